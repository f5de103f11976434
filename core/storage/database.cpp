#include "core/storage/database.h"

#include "core/storage/walsyncer.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QVariant>

#include <algorithm>
#include <atomic>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

Q_DECLARE_LOGGING_CATEGORY(lcStorage)

namespace arbiter::storage {

namespace {
// Any number; it only keeps two consoles from migrating one PostgreSQL database at once.
constexpr int MigrationLockId = 724011;

QString nextConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("arbiter.database.%1").arg(++counter);
}

// The device and inode of a file (empty when it does not exist): whether the path still names the
// file SQLite has open.
QByteArray fileIdentity(const QString &path)
{
#ifdef Q_OS_UNIX
    struct stat st;
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        return {};
    return QByteArray::number(qulonglong(st.st_dev)) + ':' + QByteArray::number(qulonglong(st.st_ino));
#else
    return QFileInfo::exists(path) ? QFile::encodeName(path) : QByteArray();
#endif
}
} // namespace

Database::Database() : m_connectionName(nextConnectionName()) { }

Database::~Database()
{
    close();
}

std::optional<OpenError> Database::openSqlite(const QString &path)
{
    close();
    const QFileInfo file(path);
    const QString absolute = file.absoluteFilePath();
    if (!QDir().mkpath(file.absolutePath()))
        return OpenError{OpenError::Kind::Unavailable,
                         //: %1: the folder that could not be made
                         tr("Could not create the folder %1 for the event database.").arg(file.absolutePath()),
                         absolute};
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return OpenError{OpenError::Kind::DriverMissing,
                         tr("The SQLite driver for Qt is not installed (package libqt6sql6-sqlite)."), absolute};
    bool legacy = false;
    if (auto error = probeSqlite(absolute, &legacy))
        return error;
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
    m_postgres = false;
    m_path = absolute;
    m_db.setDatabaseName(absolute);
    // Another console (or arbiterctl) may hold the write lock for a moment.
    m_db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000"));
    if (legacy)
        qCInfo(lcStorage) << absolute << "is an event database from before the application id; it gets one";
    return setUp(absolute);
}

