#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/chess/zonedialect.h"
#include "core/zone/lichessparser.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;

// Every Lichess body the console reads, from the shapes in the issue 3 plan (§1.2-§1.7): what the
// arbiter sees (players, clocks, moves, results) must come out exactly, and a broken line must give
// an explanation, never a crash or a silently wrong value.
class TestLichessParser : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void positionLine_data();
    void positionLine();
    void moveStreamFixture();
    void status_data();
    void status();
    void gamesStreamFixture();
    void exportFixture();
    void bulks_data();
    void bulks();
    void errorBodies_data();
    void errorBodies();
    void malformed_data();
    void malformed();
    void truncatedAndCorrupted_data();
    void truncatedAndCorrupted();
    void resolveMove_data();
    void resolveMove();
    void lenientFen_data();
    void lenientFen();
    void shortFenKeepsLostRightsLost();

private:
    static QByteArray fixture(const char *name);
};

// Which parser a table row goes through.
enum Parser { MoveStream, Position, StreamGame, Export, BulkList, Bulk };

namespace {

// Parses with `parser`; returns the error message, or an empty string when it parsed.
QString parseError(int parser, const QByteArray &body)
{
    switch (parser) {
    case MoveStream: {
        auto r = LichessParser::parseMoveStreamLine(body);
        return r ? QString() : r.error().message;
    }
    case Position: {
        auto r = LichessParser::parsePositionLine(body);
        return r ? QString() : r.error().message;
    }
    case StreamGame: {
        auto r = LichessParser::parseStreamGame(body);
        return r ? QString() : r.error().message;
    }
    case Export: {
        auto r = LichessParser::parseExportGame(body);
        return r ? QString() : r.error().message;
    }
    case BulkList: {
        auto r = LichessParser::parseBulkList(body);
        return r ? QString() : r.error().message;
    }
    case Bulk: {
        auto r = LichessParser::parseBulk(body);
        return r ? QString() : r.error().message;
    }
    }
    return QStringLiteral("no such parser");
}

} // namespace

QByteArray TestLichessParser::fixture(const char *name)
{
    QFile f(arbiter::testing::testsPath(QStringLiteral("data/streams/")) + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    return f.readAll();
}

void TestLichessParser::positionLine_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("lm");
    QTest::addColumn<int>("wc"); // -1 = not sent
    QTest::addColumn<int>("bc");

    const QString start = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    QTest::newRow("initial, 6 fields, no lm")
        << QByteArray(R"({"fen":"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1","wc":180,"bc":180})")
        << start << QString() << 180 << 180;
    QTest::newRow("2 fields") << QByteArray(
        R"({"fen":"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b","lm":"e2e4","wc":180,"bc":180})")
                              << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")
                              << QStringLiteral("e2e4") << 180 << 180;
    QTest::newRow("untimed: no wc/bc") << QByteArray(
        R"({"fen":"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2","lm":"e7e5"})")
                                       << QStringLiteral("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")
                                       << QStringLiteral("e7e5") << -1 << -1;
    QTest::newRow("castling e1h1") << QByteArray(
        R"({"fen":"r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1","lm":"e1h1","wc":5,"bc":0})")
                                   << QStringLiteral("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1") << QStringLiteral("e1h1")
                                   << 5 << 0;
    QTest::newRow("castling e1g1") << QByteArray(R"({"fen":"r3k2r/8/8/8/8/8/8/R4RK1 b","lm":"e1g1"})")
                                   << QStringLiteral("r3k2r/8/8/8/8/8/8/R4RK1 b") << QStringLiteral("e1g1") << -1 << -1;
    QTest::newRow("promotion e7e8 without piece")
        << QByteArray(R"({"fen":"4Q3/8/8/8/8/8/8/k3K3 b","lm":"e7e8","wc":3,"bc":1})")
        << QStringLiteral("4Q3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e7e8") << 3 << 1;
    QTest::newRow("promotion e7e8q") << QByteArray(R"({"fen":"4Q3/8/8/8/8/8/8/k3K3 b","lm":"e7e8q"})")
                                     << QStringLiteral("4Q3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e7e8q") << -1 << -1;
    QTest::newRow("fractional seconds rounded")
        << QByteArray(R"({"fen":"4Q3/8/8/8/8/8/8/k3K3 b","lm":"e7e8q","wc":2.6,"bc":0.4})")
        << QStringLiteral("4Q3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e7e8q") << 3 << 0;
    QTest::newRow("unknown fields ignored")
        << QByteArray(R"({"fen":"4Q3/8/8/8/8/8/8/k3K3 b","lm":"e7e8q","new":{"x":[1,2]},"check":true})")
        << QStringLiteral("4Q3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e7e8q") << -1 << -1;
}

