#pragma once

#include "core/chess/types.h"
#include "core/clock/clockcheck.h"
#include "core/clock/timecontrol.h"
#include "core/common/result.h"

#include <QCoreApplication>

#include <cstdint>
#include <optional>

namespace arbiter::clock {

// Both clocks of one game as the console sees them. The zone is the authority: after every move it
// reports both remaining times (a reading); between readings the side to move's clock is derived as
// reading − time since the reading, on the console's monotonic clock. It keeps running while a player
// is disconnected (Art. 4.3) and stops only when the arbiter pauses the game (Art. 15.6) or it ends.
// Arbiter adjustments (Art. 10.5, 10.9) shift a clock; every reading is checked against the previous
// one for a faulty zone clock (Art. 15.5). When the zone gives only the time each move took (%emt),
// the clocks are derived from the time control instead.
//
// All times are milliseconds; "monotonic" values come from the caller (QElapsedTimer, a test's
// counter), so the state never reads a clock of its own and is deterministic under test. Plies
// count half-moves since the game's start: ply 0 is the initial position, ply 1 follows the first move.
class ClockState
{
    Q_DECLARE_TR_FUNCTIONS(ClockState)

public:
    enum class Status {
        NotStarted, // no reading yet: both clocks show the initial time, neither runs
        Running, // the side to move's clock runs
        Paused, // the arbiter stopped both clocks
        Ended // the game is over; the clocks are frozen
    };

    struct Reading
    {
        int ply = 0; // plies played when the reading was taken
        std::int64_t whiteMs = 0; // remaining times at that moment
        std::int64_t blackMs = 0;
        std::int64_t zoneTimestampMs = 0; // the zone's own time stamp (epoch ms), 0 when unknown
        std::int64_t receivedMonotonicMs = 0; // when the console received it
        std::int64_t ms(chess::Color side) const { return side == chess::White ? whiteMs : blackMs; }
    };

    explicit ClockState(TimeControl timeControl = TimeControl(), chess::Color firstToMove = chess::White);

    const TimeControl &timeControl() const { return m_timeControl; }
    Status status() const { return m_status; }
    // The last reading, including arbiter adjustments made since.
    const Reading &reading() const { return m_reading; }
    int ply() const { return m_reading.ply; }
    chess::Color sideToMove() const { return sideToMoveAt(m_reading.ply); }
    // The side whose clock is running now; none before the start, while paused and after the end.
    std::optional<chess::Color> runningSide() const;
    // Moves `side` has completed after `ply` plies (its move number is this + 1 while it thinks).
    int movesMade(chess::Color side, int ply) const;
    // The verdict of the last applyMove()/applyElapsed().
    const ClockCheck &lastCheck() const { return m_lastCheck; }

    // Starts the game with both clocks at the time control's initial time (fails for an unknown or
    // untimed control: then the zone's first reading starts the clocks).
    std::optional<Error> start(std::int64_t monotonicMs);

    // A zone reading after ply `ply`. The next ply is checked for consistency, over the time between
    // the zone's time stamps when both readings have one and no pause came between, else over the
    // time between their arrivals (returned and kept in lastCheck()). The same ply again is a
    // resynchronisation (e.g. time the zone added), a jump over missed plies is accepted unchecked,
    // an older ply is refused. The first reading starts the clocks. While paused the reading is
    // taken but the clocks stay stopped.
    Result<ClockCheck> applyMove(int ply, std::int64_t whiteMs, std::int64_t blackMs, std::int64_t zoneTimestampMs,
                                 std::int64_t receivedMonotonicMs,
                                 std::int64_t toleranceMs = ClockCheck::DefaultToleranceMs);
    // Ply `ply` took `elapsedMs` by the zone (%emt or a move list's elapsed times): the mover's clock
    // is derived from the time control (increment, delay, period bonus; the opponent's gain in a
    // sandclock) and applied as a reading. Needs a timed control and consecutive plies.
    Result<ClockCheck> applyElapsed(int ply, std::int64_t elapsedMs, std::int64_t zoneTimestampMs,
                                    std::int64_t receivedMonotonicMs,
                                    std::int64_t toleranceMs = ClockCheck::DefaultToleranceMs);

    // Art. 15.6: stop and restart both clocks; paused time is charged to nobody.
    std::optional<Error> pause(std::int64_t monotonicMs);
    std::optional<Error> resume(std::int64_t monotonicMs);
    // Art. 10.5 / 10.9.2–3: add (positive) or take away (negative) time; a clock never goes below 0.
    std::optional<Error> adjust(chess::Color side, std::int64_t deltaMs, std::int64_t monotonicMs);
    // The game is over: both clocks freeze at their values at `monotonicMs`.
    void end(std::int64_t monotonicMs);

    // Remaining time of `side` at `monotonicMs`, never below 0. With a simple delay the running clock
    // stands still for the delay first; with Bronstein it runs and the refund comes with the reading.
    std::int64_t remainingMs(chess::Color side, std::int64_t monotonicMs) const;
    // The side whose clock shows 0 (the running side first); the loss-or-draw decision (Art. 4.5)
    // belongs to the caller.
    std::optional<chess::Color> flagFallen(std::int64_t monotonicMs) const;
    // How long until the running side's flag falls, counting a remaining delay; -1 when no clock runs.
    // Lets the UI schedule one timer instead of polling.
    std::int64_t msUntilFlag(std::int64_t monotonicMs) const;

private:
    chess::Color sideToMoveAt(int ply) const;
    std::int64_t runningElapsedMs(std::int64_t monotonicMs) const;
    std::int64_t &readingMs(chess::Color side);

    TimeControl m_timeControl;
    chess::Color m_firstToMove;
    Status m_status = Status::NotStarted;
    Reading m_reading;
    std::int64_t m_pausedMs = 0; // paused time since the reading, already ended pauses
    std::int64_t m_pauseStartedMs = 0; // when the current pause began
    ClockCheck m_lastCheck;
};

} // namespace arbiter::clock
