#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/clock/timecontrol.h"
#include "core/live/gamesnapshot.h"
#include "core/live/livegameregistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using namespace arbiter::live;
using zone::ZoneEvent;
using zone::ZoneStatus;
using Kind = Anomaly::Kind;

namespace {

// Morphy – Duke of Brunswick & Count Isouard, Paris 1858: 33 plies, queen-side castling, mate.
const QStringList OperaGame = QStringLiteral("e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 "
                                             "Nxb5 cxb5 Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 "
                                             "Rd8#")
                                  .split(QLatin1Char(' '));

struct Played
{
    QString san;
    QString uci; // king-takes-rook castling, as the Lichess replay sends it
    QString fen; // after the move
};

// Plays SAN moves with the chess core to get what a zone would send for them.
QList<Played> play(const QStringList &sans, const QString &startFen = QString())
{
    chess::Position pos = startFen.isEmpty()
        ? chess::Position()
        : chess::Position::fromFen(startFen, chess::Position::FenMode::Lenient).value();
    QList<Played> out;
    for (const QString &san : sans) {
        const Result<chess::Move> m = chess::Notation::parseSan(pos, san);
        if (!m)
            qFatal("bad test move %s", qPrintable(san));
        Played p{chess::Notation::san(pos, *m), chess::Notation::uci(*m, true), QString()};
        pos.makeMove(*m);
        p.fen = pos.fen();
        out.append(p);
    }
    return out;
}

ZoneEvent listed(const QString &id, int board, const QString &tc = QStringLiteral("3+2"),
                 const QString &initialFen = QString())
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::GameListed;
    e.gameId = id;
    e.receivedMonotonicMs = 1;
    e.pairing.round = QStringLiteral("R1");
    e.pairing.board = board;
    e.pairing.white = QStringLiteral("Alice");
    e.pairing.black = QStringLiteral("Bob");
    e.pairing.timeControl = clock::TimeControl::fromFide(tc).value();
    e.pairing.initialFen = initialFen;
    e.status = ZoneStatus::Created; // a bulk pairing lists games before they start
    return e;
}

ZoneEvent uciMove(const QString &id, int ply, const QString &uci, std::int64_t t, const QString &fen = QString())
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::MovePlayed;
    e.gameId = id;
    e.ply = ply;
    e.uci = uci;
    e.fen = fen;
    e.receivedMonotonicMs = t;
    return e;
}

ZoneEvent sanMove(const QString &id, int ply, const QString &san, std::int64_t t)
{
    ZoneEvent e = uciMove(id, ply, QString(), t);
    e.san = san;
    return e;
}

ZoneEvent withClocks(ZoneEvent e, std::int64_t whiteMs, std::int64_t blackMs)
{
    e.whiteMs = whiteMs;
    e.blackMs = blackMs;
    return e;
}

ZoneEvent simple(ZoneEvent::Type type, const QString &id, std::int64_t t, int ply = -1)
{
    ZoneEvent e;
    e.type = type;
    e.gameId = id;
    e.ply = ply;
    e.receivedMonotonicMs = t;
    return e;
}

ZoneEvent ended(const QString &id, ZoneStatus status, std::optional<chess::Color> winner, std::int64_t t)
{
    ZoneEvent e = simple(ZoneEvent::Type::GameEnded, id, t);
    e.status = status;
    e.winner = winner;
    return e;
}

// What the Lichess move stream sends for a game: the initial line, then one line per ply with the
// 6-field FEN and both clocks (whole seconds, as ms).
QList<ZoneEvent> lichessReplay(const QString &id, const QList<Played> &moves, int upTo, std::int64_t t)
{
    QList<ZoneEvent> events;
    events.append(
        withClocks(uciMove(id, 0, QString(), t, QString::fromLatin1(chess::Position::StartFen)), 180000, 180000));
    for (int i = 0; i < upTo; ++i)
        events.append(withClocks(uciMove(id, i + 1, moves[i].uci, t, moves[i].fen), 180000 - 1000 * (i / 2),
                                 180000 - 1000 * ((i + 1) / 2)));
    return events;
}

int count(const LiveGame &g, Kind kind)
{
    int n = 0;
    for (const Anomaly &a : g.anomalies())
        n += a.kind == kind;
    return n;
}

} // namespace

class TestLiveGameRegistry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void wholeGame();
    void replayedTwice();
    void reconnectMidGame_data();
    void reconnectMidGame();
    void illegalMove_data();
    void illegalMove();
    void fenMismatch_data();
    void fenMismatch();
    void fenMismatchSentAgain();
    void plyGap();
    void historyRewritten();
    void castling_data();
    void castling();
    void promotion_data();
    void promotion();
    void sanInput();
    void clocksFromReadings();
    void clockFault();
    void replayBurstIsNoClockFault();
    void burstCheckedOnZoneTime_data();
    void burstCheckedOnZoneTime();
    void clockRunsWhileDisconnected();
    void pauseResume();
    void roundWidePause();
    void clockAdjusted();
    void drawOffer();
    void pendingDrawOffer_data();
    void pendingDrawOffer();
    void end_data();
    void end();
    void endBeforeItsLastMoves_data();
    void endBeforeItsLastMoves();
    void batchedNotification();
    void boardOrder();
    void memoryPerGame();
};

void TestLiveGameRegistry::wholeGame()
{
    const QList<Played> moves = play(OperaGame);
    LiveGameRegistry registry;
    QList<ZoneEvent> events{listed(QStringLiteral("AbCdEf12"), 1)};
    events += lichessReplay(QStringLiteral("AbCdEf12"), moves, int(moves.size()), 1000);
    events.append(ended(QStringLiteral("AbCdEf12"), ZoneStatus::Mate, chess::White, 2000));
    registry.apply(events);

    const LiveGame *g = registry.game(QStringLiteral("AbCdEf12"));
    QVERIFY(g);
    QCOMPARE(registry.gameCount(), 1);
    QCOMPARE(g->plies(), 33);
    QCOMPARE(registry.moveCount(), 33);
    QCOMPARE(registry.duplicatesDropped(), 0);
    QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    QCOMPARE(g->moves().front().san(), QStringLiteral("e4"));
    QCOMPARE(g->moves()[22].san(), QStringLiteral("O-O-O"));
    QCOMPARE(g->moves()[22].uci(), QStringLiteral("e1c1")); // sent as e1a1
    QCOMPARE(g->moves().back().san(), QStringLiteral("Rd8#"));
    QCOMPARE(g->moves().back().uci(), QStringLiteral("d1d8"));
    QCOMPARE(g->moves().back().ply, 33);
    QVERIFY(g->position().isCheckmate());
    QCOMPARE(g->status(), ZoneStatus::Mate);
    QCOMPARE(g->winner(), std::optional<chess::Color>(chess::White));
    QCOMPARE(QString(g->result()), QStringLiteral("1-0"));
    QCOMPARE(g->pairing().white, QStringLiteral("Alice"));
    QCOMPARE(g->clock().status(), clock::ClockState::Status::Ended);
}