void TestLichessParser::positionLine()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, fen);
    QFETCH(QString, lm);
    QFETCH(int, wc);
    QFETCH(int, bc);

    const auto parsed = LichessParser::parsePositionLine(line);
    QVERIFY2(parsed, qPrintable(parsed ? QString() : parsed.error().message));
    QCOMPARE(parsed->fen, fen);
    QCOMPARE(parsed->lastMove, lm);
    QCOMPARE(parsed->whiteSeconds.value_or(-1), wc);
    QCOMPARE(parsed->blackSeconds.value_or(-1), bc);

    const auto event = LichessParser::moveEvent(QStringLiteral("AbCdEf12"), 7, *parsed);
    QCOMPARE(event.has_value(), !lm.isEmpty());
    if (event) {
        QCOMPARE(event->type, ZoneEvent::Type::MovePlayed);
        QCOMPARE(event->gameId, QStringLiteral("AbCdEf12"));
        QCOMPARE(event->ply, 7);
        QCOMPARE(event->uci, lm);
        QCOMPARE(event->fen, fen);
        QCOMPARE(event->whiteMs.value_or(-1), wc < 0 ? -1 : wc * 1000LL);
        QCOMPARE(event->blackMs.value_or(-1), bc < 0 ? -1 : bc * 1000LL);
    }
    // The dispatcher for the move stream sees a position line too.
    const auto any = LichessParser::parseMoveStreamLine(line);
    QVERIFY(any && std::holds_alternative<LichessPositionLine>(*any));
}

