#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "sim/engineplayer.h"
#include "sim/enginepool.h"
#include "sim/simrandom.h"

#include <QTest>

#include <csignal>
#include <memory>
#include <sys/types.h>

using namespace arbiter;
using namespace arbiter::zone::sim;

#define REQUIRE_STOCKFISH()                                                                                            \
    do {                                                                                                               \
        if (UciEngine::findStockfish().isEmpty())                                                                      \
            QSKIP("stockfish is not installed (Debian package 'stockfish', /usr/games/stockfish)");                    \
    } while (false)

namespace {

const QString WhiteMates = QStringLiteral("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"); // Ra8#
const QString BlackMates = QStringLiteral("r5k1/5ppp/8/8/8/8/5PPP/6K1 b - - 0 1"); // Ra1#

EngineRequest request(const QString &fen, int nodes = 1000, int multiPv = 1)
{
    EngineRequest r;
    r.startFen = fen;
    r.nodes = nodes;
    r.multiPv = multiPv;
    return r;
}

// Several games played at once through one pool, each by two seeded EnginePlayerModels: the way the
// simulator uses it. Results arrive in whatever order the engines finish.
class Round : public QObject
{
public:
    Round(EnginePool &pool, std::uint64_t seed, int games, int plies) : m_pool(pool), m_plies(plies)
    {
        for (int g = 0; g < games; ++g) {
            auto game = std::make_unique<Game>();
            game->white = std::make_unique<EnginePlayerModel>(1200 + 300 * g, simrandom::derive(seed, 2 * g));
            game->black = std::make_unique<EnginePlayerModel>(1500 + 200 * g, simrandom::derive(seed, 2 * g + 1));
            m_games.push_back(std::move(game));
        }
        for (int g = 0; g < games; ++g)
            next(g);
    }

    bool finished() const
    {
        return std::all_of(m_games.begin(), m_games.end(), [](const auto &g) { return g->done; });
    }
    QStringList moves(int g) const { return m_games[std::size_t(g)]->moves; }
    int errors() const { return m_errors; }
    int illegal() const { return m_illegal; }

private:
    struct Game
    {
        std::unique_ptr<EnginePlayerModel> white;
        std::unique_ptr<EnginePlayerModel> black;
        chess::Position position;
        QStringList moves;
        bool done = false;
    };

    void next(int g)
    {
        Game &game = *m_games[std::size_t(g)];
        const int ply = int(game.moves.size());
        if (ply >= m_plies) {
            game.done = true;
            return;
        }
        EnginePlayerModel &player = ply % 2 == 0 ? *game.white : *game.black;
        const EnginePlayerModel::SearchPlan plan = player.plan(ply);
        EngineRequest r;
        r.moves = game.moves;
        r.nodes = plan.nodes;
        r.multiPv = plan.multiPv;
        m_pool.submit(r, this, [this, g, ply](const Result<EngineResult> &result) {
            Game &game = *m_games[std::size_t(g)];
            if (!result.ok()) {
                ++m_errors;
                game.done = true;
                return;
            }
            EnginePlayerModel &player = ply % 2 == 0 ? *game.white : *game.black;
            const EnginePlayerModel::Choice choice = player.choose(ply, result->candidates);
            if (choice.move.isEmpty()) {
                game.done = true;
                return;
            }
            const Result<chess::Move> move = chess::Notation::parseUci(game.position, choice.move);
            if (!move.ok()) {
                ++m_illegal;
                game.done = true;
                return;
            }
            game.position.makeMove(*move);
            game.moves.append(choice.move);
            next(g);
        });
    }

    EnginePool &m_pool;
    int m_plies;
    std::vector<std::unique_ptr<Game>> m_games;
    int m_errors = 0;
    int m_illegal = 0;
};

} // namespace

class TestEnginePool : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaultSize();
    void eachRequesterGetsItsResult();
    void sameSeedSameGames();
    void cancelledAndOrphanedRequests();
    void lowerPriorityValuesRunFirst();
    void killedEngineIsReplaced();
    void missingEngineFailsRequests();
};