std::optional<OpenError> Database::probeSqlite(const QString &path, bool *legacy)
{
    *legacy = false;
    const QFileInfo file(path);
    if (!file.exists())
        return std::nullopt; // a new database
    if (file.isDir())
        //: %1: the path given
        return OpenError{OpenError::Kind::Unavailable, tr("%1 is a folder, not an event database.").arg(path), path};
    QFile raw(path);
    if (!raw.open(QIODevice::ReadOnly))
        return OpenError{OpenError::Kind::Unavailable,
                         //: %1: the file's path, %2: the system's reason
                         tr("Could not read the event database %1: %2").arg(path, raw.errorString()), path};
    const QByteArray head = raw.read(100);
    raw.close();
    if (head.isEmpty())
        return std::nullopt; // an empty file is what SQLite makes a new database from
    if (!head.startsWith(QByteArrayView("SQLite format 3\0", 16)))
        //: %1: the file's path
        return OpenError{OpenError::Kind::NotADatabase, tr("%1 is not a database (not an SQLite file).").arg(path),
                         path};

    // Read-only, on a connection of its own: looking must never change another program's file (not
    // even a checkpoint of its write-ahead log when the connection closes).
    const QString probeName = m_connectionName + QStringLiteral(".probe");
    std::optional<OpenError> verdict;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), probeName);
        // Without a write-ahead log beside it the file is read as immutable: no -wal or -shm file
        // is made next to someone else's database. With one, its committed pages count too.
        QString uri = QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded) + QStringLiteral("?mode=ro");
        if (!QFileInfo::exists(path + QStringLiteral("-wal")))
            uri += QStringLiteral("&immutable=1");
        db.setDatabaseName(uri);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI;QSQLITE_BUSY_TIMEOUT=5000"));
        auto damaged = [&](const QSqlError &e) {
            const int code = e.nativeErrorCode().toInt() & 0xff;
            qCWarning(lcStorage) << "probing" << path << "failed:" << e.text() << "code" << code;
            if (code == 26) // SQLITE_NOTADB
                return OpenError{OpenError::Kind::NotADatabase,
                                 //: %1: the file's path
                                 tr("%1 is not a database (not an SQLite file).").arg(path), path};
            if (code == 11) // SQLITE_CORRUPT
                return OpenError{OpenError::Kind::Damaged,
                                 //: %1: the file's path, %2: SQLite's message
                                 tr("The event database %1 is damaged: %2").arg(path, e.databaseText()), path};
            return OpenError{OpenError::Kind::Unavailable,
                             //: %1: the file's path, %2: SQLite's message
                             tr("Could not read the event database %1: %2").arg(path, e.text()), path};
        };
        if (!db.open()) {
            verdict = damaged(db.lastError());
        } else {
            QSqlQuery q(db);
            std::int32_t applicationId = 0;
            QStringList tables;
            if (!q.exec(QStringLiteral("PRAGMA application_id")) || !q.next()) {
                verdict = damaged(q.lastError());
            } else {
                applicationId = std::int32_t(q.value(0).toLongLong());
                if (!q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
                    verdict = damaged(q.lastError());
                } else {
                    while (q.next())
                        tables << q.value(0).toString();
                }
            }
            if (!verdict) {
                // Checks every page's structure; an event's database is small enough to read whole.
                if (!q.exec(QStringLiteral("PRAGMA quick_check")) || !q.next()) {
                    verdict = damaged(q.lastError());
                } else if (const QString first = q.value(0).toString(); first != QLatin1String("ok")) {
                    qCWarning(lcStorage) << "quick_check of" << path << "says" << first;
                    verdict = OpenError{OpenError::Kind::Damaged,
                                        //: %1: the file's path, %2: SQLite's integrity check message
                                        tr("The event database %1 is damaged: %2").arg(path, first), path};
                }
            }
            if (!verdict && applicationId != SqliteApplicationId) {
                const bool ours
                    = tables.contains(QLatin1String("schema_version")) && tables.contains(QLatin1String("events"));
                if (applicationId == 0 && ours)
                    *legacy = true;
                else if (applicationId != 0 || !tables.isEmpty())
                    verdict = OpenError{OpenError::Kind::ForeignDatabase,
                                        //: %1: the file's path
                                        tr("%1 is another program's database, not an Arbiter Console event "
                                           "database; it is left as it is.")
                                            .arg(path),
                                        path};
            }
            q.finish();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(probeName);
    return verdict;
}

std::optional<OpenError> Database::openPostgres(const PostgresOptions &options)
{
    close();
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL")))
        return OpenError{OpenError::Kind::DriverMissing,
                         tr("The PostgreSQL driver for Qt is not installed (package libqt6sql6-psql)."),
                         {}};
    m_db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), m_connectionName);
    m_postgres = true;
    m_db.setHostName(options.host);
    m_db.setPort(options.port > 0 ? options.port : -1);
    m_db.setDatabaseName(options.database);
    m_db.setUserName(options.user);
    m_db.setPassword(options.password);
    PostgresOptions connection = options;
    // A server that went away must be noticed in seconds, not at TCP's minutes: the session's thread
    // waits for it (a reconnection attempt, a statement on a dead connection). Unless the address
    // says otherwise: connect within 4 s, a statement's data unacknowledged for 5 s fails, and an
    // idle connection is probed after 10 s.
    for (const auto &[key, value] :
         {std::pair{"connect_timeout", "4"}, std::pair{"tcp_user_timeout", "5000"}, std::pair{"keepalives_idle", "10"},
          std::pair{"keepalives_interval", "3"}, std::pair{"keepalives_count", "3"}})
        if (connection.parameter(QLatin1String(key)).isEmpty())
            connection.setParameter(QLatin1String(key), QLatin1String(value));
    // A primary and its standby: connect to whichever accepts writes now (after a failover, the
    // promoted standby).
    if (connection.host.contains(u',') && connection.parameter(QStringLiteral("target_session_attrs")).isEmpty())
        connection.setParameter(QStringLiteral("target_session_attrs"), QStringLiteral("read-write"));
    m_db.setConnectOptions(connection.connectOptions());
    m_serverOptions = connection;
    m_serverOptions.password.clear();
    return setUp(QString());
}

