#include "sim/engineplayer.h"

#include <QSet>
#include <QTest>

using namespace arbiter::zone::sim;

namespace {

EngineCandidate cp(int rank, const char *move, int score)
{
    EngineCandidate c;
    c.rank = rank;
    c.move = QString::fromLatin1(move);
    c.depth = 8;
    c.scoreCp = score;
    return c;
}

EngineCandidate mate(int rank, const char *move, int in)
{
    EngineCandidate c = cp(rank, move, 0);
    c.scoreCp.reset();
    c.mateIn = in;
    return c;
}

// A middlegame list: the best move, two slightly worse, one clearly worse.
const QList<EngineCandidate> Middlegame{cp(1, "e2e4", 40), cp(2, "d2d4", 25), cp(3, "g1f3", 10), cp(4, "h2h4", -150)};
// Four near-equal opening moves.
const QList<EngineCandidate> Opening{cp(1, "e2e4", 30), cp(2, "d2d4", 28), cp(3, "c2c4", 20), cp(4, "g1f3", 18)};

struct Stats
{
    int moves = 0;
    int best = 0;
    int mistakes = 0;
    long long lossCp = 0;
};

Stats playMiddlegame(int rating, std::uint64_t seed, int moves)
{
    EnginePlayerModel model(rating, seed);
    Stats s;
    for (int ply = 40; ply < 40 + moves; ++ply) {
        const EnginePlayerModel::Choice c = model.choose(ply, Middlegame);
        ++s.moves;
        s.best += c.rank == 1 ? 1 : 0;
        s.mistakes += c.mistake ? 1 : 0;
        s.lossCp += c.lossCp;
    }
    return s;
}

} // namespace

class TestEnginePlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameChoices();
    void weakerPlayersChooseWorseMoves_data();
    void weakerPlayersChooseWorseMoves();
    void openingsVary();
    void mateInOneIsPlayed();
    void nodesGrowWithRating();
    void emptyAndSingleCandidate();
    void resignsWhenLost();
    void drawOffers();
};

void TestEnginePlayer::sameSeedSameChoices()
{
    const auto run = [](std::uint64_t seed) {
        EnginePlayerModel model(1600, seed);
        QStringList out;
        for (int ply = 0; ply < 80; ++ply) {
            const EnginePlayerModel::SearchPlan p = model.plan(ply);
            out << QString::number(p.nodes) << QString::number(p.multiPv);
            out << model.choose(ply, ply < 10 ? Opening : Middlegame).move;
            out << QString::number(model.resignsAfter(ply, ply > 60 ? -900 : 0));
        }
        return out;
    };
    QCOMPARE(run(2024), run(2024));
    QVERIFY(run(2024) != run(2025));
}

void TestEnginePlayer::weakerPlayersChooseWorseMoves_data()
{
    QTest::addColumn<int>("rating");
    QTest::addColumn<double>("minBest"); // share of best moves over 1000 middlegame moves
    QTest::addColumn<double>("maxBest");
    QTest::addColumn<bool>("mistakes"); // some deliberate mistakes expected

    QTest::newRow("1000") << 1000 << 0.25 << 0.60 << true;
    QTest::newRow("1500") << 1500 << 0.30 << 0.70 << true;
    QTest::newRow("2000") << 2000 << 0.40 << 0.85 << true;
    QTest::newRow("2700") << 2700 << 0.80 << 1.00 << false;
}

void TestEnginePlayer::weakerPlayersChooseWorseMoves()
{
    QFETCH(int, rating);
    QFETCH(double, minBest);
    QFETCH(double, maxBest);
    QFETCH(bool, mistakes);

    const Stats s = playMiddlegame(rating, 77, 1000);
    const double best = double(s.best) / s.moves;
    QVERIFY2(best >= minBest && best <= maxBest, qPrintable(QString::number(best)));
    if (mistakes)
        QVERIFY(s.mistakes > 0);
    // Lower ratings lose more centipawns per move on the same lists.
    if (rating < 2700) {
        const Stats stronger = playMiddlegame(rating + 500, 77, 1000);
        QVERIFY2(s.lossCp > stronger.lossCp, qPrintable(QStringLiteral("%1 vs %2").arg(s.lossCp).arg(stronger.lossCp)));
    }
}

