#include "core/event/trfimport.h"
#include "core/report/trfexport.h"
#include "tests/common/testpaths.h"

#include <QtTest>

using namespace arbiter;
using event::PairingRecord;
using report::TrfExport;
using R = PairingRecord::Result;

namespace {

// What a pairing says, without the board (an import numbers boards by score) and the names.
QStringList pairingKeys(const QList<PairingRecord> &pairings, int upToRound)
{
    QStringList keys;
    for (const PairingRecord &p : pairings) {
        if (p.round > upToRound)
            continue;
        // A player missing from a round and a zero-point bye read the same in TRF ("0000 - Z").
        keys << QStringLiteral("r%1 %2-%3 %4%5%6")
                    .arg(p.round)
                    .arg(p.whiteId)
                    .arg(p.blackId)
                    .arg(PairingRecord::resultName(p.result))
                    .arg(p.coloursKnown ? QString() : QStringLiteral(" (no colours)"))
                    .arg(p.shortGame ? QStringLiteral(" short") : QString());
    }
    keys.sort();
    return keys;
}

report::EventResults::Record recordOf(const event::EventImport &in)
{
    report::EventResults::Record r;
    r.info.name = in.eventName;
    r.info.rounds = std::max(1, in.rounds);
    r.standings.players = in.players;
    r.standings.pairings = in.pairings;
    r.standings.plannedRounds = in.rounds;
    r.standings.tieBreaks = standings::TieBreak::swissDefault();
    return r;
}

} // namespace

class TestTrfExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every TRF fixture, exported and read back by our importer, gives the same players, pairings and
    // results (issue 25 §4), in both versions; the totals it states are the standings' own.
    void roundTripOfEveryFixture_data();
    void roundTripOfEveryFixture();
    // Every kind of result, as the regulations' letters.
    void everyKindOfResult();
    void headerNamesTheArbiters();
    void adjustmentsOnlyWhenAsked();
};

void TestTrfExport::roundTripOfEveryFixture_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("version");
    const QDir dir(testing::testsPath(QStringLiteral("data/trf")));
    for (const QString &name : dir.entryList({QStringLiteral("*.trf")}, QDir::Files, QDir::Name)) {
        for (const auto v : {TrfExport::Version::Trf16, TrfExport::Version::Trf26})
            QTest::newRow(
                qPrintable(name + (v == TrfExport::Version::Trf16 ? QStringLiteral(" 16") : QStringLiteral(" 26"))))
                << dir.filePath(name) << int(v);
    }
}

void TestTrfExport::roundTripOfEveryFixture()
{
    QFETCH(QString, path);
    QFETCH(int, version);
    const auto in = event::TrfImport::readFile(path);
    QVERIFY(in.ok());
    TrfExport::Options options;
    options.version = TrfExport::Version(version);
    const TrfExport::Output out = TrfExport::write(recordOf(in.value()), options);
    const auto back = event::TrfImport::parse(out.text);
    QVERIFY2(back.ok(), out.text.constData());
    for (const event::ImportWarning &w : back->warnings)
        QFAIL(qPrintable(w.message + u'\n' + QString::fromUtf8(out.text)));
    QCOMPARE(back->players.size(), in->players.size());
    for (qsizetype i = 0; i < in->players.size(); ++i) {
        event::PlayerRecord expected = in->players[i];
        expected.zoneAccount = back->players[i].zoneAccount; // a Lichess export names accounts; ours does not say
        expected.club.clear(); // TRF-16 has no club column
        QCOMPARE(back->players[i], expected);
    }
    const int rounds = standings::Standings::lastRound(in->pairings);
    QCOMPARE(pairingKeys(back->pairings, rounds).join(u'\n'), pairingKeys(in->pairings, rounds).join(u'\n'));
    // The totals the export states are the standings of what it says.
    standings::Standings::Input again;
    again.players = back->players;
    again.pairings = back->pairings;
    for (const standings::StandingsRow &row : standings::Standings::compute(again))
        QCOMPARE(back->statedPoints.value(row.player, -1), row.points);
}

void TestTrfExport::everyKindOfResult()
{
    report::EventResults::Record r;
    r.info.name = QStringLiteral("Kinds");
    r.info.rounds = 2;
    for (int id = 1; id <= 8; ++id) {
        event::PlayerRecord p;
        p.id = id;
        p.name = QStringLiteral("Player, No%1").arg(id);
        r.standings.players << p;
    }
    auto game = [](int round, int board, int white, int black, R result, bool shortGame = false) {
        PairingRecord g;
        g.round = round;
        g.board = board;
        g.whiteId = white;
        g.blackId = black;
        g.result = result;
        g.shortGame = shortGame;
        return g;
    };
    auto bye = [](int round, int player, R result) {
        PairingRecord g;
        g.round = round;
        g.whiteId = player;
        g.result = result;
        return g;
    };
    r.standings.pairings = {game(1, 1, 1, 2, R::WhiteWinsForfeit),
                            game(1, 2, 3, 4, R::DoubleForfeit),
                            game(1, 3, 5, 6, R::WhiteWins, true),
                            bye(1, 7, R::HalfPointBye),
                            bye(1, 8, R::FullPointBye),
                            game(2, 1, 2, 1, R::Draw, true),
                            game(2, 2, 4, 3, R::BlackWinsForfeit),
                            game(2, 3, 6, 5, R::BlackWins),
                            bye(2, 7, R::PairingAllocatedBye),
                            bye(2, 8, R::ZeroPointBye)};
    const QString text = QString::fromUtf8(TrfExport::write(r, {}).text);
    const QStringList lines = text.split(u'\n');
    auto rounds = [&](int player) {
        for (const QString &l : lines) {
            if (l.startsWith(QLatin1String("001")) && l.mid(4, 4).toInt() == player)
                return l.mid(91);
        }
        return QString();
    };
    QCOMPARE(rounds(1), QStringLiteral("   2 w +     2 b D"));
    QCOMPARE(rounds(2), QStringLiteral("   1 b -     1 w D"));
    QCOMPARE(rounds(3), QStringLiteral("   4 w -     4 b +"));
    QCOMPARE(rounds(4), QStringLiteral("   3 b -     3 w -"));
    QCOMPARE(rounds(5), QStringLiteral("   6 w W     6 b 1"));
    QCOMPARE(rounds(6), QStringLiteral("   5 b L     5 w 0"));
    QCOMPARE(rounds(7), QStringLiteral("0000 - H  0000 - U"));
    QCOMPARE(rounds(8), QStringLiteral("0000 - F  0000 - Z"));
    const auto back = event::TrfImport::parse(text.toUtf8());
    QVERIFY(back.ok());
    QCOMPARE(pairingKeys(back->pairings, 2), pairingKeys(r.standings.pairings, 2));
}

