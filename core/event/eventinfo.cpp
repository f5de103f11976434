#include "core/event/eventinfo.h"

namespace arbiter::event {

QLatin1String EventInfo::typeName(Type type)
{
    switch (type) {
    case Type::SupervisedOnline: return QLatin1String("supervised_online");
    case Type::Hybrid: return QLatin1String("hybrid");
    }
    return QLatin1String("supervised_online");
}

std::optional<EventInfo::Type> EventInfo::typeFromName(QStringView name)
{
    if (name == typeName(Type::SupervisedOnline))
        return Type::SupervisedOnline;
    if (name == typeName(Type::Hybrid))
        return Type::Hybrid;
    return std::nullopt;
}

QString EventInfo::typeText(Type type)
{
    switch (type) {
    case Type::SupervisedOnline: return tr("Supervised online (Art. 6.1, Part IIIa)");
    case Type::Hybrid: return tr("Hybrid (Art. 6.1, Part IIIb)");
    }
    return QString();
}

std::optional<Error> EventInfo::validate() const
{
    if (name.trimmed().isEmpty())
        return Error{tr("The event has no name.")};
    if (rounds < 1)
        return Error{tr("The event must have at least one round.")};
    if (currentRound < 1 || currentRound > rounds)
        //: %1: the current round; %2: how many rounds the event has
        return Error{tr("The current round %1 is not one of the event's %2 rounds.").arg(currentRound).arg(rounds)};
    if (defaultTimeMinutes < 0)
        return Error{tr("The default time (Art. 8.5) cannot be negative.")};
    if (appealMinutes < 0 || appealMinutes > 24 * 60)
        return Error{tr("The appeal deadline must be between 0 and 1440 minutes after the ruling.")};
    return std::nullopt;
}

} // namespace arbiter::event
