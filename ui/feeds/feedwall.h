#pragma once

#include "core/chess/types.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QTimer>
#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QToolButton;

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

class FeedHub;
class FeedTile;

// Every player's camera of the sector in one grid (16, 25 or 49 a page), in board order or the most
// urgent first: a player off the VCS or with a feed problem, then a game with an anomaly, then a
// player in time trouble. Each tile names the player and board and shows the VCS state and the
// microphone's level; pages of more than 16 use the relay's small stream ("cam~low") where there is
// one. What it shows follows the games (re-sorted once a second, so tiles do not jump on every move).
class FeedWall : public QWidget
{
    Q_OBJECT

public:
    FeedWall(models::GameTableModel *games, FeedHub *hub, QWidget *parent = nullptr);

    enum class Order { Board, Urgency };
    void setOrder(Order order);
    // Only the players of these boards (the arbiter's sector, Art. 10.3.1; empty = every board).
    void setBoards(const QSet<int> &boards);
    void setPageSize(int tiles); // 16, 25 or 49
    int pageSize() const { return m_pageSize; }
    void setPage(int page);
    int page() const { return m_page; }
    int pageCount() const;
    const QList<FeedTile *> &tiles() const { return m_tiles; }
    // Re-reads the games now (tests; otherwise once a second after a change).
    void refresh();

Q_SIGNALS:
    // A double click on a tile: open that game's board.
    void gameActivated(const QString &gameId);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Entry
    {
        QString gameId;
        chess::Color side = chess::White;
        QString player;
        int board = 0;
        int urgency = 0;
        QString url;
        bool offVcs = false;
    };
    QList<Entry> entries() const;
    void layoutTiles();
    void retranslate();

    models::GameTableModel *m_games;
    FeedHub *m_hub;
    Order m_order = Order::Board;
    QSet<int> m_boards;
    int m_pageSize = 16;
    int m_page = 0;
    int m_entryCount = 0;
    QComboBox *m_orderBox;
    QComboBox *m_sizeBox;
    QToolButton *m_previous;
    QToolButton *m_next;
    QLabel *m_pageLabel;
    QLabel *m_empty;
    QWidget *m_tileBox; // the tiles' parent
    QGridLayout *m_grid;
    QList<FeedTile *> m_tiles;
    QTimer m_refresh;
};

} // namespace arbiter::ui
