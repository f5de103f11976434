#include "core/live/livegameregistry.h"
#include "core/net/httpserver.h"
#include "core/zone/lichessadapter.h"
#include "core/zone/livepgnadapter.h"
#include "core/zone/simulatoradapter.h"
#include "sim/faultinjector.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "sim/scenariorunner.h"
#include "sim/simround.h"
#include "tests/common/testpaths.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace arbiter;
using namespace arbiter::zone;
using arbiter::live::LiveGame;
using arbiter::live::LiveGameRegistry;
using arbiter::zone::sim::GameZoneSimulator;
using arbiter::zone::sim::SimOptions;

// A whole round of 50 games played by the embedded simulator over loopback HTTP, followed through
// each adapter into the LiveGame registry: the registry must end with exactly the simulator's moves,
// clocks and results, and no anomaly, also while the simulator drops, stalls and corrupts streams,
// repeats lines, cuts its writes into pieces and answers 503 and 429 (no lost and no doubled move,
// and after a 429 no request before the back-off Lichess asks for).
class TestZoneAdapters : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeRound_data();
    void wholeRound();
    void simulatorStreamResumesAfterReconnect();
    void eightMoveStreamsAtOnce();

private:
    static QString samplePath()
    {
        return arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    }
    static QString round50Path() { return arbiter::testing::testsPath(QStringLiteral("data/pgn/round50.pgn")); }
    static QByteArray faultScenario();
};

// Simulated times at 100×: 0:00:30 is 300 ms of the test.
QByteArray TestZoneAdapters::faultScenario()
{
    return R"({ "events": [
        {"route": "/api/stream/game/*", "action": "splitWrites", "maxBytes": 16, "gapMs": 0},
        {"route": "/api/stream/games/*", "action": "splitWrites", "maxBytes": 16, "gapMs": 0},
        {"route": "/sim/stream/*", "action": "splitWrites", "maxBytes": 16, "gapMs": 0},
        {"at": "0:00:30", "route": "*", "action": "dropStream"},
        {"at": "0:01:00", "route": "/api/stream/game/*", "action": "garbageLine", "text": "{\"fen\":"},
        {"at": "0:01:00", "route": "/sim/stream/*", "action": "garbageLine", "text": "{\"type\":\"move\",\"id\""},
        {"at": "0:01:00", "route": "/api/stream/broadcast/*", "action": "garbageLine", "text": "[Event \"x"},
        {"at": "0:01:30", "route": "*", "action": "duplicate", "lines": 5},
        {"at": "0:01:35", "route": "/api/stream/game/*", "action": "foreignFen"},
        {"at": "0:02:05", "route": "/api/stream/game/*", "action": "dropLines", "lines": 2},
        {"at": "0:02:05", "route": "/sim/stream/*", "action": "dropLines", "lines": 2},
        {"at": "0:02:35", "route": "/api/stream/game/*", "action": "swapLines"},
        {"at": "0:02:35", "route": "/sim/stream/*", "action": "swapLines"},
        {"at": "0:03:05", "route": "/api/stream/game/*", "action": "shortFenDuplicate", "lines": 3},
        {"at": "0:03:20", "route": "*", "action": "httpStatus", "status": 503, "count": 2},
        {"at": "0:03:50", "route": "*", "action": "httpStatus", "status": 429, "count": 1},
        {"at": "0:03:50", "route": "*", "action": "dropStream"},
        {"at": "0:04:20", "route": "/api/stream/game/*", "action": "closeEarly", "lines": 2, "count": 4},
        {"at": "0:04:30", "route": "/game/export/*", "action": "httpStatus", "status": 503, "count": 1, "retryAfter": 1},
        {"at": "0:04:50", "route": "*", "action": "stallStream"}
    ] })";
}

