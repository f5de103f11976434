#pragma once

#include <chrono>
#include <cstdint>
#include <functional>

namespace arbiter::clock {

// The console's monotonic time in milliseconds: adapters stamp every event with it, the registry
// and the models tick by it, and tests inject their own. The default is std::chrono::steady_clock,
// shared by everything in the process.
using MonotonicClock = std::function<std::int64_t()>;

inline std::int64_t steadyNowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

} // namespace arbiter::clock
