#include "core/event/trfimport.h"
#include "core/report/eventresults.h"
#include "core/standings/standings.h"
#include "core/standings/tiebreak.h"
#include "core/storage/eventstore.h"
#include "tests/common/rulingchain.h"
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
    // The two worked examples of shared/research/tiebreaks.md, checked there against FIDE TEC's
    // reference engine, under the 2024 and the 2026 rules (the dummy opponent capped).
    void handWorkedExamples_data();
    void handWorkedExamples();
    void rankingFollowsTheRules();
    void ownResultTieBreaks();
    void directEncounterOnlyWhenAllMet();
    void adjustmentsMoveThePointsOnly();
    void pendingGamesScoreNothingYet();
    // Appendix I A.9: an expelled player's points stand, or go to their opponents.
    void expelledPlayersPoints();
    // Earlier rounds as imported, this round's games as the zone scored them, and the rulings in force
    // on them, as one set of results (issue 25 §2).
    void resultsAfterRulingsAcrossRounds();
    // An event the zone alone paired (no list of players imported): its players are the zone's names.
    void zoneOnlyEventHasItsPlayers();
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

void TestStandings::handWorkedExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("rules");
    QTest::addColumn<int>("player");
    QTest::addColumn<QList<double>>("expected"); // points, then the tie-breaks of `List` below
    const auto e1 = QStringLiteral("tiebreak-example1.trf");
    const auto e2 = QStringLiteral("tiebreak-example2.trf");
    const int y24 = int(standings::TieBreakRules::Fide2024), y26 = int(standings::TieBreakRules::Fide2026);
    //                                 Pts  BH   BH-C1 BH-M1 SB    SB-C1 WIN WON BPG BWG PS   PS-C1 ARO   ARO-C1
    QTest::newRow("1: P1") << e1 << y24 << 1
                           << QList<double>{2.5, 6.0, 4.5, 2.0, 4.75, 3.25, 2, 2, 2, 1, 5.5, 4.5, 1767, 1850};
    QTest::newRow("1: P2") << e1 << y24 << 2
                           << QList<double>{1.5, 4.5, 4.0, 1.5, 1.75, 1.5, 1, 0, 1, 0, 2.5, 2.0, 1850, 2000};
    QTest::newRow("1: P3 2024") << e1 << y24 << 3
                                << QList<double>{2.0, 5.0, 4.5, 2.0, 2.5, 2.0, 2, 1, 2, 1, 3.0, 3.0, 1850, 2000};
    QTest::newRow("1: P3 2026") << e1 << y26 << 3
                                << QList<double>{2.0, 4.5, 4.0, 1.5, 2.0, 1.5, 2, 1, 2, 1, 3.0, 3.0, 1850, 2000};
    QTest::newRow("1: P4") << e1 << y24 << 4
                           << QList<double>{0.5, 4.0, 3.5, 1.5, 0.75, 0.75, 0, 0, 0, 0, 1.5, 1.0, 1850, 1900};
    // P5 met one opponent over the board: ARO-C1 keeps that one (a cut never leaves nothing).
    QTest::newRow("1: P5 2024") << e1 << y24 << 5
                                << QList<double>{2.5, 7.5, 5.0, 2.5, 6.25, 5.0, 2, 0, 0, 0, 5.5, 4.5, 2000, 2000};
    QTest::newRow("1: P5 2026") << e1 << y26 << 5
                                << QList<double>{2.5, 4.5, 4.0, 1.5, 3.25, 2.75, 2, 0, 0, 0, 5.5, 4.5, 2000, 2000};
    QTest::newRow("2: P1 2024") << e2 << y24 << 1
                                << QList<double>{3.5, 10.0, 9.0, 5.5, 8.25, 7.25, 3, 2, 1, 0, 8.5, 7.5, 1900, 1950};
    QTest::newRow("2: P1 2026") << e2 << y26 << 1
                                << QList<double>{3.5, 8.5, 7.5, 4.0, 6.75, 5.75, 3, 2, 1, 0, 8.5, 7.5, 1900, 1950};
    QTest::newRow("2: P2 2024") << e2 << y24 << 2
                                << QList<double>{3.5, 10.0, 9.0, 5.5, 8.25, 7.25, 3, 2, 1, 1, 8.5, 7.5, 1867, 1950};
    QTest::newRow("2: P2 2026") << e2 << y26 << 2
                                << QList<double>{3.5, 8.5, 7.5, 4.0, 6.75, 5.75, 3, 2, 1, 1, 8.5, 7.5, 1867, 1950};
    QTest::newRow("2: P3") << e2 << y26 << 3
                           << QList<double>{2.0, 8.0, 6.0, 2.5, 2.75, 1.75, 1, 1, 2, 1, 4.5, 4.0, 1833, 1950};
    QTest::newRow("2: P4") << e2 << y26 << 4
                           << QList<double>{1.0, 10.0, 9.0, 5.5, 1.0, 0.0, 1, 0, 2, 0, 3.0, 3.0, 2000, 2050};
    QTest::newRow("2: P5") << e2 << y26 << 5
                           << QList<double>{2.0, 9.0, 7.0, 3.5, 3.5, 2.0, 2, 1, 1, 1, 5.0, 5.0, 1800, 2000};
    QTest::newRow("2: P6") << e2 << y24 << 6
                           << QList<double>{0.5, 5.0, 4.5, 2.5, 1.0, 1.0, 0, 0, 1, 0, 2.0, 1.5, 1800, 1900};
}

