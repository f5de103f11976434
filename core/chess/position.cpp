#include "core/chess/position.h"

#include <array>
#include <charconv>

namespace arbiter::chess {

using namespace bb;

namespace {

struct Zobrist
{
    Key psq[12][64];
    Key castling[16];
    Key epFile[8];
    Key side;
    std::uint8_t castlingMask[64];

    Zobrist()
    {
        std::uint64_t s = 0x9E3779B97F4A7C15ULL; // splitmix64, fixed seed: keys are stable across runs
        auto next = [&s] {
            std::uint64_t z = (s += 0x9E3779B97F4A7C15ULL);
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
            return z ^ (z >> 31);
        };
        for (auto &p : psq)
            for (auto &k : p)
                k = next();
        castling[0] = 0;
        Key single[4];
        for (auto &k : single)
            k = next();
        for (int c = 1; c < 16; ++c) {
            castling[c] = 0;
            for (int i = 0; i < 4; ++i)
                if (c & (1 << i))
                    castling[c] ^= single[i];
        }
        for (auto &k : epFile)
            k = next();
        side = next();
        for (auto &m : castlingMask)
            m = AllCastling;
        castlingMask[0] &= ~WhiteQueenSide;
        castlingMask[7] &= ~WhiteKingSide;
        castlingMask[4] &= ~(WhiteKingSide | WhiteQueenSide);
        castlingMask[56] &= ~BlackQueenSide;
        castlingMask[63] &= ~BlackKingSide;
        castlingMask[60] &= ~(BlackKingSide | BlackQueenSide);
    }
};

const Zobrist Z;

// Where king and rook land for a castling move encoded as king-takes-own-rook.
struct CastlingTargets
{
    Square kingTo;
    Square rookTo;
};
constexpr CastlingTargets castlingTargets(Color us, Square kingFrom, Square rookFrom)
{
    const Square rank0 = us == White ? 0 : 56;
    const bool kingSide = rookFrom > kingFrom;
    return {rank0 + (kingSide ? 6 : 2), rank0 + (kingSide ? 5 : 3)};
}

constexpr std::string_view PieceChars = "PNBRQKpnbrqk";

} // namespace

Key Position::pieceKey(Piece p, Square s)
{
    return Z.psq[p][s];
}

Position::Position()
{
    *this = fromFen(StartFen).value();
}

void Position::clear()
{
    for (auto &b : m_byColor)
        b = 0;
    for (auto &b : m_byType)
        b = 0;
    for (auto &p : m_board)
        p = NoPiece;
    m_side = White;
    m_castling = 0;
    m_ep = NoSquare;
    m_halfmove = 0;
    m_fullmove = 1;
    m_key = 0;
    m_checkers = 0;
    m_history.clear();
}

inline void Position::putPiece(Piece p, Square s)
{
    m_board[s] = p;
    m_byColor[colorOf(p)] |= square(s);
    m_byType[typeOf(p)] |= square(s);
    m_key ^= Z.psq[p][s];
}

inline void Position::removePiece(Square s)
{
    const Piece p = m_board[s];
    m_byColor[colorOf(p)] ^= square(s);
    m_byType[typeOf(p)] ^= square(s);
    m_board[s] = NoPiece;
    m_key ^= Z.psq[p][s];
}

inline void Position::movePiece(Square from, Square to)
{
    const Piece p = m_board[from];
    const Bitboard fromTo = square(from) | square(to);
    m_byColor[colorOf(p)] ^= fromTo;
    m_byType[typeOf(p)] ^= fromTo;
    m_board[from] = NoPiece;
    m_board[to] = p;
    m_key ^= Z.psq[p][from] ^ Z.psq[p][to];
}

Key Position::computeKey() const
{
    Key k = 0;
    for (Square s = 0; s < 64; ++s)
        if (m_board[s] != NoPiece)
            k ^= Z.psq[m_board[s]][s];
    k ^= Z.castling[m_castling];
    if (m_ep != NoSquare)
        k ^= Z.epFile[fileOf(m_ep)];
    if (m_side == Black)
        k ^= Z.side;
    return k;
}

Bitboard Position::attackersTo(Square s, Bitboard occ) const
{
    return (pawnAttacks(White, s) & pieces(Black, Pawn)) | (pawnAttacks(Black, s) & pieces(White, Pawn))
        | (knightAttacks(s) & m_byType[Knight]) | (kingAttacks(s) & m_byType[King])
        | (rookAttacks(s, occ) & (m_byType[Rook] | m_byType[Queen]))
        | (bishopAttacks(s, occ) & (m_byType[Bishop] | m_byType[Queen]));
}

bool Position::isAttacked(Square s, Color by, Bitboard occ) const
{
    const Bitboard them = m_byColor[by];
    return (pawnAttacks(~by, s) & m_byType[Pawn] & them) || (knightAttacks(s) & m_byType[Knight] & them)
        || (kingAttacks(s) & m_byType[King] & them) || (rookAttacks(s, occ) & (m_byType[Rook] | m_byType[Queen]) & them)
        || (bishopAttacks(s, occ) & (m_byType[Bishop] | m_byType[Queen]) & them);
}

Bitboard Position::pinned(Color c) const
{
    const Square ksq = kingSquare(c);
    const Bitboard them = m_byColor[~c];
    Bitboard snipers = ((rookAttacks(ksq, 0) & (m_byType[Rook] | m_byType[Queen]))
                        | (bishopAttacks(ksq, 0) & (m_byType[Bishop] | m_byType[Queen])))
        & them;
    const Bitboard occ = occupied();
    Bitboard result = 0;
    while (snipers) {
        const Square s = popLsb(snipers);
        const Bitboard blockers = Between[ksq][s] & ~square(s) & occ;
        if (blockers && !moreThanOne(blockers))
            result |= blockers & m_byColor[c];
    }
    return result;
}

// An en-passant capture removes two pawns from one rank, which can expose the king along that
// rank (or a diagonal); test it by recomputing sliders on the changed occupancy.
bool Position::epCaptureLegal(Square from, Square to) const
{
    const Color us = m_side;
    const Color them = ~us;
    const Square captured = to + (us == White ? -8 : 8);
    const Bitboard occ = (occupied() ^ square(from) ^ square(captured)) | square(to);
    const Square ksq = kingSquare(us);
    const Bitboard theirs = m_byColor[them] & ~square(captured);
    return !((rookAttacks(ksq, occ) & (m_byType[Rook] | m_byType[Queen]) & theirs)
             || (bishopAttacks(ksq, occ) & (m_byType[Bishop] | m_byType[Queen]) & theirs)
             || (knightAttacks(ksq) & m_byType[Knight] & theirs) || (pawnAttacks(us, ksq) & m_byType[Pawn] & theirs));
}

Square Position::legalEpSquare(Square candidate) const
{
    Bitboard capturers = pawnAttacks(~m_side, candidate) & pieces(m_side, Pawn);
    while (capturers)
        if (epCaptureLegal(popLsb(capturers), candidate))
            return candidate;
    return NoSquare;
}

template<bool CountOnly>
int Position::generate(MoveList *list) const
{
    const Color us = m_side;
    const Color them = ~us;
    const Bitboard ours = m_byColor[us];
    const Bitboard theirs = m_byColor[them];
    const Bitboard occ = ours | theirs;
    const Square ksq = kingSquare(us);
    int count = 0;
    auto add = [&](Square from, Square to, Move::Kind kind = Move::Normal, PieceType promo = Knight) {
        if constexpr (!CountOnly)
            list->push(Move::make(from, to, kind, promo));
        ++count;
    };

    // King moves: squares not attacked once the king has left its square.
    {
        const Bitboard occNoKing = occ ^ square(ksq);
        Bitboard targets = kingAttacks(ksq) & ~ours;
        while (targets) {
            const Square to = popLsb(targets);
            if (!isAttacked(to, them, occNoKing))
                add(ksq, to);
        }
    }
    if (moreThanOne(m_checkers))
        return count;

    const Bitboard checkMask = m_checkers ? Between[ksq][lsb(m_checkers)] : ~Bitboard(0);
    const Bitboard pinnedPieces = pinned(us);
    const Bitboard targetMask = ~ours & checkMask;

    // Knights (a pinned knight can never move).
    for (Bitboard b = pieces(us, Knight) & ~pinnedPieces; b;) {
        const Square from = popLsb(b);
        Bitboard t = knightAttacks(from) & targetMask;
        if constexpr (CountOnly)
            count += popcount(t);
        else
            while (t)
                add(from, popLsb(t));
    }
    // Sliders.
    for (Bitboard b = (m_byType[Bishop] | m_byType[Rook] | m_byType[Queen]) & ours; b;) {
        const Square from = popLsb(b);
        const PieceType pt = typeOf(m_board[from]);
        Bitboard t = attacks(pt, from, occ) & targetMask;
        if (pinnedPieces & square(from))
            t &= Line[ksq][from];
        if constexpr (CountOnly)
            count += popcount(t);
        else
            while (t)
                add(from, popLsb(t));
    }
    // Pawns.
    {
        const int up = us == White ? 8 : -8;
        const Bitboard promoRank = us == White ? Rank8 : Rank1;
        for (Bitboard b = pieces(us, Pawn); b;) {
            const Square from = popLsb(b);
            const Bitboard pinLine = (pinnedPieces & square(from)) ? Line[ksq][from] : ~Bitboard(0);
            Bitboard t = 0;
            const Square one = from + up;
            if (!(occ & square(one))) {
                t |= square(one);
                // Only from the second rank: elsewhere one + up can leave the board (UB in square()).
                if (relativeRank(us, rankOf(from)) == 1 && !(occ & square(one + up)))
                    t |= square(one + up);
            }
            t |= pawnAttacks(us, from) & theirs;
            t &= checkMask & pinLine;
            if (t & promoRank) {
                Bitboard p = t & promoRank;
                while (p) {
                    const Square to = popLsb(p);
                    for (PieceType pt : {Queen, Rook, Bishop, Knight})
                        add(from, to, Move::Promotion, pt);
                }
                t &= ~promoRank;
            }
            if constexpr (CountOnly)
                count += popcount(t);
            else
                while (t)
                    add(from, popLsb(t));
        }
        if (m_ep != NoSquare) {
            Bitboard capturers = pawnAttacks(them, m_ep) & pieces(us, Pawn);
            while (capturers) {
                const Square from = popLsb(capturers);
                if (epCaptureLegal(from, m_ep))
                    add(from, m_ep, Move::EnPassant);
            }
        }
    }
    // Castling: not out of, through or into check; path between king and rook empty.
    if (!m_checkers
        && (m_castling & (us == White ? (WhiteKingSide | WhiteQueenSide) : (BlackKingSide | BlackQueenSide)))) {
        const int kingSide = us == White ? WhiteKingSide : BlackKingSide;
        const int queenSide = us == White ? WhiteQueenSide : BlackQueenSide;
        const Square rank0 = us == White ? 0 : 56;
        if ((m_castling & kingSide) && !(occ & (square(rank0 + 5) | square(rank0 + 6)))
            && !isAttacked(rank0 + 5, them, occ) && !isAttacked(rank0 + 6, them, occ))
            add(ksq, rank0 + 7, Move::Castling);
        if ((m_castling & queenSide) && !(occ & (square(rank0 + 1) | square(rank0 + 2) | square(rank0 + 3)))
            && !isAttacked(rank0 + 3, them, occ) && !isAttacked(rank0 + 2, them, occ))
            add(ksq, rank0, Move::Castling);
    }
    return count;
}

void Position::legalMoves(MoveList &list) const
{
    list.count = 0;
    generate<false>(&list);
}

bool Position::hasLegalMove() const
{
    // Counting is cheap enough; a dedicated early-exit path is not worth its code.
    return generate<true>(nullptr) > 0;
}

bool Position::isLegal(Move m) const
{
    if (m.isNone() || m.isNull())
        return false;
    const Square from = m.from();
    const Square to = m.to();
    const Color us = m_side;
    const Piece pc = m_board[from];
    if (pc == NoPiece || colorOf(pc) != us)
        return false;
    const PieceType pt = typeOf(pc);
    const Bitboard occ = occupied();
    const Square ksq = kingSquare(us);

    if (m.kind() == Move::Castling) {
        if (pt != King || m_checkers)
            return false;
        const Square rank0 = us == White ? 0 : 56;
        if (from != rank0 + 4)
            return false;
        if (to == rank0 + 7) {
            const int right = us == White ? WhiteKingSide : BlackKingSide;
            return (m_castling & right) && !(occ & (square(rank0 + 5) | square(rank0 + 6)))
                && !isAttacked(rank0 + 5, ~us, occ) && !isAttacked(rank0 + 6, ~us, occ);
        }
        if (to == rank0) {
            const int right = us == White ? WhiteQueenSide : BlackQueenSide;
            return (m_castling & right) && !(occ & (square(rank0 + 1) | square(rank0 + 2) | square(rank0 + 3)))
                && !isAttacked(rank0 + 3, ~us, occ) && !isAttacked(rank0 + 2, ~us, occ);
        }
        return false;
    }
    if (m_byColor[us] & square(to))
        return false;
    if (m.kind() == Move::EnPassant)
        return pt == Pawn && to == m_ep && (pawnAttacks(us, from) & square(to)) && epCaptureLegal(from, to);

    const Bitboard promoRank = us == White ? Rank8 : Rank1;
    if (pt == Pawn) {
        const int up = us == White ? 8 : -8;
        bool reach = false;
        if (pawnAttacks(us, from) & m_byColor[~us] & square(to))
            reach = true;
        else if (to == from + up && !(occ & square(to)))
            reach = true;
        else if (to == from + 2 * up && relativeRank(us, rankOf(from)) == 1 && !(occ & square(from + up))
                 && !(occ & square(to)))
            reach = true;
        if (!reach)
            return false;
        if (bool(square(to) & promoRank) != (m.kind() == Move::Promotion))
            return false;
    } else {
        if (m.kind() != Move::Normal)
            return false;
        if (!(attacks(pt, from, occ) & square(to)))
            return false;
    }
    if (pt == King)
        return !isAttacked(to, ~us, occ ^ square(from));
    if (moreThanOne(m_checkers))
        return false;
    if (m_checkers && !(Between[ksq][lsb(m_checkers)] & square(to)))
        return false;
    return !(pinned(us) & square(from)) || aligned(ksq, from, to);
}

void Position::makeMove(Move m)
{
    if (m_history.capacity() == 0)
        m_history.reserve(128); // a copied Position starts with no spare room; avoid regrowing per move
    m_history.push_back(Undo{m_key, m_checkers, m, NoPiece, m_castling, std::int8_t(m_ep), std::uint32_t(m_halfmove)});
    Undo &u = m_history.back();
    const Color us = m_side;
    const Color them = ~us;
    const Square from = m.from();
    const Square to = m.to();

    m_key ^= Z.side;
    if (m_ep != NoSquare) {
        m_key ^= Z.epFile[fileOf(m_ep)];
        m_ep = NoSquare;
    }
    ++m_halfmove;
    Square newEp = NoSquare;

    if (m.kind() == Move::Castling) {
        const auto [kingTo, rookTo] = castlingTargets(us, from, to);
        const Piece king = m_board[from];
        const Piece rook = m_board[to];
        removePiece(from);
        removePiece(to);
        putPiece(king, kingTo);
        putPiece(rook, rookTo);
    } else {
        const Square capSq = m.kind() == Move::EnPassant ? to + (us == White ? -8 : 8) : to;
        const Piece captured = m_board[capSq];
        if (captured != NoPiece) {
            u.captured = captured;
            removePiece(capSq);
            m_halfmove = 0;
        }
        const Piece pc = m_board[from];
        movePiece(from, to);
        if (typeOf(pc) == Pawn) {
            m_halfmove = 0;
            if (m.kind() == Move::Promotion) {
                removePiece(to);
                putPiece(makePiece(us, m.promotion()), to);
            } else if ((from ^ to) == 16) {
                newEp = (from + to) / 2;
            }
        }
    }
    const std::uint8_t newCastling = m_castling & Z.castlingMask[from] & Z.castlingMask[to];
    if (newCastling != m_castling) {
        m_key ^= Z.castling[m_castling] ^ Z.castling[newCastling];
        m_castling = newCastling;
    }
    m_side = them;
    if (us == Black)
        ++m_fullmove;
    {
        // Only our pieces can check their king: cheaper than attackersTo() for both colours.
        const Square ksq = kingSquare(them);
        const Bitboard occ = occupied();
        const Bitboard ours = m_byColor[us];
        m_checkers = ((pawnAttacks(them, ksq) & m_byType[Pawn]) | (knightAttacks(ksq) & m_byType[Knight])
                      | (rookAttacks(ksq, occ) & (m_byType[Rook] | m_byType[Queen]))
                      | (bishopAttacks(ksq, occ) & (m_byType[Bishop] | m_byType[Queen])))
            & ours;
    }
    if (newEp != NoSquare && (pawnAttacks(us, newEp) & pieces(them, Pawn))) {
        m_ep = legalEpSquare(newEp);
        if (m_ep != NoSquare)
            m_key ^= Z.epFile[fileOf(m_ep)];
    }
}

bool Position::keyAfter(Move m, Key &key) const
{
    const Color us = m_side;
    const Square from = m.from();
    const Square to = m.to();
    Key k = m_key ^ Z.side;
    if (m_ep != NoSquare)
        k ^= Z.epFile[fileOf(m_ep)];
    if (m.kind() == Move::Castling) {
        const auto [kingTo, rookTo] = castlingTargets(us, from, to);
        const Piece king = m_board[from];
        const Piece rook = m_board[to];
        k ^= Z.psq[king][from] ^ Z.psq[rook][to] ^ Z.psq[king][kingTo] ^ Z.psq[rook][rookTo];
    } else {
        const Square capSq = m.kind() == Move::EnPassant ? to + (us == White ? -8 : 8) : to;
        const Piece captured = m_board[capSq];
        if (captured != NoPiece)
            k ^= Z.psq[captured][capSq];
        const Piece pc = m_board[from];
        k ^= Z.psq[pc][from];
        k ^= m.kind() == Move::Promotion ? Z.psq[makePiece(us, m.promotion())][to] : Z.psq[pc][to];
        if (typeOf(pc) == Pawn && (from ^ to) == 16 && (pawnAttacks(us, (from + to) / 2) & pieces(~us, Pawn)))
            return false;
    }
    const std::uint8_t newCastling = m_castling & Z.castlingMask[from] & Z.castlingMask[to];
    if (newCastling != m_castling)
        k ^= Z.castling[m_castling] ^ Z.castling[newCastling];
    key = k;
    return true;
}

void Position::makeNullMove()
{
    m_history.push_back(
        Undo{m_key, m_checkers, Move::null(), NoPiece, m_castling, std::int8_t(m_ep), std::uint32_t(m_halfmove)});
    m_key ^= Z.side;
    if (m_ep != NoSquare) {
        m_key ^= Z.epFile[fileOf(m_ep)];
        m_ep = NoSquare;
    }
    ++m_halfmove;
    if (m_side == Black)
        ++m_fullmove;
    m_side = ~m_side;
    m_checkers = attackersTo(kingSquare(m_side), occupied()) & m_byColor[~m_side];
}

void Position::unmakeMove()
{
    const Undo u = m_history.back();
    m_history.pop_back();
    m_side = ~m_side;
    if (m_side == Black)
        --m_fullmove;
    const Move m = u.move;
    const Color us = m_side;
    if (!m.isNull()) {
        const Square from = m.from();
        const Square to = m.to();
        if (m.kind() == Move::Castling) {
            const auto [kingTo, rookTo] = castlingTargets(us, from, to);
            const Piece king = m_board[kingTo];
            const Piece rook = m_board[rookTo];
            removePiece(kingTo);
            removePiece(rookTo);
            putPiece(king, from);
            putPiece(rook, to);
        } else {
            if (m.kind() == Move::Promotion) {
                removePiece(to);
                putPiece(makePiece(us, Pawn), to);
            }
            movePiece(to, from);
            if (u.captured != NoPiece) {
                const Square capSq = m.kind() == Move::EnPassant ? to + (us == White ? -8 : 8) : to;
                putPiece(u.captured, capSq);
            }
        }
    }
    m_key = u.key;
    m_checkers = u.checkers;
    m_castling = u.castling;
    m_ep = u.ep;
    m_halfmove = u.halfmove;
}

std::uint64_t perft(Position &pos, int depth)
{
    if (depth <= 0)
        return 1;
    MoveList list;
    pos.legalMoves(list);
    if (depth == 1)
        return std::uint64_t(list.size());
    std::uint64_t nodes = 0;
    for (Move m : list) {
        pos.makeMove(m);
        nodes += perft(pos, depth - 1);
        pos.unmakeMove();
    }
    return nodes;
}

// ---------------------------------------------------------------------------------------------
// FEN

namespace {

std::vector<std::string_view> splitFields(std::string_view s)
{
    std::vector<std::string_view> out;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t'))
            ++i;
        if (i >= s.size())
            break;
        std::size_t j = i;
        while (j < s.size() && s[j] != ' ' && s[j] != '\t')
            ++j;
        out.push_back(s.substr(i, j - i));
        i = j;
    }
    return out;
}

QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString squareName(Square s)
{
    return QString(QChar(u'a' + fileOf(s))) + QChar(u'1' + rankOf(s));
}

} // namespace