void TestLiveGameRegistry::replayedTwice()
{
    const QList<Played> moves = play(OperaGame);
    LiveGameRegistry registry;
    const QList<ZoneEvent> replay = lichessReplay(QStringLiteral("g1"), moves, int(moves.size()), 1000);
    registry.apply(replay);
    registry.apply(replay); // the stream reconnected and replayed everything
    const LiveGame *g = registry.game(QStringLiteral("g1"));
    QCOMPARE(g->plies(), 33);
    QCOMPARE(registry.moveCount(), 33);
    QCOMPARE(registry.duplicatesDropped(), 34); // 33 plies and the initial line
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::reconnectMidGame_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("replayed");
    QTest::newRow("after the initial line") << 0 << 0;
    QTest::newRow("after ply 1") << 1 << 1;
    QTest::newRow("after ply 20, replays 20") << 20 << 20;
    QTest::newRow("after ply 20, stale replay of 12") << 20 << 12;
    QTest::newRow("before the last ply") << 32 << 32;
}

void TestLiveGameRegistry::reconnectMidGame()
{
    QFETCH(int, before);
    QFETCH(int, replayed);
    const QList<Played> moves = play(OperaGame);
    LiveGameRegistry registry;
    registry.apply(lichessReplay(QStringLiteral("g"), moves, before, 1000));
    QCOMPARE(registry.game(QStringLiteral("g"))->plies(), before);
    // The reconnect replays the first plies, then the stream goes on live.
    QList<ZoneEvent> again = lichessReplay(QStringLiteral("g"), moves, replayed, 5000);
    for (int i = before; i < moves.size(); ++i)
        again.append(uciMove(QStringLiteral("g"), i + 1, moves[i].uci, 5000, moves[i].fen));
    registry.apply(again);
    const LiveGame *g = registry.game(QStringLiteral("g"));
    QCOMPARE(g->plies(), 33);
    QCOMPARE(registry.moveCount(), 33);
    QCOMPARE(registry.duplicatesDropped(), replayed + 1);
    QVERIFY(g->anomalies().isEmpty());
    for (int i = 0; i < 33; ++i)
        QCOMPARE(g->moves()[std::size_t(i)].san(), moves[i].san);
}

void TestLiveGameRegistry::illegalMove_data()
{
    QTest::addColumn<bool>("zoneFen");
    QTest::newRow("zone sends its FEN: re-seated") << true;
    QTest::newRow("no FEN: validation suspended") << false;
}

void TestLiveGameRegistry::illegalMove()
{
    QFETCH(bool, zoneFen);
    const QString id = QStringLiteral("ill");
    LiveGameRegistry registry;
    registry.apply({uciMove(id, 1, QStringLiteral("e2e4"), 10), uciMove(id, 2, QStringLiteral("e7e5"), 20)});
    // The zone lets the king jump two squares forward, and shows the result.
    const QString afterIllegal = QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/4K3/PPPP1PPP/RNBQ1BNR b kq - 1 2");
    registry.apply(uciMove(id, 3, QStringLiteral("e1e3"), 30, zoneFen ? afterIllegal : QString()));
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->plies(), 3);
    QCOMPARE(g->anomalies().size(), 1);
    const Anomaly &a = g->anomalies().front();
    QCOMPARE(a.kind, Kind::IllegalMove);
    QCOMPARE(a.ply, 3);
    QCOMPARE(a.article, QStringLiteral("8.4"));
    QVERIFY(a.text().contains(QStringLiteral("e1e3")));
    QVERIFY(g->moves()[2].illegal());
    QCOMPARE(g->moves()[2].uci(), QStringLiteral("e1e3"));
    QCOMPARE(g->validating(), zoneFen);

    // Later moves are still taken: validated in the zone's position, or recorded as sent.
    registry.apply({uciMove(id, 4, QStringLiteral("g8f6"), 40), uciMove(id, 5, QStringLiteral("e3d3"), 50)});
    QCOMPARE(g->plies(), 5);
    QCOMPARE(g->anomalies().size(), 1);
    QCOMPARE(g->moves()[3].validated(), zoneFen);
    QCOMPARE(g->moves()[4].validated(), zoneFen);
    if (zoneFen) {
        QCOMPARE(g->moves()[3].san(), QStringLiteral("Nf6"));
        QCOMPARE(g->moves()[4].san(), QStringLiteral("Kd3"));
    } else {
        QCOMPARE(g->moves()[4].uci(), QStringLiteral("e3d3"));
        // A FEN from the zone resumes validation.
        registry.apply(uciMove(id, 6, QStringLiteral("b8c6"), 60,
                               QStringLiteral("r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/3K4/PPPP1PPP/RNBQ1BNR w kq - 3 4")));
        QVERIFY(g->validating());
        registry.apply(uciMove(id, 7, QStringLiteral("d3e3"), 70));
        QCOMPARE(g->moves().back().san(), QStringLiteral("Ke3"));
        QCOMPARE(g->anomalies().size(), 1);
    }
    // The replay after a reconnect reports nothing new.
    registry.apply(uciMove(id, 3, QStringLiteral("e1e3"), 80, zoneFen ? afterIllegal : QString()));
    QCOMPARE(g->anomalies().size(), 1);
}

