#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/event/sector.h"
#include "core/storage/database.h"
#include "core/storage/openerror.h"
#include "core/storage/schema.h"
#include "core/storage/storeconfig.h"
#include "core/storage/storedgame.h"
#include "core/watch/incident.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

class QSqlQuery;

namespace arbiter::storage {

// The event's durable state: events with their settings, players and pairings, the incident queue
// with the arbiters' reviews, small per-event values (the chosen sector, …) and the last event
// opened, so the console resumes where it stopped. Its tables are the component "event" of a
// storage::Database (an SQLite file by default; PostgreSQL 15 when an arbiter team shares one
// database), which it owns; the rulings log and the evidence store keep theirs in the same database.
// Synchronous: use it on one thread (the session thread, never the GUI thread), the one it was
// opened on.
class EventStore
{
    Q_DECLARE_TR_FUNCTIONS(EventStore)

public:
    using PostgresOptions = storage::PostgresOptions;
    using Durability = Database::Durability;

    EventStore();
    ~EventStore();
    EventStore(const EventStore &) = delete;
    EventStore &operator=(const EventStore &) = delete;

    // events.sqlite in the application's data directory (QStandardPaths::AppDataLocation).
    static QString defaultSqlitePath();

    // Opens the database (Database::openSqlite(), openPostgres(): a file not ours is refused and never
    // written into) and brings the event tables up to date.
    std::optional<OpenError> openSqlite(const QString &path);
    std::optional<OpenError> openPostgres(const PostgresOptions &options);
    // The one or the other, as the configuration says.
    std::optional<OpenError> open(const StoreConfig &config);
    bool isOpen() const { return m_db.isOpen(); }
    void close();
    // The database the event's tables are in, for the components beside them and for the session
    // (transactions, durability, listening).
    Database &database() { return m_db; }
    const Database &database() const { return m_db; }
    // The event tables' schema version (SchemaComponent::event()); 0 when not open.
    int schemaVersion() const { return m_version; }

    // Events, newest first.
    Result<QList<event::EventInfo>> events();
    // Stores a new event (info.id is ignored) and returns its id.
    Result<std::int64_t> createEvent(const event::EventInfo &info);
    std::optional<Error> updateEvent(const event::EventInfo &info);
    std::optional<Error> removeEvent(std::int64_t eventId);
    // Replaces all players and pairings of the event in one transaction (an import, a new round).
    std::optional<Error> replacePlayersAndPairings(std::int64_t eventId, const QList<event::PlayerRecord> &players,
                                                   const QList<event::PairingRecord> &pairings);
    Result<event::EventData> loadEvent(std::int64_t eventId);
    // The arbiter's edits of the set-up, as targeted statements: what `before` (the set-up the
    // editor started from) had and `after` lacks is deleted, what `after` adds or changes is
    // written, and rows nobody touched stay as they are, so what the zone linked meanwhile (a
    // pairing it added, a game id, a player's account) is never undone. Players are keyed by
    // starting number, pairings by round and board; an empty zone game id or account never erases
    // a stored one.
    std::optional<Error> saveSetup(const event::EventData &before, const event::EventData &after);
    // A game of the zone, for the pairing of the event's current round it belongs to.
    struct ZoneGame
    {
        QString gameId;
        int board = 0;
        QString white; // the zone's names and accounts
        QString whiteAccount;
        QString black;
        QString blackAccount;
    };
    // Links the zone's games to the pairings of the event's current round: a pairing that has the game or its
    // board learns the game id (the pairing program's players stay); a game without one becomes a
    // pairing, its players found by name or zone account (a player found by name learns the
    // account). One transaction, targeted statements.
    std::optional<Error> linkZoneGames(std::int64_t eventId, const QList<ZoneGame> &games,
                                       Durability durability = Durability::Durable);

    // The event the console had open last; nullopt when none (or it was removed).
    Result<std::optional<std::int64_t>> lastOpenedEvent();
    std::optional<Error> setLastOpenedEvent(std::int64_t eventId);

    // From the detector: inserts new incidents and updates known ones (same key) — text, open,
    // ply — keeping when each was first detected and the arbiter's review. One transaction.
    std::optional<Error> upsertIncidents(std::int64_t eventId, const QList<watch::Incident> &incidents,
                                         Durability durability = Durability::Durable);
    // The arbiter's review of one incident. Fails when the incident is not stored.
    std::optional<Error> setIncidentReview(std::int64_t eventId, const QString &key, watch::Incident::ReviewState state,
                                           const QString &note, const QString &arbiter, std::int64_t utcMs);
    // All incidents of the event, oldest first, with their reviews (or only the one of `key`).
    Result<QList<watch::Incident>> incidents(std::int64_t eventId, const QString &key = {});

    // An arbiter's mark that a player went off or came back on the video conference (Art. 13.4),
    // kept so every console of a team event applies it. `origin` names the console that made it.
    struct VcsMark
    {
        std::int64_t id = 0; // numbered by the database
        QString gameId;
        bool white = true;
        bool onVcs = false;
        std::int64_t utcMs = 0;
        QString markedBy;
        QString origin;
    };
    std::optional<Error> addVcsMark(std::int64_t eventId, const VcsMark &mark);
    // The event's marks in the order they were numbered.
    Result<QList<VcsMark>> vcsMarks(std::int64_t eventId);

    // Art. 10.3.1: the arbiters' sectors, by arbiter. setSector() replaces one arbiter's (an empty
    // sector takes it away); handOverSector() gives `from`'s sector to `to` (added to what `to` has)
    // in one transaction, noting who handed it over and the note. Who may do either is the caller's
    // check (event::Sector::refusal()) and, on a team event, the server's.
    Result<QList<event::Sector>> sectors(std::int64_t eventId);
    std::optional<Error> setSector(std::int64_t eventId, const event::Sector &sector);
    std::optional<Error> handOverSector(std::int64_t eventId, const QString &from, const QString &to, const QString &by,
                                        const QString &note, std::int64_t utcMs);

    // Art. 3.7: the games' records, written as they change and when they end (insert or replace by
    // game and attempt). One transaction.
    std::optional<Error> saveGameRecords(std::int64_t eventId, const QList<StoredGame> &games,
                                         Durability durability = Durability::Durable);
    // The event's stored games by round, board and attempt; `withBodies` false leaves record and
    // pgn empty (a listing).
    Result<QList<StoredGame>> gameRecords(std::int64_t eventId, bool withBodies = true);
    // One game's latest attempt (or `attempt` when >= 0); nullopt when the event holds none.
    Result<std::optional<StoredGame>> gameRecord(std::int64_t eventId, const QString &gameId, int attempt = -1);

    // Small per-event state the console keeps between sessions.
    std::optional<Error> setEventValue(std::int64_t eventId, const QString &key, const QString &value);
    Result<std::optional<QString>> eventValue(std::int64_t eventId, const QString &key);
    Result<QHash<QString, QString>> eventValues(std::int64_t eventId);

private:
    std::optional<OpenError> migrateEventTables(const QString &path);
    // Runs a prepared statement; on failure, "`what` The database said: …" (`what` translated only
    // then).
    std::optional<Error> exec(QSqlQuery &query, const char *what);
    std::optional<Error> requireEvent(std::int64_t eventId);
    std::optional<Error> setStoreValue(const QString &key, const QString &value);
    std::optional<Error> writeSector(std::int64_t eventId, const event::Sector &sector);

    Database m_db;
    int m_version = 0;
};

} // namespace arbiter::storage
