#include "core/chess/notation.h"
#include "core/chess/outcome.h"
#include "core/chess/position.h"
#include "core/clock/timecontrol.h"
#include "sim/engineplayer.h"
#include "sim/enginepool.h"
#include "sim/simrandom.h"
#include "sim/thinktimemodel.h"
#include "sim/uciengine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QProcess>
#include <QTextStream>
#include <QTimer>

#include <memory>

using namespace arbiter;
using namespace arbiter::zone::sim;

// Throughput of the simulator's engine players: how many moves per second an EnginePool of N
// stockfish processes produces when many games ask for node-limited searches at once, and the
// memory those processes take. The reference is the same list of searches piped into one bare
// stockfish process in a single write (no client, no queue): the pool's figure per engine over that
// one is the cost of the plumbing, and the pool's total over it the gain from running in parallel.
//
// With --round it instead plays G complete 3+2 games between seeded EnginePlayerModels (ratings
// 1200-2600) with ThinkTimeModel clocks on virtual time, and prints how they end: a look at whether
// the simulated round resembles a real one (mates, resignations, flags, draws, mistakes).
//
//   bench_engine [--engines N] [--games G] [--plies P] [--round] [--seed S]
namespace {

qint64 rssKb(qint64 pid)
{
    QFile f(QStringLiteral("/proc/%1/status").arg(pid));
    if (!f.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').first().toLongLong();
    return 0;
}

struct PoolRun
{
    double seconds = 0;
    int moves = 0;
    qint64 enginesRssKb = 0;
    QList<EngineRequest> searches; // every search made, for the reference run
};

// G games at once, each playing the engine's best move until P plies (or the game ends).
PoolRun runPool(int engines, int games, int plies, int nodes, int multiPv)
{
    EnginePool::Options options;
    options.engines = engines;
    EnginePool pool(options);
    PoolRun run;
    QList<QStringList> moves(games);
    int active = games;
    QEventLoop loop;
    QObject context;
    std::function<void(int)> next = [&](int g) {
        if (moves[g].size() >= plies) {
            if (--active == 0)
                loop.quit();
            return;
        }
        EngineRequest r;
        r.moves = moves[g];
        r.nodes = nodes;
        r.multiPv = multiPv;
        run.searches.append(r);
        pool.submit(r, &context, [&, g](const Result<EngineResult> &result) {
            if (!result.ok() || result->bestMove.isEmpty()) {
                if (!result.ok())
                    QTextStream(stderr) << "engine error: " << result.error().message << Qt::endl;
                if (--active == 0)
                    loop.quit();
                return;
            }
            // Vary the games: a different second move per game, then the engine's choice.
            const int ply = int(moves[g].size());
            const QString move = ply == 1 && result->candidates.size() > 1
                ? result->candidates[g % result->candidates.size()].move
                : result->bestMove;
            moves[g].append(move);
            ++run.moves;
            next(g);
        });
    };
    // Warm up: engines started and NNUE loaded before the clock runs.
    pool.start();
    int readyWait = 0;
    while (pool.processIds().size() < engines && readyWait++ < 100) {
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    EngineRequest warm;
    warm.nodes = 1;
    int warmed = 0;
    for (int i = 0; i < engines; ++i)
        pool.submit(warm, &context, [&](const Result<EngineResult> &) {
            if (++warmed == engines)
                loop.quit();
        });
    loop.exec();

    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < games; ++g)
        next(g);
    loop.exec();
    run.seconds = double(timer.nsecsElapsed()) / 1e9;
    for (qint64 pid : pool.processIds())
        run.enginesRssKb += rssKb(pid);
    return run;
}

// The same searches, written to one stockfish in one go; seconds until the last bestmove.
double runReference(const QList<EngineRequest> &searches, int multiPv)
{
    QProcess sf;
    sf.setProgram(UciEngine::findStockfish());
    sf.start();
    if (!sf.waitForStarted())
        return 0;
    sf.write("uci\nsetoption name Threads value 1\nsetoption name Hash value 1\nsetoption name MultiPV value "
             + QByteArray::number(multiPv) + "\nisready\n");
    QByteArray out;
    while (!out.contains("readyok") && sf.waitForReadyRead(10000))
        out += sf.readAllStandardOutput();
    QByteArray script;
    for (const EngineRequest &r : searches) {
        script += "ucinewgame\nposition startpos";
        if (!r.moves.isEmpty())
            script += " moves " + r.moves.join(u' ').toLatin1();
        script += "\ngo nodes " + QByteArray::number(r.nodes) + '\n';
    }
    QElapsedTimer timer;
    timer.start();
    sf.write(script);
    qsizetype done = 0;
    QByteArray tail;
    while (done < searches.size() && sf.waitForReadyRead(30000)) {
        tail += sf.readAllStandardOutput();
        done += tail.count("bestmove ");
        const qsizetype cut = tail.lastIndexOf('\n');
        tail = cut >= 0 ? tail.mid(cut + 1) : tail;
    }
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    sf.write("quit\n");
    sf.waitForFinished(2000);
    return seconds;
}

// Lets the killed engines of the last pool be reaped before the application goes.
void reapEngines()
{
    QEventLoop loop;
    QTimer::singleShot(200, &loop, &QEventLoop::quit);
    loop.exec();
}

struct RoundGame
{
    std::unique_ptr<EnginePlayerModel> players[2];
    std::unique_ptr<ThinkTimeModel> clocks[2];
    int ratings[2] = {0, 0};
    std::int64_t remaining[2] = {0, 0};
    chess::Position position;
    chess::OutcomeTracker outcome;
    QStringList moves;
    int mistakes = 0;
    int timeTrouble = 0;
    QString ending;
};

void runRound(QTextStream &out, int engines, int games, std::uint64_t seed)
{
    const clock::TimeControl tc = *clock::TimeControl::fromLichess(180, 2);
    EnginePool::Options options;
    options.engines = engines;
    EnginePool pool(options);
    std::vector<std::unique_ptr<RoundGame>> round;
    QRandomGenerator ratingRng = simrandom::generator(seed);
    for (int g = 0; g < games; ++g) {
        auto game = std::make_unique<RoundGame>();
        for (int side = 0; side < 2; ++side) {
            game->ratings[side] = 1200 + int(ratingRng.bounded(1400));
            game->players[side]
                = std::make_unique<EnginePlayerModel>(game->ratings[side], simrandom::derive(seed, 4 * g + side));
            game->clocks[side]
                = std::make_unique<ThinkTimeModel>(tc, simrandom::derive(seed, 4 * g + 2 + side), game->ratings[side]);
            game->remaining[side] = tc.initialMs();
        }
        game->outcome.update(game->position);
        round.push_back(std::move(game));
    }
    int active = games;
    QEventLoop loop;
    QObject context;
    std::function<void(int)> next = [&](int g) {
        RoundGame &game = *round[std::size_t(g)];
        const int ply = int(game.moves.size());
        const int side = ply % 2;
        const auto end = [&active, &loop, &round, g](const QString &how) {
            round[std::size_t(g)]->ending = how;
            if (--active == 0)
                loop.quit();
        };
        if (ply >= 300)
            return end(QStringLiteral("ply cap"));
        const EnginePlayerModel::SearchPlan plan = game.players[side]->plan(ply);
        EngineRequest r;
        r.moves = game.moves;
        r.nodes = plan.nodes;
        r.multiPv = plan.multiPv;
        pool.submit(r, &context, [&, g, ply, side, end](const Result<EngineResult> &result) {
            RoundGame &game = *round[std::size_t(g)];
            if (!result.ok() || result->candidates.isEmpty())
                return end(result.ok() ? QStringLiteral("no move") : QStringLiteral("engine error"));
            const ThinkTimeModel::Think think = game.clocks[side]->next(ply / 2 + 1, game.remaining[side]);
            game.timeTrouble += think.timeTrouble ? 1 : 0;
            if (think.flagFall)
                return end(QStringLiteral("flag"));
            game.remaining[side] = tc.remainingAfterMove(ply / 2 + 1, game.remaining[side], think.ms);
            if (game.players[side]->resignsAfter(ply, result->candidates.first().comparableScore()))
                return end(QStringLiteral("resign"));
            const EnginePlayerModel::Choice choice = game.players[side]->choose(ply, result->candidates);
            game.mistakes += choice.mistake ? 1 : 0;
            const Result<chess::Move> move = chess::Notation::parseUci(game.position, choice.move);
            if (!move.ok())
                return end(QStringLiteral("illegal ") + choice.move);
            game.position.makeMove(*move);
            game.moves.append(choice.move);
            game.outcome.update(game.position);
            const int scoreForMover = result->candidates.first().comparableScore();
            if (game.players[side]->offersDrawAfter(ply, scoreForMover)
                && game.players[1 - side]->acceptsDraw(ply, -scoreForMover))
                return end(QStringLiteral("draw agreed"));
            if (const auto ending = game.outcome.firstEnding()) {
                if (!ending->draw)
                    return end(QStringLiteral("mate"));
                return end(chess::drawRuleName(*ending->draw));
            }
            next(g);
        });
    };
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < games; ++g)
        next(g);
    loop.exec();
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    QMap<QString, int> endings;
    int plies = 0;
    for (const auto &game : round) {
        ++endings[game->ending];
        plies += int(game->moves.size());
        out << game->ratings[0] << "-" << game->ratings[1] << ": " << game->moves.size() << " plies, " << game->ending
            << ", " << game->mistakes << " mistakes, " << game->timeTrouble << " moves in time trouble, opening "
            << QStringList(game->moves.mid(0, 6)).join(u' ') << Qt::endl;
    }
    out << "round: " << games << " games, " << plies << " plies in " << QString::number(seconds, 'f', 1) << " s ("
        << qRound(plies / seconds) << " moves/s); endings:";
    for (auto it = endings.cbegin(); it != endings.cend(); ++it)
        out << " " << it.key() << " " << it.value();
    out << Qt::endl;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    int engines = 2;
    int games = 16;
    int plies = 60;
    bool roundMode = false;
    std::uint64_t seed = 1;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--round")) {
            roundMode = true;
            continue;
        }
        if (i + 1 >= args.size())
            break;
        if (args[i] == QLatin1String("--seed"))
            seed = args[i + 1].toULongLong();
        else if (args[i] == QLatin1String("--engines"))
            engines = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--games"))
            games = args[i + 1].toInt();
        else if (args[i] == QLatin1String("--plies"))
            plies = args[i + 1].toInt();
        ++i;
    }
    if (UciEngine::findStockfish().isEmpty()) {
        out << "stockfish not found; install the stockfish package" << Qt::endl;
        return 1;
    }
    if (roundMode) {
        runRound(out, engines, games, seed);
        reapEngines();
        return 0;
    }
    out << "engines " << engines << ", " << games << " games x " << plies << " plies, own RSS "
        << rssKb(app.applicationPid()) << " kB" << Qt::endl;
    for (int nodes : {500, 2000}) {
        for (int multiPv : {1, 4}) {
            const PoolRun run = runPool(engines, games, plies, nodes, multiPv);
            const double reference = runReference(run.searches, multiPv);
            const double poolRate = run.moves / run.seconds;
            const double refRate = reference > 0 ? double(run.searches.size()) / reference : 0;
            out << "nodes " << nodes << " multipv " << multiPv << ": pool " << qRound(poolRate) << " moves/s ("
                << run.moves << " in " << QString::number(run.seconds, 'f', 2) << " s), "
                << QString::number(1000.0 / poolRate * engines, 'f', 2) << " ms/move/engine; reference 1 bare engine "
                << qRound(refRate) << " moves/s; ratio pool/reference " << QString::number(poolRate / refRate, 'f', 2)
                << " (per engine " << QString::number(poolRate / refRate / engines, 'f', 2) << "); engines RSS "
                << run.enginesRssKb / 1024 << " MB (" << run.enginesRssKb / 1024 / std::max(1, engines) << " MB each)"
                << Qt::endl;
        }
    }
    reapEngines();
    return 0;
}
