#pragma once

#include "core/chess/notation.h"
#include "core/chess/position.h"
#include "core/common/result.h"

#include <QString>

#include <string_view>

namespace arbiter::chess {

// The one home of how game zones write positions and moves beyond the standards: Lichess sends
// FENs of two to six fields (older lila and its specification: "<board> <side>"), and promotions
// without their piece ("e7e8"), which the position after the move then shows. Every reader of a
// zone (the Lichess parser and adapter, the live registry) goes through these.

// A zone's FEN padded to the four fields the lenient FEN reader needs. A short FEN ("<board>
// <side>") says nothing of castling, so its rights come from the game's own history: each right
// whose king and rook stand on their squares, and when `previous` (the game's position before this
// one) is given, only those it still had (a right once lost never comes back). A missing en-passant
// field becomes "-".
QString lenientFen(const QString &fen, const Position *previous = nullptr);
// The position a zone's FEN shows (a short FEN's castling rights as lenientFen() gives them).
Result<Position> positionFromZoneFen(const QString &fen, const Position *previous = nullptr);
// The piece letter on `square` in a FEN's board field, 0 when empty or unreadable.
char fenPieceAt(std::string_view fen, Square square);
// A UCI move as a zone sends it: a pawn reaching the last rank without a piece letter promotes to
// the piece `fenAfter` shows on that square (a queen when it shows none).
Move parseUciLenient(const Position &pos, std::string_view text, std::string_view fenAfter, Notation::MoveError &error);
Result<Move> parseUciLenient(const Position &pos, const QString &text, const QString &fenAfter);

} // namespace arbiter::chess
