#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "tests/chess/testdata.h"

#include <QSet>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::chess;

Q_DECLARE_METATYPE(arbiter::chess::Notation::MoveError)

namespace {

Position fromFen(const QString &fen)
{
    auto pos = Position::fromFen(fen);
    if (!pos.ok())
        qFatal("bad test FEN %s: %s", qPrintable(fen), qPrintable(pos.error().message));
    return pos.value();
}

std::string_view bytes(const QByteArray &b)
{
    return std::string_view(b.constData(), std::size_t(b.size()));
}

const char *const Start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const char *const Castles = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
const char *const CastlesBlack = "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1";
const char *const EnPassant = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
const char *const Promotion = "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1";
const char *const BPawn = "4k3/8/8/8/8/2n5/1P6/4K3 w - - 0 1"; // bxc3 is the pawn
const char *const BBishop = "4k3/8/8/8/8/2n5/8/B3K3 w - - 0 1"; // bxc3 can only be the bishop
const char *const TwoKnights = "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"; // Nbd2 / Nfd2
const char *const TwoRooks = "4k3/8/8/R7/8/8/8/R3K3 w - - 0 1"; // R1a3 / R5a3
const char *const ThreeQueens = "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1"; // Qa1b2 / Q3b2 / Qcb2
const char *const PinnedKnight = "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1"; // Nd2 pinned: Nf3 is Ng1

} // namespace

