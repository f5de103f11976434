#include "app/console/consoleapp.h"

#include "core/rulings/cardpolicy.h"

#include "app/console/consolewiring.h"
#include "app/console/sessionthreads.h"
#include "core/clock/monotonicclock.h"
#include "core/common/translations.h"
#include "core/models/clockticker.h"
#include "core/models/gamefilterproxy.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/session/eventsession.h"
#include "core/session/incidentbook.h"
#include "core/storage/eventstore.h"
#include "ui/common/settingskeys.h"
#include "ui/diagnostics/statsprobe.h"
#include "ui/eventsetup/connectiondialog.h"
#include "ui/eventsetup/databaseproblemdialog.h"
#include "ui/eventsetup/eventdialog.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedwall.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/rulings/whoamidialog.h"
#include "ui/wall/boardwallview.h"

#include <QApplication>
#include <QDate>
#include <QDateTime>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>
#include <QWindow>

#include <cstdio>
#include <functional>
#include <memory>
#include <utility>

namespace arbiter::console {

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return 2;
}

// Calls `then` once the window has been exposed and drawn (Qt draws widgets while it handles the
// expose event; `then` runs right after), or after two seconds when no expose comes (no display).
void afterFirstFrame(QWidget *window, std::function<void()> then)
{
    struct Watcher : QObject
    {
        std::function<void()> then;
        bool eventFilter(QObject *, QEvent *event) override
        {
            if (event->type() == QEvent::Expose && then)
                QTimer::singleShot(0, this, [this] { done(); });
            return false;
        }
        void done()
        {
            if (auto call = std::exchange(then, {}))
                call();
            deleteLater();
        }
    };
    auto *watcher = new Watcher;
    watcher->setParent(window);
    watcher->then = std::move(then);
    if (QWindow *handle = window->windowHandle())
        handle->installEventFilter(watcher);
    QTimer::singleShot(2000, watcher, [watcher] { watcher->done(); });
}

} // namespace

ConsoleApp::ConsoleApp(ConsoleOptions options, QSettings &settings, TranslationSet &translations)
    : m_options(std::move(options)), m_settings(settings), m_translations(translations)
{ }