// An adapter that learns only later that the zone's board disagreed at a ply it passed on already
// (the bulk export brought the move first, the move stream showed another board) sends the ply
// again with that position: reported once, at that ply, against the position its move leads to.
void TestLiveGameRegistry::fenMismatchSentAgain()
{
    LiveGameRegistry registry;
    const QString id = QStringLiteral("again");
    registry.apply({uciMove(id, 1, QStringLiteral("e2e4"), 10), uciMove(id, 2, QStringLiteral("e7e5"), 20),
                    uciMove(id, 3, QStringLiteral("g1f3"), 30)});
    const LiveGame *g = registry.game(id);
    // The same move with the position it leads to: a plain duplicate.
    registry.apply(uciMove(id, 2, QStringLiteral("e7e5"), 40,
                           QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")));
    QCOMPARE(count(*g, Kind::FenMismatch), 0);
    // The same move with another game's board.
    const QString foreign = QStringLiteral("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
    registry.apply(uciMove(id, 2, QStringLiteral("e7e5"), 50, foreign));
    QCOMPARE(count(*g, Kind::FenMismatch), 1);
    const Anomaly &a = g->anomalies().back();
    QCOMPARE(a.ply, 2);
    QVERIFY2(a.text().contains(foreign), qPrintable(a.text()));
    QVERIFY2(a.text().contains(QLatin1String("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w")),
             qPrintable(a.text()));
    // The latest ply works the same way; the moves are untouched.
    registry.apply(uciMove(id, 3, QStringLiteral("g1f3"), 60, foreign.left(foreign.indexOf(u' ')) + u" w"));
    QCOMPARE(count(*g, Kind::FenMismatch), 2);
    QCOMPARE(g->plies(), 3);
    QCOMPARE(g->moves()[2].san(), QStringLiteral("Nf3"));
    QVERIFY(g->validating());
}

void TestLiveGameRegistry::fenMismatch_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<bool>("mismatch");
    QTest::newRow("6 fields, equal") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << false;
    QTest::newRow("old lila en passant field")
        << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1" << false;
    QTest::newRow("2 fields, equal") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b" << false;
    QTest::newRow("pawn on e3") << "rnbqkbnr/pppppppp/8/8/8/4P3/PPPP1PPP/RNBQKBNR b KQkq - 0 1" << true;
    QTest::newRow("wrong side to move") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w" << true;
    QTest::newRow("castling rights lost") << "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b kq - 0 1" << true;
}

void TestLiveGameRegistry::fenMismatch()
{
    QFETCH(QString, fen);
    QFETCH(bool, mismatch);
    LiveGameRegistry registry;
    registry.apply(uciMove(QStringLiteral("f"), 1, QStringLiteral("e2e4"), 10, fen));
    const LiveGame *g = registry.game(QStringLiteral("f"));
    QCOMPARE(g->plies(), 1);
    QVERIFY(g->moves()[0].validated());
    QCOMPARE(count(*g, Kind::FenMismatch), mismatch ? 1 : 0);
    QCOMPARE(g->anomalies().size(), mismatch ? 1 : 0);
    if (mismatch && fen.contains(QLatin1String("4P3/PPPP"))) {
        // The moves are followed, not the zone's board: Nf3 after 1. e4 e5 is validated as usual.
        registry.apply({uciMove(QStringLiteral("f"), 2, QStringLiteral("e7e5"), 20),
                        uciMove(QStringLiteral("f"), 3, QStringLiteral("g1f3"), 30)});
        QCOMPARE(g->plies(), 3);
        QCOMPARE(g->anomalies().size(), 1);
        QCOMPARE(g->moves()[2].san(), QStringLiteral("Nf3"));
        QVERIFY(g->validating());
    }
}

void TestLiveGameRegistry::plyGap()
{
    const QList<Played> moves = play(OperaGame);
    const QString id = QStringLiteral("gap");
    LiveGameRegistry registry;
    registry.apply({uciMove(id, 1, moves[0].uci, 10), uciMove(id, 2, moves[1].uci, 20)});
    registry.apply(uciMove(id, 5, moves[4].uci, 30));
    registry.apply(uciMove(id, 6, moves[5].uci, 40)); // still missing: no second anomaly
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->plies(), 2);
    QCOMPARE(g->anomalies().size(), 1);
    QCOMPARE(g->anomalies().front().kind, Kind::PlyGap);
    QCOMPARE(g->anomalies().front().ply, 3);
    // The adapter's replay fills the gap.
    QList<ZoneEvent> replay;
    for (int i = 0; i < 6; ++i)
        replay.append(uciMove(id, i + 1, moves[i].uci, 50));
    registry.apply(replay);
    QCOMPARE(g->plies(), 6);
    QCOMPARE(g->moves()[5].san(), QStringLiteral("Bg4"));
    QCOMPARE(g->anomalies().size(), 1);
}

void TestLiveGameRegistry::historyRewritten()
{
    const QString id = QStringLiteral("hr");
    LiveGameRegistry registry;
    registry.apply({uciMove(id, 1, QStringLiteral("e2e4"), 10), uciMove(id, 2, QStringLiteral("e7e5"), 20)});
    registry.apply(uciMove(id, 2, QStringLiteral("c7c5"), 30));
    registry.apply(uciMove(id, 2, QStringLiteral("c7c5"), 40)); // replayed again: still one anomaly
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->plies(), 2);
    QCOMPARE(g->moves()[1].san(), QStringLiteral("e5"));
    QCOMPARE(g->anomalies().size(), 1);
    QCOMPARE(g->anomalies().front().kind, Kind::HistoryRewritten);
    QCOMPARE(g->anomalies().front().ply, 2);
    QCOMPARE(registry.duplicatesDropped(), 0);
}

