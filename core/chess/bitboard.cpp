#include "core/chess/bitboard.h"

#include <array>
#include <cstdlib>

namespace arbiter::chess::bb {

Magic RookMagics[64];
Magic BishopMagics[64];
Bitboard PawnAttacks[2][64];
Bitboard KnightAttacks[64];
Bitboard KingAttacks[64];
Bitboard Between[64][64];
Bitboard Line[64][64];

namespace {

Bitboard RookTable[0x19000];
Bitboard BishopTable[0x1480];

Bitboard slidingAttack(const int (&dirs)[4][2], Square s, Bitboard occ)
{
    Bitboard result = 0;
    for (const auto &d : dirs) {
        int f = fileOf(s) + d[0];
        int r = rankOf(s) + d[1];
        while (f >= 0 && f < 8 && r >= 0 && r < 8) {
            const Square t = makeSquare(f, r);
            result |= square(t);
            if (occ & square(t))
                break;
            f += d[0];
            r += d[1];
        }
    }
    return result;
}

constexpr int RookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
constexpr int BishopDirs[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

// xorshift64*: deterministic, so the magics found are the same on every run.
struct Prng
{
    std::uint64_t s;
    std::uint64_t next()
    {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() { return next() & next() & next(); }
};

void initMagics(const int (&dirs)[4][2], Bitboard *table, Magic *magics)
{
    // Seeds per rank known to find magics quickly (as used by several engines).
    constexpr std::uint64_t Seeds[8] = {728, 10316, 55013, 32803, 12281, 15100, 16645, 255};
    std::array<Bitboard, 4096> occupancy{};
    std::array<Bitboard, 4096> reference{};
    std::array<int, 4096> epoch{};
    int count = 0;
    int size = 0;
    for (Square s = 0; s < 64; ++s) {
        const Bitboard edges = ((Rank1 | Rank8) & ~rankBb(rankOf(s))) | ((FileA | FileH) & ~fileBb(fileOf(s)));
        Magic &m = magics[s];
        m.mask = slidingAttack(dirs, s, 0) & ~edges;
        m.shift = 64 - unsigned(popcount(m.mask));
        m.attacks = s == 0 ? table : magics[s - 1].attacks + size;
        // Carry-Rippler enumeration of all subsets of the mask.
        Bitboard b = 0;
        size = 0;
        do {
            occupancy[size] = b;
            reference[size] = slidingAttack(dirs, s, b);
            ++size;
            b = (b - m.mask) & m.mask;
        } while (b);
        Prng rng{Seeds[rankOf(s)]};
        auto *writable = const_cast<Bitboard *>(m.attacks);
        for (int i = 0; i < size;) {
            for (m.magic = 0; popcount((m.magic * m.mask) >> 56) < 6;)
                m.magic = rng.sparse();
            ++count;
            for (i = 0; i < size; ++i) {
                const unsigned idx = m.index(occupancy[i]);
                if (epoch[idx] < count) {
                    epoch[idx] = count;
                    writable[idx] = reference[i];
                } else if (writable[idx] != reference[i]) {
                    break;
                }
            }
        }
    }
}

struct Init
{
    Init()
    {
        for (Square s = 0; s < 64; ++s) {
            const Bitboard b = square(s);
            PawnAttacks[White][s] = shift<7>(b) | shift<9>(b);
            PawnAttacks[Black][s] = shift<-7>(b) | shift<-9>(b);
            KingAttacks[s] = shift<8>(b) | shift<-8>(b) | shift<1>(b) | shift<-1>(b) | shift<9>(b) | shift<7>(b)
                | shift<-7>(b) | shift<-9>(b);
            Bitboard n = 0;
            for (const auto &d : {std::array{1, 2}, std::array{2, 1}, std::array{2, -1}, std::array{1, -2},
                                  std::array{-1, -2}, std::array{-2, -1}, std::array{-2, 1}, std::array{-1, 2}}) {
                const int f = fileOf(s) + d[0];
                const int r = rankOf(s) + d[1];
                if (f >= 0 && f < 8 && r >= 0 && r < 8)
                    n |= square(makeSquare(f, r));
            }
            KnightAttacks[s] = n;
        }
        initMagics(RookDirs, RookTable, RookMagics);
        initMagics(BishopDirs, BishopTable, BishopMagics);
        for (Square a = 0; a < 64; ++a) {
            for (Square b = 0; b < 64; ++b) {
                Between[a][b] = square(b);
                Line[a][b] = 0;
                if (a == b)
                    continue;
                for (PieceType pt : {Bishop, Rook}) {
                    const Bitboard fromA = attacks(pt, a, 0);
                    if (fromA & square(b)) {
                        Line[a][b] = (fromA & attacks(pt, b, 0)) | square(a) | square(b);
                        Between[a][b] |= attacks(pt, a, square(b)) & attacks(pt, b, square(a));
                    }
                }
            }
        }
    }
};

const Init init;

} // namespace

} // namespace arbiter::chess::bb
