#pragma once

#include "core/chess/bitboard.h"
#include "core/chess/types.h"
#include "core/common/result.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace arbiter::chess {

// A chess position with full game history since it was set up: bitboards plus a mailbox, legal move
// generation, make/unmake and Zobrist keys. The history is kept so that repetitions (FIDE 9.2.2) and
// the 50-move rule can be judged on the same object that validates the moves.
//
// The en-passant square is stored only when an en-passant capture is actually legal, so the key of a
// position already reflects the FIDE rule that en passant distinguishes positions only when it can be
// played; the FEN writer follows the same rule (as Lichess and python-chess do).
class Position
{
    Q_DECLARE_TR_FUNCTIONS(Position)

public:
    enum class FenMode {
        Strict, // exactly six fields, every field validated
        Lenient // four to six fields (EPD-like), missing counters default to "0 1"
    };

    struct Undo
    {
        Key key;
        Bitboard checkers;
        Move move;
        Piece captured;
        std::uint8_t castling;
        std::int8_t ep;
        std::uint32_t halfmove; // a game can go on long past 65,535 reversible plies in a file
    };

    Position(); // the standard starting position
    static Result<Position> fromFen(std::string_view fen, FenMode mode = FenMode::Strict);
    static Result<Position> fromFen(const QString &fen, FenMode mode = FenMode::Strict);
    static constexpr std::string_view StartFen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    std::string fenUtf8() const;
    QString fen() const { return QString::fromLatin1(fenUtf8()); }

    Color sideToMove() const { return m_side; }
    Piece pieceAt(Square s) const { return m_board[s]; }
    Bitboard occupied() const { return m_byColor[White] | m_byColor[Black]; }
    Bitboard pieces(Color c) const { return m_byColor[c]; }
    Bitboard pieces(PieceType t) const { return m_byType[t]; }
    Bitboard pieces(Color c, PieceType t) const { return m_byColor[c] & m_byType[t]; }
    Square kingSquare(Color c) const { return bb::lsb(pieces(c, King)); }
    int castlingRights() const { return m_castling; }
    Square epSquare() const { return m_ep; }
    int halfmoveClock() const { return m_halfmove; }
    int fullmoveNumber() const { return m_fullmove; }
    Key key() const { return m_key; }
    Bitboard checkers() const { return m_checkers; }
    bool inCheck() const { return m_checkers != 0; }

    Bitboard attackersTo(Square s, Bitboard occ) const;
    bool isAttacked(Square s, Color by, Bitboard occ) const;
    // Pieces of colour c that are pinned to c's king.
    Bitboard pinned(Color c) const;

    void legalMoves(MoveList &list) const;
    bool hasLegalMove() const;
    // True when m is one of legalMoves(); cheap (no list is generated).
    bool isLegal(Move m) const;
    bool isCheckmate() const { return inCheck() && !hasLegalMove(); }
    bool isStalemate() const { return !inCheck() && !hasLegalMove(); }

    void makeMove(Move m);
    void unmakeMove();
    // The key() that makeMove(m) would produce, computed without playing the move. Returns false
    // (and leaves `key` alone) after a double pawn step next to an enemy pawn, where the en-passant
    // part of the key depends on whether the capture would be legal: play the move to know.
    bool keyAfter(Move m, Key &key) const;
    // The PGN "--" null move: passes the turn. Only for reading annotated files.
    void makeNullMove();

    // Moves made on this object since it was set up, oldest first, with the state before each.
    const std::vector<Undo> &history() const { return m_history; }
    int gamePly() const { return int(m_history.size()); }
    Move lastMove() const { return m_history.empty() ? Move::none() : m_history.back().move; }

    // Zobrist keys (exposed for the outcome tracker and tests).
    static Key pieceKey(Piece p, Square s);

private:
    struct EmptyTag
    {
    };
    explicit Position(EmptyTag) { clear(); }
    void clear();
    void putPiece(Piece p, Square s);
    void removePiece(Square s);
    void movePiece(Square from, Square to);
    Square legalEpSquare(Square candidate) const;
    Key computeKey() const;
    bool epCaptureLegal(Square from, Square to) const;
    template<bool CountOnly>
    int generate(MoveList *list) const;

    Bitboard m_byColor[2] = {};
    Bitboard m_byType[6] = {};
    Piece m_board[64];
    Color m_side = White;
    std::uint8_t m_castling = 0;
    Square m_ep = NoSquare;
    int m_halfmove = 0;
    int m_fullmove = 1;
    Key m_key = 0;
    Bitboard m_checkers = 0;
    std::vector<Undo> m_history;
};

std::uint64_t perft(Position &pos, int depth);

} // namespace arbiter::chess