void TestLiveGameRegistry::castling_data()
{
    QTest::addColumn<QStringList>("opening");
    QTest::addColumn<QString>("sent");
    QTest::addColumn<QString>("replayed"); // the other spelling, as a reconnect may send it
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("uci");
    const QStringList kingSide = QStringLiteral("e4 e5 Nf3 Nc6 Bc4 Nf6").split(QLatin1Char(' '));
    const QStringList queenSide = QStringLiteral("d4 d5 Nc3 Nc6 Bf4 Bf5 Qd2 Qd7").split(QLatin1Char(' '));
    QTest::newRow("e1h1 (replay)") << kingSide << "e1h1"
                                   << "e1g1"
                                   << "O-O"
                                   << "e1g1";
    QTest::newRow("e1g1 (live)") << kingSide << "e1g1"
                                 << "e1h1"
                                 << "O-O"
                                 << "e1g1";
    QTest::newRow("e1a1 (replay)") << queenSide << "e1a1"
                                   << "e1c1"
                                   << "O-O-O"
                                   << "e1c1";
    QTest::newRow("e1c1 (live)") << queenSide << "e1c1"
                                 << "e1a1"
                                 << "O-O-O"
                                 << "e1c1";
}

void TestLiveGameRegistry::castling()
{
    QFETCH(QStringList, opening);
    QFETCH(QString, sent);
    QFETCH(QString, replayed);
    QFETCH(QString, san);
    QFETCH(QString, uci);
    const QList<Played> moves = play(opening);
    const QString id = QStringLiteral("c");
    LiveGameRegistry registry;
    for (int i = 0; i < moves.size(); ++i)
        registry.apply(uciMove(id, i + 1, moves[i].uci, 10 * i));
    registry.apply(uciMove(id, int(moves.size()) + 1, sent, 1000));
    const LiveGame *g = registry.game(id);
    QVERIFY(g->anomalies().isEmpty());
    QCOMPARE(g->moves().back().san(), san);
    QCOMPARE(g->moves().back().uci(), uci);
    registry.apply(uciMove(id, int(moves.size()) + 1, replayed, 2000));
    QCOMPARE(registry.duplicatesDropped(), 1);
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::promotion_data()
{
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("san");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expectedSan");
    QTest::addColumn<QString>("expectedUci");
    const QString queenFen = QStringLiteral("Q6k/8/8/8/8/8/8/K7 b - - 0 1");
    const QString knightFen = QStringLiteral("N6k/8/8/8/8/8/8/K7 b - - 0 1");
    QTest::newRow("uci with piece") << "a7a8q" << QString() << QString() << "a8=Q+"
                                    << "a7a8q";
    QTest::newRow("uci underpromotion") << "a7a8n" << QString() << QString() << "a8=N"
                                        << "a7a8n";
    QTest::newRow("uci without piece, FEN queen") << "a7a8" << QString() << queenFen << "a8=Q+"
                                                  << "a7a8q";
    QTest::newRow("uci without piece, FEN knight") << "a7a8" << QString() << knightFen << "a8=N"
                                                   << "a7a8n";
    QTest::newRow("uci without piece, no FEN") << "a7a8" << QString() << QString() << "a8=Q+"
                                               << "a7a8q";
    QTest::newRow("san") << QString() << "a8=Q+" << QString() << "a8=Q+"
                         << "a7a8q";
    QTest::newRow("san without =") << QString() << "a8R" << QString() << "a8=R+"
                                   << "a7a8r";
}

void TestLiveGameRegistry::promotion()
{
    QFETCH(QString, uci);
    QFETCH(QString, san);
    QFETCH(QString, fen);
    QFETCH(QString, expectedSan);
    QFETCH(QString, expectedUci);
    const QString id = QStringLiteral("p");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("5+3"), QStringLiteral("7k/P7/8/8/8/8/8/K7 w - - 0 1")));
    ZoneEvent e = uciMove(id, 1, uci, 10, fen);
    e.san = san;
    registry.apply(e);
    const LiveGame *g = registry.game(id);
    QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    QCOMPARE(g->moves().back().san(), expectedSan);
    QCOMPARE(g->moves().back().uci(), expectedUci);
    // Replayed with the piece or without it: the same move.
    registry.apply(uciMove(id, 1, expectedUci, 20));
    registry.apply(uciMove(id, 1, expectedUci.left(4), 30));
    QCOMPARE(registry.duplicatesDropped(), 2);
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::sanInput()
{
    // A PGN source (broadcast, live PGN file): SAN, and %clk for the mover only.
    const QString id = QStringLiteral("pgn");
    LiveGameRegistry registry;
    registry.apply(listed(id, 3, QStringLiteral("90+30")));
    QList<ZoneEvent> events;
    for (int i = 0; i < OperaGame.size(); ++i) {
        ZoneEvent e = sanMove(id, i + 1, OperaGame[i], 1000 + i);
        if (i % 2 == 0)
            e.whiteMs = 5400000 - 10000 * i;
        else
            e.blackMs = 5400000 - 10000 * i;
        events.append(e);
    }
    registry.apply(events);
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->plies(), 33);
    QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    QCOMPARE(g->moves()[0].uci(), QStringLiteral("e2e4"));
    QCOMPARE(g->moves()[21].uci(), QStringLiteral("b8d7"));
    QCOMPARE(g->moves()[22].uci(), QStringLiteral("e1c1"));
    QCOMPARE(g->moves()[32].uci(), QStringLiteral("d1d8"));
    QCOMPARE(g->moves()[2].whiteMs(), std::optional<std::int64_t>(5380000));
    QCOMPARE(g->moves()[2].blackMs(), std::nullopt);
    QCOMPARE(g->clock().reading().blackMs, 5400000 - 10000 * 31);

    // The file is re-read with other spellings of the same moves: nothing doubles.
    registry.apply({sanMove(id, 22, QStringLiteral("Nb8d7"), 3000), sanMove(id, 23, QStringLiteral("0-0-0"), 3000),
                    sanMove(id, 33, QStringLiteral("Rd8+"), 3000), sanMove(id, 2, QStringLiteral("e7e5"), 3000)});
    QCOMPARE(registry.duplicatesDropped(), 4);
    QCOMPARE(g->plies(), 33);
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::clocksFromReadings()
{
    const QString id = QStringLiteral("clk");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("3+2")));
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->clock().status(), clock::ClockState::Status::NotStarted);
    QCOMPARE(g->clock().runningSide(), std::nullopt);

    registry.apply(withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 10000), 180000, 180000));
    QCOMPARE(g->clock().runningSide(), std::optional<chess::Color>(chess::Black));
    QCOMPARE(g->clock().remainingMs(chess::Black, 14000), 176000);
    QCOMPARE(g->clock().remainingMs(chess::White, 14000), 180000);

    registry.apply(withClocks(uciMove(id, 2, QStringLiteral("e7e5"), 15000), 180000, 177000));
    QCOMPARE(g->clock().runningSide(), std::optional<chess::Color>(chess::White));
    QCOMPARE(g->clock().remainingMs(chess::White, 25000), 170000);
    QCOMPARE(g->clock().remainingMs(chess::Black, 25000), 177000);
    QCOMPARE(g->moves()[1].whiteMs(), std::optional<std::int64_t>(180000));
    QCOMPARE(g->moves()[1].blackMs(), std::optional<std::int64_t>(177000));
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::clockFault()
{
    const QString id = QStringLiteral("cf");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("3+2")));
    registry.apply(withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 10000), 180000, 180000));
    // Black thinks 5 s, but the zone gives Black 40 s more.
    registry.apply(withClocks(uciMove(id, 2, QStringLiteral("e7e5"), 15000), 180000, 220000));
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->anomalies().size(), 1);
    QCOMPARE(g->anomalies().front().kind, Kind::ClockFault);
    QCOMPARE(g->anomalies().front().article, QStringLiteral("15.5"));
    QCOMPARE(g->anomalies().front().ply, 2);
    QVERIFY(!g->anomalies().front().text().isEmpty());
}

