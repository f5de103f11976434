#pragma once

#include "core/chess/pgngame.h"
#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>

#include <optional>

class QIODevice;

namespace arbiter::chess {

// Writes games as export-format PGN that every other program reads: the Seven Tag Roster first,
// SetUp/FEN for non-standard starts, strict SAN recomputed from the moves (never trusted from the
// model), move numbers including "N..." after comments, clocks as {[%clk h:mm:ss.f]} and lines kept
// under 80 characters. Reading the output back gives the same moves, tags and clocks.
class PgnWriter
{
    Q_DECLARE_TR_FUNCTIONS(PgnWriter)

public:
    // The game as PGN text ending in a blank line; an error when a move is not legal in sequence.
    static Result<QByteArray> toPgn(const PgnGame &game);
    // Appends the game to the device; the error is translated.
    static std::optional<Error> write(QIODevice &device, const PgnGame &game);

    static constexpr int MaxLineLength = 79;
};

} // namespace arbiter::chess
