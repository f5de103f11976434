#include "core/zone/zoneevent.h"

#include "core/chess/colorkey.h"

#include <QJsonObject>

namespace arbiter::zone {

Pairing Pairing::swapped() const
{
    Pairing p = *this;
    std::swap(p.white, p.black);
    std::swap(p.whiteId, p.blackId);
    std::swap(p.whiteRating, p.blackRating);
    std::swap(p.whiteTitle, p.blackTitle);
    return p;
}

bool Pairing::isSwapOf(const Pairing &other) const
{
    const bool ids = !whiteId.isEmpty() && !blackId.isEmpty() && !other.whiteId.isEmpty() && !other.blackId.isEmpty();
    if (ids)
        return whiteId != blackId && whiteId == other.blackId && blackId == other.whiteId;
    const bool names = !white.isEmpty() && !black.isEmpty() && !other.white.isEmpty() && !other.black.isEmpty()
        && white != QLatin1String("?") && black != QLatin1String("?");
    return names && white != black && white == other.black && black == other.white;
}

Pairing Pairing::mergedWith(const Pairing &incoming) const
{
    const Pairing known = incoming.isSwapOf(*this) ? swapped() : *this;
    Pairing merged = incoming;
    if (merged.board == 0)
        merged.board = known.board;
    auto keep = [](QString &field, const QString &old) {
        if (field.isEmpty() || (field == QLatin1String("?") && !old.isEmpty()))
            field = old;
    };
    keep(merged.round, known.round);
    keep(merged.white, known.white);
    keep(merged.black, known.black);
    keep(merged.whiteId, known.whiteId);
    keep(merged.blackId, known.blackId);
    keep(merged.initialFen, known.initialFen);
    keep(merged.whiteTitle, known.whiteTitle);
    keep(merged.blackTitle, known.blackTitle);
    if (merged.whiteRating == 0)
        merged.whiteRating = known.whiteRating;
    if (merged.blackRating == 0)
        merged.blackRating = known.blackRating;
    if (merged.timeControl.kind() == clock::TimeControl::Kind::Unknown)
        merged.timeControl = known.timeControl;
    merged.rated = merged.rated || known.rated;
    return merged;
}

QLatin1String ZoneEvent::typeName(Type type)
{
    switch (type) {
    case Type::GameListed: return QLatin1String("listed");
    case Type::GameStarted: return QLatin1String("started");
    case Type::MovePlayed: return QLatin1String("move");
    case Type::DrawOffered: return QLatin1String("draw_offer");
    case Type::PlayerConnection: return QLatin1String("connection");
    case Type::ClockAdjusted: return QLatin1String("clock");
    case Type::GamePaused: return QLatin1String("paused");
    case Type::GameResumed: return QLatin1String("resumed");
    case Type::GameEnded: return QLatin1String("ended");
    case Type::GameRestarted: return QLatin1String("restarted");
    case Type::VcsPresence: return QLatin1String("vcs");
    }
    return QLatin1String("unknown");
}

namespace {
QJsonValue colorJson(chess::Color c)
{
    return chess::colorKey(c);
}
QJsonValue msJson(const std::optional<std::int64_t> &ms)
{
    return ms ? QJsonValue(qint64(*ms)) : QJsonValue();
}
} // namespace

QJsonObject ZoneEvent::toJson() const
{
    QJsonObject o;
    o.insert(QLatin1String("type"), typeName(type));
    o.insert(QLatin1String("game"), gameId);
    switch (type) {
    case Type::GameListed:
    case Type::GameStarted: {
        QJsonObject p;
        p.insert(QLatin1String("round"), pairing.round);
        p.insert(QLatin1String("board"), pairing.board);
        p.insert(QLatin1String("white"), pairing.white);
        p.insert(QLatin1String("black"), pairing.black);
        if (!pairing.whiteId.isEmpty())
            p.insert(QLatin1String("white_id"), pairing.whiteId);
        if (!pairing.blackId.isEmpty())
            p.insert(QLatin1String("black_id"), pairing.blackId);
        if (pairing.whiteRating > 0)
            p.insert(QLatin1String("white_rating"), pairing.whiteRating);
        if (pairing.blackRating > 0)
            p.insert(QLatin1String("black_rating"), pairing.blackRating);
        if (!pairing.whiteTitle.isEmpty())
            p.insert(QLatin1String("white_title"), pairing.whiteTitle);
        if (!pairing.blackTitle.isEmpty())
            p.insert(QLatin1String("black_title"), pairing.blackTitle);
        if (pairing.timeControl.kind() != clock::TimeControl::Kind::Unknown)
            p.insert(QLatin1String("time_control"), pairing.timeControl.toFideString());
        if (!pairing.initialFen.isEmpty())
            p.insert(QLatin1String("initial_fen"), pairing.initialFen);
        if (type == Type::GameListed || !pairing.white.isEmpty() || !pairing.black.isEmpty())
            o.insert(QLatin1String("pairing"), p);
        break;
    }
    case Type::MovePlayed:
        o.insert(QLatin1String("ply"), ply);
        o.insert(QLatin1String("san"), san.isEmpty() ? QJsonValue() : QJsonValue(san));
        o.insert(QLatin1String("uci"), uci.isEmpty() ? QJsonValue() : QJsonValue(uci));
        o.insert(QLatin1String("white_ms"), msJson(whiteMs));
        o.insert(QLatin1String("black_ms"), msJson(blackMs));
        break;
    case Type::DrawOffered:
        o.insert(QLatin1String("ply"), ply);
        o.insert(QLatin1String("by"), colorJson(color));
        break;
    case Type::PlayerConnection:
    case Type::VcsPresence:
        o.insert(QLatin1String("ply"), ply);
        o.insert(QLatin1String("color"), colorJson(color));
        o.insert(QLatin1String("connected"), connected);
        break;
    case Type::ClockAdjusted:
        o.insert(QLatin1String("color"), colorJson(color));
        o.insert(QLatin1String("delta_ms"), qint64(deltaMs));
        o.insert(QLatin1String("white_ms"), msJson(whiteMs));
        o.insert(QLatin1String("black_ms"), msJson(blackMs));
        break;
    case Type::GamePaused:
    case Type::GameResumed:
    case Type::GameRestarted: break;
    case Type::GameEnded:
        o.insert(QLatin1String("ply"), ply);
        o.insert(QLatin1String("status"), ZoneStatusInfo::name(status));
        o.insert(QLatin1String("status_id"), int(status));
        o.insert(QLatin1String("winner"), winner ? colorJson(*winner) : QJsonValue());
        o.insert(QLatin1String("result"), ZoneStatusInfo::pgnResult(status, winner));
        break;
    }
    o.insert(QLatin1String("zone_ts"), zoneTimestampMs ? QJsonValue(qint64(zoneTimestampMs)) : QJsonValue());
    o.insert(QLatin1String("received_ts"), qint64(receivedUtcMs));
    return o;
}

} // namespace arbiter::zone
