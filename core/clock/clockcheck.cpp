#include "core/clock/clockcheck.h"

#include <QStringList>

#include <algorithm>
#include <cstdlib>

namespace arbiter::clock {

namespace {

// Signed seconds with one decimal, "+30.0" / "-12.5", so a change reads as a change.
QString seconds(std::int64_t ms)
{
    const QString text = QString::number(double(ms) / 1000.0, 'f', 1);
    return ms > 0 ? u'+' + text : text;
}

} // namespace

ClockCheck ClockCheck::evaluate(const TimeControl &timeControl, int moverMoveNumber, std::int64_t moverBeforeMs,
                                std::int64_t moverAfterMs, std::int64_t opponentBeforeMs, std::int64_t opponentAfterMs,
                                std::int64_t elapsedMs, std::int64_t toleranceMs)
{
    ClockCheck check;
    check.elapsedMs = std::max<std::int64_t>(elapsedMs, 0);
    check.moverDeltaMs = moverAfterMs - moverBeforeMs;
    check.opponentDeltaMs = opponentAfterMs - opponentBeforeMs;
    if (timeControl.kind() == TimeControl::Kind::Untimed)
        return check;
    check.checked = true;
    toleranceMs = std::max<std::int64_t>(toleranceMs, 0);

    const std::int64_t periodBonus = timeControl.periodBonusAfterMove(moverMoveNumber);
    const std::int64_t increment = timeControl.incrementAt(moverMoveNumber);
    const std::int64_t delay = timeControl.delayAt(moverMoveNumber);
    // Largest loss: the whole elapsed time, less what a delay forgives, plus any bonus received;
    // a clock at 0 means the flag fell, and then no increment or bonus is due.
    const std::int64_t charged = std::max<std::int64_t>(check.elapsedMs - delay, 0);
    const std::int64_t bonusDue = moverAfterMs == 0 ? 0 : increment + periodBonus;
    check.minMoverDeltaMs = -charged + bonusDue - toleranceMs;
    // Largest gain: a move in no time earns the increment and the period bonus, nothing more.
    check.maxMoverDeltaMs = increment + periodBonus + toleranceMs;

    // A clock that legitimately ran out lost at most the elapsed time too, so 0 gets no exception.
    if (check.moverDeltaMs < check.minMoverDeltaMs)
        check.issues |= MoverLostTooMuch;
    if (timeControl.kind() != TimeControl::Kind::Unknown && check.moverDeltaMs > check.maxMoverDeltaMs)
        check.issues |= MoverGainedTooMuch;

    // In a sandclock the waiting player gains exactly what the mover used.
    const std::int64_t expectedOpponentDelta
        = timeControl.kind() == TimeControl::Kind::Sandclock ? -check.moverDeltaMs : 0;
    if (std::abs(check.opponentDeltaMs - expectedOpponentDelta) > toleranceMs)
        check.issues |= OpponentChanged;
    return check;
}

QString ClockCheck::message() const
{
    QStringList sentences;
    if (issues.testFlag(MoverLostTooMuch))
        //: %1: the mover's clock change in s, signed (e.g. -12.5); %2: the seconds played; %3: the least change allowed
        sentences << tr("The mover's clock changed by %1 s over %2 s of play, but the time control allows no less "
                        "than %3 s (faulty clock, Art. 15.5).")
                         .arg(seconds(moverDeltaMs), seconds(elapsedMs), seconds(minMoverDeltaMs));
    if (issues.testFlag(MoverGainedTooMuch))
        //: %1: the change of the mover's clock in seconds, signed (e.g. +30.0); %2: the greatest change allowed
        sentences << tr("The mover's clock changed by %1 s, but the time control allows no more than %2 s "
                        "(faulty clock, Art. 15.5).")
                         .arg(seconds(moverDeltaMs), seconds(maxMoverDeltaMs));
    if (issues.testFlag(OpponentChanged))
        //: %1: the change of the waiting player's clock in seconds, signed (e.g. -2.0)
        sentences << tr("The waiting player's clock changed by %1 s during the opponent's move (faulty clock, "
                        "Art. 15.5).")
                         .arg(seconds(opponentDeltaMs));
    return sentences.join(u' ');
}

} // namespace arbiter::clock
