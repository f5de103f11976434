#include "core/event/eventdata.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "tests/common/testpaths.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <signal.h>

using namespace arbiter;
using rulings::Ruling;

// A ruling the screen (here: arbiterctl, which prints "recorded N" only after the commit) called
// recorded survives the writer being killed with SIGKILL right after: the writer issues rulings
// as fast as it can and is killed at random moments, and after every kill the database opens, holds
// every ruling reported, and its chain verifies.
class TestRulingCrash : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedWriterKeepsEveryReportedRuling();
    void consoleSeesAnotherWritersRulings();
    void rulingsNameTheEventsPlayers();
};

void TestRulingCrash::killedWriterKeepsEveryReportedRuling()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    std::int64_t eventId = 0;
    {
        storage::EventStore store;
        QVERIFY(!store.openSqlite(path));
        event::EventInfo info;
        info.name = QStringLiteral("Crash");
        eventId = store.createEvent(info).value();
        QVERIFY(!store.setLastOpenedEvent(eventId));
        QVERIFY(
            !store.setEventValue(eventId, QStringLiteral("staff"),
                                 QString::fromUtf8(event::StaffMember::toJson(
                                     {{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}}))));
    }
    const quint32 seed = QRandomGenerator::global()->generate();
    qInfo("seed %u", seed);
    QRandomGenerator random(seed);
    const QString ctl = testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY));
    const QRegularExpression recorded(QStringLiteral("^recorded (\\d+):"));
    std::int64_t reported = 0;
    constexpr int Rounds = 8;
    for (int round = 0; round < Rounds; ++round) {
        QProcess p;
        p.setProcessChannelMode(QProcess::SeparateChannels);
        p.start(ctl,
                {QStringLiteral("rule"), path, QStringLiteral("--as"), QStringLiteral("Anna"),
                 QStringLiteral("time-adjust"), QStringLiteral("--game"), QStringLiteral("Game%1").arg(round),
                 QStringLiteral("--side"), QStringLiteral("white"), QStringLiteral("--seconds"), QStringLiteral("5"),
                 QStringLiteral("--count"), QStringLiteral("1000000")});
        QVERIFY2(p.waitForStarted(), qPrintable(p.errorString()));
        const int killAfter = 1 + int(random.bounded(40));
        int lines = 0;
        QElapsedTimer waited;
        waited.start();
        while (lines < killAfter && waited.elapsed() < 60'000 && p.state() == QProcess::Running) {
            if (!p.canReadLine() && !p.waitForReadyRead(100))
                continue;
            while (p.canReadLine()) {
                const auto m = recorded.match(QString::fromUtf8(p.readLine()));
                if (m.hasMatch()) {
                    reported = std::max<std::int64_t>(reported, m.captured(1).toLongLong());
                    ++lines;
                }
            }
        }
        QVERIFY2(lines >= killAfter, qPrintable(QString::fromUtf8(p.readAllStandardError())));
        ::kill(pid_t(p.processId()), SIGKILL);
        QVERIFY(p.waitForFinished(10'000));
        // What it printed afterwards, before the signal landed, was committed too.
        for (const QByteArray &line : p.readAllStandardOutput().split('\n'))
            if (const auto m = recorded.match(QString::fromUtf8(line)); m.hasMatch())
                reported = std::max<std::int64_t>(reported, m.captured(1).toLongLong());

        storage::EventStore store;
        QVERIFY(!store.openSqlite(path));
        rulings::SqlRulingLog log(store.database());
        const auto rows = log.read(eventId);
        QVERIFY(rows.ok());
        QVERIFY2(
            rows->size() >= reported,
            qPrintable(QStringLiteral("round %1: %2 stored, %3 reported").arg(round).arg(rows->size()).arg(reported)));
        const auto problem = rulings::LogVerifier::verify(rows.value());
        QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
    }
    // verify-log agrees.
    QProcess verify;
    verify.start(ctl, {QStringLiteral("verify-log"), path});
    QVERIFY(verify.waitForFinished(30'000));
    QCOMPARE(verify.exitCode(), 0);
}

// The arbiters of one event share its log: a ruling arbiterctl records in the console's database
// (another process, the same SQLite file) reaches the console's session within seconds.
void TestRulingCrash::consoleSeesAnotherWritersRulings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    session::EventSession session;
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(path), false, QStringLiteral("Shared"), true);
    QVERIFY(!opening.openError && !opening.error);
    session.saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}},
                       {QStringLiteral("Boris"), event::StaffMember::Role::Arbiter, {}, {}, {}}});
    session.setIdentity(QStringLiteral("Anna"));
    QSignalSpy recorded(&session, &session::EventSession::rulingRecorded);
    QProcess ctl;
    ctl.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
              {QStringLiteral("rule"), path, QStringLiteral("--as"), QStringLiteral("Boris"), QStringLiteral("warning"),
               QStringLiteral("--player"), QStringLiteral("Carlsen, Magnus"), QStringLiteral("--reason"),
               QStringLiteral("9.7-headphones")});
    QVERIFY(ctl.waitForFinished(30'000));
    QCOMPARE(ctl.exitCode(), 0);
    QTRY_COMPARE_WITH_TIMEOUT(recorded.size(), 1, 10'000);
    const Ruling r = recorded[0][0].value<Ruling>();
    QCOMPARE(r.issuer, QStringLiteral("Boris"));
    QCOMPARE(r.article, QStringLiteral("9.7"));
    // The console's own next ruling follows it in the chain.
    Ruling mine;
    mine.kind = rulings::Kind::Warning;
    mine.player = QStringLiteral("Nakamura, Hikaru");
    session.issueRuling(mine);
    QCOMPARE(recorded.size(), 2);
    QCOMPARE(recorded[1][0].value<Ruling>().seq, 2);
    QCOMPARE(recorded[1][0].value<Ruling>().prevHash, r.hash);
}

// Issue 25 §1: a ruling names a player of the event, never a namesake. arbiterctl takes a starting
// number, refuses a name two players share, and the console's own rulings get the player's number
// from the event's list.
void TestRulingCrash::rulingsNameTheEventsPlayers()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    session::EventSession session;
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(path), false, QStringLiteral("Open"), true);
    QVERIFY(!opening.openError && !opening.error);
    session.saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}});
    session.setIdentity(QStringLiteral("Anna"));
    const auto before = session.loadEvent();
    QVERIFY(before);
    event::EventData after = before.value();
    const char *const names[] = {"Smith, John", "Smith, John", "Adams, Ann"};
    for (int i = 0; i < 3; ++i) {
        event::PlayerRecord p;
        p.id = i + 1;
        p.name = QString::fromLatin1(names[i]);
        p.fideId = QString::number(4100001 + i);
        after.players.append(p);
    }
    session.saveEventSetup(before.value(), after);
    QTRY_COMPARE_WITH_TIMEOUT(session.players().players().size(), 3, 10'000);
    QSignalSpy recorded(&session, &session::EventSession::rulingRecorded);
    auto rule = [&](const QString &who, QString *error = nullptr) {
        QProcess ctl;
        ctl.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
                  {QStringLiteral("rule"), path, QStringLiteral("--as"), QStringLiteral("Anna"),
                   QStringLiteral("yellow-card"), QStringLiteral("--player"), who});
        ctl.waitForFinished(30'000);
        if (error)
            *error = QString::fromUtf8(ctl.readAllStandardError());
        return ctl.exitCode();
    };
    QString error;
    QVERIFY(rule(QStringLiteral("Smith, John"), &error) != 0);
    QVERIFY2(error.contains(QStringLiteral("several players called Smith, John")), qPrintable(error));
    QCOMPARE(rule(QStringLiteral("2")), 0);
    QTRY_COMPARE_WITH_TIMEOUT(recorded.size(), 1, 10'000);
    const Ruling second = recorded[0][0].value<Ruling>();
    QCOMPARE(second.player, QStringLiteral("Smith, John"));
    QCOMPARE(second.playerRef.no, 2);
    QCOMPARE(second.playerRef.fideId, QStringLiteral("4100002"));
    QCOMPARE(session.rulings()->book().cards(QStringLiteral("#2")).yellow, 1);
    QCOMPARE(session.rulings()->book().cards(QStringLiteral("#1")).yellow, 0);
    // The console names the player by the event's list where the draft gives only the name.
    Ruling mine;
    mine.kind = rulings::Kind::Warning;
    mine.player = QStringLiteral("Adams, Ann");
    session.issueRuling(mine);
    QCOMPARE(recorded.size(), 2);
    QCOMPARE(recorded[1][0].value<Ruling>().playerRef.no, 3);
}

QTEST_GUILESS_MAIN(TestRulingCrash)
#include "tst_rulingcrash.moc"
