#include "core/live/livegameregistry.h"
#include "core/models/incidentmodel.h"
#include "core/session/gamefeed.h"
#include "core/watch/incidentdetector.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "tests/common/testpaths.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>

using namespace arbiter;
using arbiter::zone::ZoneEvent;

// The first incidents: anomalies and disconnections from the registry become keyed incidents with
// their article; a disconnection is updated with its duration (zone time) when the player is back;
// the queue shows the newest first and never the same incident twice.
class TestIncidents : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detectorAndQueue();
    void detectorUpdateKeepsReview();
    void resultChecks_data();
    void resultChecks();
    void automaticDraws_data();
    void automaticDraws();
    void wrongResultEndToEnd();
    void noShowAndTimeControl();
};

namespace {

using Verdict = live::LiveGame::ResultReview::FlagFallVerdict;
using Dead = live::LiveGame::ResultReview::DeadVerdict;

// A game from a position: listed with its FEN, then the moves (UCI, space separated), one event each.
QList<ZoneEvent> gameFrom(const QString &id, const QString &fen, const QString &uciMoves)
{
    QList<ZoneEvent> events;
    ZoneEvent listed;
    listed.type = ZoneEvent::Type::GameStarted;
    listed.gameId = id;
    listed.pairing.board = 7;
    listed.pairing.white = QStringLiteral("Alice");
    listed.pairing.black = QStringLiteral("Bob");
    listed.pairing.initialFen = fen;
    events.append(listed);
    int ply = 0;
    for (const QString &uci : uciMoves.split(u' ', Qt::SkipEmptyParts)) {
        ZoneEvent move;
        move.type = ZoneEvent::Type::MovePlayed;
        move.gameId = id;
        move.ply = ++ply;
        move.uci = uci;
        events.append(move);
    }
    return events;
}

ZoneEvent endOf(const QString &id, zone::ZoneStatus status, int winner)
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::GameEnded;
    e.gameId = id;
    e.status = status;
    if (winner >= 0)
        e.winner = chess::Color(winner);
    return e;
}

// Collects what the detector emits, keyed, as the queue would hold it.
struct Collected
{
    QList<watch::Incident> all;
    QList<watch::Incident> ofKinds(std::initializer_list<watch::Incident::Kind> kinds) const
    {
        QList<watch::Incident> out;
        for (const auto &i : all)
            if (std::find(kinds.begin(), kinds.end(), i.kind) != kinds.end())
                out.append(i);
        return out;
    }
};

const QString StartFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
// White to move, king and pawn against a bare king.
const QString PawnEnding = QStringLiteral("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
// CHA test vector (miguel-ambrona/D3-Chess tests/test-vector.txt, marked HARD in /work/shared/testdata
// chess/flag-fall-vectors.tsv line 2951): White's flag falls; Black can mate, but the bounded search
// finds no helpmate within the default budget.
const QString HardFlag = QStringLiteral("1k6/1P1p1p1p/BP6/1P5p/8/8/3P1PKP/8 w - - 0 1");

} // namespace

void TestIncidents::detectorAndQueue()
{
    live::LiveGameRegistry registry;
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
    away.message = QStringLiteral("White left the zone");
    away.utcMs = 1000;
    watch::Incident reviewed = away;
    reviewed.reviewState = watch::Incident::ReviewState::Acknowledged;
    reviewed.reviewNote = QStringLiteral("called the player");
    reviewed.reviewedBy = QStringLiteral("IA Petrova");
    reviewed.reviewedUtcMs = 2000;
    queue.apply({reviewed});
    watch::Incident back = away;
    back.open = false;
    back.message = QStringLiteral("White was away for 45 s");
    back.utcMs = 46'000;
    queue.apply({back});
    QCOMPARE(queue.rowCount(), 1);
    const watch::Incident &got = queue.incident(0);
    QCOMPARE(got.text(), back.text());
    QCOMPARE(got.open, false);
    QCOMPARE(got.utcMs, std::int64_t(1000));
    QCOMPARE(got.reviewState, watch::Incident::ReviewState::Acknowledged);
    QCOMPARE(got.reviewNote, reviewed.reviewNote);
    QCOMPARE(got.reviewedBy, reviewed.reviewedBy);
    QCOMPARE(got.reviewedUtcMs, std::int64_t(2000));
}