void TestEnginePool::defaultSize()
{
    EnginePool pool;
    QVERIFY(pool.engineCount() >= 1);
    QCOMPARE(pool.engineCount(), EnginePool::defaultEngineCount());
    QCOMPARE(pool.queuedCount(), 0);
    QVERIFY(pool.processIds().isEmpty()); // engines start lazily
}

void TestEnginePool::eachRequesterGetsItsResult()
{
    REQUIRE_STOCKFISH();
    EnginePool::Options options;
    options.engines = 2;
    EnginePool pool(options);
    QObject whiteSide;
    QObject blackSide;
    QMap<std::uint64_t, QString> answers;
    int signalled = 0;
    connect(&pool, &EnginePool::resultReady, this, [&signalled](const EngineResult &) { ++signalled; });
    QSet<std::uint64_t> ids;
    for (int i = 0; i < 20; ++i) {
        const bool white = i % 3 != 0;
        const std::uint64_t id
            = pool.submit(request(white ? WhiteMates : BlackMates, 300 + 50 * i), white ? &whiteSide : &blackSide,
                          [&answers, white](const Result<EngineResult> &r) {
                              QVERIFY(r.ok());
                              answers.insert(r->id, white ? r->bestMove : r->bestMove.toUpper());
                          });
        QVERIFY(!ids.contains(id));
        ids.insert(id);
    }
    // Nothing is answered inside submit().
    QVERIFY(answers.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(answers.size(), 20, 10000);
    QCOMPARE(signalled, 20);
    for (auto it = answers.cbegin(); it != answers.cend(); ++it)
        QVERIFY2(*it == QLatin1String("a1a8") || *it == QLatin1String("A8A1"), qPrintable(*it));
    QCOMPARE(pool.processIds().size(), 2);
    QCOMPARE(pool.completedCount(), std::uint64_t(20));
    QCOMPARE(pool.queuedCount(), 0);
    QCOMPARE(pool.runningCount(), 0);
}

void TestEnginePool::sameSeedSameGames()
{
    REQUIRE_STOCKFISH();
    constexpr int Games = 4;
    constexpr int Plies = 24;
    QList<QStringList> first;
    {
        EnginePool::Options options;
        options.engines = 2;
        EnginePool pool(options);
        Round round(pool, 31337, Games, Plies);
        QTRY_VERIFY_WITH_TIMEOUT(round.finished(), 14000);
        QCOMPARE(round.errors(), 0);
        QCOMPARE(round.illegal(), 0);
        for (int g = 0; g < Games; ++g) {
            QCOMPARE(round.moves(g).size(), Plies);
            first.append(round.moves(g));
        }
    }
    // One engine this time: other interleaving, other processes, same games.
    EnginePool::Options options;
    options.engines = 1;
    EnginePool pool(options);
    Round again(pool, 31337, Games, Plies);
    QTRY_VERIFY_WITH_TIMEOUT(again.finished(), 14000);
    for (int g = 0; g < Games; ++g)
        QCOMPARE(again.moves(g), first[g]);
    // Different games from each other (varied openings).
    QVERIFY(first[0] != first[1] || first[1] != first[2]);
}

void TestEnginePool::cancelledAndOrphanedRequests()
{
    REQUIRE_STOCKFISH();
    EnginePool::Options options;
    options.engines = 1;
    EnginePool pool(options);
    int delivered = 0;
    int signalled = 0;
    connect(&pool, &EnginePool::resultReady, this, [&signalled](const EngineResult &) { ++signalled; });
    const auto count = [&delivered](const Result<EngineResult> &) { ++delivered; };
    auto orphan = std::make_unique<QObject>();
    pool.submit(request(WhiteMates), this, count);
    pool.submit(request(WhiteMates), orphan.get(), count);
    const std::uint64_t cancelled = pool.submit(request(WhiteMates), this, count);
    pool.submit(request(BlackMates), this, count);
    QVERIFY(pool.cancel(cancelled));
    QVERIFY(!pool.cancel(cancelled));
    orphan.reset(); // its requester is gone: no callback, the signal still tells the pool's observers
    QTRY_COMPARE_WITH_TIMEOUT(signalled, 3, 10000);
    QTest::qWait(50);
    QCOMPARE(delivered, 2);
    QCOMPARE(signalled, 3);
}

// A live round passes each move's due time as the priority: when the engines are behind, the
// move due soonest is searched first; equal priorities keep their order.
void TestEnginePool::lowerPriorityValuesRunFirst()
{
    REQUIRE_STOCKFISH();
    EnginePool::Options options;
    options.engines = 1;
    EnginePool pool(options);
    QList<int> order;
    const auto record = [&order](int tag) {
        return [&order, tag](const Result<EngineResult> &result) {
            if (result.ok())
                order.append(tag);
        };
    };
    // All queued within one event-loop turn, before the engine takes any.
    pool.submit(request(WhiteMates, 200), this, record(30), 30);
    pool.submit(request(WhiteMates, 200), this, record(10), 10);
    pool.submit(request(BlackMates, 200), this, record(20), 20);
    pool.submit(request(BlackMates, 200), this, record(11), 10);
    pool.submit(request(WhiteMates, 200), this, record(0), 0);
    QTRY_COMPARE_WITH_TIMEOUT(order.size(), 5, 10000);
    QCOMPARE(order, QList<int>({0, 10, 11, 20, 30}));
}

void TestEnginePool::killedEngineIsReplaced()
{
    REQUIRE_STOCKFISH();
    EnginePool::Options options;
    options.engines = 1;
    options.maxAttempts = 1; // report the killed search instead of running it again
    EnginePool pool(options);
    QString failure;
    QString answer;
    const std::uint64_t longId
        = pool.submit(request(QString(), 50'000'000), this, [&failure](const Result<EngineResult> &r) {
              QVERIFY(!r.ok());
              failure = r.error().message;
          });
    pool.submit(request(WhiteMates), this, [&answer](const Result<EngineResult> &r) {
        QVERIFY(r.ok());
        answer = r->bestMove;
    });
    QTRY_COMPARE_WITH_TIMEOUT(pool.runningCount(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(pool.processIds().size(), 1, 10000);
    QTest::qWait(100);
    const qint64 pid = pool.processIds().first();
    std::uint64_t failedId = 0;
    connect(&pool, &EnginePool::requestFailed, this, [&failedId](std::uint64_t id, const QString &) { failedId = id; });
    QCOMPARE(::kill(pid_t(pid), SIGKILL), 0);
    QTRY_VERIFY_WITH_TIMEOUT(!failure.isEmpty(), 5000);
    QCOMPARE(failedId, longId);
    QTRY_COMPARE_WITH_TIMEOUT(answer, QStringLiteral("a1a8"), 10000);
    QCOMPARE(pool.usableEngineCount(), 1);
    QVERIFY(pool.processIds().first() != pid);
}

void TestEnginePool::missingEngineFailsRequests()
{
    EnginePool::Options options;
    options.engines = 2;
    options.engine.program = QStringLiteral("/nonexistent/stockfish");
    EnginePool pool(options);
    QStringList failures;
    for (int i = 0; i < 5; ++i)
        pool.submit(request(WhiteMates), this, [&failures](const Result<EngineResult> &r) {
            QVERIFY(!r.ok());
            failures.append(r.error().message);
        });
    QTRY_COMPARE_WITH_TIMEOUT(failures.size(), 5, 5000);
    for (const QString &f : std::as_const(failures))
        QVERIFY(!f.isEmpty());
    QTRY_COMPARE_WITH_TIMEOUT(pool.usableEngineCount(), 0, 5000);
    // Later requests fail at once (from the event loop) with the reason.
    QString late;
    pool.submit(request(WhiteMates), this, [&late](const Result<EngineResult> &r) { late = r.error().message; });
    QVERIFY(late.isEmpty());
    QTRY_VERIFY_WITH_TIMEOUT(late.contains(QLatin1String("/nonexistent/stockfish")), 2000);
}

QTEST_GUILESS_MAIN(TestEnginePool)
#include "tst_enginepool.moc"