std::optional<OpenError> Database::setUp(const QString &path)
{
    if (!m_db.open()) {
        const QString reason = m_db.lastError().text();
        const QString name = m_db.databaseName();
        qCWarning(lcStorage) << "cannot open" << m_db.driverName() << name << reason;
        close();
        // libpq's words when the server wants a password it was not given or refused the one given.
        const bool password = reason.contains(QLatin1String("no password supplied"))
            || reason.contains(QLatin1String("password authentication failed"));
        //: %1: the database (file path or PostgreSQL name), %2: why it could not be opened
        return OpenError{password ? OpenError::Kind::PasswordRefused : OpenError::Kind::Unavailable,
                         tr("Could not open the event database %1: %2").arg(name, reason), path};
    }
    auto fail = [&](const Error &error) {
        close();
        return OpenError{OpenError::Kind::Unavailable, error.message, path};
    };
    if (m_postgres) {
        // "relation already exists, skipping" notices would go to stderr on every start.
        if (auto error = preparePostgresSession())
            return fail(*error);
    } else {
        // WAL keeps readers (reports) off the writer's back. FULL syncs the log at every commit, so
        // what the screen calls stored survives a power cut as well as a killed process; commits
        // are few (incidents come in batches), so the cost is small.
        for (const char *pragma :
             {"PRAGMA foreign_keys = ON", "PRAGMA journal_mode = WAL", "PRAGMA synchronous = FULL"}) {
            if (auto error = execSql(QString::fromLatin1(pragma), QT_TR_NOOP("Could not set up the event database.")))
                return fail(*error);
        }
        m_fileIdentity = fileIdentity(m_path);
    }
    qCInfo(lcStorage) << "opened" << m_db.driverName() << m_db.databaseName();
    return std::nullopt;
}

Result<QString> Database::moveAside(const QString &path, const QDateTime &when)
{
    const QFileInfo file(path);
    const QString stamp = when.toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString suffix = file.suffix().isEmpty() ? QString() : QStringLiteral(".") + file.suffix();
    QString target;
    for (int n = 0;; ++n) {
        target = file.dir().filePath(file.completeBaseName() + QStringLiteral("-moved-") + stamp
                                     + (n == 0 ? QString() : QStringLiteral("-%1").arg(n)) + suffix);
        if (!QFileInfo::exists(target))
            break;
    }
    if (!QFile::rename(path, target))
        //: %1: the database file, %2: the name it was to be moved to
        return Error{tr("Could not move %1 aside to %2.").arg(path, target)};
    // The companions belong to the file: a new database must not pick up the old one's log.
    for (const char *companion : {"-wal", "-shm", "-journal"}) {
        const QString from = path + QLatin1String(companion);
        if (QFileInfo::exists(from) && !QFile::rename(from, target + QLatin1String(companion)))
            qCWarning(lcStorage) << "could not move" << from << "aside";
    }
    qCInfo(lcStorage) << "moved" << path << "aside to" << target;
    return target;
}

bool Database::isOpen() const
{
    return m_db.isValid() && m_db.isOpen();
}

void Database::close()
{
    m_syncer.reset(); // what it still waits to sync is synced first
    m_path.clear();
    m_serverOptions = {};
    m_channels.clear();
    m_fileIdentity.clear();
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    m_db.close();
    m_db = QSqlDatabase(); // the connection can only be removed once no handle refers to it
    QSqlDatabase::removeDatabase(m_connectionName);
}