// The whole move stream of plan §1.2: game object, replay from the initial position, final object.
void TestLichessParser::moveStreamFixture()
{
    QList<QByteArray> lines = fixture("movestream.ndjson").split('\n');
    lines.removeAll(QByteArray());
    QCOMPARE(lines.size(), 6);

    std::vector<LichessParser::MoveStreamLine> parsed;
    for (const QByteArray &line : lines) {
        auto r = LichessParser::parseMoveStreamLine(line);
        QVERIFY2(r, qPrintable(r ? QString() : r.error().message));
        parsed.push_back(*r);
    }
    const auto &first = std::get<LichessGameObject>(parsed.front());
    QCOMPARE(first.id, QStringLiteral("AbCdEf12"));
    QCOMPARE(first.variant, QStringLiteral("standard"));
    QCOMPARE(first.status, ZoneStatus::Started);
    QVERIFY(!first.winner);
    QVERIFY(first.rated);
    QCOMPARE(first.createdAtMs, 1767225600000LL);
    QCOMPARE(first.white.name, QStringLiteral(u"Алиса"));
    QCOMPARE(first.white.userId, QStringLiteral("alisa"));
    QCOMPARE(first.black.name, QStringLiteral(u"Bob 🎉"));
    QCOMPARE(first.black.title, QStringLiteral("FM"));
    QCOMPARE(first.black.rating, 2140);

    const QList<ZoneEvent> opening = LichessParser::events(first);
    QCOMPARE(opening.size(), 2);
    QCOMPARE(opening.at(0).type, ZoneEvent::Type::GameListed);
    QCOMPARE(opening.at(0).pairing.white, QStringLiteral(u"Алиса"));
    QCOMPARE(opening.at(0).pairing.blackRating, 2140);
    QCOMPARE(opening.at(0).pairing.timeControl.kind(), clock::TimeControl::Kind::Unknown); // no clock here
    QCOMPARE(opening.at(1).type, ZoneEvent::Type::GameStarted);

    // Position lines: the first (no lm) is ply startedAtTurn, each later one adds a ply.
    int ply = first.startedAtTurn;
    QStringList ucis;
    std::optional<ZoneEvent> last;
    for (std::size_t i = 1; i + 1 < parsed.size(); ++i) {
        const auto &pos = std::get<LichessPositionLine>(parsed[i]);
        const auto e = LichessParser::moveEvent(first.id, ply, pos);
        QCOMPARE(e.has_value(), i > 1);
        if (e) {
            ucis << e->uci;
            last = e;
        }
        ++ply;
    }
    QCOMPARE(ucis, (QStringList{QStringLiteral("e2e4"), QStringLiteral("e7e5"), QStringLiteral("g1f3")}));
    QCOMPARE(last->ply, 3);
    QCOMPARE(*last->whiteMs, 178000);
    QCOMPARE(*last->blackMs, 180000);
    // The last move's 2-field FEN is the position the moves lead to.
    chess::Position pos;
    for (const QString &uci : std::as_const(ucis)) {
        const auto move = LichessParser::resolveMove(pos, uci);
        QVERIFY(move);
        pos.makeMove(*move);
    }
    QVERIFY(pos.fen().startsWith(last->fen));

    const auto &final = std::get<LichessGameObject>(parsed.back());
    QCOMPARE(final.status, ZoneStatus::Resign);
    QCOMPARE(final.winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(final.turns, 3);
    QCOMPARE(final.lastMove, QStringLiteral("g1f3"));
    const QList<ZoneEvent> closing = LichessParser::events(final);
    QCOMPARE(closing.size(), 2);
    QCOMPARE(closing.at(1).type, ZoneEvent::Type::GameEnded);
    QCOMPARE(closing.at(1).status, ZoneStatus::Resign);
    QCOMPARE(closing.at(1).winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(closing.at(1).ply, 3); // the plies the zone counts at the end: its last moves may still be on their way
}

// Status as int (games stream), {id, name} (move stream) and name (export).
void TestLichessParser::status_data()
{
    QTest::addColumn<int>("parser");
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("status"); // 0 = an error is expected

    const auto games = [](const char *status, const char *extra = "") -> QByteArray {
        return QByteArray(R"({"id":"AbCdEf12","status":)") + status + extra + R"(,"players":{}})";
    };
    const auto moves = [](const char *status) -> QByteArray {
        return QByteArray(R"({"id":"AbCdEf12","fen":"8/8/8/8/8/8/8/k3K3 w - - 0 1","status":)") + status + "}";
    };
    const auto exported = [](const char *status) -> QByteArray {
        return QByteArray(R"({"id":"AbCdEf12","moves":"e4","status":)") + status + "}";
    };
    QTest::newRow("int started") << int(StreamGame) << games("20") << 20;
    QTest::newRow("int resign") << int(StreamGame) << games("31") << 31;
    QTest::newRow("int aborted") << int(StreamGame) << games("25") << 25;
    QTest::newRow("int outoftime") << int(StreamGame) << games("35") << 35;
    QTest::newRow("int variantEnd") << int(StreamGame) << games("60") << 60;
    QTest::newRow("int new finish id") << int(StreamGame) << games("41") << 38;
    QTest::newRow("int unknown and statusName") << int(StreamGame) << games("12", R"(,"statusName":"created")") << 10;
    QTest::newRow("int unknown") << int(StreamGame) << games("12") << 0;
    QTest::newRow("int fractional") << int(StreamGame) << games("20.5") << 0;
    QTest::newRow("missing, statusName only")
        << int(StreamGame) << QByteArray(R"({"id":"x","statusName":"mate","players":{}})") << 30;
    QTest::newRow("object mate") << int(MoveStream) << moves(R"({"id":30,"name":"mate"})") << 30;
    QTest::newRow("object insufficientMaterialClaim")
        << int(MoveStream) << moves(R"({"id":39,"name":"insufficientMaterialClaim"})") << 39;
    QTest::newRow("object name only") << int(MoveStream) << moves(R"({"name":"stalemate"})") << 32;
    QTest::newRow("object id wrong type") << int(MoveStream) << moves(R"({"id":"30","name":"mate"})") << 0;
    QTest::newRow("string outoftime") << int(Export) << exported(R"("outoftime")") << 35;
    QTest::newRow("string noStart") << int(Export) << exported(R"("noStart")") << 37;
    QTest::newRow("string draw") << int(Export) << exported(R"("draw")") << 34;
    QTest::newRow("string unknown") << int(Export) << exported(R"("bogus")") << 0;
    QTest::newRow("bool") << int(Export) << exported("true") << 0;
    QTest::newRow("missing") << int(Export) << QByteArray(R"({"id":"AbCdEf12"})") << 0;
}

void TestLichessParser::status()
{
    QFETCH(int, parser);
    QFETCH(QByteArray, line);
    QFETCH(int, status);

    const QString error = parseError(parser, line);
    if (status == 0) {
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(QLatin1String("status")), qPrintable(error));
        return;
    }
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int got = 0;
    if (parser == StreamGame)
        got = int(LichessParser::parseStreamGame(line)->status);
    else if (parser == MoveStream)
        got = int(std::get<LichessGameObject>(*LichessParser::parseMoveStreamLine(line)).status);
    else
        got = int(LichessParser::parseExportGame(line)->status);
    QCOMPARE(got, status);
}

void TestLichessParser::gamesStreamFixture()
{
    QList<QByteArray> lines = fixture("gamesstream.ndjson").split('\n');
    lines.removeAll(QByteArray());
    QCOMPARE(lines.size(), 3);

    const auto started = LichessParser::parseStreamGame(lines.at(0));
    QVERIFY(started);
    QCOMPARE(started->id, QStringLiteral("AbCdEf12"));
    QCOMPARE(started->variant, QStringLiteral("standard"));
    QCOMPARE(started->status, ZoneStatus::Started);
    QCOMPARE(started->white.userId, QStringLiteral("alice"));
    QCOMPARE(started->black.rating, 2140);
    QCOMPARE(started->clock, (std::optional<clock::TimeControl::LichessClock>({180, 2})));
    QList<ZoneEvent> events = LichessParser::events(*started, QStringLiteral("RVAcwgg7"), 4);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(0).type, ZoneEvent::Type::GameListed);
    QCOMPARE(events.at(0).zoneTimestampMs, 1767225600000LL);
    QCOMPARE(events.at(0).pairing.round, QStringLiteral("RVAcwgg7"));
    QCOMPARE(events.at(0).pairing.board, 4);
    QCOMPARE(events.at(0).pairing.white, QStringLiteral("alice"));
    QCOMPARE(events.at(0).pairing.whiteId, QStringLiteral("alice"));
    QCOMPARE(events.at(0).pairing.timeControl, *clock::TimeControl::fromLichess(180, 2));
    QVERIFY(events.at(0).pairing.rated);
    QCOMPARE(events.at(1).type, ZoneEvent::Type::GameStarted);

    const auto ended = LichessParser::parseStreamGame(lines.at(1));
    QVERIFY(ended);
    QCOMPARE(ended->status, ZoneStatus::Resign);
    QCOMPARE(ended->winner, std::optional<chess::Color>(chess::White));
    events = LichessParser::events(*ended);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(1).type, ZoneEvent::Type::GameEnded);
    QCOMPARE(events.at(1).winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(events.at(1).ply, 0); // the games stream does not say how many moves were played

    // A flag against insufficient material: outoftime without a winner is a draw, not an error.
    const auto flagged = LichessParser::parseStreamGame(lines.at(2));
    QVERIFY(flagged);
    QCOMPARE(flagged->status, ZoneStatus::OutOfTime);
    QVERIFY(!flagged->winner);
    QVERIFY(flagged->white.provisional);
    QVERIFY(!flagged->rated);
    QCOMPARE(flagged->clock, (std::optional<clock::TimeControl::LichessClock>({60, 0})));
    events = LichessParser::events(*flagged);
    QCOMPARE(events.last().type, ZoneEvent::Type::GameEnded);
    QCOMPARE(ZoneStatusInfo::pgnResult(events.last().status, events.last().winner), QLatin1String("1/2-1/2"));
}

