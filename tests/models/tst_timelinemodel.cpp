#include "core/models/timelinemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using models::TimelineModel;

// A focused game's timeline as an arbiter reads it when ruling on a disconnection: in the order
// things happened, with how long a player was away, and growing at the end while the game goes on.
class TestTimelineModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void tellsTheGameInOrder();
    void growsAtTheEnd();

private:
    static live::GameRecord record(int plies);
};

live::GameRecord TestTimelineModel::record(int plies)
{
    live::GameRecord r;
    r.id = QStringLiteral("g1");
    r.startedMonotonicMs = 1000;
    const char *san[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"};
    for (int i = 0; i < plies; ++i) {
        live::GameRecord::Ply p;
        p.ply = i + 1;
        p.san = QString::fromLatin1(san[i]);
        p.whiteMs = 180'000 - i * 1000;
        p.blackMs = 179'000 - i * 1000;
        p.receivedMonotonicMs = 2000 + i * 10'000;
        r.plies.push_back(p);
    }
    return r;
}

void TestTimelineModel::tellsTheGameInOrder()
{
    live::GameRecord r = record(4);
    // Black leaves the zone after 2... e5 and comes back 42 s later; White offers a draw with 3. Nf3.
    r.disconnections.push_back({chess::Black, 2, 0, 13'000, 2, 0, 55'000});
    r.drawOffers.push_back({3, chess::White, 0, 22'000});
    r.pauses.push_back({4, 0, 33'000, 0, 38'000});
    r.status = zone::ZoneStatus::Resign;
    r.winner = chess::White;
    r.result = QStringLiteral("1-0");
    r.endedMonotonicMs = 60'000;

    TimelineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecord(r);
    using K = TimelineModel::Kind;
    const QList<K> expected = {K::Started, K::Move,   K::Move,    K::Disconnected, K::Move, K::DrawOffer,
                               K::Move,    K::Paused, K::Resumed, K::Reconnected,  K::Ended};
    QCOMPARE(model.rowCount(), expected.size());
    for (int row = 0; row < expected.size(); ++row)
        QCOMPARE(model.index(row, 0).data(TimelineModel::KindRole).toInt(), int(expected[row]));

    QCOMPARE(model.index(1, TimelineModel::MoveColumn).data().toString(), QStringLiteral("1."));
    QCOMPARE(model.index(2, TimelineModel::MoveColumn).data().toString(), QStringLiteral("1…"));
    QCOMPARE(model.index(1, TimelineModel::EventColumn).data().toString(), QStringLiteral("e4, clock 3:00"));
    QCOMPARE(model.index(1, TimelineModel::TimeColumn).data().toString(), QStringLiteral("+0:01"));
    QCOMPARE(model.index(9, TimelineModel::EventColumn).data().toString(),
             QStringLiteral("Black back in the game zone after 42 s"));
    QCOMPARE(model.index(8, TimelineModel::EventColumn).data().toString(),
             QStringLiteral("Clocks running again after 5 s"));
    QVERIFY(model.index(10, TimelineModel::EventColumn).data().toString().contains(QStringLiteral("1-0")));
    // A click on an entry shows the board as it was then.
    QCOMPARE(model.index(3, 0).data(TimelineModel::PlyRole).toInt(), 2);
}

void TestTimelineModel::growsAtTheEnd()
{
    TimelineModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRecord(record(2));
    QCOMPARE(model.rowCount(), 3);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    model.setRecord(record(4));
    QCOMPARE(model.rowCount(), 5);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(reset.size(), 0);
    QCOMPARE(inserted[0][1].toInt(), 3);
    // Another game (or a rewritten history) starts over.
    live::GameRecord other = record(1);
    other.plies[0].san = QStringLiteral("d4");
    model.setRecord(other);
    QCOMPARE(reset.size(), 1);
    QCOMPARE(model.rowCount(), 2);
}

QTEST_GUILESS_MAIN(TestTimelineModel)
#include "tst_timelinemodel.moc"