void TestStandings::handWorkedExamples()
{
    QFETCH(QString, file);
    QFETCH(int, rules);
    QFETCH(int, player);
    QFETCH(QList<double>, expected);
    const auto in = event::TrfImport::readFile(testing::testsPath(QStringLiteral("data/trf/") + file));
    QVERIFY(in.ok());
    QVERIFY(in->warnings.isEmpty());
    Standings::Input input;
    input.players = in->players;
    input.pairings = in->pairings;
    input.rules = standings::TieBreakRules(rules);
    input.tieBreaks
        = TieBreak::parseList(QStringLiteral("BH,BH-C1,BH-M1,SB,SB-C1,WIN,WON,BPG,BWG,PS,PS-C1,ARO,ARO-C1")).value();
    const QList<StandingsRow> rows = Standings::compute(input);
    const StandingsRow &row = rowOf(rows, player);
    QList<double> got{row.points};
    got += row.tieBreaks;
    QCOMPARE(got, expected);
}

// Example 1: P1 and P5 tie on 2.5 and drew; Buchholz puts P5 first under the 2024 rules (his byes
// count as opponents on his own 2.5) and P1 first under 2026's cap. Example 2: P1 and P2 drew, P3 and
// P5 never met; direct encounter separates neither pair, and with DE, BH, … P2 goes ahead at BWG.
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

void TestStandings::rankingFollowsTheRules()
{
    const auto one = event::TrfImport::readFile(testing::testsPath(QStringLiteral("data/trf/tiebreak-example1.trf")));
    QVERIFY(one.ok());
    Standings::Input input;
    input.players = one->players;
    input.pairings = one->pairings;
    input.tieBreaks = TieBreak::parseList(QStringLiteral("DE,BH")).value();
    input.rules = standings::TieBreakRules::Fide2024;
    QList<StandingsRow> rows = Standings::compute(input);
    QCOMPARE(rows[0].player, 5);
    QCOMPARE(rows[1].player, 1);
    QCOMPARE(rows[0].tieBreaks[0], 0.5); // the draw between them
    input.rules = standings::TieBreakRules::Fide2026;
    rows = Standings::compute(input);
    QCOMPARE(rows[0].player, 1);
    QCOMPARE(rows[1].player, 5);
    QCOMPARE(rows[1].rank, 2);

    const auto two = event::TrfImport::readFile(testing::testsPath(QStringLiteral("data/trf/tiebreak-example2.trf")));
    QVERIFY(two.ok());
    input.players = two->players;
    input.pairings = two->pairings;
    input.tieBreaks = TieBreak::parseList(QStringLiteral("DE,BH,BH-C1,SB,WIN,WON,BPG,BWG")).value();
    rows = Standings::compute(input);
    QCOMPARE(rows[0].player, 2);
    QCOMPARE(rows[1].player, 1);
    QCOMPARE(rows[1].rank, 2);
    QCOMPARE(rows[2].points, 2.0);
    QCOMPARE(rows[2].player, 5); // BH 9 against P3's 8
    QCOMPARE(rows[5].player, 6);
}

