// libFuzzer entry point: the NDJSON line reader fed the input whole, in chunks whose sizes come from
// the input and byte by byte (the lines, keep-alives and overlong lines must be the same every way,
// and no line may be longer than the maximum), then every line through the Lichess parser as a
// move-stream line, a games-stream line, an export and a bulk, and into ZoneEvents. The first byte
// picks the maximum line length (small ones exercise the overlong path).
#include "core/chess/position.h"
#include "core/chess/zonedialect.h"
#include "core/net/ndjsonlinereader.h"
#include "core/zone/lichessparser.h"
#include "tests/fuzz/fuzzcheck.h"
#include "tests/fuzz/fuzzchunks.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <variant>

using namespace arbiter;
using namespace arbiter::zone;

namespace {

struct Framed
{
    QList<QByteArray> lines;
    std::int64_t keepAlives = 0;
    std::int64_t overlong = 0;
};

Framed frame(const std::vector<QByteArrayView> &chunks, qsizetype maxLength)
{
    net::NdjsonLineReader reader(maxLength);
    Framed out;
    for (const QByteArrayView chunk : chunks) {
        const std::int64_t before = reader.overlongLinesSkipped();
        const auto error = reader.feed(chunk);
        // An error exactly when this chunk ended (or began skipping) an overlong line.
        FUZZ_CHECK(error.has_value() == (reader.overlongLinesSkipped() > before));
        FUZZ_CHECK(reader.bufferedBytes() <= maxLength + 1);
        out.lines += reader.takeLines();
        FUZZ_CHECK(!reader.hasLines());
    }
    out.keepAlives = reader.keepAlivesSkipped();
    out.overlong = reader.overlongLinesSkipped();
    return out;
}

bool isSquare(QChar file, QChar rank)
{
    return file >= u'a' && file <= u'h' && rank >= u'1' && rank <= u'8';
}

// UCI as the parser promises to pass it on: e2e4, e7e8q (or k, for king-side castling sent so), P@e4.
bool validLookingUci(const QString &uci)
{
    if (uci.size() == 4 && uci[1] == u'@')
        return QStringLiteral("PNBRQpnbrq").contains(uci[0]) && isSquare(uci[2], uci[3]); // no king drops
    if (uci.size() != 4 && uci.size() != 5)
        return false;
    if (!isSquare(uci[0], uci[1]) || !isSquare(uci[2], uci[3]))
        return false;
    return uci.size() == 4 || QStringLiteral("qrbnk").contains(uci[4]);
}

void checkListed(const QList<ZoneEvent> &events, const QString &id)
{
    FUZZ_CHECK(!events.isEmpty());
    FUZZ_CHECK(events.first().type == ZoneEvent::Type::GameListed);
    for (const ZoneEvent &e : events)
        FUZZ_CHECK(e.gameId == id);
}

void position(const LichessPositionLine &line)
{
    FUZZ_CHECK(!line.fen.isEmpty());
    FUZZ_CHECK(line.lastMove.isEmpty() || validLookingUci(line.lastMove));
    FUZZ_CHECK(!line.whiteSeconds || *line.whiteSeconds >= 0);
    FUZZ_CHECK(!line.blackSeconds || *line.blackSeconds >= 0);
    const auto event = LichessParser::moveEvent(QStringLiteral("abcdefgh"), 7, line);
    FUZZ_CHECK(event.has_value() == !line.lastMove.isEmpty());
    if (event) {
        FUZZ_CHECK(event->type == ZoneEvent::Type::MovePlayed && event->ply == 7 && event->uci == line.lastMove);
        FUZZ_CHECK(validLookingUci(event->uci));
        FUZZ_CHECK(!event->whiteMs || *event->whiteMs >= 0);
        FUZZ_CHECK(!event->blackMs || *event->blackMs >= 0);
    }
    if (const auto turn = LichessParser::fenTurn(line.fen))
        FUZZ_CHECK(*turn >= 0);
    // The move in the position it was played from (here: the position the line gives, the only one
    // at hand): a move the parser resolves must be legal there.
    const auto pos = chess::positionFromZoneFen(line.fen);
    if (pos && !line.lastMove.isEmpty()) {
        if (const auto move = LichessParser::resolveMove(pos.value(), line.lastMove, line.fen))
            FUZZ_CHECK(pos.value().isLegal(move.value()));
    }
}

void parseLine(const QByteArray &line)
{
    if (const auto parsed = LichessParser::parseMoveStreamLine(line)) {
        if (const auto *game = std::get_if<LichessGameObject>(&parsed.value())) {
            FUZZ_CHECK(LichessParser::parseGameObject(line).ok());
            FUZZ_CHECK(game->turns >= 0 && game->startedAtTurn >= 0);
            // The adapter counts plies as a full FEN's turn minus startedAtTurn: that must not overflow.
            FUZZ_CHECK(std::int64_t(game->startedAtTurn) <= std::numeric_limits<int>::max() / 2);
            checkListed(LichessParser::events(*game), game->id);
        } else {
            const auto &p = std::get<LichessPositionLine>(parsed.value());
            FUZZ_CHECK(LichessParser::parsePositionLine(line).ok());
            position(p);
        }
    } else {
        FUZZ_CHECK(!parsed.error().message.isEmpty());
    }
    if (const auto game = LichessParser::parseStreamGame(line)) {
        FUZZ_CHECK(!game.value().id.isEmpty());
        checkListed(LichessParser::events(game.value(), QStringLiteral("round"), 3), game.value().id);
        const Pairing p = LichessParser::pairing(game.value(), QStringLiteral("round"), 3);
        FUZZ_CHECK(p.board == 3 && !p.white.isEmpty() && !p.black.isEmpty());
    }
    if (const auto game = LichessParser::parseExportGame(line)) {
        const LichessExportGame &g = game.value();
        FUZZ_CHECK(!g.id.isEmpty());
        const QList<ZoneEvent> events = LichessParser::events(g);
        checkListed(events, g.id);
        int ply = 0;
        for (const ZoneEvent &e : events) {
            if (e.type != ZoneEvent::Type::MovePlayed)
                continue;
            FUZZ_CHECK(e.ply == ++ply);
            FUZZ_CHECK(!e.san.isEmpty());
            FUZZ_CHECK(!e.whiteMs || *e.whiteMs >= 0);
            FUZZ_CHECK(!e.blackMs || *e.blackMs >= 0);
        }
        FUZZ_CHECK(ply == g.moves.size());
        for (const std::int64_t ms : g.clocksMs)
            FUZZ_CHECK(ms >= 0);
    }
    if (const auto bulk = LichessParser::parseBulk(line)) {
        const QList<ZoneEvent> events = LichessParser::events(bulk.value());
        FUZZ_CHECK(events.size() == bulk.value().games.size());
        FUZZ_CHECK(!bulk.value().id.isEmpty());
        for (qsizetype i = 0; i < events.size(); ++i)
            FUZZ_CHECK(events[i].pairing.board == i + 1 && events[i].gameId == bulk.value().games[i].id);
    }
    if (const auto bulks = LichessParser::parseBulkList(line)) {
        for (const LichessBulk &b : bulks.value())
            FUZZ_CHECK(LichessParser::events(b).size() == b.games.size());
    }
    (void)LichessParser::errorMessage(line);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const std::uint8_t pick = data[0];
    const qsizetype maxLength = pick < 64 ? net::NdjsonLineReader::DefaultMaxLineLength : 16 + (pick - 64) * 4;
    const QByteArrayView stream(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));

