#include "core/clock/timecontrol.h"
#include "sim/thinktimemodel.h"

#include <QTest>

#include <algorithm>

using namespace arbiter;
using namespace arbiter::zone::sim;

namespace {

struct GameRun
{
    QList<ThinkTimeModel::Think> thinks;
    std::int64_t usedMs = 0;
    std::int64_t budgetMs = 0; // base(s) + all time added for the moves played
    std::int64_t finalMs = 0;
    bool flagged = false;
    int troubleMoves = 0;
};

// One player's clock over `moves` moves, the way the simulator runs it.
GameRun play(const clock::TimeControl &tc, std::uint64_t seed, int moves, int rating = 2000)
{
    ThinkTimeModel model(tc, seed, rating);
    GameRun run;
    std::int64_t remaining = tc.initialMs();
    run.budgetMs = remaining;
    for (int m = 1; m <= moves; ++m) {
        const ThinkTimeModel::Think t = model.next(m, remaining);
        run.thinks.append(t);
        if (t.timeTrouble)
            ++run.troubleMoves;
        if (t.flagFall) {
            run.usedMs += remaining;
            run.flagged = true;
            remaining = 0;
            break;
        }
        run.usedMs += t.ms;
        run.budgetMs += tc.timeAddedAfterMove(m);
        remaining = tc.remainingAfterMove(m, remaining, t.ms);
    }
    run.finalMs = remaining;
    return run;
}

clock::TimeControl control(const QString &fide)
{
    const Result<clock::TimeControl> tc = clock::TimeControl::fromFide(fide);
    return tc ? *tc : clock::TimeControl();
}

} // namespace

class TestThinkTimeModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sixtyMoveGames_data();
    void sixtyMoveGames();
    void eachMoveFitsTheClock_data();
    void eachMoveFitsTheClock();
    void openingFasterThanMiddlegame();
    void timeTroubleWhenLow();
    void someGamesFlag();
    void forcedMovesAreQuick();
    void untimed();
    void deterministic();
};

void TestThinkTimeModel::sixtyMoveGames_data()
{
    QTest::addColumn<QString>("control");
    QTest::addColumn<double>("minFinished"); // share of seeds that play 60 moves without flagging

    QTest::newRow("3+2 blitz") << "3+2" << 0.9;
    QTest::newRow("5+3 blitz") << "5+3" << 0.9;
    QTest::newRow("5+0 blitz") << "5+0" << 0.7;
    QTest::newRow("15+10 rapid") << "15+10" << 0.9;
    QTest::newRow("90+30 classical") << "90+30" << 0.9;
    QTest::newRow("40/90+30:30+30") << "40/90+30:30+30" << 0.9;
    QTest::newRow("1+0 bullet") << "1+0" << 0.5;
}

void TestThinkTimeModel::sixtyMoveGames()
{
    QFETCH(QString, control);
    QFETCH(double, minFinished);
    const clock::TimeControl tc = ::control(control);
    QVERIFY(tc.isTimed());

    constexpr int Seeds = 200;
    int finished = 0;
    QList<double> usage;
    for (int seed = 1; seed <= Seeds; ++seed) {
        const GameRun run = play(tc, std::uint64_t(seed) * 7919, 60);
        QVERIFY(run.finalMs >= 0);
        if (run.flagged)
            continue;
        ++finished;
        // Without a flag fall, the time used fits the base plus the increments and bonuses earned.
        QVERIFY(run.usedMs <= run.budgetMs);
        usage.append(double(run.usedMs) / double(run.budgetMs));
    }
    QVERIFY2(finished >= int(minFinished * Seeds), qPrintable(QString::number(finished)));
    // Players use their time: over a 60-move game most of the budget goes, but not always all of it.
    std::sort(usage.begin(), usage.end());
    const double median = usage[usage.size() / 2];
    QVERIFY2(median > 0.45 && median < 0.98, qPrintable(QString::number(median)));
}

void TestThinkTimeModel::eachMoveFitsTheClock_data()
{
    QTest::addColumn<QString>("control");
    QTest::newRow("1+0") << "1+0";
    QTest::newRow("3+2") << "3+2";
    QTest::newRow("15+10") << "15+10";
    QTest::newRow("40/90+30:30+30") << "40/90+30:30+30";
}

void TestThinkTimeModel::eachMoveFitsTheClock()
{
    QFETCH(QString, control);
    const clock::TimeControl tc = ::control(control);
    for (int seed = 1; seed <= 50; ++seed) {
        ThinkTimeModel model(tc, std::uint64_t(seed), 1500 + seed * 20);
        std::int64_t remaining = tc.initialMs();
        for (int m = 1; m <= 100; ++m) {
            const ThinkTimeModel::Think t = model.next(m, remaining);
            QVERIFY(t.ms >= ThinkTimeModel::MinMoveMs);
            QCOMPARE(t.flagFall, t.ms >= remaining);
            if (t.flagFall)
                break;
            // Outside a deliberate flag, a move leaves at least a tenth of the clock (or 50 ms).
            QVERIFY(remaining - t.ms >= std::min<std::int64_t>(remaining / 10, 50)
                    || t.ms == ThinkTimeModel::MinMoveMs);
            remaining = tc.remainingAfterMove(m, remaining, t.ms);
        }
    }
}

