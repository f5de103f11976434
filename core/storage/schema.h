#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

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

// A part of the event database that owns its tables and their numbered migrations: the event's own
// tables (Schema, the component "event"), the rulings log, the evidence store. The database keeps
// one version per component (the table schema_versions); Database::migrate() takes a component
// from the version its file has to `latest`, in one transaction. A migration is never edited once
// released; a change is a new step at the end.
struct SchemaComponent
{
    QString name;
    int latest = 0;
    // The statements that take the component from `target - 1` to `target` (1-based).
    std::function<QStringList(int target, Schema::Dialect dialect)> migration;
    // The table a component kept its version in before there were components (the event's:
    // schema_version), read beside schema_versions and still written, so a console from before sees
    // a newer file for what it is. Empty for the components that came later.
    QString legacyVersionTable;

    static SchemaComponent event(); // the event's own tables (Schema)
};

} // namespace arbiter::storage