void TestTrfExport::headerNamesTheArbiters()
{
    const auto in = event::TrfImport::readFile(testing::testsPath(QStringLiteral("data/trf/tiebreak-example1.trf")));
    QVERIFY(in.ok());
    report::EventResults::Record r = recordOf(in.value());
    r.values.insert(QStringLiteral("place"), QStringLiteral("Online"));
    r.values.insert(QStringLiteral("start-date"), QStringLiteral("2026-12-01"));
    r.values.insert(QStringLiteral("end-date"), QStringLiteral("2026-12-03"));
    r.roundDates = {{1, QDate(2026, 12, 1)}, {2, QDate(2026, 12, 2)}, {3, QDate(2026, 12, 3)}};
    r.staff = {
        {QStringLiteral("Petrova, Elena"), event::StaffMember::Role::ChiefArbiter, {}, QStringLiteral("24100001"), {}},
        {QStringLiteral("Sidorov, Oleg"),
         event::StaffMember::Role::DeputyChiefArbiter,
         {},
         QStringLiteral("24100002"),
         {}},
        {QStringLiteral("Kim, Lee"), event::StaffMember::Role::Arbiter, {}, {}, {}},
        {QStringLiteral("Appeals, Board"), event::StaffMember::Role::AppealsCommittee, {}, {}, {}}};
    r.info.timeControl = clock::TimeControl::fromFide(QStringLiteral("15 min + 10 s")).value();
    TrfExport::Options options;
    options.version = TrfExport::Version::Trf26;
    const TrfExport::Output out = TrfExport::write(r, options);
    const QString text = QString::fromUtf8(out.text);
    QVERIFY2(text.contains(QLatin1String("\n022 Online\n")), qPrintable(text));
    QVERIFY(text.contains(QLatin1String("\n042 2026/12/01\n052 2026/12/03\n")));
    QVERIFY(text.contains(QLatin1String("\n102 Petrova, Elena (24100001)\n")));
    QVERIFY(text.contains(QLatin1String("\n112 Sidorov, Oleg (24100002)\n112 Kim, Lee\n122 ")));
    QVERIFY(!text.contains(QLatin1String("Appeals, Board")));
    QVERIFY(text.contains(QLatin1String("\n142 3\n")));
    QVERIFY(text.contains(QLatin1String("\n202 BH/C1,BH,SB,DE,WIN,BPG\n")));
    QVERIFY(text.contains(QLatin1String("\n222 900+10\n")));
    QVERIFY2(text.contains(QStringLiteral("132") + QString(88, u' ') + QStringLiteral("26/12/01  26/12/02  26/12/03")),
             qPrintable(text));
    QCOMPARE(out.notes.size(), 1); // Kim has no FIDE ID
    QVERIFY(out.notes[0].contains(QLatin1String("Kim, Lee")));
    const auto back = event::TrfImport::parse(out.text);
    QVERIFY(back.ok());
    QCOMPARE(back->startDate, QDate(2026, 12, 1));
    QCOMPARE(back->tieBreaksText, QStringLiteral("BH/C1,BH,SB,DE,WIN,BPG"));
}

void TestTrfExport::adjustmentsOnlyWhenAsked()
{
    const auto in = event::TrfImport::readFile(testing::testsPath(QStringLiteral("data/trf/tiebreak-example1.trf")));
    QVERIFY(in.ok());
    report::EventResults::Record r = recordOf(in.value());
    r.standings.adjustments = {{1, 2, -1.0, QStringLiteral("Art. 10.9")}};
    TrfExport::Options options;
    auto firstPlayersTotal = [](const QString &text) {
        for (const QString &l : text.split(u'\n')) {
            if (l.startsWith(QLatin1String("001    1 ")))
                return l.mid(80, 4);
        }
        return QString();
    };
    QString text = QString::fromUtf8(TrfExport::write(r, options).text);
    QVERIFY(!text.contains(QLatin1String("\n299")));
    QCOMPARE(firstPlayersTotal(text), QStringLiteral(" 2.5")); // the results' total
    options.version = TrfExport::Version::Trf26;
    QCOMPARE(firstPlayersTotal(QString::fromUtf8(TrfExport::write(r, options).text)), QStringLiteral(" 2.5"));
    options.adjustments = true;
    text = QString::fromUtf8(TrfExport::write(r, options).text);
    QVERIFY2(text.contains(QLatin1String("\n299    -1.0 -1.0 002    1")), qPrintable(text));
    QCOMPARE(firstPlayersTotal(text), QStringLiteral(" 1.5"));
}

QTEST_GUILESS_MAIN(TestTrfExport)
#include "tst_trfexport.moc"