std::optional<Error> Database::execSql(const QString &sql, const char *what)
{
    // Not prepared: PostgreSQL cannot PREPARE DDL, and these statements take no values.
    QSqlQuery q(m_db);
    if (q.exec(sql))
        return std::nullopt;
    return failure(q, tr(what));
}

Error Database::failure(const QSqlQuery &query, const QString &what)
{
    const QSqlError e = query.lastError();
    noteFailure(e);
    qCWarning(lcStorage) << what << "failed:" << e.text() << "in" << query.lastQuery();
    //: %1: what failed (a sentence, e.g. Could not save an incident.), %2: the database's message
    return Error{tr("%1 The database said: %2").arg(what, e.text())};
}

std::optional<Error> Database::notOpen() const
{
    if (isOpen())
        return std::nullopt;
    return Error{tr("No event database is open.")};
}

void Database::noteFailure(const QSqlError &error)
{
    // What a retry cannot change: the statement or the record itself is refused.
    bool lasting = false;
    m_lastFailureState = error.nativeErrorCode();
    if (m_postgres) {
        const QString &state = m_lastFailureState; // SQLSTATE
        lasting = state.startsWith(QLatin1String("23")) || state.startsWith(QLatin1String("22"))
            || state.startsWith(QLatin1String("42"));
    } else {
        const int code = error.nativeErrorCode().toInt() & 0xff;
        lasting = code == 19 /* SQLITE_CONSTRAINT */ || code == 20 /* SQLITE_MISMATCH */ || code == 25 /* RANGE */
            || code == 1 /* SQLITE_ERROR: bad SQL */;
        // "no such table" on a file that was replaced is SQLITE_ERROR too, but then the identity
        // check has already said so; a plain SQL error of ours does not go away.
    }
    m_lastFailureMayPass = !lasting;
}

Error Database::refuse(const Error &error)
{
    m_lastFailureMayPass = false;
    return error;
}

std::optional<Error> Database::writable()
{
    m_lastFailureMayPass = true;
    if (auto error = notOpen())
        return error;
    if (m_postgres || m_fileIdentity.isEmpty())
        return std::nullopt;
    const QByteArray now = fileIdentity(m_path);
    if (now == m_fileIdentity)
        return std::nullopt;
    qCWarning(lcStorage) << "the event database" << m_path << (now.isEmpty() ? "was removed" : "was replaced");
    if (now.isEmpty())
        //: %1: the database file's path
        return Error{
            tr("The event database %1 was removed or moved; nothing more is saved until it is back.").arg(m_path)};
    //: %1: the database file's path
    return Error{tr("The event database %1 was replaced by another file; nothing more is saved until the console's "
                    "own file is back.")
                     .arg(m_path)};
}

std::optional<Error> Database::inTransaction(const std::function<std::optional<Error>()> &work, Durability durability)
{
    // SQLite: a relaxed commit is not synced (see relaxCommits()); the connection is FULL again
    // after it. PostgreSQL: an asynchronous commit.
    const bool relaxed = durability == Durability::Relaxed;
    if (relaxed && !m_postgres)
        relaxCommits(true);
    const auto restore = qScopeGuard([&] {
        if (relaxed && !m_postgres)
            relaxCommits(false);
    });
    if (!m_db.transaction()) {
        noteFailure(m_db.lastError());
        qCWarning(lcStorage) << "begin failed:" << m_db.lastError().text();
        //: %1: the database's message
        return Error{tr("Could not start a transaction: %1").arg(m_db.lastError().text())};
    }
    if (relaxed && m_postgres)
        execSql(QStringLiteral("SET LOCAL synchronous_commit TO OFF"),
                QT_TR_NOOP("Could not set up the event database."));
    if (auto error = work()) {
        if (!m_db.rollback())
            qCWarning(lcStorage) << "rollback failed:" << m_db.lastError().text();
        return error;
    }
    if (!m_db.commit()) {
        const QString reason = m_db.lastError().text();
        noteFailure(m_db.lastError());
        qCWarning(lcStorage) << "commit failed:" << reason;
        m_db.rollback();
        //: %1: the database's message
        return Error{tr("Could not save the changes: %1").arg(reason)};
    }
    return std::nullopt;
}

