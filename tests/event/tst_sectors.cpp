#include "core/event/sector.h"
#include "core/storage/eventstore.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using event::NumberRanges;
using event::PairingRecord;
using event::Sector;
using event::SectorPlan;
using event::StaffMember;

// Issue 24 §4, Art. 10.3.1: sectors of boards and of players by starting number, who may assign them,
// which boards a round leaves unwatched, and how an event database keeps them and a hand-over.
class TestSectors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rangesReadAndWriteBack();
    void playersFollowTheirBoards();
    void whoMayAssign();
    void storedAndHandedOver();
};

void TestSectors::rangesReadAndWriteBack()
{
    QCOMPARE(NumberRanges::format(*NumberRanges::parse(QStringLiteral("5, 1-3;4 9 20-21"))),
             QStringLiteral("1-5, 9, 20-21"));
    QCOMPARE(NumberRanges::format({}), QString());
    QVERIFY(NumberRanges::parse(QString())->isEmpty());
    for (const char *bad : {"0", "3-1", "1-2-3", "x", "1-100000"}) {
        const auto parsed = NumberRanges::parse(QString::fromLatin1(bad));
        QVERIFY2(!parsed, bad);
        QVERIFY(!parsed.error().message.isEmpty());
    }
    Sector s;
    s.arbiter = QStringLiteral("Boris");
    s.boards = QStringLiteral("1-3, x");
    QVERIFY(s.check());
    s.boards = QStringLiteral("1-3");
    QVERIFY(!s.check());
    Sector other;
    other.boards = QStringLiteral("4, 10");
    other.players = QStringLiteral("7");
    const Sector both = s.merged(other);
    QCOMPARE(both.boards, QStringLiteral("1-4, 10"));
    QCOMPARE(both.players, QStringLiteral("7"));
    QCOMPARE(both.arbiter, QStringLiteral("Boris"));
}

void TestSectors::playersFollowTheirBoards()
{
    // Round 3: player 7 on board 2 (Black), player 12 on board 5; board 9 is a bye.
    QList<PairingRecord> round;
    auto pairing = [&](int board, int white, int black) {
        PairingRecord p;
        p.round = 3;
        p.board = board;
        p.whiteId = white;
        p.blackId = black;
        p.white = QStringLiteral("W%1").arg(white);
        p.black = black ? QStringLiteral("B%1").arg(black) : QString();
        if (!black)
            p.result = PairingRecord::Result::PairingAllocatedBye;
        round << p;
    };
    for (int b = 1; b <= 8; ++b)
        pairing(b, 20 + b, 30 + b);
    round[1].blackId = 7;
    round[4].whiteId = 12;
    pairing(9, 40, 0);
    Sector boris;
    boris.arbiter = QStringLiteral("Boris");
    boris.players = QStringLiteral("7, 12");
    QCOMPARE(boris.boardsIn(round), (QSet<int>{2, 5}));
    Sector dina;
    dina.arbiter = QStringLiteral("Dina");
    dina.boards = QStringLiteral("1-3");
    const SectorPlan plan = SectorPlan::make({boris, dina}, round);
    QCOMPARE(plan.boardsOf(QStringLiteral("boris")), (QSet<int>{2, 5}));
    QCOMPARE(plan.watchers(2), (QStringList{QStringLiteral("Boris"), QStringLiteral("Dina")}));
    QCOMPARE(plan.unwatched, (QSet<int>{4, 6, 7, 8})); // the bye is no board to watch
    QCOMPARE(plan.of(QStringLiteral("DINA"))->boards, QStringLiteral("1-3"));
    // No sectors at all: everyone watches everything, nothing is flagged.
    QVERIFY(SectorPlan::make({}, round).unwatched.isEmpty());
}

void TestSectors::whoMayAssign()
{
    const StaffMember chief{QStringLiteral("Anna"), StaffMember::Role::ChiefArbiter, {}, {}, {}};
    const StaffMember deputy{QStringLiteral("Dina"), StaffMember::Role::DeputyChiefArbiter, {}, {}, {}};
    const StaffMember local{
        QStringLiteral("Lev"), StaffMember::Role::LocalChiefArbiter, QStringLiteral("Kazan"), {}, {}};
    const StaffMember arbiter{QStringLiteral("Boris"), StaffMember::Role::Arbiter, {}, {}, {}};
    const StaffMember appeals{QStringLiteral("Ivan"), StaffMember::Role::AppealsCommittee, {}, {}, {}};
    for (const auto &m : {chief, deputy, local})
        QVERIFY(!Sector::refusal(m, QStringLiteral("Boris")));
    QVERIFY(!Sector::refusal(arbiter, QStringLiteral("boris")));
    QVERIFY(Sector::refusal(arbiter, QStringLiteral("Dina")));
    QVERIFY(Sector::refusal(appeals, QStringLiteral("Boris")));
    QVERIFY(Sector::refusal(std::nullopt, QStringLiteral("Boris")));
}

void TestSectors::storedAndHandedOver()
{
    QTemporaryDir dir;
    storage::EventStore store;
    QVERIFY(!store.openSqlite(dir.filePath(QStringLiteral("event.sqlite"))));
    event::EventInfo info;
    info.name = QStringLiteral("Rapid");
    const std::int64_t id = store.createEvent(info).value();
    Sector boris;
    boris.arbiter = QStringLiteral("Boris");
    boris.boards = QStringLiteral("1-10");
    boris.assignedBy = QStringLiteral("Anna");
    boris.assignedUtcMs = 100;
    QVERIFY(!store.setSector(id, boris));
    Sector bad = boris;
    bad.boards = QStringLiteral("ten");
    QVERIFY(store.setSector(id, bad)); // refused, nothing changed
    QVERIFY(store.setSector(id + 1, boris)); // no such event
    QCOMPARE(store.sectors(id)->size(), 1);
    QCOMPARE(store.sectors(id)->first(), boris);

    // A shift change: Boris's boards go to Dina (who had none), with the note.
    QVERIFY(!store.handOverSector(id, QStringLiteral("boris"), QStringLiteral("Dina"), QStringLiteral("Boris"),
                                  QStringLiteral("board 4: claim pending"), 200));
    auto now = store.sectors(id);
    QCOMPARE(now->size(), 1);
    QCOMPARE(now->first().arbiter, QStringLiteral("Dina"));
    QCOMPARE(now->first().boards, QStringLiteral("1-10"));
    QCOMPARE(now->first().handedFrom, QStringLiteral("Boris"));
    QCOMPARE(now->first().assignedBy, QStringLiteral("Boris"));
    QCOMPARE(now->first().note, QStringLiteral("board 4: claim pending"));
    // Nothing to hand over, or to oneself.
    QVERIFY(
        store.handOverSector(id, QStringLiteral("Boris"), QStringLiteral("Dina"), QStringLiteral("Boris"), {}, 300));
    QVERIFY(store.handOverSector(id, QStringLiteral("Dina"), QStringLiteral("dina"), QStringLiteral("Dina"), {}, 300));
    QCOMPARE(store.sectors(id)->size(), 1);
    // An empty sector takes it away; removing the event takes its sectors.
    Sector none;
    none.arbiter = QStringLiteral("Dina");
    QVERIFY(!store.setSector(id, none));
    QVERIFY(store.sectors(id)->isEmpty());
    QVERIFY(!store.setSector(id, boris));
    QVERIFY(!store.removeEvent(id));
    QVERIFY(store.sectors(id)->isEmpty());
}

QTEST_GUILESS_MAIN(TestSectors)
#include "tst_sectors.moc"
