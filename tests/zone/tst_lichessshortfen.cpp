#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/zone/lichessadapter.h"
#include "tests/common/scriptedserver.h"

#include <QNetworkAccessManager>
#include <QTcpSocket>
#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;
using arbiter::test::httpChunk;
using arbiter::test::ScriptedServer;

// The Lichess adapter against a server of its own written here, line by line, the way older lila
// writes its streams: every position line with a short FEN ("<board> <side>", no castling field).
// 1. Castling is legal on such a stream for both colours (sent as the king taking its rook, e1h1
//    and e8h8, as lila's move streams do): the short FEN's rights come from the game's history.
// 2. A game that ends while its record is on its way (fetched because a line was lost) keeps every
//    move: the record made before the last move is fetched again, the end waits for it.
class TestLichessShortFen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void castlingOnShortFens();
    void gameEndingWhileItsRecordIsFetchedKeepsItsLastMove();
};

namespace {

const QByteArray GameId = "Sh0rtFen";
// An Italian game in which both sides castle short; White resigns after Black's 14th ply.
const QStringList Moves = {QStringLiteral("e4"),  QStringLiteral("e5"),  QStringLiteral("Nf3"), QStringLiteral("Nc6"),
                           QStringLiteral("Bc4"), QStringLiteral("Bc5"), QStringLiteral("O-O"), QStringLiteral("Nf6"),
                           QStringLiteral("d3"),  QStringLiteral("O-O"), QStringLiteral("c3"),  QStringLiteral("d6"),
                           QStringLiteral("Re1"), QStringLiteral("a6")};

struct Line
{
    QByteArray uci; // castling as the king taking its rook
    QByteArray shortFen; // the position after the move: board and side only
};

// Each move's stream line, made with the chess core from the SAN above.
QList<Line> lines()
{
    QList<Line> out;
    chess::Position pos = chess::Position::fromFen(QString::fromLatin1(chess::Position::StartFen)).value();
    for (const QString &san : Moves) {
        const auto move = chess::Notation::parseSan(pos, san);
        if (!move)
            qFatal("bad test move %s", qPrintable(san));
        const QByteArray uci = chess::Notation::uci(*move, true).toLatin1();
        pos.makeMove(*move);
        const QByteArray fen = pos.fen().toLatin1();
        out.append({uci, fen.left(fen.indexOf(' ', fen.indexOf(' ') + 1))});
    }
    return out;
}

QByteArray players()
{
    return R"("players":{"white":{"user":{"name":"Anna Kern","id":"annakern"},"rating":2010},)"
           R"("black":{"user":{"name":"Boris Lind","id":"borislind"},"rating":2050}})";
}

// The move stream's game object: at the start, and again with the result when the game ends.
QByteArray gameObject(int turns, bool resigned)
{
    QByteArray o = R"({"id":")" + GameId + R"(","variant":{"key":"standard","name":"Standard","short":"Std"},)"
        + R"("speed":"blitz","perf":"blitz","rated":true,"source":"api","createdAt":1767225600000,)"
        + R"("fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","turns":)" + QByteArray::number(turns);
    if (resigned)
        o += R"(,"status":{"id":31,"name":"resign"},"winner":"black",)";
    else
        o += R"(,"status":{"id":20,"name":"started"},)";
    return o + R"("player":"white",)" + players() + "}\n";
}

QByteArray positionLine(const Line &l)
{
    return R"({"fen":")" + l.shortFen + R"(","lm":")" + l.uci + R"(","wc":170,"bc":170})" + "\n";
}

// The games stream's line for the game (started, or resigned).
QByteArray streamGame(bool resigned)
{
    return R"({"id":")" + GameId + R"(","rated":true,"variant":"standard","speed":"blitz","perf":"blitz",)"
        + R"("createdAt":1767225600000,"status":)" + (resigned ? "31" : "20") + R"(,"statusName":")"
        + (resigned ? "resign" : "started") + R"(",)"
        + R"("players":{"white":{"userId":"annakern","rating":2010},"black":{"userId":"borislind","rating":2050}},)"
        + (resigned ? R"("winner":"black",)" : "") + R"("clock":{"initial":180,"increment":2}})" + "\n";
}

