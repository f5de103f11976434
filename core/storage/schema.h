#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace arbiter::storage {

// The event database's tables as numbered migrations. The DDL is written once for SQLite 3.40 and
// PostgreSQL 15: only the generated-key column differs, so it is a placeholder filled per driver.
// A migration is never edited once released; a change is a new migration at the end.
class Schema
{
public:
    enum class Dialect { Sqlite, Postgres };

    // The version a database reaches after every migration.
    static int latestVersion();
    // The statements that take a database from version `target - 1` to `target` (1-based).
    static QStringList migration(int target, Dialect dialect);
};

} // namespace arbiter::storage
