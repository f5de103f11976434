#include "core/live/livegameregistry.h"
#include "core/net/httpserver.h"
#include "core/zone/lichessadapter.h"
#include "core/zone/simulatoradapter.h"
#include "sim/faultinjector.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "sim/scenariorunner.h"
#include "sim/simround.h"
#include "tests/common/testpaths.h"

#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace arbiter;
using namespace arbiter::zone;
using arbiter::live::Anomaly;
using arbiter::live::LiveGame;
using arbiter::live::LiveGameRegistry;
using arbiter::zone::sim::GameZoneSimulator;
using arbiter::zone::sim::Scenario;
using arbiter::zone::sim::ScenarioEvent;
using arbiter::zone::sim::SimOptions;

// Scripted scenarios: the JSON is checked with errors that name the event, and every incident a
// seminar scripts reaches the console's registry through the adapters as the right zone event.
class TestScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void durations_data();
    void durations();
    void parsesEveryAction();
    void rejects_data();
    void rejects();
    void unknownBoardIsAnError();
    void absentBoardsLeftOutToFit();
    void faultRouteNamesItsGame();
    void incidentsReachTheRegistry_data();
    void incidentsReachTheRegistry();

private:
    static QString samplePath()
    {
        return arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    }
    static QByteArray incidentScenario();
};

