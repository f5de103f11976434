#include "core/chess/staticunwinnability.h"

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
template<typename Step>
inline Bitboard floodWith(Step step, Bitboard start, Bitboard open)
{
    Bitboard reach = start;
    for (;;) {
        const Bitboard next = reach | (step(reach) & open);
        if (next == reach)
            return reach;
        reach = next;
    }
}

Bitboard flood(PieceType pt, Bitboard start, Bitboard blocked, Bitboard forbidden)
{
    const Bitboard open = ~blocked & ~forbidden;
    switch (pt) {
    case Knight: return floodWith(knightSteps, start, open);
    case Bishop: return floodWith(diagonalSteps, start, open);
    case Rook: return floodWith(orthogonalSteps, start, open);
    case Queen:
    case King: return floodWith([](Bitboard b) { return orthogonalSteps(b) | diagonalSteps(b); }, start, open);
    default: return start;
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
    Bitboard span = 0; // squares it may attack
};

// A pawn that may leave its file: pushes anywhere not permanently blocked, diagonal steps only onto
// squares where an enemy piece could stand (`prey`), and on reaching the last rank anything a queen
// or knight could then reach (which covers every promotion).
// Reach and attacks of a queen and of a knight promoted on each square of a colour's last rank
// (indexed by file), for one set of permanent obstacles.
struct PromotionReach
{
    Bitboard reach[8] = {};
    Bitboard span[8] = {};

    void compute(Color c, Bitboard blocked)
    {
        const int rank = c == White ? 7 : 0;
        Bitboard queenDone = 0;
        Bitboard knightDone = 0;
        Bitboard queen[8] = {};
        Bitboard knight[8] = {};
        // Squares of one component share their flood.
        for (int file = 0; file < 8; ++file) {
            const Bitboard sq = square(makeSquare(file, rank));
            if (blocked & sq)
                continue; // no pawn promotes there (and a flood from it could join components)
            if (!(queenDone & sq)) {
                const Bitboard q = flood(Queen, sq, blocked, 0);
                for (int g = file; g < 8; ++g)
                    if (q & square(makeSquare(g, rank)))
                        queen[g] = q;
                queenDone |= q;
            }
            if (!(knightDone & sq)) {
                const Bitboard n = flood(Knight, sq, blocked, 0);
                for (int g = file; g < 8; ++g)
                    if (n & square(makeSquare(g, rank)))
                        knight[g] = n;
                knightDone |= n;
            }
        }
        for (int file = 0; file < 8; ++file) {
            reach[file] = queen[file] | knight[file];
            span[file] = attackSpan(Queen, queen[file]) | attackSpan(Knight, knight[file]);
        }
    }
};

PieceReach freePawnReach(Color c, Square s, Bitboard blocked, Bitboard prey, const PromotionReach &promotions)
{
    const Bitboard lastRank = c == White ? Rank8 : Rank1;
    const Bitboard doubleRank = c == White ? rankBb(3) : rankBb(4);
    Bitboard reach = square(s);
    Bitboard frontier = reach;
    while (frontier) {
        const Bitboard walkers = frontier & ~lastRank;
        const Bitboard single = pushOf(c, walkers) & ~blocked;
        const Bitboard twice = pushOf(c, single) & doubleRank & ~blocked;
        const Bitboard diagonal = pawnAttacksOf(c, walkers) & ~blocked & prey;
        frontier = (single | twice | diagonal) & ~reach;
        reach |= frontier;
    }
    PieceReach r;
    r.reach = reach;
    r.span = pawnAttacksOf(c, reach & ~lastRank);
    for (Bitboard promo = reach & lastRank; promo;) {
        const int file = fileOf(popLsb(promo));
        r.reach |= promotions.reach[file];
        r.span |= promotions.span[file];
    }
    return r;
}

// Result of the pawn-structure fixed point. Pawns are "confined" (never capture, so they stay on
// their file inside a known segment) and possibly also "durable" (never captured); confined and
// durable pawns are "locked", and a locked pawn whose segment is its own square is "fixed": a
// permanent obstacle. Everything else is free and over-approximated by reachability.
struct Wall
{
    Bitboard fixedPawns = 0;
    Bitboard stuckPieces = 0; // kings and pieces that never leave their square (and are never
                              // captured): permanent obstacles like the fixed pawns
    Bitboard pawnZone[2] = {}; // squares the confined pawns of a colour may stand on
    Bitboard kingReach[2] = {};
    Bitboard kingSpan[2] = {};
    Bitboard reach[2] = {}; // union over the non-king pieces that are not confined pawns
    Bitboard span[2] = {};
    PieceReach pieces[2][16]; // those pieces one by one, then the confined pawns that are not fixed
    int count[2] = {};
};

// The kings' and the pieces' reach depend only on the permanent obstacles, the free pawns' reach
// also on `prey`; computePieceReach fills in the former (once per set of obstacles), computeReach
// adds the free pawns for a given `prey`.
struct PieceFloods
{
    Bitboard reach[2] = {};
    Bitboard span[2] = {};
    PieceReach pieces[2][16];
    int count[2] = {};
    PromotionReach promotions[2];
};

// Squares the pieces of colour c that never move (and are never captured) attack for good: a
// stuck piece only ever attacks the squares next to it along its lines, with nothing in between.
Bitboard permanentAttacks(const Position &pos, const Wall &w, Color c)
{
    Bitboard attacks = pawnAttacksOf(c, w.fixedPawns & pos.pieces(c, Pawn));
    for (Bitboard b = w.stuckPieces & pos.pieces(c); b;) {
        const Square s = popLsb(b);
        attacks |= steps(typeOf(pos.pieceAt(s)), square(s));
    }
    return attacks;
}

void computePieceReach(const Position &pos, Wall &w, PieceFloods &f)
{
    const Bitboard fixed = w.fixedPawns | w.stuckPieces;
    for (Color c : {White, Black}) {
        const Bitboard kingForbidden = permanentAttacks(pos, w, ~c);
        w.kingReach[c] = flood(King, square(pos.kingSquare(c)), fixed, kingForbidden);
        w.kingSpan[c] = attackSpan(King, w.kingReach[c]);
        f.reach[c] = 0;
        f.span[c] = 0;
        f.count[c] = 0;
        if (pos.pieces(c, Pawn))
            f.promotions[c].compute(c, fixed);
        Bitboard movers = pos.pieces(c) & ~pos.pieces(c, King) & ~pos.pieces(Pawn);
        while (movers) {
            const Square s = popLsb(movers);
            const PieceType pt = typeOf(pos.pieceAt(s));
            PieceReach r;
            r.reach = flood(pt, square(s), fixed, 0);
            r.span = attackSpan(pt, r.reach);
            f.reach[c] |= r.reach;
            f.span[c] |= r.span;
            f.pieces[c][f.count[c]++] = r;
        }
    }
}

void computeReach(const Position &pos, Bitboard confined, const Bitboard (&prey)[2], const PieceFloods &f, Wall &w)
{
    const Bitboard fixed = w.fixedPawns | w.stuckPieces;
    for (Color c : {White, Black}) {
        w.reach[c] = f.reach[c];
        w.span[c] = f.span[c];
        w.count[c] = f.count[c];
        for (int i = 0; i < f.count[c]; ++i)
            w.pieces[c][i] = f.pieces[c][i];
        Bitboard movers = pos.pieces(c, Pawn) & ~confined;
        while (movers) {
            const Square s = popLsb(movers);
            const PieceReach r = freePawnReach(c, s, fixed, prey[c], f.promotions[c]);
            w.reach[c] |= r.reach;
            w.span[c] |= r.span;
            w.pieces[c][w.count[c]++] = r;
        }
    }
}

// File segments of the confined pawns. Pawns never pass each other on a file, and a locked pawn
// stays on its file for good, so a confined white pawn stays below the nearest locked black pawn
// above it (or below the segment of the nearest locked white pawn above it), and symmetrically for
// black. Returns the confined pawns with no such bound: they could promote.
Bitboard confinedSegments(const Position &pos, Bitboard confined, Bitboard locked, Bitboard stuckPieces,
                          Bitboard (&segment)[64])
{
    Bitboard unbounded = 0;
    auto fileSegment = [](int file, int from, int to) {
        Bitboard seg = 0;
        for (int r = from; r <= to; ++r)
            seg |= square(makeSquare(file, r));
        return seg;
    };
    for (int file = 0; file < 8; ++file) {
        const Bitboard onFile = pos.pieces(Pawn) & fileBb(file);
        if (!(onFile & confined))
            continue;
        int bound = -1; // highest rank the next white pawn down may reach; -1 = none
        for (int rank = 7; rank >= 0; --rank) {
            const Square s = makeSquare(file, rank);
            if (stuckPieces & square(s)) {
                bound = rank - 1;
                continue;
            }
            if (!(onFile & square(s)) || !(confined & square(s)))
                continue;
            if (pos.pieceAt(s) == BlackPawn) {
                if (locked & square(s))
                    bound = rank - 1;
                continue;
            }
            if (bound < rank) {
                unbounded |= square(s);
                continue;
            }
            segment[s] = fileSegment(file, rank, bound);
            if (locked & square(s))
                bound = bound - 1;
        }
        bound = 8; // lowest rank the next black pawn up may reach; 8 = none
        for (int rank = 0; rank < 8; ++rank) {
            const Square s = makeSquare(file, rank);
            if (stuckPieces & square(s)) {
                bound = rank + 1;
                continue;
            }
            if (!(onFile & square(s)) || !(confined & square(s)))
                continue;
            if (pos.pieceAt(s) == WhitePawn) {
                if (locked & square(s))
                    bound = rank + 1;
                continue;
            }
            if (bound > rank) {
                unbounded |= square(s);
                continue;
            }
            segment[s] = fileSegment(file, bound, rank);
            if (locked & square(s))
                bound = bound + 1;
        }
    }
    return unbounded;
}

// Greatest consistent classification of the pawns. Start with every pawn confined and durable and
// drop a pawn from "confined" when it could capture (an enemy piece or pawn could stand on a square
// it attacks from its segment) or has no bound, and from "durable" when an enemy piece or pawn
// could attack its segment (the enemy king only where no fixed pawn protects it); reachability is
// recomputed until nothing changes. A classification closed under these rules is sound: the first
// pawn in a game to break its class would need a move that the reachability of that moment (which
// the closure over-approximates) rules out. Kings never count as prey for pawns: a king is never
// captured.
Wall computeWall(const Position &pos)
{
    Wall w;
    Bitboard confined = pos.pieces(Pawn);
    Bitboard durable = confined;
    if (pos.epSquare() != NoSquare) {
        const Square ep = pos.epSquare();
        const Color us = pos.sideToMove();
        const Square pushed = us == White ? ep - 8 : ep + 8;
        const Bitboard involved = square(pushed) | (pawnAttacks(~us, ep) & pos.pieces(us, Pawn));
        confined &= ~involved;
        durable &= ~involved;
    }
    Bitboard segment[64] = {};
    // Kings and pieces assumed never to move (nor, for pieces, to be captured): like the pawn
    // classes, start from "all of them" and shrink to what the fixed pawns justify. A stuck piece
    // bounds pawn files and blocks other pieces like a fixed pawn.
    // Candidates are those whose every step already lands on a pawn (or, for kings, a square an
    // enemy pawn attacks): fixed pawns are a subset of the pawns, so nothing else can qualify.
    Bitboard stuck = 0;
    for (Bitboard b = pos.occupied() & ~pos.pieces(Pawn); b;) {
        const Square s = popLsb(b);
        const Color c = colorOf(pos.pieceAt(s));
        const PieceType pt = typeOf(pos.pieceAt(s));
        const Bitboard free
            = pt == King ? kingAttacks(s) & ~pawnAttacksOf(~c, pos.pieces(~c, Pawn)) : steps(pt, square(s));
        if (!(free & ~pos.pieces(Pawn)))
            stuck |= square(s);
    }
    PieceFloods floods;
    bool floodsValid = false;
    Bitboard floodsFixed = 0;
    Bitboard floodsStuck = 0;
    for (;;) {
        const Bitboard locked = confined & durable;
        if (const Bitboard unbounded = confinedSegments(pos, confined, locked, stuck, segment)) {
            confined &= ~unbounded;
            continue;
        }
        Bitboard fixed = 0;
        for (Color c : {White, Black}) {
            w.pawnZone[c] = 0;
            for (Bitboard b = confined & pos.pieces(c, Pawn); b;) {
                const Square s = popLsb(b);
                w.pawnZone[c] |= segment[s];
                if ((locked & square(s)) && segment[s] == square(s))
                    fixed |= square(s);
            }
        }
        w.fixedPawns = fixed;
        w.stuckPieces = stuck;
        // Free pawns may only step diagonally onto squares where enemy material could stand; start
        // from "anywhere" and shrink to the greatest consistent answer.
        Bitboard prey[2] = {~Bitboard(0), ~Bitboard(0)};
        // The floods depend only on the fixed pawns and stuck pieces: reuse them while those stay.
        if (!floodsValid || floodsFixed != w.fixedPawns || floodsStuck != w.stuckPieces) {
            computePieceReach(pos, w, floods);
            floodsValid = true;
            floodsFixed = w.fixedPawns;
            floodsStuck = w.stuckPieces;
        }
        for (;;) {
            computeReach(pos, confined, prey, floods, w);
            const Bitboard next[2]
                = {(w.reach[Black] | w.pawnZone[Black]) & ~fixed, (w.reach[White] | w.pawnZone[White]) & ~fixed};
            if (next[0] == prey[0] && next[1] == prey[1])
                break;
            prey[0] = next[0];
            prey[1] = next[1];
        }
        // A piece stays stuck when every square it could step to holds a fixed pawn (for a king:
        // or is attacked by one) and, unless it is a king, nothing of the enemy can ever attack it.
        Bitboard stillStuck = 0;
        for (Bitboard b = stuck; b;) {
            const Square s = popLsb(b);
            const Color c = colorOf(pos.pieceAt(s));
            const PieceType pt = typeOf(pos.pieceAt(s));
            if (pt == King) {
                const Bitboard forbidden = pawnAttacksOf(~c, fixed & pos.pieces(~c, Pawn));
                if (!(kingAttacks(s) & ~fixed & ~forbidden))
                    stillStuck |= square(s);
            } else {
                // The enemy king cannot take a piece its own permanent obstacles protect.
                const Bitboard enemyAttacks
                    = w.span[~c] | (w.kingSpan[~c] & ~permanentAttacks(pos, w, c)) | pawnAttacksOf(~c, w.pawnZone[~c]);
                if (!(steps(pt, square(s)) & ~fixed) && !(enemyAttacks & square(s)))
                    stillStuck |= square(s);
            }
        }
        if (stillStuck != stuck) {
            stuck = stillStuck;
            continue;
        }
        bool changed = false;
        for (Color c : {White, Black}) {
            const Bitboard enemyStands = w.reach[~c] | w.pawnZone[~c];
            const Bitboard enemyAttacks = w.span[~c] | pawnAttacksOf(~c, w.pawnZone[~c]);
            const Bitboard ownFixedCover = permanentAttacks(pos, w, c);
            for (Bitboard b = confined & pos.pieces(c, Pawn); b;) {
                const Square s = popLsb(b);
                const Bitboard seg = segment[s];
                if (pawnAttacksOf(c, seg) & enemyStands) {
                    confined &= ~square(s);
                    changed = true;
                } else if ((durable & square(s)) && ((seg & enemyAttacks) || (seg & w.kingSpan[~c] & ~ownFixedCover))) {
                    durable &= ~square(s);
                    changed = true;
                }
            }
        }
        if (!changed) {
            // Confined pawns that may still move are potential blockers too.
            for (Color c : {White, Black}) {
                for (Bitboard b = confined & pos.pieces(c, Pawn) & ~fixed; b;) {
                    const Square s = popLsb(b);
                    PieceReach r;
                    r.reach = segment[s];
                    r.span = pawnAttacksOf(c, segment[s]);
                    w.pieces[c][w.count[c]++] = r;
                }
            }
            return w;
        }
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

namespace {

bool unwinnableGivenWall(const Position &pos, const Wall &w, Color winner)
{
    const Color loser = ~winner;
    const Bitboard region = w.kingReach[loser];
    const Bitboard pawnChecks = pawnAttacksOf(winner, w.pawnZone[winner]);
    const Bitboard checks = (w.span[winner] | pawnChecks) & region;
    if (!checks)
        return true; // nothing of the winner can ever give check where the loser's king can be

    // A mate on k needs every square next to k held by a loser piece or attacked by the winner (a
    // winner piece standing there must be protected, so it is attacked too); the winner's king
    // (never next to k) is placed explicitly. The loser's permanent obstacles hold their squares
    // for good; the other squares need a distinct loser piece each.
    const Bitboard winnerCover = w.span[winner] | pawnChecks;
    const Bitboard loserHeld = (w.fixedPawns | w.stuckPieces) & pos.pieces(loser);
    auto kingCanFinish = [&](Square k, Bitboard escapes, bool (*enough)(const Wall &, Color, Bitboard)) {
        Bitboard kingSpots = w.kingReach[winner];
        while (kingSpots) {
            const Square wk = popLsb(kingSpots);
            if (chebyshev(wk, k) >= 2 && enough(w, loser, escapes & ~kingAttacks(wk)))
                return true;
        }
        return false;
    };
    bool possible = false;
    for (Bitboard b = checks; b && !possible;) {
        const Square k = popLsb(b);
        possible = kingCanFinish(k, kingAttacks(k) & ~winnerCover & ~loserHeld, blockable);
    }
    if (!possible)
        return true;

    // Only bishops of one colour can check: each mating square needs its escape squares of the
    // other colour covered by the loser's own pieces, the winner's king or fixed pawns.
    const Bitboard fixedPawnChecks = pawnAttacksOf(winner, w.fixedPawns & pos.pieces(winner, Pawn));
    if (pawnChecks & region)
        return false;
    const Bitboard movers = pos.pieces(winner) & ~pos.pieces(winner, King) & ~w.fixedPawns;
    if (!movers || (movers & ~pos.pieces(Bishop)))
        return false;
    const Bitboard colour = (movers & DarkSquares) ? DarkSquares : LightSquares;
    if (movers & ~colour)
        return false;
    const Bitboard staticCover = w.fixedPawns | fixedPawnChecks;
    for (Bitboard b = checks & colour; b;) {
        const Square k = popLsb(b);
        const Bitboard escapes = kingAttacks(k) & ~colour & ~staticCover;
        if (kingCanFinish(k, escapes, blockable))
            return false;
    }
    return true;
}

} // namespace

bool provedUnwinnableStatically(const Position &pos, Color winner)
{
    if (cannotMateByMaterial(pos, winner))
        return true;
    return unwinnableGivenWall(pos, computeWall(pos), winner);
}

std::array<bool, 2> provedUnwinnableStatically(const Position &pos)
{
    std::array<bool, 2> result{cannotMateByMaterial(pos, White), cannotMateByMaterial(pos, Black)};
    if (result[White] && result[Black])
        return result;
    const Wall w = computeWall(pos);
    for (Color c : {White, Black})
        if (!result[c])
            result[c] = unwinnableGivenWall(pos, w, c);
    return result;
}

} // namespace arbiter::chess
