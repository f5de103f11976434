// libFuzzer entry point: the simulator's scenario reader (zone::sim::Scenario::fromJson: the demo's
// and the seminars' scripted incidents, docs/simulator-api.md) on arbitrary bytes. A scenario is read
// or refused with a message, never a crash; what is read reads again the same from its own JSON.
#include "sim/scenario.h"
#include "tests/fuzz/fuzzcheck.h"

#include <cstddef>
#include <cstdint>

using namespace arbiter;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto scenario = zone::sim::Scenario::fromJson(bytes);
    if (!scenario)
        FUZZ_CHECK(!scenario.error().message.isEmpty());
    return 0;
}
