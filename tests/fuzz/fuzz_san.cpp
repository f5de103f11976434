// libFuzzer entry point: SAN and UCI parsing of arbitrary bytes in a handful of positions (first
// byte picks the position). Any accepted move must be legal and survive a SAN round trip.
#include "core/chess/notation.h"
#include "core/chess/position.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace arbiter::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const char *const fens[] = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1",
        "3r3k/4P3/8/8/8/8/8/K7 w - - 0 1",
        "4k3/8/8/8/8/Q7/8/Q1Q1K3 w - - 0 1",
        "4k3/8/8/8/1b6/8/3N4/4K1N1 w - - 0 1",
        "4k3/8/8/8/8/8/8/r3K3 w - - 0 1",
    };
    if (size == 0)
        return 0;
    static const Position positions[] = {
        Position::fromFen(std::string_view(fens[0])).value(), Position::fromFen(std::string_view(fens[1])).value(),
        Position::fromFen(std::string_view(fens[2])).value(), Position::fromFen(std::string_view(fens[3])).value(),
        Position::fromFen(std::string_view(fens[4])).value(), Position::fromFen(std::string_view(fens[5])).value(),
        Position::fromFen(std::string_view(fens[6])).value(), Position::fromFen(std::string_view(fens[7])).value(),
    };
    const Position &pos = positions[data[0] % 8];
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    Notation::MoveError error;
    for (int kind = 0; kind < 2; ++kind) {
        const Move m = kind == 0 ? Notation::parseSan(pos, text, error) : Notation::parseUci(pos, text, error);
        if (error != Notation::MoveError::None) {
            if (!m.isNone())
                std::abort();
            continue;
        }
        if (m.isNull()) {
            if (pos.inCheck())
                std::abort();
            continue;
        }
        if (!pos.isLegal(m))
            std::abort();
        const std::string san = Notation::sanUtf8(pos, m);
        if (Notation::parseSan(pos, san, error) != m || error != Notation::MoveError::None)
            std::abort();
    }
    return 0;
}