// SAN and UCI, read and written: the notation every imported file and every exported scoresheet
// depends on.
class TestNotation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every legal move of every perft position (and of the positions one ply later) has a unique
    // SAN that parses back to the same move; UCI likewise, in both castling styles.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("fen");
        const auto rows = testdata::readTsv(QStringLiteral("chess/perft.tsv"));
        QVERIFY2(!rows.isEmpty(), "missing test data: chess/perft.tsv");
        QSet<QString> seen;
        for (const QStringList &row : rows) {
            if (row.size() < 4 || row[3] != QLatin1String("standard") || seen.contains(row[0]))
                continue;
            seen.insert(row[0]);
            QTest::addRow("%s", qPrintable(row[0])) << row[0];
        }
        for (const char *fen : {Castles, CastlesBlack, EnPassant, Promotion, BPawn, BBishop, TwoKnights, TwoRooks,
                                ThreeQueens, PinnedKnight})
            QTest::addRow("%s", fen) << QString::fromLatin1(fen);
    }
    void roundTrip()
    {
        QFETCH(QString, fen);
        const Position root = fromFen(fen);
        MoveList rootMoves;
        root.legalMoves(rootMoves);
        std::vector<Position> positions{root};
        for (Move m : rootMoves) {
            Position p = root;
            p.makeMove(m);
            positions.push_back(p);
        }
        for (const Position &pos : positions) {
            MoveList list;
            pos.legalMoves(list);
            QSet<QString> sans;
            for (Move m : list) {
                const QString san = Notation::san(pos, m);
                QVERIFY2(!sans.contains(san), qPrintable(san));
                sans.insert(san);
                QVERIFY(san.size() <= 7);
                const auto back = Notation::parseSan(pos, san);
                QVERIFY2(back.ok(),
                         qPrintable(pos.fen() + u' ' + san + u' ' + (back.ok() ? QString() : back.error().message)));
                QCOMPARE(back.value().raw(), m.raw());
                for (bool kingTakesRook : {false, true}) {
                    const auto uci = Notation::parseUci(pos, Notation::uci(m, kingTakesRook));
                    QVERIFY2(uci.ok(), qPrintable(Notation::uci(m, kingTakesRook)));
                    QCOMPARE(uci.value().raw(), m.raw());
                }
                // Long algebraic and pure UCI are accepted as SAN input too.
                const auto fromUciText = Notation::parseSan(pos, Notation::uci(m));
                QVERIFY2(fromUciText.ok(), qPrintable(Notation::uci(m)));
                QCOMPARE(fromUciText.value().raw(), m.raw());
            }
        }
    }

    // Strict SAN output: minimal disambiguation, captures, promotions, castling, check and mate.
    void format_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("uci");
        QTest::addColumn<QString>("san");
        QTest::newRow("pawn push") << Start << "e2e4"
                                   << "e4";
        QTest::newRow("knight") << Start << "g1f3"
                                << "Nf3";
        QTest::newRow("file disambiguation b") << TwoKnights << "b1d2"
                                               << "Nbd2";
        QTest::newRow("file disambiguation f") << TwoKnights << "f1d2"
                                               << "Nfd2";
        QTest::newRow("rank disambiguation 1") << TwoRooks << "a1a3"
                                               << "R1a3";
        QTest::newRow("rank disambiguation 5") << TwoRooks << "a5a3"
                                               << "R5a3";
        QTest::newRow("three queens: both") << ThreeQueens << "a1b2"
                                            << "Qa1b2";
        QTest::newRow("three queens: rank") << ThreeQueens << "a3b2"
                                            << "Q3b2";
        QTest::newRow("three queens: file") << ThreeQueens << "c1b2"
                                            << "Qcb2";
        QTest::newRow("pinned piece needs no disambiguation") << PinnedKnight << "g1f3"
                                                              << "Nf3";
        QTest::newRow("O-O") << Castles << "e1g1"
                             << "O-O";
        QTest::newRow("O-O-O") << Castles << "e1c1"
                               << "O-O-O";
        QTest::newRow("O-O black") << CastlesBlack << "e8g8"
                                   << "O-O";
        QTest::newRow("castling with check") << "5k2/8/8/8/8/8/8/4K2R w K - 0 1"
                                             << "e1g1"
                                             << "O-O+";
        QTest::newRow("en passant") << EnPassant << "e5d6"
                                    << "exd6";
        QTest::newRow("promotion with check") << "7k/5P2/8/8/8/8/8/K7 w - - 0 1"
                                              << "f7f8q"
                                              << "f8=Q+";
        QTest::newRow("underpromotion no check") << "7k/5P2/8/8/8/8/8/K7 w - - 0 1"
                                                 << "f7f8n"
                                                 << "f8=N";
        QTest::newRow("promotion with mate") << "k7/2P5/1K6/8/8/8/8/8 w - - 0 1"
                                             << "c7c8q"
                                             << "c8=Q#";
        QTest::newRow("capture promotion") << Promotion << "e7d8q"
                                           << "exd8=Q+";
        QTest::newRow("capture") << BPawn << "b2c3"
                                 << "bxc3";
        QTest::newRow("bishop capture") << BBishop << "a1c3"
                                        << "Bxc3";
        QTest::newRow("mate") << "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"
                              << "a1a8"
                              << "Ra8#";
    }
    void format()
    {
        QFETCH(QString, fen);
        QFETCH(QString, uci);
        QFETCH(QString, san);
        const Position pos = fromFen(fen);
        const auto m = Notation::parseUci(pos, uci);
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.error().message));
        QCOMPARE(Notation::san(pos, m.value()), san);
        QCOMPARE(Notation::uci(m.value()), uci);
    }

    // The forms real files and feeds use, all read as the same move.
    void lenient_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("uci");
        QTest::newRow("O-O") << Castles << "O-O"
                             << "e1g1";
        QTest::newRow("0-0") << Castles << "0-0"
                             << "e1g1";
        QTest::newRow("0-0-0") << Castles << "0-0-0"
                               << "e1c1";
        QTest::newRow("O-O-O+") << Castles << "O-O-O+"
                                << "e1c1";
        QTest::newRow("o-o") << Castles << "o-o"
                             << "e1g1";
        QTest::newRow("e1h1 king takes rook") << Castles << "e1h1"
                                              << "e1g1";
        QTest::newRow("e1a1 king takes rook") << Castles << "e1a1"
                                              << "e1c1";
        QTest::newRow("e8a8 black") << CastlesBlack << "e8a8"
                                    << "e8c8";
        QTest::newRow("e8g8 black") << CastlesBlack << "e8g8"
                                    << "e8g8";
        QTest::newRow("Ke1g1") << Castles << "Ke1g1"
                               << "e1g1";
        QTest::newRow("e8Q") << Promotion << "exd8Q"
                             << "e7d8q";
        QTest::newRow("e8=Q") << Promotion << "e8=Q"
                              << "e7e8q";
        QTest::newRow("e8(Q)") << Promotion << "e8(Q)"
                               << "e7e8q";
        QTest::newRow("e8/Q") << Promotion << "e8/Q"
                              << "e7e8q";
        QTest::newRow("e8q lower") << Promotion << "e8q"
                                   << "e7e8q";
        QTest::newRow("e7e8n uci") << Promotion << "e7e8n"
                                   << "e7e8n";
        QTest::newRow("e7-e8=R") << Promotion << "e7-e8=R"
                                 << "e7e8r";
        QTest::newRow("e7xd8=B+") << Promotion << "e7xd8=B+"
                                  << "e7d8b";
        QTest::newRow("e2-e4") << Start << "e2-e4"
                               << "e2e4";
        QTest::newRow("e2e4") << Start << "e2e4"
                              << "e2e4";
        QTest::newRow("Pe4") << Start << "Pe4"
                             << "e2e4";
        QTest::newRow("Pe2-e4") << Start << "Pe2-e4"
                                << "e2e4";
        QTest::newRow("Ng1-f3") << Start << "Ng1-f3"
                                << "g1f3";
        QTest::newRow("Ng1f3") << Start << "Ng1f3"
                               << "g1f3";
        QTest::newRow("nf3 lower") << Start << "nf3"
                                   << "g1f3";
        QTest::newRow("Nf3!") << Start << "Nf3!"
                              << "g1f3";
        QTest::newRow("Nf3?") << Start << "Nf3?"
                              << "g1f3";
        QTest::newRow("Nf3!?") << Start << "Nf3!?"
                               << "g1f3";
        QTest::newRow("Nf3?!") << Start << "Nf3?!"
                               << "g1f3";
        QTest::newRow("Nf3!!") << Start << "Nf3!!"
                               << "g1f3";
        QTest::newRow("Nf3??") << Start << "Nf3??"
                               << "g1f3";
        QTest::newRow("Nf3+ (wrong check sign ignored)") << Start << "Nf3+"
                                                         << "g1f3";
        QTest::newRow("Nf3#") << Start << "Nf3#"
                              << "g1f3";
        QTest::newRow("Ng1xf3 long") << "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1"
                                     << "Ng1xf3"
                                     << "g1f3";
        QTest::newRow("Nxf3 without x needed") << "4k3/8/8/8/8/5p2/8/4K1N1 w - - 0 1"
                                               << "Nf3"
                                               << "g1f3";
        QTest::newRow("exd6 e.p.") << EnPassant << "exd6e.p."
                                   << "e5d6";
        QTest::newRow("exd6ep") << EnPassant << "exd6ep"
                                << "e5d6";
        QTest::newRow("exd6 e.p.+") << EnPassant << "exd6e.p.+"
                                    << "e5d6";
        QTest::newRow("ed6") << EnPassant << "ed6"
                             << "e5d6";
        QTest::newRow("e5:d6") << EnPassant << "e5:d6"
                               << "e5d6";
        QTest::newRow("e5xd6 long ep") << EnPassant << "e5xd6"
                                       << "e5d6";
        QTest::newRow("bxc3 is the pawn") << BPawn << "bxc3"
                                          << "b2c3";
        QTest::newRow("Bxc3 is the bishop") << "4k3/8/8/B7/8/2n5/1P6/4K3 w - - 0 1"
                                            << "Bxc3"
                                            << "a5c3";
        QTest::newRow("bxc3 falls back to bishop") << BBishop << "bxc3"
                                                   << "a1c3";
        QTest::newRow("bc3 pawn") << BPawn << "bc3"
                                  << "b2c3";
        QTest::newRow("Nbd2") << TwoKnights << "Nbd2"
                              << "b1d2";
        QTest::newRow("R1a3") << TwoRooks << "R1a3"
                              << "a1a3";
        QTest::newRow("Qa1b2") << ThreeQueens << "Qa1b2"
                               << "a1b2";
        QTest::newRow("Qa1xb2 long") << ThreeQueens << "Qa1-b2"
                                     << "a1b2";
        QTest::newRow("over-disambiguated Nbd2 file+rank") << TwoKnights << "Nb1d2"
                                                           << "b1d2";
        QTest::newRow("over-disambiguated Ngf3") << PinnedKnight << "Ngf3"
                                                 << "g1f3";
        QTest::newRow("null move") << Start << "--"
                                   << "0000";
    }
    void lenient()
    {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(QString, uci);
        const Position pos = fromFen(fen);
        const auto m = Notation::parseSan(pos, input);
        QVERIFY2(m.ok(), qPrintable(m.ok() ? QString() : m.error().message));
        QCOMPARE(Notation::uci(m.value()), uci);
        // The raw-byte entry point agrees.
        Notation::MoveError error;
        const QByteArray utf8 = input.toUtf8();
        QCOMPARE(Notation::parseSan(pos, bytes(utf8), error).raw(), m.value().raw());
        QCOMPARE(error, Notation::MoveError::None);
    }

    // Rejections: the arbiter must be told whether a move was ambiguous, illegal or gibberish.
    void errors_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("input");
        QTest::addColumn<Notation::MoveError>("error");
        using E = Notation::MoveError;
        QTest::newRow("ambiguous knights") << TwoKnights << "Nd2" << E::Ambiguous;
        QTest::newRow("ambiguous rooks") << TwoRooks << "Ra3" << E::Ambiguous;
        QTest::newRow("ambiguous queens by file") << ThreeQueens << "Qab2" << E::Ambiguous;
        QTest::newRow("ambiguous queens by rank") << ThreeQueens << "Q1b2" << E::Ambiguous;
        QTest::newRow("ambiguous queens") << ThreeQueens << "Qb2" << E::Ambiguous;
        QTest::newRow("illegal pinned") << PinnedKnight << "Ndf3" << E::Illegal;
        QTest::newRow("illegal no piece") << Start << "Nd4" << E::Illegal;
        QTest::newRow("illegal pawn") << Start << "e5" << E::Illegal;
        QTest::newRow("illegal castling through pieces") << Start << "O-O" << E::Illegal;
        QTest::newRow("illegal castling no right") << "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1"
                                                   << "O-O" << E::Illegal;
        QTest::newRow("illegal uci") << Start << "e2e5" << E::Illegal;
        QTest::newRow("illegal wrong piece letter") << Start << "Be2e4" << E::Illegal;
        QTest::newRow("illegal promotion missing") << Promotion << "e8" << E::Illegal;
        QTest::newRow("illegal promotion on rank 4") << Start << "e4=Q" << E::Illegal;
        QTest::newRow("illegal promotion to king") << Promotion << "e8=K" << E::Syntax;
        QTest::newRow("illegal ep without right") << "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1"
                                                  << "exd6" << E::Illegal;
        QTest::newRow("null move in check") << "4k3/8/8/8/8/8/8/r3K3 w - - 0 1"
                                            << "--" << E::Illegal;
        QTest::newRow("empty") << Start << "" << E::Syntax;
        QTest::newRow("garbage") << Start << "hello" << E::Syntax;
        QTest::newRow("off board") << Start << "e9" << E::Syntax;
        QTest::newRow("only glyphs") << Start << "!?" << E::Syntax;
        QTest::newRow("piece only") << Start << "N" << E::Syntax;
        QTest::newRow("too many disambiguators") << Start << "Ng1hf3" << E::Syntax;
        QTest::newRow("promotion on a knight") << Start << "Nf3=Q" << E::Syntax;
    }
    void errors()
    {
        QFETCH(QString, fen);
        QFETCH(QString, input);
        QFETCH(Notation::MoveError, error);
        const Position pos = fromFen(fen);
        Notation::MoveError got;
        const QByteArray utf8 = input.toUtf8();
        const Move m = Notation::parseSan(pos, bytes(utf8), got);
        QCOMPARE(got, error);
        QVERIFY(m.isNone());
        const auto r = Notation::parseSan(pos, input);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(input), qPrintable(r.error().message));
    }

    void uciErrors()
    {
        const Position pos;
        Notation::MoveError error;
        for (const char *bad : {"", "e2", "e2e", "e2e4q", "e7e8x", "i2i4", "e2e4e4"}) {
            Notation::parseUci(pos, std::string_view(bad), error);
            QVERIFY2(error != Notation::MoveError::None, bad);
        }
        Notation::parseUci(pos, std::string_view("e2e5"), error);
        QCOMPARE(error, Notation::MoveError::Illegal);
        QVERIFY(Notation::parseUci(pos, std::string_view("0000"), error).isNull());
        QCOMPARE(Notation::uci(Move::null()), QStringLiteral("0000"));
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
