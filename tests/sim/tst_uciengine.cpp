#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "sim/uciengine.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/types.h>

using namespace arbiter;
using namespace arbiter::zone::sim;

// Each test that needs the real engine starts with this: without stockfish the simulator cannot play,
// but the rest of the suite still says so plainly instead of failing.
#define REQUIRE_STOCKFISH()                                                                                            \
    do {                                                                                                               \
        if (UciEngine::findStockfish().isEmpty())                                                                      \
            QSKIP("stockfish is not installed (Debian package 'stockfish', /usr/games/stockfish)");                    \
    } while (false)

namespace {

// Collects what one engine reports, for QTRY_* waits.
struct Recorder
{
    int readyCount = 0;
    QList<EngineResult> results;
    QList<std::uint64_t> errorIds;
    QStringList errors;

    void attach(UciEngine &engine, QObject *context)
    {
        QObject::connect(&engine, &UciEngine::ready, context, [this] { ++readyCount; });
        QObject::connect(&engine, &UciEngine::searchFinished, context,
                         [this](const EngineResult &r) { results.append(r); });
        QObject::connect(&engine, &UciEngine::errorOccurred, context, [this](std::uint64_t id, const QString &m) {
            errorIds.append(id);
            errors.append(m);
        });
    }
};

EngineRequest request(std::uint64_t id, const QString &fen, const QStringList &moves, int nodes, int multiPv)
{
    EngineRequest r;
    r.id = id;
    r.startFen = fen;
    r.moves = moves;
    r.nodes = nodes;
    r.multiPv = multiPv;
    return r;
}

QString writeScript(const QTemporaryDir &dir, const QString &name, const QByteArray &body)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write("#!/bin/sh\n" + body);
    file.close();
    file.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return path;
}

const QString MateInOne = QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1");
// A quiet middlegame (Ruy Lopez, Closed) with many reasonable moves.
const QString Middlegame = QStringLiteral("r1bq1rk1/2p1bppp/p1np1n2/1p2p3/4P3/1BP2N1P/PP1P1PP1/RNBQR1K1 b - - 0 9");

} // namespace

class TestUciEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parseInfoLine_data();
    void parseInfoLine();
    void handshake();
    void mateInOne();
    void mateInOneAfterMoves();
    void noLegalMove();
    void multiPv();
    void sameInputsSameMove();
    void killedEngineReportsErrorAndRestarts();
    void partialAndCrlfOutput();
    void hungSearchTimesOut();
    void missingProgram();
    void searchWhileBusyIsRefused();
};

void TestUciEngine::parseInfoLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("rank");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("cp"); // INT_MIN = none
    QTest::addColumn<int>("mate"); // 0 = none
    QTest::addColumn<qint64>("nodes");

    QTest::newRow("cp") << QByteArray("info depth 7 seldepth 9 multipv 2 score cp 31 nodes 2000 nps 1 pv e2e4 e7e5")
                        << true << 2 << "e2e4" << 31 << 0 << qint64(2000);
    QTest::newRow("no multipv = 1") << QByteArray("info depth 3 score cp -12 nodes 50 pv d2d4") << true << 1 << "d2d4"
                                    << -12 << 0 << qint64(50);
    QTest::newRow("mate") << QByteArray("info depth 2 multipv 1 score mate 1 nodes 171 pv a1a8") << true << 1 << "a1a8"
                          << INT_MIN << 1 << qint64(171);
    QTest::newRow("mated") << QByteArray("info depth 5 multipv 3 score mate -2 nodes 9 pv g8h8 a1a8") << true << 3
                           << "g8h8" << INT_MIN << -2 << qint64(9);
    QTest::newRow("tabs and spaces") << QByteArray("info  depth\t4 multipv 1  score cp 5 pv  c2c4") << true << 1
                                     << "c2c4" << 5 << 0 << qint64(-1);
    QTest::newRow("lowerbound") << QByteArray("info depth 20 multipv 1 score cp 40 lowerbound nodes 5 pv e2e4") << false
                                << 0 << "" << 0 << 0 << qint64(5);
    QTest::newRow("no pv") << QByteArray("info depth 1 currmove e2e4 currmovenumber 1") << false << 0 << "" << 0 << 0
                           << qint64(-1);
    QTest::newRow("string") << QByteArray("info string NNUE evaluation using nn.nnue enabled score cp 1 pv e2e4")
                            << false << 0 << "" << 0 << 0 << qint64(-1);
    QTest::newRow("mate 0") << QByteArray("info depth 0 score mate 0") << false << 0 << "" << 0 << 0 << qint64(-1);
    QTest::newRow("truncated") << QByteArray("info depth 3 multipv 1 score cp") << false << 0 << "" << 0 << 0
                               << qint64(-1);
    QTest::newRow("not info") << QByteArray("bestmove e2e4") << false << 0 << "" << 0 << 0 << qint64(-1);
}

