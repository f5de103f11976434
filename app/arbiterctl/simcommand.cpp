#include "simcommand.h"

#include "chess/pgnwriter.h"
#include "commandline.h"
#include "zone/sim/enginepool.h"
#include "zone/sim/gamezonesimulator.h"
#include "zone/sim/roundgenerator.h"
#include "zone/sim/scenario.h"
#include "zone/sim/scenariorunner.h"
#include "zone/sim/simround.h"

#include <QFile>
#include <QSaveFile>
#include <QTimer>

namespace arbiter::ctl {

using namespace arbiter::zone::sim;

QString SimCommand::summary()
{
    return tr("Run the game-zone simulator (Lichess API and extension) on loopback until interrupted.");
}

int SimCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption port(QStringLiteral("port"), tr("Port on 127.0.0.1 (0 = any free port)."),
                                  QStringLiteral("n"), QStringLiteral("0"));
    const QCommandLineOption games(QStringLiteral("games"),
                                   tr("Number of games stockfish plays for the round (default 8)."),
                                   QStringLiteral("n"), QStringLiteral("8"));
    const QCommandLineOption speed(QStringLiteral("speed"), tr("Virtual seconds per real second (default 1)."),
                                   QStringLiteral("x"), QStringLiteral("1"));
    const QCommandLineOption seed(QStringLiteral("seed"), tr("Seed for players, openings and game ids."),
                                  QStringLiteral("s"), QStringLiteral("1"));
    const QCommandLineOption timeControl(QStringLiteral("time-control"),
                                         tr("Time control of the generated games, e.g. 3+2 (default)."),
                                         QStringLiteral("tc"), QStringLiteral("3+2"));
    const QCommandLineOption pgn(QStringLiteral("pgn"), tr("Replay the games of this PGN file instead."),
                                 QStringLiteral("file"));
    const QCommandLineOption writePgn(QStringLiteral("write-pgn"),
                                      tr("Also write the generated round to this PGN file."), QStringLiteral("file"));
    const QCommandLineOption round(QStringLiteral("round"), tr("Round id (default simround)."), QStringLiteral("id"),
                                   QStringLiteral("simround"));
    const QCommandLineOption token(QStringLiteral("token"), tr("Bearer token to use instead of a generated one."),
                                   QStringLiteral("token"));
    const QCommandLineOption scenarioFile(
        QStringLiteral("scenario"),
        tr("Play the scripted incidents and network faults of this JSON file (see docs/simulator-api.md); its "
           "seed, games, time control, speed and PGN apply unless given here."),
        QStringLiteral("file"));
    for (const QCommandLineOption *o :
         {&port, &games, &speed, &seed, &timeControl, &pgn, &writePgn, &round, &token, &scenarioFile})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;

    // A scenario's settings stand in for options not given on the command line.
    std::optional<Scenario> scenario;
    if (parser.isSet(scenarioFile)) {
        auto loaded = Scenario::load(parser.value(scenarioFile));
        if (!loaded) {
            err() << loaded.error().message << Qt::endl;
            return ExitUsage;
        }
        scenario = std::move(loaded.value());
    }
    auto value = [&](const QCommandLineOption &option, const std::optional<QString> &fromScenario) {
        return parser.isSet(option) || !fromScenario ? parser.value(option) : *fromScenario;
    };
    auto maybe = [](const auto &v, auto text) -> std::optional<QString> {
        return v ? std::optional<QString>(text(*v)) : std::nullopt;
    };
    const QString gamesText
        = value(games, scenario ? maybe(scenario->games, [](int n) { return QString::number(n); }) : std::nullopt);
    const QString speedText
        = value(speed, scenario ? maybe(scenario->speed, [](double x) { return QString::number(x); }) : std::nullopt);
    const QString seedText = value(
        seed, scenario ? maybe(scenario->seed, [](std::uint32_t n) { return QString::number(n); }) : std::nullopt);
    const QString timeControlText
        = value(timeControl,
                scenario ? maybe(scenario->timeControl, [](const clock::TimeControl &tc) { return tc.toFideString(); })
                         : std::nullopt);
    const QString pgnPath
        = parser.isSet(pgn) || !scenario || scenario->pgnPath.isEmpty() ? parser.value(pgn) : scenario->pgnPath;

