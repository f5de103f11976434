#pragma once

#include "core/event/playerref.h"
#include "core/event/sector.h"
#include "core/event/staffmember.h"
#include "core/event/venue.h"
#include "core/live/gamerecord.h"
#include "core/storage/savestate.h"
#include "core/watch/incident.h"
#include "core/zone/zoneevent.h"
#include "core/zone/zonesource.h"

#include <QHash>
#include <QMainWindow>
#include <QSet>

#include <cstdint>
#include <optional>

class QAction;
class QActionGroup;
class QDockWidget;
class QComboBox;
class QLabel;
class QLineEdit;
class QMenu;
class QSettings;
class QStackedWidget;
class QStringListModel;
class QTableView;
class QTimer;
class QToolBar;

namespace arbiter::models {
class IncidentModel;
class GameFilterProxy;
class GameTableModel;
} // namespace arbiter::models

namespace arbiter::ui {

class AlertSound;
class ConnectionDialog;
class BoardWallView;
class FeedHub;
class FeedWall;
class FocusedBoard;
class IncidentDock;
class SectorDialog;

// The console's window: the games as a board wall or as a compact list (the same model, the same
// sector and order), a toolbar for the sector (Art. 10.3.1), the order and finding a player, the
// zone connection in the status bar, and every keyboard shortcut shown in the menus. Thin by
// design: app/ builds the services and hands the model over.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(models::GameTableModel *games, QWidget *parent = nullptr);
    ~MainWindow() override;

    BoardWallView *wall() const { return m_wall; }
    QTableView *list() const { return m_list; }
    models::GameFilterProxy *proxy() const { return m_proxy; }
    AlertSound *alertSound() const { return m_alert; }
    // Shows the board wall (true) or the list.
    void showWall(bool wall);
    bool wallShown() const;
    // The players' feeds: the hub every feed tile reports to, and the feed wall (View → Feeds).
    FeedHub *feedHub() const { return m_feedHub; }
    FeedWall *feedWall() const { return m_feedWall; }
    void showFeeds();
    // Applies a sector such as "1-20, 35" (empty = every board); false with a message shown when the
    // text cannot be read.
    bool setSector(const QString &text);
    QString sector() const;
    // Part IIIb: only the games played in a venue (by its players; with a sector, both), or every
    // game grouped by venue (GroupedVenues), or all (empty). False when the event has no such venue.
    static constexpr const char *GroupedVenues = "*";
    bool setVenue(const QString &venue);
    QString venue() const { return m_venueShown; }
    // The venue a game is played in (empty: none), as the event's list places its players.
    QString venueOfGame(const QString &gameId) const;
    const QList<event::Venue> &venues() const { return m_venues; }
    const event::PlayerDirectory &players() const { return m_players; }

    // Adds the incident queue as a dock: selecting an incident opens its board at the move.
    void setIncidents(models::IncidentModel *incidents);
    QTableView *incidentView() const;
    // The arbiter's review of the current incident, with a note (asks for one when `note` is null).
    void reviewCurrentIncident(watch::Incident::ReviewState state, const QString &note = QString());

    // Opens the game large in a dock (or raises it when open); the zone is asked for its record.
    FocusedBoard *openGame(const QString &gameId);
    FocusedBoard *focusedBoard(const QString &gameId) const;
    // The game an arbiter is looking at: the focused board that has the keyboard, else the game
    // selected on the wall or list; empty when none.
    QString currentGameId() const;
    models::GameTableModel *games() const { return m_games; }
    // The incident selected in the queue, if any.
    const watch::Incident *currentIncident() const;
    // Where more menus go (before Settings), and the incident dock (for tabbing others beside it).
    QMenu *settingsMenu() const { return m_settingsMenu; }
    QMenu *viewMenu() const { return m_viewMenu; }
    // Who watches what, as last sent (setSectorPlan).
    const event::SectorPlan &sectorPlan() const { return m_plan; }
    QDockWidget *incidentDock() const;
    // Selects board N on the wall (or list) and opens it; false when the round has no such board.
    bool goToBoard(int board);
    // Selects and opens the first game with a player whose name contains `text` (any case);
    // false when nobody matches.
    bool findPlayer(const QString &text);

    // The lasting "not saved" indicator in the status bar (hidden while everything is stored).
    QLabel *saveIndicator() const { return m_unsaved; }

    // The connection dialog (created on first use), shown beside the window.
    ConnectionDialog *connectionDialog();
    void showConnectionDialog();

