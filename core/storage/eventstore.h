#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/storage/openerror.h"
#include "core/storage/schema.h"
#include "core/storage/storeconfig.h"
#include "core/storage/storedgame.h"
#include "core/watch/incident.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QDateTime;
class QSqlError;
class QSqlQuery;

namespace arbiter::storage {

class WalSyncer;

// The event's durable state: events with their settings, players and pairings, the incident queue
// with the arbiters' reviews, small per-event values (the chosen sector, …) and the last event
// opened, so the console resumes where it stopped. SQLite file by default; PostgreSQL 15 when an
// arbiter team shares one database. Synchronous: use it on one thread (the zone thread, never the
// GUI thread: an SQLite checkpoint can take tens of milliseconds); Qt SQL connections belong to the
// thread that opened them, so open it on the thread that will use it. Each instance has its own
// named connection, so several stores (threads, tests) never share one.
class EventStore
{
    Q_DECLARE_TR_FUNCTIONS(EventStore)

public:
    using PostgresOptions = storage::PostgresOptions;

    EventStore();
    ~EventStore();
    EventStore(const EventStore &) = delete;
    EventStore &operator=(const EventStore &) = delete;

    // events.sqlite in the application's data directory (QStandardPaths::AppDataLocation).
    static QString defaultSqlitePath();

    // SQLite's application_id of our files ("ArbC"), so another program's database is never taken
    // for ours, nor ours for another program's.
    static constexpr std::int32_t SqliteApplicationId = 0x41726243;

    // How surely a write must outlive a power cut. Durable (the default: rulings, the arbiter's own
    // writes) syncs the log at the commit, on the writer's thread; Relaxed does not wait for the disk:
    // a killed process loses none of it, and a power cut only what was committed since the last sync,
    // which is within WalSyncer::DefaultDelayMs once syncRelaxedCommitsInBackground() is on (the
    // console: incidents, pairings, every game record), otherwise at the database's next checkpoint.
    // PostgreSQL: an asynchronous commit, which the server's WAL writer syncs within a second.
    enum class Durability { Durable, Relaxed };

    // Opens (creating file and folders when missing) and brings the schema up to date. A file that
    // exists is looked at read-only first: one that is not ours (not a database, damaged, another
    // program's, a newer schema) is refused with the reason's kind and never written into. Files of
    // ours from before the application_id marker (schema_version and events tables) get the marker.
    std::optional<OpenError> openSqlite(const QString &path);
    std::optional<OpenError> openPostgres(const PostgresOptions &options);
    // The one or the other, as the configuration says.
    std::optional<OpenError> open(const StoreConfig &config);
    // Renames an SQLite file that cannot be opened (and its -wal, -shm and -journal companions) to
    // "<name>-moved-<yyyyMMdd-HHmmss>.<suffix>" beside it, so a new database can start at its path and
    // nothing is deleted. Returns the new path.
    static Result<QString> moveAside(const QString &path, const QDateTime &when);
    bool isOpen() const;
    void close();
    // SQLite: from now until close(), relaxed commits are put on the disk by a WalSyncer on a
    // thread of its own, within its delay, and only it checkpoints the log (the writer's automatic
    // checkpoints synced the disk in the middle of a commit). Nothing for PostgreSQL or a store not
    // open.
    void syncRelaxedCommitsInBackground();
    // For a domain's own tables (evidence stills, taken as incidents are raised): the statements
    // `work` runs commit as relaxed commits do once syncRelaxedCommitsInBackground() is on, and as
    // they would (synced each) otherwise.
    void withRelaxedCommits(const std::function<void()> &work);
    // The event tables' schema version (SchemaComponent::event()); 0 when not open.
    int schemaVersion() const { return m_version; }
    // Takes a component's tables to its latest version (each step once, in one transaction, under a
    // lock on PostgreSQL); a database whose component is newer than this console knows is refused
    // (`newer` set). The rulings log and the evidence store call it for theirs when first used.
    std::optional<Error> migrate(const SchemaComponent &component, bool *newer = nullptr);
    // A component's version in the open database (0: none yet).
    Result<int> componentVersion(const QString &component);
    // The Qt SQL connection's name (diagnostics; tests use it to inject faults on the same connection).
    QString connectionName() const { return m_connectionName; }
    // For the tables a domain keeps beside the store's own (the rulings log): the dialect, and
    // whether a write may go ahead now (open, and for SQLite still the file that was opened).
    bool isPostgres() const { return m_postgres; }
    // PostgreSQL: asks the server to tell this connection of every NOTIFY on `channel` (another
    // console of the event committed to the table beside it); `onNotify` gets the payload on this
    // thread, while `context` lives. False for SQLite (the caller polls) or when the driver cannot.
    // Notifications stop silently when the server restarts: keep a slow poll beside it.
    bool listen(const QString &channel, QObject *context, std::function<void(const QString &payload)> onNotify);
    std::optional<Error> writable() { return notWritable(); }
    // After a write failed: whether trying it again may succeed (disk full, read-only or removed file,
    // I/O error, a lock, a lost connection) or never will (the database refuses the record itself).
    bool lastFailureMayPass() const { return m_lastFailureMayPass; }

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
    // All incidents of the event, oldest first, with their reviews.
    Result<QList<watch::Incident>> incidents(std::int64_t eventId);

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
    std::optional<OpenError> openDatabase();
    std::optional<OpenError> probeSqlite(const QString &path, bool *legacy);
    void noteFailure(const QSqlError &error);
    Error refuse(const Error &error);
    // notOpen(), and for SQLite that the file at the path is still the one opened: SQLite would
    // otherwise go on writing into a removed file, and every commit would be lost without a word.
    std::optional<Error> notWritable();
    std::optional<Error> exec(QSqlQuery &query, const char *what);
    std::optional<Error> exec(const QString &sql, const char *what);
    std::optional<Error> notOpen() const;
    std::optional<Error> requireEvent(std::int64_t eventId);
    std::optional<Error> inTransaction(const std::function<std::optional<Error>()> &work,
                                       Durability durability = Durability::Durable);
    std::optional<Error> setStoreValue(const QString &key, const QString &value);
    // SQLite: the connection's synchronous level for relaxed commits, or back to FULL (and the
    // syncer told) after them.
    void relaxCommits(bool relaxed);

    QString m_connectionName;
    QSqlDatabase m_db;
    bool m_postgres = false;
    int m_version = 0;
    bool m_lastFailureMayPass = true;
    QString m_path; // the SQLite file
    QByteArray m_fileIdentity; // its device and inode when opened
    std::unique_ptr<WalSyncer> m_syncer;
};

} // namespace arbiter::storage
