#include "core/zone/zonesource.h"

#include "core/common/boundedfile.h"

#include <QJsonArray>
#include <QRegularExpression>

namespace arbiter::zone {

namespace {

bool isWebUrl(const QUrl &url)
{
    return url.isValid() && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        && !url.host().isEmpty();
}

QLatin1String kindName(ZoneSource::Kind kind)
{
    switch (kind) {
    case ZoneSource::Kind::Lichess: return QLatin1String("lichess");
    case ZoneSource::Kind::LivePgn: return QLatin1String("livepgn");
    case ZoneSource::Kind::Simulator: break;
    }
    return QLatin1String("simulator");
}

} // namespace

QStringList ZoneSource::parseGameIds(const QString &text)
{
    // "https://lichess.org/abcdEFGH/black" and "abcdEFGH1234" (a player's 12-character link) give abcdEFGH.
    static const QRegularExpression separators(QStringLiteral("[\\s,;]+"));
    static const QRegularExpression id(
        QStringLiteral("^(?:https?://[^/]+/)?([A-Za-z0-9]{8})(?:[A-Za-z0-9]{4})?(?:/.*)?$"));
    QStringList out;
    for (const QString &word : text.split(separators, Qt::SkipEmptyParts)) {
        const auto m = id.match(word);
        out << (m.hasMatch() ? m.captured(1) : word);
    }
    out.removeDuplicates();
    return out;
}

namespace {
bool alphanumeric(QStringView id, qsizetype min, qsizetype max)
{
    if (id.size() < min || id.size() > max)
        return false;
    for (QChar c : id)
        if (!((c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || (c >= u'0' && c <= u'9')))
            return false;
    return true;
}
} // namespace

bool ZoneSource::isGameId(QStringView id)
{
    return alphanumeric(id, 8, 8);
}

bool ZoneSource::isLichessId(QStringView id)
{
    return alphanumeric(id, 4, 32);
}

std::optional<Error> ZoneSource::check() const
{
    switch (kind) {
    case Kind::Lichess: {
        if (!baseUrl.isEmpty() && !isWebUrl(baseUrl))
            return Error{tr("The Lichess address must start with https:// (or http://), e.g. https://lichess.org.")};
        const int given = int(!bulkId.isEmpty()) + int(!gameIds.isEmpty()) + int(!broadcastRoundId.isEmpty());
        if (given == 0)
            return Error{tr("Give a bulk pairing id, game ids or a broadcast round id.")};
        if (given > 1)
            return Error{tr("Give only one of: a bulk pairing id, game ids or a broadcast round id.")};
        if (!bulkId.isEmpty() && !isLichessId(bulkId))
            //: %1: the bulk pairing id as typed
            return Error{tr("\"%1\" is not a bulk pairing id (letters and digits, as in the bulk pairing's "
                            "address).")
                             .arg(bulkId)};
        if (!bulkId.isEmpty() && token.isEmpty())
            return Error{tr("Following a bulk pairing needs the organiser's Lichess API token.")};
        for (const QString &id : gameIds)
            if (!isGameId(id))
                //: %1: the game id as typed
                return Error{tr("\"%1\" is not a Lichess game id (8 letters and digits, e.g. abcd1234).").arg(id)};
        if (!broadcastRoundId.isEmpty() && !isGameId(broadcastRoundId))
            //: %1: the broadcast round id as typed
            return Error{tr("\"%1\" is not a broadcast round id (8 letters and digits, the last part of the round's "
                            "address).")
                             .arg(broadcastRoundId)};
        return std::nullopt;
    }
    case Kind::LivePgn:
        if (pgnUrl.isEmpty() == pgnFile.isEmpty())
            return Error{tr("Give either the address of the live PGN or a PGN file, not both.")};
        if (!pgnUrl.isEmpty() && !isWebUrl(pgnUrl))
            return Error{tr("The live PGN address must start with http:// or https://.")};
        if (!pgnFile.isEmpty())
            if (auto error = BoundedFile::checkReadable(pgnFile))
                return error; // missing, or a FIFO or device that would block or never end
        return std::nullopt;
    case Kind::Simulator:
        if (!isWebUrl(baseUrl))
            return Error{tr("The simulator's address must look like http://127.0.0.1:8080.")};
        return std::nullopt;
    }
    return std::nullopt;
}

QString ZoneSource::description() const
{
    switch (kind) {
    case Kind::Lichess:
        if (!broadcastRoundId.isEmpty())
            //: %1: the Lichess broadcast round id
            return tr("Lichess broadcast round %1").arg(broadcastRoundId);
        if (!bulkId.isEmpty())
            //: %1: the Lichess bulk pairing id
            return tr("Lichess bulk pairing %1").arg(bulkId);
        //: %n: how many Lichess games are followed
        return tr("%n Lichess game(s)", nullptr, int(gameIds.size()));
    case Kind::LivePgn:
        //: %1: the live PGN file's path
        return pgnUrl.isEmpty() ? tr("Live PGN file %1").arg(pgnFile)
                                //: %1: the live PGN's URL
                                : tr("Live PGN at %1").arg(pgnUrl.toString(QUrl::RemoveUserInfo));
    case Kind::Simulator: break;
    }
    //: %1: the simulator's URL, e.g. http://127.0.0.1:8080
    return tr("Game-zone simulator at %1").arg(baseUrl.toString(QUrl::RemoveUserInfo));
}

QJsonObject ZoneSource::toJson() const
{
    QJsonObject o{{QStringLiteral("kind"), kindName(kind)}};
    auto put = [&o](const char *key, const QString &value) {
        if (!value.isEmpty())
            o.insert(QLatin1String(key), value);
    };
    put("baseUrl", baseUrl.toString());
    put("bulkId", bulkId);
    if (!gameIds.isEmpty())
        o.insert(QStringLiteral("gameIds"), QJsonArray::fromStringList(gameIds));
    put("broadcastRoundId", broadcastRoundId);
    put("pgnUrl", pgnUrl.toString());
    put("pgnFile", pgnFile);
    put("roundId", roundId);
    o.insert(QStringLiteral("needsToken"), needsToken());
    return o;
}

Result<ZoneSource> ZoneSource::fromJson(const QJsonObject &o)
{
    ZoneSource s;
    const QString kind = o.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("lichess"))
        s.kind = Kind::Lichess;
    else if (kind == QLatin1String("livepgn"))
        s.kind = Kind::LivePgn;
    else if (kind == QLatin1String("simulator"))
        s.kind = Kind::Simulator;
    else
        //: %1: the kind as stored (not lichess, livepgn or simulator)
        return Error{tr("The stored game-zone source has an unknown kind \"%1\".").arg(kind)};
    s.baseUrl = QUrl(o.value(QStringLiteral("baseUrl")).toString());
    s.bulkId = o.value(QStringLiteral("bulkId")).toString();
    for (const QJsonValue &v : o.value(QStringLiteral("gameIds")).toArray())
        s.gameIds << v.toString();
    s.broadcastRoundId = o.value(QStringLiteral("broadcastRoundId")).toString();
    s.pgnUrl = QUrl(o.value(QStringLiteral("pgnUrl")).toString());
    s.pgnFile = o.value(QStringLiteral("pgnFile")).toString();
    s.roundId = o.value(QStringLiteral("roundId")).toString();
    s.tokenRequired = o.value(QStringLiteral("needsToken")).toBool();
    return s;
}

} // namespace arbiter::zone
