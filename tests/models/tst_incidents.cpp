#include "event/livegameregistry.h"
#include "models/incidentmodel.h"
#include "watch/incidentdetector.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace arbiter;
using arbiter::zone::ZoneEvent;

// The first incidents: anomalies and disconnections from the registry become keyed incidents with
// their article; a disconnection is updated with its duration (zone time) when the player is back;
// the queue shows the newest first and never the same incident twice.
class TestIncidents : public QObject
{
    Q_OBJECT

private slots:
    void detectorAndQueue();
    void detectorUpdateKeepsReview();
};

void TestIncidents::detectorAndQueue()
{
    event::LiveGameRegistry registry;
    std::int64_t now = 5'000;
    registry.setMonotonicClock([&now] { return now; });
    watch::IncidentDetector detector(&registry);
    models::IncidentModel queue;
    QAbstractItemModelTester tester(&queue, QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(&detector, &watch::IncidentDetector::incidentsReady, &queue, &models::IncidentModel::apply);

    ZoneEvent start;
    start.type = ZoneEvent::Type::GameStarted;
    start.gameId = QStringLiteral("g1");
    start.pairing.board = 4;
    start.pairing.white = QStringLiteral("Alice");
    start.pairing.black = QStringLiteral("Bob");
    ZoneEvent away;
    away.type = ZoneEvent::Type::PlayerConnection;
    away.gameId = QStringLiteral("g1");
    away.color = chess::Black;
    away.connected = false;
    away.zoneTimestampMs = 1'000'000;
    registry.apply({start, away});
    registry.flush();
    QCOMPARE(queue.rowCount(), 1);
    QCOMPARE(queue.index(0, models::IncidentModel::ArticleColumn).data().toString(), QStringLiteral("Art. 11"));
    QCOMPARE(queue.index(0, models::IncidentModel::BoardColumn).data().toInt(), 4);
    QVERIFY(queue.index(0, 0).data(models::IncidentModel::OpenRole).toBool());

    // Back after 45 s of zone time (our clock saw only 2 s: a sped-up zone).
    now += 2'000;
    ZoneEvent back = away;
    back.connected = true;
    back.zoneTimestampMs = 1'045'000;
    ZoneEvent illegal;
    illegal.type = ZoneEvent::Type::MovePlayed;
    illegal.gameId = QStringLiteral("g1");
    illegal.ply = 1;
    illegal.uci = QStringLiteral("e2e5");
    registry.apply({back, illegal});
    registry.flush();
    QCOMPARE(queue.rowCount(), 2); // the disconnection updated in place, the illegal move added on top
    QCOMPARE(queue.index(0, models::IncidentModel::ArticleColumn).data().toString(), QStringLiteral("Art. 8.4"));
    QCOMPARE(queue.index(0, 0).data(models::IncidentModel::PlyRole).toInt(), 1);
    const QString what = queue.index(1, models::IncidentModel::WhatColumn).data().toString();
    QVERIFY2(what.contains(QStringLiteral("45 s")), qPrintable(what));
    QVERIFY(!queue.index(1, 0).data(models::IncidentModel::OpenRole).toBool());
    // The zone replays the same facts after a reconnect: nothing new.
    registry.apply({back, illegal});
    registry.flush();
    QCOMPARE(queue.rowCount(), 2);
}

// The arbiter acknowledged a disconnection (the review came back from the EventStore); the
// detector's later report of the same incident, with its duration, must not reopen it.
void TestIncidents::detectorUpdateKeepsReview()
{
    models::IncidentModel queue;
    QAbstractItemModelTester tester(&queue, QAbstractItemModelTester::FailureReportingMode::QtTest);
    watch::Incident away;
    away.key = QStringLiteral("g1/disconnected/0");
    away.kind = watch::Incident::Kind::Disconnected;
    away.text = QStringLiteral("White left the zone");
    away.utcMs = 1000;
    watch::Incident reviewed = away;
    reviewed.reviewState = watch::Incident::ReviewState::Acknowledged;
    reviewed.reviewNote = QStringLiteral("called the player");
    reviewed.reviewedBy = QStringLiteral("IA Petrova");
    reviewed.reviewedUtcMs = 2000;
    queue.apply({reviewed});
    watch::Incident back = away;
    back.open = false;
    back.text = QStringLiteral("White was away for 45 s");
    back.utcMs = 46'000;
    queue.apply({back});
    QCOMPARE(queue.rowCount(), 1);
    const watch::Incident &got = queue.incident(0);
    QCOMPARE(got.text, back.text);
    QCOMPARE(got.open, false);
    QCOMPARE(got.utcMs, std::int64_t(1000));
    QCOMPARE(got.reviewState, watch::Incident::ReviewState::Acknowledged);
    QCOMPARE(got.reviewNote, reviewed.reviewNote);
    QCOMPARE(got.reviewedBy, reviewed.reviewedBy);
    QCOMPARE(got.reviewedUtcMs, std::int64_t(2000));
}

QTEST_GUILESS_MAIN(TestIncidents)
#include "tst_incidents.moc"
