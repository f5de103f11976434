#include "common/statsprobe.h"
#include "common/translations.h"
#include "demosession.h"
#include "event/zonesession.h"
#include "focus/focusedboard.h"
#include "mainwindow.h"
#include "models/clockticker.h"
#include "models/gamefilterproxy.h"
#include "models/gametablemodel.h"
#include "models/incidentmodel.h"
#include "wall/boardwallview.h"
#include "zone/sim/simoptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLoggingCategory>
#include <QScreen>
#include <QTableView>
#include <QTimer>

#include <climits>
#include <cstdio>

namespace {

struct ConsoleText
{
    Q_DECLARE_TR_FUNCTIONS(Console)
};

} // namespace

// arbiter-console: the arbiter's screen. Today it opens the demo: a live round on the embedded
// simulator (stockfish playing, or a PGN replayed), followed over loopback HTTP like a real zone.
int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("arbiter-console"));
    QApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));

    QCommandLineParser parser;
    const QCommandLineOption lang(
        QStringLiteral("lang"), ConsoleText::tr("Language: ru or en (default: the system's)."), QStringLiteral("lang"));
    // Parse twice: the language must be known before the help texts are translated.
    parser.addOption(lang);
    parser.parse(QApplication::arguments());
    arbiter::TranslationSet translations;
    translations.install(arbiter::TranslationSet::chooseLocale(parser.value(lang)));

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
    const QCommandLineOption stats(
        QStringLiteral("stats"),
        ConsoleText::tr("Print frames per second, GUI stalls, event-to-screen delay, CPU and memory every s seconds."),
        QStringLiteral("s"));
    for (const QCommandLineOption *o :
         {&demo, &games, &speed, &seed, &pgn, &screenshot, &quitAfter, &list, &sector, &focus, &scenario, &stats})
        parser.addOption(*o);
    parser.process(app);

    auto fail = [](const QString &message) {
        std::fprintf(stderr, "%s\n", qPrintable(message));
        return 2;
    };
    if (!parser.isSet(demo))
        return fail(ConsoleText::tr("Only the demo exists so far: run arbiter-console --demo."));
    bool ok = false;
    const int gameCount = parser.value(games).toInt(&ok);
    if (!ok || gameCount < 1 || gameCount > 1000)
        return fail(ConsoleText::tr("The number of games must be from 1 to 1000."));
    const double speedFactor = parser.value(speed).toDouble(&ok);
    if (!ok || speedFactor <= 0 || speedFactor > 1000)
        return fail(ConsoleText::tr("The speed must be above 0 and at most 1000."));
    const uint seedValue = parser.value(seed).toUInt(&ok);
    if (!ok)
        return fail(ConsoleText::tr("The seed must be a whole number."));

    arbiter::zone::sim::SimOptions options;
    options.roundId = QStringLiteral("demo");
    options.speed = speedFactor;
    options.seed = seedValue;
    options.engineSeed = seedValue;
    if (parser.isSet(pgn))
        options.pgnPath = parser.value(pgn);
    else
        options.engineGames = gameCount;

    // The demo's incidents: scripted on the simulator, so the queue has something to show.
    const QString scenarioPath
        = parser.isSet(scenario) ? parser.value(scenario) : QStringLiteral(":/scenarios/demo.json");
    if (scenarioPath != QLatin1String("none")) {
        auto loaded = arbiter::zone::sim::Scenario::load(scenarioPath);
        if (!loaded)
            return fail(loaded.error().message);
        // Events for boards the round does not have are left out (a demo with few games).
        const int boards = parser.isSet(pgn) ? INT_MAX : gameCount;
        arbiter::zone::sim::Scenario script = std::move(loaded.value());
        std::erase_if(script.events, [boards](const arbiter::zone::sim::ScenarioEvent &e) { return e.board > boards; });
        options.scenario = std::move(script);
    }

    arbiter::models::GameTableModel model;
    arbiter::models::ClockTicker ticker(&model);
    arbiter::models::IncidentModel incidents;
    arbiter::ui::MainWindow window(&model);
    window.setIncidents(&incidents);
    arbiter::console::DemoSession session;
    arbiter::event::ZoneSession *zone = session.zone();
    QObject::connect(zone, &arbiter::event::ZoneSession::snapshotsReady, &model,
                     &arbiter::models::GameTableModel::apply);
    QObject::connect(zone, &arbiter::event::ZoneSession::incidentsReady, &incidents,
                     &arbiter::models::IncidentModel::apply);
    QObject::connect(zone, &arbiter::event::ZoneSession::recordsReady, &window, &arbiter::ui::MainWindow::applyRecords);
    QObject::connect(&window, &arbiter::ui::MainWindow::watchRequested, zone,
                     [zone](const QString &id) { zone->watch(id); });
    QObject::connect(&window, &arbiter::ui::MainWindow::unwatchRequested, zone,
                     [zone](const QString &id) { zone->unwatch(id); });
    QObject::connect(zone, &arbiter::event::ZoneSession::described, &window,
                     &arbiter::ui::MainWindow::setZoneDescription);
    QObject::connect(zone, &arbiter::event::ZoneSession::healthChanged, &window,
                     &arbiter::ui::MainWindow::setZoneHealth);
    QObject::connect(zone, &arbiter::event::ZoneSession::problem, &window, &arbiter::ui::MainWindow::showProblem);
    const auto started = session.start(options);
    if (!started)
        return fail(started.error().message);
    window.setWindowTitle(ConsoleText::tr("Arbiter Console — demo round"));
    if (const QScreen *screen = QApplication::primaryScreen())
        window.resize(screen->availableSize());
    if (parser.isSet(list))
        window.showWall(false);
    if (parser.isSet(sector) && !window.setSector(parser.value(sector)))
        return fail(arbiter::models::GameFilterProxy::parseBoards(parser.value(sector)).error().message);
    window.show();
    ticker.start();
    const double statsSeconds = parser.isSet(stats) ? parser.value(stats).toDouble(&ok) : 5.0;
    if (parser.isSet(stats) && (!ok || statsSeconds < 0.5))
        return fail(ConsoleText::tr("--stats needs a number of seconds (at least 0.5)."));
    arbiter::ui::StatsProbe probe(int(statsSeconds * 1000));
    if (parser.isSet(stats)) {
        probe.watch(window.wall());
        probe.watch(window.list());
        probe.start();
    }
    if (parser.isSet(focus)) {
        const int board = parser.value(focus).toInt();
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

    if (parser.isSet(quitAfter)) {
        const double seconds = parser.value(quitAfter).toDouble(&ok);
        if (!ok || seconds <= 0)
            return fail(ConsoleText::tr("--quit-after needs a number of seconds."));
        const QString target = parser.value(screenshot);
        QTimer::singleShot(int(seconds * 1000), &window, [&window, target] {
            if (!target.isEmpty() && !window.grab().save(target))
                std::fprintf(stderr, "%s\n", qPrintable(ConsoleText::tr("Cannot write %1.").arg(target)));
            QApplication::quit();
        });
    }
    const int code = QApplication::exec();
    session.stop();
    return code;
}
