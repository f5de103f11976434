#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "tests/storage/storefixtures.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using storage::EventStore;
using storage::SaveState;
using storage::StoreWriter;
using watch::Incident;

// A write to the event database that fails is never silent and never lost: it is kept in order,
// the save state says how many items wait and why, and once the fault is cleared (by a retry on the
// timer or the next write) everything lands exactly once. Real SQLite files; the faults are ones
// that work when the tests run as root (where chmod stops nothing): the connection made read-only
// (query_only), a disk that is full (max_page_count) and the file moved away.
class TestStoreWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void keepsAndRetries_data();
    void keepsAndRetries();
    void backsOff();
    void refusedWriteDoesNotBlockTheRest();

private:
    QTemporaryDir m_tmp;
};

void TestStoreWriter::keepsAndRetries_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<bool>("clearedByNextWrite");
    for (const char *fault : {"read-only", "disk full", "file moved away"}) {
        QTest::addRow("%s, retried on the timer", fault) << QString::fromLatin1(fault) << false;
        QTest::addRow("%s, retried by the next write", fault) << QString::fromLatin1(fault) << true;
    }
}

void TestStoreWriter::keepsAndRetries()
{
    QFETCH(QString, fault);
    QFETCH(bool, clearedByNextWrite);
    const QString dir = m_tmp.filePath(QString::fromLatin1(QTest::currentDataTag()).replace(u' ', u'_'));
    const QString path = dir + QStringLiteral("/events.sqlite");
    const QString away = dir + QStringLiteral("/moved.sqlite");
    EventStore store;
    QVERIFY(!store.openSqlite(path));
    event::EventInfo info;
    info.name = QStringLiteral("Faults");
    const std::int64_t eventId = store.createEvent(info).value();
    StoreWriter writer(&store);
    QSignalSpy states(&writer, &StoreWriter::stateChanged);
    auto upsert = [&](const QList<Incident> &list) {
        return writer.submit(QStringLiteral("incidents"), int(list.size()),
                             [eventId, list](EventStore &s) { return s.upsertIncidents(eventId, list); });
    };
    QVERIFY(upsert({testing::incident(QStringLiteral("before"))}));
    QCOMPARE(states.count(), 0);

    // A detail long enough to need new pages, so a full disk refuses it.
    const QString big(20'000, u'x');
    if (fault == QLatin1String("read-only")) {
        QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA query_only = 1")), QString());
    } else if (fault == QLatin1String("disk full")) {
        QList<QVariantList> rows;
        QSqlQuery q(QSqlDatabase::database(store.database().connectionName(), false));
        QVERIFY(q.exec(QStringLiteral("PRAGMA page_count")) && q.next());
        QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA max_page_count = %1").arg(q.value(0).toInt())),
                 QString());
    } else {
        QVERIFY(QFile::rename(path, away));
    }

    QVERIFY(!upsert({testing::incident(QStringLiteral("a1"), big), testing::incident(QStringLiteral("a2"), big)}));
    QVERIFY(!upsert({testing::incident(QStringLiteral("b1"), big)}));
    QVERIFY(!writer.submit(QStringLiteral("review"), 1, [eventId](EventStore &s) {
        return s.setIncidentReview(eventId, QStringLiteral("a1"), Incident::ReviewState::Acknowledged,
                                   QStringLiteral("called"), QStringLiteral("IA Petrova"), 1'700'000'060'000);
    }));
    // Kept, in order, counted, with the database's reason for the screen.
    QCOMPARE(writer.waitingWrites(), 3);
    const SaveState unsaved = writer.state();
    QCOMPARE(unsaved.unsavedItems, 4);
    QVERIFY(!unsaved.saved());
    QVERIFY(!unsaved.reason.isEmpty());
    QVERIFY(unsaved.sinceUtcMs > 0);
    QVERIFY(!states.isEmpty());
    QCOMPARE(states.last().at(0).value<SaveState>(), unsaved);
    qInfo("reason shown: %s", qPrintable(unsaved.reason));
    // Nothing of it is in the database (a removed file would have swallowed the commits without a word).
    QCOMPARE(store.incidents(eventId)->size(), 1);
    QList<QVariantList> rows;

    // The fault is cleared.
    if (fault == QLatin1String("read-only"))
        QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA query_only = 0")), QString());
    else if (fault == QLatin1String("disk full"))
        QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA max_page_count = 1073741823")), QString());
    else
        QVERIFY(QFile::rename(away, path));

    if (clearedByNextWrite)
        QVERIFY(upsert({testing::incident(QStringLiteral("c1"))}));
    else
        QTRY_VERIFY_WITH_TIMEOUT(writer.state().saved(), 5000);
    QCOMPARE(writer.waitingWrites(), 0);
    QCOMPARE(writer.retryIntervalMs(), 0);
    QVERIFY(states.last().at(0).value<SaveState>().saved());

    // Everything landed exactly once, the review on its incident.
    const auto stored = store.incidents(eventId);
    QVERIFY(stored.ok());
    QStringList keys;
    for (const Incident &i : stored.value())
        keys << i.key;
    keys.sort();
    QStringList expected{QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("b1"), QStringLiteral("before")};
    if (clearedByNextWrite)
        expected << QStringLiteral("c1");
    expected.sort();
    QCOMPARE(keys, expected);
    for (const Incident &i : stored.value())
        if (i.key == QLatin1String("a1")) {
            QCOMPARE(i.reviewState, Incident::ReviewState::Acknowledged);
            QCOMPARE(i.text().size(), big.size());
        }
    store.close();
    rows.clear();
    QCOMPARE(testing::execOnFile(path, {QStringLiteral("PRAGMA integrity_check")}, &rows), QString());
    QCOMPARE(rows.value(0).value(0).toString(), QStringLiteral("ok"));
}