int ConsoleApp::run()
{
    const bool isDemo = m_options.demo;

    models::GameTableModel model;
    models::ClockTicker ticker(&model);
    models::IncidentModel incidents;
    models::RulingModel rulingLog;
    ui::MainWindow window(&model);
    window.setIncidents(&incidents);
    ui::RulingDesk desk(&window, &rulingLog);
    SessionThreads threads;
    session::EventSession *session = threads.session();
    const QString arbiterName = ui::settings::arbiterName.read(m_settings).isEmpty()
        ? qEnvironmentVariable("USER", tr("arbiter"))
        : ui::settings::arbiterName.read(m_settings);
    connectModels(session, &model, &incidents);
    connectWindow(session, &window, arbiterName);
    connectRulings(session, &rulingLog, &desk, arbiterName, &model);
    connectFeeds(session, &window, &desk);

    // The event: its settings, zone source and incident queue live in the events database, so the
    // console resumes where it stopped. The demo never touches real events.
    QTemporaryDir demoData;
    // The session opens the database (the screen never holds a store: the session is its one
    // writer), resumes or creates the event; a file it cannot open is the arbiter's decision.
    QString dbPath = !m_options.db.isEmpty() ? m_options.db
        : isDemo                             ? demoData.filePath(QStringLiteral("demo.sqlite"))
                                             : storage::EventStore::defaultSqlitePath();
    QString newName = tr("Demo round");
    if (!isDemo)
        //: %1: today's date
        newName = tr("Event of %1").arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat));
    event::EventInfo event;
    QList<event::StaffMember> staff;
    for (;;) {
        session::EventSession::Opening opening;
        QMetaObject::invokeMethod(
            session,
            [&] { opening = session->openEvent(storage::StoreConfig::sqlite(dbPath), !isDemo, newName, !isDemo); },
            Qt::BlockingQueuedConnection);
        if (opening.error) {
            // A console started from a desktop menu has no terminal: this is said in a window.
            QMessageBox::critical(nullptr, tr("Arbiter Console"), opening.error->message);
            return fail(opening.error->message);
        }
        if (!opening.openError) {
            event = opening.event;
            staff = opening.staff;
            break;
        }
        const storage::OpenError &error = *opening.openError;
        ui::DatabaseProblemDialog dialog(error);
        using Choice = ui::DatabaseProblemDialog::Choice;
        if (dialog.exec() != QDialog::Accepted || dialog.choice() == Choice::Quit)
            return fail(error.message);
        if (dialog.choice() == Choice::MoveAside) {
            const auto moved = storage::EventStore::moveAside(dbPath, QDateTime::currentDateTime());
            if (!moved)
                QMessageBox::warning(nullptr, dialog.windowTitle(), moved.error().message);
        } else if (dialog.choice() == Choice::OpenOther || dialog.choice() == Choice::StartNew) {
            dbPath = dialog.chosenPath();
        }
    }

    // Who is using the console: rulings record it, and the role decides what one may decide alone.
    // The demo makes its user the chief arbiter; otherwise a name from the event's staff (asked).
    auto chooseIdentity = [session, &window, &staff, arbiterName](bool ask, const QString &wanted) {
        auto apply = [session](const QList<event::StaffMember> &members, const QString &name) {
            QMetaObject::invokeMethod(session, [session, members, name] {
                session->saveStaff(members);
                session->setIdentity(name);
            });
        };
        if (!ask && !wanted.isEmpty() && !event::StaffMember::find(staff, wanted)
            && (staff.isEmpty() || wanted == arbiterName)) {
            // The first user of a new event (the demo's, or one named with --as) is its chief arbiter.
            staff.append({wanted, event::StaffMember::Role::ChiefArbiter, {}});
            apply(staff, wanted);
            return;
        }
        if (!ask && event::StaffMember::find(staff, wanted)) {
            apply(staff, wanted);
            return;
        }
        // Asked without blocking: the window, the zone and a timed run go on meanwhile.
        auto *dialog = new ui::WhoAmIDialog(staff, wanted.isEmpty() ? arbiterName : wanted, &window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QDialog::accepted, &window, [dialog, &staff, apply] {
            staff = dialog->staff();
            apply(staff, dialog->chosenName());
        });
        dialog->open();
    };
    QObject::connect(&desk, &ui::RulingDesk::identityRequested, &window,
                     [chooseIdentity, &desk] { chooseIdentity(true, desk.identity()); });
    QObject::connect(&window, &ui::MainWindow::connectRequested, &window,
                     [&threads, session, &event, isDemo](const zone::ZoneSource &source) {
                         threads.follow(source);
                         if (isDemo)
                             return;
                         event.zone = source;
                         event.zone->tokenRequired = source.needsToken();
                         event.zone->token.clear(); // a token is a password: never stored
                         QMetaObject::invokeMethod(session, [session, info = event] { session->saveEventInfo(info); });
                     });
    auto title = [isDemo, &event] {
        if (isDemo)
            return tr("Arbiter Console — demo round");
        //: %1: the event's name
        return tr("Arbiter Console — %1").arg(event.name);
    };
    QObject::connect(&window, &ui::MainWindow::eventSetupRequested, &window, [session, &event, &window, title] {
        // Read through the session, the store's one connection (it may hold writes not stored yet).
        std::optional<Result<event::EventData>> loaded;
        rulings::CardPolicy cardPolicy;
        vcs::VcsSettings vcsSettings;
        QMetaObject::invokeMethod(
            session,
            [session, &loaded, &cardPolicy, &vcsSettings] {
                loaded = session->loadEvent();
                cardPolicy = session->cardPolicy();
                vcsSettings = session->vcsSettings();
            },
            Qt::BlockingQueuedConnection);
        if (!loaded || !*loaded) {
            window.showProblem(loaded ? loaded->error().message : tr("The event could not be read."));
            return;
        }
        ui::EventDialog dialog(loaded->value(), &window);
        dialog.setCardPolicy(cardPolicy);
        dialog.setVcsSettings(vcsSettings);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const event::EventData edited = dialog.data();
        // Kept and retried like every write when the database cannot take it now (the status bar says so).
        QMetaObject::invokeMethod(
            session, [session, before = loaded->value(), edited] { session->saveEventSetup(before, edited); });
        if (const auto policy = dialog.changedCardPolicy())
            QMetaObject::invokeMethod(session, [session, policy = *policy] { session->saveCardPolicy(policy); });
        if (const auto settings = dialog.changedVcsSettings())
            QMetaObject::invokeMethod(session, [session, settings = *settings] { session->saveVcsSettings(settings); });
        event = edited.info;
        window.setWindowTitle(title());
    });
    if (isDemo) {
        const auto started = threads.start(m_options.demoArguments(), m_translations.locale().name(),
                                           m_options.feedTemplate.isEmpty());
        if (!started)
            return fail(started.error().message);
        for (const QString &note : threads.scenarioNotes())
            std::fprintf(stderr, "%s\n", qPrintable(note));
        // The demo's players are on camera: the event's feeds are the simulated ones, or those of
        // --feed-template (a relay's).
        const QString feedTemplate = m_options.feedTemplate.isEmpty() ? threads.feedTemplate() : m_options.feedTemplate;
        if (!feedTemplate.isEmpty()) {
            QMetaObject::invokeMethod(session, [session, feedTemplate, low = m_options.feedTemplate.isEmpty()] {
                vcs::VcsSettings settings = session->vcsSettings();
                settings.feedTemplate = feedTemplate;
                settings.lowStreams = low; // the simulated feeds have their small version
                session->saveVcsSettings(settings);
            });
        } else if (!threads.feedProblem().isEmpty()) {
            std::fprintf(stderr, "%s\n", qPrintable(threads.feedProblem()));
        }
    }
    window.setWindowTitle(title());
    if (const QScreen *screen = QApplication::primaryScreen())
        window.resize(screen->availableSize());
    // Layout, docks, sector and order as the arbiter left them; the command line wins.
    window.restoreSettings(m_settings);
    QObject::connect(&window, &ui::MainWindow::languageRequested, &window, [this, &window, title](const QString &code) {
        m_translations.install(QLocale(code));
        ui::settings::language.write(m_settings, code);
        window.setWindowTitle(title());
    });
    // A timed run (--quit-after: screenshots, benchmarks) leaves the arbiter's layout alone.
    if (!m_options.quitAfterSeconds)
        QObject::connect(qApp, &QCoreApplication::aboutToQuit, &window,
                         [this, &window] { window.saveSettings(m_settings); });
    if (m_options.list)
        window.showWall(false);
    if (m_options.feedWall) {
        window.feedWall()->setPageSize(*m_options.feedWall);
        window.showFeeds();
    }
    if (!m_options.sector.isEmpty() && !window.setSector(m_options.sector))
        return fail(models::GameFilterProxy::parseBoards(m_options.sector).error().message);
    window.show();
    // When the board asked for with --focus was opened (steady ms; -1 not yet): the demo's round waits
    // for it as it waits for the wall.
    const auto focusOpenedMs = std::make_shared<std::int64_t>(-1);
    if (isDemo) {
        // The demo's round starts once the console shows it: the session follows the simulator now
        // that the window is up, and the games are played once the wall shows every game listed
        // (the list or the feed wall need not wait; ten seconds at most in any case).
        // (The window's first frame costs the GUI thread a few hundred milliseconds: the session
        // follows once it is drawn, lest the round's first events wait for it.)
        afterFirstFrame(&window, [&threads] { threads.followSimulator(); });
        auto *starter = new QTimer(&window);
        starter->setInterval(50);
        // Opening the focused board redraws the whole window (the wall at its new width, the board
        // and its pieces at their size: 30-40 ms of the GUI thread) and starts its feeds, which,
        // opened in the round's first burst of moves, made them up to 80 ms late: the round waits
        // for it too, half a second after it opened (100 ms still left p99 at 40-51 ms, 500 ms 37-42).
        const bool focusWanted = m_options.focusBoard.has_value();
        QObject::connect(
            starter, &QTimer::timeout, &window,
            [&threads, &model, &window, starter, since = clock::steadyNowMs(), focusWanted, focusOpenedMs] {
                const bool listed = model.rowCount() > 0 && model.rowCount() >= threads.gamesInRound();
                const bool drawn = !window.wall()->isVisible() || window.wall()->allTilesDrawn();
                const bool focused
                    = !focusWanted || (*focusOpenedMs >= 0 && clock::steadyNowMs() - *focusOpenedMs >= 500);
                if ((listed && drawn && focused) || clock::steadyNowMs() - since > 10'000) {
                    threads.play();
                    starter->stop();
                    starter->deleteLater();
                }
            });
        starter->start();
    }
    if (isDemo)
        chooseIdentity(false, m_options.as.isEmpty() ? arbiterName : m_options.as);
    else
        chooseIdentity(false, m_options.as);
    if (!threads.scenarioNotes().isEmpty())
        window.showProblem(threads.scenarioNotes().join(u' '));
    if (!isDemo) {
        // Resume: the event's source again, at once when no token has to be typed.
        if (event.zone) {
            window.connectionDialog()->setSource(*event.zone);
            // A token to type, or a source that no longer works (a moved file): the dialog says why.
            if (event.zone->needsToken() || !window.connectionDialog()->connectToZone())
                window.showConnectionDialog();
        } else {
            window.showConnectionDialog(); // where do the games come from?
        }
    }
    ticker.start();
    ui::StatsProbe probe(int(m_options.statsSeconds.value_or(5.0) * 1000));
    QTimer feedStats;
    if (m_options.statsSeconds) {
        probe.watch(window.wall());
        probe.watch(window.list());
        probe.setSimulatorProcess(threads.simulatorProcess().processId());
        probe.setProbeHelper([hub = window.feedHub()] { return hub->probeHelperPid(); });
        probe.start();
        QObject::connect(&feedStats, &QTimer::timeout, &window, [&window] {
            const ui::FeedHub::Stats s = window.feedHub()->stats();
            if (s.playing > 0)
                std::fprintf(stdout, "%s\n", qPrintable(ui::FeedHub::statsLine(s)));
            std::fflush(stdout);
        });
        feedStats.start(int(m_options.statsSeconds.value_or(5.0) * 1000));
        // When the Art. 13.2 roll call of every camera was done (the scale benchmark's mark).
        QObject::connect(
            window.feedHub(), &ui::FeedHub::rollCallDone, &window,
            [started = clock::steadyNowMs()](const QString &summary) {
                //: --stats output; %1 seconds since the console started; %2 the roll call's summary
                std::fprintf(
                    stdout, "%s\n",
                    qPrintable(
                        tr("rollcall: done at %1 s: %2")
                            .arg(QString::number(double(clock::steadyNowMs() - started) / 1000.0, 'f', 1), summary)));
                std::fflush(stdout);
            });
        // Each incident as it is raised, with when: the feed wall benchmark times a stalled feed to
        // its incident by these lines.
        QObject::connect(session->incidents(), &session::IncidentBook::incidentsReady, &window,
                         [](const QList<watch::Incident> &batch) {
                             for (const watch::Incident &i : batch) {
                                 if (!i.open || i.reviewedUtcMs != 0)
                                     continue;
                                 //: --stats output; %1 the incident's kind (a fixed name), %2 board, %3 white or black,
                                 //: %4 when (ms since 1970, UTC)
                                 std::fprintf(
                                     stdout, "%s\n",
                                     qPrintable(tr("incident: %1 board %2 %3 at %4 ms")
                                                    .arg(watch::Incident::kindName(i.kind))
                                                    .arg(i.board)
                                                    .arg(i.side ? (*i.side == chess::White ? QStringLiteral("white")
                                                                                           : QStringLiteral("black"))
                                                                : QStringLiteral("-"))
                                                    .arg(i.utcMs)));
                             }
                             std::fflush(stdout);
                         });
    }
    if (m_options.focusBoard) {
        const int board = *m_options.focusBoard;
        auto *opener = new QTimer(&window);
        QObject::connect(opener, &QTimer::timeout, &window, [&model, &window, opener, board, focusOpenedMs] {
            // The round's listing on screen first: opening the board redraws the whole window (30-40 ms
            // of the GUI thread), and a listing still waiting for the wall's paint waited for that too.
            if (window.wall()->isVisible() && !window.wall()->allTilesDrawn())
                return;
            for (int row = 0; row < model.rowCount(); ++row)
                if (model.snapshot(row)->pairing.board == board) {
                    window.openGame(model.snapshot(row)->id);
                    *focusOpenedMs = clock::steadyNowMs();
                    opener->stop();
                    opener->deleteLater();
                    return;
                }
        });
        opener->start(200);
    }
    if (m_options.quitAfterSeconds) {
        const QString target = m_options.screenshot;
        QTimer::singleShot(int(*m_options.quitAfterSeconds * 1000), &window, [&window, target] {
            //: %1: the path of the screenshot file
            if (!target.isEmpty() && !window.grab().save(target))
                std::fprintf(stderr, "%s\n", qPrintable(tr("Cannot write %1.").arg(target)));
            QApplication::quit();
        });
    }
    const int code = QApplication::exec();
    threads.stop();
    return code;
}

} // namespace arbiter::console
