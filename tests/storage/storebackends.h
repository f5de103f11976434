#pragma once

#include "core/storage/eventstore.h"
#include "tests/storage/postgresserver.h"

#include <QTemporaryDir>
#include <QTest>

// The two stores a storage test runs on, as a data column "postgres": an SQLite file in a temporary
// folder, and a database of its own on a throwaway PostgreSQL server (where PostgreSQL cannot run,
// `pgUp` is false and `pgWhy` says why, for QSKIP).
struct StoreBackends
{
    QTemporaryDir tmp;
    PostgresServer pg;
    bool pgUp = false;
    QString pgWhy;

    bool start()
    {
        pgUp = pg.start(&pgWhy);
        if (!pgUp)
            qWarning("PostgreSQL tests will be skipped: %s", qPrintable(pgWhy));
        return tmp.isValid();
    }
    void stop() { pg.stop(); }

    static void addColumn()
    {
        QTest::addColumn<bool>("postgres");
        QTest::newRow("sqlite") << false;
        QTest::newRow("postgres") << true;
    }

    // Opens `store` on a fresh SQLite file or PostgreSQL database called `name`.
    bool open(arbiter::storage::EventStore &store, const QString &name, bool postgres)
    {
        if (!postgres)
            return !store.openSqlite(tmp.filePath(name + QStringLiteral(".sqlite")));
        QString why;
        if (!pg.createDatabase(name.toLower(), &why)) {
            qWarning("%s", qPrintable(why));
            return false;
        }
        return !store.openPostgres({pg.socketDir(), pg.port(), name.toLower(), QStringLiteral("postgres"), {}, {}});
    }
};
