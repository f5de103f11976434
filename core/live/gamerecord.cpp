#include "core/live/gamerecord.h"

#include "core/chess/colorkey.h"

#include "core/vcs/feedhealth.h"

#include "core/chess/pgnwriter.h"
#include "core/live/roundpgn.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdlib>

namespace arbiter::live {

GameRecord GameRecord::of(const LiveGame &game, const QString &event)
{
    GameRecord r;
    r.id = game.id();
    r.pairing = game.pairing();
    r.plies.reserve(game.moves().size());
    for (const LiveGame::MoveRecord &m : game.moves()) {
        Ply p;
        p.ply = m.ply;
        p.validated = m.validated();
        p.san = m.validated() ? m.san() : QString(m.textView());
        p.move = m.validated() ? m.move : chess::Move::none();
        p.whiteMs = m.whiteMs();
        p.blackMs = m.blackMs();
        p.zoneTimestampMs = m.zoneTimestampMs;
        p.receivedMonotonicMs = m.receivedMonotonicMs;
        r.plies.push_back(std::move(p));
    }
    r.drawOffers = game.drawOffers();
    r.disconnections = game.disconnections();
    r.vcsAbsences = game.vcsAbsences();
    r.vcsLog = game.vcsLog();
    r.restarts = game.restarts();
    r.coloursReversed = game.coloursReversed();
    r.pauses = game.pauses();
    r.adjustments = game.adjustments();
    r.startedMonotonicMs = game.startedMonotonicMs();
    r.endedMonotonicMs = game.endedMonotonicMs();
    r.anomalies = game.anomalies();
    r.status = game.status();
    r.winner = game.winner();
    r.result = QString(game.result());
    if (auto bytes = chess::PgnWriter::toPgn(gamePgn(game, event)))
        r.pgn = bytes.value();
    return r;
}

namespace {

QJsonObject absenceJson(const LiveGame::Disconnection &d, std::int64_t offset)
{
    QJsonObject o{{QStringLiteral("side"), chess::colorKey(d.side)},
                  {QStringLiteral("ply"), d.ply},
                  {QStringLiteral("from_utc_ms"), qint64(d.fromMonotonicMs + offset)}};
    if (d.fromZoneMs > 0)
        o.insert(QStringLiteral("from_zone_ms"), qint64(d.fromZoneMs));
    if (!d.open()) {
        o.insert(QStringLiteral("to_utc_ms"), qint64(d.toMonotonicMs + offset));
        o.insert(QStringLiteral("reconnect_ply"), d.reconnectPly);
        o.insert(QStringLiteral("away_ms"), qint64(d.awayMs()));
        if (d.toZoneMs > 0)
            o.insert(QStringLiteral("to_zone_ms"), qint64(d.toZoneMs));
    }
    if (d.movedOffVcs)
        o.insert(QStringLiteral("moved_off_vcs"), true);
    return o;
}

QJsonObject pairingJson(const zone::Pairing &p)
{
    QJsonObject o{{QStringLiteral("round"), p.round},
                  {QStringLiteral("board"), p.board},
                  {QStringLiteral("white"), p.white},
                  {QStringLiteral("black"), p.black},
                  {QStringLiteral("white_id"), p.whiteId},
                  {QStringLiteral("black_id"), p.blackId},
                  {QStringLiteral("white_rating"), p.whiteRating},
                  {QStringLiteral("black_rating"), p.blackRating},
                  {QStringLiteral("time_control"), p.timeControl.toFideString()}};
    if (!p.initialFen.isEmpty())
        o.insert(QStringLiteral("initial_fen"), p.initialFen);
    return o;
}

} // namespace

namespace {

// A move as one JSON object, written directly: the moves are nearly all of a record, and building
// them as QJsonObjects cost a millisecond a game (a thousand games' records every ten seconds).
void appendPlyJson(QByteArray &out, const GameRecord::Ply &p, std::int64_t offset)
{
    out += "{\"ply\":";
    out += QByteArray::number(p.ply);
    out += ",\"san\":";
    const bool plain = std::all_of(p.san.cbegin(), p.san.cend(), [](QChar c) {
        return c.unicode() >= 0x20 && c.unicode() < 0x7f && c != u'"' && c != u'\\';
    });
    if (plain) {
        out += '"';
        out += p.san.toLatin1();
        out += '"';
    } else { // the zone's own text, as QJsonDocument escapes it
        const QByteArray quoted = QJsonDocument(QJsonArray{p.san}).toJson(QJsonDocument::Compact);
        out += quoted.mid(1, quoted.size() - 2);
    }
    out += ",\"received_utc_ms\":";
    out += QByteArray::number(qint64(p.receivedMonotonicMs + offset));
    if (!p.validated)
        out += ",\"validated\":false";
    if (p.whiteMs) {
        out += ",\"white_ms\":";
        out += QByteArray::number(qint64(*p.whiteMs));
    }
    if (p.blackMs) {
        out += ",\"black_ms\":";
        out += QByteArray::number(qint64(*p.blackMs));
    }
    if (p.zoneTimestampMs > 0) {
        out += ",\"zone_ms\":";
        out += QByteArray::number(qint64(p.zoneTimestampMs));
    }
    out += "},";
}

} // namespace

QByteArray GameRecord::toJson(std::int64_t offset, JsonCache *cache) const
{
    // The moves: those written before from the cache, the rest (and always the last) now.
    JsonCache fresh;
    JsonCache &moves = cache ? *cache : fresh;
    if (moves.restarts != restarts || moves.plies > plies.size() || std::abs(moves.utcMinusMonotonicMs - offset) > 1000)
        moves = JsonCache{offset, restarts, 0, {}};
    offset = moves.utcMinusMonotonicMs; // one offset for the whole record
    const std::size_t settled = plies.empty() ? 0 : plies.size() - 1;
    for (std::size_t i = moves.plies; i < settled; ++i)
        appendPlyJson(moves.moves, plies[i], offset);
    moves.plies = std::max(moves.plies, settled);
    QByteArray movesJson = "\"moves\":[" + moves.moves;
    if (!plies.empty())
        appendPlyJson(movesJson, plies.back(), offset);
    if (movesJson.endsWith(','))
        movesJson.chop(1);
    movesJson += "],";

    QJsonObject o;
    o.insert(QStringLiteral("format"), QStringLiteral("arbiter-game-record/1"));
    o.insert(QStringLiteral("game"), id);
    o.insert(QStringLiteral("pairing"), pairingJson(pairing));
    o.insert(QStringLiteral("status"), QString(zone::ZoneStatusInfo::name(status)));
    o.insert(QStringLiteral("result"), result);
    if (winner)
        o.insert(QStringLiteral("winner"), chess::colorKey(*winner));
    if (startedMonotonicMs >= 0)
        o.insert(QStringLiteral("started_utc_ms"), qint64(startedMonotonicMs + offset));
    if (endedMonotonicMs >= 0)
        o.insert(QStringLiteral("ended_utc_ms"), qint64(endedMonotonicMs + offset));
    o.insert(QStringLiteral("restarts"), restarts);
    if (coloursReversed)
        o.insert(QStringLiteral("colours_reversed"), true);

    QJsonArray offers;
    for (const LiveGame::DrawOffer &d : drawOffers)
        offers.append(QJsonObject{{QStringLiteral("ply"), d.ply},
                                  {QStringLiteral("side"), chess::colorKey(d.side)},
                                  {QStringLiteral("received_utc_ms"), qint64(d.receivedMonotonicMs + offset)}});
    o.insert(QStringLiteral("draw_offers"), offers);

    QJsonArray away;
    for (const LiveGame::Disconnection &d : disconnections)
        away.append(absenceJson(d, offset));
    o.insert(QStringLiteral("disconnections"), away);
    QJsonArray offVcs;
    for (const LiveGame::Disconnection &d : vcsAbsences)
        offVcs.append(absenceJson(d, offset));
    o.insert(QStringLiteral("vcs_absences"), offVcs);
    QJsonArray vcsLogJson;
    for (const vcs::VcsEvent &e : vcsLog) {
        QJsonObject v{{QStringLiteral("source"), QString(vcs::VcsEvent::sourceName(e.source))},
                      {QStringLiteral("side"), chess::colorKey(e.side)},
                      {QStringLiteral("received_utc_ms"), qint64(e.monotonicMs + offset)}};
        if (e.utcMs != 0)
            v.insert(QStringLiteral("utc_ms"), qint64(e.utcMs));
        switch (e.type) {
        case vcs::VcsEvent::Type::Presence:
            v.insert(QStringLiteral("type"), QStringLiteral("presence"));
            v.insert(QStringLiteral("on"), e.on);
            break;
        case vcs::VcsEvent::Type::Health:
            v.insert(QStringLiteral("type"), QStringLiteral("health"));
            v.insert(QStringLiteral("feed"), QString(vcs::FeedKinds::name(e.feed)));
            v.insert(QStringLiteral("health"), vcs::FeedHealth::text(e.health)); // as the arbiter read it
            v.insert(QStringLiteral("flags"), int(e.health));
            break;
        case vcs::VcsEvent::Type::Unwatched:
            v.insert(QStringLiteral("type"), QStringLiteral("unwatched"));
            v.insert(QStringLiteral("feed"), QString(vcs::FeedKinds::name(e.feed)));
            break;
        }
        if (!e.detail.isEmpty())
            v.insert(QStringLiteral("detail"), e.detail);
        vcsLogJson.append(v);
    }
    o.insert(QStringLiteral("vcs_log"), vcsLogJson);

    QJsonArray stops;
    for (const LiveGame::Pause &p : pauses) {
        QJsonObject s{{QStringLiteral("ply"), p.ply},
                      {QStringLiteral("from_utc_ms"), qint64(p.fromMonotonicMs + offset)}};
        if (!p.open()) {
            s.insert(QStringLiteral("to_utc_ms"), qint64(p.toMonotonicMs + offset));
            s.insert(QStringLiteral("duration_ms"), qint64(p.durationMs()));
        }
        stops.append(s);
    }
    o.insert(QStringLiteral("pauses"), stops);

    QJsonArray changes;
    for (const LiveGame::ClockAdjustment &a : adjustments)
        changes.append(QJsonObject{{QStringLiteral("ply"), a.ply},
                                   {QStringLiteral("side"), chess::colorKey(a.side)},
                                   {QStringLiteral("delta_ms"), qint64(a.deltaMs)},
                                   {QStringLiteral("received_utc_ms"), qint64(a.receivedMonotonicMs + offset)}});
    o.insert(QStringLiteral("clock_adjustments"), changes);

    QJsonArray findings;
    for (const Anomaly &a : anomalies)
        findings.append(QJsonObject{{QStringLiteral("kind"), QString(Anomaly::kindName(a.kind))},
                                    {QStringLiteral("ply"), a.ply},
                                    {QStringLiteral("article"), a.article},
                                    {QStringLiteral("text"), a.text()},
                                    {QStringLiteral("message"), a.message.toJson()},
                                    {QStringLiteral("received_utc_ms"), qint64(a.receivedMonotonicMs + offset)}});
    o.insert(QStringLiteral("anomalies"), findings);
    // The rest as QJsonDocument writes it, with the moves first.
    const QByteArray rest = QJsonDocument(o).toJson(QJsonDocument::Compact);
    return '{' + movesJson + rest.mid(1);
}

} // namespace arbiter::live
