#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/clock/timecontrol.h"
#include "core/live/livegameregistry.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <malloc.h>

#include <ctime>

using namespace arbiter;
using namespace arbiter::live;
using zone::ZoneEvent;

// Throughput and memory of the LiveGame registry: 1000 games of ~60 moves each (seeded random legal
// moves), interleaved ply by ply as a round stream sends them, applied in chunks of 64 events with
// one flush (one event-loop turn) per chunk. Three feeds: Lichess-like (UCI + 6-field FEN + both
// clocks), UCI only, SAN only (PGN sources). The reference is the chess core alone doing the
// minimum the registry must do per move (parse the UCI, make the move) on the same moves, so the
// ratio says what the registry's bookkeeping costs. Memory is malloc accounting (mallinfo2) across
// the registry's lifetime, divided by the number of games.
namespace {

struct Generated
{
    QList<ZoneEvent> lichess;
    QList<ZoneEvent> uciOnly;
    QList<ZoneEvent> sanOnly;
    std::vector<std::vector<chess::Move>> moves; // per game, for the reference
    long plies = 0;
};

double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

Generated generate(int games, int maxPlies, std::uint64_t seed)
{
    Generated out;
    std::vector<std::vector<ZoneEvent>> perGame{std::size_t(games)};
    for (int g = 0; g < games; ++g) {
        const QString id = QStringLiteral("G%1").arg(g, 7, 10, QLatin1Char('0'));
        chess::Position pos;
        std::vector<chess::Move> moves;
        std::int64_t clocks[2] = {180000, 180000};
        for (int ply = 1; ply <= maxPlies; ++ply) {
            chess::MoveList list;
            pos.legalMoves(list);
            if (list.count == 0)
                break;
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            const chess::Move m = list.moves[(seed >> 33) % std::uint64_t(list.count)];
            const chess::Color mover = pos.sideToMove();
            ZoneEvent e;
            e.type = ZoneEvent::Type::MovePlayed;
            e.gameId = id;
            e.ply = ply;
            e.san = chess::Notation::san(pos, m);
            e.uci = chess::Notation::uci(m);
            pos.makeMove(m);
            moves.push_back(m);
            clocks[mover] = std::max<std::int64_t>(clocks[mover] - 1000 * std::int64_t((seed >> 20) % 5) + 2000, 0);
            e.whiteMs = clocks[0];
            e.blackMs = clocks[1];
            e.fen = pos.fen();
            e.zoneTimestampMs = 1767225600000 + 5000 * ply;
            perGame[std::size_t(g)].push_back(e);
        }
        out.plies += long(moves.size());
        out.moves.push_back(std::move(moves));
    }
    // Interleave: ply 1 of every game, then ply 2, ...
    std::int64_t t = 1;
    for (int ply = 0; ply < maxPlies; ++ply)
        for (auto &events : perGame)
            if (ply < int(events.size())) {
                ZoneEvent e = events[std::size_t(ply)];
                e.receivedMonotonicMs = t;
                t += 5; // 1000 games: 5 s between two plies of one game, as the clocks say
                out.lichess.append(e);
                ZoneEvent u = e;
                u.fen.clear();
                u.san.clear();
                u.whiteMs.reset();
                u.blackMs.reset();
                out.uciOnly.append(u);
                ZoneEvent s = u;
                s.uci.clear();
                s.san = e.san;
                out.sanOnly.append(s);
            }
    return out;
}

struct Figures
{
    double cpuMs = 0;
    std::size_t heapBytes = 0;
    std::size_t reportedBytes = 0;
    std::int64_t moves = 0;
    std::int64_t anomalies = 0;
    int notifications = 0;
};

Figures run(const QList<ZoneEvent> &events, int games)
{
    Figures f;
    // The chunks are cut before timing and before the heap is measured (adapters hand over lists
    // they built anyway).
    constexpr qsizetype Chunk = 64;
    std::vector<QList<ZoneEvent>> chunks;
    for (qsizetype i = 0; i < events.size(); i += Chunk)
        chunks.push_back(events.mid(i, Chunk));
    const std::size_t heapBefore = mallinfo2().uordblks;
    {
        LiveGameRegistry registry;
        QObject::connect(&registry, &LiveGameRegistry::gamesChanged, &registry,
                         [&f](const QList<QString> &) { ++f.notifications; });
        {
            QList<ZoneEvent> listings;
            for (int g = 0; g < games; ++g) {
                ZoneEvent e;
                e.type = ZoneEvent::Type::GameListed;
                e.gameId = QStringLiteral("G%1").arg(g, 7, 10, QLatin1Char('0'));
                e.pairing.board = g + 1;
                e.pairing.white = QStringLiteral("White player %1").arg(g);
                e.pairing.black = QStringLiteral("Black player %1").arg(g);
                e.pairing.timeControl = clock::TimeControl::fromLichess(180, 2).value();
                e.receivedMonotonicMs = 1;
                listings.append(e);
            }
            registry.apply(listings);
            registry.flush();
        }
        const double start = cpuMs();
        for (const QList<ZoneEvent> &chunk : chunks) {
            registry.apply(chunk);
            registry.flush();
        }
        f.cpuMs = cpuMs() - start;
        f.moves = registry.moveCount();
        f.anomalies = registry.anomalyCount();
        f.heapBytes = mallinfo2().uordblks - heapBefore;
        for (const QString &id : registry.ids())
            f.reportedBytes += registry.game(id)->memoryBytes();
    }
    return f;
}

double referenceMs(const Generated &gen)
{
    const double start = cpuMs();
    std::uint64_t sink = 0;
    for (const auto &moves : gen.moves) {
        chess::Position pos;
        for (chess::Move m : moves) {
            const std::string uci = chess::Notation::uciUtf8(m);
            chess::Notation::MoveError error;
            const chess::Move parsed = chess::Notation::parseUci(pos, uci, error);
            pos.makeMove(parsed);
            sink += parsed.raw();
        }
    }
    const double ms = cpuMs() - start;
    if (sink == 0) // keeps the loop from being optimised away
        qInfo("no moves");
    return ms;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    const QStringList args = app.arguments();
    const int games = args.size() > 1 ? args[1].toInt() : 1000;
    const int moves = args.size() > 2 ? args[2].toInt() : 60;

    const Generated gen = generate(games, 2 * moves, 20261130);
    out << "bench_registry: " << games << " games, " << gen.plies << " plies (" << double(gen.plies) / games
        << " per game), chunks of 64 events, one flush per chunk" << Qt::endl;

    const double ref = referenceMs(gen);
    out << "  reference (parseUci + makeMove only): " << ref << " ms cpu, " << qint64(double(gen.plies) / ref * 1000)
        << " moves/s" << Qt::endl;

    const struct
    {
        const char *name;
        const QList<ZoneEvent> *events;
    } feeds[] = {{"lichess (uci+fen+clocks)", &gen.lichess}, {"uci only", &gen.uciOnly}, {"san only", &gen.sanOnly}};
    for (const auto &feed : feeds) {
        const Figures f = run(*feed.events, games);
        out << "  " << feed.name << ": " << f.cpuMs << " ms cpu, " << qint64(double(f.moves) / f.cpuMs * 1000)
            << " moves/s on one core (" << (f.cpuMs / ref) << "x the reference), " << f.moves << " moves, "
            << f.anomalies << " anomalies, " << f.notifications << " notifications; heap "
            << qint64(f.heapBytes / std::size_t(games)) << " B/game by mallinfo2, "
            << qint64(f.reportedBytes / std::size_t(games)) << " B/game by memoryBytes()" << Qt::endl;
    }
    return 0;
}
