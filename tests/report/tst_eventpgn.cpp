#include "core/chess/pgnreader.h"
#include "core/report/csvexport.h"
#include "core/report/eventpgn.h"
#include "core/report/eventresults.h"
#include "core/rulings/rulingbook.h"
#include "tests/common/rulingchain.h"

#include <QBuffer>
#include <QtTest>

using namespace arbiter;
using event::PairingRecord;
using R = PairingRecord::Result;

namespace {

rulings::Ruling ruling(rulings::Kind kind, const QString &game, std::optional<chess::Color> side, std::int64_t utcMs)
{
    rulings::Ruling r;
    r.kind = kind;
    r.gameId = game;
    r.side = side;
    r.utcMs = utcMs;
    r.issuer = QStringLiteral("Petrova");
    r.issuerRole = event::StaffMember::Role::ChiefArbiter;
    return r;
}

storage::StoredGame stored(const QString &id, const QString &result, const QString &status, const QByteArray &pgn,
                           int plies)
{
    storage::StoredGame g;
    g.gameId = id;
    g.result = result;
    g.status = status;
    g.pgn = pgn;
    g.plies = plies;
    g.updatedUtcMs = QDateTime(QDate(2026, 12, 1), QTime(18, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    QByteArray moves;
    for (int i = 0; i < plies; ++i)
        moves += (i ? "," : "") + QByteArray("{\"ply\":") + QByteArray::number(i + 1)
            + ",\"received_utc_ms\":" + QByteArray::number((i + 1) * 1000) + '}';
    g.record = "{\"moves\":[" + moves + "]}";
    return g;
}

// Three games: a win with a time bonus given after White's second move, a draw whose White score a
// ruling reduced to 0 (0–½), and a game White never came to (a forfeit).
report::EventResults::Record sampleEvent()
{
    event::EventData data;
    for (int id = 1; id <= 4; ++id) {
        event::PlayerRecord p;
        p.id = id;
        p.name = QStringLiteral("Player, No%1").arg(id);
        p.fideId = QString::number(24100000 + id);
        p.rating = 2000 + id;
        data.players << p;
    }
    auto game = [](int round, int board, int white, int black, const char *id) {
        PairingRecord g;
        g.round = round;
        g.board = board;
        g.whiteId = white;
        g.blackId = black;
        g.zoneGameId = QLatin1String(id);
        return g;
    };
    data.pairings = {game(1, 1, 1, 2, "g1"), game(1, 2, 3, 4, "g2"), game(2, 1, 2, 3, "g3")};
    const QList<storage::StoredGame> games{
        stored(QStringLiteral("g1"), QStringLiteral("1-0"), QStringLiteral("mate"),
               "[Event \"Zone\"]\n[White \"a\"]\n[Black \"b\"]\n[Result \"1-0\"]\n\n1. e4 {[%clk 0:03:00]} e5 {[%clk "
               "0:03:00]} 2. Qh5 {[%clk 0:02:58]} Nc6 {[%clk 0:02:57]} 3. Bc4 {[%clk 0:02:55]} Nf6 {[%clk 0:02:50]} "
               "4. Qxf7# {[%clk 0:02:54]} 1-0\n",
               7),
        stored(QStringLiteral("g2"), QStringLiteral("1/2-1/2"), QStringLiteral("draw"),
               "[Result \"1/2-1/2\"]\n\n1. d4 {[%clk 0:03:00]} d5 {[%clk 0:03:00]} 1/2-1/2\n", 2),
        stored(QStringLiteral("g3"), QStringLiteral("*"), QStringLiteral("created"), {}, 0)};
    rulings::Ruling bonus = ruling(rulings::Kind::TimeAdd, QStringLiteral("g1"), chess::White, 3500);
    bonus.article = QStringLiteral("10.9.2");
    bonus.params.insert(QStringLiteral("ms"), 60000);
    bonus.player = QStringLiteral("Player, No1");
    rulings::Ruling reduce = ruling(rulings::Kind::ScoreReduce, QStringLiteral("g2"), chess::White, 9000);
    reduce.article = QStringLiteral("10.9.5");
    reduce.params.insert(QStringLiteral("score"), 0);
    rulings::Ruling absent = ruling(rulings::Kind::Forfeit, QStringLiteral("g3"), chess::White, 20000);
    absent.article = QStringLiteral("8.5");
    report::EventResults::Record r;
    r.info.name = QStringLiteral("Online Open");
    r.info.rounds = 2;
    r.log = testing::chainRulings({bonus, reduce, absent});
    r.games = games;
    const auto combined = report::EventResults::combine(data, games, rulings::RulingBook(r.log));
    r.standings.players = data.players;
    r.standings.pairings = combined.pairings;
    r.standings.adjustments = combined.adjustments;
    r.standings.tieBreaks = standings::TieBreak::parseList(QStringLiteral("BH,SB")).value();
    return r;
}

} // namespace

class TestEventPgn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void gamesCarryTheRulings();
    void csvForSpreadsheets();
};

void TestEventPgn::gamesCarryTheRulings()
{
    const QByteArray pgn = report::EventPgn::write(sampleEvent());
    QBuffer buffer;
    buffer.setData(pgn);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    chess::PgnReader reader(&buffer);
    QList<chess::PgnGame> games;
    chess::PgnGame g;
    while (reader.readGame(g)) {
        QVERIFY2(!g.error(), pgn.constData());
        QVERIFY2(g.warnings().isEmpty(), pgn.constData());
        games << g;
    }
    QVERIFY(reader.takeNotices().isEmpty());
    QCOMPARE(games.size(), 3);

    const chess::PgnGame &win = games[0];
    QCOMPARE(win.tag("White"), QStringLiteral("Player, No1"));
    QCOMPARE(win.tag("WhiteFideId"), QStringLiteral("24100001"));
    QCOMPARE(win.tag("BlackElo"), QStringLiteral("2002"));
    QCOMPARE(win.tag("Round"), QStringLiteral("1"));
    QCOMPARE(win.tag("Date"), QStringLiteral("2026.12.01"));
    QCOMPARE(win.tag("Result"), QStringLiteral("1-0"));
    QCOMPARE(win.tag("Termination"), QStringLiteral("Normal"));
    QCOMPARE(win.plies().size(), std::size_t(7));
    QVERIFY(win.plies()[1].comment.empty());
    // Made at 3.5 s, after the third ply (2. Qh5) arrived at 3 s.
    const QString comment = QString::fromStdString(win.plies()[2].comment);
    QVERIFY2(comment.startsWith(QLatin1String("Art. 10.9.2: ")), qPrintable(comment));
    QVERIFY2(comment.endsWith(QLatin1String(", by Petrova")), qPrintable(comment));
    QCOMPARE(win.plies()[2].clockMs, std::optional<std::int64_t>(178000)); // the clocks stay

    const chess::PgnGame &reduced = games[1];
    QCOMPARE(reduced.tag("Result"), QStringLiteral("*")); // 0–½ is no PGN result
    QCOMPARE(reduced.tag("Termination"), QStringLiteral("Rules infraction"));
    QVERIFY(
        QString::fromStdString(reduced.plies().back().comment).contains(QLatin1String("Result after rulings: 0-0.5")));

    const chess::PgnGame &forfeit = games[2];
    QCOMPARE(forfeit.plies().size(), std::size_t(0));
    QCOMPARE(forfeit.tag("Result"), QStringLiteral("0-1"));
    QCOMPARE(forfeit.tag("Termination"), QStringLiteral("Abandoned"));
    QVERIFY(QString::fromStdString(forfeit.leadingComment()).startsWith(QLatin1String("Art. 8.5: ")));
    QCOMPARE(report::EventPgn::write(sampleEvent(), 2).count("[Event "), 1);
}

void TestEventPgn::csvForSpreadsheets()
{
    const report::EventResults::Record r = sampleEvent();
    const QByteArray results = report::CsvExport::results(r, 0);
    QVERIFY(results.startsWith("\xEF\xBB\xBF"
                               "round,board,white_no,white,"));
    const QStringList rows = QString::fromUtf8(results.mid(3)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[1], QStringLiteral("1,1,1,\"Player, No1\",24100001,2,\"Player, No2\",24100002,1-0,1,0"));
    QCOMPARE(rows[2], QStringLiteral("1,2,3,\"Player, No3\",24100003,4,\"Player, No4\",24100004,1/2-1/2,0,0.5"));
    QCOMPARE(rows[3], QStringLiteral("2,1,2,\"Player, No2\",24100002,3,\"Player, No3\",24100003,0-1 forfeit,0,1"));
    const QString table = QString::fromUtf8(report::CsvExport::standings(r, 0, u';').mid(3));
    QVERIFY2(
        table.startsWith(QLatin1String("rank;no;title;name;fide_id;rating;federation;points;BH;SB;games_played\r\n")),
        qPrintable(table));
    QVERIFY2(table.contains(QLatin1String(";Player, No4;24100004;2004;;0,5;2;0,75;1")), qPrintable(table));
    // A name a spreadsheet would run as a formula stays text.
    report::EventResults::Record evil = r;
    evil.standings.players[0].name = QStringLiteral("=HYPERLINK(\"x\")");
    QVERIFY(
        QString::fromUtf8(report::CsvExport::results(evil, 0)).contains(QLatin1String("\"'=HYPERLINK(\"\"x\"\")\"")));
}

QTEST_GUILESS_MAIN(TestEventPgn)
#include "tst_eventpgn.moc"