// Four players, three rounds; by hand:
//  R1: 1-2 1-0, 3-4 ½-½        R2: 2-3 0-1, 4-1 -/+ (4 did not come)     R3: 1-3 ½-½, 2 H, 4 Z
//  1: 1, +, ½ = 2.5; WIN 2 (a forfeit won counts), WON 1, BPG 0 (White twice; R2 was not played), BWG 0, PS 1+2+2.5
//  = 5.5 3: ½, 1, ½ = 2.0; WIN 1, WON 1, BPG 2 (R2 and R3 with Black), BWG 1, PS 0.5+1.5+2 = 4 2: 0, 0, H = 0.5; WIN 0,
//  BPG 1 (R1), PS 0+0+0.5 = 0.5 4: ½, -, Z = 0.5; WIN 0, BPG 1 (R1), PS 0.5+0.5+0.5 = 1.5
void TestStandings::ownResultTieBreaks()
{
    Standings::Input in;
    in.players = {player(1), player(2), player(3), player(4)};
    in.pairings = {game(1, 1, 2, R::WhiteWins),        game(1, 3, 4, R::Draw), game(2, 2, 3, R::BlackWins),
                   game(2, 4, 1, R::BlackWinsForfeit), game(3, 1, 3, R::Draw), bye(3, 2, R::HalfPointBye),
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

void TestStandings::expelledPlayersPoints()
{
    Standings::Input in;
    in.players = {player(1), player(2), player(3), player(4)};
    in.pairings
        = {game(1, 1, 2, R::WhiteWins), game(1, 3, 4, R::Draw), game(2, 1, 3, R::Draw), game(2, 4, 2, R::BlackWins)};
    in.expelled = {1};
    QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 1).points, 1.5); // they stand
    QCOMPARE(rowOf(rows, 2).points, 1.0);
    in.expelledPointsToOpponents = true;
    rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 1).points, 0.0);
    QCOMPARE(rowOf(rows, 2).points, 2.0); // the loss to player 1 became a win
    QCOMPARE(rowOf(rows, 3).points, 1.5); // ½ against 4, and the draw with 1 became a win
    QCOMPARE(rowOf(rows, 3).rounds[1].kind, RoundOutcome::Kind::Win);
    QCOMPARE(rowOf(rows, 4).points, 0.5); // untouched
}

void TestStandings::pendingGamesScoreNothingYet()
{
    Standings::Input in;
    in.players = {player(1), player(2)};
    in.pairings = {game(1, 1, 2, R::WhiteWins), game(2, 2, 1, R::None), bye(3, 1, R::HalfPointBye)};
    // By default, after the last round with a result: round 2 has none yet, round 3 only a bye asked for.
    QCOMPARE(Standings::compute(in).value(0).rounds.size(), 1);
    in.afterRound = 2;
    const QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 1).points, 1.0);
    QCOMPARE(rowOf(rows, 1).pending, 1);
    QCOMPARE(rowOf(rows, 1).rounds.size(), 2);
}

namespace {
rulings::Ruling ruling(rulings::Kind kind, const QString &game, std::optional<chess::Color> side)
{
    rulings::Ruling r;
    r.kind = kind;
    r.gameId = game;
    r.side = side;
    r.round = 2;
    r.issuer = QStringLiteral("Anna");
    r.issuerRole = event::StaffMember::Role::ChiefArbiter;
    return r;
}

storage::StoredGame stored(const QString &id, const QString &result, int attempt = 0)
{
    storage::StoredGame g;
    g.gameId = id;
    g.result = result;
    g.attempt = attempt;
    return g;
}
} // namespace

