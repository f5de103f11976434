#include "core/storage/eventstore.h"

#include "core/storage/schema.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QUrl>
#include <QVariant>

#include <algorithm>

Q_LOGGING_CATEGORY(lcStorage, "arbiter.core.storage")

namespace arbiter::storage {

using event::EventInfo;
using event::PairingRecord;
using event::PlayerRecord;
using watch::Incident;

namespace {
const QString LastEventKey = QStringLiteral("last_event_id");
// Qt binds a null QString as SQL NULL; the text columns are NOT NULL with '' for "none".
// An event's settings (bindEvent's values, then updated_utc_ms and the id).
const char *const UpdateEventSql
    = "UPDATE events SET name = ?, type = ?, time_control = ?, default_time_min = ?, rounds = ?, current_round = ?, "
      "zone_kind = ?, zone_address = ?, zone_reference = ?, zone_round_id = ?, zone_needs_token = ?, "
      "appeal_minutes = ?, traditional_sets = ?, updated_utc_ms = ? WHERE id = ?";

QString text(const QString &value)
{
    return value.isNull() ? QStringLiteral("") : value;
}

// A LocalText as the incidents table keeps it (empty for a literal: `detail` holds that).
QString messageJson(const LocalText &message)
{
    const QJsonValue json = message.toJson();
    if (!json.isObject())
        return QString();
    return QString::fromUtf8(QJsonDocument(json.toObject()).toJson(QJsonDocument::Compact));
}

LocalText messageFromColumns(const QString &json, const QString &detail)
{
    if (json.isEmpty())
        return detail;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return detail; // damaged: the text as first shown
    return LocalText::fromJson(doc.object());
}

std::int64_t nowUtcMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

// The game-zone source as the events table keeps it: a kind name ("lichess_bulk", "lichess_games",
// "lichess_broadcast", "live_pgn_url", "live_pgn_file", "simulator", "none"), the zone's address,
// the id/URL/file it follows, the round, and whether a token must be asked for (never the token).
struct ZoneColumns
{
    QString kind;
    QString address;
    QString reference;
    QString roundId;
    bool needsToken = false;
};

ZoneColumns zoneColumns(const std::optional<zone::ZoneSource> &source)
{
    if (!source)
        return {QStringLiteral("none"), {}, {}, {}, false};
    const zone::ZoneSource &z = *source;
    ZoneColumns c{{}, z.baseUrl.toString(), {}, z.roundId, z.needsToken()};
    switch (z.kind) {
    case zone::ZoneSource::Kind::Lichess:
        if (!z.bulkId.isEmpty())
            c.kind = QStringLiteral("lichess_bulk"), c.reference = z.bulkId;
        else if (!z.broadcastRoundId.isEmpty())
            c.kind = QStringLiteral("lichess_broadcast"), c.reference = z.broadcastRoundId;
        else
            c.kind = QStringLiteral("lichess_games"), c.reference = z.gameIds.join(u' ');
        break;
    case zone::ZoneSource::Kind::LivePgn:
        if (!z.pgnFile.isEmpty())
            c.kind = QStringLiteral("live_pgn_file"), c.reference = z.pgnFile;
        else
            c.kind = QStringLiteral("live_pgn_url"), c.reference = z.pgnUrl.toString();
        break;
    case zone::ZoneSource::Kind::Simulator: c.kind = QStringLiteral("simulator"); break;
    }
    return c;
}

std::optional<zone::ZoneSource> zoneFromColumns(const ZoneColumns &c)
{
    zone::ZoneSource z;
    z.baseUrl = QUrl(c.address);
    z.roundId = c.roundId;
    z.tokenRequired = c.needsToken;
    if (c.kind == QLatin1String("lichess_bulk") || c.kind == QLatin1String("lichess_games")
        || c.kind == QLatin1String("lichess_broadcast")) {
        z.kind = zone::ZoneSource::Kind::Lichess;
        if (c.kind == QLatin1String("lichess_bulk"))
            z.bulkId = c.reference;
        else if (c.kind == QLatin1String("lichess_broadcast"))
            z.broadcastRoundId = c.reference;
        else
            z.gameIds = zone::ZoneSource::parseGameIds(c.reference);
    } else if (c.kind == QLatin1String("live_pgn_url")) {
        z.kind = zone::ZoneSource::Kind::LivePgn;
        z.pgnUrl = QUrl(c.reference);
    } else if (c.kind == QLatin1String("live_pgn_file")) {
        z.kind = zone::ZoneSource::Kind::LivePgn;
        z.pgnFile = c.reference;
    } else if (c.kind == QLatin1String("simulator")) {
        z.kind = zone::ZoneSource::Kind::Simulator;
    } else {
        if (c.kind != QLatin1String("none"))
            qCWarning(lcStorage) << "unknown game-zone kind" << c.kind << "read as none";
        return std::nullopt;
    }
    return z;
}

void bindEvent(QSqlQuery &q, const EventInfo &info)
{
    q.addBindValue(text(info.name));
    q.addBindValue(QString(EventInfo::typeName(info.type)));
    q.addBindValue(text(
        info.timeControl.kind() == clock::TimeControl::Kind::Unknown ? QString() : info.timeControl.toFideString()));
    q.addBindValue(info.defaultTimeMinutes);
    q.addBindValue(info.rounds);
    q.addBindValue(info.currentRound);
    const ZoneColumns zone = zoneColumns(info.zone);
    q.addBindValue(zone.kind);
    q.addBindValue(text(zone.address));
    q.addBindValue(text(zone.reference));
    q.addBindValue(text(zone.roundId));
    q.addBindValue(zone.needsToken ? 1 : 0);
    q.addBindValue(info.appealMinutes);
    q.addBindValue(info.traditionalSets ? 1 : 0);
}

const char *const EventColumns = "id, name, type, time_control, default_time_min, rounds, current_round, zone_kind, "
                                 "zone_address, zone_reference, zone_round_id, zone_needs_token, created_utc_ms, "
                                 "updated_utc_ms, appeal_minutes, traditional_sets";

EventInfo readEvent(const QSqlQuery &q)
{
    EventInfo e;
    e.id = q.value(0).toLongLong();
    e.name = q.value(1).toString();
    e.type = EventInfo::typeFromName(q.value(2).toString()).value_or(EventInfo::Type::SupervisedOnline);
    const QString tc = q.value(3).toString();
    if (!tc.isEmpty()) {
        if (auto parsed = clock::TimeControl::fromFide(tc))
            e.timeControl = parsed.value();
        else
            qCWarning(lcStorage) << "event" << e.id << "has an unreadable time control" << tc;
    }
    e.defaultTimeMinutes = q.value(4).toInt();
    e.rounds = q.value(5).toInt();
    e.currentRound = q.value(6).toInt();
    e.zone = zoneFromColumns({q.value(7).toString(), q.value(8).toString(), q.value(9).toString(),
                              q.value(10).toString(), q.value(11).toInt() != 0});
    e.createdUtcMs = q.value(12).toLongLong();
    e.updatedUtcMs = q.value(13).toLongLong();
    e.appealMinutes = q.value(14).toInt();
    e.traditionalSets = q.value(15).toInt() != 0;
    return e;
}
} // namespace

EventStore::EventStore() = default;

EventStore::~EventStore()
{
    close();
}

QString EventStore::defaultSqlitePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("events.sqlite"));
}

