#include "core/storage/eventstore.h"
#include "core/storage/walsyncer.h"
#include "tests/storage/storefixtures.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using storage::EventStore;
using storage::WalSyncer;

// The store's syncer: relaxed commits synced beside the writer, a burst of them in one sync, the log
// checkpointed into the database by the syncer alone, nothing created where no file is, and the
// console's store (records and incidents written relaxed, as the zone thread writes them) read back
// whole after it closes.
class TestWalSyncer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void syncsABurstOnceAndCheckpointsTheLog();
    void neverCreatesTheFile();
    void relaxedStoreWritesAreKept();
};

namespace {

int rowsIn(const QString &path)
{
    QList<QVariantList> rows;
    const QString error = testing::execOnFile(path, {QStringLiteral("SELECT COUNT(*) FROM t")}, &rows);
    return error.isEmpty() ? rows.value(0).value(0).toInt() : -1;
}

} // namespace

void TestWalSyncer::syncsABurstOnceAndCheckpointsTheLog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("w.sqlite"));
    constexpr int DelayMs = 100;
    {
        // The writer as the store sets it up with the syncer: WAL, no sync of its own, no checkpoint.
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("writer"));
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const char *sql : {"PRAGMA journal_mode = WAL", "PRAGMA synchronous = OFF",
                                "PRAGMA wal_autocheckpoint = 0", "CREATE TABLE t (n INTEGER, body TEXT)"})
            QVERIFY2(q.exec(QString::fromLatin1(sql)), qPrintable(q.lastError().text()));
        {
            WalSyncer syncer(path, DelayMs);
            for (int n = 0; n < 100; ++n) { // a burst: 100 commits
                q.prepare(QStringLiteral("INSERT INTO t VALUES (?, ?)"));
                q.addBindValue(n);
                q.addBindValue(QString(2000, u'x'));
                QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
                syncer.committed();
            }
            QTRY_VERIFY_WITH_TIMEOUT(syncer.syncs() >= 1, 5000);
            QTest::qWait(2 * DelayMs);
            QVERIFY2(syncer.syncs() <= 3, qPrintable(QString::number(syncer.syncs()))); // not one per commit

            // The first sync checkpointed: the database file alone (a copy without its log) holds the rows.
            const QString copy = dir.filePath(QStringLiteral("copy.sqlite"));
            QVERIFY(QFile::copy(path, copy));
            QCOMPARE(rowsIn(copy), 100);

            // Commits after it are synced too, and the next checkpoint waits its turn.
            q.prepare(QStringLiteral("INSERT INTO t VALUES (100, 'last')"));
            QVERIFY(q.exec());
            const int before = syncer.syncs();
            syncer.committed();
            QTRY_VERIFY_WITH_TIMEOUT(syncer.syncs() > before, 5000);
            QVERIFY(syncer.syncNow());
        } // the syncer's last checkpoint
        const QString copy = dir.filePath(QStringLiteral("copy2.sqlite"));
        QVERIFY(QFile::copy(path, copy));
        QCOMPARE(rowsIn(copy), 101);
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("writer"));
    QCOMPARE(rowsIn(path), 101);
}

void TestWalSyncer::neverCreatesTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("gone.sqlite"));
    {
        WalSyncer syncer(path, 10);
        syncer.committed();
        QTRY_VERIFY(syncer.syncs() >= 1);
        QVERIFY(syncer.syncNow()); // no log: nothing to sync
    }
    QVERIFY(!QFile::exists(path));
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
}

void TestWalSyncer::relaxedStoreWritesAreKept()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    std::int64_t eventId = 0;
    QList<storage::StoredGame> games;
    {
        EventStore store;
        QVERIFY(!store.openSqlite(path));
        store.database().syncRelaxedCommitsInBackground();
        event::EventInfo info;
        info.name = QStringLiteral("Relaxed");
        eventId = store.createEvent(info).value();
        for (int n = 0; n < 30; ++n) {
            storage::StoredGame g;
            g.gameId = QStringLiteral("g%1").arg(n);
            g.round = QStringLiteral("1");
            g.board = n + 1;
            g.white = QStringLiteral("White %1").arg(n);
            g.black = QStringLiteral("Black %1").arg(n);
            g.status = QStringLiteral("started");
            g.plies = n;
            g.record = QStringLiteral("{\"n\":%1}").arg(n).toUtf8();
            g.pgn = QByteArrayLiteral("1. e4 *");
            games << g;
            QVERIFY(!store.saveGameRecords(eventId, {g}, EventStore::Durability::Relaxed));
            QVERIFY(!store.upsertIncidents(eventId,
                                           {testing::incident(QStringLiteral("i%1").arg(n), QStringLiteral("d"))},
                                           EventStore::Durability::Relaxed));
        }
        // The arbiter's own writes still commit durably, between the relaxed ones.
        QVERIFY(!store.setEventValue(eventId, QStringLiteral("k"), QStringLiteral("v")));
    }
    EventStore store;
    QVERIFY(!store.openSqlite(path));
    const auto records = store.gameRecords(eventId);
    QVERIFY(records.ok());
    QCOMPARE(records->size(), games.size());
    const auto incidents = store.incidents(eventId);
    QVERIFY(incidents.ok());
    QCOMPARE(incidents->size(), 30);
    QCOMPARE(store.eventValue(eventId, QStringLiteral("k")).value().value_or(QString()), QStringLiteral("v"));
}

QTEST_GUILESS_MAIN(TestWalSyncer)
#include "tst_walsyncer.moc"
