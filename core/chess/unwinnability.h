#pragma once

#include "core/chess/position.h"

#include <QCoreApplication>
#include <QLatin1String>

#include <cstdint>
#include <memory>
#include <vector>

namespace arbiter::chess {

// How much work one question may cost. The node budget is what makes answers reproducible (the same
// position always gets the same verdict on any machine); the optional wall-clock cap is a safety net
// for interactive use and makes results depend on machine load, so it is off by default.
struct UnwinnabilityLimits
{
    std::uint64_t maxNodes = 130'000; // p99 36-38 ms, max 42-45 ms of CPU on the 2-core build VM (Release)
    int maxMilliseconds = 0; // 0 = no time cap
};

// Can `winner` still checkmate by ANY series of legal moves, both sides cooperating (a helpmate)?
// This is the question behind the flag-fall rule (FIDE Laws 6.9, Online Regulations 11.4.2) and,
// asked for both colours, behind dead positions (FIDE 5.2.2). Material-only rules answer it wrongly
// in both directions (locked pawn walls are dead with lots of material; K+B v K+B with bishops on
// opposite colours is not dead), so this follows the approach of M. Ambrona's "Chess Unwinnability
// Analyzer" (FUN 2022): forced moves are played out, sound static proofs are tried (material, and a
// permanent-pawn-wall reachability analysis), then an iterative-deepening helpmate search with move
// ordering that drives the loser's king to a corner, a transposition table, and pruning of
// materially unwinnable positions. An exhaustive search without any depth cut-off is itself a proof.
//
// Every answer is sound: Winnable always comes with a legal helpmate line; Unwinnable is only given
// with a proof; otherwise the answer is Undetermined and a human must decide.
class UnwinnabilityAnalyzer
{
    Q_DECLARE_TR_FUNCTIONS(UnwinnabilityAnalyzer)

public:
    enum class Verdict { Winnable, Unwinnable, Undetermined };

    // How the verdict was reached, for the arbiter's report.
    enum class Reason {
        AlreadyOver, // the position is checkmate or stalemate
        ForcedSequence, // the only legal moves lead to a finished game or repeat forever
        Material, // the would-be winner has too little material
        PawnWall, // static reachability analysis of permanently blocked pawns
        HelpmateFound, // the helpmate line proves it
        SearchExhausted, // every reachable position was examined without a depth cut-off
        BudgetExhausted // nothing proved within the limits
    };

    struct Analysis
    {
        Verdict verdict = Verdict::Undetermined;
        Reason reason = Reason::BudgetExhausted;
        std::vector<Move> helpmate; // for Winnable: legal moves from the given position ending in mate
        std::uint64_t nodes = 0;
    };

    // The three rulings an arbiter needs after a flag fall.
    enum class FlagFallVerdict {
        Loss, // the opponent can still mate: the flagged player loses
        Draw, // no series of legal moves lets the opponent mate: the game is drawn
        Undetermined // the bounded analysis could not decide: the arbiter decides
    };

    struct FlagFall
    {
        FlagFallVerdict verdict = FlagFallVerdict::Undetermined;
        Analysis analysis; // the underlying question "can the opponent mate?"
    };

    enum class DeadVerdict { Dead, NotDead, Undetermined };

    explicit UnwinnabilityAnalyzer(UnwinnabilityLimits limits = {});
    ~UnwinnabilityAnalyzer();
    UnwinnabilityAnalyzer(const UnwinnabilityAnalyzer &) = delete;
    UnwinnabilityAnalyzer &operator=(const UnwinnabilityAnalyzer &) = delete;

    UnwinnabilityLimits limits() const { return m_limits; }
    void setLimits(UnwinnabilityLimits limits) { m_limits = limits; }

    // Can `winner` still mate from `pos`? The position is not modified.
    Analysis analyze(const Position &pos, Color winner);
    // The player `flagged` ran out of time in `pos`: loss, draw, or undetermined.
    FlagFall adjudicateFlagFall(const Position &pos, Color flagged);
    // FIDE 5.2.2: neither side can mate by any series of legal moves. Asks analyze() for White, then
    // for Black, each with the full limits(): Dead needs both proofs, NotDead one helpmate.
    DeadVerdict deadPosition(const Position &pos);

    // Stable identifiers (for JSON, logs) and translated descriptions (for people).
    static QLatin1String verdictName(Verdict verdict);
    static QLatin1String reasonName(Reason reason);
    static QLatin1String flagFallName(FlagFallVerdict verdict);
    static QString reasonText(Reason reason);

private:
    class Search;
    UnwinnabilityLimits m_limits;
    std::unique_ptr<Search> m_search; // owns the transposition table, reused between questions
};

} // namespace arbiter::chess
