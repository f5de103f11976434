#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace arbiter::zone::sim {

// One node-limited search a simulated player asks of a UCI engine. Node limits (not time) keep the
// result independent of machine load, so a seeded round plays the same moves on every machine.
struct EngineRequest
{
    std::uint64_t id = 0; // the caller's (or the pool's) request id; echoed in the result
    QString startFen; // empty = the standard starting position
    QStringList moves; // UCI moves played from startFen
    int nodes = 1000; // "go nodes N"
    int multiPv = 1; // how many candidate lines to report (1 = only the best move)
};

// One MultiPV line at the end of a search: the first move of the line and its score for the side to
// move. Either scoreCp or mateIn is set; mateIn > 0 means the mover mates, < 0 that it gets mated.
struct EngineCandidate
{
    QString move; // UCI
    int rank = 1; // MultiPV index, 1 = the engine's best
    int depth = 0;
    std::optional<int> scoreCp;
    std::optional<int> mateIn;

    // A single number for comparing lines: centipawns, with mates far outside any material score
    // (a quicker mate scores higher, a later mated lower).
    int comparableScore() const
    {
        if (mateIn)
            return *mateIn > 0 ? 100000 - *mateIn : -100000 - *mateIn;
        return scoreCp.value_or(0);
    }
};

struct EngineResult
{
    std::uint64_t id = 0;
    QString bestMove; // UCI; empty when the side to move has no legal move (mate or stalemate)
    QList<EngineCandidate> candidates; // by rank; may be shorter than multiPv (few legal moves)
    std::int64_t nodes = 0; // nodes the engine reports having searched
};

} // namespace arbiter::zone::sim
