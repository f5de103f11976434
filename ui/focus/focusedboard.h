#pragma once

#include "core/live/gamerecord.h"
#include "core/models/movelistmodel.h"
#include "core/models/timelinemodel.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTableView;
class QTableWidget;
class QTabWidget;
class QVBoxLayout;

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

class BoardWidget;
class FeedHub;
class PlayerFeeds;

// One game opened large: the board (flip, coordinates), both players with their ticking clocks, the
// scoresheet with the clock after every move (Art. 3.7) and draw offers marked (Art. 8.6), the
// PGN tags, the game's timeline (moves, clock readings, disconnections with their durations, pauses,
// the result), and navigation through the moves with the keyboard or by clicking a move while the
// game goes on (at the last move it follows the game live). Copies the viewed position as FEN and
// the game as PGN with %clk.
class FocusedBoard : public QWidget
{
    Q_OBJECT

public:
    FocusedBoard(const QString &gameId, models::GameTableModel *games, QWidget *parent = nullptr);

    QString gameId() const { return m_id; }
    void setRecord(const live::GameRecord &record);
    const live::GameRecord &record() const { return m_moves.record(); }
    // The ply on the board (0 = the start position); live() when it is the last one.
    int viewedPly() const { return m_viewed; }
    bool live() const { return m_live; }
    void showPly(int ply);
    // Shows this ply as soon as the game's record has it (an incident opens the board at its move).
    void showPlyWhenReady(int ply);
    QString fen() const;
    BoardWidget *board() const { return m_board; }
    QTableView *moveList() const { return m_list; }
    QTableView *timeline() const { return m_timelineView; }
    QTableWidget *tags() const { return m_tags; }
    // The scoresheet, timeline and tags pages.
    QTabWidget *pages() const { return m_pages; }

    // Shows both players' feeds beside the board (Art. 13.1).
    void setFeedHub(FeedHub *hub);
    PlayerFeeds *feeds() const { return m_feeds; }

    void copyFen() const;
    void copyPgn() const;
    void savePgn();

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshPlayers();
    void refreshTags();
    void retranslate();
    chess::Position positionAt(int ply) const;

    QString m_id;
    models::GameTableModel *m_games;
    models::MoveListModel m_moves;
    models::TimelineModel m_timeline;
    BoardWidget *m_board;
    QTableView *m_list;
    QTableView *m_timelineView;
    QTableWidget *m_tags;
    QTabWidget *m_pages;
    QLabel *m_top; // the player at the top of the board, with the clock
    QLabel *m_bottom;
    QLabel *m_where;
    QVBoxLayout *m_right = nullptr;
    PlayerFeeds *m_feeds = nullptr;
    QList<QPushButton *> m_buttons; // flip, copy FEN, copy PGN, save PGN
    int m_viewed = 0;
    bool m_live = true;
    int m_pendingPly = -1;
};

} // namespace arbiter::ui
