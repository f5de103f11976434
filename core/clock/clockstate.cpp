#include "core/clock/clockstate.h"

#include <algorithm>
#include <utility>

namespace arbiter::clock {

using chess::Color;

ClockState::ClockState(TimeControl timeControl, Color firstToMove)
    : m_timeControl(std::move(timeControl)), m_firstToMove(firstToMove)
{
    m_reading.whiteMs = m_reading.blackMs = m_timeControl.initialMs();
}

Color ClockState::sideToMoveAt(int ply) const
{
    return ply % 2 == 0 ? m_firstToMove : ~m_firstToMove;
}

int ClockState::movesMade(Color side, int ply) const
{
    ply = std::max(ply, 0);
    return side == m_firstToMove ? (ply + 1) / 2 : ply / 2;
}

std::optional<Color> ClockState::runningSide() const
{
    if (m_status != Status::Running || m_timeControl.kind() == TimeControl::Kind::Untimed)
        return std::nullopt;
    return sideToMove();
}

std::int64_t &ClockState::readingMs(Color side)
{
    return side == chess::White ? m_reading.whiteMs : m_reading.blackMs;
}

std::int64_t ClockState::runningElapsedMs(std::int64_t monotonicMs) const
{
    if (m_status != Status::Running && m_status != Status::Paused)
        return 0;
    const std::int64_t until = m_status == Status::Paused ? m_pauseStartedMs : monotonicMs;
    return std::max<std::int64_t>(until - m_reading.receivedMonotonicMs - m_pausedMs, 0);
}

std::optional<Error> ClockState::start(std::int64_t monotonicMs)
{
    if (m_status != Status::NotStarted)
        return Error{tr("The clocks of this game have already started.")};
    if (!m_timeControl.isTimed())
        return Error{tr("Without a known time control the clocks start with the zone's first reading.")};
    m_reading = Reading{0, m_timeControl.initialMs(), m_timeControl.initialMs(), 0, monotonicMs};
    m_pausedMs = 0;
    m_status = Status::Running;
    return std::nullopt;
}

Result<ClockCheck> ClockState::applyMove(int ply, std::int64_t whiteMs, std::int64_t blackMs,
                                         std::int64_t zoneTimestampMs, std::int64_t receivedMonotonicMs,
                                         std::int64_t toleranceMs)
{
    if (m_status == Status::Ended)
        return Error{tr("The game has ended; its clocks take no more readings.")};
    if (ply < 0)
        //: %1: the ply given (a negative number)
        return Error{tr("A clock reading cannot be for ply %1.").arg(ply)};
    if (whiteMs < 0 || blackMs < 0)
        return Error{
            //: %1: White's clock reading in milliseconds; %2: Black's
            tr("The zone reported a negative clock time (White %1 ms, Black %2 ms).").arg(whiteMs).arg(blackMs)};
    if (m_status != Status::NotStarted && ply < m_reading.ply)
        //: %1: the ply of the late reading; %2: the ply of the last reading taken
        return Error{tr("A clock reading for ply %1 arrived after the one for ply %2; it is ignored.")
                         .arg(ply)
                         .arg(m_reading.ply)};

    ClockCheck check;
    if (m_status != Status::NotStarted && ply == m_reading.ply + 1) {
        const Color mover = sideToMoveAt(m_reading.ply);
        const Reading &before = m_reading;
        const Reading after{ply, whiteMs, blackMs, zoneTimestampMs, receivedMonotonicMs};
        // The zone's own time stamps measure the move exactly (no network jitter, and right for a
        // replay or a simulator on a faster clock); our receive times are the fallback.
        const bool zoneTimed = before.zoneTimestampMs != 0 && zoneTimestampMs >= before.zoneTimestampMs
            && m_status == Status::Running && m_pausedMs == 0;
        const std::int64_t elapsed
            = zoneTimed ? zoneTimestampMs - before.zoneTimestampMs : runningElapsedMs(receivedMonotonicMs);
        check = ClockCheck::evaluate(m_timeControl, movesMade(mover, ply), before.ms(mover), after.ms(mover),
                                     before.ms(~mover), after.ms(~mover), elapsed, toleranceMs);
    }

    m_reading = Reading{ply, whiteMs, blackMs, zoneTimestampMs, receivedMonotonicMs};
    m_pausedMs = 0;
    if (m_status == Status::Paused)
        m_pauseStartedMs = receivedMonotonicMs; // still paused: nothing runs from this reading on
    else
        m_status = Status::Running;
    m_lastCheck = check;
    return check;
}

Result<ClockCheck> ClockState::applyElapsed(int ply, std::int64_t elapsedMs, std::int64_t zoneTimestampMs,
                                            std::int64_t receivedMonotonicMs, std::int64_t toleranceMs)
{
    if (!m_timeControl.isTimed())
        return Error{tr("Clocks can be derived from the time each move took only with a known time control.")};
    if (elapsedMs < 0)
        //: %1: the move's time in milliseconds (negative)
        return Error{tr("A move cannot take a negative time (%1 ms).").arg(elapsedMs)};
    if (m_status == Status::Ended)
        return Error{tr("The game has ended; its clocks take no more readings.")};
    if (ply != m_reading.ply + 1)
        //: %1: the ply that came; %2: the ply of the last reading taken
        return Error{tr("Clocks derived from move times need every ply in turn: ply %1 came after ply %2.")
                         .arg(ply)
                         .arg(m_reading.ply)};
    const Color mover = sideToMoveAt(m_reading.ply);
    const std::int64_t before = m_reading.ms(mover);
    const std::int64_t after = m_timeControl.remainingAfterMove(movesMade(mover, ply), before, elapsedMs);
    std::int64_t opponent = m_reading.ms(~mover);
    if (m_timeControl.kind() == TimeControl::Kind::Sandclock)
        opponent += before - after; // the sand the mover used runs to the other side
    if (m_status == Status::NotStarted)
        m_status = Status::Running; // the initial times are the reading before ply 1
    return mover == chess::White ? applyMove(ply, after, opponent, zoneTimestampMs, receivedMonotonicMs, toleranceMs)
                                 : applyMove(ply, opponent, after, zoneTimestampMs, receivedMonotonicMs, toleranceMs);
}

std::optional<Error> ClockState::pause(std::int64_t monotonicMs)
{
    if (m_status != Status::Running)
        return Error{tr("Only running clocks can be paused.")};
    m_pauseStartedMs = std::max(monotonicMs, m_reading.receivedMonotonicMs);
    m_status = Status::Paused;
    return std::nullopt;
}

std::optional<Error> ClockState::resume(std::int64_t monotonicMs)
{
    if (m_status != Status::Paused)
        return Error{tr("The clocks are not paused.")};
    m_pausedMs += std::max<std::int64_t>(monotonicMs - m_pauseStartedMs, 0);
    m_status = Status::Running;
    return std::nullopt;
}

std::optional<Error> ClockState::adjust(Color side, std::int64_t deltaMs, std::int64_t monotonicMs)
{
    if (m_status == Status::Ended)
        return Error{tr("The game has ended; its clocks can no longer be adjusted.")};
    if (m_timeControl.kind() == TimeControl::Kind::Untimed)
        return Error{tr("This game is played without a clock.")};
    if (deltaMs < -TimeControl::MaxBaseMs || deltaMs > TimeControl::MaxBaseMs)
        return Error{tr("A time adjustment of more than 30 days is not plausible.")};
    // Shift the reading so that the remaining time now changes by deltaMs, stopping at 0.
    const std::int64_t now = remainingMs(side, monotonicMs);
    const std::int64_t target = std::max<std::int64_t>(now + deltaMs, 0);
    readingMs(side) += target - now;
    return std::nullopt;
}

void ClockState::end(std::int64_t monotonicMs)
{
    if (m_status == Status::Ended)
        return;
    const std::int64_t white = remainingMs(chess::White, monotonicMs);
    const std::int64_t black = remainingMs(chess::Black, monotonicMs);
    m_reading.whiteMs = white;
    m_reading.blackMs = black;
    m_reading.receivedMonotonicMs = monotonicMs;
    m_pausedMs = 0;
    m_status = Status::Ended;
}

std::int64_t ClockState::remainingMs(Color side, std::int64_t monotonicMs) const
{
    const std::int64_t base = m_reading.ms(side);
    if (m_status != Status::Running && m_status != Status::Paused)
        return std::max<std::int64_t>(base, 0);
    if (m_timeControl.kind() == TimeControl::Kind::Untimed)
        return base;
    const std::int64_t elapsed = runningElapsedMs(monotonicMs);
    const Color mover = sideToMove();
    if (side != mover) {
        if (m_timeControl.kind() == TimeControl::Kind::Sandclock)
            return base + std::min(elapsed, m_reading.ms(mover)); // cannot gain more sand than there was
        return base;
    }
    std::int64_t charged = elapsed;
    const int moveNumber = movesMade(mover, m_reading.ply) + 1;
    if (m_timeControl.bonusKindAt(moveNumber) == TimeControl::BonusKind::SimpleDelay)
        charged = std::max<std::int64_t>(elapsed - m_timeControl.delayAt(moveNumber), 0);
    return std::max<std::int64_t>(base - charged, 0);
}

std::optional<Color> ClockState::flagFallen(std::int64_t monotonicMs) const
{
    if (m_status == Status::NotStarted || m_timeControl.kind() == TimeControl::Kind::Untimed)
        return std::nullopt;
    const Color mover = sideToMove();
    if (remainingMs(mover, monotonicMs) == 0)
        return mover;
    if (remainingMs(~mover, monotonicMs) == 0)
        return ~mover;
    return std::nullopt;
}

std::int64_t ClockState::msUntilFlag(std::int64_t monotonicMs) const
{
    const auto running = runningSide();
    if (!running)
        return -1;
    std::int64_t left = remainingMs(*running, monotonicMs);
    const int moveNumber = movesMade(*running, m_reading.ply) + 1;
    if (m_timeControl.bonusKindAt(moveNumber) == TimeControl::BonusKind::SimpleDelay)
        left += std::max<std::int64_t>(m_timeControl.delayAt(moveNumber) - runningElapsedMs(monotonicMs), 0);
    return left;
}

} // namespace arbiter::clock
