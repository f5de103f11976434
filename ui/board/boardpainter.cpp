#include "boardpainter.h"

#include "pieceset.h"

#include <QPainter>
#include <QRadialGradient>

namespace arbiter::ui {

namespace {
const QColor Light(0xf0, 0xd9, 0xb5);
const QColor Dark(0xb5, 0x88, 0x63);
const QColor LastMove(0xcd, 0xd2, 0x6a, 170);
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

QRect BoardPainter::paint(QPainter &painter, const QRect &rect, const Board &board, const PieceSet &pieces,
                          const Options &options)
{
    const int size = qMax(1, qMin(rect.width(), rect.height()) / 8);
    const QRect boardRect(rect.x() + (rect.width() - 8 * size) / 2, rect.y() + (rect.height() - 8 * size) / 2, 8 * size,
                          8 * size);
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    for (chess::Square sq = 0; sq < 64; ++sq) {
        const QRect r = squareRect(boardRect, sq, options.flipped);
        painter.fillRect(r, chess::isDarkSquare(sq) ? Dark : Light);
        if (sq == board.lastFrom || sq == board.lastTo)
            painter.fillRect(r, LastMove);
        if (sq == board.checkedKing) {
            QRadialGradient glow(r.center(), size * 0.6);
            glow.setColorAt(0.0, QColor(255, 0, 0, 230));
            glow.setColorAt(0.45, QColor(231, 0, 0, 180));
            glow.setColorAt(1.0, QColor(169, 0, 0, 0));
            painter.fillRect(r, glow);
        }
        const chess::Piece piece = board.squares[std::size_t(sq)];
        if (piece != chess::NoPiece)
            painter.drawPixmap(r.topLeft(), pieces.pixmap(piece, size, dpr));
    }
    if (options.coordinates && size >= 24) {
        QFont font = painter.font();
        font.setPixelSize(qMax(8, size / 5));
        font.setBold(true);
        painter.setFont(font);
        for (int i = 0; i < 8; ++i) {
            const chess::Square fileSquare = options.flipped ? chess::makeSquare(7 - i, 7) : chess::makeSquare(i, 0);
            const QRect fr = squareRect(boardRect, fileSquare, options.flipped);
            painter.setPen(chess::isDarkSquare(fileSquare) ? Light : Dark);
            painter.drawText(fr.adjusted(0, 0, -2, -1), Qt::AlignRight | Qt::AlignBottom,
                             QString(QLatin1Char(char('a' + chess::fileOf(fileSquare)))));
            const chess::Square rankSquare = options.flipped ? chess::makeSquare(7, 7 - i) : chess::makeSquare(0, i);
            const QRect rr = squareRect(boardRect, rankSquare, options.flipped);
            painter.setPen(chess::isDarkSquare(rankSquare) ? Light : Dark);
            painter.drawText(rr.adjusted(2, 1, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                             QString::number(chess::rankOf(rankSquare) + 1));
        }
    }
    return boardRect;
}

} // namespace arbiter::ui
