#include "core/chess/unwinnability.h"

#include "core/chess/staticunwinnability.h"

#include <QElapsedTimer>

#include <algorithm>
#include <array>
#include <cstdlib>

namespace arbiter::chess {

using namespace bb;

namespace {

int chebyshev(Square a, Square b)
{
    return std::max(std::abs(fileOf(a) - fileOf(b)), std::abs(rankOf(a) - rankOf(b)));
}

// Knight move distances between all square pairs, by breadth-first search on an empty board.
struct KnightDistance
{
    std::array<std::array<std::uint8_t, 64>, 64> d{};
    KnightDistance()
    {
        for (Square from = 0; from < 64; ++from) {
            auto &row = d[from];
            row.fill(0xFF);
            row[from] = 0;
            Bitboard seen = square(from);
            Bitboard frontier = seen;
            for (std::uint8_t dist = 1; frontier; ++dist) {
                Bitboard next = 0;
                for (Bitboard f = frontier; f;)
                    next |= knightAttacks(popLsb(f));
                next &= ~seen;
                seen |= next;
                for (Bitboard n = next; n;)
                    row[popLsb(n)] = dist;
                frontier = next;
            }
        }
    }
};

const KnightDistance &knightDistance()
{
    static const KnightDistance table;
    return table;
}

// The node budget stands for CPU time. In the enumeration a new position costs one node, and
// expanding it a further node per MovesPerNode legal moves (ordering, keys, prefetches); a move to
// an already visited position, skipped by its key, costs 1/SkipsPerNode of a node. Measured on the
// bench positions that exhaust the budget, these weights make its CPU time far less dependent on
// the position than one node per move did (many-bishop positions were the slowest).
constexpr std::uint64_t SkipsPerNode = 12;
constexpr std::uint64_t MovesPerNode = 6;
constexpr int MaxLineLength = 600; // plies below the root; deeper lines count as a cut-off
constexpr int RewardCutoffPly = 400; // beyond this, "progress" moves stop being free
constexpr std::uint64_t QuickNodes = 5'000;
constexpr std::uint64_t LocalNodesPerDepth = 32'000;
constexpr std::size_t MaxEnumerationDepth = 20'000;
constexpr std::uint64_t IterativeShare = 5; // percent of the remaining budget

} // namespace

// The helpmate search proper. One object is reused across questions so that the transposition
// table is allocated once; a generation counter invalidates it in O(1) between iterations.
class UnwinnabilityAnalyzer::Search
{
public:
    Search() : m_table(TableSize), m_plyMoves(MaxLineLength) { }

    Analysis run(const Position &pos, Color winner, const UnwinnabilityLimits &limits);

private:
    enum class Outcome { Mate, Exhausted, Undetermined };
    enum class Variation : std::uint8_t { Normal, Reward, Punish };
    struct PlyMoves
    {
        Move moves[256];
        Variation kinds[256];
    };

    struct Entry
    {
        Key key = 0;
        std::uint32_t generation = 0;
        std::int32_t movesLeft = 0;
    };
    static constexpr std::size_t TableSize = std::size_t(1) << 16;

    bool findMate(int depth, bool pastProgress, bool wasSemiBlocked);
    Outcome iterativeDeepening(std::uint64_t nodeCap);
    Outcome exhaust(const std::vector<Move> &rootMoves);
    bool markVisited(Key key);
    std::size_t visitedSlot(Key key) const { return std::size_t(key ^ (key >> 29)) & (m_visited.size() - 1); }
    int orderMoves(const MoveList &list, Move *out, Variation *kinds, bool &semiBlocked) const;
    bool forcedOrStaticallyUnwinnable();
    Square targetFor(PieceType moved) const;
    bool budgetExceeded();
    Analysis finish(Verdict verdict, Reason reason);

    std::vector<Entry> m_table;
    std::vector<PlyMoves> m_plyMoves; // findMate()'s ordered moves, one buffer per ply below the root
    MoveList m_scratch;
    std::uint32_t m_generation = 0;
    // Visited set of the exhaustive enumeration: open addressing, 0 = empty slot, sized to at most
    // half full for the node budget; the used slots are cleared after each run.
    std::vector<Key> m_visited;
    std::vector<std::uint32_t> m_visitedUsed;
    bool m_useTable = false;
    bool m_steerClosed = true; // closed-structure steering (helps the iterative search only)