void TestLichessParser::exportFixture()
{
    const auto game = LichessParser::parseExportGame(fixture("export.json"));
    QVERIFY2(game, qPrintable(game ? QString() : game.error().message));
    QCOMPARE(game->status, ZoneStatus::Resign);
    QCOMPARE(game->winner, std::optional<chess::Color>(chess::White));
    QCOMPARE(game->moves,
             (QStringList{QStringLiteral("e4"), QStringLiteral("e5"), QStringLiteral("Nf3"), QStringLiteral("Nc6")}));
    // Centiseconds, interleaved: the first entry is White's clock after White's first move.
    QCOMPARE(game->clocksMs, (std::vector<std::int64_t>{180000, 180000, 178530, 176200}));
    QCOMPARE(game->lastMoveAtMs, 1767225660000LL);
    QCOMPARE(game->white.name, QStringLiteral("Alice"));
    QCOMPARE(game->black.title, QStringLiteral("FM"));

    const QList<ZoneEvent> events = LichessParser::events(*game, QStringLiteral("R1"), 2);
    QCOMPARE(events.size(), 7);
    QCOMPARE(events.at(0).type, ZoneEvent::Type::GameListed);
    QCOMPARE(events.at(0).pairing.timeControl, *clock::TimeControl::fromLichess(180, 2));
    QCOMPARE(events.at(1).type, ZoneEvent::Type::GameStarted);
    const QList<std::pair<std::int64_t, std::int64_t>> clocks{
        {180000, 180000}, {180000, 180000}, {178530, 180000}, {178530, 176200}};
    for (int i = 0; i < 4; ++i) {
        const ZoneEvent &move = events.at(2 + i);
        QCOMPARE(move.type, ZoneEvent::Type::MovePlayed);
        QCOMPARE(move.ply, i + 1);
        QCOMPARE(move.san, game->moves.at(i));
        QCOMPARE(*move.whiteMs, clocks.at(i).first);
        QCOMPARE(*move.blackMs, clocks.at(i).second);
    }
    QCOMPARE(events.at(6).type, ZoneEvent::Type::GameEnded);
    QCOMPARE(events.at(6).status, ZoneStatus::Resign);
    QCOMPARE(events.at(6).ply, 4);
}

