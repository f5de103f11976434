#include "core/rulings/logverifier.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "tests/storage/postgresserver.h"
#include "tests/storage/teamfixture.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

using namespace arbiter;
using event::StaffMember;
using rulings::Kind;
using rulings::Ruling;

// Issue 24 §8: a team event on a primary with a synchronous streaming standby (pg_basebackup, started
// by the test). Two consoles' sessions address both servers (libpq's multi-host address,
// target_session_attrs=read-write) and record rulings one after another; the primary dies at once in
// the middle, the standby is promoted, and both consoles reconnect to it by themselves and record
// again. Every ruling a console showed as recorded is on the new primary, the chain verifies, and the
// time from the primary's death to recording again is printed. Twice: a new standby is made from the
// new primary, and it fails over again.
class TestFailover : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void failoverLosesNothingAcknowledged();
    void standbyDownTheEventGoesOn();

private:
    storage::PostgresOptions options(const QString &login) const;
    std::unique_ptr<session::EventSession> openSession(const QString &login);

    std::unique_ptr<PostgresServer> m_primary, m_standby;
    QString m_db = QStringLiteral("team_failover");
    QHash<QString, QString> m_passwords;
};

storage::PostgresOptions TestFailover::options(const QString &login) const
{
    // Both servers, the one that accepts writes first.
    auto o = storage::PostgresOptions::fromUrl(QStringLiteral("postgresql://%1@/%2?host=%3,%4&port=%5,%6")
                                                   .arg(login, m_db, m_primary->socketDir(), m_standby->socketDir())
                                                   .arg(m_primary->port())
                                                   .arg(m_standby->port()))
                 .value();
    o.password = m_passwords.value(login);
    return o;
}

void TestFailover::initTestCase()
{
    m_primary = std::make_unique<PostgresServer>();
    m_primary->requirePasswords();
    QString why;
    QVERIFY2(m_primary->start(&why), qPrintable(why));
    QVERIFY2(m_primary->createDatabase(m_db, &why), qPrintable(why));
    QVERIFY2(makeTeamEvent(
                 *m_primary, m_db,
                 {{QStringLiteral("Anna Petrova"), StaffMember::Role::ChiefArbiter, {}, {}, QStringLiteral("anna")},
                  {QStringLiteral("Boris Ivanov"), StaffMember::Role::Arbiter, {}, {}, QStringLiteral("boris")}},
                 &m_passwords, &why),
             qPrintable(why));
    m_standby = std::make_unique<PostgresServer>();
    QVERIFY2(m_standby->startStandbyOf(*m_primary, &why), qPrintable(why));
}

std::unique_ptr<session::EventSession> TestFailover::openSession(const QString &login)
{
    auto s = std::make_unique<session::EventSession>();
    const auto opening = s->openEvent(storage::StoreConfig::server(options(login)), true, QString(), false);
    if (opening.openError || opening.error) {
        qWarning() << (opening.openError ? opening.openError->message : opening.error->message);
        return nullptr;
    }
    return s;
}

