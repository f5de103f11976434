#include "core/rulings/ruling.h"

#include "core/chess/colorkey.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <array>

namespace arbiter::rulings {

namespace {
constexpr std::array<const char *, KindCount> KindKeys
    = {"warning",         "time-add",     "time-deduct",     "score-raise",  "score-reduce",  "loss",
       "provisional",     "exclusion",    "expulsion",       "time-adjust",  "pause",         "resume",
       "pause-round",     "resume-round", "result",          "restart",      "disconnection", "forfeit",
       "yellow-card",     "red-card",     "check",           "confirm",      "reject",        "withdraw",
       "revoke",          "appeal",       "appeal-decision", "zone-applied", "zone-failed",   "zone-confirmed",
       "done-on-platform"};
} // namespace

QLatin1String Ruling::kindKey(Kind kind)
{
    return QLatin1String(KindKeys[std::size_t(kind)]);
}

std::optional<Kind> Ruling::kindFromKey(QStringView key)
{
    for (int i = 0; i < KindCount; ++i)
        if (key == QLatin1String(KindKeys[std::size_t(i)]))
            return Kind(i);
    return std::nullopt;
}

QString Ruling::sideKey(const std::optional<chess::Color> &side)
{
    if (!side)
        return QString();
    return chess::colorKey(*side);
}

std::optional<chess::Color> Ruling::sideFromKey(QStringView key)
{
    return chess::colorFromKey(key);
}

QList<Kind> Ruling::penalties()
{
    return {Kind::Warning, Kind::TimeAdd,     Kind::TimeDeduct, Kind::ScoreRaise, Kind::ScoreReduce,
            Kind::Loss,    Kind::Provisional, Kind::Exclusion,  Kind::Expulsion};
}

QList<int> Ruling::rounds() const
{
    QList<int> r;
    for (const QJsonValue &v : params.value(QLatin1String("rounds")).toArray())
        r.append(v.toInt());
    return r;
}

void Ruling::takePartiesOf(const Ruling &other)
{
    gameId = other.gameId;
    side = other.side;
    board = other.board;
    player = other.player;
    opponent = other.opponent;
    playerRef = other.playerRef;
    opponentRef = other.opponentRef;
    playerRef.matched = opponentRef.matched = false;
}

QByteArray Ruling::canonical() const
{
    // QJsonObject keeps its keys sorted, and the compact form has no optional whitespace: the same
    // fields always give the same bytes.
    QJsonObject o;
    o.insert(QStringLiteral("event"), qint64(eventId));
    o.insert(QStringLiteral("seq"), qint64(seq));
    o.insert(QStringLiteral("utc"), qint64(utcMs));
    o.insert(QStringLiteral("issuer"), issuer);
    o.insert(QStringLiteral("role"), QString(event::StaffMember::roleKey(issuerRole)));
    o.insert(QStringLiteral("kind"), QString(kindKey(kind)));
    o.insert(QStringLiteral("game"), gameId);
    o.insert(QStringLiteral("round"), round);
    o.insert(QStringLiteral("board"), board);
    o.insert(QStringLiteral("side"), sideKey(side));
    o.insert(QStringLiteral("player"), player);
    o.insert(QStringLiteral("opponent"), opponent);
    // Only when recorded with the row: rows from before players were keyed hash as they did, and a
    // number matched to them afterwards is not theirs.
    if (playerRef.isSet() && !playerRef.matched)
        o.insert(QStringLiteral("playerRef"), playerRef.toJson());
    if (opponentRef.isSet() && !opponentRef.matched)
        o.insert(QStringLiteral("opponentRef"), opponentRef.toJson());
    o.insert(QStringLiteral("article"), article);
    o.insert(QStringLiteral("reason"), reason);
    o.insert(QStringLiteral("params"), params);
    o.insert(QStringLiteral("ref"), qint64(ref));
    o.insert(QStringLiteral("proposed"), proposed);
    o.insert(QStringLiteral("prev"), QString::fromLatin1(prevHash));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray Ruling::computeHash() const
{
    return QCryptographicHash::hash(canonical(), QCryptographicHash::Sha256).toHex();
}

} // namespace arbiter::rulings
