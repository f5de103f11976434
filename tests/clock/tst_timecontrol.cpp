#include "core/clock/timecontrol.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::clock;

namespace {

// A compact, exact picture of the parsed fields: "moves/baseMs+bonusMs<kind>@fromMove" per period,
// kind i = Fischer increment, d = simple delay, b = Bronstein; "?", "-", "*ms" for the other kinds.
QString describe(const TimeControl &tc)
{
    switch (tc.kind()) {
    case TimeControl::Kind::Unknown: return QStringLiteral("?");
    case TimeControl::Kind::Untimed: return QStringLiteral("-");
    case TimeControl::Kind::Sandclock: return u'*' + QString::number(tc.periods().front().baseMs);
    case TimeControl::Kind::Periods: break;
    }
    QStringList parts;
    for (const TimeControl::Period &p : tc.periods()) {
        const QChar kind = p.bonusKind == TimeControl::BonusKind::Increment ? u'i'
            : p.bonusKind == TimeControl::BonusKind::SimpleDelay            ? u'd'
                                                                            : u'b';
        parts
            << QStringLiteral("%1/%2+%3%4@%5").arg(p.moves).arg(p.baseMs).arg(p.bonusMs).arg(kind).arg(p.bonusFromMove);
    }
    return parts.join(u';');
}

TimeControl fide(const char *text)
{
    auto result = TimeControl::fromFide(QString::fromUtf8(text));
    if (!result)
        qFatal("test time control %s does not parse: %s", text, qPrintable(result.error().message));
    return result.value();
}

const QString NoPgn = QStringLiteral("<error>");

} // namespace

