#include "core/storage/eventstore.h"
#include "tests/common/testpaths.h"
#include "tests/storage/storefixtures.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using storage::EventStore;
using watch::Incident;

// kill -9 at any moment loses nothing the screen had called stored: a child process writes
// incidents and reviews through the console's writer, printing each only after its commit; it is
// killed with SIGKILL at random moments (while opening, mid-transaction, between commits), and after
// every kill the file opens intact and holds every item the child printed. Every other child writes
// as the console's zone thread does, its commits relaxed and synced and checkpointed beside it by the
// store's WalSyncer, which the kill may catch mid-checkpoint.
class TestStoreCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWriterLosesNothingStored();
};

void TestStoreCrash::killedWriterLosesNothingStored()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    std::int64_t eventId = 0;
    {
        EventStore store;
        QVERIFY(!store.openSqlite(path));
        event::EventInfo info;
        info.name = QStringLiteral("Crash");
        eventId = store.createEvent(info).value();
    }
    const quint32 seed = QRandomGenerator::global()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);
    QSet<QString> stored;
    QSet<QString> reviewed;
    const QString child = testing::testsBinaryPath(QStringLiteral(CRASHWRITER_FROM_BINARY));
    constexpr int Rounds = 24;
    for (int round = 0; round < Rounds; ++round) {
        QProcess p;
        QStringList args{path, QString::number(eventId), QStringLiteral("r%1").arg(round)};
        if (round % 2 == 1)
            args << QStringLiteral("relaxed");
        p.start(child, args);
        QVERIFY2(p.waitForStarted(), qPrintable(p.errorString()));
        // A few rounds die while the child opens the file; the others after some commits.
        const bool early = round % 6 == 5;
        if (early) {
            QTest::qWait(int(random.bounded(30)));
        } else {
            // Until its first line (a loaded machine and a sanitizer build start it slowly).
            QElapsedTimer waited;
            waited.start();
            while (p.state() == QProcess::Running && p.bytesAvailable() == 0 && waited.elapsed() < 60'000)
                p.waitForReadyRead(100);
            QVERIFY2(p.bytesAvailable() > 0, qPrintable(QString::fromLocal8Bit(p.readAllStandardError())));
            QTest::qWait(int(20 + random.bounded(250)));
        }
        QVERIFY2(p.state() == QProcess::Running, qPrintable(QString::fromLocal8Bit(p.readAllStandardError())));
        p.kill(); // SIGKILL
        QVERIFY(p.waitForFinished(5000));
        QCOMPARE(p.exitStatus(), QProcess::CrashExit);
        const QList<QByteArray> lines = p.readAllStandardOutput().split('\n');
        for (int l = 0; l + 1 < lines.size(); ++l) { // the last piece may be a cut-off line
            const QString line = QString::fromUtf8(lines[l]);
            if (line.startsWith(QLatin1String("stored ")))
                stored.insert(line.mid(7));
            else if (line.startsWith(QLatin1String("reviewed ")))
                reviewed.insert(line.mid(9));
        }

        // Intact, and everything the child called stored is there.
        QList<QVariantList> rows;
        QCOMPARE(testing::execOnFile(path, {QStringLiteral("PRAGMA integrity_check")}, &rows), QString());
        QCOMPARE(rows.value(0).value(0).toString(), QStringLiteral("ok"));
        EventStore store;
        const auto error = store.openSqlite(path);
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        const auto list = store.incidents(eventId);
        QVERIFY(list.ok());
        QHash<QString, Incident> byKey;
        for (const Incident &i : list.value())
            byKey.insert(i.key, i);
        QCOMPARE(byKey.size(), list->size()); // each once
        for (const QString &key : std::as_const(stored))
            QVERIFY2(byKey.contains(key), qPrintable(QStringLiteral("round %1 lost %2").arg(round).arg(key)));
        for (const QString &key : std::as_const(reviewed))
            QVERIFY2(byKey.value(key).reviewState == Incident::ReviewState::Acknowledged,
                     qPrintable(QStringLiteral("round %1 lost the review of %2").arg(round).arg(key)));
    }
    qInfo("%lld incidents and %lld reviews reported stored over %d kills", qlonglong(stored.size()),
          qlonglong(reviewed.size()), Rounds);
    QVERIFY(stored.size() > Rounds);
}

QTEST_GUILESS_MAIN(TestStoreCrash)
#include "tst_storecrash.moc"