void Database::relaxCommits(bool relaxed)
{
    // With the syncer the writer does not sync at all (OFF; not even the log's header when the log
    // starts again after a checkpoint, which NORMAL does), and it never checkpoints (the syncer
    // does, syncing the log before it copies it into the database and the database before the log
    // may start again): a power cut can then cost the commits since the syncer's last sync, never
    // the database. Without it, NORMAL: the next checkpoint syncs the log.
    const char *level = !relaxed ? "PRAGMA synchronous = FULL"
        : m_syncer               ? "PRAGMA synchronous = OFF"
                                 : "PRAGMA synchronous = NORMAL";
    execSql(QString::fromLatin1(level), QT_TR_NOOP("Could not set up the event database."));
    if (!relaxed && m_syncer)
        m_syncer->committed();
}

void Database::withRelaxedCommits(const std::function<void()> &work)
{
    const bool relax = !m_postgres && m_syncer && isOpen();
    if (relax)
        relaxCommits(true);
    work();
    if (relax)
        relaxCommits(false);
}

void Database::syncRelaxedCommitsInBackground()
{
    if (m_postgres || !isOpen() || m_syncer || m_path.isEmpty())
        return;
    execSql(QStringLiteral("PRAGMA wal_autocheckpoint = 0"), QT_TR_NOOP("Could not set up the event database."));
    m_syncer = std::make_unique<WalSyncer>(m_path);
}

