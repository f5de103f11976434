#include "core/chess/pgngame.h"
#include "core/chess/pgnwriter.h"
#include "core/live/livegameregistry.h"
#include "core/zone/simulatoradapter.h"
#include "sim/gamezonesimulator.h"
#include "sim/simround.h"
#include "tests/common/randomround.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QLoggingCategory>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QRandomGenerator>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <vector>

// End-to-end figures of issue 3 §6, over real loopback HTTP with full move validation: the embedded
// simulator (on its own thread) plays a round, the SimulatorAdapter follows its extension stream and
// the LiveGame registry (on the main thread) validates every move.
//  1. Sustained moves/s with 1000 games at maximum simulator speed, per CPU second of the consuming
//     (main) thread: "on one core" (target >= 20,000/s).
//  2. Delay from the simulator recording a move to the registry's batched notification, p50/p99,
//     with the round paced at about 500 moves/s (target p99 <= 10 ms).
//  3. Memory per tailed game after the round (LiveGame::memoryBytes() and the heap growth per game;
//     target <= 50 KB for a 60-move game).
// Usage: bench_zone [--games N] [--plies P] [--seed S]
using namespace arbiter;
using arbiter::testing::randomRound;

namespace {

std::int64_t steadyNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

double threadCpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

struct Run
{
    std::int64_t moves = 0;
    double wallSeconds = 0;
    double cpuSeconds = 0;
    std::vector<double> latencyMs;
    double bytesPerGame = 0;
    double heapPerGame = 0;
};

Run runRound(const QByteArray &pgn, double speed, bool measureLatency)
{
    Run run;
    malloc_trim(0);
    const std::size_t heapBefore = mallinfo2().uordblks;
    QThread simThread;
    simThread.start();
    auto *simulator = new zone::sim::GameZoneSimulator;
    simulator->moveToThread(&simThread);
    zone::sim::SimOptions options;
    options.pgnText = pgn;
    options.speed = speed;
    options.token = "bench";
    options.autoPlay = false;
    zone::sim::GameZoneSimulator::Endpoint endpoint;
    QMutex mutex;
    QHash<QString, std::int64_t> emitted; // "game/ply" -> steady ns when the simulator recorded it
    QMetaObject::invokeMethod(
        simulator,
        [&] {
            auto started = simulator->start(0, options);
            if (started)
                endpoint = started.value();
            if (measureLatency)
                QObject::connect(simulator->round(), &zone::sim::SimRound::eventAdded, simulator->round(),
                                 [&](const zone::sim::SimEvent &e) {
                                     if (e.type != zone::sim::SimEvent::Type::Move)
                                         return;
                                     const std::int64_t now = steadyNs();
                                     QMutexLocker lock(&mutex);
                                     emitted.insert(e.gameId + u'/' + QString::number(e.ply), now);
                                 });
        },
        Qt::BlockingQueuedConnection);
    QNetworkAccessManager network;
    zone::SimulatorAdapter::Options ao;
    ao.baseUrl = endpoint.url;
    ao.token = endpoint.token;
    zone::SimulatorAdapter adapter(&network, ao);
    live::LiveGameRegistry registry;
    QObject::connect(&adapter, &zone::ZoneAdapter::eventsReady, &registry,
                     [&registry](const QList<zone::ZoneEvent> &events) { registry.apply(events); });
    if (measureLatency) {
        QObject::connect(&registry, &live::LiveGameRegistry::gamesChanged, &registry, [&](const QList<QString> &ids) {
            const std::int64_t now = steadyNs();
            QMutexLocker lock(&mutex);
            for (const QString &id : ids) {
                const live::LiveGame *g = registry.game(id);
                for (int ply = 1; ply <= g->plies(); ++ply) {
                    const auto it = emitted.find(id + u'/' + QString::number(ply));
                    if (it == emitted.end())
                        continue;
                    run.latencyMs.push_back(double(now - it.value()) / 1e6);
                    emitted.erase(it);
                }
            }
        });
    }
    QEventLoop loop;
    QObject::connect(&adapter, &zone::SimulatorAdapter::roundCompleted, &loop, &QEventLoop::quit);
    QTimer guard;
    QObject::connect(&guard, &QTimer::timeout, &loop, &QEventLoop::quit);
    guard.start(600'000);
    adapter.start();
    QElapsedTimer wall;
    const double cpu0 = threadCpuSeconds();
    wall.start();
    QMetaObject::invokeMethod(
        simulator, [&] { simulator->play(); }, Qt::BlockingQueuedConnection);
    loop.exec();
    run.wallSeconds = double(wall.nsecsElapsed()) / 1e9;
    run.cpuSeconds = threadCpuSeconds() - cpu0;
    registry.flush();
    run.moves = registry.moveCount();
    std::size_t bytes = 0;
    for (const QString &id : registry.ids())
        bytes += registry.game(id)->memoryBytes();
    run.bytesPerGame = registry.gameCount() ? double(bytes) / registry.gameCount() : 0;
    adapter.stop();
    QMetaObject::invokeMethod(
        simulator,
        [&] {
            simulator->stop();
            delete simulator;
        },
        Qt::BlockingQueuedConnection);
    simThread.quit();
    simThread.wait();
    // What is left on the heap is the registry with the tailed games (and the adapter's state).
    {
        QMutexLocker lock(&mutex);
        emitted.clear();
        emitted.squeeze();
    }
    malloc_trim(0);
    const double grown = double(std::int64_t(mallinfo2().uordblks) - std::int64_t(heapBefore));
    run.heapPerGame = registry.gameCount() ? grown / registry.gameCount() : 0;
    return run;
}

double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size())))];
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    auto option = [&](const char *name, int fallback) {
        const qsizetype i = args.indexOf(QLatin1String(name));
        return i >= 0 && i + 1 < args.size() ? args[i + 1].toInt() : fallback;
    };
    const int games = option("--games", 1000);
    const int plies = option("--plies", 120);
    const auto seed = std::uint32_t(option("--seed", 7));

    const QByteArray pgn = randomRound(games, plies, seed);
    out << "round: " << games << " games of up to " << plies << " plies (" << pgn.size() / 1024 << " KiB of PGN)"
        << Qt::endl;

    // 1. Throughput: the simulator as fast as it goes.
    const Run fast = runRound(pgn, 1e6, false);
    out << "throughput: " << fast.moves << " moves in " << QString::number(fast.wallSeconds, 'f', 2) << " s wall, "
        << QString::number(fast.cpuSeconds, 'f', 2)
        << " s CPU of the adapter+registry thread: " << qRound64(double(fast.moves) / fast.cpuSeconds)
        << " moves per CPU second (" << qRound64(double(fast.moves) / fast.wallSeconds)
        << " moves/s wall; target >= 20000 per core)" << Qt::endl;
    out << "memory: " << qRound(fast.bytesPerGame) << " bytes per game in LiveGame::memoryBytes(), "
        << qRound(fast.heapPerGame) << " bytes of heap growth per game (adapter+registry; target <= 51200)" << Qt::endl;

    // 2. Latency at about 500 moves/s. The replay's moves take 1-9 s (5 s on average) of virtual
    //    time, so `latencyGames` games make latencyGames / 5 moves per virtual second.
    const int latencyGames = std::min(games, 200);
    const double speed = 500.0 / (double(latencyGames) / 5.0);
    const Run paced = runRound(randomRound(latencyGames, 60, seed + 1), speed, true);
    out << "latency at ~" << qRound64(double(paced.moves) / paced.wallSeconds) << " moves/s: p50 "
        << QString::number(percentile(paced.latencyMs, 0.5), 'f', 2) << " ms, p99 "
        << QString::number(percentile(paced.latencyMs, 0.99), 'f', 2) << " ms, max "
        << QString::number(percentile(paced.latencyMs, 1.0), 'f', 2) << " ms over " << paced.latencyMs.size()
        << " moves (target p99 <= 10 ms)" << Qt::endl;
    return 0;
}
