// libFuzzer entry point: FEN parsing, and for every accepted position the invariants the rest of
// the core relies on (FEN round trip, legal move generation, SAN/UCI of every move).
#include "core/chess/notation.h"
#include "core/chess/position.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace arbiter::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    for (auto mode : {Position::FenMode::Strict, Position::FenMode::Lenient}) {
        auto parsed = Position::fromFen(text, mode);
        if (!parsed.ok()) {
            if (parsed.error().message.isEmpty())
                std::abort();
            continue;
        }
        Position pos = parsed.value();
        const std::string fen = pos.fenUtf8();
        auto again = Position::fromFen(fen);
        if (!again.ok() || again->fenUtf8() != fen || again->key() != pos.key())
            std::abort();
        MoveList list;
        pos.legalMoves(list);
        for (Move m : list) {
            if (!pos.isLegal(m))
                std::abort();
            Notation::MoveError error;
            const std::string san = Notation::sanUtf8(pos, m);
            if (Notation::parseSan(pos, san, error) != m)
                std::abort();
            if (Notation::parseUci(pos, Notation::uciUtf8(m), error) != m)
                std::abort();
            pos.makeMove(m);
            pos.unmakeMove();
        }
        if (pos.fenUtf8() != fen)
            std::abort();
        perft(pos, 2);
    }
    return 0;
}
