#include "core/zone/zonestatus.h"

#include <array>

namespace arbiter::zone {

namespace {

struct Entry
{
    ZoneStatus status;
    QLatin1String name;
};

constexpr std::array<Entry, 14> Table{{
    {ZoneStatus::Created, QLatin1String("created")},
    {ZoneStatus::Started, QLatin1String("started")},
    {ZoneStatus::Aborted, QLatin1String("aborted")},
    {ZoneStatus::Mate, QLatin1String("mate")},
    {ZoneStatus::Resign, QLatin1String("resign")},
    {ZoneStatus::Stalemate, QLatin1String("stalemate")},
    {ZoneStatus::Timeout, QLatin1String("timeout")},
    {ZoneStatus::Draw, QLatin1String("draw")},
    {ZoneStatus::OutOfTime, QLatin1String("outoftime")},
    {ZoneStatus::Cheat, QLatin1String("cheat")},
    {ZoneStatus::NoStart, QLatin1String("noStart")},
    {ZoneStatus::UnknownFinish, QLatin1String("unknownFinish")},
    {ZoneStatus::InsufficientMaterialClaim, QLatin1String("insufficientMaterialClaim")},
    {ZoneStatus::VariantEnd, QLatin1String("variantEnd")},
}};

} // namespace

std::optional<ZoneStatus> ZoneStatusInfo::fromId(int id)
{
    for (const Entry &e : Table)
        if (int(e.status) == id)
            return e.status;
    return std::nullopt;
}

std::optional<ZoneStatus> ZoneStatusInfo::fromName(QStringView name)
{
    for (const Entry &e : Table)
        if (name.compare(e.name, Qt::CaseInsensitive) == 0)
            return e.status;
    return std::nullopt;
}

QLatin1String ZoneStatusInfo::name(ZoneStatus status)
{
    for (const Entry &e : Table)
        if (e.status == status)
            return e.name;
    return QLatin1String("unknownFinish");
}

LocalText ZoneStatusInfo::localText(ZoneStatus status)
{
    const auto message = [](const char *source) { return LocalText::message("ZoneStatusInfo", source); };
    switch (status) {
    case ZoneStatus::Created: return message(QT_TR_NOOP("created, not started"));
    case ZoneStatus::Started: return message(QT_TR_NOOP("in progress"));
    case ZoneStatus::Aborted: return message(QT_TR_NOOP("aborted"));
    case ZoneStatus::Mate: return message(QT_TR_NOOP("checkmate"));
    case ZoneStatus::Resign: return message(QT_TR_NOOP("resignation"));
    case ZoneStatus::Stalemate: return message(QT_TR_NOOP("stalemate"));
    case ZoneStatus::Timeout: return message(QT_TR_NOOP("player left the game"));
    case ZoneStatus::Draw: return message(QT_TR_NOOP("draw"));
    case ZoneStatus::OutOfTime: return message(QT_TR_NOOP("flag fall"));
    case ZoneStatus::Cheat: return message(QT_TR_NOOP("fair-play violation"));
    case ZoneStatus::NoStart: return message(QT_TR_NOOP("first move not made in time"));
    case ZoneStatus::UnknownFinish: return message(QT_TR_NOOP("ended for an unknown reason"));
    case ZoneStatus::InsufficientMaterialClaim: return message(QT_TR_NOOP("draw claimed: insufficient material"));
    case ZoneStatus::VariantEnd: return message(QT_TR_NOOP("variant ending"));
    }
    return message(QT_TR_NOOP("ended for an unknown reason"));
}

QString ZoneStatusInfo::text(ZoneStatus status)
{
    return localText(status).toString();
}

QLatin1String ZoneStatusInfo::pgnResult(ZoneStatus status, std::optional<chess::Color> winner)
{
    if (!isFinished(status))
        return QLatin1String("*");
    if (!winner)
        return QLatin1String("1/2-1/2");
    return *winner == chess::White ? QLatin1String("1-0") : QLatin1String("0-1");
}

} // namespace arbiter::zone
