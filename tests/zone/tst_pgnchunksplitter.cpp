#include "core/zone/pgnchunksplitter.h"
#include "tests/common/pgnfixtures.h"
#include "tests/common/testpaths.h"
#include "tests/common/trickledevice.h"

#include <QFile>
#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;

// Framing of the broadcast round stream and of live PGN files: each game must come out whole and
// exactly once per send, however the bytes were cut, with keep-alives and CRs gone, so that the
// tracker never sees half a game (a phantom "game shortened") or two games glued together.
class TestPgnChunkSplitter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitAnywhere_data();
    void splitAnywhere();
    void trickle_data() { splitAnywhere_data(); }
    void trickle();
    void completeOnlyWhenKnown();
    void halfGameFlushedByFinish();
    void tagGapIsNotAnEnd();
    void oversizedGameSkipped_data();
    void oversizedGameSkipped();
    void eachOversizedGameReported();
    void parseGames();
    void parseGamesKeepsBrokenGame();
    void sameGamesAsTheReader_data();
    void sameGamesAsTheReader();
    void textAfterTagPair_data();
    void textAfterTagPair();

private:
    static QByteArray fixture();
    static void checkGames(const QList<QByteArray> &games);
};

QByteArray TestPgnChunkSplitter::fixture()
{
    QFile f(arbiter::testing::testsPath(QStringLiteral("data/streams/broadcast.pgn")));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open broadcast.pgn");
    return f.readAll();
}

// The three games of broadcast.pgn, whatever the framing was.
void TestPgnChunkSplitter::checkGames(const QList<QByteArray> &games)
{
    QCOMPARE(games.size(), 3);
    const QStringList whites{QStringLiteral("Carlsen, Magnus"), QStringLiteral(u"Алиса"),
                             QStringLiteral("Caruana, Fabiano")};
    const QList<int> plies{7, 3, 4};
    for (int i = 0; i < 3; ++i) {
        const QByteArray &text = games.at(i);
        QVERIFY(text.startsWith("[Event "));
        QVERIFY(text.endsWith("\n") && !text.endsWith("\n\n"));
        QVERIFY(!text.contains('\r'));
        const auto parsed = PgnChunkSplitter::parseGames(text);
        QVERIFY2(parsed.errors.isEmpty(), qPrintable(parsed.errors.value(0).message));
        QCOMPARE(parsed.games.size(), 1u);
        QCOMPARE(parsed.games.front().tag("White"), whites.at(i));
        QCOMPARE(parsed.games.front().plyCount(), plies.at(i));
        QVERIFY(parsed.games.front().plies().back().clockMs.has_value());
    }
}

void TestPgnChunkSplitter::splitAnywhere_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("needsFinish"); // the last game has no "\n\n\n" and no game after it

    const QByteArray lila = fixture();
    QByteArray keepAlive = lila;
    keepAlive.replace("\n\n\n[", "\n\n\n [");
    keepAlive.append(' ');
    QByteArray crlf = lila;
    crlf.replace("\n", "\r\n");
    QByteArray file = lila; // a live PGN file: one blank line between games, one '\n' at the end
    file.replace("\n\n\n", "\n\n");
    file.chop(1);
    QByteArray fileKeepAlive = file; // blanks after the gap, before the next game's first tag
    fileKeepAlive.replace("\n\n[Event", "\n\n \n\t[Event");

    QTest::newRow("lila") << lila << false;
    QTest::newRow("keep-alive between games") << keepAlive << false;
    QTest::newRow("CRLF") << crlf << false;
    QTest::newRow("file") << file << true;
    QTest::newRow("file with blanks in the gap") << fileKeepAlive << true;
}

void TestPgnChunkSplitter::splitAnywhere()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, needsFinish);

    for (qsizetype cut = 0; cut <= data.size(); ++cut) {
        PgnChunkSplitter splitter;
        splitter.feed(QByteArrayView(data).first(cut));
        QList<QByteArray> games = splitter.takeGames();
        splitter.feed(QByteArrayView(data).sliced(cut));
        games += splitter.takeGames();
        QCOMPARE(games.size(), needsFinish ? 2 : 3);
        splitter.finish();
        games += splitter.takeGames();
        checkGames(games);
        QCOMPARE(splitter.bufferedBytes(), 0);
    }
}

void TestPgnChunkSplitter::trickle()
{
    QFETCH(QByteArray, data);
    QFETCH(bool, needsFinish);

    for (quint32 seed = 1; seed <= 10; ++seed) {
        testing::TrickleDevice device(data, seed);
        QVERIFY(device.open(QIODevice::ReadOnly));
        PgnChunkSplitter splitter;
        QList<QByteArray> games;
        char buf[8];
        qint64 n;
        while ((n = device.read(buf, sizeof buf)) > 0) {
            splitter.feed(QByteArrayView(buf, n));
            games += splitter.takeGames();
        }
        QCOMPARE(games.size(), needsFinish ? 2 : 3);
        splitter.finish();
        checkGames(games + splitter.takeGames());
    }
}

