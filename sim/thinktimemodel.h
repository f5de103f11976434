#pragma once

#include "core/clock/timecontrol.h"

#include <QRandomGenerator>

#include <cstdint>

namespace arbiter::zone::sim {

// How long a simulated player thinks about each move, against the round's time control and what is
// left on the clock. Pure and seeded: the same seed, control and clock readings give the same times.
//
// The shape follows what arbiters see in real rounds: a few fast "book" moves, the longest thinks in
// the middlegame, a budget of the remaining time over the moves still to play (until the next time
// control when the period has a move count, else an estimate of the game's length) plus most of the
// increment, log-normal noise with a long tail, and a player in time trouble moving on the increment.
// Now and then a player in time trouble lets the flag fall; the result says so explicitly.
class ThinkTimeModel
{
public:
    struct Think
    {
        std::int64_t ms = 0; // time the move takes; never negative
        bool timeTrouble = false; // the player was short of time when thinking about this move
        bool flagFall = false; // ms >= remainingMs: the flag falls before the move is made
    };

    // Fewest milliseconds a move takes online (mouse, premoves aside).
    static constexpr std::int64_t MinMoveMs = 100;

    // rating shifts the habits a little: weaker players flag more often. The seed selects this
    // player's book length and every later draw.
    ThinkTimeModel(clock::TimeControl timeControl, std::uint64_t seed, int rating = 2000);

    const clock::TimeControl &timeControl() const { return m_timeControl; }
    int bookMoves() const { return m_bookMoves; }

    // The player's next move: moveNumber counts this player's moves from 1; remainingMs is their clock
    // before it. forced: the only legal move (or an obvious recapture), made quickly. Call once per
    // move in game order: each call draws from the seeded generator.
    Think next(int moveNumber, std::int64_t remainingMs, bool forced = false);

    // Below this remaining time the player is in time trouble at moveNumber.
    std::int64_t timeTroubleThresholdMs(int moveNumber) const;

private:
    int movesToGo(int moveNumber) const;

    clock::TimeControl m_timeControl;
    QRandomGenerator m_rng;
    int m_rating = 2000;
    int m_bookMoves = 6;
};

} // namespace arbiter::zone::sim