// Art. 4.5 / 11.4 / 15.4 and the result checks: the registry reviews every finished game
// (LiveGame::review()) and the detector raises one incident from the review's fields.
void TestIncidents::resultChecks_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("winner"); // -1: none (a draw)
    QTest::addColumn<int>("kind"); // -1: no incident
    QTest::addColumn<QString>("article");
    QTest::addColumn<int>("flagged"); // -1: not a flag fall
    QTest::addColumn<int>("verdict"); // Art. 4.5 verdict, -1: none
    QTest::addColumn<int>("dead"); // dead-position verdict of a draw claim, -1: not asked

    using S = zone::ZoneStatus;
    using K = watch::Incident::Kind;
    const int none = -1;
    const int white = chess::White;
    const int black = chess::Black;
    QTest::newRow("flag, opponent can mate, zone agrees")
        << StartFen << "e2e4" << int(S::OutOfTime) << white << none << QString() << black << int(Verdict::Loss) << none;
    QTest::newRow("flag, opponent can mate, zone draws: 15.4")
        << StartFen << "e2e4" << int(S::OutOfTime) << none << int(K::ResultDisagrees) << "15.4" << black
        << int(Verdict::Loss) << none;
    QTest::newRow("flag, bare king cannot mate, zone draws")
        << PawnEnding << "" << int(S::OutOfTime) << none << none << QString() << white << int(Verdict::Draw) << none;
    QTest::newRow("flag, bare king cannot mate, zone gives the win: 4.5")
        << PawnEnding << "" << int(S::OutOfTime) << black << int(K::ResultDisagrees) << "4.5" << white
        << int(Verdict::Draw) << none;
    QTest::newRow("flag, undetermined: arbiter decides")
        << HardFlag << "" << int(S::OutOfTime) << black << int(K::ArbiterDecides) << "4.5" << white
        << int(Verdict::Undetermined) << none;
    QTest::newRow("left the game, leaver not to move, opponent can mate")
        << PawnEnding << "" << int(S::Timeout) << white << none << QString() << black << int(Verdict::Loss) << none;
    QTest::newRow("left the game, bare king wins: 11.4")
        << PawnEnding << "" << int(S::Timeout) << black << int(K::ResultDisagrees) << "11.4" << white
        << int(Verdict::Draw) << none;
    QTest::newRow("left the game, undetermined: arbiter decides")
        << HardFlag << "" << int(S::Timeout) << black << int(K::ArbiterDecides) << "11.4" << white
        << int(Verdict::Undetermined) << none;
    QTest::newRow("insufficient-material claim, mate possible: 15.4")
        << PawnEnding << "" << int(S::InsufficientMaterialClaim) << none << int(K::ResultDisagrees) << "15.4" << none
        << none << int(Dead::NotDead);
    QTest::newRow("insufficient-material claim, dead on material")
        << QStringLiteral("4k3/8/8/8/8/8/8/4KB2 w - - 0 1") << "" << int(S::InsufficientMaterialClaim) << none << none
        << QString() << none << none << none;
    QTest::newRow("agreement draw is legitimate")
        << PawnEnding << "" << int(S::Draw) << none << none << QString() << none << none << none;
    QTest::newRow("resign after mate: 5.1") << StartFen << "f2f3 e7e5 g2g4 d8h4" << int(S::Resign) << white
                                            << int(K::ResultDisagrees) << "5.1" << none << none << none;
    QTest::newRow("mate as on the board")
        << StartFen << "f2f3 e7e5 g2g4 d8h4" << int(S::Mate) << black << none << QString() << none << none << none;
    QTest::newRow("stalemate without stalemate: 5.4")
        << StartFen << "e2e4" << int(S::Stalemate) << none << int(K::ResultDisagrees) << "5.4" << none << none << none;
}

