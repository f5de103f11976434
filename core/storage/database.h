#pragma once

#include "core/common/result.h"
#include "core/storage/openerror.h"
#include "core/storage/schema.h"
#include "core/storage/storeconfig.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

class QDateTime;
class QObject;
class QSqlError;
class QSqlQuery;

namespace arbiter::storage {

class WalSyncer;

// One event database: an SQLite file (one console) or a PostgreSQL connection (an arbiter team). It
// owns the Qt SQL connection, knows its dialect, runs transactions and their durability, looks at a
// file before writing into it, tells whether the file is still the one opened, listens for other
// consoles' notifications, and runs the numbered migrations of each component that keeps tables in
// it (the event's, the rulings log's, the evidence store's), with a version per component. What the
// tables hold is the components' business (EventStore, SqlRulingLog, EvidenceStore).
//
// Synchronous: use it on one thread (the session thread, never the GUI thread: an SQLite checkpoint
// can take tens of milliseconds). A Qt SQL connection belongs to the thread that opened it. Each
// instance has its own named connection, so several databases (threads, tests) never share one.
class Database
{
    Q_DECLARE_TR_FUNCTIONS(Database)

public:
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

    Database();
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // Opens (creating file and folders when missing). A file that exists is looked at read-only
    // first: one that is not ours (not a database, damaged, another program's) is refused with the
    // reason's kind and never written into. Files of ours from before the application_id marker
    // (schema_version and events tables) are let through and get the marker at their first
    // migration. No table is made here: the components migrate theirs.
    std::optional<OpenError> openSqlite(const QString &path);
    std::optional<OpenError> openPostgres(const PostgresOptions &options);
    // Renames an SQLite file that cannot be opened (and its -wal, -shm and -journal companions) to
    // "<name>-moved-<yyyyMMdd-HHmmss>.<suffix>" beside it, so a new database can start at its path and
    // nothing is deleted. Returns the new path.
    static Result<QString> moveAside(const QString &path, const QDateTime &when);
    bool isOpen() const;
    void close();

    bool isPostgres() const { return m_postgres; }
    // PostgreSQL: what the connection was opened with (without the password).
    const PostgresOptions &serverOptions() const { return m_serverOptions; }
    Schema::Dialect dialect() const { return m_postgres ? Schema::Dialect::Postgres : Schema::Dialect::Sqlite; }
    // The connection, for a component's queries (QSqlQuery q(db.connection())).
    QSqlDatabase connection() const { return m_db; }
    // The Qt SQL connection's name (diagnostics; tests use it to inject faults on the same connection).
    QString connectionName() const { return m_connectionName; }
    // The database's name as its driver knows it (the SQLite file, the PostgreSQL database).
    QString name() const { return m_db.databaseName(); }

    // Takes a component's tables to its latest version (each step once, in one transaction, under a
    // lock on PostgreSQL); a database whose component is newer than this console knows is refused
    // (`newer` set). Returns the version the component has now.
    Result<int> migrate(const SchemaComponent &component, bool *newer = nullptr);
    // A component's version in the open database (0: none yet).
    Result<int> componentVersion(const QString &component);

    // Runs `work` in one transaction and commits it (rolls back when `work` returns an error).
    std::optional<Error> inTransaction(const std::function<std::optional<Error>()> &work,
                                       Durability durability = Durability::Durable);
    // SQLite: from now until close(), relaxed commits are put on the disk by a WalSyncer on a
    // thread of its own, within its delay, and only it checkpoints the log (the writer's automatic
    // checkpoints synced the disk in the middle of a commit). Nothing for PostgreSQL or a database
    // not open.
    void syncRelaxedCommitsInBackground();
    // For statements run outside inTransaction() (evidence stills, taken as incidents are raised):
    // they commit as relaxed commits do once syncRelaxedCommitsInBackground() is on, and as they
    // would (synced each) otherwise.
    void withRelaxedCommits(const std::function<void()> &work);

    // PostgreSQL: asks the server to tell this connection of every NOTIFY on `channel` (another
    // console of the event committed to the table beside it); `onNotify` gets the payload on this
    // thread, while `context` lives. False for SQLite (the caller polls) or when the driver cannot.
    // Notifications stop silently when the server restarts: keep a slow poll beside it.
    bool listen(const QString &channel, QObject *context, std::function<void(const QString &payload)> onNotify);
    // PostgreSQL: whether the server answers now (a trivial query); SQLite: whether the file is open.
    bool serverAnswers();
    // PostgreSQL: opens the connection anew (after a restart, a network cut, a failover) and listens
    // on every channel it listened on before. Nothing for SQLite.
    std::optional<Error> reconnect();
    // PostgreSQL: whether commits wait for the synchronous standby (the server's setting; true) or
    // only for the primary's disk (false: the standby is down and the event goes on without it).
    void setSynchronousCommit(bool waitForStandby);

    // Whether a write may go ahead now: open, and for SQLite the file at the path still the one
    // opened (SQLite would otherwise go on writing into a removed file, and every commit would be
    // lost without a word).
    std::optional<Error> writable();
    // An error when no database is open.
    std::optional<Error> notOpen() const;
    // A statement of a component's that failed: notes whether a retry may pass, logs it, and says
    // "`what` The database said: …" (`what`: a sentence the component translated, so a statement
    // that succeeds costs no translation).
    Error failure(const QSqlQuery &query, const QString &what);
    // After a write failed: whether trying it again may succeed (disk full, read-only or removed file,
    // I/O error, a lock, a lost connection) or never will (the database refuses the record itself).
    bool lastFailureMayPass() const { return m_lastFailureMayPass; }
    // The last failure's code: PostgreSQL's SQLSTATE ("42501": the login may not), SQLite's result code.
    QString lastFailureState() const { return m_lastFailureState; }
    // A failure a retry cannot mend (a record the database could never hold): noted as such.
    Error refuse(const Error &error);
    void noteFailure(const QSqlError &error);

private:
    std::optional<OpenError> probeSqlite(const QString &path, bool *legacy);
    std::optional<OpenError> setUp(const QString &path);
    // PostgreSQL: the connection's settings, after every (re)connection.
    std::optional<Error> preparePostgresSession();
    // A statement without values (PostgreSQL cannot PREPARE DDL).
    std::optional<Error> execSql(const QString &sql, const char *what);
    // SQLite: the connection's synchronous level for relaxed commits, or back to FULL (and the
    // syncer told) after them.
    void relaxCommits(bool relaxed);

    QString m_connectionName;
    QSqlDatabase m_db;
    bool m_postgres = false;
    PostgresOptions m_serverOptions;
    bool m_lastFailureMayPass = true;
    QString m_lastFailureState;
    QSet<QString> m_channels;
    bool m_synchronousCommit = true; // what listen() subscribed to, subscribed again by reconnect()
    QString m_path; // the SQLite file
    QByteArray m_fileIdentity; // its device and inode when opened
    std::unique_ptr<WalSyncer> m_syncer;
};

} // namespace arbiter::storage
