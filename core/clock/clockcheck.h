#pragma once

#include "core/clock/timecontrol.h"

#include <QCoreApplication>
#include <QFlags>
#include <QString>

#include <cstdint>

namespace arbiter::clock {

// The verdict on how both clocks changed over one move, compared with the wall time that passed and
// what the time control allows. A zone clock that loses more than the elapsed time, gains more than
// the increment, or moves the waiting player's clock is "faulty" in the sense of Art. 15.5, and the
// arbiter has to correct it; this is the evidence the incident carries.
struct ClockCheck
{
    Q_DECLARE_TR_FUNCTIONS(ClockCheck)

public:
    enum Issue {
        NoIssue = 0x0,
        MoverLostTooMuch = 0x1, // the mover's clock dropped by more than the elapsed time allows
        MoverGainedTooMuch = 0x2, // the mover's clock rose by more than increment and period bonus
        OpponentChanged = 0x4 // the waiting player's clock moved (for a sandclock: moved wrongly)
    };
    Q_DECLARE_FLAGS(Issues, Issue)

    // Lichess sends whole seconds (each reading rounded by up to 0.5 s) and the network adds latency;
    // one second keeps ordinary readings quiet while a real fault (several seconds) still shows.
    static constexpr std::int64_t DefaultToleranceMs = 1000;

    bool checked = false; // false when the readings could not be compared (gap, no clock, first reading)
    Issues issues;
    std::int64_t moverDeltaMs = 0; // mover's clock after − before (negative: time used)
    std::int64_t minMoverDeltaMs = 0; // the bounds the delta had to stay within (tolerance included)
    std::int64_t maxMoverDeltaMs = 0;
    std::int64_t opponentDeltaMs = 0; // waiting player's clock after − before
    std::int64_t elapsedMs = 0; // wall time between the two readings

    bool ok() const { return issues == NoIssue; }
    // One translated sentence per issue, citing Art. 15.5; empty when the move is consistent.
    QString message() const;

    // Compares the readings before and after move `moverMoveNumber` (the mover's own move count).
    // An unknown time control still bounds the loss (no more than the elapsed time) but not the gain.
    static ClockCheck evaluate(const TimeControl &timeControl, int moverMoveNumber, std::int64_t moverBeforeMs,
                               std::int64_t moverAfterMs, std::int64_t opponentBeforeMs, std::int64_t opponentAfterMs,
                               std::int64_t elapsedMs, std::int64_t toleranceMs = DefaultToleranceMs);
};

} // namespace arbiter::clock

Q_DECLARE_OPERATORS_FOR_FLAGS(arbiter::clock::ClockCheck::Issues)