Result<int> Database::migrate(const SchemaComponent &component, bool *newer)
{
    bool dummy = false;
    if (!newer)
        newer = &dummy;
    *newer = false;
    if (auto error = notOpen())
        return *error;
    const QString &legacyTable = component.legacyVersionTable;
    const QString failed = tr("Could not update the event database's tables.");
    if (m_postgres) {
        // A team event's consoles log in as staff, who may not create tables (even "IF NOT EXISTS"
        // asks for the right): a component already up to date is only read.
        QSqlQuery q(m_db);
        q.prepare(QStringLiteral("SELECT to_regclass('schema_versions') IS NOT NULL, to_regclass(?) IS NOT NULL"));
        q.addBindValue(legacyTable.isEmpty() ? QStringLiteral("schema_versions") : legacyTable);
        if (q.exec() && q.next() && q.value(0).toBool() && q.value(1).toBool()) {
            q.prepare(QStringLiteral("SELECT version FROM schema_versions WHERE component = ?"));
            q.addBindValue(component.name);
            int known = q.exec() && q.next() ? q.value(0).toInt() : -1;
            if (!legacyTable.isEmpty() && known >= 0)
                known = q.exec(QStringLiteral("SELECT MAX(version) FROM %1").arg(legacyTable)) && q.next()
                    ? std::max(known, q.value(0).toInt())
                    : -1;
            if (known == component.latest)
                return component.latest;
        }
    }
    int version = 0;
    auto error = inTransaction([&]() -> std::optional<Error> {
        if (m_postgres) {
            if (auto e = execSql(QStringLiteral("SELECT pg_advisory_xact_lock(%1)").arg(MigrationLockId),
                                 QT_TR_NOOP("Could not lock the event database for an update.")))
                return e;
        }
        // One version per component. A component that kept its version in a table of its own before
        // there were components (the event's: schema_version) still writes it there too, so a console
        // from before sees a newer file for what it is.
        if (!legacyTable.isEmpty()) {
            if (auto e
                = execSql(QStringLiteral("CREATE TABLE IF NOT EXISTS %1 (version INTEGER NOT NULL)").arg(legacyTable),
                          QT_TR_NOOP("Could not read the version of the event database.")))
                return e;
        }
        if (auto e = execSql(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_versions (component TEXT PRIMARY KEY,"
                                            " version INTEGER NOT NULL)"),
                             QT_TR_NOOP("Could not read the version of the event database.")))
            return e;
        auto read = [&](const QString &sql, bool *found) -> std::optional<Error> {
            QSqlQuery q(m_db);
            q.prepare(sql);
            if (sql.contains(u'?'))
                q.addBindValue(component.name);
            if (!q.exec()) {
                qCWarning(lcStorage) << "reading the schema version failed:" << q.lastError().text();
                //: %1: the database's message
                return Error{tr("Could not read the version of the event database. The database said: %1")
                                 .arg(q.lastError().text())};
            }
            *found = q.next() && !q.value(0).isNull();
            version = *found ? q.value(0).toInt() : 0; // NULL (no row yet) reads as 0
            return std::nullopt;
        };
        bool known = false;
        if (auto e = read(QStringLiteral("SELECT version FROM schema_versions WHERE component = ?"), &known))
            return e;
        if (!legacyTable.isEmpty()) { // the higher of the two: a console from before wrote only the old table
            const int kept = version;
            bool legacy = false;
            if (auto e = read(QStringLiteral("SELECT MAX(version) FROM %1").arg(legacyTable), &legacy))
                return e;
            version = std::max(version, kept);
        }
        if (version > component.latest) {
            *newer = true;
            if (!legacyTable.isEmpty())
                //: %1: the database's schema version, %2: the newest this console knows
                return Error{tr("The event database was written by a newer Arbiter Console (schema %1; this one "
                                "knows up to %2). Update the console.")
                                 .arg(version)
                                 .arg(component.latest)};
            //: %1: a part of the database (event, rulings, evidence); %2: its version there; %3: the newest this
            //: console knows
            return Error{tr("The event database's %1 tables were written by a newer Arbiter Console (version %2; "
                            "this one knows up to %3). Update the console.")
                             .arg(component.name)
                             .arg(version)
                             .arg(component.latest)};
        }
        if (!m_postgres) {
            // Marks the file as ours (new files, and files from before the marker: the probe has let
            // only those through).
            if (auto e = execSql(QStringLiteral("PRAGMA application_id = %1").arg(SqliteApplicationId),
                                 QT_TR_NOOP("Could not update the event database's tables.")))
                return e;
        }
        const int from = version;
        for (int target = version + 1; target <= component.latest; ++target) {
            for (const QString &statement : component.migration(target, dialect())) {
                if (auto e = execSql(statement, QT_TR_NOOP("Could not update the event database's tables.")))
                    return e;
            }
            if (!legacyTable.isEmpty()) {
                QSqlQuery v(m_db);
                v.prepare(QStringLiteral("INSERT INTO %1 (version) VALUES (?)").arg(legacyTable));
                v.addBindValue(target);
                if (!v.exec())
                    return failure(v, failed);
            }
            qCInfo(lcStorage) << "migrated" << component.name << "of" << m_db.databaseName() << "to" << target;
            version = target;
        }
        if (!known || version != from) {
            QSqlQuery v(m_db);
            v.prepare(known ? QStringLiteral("UPDATE schema_versions SET version = ? WHERE component = ?")
                            : QStringLiteral("INSERT INTO schema_versions (version, component) VALUES (?, ?)"));
            v.addBindValue(version);
            v.addBindValue(component.name);
            if (!v.exec())
                return failure(v, failed);
        }
        return std::nullopt;
    });
    if (error) {
        if (m_postgres && m_lastFailureState == QLatin1String("42501"))
            //: %1: a part of the database (event, rulings, evidence, team)
            return Error{tr("The event database's %1 tables are older than this console, and your login may not "
                            "update them: its administrator updates them with 'arbiterctl team init'.")
                             .arg(component.name)};
        return *error;
    }
    return version;
}

