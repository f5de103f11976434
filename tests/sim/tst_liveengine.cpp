#include "core/chess/position.h"
#include "sim/enginepool.h"
#include "sim/gamezonesimulator.h"
#include "sim/liveengineround.h"
#include "sim/pgnreplayplayer.h"
#include "sim/roundgenerator.h"
#include "sim/simround.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace arbiter;
using namespace arbiter::zone;
using namespace arbiter::zone::sim;

#define REQUIRE_STOCKFISH()                                                                                            \
    do {                                                                                                               \
        if (UciEngine::findStockfish().isEmpty())                                                                      \
            QSKIP("stockfish is not installed (Debian package 'stockfish', /usr/games/stockfish)");                    \
    } while (false)

Q_DECLARE_METATYPE(std::vector<arbiter::chess::PgnGame>)

namespace {

constexpr int Games = 4;
constexpr std::uint32_t Seed = 11;
// Weak players search few nodes and lose (and resign) sooner: a short round for a quick test.
constexpr int MinRating = 1000;
constexpr int MaxRating = 1300;

SimOptions engineOptions(double speed, bool autoPlay)
{
    SimOptions o;
    o.roundId = QStringLiteral("live");
    o.token = "test-token";
    o.seed = Seed;
    o.speed = speed;
    o.autoPlay = autoPlay;
    o.engineGames = Games;
    o.engineMinRating = MinRating;
    o.engineMaxRating = MaxRating;
    return o;
}

// The moves of a PGN game as UCI-like raw values, for comparing rounds.
QList<int> movesOf(const chess::PgnGame &game)
{
    QList<int> moves;
    for (const auto &ply : game.plies())
        moves.append(ply.move.raw());
    return moves;
}

QList<int> movesOf(const SimGame &game)
{
    QList<int> moves;
    for (const SimMove &m : game.moves)
        moves.append(m.move.raw());
    return moves;
}

} // namespace

// The simulator with a round that stockfish plays while it is served (SimOptions::engineGames):
// the pairings are on the zone at once, the round finishes, and its moves are those RoundGenerator
// plays for the seed, with the clocks of the PGN's %clk when no move came late.
class TestLiveEngine : public QObject
{
    Q_OBJECT

private:
    std::vector<chess::PgnGame> m_reference; // RoundGenerator's round for Seed, played on its own

    static std::vector<chess::PgnGame> waitGenerated(QSignalSpy &spy)
    {
        if (spy.isEmpty() && !spy.wait(20000))
            return {};
        return spy.first().first().value<std::vector<chess::PgnGame>>();
    }

    // Every game of the round has the reference's moves in the reference's order (board order),
    // each legal, and the result the reference says.
    void checkRound(const SimRound &round)
    {
        QCOMPARE(round.games().size(), m_reference.size());
        for (std::size_t i = 0; i < m_reference.size(); ++i) {
            const SimGame &g = round.games()[i];
            QCOMPARE(g.pairing.white, m_reference[i].tag("White"));
            QCOMPARE(movesOf(g), movesOf(m_reference[i]));
            chess::Position position = g.start;
            for (const SimMove &m : g.moves) {
                QVERIFY(position.isLegal(m.move));
                position.makeMove(m.move);
            }
            QVERIFY(ZoneStatusInfo::isFinished(g.status));
            const QString result = m_reference[i].result();
            if (result == u"1-0")
                QVERIFY(g.winner == chess::White);
            else if (result == u"0-1")
                QVERIFY(g.winner == chess::Black);
            else
                QVERIFY(!g.winner);
        }
    }

private Q_SLOTS:
    void initTestCase()
    {
        qRegisterMetaType<std::vector<chess::PgnGame>>();
        REQUIRE_STOCKFISH();
        EnginePool pool;
        RoundGenerator::Options o;
        o.games = Games;
        o.minRating = MinRating;
        o.maxRating = MaxRating;
        o.seed = Seed;
        o.round = QStringLiteral("live");
        RoundGenerator generator(&pool, o);
        QSignalSpy done(&generator, &RoundGenerator::finished);
        generator.start();
        m_reference = waitGenerated(done);
        QCOMPARE(int(m_reference.size()), Games);
    }