void TestLiveGameRegistry::replayBurstIsNoClockFault()
{
    // A reconnect replays 20 plies in one burst: the zone's clocks dropped by seconds per move while
    // only milliseconds passed here. That is no faulty clock; a clock that gains time still is.
    const QList<Played> moves = play(OperaGame);
    LiveGameRegistry registry;
    registry.apply(listed(QStringLiteral("b"), 1, QStringLiteral("3+0")));
    QList<ZoneEvent> events;
    for (int i = 0; i < 20; ++i)
        events.append(withClocks(uciMove(QStringLiteral("b"), i + 1, moves[i].uci, 5000 + i, moves[i].fen),
                                 180000 - 3000 * ((i + 2) / 2), 180000 - 3000 * ((i + 1) / 2)));
    registry.apply(events);
    const LiveGame *g = registry.game(QStringLiteral("b"));
    QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    // Ply 21 (White) in the same kind of burst, but White's clock rose by a minute without increment.
    registry.apply({withClocks(uciMove(QStringLiteral("b"), 21, moves[20].uci, 5030, moves[20].fen), 210000, 150000),
                    withClocks(uciMove(QStringLiteral("b"), 22, moves[21].uci, 5031, moves[21].fen), 210000, 147000)});
    QCOMPARE(g->anomalies().size(), 1);
    QCOMPARE(g->anomalies().front().kind, Kind::ClockFault);
    QCOMPARE(g->anomalies().front().ply, 21);
}

void TestLiveGameRegistry::burstCheckedOnZoneTime_data()
{
    QTest::addColumn<qint64>("zoneGapMs"); // between the zone's time stamps of ply 2 and ply 3
    QTest::addColumn<bool>("fault");
    QTest::newRow("White took 30 s by the zone") << qint64(30000) << false;
    QTest::newRow("30 s gone in 2 s by the zone") << qint64(2000) << true;
}

void TestLiveGameRegistry::burstCheckedOnZoneTime()
{
    // The simulator's extension stream stamps every move: a burst is then checked on the zone's time.
    QFETCH(qint64, zoneGapMs);
    QFETCH(bool, fault);
    const QString id = QStringLiteral("zt");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("3+0")));
    ZoneEvent e1 = withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 5000), 180000, 180000);
    ZoneEvent e2 = withClocks(uciMove(id, 2, QStringLiteral("e7e5"), 5001), 180000, 175000);
    ZoneEvent e3 = withClocks(uciMove(id, 3, QStringLiteral("g1f3"), 5002), 150000, 175000);
    e1.zoneTimestampMs = 1767225600000;
    e2.zoneTimestampMs = e1.zoneTimestampMs + 5000;
    e3.zoneTimestampMs = e2.zoneTimestampMs + zoneGapMs;
    registry.apply({e1, e2, e3});
    const LiveGame *g = registry.game(id);
    QCOMPARE(count(*g, Kind::ClockFault), fault ? 1 : 0);
    QCOMPARE(g->anomalies().size(), fault ? 1 : 0);
    if (fault)
        QCOMPARE(g->anomalies().front().ply, 3);
}

void TestLiveGameRegistry::clockRunsWhileDisconnected()
{
    const QString id = QStringLiteral("dc");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("5+0")));
    registry.apply(withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 1000), 300000, 300000));
    registry.apply(withClocks(uciMove(id, 2, QStringLiteral("e7e5"), 2000), 300000, 299000));
    ZoneEvent off = simple(ZoneEvent::Type::PlayerConnection, id, 10000, 2);
    off.color = chess::White;
    off.connected = false;
    off.zoneTimestampMs = 1767225610000;
    ZoneEvent on = off;
    on.connected = true;
    on.receivedMonotonicMs = 40000;
    on.zoneTimestampMs = 1767225640000;
    registry.apply(off);
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->isConnected(chess::White), std::optional<bool>(false));
    QCOMPARE(g->isConnected(chess::Black), std::nullopt);
    // Art. 4.3: White's clock keeps running while White is away.
    QCOMPARE(g->clock().runningSide(), std::optional<chess::Color>(chess::White));
    QCOMPARE(g->clock().remainingMs(chess::White, 40000), 300000 - 38000);
    registry.apply(on);
    QCOMPARE(g->isConnected(chess::White), std::optional<bool>(true));
    QCOMPARE(g->disconnections().size(), std::size_t(1));
    const LiveGame::Disconnection &d = g->disconnections().front();
    QCOMPARE(d.side, chess::White);
    QCOMPARE(d.ply, 2);
    QCOMPARE(d.fromMonotonicMs, 10000);
    QCOMPARE(d.toMonotonicMs, 40000);
    QCOMPARE(d.reconnectPly, 2);
    QCOMPARE(d.durationMs(99999), 30000);
    QCOMPARE(g->clock().remainingMs(chess::White, 40000), 300000 - 38000);

    // The extension stream replays both on reconnect: nothing new.
    registry.apply({off, on});
    QCOMPARE(g->disconnections().size(), std::size_t(1));
    QCOMPARE(registry.duplicatesDropped(), 2);
}