void TestEnginePlayer::openingsVary()
{
    QSet<QString> firstMoves;
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        EnginePlayerModel model(2200, seed);
        QVERIFY(model.openingPlies() >= 6);
        firstMoves.insert(model.choose(0, Opening).move);
    }
    // Even a strong player varies its first move among the near-equal ones…
    QVERIFY2(firstMoves.size() >= 3, qPrintable(QStringList(firstMoves.values()).join(u',')));
    // …but never picks a clearly worse one in the opening.
    for (std::uint64_t seed = 1; seed <= 40; ++seed) {
        EnginePlayerModel model(1200, seed);
        QVERIFY(model.choose(1, Middlegame).move != QLatin1String("h2h4"));
    }
}

void TestEnginePlayer::mateInOneIsPlayed()
{
    const QList<EngineCandidate> list{mate(1, "a1a8", 1), cp(2, "g1f1", 600), cp(3, "a1b1", 580), cp(4, "h2h3", 560)};
    for (int rating : {800, 1400, 2000, 2800})
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            EnginePlayerModel model(rating, seed);
            for (int ply : {3, 45})
                QCOMPARE(model.choose(ply, list).move, QStringLiteral("a1a8"));
        }
}

void TestEnginePlayer::nodesGrowWithRating()
{
    int previous = 0;
    for (int rating : {800, 1200, 1600, 2000, 2400, 2800}) {
        const int nodes = EnginePlayerModel::nominalNodes(rating);
        QVERIFY(nodes > previous || nodes == 20000);
        previous = nodes;
        QVERIFY(EnginePlayerModel::mistakeRate(rating) > 0);
    }
    QVERIFY(EnginePlayerModel::mistakeRate(1200) > EnginePlayerModel::mistakeRate(2400));
    EnginePlayerModel model(2000, 1);
    for (int ply = 0; ply < 100; ++ply) {
        const EnginePlayerModel::SearchPlan p = model.plan(ply);
        QVERIFY(p.nodes >= 50 && p.nodes <= 20000);
        QCOMPARE(p.multiPv, EnginePlayerModel::MultiPv);
    }
}

void TestEnginePlayer::emptyAndSingleCandidate()
{
    EnginePlayerModel model(1500, 3);
    QVERIFY(model.choose(30, {}).move.isEmpty());
    for (int ply = 0; ply < 50; ++ply)
        QCOMPARE(model.choose(ply, {cp(1, "h8g8", -20)}).move, QStringLiteral("h8g8"));
    // Out-of-order ranks are sorted first.
    QList<EngineCandidate> shuffled{cp(2, "d2d4", -300), cp(1, "e2e4", 300)};
    EnginePlayerModel strong(2800, 3);
    QCOMPARE(strong.choose(40, shuffled).move, QStringLiteral("e2e4"));
}

void TestEnginePlayer::resignsWhenLost()
{
    int resigned = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        EnginePlayerModel model(2100, seed);
        // Level for 40 plies: never resigns.
        for (int ply = 0; ply < 40; ply += 2)
            QVERIFY(!model.resignsAfter(ply, 15));
        // Then clearly lost: resigns within a few moves.
        for (int ply = 40; ply < 70; ply += 2) {
            if (model.resignsAfter(ply, -900)) {
                ++resigned;
                QVERIFY(ply >= 42); // not on the first lost move
                break;
            }
        }
    }
    QVERIFY(resigned >= 45);
}

void TestEnginePlayer::drawOffers()
{
    int offered = 0;
    for (std::uint64_t seed = 1; seed <= 50; ++seed) {
        EnginePlayerModel level(2300, seed);
        EnginePlayerModel winning(2300, seed);
        for (int ply = 0; ply < 160; ply += 2) {
            // Not before move 20, and not in a position the player thinks it wins.
            const bool offers = level.offersDrawAfter(ply, ply % 4 == 0 ? 10 : -15);
            QVERIFY(!offers || ply >= 40);
            QVERIFY(!winning.offersDrawAfter(ply, 250));
            if (offers) {
                ++offered;
                break;
            }
        }
    }
    QVERIFY2(offered >= 40, qPrintable(QString::number(offered)));

    // Worse or level: usually accepted; clearly better: rarely.
    int worse = 0;
    int better = 0;
    EnginePlayerModel answering(1900, 11);
    QVERIFY(!answering.acceptsDraw(10, -300)); // too early in the game
    for (int i = 0; i < 200; ++i) {
        worse += answering.acceptsDraw(80, -120) ? 1 : 0;
        better += answering.acceptsDraw(80, 400) ? 1 : 0;
    }
    QVERIFY2(worse > 150, qPrintable(QString::number(worse)));
    QVERIFY2(better < 30, qPrintable(QString::number(better)));
}

QTEST_GUILESS_MAIN(TestEnginePlayer)
#include "tst_engineplayer.moc"
