#include "core/chess/pgnreader.h"
#include "core/zone/livepgnadapter.h"
#include "core/zone/pgnchunksplitter.h"
#include "tests/common/pgnfixtures.h"
#include "tests/common/scriptedserver.h"

#include <QBuffer>
#include <QDateTime>
#include <QFile>
#include <QNetworkAccessManager>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;
using arbiter::test::ScriptedServer;

namespace {

QByteArray game(const QByteArray &round, const QByteArray &white, const QByteArray &black, const QByteArray &moves,
                const QByteArray &result)
{
    return "[Event \"Online Open\"]\n[Site \"Chess.Live\"]\n[Round \"" + round + "\"]\n[White \"" + white
        + "\"]\n[Black \"" + black + "\"]\n[Result \"" + result + "\"]\n[TimeControl \"600+5\"]\n\n" + moves + " "
        + result + "\n\n";
}

struct Sink
{
    QList<ZoneEvent> events;
    QStringList problems;
    int count(ZoneEvent::Type type) const
    {
        return int(std::count_if(events.begin(), events.end(), [type](const ZoneEvent &e) { return e.type == type; }));
    }
    QStringList moves(const QString &gameId) const
    {
        QStringList out;
        for (const ZoneEvent &e : events)
            if (e.type == ZoneEvent::Type::MovePlayed && e.gameId == gameId)
                out << QString::number(e.ply) + u':' + e.san;
        return out;
    }
};

void attach(LivePgnAdapter &adapter, Sink &sink)
{
    QObject::connect(&adapter, &ZoneAdapter::eventsReady, &adapter,
                     [&sink](const QList<ZoneEvent> &events) { sink.events += events; });
    QObject::connect(&adapter, &ZoneAdapter::problem, &adapter, [&sink](const QString &m) { sink.problems << m; });
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(f.write(bytes), bytes.size());
    f.close();
}

QString idOf(const QByteArray &round, const QByteArray &white, const QByteArray &black)
{
    return PgnGameTracker::gameId(QString::fromUtf8(round + '|' + white + '|' + black));
}

} // namespace

class TestLivePgnAdapter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fileGrowsMoveByMove();
    void halfWrittenFileIsNotMisread();
    void gamesMatchedByTagsWhenReordered();
    void urlPollingHonoursEtag();
    void brokenGameIsReportedNotDropped();
    void fileGrowsGameByGame_data();
    void fileGrowsGameByGame();
    void trackerTakesNullMoves();
};