// "\n\n" at the end of the data could be a game end or the gap before the movetext: the splitter
// waits for the next byte rather than guess.
void TestPgnChunkSplitter::completeOnlyWhenKnown()
{
    const QByteArray data = fixture();
    const qsizetype firstEnd = data.indexOf("\n\n\n") + 3;
    PgnChunkSplitter splitter;
    splitter.feed(QByteArrayView(data).first(firstEnd - 1)); // "... 1-0\n\n"
    QVERIFY(!splitter.hasGames());
    splitter.feed(QByteArrayView(data).sliced(firstEnd - 1, 1)); // the third '\n'
    QCOMPARE(splitter.takeGames().size(), 1);
    QCOMPARE(splitter.bufferedBytes(), 0);
    splitter.feed(" "); // keep-alive
    QCOMPARE(splitter.bufferedBytes(), 0);
    QVERIFY(!splitter.hasGames());
}

void TestPgnChunkSplitter::halfGameFlushedByFinish()
{
    const QByteArray data = fixture();
    const qsizetype secondEnd = data.indexOf("\n\n\n", data.indexOf("\n\n\n") + 3) + 3;
    const QByteArray half
        = data.first(secondEnd) + "[Event \"Arbiter Open 2026\"]\n[White \"Half\"]\n\n1. e4 e5 2. Nf3";
    PgnChunkSplitter splitter;
    splitter.feed(half);
    QCOMPARE(splitter.takeGames().size(), 2);
    QVERIFY(splitter.bufferedBytes() > 0);
    splitter.finish();
    const QList<QByteArray> last = splitter.takeGames();
    QCOMPARE(last.size(), 1);
    const auto parsed = PgnChunkSplitter::parseGames(last.first());
    QCOMPARE(parsed.games.size(), 1u);
    QCOMPARE(parsed.games.front().tag("White"), QStringLiteral("Half"));
    QCOMPARE(parsed.games.front().plyCount(), 3);
    splitter.finish(); // nothing left: no empty game
    QVERIFY(!splitter.hasGames());
}

// Some writers leave two blank lines between the tags and the moves; that is not the end of a game.
void TestPgnChunkSplitter::tagGapIsNotAnEnd()
{
    PgnChunkSplitter splitter;
    splitter.feed("[Event \"E\"]\n[White \"A\"]\n\n\n");
    QVERIFY(!splitter.hasGames());
    splitter.feed("1. e4 e5 *\n\n\n");
    const QList<QByteArray> games = splitter.takeGames();
    QCOMPARE(games.size(), 1);
    QCOMPARE(PgnChunkSplitter::parseGames(games.first()).games.front().plyCount(), 2);
}

void TestPgnChunkSplitter::oversizedGameSkipped_data()
{
    QTest::addColumn<int>("chunkSize");
    QTest::newRow("byte by byte") << 1;
    QTest::newRow("100-byte chunks") << 100;
    QTest::newRow("whole") << 1000000;
}

// A game that never ends must not grow the buffer without bound: it is reported once and skipped,
// and the games after it come out as usual.
void TestPgnChunkSplitter::oversizedGameSkipped()
{
    QFETCH(int, chunkSize);
    const qsizetype max = 1024;
    const QByteArray small = "[White \"A\"]\n\n1. e4 e5 *\n\n\n";
    const QByteArray huge = "[White \"Huge\"]\n\n1. e4 { " + QByteArray(5000, 'x') + " } e5 *\n\n\n";
    const QByteArray data = small + huge + "[White \"C\"]\n\n1. d4 *\n\n[White \"D\"]\n\n1. c4 *\n";

    PgnChunkSplitter splitter(max);
    int errors = 0;
    qsizetype maxBuffered = 0;
    for (qsizetype i = 0; i < data.size(); i += chunkSize) {
        if (const auto error
            = splitter.feed(QByteArrayView(data).sliced(i, std::min<qsizetype>(chunkSize, data.size() - i)))) {
            ++errors;
            QVERIFY(error->message.contains(QLatin1String("1024")));
        }
        maxBuffered = std::max(maxBuffered, splitter.bufferedBytes());
    }
    splitter.finish();
    const QList<QByteArray> games = splitter.takeGames();
    QCOMPARE(errors, 1);
    QVERIFY(maxBuffered <= max);
    QCOMPARE(games.size(), 3);
    QVERIFY(games.at(0).contains("\"A\""));
    QVERIFY(games.at(1).contains("\"C\""));
    QVERIFY(games.at(2).contains("\"D\""));
}

// A chunk that ends one oversized game and begins another reports the second one too (it used to
// be skipped in silence, because the chunk began while the first was being dropped; found by
// fuzz_livepgn).
void TestPgnChunkSplitter::eachOversizedGameReported()
{
    const qsizetype max = 1024;
    const QByteArray first = "[White \"A\"]\n\n1. e4 { " + QByteArray(3000, 'x');
    const QByteArray second = " } *\n\n\n[White \"B\"]\n\n1. d4 { " + QByteArray(3000, 'y') + " } *\n\n\n";
    const QByteArray last = "[White \"C\"]\n\n1. c4 *\n";
    PgnChunkSplitter splitter(max);
    QVERIFY(splitter.feed(first).has_value());
    QVERIFY(splitter.feed(second).has_value());
    QVERIFY(!splitter.feed(last).has_value());
    splitter.finish();
    const QList<QByteArray> games = splitter.takeGames();
    QCOMPARE(games.size(), 1);
    QVERIFY(games.first().contains("\"C\""));
}

