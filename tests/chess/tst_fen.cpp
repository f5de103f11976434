#include "core/chess/position.h"
#include "tests/chess/testdata.h"

#include <QtTest>

using namespace arbiter;
using namespace arbiter::chess;

// FEN reading and writing: every kind of bad FEN gets its own clear message, good ones round-trip.
class TestFen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::newRow("start") << QString::fromLatin1(Position::StartFen.data(), Position::StartFen.size());
        QTest::newRow("kiwipete") << QStringLiteral(
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
        QTest::newRow("legal ep") << QStringLiteral("rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
        QTest::newRow("counters") << QStringLiteral("8/8/4k3/8/2R5/4K3/4P3/8 b - - 57 98");
        QTest::newRow("partial castling") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R b Kq - 3 20");
    }
    void roundTrip()
    {
        QFETCH(QString, fen);
        const auto pos = Position::fromFen(fen);
        QVERIFY2(pos.ok(), qPrintable(pos.ok() ? QString() : pos.error().message));
        QCOMPARE(pos->fen(), fen);
    }

    void everyPerftPositionReadsBack()
    {
        const auto rows = testdata::readTsv(QStringLiteral("chess/perft.tsv"));
        QVERIFY(!rows.isEmpty());
        for (const QStringList &row : rows) {
            const auto pos = Position::fromFen(row[0]);
            QVERIFY2(pos.ok(), qPrintable(row[0] + u": " + (pos.ok() ? QString() : pos.error().message)));
            const auto again = Position::fromFen(pos->fen());
            QVERIFY(again.ok());
            QCOMPARE(again->key(), pos->key());
        }
    }

    void enPassantOnlyWhenCapturable_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("written");
        // After 1. e4 no black pawn can capture: the square is dropped (as Lichess writes it).
        QTest::newRow("no capturer") << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
                                     << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
        // The capturing pawn is pinned against its king along the rank: not a legal capture.
        QTest::newRow("pinned capturer") << QStringLiteral("8/8/8/K2pP2r/8/8/8/7k w - d6 0 1")
                                         << QStringLiteral("8/8/8/K2pP2r/8/8/8/7k w - - 0 1");
        QTest::newRow("capturable") << QStringLiteral("8/8/8/3pP3/8/8/8/K6k w - d6 0 1")
                                    << QStringLiteral("8/8/8/3pP3/8/8/8/K6k w - d6 0 1");
    }
    void enPassantOnlyWhenCapturable()
    {
        QFETCH(QString, fen);
        QFETCH(QString, written);
        const auto pos = Position::fromFen(fen);
        QVERIFY(pos.ok());
        QCOMPARE(pos->fen(), written);
    }

    void lenientAcceptsFourFields()
    {
        const QString epd = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -");
        QVERIFY(!Position::fromFen(epd).ok());
        const auto pos = Position::fromFen(epd, Position::FenMode::Lenient);
        QVERIFY(pos.ok());
        QCOMPARE(pos->fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    }

    void invalid_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("empty") << QString() << QStringLiteral("6 fields");
        QTest::newRow("five fields") << QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0") << QStringLiteral("6 fields");
        QTest::newRow("seven fields") << QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 1 x") << QStringLiteral("6 fields");
        QTest::newRow("bad piece letter")
            << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1") << QStringLiteral("'X'");
        QTest::newRow("rank of 7") << QStringLiteral("rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                   << QStringLiteral("Rank 7");
        QTest::newRow("rank of 9") << QStringLiteral("rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                   << QStringLiteral("Rank 6");
        QTest::newRow("seven ranks") << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                     << QStringLiteral("7 ranks");
        QTest::newRow("nine ranks") << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                                    << QStringLiteral("more than 8 ranks");
        QTest::newRow("no white king") << QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1")
                                       << QStringLiteral("White must have exactly one king");
        QTest::newRow("two black kings") << QStringLiteral("k6k/8/8/8/8/8/8/K7 w - - 0 1")
                                         << QStringLiteral("Black must have exactly one king");
        QTest::newRow("pawn on rank 8") << QStringLiteral("P6k/8/8/8/8/8/8/K7 w - - 0 1")
                                        << QStringLiteral("first or last rank");
        QTest::newRow("nine pawns") << QStringLiteral("7k/8/8/8/P7/8/PPPPPPPP/K7 w - - 0 1")
                                    << QStringLiteral("more than 8 pawns");
        QTest::newRow("side letter") << QStringLiteral("8/8/8/8/8/8/8/K6k x - - 0 1") << QStringLiteral("'w' or 'b'");
        QTest::newRow("side not to move in check") << QStringLiteral("k7/8/8/8/8/8/8/R6K w - - 0 1")
                                                   << QStringLiteral("Black is in check although it is White's turn");
        QTest::newRow("castling letter") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KX - 0 1")
                                         << QStringLiteral("'X' is not a castling letter");
        QTest::newRow("castling without rook") << QStringLiteral("r3k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
                                               << QStringLiteral("Castling right 'k' is impossible");
        QTest::newRow("castling with moved king") << QStringLiteral("r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1")
                                                  << QStringLiteral("Castling right 'K' is impossible");
        QTest::newRow("castling twice") << QStringLiteral("r3k2r/8/8/8/8/8/8/R3K2R w KK - 0 1")
                                        << QStringLiteral("repeats");
        QTest::newRow("ep not a square") << QStringLiteral("8/8/8/3pP3/8/8/8/K6k w - z9 0 1")
                                         << QStringLiteral("not an en-passant square");
        QTest::newRow("ep wrong rank") << QStringLiteral("8/8/8/3pP3/8/8/8/K6k w - d3 0 1")
                                       << QStringLiteral("En-passant square d3 is impossible");
        QTest::newRow("ep without pawn") << QStringLiteral("8/8/8/4P3/8/8/8/K6k w - d6 0 1")
                                         << QStringLiteral("En-passant square d6 is impossible");
        QTest::newRow("halfmove clock") << QStringLiteral("8/8/8/8/8/8/8/K6k w - - x 1")
                                        << QStringLiteral("halfmove clock");
        QTest::newRow("negative halfmove clock")
            << QStringLiteral("8/8/8/8/8/8/8/K6k w - - -1 1") << QStringLiteral("halfmove clock");
        QTest::newRow("move number zero")
            << QStringLiteral("8/8/8/8/8/8/8/K6k w - - 0 0") << QStringLiteral("move number");
    }
    void invalid()
    {
        QFETCH(QString, fen);
        QFETCH(QString, mentions);
        const auto pos = Position::fromFen(fen);
        QVERIFY2(!pos.ok(), qPrintable(fen));
        QVERIFY2(pos.error().message.contains(mentions), qPrintable(pos.error().message));
    }
};

QTEST_GUILESS_MAIN(TestFen)
#include "tst_fen.moc"