void TestLivePgnAdapter::fileGrowsMoveByMove()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.pgn"));
    writeFile(path,
              game("1.1", "Alice", "Bob", "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:09:58]}", "*")
                  + game("1.2", "Carol", "Dave", "", "*"));
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.file = path;
    LivePgnAdapter adapter(&network, options);
    Sink sink;
    attach(adapter, sink);
    adapter.start();
    QTRY_COMPARE(sink.count(ZoneEvent::Type::GameListed), 2);
    const QString a = idOf("1.1", "Alice", "Bob");
    QCOMPARE(sink.moves(a), QStringList({QStringLiteral("1:e4"), QStringLiteral("2:e5")}));
    const auto listed = std::find_if(sink.events.begin(), sink.events.end(), [&](const ZoneEvent &e) {
        return e.type == ZoneEvent::Type::GameListed && e.gameId == a;
    });
    QCOMPARE(listed->pairing.board, 1);
    QCOMPARE(listed->pairing.white, QStringLiteral("Alice"));
    QCOMPARE(listed->pairing.timeControl.toFideString(), QStringLiteral("10+5"));
    // The clocks: White's after ply 1, both after ply 2.
    const ZoneEvent &ply2 = *std::find_if(sink.events.begin(), sink.events.end(), [&](const ZoneEvent &e) {
        return e.type == ZoneEvent::Type::MovePlayed && e.ply == 2;
    });
    QCOMPARE(ply2.whiteMs.value(), 600'000);
    QCOMPARE(ply2.blackMs.value(), 598'000);

    QTest::qWait(1100); // a new modification time
    writeFile(
        path,
        game("1.1", "Alice", "Bob", "1. e4 {[%clk 0:10:00]} e5 {[%clk 0:09:58]} 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#", "1-0")
            + game("1.2", "Carol", "Dave", "1. d4", "*"));
    QTRY_VERIFY_WITH_TIMEOUT(sink.count(ZoneEvent::Type::GameEnded) == 1, 5000);
    QCOMPARE(sink.moves(a).size(), 7); // no move reported twice
    QCOMPARE(sink.moves(a).last(), QStringLiteral("7:Qxf7#"));
    const ZoneEvent &end = *std::find_if(sink.events.begin(), sink.events.end(),
                                         [](const ZoneEvent &e) { return e.type == ZoneEvent::Type::GameEnded; });
    QCOMPARE(end.status, ZoneStatus::Mate);
    QCOMPARE(end.winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(sink.moves(idOf("1.2", "Carol", "Dave")), QStringList({QStringLiteral("1:d4")}));
    QVERIFY(!adapter.roundFinished());
    QVERIFY(sink.problems.isEmpty());
    adapter.stop();
}

void TestLivePgnAdapter::halfWrittenFileIsNotMisread()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.pgn"));
    const QByteArray full = game("2.1", "Eve", "Frank", "1. e4 c5 2. Nf3 d6 3. d4 cxd4 4. Nxd4 Nf6 5. Nc3 a6", "*");
    // Caught in the middle of "Nxd4": "4. Nx" is not a move.
    const qsizetype cut = full.indexOf("Nxd4") + 2;
    writeFile(path, full.left(cut));
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.file = path;
    options.settleMs = 100;
    options.settleAttempts = 50; // longer than the test waits
    LivePgnAdapter adapter(&network, options);
    Sink sink;
    attach(adapter, sink);
    adapter.start();
    QTest::qWait(600);
    QCOMPARE(sink.count(ZoneEvent::Type::MovePlayed), 0); // nothing from the broken version
    QVERIFY(sink.problems.isEmpty());
    writeFile(path, full);
    QTRY_COMPARE(sink.count(ZoneEvent::Type::MovePlayed), 10);
    QVERIFY(sink.problems.isEmpty());
    adapter.stop();
}

void TestLivePgnAdapter::gamesMatchedByTagsWhenReordered()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.pgn"));
    writeFile(path, game("3.1", "Gus", "Hal", "1. c4", "*") + game("3.2", "Ivy", "Jon", "1. Nf3", "*"));
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.file = path;
    LivePgnAdapter adapter(&network, options);
    Sink sink;
    attach(adapter, sink);
    adapter.start();
    QTRY_COMPARE(sink.count(ZoneEvent::Type::MovePlayed), 2);
    QTest::qWait(1100);
    writeFile(path, game("3.2", "Ivy", "Jon", "1. Nf3 d5", "*") + game("3.1", "Gus", "Hal", "1. c4 e5", "1-0"));
    QTRY_COMPARE(sink.count(ZoneEvent::Type::MovePlayed), 4);
    QCOMPARE(sink.count(ZoneEvent::Type::GameListed), 2);
    QCOMPARE(sink.moves(idOf("3.1", "Gus", "Hal")), QStringList({QStringLiteral("1:c4"), QStringLiteral("2:e5")}));
    QCOMPARE(sink.moves(idOf("3.2", "Ivy", "Jon")), QStringList({QStringLiteral("1:Nf3"), QStringLiteral("2:d5")}));
    adapter.stop();
}

void TestLivePgnAdapter::urlPollingHonoursEtag()
{
    QByteArray body = game("4.1", "Kim", "Lee", "1. e4", "*");
    int full = 0;
    int notModified = 0;
    ScriptedServer server([&](QTcpSocket *s, const QByteArray &request) {
        const QByteArray etag = "\"v" + QByteArray::number(body.size()) + "\"";
        if (request.contains(QByteArray("If-None-Match: " + etag))) {
            ++notModified;
            s->write("HTTP/1.1 304 Not Modified\r\nETag: W/" + etag + "\r\n\r\n");
        } else {
            ++full;
            s->write("HTTP/1.1 200 OK\r\nContent-Type: application/x-chess-pgn; charset=utf-8\r\nETag: W/" + etag
                     + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        }
        s->flush();
    });
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.url = server.url(QStringLiteral("/round/4.pgn"));
    options.intervalMs = 500; // below the minimum: clamped
    LivePgnAdapter adapter(&network, options);
    QCOMPARE(adapter.intervalMs(), LivePgnAdapter::MinIntervalMs);
    Sink sink;
    attach(adapter, sink);
    const qint64 started = QDateTime::currentMSecsSinceEpoch();
    adapter.start();
    QTRY_COMPARE(sink.count(ZoneEvent::Type::MovePlayed), 1);
    QTRY_VERIFY_WITH_TIMEOUT(notModified >= 1, 6000);
    // The second request came no sooner than the minimum interval.
    QVERIFY(QDateTime::currentMSecsSinceEpoch() - started >= LivePgnAdapter::MinIntervalMs);
    QCOMPARE(full, 1);
    QCOMPARE(adapter.health().state, ConnectionHealth::State::Connected);
    body = game("4.1", "Kim", "Lee", "1. e4 e6", "*");
    QTRY_VERIFY_WITH_TIMEOUT(sink.count(ZoneEvent::Type::MovePlayed) == 2, 6000);
    QCOMPARE(full, 2);
    adapter.stop();
}

void TestLivePgnAdapter::brokenGameIsReportedNotDropped()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.pgn"));
    // An illegal move in a complete, stable file: the plies before it are kept and the error shown.
    writeFile(path, game("5.1", "Max", "Ned", "1. e4 e5 2. Ke3", "*"));
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.file = path;
    options.settleMs = 50;
    options.settleAttempts = 3;
    LivePgnAdapter adapter(&network, options);
    Sink sink;
    attach(adapter, sink);
    adapter.start();
    QTRY_COMPARE(sink.count(ZoneEvent::Type::MovePlayed), 2);
    QTRY_COMPARE(sink.problems.size(), 1);
    QVERIFY2(sink.problems[0].contains(QStringLiteral("Ke3")), qPrintable(sink.problems[0]));
    adapter.stop();
}

