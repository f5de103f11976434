#include "core/event/eventinfo.h"
#include "core/evidence/evidencepolicy.h"
#include "core/evidence/evidencestore.h"
#include "core/storage/eventstore.h"
#include "tests/storage/storebackends.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimeZone>

using namespace arbiter;
using event::StaffMember;
using evidence::EvidenceCapture;
using evidence::EvidenceItem;
using evidence::EvidencePolicy;
using evidence::EvidenceStore;

// VCS evidence as Appendix I A.5 keeps it, on SQLite and on a real PostgreSQL server: stills are
// kept with the event; only the chief arbiter is given a picture (an arbiter is refused, and the
// refusal is logged like an opening); the chief arbiter holds evidence for proceedings and declares
// the results final; a year after that, the retention rule deletes exactly what is due (not what is
// held, not a day early), and every deletion is in the log, which nobody can edit.
class TestEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void policy();
    void onlyTheChiefArbiterOpens_data() { StoreBackends::addColumn(); }
    void onlyTheChiefArbiterOpens();
    void retentionDeletesOnlyWhatIsDue_data() { StoreBackends::addColumn(); }
    void retentionDeletesOnlyWhatIsDue();

private:
    static EvidenceCapture still(const QString &player, const QByteArray &jpeg);

    StoreBackends m_stores;
    const StaffMember m_chief{QStringLiteral("Anna"), StaffMember::Role::ChiefArbiter, {}, {}, {}};
    const StaffMember m_arbiter{QStringLiteral("Boris"), StaffMember::Role::Arbiter, {}, {}, {}};
};

void TestEvidence::initTestCase()
{
    QVERIFY(m_stores.start());
}

void TestEvidence::cleanupTestCase()
{
    m_stores.stop();
}

EvidenceCapture TestEvidence::still(const QString &player, const QByteArray &jpeg)
{
    EvidenceCapture c;
    c.item.incidentKey = QStringLiteral("g1/vcs/0/1");
    c.item.incidentKind = QStringLiteral("vcs_absent");
    c.item.gameId = QStringLiteral("g1");
    c.item.board = 4;
    c.item.player = player;
    c.item.takenUtcMs = 1'700'000'000'000;
    c.data = jpeg;
    return c;
}

void TestEvidence::policy()
{
    QVERIFY(!EvidencePolicy::openRefusal(StaffMember::Role::ChiefArbiter));
    for (auto role :
         {StaffMember::Role::Arbiter, StaffMember::Role::LocalChiefArbiter, StaffMember::Role::LocalTechnicalArbiter}) {
        QVERIFY(EvidencePolicy::openRefusal(role));
        QVERIFY(EvidencePolicy::manageRefusal(role));
    }
    // One calendar year, a leap day included.
    const auto final = QDateTime(QDate(2027, 3, 1), QTime(12, 0), Qt::UTC).toMSecsSinceEpoch();
    QCOMPARE(EvidencePolicy::deletionDueUtcMs(final),
             QDateTime(QDate(2028, 3, 1), QTime(12, 0), Qt::UTC).toMSecsSinceEpoch());
    EvidenceItem e;
    QVERIFY(!EvidencePolicy::isDue(e, std::nullopt, final * 2)); // results not final: kept
    QVERIFY(!EvidencePolicy::isDue(e, final, EvidencePolicy::deletionDueUtcMs(final) - 1));
    QVERIFY(EvidencePolicy::isDue(e, final, EvidencePolicy::deletionDueUtcMs(final)));
    e.held = true;
    QVERIFY(!EvidencePolicy::isDue(e, final, final * 2));
}

