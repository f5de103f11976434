#pragma once

#include <QString>

namespace arbiter::storage {

// A PostgreSQL server holding the events of an arbiter team.
struct PostgresOptions
{
    QString host; // host name, or the directory of the server's unix socket
    int port = 5432;
    QString database;
    QString user;
    QString password; // used to connect, never stored

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
    bool isEmpty() const { return kind == Kind::Sqlite && sqlitePath.isEmpty(); }

    friend bool operator==(const StoreConfig &, const StoreConfig &) = default;
};

} // namespace arbiter::storage
