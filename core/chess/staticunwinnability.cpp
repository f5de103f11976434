#include "staticunwinnability.h"

namespace arbiter::chess {

using namespace bb;

namespace {

Bitboard pawnAttacksOf(Color c, Bitboard pawns)
{
    return c == White ? shift<9>(pawns) | shift<7>(pawns) : shift<-7>(pawns) | shift<-9>(pawns);
}

Bitboard pushOf(Color c, Bitboard pawns)
{
    return c == White ? shift<8>(pawns) : shift<-8>(pawns);
}

int chebyshev(Square a, Square b)
{
    const int df = fileOf(a) - fileOf(b);
    const int dr = rankOf(a) - rankOf(b);
    return std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
}

Bitboard orthogonalSteps(Bitboard b)
{
    return shift<8>(b) | shift<-8>(b) | shift<1>(b) | shift<-1>(b);
}

Bitboard diagonalSteps(Bitboard b)
{
    return shift<9>(b) | shift<7>(b) | shift<-7>(b) | shift<-9>(b);
}

Bitboard knightSteps(Bitboard b)
{
    const Bitboard l1 = (b >> 1) & ~FileH;
    const Bitboard l2 = (b >> 2) & ~(FileH | fileBb(6));
    const Bitboard r1 = (b << 1) & ~FileA;
    const Bitboard r2 = (b << 2) & ~(FileA | fileBb(1));
    const Bitboard h1 = l1 | r1;
    const Bitboard h2 = l2 | r2;
    return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

// One step of a piece type in every direction, ignoring occupancy. A slider's journey through
// squares that are never occupied is exactly a chain of such single steps, so the squares a slider
// can reach are the connected component of its square under these steps.
Bitboard steps(PieceType pt, Bitboard b)
{
    switch (pt) {
    case Knight: return knightSteps(b);
    case Bishop: return diagonalSteps(b);
    case Rook: return orthogonalSteps(b);
    case Queen:
    case King: return orthogonalSteps(b) | diagonalSteps(b);
    default: return 0;
    }
}

// Every square a piece of type pt can ever stand on, starting from `start`, when only the `blocked`
// squares are permanently occupied and `forbidden` squares may never be entered (for kings: squares
// attacked by permanent enemy pawns). Other pieces are assumed to step aside, so this over-approximates.
Bitboard flood(PieceType pt, Bitboard start, Bitboard blocked, Bitboard forbidden)
{
    const Bitboard open = ~blocked & ~forbidden;
    Bitboard reach = start;
    for (;;) {
        const Bitboard next = reach | (steps(pt, reach) & open);
        if (next == reach)
            return reach;
        reach = next;
    }
}

// Squares attacked from somewhere in `reach`: a slider's attack ends on the first occupied square,
// which is one step beyond a square it can stand on, so one more step over-approximates it (this is
// also how a permanent pawn could be captured).
Bitboard attackSpan(PieceType pt, Bitboard reach)
{
    return steps(pt, reach);
}

struct PieceReach
{
    Bitboard reach = 0; // squares the piece (or what it promotes to) may stand on
    Bitboard span = 0;  // squares it may attack
};

// A pawn that is not permanent: pushes and diagonal steps anywhere not permanently blocked, and on
// reaching the last rank anything a queen or knight could then reach (covering every promotion).
PieceReach mobilePawnReach(Color c, Square s, Bitboard blocked)
{
    const Bitboard lastRank = c == White ? Rank8 : Rank1;
    const Bitboard doubleRank = c == White ? rankBb(3) : rankBb(4);
    Bitboard reach = square(s);
    Bitboard frontier = reach;
    while (frontier) {
        const Bitboard walkers = frontier & ~lastRank;
        const Bitboard single = pushOf(c, walkers) & ~blocked;
        const Bitboard twice = pushOf(c, single) & doubleRank & ~blocked;
        const Bitboard diagonal = pawnAttacksOf(c, walkers) & ~blocked;
        frontier = (single | twice | diagonal) & ~reach;
        reach |= frontier;
    }
    PieceReach r;
    r.reach = reach;
    r.span = pawnAttacksOf(c, reach & ~lastRank);
    if (const Bitboard promo = reach & lastRank) {
        const Bitboard q = flood(Queen, promo, blocked, 0);
        const Bitboard n = flood(Knight, promo, blocked, 0);
        r.reach |= q | n;
        r.span |= attackSpan(Queen, q) | attackSpan(Knight, n);
    }
    return r;
}

// Result of the permanent-pawn fixed point.
struct Wall
{
    Bitboard fixedPawns = 0;
    Bitboard kingReach[2] = {};
    Bitboard kingSpan[2] = {};
    Bitboard reach[2] = {}; // union over the non-king, non-permanent pieces of a colour
    Bitboard span[2] = {};
    PieceReach pieces[2][16];
    int count[2] = {};
};

void computeReach(const Position &pos, Wall &w)
{
    const Bitboard fixed = w.fixedPawns;
    for (Color c : {White, Black}) {
        const Bitboard theirFixed = fixed & pos.pieces(~c, Pawn);
        const Bitboard kingForbidden = pawnAttacksOf(~c, theirFixed);
        w.kingReach[c] = flood(King, square(pos.kingSquare(c)), fixed, kingForbidden);
        w.kingSpan[c] = attackSpan(King, w.kingReach[c]);
        w.reach[c] = 0;
        w.span[c] = 0;
        w.count[c] = 0;
        Bitboard movers = pos.pieces(c) & ~pos.pieces(c, King) & ~fixed;
        while (movers) {
            const Square s = popLsb(movers);
            const PieceType pt = typeOf(pos.pieceAt(s));
            PieceReach r;
            if (pt == Pawn) {
                r = mobilePawnReach(c, s, fixed);
            } else {
                r.reach = flood(pt, square(s), fixed, 0);
                r.span = attackSpan(pt, r.reach);
            }
            w.reach[c] |= r.reach;
            w.span[c] |= r.span;
            w.pieces[c][w.count[c]++] = r;
        }
    }
}

// Greatest set of pawns that can never move nor be captured: start from all pawns and drop any pawn
// whose push square is not held by a permanent pawn, whose capture squares an enemy piece could
// occupy, or which an enemy piece could capture; reachability is recomputed until nothing changes.
// Any set closed under these conditions is sound: the first pawn of it to move or vanish would need
// a move that the reachability of that moment (which the closure over-approximates) rules out.
Wall computeWall(const Position &pos)
{
    Wall w;
    Bitboard fixed = pos.pieces(Pawn);
    if (pos.epSquare() != NoSquare) {
        const Square ep = pos.epSquare();
        const Color us = pos.sideToMove();
        const Square pushed = us == White ? ep - 8 : ep + 8;
        fixed &= ~(square(pushed) | (pawnAttacks(~us, ep) & pos.pieces(us, Pawn)));
    }
    for (;;) {
        w.fixedPawns = fixed;
        computeReach(pos, w);
        Bitboard mobile = 0;
        for (Color c : {White, Black}) {
            const Bitboard ours = fixed & pos.pieces(c, Pawn);
            const Bitboard ownFixedCover = pawnAttacksOf(c, ours);
            Bitboard b = ours;
            while (b) {
                const Square s = popLsb(b);
                const Bitboard front = pushOf(c, square(s));
                bool moves = !(front & fixed);
                // The enemy king is included: it can only stand on a capture square if it is in check
                // there now, because this pawn attacks the square for as long as it stays.
                const Bitboard enemyThere = w.reach[~c] | w.kingReach[~c] | pos.pieces(~c);
                moves = moves || (pawnAttacks(c, s) & enemyThere);
                moves = moves || (w.span[~c] & square(s));
                moves = moves || ((w.kingSpan[~c] & square(s)) && !(ownFixedCover & square(s)));
                if (moves)
                    mobile |= square(s);
            }
        }
        if (!mobile)
            return w;
        fixed &= ~mobile;
    }
}

// Is there a way to put loser pieces on every square of `squares`? A necessary condition only
// (each square reachable, enough distinct pieces), which errs towards "yes" and so stays sound.
bool blockable(const Wall &w, Color loser, Bitboard squares)
{
    if (!squares)
        return true;
    int usable = 0;
    Bitboard covered = 0;
    for (int i = 0; i < w.count[loser]; ++i) {
        const Bitboard hit = w.pieces[loser][i].reach & squares;
        if (hit) {
            ++usable;
            covered |= hit;
        }
    }
    return covered == squares && usable >= popcount(squares);
}

} // namespace

bool needsLoserPromotion(const Position &pos, Color winner)
{
    const Color loser = ~winner;
    const int winnerCount = popcount(pos.pieces(winner));
    // A lone knight can mate only if the loser has a minor piece or rook to block with.
    if (winnerCount == 2 && pos.pieces(winner, Knight)
        && !(pos.pieces(loser) & (pos.pieces(Knight) | pos.pieces(Bishop) | pos.pieces(Rook))))
        return true;
    // Bishops of one colour (and nothing else) never attack the other colour, so the loser's king
    // needs blockers there: a knight or a bishop of the other colour.
    const Bitboard bishops = pos.pieces(winner, Bishop);
    if (bishops && winnerCount == popcount(bishops) + 1) {
        const Bitboard colour = (bishops & DarkSquares) ? DarkSquares : LightSquares;
        if (!(pos.pieces(Bishop) & ~colour) && !pos.pieces(loser, Knight))
            return true;
    }
    return false;
}

bool cannotMateByMaterial(const Position &pos, Color winner)
{
    if (pos.pieces(winner) == pos.pieces(winner, King))
        return true;
    return !pos.pieces(~winner, Pawn) && needsLoserPromotion(pos, winner);
}

bool provedUnwinnableStatically(const Position &pos, Color winner)
{
    if (cannotMateByMaterial(pos, winner))
        return true;
    const Color loser = ~winner;
    const Wall w = computeWall(pos);
    const Bitboard region = w.kingReach[loser];
    const Bitboard fixedWinnerPawns = w.fixedPawns & pos.pieces(winner, Pawn);
    const Bitboard fixedPawnChecks = pawnAttacksOf(winner, fixedWinnerPawns);
    if (!((w.span[winner] | fixedPawnChecks) & region))
        return true; // nothing of the winner can ever give check where the loser's king can be

    // Only bishops of one colour can check: each mating square needs its escape squares of the
    // other colour covered by the loser's own pieces, the winner's king or permanent pawns.
    if (fixedPawnChecks & region)
        return false;
    const Bitboard movers = pos.pieces(winner) & ~pos.pieces(winner, King) & ~w.fixedPawns;
    if (!movers || (movers & ~pos.pieces(Bishop)))
        return false;
    const Bitboard colour = (movers & DarkSquares) ? DarkSquares : LightSquares;
    if (movers & ~colour)
        return false;
    const Bitboard staticCover = w.fixedPawns | fixedPawnChecks;
    Bitboard mateSquares = region & colour & w.span[winner];
    while (mateSquares) {
        const Square k = popLsb(mateSquares);
        const Bitboard escapes = kingAttacks(k) & ~colour & ~staticCover;
        if (!escapes)
            return false;
        Bitboard kingSpots = w.kingReach[winner];
        while (kingSpots) {
            const Square wk = popLsb(kingSpots);
            if (chebyshev(wk, k) < 2)
                continue;
            if (blockable(w, loser, escapes & ~kingAttacks(wk)))
                return false;
        }
    }
    return true;
}

} // namespace arbiter::chess