void TestUciEngine::parseInfoLine()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, valid);
    QFETCH(int, rank);
    QFETCH(QString, move);
    QFETCH(int, cp);
    QFETCH(int, mate);
    QFETCH(qint64, nodes);

    std::int64_t n = -1;
    const std::optional<EngineCandidate> c = UciEngine::parseInfoLine(line, &n);
    QCOMPARE(c.has_value(), valid);
    QCOMPARE(qint64(n), nodes);
    if (!valid)
        return;
    QCOMPARE(c->rank, rank);
    QCOMPARE(c->move, move);
    QCOMPARE(c->scoreCp.has_value(), cp != INT_MIN);
    if (cp != INT_MIN)
        QCOMPARE(*c->scoreCp, cp);
    QCOMPARE(c->mateIn.has_value(), mate != 0);
    if (mate)
        QCOMPARE(*c->mateIn, mate);
}

void TestUciEngine::handshake()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    QCOMPARE(engine.state(), UciEngine::State::NotRunning);
    engine.start();
    QCOMPARE(engine.state(), UciEngine::State::Starting);
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 1, 10000);
    QVERIFY(engine.isIdle());
    QVERIFY2(engine.engineName().startsWith(QLatin1String("Stockfish")), qPrintable(engine.engineName()));
    QVERIFY(engine.processId() > 0);
    QVERIFY(rec.errors.isEmpty());
    engine.stop();
    QCOMPARE(engine.state(), UciEngine::State::NotRunning);
}

