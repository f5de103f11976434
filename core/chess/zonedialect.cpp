#include "core/chess/zonedialect.h"

#include <QStringList>

namespace arbiter::chess {

namespace {

// The castling rights a board field allows: a king and a rook on their squares.
int rightsByPlacement(std::string_view fen)
{
    int rights = NoCastling;
    if (fenPieceAt(fen, makeSquare(4, 0)) == 'K') {
        if (fenPieceAt(fen, makeSquare(7, 0)) == 'R')
            rights |= WhiteKingSide;
        if (fenPieceAt(fen, makeSquare(0, 0)) == 'R')
            rights |= WhiteQueenSide;
    }
    if (fenPieceAt(fen, makeSquare(4, 7)) == 'k') {
        if (fenPieceAt(fen, makeSquare(7, 7)) == 'r')
            rights |= BlackKingSide;
        if (fenPieceAt(fen, makeSquare(0, 7)) == 'r')
            rights |= BlackQueenSide;
    }
    return rights;
}

QLatin1String castlingField(int rights)
{
    static const char *const fields[16]
        = {"-", "K", "Q", "KQ", "k", "Kk", "Qk", "KQk", "q", "Kq", "Qq", "KQq", "kq", "Kkq", "Qkq", "KQkq"};
    return QLatin1String(fields[rights & AllCastling]);
}

} // namespace

QString lenientFen(const QString &fen, const Position *previous)
{
    const QString trimmed = fen.trimmed();
    const qsizetype fields = trimmed.split(u' ', Qt::SkipEmptyParts).size();
    if (fields == 2) {
        const QByteArray board = trimmed.toLatin1();
        int rights = rightsByPlacement(std::string_view(board.constData(), std::size_t(board.size())));
        if (previous)
            rights &= previous->castlingRights();
        return trimmed + u' ' + castlingField(rights) + QLatin1String(" -");
    }
    if (fields == 3)
        return trimmed + QLatin1String(" -");
    return fen;
}

Result<Position> positionFromZoneFen(const QString &fen, const Position *previous)
{
    return Position::fromFen(lenientFen(fen, previous), Position::FenMode::Lenient);
}

char fenPieceAt(std::string_view fen, Square square)
{
    int rank = 7;
    int file = 0;
    for (const char c : fen) {
        if (c == ' ')
            break;
        if (c == '/') {
            --rank;
            file = 0;
        } else if (c >= '1' && c <= '8') {
            file += c - '0';
        } else {
            if (rank == rankOf(square) && file == fileOf(square))
                return c;
            ++file;
        }
        if (rank < 0)
            break;
    }
    return 0;
}

Move parseUciLenient(const Position &pos, std::string_view text, std::string_view fenAfter, Notation::MoveError &error)
{
    const Move move = Notation::parseUci(pos, text, error);
    if (error != Notation::MoveError::Illegal || text.size() != 4)
        return move;
    const auto inBoard = [](char c, char low, char high) { return c >= low && c <= high; };
    if (!inBoard(text[0], 'a', 'h') || !inBoard(text[1], '1', '8') || !inBoard(text[2], 'a', 'h')
        || !inBoard(text[3], '1', '8'))
        return move;
    const Square from = makeSquare(text[0] - 'a', text[1] - '1');
    const Square to = makeSquare(text[2] - 'a', text[3] - '1');
    const Color us = pos.sideToMove();
    if (pos.pieceAt(from) != makePiece(us, Pawn) || relativeRank(us, rankOf(to)) != 7)
        return move;
    char piece = 'q';
    const char shown = char(fenPieceAt(fenAfter, to) | 0x20);
    if (shown == 'n' || shown == 'b' || shown == 'r' || shown == 'q')
        piece = shown;
    const char full[5] = {text[0], text[1], text[2], text[3], piece};
    return Notation::parseUci(pos, std::string_view(full, 5), error);
}

Result<Move> parseUciLenient(const Position &pos, const QString &text, const QString &fenAfter)
{
    const QByteArray uci = text.trimmed().toLatin1();
    const QByteArray fen = fenAfter.toLatin1();
    Notation::MoveError error = Notation::MoveError::None;
    const Move move = parseUciLenient(pos, std::string_view(uci.constData(), std::size_t(uci.size())),
                                      std::string_view(fen.constData(), std::size_t(fen.size())), error);
    if (error != Notation::MoveError::None)
        return Error{Notation::errorMessage(error, text)};
    return move;
}

} // namespace arbiter::chess
