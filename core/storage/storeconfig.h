#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

namespace arbiter::storage {

// A PostgreSQL server holding the events of an arbiter team.
struct PostgresOptions
{
    Q_DECLARE_TR_FUNCTIONS(PostgresOptions)

public:
    QString host; // host name, or the directory of the server's unix socket; several: "primary,standby"
    int port = 5432; // 0: each host's port is in `parameters` ("port": "5432,5433")
    QString database;
    QString user;
    QString password; // used to connect, never stored, never part of url()
    // libpq's other connection keywords, as the URL gave them (sslmode, sslrootcert,
    // target_session_attrs, connect_timeout, a port per host…), passed on to libpq as they are.
    QList<std::pair<QString, QString>> parameters;

    // Whether `text` is a PostgreSQL connection URL (postgresql://… or postgres://…) rather than a file.
    static bool isUrl(const QString &text);
    // Reads a URL as libpq does (libpq parses it: every form psql takes, several hosts included).
    // A password in the URL is refused: a URL is shown, logged and typed on command lines, and a
    // password belongs in the keychain, ~/.pgpass or PGPASSWORD.
    static Result<PostgresOptions> fromUrl(const QString &url);
    // The URL of these options, without the password: what the console shows and remembers.
    QString url() const;
    // The value of one of `parameters` (empty when not given).
    QString parameter(const QString &key) const;
    void setParameter(const QString &key, const QString &value);
    // The keywords beside host, port, database, user and password, as libpq's "key=value" words.
    QString connectOptions() const;

    friend bool operator==(const PostgresOptions &, const PostgresOptions &) = default;
};

// Where the events database is: an SQLite file (one console) or a PostgreSQL connection (an arbiter
// team sharing one database). What the session is given instead of a file path.
struct StoreConfig
{
    enum class Kind { Sqlite, Postgres };

    Kind kind = Kind::Sqlite;
    QString sqlitePath;
    PostgresOptions postgres;

    static StoreConfig sqlite(const QString &path)
    {
        StoreConfig c;
        c.sqlitePath = path;
        return c;
    }
    static StoreConfig server(const PostgresOptions &options)
    {
        StoreConfig c;
        c.kind = Kind::Postgres;
        c.postgres = options;
        return c;
    }
    // A file path or a postgresql:// URL, as a user types it (arbiterctl's database argument).
    static Result<StoreConfig> fromText(const QString &pathOrUrl);
    bool isEmpty() const { return kind == Kind::Sqlite && sqlitePath.isEmpty(); }
    bool isServer() const { return kind == Kind::Postgres; }
    // The file's path or the server's URL (without a password).
    QString displayName() const { return isServer() ? postgres.url() : sqlitePath; }

    friend bool operator==(const StoreConfig &, const StoreConfig &) = default;
};

} // namespace arbiter::storage