std::optional<OpenError> EventStore::open(const StoreConfig &config)
{
    return config.kind == StoreConfig::Kind::Postgres ? openPostgres(config.postgres) : openSqlite(config.sqlitePath);
}

std::optional<OpenError> EventStore::openSqlite(const QString &path)
{
    close();
    if (auto error = m_db.openSqlite(path))
        return error;
    return migrateEventTables(QFileInfo(path).absoluteFilePath());
}

std::optional<OpenError> EventStore::openPostgres(const PostgresOptions &options)
{
    close();
    if (auto error = m_db.openPostgres(options))
        return error;
    return migrateEventTables(QString());
}

std::optional<OpenError> EventStore::migrateEventTables(const QString &path)
{
    bool newer = false;
    const auto version = m_db.migrate(SchemaComponent::event(), &newer);
    if (!version) {
        close();
        return OpenError{newer ? OpenError::Kind::NewerSchema : OpenError::Kind::Unavailable, version.error().message,
                         path};
    }
    m_version = *version;
    qCInfo(lcStorage) << "event tables of" << m_db.name() << "at schema" << m_version;
    return std::nullopt;
}

void EventStore::close()
{
    m_version = 0;
    m_db.close();
}

std::optional<Error> EventStore::exec(QSqlQuery &query, const char *what)
{
    if (query.exec())
        return std::nullopt;
    return m_db.failure(query, tr(what));
}

std::optional<Error> EventStore::requireEvent(std::int64_t eventId)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT 1 FROM events WHERE id = ?"));
    q.addBindValue(qlonglong(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the event.")))
        return error;
    if (!q.next())
        //: %1: the event's id
        return m_db.refuse(Error{tr("There is no event %1 in the database.").arg(eventId)});
    return std::nullopt;
}

Result<QList<EventInfo>> EventStore::events()
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.prepare(
        QStringLiteral("SELECT %1 FROM events ORDER BY created_utc_ms DESC, id DESC").arg(QLatin1String(EventColumns)));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the list of events.")))
        return *error;
    QList<EventInfo> list;
    while (q.next())
        list.append(readEvent(q));
    return list;
}

Result<std::int64_t> EventStore::createEvent(const EventInfo &info)
{
    if (auto error = m_db.writable())
        return *error;
    if (auto error = info.validate())
        return m_db.refuse(*error);
    const std::int64_t now = nowUtcMs();
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
        "INSERT INTO events (name, type, time_control, default_time_min, rounds, current_round, zone_kind, "
        "zone_address, zone_reference, zone_round_id, zone_needs_token, appeal_minutes, traditional_sets, "
        "created_utc_ms, updated_utc_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"));
    bindEvent(q, info);
    q.addBindValue(qlonglong(now));
    q.addBindValue(qlonglong(now));
    if (auto error = exec(q, QT_TR_NOOP("Could not save the new event.")))
        return *error;
    if (!q.next())
        return Error{tr("The database did not return the new event's number.")};
    return std::int64_t(q.value(0).toLongLong());
}

std::optional<Error> EventStore::updateEvent(const EventInfo &info)
{
    if (auto error = m_db.writable())
        return error;
    if (auto error = info.validate())
        return m_db.refuse(*error);
    QSqlQuery q(m_db.connection());
    q.prepare(QLatin1String(UpdateEventSql));
    bindEvent(q, info);
    q.addBindValue(qlonglong(nowUtcMs()));
    q.addBindValue(qlonglong(info.id));
    if (auto error = exec(q, QT_TR_NOOP("Could not save the event.")))
        return error;
    if (q.numRowsAffected() == 0)
        //: %1: the event's id
        return m_db.refuse(Error{tr("There is no event %1 in the database.").arg(info.id)});
    return std::nullopt;
}

