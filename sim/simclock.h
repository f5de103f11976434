#pragma once

#include <QDateTime>
#include <QDeadlineTimer>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <functional>
#include <utility>

namespace arbiter::zone::sim {

// The simulator's virtual time: epoch milliseconds that run `speed` times faster than the
// monotonic source (which tests inject). Every timestamp the simulator serves (createdAt, "t",
// lastMoveAt) and every clock reading comes from here, so a round replays at 1000× with the same
// numbers it would have at 1×.
class SimClock
{
public:
    using Source = std::function<std::int64_t()>; // monotonic milliseconds

    explicit SimClock(double speed = 1.0, std::int64_t epochStartMs = 0, Source source = {})
        : m_source(source ? std::move(source) : Source([] { return QDeadlineTimer::current().deadline(); })),
          m_speed(speed > 0 ? speed : 1.0),
          m_epochStartMs(epochStartMs > 0 ? epochStartMs : QDateTime::currentMSecsSinceEpoch()),
          m_monoStartMs(m_source())
    { }

    // Virtual epoch milliseconds now.
    std::int64_t nowMs() const
    {
        return m_epochStartMs + std::int64_t(std::llround(double(m_source() - m_monoStartMs) * m_speed));
    }
    // Real milliseconds until the virtual moment `virtualMs` (0 when it has passed).
    std::int64_t realDelayMs(std::int64_t virtualMs) const
    {
        const std::int64_t v = virtualMs - nowMs();
        return v <= 0 ? 0 : std::int64_t(std::ceil(double(v) / m_speed));
    }
    // A QTimer interval that fires at the virtual moment `virtualMs`: realDelayMs() capped at a day,
    // so one single-shot timer can drive a whole round's schedule without overflowing an int.
    int timerIntervalMs(std::int64_t virtualMs) const
    {
        return int(std::min<std::int64_t>(realDelayMs(virtualMs), 24LL * 3600 * 1000));
    }
    // Real milliseconds for a span of virtual time.
    std::int64_t realSpanMs(std::int64_t virtualSpanMs) const
    {
        return virtualSpanMs <= 0 ? 0 : std::int64_t(std::ceil(double(virtualSpanMs) / m_speed));
    }
    double speed() const { return m_speed; }
    // Changes the speed from now on without a jump in virtual time.
    void setSpeed(double speed)
    {
        if (speed <= 0)
            return;
        m_epochStartMs = nowMs();
        m_monoStartMs = m_source();
        m_speed = speed;
    }

private:
    Source m_source;
    double m_speed;
    std::int64_t m_epochStartMs;
    std::int64_t m_monoStartMs;
};

} // namespace arbiter::zone::sim