void TestZoneAdapters::wholeRound_data()
{
    QTest::addColumn<QString>("adapter");
    QTest::addColumn<int>("clockToleranceMs");
    // Sources whose readings carry the zone's time stamps can have their clocks checked even though
    // the simulator runs 300 times faster than real time; the others are checked against arrival
    // times, which a sped-up round makes meaningless (their clock checks are covered elsewhere).
    QTest::addColumn<bool>("zoneTimed");
    // The sample's last game is a flag fall scored 0-1 against a bare king (Art. 4.5): sources that
    // say why a game ended let the registry flag it; a relay PGN says only "0-1", which a
    // resignation would explain, so nothing is flagged there.
    QTest::addColumn<bool>("faults");
    for (const bool faults : {false, true}) {
        const char *suffix = faults ? " under faults" : "";
        QTest::addRow("simulator extension stream%s", suffix) << QStringLiteral("simulator") << 0 << true << faults;
        QTest::addRow("lichess bulk with token%s", suffix) << QStringLiteral("lichess-bulk") << 1000 << false << faults;
        QTest::addRow("lichess game ids, no token%s", suffix)
            << QStringLiteral("lichess-games") << 1000 << false << faults;
        QTest::addRow("lichess broadcast round%s", suffix)
            << QStringLiteral("lichess-broadcast") << 1000 << false << faults;
        QTest::addRow("live pgn url%s", suffix) << QStringLiteral("live-pgn") << 1000 << false << faults;
    }
}