    bool ok = false;
    const uint portNumber = parser.value(port).toUInt(&ok);
    if (!ok || portNumber > 65535) {
        err() << tr("The port must be a number from 0 to 65535.") << Qt::endl;
        return ExitUsage;
    }
    const int gameCount = gamesText.toInt(&ok);
    if (!ok || gameCount < 1 || gameCount > 5000) {
        err() << tr("The number of games must be from 1 to 5000.") << Qt::endl;
        return ExitUsage;
    }
    const double speedFactor = speedText.toDouble(&ok);
    if (!ok || speedFactor <= 0 || speedFactor > 100000) {
        err() << tr("The speed must be a positive number (at most 100000).") << Qt::endl;
        return ExitUsage;
    }
    const qulonglong seedValue = seedText.toULongLong(&ok);
    if (!ok) {
        err() << tr("The seed must be a whole number.") << Qt::endl;
        return ExitUsage;
    }
    const auto tc = clock::TimeControl::fromFide(timeControlText);
    if (!tc) {
        err() << tc.error().message << Qt::endl;
        return ExitUsage;
    }

    SimOptions options;
    options.roundId = parser.value(round);
    options.speed = speedFactor;
    options.seed = std::uint32_t(seedValue);
    options.token = parser.value(token).toUtf8();
    options.scenario = scenario;
    options.autoPlay = false; // play once the scenario's reports are connected

    GameZoneSimulator simulator;
    auto serve = [&]() -> bool {
        const auto started = simulator.start(quint16(portNumber), options);
        if (!started) {
            err() << started.error().message << Qt::endl;
            return false;
        }
        if (ScenarioRunner *runner = simulator.scenarioRunner()) {
            QObject::connect(runner, &ScenarioRunner::fired, runner, [](int index, const QString &what) {
                err() << tr("Scenario event %1: %2").arg(index + 1).arg(what) << Qt::endl;
            });
            QObject::connect(runner, &ScenarioRunner::problem, runner,
                             [](const QString &message) { err() << message << Qt::endl; });
        }
        simulator.play();
        out() << "listening on " << started->url.toString() << '\n'
              << "token " << QString::fromUtf8(started->token) << '\n'
              << "round " << options.roundId << Qt::endl;
        err() << tr("%n game(s) in round %1; Ctrl+C stops the simulator.", nullptr,
                    int(simulator.round()->games().size()))
                     .arg(options.roundId)
              << Qt::endl;
        return true;
    };

    quitOnSignals();
    std::unique_ptr<EnginePool> pool;
    std::unique_ptr<RoundGenerator> generator;
    if (!pgnPath.isEmpty()) {
        options.pgnPath = pgnPath;
        if (!serve())
            return ExitFailure;
    } else {
        // Play the round with stockfish first (as fast as it goes), then replay it in real time.
        pool = std::make_unique<EnginePool>();
        RoundGenerator::Options g;
        g.games = gameCount;
        g.timeControl = tc.value();
        g.seed = seedValue;
        g.round = options.roundId;
        generator = std::make_unique<RoundGenerator>(pool.get(), g);
        const QString target = parser.value(writePgn);
        QObject::connect(generator.get(), &RoundGenerator::progress, generator.get(), [](int done, int total) {
            err() << tr("Generating the round with stockfish: %1 of %2 games").arg(done).arg(total) << Qt::endl;
        });
        QObject::connect(generator.get(), &RoundGenerator::failed, generator.get(), [](const QString &message) {
            err() << message << Qt::endl;
            QCoreApplication::exit(ExitFailure);
        });
        QObject::connect(generator.get(), &RoundGenerator::finished, generator.get(),
                         [&, target](const std::vector<chess::PgnGame> &played) {
                             QByteArray text;
                             for (const chess::PgnGame &game : played) {
                                 if (auto bytes = chess::PgnWriter::toPgn(game))
                                     text += bytes.value() + '\n';
                             }
                             if (!target.isEmpty()) {
                                 QSaveFile file(target);
                                 if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size()
                                     || !file.commit()) {
                                     err() << tr("Cannot write %1: %2").arg(target, file.errorString()) << Qt::endl;
                                     QCoreApplication::exit(ExitFailure);
                                     return;
                                 }
                             }
                             pool->stop();
                             options.pgnText = text;
                             if (!serve())
                                 QCoreApplication::exit(ExitFailure);
                         });
        QTimer::singleShot(0, generator.get(), [&] { generator->start(); });
    }
    const int code = QCoreApplication::exec();
    simulator.stop();
    out().flush();
    return code;
}

} // namespace arbiter::ctl