void TestLichessParser::bulks_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::newRow("{\"bulks\": [...]} as lila sends") << fixture("bulks.json");
    QTest::newRow("bare array as the spec shows") << fixture("bulks-array.json");
}

void TestLichessParser::bulks()
{
    QFETCH(QByteArray, body);
    const auto list = LichessParser::parseBulkList(body);
    QVERIFY2(list, qPrintable(list ? QString() : list.error().message));
    QCOMPARE(list->size(), 2);

    const LichessBulk &timed = list->at(0);
    QCOMPARE(timed.id, QStringLiteral("RVAcwgg7"));
    QCOMPARE(timed.games.size(), 2);
    QCOMPARE(timed.games.at(1).id, QStringLiteral("KT8374ut"));
    QCOMPARE(timed.games.at(1).whiteId, QStringLiteral("ljdhf"));
    QCOMPARE(timed.games.at(1).blackId, QStringLiteral("aprdf"));
    QCOMPARE(timed.clock, (std::optional<clock::TimeControl::LichessClock>({180, 2})));
    QVERIFY(!timed.pairedAtMs);
    QCOMPARE(timed.startClocksAtMs, 1612290000000LL);
    QCOMPARE(timed.rules, (QStringList{QStringLiteral("noAbort"), QStringLiteral("noRematch")}));
    QVERIFY(timed.rated);

    const LichessBulk &corr = list->at(1);
    QVERIFY(!corr.clock);
    QCOMPARE(corr.daysPerTurn, 3);
    QCOMPARE(corr.pairedAtMs, std::optional<std::int64_t>(1612290000100LL));
    QVERIFY(corr.games.isEmpty());
    QVERIFY(!corr.fen.isEmpty());

    const QList<ZoneEvent> events = LichessParser::events(timed);
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.at(1).type, ZoneEvent::Type::GameListed);
    QCOMPARE(events.at(1).gameId, QStringLiteral("KT8374ut"));
    QCOMPARE(events.at(1).pairing.round, QStringLiteral("RVAcwgg7"));
    QCOMPARE(events.at(1).pairing.board, 2);
    QCOMPARE(events.at(1).pairing.whiteId, QStringLiteral("ljdhf"));
    QCOMPARE(events.at(1).pairing.timeControl, *clock::TimeControl::fromLichess(180, 2));

    // One bulk, as GET /api/bulk-pairing/{id} answers.
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    const QJsonArray array = doc.isArray() ? doc.array() : doc.object().value(QLatin1String("bulks")).toArray();
    const auto bulk = LichessParser::parseBulk(QJsonDocument(array.at(0).toObject()).toJson(QJsonDocument::Compact));
    QVERIFY2(bulk, qPrintable(bulk ? QString() : bulk.error().message));
    QCOMPARE(bulk->id, QStringLiteral("RVAcwgg7"));
    QCOMPARE(bulk->games.size(), 2);
}

void TestLichessParser::errorBodies_data()
{
    QTest::addColumn<int>("parser");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("message");

    const QByteArray tooMany(R"({"error":"Too many requests. Try again later."})");
    const QByteArray concurrency(R"({"error":"Please only run 8 request(s) at a time"})");
    const QByteArray ids(R"({"error":"Too many ids: 501, expected up to 500"})");
    QTest::newRow("429 on a move stream")
        << int(MoveStream) << concurrency << QStringLiteral("Please only run 8 request(s) at a time");
    QTest::newRow("429 on a position") << int(Position) << tooMany
                                       << QStringLiteral("Too many requests. Try again later.");
    QTest::newRow("400 on games stream") << int(StreamGame) << ids
                                         << QStringLiteral("Too many ids: 501, expected up to 500");
    QTest::newRow("404 on export") << int(Export) << QByteArray(R"({"error":"Not found"})")
                                   << QStringLiteral("Not found");
    QTest::newRow("on bulk list") << int(BulkList) << tooMany << QStringLiteral("Too many requests. Try again later.");
    QTest::newRow("on bulk") << int(Bulk) << QByteArray(R"({"error":"No such bulk"})")
                             << QStringLiteral("No such bulk");
}

void TestLichessParser::errorBodies()
{
    QFETCH(int, parser);
    QFETCH(QByteArray, body);
    QFETCH(QString, message);

    QCOMPARE(LichessParser::errorMessage(body), std::optional<QString>(message));
    const QString error = parseError(parser, body);
    QVERIFY2(error.contains(message), qPrintable(error));
}

