#include "core/event/trfimport.h"
#include "core/standings/standings.h"
#include "core/standings/tiebreak.h"
#include "tests/common/testpaths.h"

#include <QtTest>

using namespace arbiter;
using event::PairingRecord;
using event::PlayerRecord;
using standings::RoundOutcome;
using standings::Standings;
using standings::StandingsRow;
using standings::TieBreak;
using R = PairingRecord::Result;

namespace {

PlayerRecord player(int id, int rating = 0)
{
    PlayerRecord p;
    p.id = id;
    p.name = QStringLiteral("Player %1").arg(id);
    p.rating = rating;
    return p;
}

PairingRecord game(int round, int white, int black, R result)
{
    PairingRecord g;
    g.round = round;
    g.whiteId = white;
    g.blackId = black;
    g.result = result;
    return g;
}

PairingRecord bye(int round, int player, R result)
{
    PairingRecord g;
    g.round = round;
    g.whiteId = player;
    g.result = result;
    return g;
}

const StandingsRow &rowOf(const QList<StandingsRow> &rows, int player)
{
    for (const StandingsRow &r : rows) {
        if (r.player == player)
            return r;
    }
    static const StandingsRow none;
    return none;
}

} // namespace

class TestStandings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // For every TRF file in tests/data/trf that states points, the points after the last round are the
    // file's (issue 25 §2): the results as imported, counted as the regulations count them.
    void trfPointsMatchTheFile_data();
    void trfPointsMatchTheFile();
    void tieBreakNamesParse();
    void ownResultTieBreaks();
    void directEncounterOnlyWhenAllMet();
    void adjustmentsMoveThePointsOnly();
    void pendingGamesScoreNothingYet();
};

void TestStandings::trfPointsMatchTheFile_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(testing::testsPath(QStringLiteral("data/trf")));
    int stating = 0;
    for (const QString &name : dir.entryList({QStringLiteral("*.trf")}, QDir::Files, QDir::Name)) {
        const auto in = event::TrfImport::readFile(dir.filePath(name));
        QVERIFY2(in.ok(), qPrintable(name));
        if (in->statedPoints.isEmpty())
            continue;
        ++stating;
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
    }
    QVERIFY(stating >= 6);
}

void TestStandings::trfPointsMatchTheFile()
{
    QFETCH(QString, path);
    const auto in = event::TrfImport::readFile(path);
    QVERIFY(in.ok());
    Standings::Input input;
    input.players = in->players;
    input.pairings = in->pairings;
    input.tieBreaks = TieBreak::swissDefault();
    const QList<StandingsRow> rows = Standings::compute(input);
    QCOMPARE(rows.size(), in->players.size());
    for (auto it = in->statedPoints.cbegin(); it != in->statedPoints.cend(); ++it) {
        const StandingsRow &row = rowOf(rows, it.key());
        QVERIFY2(row.player == it.key(), qPrintable(QStringLiteral("player %1 missing").arg(it.key())));
        QVERIFY2(qFuzzyCompare(1 + row.points, 1 + it.value()),
                 qPrintable(QStringLiteral("player %1: counted %2, the file says %3")
                                .arg(it.key())
                                .arg(row.points)
                                .arg(it.value())));
    }
}

void TestStandings::tieBreakNamesParse()
{
    const auto list = TieBreak::parseList(QStringLiteral("BH:C1, bh ,SB/C1,BH-M1,DE,WIN,won,BPG,BWG,PS-C1,ARO-C1"));
    QVERIFY2(list.ok(), list.ok() ? "" : qPrintable(list.error().message));
    QStringList acronyms;
    for (const TieBreak &t : list.value())
        acronyms << t.acronym();
    QCOMPARE(acronyms.join(u','), QStringLiteral("BH-C1,BH,SB-C1,BH-M1,DE,WIN,WON,BPG,BWG,PS-C1,ARO-C1"));
    QVERIFY(!TieBreak::parse(QStringLiteral("XYZ")).ok());
    QVERIFY(!TieBreak::parse(QStringLiteral("DE-C1")).ok());
    QVERIFY(!TieBreak::parse(QStringLiteral("PS-M1")).ok());
    QVERIFY(!TieBreak::parse(QStringLiteral("BH-C3")).ok());
    QCOMPARE(TieBreak::parse(QStringLiteral("Buchholz")).value().acronym(), QStringLiteral("BH"));
}

