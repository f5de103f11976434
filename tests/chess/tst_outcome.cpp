#include "core/chess/outcome.h"
#include "core/chess/position.h"
#include "core/chess/unwinnability.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::chess;

// Automatic endings (FIDE Online Regulations Art. 5.4, Laws 5.1, 5.2, 9.2.2, 9.6): repetition
// subtleties, the 50-move rule at its boundary, checkmate beating the 50-move rule, stalemate and
// dead positions, as a tracker following a game reports them.
class TestOutcome : public QObject
{
    Q_OBJECT

private:
    static Position fromFen(const char *fen)
    {
        auto p = Position::fromFen(std::string_view(fen));
        if (!p.ok())
            qFatal("bad FEN in test: %s", fen);
        return p.value();
    }

    // Plays space-separated UCI moves ("--" = null move), feeding the tracker after each ply.
    static bool play(Position &pos, OutcomeTracker &tracker, const QString &moves)
    {
        for (const QString &uci : moves.split(u' ', Qt::SkipEmptyParts)) {
            if (uci == QLatin1String("--")) {
                pos.makeNullMove();
                tracker.update(pos);
                continue;
            }
            const Square from = makeSquare(uci[0].unicode() - 'a', uci[1].unicode() - '1');
            const Square to = makeSquare(uci[2].unicode() - 'a', uci[3].unicode() - '1');
            MoveList list;
            pos.legalMoves(list);
            Move found;
            for (Move m : list) {
                if (m.from() != from || m.to() != to)
                    continue;
                if (m.kind() == Move::Promotion
                    && (uci.size() < 5 || uci[4] != QLatin1Char("nbrq"[m.promotion() - Knight])))
                    continue;
                found = m;
            }
            if (found.isNone()) {
                qWarning("illegal test move %s in %s", qPrintable(uci), pos.fenUtf8().c_str());
                return false;
            }
            pos.makeMove(found);
            tracker.update(pos);
        }
        return true;
    }

private Q_SLOTS:
    void names()
    {
        QCOMPARE(drawRuleName(DrawRule::Threefold), QLatin1String("threefold"));
        QCOMPARE(drawRuleName(DrawRule::FiftyMoves), QLatin1String("fifty_moves"));
        QCOMPARE(drawRuleName(DrawRule::Stalemate), QLatin1String("stalemate"));
        QCOMPARE(drawRuleName(DrawRule::DeadPosition), QLatin1String("dead_position"));
        for (DrawRule r : {DrawRule::Threefold, DrawRule::FiftyMoves, DrawRule::Stalemate, DrawRule::DeadPosition}) {
            QCOMPARE(drawRuleFromName(QString(drawRuleName(r))), std::optional<DrawRule>(r));
            QVERIFY(!drawRuleText(r).isEmpty());
        }
        QVERIFY(!drawRuleFromName(u"fifty"));
        QCOMPARE(positionStatusName(PositionStatus::Checkmate), QLatin1String("checkmate"));
        QCOMPARE(positionStatusName(PositionStatus::Stalemate), QLatin1String("stalemate"));
        QCOMPARE(positionStatusName(PositionStatus::DeadPosition), QLatin1String("dead_position"));
        QCOMPARE(positionStatusName(PositionStatus::Ongoing), QLatin1String("ongoing"));
    }

    void repetition_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<int>("threefoldPly"); // -1: none
        QTest::addColumn<int>("lastCount");

