#include "core/chess/notation.h"

#include "core/chess/bitboard.h"

namespace arbiter::chess {

using namespace bb;

namespace {

constexpr char PieceLetters[] = "PNBRQK";

inline bool isFile(char c)
{
    return c >= 'a' && c <= 'h';
}
inline bool isRank(char c)
{
    return c >= '1' && c <= '8';
}

PieceType promotionPiece(char c)
{
    switch (c) {
    case 'Q':
    case 'q': return Queen;
    case 'R':
    case 'r': return Rook;
    case 'B':
    case 'b': return Bishop;
    case 'N':
    case 'n': return Knight;
    default: return NoPieceType;
    }
}

// Piece letters we accept at the start of a SAN move. Lowercase 'b' is absent on purpose: it is
// the b-file first (bxc3 is a pawn capture) and only tried as a bishop when that fails.
PieceType leadingPiece(char c)
{
    switch (c) {
    case 'P': return Pawn;
    case 'N':
    case 'n': return Knight;
    case 'B': return Bishop;
    case 'R':
    case 'r': return Rook;
    case 'Q':
    case 'q': return Queen;
    case 'K':
    case 'k': return King;
    default: return NoPieceType;
    }
}

// Strips what follows the move proper: check and mate signs, annotation glyphs, "e.p.".
std::string_view stripSuffixes(std::string_view s)
{
    auto stripGlyphs = [](std::string_view &t) {
        while (!t.empty()) {
            const char c = t.back();
            if (c == '+' || c == '#' || c == '!' || c == '?')
                t.remove_suffix(1);
            else
                break;
        }
    };
    stripGlyphs(s);
    if (s.size() > 4 && s.substr(s.size() - 4) == "e.p.")
        s.remove_suffix(4);
    else if (s.size() > 3 && s.substr(s.size() - 3) == "e.p")
        s.remove_suffix(3);
    else if (s.size() > 2 && s.substr(s.size() - 2) == "ep" && isRank(s[s.size() - 3]))
        s.remove_suffix(2);
    stripGlyphs(s);
    return s;
}

// 0 = not castling, 1 = king side, 2 = queen side. Accepts O-O, 0-0, o-o and the long forms.
int castlingSide(std::string_view s)
{
    if (s.size() != 3 && s.size() != 5)
        return 0;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (i % 2 == 1) {
            if (c != '-')
                return 0;
        } else if (c != 'O' && c != '0' && c != 'o') {
            return 0;
        }
    }
    return s.size() == 3 ? 1 : 2;
}

// The pieces in `pieces` (all of type pt) that attack `to`. For sliders this walks the few pieces
// with the small Between table instead of a magic lookup: the magic tables are large, and on the
// PGN hot path a lookup at a fresh square is a cache miss that costs more than the whole loop.
Bitboard attackersOfType(PieceType pt, Square to, Bitboard pieces, Bitboard occ)
{
    switch (pt) {
    case Knight: return knightAttacks(to) & pieces;
    case King: return kingAttacks(to) & pieces;
    default: break;
    }
    Bitboard out = 0;
    const Bitboard blockers = occ & ~square(to);
    while (pieces) {
        const Square from = popLsb(pieces);
        const int df = fileOf(from) - fileOf(to);
        const int dr = rankOf(from) - rankOf(to);
        const bool straight = df == 0 || dr == 0;
        const bool diagonal = df == dr || df == -dr;
        const bool geometry = pt == Rook ? straight : pt == Bishop ? diagonal : (straight || diagonal);
        if (geometry && from != to && !(Between[from][to] & blockers))
            out |= square(from);
    }
    return out;
}

struct Parsed
{
    PieceType piece = NoPieceType; // NoPieceType: not given (a pawn unless from-square says otherwise)
    int fromFile = -1;
    int fromRank = -1;
    Square to = NoSquare;
    PieceType promotion = NoPieceType;
    bool capture = false;
};

// Splits "[disambiguation][x|-|:]target[promotion]" (the piece letter already removed).
bool parseBody(std::string_view s, Parsed &p)
{
    std::size_t n = s.size();
    if (n >= 3 && s[n - 1] == ')' && s[n - 3] == '(') {
        p.promotion = promotionPiece(s[n - 2]);
        if (p.promotion == NoPieceType)
            return false;
        n -= 3;
    } else if (n >= 3 && promotionPiece(s[n - 1]) != NoPieceType
               && (isRank(s[n - 2]) || s[n - 2] == '=' || s[n - 2] == '/')) {
        p.promotion = promotionPiece(s[n - 1]);
        --n;
        if (s[n - 1] == '=' || s[n - 1] == '/')
            --n;
    }
    if (n < 2 || !isFile(s[n - 2]) || !isRank(s[n - 1]))
        return false;
    p.to = makeSquare(s[n - 2] - 'a', s[n - 1] - '1');
    n -= 2;
    if (n >= 1 && (s[n - 1] == 'x' || s[n - 1] == ':' || s[n - 1] == '-' || s[n - 1] == 'X')) {
        p.capture = s[n - 1] != '-';
        --n;
    }
    if (n > 2)
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        const char c = s[i];
        if (isFile(c) && p.fromFile < 0 && p.fromRank < 0)
            p.fromFile = c - 'a';
        else if (isRank(c) && p.fromRank < 0)
            p.fromRank = c - '1';
        else
            return false;
    }
    return true;
}

