#include "common/boundedfile.h"
#include "common/optionvalue.h"
#include "common/settingskeys.h"
#include "common/statsprobe.h"
#include "common/translations.h"
#include "demosession.h"
#include "event/connectiondialog.h"
#include "event/databaseproblemdialog.h"
#include "event/eventdialog.h"
#include "focus/focusedboard.h"
#include "mainwindow.h"
#include "models/clockticker.h"
#include "models/gamefilterproxy.h"
#include "models/gametablemodel.h"
#include "models/incidentmodel.h"
#include "session/zonesession.h"
#include "storage/eventstore.h"
#include "wall/boardwallview.h"
#include "zone/sim/simoptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDate>
#include <QDateTime>
#include <QIcon>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QScreen>
#include <QSettings>
#include <QTableView>
#include <QTemporaryDir>
#include <QTimer>

#include <climits>
#include <cstdio>
#include <optional>

namespace {

struct ConsoleText
{
    Q_DECLARE_TR_FUNCTIONS(Console)
};

} // namespace

// arbiter-console: the arbiter's screen. It follows a game zone chosen in the connection dialog
// (Lichess, a live PGN, a simulator), or with --demo a live round on the embedded simulator
// (stockfish playing, or a PGN replayed), followed over loopback HTTP like a real zone.
int main(int argc, char *argv[])
{
    // --help and --version print and quit: they must work without a display (a server, a package
    // check in CI), so the window system is not asked for then.
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if ((arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v")
            && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("arbiter-console"));
    QApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/arbiter-console.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("arbiter-console"));
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));

    QCommandLineParser parser;
    const QCommandLineOption lang(
        QStringLiteral("lang"), ConsoleText::tr("Language: ru or en (default: the system's)."), QStringLiteral("lang"));
    // Parse twice: the language must be known before the help texts are translated.
    parser.addOption(lang);
    parser.parse(QApplication::arguments());
    QSettings settings;
    // The language chosen on the command line, else the one chosen in the menu last time, else the system's.
    const QString language = parser.isSet(lang) ? parser.value(lang) : arbiter::ui::settings::language.read(settings);
    arbiter::TranslationSet translations;
    translations.install(arbiter::TranslationSet::chooseLocale(language));

    parser.setApplicationDescription(ConsoleText::tr("Arbiter Console: every board of an online event, live."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  ConsoleText::tr("Open a live demo round on the embedded game-zone simulator."));
    const QCommandLineOption games(QStringLiteral("games"), ConsoleText::tr("Games in the demo round (default 64)."),
                                   QStringLiteral("n"), QStringLiteral("64"));
    const QCommandLineOption speed(QStringLiteral("speed"),
                                   ConsoleText::tr("Demo speed: simulated seconds per second (default 1)."),
                                   QStringLiteral("x"), QStringLiteral("1"));
    const QCommandLineOption seed(QStringLiteral("seed"), ConsoleText::tr("Seed of the demo round (default 1)."),
                                  QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption pgn(QStringLiteral("pgn"),
                                 ConsoleText::tr("Replay the games of this PGN file in the demo."),
                                 QStringLiteral("file"));
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        ConsoleText::tr("Save a picture of the window to this PNG file (with --quit-after)."), QStringLiteral("file"));
    const QCommandLineOption quitAfter(QStringLiteral("quit-after"), ConsoleText::tr("Quit after this many seconds."),
                                       QStringLiteral("s"));
    const QCommandLineOption list(QStringLiteral("list"),
                                  ConsoleText::tr("Start with the game list instead of the board wall."));
    const QCommandLineOption sector(QStringLiteral("sector"), ConsoleText::tr("Show only these boards, e.g. 1-20,35."),
                                    QStringLiteral("boards"));
    const QCommandLineOption scenario(
        QStringLiteral("scenario"),
        ConsoleText::tr(
            "Play these scripted incidents in the demo (default: the built-in demo scenario; \"none\" for none)."),
        QStringLiteral("file"));
    const QCommandLineOption focus(QStringLiteral("focus"),
                                   ConsoleText::tr("Open board N large as soon as it is listed."), QStringLiteral("n"));
    const QCommandLineOption db(QStringLiteral("db"),
                                ConsoleText::tr("The events database (an SQLite file; default: the one in the user's "
                                                "data folder; the demo uses a fresh one unless given)."),
                                QStringLiteral("file"));

    const QCommandLineOption stats(
        QStringLiteral("stats"),
        ConsoleText::tr("Print frames per second, GUI stalls, event-to-screen delay, CPU and memory every s seconds."),
        QStringLiteral("s"));
    for (const QCommandLineOption *o :
         {&demo, &games, &speed, &seed, &pgn, &screenshot, &quitAfter, &list, &sector, &focus, &scenario, &db, &stats})
        parser.addOption(*o);
    parser.process(app);

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        return 2;
    };
    const bool isDemo = parser.isSet(demo);
    // Every option is checked before a window opens or a round is played: numbers whole and finite
    // (QString::toDouble() takes "nan"), files to read readable, files to write writable.
    const auto gameCount = arbiter::OptionValue::whole(QStringLiteral("--games"), parser.value(games), 1, 1000);
    if (!gameCount)
        return fail(gameCount.error().message);
    const auto speedFactor = arbiter::OptionValue::number(QStringLiteral("--speed"), parser.value(speed), 0.001, 1000);
    if (!speedFactor)
        return fail(speedFactor.error().message);
    const auto seedValue = arbiter::OptionValue::whole(QStringLiteral("--seed"), parser.value(seed), 0, UINT_MAX);
    if (!seedValue)
        return fail(seedValue.error().message);
    std::optional<double> quitSeconds;
    if (parser.isSet(quitAfter)) {
        // At most a day: the timer counts milliseconds in an int.
        const auto seconds
            = arbiter::OptionValue::number(QStringLiteral("--quit-after"), parser.value(quitAfter), 0.001, 86400);
        if (!seconds)
            return fail(seconds.error().message);
        quitSeconds = seconds.value();
    }
    double statsSeconds = 5.0;
    if (parser.isSet(stats)) {
        const auto seconds = arbiter::OptionValue::number(QStringLiteral("--stats"), parser.value(stats), 0.5, 86400);
        if (!seconds)
            return fail(seconds.error().message);
        statsSeconds = seconds.value();
    }
    std::optional<int> focusBoard;
    if (parser.isSet(focus)) {
        const auto board = arbiter::OptionValue::whole(QStringLiteral("--focus"), parser.value(focus), 1, 100000);
        if (!board)
            return fail(board.error().message);
        focusBoard = int(board.value());
    }
    if (parser.isSet(pgn))
        if (const auto error = arbiter::BoundedFile::checkReadable(parser.value(pgn)))
            return fail(error->message);
    if (parser.isSet(screenshot)) {
        if (!parser.isSet(quitAfter))
            return fail(
                ConsoleText::tr("--screenshot needs --quit-after: the picture is taken when the console quits."));
        if (const auto error = arbiter::BoundedFile::checkWritable(parser.value(screenshot)))
            return fail(error->message);
    }
    if (parser.isSet(scenario) && parser.value(scenario) != QLatin1String("none"))
        if (const auto error = arbiter::BoundedFile::checkReadable(parser.value(scenario)))
            return fail(error->message);

    arbiter::zone::sim::SimOptions options;
    options.roundId = QStringLiteral("demo");
    options.speed = speedFactor.value();
    options.seed = std::uint32_t(seedValue.value());
    options.engineSeed = qulonglong(seedValue.value());
    if (parser.isSet(pgn))
        options.pgnPath = parser.value(pgn);
    else
        options.engineGames = int(gameCount.value());

    // The demo's incidents: scripted on the simulator, so the queue has something to show.
    const QString scenarioPath
        = parser.isSet(scenario) ? parser.value(scenario) : QStringLiteral(":/scenarios/demo.json");
    if (isDemo && scenarioPath != QLatin1String("none")) {
        auto loaded = arbiter::zone::sim::Scenario::load(scenarioPath);
        if (!loaded)
            return fail(loaded.error().message);
        // Events for boards the round does not have (a demo with few games, a PGN of another round)
        // are left out by the simulator, each with a note.
        options.scenario = std::move(loaded.value());
        options.fitScenarioToRound = true;
    }

    arbiter::models::GameTableModel model;
    arbiter::models::ClockTicker ticker(&model);
    arbiter::models::IncidentModel incidents;
    arbiter::ui::MainWindow window(&model);
    window.setIncidents(&incidents);
    arbiter::console::DemoSession session;
    arbiter::session::ZoneSession *zone = session.zone();
    QObject::connect(zone, &arbiter::session::ZoneSession::snapshotsReady, &model,
                     &arbiter::models::GameTableModel::apply);
    QObject::connect(zone, &arbiter::session::ZoneSession::incidentsReady, &incidents,
                     &arbiter::models::IncidentModel::apply);
    QObject::connect(zone, &arbiter::session::ZoneSession::recordsReady, &window,
                     &arbiter::ui::MainWindow::applyRecords);
    QObject::connect(&window, &arbiter::ui::MainWindow::watchRequested, zone,
                     [zone](const QString &id) { zone->watch(id); });
    QObject::connect(&window, &arbiter::ui::MainWindow::unwatchRequested, zone,
                     [zone](const QString &id) { zone->unwatch(id); });
    QObject::connect(zone, &arbiter::session::ZoneSession::described, &window,
                     &arbiter::ui::MainWindow::setZoneDescription);
    QObject::connect(zone, &arbiter::session::ZoneSession::healthChanged, &window,
                     &arbiter::ui::MainWindow::setZoneHealth);
    QObject::connect(zone, &arbiter::session::ZoneSession::problem, &window, &arbiter::ui::MainWindow::showProblem);

    // The event: its settings, zone source and incident queue live in the events database, so the
    // console resumes where it stopped. The demo never touches real events.
    QTemporaryDir demoData;
    // GUI thread, at start only: open (or the arbiter decides what to do with a file that cannot be
    // opened), resume or create the event. Then the zone session is the store's one writer.
    QString dbPath = parser.isSet(db) ? parser.value(db)
        : isDemo                      ? demoData.filePath(QStringLiteral("demo.sqlite"))
                                      : arbiter::storage::EventStore::defaultSqlitePath();
    // A console started from a desktop menu has no terminal: a store it cannot use is said in a window.
    auto storeFailed = [&fail](const QString &message) {
        QMessageBox::critical(nullptr, ConsoleText::tr("Arbiter Console"), message);
        return fail(message);
    };
    arbiter::storage::EventStore store;
    arbiter::event::EventInfo event;
    while (auto error = store.openSqlite(dbPath)) {
        arbiter::ui::DatabaseProblemDialog dialog(*error);
        using Choice = arbiter::ui::DatabaseProblemDialog::Choice;
        if (dialog.exec() != QDialog::Accepted || dialog.choice() == Choice::Quit)
            return fail(error->message);
        if (dialog.choice() == Choice::MoveAside) {
            const auto moved = arbiter::storage::EventStore::moveAside(dbPath, QDateTime::currentDateTime());
            if (!moved)
                QMessageBox::warning(nullptr, dialog.windowTitle(), moved.error().message);
        } else if (dialog.choice() == Choice::OpenOther || dialog.choice() == Choice::StartNew) {
            dbPath = dialog.chosenPath();
        }
    }
    if (auto last = store.lastOpenedEvent(); last && last.value() && !isDemo) {
        if (auto loaded = store.loadEvent(*last.value()))
            event = loaded->info;
    }
    if (event.id == 0) {
        event.name = isDemo
            ? ConsoleText::tr("Demo round")
            : ConsoleText::tr("Event of %1").arg(QLocale().toString(QDate::currentDate(), QLocale::ShortFormat));
        auto created = store.createEvent(event);
        if (!created)
            return storeFailed(created.error().message);
        event.id = created.value();
    }
    if (auto error = store.setLastOpenedEvent(event.id); error && !isDemo)
        return storeFailed(error->message);
    store.close();
    QObject::connect(zone, &arbiter::session::ZoneSession::saveStateChanged, &window,
                     &arbiter::ui::MainWindow::setSaveState);
    QMetaObject::invokeMethod(zone, [zone, dbPath, id = event.id] { zone->persistTo(dbPath, id); });
    const QString arbiterName = arbiter::ui::settings::arbiterName.read(settings).isEmpty()
        ? qEnvironmentVariable("USER", ConsoleText::tr("arbiter"))
        : arbiter::ui::settings::arbiterName.read(settings);
    QObject::connect(&window, &arbiter::ui::MainWindow::reviewRequested, zone,
                     [zone, arbiterName](const QString &key, arbiter::watch::Incident::ReviewState state,
                                         const QString &note) { zone->reviewIncident(key, state, note, arbiterName); });
    QObject::connect(zone, &arbiter::session::ZoneSession::sourceChanged, &model,
                     &arbiter::models::GameTableModel::clear);
    QObject::connect(zone, &arbiter::session::ZoneSession::sourceChanged, &incidents,
                     &arbiter::models::IncidentModel::clear);
    QObject::connect(&window, &arbiter::ui::MainWindow::connectRequested, &window,
                     [&session, zone, &event, isDemo](const arbiter::zone::ZoneSource &source) {
                         session.follow(source);
                         if (isDemo)
                             return;
                         event.zone = source;
                         event.zone->tokenRequired = source.needsToken();
                         event.zone->token.clear(); // a token is a password: never stored
                         QMetaObject::invokeMethod(zone, [zone, info = event] { zone->saveEventInfo(info); });
                     });
    auto title = [isDemo, &event] {
        return isDemo ? ConsoleText::tr("Arbiter Console — demo round")
                      : ConsoleText::tr("Arbiter Console — %1").arg(event.name);
    };
    QObject::connect(&window, &arbiter::ui::MainWindow::eventSetupRequested, &window, [zone, &event, &window, title] {
        // Read through the session, the store's one connection (it may hold writes not stored yet).
        std::optional<arbiter::Result<arbiter::event::EventData>> loaded;
        QMetaObject::invokeMethod(
            zone, [zone, &loaded] { loaded = zone->loadEvent(); }, Qt::BlockingQueuedConnection);
        if (!loaded || !*loaded) {
            window.showProblem(loaded ? loaded->error().message : ConsoleText::tr("The event could not be read."));
            return;
        }
        arbiter::ui::EventDialog dialog(loaded->value(), &window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const arbiter::event::EventData edited = dialog.data();
        // Kept and retried like every write when the database cannot take it now (the status bar says so).
        QMetaObject::invokeMethod(zone, [zone, edited] { zone->saveEventSetup(edited); });
        event = edited.info;
        window.setWindowTitle(title());
    });
    if (isDemo) {
        const auto started = session.start(options);
        if (!started)
            return fail(started.error().message);
        for (const QString &note : session.scenarioNotes())
            std::fprintf(stderr, "%s\n", qPrintable(note));
    }
    window.setWindowTitle(title());
    if (const QScreen *screen = QApplication::primaryScreen())
        window.resize(screen->availableSize());
    // Layout, docks, sector and order as the arbiter left them; the command line wins.
    window.restoreSettings(settings);
    QObject::connect(&window, &arbiter::ui::MainWindow::languageRequested, &window,
                     [&translations, &settings, &window, title](const QString &code) {
                         translations.install(QLocale(code));
                         arbiter::ui::settings::language.write(settings, code);
                         window.setWindowTitle(title());
                     });
    // A timed run (--quit-after: screenshots, benchmarks) leaves the arbiter's layout alone.
    if (!parser.isSet(quitAfter))
        QObject::connect(&app, &QApplication::aboutToQuit, &window,
                         [&window, &settings] { window.saveSettings(settings); });
    if (parser.isSet(list))
        window.showWall(false);
    if (parser.isSet(sector) && !window.setSector(parser.value(sector)))
        return fail(arbiter::models::GameFilterProxy::parseBoards(parser.value(sector)).error().message);
    window.show();
    if (!session.scenarioNotes().isEmpty())
        window.showProblem(session.scenarioNotes().join(u' '));
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
    arbiter::ui::StatsProbe probe(int(statsSeconds * 1000));
    if (parser.isSet(stats)) {
        probe.watch(window.wall());
        probe.watch(window.list());
        probe.start();
    }
    if (focusBoard) {
        const int board = *focusBoard;
        auto *opener = new QTimer(&window);
        QObject::connect(opener, &QTimer::timeout, &window, [&model, &window, opener, board] {
            for (int row = 0; row < model.rowCount(); ++row)
                if (model.snapshot(row)->pairing.board == board) {
                    window.openGame(model.snapshot(row)->id);
                    opener->stop();
                    opener->deleteLater();
                    return;
                }
        });
        opener->start(200);
    }

    if (quitSeconds) {
        const QString target = parser.value(screenshot);
        QTimer::singleShot(int(*quitSeconds * 1000), &window, [&window, target] {
            if (!target.isEmpty() && !window.grab().save(target))
                std::fprintf(stderr, "%s\n", qPrintable(ConsoleText::tr("Cannot write %1.").arg(target)));
            QApplication::quit();
        });
    }
    const int code = QApplication::exec();
    session.stop();
    return code;
}