void TestStandings::resultsAfterRulingsAcrossRounds()
{
    event::EventData data;
    data.players = {player(1), player(2), player(3), player(4), player(5), player(6)};
    data.pairings = {game(1, 1, 2, R::WhiteWins), game(1, 3, 4, R::Draw), game(1, 5, 6, R::BlackWins)};
    auto linked = [](int board, int white, int black, const char *id) {
        PairingRecord g = game(2, white, black, R::None);
        g.board = board;
        g.zoneGameId = QLatin1String(id);
        return g;
    };
    // Round 2: the zone says 1-0, ½-½ and nothing yet; a restart's second attempt says 0-1 on board 1.
    data.pairings += {linked(1, 1, 3, "g1"), linked(2, 4, 5, "g2"), linked(3, 6, 2, "g3")};
    const QList<storage::StoredGame> games{
        stored(QStringLiteral("g1"), QStringLiteral("1-0")), stored(QStringLiteral("g1"), QStringLiteral("0-1"), 1),
        stored(QStringLiteral("g2"), QStringLiteral("1/2-1/2")), stored(QStringLiteral("g3"), QStringLiteral("*"))};
    // Board 2's draw: White's score reduced to 0 (Art. 10.9.5: 0–½). Board 3: White did not come (Art. 8.5).
    rulings::Ruling reduce = ruling(rulings::Kind::ScoreReduce, QStringLiteral("g2"), chess::White);
    reduce.params.insert(QStringLiteral("score"), 0);
    const rulings::Ruling absent = ruling(rulings::Kind::Forfeit, QStringLiteral("g3"), chess::White);
    const rulings::RulingBook book(testing::chainRulings({reduce, absent}));
    const report::EventResults::Combined c = report::EventResults::combine(data, games, book);
    QCOMPARE(c.pairings.size(), 6);
    QCOMPARE(c.pairings[0].result, R::WhiteWins); // round 1 as imported
    QCOMPARE(c.pairings[3].result, R::BlackWins); // the last attempt
    QCOMPARE(c.pairings[4].result, R::Draw);
    QCOMPARE(c.pairings[5].result, R::BlackWinsForfeit);
    QCOMPARE(c.adjustments.size(), 1);
    QCOMPARE(c.adjustments[0].player, 4);
    QCOMPARE(c.adjustments[0].points, -0.5);

    Standings::Input in;
    in.players = data.players;
    in.pairings = c.pairings;
    in.adjustments = c.adjustments;
    in.tieBreaks = TieBreak::parseList(QStringLiteral("WON")).value();
    const QList<StandingsRow> rows = Standings::compute(in);
    QCOMPARE(rowOf(rows, 4).points, 0.5); // ½ in round 1, 0 after the reduction
    QCOMPARE(rowOf(rows, 5).points, 0.5);
    QCOMPARE(rowOf(rows, 2).points, 1.0); // the forfeit won
    QCOMPARE(rowOf(rows, 2).rounds[1].kind, RoundOutcome::Kind::ForfeitWin);
    QCOMPARE(rowOf(rows, 3).points, 1.5);
    QCOMPARE(rowOf(rows, 3).tieBreaks, QList<double>{1});
}

void TestStandings::zoneOnlyEventHasItsPlayers()
{
    QTemporaryDir dir;
    storage::EventStore store;
    QVERIFY(!store.openSqlite(dir.filePath(QStringLiteral("zone.sqlite"))));
    event::EventInfo info;
    info.name = QStringLiteral("Zone only");
    const std::int64_t id = store.createEvent(info).value();
    PairingRecord a;
    a.board = 1;
    a.white = QStringLiteral("alice");
    a.black = QStringLiteral("bob");
    a.zoneGameId = QStringLiteral("g1");
    PairingRecord b = a;
    b.board = 2;
    b.white = QStringLiteral("carol");
    b.black = QStringLiteral("alice2");
    b.zoneGameId = QStringLiteral("g2");
    QVERIFY(!store.replacePlayersAndPairings(id, {}, {a, b}));
    storage::StoredGame g1 = stored(QStringLiteral("g1"), QStringLiteral("0-1"));
    g1.plies = 30;
    QVERIFY(!store.saveGameRecords(id, {g1}));
    const auto record = report::EventResults::load(store, id);
    QVERIFY2(record.ok(), record.ok() ? "" : qPrintable(record.error().message));
    QCOMPARE(record->standings.players.size(), 4);
    const QList<StandingsRow> rows = Standings::compute(record->standings);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].points, 1.0);
    QCOMPARE(rows[0].player, 2); // bob
    QCOMPARE(record->standings.players[1].name, QStringLiteral("bob"));
    QCOMPARE(rowOf(rows, 3).pending, 1); // carol's game goes on
}

QTEST_GUILESS_MAIN(TestStandings)
#include "tst_standings.moc"