void TestLiveGameRegistry::pauseResume()
{
    const QString id = QStringLiteral("pz");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("5+0")));
    registry.apply(withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 1000), 300000, 300000));
    registry.apply(simple(ZoneEvent::Type::GamePaused, id, 11000)); // Black used 10 s
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->clock().status(), clock::ClockState::Status::Paused);
    QCOMPARE(g->clock().runningSide(), std::nullopt);
    QCOMPARE(g->clock().remainingMs(chess::Black, 70000), 290000);
    registry.apply(simple(ZoneEvent::Type::GameResumed, id, 71000));
    QCOMPARE(g->clock().status(), clock::ClockState::Status::Running);
    QCOMPARE(g->clock().remainingMs(chess::Black, 76000), 285000);
    QCOMPARE(g->pauses().size(), std::size_t(1));
    QCOMPARE(g->pauses().front().ply, 1);
    QCOMPARE(g->pauses().front().fromMonotonicMs, 11000);
    QCOMPARE(g->pauses().front().toMonotonicMs, 71000);
    QVERIFY(!g->pauses().front().open());
}

void TestLiveGameRegistry::roundWidePause()
{
    LiveGameRegistry registry;
    registry.apply({listed(QStringLiteral("a"), 1), listed(QStringLiteral("b"), 2)});
    registry.apply({simple(ZoneEvent::Type::GamePaused, QString(), 5000)});
    QCOMPARE(registry.game(QStringLiteral("a"))->pauses().size(), std::size_t(1));
    QCOMPARE(registry.game(QStringLiteral("b"))->pauses().size(), std::size_t(1));
    registry.apply({simple(ZoneEvent::Type::GameResumed, QString(), 9000)});
    QVERIFY(!registry.game(QStringLiteral("a"))->pauses().front().open());
    QVERIFY(!registry.game(QStringLiteral("b"))->pauses().front().open());
    registry.apply({simple(ZoneEvent::Type::GameResumed, QString(), 9500)});
    QCOMPARE(registry.duplicatesDropped(), 0);
}

void TestLiveGameRegistry::clockAdjusted()
{
    const QString id = QStringLiteral("adj");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1, QStringLiteral("5+0")));
    registry.apply(withClocks(uciMove(id, 1, QStringLiteral("e2e4"), 1000), 300000, 300000));
    registry.apply(withClocks(uciMove(id, 2, QStringLiteral("e7e5"), 2000), 300000, 299000));
    // Art. 10.5: the arbiter gives Black a minute; the zone reports only the change.
    ZoneEvent bonus = simple(ZoneEvent::Type::ClockAdjusted, id, 12000, 2);
    bonus.color = chess::Black;
    bonus.deltaMs = 60000;
    bonus.zoneTimestampMs = 1767225612000;
    registry.apply(bonus);
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->clock().remainingMs(chess::Black, 12000), 359000);
    QCOMPARE(g->clock().remainingMs(chess::White, 12000), 290000); // White's clock ran on
    registry.apply(bonus); // replayed
    QCOMPARE(g->clock().remainingMs(chess::Black, 12000), 359000);
    QCOMPARE(registry.duplicatesDropped(), 1);
    // With both clocks after the change, they are taken as they are.
    ZoneEvent both = simple(ZoneEvent::Type::ClockAdjusted, id, 20000, 2);
    both.color = chess::White;
    both.deltaMs = 15000;
    both.whiteMs = 297000;
    both.blackMs = 359000;
    registry.apply(both);
    QCOMPARE(g->clock().remainingMs(chess::White, 20000), 297000);
    QCOMPARE(g->clock().remainingMs(chess::Black, 20000), 359000);
    QCOMPARE(g->adjustments().size(), std::size_t(2));
    QCOMPARE(g->adjustments().front().side, chess::Black);
    QCOMPARE(g->adjustments().front().deltaMs, 60000);
    QCOMPARE(g->adjustments().front().ply, 2);
    QVERIFY(g->anomalies().isEmpty());
}

void TestLiveGameRegistry::drawOffer()
{
    const QList<Played> moves = play(OperaGame);
    const QString id = QStringLiteral("do");
    LiveGameRegistry registry;
    registry.apply(lichessReplay(id, moves, 12, 1000));
    ZoneEvent offer = simple(ZoneEvent::Type::DrawOffered, id, 2000, 12);
    offer.color = chess::Black;
    registry.apply(offer);
    ZoneEvent unknownPly = simple(ZoneEvent::Type::DrawOffered, id, 3000, -1);
    unknownPly.color = chess::White;
    registry.apply(unknownPly);
    registry.apply(offer); // replayed
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->drawOffers().size(), std::size_t(2));
    QCOMPARE(g->drawOffers()[0].ply, 12); // Art. 8.6: beside Black's 6th move
    QCOMPARE(g->drawOffers()[0].side, chess::Black);
    QCOMPARE(g->drawOffers()[1].ply, 12); // the ply known when it arrived
    QCOMPARE(g->drawOffers()[1].side, chess::White);
    QCOMPARE(registry.duplicatesDropped(), 1);
}

// Art. 8.6 / 5.3: an offer stands until the opponent answers it with a move, and never after the end.
// The board's badge (GameSnapshot::DrawOfferPending) is the same rule.
void TestLiveGameRegistry::pendingDrawOffer_data()
{
    QTest::addColumn<int>("offerPly"); // plies played when the offer was made
    QTest::addColumn<int>("offerer");
    QTest::addColumn<int>("plies"); // plies played since (Opera game)
    QTest::addColumn<bool>("gameEnded");
    QTest::addColumn<bool>("pending");

    const int white = chess::White;
    const int black = chess::Black;
    QTest::newRow("with White's move, Black to answer") << 1 << white << 1 << false << true;
    QTest::newRow("with White's move, answered by Black's move") << 1 << white << 2 << false << false;
    QTest::newRow("before White's move, not yet moved") << 2 << white << 2 << false << true;
    QTest::newRow("before White's move, White has moved") << 2 << white << 3 << false << true;
    QTest::newRow("before White's move, answered by Black") << 2 << white << 4 << false << false;
    QTest::newRow("with Black's move, White to answer") << 4 << black << 4 << false << true;
    QTest::newRow("with Black's move, answered by White") << 4 << black << 5 << false << false;
    QTest::newRow("standing offer, game ended") << 4 << black << 4 << true << false;
}