void TestZoneAdapters::wholeRound()
{
    QFETCH(QString, adapter);
    QFETCH(int, clockToleranceMs);
    QFETCH(bool, zoneTimed);
    QFETCH(bool, faults);

    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = round50Path();
    o.speed = 100;
    o.seed = 11;
    o.token = "organiser-token";
    o.keepAliveMs = 300;
    o.broadcastKeepAliveMs = 300;
    if (faults) {
        auto scenario = sim::Scenario::fromJson(faultScenario());
        QVERIFY2(scenario.ok(), scenario.ok() ? "" : qPrintable(scenario.error().message));
        o.scenario = scenario.value();
    }
    const auto started = simulator.start(0, o);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    // After a 429, the first request that follows must wait the back-off Lichess asks for (a
    // minute; scaled down here to keep the test short).
    constexpr int RateLimitedMs = 1500;
    QElapsedTimer clock;
    clock.start();
    qint64 rateLimitedAt = -1;
    QList<qint64> requestTimes;
    // Line faults that reached an open stream, by route: a fault that finds every stream closed
    // (waiting out a back-off) tests nothing.
    QHash<QString, int> lineFaultsLanded;
    connect(simulator.faults(), &sim::FaultInjector::injected, this, [&](const QString &what) {
        static const QRegularExpression landed(QStringLiteral("line\\(s\\) on ([1-9][0-9]*) stream\\(s\\) of (\\S+)"));
        if (const auto m = landed.match(what); m.hasMatch())
            ++lineFaultsLanded[m.captured(2)];
        if (what.startsWith(QLatin1String("answered 429")))
            rateLimitedAt = clock.elapsed();
    });
    connect(simulator.server(), &net::HttpServer::requestReceived, this,
            [&](const QByteArray &, const QString &) { requestTimes << clock.elapsed(); });
    net::Backoff::Policy backoff;
    backoff.initialMs = 100;
    backoff.closedMs = 50;
    backoff.maxMs = 2000;
    backoff.rateLimitedMs = RateLimitedMs;
    constexpr int IdleTimeoutMs = 1500; // keep-alives every 300 ms: only a stalled stream goes quiet

    QNetworkAccessManager network;
    std::unique_ptr<ZoneAdapter> zone;
    const QUrl base = started->url;
    QStringList ids;
    for (const auto &g : simulator.round()->games())
        ids << g.id;
    if (adapter == QLatin1String("simulator")) {
        SimulatorAdapter::Options so;
        so.baseUrl = base;
        so.token = started->token;
        so.backoff = backoff;
        so.idleTimeoutMs = IdleTimeoutMs;
        auto *a = new SimulatorAdapter(&network, so);
        zone.reset(a);
    } else if (adapter.startsWith(QLatin1String("lichess"))) {
        LichessAdapter::Options lo;
        lo.baseUrl = base;
        lo.backoff = backoff;
        lo.idleTimeoutMs = IdleTimeoutMs;
        if (adapter == QLatin1String("lichess-bulk")) {
            lo.bulkId = o.roundId;
            lo.token = started->token;
            lo.exportPollMs = 200;
        } else if (adapter == QLatin1String("lichess-games")) {
            lo.gameIds = ids;
        } else {
            lo.broadcastRoundId = o.roundId;
        }
        zone.reset(new LichessAdapter(&network, lo));
    } else {
        LivePgnAdapter::Options po;
        po.url = base.resolved(QUrl(QStringLiteral("/sim/round/%1.pgn").arg(o.roundId)));
        po.intervalMs = LivePgnAdapter::MinIntervalMs;
        po.backoff = backoff;
        zone.reset(new LivePgnAdapter(&network, po));
    }
    LiveGameRegistry registry;
    QStringList problems;
    connect(zone.get(), &ZoneAdapter::eventsReady, &registry,
            [&registry](const QList<ZoneEvent> &events) { registry.apply(events); });
    connect(zone.get(), &ZoneAdapter::problem, this, [&problems](const QString &m) {
        problems << m;
        qInfo().noquote() << "zone problem:" << m;
    });
    QStringList anomalies;
    int resultAnomalies = 0;
    int foreignBoards = 0; // the position from another game the scenario puts on the move streams
    connect(&registry, &LiveGameRegistry::anomalyRecorded, this, [&](const QString &id, const live::Anomaly &a) {
        if (a.kind == live::Anomaly::Kind::FenMismatch && a.text().contains(QLatin1String("r1bqkbnr/pppp1ppp/2n5/")))
            ++foreignBoards;
        else if (a.kind == live::Anomaly::Kind::ResultInconsistent)
            ++resultAnomalies, anomalies << id + u' ' + QString::number(a.ply) + u' ' + a.text();
        else if (a.kind != live::Anomaly::Kind::ClockFault || zoneTimed)
            anomalies << id + u' ' + QString::number(a.ply) + u' ' + a.text();
    });
    zone->start();

    // Until every game the simulator plays has ended in the registry as well.
    auto allEnded = [&] {
        if (registry.gameCount() < int(simulator.round()->games().size()))
            return false;
        for (const QString &id : registry.ids())
            if (!registry.game(id)->isEnded())
                return false;
        return true;
    };
    // A round at 100x takes about 10 s; under the sanitizers (CI step 6) several times that.
    if (!QTest::qWaitFor(allEnded, 180000)) {
        for (const QString &id : registry.ids())
            if (!registry.game(id)->isEnded())
                qInfo().noquote() << "not ended:" << id << registry.game(id)->plies() << "plies";
        QFAIL("not every game ended in the registry");
    }
    zone->stop();

    QCOMPARE(registry.gameCount(), int(simulator.round()->games().size()));
    QVERIFY2(anomalies.isEmpty(), qPrintable(anomalies.join(u'\n')));
    QCOMPARE(resultAnomalies, 0);
    if (!faults) {
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    } else {
        QVERIFY(simulator.scenarioRunner()->firedCount() == int(o.scenario->events.size()));
        // A move stream's position that does not follow from its move is reported as the zone's
        // board disagreeing with its moves (once per stream that was open), never as a lost ply.
        if (adapter == QLatin1String("lichess-bulk") || adapter == QLatin1String("lichess-games")) {
            QCOMPARE(lineFaultsLanded.value(QStringLiteral("/api/stream/game/*")), 4);
            // (Whether a dropped or swapped line is seen depends on timing: a fault that lands while
            // the stream waits for a record is dropped with the lines the record replaces. The
            // moves compared below prove nothing was lost or invented either way.)
            QVERIFY2(foreignBoards >= 1, qPrintable(QString::number(foreignBoards)));
        } else if (adapter == QLatin1String("simulator")) {
            QCOMPARE(lineFaultsLanded.value(QStringLiteral("/sim/stream/*")), 2);
        }
        QVERIFY(rateLimitedAt >= 0);
        // Requests already on their way when the 429 went out arrive within a few ms; after that,
        // nothing until the back-off has passed, and then the adapter is back within the back-off
        // (plus its upward jitter of a quarter and some slack).
        constexpr int InFlightMs = 150;
        qint64 firstAfter = -1;
        for (const qint64 t : std::as_const(requestTimes)) {
            const qint64 waited = t - rateLimitedAt;
            QVERIFY2(waited <= InFlightMs || waited >= RateLimitedMs - 20,
                     qPrintable(QStringLiteral("a request %1 ms after the 429").arg(waited)));
            if (waited > InFlightMs && firstAfter < 0)
                firstAfter = waited;
        }
        QVERIFY2(firstAfter >= 0 && firstAfter <= RateLimitedMs * 5 / 4 + 1000,
                 qPrintable(QString::number(firstAfter)));
    }
    int gamesWithMoves = 0;
    for (const auto &simGame : simulator.round()->games()) {
        // Match by the players: PGN sources name games by their tags, not by the zone's id.
        const LiveGame *game = registry.game(simGame.id);
        for (const QString &id : registry.ids()) {
            const LiveGame *g = registry.game(id);
            if (!game && g->pairing().white == simGame.pairing.white && g->pairing().black == simGame.pairing.black)
                game = g;
        }
        QVERIFY2(game, qPrintable(simGame.pairing.white));
        // Without a token, Lichess gives moves only for the 8 games with a move stream.
        if (adapter == QLatin1String("lichess-games") && game->plies() == 0) {
            QCOMPARE(QString(game->result()), QString(ZoneStatusInfo::pgnResult(simGame.status, simGame.winner)));
            continue;
        }
        ++gamesWithMoves;
        QCOMPARE(game->plies(), int(simGame.moves.size()));
        for (std::size_t i = 0; i < simGame.moves.size(); ++i) {
            const auto &expected = simGame.moves[i];
            const auto &record = game->moves()[i];
            QCOMPARE(record.move, expected.move);
            if (const auto ms = record.whiteMs())
                QVERIFY2(std::abs(*ms - expected.whiteMs) <= clockToleranceMs,
                         qPrintable(QStringLiteral("ply %1 white %2 vs %3").arg(i + 1).arg(*ms).arg(expected.whiteMs)));
            if (const auto ms = record.blackMs())
                QVERIFY2(std::abs(*ms - expected.blackMs) <= clockToleranceMs,
                         qPrintable(QStringLiteral("ply %1 black %2 vs %3").arg(i + 1).arg(*ms).arg(expected.blackMs)));
        }
        QCOMPARE(QString(game->result()), QString(ZoneStatusInfo::pgnResult(simGame.status, simGame.winner)));
    }
    QVERIFY(gamesWithMoves >= (adapter == QLatin1String("lichess-games") ? LichessAdapter::MaxMoveStreams : 50));
}