void TestEvidence::onlyTheChiefArbiterOpens()
{
    QFETCH(bool, postgres);
    if (postgres && !m_stores.pgUp)
        QSKIP(qPrintable(m_stores.pgWhy));
    storage::EventStore store;
    QVERIFY(m_stores.open(store, QStringLiteral("evidence_open_") + QLatin1String(QTest::currentDataTag()), postgres));
    event::EventInfo info;
    info.name = QStringLiteral("Open");
    const std::int64_t eventId = store.createEvent(info).value();
    EvidenceStore evidence(store);
    const QByteArray jpeg("\xff\xd8\xff\xe0 a picture \xff\xd9", 16);
    const auto kept = evidence.store(eventId, still(QStringLiteral("Alice"), jpeg), QStringLiteral("Boris"));
    QVERIFY2(kept.ok(), kept ? "" : qPrintable(kept.error().message));
    QCOMPARE(kept->id, std::int64_t(1));
    QCOMPARE(kept->bytes, std::int64_t(jpeg.size()));
    const auto listed = evidence.list(eventId);
    QVERIFY(listed.ok());
    QCOMPARE(listed->size(), 1);
    QCOMPARE(listed->first().player, QStringLiteral("Alice"));
    QCOMPARE(listed->first().bytes, std::int64_t(jpeg.size()));

    const auto refused = evidence.open(eventId, kept->id, m_arbiter);
    QVERIFY(!refused.ok());
    QVERIFY(refused.error().message.contains(QLatin1String("A.5")));
    QVERIFY(evidence.setHeld(eventId, kept->id, true, m_arbiter)); // an error: may not
    const auto opened = evidence.open(eventId, kept->id, m_chief);
    QVERIFY(opened.ok());
    QCOMPARE(opened.value(), jpeg);

    const auto log = evidence.log(eventId);
    QVERIFY(log.ok());
    QStringList actions;
    for (const auto &entry : log.value())
        actions << entry.who + u':' + entry.action;
    QCOMPARE(
        actions,
        QStringList({QStringLiteral("Boris:stored"), QStringLiteral("Boris:refused"), QStringLiteral("Anna:opened")}));
    // The log is append-only.
    QSqlQuery q(QSqlDatabase::database(store.database().connectionName()));
    QVERIFY(!q.exec(QStringLiteral("DELETE FROM evidence_log WHERE seq = 2")));
    QVERIFY2(q.lastError().text().contains(QLatin1String("append-only")), qPrintable(q.lastError().text()));
    QCOMPARE(evidence.log(eventId)->size(), 3);
}

void TestEvidence::retentionDeletesOnlyWhatIsDue()
{
    QFETCH(bool, postgres);
    if (postgres && !m_stores.pgUp)
        QSKIP(qPrintable(m_stores.pgWhy));
    storage::EventStore store;
    QVERIFY(m_stores.open(store, QStringLiteral("evidence_keep_") + QLatin1String(QTest::currentDataTag()), postgres));
    event::EventInfo info;
    info.name = QStringLiteral("Open");
    const std::int64_t eventId = store.createEvent(info).value();
    info.name = QStringLiteral("Other");
    const std::int64_t otherId = store.createEvent(info).value();
    std::int64_t now = QDateTime(QDate(2027, 5, 10), QTime(18, 0), Qt::UTC).toMSecsSinceEpoch();
    EvidenceStore evidence(store, [&now] { return now; });
    for (const char *player : {"Alice", "Bob", "Carol"})
        QVERIFY(evidence.store(eventId, still(QLatin1String(player), "jpeg"), QStringLiteral("console")).ok());
    QVERIFY(evidence.store(otherId, still(QStringLiteral("Dora"), "jpeg"), QStringLiteral("console")).ok());

    // Not final: nothing is due, however late.
    now += 3LL * 365 * 24 * 3600 * 1000;
    QCOMPARE(evidence.purgeDue(eventId).value(), 0);
    QVERIFY(evidence.declareResultsFinal(eventId, m_arbiter)); // refused
    QVERIFY(!evidence.declareResultsFinal(eventId, m_chief));
    const std::int64_t final = now;
    QCOMPARE(evidence.resultsFinal(eventId).value(), std::optional(final));
    QVERIFY(!evidence.setHeld(eventId, 2, true, m_chief)); // Bob's, for proceedings

    now = EvidencePolicy::deletionDueUtcMs(final) - 1; // a millisecond early
    QCOMPARE(evidence.purgeDue(eventId).value(), 0);
    now = EvidencePolicy::deletionDueUtcMs(final);
    QCOMPARE(evidence.purgeDue(eventId).value(), 2);
    const auto left = evidence.list(eventId);
    QCOMPARE(left->size(), 1);
    QCOMPARE(left->first().player, QStringLiteral("Bob"));
    QVERIFY(left->first().held);
    QCOMPARE(evidence.list(otherId)->size(), 1); // another event's results are not final
    QCOMPARE(evidence.purgeDue(eventId).value(), 0); // done once

    int deletions = 0;
    const auto log = evidence.log(eventId);
    QVERIFY(log.ok());
    for (const auto &entry : log.value())
        if (entry.action == QLatin1String("deleted")) {
            ++deletions;
            QVERIFY(entry.evidenceId == 1 || entry.evidenceId == 3);
            QCOMPARE(entry.utcMs, now);
        }
    QCOMPARE(deletions, 2);
    // Released, the held item goes at the next sweep.
    QVERIFY(!evidence.setHeld(eventId, 2, false, m_chief));
    QCOMPARE(evidence.purgeDue(eventId).value(), 1);
    QCOMPARE(evidence.list(eventId)->size(), 0);
    QVERIFY(!evidence.open(eventId, 2, m_chief).ok()); // gone, said so
}

QTEST_GUILESS_MAIN(TestEvidence)
#include "tst_evidence.moc"