        const QString start = QString::fromLatin1(Position::StartFen);
        // After 1.e4 the en-passant square cannot be used (no black pawn on d4/f4), so the position
        // after 1.e4 and the one after 3.Ng1 are the same: third occurrence at ply 9.
        QTest::newRow("uncapturable ep does not count")
            << start << QStringLiteral("e2e4 g8f6 g1f3 f6g8 f3g1 g8f6 g1f3 f6g8 f3g1") << 9 << 3;
        QTest::newRow("third occurrence, not the second")
            << start << QStringLiteral("e2e4 g8f6 g1f3 f6g8 f3g1") << -1 << 2;
        // After 1.e4 here dxe3 e.p. is legal, so that position differs from the later ones with the
        // same placement: the third occurrence is at ply 13, not 9.
        QTest::newRow("capturable ep counts")
            << QStringLiteral("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
            << QStringLiteral("e2e4 e8d7 e1d1 d7e8 d1e1 e8d7 e1d1 d7e8 d1e1") << -1 << 2;
        // ...so the first threefold is the position with White to move after 5...Kd7 (plies 2, 6, 10);
        // the black-to-move one reaches its third occurrence only at ply 13.
        QTest::newRow("capturable ep counts, then threefold")
            << QStringLiteral("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1")
            << QStringLiteral("e2e4 e8d7 e1d1 d7e8 d1e1 e8d7 e1d1 d7e8 d1e1 e8d7 e1d1 d7e8 d1e1") << 10 << 3;
        // 2.Rg1 loses the king-side castling right: the position after 3.Rh1 Nf6 differs from the
        // one after 1...Nf6 although the pieces stand the same.
        QTest::newRow("lost castling right")
            << start << QStringLiteral("g1f3 g8f6 h1g1 f6g8 g1h1 g8f6 h1g1 f6g8 g1h1 g8f6") << -1 << 2;
        // The first threefold is then the position after Rg1 (plies 3, 7, 11), all without the right.
        QTest::newRow("lost castling right, then threefold")
            << start << QStringLiteral("g1f3 g8f6 h1g1 f6g8 g1h1 g8f6 h1g1 f6g8 g1h1 g8f6 h1g1 f6g8 g1h1 g8f6") << 11
            << 3;
        // The third occurrence arrives by another move order.
        QTest::newRow("transposition") << start
                                       << QStringLiteral("g1f3 g8f6 b1c3 b8c6 c3b1 c6b8 b1c3 b8c6 c3b1 f6g8 b1c3 g8f6")
                                       << 12 << 3;
        // Null moves pass the turn; positions still compare by key.
        QTest::newRow("null moves") << start << QStringLiteral("-- -- -- --") << 4 << 3;
    }

    void repetition()
    {
        QFETCH(QString, fen);
        QFETCH(QString, moves);
        QFETCH(int, threefoldPly);
        QFETCH(int, lastCount);
        Position pos = Position::fromFen(fen).value();
        OutcomeTracker tracker;
        tracker.update(pos);
        QVERIFY(play(pos, tracker, moves));
        QCOMPARE(tracker.lastRepetitionCount(), lastCount);
        QCOMPARE(repetitionCount(pos), lastCount);
        QCOMPARE(tracker.firstPly(DrawRule::Threefold),
                 threefoldPly < 0 ? std::optional<int>() : std::optional<int>(threefoldPly));
        if (threefoldPly >= 0) {
            const auto ending = tracker.firstEnding();
            QVERIFY(ending);
            QCOMPARE(ending->draw, std::optional<DrawRule>(DrawRule::Threefold));
            QCOMPARE(ending->ply, threefoldPly);
        }
    }