std::optional<Error> EventStore::removeEvent(std::int64_t eventId)
{
    if (auto error = m_db.writable())
        return error;
    return m_db.inTransaction([&]() -> std::optional<Error> {
        // Children first: a database opened without foreign keys (older SQLite tools) must not keep orphans.
        for (const char *table :
             {"players", "pairings", "incidents", "event_values", "vcs_marks", "game_records", "sectors", "events"}) {
            QSqlQuery q(m_db.connection());
            q.prepare(QStringLiteral("DELETE FROM %1 WHERE %2 = ?")
                          .arg(QLatin1String(table),
                               qstrcmp(table, "events") == 0 ? QLatin1String("id") : QLatin1String("event_id")));
            q.addBindValue(qlonglong(eventId));
            if (auto error = exec(q, QT_TR_NOOP("Could not remove the event.")))
                return error;
        }
        return std::nullopt;
    });
}

namespace {

void bindPlayer(QSqlQuery &q, std::int64_t eventId, const PlayerRecord &player)
{
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(player.id);
    q.addBindValue(text(player.name));
    q.addBindValue(text(player.fideId));
    q.addBindValue(text(player.title));
    q.addBindValue(player.rating);
    q.addBindValue(text(player.federation));
    q.addBindValue(text(player.zoneAccount));
    q.addBindValue(text(player.club));
    q.addBindValue(text(player.camUrl));
    q.addBindValue(text(player.screenUrl));
    q.addBindValue(text(player.cam2Url));
    q.addBindValue(text(player.venue));
    q.addBindValue(text(player.assistant));
    q.addBindValue(text(player.assistantAccount));
}

void bindPairing(QSqlQuery &q, std::int64_t eventId, const PairingRecord &pairing)
{
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(pairing.round);
    q.addBindValue(pairing.board);
    q.addBindValue(pairing.whiteId);
    q.addBindValue(text(pairing.white));
    q.addBindValue(pairing.blackId);
    q.addBindValue(text(pairing.black));
    q.addBindValue(text(pairing.zoneGameId));
    q.addBindValue(QString(PairingRecord::resultName(pairing.result)));
    q.addBindValue(pairing.coloursKnown ? 1 : 0);
    q.addBindValue(pairing.shortGame ? 1 : 0);
}

const char *const UpsertPlayer
    = "INSERT INTO players (event_id, start_no, name, fide_id, title, rating, federation, zone_account, club, "
      "feed_cam, feed_screen, feed_cam2, venue, assistant, assistant_account) "
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id, start_no) "
      "DO UPDATE SET name = excluded.name, fide_id = excluded.fide_id, title = excluded.title, "
      "rating = excluded.rating, federation = excluded.federation, club = excluded.club, "
      "zone_account = CASE WHEN excluded.zone_account = '' THEN players.zone_account ELSE excluded.zone_account END, "
      "feed_cam = excluded.feed_cam, feed_screen = excluded.feed_screen, feed_cam2 = excluded.feed_cam2, "
      "venue = excluded.venue, assistant = excluded.assistant, assistant_account = excluded.assistant_account";
const char *const UpsertPairing
    = "INSERT INTO pairings (event_id, round, board, white_no, white_name, black_no, black_name, zone_game_id, "
      "result, colours_known, short_game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id, round, "
      "board) "
      "DO UPDATE SET white_no = excluded.white_no, white_name = excluded.white_name, black_no = excluded.black_no, "
      "black_name = excluded.black_name, result = excluded.result, colours_known = excluded.colours_known, "
      "short_game = excluded.short_game, "
      "zone_game_id = CASE WHEN excluded.zone_game_id = '' THEN pairings.zone_game_id ELSE excluded.zone_game_id END";

} // namespace

