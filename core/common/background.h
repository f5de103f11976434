#pragma once

namespace arbiter {

// Background work (the roll call's probes, the simulated players' encoders, the demo's embedded game
// zone) must not take the CPU from the moves and the screen on a machine of two cores: the calling
// thread gets a lower priority (nice 10; Linux only, elsewhere nothing). It still runs at full speed
// when a core is free.
void runInBackground();

} // namespace arbiter