void TestStoreWriter::backsOff()
{
    EventStore store;
    QVERIFY(!store.openSqlite(m_tmp.filePath(QStringLiteral("backoff/events.sqlite"))));
    const std::int64_t eventId = store
                                     .createEvent([] {
                                         event::EventInfo info;
                                         info.name = QStringLiteral("Back-off");
                                         return info;
                                     }())
                                     .value();
    QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA query_only = 1")), QString());
    StoreWriter writer(&store);
    int tries = 0;
    QVERIFY(!writer.submit(QStringLiteral("incident"), 1, [&tries, eventId](EventStore &s) {
        ++tries;
        return s.upsertIncidents(eventId, {testing::incident(QStringLiteral("k"))});
    }));
    QCOMPARE(tries, 1);
    QCOMPARE(writer.retryIntervalMs(), StoreWriter::FirstRetryMs);
    QTRY_COMPARE_WITH_TIMEOUT(tries, 2, 3000);
    QCOMPARE(writer.retryIntervalMs(), 2 * StoreWriter::FirstRetryMs); // the server is not hammered
    QCOMPARE(testing::execOn(store, QStringLiteral("PRAGMA query_only = 0")), QString());
    QTRY_VERIFY_WITH_TIMEOUT(writer.state().saved(), 4000);
    QCOMPARE(tries, 3);
    QCOMPARE(store.incidents(eventId)->size(), 1);
}

void TestStoreWriter::refusedWriteDoesNotBlockTheRest()
{
    EventStore store;
    QVERIFY(!store.openSqlite(m_tmp.filePath(QStringLiteral("refused/events.sqlite"))));
    event::EventInfo info;
    info.name = QStringLiteral("Refused");
    const std::int64_t eventId = store.createEvent(info).value();
    StoreWriter writer(&store);
    QSignalSpy refused(&writer, &StoreWriter::refused);
    // A review of an incident the database does not have will never be stored: reported, dropped.
    QVERIFY(writer.submit(QStringLiteral("review"), 1, [eventId](EventStore &s) {
        return s.setIncidentReview(eventId, QStringLiteral("nowhere"), Incident::ReviewState::Dismissed, {}, {}, 1);
    }));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.first().at(0).toString().isEmpty());
    QVERIFY(writer.submit(QStringLiteral("incident"), 1, [eventId](EventStore &s) {
        return s.upsertIncidents(eventId, {testing::incident(QStringLiteral("after"))});
    }));
    QVERIFY(writer.state().saved());
    QCOMPARE(store.incidents(eventId)->size(), 1);
}

QTEST_GUILESS_MAIN(TestStoreWriter)
#include "tst_storewriter.moc"