// The notations arbiters, PGN files and Lichess use for a time control, the fields they stand for,
// and the clock arithmetic that follows from them (increments, period bonuses, delays, categories).
class TestTimeControl : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fideNotation_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("printed");
        QTest::addColumn<QString>("pgn");
        const QString olympiad = QStringLiteral("40/5400000+30000i@1;0/1800000+30000i@41");
        const QString classic = QStringLiteral("40/7200000+0i@1;20/3600000+0i@41;0/900000+30000i@61");
        // clang-format off
        QTest::newRow("90+30") << "90+30" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("marks") << "90'+30\"" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("typographic marks") << "90′+30″" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("units") << "90 min + 30 s" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("hours") << "2h+30s" << "0/7200000+30000i@1" << "120+30" << "7200+30";
        QTest::newRow("per move") << "15+10\"/move" << "0/900000+10000i@1" << "15+10" << "900+10";
        QTest::newRow("3+2") << "3+2" << "0/180000+2000i@1" << "3+2" << "180+2";
        QTest::newRow("15+10") << "15+10" << "0/900000+10000i@1" << "15+10" << "900+10";
        QTest::newRow("no increment") << "5" << "0/300000+0i@1" << "5+0" << "300+0";
        QTest::newRow("from move 1") << "90+30 from move 1" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("from move 41") << "90+30 from move 41" << "0/5400000+30000i@41" << "90+30 from move 41" << NoPgn;
        QTest::newRow("starting from") << "90 + 30 starting from move 41" << "0/5400000+30000i@41" << "90+30 from move 41" << NoPgn;
        QTest::newRow("seconds >= 1000") << "5400+30" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("999 is minutes") << "999+0" << "0/59940000+0i@1" << "999+0" << "59940+0";
        QTest::newRow("1000 is seconds") << "1000+0" << "0/1000000+0i@1" << "1000\"+0" << "1000+0";
        QTest::newRow("seconds base") << "15\"+0" << "0/15000+0i@1" << "15\"+0" << "15+0";
        QTest::newRow("half minute") << "½+0" << "0/30000+0i@1" << "30\"+0" << "30+0";
        QTest::newRow("decimal minutes") << "1.5+1" << "0/90000+1000i@1" << "90\"+1" << "90+1";
        QTest::newRow("fractional increment") << "3+0.5" << "0/180000+500i@1" << "3+0.5" << NoPgn;
        QTest::newRow("olympiad") << "40/90+30:30+30" << olympiad << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("olympiad, from move 1") << "40/90:30+30 from move 1" << olympiad << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("olympiad, commas") << "40/90+30, 30+30" << olympiad << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("olympiad, prose order") << "90 min/40 moves, 30 min + 30 s from move 1" << olympiad << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("olympiad, moves word") << "40 moves/90 + 30; 30 + 30" << olympiad << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("three periods") << "40/120,20/60,30" << "40/7200000+0i@1;20/3600000+0i@41;0/1800000+0i@61" << "40/120:20/60:30" << "40/7200:20/3600:1800";
        QTest::newRow("classic from move 61") << "40/120:20/60:15+30 from move 61" << classic << "40/120:20/60:15+30" << "40/7200:20/3600:900+30";
        QTest::newRow("repeating last") << "40/120:20/60" << "40/7200000+0i@1;20/3600000+0i@41" << "40/120:20/60" << "40/7200:20/3600";
        QTest::newRow("increment inside period") << "40/90+30 from move 31:30+30" << "40/5400000+30000i@31;0/1800000+30000i@41" << "40/90+30 from move 31:30+30" << NoPgn;
        QTest::newRow("US delay") << "60 d5" << "0/3600000+5000d@1" << "60 d5" << NoPgn;
        QTest::newRow("delay with plus") << "60+d5" << "0/3600000+5000d@1" << "60 d5" << NoPgn;
        QTest::newRow("delay glued") << "60d5" << "0/3600000+5000d@1" << "60 d5" << NoPgn;
        QTest::newRow("US G/ notation") << "G/60;d5" << "0/3600000+5000d@1" << "60 d5" << NoPgn;
        QTest::newRow("delay word") << "60 delay 5" << "0/3600000+5000d@1" << "60 d5" << NoPgn;
        QTest::newRow("US SD/ period") << "40/120, SD/60 d5" << "40/7200000+0i@1;0/3600000+5000d@41" << "40/120:60 d5" << NoPgn;
        QTest::newRow("US inc") << "G/90;inc30" << "0/5400000+30000i@1" << "90+30" << "5400+30";
        QTest::newRow("Bronstein") << "45 b5" << "0/2700000+5000b@1" << "45 b5" << NoPgn;
        QTest::newRow("Bronstein word") << "45+bronstein 5s" << "0/2700000+5000b@1" << "45 b5" << NoPgn;
        QTest::newRow("ultra bullet") << "0+1" << "0/0+1000i@1" << "0+1" << "0+1";
        QTest::newRow("sandclock") << "*3" << "*180000" << "*3" << "*180";
        QTest::newRow("unknown") << "?" << "?" << "?" << "?";
        QTest::newRow("untimed") << " - " << "-" << "-" << "-";
        // clang-format on
    }

    void fideNotation()
    {
        QFETCH(QString, input);
        QFETCH(QString, fields);
        QFETCH(QString, printed);
        QFETCH(QString, pgn);
        const auto tc = TimeControl::fromFide(input);
        QVERIFY2(tc.ok(), qPrintable(tc.ok() ? QString() : tc.error().message));
        QCOMPARE(describe(*tc), fields);
        QCOMPARE(tc->toFideString(), printed);
        const auto tag = tc->toPgnTag();
        if (pgn == NoPgn) {
            QVERIFY(!tag.ok());
            QVERIFY(!tag.error().message.isEmpty());
        } else {
            QVERIFY2(tag.ok(), qPrintable(tag.ok() ? QString() : tag.error().message));
            QCOMPARE(*tag, pgn);
            const auto back = TimeControl::fromPgnTag(*tag);
            QVERIFY(back.ok());
            QCOMPARE(*back, *tc);
        }
        // The canonical form reads back as the same control.
        const auto again = TimeControl::fromFide(printed);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().message));
        QCOMPARE(describe(*again), fields);
    }

    void pgnTag_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("fields");
        QTest::addColumn<QString>("fide");
        QTest::addColumn<QString>("printed");
        // clang-format off
        QTest::newRow("unknown") << "?" << "?" << "?" << "?";
        QTest::newRow("no clock") << "-" << "-" << "-" << "-";
        QTest::newRow("moves/seconds") << "40/9000:1800" << "40/9000000+0i@1;0/1800000+0i@41" << "40/150:30" << "40/9000:1800";
        QTest::newRow("incremental") << "300+2" << "0/300000+2000i@1" << "5+2" << "300+2";
        QTest::newRow("incremental 4500+60") << "4500+60" << "0/4500000+60000i@1" << "75+60" << "4500+60";
        QTest::newRow("sudden death") << "5400" << "0/5400000+0i@1" << "90+0" << "5400+0";
        QTest::newRow("sandclock") << "*180" << "*180000" << "*3" << "*180";
        QTest::newRow("broadcast extension") << "40/5400+30:1800+30" << "40/5400000+30000i@1;0/1800000+30000i@41" << "40/90+30:30+30" << "40/5400+30:1800+30";
        QTest::newRow("three periods") << "40/7200:20/3600:900+30" << "40/7200000+0i@1;20/3600000+0i@41;0/900000+30000i@61" << "40/120:20/60:15+30" << "40/7200:20/3600:900+30";
        QTest::newRow("correspondence") << "1/259200" << "1/259200000+0i@1" << "1/4320'" << "1/259200";
        QTest::newRow("blank padding") << "  300+0 " << "0/300000+0i@1" << "5+0" << "300+0";
        QTest::newRow("seconds base") << "45+0" << "0/45000+0i@1" << "45\"+0" << "45+0";
        // clang-format on
    }

    void pgnTag()
    {
        QFETCH(QString, tag);
        QFETCH(QString, fields);
        QFETCH(QString, fide);
        QFETCH(QString, printed);
        const auto tc = TimeControl::fromPgnTag(tag);
        QVERIFY2(tc.ok(), qPrintable(tc.ok() ? QString() : tc.error().message));
        QCOMPARE(describe(*tc), fields);
        QCOMPARE(tc->toFideString(), fide);
        const auto out = tc->toPgnTag();
        QVERIFY(out.ok());
        QCOMPARE(*out, printed);
    }

    void fideErrors_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("mentions");
        // clang-format off
        QTest::newRow("empty") << "" << "empty";
        QTest::newRow("blank") << "   " << "empty";
        QTest::newRow("letters") << "abc" << "expected a time";
        QTest::newRow("bonus alone") << "d5" << "expected a time";
        QTest::newRow("plus without number") << "90+" << "expected the increment or delay";
        QTest::newRow("delay without number") << "60 d" << "expected the increment or delay";
        QTest::newRow("two increments") << "90+30+30" << "only one increment";
        QTest::newRow("two bonuses across segments") << "90+30;d5" << "only one increment";
        QTest::newRow("zero moves") << "0/90" << "move count";
        QTest::newRow("fractional moves") << "40.5/90" << "move count";
        QTest::newRow("moves with unit") << "40'/90" << "cannot have a time unit";
        QTest::newRow("moves word without slash") << "40 moves" << "expected “/”";
        QTest::newRow("slash without time") << "40/" << "a time after “/”";
        QTest::newRow("rest marker without time") << "G/" << "expected a time";
        QTest::newRow("hh:mm") << "1:30+30" << "rest of the game";
        QTest::newRow("trailing separator") << "90+30:" << "period 2 is empty";
        QTest::newRow("from without increment") << "90 from move 5" << "needs an increment";
        QTest::newRow("from move 0") << "90+30 from move 0" << "from 1";
        QTest::newRow("from without number") << "90+30 from move x" << "a move number";
        QTest::newRow("from past its period") << "40/90+30 from move 50:30" << "before its increment";
        QTest::newRow("no time at all") << "0+0" << "no time at all";
        QTest::newRow("huge increment") << "90+7200" << "more than the hour";
        QTest::newRow("increment in hours") << "90+1h" << "not hours";
        QTest::newRow("huge number") << "99999999999+0" << "far too large";
        QTest::newRow("over 30 days") << "50000'" << "more than 30 days";
        QTest::newRow("too many decimals") << "1.2345+0" << "three decimals";
        QTest::newRow("dangling point") << "1.+0" << "decimal point";
        QTest::newRow("junk after") << "90+30 xyz" << "unexpected “xyz”";
        QTest::newRow("two numbers") << "90 30" << "unexpected “30”";
        QTest::newRow("sandclock without time") << "*" << "sandclock time";
        QTest::newRow("sandclock of zero") << "*0" << "positive";
        // clang-format on
    }

    void fideErrors()
    {
        QFETCH(QString, input);
        QFETCH(QString, mentions);
        const auto tc = TimeControl::fromFide(input);
        QVERIFY(!tc.ok());
        QVERIFY2(tc.error().message.contains(mentions), qPrintable(tc.error().message));
        if (!input.trimmed().isEmpty())
            QVERIFY2(tc.error().message.contains(input), qPrintable(tc.error().message)); // names the input
    }

    void pgnErrors_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("mentions");
        // clang-format off
        QTest::newRow("empty") << "" << "empty";
        QTest::newRow("FIDE notation") << "90'+30\"" << "whole seconds";
        QTest::newRow("letters") << "abc" << "whole seconds";
        QTest::newRow("moves without time") << "40/" << "whole seconds";
        QTest::newRow("zero moves") << "0/9000" << "move count";
        QTest::newRow("bad increment") << "300+x" << "increment";
        QTest::newRow("negative increment") << "300+-2" << "increment";
        QTest::newRow("negative") << "-300" << "whole seconds";
        QTest::newRow("decimal") << "300.5" << "whole seconds";
        QTest::newRow("trailing colon") << "40/9000:" << "field 2";
        QTest::newRow("rest of game then more") << "40/9000:1800:600" << "rest of the game";
        QTest::newRow("no time at all") << "0+0" << "no time at all";
        QTest::newRow("too many digits") << "12345678901" << "whole seconds";
        QTest::newRow("sandclock without time") << "*" << "sandclock";
        QTest::newRow("sandclock junk") << "*3m" << "sandclock";
        QTest::newRow("sandclock zero") << "*0" << "positive";
        QTest::newRow("over 30 days") << "2600000" << "30 days";
        // clang-format on
    }

    void pgnErrors()
    {
        QFETCH(QString, tag);
        QFETCH(QString, mentions);
        const auto tc = TimeControl::fromPgnTag(tag);
        QVERIFY(!tc.ok());
        QVERIFY2(tc.error().message.contains(mentions), qPrintable(tc.error().message));
    }

    void periodArithmetic_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<int>("move");
        QTest::addColumn<int>("period");
        QTest::addColumn<int>("periodFirstMove");
        QTest::addColumn<qint64>("increment");
        QTest::addColumn<qint64>("delay");
        QTest::addColumn<qint64>("periodBonus");
        // clang-format off
        QTest::newRow("olympiad move 1") << "40/90+30:30+30" << 1 << 0 << 1 << 30000LL << 0LL << 0LL;
        QTest::newRow("olympiad move 39") << "40/90+30:30+30" << 39 << 0 << 1 << 30000LL << 0LL << 0LL;
        QTest::newRow("olympiad move 40") << "40/90+30:30+30" << 40 << 0 << 1 << 30000LL << 0LL << 1800000LL;
        QTest::newRow("olympiad move 41") << "40/90+30:30+30" << 41 << 1 << 41 << 30000LL << 0LL << 0LL;
        QTest::newRow("olympiad move 200") << "40/90+30:30+30" << 200 << 1 << 41 << 30000LL << 0LL << 0LL;
        QTest::newRow("classic move 40") << "40/120:20/60:15+30 from move 61" << 40 << 0 << 1 << 0LL << 0LL << 3600000LL;
        QTest::newRow("classic move 60") << "40/120:20/60:15+30 from move 61" << 60 << 1 << 41 << 0LL << 0LL << 900000LL;
        QTest::newRow("classic move 61") << "40/120:20/60:15+30 from move 61" << 61 << 2 << 61 << 30000LL << 0LL << 0LL;
        QTest::newRow("repeating move 60") << "40/120:20/60" << 60 << 1 << 41 << 0LL << 0LL << 3600000LL;
        QTest::newRow("repeating move 80") << "40/120:20/60" << 80 << 2 << 61 << 0LL << 0LL << 3600000LL;
        QTest::newRow("repeating move 81") << "40/120:20/60" << 81 << 3 << 81 << 0LL << 0LL << 0LL;
        QTest::newRow("late increment 40") << "90+30 from move 41" << 40 << 0 << 1 << 0LL << 0LL << 0LL;
        QTest::newRow("late increment 41") << "90+30 from move 41" << 41 << 0 << 1 << 30000LL << 0LL << 0LL;
        QTest::newRow("delay") << "60 d5" << 7 << 0 << 1 << 0LL << 5000LL << 0LL;
        QTest::newRow("Bronstein") << "45 b5" << 7 << 0 << 1 << 0LL << 5000LL << 0LL;
        QTest::newRow("move 0 counts as 1") << "3+2" << 0 << 0 << 1 << 2000LL << 0LL << 0LL;
        QTest::newRow("sandclock") << "*3" << 5 << 0 << 1 << 0LL << 0LL << 0LL;
        QTest::newRow("unknown") << "?" << 5 << 0 << 0 << 0LL << 0LL << 0LL;
        // clang-format on
    }

    void periodArithmetic()
    {
        QFETCH(QString, control);
        QFETCH(int, move);
        QFETCH(int, period);
        QFETCH(int, periodFirstMove);
        QFETCH(qint64, increment);
        QFETCH(qint64, delay);
        QFETCH(qint64, periodBonus);
        const TimeControl tc = fide(control.toUtf8().constData());
        QCOMPARE(tc.periodIndexForMove(move), period);
        QCOMPARE(tc.firstMoveOfPeriod(period), periodFirstMove);
        QCOMPARE(tc.incrementAt(move), increment);
        QCOMPARE(tc.delayAt(move), delay);
        QCOMPARE(tc.periodBonusAfterMove(move), periodBonus);
        QCOMPARE(tc.timeAddedAfterMove(move), increment + periodBonus);
    }

    void basesOfPeriods()
    {
        const TimeControl olympiad = fide("40/90+30:30+30");
        QCOMPARE(olympiad.initialMs(), 5400000LL);
        QCOMPARE(olympiad.baseForPeriod(1), 1800000LL);
        QCOMPARE(olympiad.baseForPeriod(2), 0LL); // the rest-of-game period never ends
        QCOMPARE(olympiad.firstMoveOfPeriod(2), 0);
        const TimeControl repeating = fide("40/120:20/60");
        QCOMPARE(repeating.baseForPeriod(5), 3600000LL);
        QCOMPARE(repeating.firstMoveOfPeriod(5), 121);
        QCOMPARE(TimeControl().initialMs(), 0LL);
        QCOMPARE(fide("*3").initialMs(), 180000LL);
    }

    void remainingAfterMove_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<int>("move");
        QTest::addColumn<qint64>("before");
        QTest::addColumn<qint64>("elapsed");
        QTest::addColumn<qint64>("after");
        // clang-format off
        QTest::newRow("increment") << "3+2" << 1 << 180000LL << 5000LL << 177000LL;
        QTest::newRow("period bonus at move 40") << "40/90+30:30+30" << 40 << 60000LL << 10000LL << 1880000LL;
        QTest::newRow("no bonus at move 41") << "40/90+30:30+30" << 41 << 60000LL << 10000LL << 80000LL;
        QTest::newRow("delay covers the move") << "60 d5" << 1 << 60000LL << 3000LL << 60000LL;
        QTest::newRow("delay partly") << "60 d5" << 1 << 60000LL << 8000LL << 57000LL;
        QTest::newRow("Bronstein same result") << "45 b5" << 1 << 60000LL << 8000LL << 57000LL;
        QTest::newRow("delay saves a zero clock") << "60 d5" << 9 << 0LL << 4000LL << 0LL;
        QTest::newRow("flag, no increment given") << "3+2" << 10 << 1000LL << 1500LL << 0LL;
        QTest::newRow("flag exactly at zero") << "3+0" << 10 << 1000LL << 1000LL << 0LL;
        QTest::newRow("flag, no period bonus") << "40/90+30:30+30" << 40 << 10000LL << 20000LL << 0LL;
        QTest::newRow("negative elapsed is none") << "3+2" << 1 << 180000LL << -50LL << 182000LL;
        QTest::newRow("unknown control subtracts") << "?" << 3 << 60000LL << 5000LL << 55000LL;
        // clang-format on
    }

    void remainingAfterMove()
    {
        QFETCH(QString, control);
        QFETCH(int, move);
        QFETCH(qint64, before);
        QFETCH(qint64, elapsed);
        QFETCH(qint64, after);
        QCOMPARE(fide(control.toUtf8().constData()).remainingAfterMove(move, before, elapsed), after);
    }

    void estimatedDuration()
    {
        const TimeControl olympiad = fide("40/90+30:30+30");
        QCOMPARE(olympiad.estimatedDurationMs(40), (5400 + 40 * 30) * 1000LL);
        QCOMPARE(olympiad.estimatedDurationMs(41), (5400 + 1800 + 41 * 30) * 1000LL);
        QCOMPARE(fide("3+2").estimatedDurationMs(40), (180 + 80) * 1000LL);
        QCOMPARE(fide("90+30 from move 41").estimatedDurationMs(60), (5400 + 20 * 30) * 1000LL);
    }

    void speeds_data()
    {
        QTest::addColumn<QString>("control");
        QTest::addColumn<TimeControl::Speed>("speed");
        QTest::addColumn<TimeControl::FideCategory>("fideCategory");
        using S = TimeControl::Speed;
        using F = TimeControl::FideCategory;
        // Lichess: base + 40 × inc (s): < 30 UltraBullet, < 180 Bullet, < 480 Blitz, < 1500 Rapid.
        // FIDE: base + 60 × inc: ≤ 10 min Blitz, < 60 min Rapid, else Standard.
        // clang-format off
        QTest::newRow("¼+0") << "¼+0" << S::UltraBullet << F::Blitz;
        QTest::newRow("1+0") << "1+0" << S::Bullet << F::Blitz;
        QTest::newRow("2+1") << "2+1" << S::Bullet << F::Blitz;
        QTest::newRow("3+0") << "3+0" << S::Blitz << F::Blitz;
        QTest::newRow("5+3") << "5+3" << S::Blitz << F::Blitz;
        QTest::newRow("8+0") << "8+0" << S::Rapid << F::Blitz;
        QTest::newRow("10+0") << "10+0" << S::Rapid << F::Blitz;
        QTest::newRow("10+5") << "10+5" << S::Rapid << F::Rapid;
        QTest::newRow("15+10") << "15+10" << S::Rapid << F::Rapid;
        QTest::newRow("25+0") << "25+0" << S::Classical << F::Rapid;
        QTest::newRow("45+15") << "45+15" << S::Classical << F::Standard;
        QTest::newRow("90+30") << "90+30" << S::Classical << F::Standard;
        QTest::newRow("olympiad") << "40/90+30:30+30" << S::Classical << F::Standard;
        QTest::newRow("unknown") << "?" << S::Unknown << F::None;
        QTest::newRow("untimed") << "-" << S::Untimed << F::None;
        // clang-format on
    }

    void speeds()
    {
        QFETCH(QString, control);
        QFETCH(TimeControl::Speed, speed);
        QFETCH(TimeControl::FideCategory, fideCategory);
        const TimeControl tc = fide(control.toUtf8().constData());
        QCOMPARE(tc.speed(), speed);
        QCOMPARE(tc.fideCategory(), fideCategory);
        QVERIFY(!TimeControl::speedName(speed).isEmpty());
        QVERIFY(!TimeControl::fideCategoryName(fideCategory).isEmpty());
    }

    void lichess()
    {
        const auto blitz = TimeControl::fromLichess(180, 2);
        QVERIFY(blitz.ok());
        QCOMPARE(blitz->toFideString(), QStringLiteral("3+2"));
        QCOMPARE(*blitz, fide("3+2"));
        QCOMPARE(*blitz->toLichess(), (TimeControl::LichessClock{180, 2}));
        QCOMPARE(*fide("15+10").toLichess(), (TimeControl::LichessClock{900, 10}));
        QCOMPARE(*fide("¼+0").toLichess(), (TimeControl::LichessClock{15, 0}));
        QCOMPARE(*fide("0+1").toLichess(), (TimeControl::LichessClock{0, 1}));

        for (const char *unfit : {"40/90+30:30+30", "60 d5", "90+30 from move 41", "1.51+0", "*3", "?", "-"}) {
            const auto result = fide(unfit).toLichess();
            QVERIFY2(!result.ok(), unfit);
            QVERIFY(result.error().message.contains(QStringLiteral("Lichess")));
        }
        QVERIFY(!TimeControl::fromLichess(-1, 0).ok());
        QVERIFY(!TimeControl::fromLichess(60, -2).ok());
        QVERIFY(TimeControl::fromLichess(0, 0).error().message.contains(QStringLiteral("no time at all")));
        QVERIFY(!TimeControl::fromLichess(1LL << 40, 0).ok());
    }

    void fromPeriodsValidates()
    {
        using P = TimeControl::Period;
        QVERIFY(!TimeControl::fromPeriods({}).ok());
        QVERIFY(!TimeControl::fromPeriods({P{0, 60000}, P{0, 60000}}).ok());
        QVERIFY(!TimeControl::fromPeriods({P{-1, 60000}}).ok());
        QVERIFY(!TimeControl::fromPeriods({P{0, -1}}).ok());
        QVERIFY(!TimeControl::fromPeriods({P{0, 60000, TimeControl::MaxBonusMs + 1}}).ok());
        QVERIFY(!TimeControl::fromPeriods({P{0, 60000, 1000, TimeControl::BonusKind::Increment, 0}}).ok());
        // Equal meanings compare equal: a bonus start before the period is the period's start.
        const auto a = TimeControl::fromPeriods({P{40, 5400000, 30000}, P{0, 1800000, 30000}});
        QVERIFY(a.ok());
        QCOMPARE(*a, fide("40/90+30:30+30"));
        QVERIFY(!TimeControl::sandclock(0).ok());
    }

    void neverCrashesOnNoise()
    {
        // Fragments and odd mixtures of every token the parser knows: each gives a value or an error.
        const QStringList tokens{
            QStringLiteral("40"),  QStringLiteral("/"),         QStringLiteral("+"),  QStringLiteral(":"),
            QStringLiteral(","),   QStringLiteral(";"),         QStringLiteral("d"),  QStringLiteral("b"),
            QStringLiteral("'"),   QStringLiteral("\""),        QStringLiteral(" "),  QStringLiteral("."),
            QStringLiteral("½"),   QStringLiteral("from move"), QStringLiteral("g/"), QStringLiteral("*"),
            QStringLiteral("min"), QStringLiteral("0"),         QStringLiteral("?")};
        quint32 seed = 12345;
        for (int i = 0; i < 20000; ++i) {
            QString text;
            const int length = int(seed % 7) + 1;
            for (int j = 0; j < length; ++j) {
                seed = seed * 1664525u + 1013904223u;
                text += tokens[int((seed >> 8) % quint32(tokens.size()))];
            }
            const auto fideResult = TimeControl::fromFide(text);
            if (fideResult.ok()) {
                const auto again = TimeControl::fromFide(fideResult->toFideString());
                QVERIFY2(again.ok() && *again == *fideResult, qPrintable(text));
            } else {
                QVERIFY(!fideResult.error().message.isEmpty());
            }
            const auto pgnResult = TimeControl::fromPgnTag(text);
            QVERIFY(pgnResult.ok() || !pgnResult.error().message.isEmpty());
        }
    }
};

QTEST_GUILESS_MAIN(TestTimeControl)
#include "tst_timecontrol.moc"
