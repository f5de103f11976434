#include "core/live/livegameregistry.h"
#include "core/net/httpserver.h"
#include "core/zone/lichessadapter.h"
#include "sim/faultinjector.h"
#include "sim/gamezonesimulator.h"
#include "sim/simround.h"
#include "tests/common/randomround.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;
using arbiter::live::Anomaly;
using arbiter::live::LiveGame;
using arbiter::live::LiveGameRegistry;
using arbiter::zone::sim::GameZoneSimulator;
using arbiter::zone::sim::SimGame;
using arbiter::zone::sim::SimOptions;

// The zone's end of a game and its last moves, over loopback HTTP from the embedded simulator into
// the registry: a result is judged against the board only once the moves up to it are known. The
// 1000-game soak raised "the zone ended the game: checkmate; the position on the board is not
// checkmate" for games whose end the games stream announced while the bulk export (their only move
// source) had not yet brought the last move: the end was held five seconds, then passed on because
// the export was running, and the registry judged a board one move short.
class TestZoneEndings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));
    }
    void mateWhileTheExportIsBehind();
};

namespace {

// A quick mate whose last move comes a minute of zone time after the others (3 s at 20x).
QByteArray scholarsMate()
{
    return QByteArrayLiteral("[Event \"Endings\"]\n[Site \"?\"]\n[Date \"2026.12.07\"]\n[Round \"1\"]\n"
                             "[White \"Mate, Quick\"]\n[Black \"Late, Defender\"]\n[Result \"1-0\"]\n"
                             "[TimeControl \"600+0\"]\n\n"
                             "1. e4 {[%clk 0:09:59]} e5 {[%clk 0:09:59]} 2. Bc4 {[%clk 0:09:58]} "
                             "Nc6 {[%clk 0:09:58]} 3. Qh5 {[%clk 0:09:57]} Nf6 {[%clk 0:09:57]} "
                             "4. Qxf7# {[%clk 0:08:57]} 1-0\n\n");
}

} // namespace

// The bulk export (the organiser's token) is the mate game's only move source; it has brought six of
// the seven plies when it stops answering mid-stream (a slow export, as Lichess's 50 games/s is for
// a big round). The games stream then announces the mate. The end must wait for the moves: the
// game's record brings the seventh ply and the end together, and no false finding is raised.
// Before the fix the held end was passed on after 5 s because the export was still running.
void TestZoneEndings::mateWhileTheExportIsBehind()
{
    GameZoneSimulator simulator;
    SimOptions o;
    o.pgnText = scholarsMate() + testing::randomRound(40, 300, 5);
    o.speed = 20;
    o.seed = 3;
    o.token = "organiser-token";
    o.keepAliveMs = 300;
    o.exportGamesPerSecond = 40; // a second per export of the 41 games
    const auto started = simulator.start(0, o);
    QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
    QString mateId;
    QString otherId;
    for (const auto &g : simulator.round()->games())
        (g.pairing.white.startsWith(QLatin1String("Mate")) ? mateId : otherId) = g.id;
    QVERIFY(!mateId.isEmpty());

    QNetworkAccessManager network;
    LichessAdapter::Options lo;
    lo.baseUrl = started->url;
    lo.bulkId = o.roundId;
    lo.token = started->token;
    lo.exportPollMs = 200;
    lo.idleTimeoutMs = 60'000; // the stalled export stays open for the whole test
    lo.focusedGames = {otherId}; // the mate game has no move stream: the export is its move source
    lo.backoff.initialMs = 100;
    lo.backoff.maxMs = 1000;
    LichessAdapter adapter(&network, lo);
    LiveGameRegistry registry;
    connect(&adapter, &ZoneAdapter::eventsReady, &registry,
            [&registry](const QList<ZoneEvent> &events) { registry.apply(events); });
    QStringList findings;
    connect(&registry, &LiveGameRegistry::anomalyRecorded, this, [&](const QString &id, const Anomaly &a) {
        if (id == mateId)
            findings << a.text();
    });
    adapter.start();

    auto plies = [&] {
        const LiveGame *g = registry.game(mateId);
        return g ? g->plies() : 0;
    };
    QTRY_COMPARE_WITH_TIMEOUT(plies(), 6, 5000);
    // The export stops mid-stream before it can show the mate (a stall keeps it open, as a slow
    // export is); between two polls none is open, so try until one is.
    int stalled = 0;
    for (int tries = 0; tries < 100 && stalled == 0; ++tries) {
        stalled = simulator.faults()->stallStreams(QStringLiteral("/api/bulk-pairing/*"), true);
        if (stalled == 0)
            QTest::qWait(20);
    }
    QCOMPARE(stalled, 1);
    const SimGame *played = simulator.round()->game(mateId);
    QTRY_VERIFY_WITH_TIMEOUT(ZoneStatusInfo::isTerminal(played->status), 10'000);
    QCOMPARE(plies(), 6); // the end overtook the last move

    QElapsedTimer sinceEnd;
    sinceEnd.start();
    QTRY_VERIFY_WITH_TIMEOUT(registry.game(mateId)->isEnded(), 20'000);
    const LiveGame *g = registry.game(mateId);
    QCOMPARE(g->plies(), 7);
    QCOMPARE(g->status(), ZoneStatus::Mate);
    QCOMPARE(QString(g->result()), QStringLiteral("1-0"));
    QVERIFY2(g->review().has_value(), "the result was checked against the board");
    QCOMPARE(g->review()->ply, 7);
    QCOMPARE(g->review()->expected, QStringLiteral("1-0"));
    QVERIFY2(findings.isEmpty(), qPrintable(findings.join(u'\n')));
    QVERIFY(g->position().isCheckmate());
    qInfo() << "the end passed" << sinceEnd.elapsed() << "ms after the zone's, with its last move";
    simulator.faults()->stallStreams(QStringLiteral("/api/bulk-pairing/*"), false);
    adapter.stop();
}

QTEST_GUILESS_MAIN(TestZoneEndings)
#include "tst_zoneendings.moc"
