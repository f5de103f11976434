#include "core/chess/notation.h"
#include "core/chess/pgngame.h"
#include "core/chess/pgnreader.h"
#include "core/chess/pgnwriter.h"
#include "tests/common/pgnfixtures.h"
#include "tests/common/trickledevice.h"

#include <QBuffer>
#include <QRandomGenerator>
#include <QtTest>

using namespace arbiter;
using namespace arbiter::chess;

namespace {

using arbiter::testing::TrickleDevice;

std::vector<PgnGame> readAll(QIODevice &device)
{
    PgnReader reader(&device);
    std::vector<PgnGame> games;
    PgnGame game;
    while (reader.readGame(game))
        games.push_back(game);
    return games;
}

std::vector<PgnGame> readAll(const QByteArray &text)
{
    QBuffer buffer;
    buffer.setData(text);
    buffer.open(QIODevice::ReadOnly);
    return readAll(buffer);
}

QString sans(const PgnGame &game)
{
    QStringList out;
    for (const auto &ply : game.plies())
        out << ply.san();
    return out.join(u' ');
}

// Everything a reader produces, as one comparable string.
QString describe(const PgnGame &game)
{
    QString s = QString::number(game.index()) + u'|';
    for (const auto &[name, value] : game.tagList())
        s += name + u'=' + value + u';';
    s += u'|' + game.startPosition().fen() + u'|' + QString::fromStdString(game.leadingComment()) + u'|';
    for (const auto &ply : game.plies()) {
        s += ply.san() + u'/' + Notation::uci(ply.move);
        if (ply.clockMs)
            s += u"/clk" + QString::number(*ply.clockMs);
        if (ply.emtMs)
            s += u"/emt" + QString::number(*ply.emtMs);
        for (auto nag : ply.nags)
            s += u"/$" + QString::number(nag);
        if (!ply.comment.empty())
            s += u"/{" + QString::fromStdString(ply.comment) + u'}';
        s += u' ';
    }
    s += u'|' + game.result();
    if (game.error())
        s += u"|error@" + QString::number(game.error()->ply) + u':' + game.error()->message;
    return s;
}

QByteArray lichessGame(int index, bool withClocks = true)
{
    QByteArray out = "[Event \"Rated Blitz game\"]\n[Site \"https://lichess.org/abc" + QByteArray::number(index)
        + "\"]\n[Date \"2024.01.02\"]\n[Round \"-\"]\n[White \"alice\"]\n[Black \"bob\"]\n[Result \"1-0\"]\n"
          "[WhiteElo \"1500\"]\n[TimeControl \"180+0\"]\n\n";
    if (withClocks)
        out += "1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:02:59.5] } 2. Nf3 { [%clk 0:02:58] } 2... Nc6 { [%clk "
               "0:02:57] } 3. Bb5 { [%clk 0:02:55] } 1-0\n\n";
    else
        out += "1. e4 e5 2. Nf3 Nc6 3. Bb5 1-0\n\n";
    return out;
}

} // namespace