std::optional<Error> EventStore::replacePlayersAndPairings(std::int64_t eventId, const QList<PlayerRecord> &players,
                                                           const QList<PairingRecord> &pairings)
{
    if (auto error = m_db.writable())
        return error;
    // The inserts live outside the transaction's work: PostgreSQL can only free a prepared statement
    // after the rollback of a failed transaction.
    QSqlQuery p(m_db.connection());
    QSqlQuery g(m_db.connection());
    return m_db.inTransaction([&]() -> std::optional<Error> {
        if (auto error = requireEvent(eventId))
            return error;
        for (const char *table : {"pairings", "players"}) {
            QSqlQuery q(m_db.connection());
            q.prepare(QStringLiteral("DELETE FROM %1 WHERE event_id = ?").arg(QLatin1String(table)));
            q.addBindValue(qlonglong(eventId));
            if (auto error = exec(q, QT_TR_NOOP("Could not replace the players and pairings.")))
                return error;
        }
        p.prepare(QStringLiteral("INSERT INTO players (event_id, start_no, name, fide_id, title, rating, federation, "
                                 "zone_account, club, feed_cam, feed_screen, feed_cam2, venue, assistant, "
                                 "assistant_account) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const PlayerRecord &player : players) {
            bindPlayer(p, eventId, player);
            if (auto error = exec(p, QT_TR_NOOP("Could not save the players (is a starting number used twice?).")))
                return error;
        }
        g.prepare(QStringLiteral(
            "INSERT INTO pairings (event_id, round, board, white_no, white_name, black_no, "
            "black_name, zone_game_id, result, colours_known, short_game) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        for (const PairingRecord &pairing : pairings) {
            bindPairing(g, eventId, pairing);
            if (auto error = exec(g, QT_TR_NOOP("Could not save the pairings (is a board used twice in a round?).")))
                return error;
        }
        QSqlQuery touch(m_db.connection());
        touch.prepare(QStringLiteral("UPDATE events SET updated_utc_ms = ? WHERE id = ?"));
        touch.addBindValue(qlonglong(nowUtcMs()));
        touch.addBindValue(qlonglong(eventId));
        return exec(touch, QT_TR_NOOP("Could not save the event."));
    });
}

std::optional<Error> EventStore::saveSetup(const event::EventData &before, const event::EventData &after)
{
    if (auto error = m_db.writable())
        return error;
    if (auto error = after.info.validate())
        return m_db.refuse(*error);
    const qlonglong eventId = after.info.id;
    QSqlQuery event(m_db.connection()); // these outlive the rollback, see replacePlayersAndPairings
    QSqlQuery removePlayer(m_db.connection());
    QSqlQuery removePairing(m_db.connection());
    QSqlQuery player(m_db.connection());
    QSqlQuery pairing(m_db.connection());
    return m_db.inTransaction([&]() -> std::optional<Error> {
        if (auto error = requireEvent(eventId))
            return error;
        event.prepare(QLatin1String(UpdateEventSql));
        bindEvent(event, after.info);
        event.addBindValue(qlonglong(nowUtcMs()));
        event.addBindValue(eventId);
        if (auto error = exec(event, QT_TR_NOOP("Could not save the event.")))
            return error;
        QSet<int> keptPlayers;
        for (const PlayerRecord &p : after.players)
            keptPlayers.insert(p.id);
        removePlayer.prepare(QStringLiteral("DELETE FROM players WHERE event_id = ? AND start_no = ?"));
        for (const PlayerRecord &p : before.players) {
            if (keptPlayers.contains(p.id))
                continue;
            removePlayer.addBindValue(eventId);
            removePlayer.addBindValue(p.id);
            if (auto error = exec(removePlayer, QT_TR_NOOP("Could not save the players.")))
                return error;
        }
        QSet<std::pair<int, int>> keptPairings;
        for (const PairingRecord &p : after.pairings)
            keptPairings.insert({p.round, p.board});
        removePairing.prepare(QStringLiteral("DELETE FROM pairings WHERE event_id = ? AND round = ? AND board = ?"));
        for (const PairingRecord &p : before.pairings) {
            if (keptPairings.contains({p.round, p.board}))
                continue;
            removePairing.addBindValue(eventId);
            removePairing.addBindValue(p.round);
            removePairing.addBindValue(p.board);
            if (auto error = exec(removePairing, QT_TR_NOOP("Could not save the pairings.")))
                return error;
        }
        player.prepare(QLatin1String(UpsertPlayer));
        for (const PlayerRecord &p : after.players) {
            if (before.players.contains(p))
                continue; // untouched by the editor
            bindPlayer(player, eventId, p);
            if (auto error = exec(player, QT_TR_NOOP("Could not save the players (is a starting number used twice?).")))
                return error;
        }
        pairing.prepare(QLatin1String(UpsertPairing));
        for (const PairingRecord &p : after.pairings) {
            if (before.pairings.contains(p))
                continue;
            bindPairing(pairing, eventId, p);
            if (auto error
                = exec(pairing, QT_TR_NOOP("Could not save the pairings (is a board used twice in a round?).")))
                return error;
        }
        if (after.venues != before.venues) {
            if (auto problem = event::Venue::check(after.venues))
                return m_db.refuse(*problem);
            if (auto error = setEventValue(eventId, event::Venue::valueKey(),
                                           QString::fromUtf8(event::Venue::toJson(after.venues))))
                return error;
        }
        return std::nullopt;
    });
}

std::optional<Error> EventStore::linkZoneGames(std::int64_t eventId, const QList<ZoneGame> &games,
                                               Durability durability)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery event(m_db.connection());
    QSqlQuery players(m_db.connection());
    QSqlQuery byGame(m_db.connection());
    QSqlQuery byBoard(m_db.connection());
    QSqlQuery account(m_db.connection());
    QSqlQuery insert(m_db.connection());
    return m_db.inTransaction(
        [&]() -> std::optional<Error> {
            event.prepare(QStringLiteral("SELECT current_round FROM events WHERE id = ?"));
            event.addBindValue(qlonglong(eventId));
            if (auto error = exec(event, QT_TR_NOOP("Could not read the event.")))
                return error;
            if (!event.next())
                //: %1: the event's id
                return m_db.refuse(Error{tr("There is no event %1 in the database.").arg(eventId)});
            const int round = event.value(0).toInt();
            // The players, matched in C++ (SQLite's lower() knows only ASCII; names are Unicode).
            struct Known
            {
                int id;
                QString name;
                QString account;
                QString assistant; // Appendix II–III: the assistant's account plays for the player
            };
            QList<Known> known;
            players.prepare(QStringLiteral(
                "SELECT start_no, name, zone_account, assistant_account FROM players WHERE event_id = ?"));
            players.addBindValue(qlonglong(eventId));
            if (auto error = exec(players, QT_TR_NOOP("Could not read the players.")))
                return error;
            while (players.next())
                known.append({players.value(0).toInt(), players.value(1).toString(), players.value(2).toString(),
                              players.value(3).toString()});
            account.prepare(QStringLiteral("UPDATE players SET zone_account = ? WHERE event_id = ? AND start_no = ?"));
            auto playerId = [&](const QString &name, const QString &zoneAccount) -> Result<int> {
                for (Known &p : known) {
                    if (!zoneAccount.isEmpty() && !p.assistant.isEmpty()
                        && p.assistant.compare(zoneAccount, Qt::CaseInsensitive) == 0)
                        return p.id;
                    if (p.name.compare(name, Qt::CaseInsensitive) == 0
                        || (!zoneAccount.isEmpty() && p.account.compare(zoneAccount, Qt::CaseInsensitive) == 0)) {
                        if (p.account.isEmpty() && !zoneAccount.isEmpty()) {
                            p.account = zoneAccount; // the zone tells us the player's account
                            account.addBindValue(zoneAccount);
                            account.addBindValue(qlonglong(eventId));
                            account.addBindValue(p.id);
                            if (auto error = exec(account, QT_TR_NOOP("Could not save the players.")))
                                return *error;
                        }
                        return p.id;
                    }
                }
                return 0;
            };
            // The round's pairings read once (a thousand games linked one by one, each looked up by its
            // game id among all the round's boards, took half a second).
            QSet<QString> linked;
            QSet<int> boards;
            byGame.prepare(QStringLiteral("SELECT board, zone_game_id FROM pairings WHERE event_id = ? AND round = ?"));
            byGame.addBindValue(qlonglong(eventId));
            byGame.addBindValue(round);
            if (auto error = exec(byGame, QT_TR_NOOP("Could not read the pairings.")))
                return error;
            while (byGame.next()) {
                boards.insert(byGame.value(0).toInt());
                if (const QString id = byGame.value(1).toString(); !id.isEmpty())
                    linked.insert(id);
            }
            byBoard.prepare(
                QStringLiteral("UPDATE pairings SET zone_game_id = ? WHERE event_id = ? AND round = ? AND board = ?"));
            insert.prepare(
                QStringLiteral("INSERT INTO pairings (event_id, round, board, white_no, white_name, black_no, "
                               "black_name, zone_game_id, result, colours_known, short_game) VALUES (?, ?, ?, ?, ?, ?, "
                               "?, ?, ?, ?, ?)"));
            for (const ZoneGame &game : games) {
                // The pairing program's players stay as they are: only the game id is learnt, for the
                // pairing that has the game already, else for the one on its board.
                if (linked.contains(game.gameId))
                    continue;
                linked.insert(game.gameId);
                if (boards.contains(game.board)) {
                    byBoard.addBindValue(text(game.gameId));
                    byBoard.addBindValue(qlonglong(eventId));
                    byBoard.addBindValue(round);
                    byBoard.addBindValue(game.board);
                    if (auto error = exec(byBoard, QT_TR_NOOP("Could not save the pairings.")))
                        return error;
                    continue;
                }
                boards.insert(game.board);
                PairingRecord p;
                p.round = round;
                p.board = game.board;
                p.white = game.white;
                p.black = game.black;
                const auto white = playerId(game.white, game.whiteAccount);
                if (!white)
                    return white.error();
                const auto black = playerId(game.black, game.blackAccount);
                if (!black)
                    return black.error();
                p.whiteId = white.value();
                p.blackId = black.value();
                p.zoneGameId = game.gameId;
                bindPairing(insert, eventId, p);
                if (auto error
                    = exec(insert, QT_TR_NOOP("Could not save the pairings (is a board used twice in a round?).")))
                    return error;
            }
            return std::nullopt;
        },
        durability);
}

Result<event::EventData> EventStore::loadEvent(std::int64_t eventId)
{
    if (auto error = m_db.notOpen())
        return *error;
    event::EventData data;
    QSqlQuery e(m_db.connection());
    e.prepare(QStringLiteral("SELECT %1 FROM events WHERE id = ?").arg(QLatin1String(EventColumns)));
    e.addBindValue(qlonglong(eventId));
    if (auto error = exec(e, QT_TR_NOOP("Could not read the event.")))
        return *error;
    if (!e.next())
        //: %1: the event's id
        return m_db.refuse(Error{tr("There is no event %1 in the database.").arg(eventId)});
    data.info = readEvent(e);

    QSqlQuery p(m_db.connection());
    p.prepare(QStringLiteral("SELECT start_no, name, fide_id, title, rating, federation, zone_account, club, feed_cam, "
                             "feed_screen, feed_cam2, venue, assistant, assistant_account FROM players "
                             "WHERE event_id = ? ORDER BY start_no"));
    p.addBindValue(qlonglong(eventId));
    if (auto error = exec(p, QT_TR_NOOP("Could not read the players.")))
        return *error;
    while (p.next()) {
        PlayerRecord r;
        r.id = p.value(0).toInt();
        r.name = p.value(1).toString();
        r.fideId = p.value(2).toString();
        r.title = p.value(3).toString();
        r.rating = p.value(4).toInt();
        r.federation = p.value(5).toString();
        r.zoneAccount = p.value(6).toString();
        r.club = p.value(7).toString();
        r.camUrl = p.value(8).toString();
        r.screenUrl = p.value(9).toString();
        r.cam2Url = p.value(10).toString();
        r.venue = p.value(11).toString();
        r.assistant = p.value(12).toString();
        r.assistantAccount = p.value(13).toString();
        data.players.append(r);
    }

    QSqlQuery g(m_db.connection());
    g.prepare(QStringLiteral("SELECT round, board, white_no, white_name, black_no, black_name, zone_game_id, result, "
                             "colours_known, short_game FROM pairings WHERE event_id = ? ORDER BY round, board"));
    g.addBindValue(qlonglong(eventId));
    if (auto error = exec(g, QT_TR_NOOP("Could not read the pairings.")))
        return *error;
    while (g.next()) {
        PairingRecord r;
        r.round = g.value(0).toInt();
        r.board = g.value(1).toInt();
        r.whiteId = g.value(2).toInt();
        r.white = g.value(3).toString();
        r.blackId = g.value(4).toInt();
        r.black = g.value(5).toString();
        r.zoneGameId = g.value(6).toString();
        r.result = PairingRecord::resultFromName(g.value(7).toString()).value_or(PairingRecord::Result::None);
        r.coloursKnown = g.value(8).toInt() != 0;
        r.shortGame = g.value(9).toInt() != 0;
        data.pairings.append(r);
    }
    // A list that does not read is an error, as an unreadable player would be: never dropped silently.
    auto venues = eventValue(eventId, event::Venue::valueKey());
    if (!venues)
        return venues.error();
    if (venues.value()) {
        auto parsed = event::Venue::fromJson(venues.value()->toUtf8());
        if (!parsed)
            return parsed.error();
        data.venues = parsed.value();
    }
    return data;
}

std::optional<Error> EventStore::setStoreValue(const QString &key, const QString &value)
{
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO store_values (value_key, value) VALUES (?, ?) "
                             "ON CONFLICT (value_key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(text(key));
    q.addBindValue(text(value));
    return exec(q, QT_TR_NOOP("Could not save the console's state."));
}

Result<std::optional<std::int64_t>> EventStore::lastOpenedEvent()
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    // Only an event that still exists counts.
    q.prepare(
        QStringLiteral("SELECT e.id FROM store_values s JOIN events e ON %1 = e.id WHERE s.value_key = ?")
            .arg(m_db.isPostgres() ? QLatin1String("s.value::BIGINT") : QLatin1String("CAST(s.value AS INTEGER)")));
    q.addBindValue(LastEventKey);
    if (auto error = exec(q, QT_TR_NOOP("Could not read the console's state.")))
        return *error;
    if (!q.next())
        return std::optional<std::int64_t>();
    return std::optional<std::int64_t>(q.value(0).toLongLong());
}