using MoveError = Notation::MoveError;

// A move given with its from-square (UCI, long algebraic): the board tells the move kind.
Move resolveFromSquare(const Position &pos, const Parsed &p, MoveError &error)
{
    const Square from = makeSquare(p.fromFile, p.fromRank);
    const Square to = p.to;
    const Color us = pos.sideToMove();
    const Piece pc = pos.pieceAt(from);
    error = MoveError::Illegal;
    if (pc == NoPiece || colorOf(pc) != us)
        return Move::none();
    const PieceType pt = typeOf(pc);
    if (p.piece != NoPieceType && p.piece != pt)
        return Move::none();
    if (p.promotion != NoPieceType && pt != Pawn) {
        error = MoveError::Syntax;
        return Move::none();
    }
    Move m;
    const Square rank0 = us == White ? 0 : 56;
    if (pt == King && from == rank0 + 4 && rankOf(to) == rankOf(from)
        && (to == rank0 + 6 || to == rank0 + 2 || pos.pieceAt(to) == makePiece(us, Rook))) {
        m = Move::make(from, to > from ? rank0 + 7 : rank0, Move::Castling);
    } else if (pt == Pawn && to == pos.epSquare()) {
        m = Move::make(from, to, Move::EnPassant);
    } else if (pt == Pawn && relativeRank(us, rankOf(to)) == 7) {
        if (p.promotion == NoPieceType || p.promotion == Pawn || p.promotion == King)
            return Move::none();
        m = Move::make(from, to, Move::Promotion, p.promotion);
    } else {
        if (p.promotion != NoPieceType)
            return Move::none();
        m = Move(from, to);
    }
    if (!pos.isLegal(m))
        return Move::none();
    error = MoveError::None;
    return m;
}

Move resolve(const Position &pos, const Parsed &p, MoveError &error)
{
    if (p.fromFile >= 0 && p.fromRank >= 0)
        return resolveFromSquare(pos, p, error);

    const Color us = pos.sideToMove();
    const Square to = p.to;
    const PieceType pt = p.piece == NoPieceType ? Pawn : p.piece;
    Bitboard mask = ~Bitboard(0);
    if (p.fromFile >= 0)
        mask &= fileBb(p.fromFile);
    if (p.fromRank >= 0)
        mask &= rankBb(p.fromRank);

    Bitboard candidates;
    Move::Kind kind = Move::Normal;
    PieceType promo = Knight;
    if (pt == Pawn) {
        const bool capture = p.capture || (p.fromFile >= 0 && p.fromFile != fileOf(to));
        if (capture) {
            candidates = pawnAttacks(~us, to) & pos.pieces(us, Pawn) & mask;
            if (to == pos.epSquare())
                kind = Move::EnPassant;
        } else {
            const int up = us == White ? 8 : -8;
            const Square one = to - up;
            candidates = 0;
            if (one >= 0 && one < 64) {
                if (pos.pieceAt(one) == makePiece(us, Pawn))
                    candidates = square(one);
                else if (pos.pieceAt(one) == NoPiece && relativeRank(us, rankOf(to)) == 3
                         && pos.pieceAt(one - up) == makePiece(us, Pawn))
                    candidates = square(one - up);
            }
            candidates &= mask;
        }
        if (relativeRank(us, rankOf(to)) == 7) {
            if (p.promotion == NoPieceType) {
                error = MoveError::Illegal;
                return Move::none();
            }
            kind = Move::Promotion;
            promo = p.promotion;
        } else if (p.promotion != NoPieceType) {
            error = MoveError::Illegal;
            return Move::none();
        }
    } else {
        if (p.promotion != NoPieceType) {
            error = MoveError::Syntax;
            return Move::none();
        }
        candidates = attackersOfType(pt, to, pos.pieces(us, pt) & mask, pos.occupied());
    }

    Move found;
    int count = 0;
    while (candidates) {
        const Move m = Move::make(popLsb(candidates), to, kind, promo);
        if (pos.isLegal(m)) {
            found = m;
            ++count;
        }
    }
    if (count == 0) {
        error = MoveError::Illegal;
        return Move::none();
    }
    if (count > 1) {
        error = MoveError::Ambiguous;
        return Move::none();
    }
    error = MoveError::None;
    return found;
}