Result<Position> Position::fromFen(const QString &fen, FenMode mode)
{
    const QByteArray utf8 = fen.toUtf8();
    return fromFen(std::string_view(utf8.constData(), std::size_t(utf8.size())), mode);
}

Result<Position> Position::fromFen(std::string_view fen, FenMode mode)
{
    const auto fields = splitFields(fen);
    const bool countOk = mode == FenMode::Strict ? fields.size() == 6 : (fields.size() >= 4 && fields.size() <= 6);
    if (!countOk)
        //: %n: how many fields the FEN has
        return Error{tr("A FEN needs 6 fields separated by spaces (placement, side to move, castling, en passant, "
                        "halfmove clock, move number); this one has %n.",
                        nullptr, int(fields.size()))};

    Position pos{EmptyTag{}};

    // 1. Placement.
    {
        int rank = 7;
        int file = 0;
        int rankCount = 1;
        for (char c : fields[0]) {
            if (c == '/') {
                if (file != 8)
                    //: %1: the rank number (1 to 8); %2: how many squares the FEN describes in it
                    return Error{tr("Rank %1 of the FEN describes %2 squares instead of 8.").arg(rank + 1).arg(file)};
                if (rank == 0)
                    return Error{tr("The FEN placement has more than 8 ranks.")};
                --rank;
                ++rankCount;
                file = 0;
            } else if (c >= '1' && c <= '9') {
                file += c - '0';
                if (file > 8)
                    //: %1: the rank number (1 to 8)
                    return Error{tr("Rank %1 of the FEN describes more than 8 squares.").arg(rank + 1)};
            } else {
                const auto idx = PieceChars.find(c);
                if (idx == std::string_view::npos)
                    return Error{
                        //: %1: the character found in the FEN's placement
                        tr("'%1' is not a piece letter (expected one of PNBRQK or pnbrqk, or a digit from 1 to 8).")
                            .arg(QString::fromLatin1(&c, 1))};
                if (file >= 8)
                    //: %1: the rank number (1 to 8)
                    return Error{tr("Rank %1 of the FEN describes more than 8 squares.").arg(rank + 1)};
                pos.putPiece(Piece(idx), makeSquare(file, rank));
                ++file;
            }
        }
        if (rankCount != 8)
            //: %1: how many ranks the FEN's placement has
            return Error{tr("The FEN placement has %1 ranks instead of 8.").arg(rankCount)};
        if (file != 8)
            //: %1: the rank number (1 to 8); %2: how many squares the FEN describes in it
            return Error{tr("Rank %1 of the FEN describes %2 squares instead of 8.").arg(1).arg(file)};
    }
    for (Color c : {White, Black}) {
        const int kings = popcount(pos.pieces(c, King));
        if (kings != 1)
            //: %1: how many white kings the FEN has
            return Error{c == White ? tr("White must have exactly one king; the FEN has %1.").arg(kings)
                                    //: %1: how many black kings the FEN has
                                    : tr("Black must have exactly one king; the FEN has %1.").arg(kings)};
        if (popcount(pos.pieces(c, Pawn)) > 8)
            return Error{c == White ? tr("White has more than 8 pawns.") : tr("Black has more than 8 pawns.")};
        if (popcount(pos.pieces(c)) > 16)
            return Error{c == White ? tr("White has more than 16 pieces.") : tr("Black has more than 16 pieces.")};
    }
    if (pos.pieces(Pawn) & (Rank1 | Rank8))
        return Error{tr("A pawn stands on the first or last rank.")};

    // 2. Side to move.
    if (fields[1] == "w")
        pos.m_side = White;
    else if (fields[1] == "b")
        pos.m_side = Black;
    else
        //: %1: the FEN's side-to-move field, as written
        return Error{tr("The side to move must be 'w' or 'b', not '%1'.").arg(qs(fields[1]))};

    if (pos.isAttacked(pos.kingSquare(~pos.m_side), pos.m_side, pos.occupied()))
        return Error{pos.m_side == White ? tr("Black is in check although it is White's turn.")
                                         : tr("White is in check although it is Black's turn.")};

    // 3. Castling.
    if (fields[2] != "-") {
        for (char c : fields[2]) {
            int right = 0;
            Square king = NoSquare;
            Square rook = NoSquare;
            Color color = White;
            switch (c) {
            case 'K': right = WhiteKingSide, king = 4, rook = 7, color = White; break;
            case 'Q': right = WhiteQueenSide, king = 4, rook = 0, color = White; break;
            case 'k': right = BlackKingSide, king = 60, rook = 63, color = Black; break;
            case 'q': right = BlackQueenSide, king = 60, rook = 56, color = Black; break;
            default:
                return Error{
                    //: %1: the character found in the FEN's castling field
                    tr("'%1' is not a castling letter (expected K, Q, k, q or '-').").arg(QString::fromLatin1(&c, 1))};
            }
            if (pos.m_castling & right)
                //: %1: the castling letter, K, Q, k or q
                return Error{tr("The castling field repeats '%1'.").arg(QString::fromLatin1(&c, 1))};
            if (pos.m_board[king] != makePiece(color, King) || pos.m_board[rook] != makePiece(color, Rook))
                //: %1: the castling letter, K, Q, k or q
                return Error{tr("Castling right '%1' is impossible: the king or rook is not on its original square.")
                                 .arg(QString::fromLatin1(&c, 1))};
            pos.m_castling |= std::uint8_t(right);
        }
    }

    // 4. En passant.
    if (fields[3] != "-") {
        const std::string_view ep = fields[3];
        if (ep.size() != 2 || ep[0] < 'a' || ep[0] > 'h' || ep[1] < '1' || ep[1] > '8')
            //: %1: the FEN's en-passant field, as written
            return Error{tr("'%1' is not an en-passant square.").arg(qs(ep))};
        const Square s = makeSquare(ep[0] - 'a', ep[1] - '1');
        const Color mover = ~pos.m_side; // the side that has just pushed a pawn two squares
        const int up = mover == White ? 8 : -8;
        const bool rankOk = relativeRank(mover, rankOf(s)) == 2;
        if (!rankOk || pos.m_board[s] != NoPiece || pos.m_board[s + up] != makePiece(mover, Pawn)
            || pos.m_board[s - up] != NoPiece)
            //: %1: the en-passant square, e.g. e3
            return Error{tr("En-passant square %1 is impossible: no pawn can just have moved two squares past it.")
                             .arg(squareName(s))};
        pos.m_ep = s;
    }

    // 5–6. Counters.
    if (fields.size() >= 5) {
        int half = -1;
        const auto f = fields[4];
        const auto r = std::from_chars(f.data(), f.data() + f.size(), half);
        if (r.ec != std::errc() || r.ptr != f.data() + f.size() || half < 0)
            //: %1: the FEN's halfmove clock field, as written
            return Error{tr("The halfmove clock '%1' is not a non-negative number.").arg(qs(f))};
        // The undo record keeps 16 bits; no real game comes near (the 75-move rule ends it at 150).
        if (half > 65535)
            //: %1: the FEN's halfmove clock field, as written
            return Error{tr("The halfmove clock '%1' is too large.").arg(qs(f))};
        pos.m_halfmove = half;
    }
    if (fields.size() >= 6) {
        int full = 0;
        const auto f = fields[5];
        const auto r = std::from_chars(f.data(), f.data() + f.size(), full);
        if (r.ec != std::errc() || r.ptr != f.data() + f.size() || full < 1)
            //: %1: the FEN's move number field, as written
            return Error{tr("The move number '%1' is not a positive number.").arg(qs(f))};
        if (full > 1'000'000) // keeps later increments far from int overflow
            //: %1: the FEN's move number field, as written
            return Error{tr("The move number '%1' is too large.").arg(qs(f))};
        pos.m_fullmove = full;
    }

    pos.m_checkers = pos.attackersTo(pos.kingSquare(pos.m_side), pos.occupied()) & pos.m_byColor[~pos.m_side];
    if (pos.m_ep != NoSquare)
        pos.m_ep = pos.legalEpSquare(pos.m_ep);
    pos.m_key = pos.computeKey();
    return pos;
}

std::string Position::fenUtf8() const
{
    std::string out;
    out.reserve(90);
    for (int rank = 7; rank >= 0; --rank) {
        int empty = 0;
        for (int file = 0; file < 8; ++file) {
            const Piece p = m_board[makeSquare(file, rank)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty)
                out += char('0' + empty);
            empty = 0;
            out += PieceChars[p];
        }
        if (empty)
            out += char('0' + empty);
        if (rank)
            out += '/';
    }
    out += m_side == White ? " w " : " b ";
    if (!m_castling)
        out += '-';
    if (m_castling & WhiteKingSide)
        out += 'K';
    if (m_castling & WhiteQueenSide)
        out += 'Q';
    if (m_castling & BlackKingSide)
        out += 'k';
    if (m_castling & BlackQueenSide)
        out += 'q';
    out += ' ';
    if (m_ep == NoSquare) {
        out += '-';
    } else {
        out += char('a' + fileOf(m_ep));
        out += char('1' + rankOf(m_ep));
    }
    out += ' ';
    out += std::to_string(m_halfmove);
    out += ' ';
    out += std::to_string(m_fullmove);
    return out;
}

} // namespace arbiter::chess