void TestLivePgnAdapter::fileGrowsGameByGame_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : testing::pgnFixtureNames())
        QTest::newRow(qPrintable(name)) << name;
}

// A live PGN file (DGT LiveChess, a relay) that grows one game at a time lists exactly the games,
// boards and players that PgnReader (and so `arbiterctl pgn`) reads from the same text: [ePGN] or
// [Board] before [Event] is not a game of its own, and tags-only pairings are one game each.
void TestLivePgnAdapter::fileGrowsGameByGame()
{
    QFETCH(QString, name);
    const QByteArray text = testing::pgnFixture(name);
    PgnChunkSplitter splitter;
    splitter.feed(text);
    splitter.finish();
    const QList<QByteArray> gameTexts = splitter.takeGames();
    QVERIFY(gameTexts.size() >= 2);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("live.pgn"));
    QByteArray written;
    for (int i = 0; i < gameTexts.size(); ++i)
        written += (i ? "\n" : "") + gameTexts.at(i);
    writeFile(path, gameTexts.first());
    QNetworkAccessManager network;
    LivePgnAdapter::Options options;
    options.file = path;
    options.settleMs = 50;
    LivePgnAdapter adapter(&network, options);
    Sink sink;
    attach(adapter, sink);
    adapter.start();
    QByteArray sofar;
    for (int i = 0; i < gameTexts.size(); ++i) {
        sofar += (i ? "\n" : "") + gameTexts.at(i);
        writeFile(path, sofar);
        const int expected = int(PgnChunkSplitter::parseGames(sofar).games.size());
        QTRY_COMPARE_WITH_TIMEOUT(sink.count(ZoneEvent::Type::GameListed), expected, 5000);
    }
    QCOMPARE(sofar, written);
    QVERIFY2(sink.problems.isEmpty(), qPrintable(sink.problems.join(u'\n')));

    QBuffer buffer(&written);
    QVERIFY(buffer.open(QIODevice::ReadOnly));
    chess::PgnReader reader(&buffer);
    chess::PgnGame game;
    QStringList fromReader, fromSource;
    int guess = 0;
    QHash<QString, int> plies;
    while (reader.readGame(game)) {
        ++guess;
        const int board = game.board() > 0 ? game.board() : guess;
        fromReader << QStringLiteral("%1 %2 - %3").arg(board).arg(game.tag("White"), game.tag("Black"));
        plies.insert(PgnGameTracker::gameId(PgnGameTracker::gameKey(game)), game.plyCount());
    }
    for (const ZoneEvent &e : std::as_const(sink.events)) {
        if (e.type == ZoneEvent::Type::GameListed)
            fromSource << QStringLiteral("%1 %2 - %3").arg(e.pairing.board).arg(e.pairing.white, e.pairing.black);
    }
    QCOMPARE(fromSource, fromReader);
    for (auto it = plies.cbegin(); it != plies.cend(); ++it)
        QCOMPARE(sink.moves(it.key()).size(), it.value());
    adapter.stop();
}

// A null move ("--", which the PGN reader takes) is passed on as a ply like any other (the tracker
// used to replay it with Position::makeMove, moving a piece off an empty square: out-of-bounds
// memory; found by fuzz_livepgn).
void TestLivePgnAdapter::trackerTakesNullMoves()
{
    const auto parsed = PgnChunkSplitter::parseGames("[White \"A\"]\n[Black \"B\"]\n\n1. e4 -- 2. d4 *\n");
    QCOMPARE(parsed.games.size(), 1u);
    QCOMPARE(parsed.games.front().plyCount(), 3);
    PgnGameTracker tracker;
    const QList<ZoneEvent> events = tracker.update(parsed.games, 1, 2);
    QList<int> plies;
    for (const ZoneEvent &e : events)
        if (e.type == ZoneEvent::Type::MovePlayed)
            plies << e.ply;
    QCOMPARE(plies, QList<int>({1, 2, 3}));
    for (const ZoneEvent &e : tracker.update(parsed.games, 3, 4))
        QVERIFY(e.type != ZoneEvent::Type::MovePlayed); // nothing new
}

QTEST_GUILESS_MAIN(TestLivePgnAdapter)
#include "tst_livepgnadapter.moc"