void TestFailover::failoverLosesNothingAcknowledged()
{
    auto anna = openSession(QStringLiteral("anna"));
    auto boris = openSession(QStringLiteral("boris"));
    QVERIFY(anna && boris);
    QList<Ruling> acknowledged;
    for (auto *s : {anna.get(), boris.get()})
        connect(s, &session::EventSession::rulingRecorded, this, [&acknowledged, s](const Ruling &r) {
            if (r.issuer == s->rulings()->identity()->name)
                acknowledged.append(r);
        });
    int n = 0;
    auto record = [&](session::EventSession *s) {
        Ruling warning;
        warning.kind = Kind::Warning;
        warning.player = QStringLiteral("Player %1").arg(++n);
        s->issueRuling(warning);
    };
    for (int cycle = 0; cycle < 2; ++cycle) {
        // Rulings flowing from both consoles.
        for (int i = 0; i < 20; ++i) {
            record(i % 2 ? boris.get() : anna.get());
            QTest::qWait(10);
        }
        // The primary dies; the standby takes over.
        QString why;
        const qsizetype before = acknowledged.size();
        QElapsedTimer outage;
        outage.start();
        QVERIFY2(m_primary->kill(&why), qPrintable(why));
        QVERIFY2(m_standby->promote(&why), qPrintable(why));
        // Both consoles record again by themselves (each tries every 200 ms until it is recorded).
        bool annaBack = false, borisBack = false;
        while ((!annaBack || !borisBack) && outage.elapsed() < 30'000) {
            const qsizetype had = acknowledged.size();
            if (!annaBack) {
                record(anna.get());
                annaBack = acknowledged.size() > had;
            }
            const qsizetype had2 = acknowledged.size();
            if (!borisBack) {
                record(boris.get());
                borisBack = acknowledged.size() > had2;
            }
            QTest::qWait(200);
        }
        QVERIFY2(annaBack && borisBack, "a console did not record again within 30 s");
        qInfo() << "failover" << cycle + 1 << ": every console recording again" << outage.elapsed()
                << "ms after the primary died";
        QVERIFY(acknowledged.size() > before);
        // A new standby for the new primary.
        std::swap(m_primary, m_standby);
        m_standby = std::make_unique<PostgresServer>();
        QVERIFY2(m_standby->startStandbyOf(*m_primary, &why), qPrintable(why));
        // The consoles' address names the dead server's socket; the new pair is given to new sessions
        // in the next cycle, as an administrator would hand out a new address.
        anna = openSession(QStringLiteral("anna"));
        boris = openSession(QStringLiteral("boris"));
        QVERIFY(anna && boris);
        for (auto *s : {anna.get(), boris.get()})
            connect(s, &session::EventSession::rulingRecorded, this, [&acknowledged, s](const Ruling &r) {
                if (r.issuer == s->rulings()->identity()->name)
                    acknowledged.append(r);
            });
    }
    // Nothing a console showed as recorded is missing, and the line is whole.
    storage::Database reader;
    QVERIFY(!reader.openPostgres(options(QStringLiteral("anna"))));
    rulings::SqlRulingLog log(reader);
    const auto rows = log.read(1);
    QVERIFY(rows);
    QHash<std::int64_t, QByteArray> stored;
    for (const Ruling &r : rows.value())
        stored.insert(r.seq, r.hash);
    int lost = 0;
    for (const Ruling &r : std::as_const(acknowledged))
        lost += stored.value(r.seq) != r.hash;
    qInfo() << acknowledged.size() << "rulings acknowledged," << lost << "lost," << rows->size() << "in the log";
    QCOMPARE(lost, 0);
    QVERIFY(!rulings::LogVerifier::verify(rows.value()));
}

// The standby dies: the chief arbiter is told, and rulings go on being recorded on the primary alone
// (a commit no longer waits for the standby); once it is back, the chief is told so.
void TestFailover::standbyDownTheEventGoesOn()
{
    auto anna = openSession(QStringLiteral("anna"));
    auto boris = openSession(QStringLiteral("boris"));
    QVERIFY(anna && boris);
    QSignalSpy annaStandby(anna.get(), &session::EventSession::standbyChanged);
    QSignalSpy borisStandby(boris.get(), &session::EventSession::standbyChanged);
    QString why;
    QVERIFY2(m_standby->kill(&why), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(!annaStandby.isEmpty(), 15'000);
    QVERIFY(!annaStandby.last().at(0).toBool());
    QVERIFY(annaStandby.last().at(1).toString().contains(QLatin1String("primary server alone")));
    QVERIFY(borisStandby.isEmpty()); // an arbiter is not told; the chief arbiter is
    // Every console reads the standby's state every 5 s: once Boris's has (no signal tells an
    // arbiter), its commits no longer wait. A commit already waiting when the standby died waits
    // until it is back (PostgreSQL lets no timeout end a commit's wait).
    QTest::qWait(6000);
    QSignalSpy recorded(boris.get(), &session::EventSession::rulingRecorded);
    Ruling warning;
    warning.kind = Kind::Warning;
    warning.player = QStringLiteral("Player S");
    QElapsedTimer took;
    took.start();
    boris->issueRuling(warning);
    QVERIFY(!recorded.isEmpty());
    qInfo() << "a ruling with the standby down took" << took.elapsed() << "ms";
    QVERIFY2(m_standby->startAgain(&why), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(annaStandby.size() >= 2 && annaStandby.last().at(0).toBool(), 20'000);
}

QTEST_GUILESS_MAIN(TestFailover)
#include "tst_failover.moc"
