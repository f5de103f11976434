#include "ui/board/boardpainter.h"

#include "ui/board/pieceset.h"
#include "ui/common/palette.h"

#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QRadialGradient>

namespace arbiter::ui {

namespace {

// The squares alone, drawn once per size: a wall of a thousand tiles draws a board for each new
// layer, and 64 rectangles a board were half of that (the pattern is the same seen from either side).
QPixmap emptyBoard(int size, qreal dpr)
{
    // The wall's tiles all have one size: the last board asked for is kept at hand.
    static int lastSize = 0;
    static qreal lastDpr = 0;
    static QPixmap last;
    if (size == lastSize && dpr == lastDpr && !last.isNull())
        return last;
    const QString key = QStringLiteral("arbiter-board-%1-%2").arg(size).arg(dpr);
    QPixmap board;
    if (QPixmapCache::find(key, &board)) {
        lastSize = size, lastDpr = dpr, last = board;
        return board;
    }
    board = QPixmap(QSize(8 * size, 8 * size) * dpr);
    board.setDevicePixelRatio(dpr);
    QPainter painter(&board);
    for (int file = 0; file < 8; ++file)
        for (int row = 0; row < 8; ++row) // row 0 is the top, the eighth rank seen from White
            painter.fillRect(QRect(file * size, row * size, size, size),
                             (file + row) % 2 == 1 ? colours::DarkSquare : colours::LightSquare);
    painter.end();
    QPixmapCache::insert(key, board);
    lastSize = size, lastDpr = dpr, last = board;
    return board;
}
} // namespace

QRect BoardPainter::squareRect(const QRect &boardRect, chess::Square square, bool flipped)
{
    const int size = boardRect.width() / 8;
    int file = chess::fileOf(square);
    int rank = chess::rankOf(square);
    if (flipped)
        file = 7 - file;
    else
        rank = 7 - rank;
    return QRect(boardRect.x() + file * size, boardRect.y() + rank * size, size, size);
}

chess::Square BoardPainter::squareAt(const QRect &boardRect, const QPoint &point, bool flipped)
{
    const int size = boardRect.width() / 8;
    if (size <= 0 || !boardRect.contains(point))
        return chess::NoSquare;
    int file = (point.x() - boardRect.x()) / size;
    int row = (point.y() - boardRect.y()) / size;
    if (file > 7 || row > 7)
        return chess::NoSquare;
    return flipped ? chess::makeSquare(7 - file, row) : chess::makeSquare(file, 7 - row);
}

namespace {

QRect fittedBoard(const QRect &rect)
{
    const int size = qMax(1, qMin(rect.width(), rect.height()) / 8);
    return QRect(rect.x() + (rect.width() - 8 * size) / 2, rect.y() + (rect.height() - 8 * size) / 2, 8 * size,
                 8 * size);
}

// One square over the empty board's colour: the last move's tint, a king in check's glow, its piece.
void paintSquare(QPainter &painter, const QRect &r, chess::Square sq, const BoardPainter::Board &board,
                 const PieceSet &pieces, qreal dpr)
{
    const int size = r.width();
    if (sq == board.lastFrom || sq == board.lastTo)
        painter.fillRect(r, colours::LastMove);
    if (sq == board.checkedKing) {
        QRadialGradient glow(r.center(), size * 0.6);
        QColor core = colours::CheckGlow, middle = colours::CheckGlow.darker(110),
               edge = colours::CheckGlow.darker(150);
        core.setAlpha(230), middle.setAlpha(180), edge.setAlpha(0);
        glow.setColorAt(0.0, core);
        glow.setColorAt(0.45, middle);
        glow.setColorAt(1.0, edge);
        painter.fillRect(r, glow);
    }
    const chess::Piece piece = board.squares[std::size_t(sq)];
    if (piece != chess::NoPiece)
        painter.drawPixmap(r.topLeft(), pieces.pixmap(piece, size, dpr));
}

} // namespace

QRect BoardPainter::paint(QPainter &painter, const QRect &rect, const Board &board, const PieceSet &pieces,
                          const Options &options)
{
    const QRect boardRect = fittedBoard(rect);
    const int size = boardRect.width() / 8;
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    painter.drawPixmap(boardRect.topLeft(), emptyBoard(size, dpr));
    for (chess::Square sq = 0; sq < 64; ++sq)
        paintSquare(painter, squareRect(boardRect, sq, options.flipped), sq, board, pieces, dpr);
    if (options.coordinates && size >= 24) {
        QFont font = painter.font();
        font.setPixelSize(qMax(8, size / 5));
        font.setBold(true);
        painter.setFont(font);
        for (int i = 0; i < 8; ++i) {
            const chess::Square fileSquare = options.flipped ? chess::makeSquare(7 - i, 7) : chess::makeSquare(i, 0);
            const QRect fr = squareRect(boardRect, fileSquare, options.flipped);
            painter.setPen(chess::isDarkSquare(fileSquare) ? colours::LightSquare : colours::DarkSquare);
            painter.drawText(fr.adjusted(0, 0, -2, -1), Qt::AlignRight | Qt::AlignBottom,
                             QString(QLatin1Char(char('a' + chess::fileOf(fileSquare)))));
            const chess::Square rankSquare = options.flipped ? chess::makeSquare(7, 7 - i) : chess::makeSquare(0, i);
            const QRect rr = squareRect(boardRect, rankSquare, options.flipped);
            painter.setPen(chess::isDarkSquare(rankSquare) ? colours::LightSquare : colours::DarkSquare);
            painter.drawText(rr.adjusted(2, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                             QString::number(chess::rankOf(rankSquare) + 1));
        }
    }
    return boardRect;
}

void BoardPainter::repaint(QPainter &painter, const QRect &rect, const Board &board, const Board &before,
                           const PieceSet &pieces, const Options &options)
{
    const QRect boardRect = fittedBoard(rect);
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    auto marked
        = [](const Board &b, chess::Square sq) { return sq == b.lastFrom || sq == b.lastTo || sq == b.checkedKing; };
    for (chess::Square sq = 0; sq < 64; ++sq) {
        if (board.squares[std::size_t(sq)] == before.squares[std::size_t(sq)] && !marked(board, sq)
            && !marked(before, sq))
            continue;
        const QRect r = squareRect(boardRect, sq, options.flipped);
        painter.fillRect(r, chess::isDarkSquare(sq) ? colours::DarkSquare : colours::LightSquare);
        paintSquare(painter, r, sq, board, pieces, dpr);
    }
}

} // namespace arbiter::ui