// GET /game/export/{id} as JSON, with the first `plies` moves.
QByteArray exportJson(int plies, bool resigned)
{
    QStringList sans = Moves.mid(0, plies);
    QByteArray clocks;
    for (int i = 0; i < plies; ++i)
        clocks += (i ? "," : "") + QByteArray::number(17000);
    return R"({"id":")" + GameId + R"(","rated":true,"variant":"standard","speed":"blitz","perf":"blitz",)"
        + R"("createdAt":1767225600000,"lastMoveAt":1767225660000,"status":")" + (resigned ? "resign" : "started")
        + R"(","source":"api",)" + players() + (resigned ? R"(,"winner":"black")" : "") + R"(,"moves":")"
        + sans.join(u' ').toLatin1() + R"(","clocks":[)" + clocks
        + R"(],"clock":{"initial":180,"increment":2,"totalTime":260}})";
}

void startChunked(QTcpSocket *s, const QByteArray &type)
{
    s->write("HTTP/1.1 200 OK\r\nContent-Type: " + type + "\r\nTransfer-Encoding: chunked\r\n\r\n");
    s->flush();
}

void answer(QTcpSocket *s, const QByteArray &body, const QByteArray &type = "application/json")
{
    s->write("HTTP/1.1 200 OK\r\nContent-Type: " + type + "\r\nContent-Length: " + QByteArray::number(body.size())
             + "\r\n\r\n" + body);
    s->flush();
}

// The move stream's opening: the game object, then the initial position (a short FEN).
void startMoveStream(QTcpSocket *s)
{
    startChunked(s, "application/x-ndjson");
    s->write(httpChunk(gameObject(0, false)));
    s->write(httpChunk(R"({"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w","wc":180,"bc":180})"
                       "\n"));
}

// Every move line, then the game object with the result, and the end of the stream.
void finishMoveStream(QTcpSocket *s, const QList<Line> &moves)
{
    for (const Line &l : moves)
        s->write(httpChunk(positionLine(l)));
    s->write(httpChunk(gameObject(int(Moves.size()), true)));
    s->write("0\r\n\r\n");
    s->flush();
}

struct Sink
{
    QList<ZoneEvent> events;
    QStringList problems;
    void attach(ZoneAdapter &adapter)
    {
        QObject::connect(&adapter, &ZoneAdapter::eventsReady, &adapter,
                         [this](const QList<ZoneEvent> &e) { events += e; });
        QObject::connect(&adapter, &ZoneAdapter::problem, &adapter, [this](const QString &m) { problems << m; });
    }
    QStringList moves() const
    {
        QStringList out;
        for (const ZoneEvent &e : events)
            if (e.type == ZoneEvent::Type::MovePlayed)
                out << QString::number(e.ply) + u':' + (e.san.isEmpty() ? e.uci : e.san);
        return out;
    }
    int indexOf(ZoneEvent::Type type, int ply = -1) const
    {
        for (int i = 0; i < events.size(); ++i)
            if (events[i].type == type && (ply < 0 || events[i].ply == ply))
                return i;
        return -1;
    }
};

LichessAdapter::Options options(const ScriptedServer &server)
{
    LichessAdapter::Options o;
    o.baseUrl = server.url(QString());
    o.gameIds = {QString::fromLatin1(GameId)};
    o.backoff.initialMs = 50;
    o.backoff.maxMs = 200;
    return o;
}

// The adapter following the game on `server` from its construction, what it says collected.
struct Follower
{
    explicit Follower(const ScriptedServer &server) : adapter(&network, options(server))
    {
        sink.attach(adapter);
        adapter.start();
    }
    QNetworkAccessManager network;
    LichessAdapter adapter;
    Sink sink;
};

} // namespace

