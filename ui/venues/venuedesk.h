#pragma once

#include "core/event/eventinfo.h"
#include "core/event/playerref.h"
#include "core/event/staffmember.h"
#include "core/event/venue.h"
#include "core/rulings/checklist.h"
#include "core/rulings/ruling.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <cstdint>
#include <optional>

class QComboBox;
class QDockWidget;
class QGridLayout;
class QLabel;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QTimer;
class QWidget;

namespace arbiter::ui {

class FeedTile;
class MainWindow;

// Part IIIb on the console (issue 27): the venue page and the checks.
//
// The venue page (View ▸ Venue page, a dock): a venue's city, local organiser and arbiters on site
// (what it lacks for Art. 16.8 in red), its panoramic cameras, and its players with their boards,
// connections and readiness; choosing a venue there shows its players' boards on the wall beside it.
//
// The checks (View ▸ Checks, a dock) replace the spreadsheet arbiters share today: for a round, a
// grid of players (a venue's, the arbiter's sector's, or all) by the items of the event's kind (the
// local chief arbiter's device and fair-play checks and the local technical arbiter's connection
// check, Art. 16.7, 18.5, 18.6, 18.8; an online event's room, second camera and mobile device,
// Art. 10.4, 14.4, 11.1.1; on request during a game, the room, the task manager and the screen,
// Art. 12.2, A.6), each answered yes / no / to check with who and when and a note. A game may start
// with an item missing only with a note ("Ready" column). Every answer is a row of the event's log
// (Kind::Check): shared with the team, refused outside the arbiter's venue, and in the report.
// Beside it the local technical arbiter's connection board (Art. 18.8): every player's zone and VCS
// connection, live; "Report to the chief arbiter" records the disconnection (Art. 18.9) and the
// chief arbiter's console asks them to decide at once.
class VenueDesk : public QObject
{
    Q_OBJECT

public:
    explicit VenueDesk(MainWindow *window);
    ~VenueDesk() override;

    QDockWidget *venueDock() const { return m_venueDock; }
    QDockWidget *checksDock() const { return m_checksDock; }
    QTableWidget *checklistTable() const { return m_grid; }
    QTableWidget *connectionTable() const { return m_connections; }
    QTableWidget *venuePlayersTable() const { return m_venuePlayers; }
    QComboBox *checkScope() const { return m_scope; }
    QComboBox *venueChoice() const { return m_venueChoice; }
    const QList<FeedTile *> &cameraTiles() const { return m_cameras; }
    const rulings::Checklist &checklist() const { return m_checklist; }
    // Shows a venue on the page (and its players' boards on the wall); false when there is none such.
    bool showVenue(const QString &name);
    // The players the grid lists: a venue's name, "sector:", or empty for everyone.
    bool setScope(const QString &scope);
    // Records an answer for the player in the grid's row (as the arbiter's keys and dialog do).
    void answer(int row, const QString &item, rulings::CheckItem::Answer answer, const QString &note);
    // The local technical arbiter reports the row's player's disconnection to the chief arbiter.
    void reportDisconnection(int row);

public Q_SLOTS:
    void setEvent(const arbiter::event::EventInfo &info);
    void setVenues(const QList<arbiter::event::Venue> &venues);
    void setPlayers(const arbiter::event::PlayerDirectory &players);
    void setIdentity(const QString &name, int role, const QList<arbiter::event::StaffMember> &staff);
    void recorded(const arbiter::rulings::Ruling &ruling);
    void clearRulings();

Q_SIGNALS:
    void rulingRequested(const arbiter::rulings::Ruling &draft);
    // The chief arbiter decides on a disconnection reported from a venue (Art. 18.9).
    void disconnectionDecisionRequested(const QString &gameId, const arbiter::rulings::Ruling &draft);

private:
    struct Row
    {
        event::PlayerRecord player;
        QString gameId;
        int board = 0;
        chess::Color side = chess::White;
    };
    void retranslate();
    void rebuildChoices();
    void rebuildGrid();
    void refreshGridCells();
    void refreshLive();
    void refreshVenuePage();
    void editCell(int row, int column);
    // A game that began with a player's pre-round check missing and no note (Art. 18.5, 18.6, 10.4):
    // said once per player and round, when the round's checks are kept at all.
    void watchStarts();
    QList<Row> rowsFor(const QString &scope) const;
    void locate(QList<Row> &rows) const;
    QString keyOf(const event::PlayerRecord &player) const;
    std::optional<event::StaffMember> me() const;
    bool eventFilter(QObject *watched, QEvent *event) override;

    QPointer<MainWindow> m_window;
    const QObject *m_windowObject; // the same, for the event filter
    QDockWidget *m_venueDock;
    QDockWidget *m_checksDock;
    // The venue page.
    QComboBox *m_venueChoice;
    QLabel *m_venueInfo;
    QWidget *m_cameraArea;
    QGridLayout *m_cameraGrid;
    QList<FeedTile *> m_cameras;
    QTableWidget *m_venuePlayers;
    QList<Row> m_venueRows;
    // The checks.
    QComboBox *m_scope;
    QSpinBox *m_round;
    QLabel *m_scopeLabel;
    QLabel *m_roundLabel;
    QLabel *m_summary;
    QTabWidget *m_tabs;
    QTableWidget *m_grid;
    QTableWidget *m_connections;
    QList<Row> m_rows;
    QList<rulings::CheckItem> m_items;
    QTimer *m_live;
    QTimer *m_starts;
    QTimer *m_redraw; // the grid and page again after a burst of checks
    QSet<QString> m_startsTold; // "round|player key"

    event::EventInfo m_event;
    QList<event::Venue> m_venues;
    event::PlayerDirectory m_players;
    QList<event::StaffMember> m_staff;
    QString m_me;
    rulings::Role m_role = rulings::Role::Arbiter;
    rulings::Checklist m_checklist;
    std::int64_t m_loadedUntilMs = 0; // reports older than the console's start are history, not news
    bool m_scopeChosen = false;
};

} // namespace arbiter::ui