// Broken lines: each must give an error that names what is wrong (a field name or "JSON").
void TestLichessParser::malformed_data()
{
    QTest::addColumn<int>("parser");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<QString>("mentions");

    QTest::newRow("empty") << int(MoveStream) << QByteArray() << QStringLiteral("JSON");
    QTest::newRow("cut in the middle") << int(MoveStream) << QByteArray(R"({"fen":)") << QStringLiteral("JSON");
    QTest::newRow("garbage") << int(Position) << QByteArray("\xff\xfe garbage") << QStringLiteral("JSON");
    QTest::newRow("array, not object") << int(Position) << QByteArray("[1,2]") << QStringLiteral("object");
    QTest::newRow("fen missing") << int(Position) << QByteArray(R"({"lm":"e2e4"})") << QStringLiteral("fen");
    QTest::newRow("fen a number") << int(Position) << QByteArray(R"({"fen":42})") << QStringLiteral("fen");
    QTest::newRow("fen 1 field") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3"})")
                                 << QStringLiteral("fen");
    QTest::newRow("fen 7 fields") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w - - 0 1 x"})")
                                  << QStringLiteral("fen");
    QTest::newRow("fen side x") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 x"})")
                                << QStringLiteral("fen");
    QTest::newRow("fen 9 files") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K4 w"})")
                                 << QStringLiteral("fen");
    QTest::newRow("fen 7 ranks") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/k3K3 w"})")
                                 << QStringLiteral("fen");
    QTest::newRow("lm off the board") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w","lm":"e9e4"})")
                                      << QStringLiteral("lm");
    QTest::newRow("lm a number") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w","lm":1})")
                                 << QStringLiteral("lm");
    QTest::newRow("wc a string") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w","wc":"180"})")
                                 << QStringLiteral("wc");
    QTest::newRow("wc negative") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w","wc":-3})")
                                 << QStringLiteral("wc");
    QTest::newRow("bc absurd") << int(Position) << QByteArray(R"({"fen":"8/8/8/8/8/8/8/k3K3 w","bc":1e300})")
                               << QStringLiteral("bc");
    QTest::newRow("game id missing") << int(StreamGame) << QByteArray(R"({"status":20,"players":{}})")
                                     << QStringLiteral("id");
    QTest::newRow("players missing") << int(StreamGame) << QByteArray(R"({"id":"x","status":20})")
                                     << QStringLiteral("players");
    QTest::newRow("rating a string") << int(StreamGame)
                                     << QByteArray(R"({"id":"x","status":20,"players":{"white":{"rating":"2000"}}})")
                                     << QStringLiteral("players.white.rating");
    QTest::newRow("user id a number") << int(
        MoveStream) << QByteArray(R"({"id":"x","status":{"id":20},"players":{"black":{"user":{"id":7}}}})")
                                      << QStringLiteral("players.black.user.id");
    QTest::newRow("winner green") << int(StreamGame)
                                  << QByteArray(R"({"id":"x","status":31,"winner":"green","players":{}})")
                                  << QStringLiteral("winner");
    QTest::newRow("clock without increment")
        << int(StreamGame) << QByteArray(R"({"id":"x","status":20,"players":{},"clock":{"initial":180}})")
        << QStringLiteral("clock.increment");
    QTest::newRow("negative clock") << int(
        StreamGame) << QByteArray(R"({"id":"x","status":20,"players":{},"clock":{"initial":-5,"increment":0}})")
                                    << QStringLiteral("clock.initial");
    QTest::newRow("clocks not numbers") << int(Export) << QByteArray(R"({"id":"x","status":"mate","clocks":["a"]})")
                                        << QStringLiteral("clocks");
    QTest::newRow("moves a list") << int(Export) << QByteArray(R"({"id":"x","status":"mate","moves":["e4"]})")
                                  << QStringLiteral("moves");
    QTest::newRow("bulks not a list") << int(BulkList) << QByteArray(R"({"bulks":{}})") << QStringLiteral("bulks");
    QTest::newRow("no bulks") << int(BulkList) << QByteArray(R"({"other":[]})") << QStringLiteral("bulks");
    QTest::newRow("bulk entry a string") << int(BulkList) << QByteArray(R"(["x"])") << QStringLiteral("bulk");
    QTest::newRow("bulk game without black")
        << int(Bulk) << QByteArray(R"({"id":"b","games":[{"id":"g","white":"w"}]})")
        << QStringLiteral("games[0].black");
    QTest::newRow("bulk games missing") << int(Bulk) << QByteArray(R"({"id":"b"})") << QStringLiteral("games");
    QTest::newRow("bulk clock limit missing")
        << int(Bulk) << QByteArray(R"({"id":"b","games":[],"clock":{"increment":0}})") << QStringLiteral("clock.limit");
    // A required field sent empty is as good as missing (an empty FEN used to pass as a position
    // line, an empty id as a game; found by fuzz_ndjson).
    QTest::newRow("position fen empty") << int(MoveStream) << QByteArray(R"({"fen":"","lm":"a7a8"})")
                                        << QStringLiteral("fen");
    QTest::newRow("game id empty") << int(StreamGame) << QByteArray(R"({"id":"","status":20,"players":{}})")
                                   << QStringLiteral("id");
    // Numbers out of range (a clock beyond a month used to overflow the int64 it becomes, a
    // negative startedAtTurn the adapter's ply count, a status id to wrap around into a known one).
    QTest::newRow("clock 1e300") << int(Export) << QByteArray(R"({"id":"x","status":"mate","clocks":[1e300]})")
                                 << QStringLiteral("clocks");
    QTest::newRow("startedAtTurn negative")
        << int(MoveStream) << QByteArray(R"({"id":"x","status":{"id":20},"startedAtTurn":-2147483648})")
        << QStringLiteral("startedAtTurn");
    QTest::newRow("turns huge") << int(MoveStream) << QByteArray(R"({"id":"x","status":{"id":20},"turns":4294967296})")
                                << QStringLiteral("turns");
    QTest::newRow("status id wraps around")
        << int(StreamGame) << QByteArray(R"({"id":"x","status":4294967316,"players":{}})") << QStringLiteral("status");
    QTest::newRow("bulk game id empty") << int(Bulk)
                                        << QByteArray(R"({"id":"b","games":[{"id":"","white":"w","black":"k"}]})")
                                        << QStringLiteral("games[0].id");
}

