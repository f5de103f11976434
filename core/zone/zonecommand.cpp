#include "core/zone/zonecommand.h"

namespace arbiter::zone {

QLatin1String ZoneCommand::kindName(Kind kind)
{
    switch (kind) {
    case Kind::AdjustClock: return QLatin1String("adjust-clock");
    case Kind::PauseGame: return QLatin1String("pause");
    case Kind::ResumeGame: return QLatin1String("resume");
    case Kind::PauseRound: return QLatin1String("pause-round");
    case Kind::ResumeRound: return QLatin1String("resume-round");
    case Kind::SetResult: return QLatin1String("result");
    case Kind::RestartGame: return QLatin1String("restart");
    }
    return QLatin1String("unknown");
}

bool ZoneCapabilities::takes(const ZoneCommand &command) const
{
    if (!has(command.kind))
        return false;
    if (command.kind == ZoneCommand::Kind::AdjustClock) {
        if (command.deltaMs < 0 && !deductsTime)
            return false;
        if (maxAddMs > 0 && command.deltaMs > maxAddMs)
            return false;
    }
    return true;
}

} // namespace arbiter::zone