std::optional<Error> EventStore::setLastOpenedEvent(std::int64_t eventId)
{
    if (auto error = m_db.writable())
        return error;
    if (auto error = requireEvent(eventId))
        return error;
    return setStoreValue(LastEventKey, QString::number(eventId));
}

std::optional<Error> EventStore::upsertIncidents(std::int64_t eventId, const QList<Incident> &incidents,
                                                 Durability durability)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery q(m_db.connection()); // outlives the rollback, see replacePlayersAndPairings
    return m_db.inTransaction(
        [&]() -> std::optional<Error> {
            q.prepare(QStringLiteral(
                "INSERT INTO incidents (event_id, incident_key, kind, game_id, board, white, black, ply, article, "
                "detail, "
                "detail_message, side, detected_utc_ms, still_open) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (event_id, incident_key) DO UPDATE SET kind = excluded.kind, game_id = excluded.game_id, "
                "board = excluded.board, white = excluded.white, black = excluded.black, ply = excluded.ply, "
                "article = excluded.article, detail = excluded.detail, detail_message = excluded.detail_message, side "
                "= "
                "excluded.side, "
                "still_open = excluded.still_open"));
            for (const Incident &i : incidents) {
                if (i.key.isEmpty())
                    return m_db.refuse(Error{tr("An incident without a key cannot be stored.")});
                q.addBindValue(qlonglong(eventId));
                q.addBindValue(text(i.key));
                q.addBindValue(QString(Incident::kindName(i.kind)));
                q.addBindValue(text(i.gameId));
                q.addBindValue(i.board);
                q.addBindValue(text(i.white));
                q.addBindValue(text(i.black));
                q.addBindValue(i.ply);
                q.addBindValue(text(i.article));
                q.addBindValue(text(i.text()));
                q.addBindValue(text(messageJson(i.message)));
                q.addBindValue(!i.side                       ? QStringLiteral("")
                                   : *i.side == chess::White ? QStringLiteral("white")
                                                             : QStringLiteral("black"));
                q.addBindValue(qlonglong(i.utcMs));
                q.addBindValue(i.open ? 1 : 0);
                if (auto error = exec(q, QT_TR_NOOP("Could not save an incident.")))
                    return error;
            }
            return std::nullopt;
        },
        durability);
}