QString fromBytes(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

} // namespace

Move Notation::parseSan(const Position &pos, std::string_view text, MoveError &error)
{
    if (text == "--") {
        // Passing while in check would let the opponent capture the king.
        error = pos.inCheck() ? MoveError::Illegal : MoveError::None;
        return pos.inCheck() ? Move::none() : Move::null();
    }
    const std::string_view s = stripSuffixes(text);
    error = MoveError::Syntax;
    if (s.empty())
        return Move::none();

    if (const int side = castlingSide(s)) {
        const Color us = pos.sideToMove();
        const Square rank0 = us == White ? 0 : 56;
        const Move m = Move::make(pos.kingSquare(us), side == 1 ? rank0 + 7 : rank0, Move::Castling);
        if (pos.isLegal(m)) {
            error = MoveError::None;
            return m;
        }
        error = MoveError::Illegal;
        return Move::none();
    }

    Parsed p;
    std::string_view body = s;
    p.piece = leadingPiece(s[0]);
    if (p.piece != NoPieceType)
        body.remove_prefix(1);
    if (!parseBody(body, p)) {
        // "bc3"-style input that only makes sense as a bishop move is handled below.
        if (s[0] != 'b')
            return Move::none();
        Parsed bishop;
        bishop.piece = Bishop;
        if (!parseBody(s.substr(1), bishop))
            return Move::none();
        return resolve(pos, bishop, error);
    }
    const Move m = resolve(pos, p, error);
    if (error == MoveError::Illegal && s[0] == 'b' && p.piece == NoPieceType) {
        Parsed bishop;
        bishop.piece = Bishop;
        if (parseBody(s.substr(1), bishop)) {
            MoveError bishopError;
            const Move b = resolve(pos, bishop, bishopError);
            if (bishopError != MoveError::Syntax) {
                error = bishopError;
                return b;
            }
        }
    }
    return m;
}

Move Notation::parseUci(const Position &pos, std::string_view text, MoveError &error)
{
    if (text == "0000") {
        error = pos.inCheck() ? MoveError::Illegal : MoveError::None;
        return pos.inCheck() ? Move::none() : Move::null();
    }
    error = MoveError::Syntax;
    if ((text.size() != 4 && text.size() != 5) || !isFile(text[0]) || !isRank(text[1]) || !isFile(text[2])
        || !isRank(text[3]))
        return Move::none();
    Parsed p;
    p.fromFile = text[0] - 'a';
    p.fromRank = text[1] - '1';
    p.to = makeSquare(text[2] - 'a', text[3] - '1');
    if (text.size() == 5) {
        p.promotion = promotionPiece(text[4]);
        if (p.promotion == NoPieceType)
            return Move::none();
    }
    return resolveFromSquare(pos, p, error);
}

Result<Move> Notation::parseSan(const Position &pos, std::string_view text)
{
    MoveError error;
    const Move m = parseSan(pos, text, error);
    if (error != MoveError::None)
        return Error{errorMessage(error, fromBytes(text))};
    return m;
}

Result<Move> Notation::parseSan(const Position &pos, const QString &text)
{
    const QByteArray utf8 = text.trimmed().toUtf8();
    MoveError error;
    const Move m = parseSan(pos, std::string_view(utf8.constData(), std::size_t(utf8.size())), error);
    if (error != MoveError::None)
        return Error{errorMessage(error, text)};
    return m;
}

Result<Move> Notation::parseUci(const Position &pos, std::string_view text)
{
    MoveError error;
    const Move m = parseUci(pos, text, error);
    if (error != MoveError::None)
        return Error{errorMessage(error, fromBytes(text))};
    return m;
}

Result<Move> Notation::parseUci(const Position &pos, const QString &text)
{
    const QByteArray utf8 = text.trimmed().toUtf8();
    MoveError error;
    const Move m = parseUci(pos, std::string_view(utf8.constData(), std::size_t(utf8.size())), error);
    if (error != MoveError::None)
        return Error{errorMessage(error, text)};
    return m;
}