void TestZoneAdapters::simulatorStreamResumesAfterReconnect()
{
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnPath = samplePath();
    o.speed = 200;
    o.seed = 5;
    o.token = "t";
    o.keepAliveMs = 300;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    QNetworkAccessManager network;
    SimulatorAdapter::Options so;
    so.baseUrl = started->url;
    so.token = started->token;
    so.idleTimeoutMs = 1000;
    so.backoff.initialMs = 50;
    so.backoff.closedMs = 50;
    SimulatorAdapter adapter(&network, so);
    LiveGameRegistry registry;
    connect(&adapter, &ZoneAdapter::eventsReady, &registry,
            [&registry](const QList<ZoneEvent> &events) { registry.apply(events); });
    adapter.start();
    QTRY_VERIFY_WITH_TIMEOUT(registry.moveCount() > 10, 10000);
    // Drop the connection from our side (as a network failure would) and let it come back.
    adapter.stop();
    const qint64 seq = adapter.lastSequence();
    QVERIFY(seq > 0);
    adapter.start();
    QSignalSpy completed(&adapter, &SimulatorAdapter::roundCompleted);
    QVERIFY(completed.wait(30000));
    QCOMPARE(registry.anomalyCount(), 1); // the sample's flag fall scored against a bare king
    std::int64_t moves = 0;
    for (const auto &g : simulator.round()->games())
        moves += std::int64_t(g.moves.size());
    QCOMPARE(registry.moveCount(), moves);
    QCOMPARE(registry.duplicatesDropped(), 0); // the stream resumed after the last sequence number
}

