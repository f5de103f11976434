#pragma once

#include <cstdint>
#include <random>

namespace arbiter::net {

// When to try again after a zone connection failed. Exponential with seeded jitter (so a room of
// consoles does not reconnect in lock-step, and tests are reproducible); after an HTTP 429 Lichess
// asks for at least a minute of silence, so that delay never goes below rateLimitedMs. A connection
// that stayed healthy for healthyResetMs starts over from the initial delay. Pure: the caller says
// what happened and when, on its own monotonic clock.
class Backoff
{
public:
    enum class Reason {
        Failure, // network error, 5xx, garbage, idle timeout
        RateLimited, // HTTP 429
        Closed // the server closed a stream cleanly: reconnect soon, not at once
    };

    struct Policy
    {
        std::int64_t initialMs = 1000;
        std::int64_t maxMs = 60'000;
        double factor = 2.0;
        double jitter = 0.25; // ± fraction of the delay (only upwards after a 429)
        std::int64_t rateLimitedMs = 60'000;
        std::int64_t closedMs = 500;
        std::int64_t healthyResetMs = 30'000;
    };

    explicit Backoff(std::uint32_t seed = 1);
    Backoff(Policy policy, std::uint32_t seed);

    // The delay before the next attempt after a failure of this kind at `monotonicMs`; never less
    // than `atLeastMs` (what the server asked for in Retry-After), never more than MaxDelayMs.
    std::int64_t next(Reason reason, std::int64_t monotonicMs, std::int64_t atLeastMs = 0);
    static constexpr std::int64_t MaxDelayMs = 3'600'000;
    // The connection works (a response started) at `monotonicMs`.
    void connected(std::int64_t monotonicMs);
    // Forget the history (e.g. the user changed the source).
    void reset();

    int failures() const { return m_failures; }
    // True after a 429 until a connection has been healthy again: Lichess wants one request at a time.
    bool rateLimited() const { return m_rateLimited; }
    const Policy &policy() const { return m_policy; }

private:
    std::int64_t delay(Reason reason, std::int64_t monotonicMs);

    Policy m_policy;
    std::mt19937 m_rng;
    int m_failures = 0;
    int m_rateLimits = 0; // 429s since the connection was last healthy
    bool m_rateLimited = false;
    std::int64_t m_connectedAtMs = -1;
};

} // namespace arbiter::net