void TestLiveGameRegistry::pendingDrawOffer()
{
    QFETCH(int, offerPly);
    QFETCH(int, offerer);
    QFETCH(int, plies);
    QFETCH(bool, gameEnded);
    QFETCH(bool, pending);
    const QList<Played> moves = play(OperaGame);
    const QString id = QStringLiteral("offer");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1));
    registry.apply(lichessReplay(id, moves, offerPly, 1000));
    ZoneEvent offer = simple(ZoneEvent::Type::DrawOffered, id, 5000, offerPly);
    offer.color = chess::Color(offerer);
    registry.apply(offer);
    registry.apply(lichessReplay(id, moves, plies, 6000));
    if (gameEnded)
        registry.apply(ended(id, ZoneStatus::Resign, chess::White, 9000));
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->plies(), plies);
    const std::optional<LiveGame::DrawOffer> got = g->pendingDrawOffer();
    QCOMPARE(got.has_value(), pending);
    if (got) {
        QCOMPARE(got->ply, offerPly);
        QCOMPARE(int(got->side), offerer);
    }
    QCOMPARE(GameSnapshot::of(*g).has(GameSnapshot::DrawOfferPending), pending);
}

void TestLiveGameRegistry::end_data()
{
    QTest::addColumn<int>("plies"); // of the Opera game
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("winner"); // -1 none
    QTest::addColumn<QString>("result");
    QTest::addColumn<QString>("article"); // empty: no anomaly

    QTest::newRow("mate as on the board") << 33 << int(ZoneStatus::Mate) << 0 << "1-0" << QString();
    QTest::newRow("resign mid-game") << 20 << int(ZoneStatus::Resign) << 1 << "0-1" << QString();
    QTest::newRow("draw agreed mid-game") << 20 << int(ZoneStatus::Draw) << -1 << "1/2-1/2" << QString();
    QTest::newRow("aborted") << 1 << int(ZoneStatus::Aborted) << -1 << "*" << QString();
    QTest::newRow("resign after mate") << 33 << int(ZoneStatus::Resign) << 1 << "0-1"
                                       << "5.1";
    QTest::newRow("draw after mate") << 33 << int(ZoneStatus::Draw) << -1 << "1/2-1/2"
                                     << "5.1";
    QTest::newRow("mate without mate") << 20 << int(ZoneStatus::Mate) << 0 << "1-0"
                                       << "5.1";
    QTest::newRow("mate, wrong winner") << 33 << int(ZoneStatus::Mate) << 1 << "0-1"
                                        << "5.1";
    QTest::newRow("stalemate without stalemate") << 20 << int(ZoneStatus::Stalemate) << -1 << "1/2-1/2"
                                                 << "5.4";
}

void TestLiveGameRegistry::end()
{
    QFETCH(int, plies);
    QFETCH(int, status);
    QFETCH(int, winner);
    QFETCH(QString, result);
    QFETCH(QString, article);
    const QList<Played> moves = play(OperaGame);
    const QString id = QStringLiteral("end");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1));
    registry.apply(lichessReplay(id, moves, plies, 1000));
    const std::optional<chess::Color> w = winner < 0 ? std::nullopt : std::optional<chess::Color>(chess::Color(winner));
    const ZoneEvent e = ended(id, ZoneStatus(status), w, 9000);
    registry.apply(e);
    registry.apply(e); // the final game object comes again after a reconnect
    const LiveGame *g = registry.game(id);
    QCOMPARE(g->status(), ZoneStatus(status));
    QCOMPARE(g->winner(), w);
    QCOMPARE(QString(g->result()), result);
    QVERIFY(g->isEnded());
    QCOMPARE(g->endedMonotonicMs(), 9000);
    QCOMPARE(registry.duplicatesDropped(), 1);
    if (article.isEmpty()) {
        QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    } else {
        QCOMPARE(g->anomalies().size(), 1);
        QCOMPARE(g->anomalies().front().kind, Kind::ResultInconsistent);
        QCOMPARE(g->anomalies().front().article, article);
        QCOMPARE(g->anomalies().front().ply, plies);
    }
}

// The zone's end overtook its last moves on the way (a games stream faster than the export): an end
// that counts more plies than have come is not judged against the board until they are here, and a
// board one move short of the mate is never reported as "not checkmate".
void TestLiveGameRegistry::endBeforeItsLastMoves_data()
{
    QTest::addColumn<int>("known"); // plies of the Opera game before the end
    QTest::addColumn<int>("counted"); // the plies the end counts
    QTest::addColumn<QString>("article"); // empty: no anomaly once the moves are in

    QTest::newRow("the mate one move late") << 32 << 33 << QString();
    QTest::newRow("the last 13 moves late") << 20 << 33 << QString();
    QTest::newRow("a mate that is none, its moves late") << 10 << 20 << "5.1";
}