std::optional<Error> EventStore::setIncidentReview(std::int64_t eventId, const QString &key,
                                                   Incident::ReviewState state, const QString &note,
                                                   const QString &arbiter, std::int64_t utcMs)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("UPDATE incidents SET review_state = ?, review_note = ?, reviewed_by = ?, "
                             "reviewed_utc_ms = ? WHERE event_id = ? AND incident_key = ?"));
    q.addBindValue(QString(Incident::reviewStateName(state)));
    q.addBindValue(text(note));
    q.addBindValue(text(arbiter));
    q.addBindValue(qlonglong(utcMs));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(key));
    if (auto error = exec(q, QT_TR_NOOP("Could not save the review of the incident.")))
        return error;
    if (q.numRowsAffected() == 0)
        //: %1: the incident's key
        return m_db.refuse(Error{tr("The incident %1 is not in the database.").arg(key)});
    return std::nullopt;
}

std::optional<Error> EventStore::addVcsMark(std::int64_t eventId, const VcsMark &mark)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO vcs_marks (event_id, game_id, side, on_vcs, utc_ms, marked_by, origin) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)"));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(mark.gameId));
    q.addBindValue(mark.white ? QStringLiteral("white") : QStringLiteral("black"));
    q.addBindValue(mark.onVcs ? 1 : 0);
    q.addBindValue(qlonglong(mark.utcMs));
    q.addBindValue(text(mark.markedBy));
    q.addBindValue(text(mark.origin));
    return exec(q, QT_TR_NOOP("Could not save the VCS mark."));
}