// Ten games followed by id without a token: the first eight get move streams, all open at once
// next to the games stream (Qt 6.4's network manager would queue everything past six connections to
// one host), and each delivers moves while the games are still being played.
void TestZoneAdapters::eightMoveStreamsAtOnce()
{
    QByteArray pgn;
    for (int g = 0; g < 10; ++g)
        pgn += "[Event \"E\"]\n[Site \"?\"]\n[Date \"2026.11.29\"]\n[Round \"1\"]\n[White \"W" + QByteArray::number(g)
            + "\"]\n[Black \"B" + QByteArray::number(g)
            + "\"]\n[Result \"1/2-1/2\"]\n[TimeControl \"600+5\"]\n\n1. Nf3 {[%clk 0:10:00]} Nf6 {[%clk 0:10:00]} "
              "2. Ng1 {[%clk 0:09:59]} Ng8 {[%clk 0:09:59]} 3. Nf3 {[%clk 0:09:58]} Nf6 {[%clk 0:09:58]} 4. Ng1 "
              "{[%clk 0:09:57]} Ng8 {[%clk 0:09:57]} 5. Nc3 {[%clk 0:09:50]} Nc6 {[%clk 0:09:50]} 1/2-1/2\n\n";
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnText = pgn;
    o.speed = 4; // a move about every 1.5 s of real time: the streams stay open
    o.seed = 3;
    o.token = "t";
    o.keepAliveMs = 500;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    QStringList ids;
    for (const auto &g : simulator.round()->games())
        ids << g.id;
    QNetworkAccessManager network;
    LichessAdapter::Options lo;
    lo.baseUrl = started->url;
    lo.gameIds = ids;
    LichessAdapter adapter(&network, lo);
    LiveGameRegistry registry;
    connect(&adapter, &ZoneAdapter::eventsReady, &registry,
            [&registry](const QList<ZoneEvent> &events) { registry.apply(events); });
    adapter.start();
    QCOMPARE(adapter.focusedGames().size(), LichessAdapter::MaxMoveStreams);
    // Every focused game shows moves while the round is still running.
    auto focusedWithMoves = [&] {
        int n = 0;
        for (const QString &id : adapter.focusedGames())
            n += registry.game(id) && registry.game(id)->plies() >= 2;
        return n;
    };
    QTRY_COMPARE_WITH_TIMEOUT(focusedWithMoves(), LichessAdapter::MaxMoveStreams, 15000);
    QCOMPARE(adapter.openMoveStreams(), LichessAdapter::MaxMoveStreams);
    for (const QString &id : ids.mid(LichessAdapter::MaxMoveStreams))
        QCOMPARE(registry.game(id)->plies(), 0); // no move source without a token: start and end only
    adapter.stop();
}

QTEST_GUILESS_MAIN(TestZoneAdapters)
#include "tst_zoneadapters.moc"