    // Window layout, docks, sector, order, view, time-trouble threshold and alert sound.
    void saveSettings(QSettings &settings) const;
    void restoreSettings(const QSettings &settings);

public Q_SLOTS:
    void applyRecords(const QList<arbiter::live::GameRecord> &records);
    void setZoneDescription(const QString &description);
    void setZoneHealth(const arbiter::zone::ConnectionHealth &health);
    void showProblem(const QString &message);
    // The team events opened lately (their addresses, without passwords), for File > Recent team events.
    void setRecentTeamEvents(const QStringList &addresses);
    // Whether the team event's server answers; while it does not, the status bar says so in red.
    void setServerState(bool online, const QString &message);
    // The team event's standby server down (amber, for the chief arbiter) or back.
    void setStandbyState(bool up, const QString &message);
    // Who uses the console and the event's staff (for the sectors).
    void setStaff(const QString &name, int role, const QList<arbiter::event::StaffMember> &staff);
    // Who watches what (Art. 10.3.1): the arbiter's own sector becomes the wall's, the list's and the
    // feed wall's (again whenever it is assigned anew; the arbiter may still look elsewhere), a sector
    // handed over to this arbiter is announced with its note, and the chief arbiter, the deputy and a
    // local chief see the boards nobody watches in the status bar.
    void setSectorPlan(const arbiter::event::SectorPlan &plan);
    // A hybrid event's venues and the event's players (who sits where): the toolbar's venue filter
    // (shown only when there are venues); a venue's arbiter sees their venue by default.
    void setVenues(const QList<arbiter::event::Venue> &venues);
    void setPlayers(const arbiter::event::PlayerDirectory &players);
    // What the event database has not stored yet: shown in the status bar, with the count and the
    // reason, until it is stored (never a message that goes away by itself).
    void setSaveState(const arbiter::storage::SaveState &state);

Q_SIGNALS:
    // A focused board needs its game's whole record from the zone session (and no more).
    void watchRequested(const QString &gameId);
    void unwatchRequested(const QString &gameId);
    // The arbiter chose a language in the menu ("ru", "en"); app/ installs it (no restart).
    void languageRequested(const QString &language);
    // The arbiter reviewed an incident (acknowledged or dismissed it, with a note).
    void reviewRequested(const QString &key, arbiter::watch::Incident::ReviewState state, const QString &note);
    // The arbiter wants to set up the event (name, kind, time control, players, pairings).
    void eventSetupRequested();
    // File > Standings…, and File > Report… (`report` true) or Export… (the hand-over documents).
    void standingsRequested();
    void handOverRequestedFor(bool report);
    // File > Open team event… (`address` empty: ask where) or one of the recent team events.
    void teamEventRequested(const QString &address);
    // File > Join seminar…
    void seminarRequested();
    // Sectors: one set (checked already), and a hand-over at a shift change.
    void sectorRequested(const arbiter::event::Sector &sector);
    void handOverRequested(const QString &from, const QString &to, const QString &note);
    // The arbiter asked to follow this source (checked already).
    void connectRequested(const arbiter::zone::ZoneSource &source);

protected:
    void changeEvent(QEvent *event) override;
    // Closing while writes wait for the event database asks first: they would be lost.
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void updateGameCount();
    void updateHealthText();
    void updateSaveText();
    void updatePlayerNames();
    void openIndex(const QModelIndex &index);
    void selectSourceRow(int row);
    void askBoard();
    void askTimeTrouble();
    void showAbout();
    void showSectors();
    void askHandOver(const QString &from);
    void updateUnwatched();
    // The sector's and the venue's boards applied to the wall, the list and the feed wall.
    void applyBoards();
    void updateVenueChoices();
    QSet<int> liveBoards() const;
    std::optional<event::StaffMember> me() const;
    QString dockTitle(const QString &gameId) const;

    models::GameTableModel *m_games;
    models::GameFilterProxy *m_proxy;
    QStackedWidget *m_stack;
    BoardWallView *m_wall;
    FeedHub *m_feedHub;
    FeedWall *m_feedWall;
    QAction *m_feedsAction = nullptr;
    QTableView *m_list;
    QLineEdit *m_sector;
    QSet<int> m_sectorBoards;
    QLabel *m_venueLabel = nullptr;
    QComboBox *m_venue = nullptr;
    QAction *m_venueLabelAction = nullptr;
    QAction *m_venueAction = nullptr;
    QList<event::Venue> m_venues;
    event::PlayerDirectory m_players;
    QString m_venueShown; // empty: every venue; GroupedVenues; or a venue's name
    bool m_venueChosen = false; // the arbiter picked one (their own venue is not forced on them again)
    QTimer *m_venueTimer = nullptr; // the venue's boards again a little after the games change
    QComboBox *m_order;
    QLineEdit *m_find;
    QStringListModel *m_playerNames;
    QToolBar *m_toolBar;
    QLabel *m_sectorLabel;
    QLabel *m_orderLabel;
    QLabel *m_findLabel;
    QLabel *m_zone;
    QLabel *m_health;
    QLabel *m_count;
    QLabel *m_unsaved;
    storage::SaveState m_saveState;
    AlertSound *m_alert;
    ConnectionDialog *m_connection = nullptr;
    zone::ConnectionHealth m_lastHealth;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QMenu *m_incidentMenu = nullptr;
    QMenu *m_settingsMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_connectAction = nullptr;
    QAction *m_teamAction = nullptr;
    QAction *m_seminarAction = nullptr;
    QMenu *m_recentTeamMenu = nullptr;
    QLabel *m_server = nullptr;
    QLabel *m_standby = nullptr;
    QLabel *m_unwatched = nullptr;
    QTimer *m_unwatchedTimer = nullptr;
    event::SectorPlan m_plan;
    QList<event::StaffMember> m_staff;
    QString m_me;
    QSet<int> m_assigned; // the own sector's boards as last applied
    std::int64_t m_assignedAt = 0; // and when it was assigned
    bool m_planSeen = false; // a plan was read since the console knows who it is
    SectorDialog *m_sectorDialog = nullptr;
    QAction *m_sectorsAction = nullptr;
    QAction *m_handOverAction = nullptr;
    // A permanent status-bar label: hidden while all is well (the news said once), else the message.
    void showIndicator(QLabel *label, bool fine, const QString &message, int width);
    QAction *m_eventAction = nullptr;
    QAction *m_standingsAction = nullptr;
    QAction *m_reportAction = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_wallAction = nullptr;
    QAction *m_listAction = nullptr;
    QAction *m_sectorAction = nullptr;
    QAction *m_boardAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_acknowledgeAction = nullptr;
    QAction *m_dismissAction = nullptr;
    QAction *m_soundAction = nullptr;
    QAction *m_timeTroubleAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
    QActionGroup *m_languages = nullptr;

    QHash<QString, QDockWidget *> m_docks;
    models::IncidentModel *m_incidents = nullptr;
    IncidentDock *m_incidentDock = nullptr;
};

} // namespace arbiter::ui