void TestThinkTimeModel::openingFasterThanMiddlegame()
{
    const clock::TimeControl tc = control(QStringLiteral("15+10"));
    double opening = 0;
    double middlegame = 0;
    for (int seed = 1; seed <= 100; ++seed) {
        const GameRun run = play(tc, std::uint64_t(seed), 30);
        for (int m = 0; m < 3; ++m)
            opening += double(run.thinks[m].ms);
        for (int m = 15; m < 18 && m < run.thinks.size(); ++m)
            middlegame += double(run.thinks[m].ms);
    }
    QVERIFY2(opening * 3 < middlegame, qPrintable(QStringLiteral("%1 vs %2").arg(opening).arg(middlegame)));
}

void TestThinkTimeModel::timeTroubleWhenLow()
{
    const clock::TimeControl tc = control(QStringLiteral("3+2"));
    ThinkTimeModel model(tc, 99);
    QVERIFY(model.timeTroubleThresholdMs(40) > 8'000);
    int flags = 0;
    std::int64_t total = 0;
    for (int i = 0; i < 200; ++i) {
        const ThinkTimeModel::Think low = model.next(40, 6'000);
        QVERIFY(low.timeTrouble);
        if (low.flagFall) {
            ++flags;
            continue;
        }
        QVERIFY(low.ms < 6'000);
        total += low.ms;
    }
    // Moving on the increment: about 1-2 s per move, not the minutes a full clock allows.
    const double average = double(total) / double(200 - flags);
    QVERIFY2(average < 2'500, qPrintable(QString::number(average)));
    QVERIFY(flags < 20);

    ThinkTimeModel relaxed(tc, 99);
    QVERIFY(!relaxed.next(20, 150'000).timeTrouble);
}

void TestThinkTimeModel::someGamesFlag()
{
    // Without increment, some players let the flag fall, and many games reach time trouble.
    const clock::TimeControl tc = control(QStringLiteral("3+0"));
    int flagged = 0;
    int trouble = 0;
    for (int seed = 1; seed <= 200; ++seed) {
        const GameRun run = play(tc, std::uint64_t(seed), 70, 1600);
        flagged += run.flagged ? 1 : 0;
        trouble += run.troubleMoves > 0 ? 1 : 0;
    }
    QVERIFY2(flagged > 0 && flagged < 120, qPrintable(QString::number(flagged)));
    QVERIFY2(trouble > 60, qPrintable(QString::number(trouble)));
}

void TestThinkTimeModel::forcedMovesAreQuick()
{
    const clock::TimeControl tc = control(QStringLiteral("90+30"));
    double forced = 0;
    double free = 0;
    for (int seed = 1; seed <= 100; ++seed) {
        ThinkTimeModel a(tc, std::uint64_t(seed));
        ThinkTimeModel b(tc, std::uint64_t(seed));
        forced += double(a.next(20, 3'000'000, true).ms);
        free += double(b.next(20, 3'000'000, false).ms);
    }
    QVERIFY(forced * 4 < free);
}

void TestThinkTimeModel::untimed()
{
    ThinkTimeModel model(clock::TimeControl::untimed(), 5);
    for (int m = 1; m <= 50; ++m) {
        const ThinkTimeModel::Think t = model.next(m, 0);
        QVERIFY(t.ms >= ThinkTimeModel::MinMoveMs);
        QVERIFY(!t.flagFall);
        QVERIFY(!t.timeTrouble);
    }
}

void TestThinkTimeModel::deterministic()
{
    const clock::TimeControl tc = control(QStringLiteral("5+3"));
    const GameRun a = play(tc, 123456789, 60);
    const GameRun b = play(tc, 123456789, 60);
    const GameRun c = play(tc, 987654321, 60);
    QCOMPARE(a.thinks.size(), b.thinks.size());
    for (int i = 0; i < a.thinks.size(); ++i) {
        QCOMPARE(a.thinks[i].ms, b.thinks[i].ms);
        QCOMPARE(a.thinks[i].timeTrouble, b.thinks[i].timeTrouble);
        QCOMPARE(a.thinks[i].flagFall, b.thinks[i].flagFall);
    }
    QVERIFY(a.usedMs != c.usedMs);
}

QTEST_GUILESS_MAIN(TestThinkTimeModel)
#include "tst_thinktimemodel.moc"