void TestLichessParser::malformed()
{
    QFETCH(int, parser);
    QFETCH(QByteArray, body);
    QFETCH(QString, mentions);

    const QString error = parseError(parser, body);
    QVERIFY2(!error.isEmpty(), "parsed although malformed");
    QVERIFY2(error.contains(mentions), qPrintable(error));
    QVERIFY(!LichessParser::errorMessage(body));
}

void TestLichessParser::truncatedAndCorrupted_data()
{
    QTest::addColumn<int>("parser");
    QTest::addColumn<QByteArray>("body");

    const auto lines = [](const QByteArray &data) {
        QList<QByteArray> list = data.split('\n');
        list.removeAll(QByteArray());
        return list;
    };
    int i = 0;
    for (const QByteArray &line : lines(fixture("movestream.ndjson")))
        QTest::addRow("move stream %d", i++) << int(MoveStream) << line;
    for (const QByteArray &line : lines(fixture("gamesstream.ndjson")))
        QTest::addRow("games stream %d", i++) << int(StreamGame) << line;
    QTest::newRow("export") << int(Export) << fixture("export.json").trimmed();
    QTest::newRow("bulks") << int(BulkList) << fixture("bulks.json").trimmed();
    QTest::newRow("bulks array") << int(BulkList) << fixture("bulks-array.json").trimmed();
}

// What a dropped connection or a garbage-injecting proxy leaves: every cut of a valid body is an
// error with a message (never a crash or a half-filled value), and so is every corruption that is
// not valid any more.
void TestLichessParser::truncatedAndCorrupted()
{
    QFETCH(int, parser);
    QFETCH(QByteArray, body);

    QVERIFY(parseError(parser, body).isEmpty());
    for (qsizetype cut = 0; cut < body.size(); ++cut)
        QVERIFY2(!parseError(parser, body.first(cut)).isEmpty(), body.first(cut).constData());

    QRandomGenerator rng(7);
    for (int round = 0; round < 300; ++round) {
        QByteArray corrupted = body;
        for (int flips = 1 + int(rng.bounded(3)); flips > 0; --flips)
            corrupted[rng.bounded(int(corrupted.size()))] = char(rng.bounded(256));
        parseError(parser, corrupted); // either parses or explains; it must not crash
    }
}