// Four players, three rounds; by hand:
//  R1: 1-2 1-0, 3-4 ½-½        R2: 2-3 0-1, 4-1 -/+ (4 did not come)     R3: 1-3 ½-½, 2 H, 4 Z
//  1: 1, +, ½ = 2.5; WIN 2 (a forfeit won counts), WON 1, BPG 0 (White twice; R2 was not played), BWG 0, PS 1+2+2.5 = 5.5
//  3: ½, 1, ½ = 2.0; WIN 1, WON 1, BPG 2 (R2 and R3 with Black), BWG 1, PS 0.5+1.5+2 = 4
//  2: 0, 0, H = 0.5; WIN 0, BPG 1 (R1), PS 0+0+0.5 = 0.5
//  4: ½, -, Z = 0.5; WIN 0, BPG 1 (R1), PS 0.5+0.5+0.5 = 1.5
void TestStandings::ownResultTieBreaks()
{
    Standings::Input in;
    in.players = {player(1), player(2), player(3), player(4)};
    in.pairings = {game(1, 1, 2, R::WhiteWins), game(1, 3, 4, R::Draw),
                   game(2, 2, 3, R::BlackWins), game(2, 4, 1, R::BlackWinsForfeit),
                   game(3, 1, 3, R::Draw),      bye(3, 2, R::HalfPointBye),
                   bye(3, 4, R::ZeroPointBye)};
    in.tieBreaks = TieBreak::parseList(QStringLiteral("WIN,WON,BPG,BWG,PS")).value();
    const QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].player, 1);
    QCOMPARE(rows[1].player, 3);
    QCOMPARE(rows[0].points, 2.5);
    QCOMPARE(rows[0].tieBreaks, (QList<double>{2, 1, 0, 0, 5.5}));
    QCOMPARE(rows[1].tieBreaks, (QList<double>{1, 1, 2, 1, 4}));
    // 2 and 4 both have ½; PS puts 4 (1.5) above 2 (0.5) once WIN, WON, BPG, BWG tie.
    QCOMPARE(rows[2].player, 4);
    QCOMPARE(rows[3].player, 2);
    QCOMPARE(rowOf(rows, 2).tieBreaks, (QList<double>{0, 0, 1, 0, 0.5}));
    QCOMPARE(rowOf(rows, 4).tieBreaks, (QList<double>{0, 0, 1, 0, 1.5}));
    QCOMPARE(rows[2].rank, 3);
    QCOMPARE(rowOf(rows, 1).rounds[1].kind, RoundOutcome::Kind::ForfeitWin);
    QCOMPARE(rowOf(rows, 1).rounds[1].trfCode(), QChar(u'+'));
    QCOMPARE(rowOf(rows, 4).rounds[2].trfCode(), QChar(u'Z'));
    QCOMPARE(rowOf(rows, 1).gamesPlayed, 2);
}

// Three players tied on points: direct encounter separates them only when all three met each other.
void TestStandings::directEncounterOnlyWhenAllMet()
{
    Standings::Input in;
    in.players = {player(1), player(2), player(3), player(4)};
    // Round robin of 1, 2, 3 (a cycle: each won one), and 4 lost to all.
    in.pairings = {game(1, 1, 2, R::WhiteWins), game(1, 3, 4, R::WhiteWins), game(2, 2, 3, R::WhiteWins),
                   game(2, 4, 1, R::BlackWins), game(3, 3, 1, R::WhiteWins), game(3, 2, 4, R::WhiteWins)};
    in.tieBreaks = TieBreak::parseList(QStringLiteral("DE")).value();
    QList<StandingsRow> rows = Standings::compute(in);
    // All met; each scored 1 among the three: still tied, one shared rank.
    QCOMPARE(rows[0].points, 2.0);
    QCOMPARE(rows[0].tieBreaks, QList<double>{1});
    QCOMPARE(rows[0].rank, 1);
    QCOMPARE(rows[1].rank, 1);
    QCOMPARE(rows[2].rank, 1);
    QCOMPARE(rows[3].rank, 4);
    // Two tied who met: the winner is above.
    in.pairings = {game(1, 1, 2, R::BlackWins), game(1, 3, 4, R::Draw)};
    in.players = {player(1), player(2), player(3), player(4)};
    in.pairings.append(game(2, 1, 3, R::WhiteWins));
    in.pairings.append(game(2, 2, 4, R::Draw));
    // 1: 0+1 = 1, 2: 1+½ = 1.5, 3: ½+0, 4: ½+½ = 1 — 1 and 4 tied at 1, never met.
    rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 1).points, 1.0);
    QCOMPARE(rowOf(rows, 4).points, 1.0);
    QCOMPARE(rowOf(rows, 1).tieBreaks, QList<double>{0});
    QCOMPARE(rowOf(rows, 1).rank, rowOf(rows, 4).rank);
}

// A score deduction changes the player's points (and place), never the opponents' tie-breaks.
void TestStandings::adjustmentsMoveThePointsOnly()
{
    Standings::Input in;
    in.players = {player(1), player(2), player(3), player(4)};
    in.pairings = {game(1, 1, 2, R::WhiteWins), game(1, 3, 4, R::WhiteWins)};
    in.adjustments = {{1, 1, -0.5, QStringLiteral("Art. 10.9.6")}};
    in.tieBreaks = TieBreak::parseList(QStringLiteral("WIN")).value();
    const QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rows[0].player, 3);
    QCOMPARE(rows[1].player, 1);
    QCOMPARE(rows[1].points, 0.5);
    QCOMPARE(rows[1].tieBreaks, QList<double>{1});
}

void TestStandings::pendingGamesScoreNothingYet()
{
    Standings::Input in;
    in.players = {player(1), player(2)};
    in.pairings = {game(1, 1, 2, R::WhiteWins), game(2, 2, 1, R::None), bye(3, 1, R::HalfPointBye)};
    // By default, after the last round with a result: round 2 has none yet, round 3 only a bye asked for.
    QCOMPARE(rowOf(Standings::compute(in), 1).rounds.size(), 1);
    in.afterRound = 2;
    const QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 1).points, 1.0);
    QCOMPARE(rowOf(rows, 1).pending, 1);
    QCOMPARE(rowOf(rows, 1).rounds.size(), 2);
}

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
