#pragma once

#include "core/live/gamesnapshot.h"
#include "ui/board/pieceset.h"
#include "ui/wall/tilepainter.h"

#include <QAbstractItemView>
#include <QCache>
#include <QPixmap>

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

// The board wall: every game of the round as a tile in a grid that fills the window. Tiles grow as
// large as the window allows for the number of games (down to a minimum size, then the wall
// scrolls). Each tile's static layer (board, names, badges) is cached as a pixmap and redrawn only
// when its game changes; a clock tick repaints only the clocks whose text or colour changed, over
// that pixmap. Enter or a double-click on a tile activates it (the focused board opens).
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
    // Static layers drawn since the wall was made (a cached tile is not drawn again), and those
    // brought up to date by repainting only the squares a move changed.
    int staticLayersDrawn() const { return m_layersDrawn; }
    int staticLayersUpdated() const { return m_layersUpdated; }
    // The change (GameSnapshot::lastChangeMonotonicMs) the game's tile shows, -1 before its first.
    std::int64_t shownChange(const QString &gameId) const;
    // New static layers drawn per paint at most this long; the others follow in the next paints.
    // Enough for the ~430 tiles a full-HD screen shows of a 1000-game round (0.07 ms each once their
    // fonts are warm): a round listed at once is on screen in one frame, and a stall stays < 50 ms.
    static constexpr int LayerBudgetMs = 30;
    // Whether every tile on screen is drawn as its game is now: no new layout waits to be painted
    // and no tile's layer was left for a later paint (the demo starts its round then).
    bool allTilesDrawn() const { return !m_fullPaintDue && !m_layersDeferred; }

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
    // What a clock showed when it was last painted: repaint it only when this changes.
    struct ClockFace
    {
        QString text;
        bool running = false;
        bool trouble = false;
        friend bool operator==(const ClockFace &, const ClockFace &) = default;
    };
    struct Tile
    {
        QPixmap layer; // the static layer of the game at `version`
        std::int64_t version = -1;
        std::int64_t shownChange = -1; // the game's change the layer shows
        std::size_t frame = 0; // TilePainter::frameKey() of what the layer shows
        BoardPainter::Board board; // the board it shows
        ClockFace shown[2]; // by chess::Color
    };
    QRect tileRect(int row) const; // in viewport coordinates
    const live::GameSnapshot *snapshotAt(int row) const; // row of model(), through any proxies
    void relayout();
    void relayoutSoon();
    static int gapFor(int boardSize);
    ClockFace clockFace(const live::GameSnapshot &game, chess::Color side) const;
    TilePainter::Clocks clocksOf(const live::GameSnapshot &game) const;
    // The cached tile of a game, its static layer drawn when missing or stale.
    Tile *tileOf(const live::GameSnapshot &game, const QSize &size);
    static std::int64_t versionOf(const live::GameSnapshot &game);

    models::GameTableModel *m_games = nullptr;
    PieceSet m_pieces;
    QCache<QString, Tile> m_tiles; // by game id; cost = bytes
    int m_layersDrawn = 0;
    bool m_relayoutQueued = false;
    int m_layersUpdated = 0; // layers brought up to date by repainting their board's changed squares
    bool m_fullPaintDue = true; // laid out anew, not painted whole since
    bool m_layersDeferred = false; // the last paint left layers for the next
    int m_columns = 1;
    int m_boardSize = MinBoardSize;
    int m_tileWidth = MinBoardSize;
    int m_tileHeight = MinBoardSize;
    int m_gap = 8; // between tiles
};

} // namespace arbiter::ui
