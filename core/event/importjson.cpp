#include "core/event/importjson.h"

#include <QJsonArray>

namespace arbiter::event {

namespace {
QJsonValue dateValue(const QDate &date)
{
    return date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue(QJsonValue::Null);
}

QLatin1String kindName(EventImport::Kind kind)
{
    switch (kind) {
    case EventImport::Kind::Trf: return QLatin1String("trf");
    case EventImport::Kind::Players: return QLatin1String("players");
    case EventImport::Kind::Pairings: return QLatin1String("pairings");
    }
    return QLatin1String("trf");
}
} // namespace

QJsonObject importToJson(const EventImport &import)
{
    QJsonObject event{{QStringLiteral("name"), import.eventName},
                      {QStringLiteral("start_date"), dateValue(import.startDate)},
                      {QStringLiteral("start_date_text"), import.startDateText},
                      {QStringLiteral("end_date"), dateValue(import.endDate)},
                      {QStringLiteral("end_date_text"), import.endDateText},
                      {QStringLiteral("rounds"), import.rounds},
                      {QStringLiteral("time_control"), import.timeControlText}};
    QJsonArray players;
    for (const PlayerRecord &p : import.players) {
        players.append(QJsonObject{{QStringLiteral("no"), p.id},
                                   {QStringLiteral("name"), p.name},
                                   {QStringLiteral("title"), p.title},
                                   {QStringLiteral("rating"), p.rating},
                                   {QStringLiteral("federation"), p.federation},
                                   {QStringLiteral("fide_id"), p.fideId},
                                   {QStringLiteral("club"), p.club},
                                   {QStringLiteral("account"), p.zoneAccount},
                                   {QStringLiteral("feeds"),
                                    QJsonObject{{QStringLiteral("cam"), p.camUrl},
                                                {QStringLiteral("screen"), p.screenUrl},
                                                {QStringLiteral("cam2"), p.cam2Url}}}});
    }
    QJsonArray pairings;
    for (const PairingRecord &p : import.pairings) {
        pairings.append(QJsonObject{{QStringLiteral("round"), p.round},
                                    {QStringLiteral("board"), p.board},
                                    {QStringLiteral("white_no"), p.whiteId},
                                    {QStringLiteral("white"), p.white},
                                    {QStringLiteral("black_no"), p.blackId},
                                    {QStringLiteral("black"), p.black},
                                    {QStringLiteral("result"), QString(PairingRecord::resultName(p.result))},
                                    {QStringLiteral("colours_known"), p.coloursKnown},
                                    {QStringLiteral("short_game"), p.shortGame}});
    }
    QJsonArray warnings;
    for (const ImportWarning &w : import.warnings)
        warnings.append(QJsonObject{{QStringLiteral("line"), w.line}, {QStringLiteral("message"), w.message}});
    return {{QStringLiteral("kind"), QString(kindName(import.kind))},
            {QStringLiteral("event"), event},
            {QStringLiteral("players"), players},
            {QStringLiteral("pairings"), pairings},
            {QStringLiteral("warnings"), warnings}};
}

} // namespace arbiter::event
