#pragma once

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <memory>
#include <signal.h>
#include <unistd.h>

// A throwaway PostgreSQL 15 server for the storage tests (DESIGN: "a real PostgreSQL 15 server
// started by the test run"): a fresh cluster in a temporary directory, reachable only through a
// unix socket in that directory (no TCP, so no port can clash with another run), stopped and
// deleted at the end. PostgreSQL refuses to run as root, and CI runs tests as root: then every
// server command runs as the `postgres` system user through runuser, on a directory given to it.
class PostgresServer
{
public:
    ~PostgresServer() { stop(); }

    // Starts the server; on failure returns false and says why in `why`.
    bool start(QString *why)
    {
        const QString bin = qEnvironmentVariable("ARBITER_PG_BIN", QStringLiteral("/usr/lib/postgresql/15/bin"));
        m_pgCtl = bin + QStringLiteral("/pg_ctl");
        if (!QFile::exists(bin + QStringLiteral("/initdb")) || !QFile::exists(m_pgCtl)) {
            *why = QStringLiteral("PostgreSQL 15 is not installed in %1 (package postgresql-15)").arg(bin);
            return false;
        }
        if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
            *why = QStringLiteral("the Qt PostgreSQL driver is missing (package libqt6sql6-psql)");
            return false;
        }
        m_asRoot = ::geteuid() == 0;
        reapOrphans();
        if (!makeDir(why))
            return false;
        if (!run({bin + QStringLiteral("/initdb"), QStringLiteral("-D"), m_data, QStringLiteral("-U"),
                  QStringLiteral("postgres"), QStringLiteral("-A"), QStringLiteral("trust"), QStringLiteral("-E"),
                  QStringLiteral("UTF8"), QStringLiteral("--locale=C"), QStringLiteral("--no-sync")},
                 true, why))
            return false;
        if (m_passwords) {
            // The administrator (postgres) by the socket's trust; every other login with its password,
            // as a team event's server asks its arbiters.
            QFile hba(m_data + QStringLiteral("/pg_hba.conf"));
            if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate)
                || hba.write("local all postgres trust\nlocal replication postgres trust\n"
                             "local all all scram-sha-256\n")
                    <= 0) {
                *why = QStringLiteral("cannot write %1").arg(hba.fileName());
                return false;
            }
        }
        m_port = 40000 + int(::getpid() % 20000);
        return startAgain(why);
    }

    // A streaming hot standby of `primary` (pg_basebackup over its socket), started on a port of its
    // own; the primary then waits for it at every commit (synchronous replication), so what a client
    // was told is committed is on both.
    bool startStandbyOf(PostgresServer &primary, QString *why)
    {
        const QString bin = qEnvironmentVariable("ARBITER_PG_BIN", QStringLiteral("/usr/lib/postgresql/15/bin"));
        m_pgCtl = bin + QStringLiteral("/pg_ctl");
        m_asRoot = ::geteuid() == 0;
        m_passwords = primary.m_passwords;
        m_durable = primary.m_durable;
        if (!makeDir(why))
            return false;
        m_port = primary.port() + 1;
        while (m_port == primary.port() || QFile::exists(QStringLiteral("%1/.s.PGSQL.%2").arg(socketDir()).arg(m_port)))
            ++m_port;
        return followAnew(primary, why);
    }
    // A server that died (kill()) comes back as the standby of the one promoted in its place, on its
    // own socket and port: the consoles' two-host address stays right (an administrator rebuilds the
    // old primary after a failover).
    bool rebuildAsStandbyOf(PostgresServer &primary, QString *why)
    {
        if (m_running && !kill(why))
            return false;
        if (!run({QStringLiteral("rm"), QStringLiteral("-rf"), m_data}, true, why))
            return false;
        return followAnew(primary, why);
    }
    // The standby becomes the primary (after the primary died).
    bool promote(QString *why)
    {
        return run({m_pgCtl, QStringLiteral("-D"), m_data, QStringLiteral("-w"), QStringLiteral("promote")}, true, why);
    }
    // The server dies at once (no shutdown: as a machine that loses power).
    bool kill(QString *why)
    {
        if (!m_running)
            return true;
        m_running = false;
        return run({m_pgCtl, QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
                    QStringLiteral("-w"), QStringLiteral("stop")},
                   true, why);
    }
    // Statements run as the administrator on the database postgres.
    bool execAdmin(const QStringList &statements, QString *why)
    {
        bool ok = true;
        const QString name = QStringLiteral("pg-admin-%1").arg(m_port);
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
            db.setHostName(socketDir());
            db.setPort(m_port);
            db.setDatabaseName(QStringLiteral("postgres"));
            db.setUserName(QStringLiteral("postgres"));
            if (!db.open()) {
                *why = db.lastError().text();
                ok = false;
            } else {
                QSqlQuery q(db);
                for (const QString &sql : statements)
                    if (!q.exec(sql)) {
                        *why = q.lastError().text();
                        ok = false;
                        break;
                    }
            }
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }

    // The server goes down (a fast shutdown: connections are cut) and its data stays; startAgain()
    // brings it back on the same socket.
    bool halt(QString *why)
    {
        if (!m_running)
            return true;
        m_running = false;
        return run({m_pgCtl, QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("fast"),
                    QStringLiteral("-w"), QStringLiteral("stop")},
                   true, why);
    }
    bool startAgain(QString *why)
    {
        const QString options = QStringLiteral("-k %1 -p %2 -c listen_addresses=%3")
                                    .arg(m_dir->path())
                                    .arg(m_port)
                                    .arg(m_durable ? QString() : QStringLiteral(" -c fsync=off"));
        if (!run({m_pgCtl, QStringLiteral("-D"), m_data, QStringLiteral("-l"), m_dir->filePath(QStringLiteral("log")),
                  QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"), options,
                  QStringLiteral("start")},
                 true, why)) {
            QFile log(m_dir->filePath(QStringLiteral("log")));
            if (log.open(QIODevice::ReadOnly))
                *why += QStringLiteral("\nserver log:\n") + QString::fromUtf8(log.readAll());
            return false;
        }
        m_running = true;
        return true;
    }

    void stop()
    {
        if (!m_running) {
            m_dir.reset();
            return;
        }
        m_running = false;
        QString why;
        run({m_pgCtl, QStringLiteral("-D"), m_data, QStringLiteral("-m"), QStringLiteral("immediate"),
             QStringLiteral("-w"), QStringLiteral("stop")},
            true, &why);
        m_dir.reset();
    }

    // Before start(): logins other than postgres must give their password (scram-sha-256).
    void requirePasswords() { m_passwords = true; }
    // Before start(): commits synced to the disk, as a real server does (the tests skip it for speed).
    void syncCommits() { m_durable = true; }
    QString socketDir() const { return m_dir ? m_dir->path() : QString(); }
    // A postgresql:// address of a database on this server for a login.
    QString url(const QString &database, const QString &login = QStringLiteral("postgres")) const
    {
        return QStringLiteral("postgresql://%1@/%2?host=%3&port=%4").arg(login, database, socketDir()).arg(m_port);
    }
    int port() const { return m_port; }

    // A new empty database, so every test starts from nothing.
    bool createDatabase(const QString &name, QString *why)
    {
        return execAdmin({QStringLiteral("CREATE DATABASE %1").arg(name)}, why);
    }