int Notation::writeSanBody(const Position &pos, Move m, char *out)
{
    int n = 0;
    if (m.isNull()) {
        out[0] = out[1] = '-';
        return 2;
    }
    const Square from = m.from();
    const Square to = m.to();
    if (m.kind() == Move::Castling) {
        out[n++] = 'O';
        out[n++] = '-';
        out[n++] = 'O';
        if (to < from) {
            out[n++] = '-';
            out[n++] = 'O';
        }
        return n;
    }
    const Color us = pos.sideToMove();
    const PieceType pt = typeOf(pos.pieceAt(from));
    const bool capture = m.kind() == Move::EnPassant || pos.pieceAt(to) != NoPiece;
    if (pt == Pawn) {
        if (capture) {
            out[n++] = char('a' + fileOf(from));
            out[n++] = 'x';
        }
    } else {
        out[n++] = PieceLetters[pt];
        if (pt != King) {
            Bitboard others = attackersOfType(pt, to, pos.pieces(us, pt) & ~square(from), pos.occupied());
            Bitboard legalOthers = 0;
            while (others) {
                const Square o = popLsb(others);
                if (pos.isLegal(Move(o, to)))
                    legalOthers |= square(o);
            }
            if (legalOthers) {
                if (!(legalOthers & fileBb(fileOf(from)))) {
                    out[n++] = char('a' + fileOf(from));
                } else if (!(legalOthers & rankBb(rankOf(from)))) {
                    out[n++] = char('1' + rankOf(from));
                } else {
                    out[n++] = char('a' + fileOf(from));
                    out[n++] = char('1' + rankOf(from));
                }
            }
        }
        if (capture)
            out[n++] = 'x';
    }
    out[n++] = char('a' + fileOf(to));
    out[n++] = char('1' + rankOf(to));
    if (m.kind() == Move::Promotion) {
        out[n++] = '=';
        out[n++] = PieceLetters[m.promotion()];
    }
    return n;
}

char Notation::checkSuffix(const Position &after)
{
    if (!after.inCheck())
        return 0;
    // Most checks are answered by a king move; trying those first spares the full move count.
    const Color us = after.sideToMove();
    const Square ksq = after.kingSquare(us);
    for (Bitboard t = kingAttacks(ksq) & ~after.pieces(us); t;)
        if (after.isLegal(Move(ksq, popLsb(t))))
            return '+';
    return after.hasLegalMove() ? '+' : '#';
}

std::string Notation::sanUtf8(const Position &pos, Move m)
{
    char buf[MaxSanLength + 1];
    int n = writeSanBody(pos, m, buf);
    Position after = pos;
    if (m.isNull())
        after.makeNullMove();
    else
        after.makeMove(m);
    if (const char suffix = checkSuffix(after))
        buf[n++] = suffix;
    return std::string(buf, std::size_t(n));
}

QString Notation::san(const Position &pos, Move m)
{
    return QString::fromLatin1(sanUtf8(pos, m));
}

std::string Notation::uciUtf8(Move m, bool kingTakesRook)
{
    if (m.isNull() || m.isNone())
        return "0000";
    Square to = m.to();
    if (m.kind() == Move::Castling && !kingTakesRook)
        to = makeSquare(to > m.from() ? 6 : 2, rankOf(to));
    std::string s;
    s += char('a' + fileOf(m.from()));
    s += char('1' + rankOf(m.from()));
    s += char('a' + fileOf(to));
    s += char('1' + rankOf(to));
    if (m.kind() == Move::Promotion)
        s += "pnbrqk"[m.promotion()];
    return s;
}

QString Notation::uci(Move m, bool kingTakesRook)
{
    return QString::fromLatin1(uciUtf8(m, kingTakesRook));
}

LocalText Notation::errorText(MoveError error, const QString &text)
{
    const auto message = [&text](const char *source) { return LocalText::message("Notation", source).arg(text); };
    switch (error) {
    case MoveError::None: return {};
    //: %1: the move as written (SAN or UCI)
    case MoveError::Syntax: return message(QT_TR_NOOP("'%1' is not a move (not algebraic or UCI notation)."));
    //: %1: the move as written (SAN or UCI)
    case MoveError::Illegal: return message(QT_TR_NOOP("'%1' is not a legal move in this position."));
    //: %1: the move as written (SAN or UCI)
    case MoveError::Ambiguous: return message(QT_TR_NOOP("'%1' is ambiguous: more than one piece can make this move."));
    }
    return {};
}

QString Notation::errorMessage(MoveError error, const QString &text)
{
    return errorText(error, text).toString();
}

} // namespace arbiter::chess