    Position m_pos;
    Color m_winner = White;
    std::vector<Move> m_line;
    std::vector<Move> m_mateLine;

    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodeLimit = 0;
    std::uint64_t m_localNodes = 0;
    std::uint64_t m_leafProbes = 0;
    std::uint64_t m_skipped = 0; // transpositions skipped since the last node charged for them
    std::uint64_t m_nextTimeCheck = 0;
    std::uint64_t m_localLimit = 0;
    int m_maxDepth = 0;
    int m_rootPly = 0;
    bool m_interrupted = false; // this iteration hit a depth or local node limit
    bool m_aborted = false; // the whole question ran out of budget
    int m_maxMs = 0;
    QElapsedTimer m_timer;
};

bool UnwinnabilityAnalyzer::Search::budgetExceeded()
{
    if (m_nodes > m_nodeLimit)
        return true;
    if (m_maxMs <= 0 || m_nodes < m_nextTimeCheck)
        return false;
    m_nextTimeCheck = m_nodes + 1024;
    return m_timer.elapsed() > m_maxMs;
}

// The square the moved piece should head for: the loser's king to a corner on the winner's side of
// the board (of the colour the winner's bishops, if any, can attack), the winner's king two squares
// in front of it, the winner's other pieces at the corner, the loser's other pieces next to it.
Square UnwinnabilityAnalyzer::Search::targetFor(PieceType moved) const
{
    const Color winner = m_winner;
    const bool darkCorner = (m_pos.pieces(winner, Bishop) & DarkSquares)
        || (!m_pos.pieces(winner, Bishop) && (m_pos.pieces(~winner, Bishop) & LightSquares));
    const bool king = moved == King;
    Square target;
    if (m_pos.sideToMove() == winner)
        target = king ? makeSquare(7, 5) : makeSquare(7, 7);
    else
        target = king ? makeSquare(7, 7) : makeSquare(6, 7);
    if (!darkCorner)
        target = makeSquare(7 - fileOf(target), rankOf(target));
    if (winner == Black)
        target = makeSquare(7 - fileOf(target), 7 - rankOf(target));
    return target;
}

namespace {

bool approaches(Move m, Square target, PieceType moved)
{
    if (moved == King)
        return chebyshev(m.to(), target) < chebyshev(m.from(), target);
    if (moved == Knight)
        return knightDistance().d[m.to()][target] < knightDistance().d[m.from()][target];
    return false;
}

} // namespace

// Sorts the legal moves into progress moves first, then ordinary ones, then unpromising ones (CHA's
// "reward" and "punish" classes): the winner's captures, advanced pawn pushes and king or knight
// moves towards the mating corner; the loser's king towards the corner, its other pieces next to
// it, pawn moves when only a promotion can give the winner a mate, and no captures.
int UnwinnabilityAnalyzer::Search::orderMoves(const MoveList &list, Move *out, Variation *kinds,
                                              bool &semiBlocked) const
{
    // Closed structures of pawns and bishops get their own steering: when two opposing pawns stand
    // one square apart, the kings should head for the square between them (to let a capture open
    // the position) and the winner should capture; otherwise bishops head for the mating corner.
    const Bitboard whitePawns = m_pos.pieces(White, Pawn);
    const Bitboard blackPawns = m_pos.pieces(Black, Pawn);
    bool pawnsAndBishops = m_steerClosed && !(m_pos.pieces(Knight) | m_pos.pieces(Rook) | m_pos.pieces(Queen))
        && popcount(shift<8>(whitePawns) & blackPawns) >= 4;
    if (pawnsAndBishops) {
        int whiteFiles = 0;
        int blackFiles = 0;
        for (Bitboard b = whitePawns & ~rankBb(6); b;)
            whiteFiles |= 1 << fileOf(popLsb(b));
        for (Bitboard b = blackPawns & ~rankBb(1); b;)
            blackFiles |= 1 << fileOf(popLsb(b));
        pawnsAndBishops = whiteFiles == blackFiles; // no pawn without an opposing one on its file
    }
    const Bitboard gaps = shift<8>(whitePawns) & shift<-8>(blackPawns);
    const bool wasSemiBlocked = semiBlocked;
    semiBlocked = pawnsAndBishops && gaps;
    const Square gap = gaps ? lsb(gaps) : NoSquare;

    const Color winner = m_winner;
    const bool winnersTurn = m_pos.sideToMove() == winner;
    const bool loserMustPromote = !winnersTurn && needsLoserPromotion(m_pos, winner);
    const bool rewardsAllowed = int(m_line.size()) - m_rootPly <= RewardCutoffPly;
    std::array<Variation, 256> kind;
    const Square kingTarget = targetFor(King);
    const Square pieceTarget = targetFor(Knight);
    for (int i = 0; i < list.count; ++i) {
        const Move m = list.moves[i];
        const PieceType moved = typeOf(m_pos.pieceAt(m.from()));
        const bool capture
            = m.kind() == Move::EnPassant || (m.kind() != Move::Castling && m_pos.pieceAt(m.to()) != NoPiece);
        const Square target = moved == King ? kingTarget : pieceTarget;
        Variation v = Variation::Normal;
        if (winnersTurn) {
            // The enumeration (m_steerClosed off) puts every pawn move of the winner first: its
            // deep first line then heads for a promotion; the iterative search, where progress
            // moves cost no depth, only rewards pushes from the fifth rank on.
            const int fromRank = m_steerClosed ? 4 : 1;
            const bool advancedPush = moved == Pawn && relativeRank(winner, rankOf(m.from())) >= fromRank;
            if (advancedPush || capture || approaches(m, target, moved))
                v = Variation::Reward;
        } else {
            if (loserMustPromote) {
                const bool heavy = m.kind() == Move::Promotion && (m.promotion() == Queen || m.promotion() == Rook);
                v = (moved == Pawn && !heavy) ? Variation::Reward : Variation::Punish;
            }
            if (approaches(m, target, moved))
                v = Variation::Reward;
            else if (capture)
                v = Variation::Punish;
        }
        if (pawnsAndBishops) {
            if (semiBlocked || wasSemiBlocked) {
                if (capture && winnersTurn)
                    v = Variation::Reward;
                else if (moved == King)
                    v = (semiBlocked && approaches(m, gap, King)) ? Variation::Reward : Variation::Normal;
                else
                    v = Variation::Punish;
            } else if (popcount(m_pos.pieces(~winner, Bishop)) > 1 && (moved == King || moved == Bishop)
                       && chebyshev(m.to(), target) < chebyshev(m.from(), target)) {
                v = Variation::Reward;
            }
        }
        if (!rewardsAllowed && v == Variation::Reward)
            v = Variation::Normal;
        kind[std::size_t(i)] = v;
    }
    int n = 0;
    for (Variation pass : {Variation::Reward, Variation::Normal, Variation::Punish})
        for (int i = 0; i < list.count; ++i)
            if (kind[std::size_t(i)] == pass) {
                out[n] = list.moves[i];
                kinds[n] = pass;
                ++n;
            }
    return n;
}

// Depth-first helpmate search with CHA's depth accounting: a move that makes progress towards the
// mating pattern costs no depth (and neither does the reply to it), an unpromising move costs three
// plies. Returns true when the loser is mated; m_interrupted records any cut-off, so that a search
// returning false without one has examined every reachable position.
bool UnwinnabilityAnalyzer::Search::findMate(int depth, bool pastProgress, bool wasSemiBlocked)
{
    if (m_aborted)
        return false;
    ++m_nodes;
    if (budgetExceeded()) {
        m_aborted = true;
        m_interrupted = true;
        return false;
    }
    if (++m_localNodes > m_localLimit) {
        m_interrupted = true;
        return false;
    }

    const int movesLeft = m_maxDepth - depth;
    Entry *entry = nullptr;
    if (m_useTable) {
        entry = &m_table[m_pos.key() & (TableSize - 1)];
        if (entry->generation == m_generation && entry->key == m_pos.key() && entry->movesLeft >= movesLeft)
            return false; // already being (or been) searched at least this deep in this iteration
    }
    const Color winner = m_winner;
    if (cannotMateByMaterial(m_pos, winner))
        return false;

    MoveList &list = m_scratch; // consumed by orderMoves() before any recursion
    m_pos.legalMoves(list);
    if (list.count == 0) {
        if (m_pos.inCheck() && m_pos.sideToMove() != winner) {
            m_mateLine = m_line;
            return true;
        }
        return false;
    }
    if (depth >= m_maxDepth || int(m_line.size()) - m_rootPly >= MaxLineLength) {
        m_interrupted = true;
        return false;
    }
    if (entry)
        *entry = Entry{m_pos.key(), m_generation, movesLeft};

    // Per-ply buffers: arrays of Move on the stack would be zero-filled at every node.
    PlyMoves &ply = m_plyMoves[std::size_t(int(m_line.size()) - m_rootPly)];
    Move *ordered = ply.moves;
    Variation *kinds = ply.kinds;
    const bool winnersTurn = m_pos.sideToMove() == winner;
    bool semiBlocked = wasSemiBlocked;
    const int count = orderMoves(list, ordered, kinds, semiBlocked);
    for (int i = 0; i < count; ++i) {
        const Variation v = kinds[std::size_t(i)];
        int newDepth = depth + 1;
        if (v == Variation::Reward)
            newDepth = depth;
        else if (v == Variation::Punish)
            newDepth = std::min(m_maxDepth, depth + 3);
        else if (pastProgress)
            newDepth = depth;
        const Move m = ordered[std::size_t(i)];
        if (newDepth >= m_maxDepth) {
            // The reply would be a leaf of this iteration, where only a mate of the loser counts:
            // a loser's move cannot mate the loser, and a winner's move must give check. Skipping
            // the other moves is a depth cut-off like the leaf's own.
            if (!winnersTurn) {
                m_interrupted = true;
                continue;
            }
            m_pos.makeMove(m);
            if (!m_pos.inCheck()) {
                m_pos.unmakeMove();
                m_interrupted = true;
                if ((++m_leafProbes & 3) == 0)
                    ++m_nodes; // four check probes cost about one node
                continue;
            }
        } else {
            m_pos.makeMove(m);
        }
        m_line.push_back(m);
        const bool mate = findMate(newDepth, v == Variation::Reward, semiBlocked || wasSemiBlocked);
        m_line.pop_back();
        m_pos.unmakeMove();
        if (mate)
            return true;
        if (m_aborted || m_localNodes > m_localLimit)
            return false;
    }
    return false;
}

UnwinnabilityAnalyzer::Search::Outcome UnwinnabilityAnalyzer::Search::iterativeDeepening(std::uint64_t nodeCap)
{
    m_useTable = true;
    m_steerClosed = true;
    const std::uint64_t phaseEnd = m_nodes + nodeCap;
    for (int depth = 2; depth <= 1000; ++depth) {
        ++m_generation; // entries of an interrupted iteration must not prune the next one
        m_maxDepth = depth;
        m_localNodes = 0;
        m_localLimit = std::uint64_t(depth) * LocalNodesPerDepth;
        m_interrupted = false;
        if (findMate(0, false, false))
            return Outcome::Mate;
        if (!m_interrupted)
            return Outcome::Exhausted;
        if (m_aborted || m_nodes >= phaseEnd)
            return Outcome::Undetermined;
    }
    return Outcome::Undetermined;
}

bool UnwinnabilityAnalyzer::Search::markVisited(Key key)
{
    if (key == 0)
        key = 1; // 0 marks an empty slot
    const std::size_t mask = m_visited.size() - 1;
    std::size_t i = visitedSlot(key);
    for (;;) {
        if (m_visited[i] == 0) {
            m_visited[i] = key;
            m_visitedUsed.push_back(std::uint32_t(i));
            return true;
        }
        if (m_visited[i] == key)
            return false;
        i = (i + 1) & mask;
    }
}

// Enumerates every position reachable from the current one (through `rootMoves` at the root), each
// once, with no depth limit and in the same progress-first order as the helpmate search. Finishing
// without a mate proves that none exists; it also finds long helpmates the iterative search misses.
// Sub-positions are pruned when the material rule proves them unwinnable. The pawn-wall analysis is
// not asked inside the enumeration: it cost more than a quarter of the time here and pruned too
// little to pay for it (the root and each root move are still checked before the search starts).
UnwinnabilityAnalyzer::Search::Outcome UnwinnabilityAnalyzer::Search::exhaust(const std::vector<Move> &rootMoves)
{
    struct Frame
    {
        std::size_t first;
        int count;
        int next;
    };
    std::size_t size = std::size_t(1) << 16;
    while (size < 2 * (m_nodeLimit - std::min(m_nodeLimit, m_nodes)) + 2)
        size *= 2;
    if (m_visited.size() != size)
        m_visited.assign(size, 0);
    for (std::uint32_t i : m_visitedUsed)
        m_visited[i] = 0;
    m_visitedUsed.clear();
    const std::size_t base = m_line.size();
    // Each move is stored with the key of the position it leads to, when that is known without
    // playing it: a transposition (most moves of an enumeration lead to positions already seen) is
    // then skipped without making and unmaking the move, and the visited-set slots of a node's
    // children are prefetched together when the node is expanded.
    struct Child
    {
        Key key;
        Move move;
        bool keyKnown;
    };
    std::vector<Child> pool;
    pool.reserve(4096);
    auto pushChildren = [&](const Move *moves, int n) {
        for (int i = 0; i < n; ++i) {
            Child c{0, moves[i], m_pos.keyAfter(moves[i], c.key)};
            if (c.keyKnown)
                __builtin_prefetch(&m_visited[visitedSlot(c.key)]);
            pool.push_back(c);
        }
    };
    pushChildren(rootMoves.data(), int(rootMoves.size()));
    std::vector<Frame> stack{Frame{0, int(rootMoves.size()), 0}};
    markVisited(m_pos.key());
    bool complete = true;
    Outcome outcome = Outcome::Exhausted;
    std::array<Move, 256> ordered;
    std::array<Variation, 256> kinds;
    MoveList list;
    while (!stack.empty()) {
        Frame &frame = stack.back();
        if (frame.next == frame.count) {
            pool.resize(frame.first);
            stack.pop_back();
            if (!stack.empty()) {
                m_pos.unmakeMove();
                m_line.pop_back();
            }
            continue;
        }
        const Child child = pool[frame.first + std::size_t(frame.next++)];
        if (child.keyKnown) {
            if (frame.next < frame.count) {
                const Child &sibling = pool[frame.first + std::size_t(frame.next)];
                if (sibling.keyKnown)
                    __builtin_prefetch(&m_visited[visitedSlot(sibling.key)]);
            }
            if (!markVisited(child.key)) {
                // A transposition skipped by its key costs a fraction of a node.
                if (++m_skipped == SkipsPerNode) {
                    m_skipped = 0;
                    ++m_nodes;
                }
                continue;
            }
        }
        ++m_nodes;
        if (budgetExceeded()) {
            m_aborted = true;
            outcome = Outcome::Undetermined;
            break;
        }
        m_pos.makeMove(child.move);
        m_line.push_back(child.move);
        bool expand = (child.keyKnown || markVisited(m_pos.key())) && !cannotMateByMaterial(m_pos, m_winner);
        if (expand) {
            m_pos.legalMoves(list);
            if (list.count == 0) {
                if (m_pos.inCheck() && m_pos.sideToMove() != m_winner) {
                    m_mateLine = m_line;
                    outcome = Outcome::Mate;
                    break;
                }
                expand = false;
            } else if (stack.size() >= MaxEnumerationDepth) {
                complete = false;
                expand = false;
            }
        }
        if (!expand) {
            m_pos.unmakeMove();
            m_line.pop_back();
            continue;
        }
        bool semiBlocked = false;
        m_steerClosed = false;
        const int n = orderMoves(list, ordered.data(), kinds.data(), semiBlocked);
        m_nodes += std::uint64_t(n) / MovesPerNode; // ordering and queueing the moves
        stack.push_back(Frame{pool.size(), n, 0});
        pushChildren(ordered.data(), n);
    }
    while (m_line.size() > base) {
        m_pos.unmakeMove();
        m_line.pop_back();
    }
    if (outcome == Outcome::Exhausted && !complete)
        return Outcome::Undetermined;
    return outcome;
}

// Plays out forced moves from the current position, then asks the static analysis; everything is
// undone before returning. A forced sequence that repeats a position can never end in mate.
bool UnwinnabilityAnalyzer::Search::forcedOrStaticallyUnwinnable()
{
    int played = 0;
    bool result = false;
    std::vector<Key> seen{m_pos.key()};
    for (;;) {
        MoveList list;
        m_pos.legalMoves(list);
        if (list.count == 0) {
            result = !m_pos.inCheck() || m_pos.sideToMove() == m_winner;
            break;
        }
        if (list.count > 1 || played >= 100) {
            result = provedUnwinnableStatically(m_pos, m_winner);
            break;
        }
        m_pos.makeMove(list.moves[0]);
        ++played;
        if (std::find(seen.begin(), seen.end(), m_pos.key()) != seen.end()) {
            result = true;
            break;
        }
        seen.push_back(m_pos.key());
    }
    while (played--)
        m_pos.unmakeMove();
    return result;
}

UnwinnabilityAnalyzer::Analysis UnwinnabilityAnalyzer::Search::finish(Verdict verdict, Reason reason)
{
    Analysis a;
    a.verdict = verdict;
    a.reason = reason;
    a.nodes = m_nodes;
    if (verdict == Verdict::Winnable)
        a.helpmate = m_mateLine;
    return a;
}

UnwinnabilityAnalyzer::Analysis UnwinnabilityAnalyzer::Search::run(const Position &pos, Color winner,
                                                                   const UnwinnabilityLimits &limits)
{
    m_pos = pos;
    m_winner = winner;
    m_line.clear();
    m_mateLine.clear();
    m_nodes = 0;
    m_nodeLimit = limits.maxNodes;
    m_maxMs = limits.maxMilliseconds;
    m_nextTimeCheck = 0;
    m_skipped = 0;
    m_aborted = false;
    m_rootPly = 0;
    m_steerClosed = true;
    m_timer.start();

    // 1. Forced moves: while there is only one legal move, play it.
    {
        std::vector<Key> seen{m_pos.key()};
        MoveList list;
        for (;;) {
            m_pos.legalMoves(list);
            if (list.count != 1 || m_line.size() >= 200)
                break;
            m_pos.makeMove(list.moves[0]);
            m_line.push_back(list.moves[0]);
            if (std::find(seen.begin(), seen.end(), m_pos.key()) != seen.end())
                return finish(Verdict::Unwinnable, Reason::ForcedSequence);
            seen.push_back(m_pos.key());
        }
        if (list.count == 0) {
            const Reason reason = m_line.empty() ? Reason::AlreadyOver : Reason::ForcedSequence;
            if (m_pos.inCheck() && m_pos.sideToMove() != winner) {
                m_mateLine = m_line;
                return finish(Verdict::Winnable, reason);
            }
            return finish(Verdict::Unwinnable, reason);
        }
    }
    m_rootPly = int(m_line.size());

    // 2. Material.
    if (cannotMateByMaterial(m_pos, winner))
        return finish(Verdict::Unwinnable, Reason::Material);

    // 3. A quick shallow search finds short helpmates and exhausts tiny trees.
    m_useTable = false;
    m_maxDepth = 2;
    m_localNodes = 0;
    m_localLimit = QuickNodes;
    m_interrupted = false;
    if (findMate(0, false, false))
        return finish(Verdict::Winnable, Reason::HelpmateFound);
    if (m_aborted)
        return finish(Verdict::Undetermined, Reason::BudgetExhausted);
    if (!m_interrupted)
        return finish(Verdict::Unwinnable, Reason::SearchExhausted);

    // 4. Static proof here and after each possible move.
    if (provedUnwinnableStatically(m_pos, winner))
        return finish(Verdict::Unwinnable, Reason::PawnWall);
    MoveList rootMoves;
    m_pos.legalMoves(rootMoves);
    std::vector<Move> open;
    for (Move m : rootMoves) {
        m_pos.makeMove(m);
        if (!forcedOrStaticallyUnwinnable())
            open.push_back(m);
        m_pos.unmakeMove();
    }
    if (open.empty())
        return finish(Verdict::Unwinnable, Reason::PawnWall);

    // 5. Iterative deepening (good at short helpmates in open positions), with part of the budget.
    const std::uint64_t idBudget = (m_nodeLimit - std::min(m_nodeLimit, m_nodes)) * IterativeShare / 100;
    if (int(open.size()) == rootMoves.count) {
        switch (iterativeDeepening(idBudget)) {
        case Outcome::Mate: return finish(Verdict::Winnable, Reason::HelpmateFound);
        case Outcome::Exhausted: return finish(Verdict::Unwinnable, Reason::SearchExhausted);
        case Outcome::Undetermined: break;
        }
    } else {
        std::size_t exhausted = 0;
        const std::uint64_t perBranch = idBudget / open.size() + 1;
        for (Move m : open) {
            m_pos.makeMove(m);
            m_line.push_back(m);
            const Outcome outcome = iterativeDeepening(perBranch);
            m_line.pop_back();
            m_pos.unmakeMove();
            if (outcome == Outcome::Mate)
                return finish(Verdict::Winnable, Reason::HelpmateFound);
            if (outcome == Outcome::Exhausted)
                ++exhausted;
            if (m_aborted)
                break;
        }
        if (exhausted == open.size())
            return finish(Verdict::Unwinnable, Reason::SearchExhausted);
    }
    if (m_aborted)
        return finish(Verdict::Undetermined, Reason::BudgetExhausted);

    // 6. Enumerate everything reachable with the rest of the budget.
    switch (exhaust(open)) {
    case Outcome::Mate: return finish(Verdict::Winnable, Reason::HelpmateFound);
    case Outcome::Exhausted: return finish(Verdict::Unwinnable, Reason::SearchExhausted);
    case Outcome::Undetermined: break;
    }
    return finish(Verdict::Undetermined, Reason::BudgetExhausted);
}

UnwinnabilityAnalyzer::UnwinnabilityAnalyzer(UnwinnabilityLimits limits)
    : m_limits(limits), m_search(std::make_unique<Search>())
{ }

UnwinnabilityAnalyzer::~UnwinnabilityAnalyzer() = default;

UnwinnabilityAnalyzer::Analysis UnwinnabilityAnalyzer::analyze(const Position &pos, Color winner)
{
    return m_search->run(pos, winner, m_limits);
}

UnwinnabilityAnalyzer::FlagFall UnwinnabilityAnalyzer::adjudicateFlagFall(const Position &pos, Color flagged)
{
    FlagFall f;
    f.analysis = analyze(pos, ~flagged);
    switch (f.analysis.verdict) {
    case Verdict::Winnable: f.verdict = FlagFallVerdict::Loss; break;
    case Verdict::Unwinnable: f.verdict = FlagFallVerdict::Draw; break;
    case Verdict::Undetermined: f.verdict = FlagFallVerdict::Undetermined; break;
    }
    return f;
}

UnwinnabilityAnalyzer::DeadVerdict UnwinnabilityAnalyzer::deadPosition(const Position &pos)
{
    // Cheap proofs first for both colours, so that a position with a quick helpmate for one side
    // does not spend the whole budget on the other.
    const Analysis white = analyze(pos, White);
    if (white.verdict == Verdict::Winnable)
        return DeadVerdict::NotDead;
    const Analysis black = analyze(pos, Black);
    if (black.verdict == Verdict::Winnable)
        return DeadVerdict::NotDead;
    if (white.verdict == Verdict::Unwinnable && black.verdict == Verdict::Unwinnable)
        return DeadVerdict::Dead;
    return DeadVerdict::Undetermined;
}

QLatin1String UnwinnabilityAnalyzer::verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Winnable: return QLatin1String("winnable");
    case Verdict::Unwinnable: return QLatin1String("unwinnable");
    case Verdict::Undetermined: break;
    }
    return QLatin1String("undetermined");
}

