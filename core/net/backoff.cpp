#include "core/net/backoff.h"

#include <algorithm>
#include <cmath>

namespace arbiter::net {

Backoff::Backoff(std::uint32_t seed) : Backoff(Policy(), seed) { }

Backoff::Backoff(Policy policy, std::uint32_t seed) : m_policy(policy), m_rng(seed) { }

std::int64_t Backoff::next(Reason reason, std::int64_t monotonicMs, std::int64_t atLeastMs)
{
    return std::clamp<std::int64_t>(std::max(delay(reason, monotonicMs), atLeastMs), 0, MaxDelayMs);
}

std::int64_t Backoff::delay(Reason reason, std::int64_t monotonicMs)
{
    // A connection that had been healthy long enough starts the sequence over.
    if (m_connectedAtMs >= 0 && monotonicMs - m_connectedAtMs >= m_policy.healthyResetMs) {
        m_failures = 0;
        m_rateLimits = 0;
        m_rateLimited = false;
    }
    m_connectedAtMs = -1;
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    const double u = unit(m_rng);
    if (reason == Reason::RateLimited) {
        m_rateLimited = true;
        ++m_failures;
        // Only 429s in a row lengthen the wait: other failures before one say nothing about the limit.
        ++m_rateLimits;
        const double base = double(m_policy.rateLimitedMs) * std::pow(m_policy.factor, std::min(m_rateLimits - 1, 3));
        return std::int64_t(base * (1.0 + m_policy.jitter * u));
    }
    if (reason == Reason::Closed && m_failures == 0) {
        ++m_failures;
        return std::int64_t(double(m_policy.closedMs) * (1.0 + m_policy.jitter * u));
    }
    ++m_failures;
    const double raw = double(m_policy.initialMs) * std::pow(m_policy.factor, std::min(m_failures - 1, 30));
    const double capped = std::min(raw, double(m_policy.maxMs));
    const double jittered = capped * (1.0 + m_policy.jitter * (2.0 * u - 1.0));
    std::int64_t delay = std::max<std::int64_t>(0, std::int64_t(jittered));
    if (m_rateLimited)
        delay = std::max(delay, m_policy.rateLimitedMs);
    return delay;
}

void Backoff::connected(std::int64_t monotonicMs)
{
    m_connectedAtMs = monotonicMs;
}

void Backoff::reset()
{
    m_failures = 0;
    m_rateLimits = 0;
    m_rateLimited = false;
    m_connectedAtMs = -1;
}

} // namespace arbiter::net