void TestLiveGameRegistry::endBeforeItsLastMoves()
{
    QFETCH(int, known);
    QFETCH(int, counted);
    QFETCH(QString, article);
    const QList<Played> moves = play(OperaGame);
    const QString id = QStringLiteral("late");
    LiveGameRegistry registry;
    registry.apply(listed(id, 1));
    const QList<ZoneEvent> replay = lichessReplay(id, moves, counted, 1000);
    registry.apply(replay.mid(0, known + 1));
    ZoneEvent end = ended(id, ZoneStatus::Mate, chess::White, 9000);
    end.ply = counted;
    registry.apply(end);
    const LiveGame *g = registry.game(id);
    QVERIFY(g->isEnded());
    QCOMPARE(QString(g->result()), QStringLiteral("1-0"));
    QVERIFY(g->awaitingLastMoves());
    QVERIFY(!g->review().has_value());
    QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    QVERIFY(live::GameSnapshot::of(*g).has(live::GameSnapshot::AwaitingLastMoves));

    registry.apply(replay.mid(known + 1)); // the moves come after the end
    QCOMPARE(g->plies(), counted);
    QVERIFY(!g->awaitingLastMoves());
    QVERIFY(!live::GameSnapshot::of(*g).has(live::GameSnapshot::AwaitingLastMoves));
    QVERIFY2(g->review().has_value(), "judged once the moves are in");
    QCOMPARE(g->review()->ply, counted);
    // The last move keeps the clocks the zone sent with it, though the clocks had stopped.
    QVERIFY(g->moves().back().whiteMs().has_value());
    QCOMPARE(*g->moves().back().whiteMs(), replay.constLast().whiteMs.value());
    if (article.isEmpty()) {
        QVERIFY2(g->anomalies().isEmpty(), qPrintable(g->anomalies().value(0).text()));
    } else {
        QCOMPARE(g->anomalies().size(), 1);
        QCOMPARE(g->anomalies().front().kind, Kind::ResultInconsistent);
        QCOMPARE(g->anomalies().front().article, article);
        QCOMPARE(g->anomalies().front().ply, counted);
    }
}

void TestLiveGameRegistry::batchedNotification()
{
    const QList<Played> moves = play(OperaGame);
    LiveGameRegistry registry;
    QSignalSpy changed(&registry, &LiveGameRegistry::gamesChanged);
    QSignalSpy anomalies(&registry, &LiveGameRegistry::anomalyRecorded);
    QList<ZoneEvent> events;
    QStringList ids;
    for (int g = 0; g < 20; ++g)
        ids.append(QStringLiteral("game%1").arg(g));
    for (int ply = 1; ply <= 10; ++ply) // interleaved, as a round stream sends them
        for (const QString &id : ids)
            events.append(uciMove(id, ply, moves[ply - 1].uci, 1000 + ply));
    events.append(uciMove(ids[3], 11, QStringLiteral("a1a5"), 2000)); // one illegal move
    registry.apply(events.mid(0, 100));
    registry.apply(events.mid(100));
    registry.apply(uciMove(ids[0], 5, moves[4].uci, 3000)); // a duplicate changes nothing
    QCOMPARE(changed.count(), 0); // nothing before the event loop turns
    QTRY_COMPARE(changed.count(), 1);
    QCOMPARE(changed.front().front().value<QList<QString>>(), QList<QString>(ids));
    QCOMPARE(anomalies.count(), 1);
    QCOMPARE(anomalies.front().front().toString(), ids[3]);
    QCOMPARE(anomalies.front().at(1).value<Anomaly>().kind, Kind::IllegalMove);
    QCOMPARE(registry.moveCount(), 201);
    QTest::qWait(20);
    QCOMPARE(changed.count(), 1);

    // The next turn only carries what changed since.
    registry.apply(uciMove(ids[7], 11, moves[10].uci, 4000));
    QTRY_COMPARE(changed.count(), 2);
    QCOMPARE(changed.at(1).front().value<QList<QString>>(), QList<QString>{ids[7]});
}

void TestLiveGameRegistry::boardOrder()
{
    LiveGameRegistry registry;
    registry.apply({uciMove(QStringLiteral("z"), 1, QStringLiteral("e2e4"), 10), listed(QStringLiteral("c"), 4),
                    listed(QStringLiteral("a"), 1), listed(QStringLiteral("b"), 2)});
    QCOMPARE(registry.ids(),
             (QList<QString>{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"), QStringLiteral("z")}));
    registry.apply(listed(QStringLiteral("z"), 3)); // the pairing arrives after the first move
    QCOMPARE(registry.ids(),
             (QList<QString>{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("z"), QStringLiteral("c")}));
    QCOMPARE(registry.game(QStringLiteral("z"))->plies(), 1);
    QCOMPARE(registry.game(QStringLiteral("nope")), nullptr);

    // The games stream lists every game again after a reconnect: nothing changes.
    QCOMPARE(registry.duplicatesDropped(), 0);
    registry.apply(listed(QStringLiteral("a"), 1));
    QCOMPARE(registry.duplicatesDropped(), 1);
    const LiveGame *a = registry.game(QStringLiteral("a"));
    QCOMPARE(a->status(), ZoneStatus::Created);
    QCOMPARE(a->startedMonotonicMs(), -1);
    registry.apply(simple(ZoneEvent::Type::GameStarted, QStringLiteral("a"), 500));
    QCOMPARE(a->status(), ZoneStatus::Started);
    QCOMPARE(a->startedMonotonicMs(), 500);
    QCOMPARE(a->pairing().board, 1); // GameStarted without a pairing keeps the listed one
    QCOMPARE(registry.gameCount(), 4);
}

void TestLiveGameRegistry::memoryPerGame()
{
    // 60 moves of knight shuffling: only legal plies with FEN and clocks matter here.
    const QStringList dance = QStringLiteral("Nf3 Nf6 Ng1 Ng8").split(QLatin1Char(' '));
    QStringList sans;
    for (int i = 0; i < 30; ++i)
        sans += dance;
    const QList<Played> moves = play(sans);
    LiveGameRegistry registry;
    registry.apply(listed(QStringLiteral("m"), 1));
    QList<ZoneEvent> events;
    for (int i = 0; i < moves.size(); ++i)
        events.append(withClocks(uciMove(QStringLiteral("m"), i + 1, moves[i].uci, 1000 + 1000 * i, moves[i].fen),
                                 180000, 180000));
    registry.apply(events);
    const LiveGame *g = registry.game(QStringLiteral("m"));
    QCOMPARE(g->plies(), 120);
    QCOMPARE(sizeof(LiveGame::MoveRecord), std::size_t(48));
    qInfo("LiveGame with 120 plies: %zu bytes", g->memoryBytes());
    QVERIFY(g->memoryBytes() < 50 * 1024);
}

QTEST_GUILESS_MAIN(TestLiveGameRegistry)
#include "tst_livegameregistry.moc"