void TestLichessParser::resolveMove_data()
{
    QTest::addColumn<QString>("before");
    QTest::addColumn<QString>("uci");
    QTest::addColumn<QString>("fenAfter");
    QTest::addColumn<QString>("san"); // empty = an error is expected

    const QString castle = QStringLiteral("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1");
    const QString promote = QStringLiteral("8/4P3/8/8/8/8/8/k3K3 w - - 0 1");
    QTest::newRow("e1h1 king takes rook") << castle << QStringLiteral("e1h1") << QString() << QStringLiteral("O-O");
    QTest::newRow("e1g1") << castle << QStringLiteral("e1g1") << QString() << QStringLiteral("O-O");
    QTest::newRow("e1a1 queenside") << castle << QStringLiteral("e1a1") << QString() << QStringLiteral("O-O-O");
    QTest::newRow("e7e8q") << promote << QStringLiteral("e7e8q") << QString() << QStringLiteral("e8=Q");
    QTest::newRow("e7e8 no FEN after: queen")
        << promote << QStringLiteral("e7e8") << QString() << QStringLiteral("e8=Q");
    QTest::newRow("e7e8 knight from FEN") << promote << QStringLiteral("e7e8")
                                          << QStringLiteral("4N3/8/8/8/8/8/8/k3K3 b - - 0 1") << QStringLiteral("e8=N");
    QTest::newRow("e7e8 rook from 2-field FEN")
        << promote << QStringLiteral("e7e8") << QStringLiteral("4R3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e8=R");
    QTest::newRow("e7e8n wins over FEN") << promote << QStringLiteral("e7e8n")
                                         << QStringLiteral("4Q3/8/8/8/8/8/8/k3K3 b") << QStringLiteral("e8=N");
    QTest::newRow("black e2e1 bishop") << QStringLiteral("k7/8/8/8/8/8/4p3/K7 b - - 0 1") << QStringLiteral("e2e1")
                                       << QStringLiteral("k7/8/8/8/8/8/8/K3b3 w") << QStringLiteral("e1=B");
    QTest::newRow("drop") << castle << QStringLiteral("P@e4") << QString() << QString();
    QTest::newRow("illegal") << castle << QStringLiteral("e1e3") << QString() << QString();
}

void TestLichessParser::resolveMove()
{
    QFETCH(QString, before);
    QFETCH(QString, uci);
    QFETCH(QString, fenAfter);
    QFETCH(QString, san);

    const auto pos = chess::Position::fromFen(before);
    QVERIFY(pos);
    const auto move = LichessParser::resolveMove(*pos, uci, fenAfter);
    if (san.isEmpty()) {
        QVERIFY(!move);
        QVERIFY(!move.error().message.isEmpty());
        return;
    }
    QVERIFY2(move, qPrintable(move ? QString() : move.error().message));
    QCOMPARE(chess::Notation::san(*pos, *move), san);
}

void TestLichessParser::lenientFen_data()
{
    QTest::addColumn<QString>("fen");
    QTest::addColumn<QString>("expected");
    // A short FEN's castling rights: every king and rook on its square (older lila's FENs).
    QTest::newRow("2 fields") << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")
                              << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq -");
    QTest::newRow("2 fields, rooks moved") << QStringLiteral("1nbqkbn1/rppppppr/p6p/8/8/P6P/RPPPPPPR/1NBQKBN1 w")
                                           << QStringLiteral("1nbqkbn1/rppppppr/p6p/8/8/P6P/RPPPPPPR/1NBQKBN1 w - -");
    QTest::newRow("2 fields, kings castled")
        << QStringLiteral("r4rk1/8/8/8/8/8/8/2KR3R b") << QStringLiteral("r4rk1/8/8/8/8/8/8/2KR3R b - -");
    QTest::newRow("3 fields") << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kq")
                              << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Kq -");
    QTest::newRow("6 fields") << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1")
                              << QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
}

// A right once lost (the king's rook went to g1 and back) is not given back by a short FEN whose
// pieces happen to stand on their squares again.
void TestLichessParser::shortFenKeepsLostRightsLost()
{
    auto before = chess::Position::fromFen(QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq - 4 3"));
    QVERIFY(before);
    const QString shortFen = QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w");
    QCOMPARE(chess::lenientFen(shortFen, &before.value()),
             QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Qkq -"));
    const auto pos = chess::positionFromZoneFen(shortFen, &before.value());
    QVERIFY(pos);
    QCOMPARE(pos->castlingRights(), int(chess::WhiteQueenSide | chess::BlackKingSide | chess::BlackQueenSide));
}

void TestLichessParser::lenientFen()
{
    QFETCH(QString, fen);
    QFETCH(QString, expected);
    QCOMPARE(chess::lenientFen(fen), expected);
    QVERIFY(chess::Position::fromFen(chess::lenientFen(fen), chess::Position::FenMode::Lenient));
}

QTEST_GUILESS_MAIN(TestLichessParser)
#include "tst_lichessparser.moc"
