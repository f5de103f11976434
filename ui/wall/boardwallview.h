#pragma once

#include "board/pieceset.h"
#include "event/gamesnapshot.h"

#include <QAbstractItemView>

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

// The board wall: every game of the round as a tile in a grid that fills the window. Tiles grow as
// large as the window allows for the number of games (down to a minimum size, then the wall
// scrolls). A row's change repaints only its tile; a clock tick only the tiles whose clock text
// changed. Enter or a double-click on a tile activates it (the focused board opens).
class BoardWallView : public QAbstractItemView
{
    Q_OBJECT

public:
    explicit BoardWallView(QWidget *parent = nullptr);

    void setModel(QAbstractItemModel *model) override;
    QRect visualRect(const QModelIndex &index) const override;
    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;
    QModelIndex indexAt(const QPoint &point) const override;

    // Smallest board drawn before the wall starts to scroll.
    static constexpr int MinBoardSize = 48;
    int boardSize() const { return m_boardSize; }
    int columns() const { return m_columns; }

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    int horizontalOffset() const override;
    int verticalOffset() const override;
    bool isIndexHidden(const QModelIndex &index) const override;
    void setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command) override;
    QRegion visualRegionForSelection(const QItemSelection &selection) const override;
    void dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight,
                     const QList<int> &roles = QList<int>()) override;
    void rowsInserted(const QModelIndex &parent, int start, int end) override;
    void rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end) override;
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void updateGeometries() override;

private:
    QRect tileRect(int row) const; // in viewport coordinates
    const event::GameSnapshot *snapshotAt(int row) const; // row of model(), through any proxies
    void relayout();

    models::GameTableModel *m_games = nullptr;
    PieceSet m_pieces;
    int m_columns = 1;
    int m_boardSize = MinBoardSize;
    int m_tileWidth = MinBoardSize;
    int m_tileHeight = MinBoardSize;
    static constexpr int Gap = 8;
};

} // namespace arbiter::ui
