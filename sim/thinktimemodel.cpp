#include "sim/thinktimemodel.h"

#include "sim/simrandom.h"

#include <algorithm>
#include <cmath>

namespace arbiter::zone::sim {

namespace {

// Typical think time when there is no clock at all (untimed or unknown control).
constexpr double UntimedMeanMs = 20'000.0;

} // namespace

ThinkTimeModel::ThinkTimeModel(clock::TimeControl timeControl, std::uint64_t seed, int rating)
    : m_timeControl(std::move(timeControl)), m_rng(simrandom::generator(seed)), m_rating(rating)
{
    // Players know 3 to 10 moves of their opening by heart.
    m_bookMoves = 3 + int(m_rng.bounded(8));
}

int ThinkTimeModel::movesToGo(int moveNumber) const
{
    const int index = m_timeControl.periodIndexForMove(moveNumber);
    const std::vector<clock::TimeControl::Period> &periods = m_timeControl.periods();
    if (!periods.empty()) {
        const auto &period = periods[std::min<std::size_t>(std::size_t(index), periods.size() - 1)];
        if (period.moves > 0 && m_timeControl.kind() == clock::TimeControl::Kind::Periods)
            return std::max(1, m_timeControl.firstMoveOfPeriod(index + 1) - moveNumber);
    }
    // Sudden death: players budget for a game of about 40 more moves early on, fewer later, but
    // always keep something for the end.
    return std::max(14, 42 - moveNumber / 2);
}

std::int64_t ThinkTimeModel::timeTroubleThresholdMs(int moveNumber) const
{
    if (!m_timeControl.isTimed())
        return 0;
    const double initial = double(m_timeControl.initialMs());
    const double bonus = double(m_timeControl.incrementAt(moveNumber) + m_timeControl.delayAt(moveNumber));
    return std::int64_t(std::clamp(initial * 0.12, 8'000.0, 120'000.0) + 2.0 * bonus);
}

ThinkTimeModel::Think ThinkTimeModel::next(int moveNumber, std::int64_t remainingMs, bool forced)
{
    moveNumber = std::max(1, moveNumber);
    // Draw the same number of values on every path so that one decision never shifts the others.
    const double noise = simrandom::lognormalFactor(m_rng, 0.7);
    const double longThink = simrandom::uniform(m_rng);
    const double flagDraw = simrandom::uniform(m_rng);
    const double troubleNoise = simrandom::lognormalFactor(m_rng, 0.5);

    Think think;
    if (!m_timeControl.isTimed()) {
        double ms = UntimedMeanMs * noise;
        if (moveNumber <= m_bookMoves || forced)
            ms *= 0.1;
        think.ms = std::max(MinMoveMs, std::int64_t(ms));
        return think;
    }

    remainingMs = std::max<std::int64_t>(0, remainingMs);
    const double bonus = double(m_timeControl.incrementAt(moveNumber) + m_timeControl.delayAt(moveNumber));
    const double remaining = double(remainingMs);
    const int toGo = movesToGo(moveNumber);

    double phase = 1.0;
    if (moveNumber <= m_bookMoves)
        phase = 0.12;
    else if (moveNumber <= m_bookMoves + 4)
        phase = 0.6;
    else if (moveNumber <= 35)
        phase = 1.3;
    if (forced)
        phase = std::min(phase, 0.15);

    double ms = (remaining / double(toGo) + 0.8 * bonus) * phase * noise;
    // Now and then a long think over a critical middlegame position.
    if (moveNumber > m_bookMoves + 4 && moveNumber <= 40 && !forced && longThink < 0.04)
        ms *= 3.0;

    think.timeTrouble = remainingMs < timeTroubleThresholdMs(moveNumber);
    if (think.timeTrouble) {
        // Living on the increment: a fraction of it plus a sliver of what is left.
        ms = std::min(ms, (0.6 * bonus + 0.04 * remaining) * troubleNoise);
        // Weaker players and games without increment see more flags.
        const double ratingFactor = std::clamp((2600.0 - m_rating) / 800.0, 0.5, 2.0);
        const double flagChance = (bonus > 0 ? 0.004 : 0.02) * ratingFactor;
        if (flagDraw < flagChance) {
            think.ms = remainingMs + std::max<std::int64_t>(MinMoveMs, remainingMs / 4);
            think.flagFall = true;
            return think;
        }
    }

    // Keep a reserve: a move never uses more than most of what is left.
    const double cap = remaining - std::max(50.0, 0.1 * remaining);
    ms = std::min(ms, cap);
    think.ms = std::max(MinMoveMs, std::int64_t(std::llround(std::max(0.0, ms))));
    think.flagFall = think.ms >= remainingMs; // nothing left to move with
    return think;
}

} // namespace arbiter::zone::sim
