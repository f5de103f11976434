#pragma once

#include <cstdint>

// Basic chess vocabulary shared by the whole rules core. Kept as plain enums and integers because
// the move generator is a hot path (perft, PGN validation) and these must cost nothing.
namespace arbiter::chess {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

enum Color : std::uint8_t { White = 0, Black = 1 };
constexpr Color operator~(Color c)
{
    return Color(c ^ 1);
}

enum PieceType : std::uint8_t { Pawn = 0, Knight, Bishop, Rook, Queen, King, NoPieceType };

enum Piece : std::uint8_t {
    WhitePawn = 0,
    WhiteKnight,
    WhiteBishop,
    WhiteRook,
    WhiteQueen,
    WhiteKing,
    BlackPawn,
    BlackKnight,
    BlackBishop,
    BlackRook,
    BlackQueen,
    BlackKing,
    NoPiece
};

constexpr Piece makePiece(Color c, PieceType t)
{
    return Piece(c * 6 + t);
}
constexpr PieceType typeOf(Piece p)
{
    return p == NoPiece ? NoPieceType : PieceType(p % 6);
}
constexpr Color colorOf(Piece p)
{
    return Color(p / 6);
}

// Squares a1 = 0 … h8 = 63; NoSquare = 64.
using Square = int;
constexpr Square NoSquare = 64;
constexpr int fileOf(Square s)
{
    return s & 7;
}
constexpr int rankOf(Square s)
{
    return s >> 3;
}
constexpr Square makeSquare(int file, int rank)
{
    return rank * 8 + file;
}
constexpr Square relativeSquare(Color c, Square s)
{
    return c == White ? s : s ^ 56;
}
constexpr int relativeRank(Color c, int rank)
{
    return c == White ? rank : 7 - rank;
}
constexpr bool isDarkSquare(Square s)
{
    return ((fileOf(s) + rankOf(s)) & 1) == 0;
}

enum CastlingRight : std::uint8_t {
    NoCastling = 0,
    WhiteKingSide = 1,
    WhiteQueenSide = 2,
    BlackKingSide = 4,
    BlackQueenSide = 8,
    AllCastling = 15
};

// A move in 16 bits: from (6), to (6), kind (2), promotion piece (2). Castling is encoded as
// "king takes own rook" (e1h1), which is also how Lichess and Chess960 notation send it; UCI
// output converts it back to e1g1.
class Move
{
public:
    enum Kind : std::uint16_t { Normal = 0, Promotion = 1, EnPassant = 2, Castling = 3 };

    constexpr Move() = default;
    constexpr Move(Square from, Square to) : m_data(std::uint16_t(from | (to << 6))) { }
    static constexpr Move make(Square from, Square to, Kind kind, PieceType promo = Knight)
    {
        return Move(std::uint16_t(from | (to << 6) | (kind << 12) | ((promo - Knight) << 14)));
    }
    static constexpr Move none() { return Move(); }
    // The PGN null move "--": from == to, which no real move has.
    static constexpr Move null() { return Move(std::uint16_t(1 | (1 << 6))); }

    constexpr Square from() const { return m_data & 63; }
    constexpr Square to() const { return (m_data >> 6) & 63; }
    constexpr Kind kind() const { return Kind(m_data >> 12 & 3); }
    constexpr PieceType promotion() const { return PieceType(((m_data >> 14) & 3) + Knight); }
    constexpr bool isNone() const { return m_data == 0; }
    constexpr bool isNull() const { return m_data == null().m_data; }
    constexpr std::uint16_t raw() const { return m_data; }
    constexpr bool operator==(const Move &) const = default;

private:
    constexpr explicit Move(std::uint16_t data) : m_data(data) { }
    std::uint16_t m_data = 0;
};

// A fixed-capacity list: no position has more than 218 legal moves.
struct MoveList
{
    Move moves[256];
    int count = 0;
    void push(Move m) { moves[count++] = m; }
    const Move *begin() const { return moves; }
    const Move *end() const { return moves + count; }
    int size() const { return count; }
    bool contains(Move m) const
    {
        for (int i = 0; i < count; ++i)
            if (moves[i] == m)
                return true;
        return false;
    }
};

} // namespace arbiter::chess