Result<QList<EventStore::VcsMark>> EventStore::vcsMarks(std::int64_t eventId)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT id, game_id, side, on_vcs, utc_ms, marked_by, origin FROM vcs_marks "
                             "WHERE event_id = ? ORDER BY id"));
    q.addBindValue(qlonglong(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the VCS marks.")))
        return *error;
    QList<VcsMark> marks;
    while (q.next()) {
        VcsMark m;
        m.id = q.value(0).toLongLong();
        m.gameId = q.value(1).toString();
        m.white = q.value(2).toString() == QLatin1String("white");
        m.onVcs = q.value(3).toInt() != 0;
        m.utcMs = q.value(4).toLongLong();
        m.markedBy = q.value(5).toString();
        m.origin = q.value(6).toString();
        marks.append(m);
    }
    return marks;
}

namespace {
constexpr auto SectorColumns = "arbiter, boards, players, assigned_by, assigned_utc_ms, handed_from, note";
} // namespace

Result<QList<event::Sector>> EventStore::sectors(std::int64_t eventId)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM sectors WHERE event_id = ? ORDER BY lower(arbiter)")
                  .arg(QLatin1String(SectorColumns)));
    q.addBindValue(qlonglong(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the sectors.")))
        return *error;
    QList<event::Sector> list;
    while (q.next()) {
        event::Sector s;
        s.arbiter = q.value(0).toString();
        s.boards = q.value(1).toString();
        s.players = q.value(2).toString();
        s.assignedBy = q.value(3).toString();
        s.assignedUtcMs = q.value(4).toLongLong();
        s.handedFrom = q.value(5).toString();
        s.note = q.value(6).toString();
        list.append(s);
    }
    return list;
}

std::optional<Error> EventStore::writeSector(std::int64_t eventId, const event::Sector &sector)
{
    QSqlQuery q(m_db.connection());
    if (sector.isEmpty()) {
        q.prepare(QStringLiteral("DELETE FROM sectors WHERE event_id = ? AND arbiter = ?"));
        q.addBindValue(qlonglong(eventId));
        q.addBindValue(text(sector.arbiter));
        return exec(q, QT_TR_NOOP("Could not save the sector."));
    }
    q.prepare(QStringLiteral("INSERT INTO sectors (event_id, %1) VALUES (?, ?, ?, ?, ?, ?, ?, ?) "
                             "ON CONFLICT (event_id, arbiter) DO UPDATE SET boards = excluded.boards, "
                             "players = excluded.players, assigned_by = excluded.assigned_by, "
                             "assigned_utc_ms = excluded.assigned_utc_ms, handed_from = excluded.handed_from, "
                             "note = excluded.note")
                  .arg(QLatin1String(SectorColumns)));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(sector.arbiter));
    q.addBindValue(text(sector.boards.trimmed()));
    q.addBindValue(text(sector.players.trimmed()));
    q.addBindValue(text(sector.assignedBy));
    q.addBindValue(qlonglong(sector.assignedUtcMs));
    q.addBindValue(text(sector.handedFrom));
    q.addBindValue(text(sector.note));
    return exec(q, QT_TR_NOOP("Could not save the sector."));
}

std::optional<Error> EventStore::setSector(std::int64_t eventId, const event::Sector &sector)
{
    if (auto error = m_db.writable())
        return error;
    if (auto error = sector.check())
        return m_db.refuse(*error);
    if (auto error = requireEvent(eventId))
        return error;
    return writeSector(eventId, sector);
}

std::optional<Error> EventStore::handOverSector(std::int64_t eventId, const QString &from, const QString &to,
                                                const QString &by, const QString &note, std::int64_t utcMs)
{
    if (auto error = m_db.writable())
        return error;
    if (from.compare(to, Qt::CaseInsensitive) == 0 || to.trimmed().isEmpty())
        return m_db.refuse(Error{tr("A sector is handed over to another arbiter.")});
    return m_db.inTransaction([&]() -> std::optional<Error> {
        auto all = sectors(eventId);
        if (!all)
            return all.error();
        std::optional<event::Sector> given, taker;
        for (const event::Sector &s : *all) {
            if (s.arbiter.compare(from, Qt::CaseInsensitive) == 0)
                given = s;
            else if (s.arbiter.compare(to, Qt::CaseInsensitive) == 0)
                taker = s;
        }
        if (!given)
            //: %1: the arbiter
            return Error{tr("%1 has no sector to hand over.").arg(from)};
        event::Sector now = taker ? taker->merged(*given) : *given;
        now.arbiter = taker ? taker->arbiter : to.trimmed();
        now.assignedBy = by;
        now.assignedUtcMs = utcMs;
        now.handedFrom = given->arbiter;
        now.note = note;
        if (auto error = writeSector(eventId, now))
            return error;
        event::Sector gone;
        gone.arbiter = given->arbiter;
        return writeSector(eventId, gone);
    });
}

Result<QList<Incident>> EventStore::incidents(std::int64_t eventId, const QString &key)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral(
                  "SELECT incident_key, kind, game_id, board, white, black, ply, article, detail, "
                  "detected_utc_ms, still_open, review_state, review_note, reviewed_by, reviewed_utc_ms, "
                  "detail_message, side FROM incidents WHERE event_id = ?%1 ORDER BY detected_utc_ms, incident_key")
                  .arg(key.isEmpty() ? QString() : QStringLiteral(" AND incident_key = ?")));
    q.addBindValue(qlonglong(eventId));
    if (!key.isEmpty())
        q.addBindValue(key);
    if (auto error = exec(q, QT_TR_NOOP("Could not read the incidents.")))
        return *error;
    QList<Incident> list;
    while (q.next()) {
        Incident i;
        i.key = q.value(0).toString();
        i.kind = Incident::kindFromName(q.value(1).toString()).value_or(Incident::Kind::ZoneData);
        i.gameId = q.value(2).toString();
        i.board = q.value(3).toInt();
        i.white = q.value(4).toString();
        i.black = q.value(5).toString();
        i.ply = q.value(6).toInt();
        i.article = q.value(7).toString();
        i.message = messageFromColumns(q.value(15).toString(), q.value(8).toString());
        if (const QString side = q.value(16).toString(); side == QLatin1String("white"))
            i.side = chess::White;
        else if (side == QLatin1String("black"))
            i.side = chess::Black;
        i.utcMs = q.value(9).toLongLong();
        i.open = q.value(10).toInt() != 0;
        i.reviewState = Incident::reviewStateFromName(q.value(11).toString()).value_or(Incident::ReviewState::Open);
        i.reviewNote = q.value(12).toString();
        i.reviewedBy = q.value(13).toString();
        i.reviewedUtcMs = q.value(14).toLongLong();
        list.append(i);
    }
    return list;
}