void TestScenario::durations_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("ms");
    QTest::newRow("h:mm:ss") << QStringLiteral("0:01:30") << qint64(90'000);
    QTest::newRow("m:ss") << QStringLiteral("1:30") << qint64(90'000);
    QTest::newRow("seconds") << QStringLiteral("45") << qint64(45'000);
    QTest::newRow("fraction") << QStringLiteral("0:00:01.5") << qint64(1'500);
    QTest::newRow("hours") << QStringLiteral("2:00:00") << qint64(7'200'000);
    QTest::newRow("bad minutes") << QStringLiteral("1:75") << qint64(-1);
    QTest::newRow("letters") << QStringLiteral("soon") << qint64(-1);
    QTest::newRow("negative") << QStringLiteral("-5") << qint64(-1);
    QTest::newRow("too many fields") << QStringLiteral("1:2:3:4") << qint64(-1);
}

void TestScenario::durations()
{
    QFETCH(QString, text);
    QFETCH(qint64, ms);
    const auto parsed = Scenario::parseDuration(text);
    QCOMPARE(parsed.value_or(-1), ms);
}

void TestScenario::parsesEveryAction()
{
    const QByteArray json = R"({ "seed": 7, "games": 50, "timeControl": "3+2", "speed": 10,
      "events": [
        {"at": "0:01:30", "game": 3, "action": "disconnect", "color": "white", "for": "0:00:45"},
        {"atPly": 40, "game": 5, "action": "offerDraw", "by": "black"},
        {"at": 120, "game": 7, "action": "flag"},
        {"atPly": 30, "game": "AbCdEf12", "action": "resign", "color": "black"},
        {"at": "0:03:00", "game": 9, "action": "wrongResult", "status": "outoftime", "winner": "white"},
        {"game": 10, "action": "reversedColours"},
        {"atPly": 12, "game": 11, "action": "illegalMove", "uci": "e1e3"},
        {"at": "0:00:20", "route": "/api/stream/game/*", "action": "dropStream"},
        {"at": "0:00:40", "route": "/api/stream/games/*", "action": "stallStream", "for": "0:01:40"},
        {"at": "0:00:50", "route": "/sim/stream/round/*", "action": "garbageLine", "text": "{\"fen\":"},
        {"at": "0:01:00", "route": "*", "action": "httpStatus", "status": 429, "count": 1},
        {"at": "0:01:05", "route": "/game/export/*", "action": "httpStatus", "status": 503},
        {"at": "0:01:10", "route": "/api/stream/game/*", "action": "duplicate", "lines": 5},
        {"route": "*", "action": "splitWrites", "maxBytes": 7},
        {"at": "0:02:00", "action": "pause"},
        {"at": "0:02:10", "action": "resume"},
        {"at": "0:02:20", "game": 2, "action": "adjustClock", "color": "black", "deltaMs": 60000},
        {"at": "0:02:30", "game": 3, "action": "reconnect", "color": "white"},
        {"at": "0:02:40", "action": "releaseStream", "route": "/api/stream/games/*"}
      ] })";
    const auto s = Scenario::fromJson(json);
    QVERIFY2(s.ok(), s.ok() ? "" : qPrintable(s.error().message));
    QCOMPARE(s->seed.value_or(0), 7u);
    QCOMPARE(s->games.value_or(0), 50);
    QCOMPARE(s->timeControl->initialMs(), 180'000);
    QCOMPARE(s->speed.value_or(0), 10.0);
    QCOMPARE(int(s->events.size()), 19);
    using A = ScenarioEvent::Action;
    const auto &e = s->events;
    QCOMPARE(e[0].action, A::Disconnect);
    QCOMPARE(e[0].atMs.value_or(-1), 90'000);
    QCOMPARE(e[0].board, 3);
    QCOMPARE(e[0].color, std::optional<chess::Color>(chess::White));
    QCOMPARE(e[0].forMs, 45'000);
    QCOMPARE(e[1].atPly.value_or(-1), 40);
    QCOMPARE(e[1].color, std::optional<chess::Color>(chess::Black));
    QCOMPARE(e[2].atMs.value_or(-1), 120'000);
    QCOMPARE(e[3].gameId, QStringLiteral("AbCdEf12"));
    QCOMPARE(e[4].status, ZoneStatus::OutOfTime);
    QCOMPARE(e[4].winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(e[5].action, A::ReversedColours);
    QCOMPARE(e[6].uci, QStringLiteral("e1e3"));
    QCOMPARE(e[7].route, QStringLiteral("/api/stream/game/*"));
    QCOMPARE(e[8].forMs, 100'000);
    QCOMPARE(e[9].text, QByteArray("{\"fen\":\n"));
    QCOMPARE(e[10].httpStatus, 429);
    QCOMPARE(e[11].httpStatus, 503);
    QCOMPARE(e[11].count, 1);
    QCOMPARE(e[12].lines, 5);
    QCOMPARE(e[13].maxBytes, 7);
    QVERIFY(!e[13].atMs && !e[13].atPly);
    QCOMPARE(e[14].action, A::Pause);
    QVERIFY(!e[14].isGameAction()); // the whole round
    QCOMPARE(e[16].deltaMs, 60'000);
    QCOMPARE(e[17].action, A::Reconnect);
    QCOMPARE(e[18].action, A::ReleaseStream);
}

void TestScenario::rejects_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected"); // part of the message
    QTest::newRow("not json") << QByteArray("{ events: ") << QStringLiteral("not valid JSON");
    QTest::newRow("no events") << QByteArray(R"({"seed": 1})") << QStringLiteral("\"events\"");
    QTest::newRow("unknown action") << QByteArray(
        R"({"events": [{"action": "flag", "game": 1}, {"action": "explode"}]})")
                                    << QStringLiteral("Scenario event 2: unknown action \"explode\"");
    QTest::newRow("bad time") << QByteArray(R"({"events": [{"action": "flag", "game": 1, "at": "later"}]})")
                              << QStringLiteral("Scenario event 1: \"at\"");
    QTest::newRow("game action without game")
        << QByteArray(R"({"events": [{"action": "resign"}]})") << QStringLiteral("needs a \"game\"");
    QTest::newRow("atPly without game") << QByteArray(R"({"events": [{"action": "dropStream", "atPly": 3}]})")
                                        << QStringLiteral("\"atPly\" needs");
    QTest::newRow("both at and atPly") << QByteArray(
        R"({"events": [{"action": "flag", "game": 1, "at": 5, "atPly": 3}]})")
                                       << QStringLiteral("not both");
    QTest::newRow("disconnect without colour")
        << QByteArray(R"({"events": [{"action": "disconnect", "game": 1}]})") << QStringLiteral("\"color\"");
    QTest::newRow("bad colour") << QByteArray(R"({"events": [{"action": "resign", "game": 1, "color": "red"}]})")
                                << QStringLiteral("\"white\" or \"black\"");
    QTest::newRow("wrong result not final")
        << QByteArray(R"({"events": [{"action": "wrongResult", "game": 1, "status": "started"}]})")
        << QStringLiteral("\"status\"");
    QTest::newRow("bad uci") << QByteArray(R"({"events": [{"action": "illegalMove", "game": 1, "uci": "z9"}]})")
                             << QStringLiteral("\"uci\"");
    QTest::newRow("http 200") << QByteArray(R"({"events": [{"action": "httpStatus", "status": 200}]})")
                              << QStringLiteral("from 400 to 599");
    QTest::newRow("route without slash") << QByteArray(
        R"({"events": [{"action": "dropStream", "route": "api/stream"}]})")
                                         << QStringLiteral("\"route\"");
    QTest::newRow("speed") << QByteArray(R"({"speed": 0, "events": []})") << QStringLiteral("\"speed\"");
    QTest::newRow("games") << QByteArray(R"({"games": 9000, "events": []})") << QStringLiteral("\"games\"");
    QTest::newRow("time control") << QByteArray(R"({"timeControl": "fast", "events": []})")
                                  << QStringLiteral("\"timeControl\"");
}

void TestScenario::rejects()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    const auto s = Scenario::fromJson(json);
    QVERIFY(!s.ok());
    QVERIFY2(s.error().message.contains(expected), qPrintable(s.error().message));
}

void TestScenario::unknownBoardIsAnError()
{
    auto scenario = Scenario::fromJson(R"({"events": [{"action": "flag", "game": 9}]})");
    QVERIFY(scenario.ok());
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = samplePath();
    o.scenario = scenario.value();
    const auto started = simulator.start(0, o);
    QVERIFY(!started.ok());
    QVERIFY2(started.error().message.contains(QStringLiteral("no board 9")), qPrintable(started.error().message));
}

// The demo fits its scenario to the round it is given (round3.pgn has 4 boards; the demo scenario
// names up to board 7): events for absent boards are left out with a note, the rest still play.
void TestScenario::absentBoardsLeftOutToFit()
{
    auto scenario = Scenario::fromJson(
        R"({"events": [{"action": "flag", "game": 9, "atPly": 4}, {"action": "offerDraw", "game": 2, "atPly": 2},
                       {"action": "disconnect", "game": 7, "color": "white", "at": "0:00:10"}]})");
    QVERIFY(scenario.ok());
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = samplePath();
    o.scenario = scenario.value();
    o.fitScenarioToRound = true;
    o.autoPlay = false;
    o.speed = 300;
    const auto started = simulator.start(0, o);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    QVERIFY(simulator.scenarioRunner());
    const QStringList notes = simulator.scenarioRunner()->leftOut();
    QCOMPARE(notes.size(), 2);
    QVERIFY2(notes[0].contains(QStringLiteral("Scenario event 1")) && notes[0].contains(QStringLiteral("no board 9"))
                 && notes[0].contains(QStringLiteral("left out")),
             qPrintable(notes[0]));
    QVERIFY2(notes[1].contains(QStringLiteral("Scenario event 3")) && notes[1].contains(QStringLiteral("no board 7")),
             qPrintable(notes[1]));
    QSignalSpy fired(simulator.scenarioRunner(), &arbiter::zone::sim::ScenarioRunner::fired);
    simulator.play();
    QTRY_VERIFY_WITH_TIMEOUT(!fired.isEmpty(), 10000);
    for (const auto &args : std::as_const(fired))
        QCOMPARE(args.at(0).toInt(), 1); // only the draw offer on board 2
    simulator.stop();
}

// A fault for one game's stream: "{game}" in its route becomes the id of the game its "game" names.
void TestScenario::faultRouteNamesItsGame()
{
    auto scenario = Scenario::fromJson(
        R"({"events": [{"at": "0:00:01", "game": 2, "route": "/api/stream/game/{game}", "action": "dropLines"}]})");
    QVERIFY2(scenario.ok(), scenario.ok() ? "" : qPrintable(scenario.error().message));
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = samplePath();
    o.scenario = scenario.value();
    o.speed = 300;
    const auto started = simulator.start(0, o);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    QString board2;
    for (const auto &g : simulator.round()->games())
        if (g.pairing.board == 2)
            board2 = g.id;
    QVERIFY(!board2.isEmpty());
    QSignalSpy injected(simulator.faults(), &arbiter::zone::sim::FaultInjector::injected);
    simulator.play();
    QTRY_VERIFY_WITH_TIMEOUT(!injected.isEmpty(), 10000);
    const QString what = injected.first().at(0).toString();
    // No stream is open: the fault waits for board 2's next one.
    QVERIFY2(what.contains(QStringLiteral("/api/stream/game/") + board2) && !what.contains(QLatin1String("{game}")),
             qPrintable(what));
    simulator.stop();
}

QByteArray TestScenario::incidentScenario()
{
    // round3.pgn: board 1 a miniature (17 moves), boards 2 and 4 from set-up positions, board 3 a
    // 15+10 game lost on time.
    return R"({ "events": [
        {"atPly": 2, "game": 1, "action": "illegalMove", "uci": "a1a5"},
        {"atPly": 3, "game": 1, "action": "resign", "color": "black"},
        {"game": 2, "action": "reversedColours"},
        {"atPly": 2, "game": 2, "action": "offerDraw", "by": "black"},
        {"at": "0:01:00", "game": 3, "action": "disconnect", "color": "white", "for": "0:00:30"},
        {"atPly": 10, "game": 3, "action": "flag"},
        {"atPly": 4, "game": 4, "action": "wrongResult", "status": "mate", "winner": "black"}
    ] })";
}

void TestScenario::incidentsReachTheRegistry_data()
{
    QTest::addColumn<QString>("adapter");
    QTest::newRow("simulator extension stream") << QStringLiteral("simulator");
    QTest::newRow("lichess bulk with token") << QStringLiteral("lichess");
}

void TestScenario::incidentsReachTheRegistry()
{
    QFETCH(QString, adapter);
    const bool extension = adapter == QLatin1String("simulator");
    auto scenario = Scenario::fromJson(incidentScenario());
    QVERIFY2(scenario.ok(), scenario.ok() ? "" : qPrintable(scenario.error().message));

    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = samplePath();
    o.speed = 300;
    o.seed = 4;
    o.token = "organiser-token";
    o.keepAliveMs = 500;
    o.scenario = scenario.value();
    const auto started = simulator.start(0, o);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    QStringList runnerProblems;
    connect(simulator.scenarioRunner(), &sim::ScenarioRunner::problem, this,
            [&](const QString &m) { runnerProblems << m; });
    QString board[5];
    for (const auto &g : simulator.round()->games())
        board[g.pairing.board] = g.id;

    QNetworkAccessManager network;
    std::unique_ptr<ZoneAdapter> zone;
    if (extension) {
        SimulatorAdapter::Options so;
        so.baseUrl = started->url;
        so.token = started->token;
        zone.reset(new SimulatorAdapter(&network, so));
    } else {
        LichessAdapter::Options lo;
        lo.baseUrl = started->url;
        lo.bulkId = o.roundId;
        lo.token = started->token;
        lo.exportPollMs = 200;
        zone.reset(new LichessAdapter(&network, lo));
    }
    LiveGameRegistry registry;
    connect(zone.get(), &ZoneAdapter::eventsReady, &registry,
            [&registry](const QList<ZoneEvent> &events) { registry.apply(events); });
    zone->start();
    auto allEnded = [&] {
        if (registry.gameCount() < 4)
            return false;
        for (const QString &id : registry.ids())
            if (!registry.game(id)->isEnded())
                return false;
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(allEnded(), 30000);
    zone->stop();
    QVERIFY2(runnerProblems.isEmpty(), qPrintable(runnerProblems.join(u'\n')));
    QCOMPARE(simulator.scenarioRunner()->firedCount(), 7);

    auto hasAnomaly = [&](const QString &id, Anomaly::Kind kind, int ply) {
        for (const Anomaly &a : registry.game(id)->anomalies())
            if (a.kind == kind && (ply < 0 || a.ply == ply))
                return true;
        return false;
    };

    // Board 1: the zone accepted a rook jumping over its own pawn (Art. 3.3 / 8.4), then Black resigned.
    const LiveGame *g1 = registry.game(board[1]);
    QVERIFY(hasAnomaly(board[1], Anomaly::Kind::IllegalMove, 3));
    QCOMPARE(g1->plies(), 3);
    QVERIFY(g1->moves()[2].illegal());
    QCOMPARE(g1->status(), ZoneStatus::Resign);
    QCOMPARE(g1->winner(), std::optional<chess::Color>(chess::White));

    // Board 2: seated the other way round from the pairing (Art. 15.2), a draw offer by Black at ply 2.
    const LiveGame *g2 = registry.game(board[2]);
    QVERIFY(g2->coloursReversed());
    QVERIFY(hasAnomaly(board[2], Anomaly::Kind::ColoursReversed, -1));
    QCOMPARE(g2->pairing().white, QStringLiteral("Novak, Petra"));
    QCOMPARE(g2->scheduledPairing().whiteId, QStringLiteral("kuznetsov-oleg")); // the bulk lists accounts
    if (extension) { // Lichess publishes no draw offers
        QVERIFY(!g2->drawOffers().empty()); // the replay's own agreement at the end comes on top
        QCOMPARE(g2->drawOffers()[0].ply, 2);
        QCOMPARE(g2->drawOffers()[0].side, chess::Black);
    }

    // Board 3: White away from the zone for 30 s of zone time (Art. 11), then White's flag falls
    // after ply 10 and Black, with material to mate, wins on time.
    const LiveGame *g3 = registry.game(board[3]);
    if (extension) {
        QCOMPARE(int(g3->disconnections().size()), 1);
        const auto &d = g3->disconnections()[0];
        QCOMPARE(d.side, chess::White);
        QVERIFY(!d.open());
        // 30 s of zone time; at 300× a timer firing 15 ms late is 4.5 s of zone time.
        QVERIFY2(std::abs(d.toZoneMs - d.fromZoneMs - 30'000) <= 6'000,
                 qPrintable(QString::number(d.toZoneMs - d.fromZoneMs)));
    }
    QCOMPARE(g3->plies(), 10);
    QCOMPARE(g3->status(), ZoneStatus::OutOfTime);
    QCOMPARE(g3->winner(), std::optional<chess::Color>(chess::Black));

    // Board 4: the zone declares mate where there is none (Art. 5.1).
    const LiveGame *g4 = registry.game(board[4]);
    QCOMPARE(g4->plies(), 4);
    QCOMPARE(g4->status(), ZoneStatus::Mate);
    QVERIFY(hasAnomaly(board[4], Anomaly::Kind::ResultInconsistent, -1));
}

QTEST_GUILESS_MAIN(TestScenario)
#include "tst_scenario.moc"
