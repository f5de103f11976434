#pragma once

#include "core/rulings/ruling.h"

#include <QCoreApplication>

#include <cstdint>
#include <optional>

namespace arbiter::rulings {

// What the console knows about the game a ruling is made on, at that moment (from the live
// registry). Unknown fields leave their checks to the zone.
struct GameContext
{
    bool known = false; // the game is followed
    bool ended = false; // the zone ended it
    int plies = 0;
    std::optional<std::int64_t> whiteMs; // the clocks now
    std::optional<std::int64_t> blackMs;
    int zoneWhiteHalves = -1; // the zone's result once ended (-1 = none)
    int zoneBlackHalves = -1;
    int currentRound = 0; // the event's round now (0 = unknown)
    bool paused = false;
};

// The parameters of each ruling checked before it is accepted (Art. 7.2, 10.9, 15.2, 18.9): the
// parties it needs, times positive and bounded, a deduction never below zero (the ruling is cut to
// the time left, and says so), scores allowed by Art. 7.2, rounds not yet played, and the 15.2 limit
// of fewer than 10 moves each for a colour correction.
class PenaltyRules
{
    Q_DECLARE_TR_FUNCTIONS(PenaltyRules)

public:
    static constexpr std::int64_t MaxAdjustMs = 3 * 3600 * 1000;

    // The reason the ruling cannot be accepted, or nullopt; `ruling` may be normalised (a deduction
    // cut to the time left, default parameters filled in).
    static std::optional<QString> check(Ruling &ruling, const GameContext &game);
    // Art. 15.2: a game with the colours reversed may be restarted while both players have made
    // fewer than 10 moves.
    static bool colourRestartAllowed(int plies) { return plies < 19; }
    // The kinds made on a game (not on a player or the round): they name the game.
    static bool needsGame(Kind kind);
};

} // namespace arbiter::rulings