void TestUciEngine::mateInOne()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    // Queued during the handshake, run as soon as the engine is ready.
    QVERIFY(engine.search(request(7, MateInOne, {}, 2000, 1)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    const EngineResult &r = rec.results.first();
    QCOMPARE(r.id, std::uint64_t(7));
    QCOMPARE(r.bestMove, QStringLiteral("a1a8"));
    QCOMPARE(r.candidates.size(), 1);
    QCOMPARE(r.candidates.first().move, QStringLiteral("a1a8"));
    QCOMPARE(r.candidates.first().mateIn, std::optional<int>(1));
    QVERIFY(r.nodes > 0 && r.nodes <= 2100);
    QVERIFY(rec.errors.isEmpty());
}

void TestUciEngine::mateInOneAfterMoves()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    // Fool's mate: after 1. f3 e5 2. g4 Black mates with Qh4#.
    QVERIFY(engine.search(
        request(1, QString(), {QStringLiteral("f2f3"), QStringLiteral("e7e5"), QStringLiteral("g2g4")}, 1000, 2)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    QCOMPARE(rec.results.first().bestMove, QStringLiteral("d8h4"));
    QCOMPARE(rec.results.first().candidates.first().mateIn, std::optional<int>(1));
}

void TestUciEngine::noLegalMove()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    // Black is mated: there is no move to report.
    QVERIFY(engine.search(3, QStringLiteral("R5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 1 1"), {}, 500, 3));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    QVERIFY(rec.results.first().bestMove.isEmpty());
    QVERIFY(rec.results.first().candidates.isEmpty());
    QVERIFY(engine.isIdle());
}

void TestUciEngine::multiPv()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    QVERIFY(engine.search(request(11, Middlegame, {}, 3000, 4)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    const EngineResult r = rec.results.first();
    QCOMPARE(r.candidates.size(), 4);
    QCOMPARE(r.candidates.first().move, r.bestMove);
    const Result<chess::Position> pos = chess::Position::fromFen(Middlegame);
    QVERIFY(pos.ok());
    QSet<QString> seen;
    for (int i = 0; i < r.candidates.size(); ++i) {
        const EngineCandidate &c = r.candidates[i];
        QCOMPARE(c.rank, i + 1);
        QVERIFY2(chess::Notation::parseUci(*pos, c.move).ok(), qPrintable(c.move));
        QVERIFY(c.scoreCp || c.mateIn);
        QVERIFY(c.depth > 0);
        seen.insert(c.move);
    }
    QCOMPARE(seen.size(), 4);

    // Fewer legal moves than lines asked for: only those come back (the king has two squares).
    QVERIFY(engine.search(request(12, QStringLiteral("7k/8/8/8/8/8/8/K6R b - - 0 1"), {}, 500, 5)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 2, 10000);
    QCOMPARE(rec.results.last().candidates.size(), 2);
    const QString best = rec.results.last().bestMove;
    QVERIFY2(best == QLatin1String("h8g8") || best == QLatin1String("h8g7"), qPrintable(best));
}

void TestUciEngine::sameInputsSameMove()
{
    REQUIRE_STOCKFISH();
    UciEngine a;
    UciEngine b;
    Recorder ra;
    Recorder rb;
    ra.attach(a, this);
    rb.attach(b, this);
    a.start();
    b.start();
    const EngineRequest x = request(1, Middlegame, {QStringLiteral("c8b7")}, 4000, 3);
    const EngineRequest y = request(2, QString(), {QStringLiteral("e2e4"), QStringLiteral("c7c5")}, 6000, 2);
    QVERIFY(a.search(x));
    QTRY_COMPARE_WITH_TIMEOUT(ra.results.size(), 1, 10000);
    QVERIFY(a.search(y)); // fills the hash with something else in between
    QTRY_COMPARE_WITH_TIMEOUT(ra.results.size(), 2, 10000);
    QVERIFY(a.search(x));
    QTRY_COMPARE_WITH_TIMEOUT(ra.results.size(), 3, 10000);
    QVERIFY(b.search(x)); // another process
    QTRY_COMPARE_WITH_TIMEOUT(rb.results.size(), 1, 10000);

    const auto same = [](const EngineResult &p, const EngineResult &q) {
        if (p.bestMove != q.bestMove || p.nodes != q.nodes || p.candidates.size() != q.candidates.size())
            return false;
        for (int i = 0; i < p.candidates.size(); ++i)
            if (p.candidates[i].move != q.candidates[i].move
                || p.candidates[i].comparableScore() != q.candidates[i].comparableScore())
                return false;
        return true;
    };
    QVERIFY(same(ra.results[0], ra.results[2]));
    QVERIFY(same(ra.results[0], rb.results[0]));
    QCOMPARE(ra.results[0].candidates.size(), 3);
}

void TestUciEngine::killedEngineReportsErrorAndRestarts()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 1, 10000);
    // A search long enough to be killed in the middle of.
    QVERIFY(engine.search(request(42, QString(), {}, 50'000'000, 1)));
    QCOMPARE(engine.state(), UciEngine::State::Searching);
    const qint64 pid = engine.processId();
    QVERIFY(pid > 0);
    QTest::qWait(50);
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_COMPARE_WITH_TIMEOUT(rec.errors.size(), 1, 5000);
    QCOMPARE(rec.errorIds.first(), std::uint64_t(42));
    QVERIFY(!rec.errors.first().isEmpty());
    QCOMPARE(engine.errorString(), rec.errors.first());
    QCOMPARE(engine.state(), UciEngine::State::NotRunning);
    QVERIFY(rec.results.isEmpty());

    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 2, 10000);
    QVERIFY(engine.processId() != pid);
    QVERIFY(engine.errorString().isEmpty());
    QVERIFY(engine.search(request(43, MateInOne, {}, 1000, 1)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    QCOMPARE(rec.results.first().id, std::uint64_t(43));
    QCOMPARE(rec.results.first().bestMove, QStringLiteral("a1a8"));
    QCOMPARE(rec.errors.size(), 1);
}

void TestUciEngine::partialAndCrlfOutput()
{
    // A fake engine that cuts its lines at awkward places and ends some with CRLF.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fake = writeScript(dir, QStringLiteral("fake-engine"), R"(
while read -r cmd; do
  case "$cmd" in
    uci) printf 'id name Fake'; sleep 0.05; printf ' Engine\r\nuc'; sleep 0.05; printf 'iok\n' ;;
    isready) printf 'rea'; sleep 0.05; printf 'dyok \r\n' ;;
    go*) printf 'info depth 1 multipv 1 score cp 1'; sleep 0.05
         printf '3 nodes 10 pv e2e4 e7e5\r\ninfo depth 1 multipv 2 score mate -2 nodes 20 pv d2d4\nbest'; sleep 0.05
         printf 'move e2e4 ponder e7e5\n' ;;
    quit) exit 0 ;;
  esac
