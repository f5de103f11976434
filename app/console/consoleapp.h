#pragma once

#include "app/console/consoleoptions.h"
#include "app/console/sessionthreads.h"
#include "core/event/eventdata.h"
#include "core/models/clockticker.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/venues/venuedesk.h"

#include <QCoreApplication>
#include <QTemporaryDir>

#include <memory>
#include <optional>

class QSettings;

namespace arbiter {
class TranslationSet;
}
namespace arbiter::seminar {
struct SeminarPack;
}
namespace arbiter::ui {
class LecturerDesk;
class SeminarDesk;
class StatsProbe;
class StatsPrinter;
} // namespace arbiter::ui

namespace arbiter::console {

// The console's composition root: the models, the window, the rulings desk and the session's
// threads as members, wired the way consolewiring.h says; run() takes the phases in turn (open the
// event, who am I, the event's set-up, the demo, the event's source again, diagnostics) and returns
// the exit status.
class ConsoleApp final
{
    Q_DECLARE_TR_FUNCTIONS(Console)

public:
    ConsoleApp(ConsoleOptions options, QSettings &settings, TranslationSet &translations);
    ~ConsoleApp();
    Q_DISABLE_COPY_MOVE(ConsoleApp)

    int run();

private:
    // The event: its settings, zone source and incident queue live in the events database, so the
    // console resumes where it stopped; a database the session cannot open is the arbiter's
    // decision. The demo never touches real events. An exit status when the console cannot go on.
    std::optional<int> openEvent();
    // --server: the team event on its server, the password from the keychain or asked for.
    std::optional<int> openTeamEvent();
    // File > Open team event… or a recent one: the console starts again on it.
    void reopenOnTeamEvent(const QString &address);
    // File > Join seminar…: the console starts again on a seminar pack, alone or in the lecturer's room.
    void joinSeminar();
    // Who is using the console: rulings record it, and the role decides what one may decide alone.
    void chooseIdentity(bool ask, const QString &wanted);
    // The window's requests about the event: a source to follow (stored with the event), the
    // event's set-up dialog (read and saved through the session), the language.
    void connectEventRequests();
    void editEventSetup();
    // File > Standings…, Report…, Export…: what the chief arbiter hands over, read through the session.
    void showStandings();
    // The event's players for a ruling on a player (Ctrl+P), read through the session.
    void refreshEventPlayers();
    void takePlayers(const event::PlayerDirectory &players);
    void handOver(bool report);
    // The demo: the simulator started, its players' feeds made the event's; the round follows once
    // the window is drawn and plays once the wall shows it. An exit status when it cannot start.
    std::optional<int> startDemo();
    // --seminar: the pack's event (players, time control, card policy), the trainee in the pack's
    // role beside the lecturer, and the seminar dock. An exit status when the pack cannot be read.
    std::optional<int> startSeminar();
    // A seminar held on a team event (arbiterctl seminar enrol): the lecturer's view for a lecturer,
    // the trainee's dock and their own log for everyone else.
    std::optional<int> joinTeamSeminar(const seminar::SeminarPack &pack);
    // Whether the round may play now: a team seminar's waits for the lecturer to start it.
    bool seminarMayStart() const;
    // The seminar's pause of this console's own simulated round.
    void pauseOwnRound(bool paused);
    void playDemoWhenShown();
    // The command line's view: list, feed wall, sector. An exit status for a sector that does not read.
    std::optional<int> applyViewOptions();
    // The event's source followed again, at once when no token has to be typed.
    void resumeSource();
    // --stats, --focus, --quit-after.
    void startDiagnostics();
    void openFocusBoard();
    void quitAfterTimeout();
    QString title() const;

    ConsoleOptions m_options;
    QSettings &m_settings;
    TranslationSet &m_translations;
    const bool m_isDemo;
    models::GameTableModel m_games;
    models::ClockTicker m_ticker;
    models::IncidentModel m_incidents;
    models::RulingModel m_rulingLog;
    ui::MainWindow m_window;
    ui::RulingDesk m_desk;
    ui::VenueDesk *m_venues; // on the window: the venue page, the checks
    QList<event::Venue> m_venueList; // the event's venues as the session last sent them
    // Art. 20: the games of venues with traditional sets marked, when the event allows them.
    void markTraditionalSets();
    QTemporaryDir m_demoData; // the demo's event database: removed after the session let it go
    SessionThreads m_threads;
    QString m_arbiterName; // the system's user, for reviews when no one chose a name
    event::EventInfo m_event;
    QList<event::StaffMember> m_staff;
    QString m_teamAddress; // the team event's address when one is open (without a password)
    std::unique_ptr<ui::StatsProbe> m_statsProbe;
    std::unique_ptr<ui::StatsPrinter> m_statsPrinter;
    ui::SeminarDesk *m_seminar = nullptr; // on the window (--seminar), a trainee's
    ui::LecturerDesk *m_lecturer = nullptr; // on the window (--seminar on a team event), a lecturer's
    QString m_myName; // who the team event's login is
    std::int64_t m_focusOpenedMs = -1; // when the board asked for with --focus was opened (steady ms)
};

} // namespace arbiter::console