void TestIncidents::resultChecks()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(int, status);
    QFETCH(int, winner);
    QFETCH(int, kind);
    QFETCH(QString, article);
    QFETCH(int, flagged);
    QFETCH(int, verdict);
    QFETCH(int, dead);

    live::LiveGameRegistry registry;
    std::int64_t now = 1'000;
    registry.setMonotonicClock([&now] { return now; });
    watch::IncidentDetector detector(&registry);
    Collected got;
    connect(&detector, &watch::IncidentDetector::incidentsReady, this,
            [&got](const QList<watch::Incident> &list) { got.all += list; });
    const QString id = QStringLiteral("r1");
    registry.apply(gameFrom(id, fen, moves));
    registry.flush();
    now += 100;
    registry.apply(endOf(id, zone::ZoneStatus(status), winner));
    registry.flush();

    const live::LiveGame *game = registry.game(id);
    QVERIFY(game->review());
    const auto &review = *game->review();
    QCOMPARE(review.zoneStatus, zone::ZoneStatus(status));
    QCOMPARE(review.ply, game->plies());
    QCOMPARE(review.flagged, flagged < 0 ? std::nullopt : std::optional<chess::Color>(chess::Color(flagged)));
    QCOMPARE(review.flagVerdict.has_value(), verdict >= 0);
    if (verdict >= 0)
        QCOMPARE(int(*review.flagVerdict), verdict);
    QCOMPARE(review.deadPosition.has_value(), dead >= 0);
    if (dead >= 0)
        QCOMPARE(int(*review.deadPosition), dead);

    using K = watch::Incident::Kind;
    const QList<watch::Incident> results = got.ofKinds({K::ResultDisagrees, K::ArbiterDecides});
    if (kind < 0) {
        QVERIFY2(results.isEmpty(), qPrintable(results.value(0).text()));
        QVERIFY(!review.needsArbiter());
        return;
    }
    QCOMPARE(results.size(), 1);
    const watch::Incident &i = results.front();
    QCOMPARE(int(i.kind), kind);
    QCOMPARE(i.article, article);
    QCOMPARE(i.ply, game->plies());
    QCOMPARE(i.board, 7);
    QVERIFY2(i.text().contains(QStringLiteral("Art. ")), qPrintable(i.text()));
    // The zone sends its final game object again after a reconnect: nothing new.
    registry.apply(endOf(id, zone::ZoneStatus(status), winner));
    registry.flush();
    QCOMPARE(got.ofKinds({K::ResultDisagrees, K::ArbiterDecides}).size(), 1);
}

// Art. 5.4 / 15.3: an automatic draw the zone does not end is an incident once per game and rule,
// at the ply where it arose: at once when more plies come, or after the grace period.
void TestIncidents::automaticDraws_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("moves"); // up to the automatic draw
    QTest::addColumn<QString>("after"); // "move UCI" (the zone goes on), "wait", or "end" (the zone ends it)
    QTest::addColumn<int>("rule");
    QTest::addColumn<int>("ply"); // -1: no incident

    QTest::newRow("stalemate, the zone ends it") << QStringLiteral("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1") << "c1c7"
                                                 << "end" << int(chess::DrawRule::Stalemate) << -1;
    QTest::newRow("stalemate, the zone does not end it") << QStringLiteral("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1") << "c1c7"
                                                         << "wait" << int(chess::DrawRule::Stalemate) << 1;
    QTest::newRow("dead position, play goes on") << QStringLiteral("4k3/8/8/8/8/8/3p4/4KB2 w - - 0 1") << "e1d2"
                                                 << "move e8e7" << int(chess::DrawRule::DeadPosition) << 1;
    QTest::newRow("threefold repetition, play goes on") << StartFen << "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
                                                        << "move e2e4" << int(chess::DrawRule::Threefold) << 8;
    QTest::newRow("threefold repetition, still running later") << StartFen << "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8"
                                                               << "wait" << int(chess::DrawRule::Threefold) << 8;
    QTest::newRow("fifty moves, play goes on") << QStringLiteral("4k3/8/8/8/8/8/R7/4K3 w - - 99 60") << "a2a3"
                                               << "move e8e7" << int(chess::DrawRule::FiftyMoves) << 1;
}