    // Pairings first: /api/bulk-pairing lists every game before any engine has answered; then
    // the round plays out live.
    void servesEveryGameAtOnce()
    {
        GameZoneSimulator sim;
        QSignalSpy generated(&sim, &GameZoneSimulator::roundGenerated);
        QSignalSpy finished(&sim, &GameZoneSimulator::roundFinished);
        QElapsedTimer timer;
        timer.start();
        const auto started = sim.start(0, engineOptions(300, true));
        QVERIFY(started.ok());
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QNetworkAccessManager nam;
        QNetworkRequest request(QUrl(started->url.toString() + QStringLiteral("/api/bulk-pairing/live")));
        request.setRawHeader("Authorization", "Bearer test-token");
        QNetworkReply *reply = nam.get(request);
        QSignalSpy replied(reply, &QNetworkReply::finished);
        QVERIFY(replied.wait(5000));
        const QJsonArray games
            = QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), Games);
        for (int i = 0; i < Games; ++i)
            QCOMPARE(games[i].toObject().value(QStringLiteral("id")).toString(), sim.round()->games()[i].id);
        reply->deleteLater();

        const std::vector<chess::PgnGame> played = waitGenerated(generated);
        QCOMPARE(int(played.size()), Games);
        for (int i = 0; i < Games; ++i)
            QCOMPARE(movesOf(played[std::size_t(i)]), movesOf(m_reference[std::size_t(i)]));
        QVERIFY(finished.wait(30000));
        checkRound(*sim.round());
        qInfo() << "late moves at speed 300:" << sim.player()->lateMoves();
    }

    // Generated in full before the games start: no move is late, so every clock after a move is
    // the %clk of the generated PGN, and the same seed plays the same round again.
    void clocksAreTheClkValues()
    {
        GameZoneSimulator sim;
        QSignalSpy generated(&sim, &GameZoneSimulator::roundGenerated);
        QSignalSpy finished(&sim, &GameZoneSimulator::roundFinished);
        QVERIFY(sim.start(0, engineOptions(100000, false)).ok());
        const std::vector<chess::PgnGame> played = waitGenerated(generated);
        QCOMPARE(int(played.size()), Games);
        sim.play();
        QVERIFY(finished.wait(20000));
        QCOMPARE(sim.player()->lateMoves(), 0);
        checkRound(*sim.round());
        for (int i = 0; i < Games; ++i) {
            const SimGame &g = sim.round()->games()[std::size_t(i)];
            const chess::PgnGame &pgn = played[std::size_t(i)];
            QCOMPARE(movesOf(pgn), movesOf(m_reference[std::size_t(i)]));
            for (std::size_t k = 0; k < g.moves.size(); ++k) {
                const std::int64_t clock = k % 2 == 0 ? g.moves[k].whiteMs : g.moves[k].blackMs;
                QVERIFY(pgn.plies()[k].clockMs.has_value());
                QCOMPARE(clock, *pgn.plies()[k].clockMs);
            }
        }
    }

    // No engine: the failure is reported (translated) and the served games wait; nothing crashes.
    void engineFailureIsReported()
    {
        GameZoneSimulator sim;
        SimOptions o = engineOptions(1000, true);
        o.engineProgram = QStringLiteral("/nonexistent/stockfish");
        QSignalSpy failed(&sim, &GameZoneSimulator::engineFailed);
        QVERIFY(sim.start(0, o).ok());
        QCOMPARE(int(sim.round()->games().size()), Games);
        QVERIFY(failed.wait(10000));
        QVERIFY(!failed.first().first().toString().isEmpty());
        QTest::qWait(50);
        for (const SimGame &g : sim.round()->games())
            QCOMPARE(g.moves.size(), std::size_t(0));
        sim.stop();
    }
};

QTEST_GUILESS_MAIN(TestLiveEngine)
#include "tst_liveengine.moc"
