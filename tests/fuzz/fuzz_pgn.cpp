// libFuzzer entry point: the streaming PGN reader on arbitrary bytes, read both in one piece and
// through a device that returns a few bytes at a time (the results must agree), then every game
// that read cleanly is written and read back.
#include "core/chess/notation.h"
#include "core/chess/pgngame.h"
#include "core/chess/pgnreader.h"
#include "core/chess/pgnwriter.h"
#include "tests/common/trickledevice.h"

#include <QBuffer>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace arbiter::chess;

namespace {

using arbiter::testing::TrickleDevice;

std::string describe(const PgnGame &g)
{
    std::string s = std::to_string(g.index()) + '|';
    for (const auto &t : g.tags())
        s += t.name + '=' + t.value + ';';
    s += g.startPosition().fenUtf8() + '|' + g.leadingComment() + '|';
    for (const auto &p : g.plies()) {
        s += p.sanUtf8();
        s += '/' + std::to_string(p.clockMs.value_or(-1)) + '/' + std::to_string(p.emtMs.value_or(-1)) + '/';
        for (auto n : p.nags)
            s += std::to_string(n) + ',';
        s += p.comment + ' ';
    }
    s += std::string(g.resultUtf8());
    if (g.error())
        s += "|E" + std::to_string(g.error()->ply) + g.error()->message.toStdString();
    return s;
}

std::vector<PgnGame> readAll(QIODevice &device)
{
    std::vector<PgnGame> games;
    PgnReader reader(&device);
    PgnGame game;
    while (reader.readGame(game)) {
        games.push_back(game);
        if (games.size() > 10000)
            std::abort(); // more games than bytes would mean the reader does not advance
    }
    return games;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    const std::vector<PgnGame> games = readAll(buffer);

    TrickleDevice trickle(bytes);
    trickle.open(QIODevice::ReadOnly | QIODevice::Unbuffered);
    const std::vector<PgnGame> trickled = readAll(trickle);
    if (trickled.size() != games.size())
        std::abort();
    for (std::size_t i = 0; i < games.size(); ++i)
        if (describe(games[i]) != describe(trickled[i]))
            std::abort();

    for (const PgnGame &g : games) {
        // Every ply must replay legally from the start position.
        Position pos = g.startPosition();
        for (const auto &ply : g.plies()) {
            if (ply.move.isNull()) {
                if (pos.inCheck())
                    std::abort();
                pos.makeNullMove();
            } else {
                if (!pos.isLegal(ply.move) || Notation::sanUtf8(pos, ply.move) != ply.sanUtf8())
                    std::abort();
                pos.makeMove(ply.move);
            }
        }
        const auto written = PgnWriter::toPgn(g);
        if (!written.ok())
            std::abort();
        QBuffer again;
        again.setData(written.value());
        again.open(QIODevice::ReadOnly);
        const std::vector<PgnGame> reread = readAll(again);
        if (reread.size() != 1)
            std::abort();
        const PgnGame &r = reread[0];
        if (r.plyCount() != g.plyCount() || r.resultUtf8() != g.resultUtf8())
            std::abort();
        for (int i = 0; i < g.plyCount(); ++i) {
            const auto &a = g.plies()[std::size_t(i)];
            const auto &b = r.plies()[std::size_t(i)];
            if (a.move != b.move || a.clockMs != b.clockMs || a.emtMs != b.emtMs)
                std::abort();
        }
    }
    return 0;
}