std::optional<Error> EventStore::saveGameRecords(std::int64_t eventId, const QList<StoredGame> &games,
                                                 Durability durability)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery q(m_db.connection()); // outlives the rollback, see replacePlayersAndPairings
    return m_db.inTransaction(
        [&]() -> std::optional<Error> {
            q.prepare(QStringLiteral(
                "INSERT INTO game_records (event_id, game_id, attempt, round, board, white, black, status, result, "
                "plies, record, pgn, updated_utc_ms) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (event_id, game_id, attempt) DO UPDATE SET round = excluded.round, board = "
                "excluded.board, "
                "white = excluded.white, black = excluded.black, status = excluded.status, result = excluded.result, "
                "plies = excluded.plies, record = excluded.record, pgn = excluded.pgn, "
                "updated_utc_ms = excluded.updated_utc_ms"));
            for (const StoredGame &g : games) {
                if (g.gameId.isEmpty())
                    return m_db.refuse(Error{tr("A game record without a game id cannot be stored.")});
                q.addBindValue(qlonglong(eventId));
                q.addBindValue(text(g.gameId));
                q.addBindValue(g.attempt);
                q.addBindValue(text(g.round));
                q.addBindValue(g.board);
                q.addBindValue(text(g.white));
                q.addBindValue(text(g.black));
                q.addBindValue(text(g.status));
                q.addBindValue(text(g.result));
                q.addBindValue(g.plies);
                q.addBindValue(text(QString::fromUtf8(g.record)));
                q.addBindValue(text(QString::fromUtf8(g.pgn)));
                q.addBindValue(qlonglong(g.updatedUtcMs));
                if (auto error = exec(q, QT_TR_NOOP("Could not save a game's record.")))
                    return error;
            }
            return std::nullopt;
        },
        durability);
}

namespace {
StoredGame storedGameAt(const QSqlQuery &q, bool withBodies)
{
    StoredGame g;
    g.gameId = q.value(0).toString();
    g.attempt = q.value(1).toInt();
    g.round = q.value(2).toString();
    g.board = q.value(3).toInt();
    g.white = q.value(4).toString();
    g.black = q.value(5).toString();
    g.status = q.value(6).toString();
    g.result = q.value(7).toString();
    g.plies = q.value(8).toInt();
    g.updatedUtcMs = q.value(9).toLongLong();
    if (withBodies) {
        g.record = q.value(10).toString().toUtf8();
        g.pgn = q.value(11).toString().toUtf8();
    }
    return g;
}

QString storedGameColumns(bool withBodies)
{
    return QStringLiteral("game_id, attempt, round, board, white, black, status, result, plies, updated_utc_ms")
        + (withBodies ? QStringLiteral(", record, pgn") : QString());
}
} // namespace

Result<QList<StoredGame>> EventStore::gameRecords(std::int64_t eventId, bool withBodies)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM game_records WHERE event_id = ? ORDER BY round, board, game_id, attempt")
                  .arg(storedGameColumns(withBodies)));
    q.addBindValue(qlonglong(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the games' records.")))
        return *error;
    QList<StoredGame> list;
    while (q.next())
        list.append(storedGameAt(q, withBodies));
    return list;
}

Result<std::optional<StoredGame>> EventStore::gameRecord(std::int64_t eventId, const QString &gameId, int attempt)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.setForwardOnly(true);
    q.prepare(QStringLiteral("SELECT %1 FROM game_records WHERE event_id = ? AND game_id = ?%2 "
                             "ORDER BY attempt DESC LIMIT 1")
                  .arg(storedGameColumns(true), attempt >= 0 ? QStringLiteral(" AND attempt = ?") : QString()));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(gameId));
    if (attempt >= 0)
        q.addBindValue(attempt);
    if (auto error = exec(q, QT_TR_NOOP("Could not read the games' records.")))
        return *error;
    if (!q.next())
        return std::optional<StoredGame>();
    return std::optional<StoredGame>(storedGameAt(q, true));
}

std::optional<Error> EventStore::setEventValue(std::int64_t eventId, const QString &key, const QString &value)
{
    if (auto error = m_db.writable())
        return error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("INSERT INTO event_values (event_id, value_key, value) VALUES (?, ?, ?) "
                             "ON CONFLICT (event_id, value_key) DO UPDATE SET value = excluded.value"));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(key));
    q.addBindValue(text(value));
    return exec(q, QT_TR_NOOP("Could not save the event's state."));
}

Result<std::optional<QString>> EventStore::eventValue(std::int64_t eventId, const QString &key)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT value FROM event_values WHERE event_id = ? AND value_key = ?"));
    q.addBindValue(qlonglong(eventId));
    q.addBindValue(text(key));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the event's state.")))
        return *error;
    if (!q.next())
        return std::optional<QString>();
    return std::optional<QString>(q.value(0).toString());
}

Result<QHash<QString, QString>> EventStore::eventValues(std::int64_t eventId)
{
    if (auto error = m_db.notOpen())
        return *error;
    QSqlQuery q(m_db.connection());
    q.prepare(QStringLiteral("SELECT value_key, value FROM event_values WHERE event_id = ?"));
    q.addBindValue(qlonglong(eventId));
    if (auto error = exec(q, QT_TR_NOOP("Could not read the event's state.")))
        return *error;
    QHash<QString, QString> values;
    while (q.next())
        values.insert(q.value(0).toString(), q.value(1).toString());
    return values;
}

} // namespace arbiter::storage
