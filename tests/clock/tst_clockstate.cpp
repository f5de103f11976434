#include "core/clock/clockstate.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::clock;
using chess::Black;
using chess::White;

namespace {

TimeControl fide(const char *text)
{
    auto result = TimeControl::fromFide(QString::fromUtf8(text));
    if (!result)
        qFatal("test time control %s does not parse: %s", text, qPrintable(result.error().message));
    return result.value();
}

constexpr qint64 Min = 60'000;

} // namespace

// The clocks of one game between and across zone readings, as the arbiter sees them: running down
// for the side to move, pausing, adjustments, flag fall, period bonuses, delays, and the Art. 15.5
// check that spots a zone clock behaving impossibly.
class TestClockState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsForTheSideToMove()
    {
        ClockState clock(fide("3+2"));
        QCOMPARE(clock.status(), ClockState::Status::NotStarted);
        QCOMPARE(clock.remainingMs(White, 0), 3 * Min);
        QVERIFY(!clock.runningSide());
        QVERIFY(!clock.start(1000));
        QCOMPARE(clock.runningSide(), std::optional(White));
        QCOMPARE(clock.remainingMs(White, 6000), 3 * Min - 5000);
        QCOMPARE(clock.remainingMs(Black, 6000), 3 * Min);

        // White moved after 5 s; the zone adds the 2 s increment.
        const auto check = clock.applyMove(1, 3 * Min - 3000, 3 * Min, 1'767'225'605'000, 6000);
        QVERIFY(check.ok());
        QVERIFY(check->checked);
        QVERIFY2(check->ok(), qPrintable(check->message()));
        QCOMPARE(clock.runningSide(), std::optional(Black));
        QCOMPARE(clock.remainingMs(White, 16000), 3 * Min - 3000);
        QCOMPARE(clock.remainingMs(Black, 16000), 3 * Min - 10000);
        QCOMPARE(clock.reading().zoneTimestampMs, 1'767'225'605'000);
        QVERIFY(clock.start(20000).has_value()); // already started
    }

    void keepsRunningWithoutReadings()
    {
        // Art. 4.3 / 11.3: a disconnected player sends no moves, and the clock keeps running.
        ClockState clock(fide("15+10"));
        QVERIFY(!clock.start(0));
        QCOMPARE(clock.remainingMs(White, 10 * Min), 5 * Min);
        QCOMPARE(clock.remainingMs(White, 14 * Min), 1 * Min);
    }

    void flagFallsAtZero()
    {
        ClockState clock(fide("3+0"));
        QVERIFY(!clock.start(0));
        QVERIFY(clock.applyMove(1, 170000, 180000, 0, 10000).ok()); // Black's clock runs from 10 s on
        QCOMPARE(clock.msUntilFlag(189500), 500);
        QVERIFY(!clock.flagFallen(189999));
        QCOMPARE(clock.remainingMs(Black, 190000), 0);
        QCOMPARE(clock.flagFallen(190000), std::optional(Black));
        QCOMPARE(clock.remainingMs(Black, 999999), 0); // never below zero
        QCOMPARE(clock.msUntilFlag(999999), 0);
        QCOMPARE(clock.remainingMs(White, 999999), 170000);
    }

    void zoneReportsZero()
    {
        ClockState clock(fide("3+0"));
        QVERIFY(!clock.start(0));
        // The zone says White's time ran out on the move (and Black's clock now runs).
        QVERIFY(clock.applyMove(1, 0, 180000, 0, 180000).ok());
        QCOMPARE(clock.flagFallen(180001), std::optional(White));
    }

    void pauseAndResume()
    {
        ClockState clock(fide("3+2"));
        QVERIFY(!clock.start(0));
        QVERIFY(!clock.pause(10000));
        QCOMPARE(clock.status(), ClockState::Status::Paused);
        QVERIFY(!clock.runningSide());
        QCOMPARE(clock.msUntilFlag(20000), -1);
        QCOMPARE(clock.remainingMs(White, 70000), 170000);
        QVERIFY(clock.pause(70000).has_value()); // already paused
        QVERIFY(!clock.resume(70000));
        QVERIFY(clock.resume(70000).has_value()); // not paused
        QCOMPARE(clock.remainingMs(White, 80000), 160000);
        // A second pause: only running time counts.
        QVERIFY(!clock.pause(90000));
        QVERIFY(!clock.resume(150000));
        QCOMPARE(clock.remainingMs(White, 150000), 150000);

        // White moves at 155000 after 35 s of running time: consistent, the pauses are not charged.
        const auto check = clock.applyMove(1, 180000 - 35000 + 2000, 180000, 0, 155000);
        QVERIFY(check.ok());
        QVERIFY2(check->ok(), qPrintable(check->message()));
        QCOMPARE(check->elapsedMs, 35000);
    }

    void readingWhilePaused()
    {
        // Lichess cannot pause: a move may still arrive. The reading is taken, the clocks stay stopped.
        ClockState clock(fide("3+2"));
        QVERIFY(!clock.start(0));
        QVERIFY(!clock.pause(5000));
        QVERIFY(clock.applyMove(1, 177000, 180000, 0, 8000).ok());
        QCOMPARE(clock.status(), ClockState::Status::Paused);
        QCOMPARE(clock.remainingMs(Black, 60000), 180000);
        QVERIFY(!clock.resume(60000));
        QCOMPARE(clock.remainingMs(Black, 70000), 170000);
    }

    void adjustments()
    {
        ClockState clock(fide("15+10"));
        QVERIFY(!clock.start(0));
        // Art. 10.9.2: two minutes more for Black (waiting).
        QVERIFY(!clock.adjust(Black, 2 * Min, 30000));
        QCOMPARE(clock.remainingMs(Black, 30000), 17 * Min);
        // Art. 10.5: one minute for White while White's clock runs; it keeps running afterwards.
        QVERIFY(!clock.adjust(White, Min, 60000));
        QCOMPARE(clock.remainingMs(White, 60000), 15 * Min);
        QCOMPARE(clock.remainingMs(White, 120000), 14 * Min);
        // Art. 10.9.3: taking away more than is left stops at zero, and the flag falls.
        QVERIFY(!clock.adjust(White, -20 * Min, 120000));
        QCOMPARE(clock.remainingMs(White, 120000), 0);
        QCOMPARE(clock.flagFallen(120000), std::optional(White));
        QVERIFY(clock.adjust(White, TimeControl::MaxBaseMs + 1, 120000).has_value());
        // Adjustments count in the next consistency check: Black's 17 minutes are its "before".
        QVERIFY(!clock.adjust(White, 5 * Min, 120000));
        const auto check = clock.applyMove(1, 5 * Min + 10000, 17 * Min, 0, 130000);
        QVERIFY(check.ok());
        QVERIFY2(check->ok(), qPrintable(check->message()));
    }

    void endFreezes()
    {
        ClockState clock(fide("3+2"));
        QVERIFY(!clock.start(0));
        clock.end(30000);
        QCOMPARE(clock.status(), ClockState::Status::Ended);
        QCOMPARE(clock.remainingMs(White, 30000), 150000);
        QCOMPARE(clock.remainingMs(White, 900000), 150000);
        QVERIFY(!clock.runningSide());
        QVERIFY(!clock.applyMove(1, 1000, 1000, 0, 40000).ok());
        QVERIFY(clock.adjust(Black, Min, 40000).has_value());
        QVERIFY(clock.pause(40000).has_value());
        clock.end(50000); // ending twice changes nothing
        QCOMPARE(clock.remainingMs(White, 60000), 150000);
    }

    void periodBonusFromElapsedTimes()
    {
        // A zone that reports only each move's duration (%emt): 60 s per move, 40/90+30:30+30.
        ClockState clock(fide("40/90+30:30+30"));
        QVERIFY(!clock.start(0));
        qint64 now = 0;
        for (int ply = 1; ply <= 80; ++ply) {
            now += 60000;
            const auto check = clock.applyElapsed(ply, 60000, 0, now);
            QVERIFY(check.ok());
            QVERIFY2(check->ok(), qPrintable(check->message()));
            if (ply == 77) // White's 39th move
                QCOMPARE(clock.reading().whiteMs, 90 * Min - 39 * 30000);
        }
        // After move 40: 90 min − 40 × (60 s − 30 s) + 30 min.
        QCOMPARE(clock.reading().whiteMs, 90 * Min - 40 * 30000 + 30 * Min);
        QCOMPARE(clock.reading().blackMs, 90 * Min - 40 * 30000 + 30 * Min);
        QVERIFY(clock.applyElapsed(81, 1000, 0, now + 1000).ok());
        QCOMPARE(clock.reading().whiteMs, 90 * Min - 40 * 30000 + 30 * Min - 1000 + 30000);

        QVERIFY(!clock.applyElapsed(83, 1000, 0, now + 2000).ok()); // a gap cannot be derived
        QVERIFY(!clock.applyElapsed(82, -1, 0, now + 2000).ok());
        ClockState unknown;
        QVERIFY(!unknown.applyElapsed(1, 1000, 0, 1000).ok());
    }

    void elapsedWithoutStart()
    {
        // Derivation may begin from the initial times without an explicit start().
        ClockState clock(fide("3+2"));
        QVERIFY(clock.applyElapsed(1, 4000, 0, 4000).ok());
        QCOMPARE(clock.reading().whiteMs, 178000);
        QCOMPARE(clock.status(), ClockState::Status::Running);
    }

    void flagDuringElapsedMove()
    {
        ClockState clock(fide("1+1"));
        QVERIFY(!clock.start(0));
        QVERIFY(clock.applyElapsed(1, 61000, 0, 61000).ok());
        QCOMPARE(clock.reading().whiteMs, 0); // no increment once the flag fell
        QCOMPARE(clock.flagFallen(61000), std::optional(White));
    }

    void simpleDelay()
    {
        ClockState clock(fide("60 d5"));
        QVERIFY(!clock.start(0));
        QCOMPARE(clock.remainingMs(White, 3000), 60 * Min); // the delay holds the clock
        QCOMPARE(clock.remainingMs(White, 8000), 60 * Min - 3000);
        QCOMPARE(clock.msUntilFlag(0), 60 * Min + 5000);
        QVERIFY(clock.applyElapsed(1, 3000, 0, 3000).ok());
        QCOMPARE(clock.reading().whiteMs, 60 * Min);
        QVERIFY(clock.applyElapsed(2, 9000, 0, 12000).ok());
        QCOMPARE(clock.reading().blackMs, 60 * Min - 4000);
    }

    void bronsteinDelay()
    {
        ClockState clock(fide("60 b5"));
        QVERIFY(!clock.start(0));
        QCOMPARE(clock.remainingMs(White, 3000), 60 * Min - 3000); // runs, refunded with the move
        QCOMPARE(clock.msUntilFlag(0), 60 * Min);
        QVERIFY(clock.applyElapsed(1, 3000, 0, 3000).ok());
        QCOMPARE(clock.reading().whiteMs, 60 * Min);
    }

    void sandclock()
    {
        ClockState clock(fide("*3"));
        QVERIFY(!clock.start(0));
        QCOMPARE(clock.remainingMs(White, 10000), 170000);
        QCOMPARE(clock.remainingMs(Black, 10000), 190000);
        const auto check = clock.applyElapsed(1, 10000, 0, 10000);
        QVERIFY(check.ok());
        QVERIFY2(check->ok(), qPrintable(check->message()));
        QCOMPARE(clock.reading().whiteMs, 170000);
        QCOMPARE(clock.reading().blackMs, 190000);
        // Black's turn: its sand runs out to White, and no more than there was.
        QCOMPARE(clock.remainingMs(Black, 400000), 0);
        QCOMPARE(clock.remainingMs(White, 400000), 360000);
    }

    void unknownControlStartsWithFirstReading()
    {
        ClockState clock;
        QVERIFY(clock.start(0).has_value());
        const auto first = clock.applyMove(0, 180000, 180000, 0, 1000);
        QVERIFY(first.ok());
        QVERIFY(!first->checked);
        QCOMPARE(clock.status(), ClockState::Status::Running);
        QCOMPARE(clock.remainingMs(White, 3000), 178000);
        // Without a time control the gain cannot be judged, the loss still can.
        const auto gain = clock.applyMove(1, 240000, 180000, 0, 4000);
        QVERIFY(gain->ok());
        const auto loss = clock.applyMove(2, 240000, 100000, 0, 5000);
        QVERIFY(loss->issues.testFlag(ClockCheck::MoverLostTooMuch));
    }

    void joinMidGame()
    {
        // The console attaches to a game in progress: the first reading is at ply 31 (Black to move).
        ClockState clock(fide("15+10"));
        const auto first = clock.applyMove(31, 400000, 500000, 0, 0);
        QVERIFY(first.ok());
        QVERIFY(!first->checked);
        QCOMPARE(clock.sideToMove(), Black);
        QCOMPARE(clock.remainingMs(Black, 10000), 490000);
    }

    void blackMovesFirst()
    {
        // A game set up from a position with Black to move.
        ClockState clock(fide("3+2"), Black);
        QVERIFY(!clock.start(0));
        QCOMPARE(clock.runningSide(), std::optional(Black));
        QCOMPARE(clock.movesMade(Black, 1), 1);
        QCOMPARE(clock.movesMade(White, 1), 0);
        QCOMPARE(clock.movesMade(White, 2), 1);
        QVERIFY(clock.applyElapsed(1, 1000, 0, 1000).ok());
        QCOMPARE(clock.reading().blackMs, 181000);
    }

    void readingSequence()
    {
        ClockState clock(fide("3+2"));
        QVERIFY(!clock.start(0));
        QVERIFY(clock.applyMove(1, 178000, 180000, 0, 4000)->checked);
        QVERIFY(clock.applyMove(2, 178000, 178000, 0, 8000)->checked);
        // The same ply again: a resynchronisation (time the zone added), not checked.
        const auto resync = clock.applyMove(2, 178000, 193000, 0, 9000);
        QVERIFY(resync.ok());
        QVERIFY(!resync->checked);
        QCOMPARE(clock.remainingMs(Black, 9000), 193000);
        // An older ply is refused and changes nothing.
        const auto stale = clock.applyMove(1, 1, 1, 0, 10000);
        QVERIFY(!stale.ok());
        QVERIFY(stale.error().message.contains(QStringLiteral("ply 1")));
        QCOMPARE(clock.ply(), 2);
        // Missed plies: accepted, not checked.
        const auto jump = clock.applyMove(5, 170000, 175000, 0, 30000);
        QVERIFY(jump.ok());
        QVERIFY(!jump->checked);
        QCOMPARE(clock.ply(), 5);
        QVERIFY(!clock.applyMove(6, -1, 175000, 0, 31000).ok());
        QVERIFY(!clock.applyMove(-1, 1, 1, 0, 31000).ok());
    }

    void faultyZoneClock()
    {
        // White used 5 s but the zone took 20 s off: Art. 15.5, kept as lastCheck() for the incident.
        ClockState clock(fide("3+2"));
        QVERIFY(!clock.start(0));
        const auto check = clock.applyMove(1, 162000, 180000, 0, 5000);
        QVERIFY(check.ok());
        QVERIFY(check->issues.testFlag(ClockCheck::MoverLostTooMuch));
        QVERIFY(clock.lastCheck().issues.testFlag(ClockCheck::MoverLostTooMuch));
        QVERIFY(check->message().contains(QStringLiteral("15.5")));
        QCOMPARE(clock.reading().whiteMs, 162000); // the zone still is the authority
    }

    void consistency_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<int>("move");
        QTest::addColumn<qint64>("moverBefore");
        QTest::addColumn<qint64>("moverAfter");
        QTest::addColumn<qint64>("opponentBefore");
        QTest::addColumn<qint64>("opponentAfter");
        QTest::addColumn<qint64>("elapsed");
        QTest::addColumn<bool>("checked");
        QTest::addColumn<int>("issues");
        const int lost = ClockCheck::MoverLostTooMuch;
        const int gained = ClockCheck::MoverGainedTooMuch;
        const int opponent = ClockCheck::OpponentChanged;
        // Default tolerance 1 s.
        // clang-format off
        QTest::newRow("increment, consistent") << "3+2" << 5 << 100000LL << 97000LL << 90000LL << 90000LL << 5000LL << true << 0;
        QTest::newRow("within tolerance") << "3+2" << 5 << 100000LL << 96500LL << 90000LL << 90000LL << 5000LL << true << 0;
        QTest::newRow("lost too much") << "3+2" << 5 << 100000LL << 80000LL << 90000LL << 90000LL << 5000LL << true << lost;
        QTest::newRow("lag gives time back") << "3+2" << 5 << 100000LL << 99000LL << 90000LL << 90000LL << 5000LL << true << 0;
        QTest::newRow("gained too much") << "3+2" << 5 << 100000LL << 105000LL << 90000LL << 90000LL << 100LL << true << gained;
        QTest::newRow("period bonus given") << "40/90+30:30+30" << 40 << 600000LL << 2410000LL << 90000LL << 90000LL << 20000LL << true << 0;
        QTest::newRow("period bonus missing") << "40/90+30:30+30" << 40 << 600000LL << 610000LL << 90000LL << 90000LL << 20000LL << true << lost;
        QTest::newRow("period bonus too early") << "40/90+30:30+30" << 39 << 600000LL << 2410000LL << 90000LL << 90000LL << 20000LL << true << gained;
        QTest::newRow("increment not yet due") << "90+30 from move 41" << 10 << 600000LL << 620000LL << 90000LL << 90000LL << 10000LL << true << gained;
        QTest::newRow("opponent changed") << "3+2" << 5 << 100000LL << 97000LL << 90000LL << 85000LL << 5000LL << true << opponent;
        QTest::newRow("two faults") << "3+2" << 5 << 100000LL << 50000LL << 90000LL << 95000LL << 5000LL << true << (lost | opponent);
        QTest::newRow("honest flag fall") << "3+2" << 5 << 4000LL << 0LL << 90000LL << 90000LL << 4500LL << true << 0;
        QTest::newRow("zero after 1 s") << "3+2" << 5 << 100000LL << 0LL << 90000LL << 90000LL << 1000LL << true << lost;
        QTest::newRow("delay consistent") << "60 d5" << 5 << 60000LL << 60000LL << 90000LL << 90000LL << 3000LL << true << 0;
        QTest::newRow("delay ignored by zone") << "60 d5" << 5 << 60000LL << 57000LL << 90000LL << 90000LL << 3000LL << true << lost;
        QTest::newRow("delay overpaid") << "60 d5" << 5 << 60000LL << 63000LL << 90000LL << 90000LL << 3000LL << true << gained;
        QTest::newRow("sandclock consistent") << "*3" << 5 << 100000LL << 90000LL << 80000LL << 90000LL << 10000LL << true << 0;
        QTest::newRow("sandclock without flow") << "*3" << 5 << 100000LL << 90000LL << 80000LL << 80000LL << 10000LL << true << opponent;
        QTest::newRow("unknown: any gain") << "?" << 5 << 100000LL << 150000LL << 80000LL << 80000LL << 1000LL << true << 0;
        QTest::newRow("unknown: loss bounded") << "?" << 5 << 100000LL << 50000LL << 80000LL << 80000LL << 1000LL << true << lost;
        QTest::newRow("untimed: nothing to check") << "-" << 5 << 0LL << 0LL << 0LL << 0LL << 1000LL << false << 0;
        // clang-format on
    }

    void consistency()
    {
        QFETCH(QString, control);
        QFETCH(int, move);
        QFETCH(qint64, moverBefore);
        QFETCH(qint64, moverAfter);
        QFETCH(qint64, opponentBefore);
        QFETCH(qint64, opponentAfter);
        QFETCH(qint64, elapsed);
        QFETCH(bool, checked);
        QFETCH(int, issues);
        const ClockCheck check = ClockCheck::evaluate(fide(control.toUtf8().constData()), move, moverBefore, moverAfter,
                                                      opponentBefore, opponentAfter, elapsed);
        QCOMPARE(check.checked, checked);
        QCOMPARE(int(check.issues), issues);
        QCOMPARE(check.message().isEmpty(), issues == 0);
        QCOMPARE(check.moverDeltaMs, moverAfter - moverBefore);
    }

    void toleranceIsTheCallers()
    {
        const TimeControl tc = fide("3+2");
        // Lichess rounds to whole seconds: a wider tolerance quiets a 2 s discrepancy.
        QVERIFY(!ClockCheck::evaluate(tc, 5, 100000, 95000, 0, 0, 5000, 0).ok());
        QVERIFY(ClockCheck::evaluate(tc, 5, 100000, 95000, 0, 0, 5000, 2000).ok());
    }
};

QTEST_GUILESS_MAIN(TestClockState)
#include "tst_clockstate.moc"