// The PGN reader and writer: the format games reach the arbiter in (files, live broadcasts) and
// leave in (reports). Each edge case below is something real files contain.
class TestPgn : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void basicGame()
    {
        const auto games = readAll(lichessGame(1));
        QCOMPARE(games.size(), size_t(1));
        const PgnGame &g = games[0];
        QCOMPARE(g.index(), 1);
        QVERIFY(!g.hasError());
        QCOMPARE(g.tag("White"), QStringLiteral("alice"));
        QCOMPARE(g.tag("TimeControl"), QStringLiteral("180+0"));
        QCOMPARE(g.tagList().size(), 9);
        QCOMPARE(g.tagList().first().first, QStringLiteral("Event")); // file order
        QCOMPARE(sans(g), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));
        QCOMPARE(*g.plies()[0].clockMs, 180000);
        QCOMPARE(*g.plies()[1].clockMs, 179500);
        QVERIFY(g.plies()[0].comment.empty());
        QCOMPARE(g.result(), QStringLiteral("1-0"));
        QVERIFY(g.hasStandardStart());
        QCOMPARE(g.positionAfter().fen(),
                 QStringLiteral("r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"));
    }

    // Small PGN snippets, each exercising one feature; `expect` is the SAN sequence read.
    void features_data()
    {
        QTest::addColumn<QByteArray>("pgn");
        QTest::addColumn<QString>("expect");
        QTest::addColumn<QString>("result");
        QTest::newRow("no tags") << QByteArray("1. e4 e5 2. Nf3 *") << "e4 e5 Nf3"
                                 << "*";
        QTest::newRow("no tags, no numbers") << QByteArray("e4 e5 Nf3 1/2-1/2") << "e4 e5 Nf3"
                                             << "1/2-1/2";
        QTest::newRow("result 0-1") << QByteArray("1. f3 e5 2. g4 Qh4# 0-1") << "f3 e5 g4 Qh4#"
                                    << "0-1";
        QTest::newRow("result 1/2") << QByteArray("[Result \"1/2-1/2\"]\n\n1. e4 1/2-1/2") << "e4"
                                    << "1/2-1/2";
        QTest::newRow("missing result at EOF") << QByteArray("[Event \"x\"]\n\n1. e4 e5") << "e4 e5"
                                               << "*";
        QTest::newRow("numbers glued") << QByteArray("1.e4 1...e5 2.Nf3 2...Nc6 *") << "e4 e5 Nf3 Nc6"
                                       << "*";
        QTest::newRow("black numbers") << QByteArray("1. e4 1... e5 2. Nf3 2... Nc6 *") << "e4 e5 Nf3 Nc6"
                                       << "*";
        QTest::newRow("number without dot") << QByteArray("[Event \"x\"]\n\n1 e4 e5 2 Nf3 *") << "e4 e5 Nf3"
                                            << "*";
        QTest::newRow("brace comment multi-line")
            << QByteArray("1. e4 {best by\ntest} e5 {a\n  long\n comment} 2. Nf3 *") << "e4 e5 Nf3"
            << "*";
        QTest::newRow("semicolon comment") << QByteArray("1. e4 ; a comment 1-0 with Nf3\ne5 *") << "e4 e5"
                                           << "*";
        QTest::newRow("nested variations")
            << QByteArray("1. e4 (1. d4 d5 (1... Nf6 2. c4 {x)} ) 2. c4) 1... e5 (1... c5 ; )\n) 2. Nf3 *")
            << "e4 e5 Nf3"
            << "*";
        QTest::newRow("percent escape") << QByteArray("%this line is ignored [Event\n1. e4\n%1-0\ne5 *") << "e4 e5"
                                        << "*";
        QTest::newRow("nags and glyphs") << QByteArray("1. e4! $1 e5?? 2. Nf3!? $14 Nc6?! 3. Bb5!! a6? *")
                                         << "e4 e5 Nf3 Nc6 Bb5 a6"
                                         << "*";
        QTest::newRow("castling forms") << QByteArray("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. 0-0 O-O *")
                                        << "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O"
                                        << "*";
        QTest::newRow("lichess uci castling")
            << QByteArray("1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. e1h1 e8h8 *") << "e4 e5 Nf3 Nf6 Bc4 Bc5 O-O O-O"
            << "*";
        QTest::newRow("null moves") << QByteArray("1. e4 -- 2. d4 -- *") << "e4 -- d4 --"
                                    << "*";
        QTest::newRow("en passant e.p.") << QByteArray("1. e4 a6 2. e5 d5 3. exd6 e.p. *") << "e4 a6 e5 d5 exd6"
                                         << "*";
        QTest::newRow("long algebraic") << QByteArray("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 *") << "e4 e5 Nf3 Nc6"
                                        << "*";
        QTest::newRow("check signs rewritten")
            << QByteArray("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7 *") << "e4 e5 Qh5 Nc6 Bc4 Nf6 Qxf7#"
            << "*";
        QTest::newRow("evaluation symbols") << QByteArray("1. e4 += e5 = 2. Nf3 +/- *") << "e4 e5 Nf3"
                                            << "*";
        QTest::newRow("FEN start") << QByteArray(
            "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n\n40... Kd7 41. e4 *")
                                   << "Kd7 e4"
                                   << "*";
        QTest::newRow("FEN start without SetUp")
            << QByteArray("[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 *") << "e4"
            << "*";
        QTest::newRow("BOM and CRLF") << QByteArray(
            "\xEF\xBB\xBF[Event \"x\"]\r\n[White \"a\"]\r\n\r\n1. e4 {c\r\nd} e5\r\n2. Nf3 1-0\r\n")
                                      << "e4 e5 Nf3"
                                      << "1-0";
        QTest::newRow("tabs and form feeds") << QByteArray("1.\te4\fe5\v*") << "e4 e5"
                                             << "*";
        QTest::newRow("half-half unicode") << QByteArray("1. e4 e5 \xC2\xBD-\xC2\xBD") << "e4 e5"
                                           << "1/2-1/2";
    }
    void features()
    {
        QFETCH(QByteArray, pgn);
        QFETCH(QString, expect);
        QFETCH(QString, result);
        const auto games = readAll(pgn);
        QCOMPARE(games.size(), size_t(1));
        QVERIFY2(!games[0].hasError(), qPrintable(games[0].error() ? games[0].error()->message : QString()));
        QCOMPARE(sans(games[0]), expect);
        QCOMPARE(games[0].result(), result);
    }

    void tagEscapes()
    {
        const auto games = readAll(QByteArray("[Event \"The \\\"Big\\\" Open\"]\n[Site \"C:\\\\chess\"]\n[Annotator "
                                              "\"a\\b\"]  [Round \"3\"]\n[Empty \"\"]\n\n*"));
        QCOMPARE(games.size(), size_t(1));
        QVERIFY(!games[0].hasError());
        QCOMPARE(games[0].tag("Event"), QStringLiteral("The \"Big\" Open"));
        QCOMPARE(games[0].tag("Site"), QStringLiteral("C:\\chess"));
        QCOMPARE(games[0].tag("Annotator"), QStringLiteral("a\\b")); // unknown escape kept
        QCOMPARE(games[0].tag("Round"), QStringLiteral("3")); // two tags on one line
        QVERIFY(games[0].tagUtf8("Empty").has_value());
        QVERIFY(!games[0].tagUtf8("Missing").has_value());
        QCOMPARE(games[0].plyCount(), 0);
    }

    void tagsWithUtf8()
    {
        const auto games = readAll(QByteArray("[White \"Nepomniachtchi, Ян\"]\n\n1. d4 *"));
        QCOMPARE(games[0].tag("White"), QStringLiteral("Nepomniachtchi, Ян"));
    }

    void clocksAndComments()
    {
        const auto games = readAll(QByteArray(
            "[Event \"x\"]\n{Opening comment} 1. e4 {[%clk 1:30:00] [%emt 0:00:05.25] Good move [%eval 0.3]} "
            "e5 {[%clk 1:29:59.9]} {second comment} 2. Nf3 { [%clk 12:34] } Nc6 {[%clk 5.5] [%clk bogus]} *"));
        QCOMPARE(games.size(), size_t(1));
        const PgnGame &g = games[0];
        QCOMPARE(QString::fromStdString(g.leadingComment()), QStringLiteral("Opening comment"));
        QCOMPARE(*g.plies()[0].clockMs, 5400000);
        QCOMPARE(*g.plies()[0].emtMs, 5250);
        QCOMPARE(QString::fromStdString(g.plies()[0].comment), QStringLiteral("Good move [%eval 0.3]"));
        QCOMPARE(*g.plies()[1].clockMs, 5399900);
        QCOMPARE(QString::fromStdString(g.plies()[1].comment), QStringLiteral("second comment"));
        QCOMPARE(*g.plies()[2].clockMs, 754000); // mm:ss
        QCOMPARE(*g.plies()[3].clockMs, 5500);
        QCOMPARE(QString::fromStdString(g.plies()[3].comment), QStringLiteral("[%clk bogus]"));
        QVERIFY(!g.plies()[1].emtMs);
        QCOMPARE(g.plies()[0].nags.size(), size_t(0));
    }

    void nags()
    {
        const auto games = readAll(QByteArray("1. e4! $14 e5?? 2. Nf3 !? *"));
        const PgnGame &g = games[0];
        QCOMPARE(g.plies()[0].nags, (std::vector<std::uint8_t>{1, 14}));
        QCOMPARE(g.plies()[1].nags, (std::vector<std::uint8_t>{4}));
        QCOMPARE(g.plies()[2].nags, (std::vector<std::uint8_t>{5}));
    }

    // Errors name the game, the move number and the move, and the reader goes on.
    void errors_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<int>("ply");
        QTest::addColumn<QString>("moveText");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("illegal white") << QByteArray("[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 1-0\n\n") << 2 << "Ke3"
                                       << "2. Ke3";
        QTest::newRow("illegal black") << QByteArray("[Event \"bad\"]\n\n1. e4 e5 2. Nf3 Nf3 1-0\n\n") << 3 << "Nf3"
                                       << "2... Nf3";
        QTest::newRow("ambiguous") << QByteArray(
            "[Event \"bad\"]\n\n1. Nf3 Nf6 2. Nc3 Nc6 3. Nd4 Nd5 4. Nb5 Nb4 5. Nd4 1-0\n\n")
                                   << 6 << "Nb5"
                                   << "ambiguous";
        QTest::newRow("garbage word") << QByteArray("[Event \"bad\"]\n\n1. e4 hello 1-0\n\n") << 1 << "hello"
                                      << "1... hello";
        QTest::newRow("bad FEN") << QByteArray(
            "[Event \"bad\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n1. e4 1-0\n\n")
                                 << -1 << ""
                                 << "exactly one king";
        QTest::newRow("bad game without result")
            << QByteArray("[Event \"bad\"]\n\n1. e4 e5 2. Ke3 Nc6 { unfinished\n\n") << 2 << "Ke3"
            << "2. Ke3";
        QTest::newRow("unbalanced variation") << QByteArray("[Event \"bad\"]\n\n1. e4 (1. d4 d5 2. Ke3\n\n") << -2 << ""
                                              << "";
        QTest::newRow("word too long") << QByteArray("[Event \"bad\"]\n\n1. e4 " + QByteArray(300, 'x') + " 1-0\n\n")
                                       << 1 << ""
                                       << "256";
    }
    void errors()
    {
        QFETCH(QByteArray, bad);
        QFETCH(int, ply);
        QFETCH(QString, moveText);
        QFETCH(QString, messagePart);
        const QByteArray text = lichessGame(1) + bad + lichessGame(3, false) + lichessGame(4);
        const auto games = readAll(text);
        QCOMPARE(games.size(), size_t(4));
        QCOMPARE(games[0].index(), 1);
        QVERIFY(!games[0].hasError());
        QCOMPARE(games[0].plyCount(), 5);
        if (ply == -2) {
            // The variation never closes: only the next game's tags stop it; the moves are kept.
            QVERIFY(!games[1].hasError());
            QCOMPARE(sans(games[1]), QStringLiteral("e4"));
        } else {
            QVERIFY(games[1].hasError());
            QCOMPARE(games[1].error()->ply, ply);
            QCOMPARE(games[1].plyCount(), std::max(ply, 0));
            QCOMPARE(games[1].error()->moveText, moveText);
            QVERIFY2(games[1].error()->message.contains(messagePart), qPrintable(games[1].error()->message));
            QVERIFY2(games[1].error()->message.startsWith(QStringLiteral("Game 2")),
                     qPrintable(games[1].error()->message));
            if (!moveText.isEmpty())
                QVERIFY(games[1].error()->message.contains(moveText));
        }
        QCOMPARE(games[1].index(), 2);
        for (int i : {2, 3}) {
            QVERIFY2(!games[size_t(i)].hasError(),
                     qPrintable(games[size_t(i)].error() ? games[size_t(i)].error()->message : QString()));
            QCOMPARE(games[size_t(i)].index(), i + 1);
            QCOMPARE(sans(games[size_t(i)]), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));
            QCOMPARE(games[size_t(i)].tag("Site"), QStringLiteral("https://lichess.org/abc") + QString::number(i + 1));
        }
        QVERIFY(games[3].plies()[4].clockMs.has_value());
    }

    // A broken tag line is reported as a warning of its game and costs only that tag: the moves are
    // read and validated as usual (it used to end the game with an error, losing every move).
    void malformedTagKeepsMoves_data()
    {
        QTest::addColumn<QByteArray>("bad");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("missing quote") << QByteArray("[Event \"bad]\n[White \"x\"]\n\n1. e4 e5 1-0\n\n") << "malformed";
        QTest::newRow("no value") << QByteArray("[Event bad]\n[White \"x\"]\n\n1. e4 e5 1-0\n\n") << "malformed";
        QTest::newRow("no bracket") << QByteArray("[Event \"bad\"\n[White \"x\"]\n\n1. e4 e5 1-0\n\n") << "malformed";
        QTest::newRow("too long") << QByteArray("[Annotator \"" + QByteArray(5000, 'a')
                                                + "\"]\n[White \"x\"]\n\n1. e4 e5 1-0\n\n")
                                  << "too long";
    }
    void malformedTagKeepsMoves()
    {
        QFETCH(QByteArray, bad);
        QFETCH(QString, messagePart);
        const auto games = readAll(lichessGame(1) + bad + lichessGame(3));
        QCOMPARE(games.size(), size_t(3));
        const PgnGame &g = games[1];
        QVERIFY2(!g.hasError(), qPrintable(g.error() ? g.error()->message : QString()));
        QCOMPARE(sans(g), QStringLiteral("e4 e5"));
        QCOMPARE(g.result(), QStringLiteral("1-0"));
        QCOMPARE(g.tag("White"), QStringLiteral("x"));
        QCOMPARE(g.warnings().size(), 1);
        QVERIFY2(g.warnings()[0].contains(messagePart), qPrintable(g.warnings()[0]));
        QVERIFY2(g.warnings()[0].startsWith(QStringLiteral("Game 2 (line ")), qPrintable(g.warnings()[0]));
        QVERIFY(games[0].warnings().isEmpty());
        QCOMPARE(sans(games[2]), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));
    }

    // Text between games that is not a game is reported with its lines, one notice per stretch.
    void notGameTextIsReported()
    {
        const QByteArray text = "Downloaded from somewhere\nCopyright (c) 2024 nobody\n\n" + lichessGame(1)
            + "\nhello\n\n" + lichessGame(2);
        QBuffer buffer;
        buffer.setData(text);
        buffer.open(QIODevice::ReadOnly);
        PgnReader reader(&buffer);
        PgnGame game;
        QVERIFY(reader.readGame(game));
        QStringList notices = reader.takeNotices();
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices[0].startsWith(QStringLiteral("Lines 1\u20132:")), qPrintable(notices[0]));
        QVERIFY2(notices[0].contains(QStringLiteral("Downloaded from somewhere")), qPrintable(notices[0]));
        QVERIFY(reader.readGame(game));
        QCOMPARE(game.plyCount(), 5);
        notices = reader.takeNotices();
        QCOMPARE(notices.size(), 1);
        const int helloLine = int(text.left(text.indexOf("hello")).count('\n')) + 1;
        QCOMPARE(notices[0],
                 QStringLiteral("Line %1: text that is not a game was skipped: \u201Chello\u201D.").arg(helloLine));
        QVERIFY(!reader.readGame(game));
        QVERIFY(reader.takeNotices().isEmpty());
    }

    // A UTF-16 file (with or without its byte-order mark) says so instead of yielding nothing.
    void utf16IsReported_data()
    {
        QTest::addColumn<bool>("bom");
        QTest::addColumn<bool>("bigEndian");
        QTest::newRow("LE with BOM") << true << false;
        QTest::newRow("BE with BOM") << true << true;
        QTest::newRow("LE without BOM") << false << false;
    }
    void utf16IsReported()
    {
        QFETCH(bool, bom);
        QFETCH(bool, bigEndian);
        const QString text = QString::fromLatin1(lichessGame(1));
        QByteArray bytes;
        if (bom)
            bytes += bigEndian ? QByteArray("\xFE\xFF", 2) : QByteArray("\xFF\xFE", 2);
        for (QChar c : text) {
            const char lo = char(c.unicode() & 0xFF);
            const char hi = char(c.unicode() >> 8);
            bytes += bigEndian ? QByteArray{1, hi} + QByteArray{1, lo} : QByteArray{1, lo} + QByteArray{1, hi};
        }
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        PgnReader reader(&buffer);
        PgnGame game;
        QVERIFY(!reader.readGame(game));
        const QStringList notices = reader.takeNotices();
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices[0].contains(QStringLiteral("UTF-16")), qPrintable(notices[0]));
    }

    // A file cut off inside the last game's moves says the game is truncated.
    void truncatedGame()
    {
        QByteArray text = lichessGame(1) + lichessGame(2);
        text.chop(text.size() - text.lastIndexOf("3. Bb5"));
        const auto games = readAll(text);
        QCOMPARE(games.size(), size_t(2));
        QVERIFY(!games[0].truncated());
        QVERIFY(games[0].warnings().isEmpty());
        QVERIFY(games[1].truncated());
        QVERIFY(!games[1].hasError());
        QCOMPARE(sans(games[1]), QStringLiteral("e4 e5 Nf3 Nc6"));
        QCOMPARE(games[1].warnings().size(), 1);
        QVERIFY2(games[1].warnings()[0].contains(QStringLiteral("truncated")), qPrintable(games[1].warnings()[0]));
        // A game that ends at two blank lines or at the next game's tags is not cut off.
        const auto whole = readAll("[White \"a\"]\n\n1. e4 e5\n\n\n[White \"b\"]\n\n1. d4 *\n");
        QCOMPARE(whole.size(), size_t(2));
        QVERIFY(!whole[0].truncated());
        QVERIFY(!whole[1].truncated());
    }

    // Memory stays bounded: a game longer than MaxPlies stops with a "too long" error (not
    // "malformed") and the next game is read; comments beyond MaxCommentBytes per game are left out
    // with one warning, the moves after them still read.
    void limits()
    {
        QByteArray longGame = "[White \"long\"]\n\n";
        const char *cycle[] = {"Nf3 ", "Nf6 ", "Ng1 ", "Ng8\n"};
        longGame.reserve(PgnReader::MaxPlies * 4 + 100);
        for (int ply = 0; ply < PgnReader::MaxPlies + 10; ++ply)
            longGame += cycle[ply % 4];
        longGame += "1/2-1/2\n\n";
        const QByteArray hugeComment = "[White \"talk\"]\n\n1. e4 { " + QByteArray(int(PgnReader::MaxCommentBytes), 'x')
            + " } e5 { more } 2. Nf3 1-0\n\n";
        const auto games = readAll(longGame + hugeComment + lichessGame(3));
        QCOMPARE(games.size(), size_t(3));
        QVERIFY(games[0].hasError());
        QCOMPARE(games[0].plyCount(), PgnReader::MaxPlies);
        QVERIFY2(games[0].error()->message.contains(QStringLiteral("too long")), qPrintable(games[0].error()->message));
        QCOMPARE(games[0].result(), QStringLiteral("1/2-1/2"));
        QVERIFY(!games[1].hasError());
        QCOMPARE(sans(games[1]), QStringLiteral("e4 e5 Nf3"));
        QVERIFY(games[1].plies()[0].comment.size() <= PgnReader::MaxCommentBytes);
        QVERIFY(games[1].plies()[1].comment.empty());
        QCOMPARE(games[1].warnings().size(), 1);
        QVERIFY2(games[1].warnings()[0].contains(QStringLiteral("too long")), qPrintable(games[1].warnings()[0]));
        QCOMPARE(sans(games[2]), QStringLiteral("e4 e5 Nf3 Nc6 Bb5"));
    }

    void garbageBetweenGames()
    {
        const QByteArray text = "Downloaded from somewhere\nCopyright (c) 2024 nobody\n\n" + lichessGame(1)
            + "\n-- end of round --\nThis line is junk. }{ ) (\n\n" + lichessGame(2) + "1-0\n   trailing junk";
        const auto games = readAll(text);
        QCOMPARE(games.size(), size_t(2));
        for (const auto &g : games) {
            QVERIFY(!g.hasError());
            QCOMPARE(g.plyCount(), 5);
        }
    }

    // One game is one game (pgnboundary.h): every fixture reads as its .json says, whole and through
    // a device that returns a few bytes at a time.
    void boundaries_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = testing::pgnFixtureNames();
        QVERIFY(names.size() >= 5);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << name;
    }
    void boundaries()
    {
        QFETCH(QString, name);
        const QByteArray text = testing::pgnFixture(name);
        const QJsonArray expected = testing::expectedGames(name);
        const QString whole = testing::compareWithExpected(readAll(text), expected);
        QVERIFY2(whole.isEmpty(), qPrintable(whole));
        for (quint32 seed = 1; seed <= 5; ++seed) {
            TrickleDevice trickle(text, seed);
            QVERIFY(trickle.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
            const QString trickled = testing::compareWithExpected(readAll(trickle), expected);
            QVERIFY2(trickled.isEmpty(), qPrintable(trickled));
        }
        QByteArray crlf = text;
        crlf.replace("\n", "\r\n");
        const QString windows = testing::compareWithExpected(readAll(crlf), expected);
        QVERIFY2(windows.isEmpty(), qPrintable(windows));
    }

    // The rule's cases one by one: what begins a game and what does not.
    void boundaryRule_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QStringList>("whites"); // one entry per game
        QTest::newRow("tag order free") << QByteArray("[Result \"*\"]\n[White \"A\"]\n[Event \"E\"]\n\n1. e4 *\n")
                                        << QStringList{QStringLiteral("A")};
        QTest::newRow("second Event with moves between")
            << QByteArray("[Event \"E\"]\n[White \"A\"]\n1. e4 *\n[Event \"E\"]\n[White \"B\"]\n1. d4 *\n")
            << QStringList{QStringLiteral("A"), QStringLiteral("B")};
        QTest::newRow("repeated tag") << QByteArray("[White \"A\"]\n[Black \"X\"]\n[White \"B\"]\n[Black \"Y\"]\n")
                                      << QStringList{QStringLiteral("A"), QStringLiteral("B")};
        QTest::newRow("blank line before the players is layout")
            << QByteArray("[Event \"E\"]\n\n[White \"A\"]\n[Black \"X\"]\n\n1. e4 *\n")
            << QStringList{QStringLiteral("A")};
        QTest::newRow("blank line after the players") << QByteArray("[White \"A\"]\n\n[Board \"2\"]\n[White \"B\"]\n")
                                                      << QStringList{QStringLiteral("A"), QStringLiteral("B")};
        QTest::newRow("two blank lines end a game without result")
            << QByteArray("[White \"A\"]\n\n1. e4 e5\n\n\n2. Nf3 *\n") << QStringList{QStringLiteral("A"), QString()};
        QTest::newRow("two blank lines before the moves do not")
            << QByteArray("[White \"A\"]\n\n\n\n1. e4 e5 *\n") << QStringList{QStringLiteral("A")};
        QTest::newRow("blank lines inside a comment do not")
            << QByteArray("[White \"A\"]\n\n1. e4 { a\n\n\nlong note } e5 *\n") << QStringList{QStringLiteral("A")};
    }
    void boundaryRule()
    {
        QFETCH(QByteArray, text);
        QFETCH(QStringList, whites);
        QStringList got;
        for (const PgnGame &g : readAll(text))
            got << g.tag("White");
        QCOMPARE(got, whites);
    }

    // A clock command pieced together from two comments is text for the reader; written back it
    // must stay text, not become a clock the game never had (found by fuzz_pgn).
    void brokenClockStaysText()
    {
        const auto games = readAll(QByteArray("1. e4 e5 {[%clk 0:01:00} {][%emt 0:00:05]} *\n"));
        QCOMPARE(games.size(), size_t(1));
        QVERIFY(!games[0].plies()[1].clockMs);
        QCOMPARE(games[0].plies()[1].emtMs, std::optional<std::int64_t>(5000));
        const auto written = PgnWriter::toPgn(games[0]);
        QVERIFY(written.ok());
        const auto again = readAll(written.value());
        QCOMPARE(again.size(), size_t(1));
        QVERIFY2(!again[0].plies()[1].clockMs, written.value().constData());
        QCOMPARE(again[0].plies()[1].emtMs, std::optional<std::int64_t>(5000));
    }

    void tagOnlyGames()
    {
        const auto games = readAll(QByteArray("[Event \"a\"]\n[White \"x\"]\n\n[Event \"b\"]\n\n1. e4 *\n"));
        QCOMPARE(games.size(), size_t(2));
        QCOMPARE(games[0].plyCount(), 0);
        QCOMPARE(games[0].tag("Event"), QStringLiteral("a"));
        QCOMPARE(games[1].tag("Event"), QStringLiteral("b"));
        QCOMPARE(games[1].plyCount(), 1);
    }

    void emptyInput_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF");
        QTest::newRow("whitespace") << QByteArray(" \r\n\t\n");
        QTest::newRow("junk") << QByteArray("hello world\n1-0\n*\n");
        QTest::newRow("comment only") << QByteArray("{ nothing here }");
    }
    void emptyInput()
    {
        QFETCH(QByteArray, text);
        QCOMPARE(readAll(text).size(), size_t(0));
    }

    // Reading through a device that returns a few bytes at a time gives the same games.
    void chunkBoundaries()
    {
        QByteArray text = "\xEF\xBB\xBF";
        for (int i = 0; i < 6; ++i)
            text += lichessGame(i);
        text += "[Event \"bad\"]\r\n[Site \"x\\\"y\"]\r\n\r\n1. e4 e5 2. Ke3 {long comment\r\n over lines} 1-0\r\n\r\n";
        text += "[Event \"fen\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n"
                "1. O-O (1. O-O-O {v} O-O) 1... O-O-O $1 {[%clk 0:00:01.5] [%emt 0:00:00.1] text} 2. Rf7 ; eol\n"
                "%escape\n2... Rd7 3. -- Rd6 1/2-1/2\n";
        text += "garbage line\n1. d4 d5 *";
        const auto reference = readAll(text);
        QCOMPARE(reference.size(), size_t(9));
        for (quint32 seed = 1; seed <= 20; ++seed) {
            TrickleDevice device(text, seed);
            QVERIFY(device.open(QIODevice::ReadOnly | QIODevice::Unbuffered));
            const auto games = readAll(device);
            QCOMPARE(games.size(), reference.size());
            for (size_t i = 0; i < games.size(); ++i)
                QCOMPARE(describe(games[i]), describe(reference[i]));
        }
        QVERIFY(reference[6].hasError());
        QCOMPARE(sans(reference[7]), QStringLiteral("O-O O-O-O Rf7 Rd7 -- Rd6"));
        QCOMPARE(*reference[7].plies()[1].clockMs, 1500);
        QCOMPARE(*reference[7].plies()[1].emtMs, 100);
        QCOMPARE(sans(reference[8]), QStringLiteral("d4 d5"));
    }

    void bytesConsumed()
    {
        const QByteArray text = lichessGame(1) + lichessGame(2);
        QBuffer buffer;
        buffer.setData(text);
        buffer.open(QIODevice::ReadOnly);
        PgnReader reader(&buffer);
        PgnGame game;
        QVERIFY(reader.readGame(game));
        QVERIFY(reader.bytesConsumed() > 0 && reader.bytesConsumed() < text.size());
        QVERIFY(reader.readGame(game));
        QVERIFY(!reader.readGame(game));
        QCOMPARE(reader.gamesRead(), 2);
        QCOMPARE(reader.bytesConsumed(), text.size());
    }

    void writerFormat()
    {
        PgnGame game;
        game.setTag(std::string_view("White"), std::string_view("Carlsen, \"Magnus\""));
        game.setTag(std::string_view("Event"), std::string_view("Test \\ Cup"));
        game.setTag(std::string_view("ECO"), std::string_view("C60"));
        Position pos;
        const char *moves[] = {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "Nf6", "O-O", "Be7"};
        int i = 0;
        for (const char *san : moves) {
            const auto m = Notation::parseSan(pos, std::string_view(san));
            QVERIFY(m.ok());
            game.appendMove(pos, m.value(), 180000 - 1000 * i - (i % 3) * 100);
            pos.makeMove(m.value());
            ++i;
        }
        game.plies()[2].comment = "A very long comment that has to be wrapped because it does not fit on one line of "
                                  "eighty characters at all";
        game.plies()[3].nags = {1};
        game.setResult("1-0");
        const auto text = PgnWriter::toPgn(game);
        QVERIFY(text.ok());
        const QString s = QString::fromUtf8(text.value());
        QVERIFY2(s.startsWith(QStringLiteral(
                     "[Event \"Test \\\\ Cup\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
                     "[White \"Carlsen, \\\"Magnus\\\"\"]\n[Black \"?\"]\n[Result \"1-0\"]\n[ECO \"C60\"]\n\n1. e4")),
                 qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("1. e4 {[%clk 0:03:00]} 1... e5 {[%clk 0:02:58.9]}")), qPrintable(s));
        QVERIFY2(s.contains(QStringLiteral("2... Nc6 $1 {[%clk 0:02:57]}")), qPrintable(s));
        QVERIFY2(s.endsWith(QStringLiteral(" 1-0\n\n")), qPrintable(s));
        for (const QString &line : s.split(u'\n'))
            QVERIFY2(line.size() < 80, qPrintable(line));

        // A non-standard start gets SetUp and FEN.
        PgnGame endgame;
        endgame.setStartPosition(Position::fromFen(std::string_view("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40")).value());
        Position p = endgame.startPosition();
        const Move kd7 = Notation::parseSan(p, std::string_view("Kd7")).value();
        endgame.appendMove(p, kd7);
        const QString e = QString::fromUtf8(PgnWriter::toPgn(endgame).value());
        QVERIFY2(e.contains(QStringLiteral("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 40\"]\n")),
                 qPrintable(e));
        QVERIFY2(e.contains(QStringLiteral("\n40... Kd7 *\n")), qPrintable(e));

        // An illegal move in the model is refused, not written.
        PgnGame broken;
        broken.plies().emplace_back().move = Move(12, 36);
        QVERIFY(!PgnWriter::toPgn(broken).ok());
    }

    // read -> write -> read keeps moves, tags, clocks, comments and NAGs.
    void roundTrip()
    {
        QByteArray text;
        for (int i = 0; i < 3; ++i)
            text += lichessGame(i);
        text += "[Event \"fen\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                "[Result \"1/2-1/2\"]\n[SetUp \"1\"]\n[FEN \"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1\"]\n\n"
                "1. O-O (1. O-O-O) 1... O-O-O $1 {[%clk 0:00:01.5] [%emt 0:00:00.125] text} 2. Rf7 { a } { b } "
                "2... Rd7 3. -- Rd6 $5 $201 1/2-1/2\n\n";
        text += "[Event \"\\\"quoted\\\" \\\\\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n"
                "[Black \"?\"]\n[Result \"*\"]\n\n{lead} 1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 Nbd7 "
                "7. Rc1 c6 8. Bd3 dxc4 9. Bxc4 Nd5 10. Bxe7 Qxe7 11. O-O Nxc3 12. Rxc3 e5 *\n\n";
        // Comment words that would read as a tag pair or an escape line if a wrap put them in column 0.
        text += "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n"
                "[Result \"*\"]\n\n1. e4 {xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx "
                "[Event \"1\"] "
                "yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy %escape} e5 *\n\n";
        const auto first = readAll(text);
        QCOMPARE(first.size(), size_t(6));
        QByteArray written;
        for (const auto &g : first) {
            QVERIFY(!g.hasError());
            const auto t = PgnWriter::toPgn(g);
            QVERIFY(t.ok());
            written += t.value();
        }
        for (const QByteArray &line : written.split('\n'))
            QVERIFY2(line.size() < 80, line.constData());
        const auto second = readAll(written);
        QCOMPARE(second.size(), first.size());
        for (size_t i = 0; i < first.size(); ++i)
            QCOMPARE(describe(second[i]), describe(first[i]));
        // And writing again is byte-identical.
        QByteArray again;
        for (const auto &g : second)
            again += PgnWriter::toPgn(g).value();
        QCOMPARE(again, written);
    }

    void writeToDevice()
    {
        const auto games = readAll(lichessGame(1));
        QBuffer out;
        out.open(QIODevice::WriteOnly);
        QVERIFY(!PgnWriter::write(out, games[0]).has_value());
        QCOMPARE(describe(readAll(out.data())[0]), describe(games[0]));
    }

    void moveNumberLabels()
    {
        PgnGame g;
        QCOMPARE(g.moveNumberLabel(0), QStringLiteral("1."));
        QCOMPARE(g.moveNumberLabel(1), QStringLiteral("1..."));
        QCOMPARE(g.moveNumberLabel(44), QStringLiteral("23."));
        QCOMPARE(g.moveNumberLabel(45), QStringLiteral("23..."));
        g.setStartPosition(Position::fromFen(std::string_view("4k3/8/8/8/8/8/4P3/4K3 b - - 0 40")).value());
        QCOMPARE(g.moveNumberLabel(0), QStringLiteral("40..."));
        QCOMPARE(g.moveNumberLabel(1), QStringLiteral("41."));
    }

    // Two blank lines end a game inside a variation that is never closed, as they do outside one
    // (the live splitter cut there and the reader did not, so a stream and a file read of the same
    // text listed different games; found by fuzz_livepgn).
    void gapEndsUnclosedVariation()
    {
        const auto games = readAll(QByteArray("[White \"A\"]\n\n1. e4 (1. d4 d5\n\n\n1. c4 *\n"));
        QCOMPARE(games.size(), 2u);
        QCOMPARE(games[0].plyCount(), 1);
        QCOMPARE(games[1].plyCount(), 1);
        QCOMPARE(games[1].plies()[0].sanUtf8(), std::string("c4"));
        // A blank line alone does not.
        const auto one = readAll(QByteArray("[White \"A\"]\n\n1. e4 (1. d4\n\nd5) e5 *\n"));
        QCOMPARE(one.size(), 1u);
        QCOMPARE(one[0].plyCount(), 2);
    }
};

QTEST_GUILESS_MAIN(TestPgn)
#include "tst_pgn.moc"