    const Framed whole = frame({stream}, maxLength);
    for (const QByteArray &line : whole.lines) {
        FUZZ_CHECK(line.size() <= maxLength);
        FUZZ_CHECK(!line.contains('\n'));
        // Keep-alives (blanks, or "{}" padded with blanks) are never passed on.
        qsizetype b = 0, e = line.size();
        while (b < e && (line[b] == ' ' || line[b] == '\t'))
            ++b;
        while (e > b && (line[e - 1] == ' ' || line[e - 1] == '\t'))
            --e;
        FUZZ_CHECK(e > b && QByteArrayView(line).sliced(b, e - b) != "{}");
    }
    std::vector<QByteArrayView> bytes;
    for (qsizetype i = 0; i < stream.size(); ++i)
        bytes.push_back(stream.sliced(i, 1));
    for (const auto &chunks : {fuzzing::chunksOf(stream, 64), fuzzing::chunksOf(stream, 7, 1), bytes}) {
        const Framed other = frame(chunks, maxLength);
        FUZZ_CHECK(other.lines == whole.lines);
        FUZZ_CHECK(other.keepAlives == whole.keepAlives);
        FUZZ_CHECK(other.overlong == whole.overlong);
    }

    int parsed = 0;
    for (const QByteArray &line : whole.lines) {
        if (++parsed > 64)
            break;
        parseLine(line);
    }
    // The whole input as one body, as the export and bulk endpoints send it.
    if (stream.size() <= 64 * 1024)
        parseLine(stream.toByteArray());
    return 0;
}