void TestLichessShortFen::castlingOnShortFens()
{
    const QList<Line> all = lines();
    QPointer<QTcpSocket> games;
    ScriptedServer server([&](QTcpSocket *s, const QByteArray &request) {
        if (request.startsWith("POST /api/stream/games/") && !request.contains("/add")) {
            games = s;
            startChunked(s, "application/x-ndjson");
            s->write(httpChunk(streamGame(false)));
        } else if (request.startsWith(QByteArray("GET /api/stream/game/" + GameId))) {
            startMoveStream(s);
            finishMoveStream(s, all);
            if (games)
                games->write(httpChunk(streamGame(true)));
        } else if (request.startsWith("GET /game/export/")) {
            answer(s, exportJson(int(all.size()), true));
        } else {
            s->write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
        }
        s->flush();
    });
    Follower follower(server);
    Sink &sink = follower.sink;
    QTRY_VERIFY_WITH_TIMEOUT(sink.indexOf(ZoneEvent::Type::GameEnded) >= 0, 10000);
    // Every move came from the stream itself, castling (e1h1 at ply 7, e8h8 at ply 10) included:
    // no line was refused and no record had to fill anything in.
    for (const QString &p : std::as_const(sink.problems))
        QVERIFY2(!p.contains(QLatin1String("not a legal move")), qPrintable(p));
    QCOMPARE(sink.moves().size(), Moves.size());
    QCOMPARE(sink.moves().at(6), QStringLiteral("7:e1h1"));
    QCOMPARE(sink.moves().at(9), QStringLiteral("10:e8h8"));
    const bool exported = std::any_of(server.requests.cbegin(), server.requests.cend(),
                                      [](const QByteArray &r) { return r.startsWith("GET /game/export/"); });
    QVERIFY2(!exported, "the game's record was fetched: the stream's castling was refused");
    QVERIFY(sink.indexOf(ZoneEvent::Type::GameEnded) > sink.indexOf(ZoneEvent::Type::MovePlayed, int(Moves.size())));
}

// The stream loses a line early (ply 5 missing), so the moves wait for the game's record. The
// record is asked for at once, but the server is slow: by the time it answers, with the game as it
// was when asked (12 plies, going on), the game has two more moves and White has resigned. The
// adapter must not end the game without them: it fetches the record again, which has every move.
void TestLichessShortFen::gameEndingWhileItsRecordIsFetchedKeepsItsLastMove()
{
    const QList<Line> all = lines();
    const int early = 12; // plies in the record made when it was asked for
    QPointer<QTcpSocket> games;
    QPointer<QTcpSocket> firstExport;
    int exports = 0;
    bool streamed = false;
    ScriptedServer server([&](QTcpSocket *s, const QByteArray &request) {
        if (request.startsWith("POST /api/stream/games/") && !request.contains("/add")) {
            games = s;
            startChunked(s, "application/x-ndjson");
            s->write(httpChunk(streamGame(false)));
        } else if (request.startsWith(QByteArray("GET /api/stream/game/" + GameId))) {
            startMoveStream(s);
            if (streamed) { // a replay after the record: the whole finished game
                finishMoveStream(s, all);
                return;
            }
            streamed = true;
            for (int i = 0; i < early; ++i)
                if (i != 4) // the line of ply 5 is lost on the way
                    s->write(httpChunk(positionLine(all[i])));
            s->flush();
            // The rest of the game while the record is on its way.
            QPointer<QTcpSocket> stream = s;
            QTimer::singleShot(400, s, [&, stream] {
                if (!stream)
                    return;
                finishMoveStream(stream, all.mid(early));
                if (games)
                    games->write(httpChunk(streamGame(true)));
                // Only now does the record asked for before the end arrive, as it was then.
                QTimer::singleShot(200, stream, [&] {
                    if (firstExport)
                        answer(firstExport, exportJson(early, false));
                });
            });
        } else if (request.startsWith("GET /game/export/")) {
            if (++exports == 1)
                firstExport = s; // answered late, above
            else
                answer(s, exportJson(int(all.size()), true));
        } else {
            s->write("HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n");
        }
        s->flush();
    });
    Follower follower(server);
    Sink &sink = follower.sink;
    QTRY_VERIFY_WITH_TIMEOUT(sink.indexOf(ZoneEvent::Type::GameEnded) >= 0, 15000);
    QTest::qWait(300); // nothing may follow the end
    QVERIFY2(exports >= 2, "the record made before the end was taken as the last word");
    QStringList expected;
    for (int i = 0; i < Moves.size(); ++i)
        expected << QString::number(i + 1) + u':';
    const QStringList got = sink.moves();
    QCOMPARE(got.size(), Moves.size());
    for (int i = 0; i < Moves.size(); ++i)
        QVERIFY2(got[i].startsWith(expected[i]), qPrintable(got.join(u' ')));
    // The end came after the last move.
    QVERIFY(sink.indexOf(ZoneEvent::Type::MovePlayed, int(Moves.size())) >= 0);
    QVERIFY(sink.indexOf(ZoneEvent::Type::GameEnded) > sink.indexOf(ZoneEvent::Type::MovePlayed, int(Moves.size())));
    QCOMPARE(sink.events[sink.indexOf(ZoneEvent::Type::GameEnded)].status, ZoneStatus::Resign);
}

QTEST_GUILESS_MAIN(TestLichessShortFen)
#include "tst_lichessshortfen.moc"