QLatin1String UnwinnabilityAnalyzer::reasonName(Reason reason)
{
    switch (reason) {
    case Reason::AlreadyOver: return QLatin1String("already_over");
    case Reason::ForcedSequence: return QLatin1String("forced_sequence");
    case Reason::Material: return QLatin1String("material");
    case Reason::PawnWall: return QLatin1String("pawn_wall");
    case Reason::HelpmateFound: return QLatin1String("helpmate_found");
    case Reason::SearchExhausted: return QLatin1String("search_exhausted");
    case Reason::BudgetExhausted: break;
    }
    return QLatin1String("budget_exhausted");
}

QLatin1String UnwinnabilityAnalyzer::flagFallName(FlagFallVerdict verdict)
{
    switch (verdict) {
    case FlagFallVerdict::Loss: return QLatin1String("loss");
    case FlagFallVerdict::Draw: return QLatin1String("draw");
    case FlagFallVerdict::Undetermined: break;
    }
    return QLatin1String("undetermined");
}

QString UnwinnabilityAnalyzer::reasonText(Reason reason)
{
    switch (reason) {
    case Reason::AlreadyOver: return tr("The game is already over in this position.");
    case Reason::ForcedSequence:
        return tr("The only legal moves lead by force to the end of the game or to a repetition.");
    case Reason::Material: return tr("The remaining material cannot checkmate.");
    case Reason::PawnWall:
        return tr("The pawn structure is locked: the pieces that could give mate can never reach the king.");
    case Reason::HelpmateFound: return tr("A sequence of legal moves ending in checkmate exists.");
    case Reason::SearchExhausted: return tr("Every reachable position was examined and none is checkmate.");
    case Reason::BudgetExhausted: break;
    }
    return tr("The analysis could not decide within its limits; the arbiter decides.");
}

} // namespace arbiter::chess