Result<int> Database::componentVersion(const QString &component)
{
    if (auto error = notOpen())
        return *error;
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("SELECT version FROM schema_versions WHERE component = ?"));
    q.addBindValue(component);
    if (!q.exec())
        return failure(q, tr("Could not read the version of the event database."));
    return q.next() ? q.value(0).toInt() : 0;
}

bool Database::serverAnswers()
{
    if (!m_postgres)
        return isOpen();
    QSqlQuery q(m_db);
    if (q.exec(QStringLiteral("SELECT 1")))
        return true;
    noteFailure(q.lastError());
    return false;
}

std::optional<Error> Database::preparePostgresSession()
{
    // "Relation already exists, skipping" notices would go to stderr on every start. No statement
    // holds the session's thread longer than 5 s (a lock, a busy server). A commit is not bounded by
    // it: one waiting for a synchronous standby that died waits until it is back; the console stops
    // waiting for the standby once it sees it down (setSynchronousCommit).
    for (const char *sql : {"SET client_min_messages TO WARNING", "SET statement_timeout = 5000"})
        if (auto error = execSql(QString::fromLatin1(sql), QT_TR_NOOP("Could not set up the event database.")))
            return error;
    if (!m_synchronousCommit)
        return execSql(QStringLiteral("SET synchronous_commit TO local"),
                       QT_TR_NOOP("Could not set up the event database."));
    return std::nullopt;
}

void Database::setSynchronousCommit(bool waitForStandby)
{
    m_synchronousCommit = waitForStandby;
    if (m_postgres && isOpen())
        execSql(waitForStandby ? QStringLiteral("RESET synchronous_commit")
                               : QStringLiteral("SET synchronous_commit TO local"),
                QT_TR_NOOP("Could not set up the event database."));
}

std::optional<Error> Database::reconnect()
{
    if (!m_postgres)
        return notOpen();
    // Qt's driver may have marked a lost connection closed: the connection's settings stay.
    if (!m_db.isValid())
        return Error{tr("No event database is open.")};
    // The same connection (its options and password kept by Qt), opened anew: with several hosts and
    // target_session_attrs=read-write, whichever server accepts writes now (after a failover, the
    // promoted standby).
    m_db.close();
    if (!m_db.open()) {
        noteFailure(m_db.lastError());
        //: %1: the server's message
        return Error{tr("The event's server cannot be reached: %1").arg(m_db.lastError().text().trimmed())};
    }
    if (auto error = preparePostgresSession())
        return error;
    // Qt's driver forgets its subscriptions when the connection closes.
    for (const QString &channel : std::as_const(m_channels))
        if (!m_db.driver()->subscribeToNotification(channel))
            qCWarning(lcStorage) << "could not listen on" << channel << "again";
    qCInfo(lcStorage) << "reconnected to" << m_db.databaseName() << "on" << m_db.hostName();
    return std::nullopt;
}

bool Database::listen(const QString &channel, QObject *context, std::function<void(const QString &payload)> onNotify)
{
    if (!m_postgres || !m_db.isOpen() || !m_db.driver()->hasFeature(QSqlDriver::EventNotifications))
        return false;
    QSqlDriver *driver = m_db.driver();
    if (!driver->subscribedToNotifications().contains(channel) && !driver->subscribeToNotification(channel)) {
        qCWarning(lcStorage) << "could not listen on" << channel << driver->lastError().text();
        return false;
    }
    m_channels.insert(channel);
    QObject::connect(driver, &QSqlDriver::notification, context,
                     [channel, onNotify = std::move(onNotify)](const QString &name, QSqlDriver::NotificationSource,
                                                               const QVariant &payload) {
                         if (name == channel)
                             onNotify(payload.toString());
                     });
    return true;
}

} // namespace arbiter::storage
