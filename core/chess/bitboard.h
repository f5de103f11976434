#pragma once

#include "core/chess/types.h"

#include <bit>

// Precomputed attack tables (magic bitboards for sliders) and small bitboard helpers. Tables are
// built once at program start by a static initialiser in bitboard.cpp.
namespace arbiter::chess::bb {

constexpr Bitboard square(Square s)
{
    return Bitboard(1) << s;
}
constexpr Bitboard FileA = 0x0101010101010101ULL;
constexpr Bitboard FileH = FileA << 7;
constexpr Bitboard Rank1 = 0xFFULL;
constexpr Bitboard Rank8 = Rank1 << 56;
constexpr Bitboard DarkSquares = 0xAA55AA55AA55AA55ULL;
constexpr Bitboard LightSquares = ~DarkSquares;
constexpr Bitboard fileBb(int f)
{
    return FileA << f;
}
constexpr Bitboard rankBb(int r)
{
    return Rank1 << (8 * r);
}

inline int popcount(Bitboard b)
{
    return std::popcount(b);
}
inline Square lsb(Bitboard b)
{
    return std::countr_zero(b);
}
inline Square popLsb(Bitboard &b)
{
    const Square s = std::countr_zero(b);
    b &= b - 1;
    return s;
}
constexpr bool moreThanOne(Bitboard b)
{
    return (b & (b - 1)) != 0;
}

template<int Dir>
constexpr Bitboard shift(Bitboard b)
{
    if constexpr (Dir == 8)
        return b << 8;
    else if constexpr (Dir == -8)
        return b >> 8;
    else if constexpr (Dir == 1)
        return (b & ~FileH) << 1;
    else if constexpr (Dir == -1)
        return (b & ~FileA) >> 1;
    else if constexpr (Dir == 9)
        return (b & ~FileH) << 9;
    else if constexpr (Dir == 7)
        return (b & ~FileA) << 7;
    else if constexpr (Dir == -7)
        return (b & ~FileH) >> 7;
    else if constexpr (Dir == -9)
        return (b & ~FileA) >> 9;
    else
        return 0;
}

struct Magic
{
    Bitboard mask;
    Bitboard magic;
    const Bitboard *attacks;
    unsigned shift;
    unsigned index(Bitboard occ) const { return unsigned(((occ & mask) * magic) >> shift); }
};

extern Magic RookMagics[64];
extern Magic BishopMagics[64];
extern Bitboard PawnAttacks[2][64];
extern Bitboard KnightAttacks[64];
extern Bitboard KingAttacks[64];
extern Bitboard Between[64][64]; // squares strictly between, plus the target square
extern Bitboard Line[64][64]; // full line through both squares, or 0

inline Bitboard rookAttacks(Square s, Bitboard occ)
{
    const Magic &m = RookMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard bishopAttacks(Square s, Bitboard occ)
{
    const Magic &m = BishopMagics[s];
    return m.attacks[m.index(occ)];
}
inline Bitboard queenAttacks(Square s, Bitboard occ)
{
    return rookAttacks(s, occ) | bishopAttacks(s, occ);
}
inline Bitboard pawnAttacks(Color c, Square s)
{
    return PawnAttacks[c][s];
}
inline Bitboard knightAttacks(Square s)
{
    return KnightAttacks[s];
}
inline Bitboard kingAttacks(Square s)
{
    return KingAttacks[s];
}
// Always inlined: callers usually know pt, and the call showed up on its own in PGN ingest profiles.
[[gnu::always_inline]] inline Bitboard attacks(PieceType pt, Square s, Bitboard occ)
{
    switch (pt) {
    case Knight: return KnightAttacks[s];
    case Bishop: return bishopAttacks(s, occ);
    case Rook: return rookAttacks(s, occ);
    case Queen: return queenAttacks(s, occ);
    case King: return KingAttacks[s];
    default: return 0;
    }
}
inline bool aligned(Square a, Square b, Square c)
{
    return Line[a][b] & square(c);
}

} // namespace arbiter::chess::bb