void TestIncidents::automaticDraws()
{
    QFETCH(QString, fen);
    QFETCH(QString, moves);
    QFETCH(QString, after);
    QFETCH(int, rule);
    QFETCH(int, ply);

    live::LiveGameRegistry registry;
    std::int64_t now = 1'000;
    registry.setMonotonicClock([&now] { return now; });
    watch::IncidentDetector detector(&registry);
    detector.setAutomaticDrawGraceMs(2'000);
    Collected got;
    connect(&detector, &watch::IncidentDetector::incidentsReady, this,
            [&got](const QList<watch::Incident> &list) { got.all += list; });
    const QString id = QStringLiteral("d1");
    const QList<ZoneEvent> events = gameFrom(id, fen, moves);
    registry.apply(events);
    registry.flush();
    const live::LiveGame *game = registry.game(id);
    const int drawPly = game->plies();
    QCOMPARE(game->automaticDrawPly(chess::DrawRule(rule)), drawPly);
    QCOMPARE(game->automaticDraws().size(), std::size_t(1));
    QCOMPARE(int(game->automaticDraws().front().rule), rule);
    // The zone has had no time to end it yet.
    QVERIFY(got.ofKinds({watch::Incident::Kind::AutomaticDraw}).isEmpty());

    if (after == QLatin1String("end")) {
        now += 300;
        registry.apply(endOf(id, zone::ZoneStatus::Stalemate, -1));
        registry.flush();
        now += 5'000;
        QTest::qWait(700); // the detector's poll would have fired
    } else if (after == QLatin1String("wait")) {
        now += 1'000;
        QTest::qWait(700);
        QVERIFY(got.ofKinds({watch::Incident::Kind::AutomaticDraw}).isEmpty()); // within the grace period
        now += 1'500;
        QTRY_VERIFY_WITH_TIMEOUT(!got.ofKinds({watch::Incident::Kind::AutomaticDraw}).isEmpty(), 2'000);
    } else {
        ZoneEvent move;
        move.type = ZoneEvent::Type::MovePlayed;
        move.gameId = id;
        move.ply = drawPly + 1;
        move.uci = after.section(u' ', 1);
        now += 200;
        registry.apply(move);
        registry.flush();
        QCOMPARE(game->plies(), drawPly + 1);
    }
    const QList<watch::Incident> draws = got.ofKinds({watch::Incident::Kind::AutomaticDraw});
    if (ply < 0) {
        QVERIFY2(draws.isEmpty(), qPrintable(draws.value(0).text()));
        return;
    }
    QCOMPARE(draws.size(), 1);
    QCOMPARE(draws.front().ply, ply);
    QCOMPARE(draws.front().article, QStringLiteral("15.3"));
    QVERIFY2(draws.front().text().contains(chess::drawRuleText(chess::DrawRule(rule))),
             qPrintable(draws.front().text()));
    // One incident per game and rule, however the game goes on.
    now += 10'000;
    registry.apply(endOf(id, zone::ZoneStatus::Resign, chess::White));
    registry.flush();
    QTest::qWait(100);
    QCOMPARE(got.ofKinds({watch::Incident::Kind::AutomaticDraw}).size(), 1);
}

// End to end: the embedded simulator's scenario makes the zone score a flag fall as a draw while the
// opponent could still mate; the session's detector raises the Art. 15.4 incident at the last ply.
void TestIncidents::wrongResultEndToEnd()
{
    auto scenario = zone::sim::Scenario::fromJson(R"({"events": [
        {"atPly": 6, "game": 2, "action": "wrongResult", "status": "outoftime", "winner": null}]})");
    QVERIFY(scenario.ok());
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 100;
    o.scenario = scenario.value();
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    session::GameFeed session;
    QList<watch::Incident> got;
    connect(&session, &session::GameFeed::incidentsDetected, this,
            [&got](const QList<watch::Incident> &list) { got += list; });
    session.startSimulator(started->url, started->token);
    auto find = [&]() -> const watch::Incident * {
        for (const auto &i : got)
            if (i.kind == watch::Incident::Kind::ResultDisagrees && i.board == 2)
                return &i;
        return nullptr;
    };
    QTRY_VERIFY_WITH_TIMEOUT(find(), 15'000);
    QCOMPARE(find()->article, QStringLiteral("15.4"));
    QCOMPARE(find()->ply, 6);
    session.stop();
}

// Art. 8.5: once the default time has run out since the start, a player who neither connected nor
// moved is a no-show (a forfeit to confirm), both when both are absent; Art. 4.4: a game the zone
// plays at another time control than the event's is an incident, once.
void TestIncidents::noShowAndTimeControl()
{
    live::LiveGameRegistry registry;
    std::int64_t now = 10'000;
    registry.setMonotonicClock([&now] { return now; });
    watch::IncidentDetector detector(&registry);
    detector.setEventRules(clock::TimeControl::fromFide(QStringLiteral("15+10")).value(), 60'000);
    QList<watch::Incident> seen;
    connect(&detector, &watch::IncidentDetector::incidentsReady, this,
            [&](const QList<watch::Incident> &list) { seen += list; });
    QList<ZoneEvent> events = gameFrom(QStringLiteral("g1"), QString(), QStringLiteral("e2e4"));
    events[0].pairing.timeControl = clock::TimeControl::fromFide(QStringLiteral("3+2")).value();
    QList<ZoneEvent> both = gameFrom(QStringLiteral("g2"), QString(), QString());
    both[0].pairing.board = 8;
    both[0].pairing.timeControl = clock::TimeControl::fromFide(QStringLiteral("15+10")).value();
    registry.apply(events + both);
    registry.flush();
    auto ofKind = [&](watch::Incident::Kind kind) {
        QList<watch::Incident> out;
        for (const watch::Incident &i : seen)
            if (i.kind == kind)
                out << i;
        return out;
    };
    QCOMPARE(ofKind(watch::Incident::Kind::TimeControlDiffers).size(), 1);
    QCOMPARE(ofKind(watch::Incident::Kind::TimeControlDiffers).first().gameId, QStringLiteral("g1"));
    QCOMPARE(ofKind(watch::Incident::Kind::TimeControlDiffers).first().article, QStringLiteral("4.4"));
    QVERIFY(ofKind(watch::Incident::Kind::NoShow).isEmpty()); // the default time has not run out
    now += 61'000;
    QTRY_COMPARE_WITH_TIMEOUT(ofKind(watch::Incident::Kind::NoShow).size(), 3, 5000);
    int g1 = 0;
    for (const watch::Incident &i : ofKind(watch::Incident::Kind::NoShow)) {
        QCOMPARE(i.article, QStringLiteral("8.5"));
        if (i.gameId == u"g1") { // White moved, Black did not
            ++g1;
            QCOMPARE(i.side, std::optional<chess::Color>(chess::Black));
        } else { // neither
            QVERIFY(i.text().contains(u"White loses the time"));
        }
    }
    QCOMPARE(g1, 1);
    QTest::qWait(2500);
    QCOMPARE(ofKind(watch::Incident::Kind::NoShow).size(), 3); // once each
    QCOMPARE(ofKind(watch::Incident::Kind::TimeControlDiffers).size(), 1);
}

QTEST_GUILESS_MAIN(TestIncidents)
#include "tst_incidents.moc"