void TestPgnChunkSplitter::parseGames()
{
    const auto parsed = PgnChunkSplitter::parseGames(fixture());
    QVERIFY(parsed.errors.isEmpty());
    QCOMPARE(parsed.games.size(), 3u);
    QCOMPARE(parsed.games.at(2).result(), QStringLiteral("1/2-1/2"));
}

void TestPgnChunkSplitter::parseGamesKeepsBrokenGame()
{
    const auto parsed
        = PgnChunkSplitter::parseGames("[White \"A\"]\n\n1. e4 e5 2. Ke3 *\n\n[White \"B\"]\n\n1. d4 *\n");
    QCOMPARE(parsed.games.size(), 2u);
    QCOMPARE(parsed.errors.size(), 1);
    QVERIFY(!parsed.errors.first().message.isEmpty());
    QCOMPARE(parsed.games.at(0).plyCount(), 2); // kept up to the illegal move
    QVERIFY(parsed.games.at(0).hasError());
    QCOMPARE(parsed.games.at(1).plyCount(), 1);
}

void TestPgnChunkSplitter::sameGamesAsTheReader_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : testing::pgnFixtureNames())
        QTest::newRow(qPrintable(name)) << name;
}

// The boundary fixtures framed by the splitter, cut anywhere, parse into exactly the games PgnReader
// reads from the whole file (the shared rule of pgnboundary.h), and no chunk is ever empty of games.
void TestPgnChunkSplitter::sameGamesAsTheReader()
{
    QFETCH(QString, name);
    const QByteArray data = testing::pgnFixture(name);
    const QJsonArray expected = testing::expectedGames(name);
    for (qsizetype cut = 0; cut <= data.size(); ++cut) {
        PgnChunkSplitter splitter;
        splitter.feed(QByteArrayView(data).first(cut));
        QList<QByteArray> chunks = splitter.takeGames();
        splitter.feed(QByteArrayView(data).sliced(cut));
        splitter.finish();
        chunks += splitter.takeGames();
        std::vector<chess::PgnGame> games;
        for (const QByteArray &chunk : std::as_const(chunks)) {
            const auto parsed = PgnChunkSplitter::parseGames(chunk);
            QVERIFY2(!parsed.games.empty(), chunk.constData());
            games.insert(games.end(), parsed.games.begin(), parsed.games.end());
        }
        const QString difference = testing::compareWithExpected(games, expected);
        QVERIFY2(difference.isEmpty(), qPrintable(QStringLiteral("cut at %1: ").arg(cut) + difference));
    }
}

void TestPgnChunkSplitter::textAfterTagPair_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("games");
    // Movetext after a tag's ']' (garbage, or moves): a tag after it begins the next game.
    QTest::newRow("garbage after a tag") << QByteArray("[White \"A\"]Online\"]\n[Date \"2026.03.07\"]\n") << 2;
    QTest::newRow("moves after a tag") << QByteArray("[White \"A\"] 1. e4 e5\n[White \"B\"]\n\n1. d4 *\n") << 2;
    // Several tags on one line are tags; a repeated one begins the next game in the line.
    QTest::newRow("two tags on a line") << QByteArray("[White \"A\"] [Black \"B\"]\n\n1. e4 *\n") << 1;
    QTest::newRow("next game in the line")
        << QByteArray("[White \"A\"] [Black \"B\"]\n[Round \"1\"] [White \"C\"]\n\n1. e4 *\n") << 2;
}

// What follows a tag pair on its line is read as PgnReader reads it, so each text the splitter cuts
// is one game, the reader's (a tag line with garbage after its ']' used to hold two games for the
// reader; found by fuzz_livepgn).
void TestPgnChunkSplitter::textAfterTagPair()
{
    QFETCH(QByteArray, data);
    QFETCH(int, games);
    for (qsizetype cut = 0; cut <= data.size(); ++cut) {
        PgnChunkSplitter splitter;
        splitter.feed(QByteArrayView(data).first(cut));
        splitter.feed(QByteArrayView(data).sliced(cut));
        splitter.finish();
        const QList<QByteArray> texts = splitter.takeGames();
        QCOMPARE(texts.size(), games);
        for (const QByteArray &text : texts) {
            const auto parsed = PgnChunkSplitter::parseGames(text);
            QVERIFY2(parsed.games.size() == 1u, text.constData());
        }
        QCOMPARE(PgnChunkSplitter::parseGames(data).games.size(), std::size_t(games));
    }
}

QTEST_GUILESS_MAIN(TestPgnChunkSplitter)
#include "tst_pgnchunksplitter.moc"