    // A game of 200,000 half-moves without a capture or pawn move (knights shuffling) is followed in
    // time linear in its length: looking back through the history on every ply took 35 s here.
    // The counts stay exact: each of the four positions of the cycle has occurred ply/4 + 1 times.
    void longGameIsLinear()
    {
        Position pos;
        OutcomeTracker tracker;
        tracker.update(pos);
        const QStringList cycle{QStringLiteral("g1f3"), QStringLiteral("g8f6"), QStringLiteral("f3g1"),
                                QStringLiteral("f6g8")};
        std::vector<Move> moves;
        for (int i = 0; i < 4; ++i) {
            Position probe = pos;
            OutcomeTracker scratch;
            for (int k = 0; k <= i; ++k)
                QVERIFY(play(probe, scratch, cycle[k]));
            moves.push_back(probe.lastMove());
        }
        QElapsedTimer timer;
        timer.start();
        constexpr int Plies = 200'000;
        for (int ply = 0; ply < Plies; ++ply) {
            pos.makeMove(moves[std::size_t(ply % 4)]);
            tracker.update(pos);
        }
        QCOMPARE(pos.halfmoveClock(), Plies);
        QCOMPARE(tracker.lastRepetitionCount(), Plies / 4 + 1);
        QCOMPARE(tracker.firstPly(DrawRule::Threefold), std::optional<int>(8));
        QCOMPARE(tracker.firstPly(DrawRule::FiftyMoves), std::optional<int>(100));
        QVERIFY2(timer.elapsed() < 5000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
        // Undo keeps a halfmove clock past 65,535: taking a move back restores it exactly.
        pos.unmakeMove();
        QCOMPARE(pos.halfmoveClock(), Plies - 1);
        // A take-back and another move: the tracker counts from the history again.
        tracker.update(pos);
        QCOMPARE(tracker.lastRepetitionCount(), repetitionCount(pos));
    }

    // Positions fed out of order (a take-back, then another move) count as the history says.
    void takeBackRecounts()
    {
        Position pos;
        OutcomeTracker tracker;
        tracker.update(pos);
        QVERIFY(play(pos, tracker, QStringLiteral("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1")));
        QCOMPARE(tracker.lastRepetitionCount(), 2);
        pos.unmakeMove();
        pos.unmakeMove();
        tracker.update(pos); // after 3.Nf3: its second occurrence
        QCOMPARE(tracker.lastRepetitionCount(), 2);
        QVERIFY(play(pos, tracker, QStringLiteral("g8h6")));
        QCOMPARE(tracker.lastRepetitionCount(), 1);
        QVERIFY(play(pos, tracker, QStringLiteral("f3g1 h6g8")));
        QCOMPARE(tracker.lastRepetitionCount(), repetitionCount(pos));
        QCOMPARE(tracker.lastRepetitionCount(), 3);
    }

    void fiftyMoves()
    {
        Position pos = fromFen("8/8/8/4k3/8/8/8/R3K3 w - - 98 80");
        OutcomeTracker tracker;
        tracker.update(pos);
        QVERIFY(play(pos, tracker, QStringLiteral("a1a2")));
        QCOMPARE(pos.halfmoveClock(), 99);
        QVERIFY(!tracker.firstPly(DrawRule::FiftyMoves));
        QVERIFY(play(pos, tracker, QStringLiteral("e5d5")));
        QCOMPARE(pos.halfmoveClock(), 100);
        QCOMPARE(tracker.firstPly(DrawRule::FiftyMoves), std::optional<int>(2));
        QVERIFY(play(pos, tracker, QStringLiteral("a2a3")));
        QCOMPARE(tracker.firstPly(DrawRule::FiftyMoves), std::optional<int>(2)); // first ply is kept
        QCOMPARE(tracker.firstEnding()->draw, std::optional<DrawRule>(DrawRule::FiftyMoves));
    }

    void fiftyMovesResetByPawnMove()
    {
        Position pos = fromFen("8/8/8/4k3/8/8/P7/4K3 w - - 99 80");
        OutcomeTracker tracker;
        QVERIFY(play(pos, tracker, QStringLiteral("a2a3 e5d5")));
        QCOMPARE(pos.halfmoveClock(), 1);
        QVERIFY(!tracker.firstPly(DrawRule::FiftyMoves));
    }

    void mateOnHundredthHalfMove()
    {
        // Ra8# is the 100th half-move without capture or pawn move: checkmate stands (FIDE 9.6.2).
        Position pos = fromFen("7k/8/6K1/8/8/8/8/R7 w - - 99 80");
        OutcomeTracker tracker;
        QVERIFY(play(pos, tracker, QStringLiteral("a1a8")));
        QCOMPARE(pos.halfmoveClock(), 100);
        QCOMPARE(tracker.lastStatus(), PositionStatus::Checkmate);
        QCOMPARE(tracker.checkmatePly(), std::optional<int>(1));
        QVERIFY(!tracker.firstPly(DrawRule::FiftyMoves));
        const auto ending = tracker.firstEnding();
        QVERIFY(ending);
        QCOMPARE(ending->status, PositionStatus::Checkmate);
        QVERIFY(!ending->draw);
    }

    void stalemate()
    {
        Position pos = fromFen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1");
        OutcomeTracker tracker;
        QVERIFY(play(pos, tracker, QStringLiteral("f1f7")));
        QCOMPARE(chess::positionStatus(pos), PositionStatus::Stalemate);
        QCOMPARE(tracker.firstPly(DrawRule::Stalemate), std::optional<int>(1));
        QCOMPARE(tracker.firstEnding()->draw, std::optional<DrawRule>(DrawRule::Stalemate));
    }

    void positionStatus_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("status");
        QTest::newRow("fool's mate") << QStringLiteral("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
                                     << QStringLiteral("checkmate");
        QTest::newRow("stalemate") << QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1") << QStringLiteral("stalemate");
        QTest::newRow("K v K") << QStringLiteral("8/8/4k3/8/8/3K4/8/8 w - - 0 1") << QStringLiteral("dead_position");
        QTest::newRow("K+B v K") << QStringLiteral("8/8/4k3/8/8/3K4/4B3/8 w - - 0 1")
                                 << QStringLiteral("dead_position");
        QTest::newRow("K+N v K") << QStringLiteral("8/8/4k3/8/8/3K4/4N3/8 b - - 0 1")
                                 << QStringLiteral("dead_position");
        QTest::newRow("K+B v K+B same colour")
            << QStringLiteral("8/8/4k3/8/2b5/3K4/4B3/8 w - - 0 1") << QStringLiteral("dead_position");
        QTest::newRow("K+BB v K+B all light")
            << QStringLiteral("8/8/4k3/8/2b5/3K4/4B3/7B w - - 0 1") << QStringLiteral("dead_position");
        QTest::newRow("locked wall with bishops")
            << QStringLiteral("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1") << QStringLiteral("dead_position");
        // Same wall, but both bishops run on dark squares: ...Be5 dxe5 opens it.
        QTest::newRow("wall opened by a sacrifice")
            << QStringLiteral("8/8/2k2b2/1p1p1p1p/1P1P1P1P/2B5/8/4K3 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("K+B v K+B opposite colours")
            << QStringLiteral("8/8/4k3/8/3b4/3K4/4B3/8 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("K+N v K+N") << QStringLiteral("8/8/4k3/8/3n4/3K4/4N3/8 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("K+N v K+P") << QStringLiteral("8/p7/4k3/8/8/3K4/4N3/8 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("K+B v K+P") << QStringLiteral("8/p7/4k3/8/8/3K4/4B3/8 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("doubled pawn behind the wall")
            << QStringLiteral("2b1k3/8/8/1p1p1p1p/1P1P1P1P/7P/8/2B1K3 w - - 0 1") << QStringLiteral("dead_position");
        QTest::newRow("wall with a breakable pawn")
            << QStringLiteral("2b1k3/8/8/1p1p1p1p/1P1P1P1P/6P1/8/2B1K3 w - - 0 1") << QStringLiteral("ongoing");
        QTest::newRow("start") << QString::fromLatin1(Position::StartFen) << QStringLiteral("ongoing");
    }

    void positionStatus()
    {
        QFETCH(QString, fen);
        QFETCH(QString, status);
        const Position pos = Position::fromFen(fen).value();
        UnwinnabilityAnalyzer analyzer;
        QCOMPARE(positionStatusName(chess::positionStatus(pos, &analyzer)), status);
        const bool dead = status == QLatin1String("dead_position");
        const bool over = status == QLatin1String("checkmate") || status == QLatin1String("stalemate");
        if (!over)
            QCOMPARE(analyzer.deadPosition(pos),
                     dead ? UnwinnabilityAnalyzer::DeadVerdict::Dead : UnwinnabilityAnalyzer::DeadVerdict::NotDead);
        // The tracker (cheap per-ply checks) agrees on all of these.
        OutcomeTracker tracker;
        tracker.update(pos);
        QCOMPARE(positionStatusName(tracker.lastStatus()), status);
    }

    void flagFall_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("flagged");
        QTest::addColumn<QString>("verdict");
        // A bare king can never mate: the flagged opponent of a bare king draws (FIDE 6.9).
        QTest::newRow("K+R v K, white flags")
            << QStringLiteral("8/8/4k3/8/8/3K4/R7/8 w - - 0 1") << QStringLiteral("white") << QStringLiteral("draw");
        QTest::newRow("K+R v K, black flags")
            << QStringLiteral("8/8/4k3/8/8/3K4/R7/8 w - - 0 1") << QStringLiteral("black") << QStringLiteral("loss");
        QTest::newRow("K+N v K, black flags")
            << QStringLiteral("8/8/4k3/8/8/3K4/4N3/8 w - - 0 1") << QStringLiteral("black") << QStringLiteral("draw");
        // Opposite-coloured bishops: a helpmate exists, so a flag there loses.
        QTest::newRow("K+B v K+B opposite")
            << QStringLiteral("8/8/4k3/8/3b4/3K4/4B3/8 w - - 0 1") << QStringLiteral("black") << QStringLiteral("loss");
        // The knight mates a king boxed in by its own pawn (black Ka8, Pa7; white Kc8, Nc7#).
        QTest::newRow("K+N v K+P, black flags")
            << QStringLiteral("k7/p7/8/8/8/3K4/4N3/8 w - - 0 1") << QStringLiteral("black") << QStringLiteral("loss");
        QTest::newRow("K+N v K+P, white flags")
            << QStringLiteral("8/p7/4k3/8/8/3K4/4N3/8 w - - 0 1") << QStringLiteral("white") << QStringLiteral("loss");
        QTest::newRow("locked wall") << QStringLiteral("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1")
                                     << QStringLiteral("white") << QStringLiteral("draw");
    }

    void flagFall()
    {
        QFETCH(QString, fen);
        QFETCH(QString, flagged);
        QFETCH(QString, verdict);
        const Position pos = Position::fromFen(fen).value();
        const Color side = flagged == QLatin1String("white") ? White : Black;
        UnwinnabilityAnalyzer analyzer;
        const auto result = analyzer.adjudicateFlagFall(pos, side);
        QCOMPARE(UnwinnabilityAnalyzer::flagFallName(result.verdict), verdict);
        if (result.verdict == UnwinnabilityAnalyzer::FlagFallVerdict::Loss) {
            Position p = pos;
            for (Move m : result.analysis.helpmate) {
                QVERIFY(p.isLegal(m));
                p.makeMove(m);
            }
            QVERIFY(p.isCheckmate());
            QCOMPARE(p.sideToMove(), side);
        }
    }

    void trackerDeadAfterCapture()
    {
        // 1.Kxd2 leaves K+B v K: dead at ply 1, reported by the tracker.
        Position pos = fromFen("4k3/8/8/8/8/8/3nB3/4K3 w - - 0 1");
        OutcomeTracker tracker;
        tracker.update(pos);
        QVERIFY(!tracker.firstPly(DrawRule::DeadPosition));
        QVERIFY(play(pos, tracker, QStringLiteral("e1d2")));
        QCOMPARE(tracker.firstPly(DrawRule::DeadPosition), std::optional<int>(1));
        QCOMPARE(tracker.lastStatus(), PositionStatus::DeadPosition);
    }

    void clearAfterReset()
    {
        Position pos;
        OutcomeTracker tracker;
        QVERIFY(play(pos, tracker, QStringLiteral("f2f3 e7e5 g2g4 d8h4")));
        QCOMPARE(tracker.checkmatePly(), std::optional<int>(4));
        tracker.reset();
        QVERIFY(!tracker.checkmatePly());
        QVERIFY(!tracker.firstEnding());
    }
};

QTEST_GUILESS_MAIN(TestOutcome)
#include "tst_outcome.moc"
