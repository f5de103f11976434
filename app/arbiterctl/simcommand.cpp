#include "app/arbiterctl/simcommand.h"

#include "app/arbiterctl/commandline.h"
#include "core/chess/pgnwriter.h"
#include "core/common/boundedfile.h"
#include "core/common/optionvalue.h"
#include "sim/gamezonesimulator.h"
#include "sim/pgnreplayplayer.h"
#include "sim/scenario.h"
#include "sim/scenariorunner.h"
#include "sim/simround.h"

#include <QFile>
#include <QSaveFile>

#include <limits>

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
    const QCommandLineOption engine(QStringLiteral("engine"),
                                    tr("The UCI engine that plays the games (default: stockfish, found where Debian "
                                       "installs it)."),
                                    QStringLiteral("program"));
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
         {&port, &games, &speed, &seed, &timeControl, &pgn, &writePgn, &engine, &round, &token, &scenarioFile})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;

    // A scenario's settings stand in for options not given on the command line.
    std::optional<Scenario> scenario;
    if (parser.isSet(scenarioFile)) {
        auto loaded = Scenario::load(parser.value(scenarioFile));
        if (!loaded) {
            err() << terminalText(loaded.error().message) << Qt::endl;
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

    // Every option is checked before anything is served: numbers whole (nan, inf and 1e400 are
    // not numbers here), the PGN to replay readable, the PGN to write writable.
    const auto portNumber = OptionValue::whole(QStringLiteral("--port"), parser.value(port), 0, 65535);
    const auto gameCount = OptionValue::whole(QStringLiteral("--games"), gamesText, 1, 5000);
    const auto speedFactor = OptionValue::number(QStringLiteral("--speed"), speedText, 0.001, 100000);
    const auto seedValue
        = OptionValue::whole(QStringLiteral("--seed"), seedText, 0, std::numeric_limits<qint64>::max());
    const auto tc = clock::TimeControl::fromFide(timeControlText);
    for (const Error *e : {portNumber ? nullptr : &portNumber.error(), gameCount ? nullptr : &gameCount.error(),
                           speedFactor ? nullptr : &speedFactor.error(), seedValue ? nullptr : &seedValue.error(),
                           tc ? nullptr : &tc.error()}) {
        if (e) {
            err() << terminalText(e->message) << Qt::endl;
            return ExitUsage;
        }
    }
    if (!pgnPath.isEmpty())
        if (const auto e = BoundedFile::checkReadable(pgnPath)) {
            err() << terminalText(e->message) << Qt::endl;
            return ExitUsage;
        }
    if (parser.isSet(writePgn))
        if (const auto e = BoundedFile::checkWritable(parser.value(writePgn))) {
            err() << terminalText(e->message) << Qt::endl;
            return ExitUsage;
        }

    SimOptions options;
    options.roundId = parser.value(round);
    options.speed = speedFactor.value();
    options.seed = std::uint32_t(seedValue.value());
    options.token = parser.value(token).toUtf8();
    options.scenario = scenario;
    options.autoPlay = false; // play once the scenario's reports are connected

    GameZoneSimulator simulator;
    quitOnSignals();
    if (!pgnPath.isEmpty()) {
        options.pgnPath = pgnPath;
    } else {
        // Stockfish plays the round while it is served: every game starts at once, and the engines
        // compute the moves ahead of when they are due.
        options.engineGames = int(gameCount.value());
        options.engineTimeControl = tc.value();
        options.engineSeed = qulonglong(seedValue.value());
        options.engineProgram = parser.value(engine);
    }
    QObject::connect(&simulator, &GameZoneSimulator::engineFailed, &simulator, [](const QString &message) {
        err() << terminalText(message) << Qt::endl;
        QCoreApplication::exit(ExitFailure);
    });
    const QString target = parser.value(writePgn);
    QObject::connect(&simulator, &GameZoneSimulator::roundGenerated, &simulator,
                     [&simulator, target](const std::vector<chess::PgnGame> &played) {
                         const PgnReplayPlayer *player = simulator.player();
                         //: %n: how many games the engines played
                         const QString playedText
                             = tr("Stockfish has played all %n game(s) of the round.", nullptr, int(played.size()));
                         //: %1: moves made late, %2: seconds of virtual time late in all, %3: the most late
                         const QString late = tr("Moves made late because the engines fell behind: %1 (%2 s of "
                                                 "virtual time in all, at most %3 s).")
                                                  .arg(player->lateMoves())
                                                  .arg(double(player->lateMsTotal()) / 1000.0, 0, 'f', 1)
                                                  .arg(double(player->lateMsMax()) / 1000.0, 0, 'f', 1);
                         err() << playedText << ' ' << late << Qt::endl;
                         if (target.isEmpty())
                             return;
                         QByteArray text;
                         for (const chess::PgnGame &game : played) {
                             if (auto bytes = chess::PgnWriter::toPgn(game))
                                 text += bytes.value() + '\n';
                         }
                         QSaveFile file(target);
                         if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size() || !file.commit()) {
                             //: %1: the path of the PGN file; %2: why it cannot be written (the system's message)
                             err() << terminalText(tr("Cannot write %1: %2").arg(target, file.errorString()))
                                   << Qt::endl;
                             QCoreApplication::exit(ExitFailure);
                         }
                     });
    const auto started = simulator.start(quint16(portNumber.value()), options);
    if (!started) {
        err() << terminalText(started.error().message) << Qt::endl;
        return ExitFailure;
    }
    if (ScenarioRunner *runner = simulator.scenarioRunner()) {
        QObject::connect(runner, &ScenarioRunner::fired, runner, [](int index, const QString &what) {
            //: %1: the event's number in the scenario (from 1); %2: what the event does (a description)
            err() << terminalText(tr("Scenario event %1: %2").arg(index + 1).arg(what)) << Qt::endl;
        });
        QObject::connect(runner, &ScenarioRunner::problem, runner,
                         [](const QString &message) { err() << terminalText(message) << Qt::endl; });
    }
    simulator.play();
    out() << "listening on " << started->url.toString() << '\n'
          << "token " << QString::fromUtf8(started->token) << '\n'
          << "round " << terminalText(options.roundId) << Qt::endl;
    //: %n: how many games the round has; %1: the round's id, e.g. simround
    err() << tr("%n game(s) in round %1; Ctrl+C stops the simulator.", nullptr, int(simulator.round()->games().size()))
                 .arg(terminalText(options.roundId))
          << Qt::endl;
    const int code = QCoreApplication::exec();
    simulator.stop();
    out().flush();
    return code;
}

} // namespace arbiter::ctl
