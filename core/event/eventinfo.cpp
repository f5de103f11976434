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

bool EventInfo::allowsTraditionalSets(const clock::TimeControl &timeControl)
{
    if (!timeControl.isTimed() || timeControl.periods().empty())
        return false;
    // Every move of every period (a period of "the rest of the game" is checked for 200 moves).
    for (int move = 1; move <= 200; ++move)
        if (timeControl.incrementAt(move) < 30'000)
            return false;
    return true;
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
    if (traditionalSets && type != Type::Hybrid)
        return Error{tr("Traditional sets (Art. 20) belong to hybrid events, where players sit in a venue.")};
    if (traditionalSets && !allowsTraditionalSets(timeControl))
        //: %1: the time control as FIDE writes it
        return Error{tr("Art. 20 allows traditional sets only with an increment of at least 30 seconds per move from "
                        "move 1; the time control %1 does not have one.")
                         .arg(timeControl.kind() == clock::TimeControl::Kind::Unknown ? tr("(not set)")
                                                                                      : timeControl.toFideString())};
    return std::nullopt;
}

} // namespace arbiter::event