done
)");
    QVERIFY(!fake.isEmpty());
    UciEngine::Options options;
    options.program = fake;
    UciEngine engine(options);
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 1, 5000);
    QCOMPARE(engine.engineName(), QStringLiteral("Fake Engine"));
    QVERIFY(engine.search(request(5, QString(), {}, 100, 2)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 5000);
    const EngineResult r = rec.results.first();
    QCOMPARE(r.bestMove, QStringLiteral("e2e4"));
    QCOMPARE(r.nodes, std::int64_t(20));
    QCOMPARE(r.candidates.size(), 2);
    QCOMPARE(r.candidates[0].scoreCp, std::optional<int>(13));
    QCOMPARE(r.candidates[1].move, QStringLiteral("d2d4"));
    QCOMPARE(r.candidates[1].mateIn, std::optional<int>(-2));
    QVERIFY(r.candidates[0].comparableScore() > r.candidates[1].comparableScore());
    QVERIFY(rec.errors.isEmpty());
}

void TestUciEngine::hungSearchTimesOut()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString fake = writeScript(dir, QStringLiteral("hung-engine"), R"(
while read -r cmd; do
  case "$cmd" in
    uci) printf 'uciok\n' ;;
    isready) printf 'readyok\n' ;;
    quit) exit 0 ;;
  esac
done
)");
    UciEngine::Options options;
    options.program = fake;
    options.searchTimeoutMs = 300;
    UciEngine engine(options);
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 1, 5000);
    QVERIFY(engine.search(request(9, QString(), {}, 100, 1)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.errors.size(), 1, 5000);
    QCOMPARE(rec.errorIds.first(), std::uint64_t(9));
    QCOMPARE(engine.state(), UciEngine::State::NotRunning);
    // Restartable after the guard fired.
    engine.start();
    QTRY_COMPARE_WITH_TIMEOUT(rec.readyCount, 2, 5000);
}

void TestUciEngine::missingProgram()
{
    UciEngine::Options options;
    options.program = QStringLiteral("/nonexistent/stockfish");
    UciEngine engine(options);
    Recorder rec;
    rec.attach(engine, this);
    engine.start();
    QVERIFY(engine.search(request(4, QString(), {}, 100, 1)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.errors.size(), 1, 5000);
    QCOMPARE(rec.errorIds.first(), std::uint64_t(4));
    QVERIFY(rec.errors.first().contains(QLatin1String("/nonexistent/stockfish")));
    QCOMPARE(engine.state(), UciEngine::State::NotRunning);
    QCOMPARE(rec.readyCount, 0);
}

void TestUciEngine::searchWhileBusyIsRefused()
{
    REQUIRE_STOCKFISH();
    UciEngine engine;
    Recorder rec;
    rec.attach(engine, this);
    QVERIFY(!engine.search(request(1, QString(), {}, 100, 1))); // not started
    engine.start();
    QVERIFY(engine.search(request(1, QString(), {}, 500, 1)));
    QVERIFY(!engine.search(request(2, QString(), {}, 500, 1))); // one already queued
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 1, 10000);
    QCOMPARE(rec.results.first().id, std::uint64_t(1));
    QVERIFY(engine.search(request(2, QString(), {}, 500, 1)));
    QTRY_COMPARE_WITH_TIMEOUT(rec.results.size(), 2, 10000);
}

QTEST_GUILESS_MAIN(TestUciEngine)
#include "tst_uciengine.moc"
