#pragma once

#include "core/common/localtext.h"

#include "core/chess/position.h"
#include "core/chess/types.h"
#include "core/common/result.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>

namespace arbiter::chess {

// Standard Algebraic Notation and UCI, both ways. Parsing is lenient because the files and feeds an
// arbiter receives are written by many programs (0-0, e8Q, e2-e4, Ng1xf3, pure UCI, "e.p.", the
// Lichess king-takes-rook castling e1h1, annotation glyphs); output is always strict SAN so that
// exported PGN and the move list look the same whatever the source was.
//
// Parsing is the hot path of PGN ingest: it works on raw bytes, finds the candidate from-squares
// with the attack tables (reverse attacks from the target square) and asks Position::isLegal about
// each one; it never generates the full move list and never allocates.
class Notation
{
    Q_DECLARE_TR_FUNCTIONS(Notation)

public:
    // Why a move text was rejected. Ambiguous and Illegal are distinct because an arbiter reacts
    // differently: an ambiguous move in a scoresheet is a notation problem, an illegal one is not.
    enum class MoveError : std::uint8_t {
        None,
        Syntax, // not a move in any notation we know
        Illegal, // well-formed, but no legal move matches
        Ambiguous // well-formed, but two or more legal moves match
    };

    // Longest strict SAN we can write ("Qh4xe1#", "exd8=Q+") plus room to spare.
    static constexpr int MaxSanLength = 8;

    // SAN (and the lenient forms above) -> Move. "--" gives Move::null(). No allocation.
    static Move parseSan(const Position &pos, std::string_view text, MoveError &error);
    // Same, with a translated message naming the text on failure.
    static Result<Move> parseSan(const Position &pos, std::string_view text);
    static Result<Move> parseSan(const Position &pos, const QString &text);

    // UCI ("e2e4", "e7e8q", castling as e1g1 or king-takes-rook e1h1, "0000" = null move).
    static Move parseUci(const Position &pos, std::string_view text, MoveError &error);
    static Result<Move> parseUci(const Position &pos, std::string_view text);
    static Result<Move> parseUci(const Position &pos, const QString &text);

    // Writes the SAN of the legal move m, without the check suffix, to out (at least MaxSanLength
    // bytes, not terminated) and returns its length. The suffix needs the position after the move,
    // which the PGN reader has anyway, hence the split; see checkSuffix().
    static int writeSanBody(const Position &pos, Move m, char *out);
    // '+' when the side to move in `after` is in check, '#' when mated, 0 otherwise.
    static char checkSuffix(const Position &after);
    // Complete strict SAN including '+'/'#'. m must be legal in pos (or Move::null(): "--").
    static std::string sanUtf8(const Position &pos, Move m);
    static QString san(const Position &pos, Move m);

    // UCI text: castling as e1g1 (or e1h1 when kingTakesRook, as Chess960/Lichess send it),
    // promotions as e7e8q, the null move as 0000.
    static std::string uciUtf8(Move m, bool kingTakesRook = false);
    static QString uci(Move m, bool kingTakesRook = false);

    // The translated explanation for a rejected move text, e.g. for a PGN game error.
    static QString errorMessage(MoveError error, const QString &text);
    static LocalText errorText(MoveError error, const QString &text); // the same, kept as data
};

} // namespace arbiter::chess
