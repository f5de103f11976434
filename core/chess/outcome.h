#pragma once

#include "core/chess/position.h"
#include "core/chess/unwinnability.h"
#include "core/common/localtext.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <array>
#include <memory>
#include <optional>
#include <unordered_map>

// Game endings the console must recognise by itself: checkmate and the automatic draws of the FIDE
// Online Chess Regulations Art. 5.4 (threefold repetition, 50 moves, stalemate, dead position), so
// that a result coming from the game zone can be checked and a missed automatic draw flagged.
namespace arbiter::chess {

// The automatic draws. The order is the tie-break when two happen on the same ply.
enum class DrawRule { Stalemate, DeadPosition, Threefold, FiftyMoves };

// What a single position is, without looking at its history.
enum class PositionStatus { Ongoing, Checkmate, Stalemate, DeadPosition };

// Stable identifiers printed by arbiterctl and stored in JSON: "threefold", "fifty_moves",
// "stalemate", "dead_position".
QLatin1String drawRuleName(DrawRule rule);
std::optional<DrawRule> drawRuleFromName(QStringView name);
// Translated name for people, e.g. "Threefold repetition".
QString drawRuleText(DrawRule rule);
LocalText drawRuleLocalText(DrawRule rule); // the same, kept as data

// "ongoing", "checkmate", "stalemate", "dead_position".
QLatin1String positionStatusName(PositionStatus status);
QString positionStatusText(PositionStatus status);

// Checkmate, stalemate, or a position proved dead (FIDE 5.2.2). Without an analyzer only the
// material rule is used; with one, the full sound analysis is run within the analyzer's limits, and
// a position it cannot decide is reported as ongoing.
PositionStatus positionStatus(const Position &pos, UnwinnabilityAnalyzer *analyzer = nullptr);

// How many times the current position has occurred in pos.history(), counting itself (FIDE 9.2.2:
// same pieces on the same squares, same side to move, same castling rights, same en-passant
// possibility; Position::key() encodes exactly that). Looks back to the last capture or pawn move,
// so one call costs up to the halfmove clock: to follow a whole game use OutcomeTracker, which
// counts each position once.
int repetitionCount(const Position &pos);

// Follows a game ply by ply and remembers the first ply at which each automatic ending occurred.
// Ply = Position::gamePly(): half-moves played since the position was set up. Feed the position
// after every ply (and, optionally, the set-up position itself) in order.
//
// Repetitions are counted in a table of the positions since the last capture or pawn move (key →
// occurrences), emptied at every such move, so following a game costs the same per ply however long
// it is (a 200,000-ply game of shuffling pieces is read in well under a second; looking back through
// the history on every ply made that quadratic). A position fed out of order (a take-back, the
// first one fed, another game) rebuilds the table from its history once.
//
// Dead positions are checked cheaply so that replaying big PGN files stays fast: the material rule
// every ply, the static pawn-structure proof whenever a capture or pawn move changed the structure,
// and the helpmate search (small node budget, cached per structure) only when one side is already
// proved unable to mate. A dead position that arises from piece moves alone inside an unchanged
// structure, or that needs the full search for both sides, can therefore be missed here
// (positionStatus() with an analyzer catches it); a position reported dead is always dead.
class OutcomeTracker
{
    Q_DECLARE_TR_FUNCTIONS(OutcomeTracker)

public:
    struct Options
    {
        bool detectDeadPositions = true;
        UnwinnabilityLimits deadPositionLimits{20'000, 0};
        // When set, the helpmate search runs on this analyzer (not owned; it must outlive the tracker
        // and its own limits apply) instead of one the tracker allocates with deadPositionLimits.
        // The search table is about 1 MB: a registry following 1000 games shares one.
        UnwinnabilityAnalyzer *sharedAnalyzer = nullptr;
    };

    // How the game ended first, if it did: checkmate, or the draw rule that applied first.
    struct Ending
    {
        PositionStatus status = PositionStatus::Ongoing; // Checkmate, or Ongoing for a draw rule
        std::optional<DrawRule> draw;
        int ply = 0;
    };

    OutcomeTracker();
    explicit OutcomeTracker(Options options);
    ~OutcomeTracker();
    OutcomeTracker(OutcomeTracker &&) noexcept;
    OutcomeTracker &operator=(OutcomeTracker &&) noexcept;

    void reset();
    void update(const Position &pos);

    std::optional<int> firstPly(DrawRule rule) const { return m_first[index(rule)]; }
    std::optional<int> checkmatePly() const { return m_checkmatePly; }
    // The earliest ending (checkmate or draw); empty while the game is still going on.
    std::optional<Ending> firstEnding() const;
    // Status and repetition count of the last position fed.
    PositionStatus lastStatus() const { return m_lastStatus; }
    int lastRepetitionCount() const { return m_lastRepetitions; }

private:
    static std::size_t index(DrawRule rule) { return std::size_t(rule); }
    void record(DrawRule rule, int ply);
    int countRepetition(const Position &pos);
    bool isDead(const Position &pos);

    Options m_options;
    std::array<std::optional<int>, 4> m_first;
    std::optional<int> m_checkmatePly;
    PositionStatus m_lastStatus = PositionStatus::Ongoing;
    int m_lastRepetitions = 0;
    Key m_lastStructure = 0;
    bool m_structureSeen = false;
    bool m_structureDead = false;
    std::unique_ptr<UnwinnabilityAnalyzer> m_analyzer;
    // Occurrences of each position since the last irreversible move, and the last position counted.
    std::unordered_map<Key, int> m_occurrences;
    int m_countedPly = -1;
    Key m_countedKey = 0;
};

} // namespace arbiter::chess