private:
    // A copy of `primary` into this server's data folder, started as its streaming standby; the
    // primary then waits for it at every commit.
    bool followAnew(PostgresServer &primary, QString *why)
    {
        const QString bin = qEnvironmentVariable("ARBITER_PG_BIN", QStringLiteral("/usr/lib/postgresql/15/bin"));
        if (!run({bin + QStringLiteral("/pg_basebackup"), QStringLiteral("-D"), m_data, QStringLiteral("-R"),
                  QStringLiteral("-X"), QStringLiteral("stream"), QStringLiteral("-h"), primary.socketDir(),
                  QStringLiteral("-p"), QString::number(primary.port()), QStringLiteral("-U"),
                  QStringLiteral("postgres"), QStringLiteral("--no-sync"), QStringLiteral("--checkpoint=fast")},
                 true, why))
            return false;
        if (!startAgain(why))
            return false;
        return primary.execAdmin({QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = '*'"),
                                  QStringLiteral("SELECT pg_reload_conf()")},
                                 why);
    }

    // The server's folder: a fresh temporary one, marked with who started it (a later run stops the
    // server if this process dies without stop()), the postgres user's when running as root.
    bool makeDir(QString *why)
    {
        m_dir = std::make_unique<QTemporaryDir>(QDir::tempPath() + QStringLiteral("/arbiter-pg-XXXXXX"));
        if (!m_dir->isValid()) {
            *why = QStringLiteral("no temporary directory: %1").arg(m_dir->errorString());
            return false;
        }
        QFile owner(m_dir->filePath(QStringLiteral("owner.pid")));
        if (!owner.open(QIODevice::WriteOnly) || owner.write(QByteArray::number(qint64(::getpid()))) <= 0) {
            *why = QStringLiteral("cannot write %1").arg(owner.fileName());
            return false;
        }
        owner.close();
        if (m_asRoot && !run({QStringLiteral("chown"), QStringLiteral("postgres:postgres"), m_dir->path()}, false, why))
            return false;
        m_data = m_dir->filePath(QStringLiteral("data"));
        return true;
    }

    // A test that crashes (an abort skips destructors) leaves its server running: stop and remove
    // every server of ours whose owner process is gone. Servers of live runs are left alone.
    void reapOrphans()
    {
        const QDir tmp(QDir::tempPath());
        for (const QString &name : tmp.entryList({QStringLiteral("arbiter-pg-*")}, QDir::Dirs | QDir::NoDotAndDotDot)) {
            const QString dir = tmp.filePath(name);
            QFile owner(dir + QStringLiteral("/owner.pid"));
            if (!owner.open(QIODevice::ReadOnly))
                continue; // not ours, or still being set up
            bool ok = false;
            const qint64 pid = owner.readAll().trimmed().toLongLong(&ok);
            if (!ok || pid <= 0 || ::kill(pid_t(pid), 0) == 0 || errno != ESRCH)
                continue;
            QProcess p;
            QStringList command{m_pgCtl,
                                QStringLiteral("-D"),
                                dir + QStringLiteral("/data"),
                                QStringLiteral("-m"),
                                QStringLiteral("immediate"),
                                QStringLiteral("-w"),
                                QStringLiteral("stop")};
            if (m_asRoot)
                command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                                      QStringLiteral("--")}
                    + command;
            p.setWorkingDirectory(QDir::tempPath());
            p.start(command.takeFirst(), command);
            p.waitForFinished(60'000);
            QDir(dir).removeRecursively();
        }
    }

    bool run(QStringList command, bool asPostgres, QString *why)
    {
        if (asPostgres && m_asRoot)
            command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"), QStringLiteral("postgres"),
                                  QStringLiteral("--")}
                + command;
        QProcess p;
        p.setWorkingDirectory(m_dir->path()); // the postgres user may not enter ours
        p.setProcessChannelMode(QProcess::MergedChannels);
        p.start(command.takeFirst(), command);
        if (!p.waitForFinished(120'000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0) {
            *why = QStringLiteral("%1 failed (%2): %3")
                       .arg(p.program(), p.errorString(), QString::fromLocal8Bit(p.readAll()).trimmed());
            return false;
        }
        return true;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    QString m_pgCtl;
    QString m_data;
    int m_port = 0;
    bool m_asRoot = false;
    bool m_running = false;
    bool m_passwords = false;
    bool m_durable = false;
};
