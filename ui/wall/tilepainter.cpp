#include "tilepainter.h"

#include "board/boardpainter.h"
#include "models/gametablemodel.h"

#include <QCoreApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>

namespace arbiter::ui {

namespace {

struct Badge
{
    QString text;
    QColor colour;
};

// A filled rounded label; returns its width.
int drawPill(QPainter &p, const QRect &line, int x, const QString &text, const QColor &fill, const QColor &ink)
{
    const QFontMetrics fm(p.font());
    const int w = fm.horizontalAdvance(text) + line.height() / 2;
    const QRect r(x, line.y() + 1, w, line.height() - 2);
    QPainterPath path;
    path.addRoundedRect(r, r.height() / 3.0, r.height() / 3.0);
    p.fillPath(path, fill);
    p.setPen(ink);
    p.drawText(r, Qt::AlignCenter, text);
    return w;
}

} // namespace

int TilePainter::lineHeight(int boardSize)
{
    return qBound(11, boardSize / 9, 24);
}

int TilePainter::tileHeight(int boardSize)
{
    return boardSize + 2 * lineHeight(boardSize);
}

QString TilePainter::badgeText(const event::GameSnapshot &g)
{
    using S = event::GameSnapshot;
    QStringList words;
    if (g.has(S::WhiteDisconnected))
        words << tr("White disconnected from the zone");
    if (g.has(S::BlackDisconnected))
        words << tr("Black disconnected from the zone");
    if (g.has(S::DrawOfferPending))
        words << tr("Draw offer pending");
    if (g.has(S::HasAnomaly))
        words << tr("Anomaly");
    if (g.has(S::Paused))
        words << tr("Paused");
    if (g.has(S::ColoursReversed))
        words << tr("Colours reversed");
    return words.join(QStringLiteral(", "));
}

void TilePainter::paint(QPainter &p, const QRect &tile, const event::GameSnapshot &g, const Clocks &clocks,
                        std::int64_t timeTroubleMs, const PieceSet &pieces, bool current)
{
    using S = event::GameSnapshot;
    const int boardSize = qMin(tile.width(), tile.height() - 2 * lineHeight(tile.width()));
    const int lineH = lineHeight(boardSize);
    const QRect top(tile.x(), tile.y(), boardSize, lineH);
    const QRect boardRect(tile.x(), tile.y() + lineH, boardSize, boardSize);
    const QRect bottom(tile.x(), boardRect.bottom() + 1, boardSize, lineH);
    const QPalette palette;
    p.fillRect(QRect(tile.x(), tile.y(), boardSize, 2 * lineH + boardSize), palette.color(QPalette::Base));

    QFont font = p.font();
    font.setPixelSize(qMax(8, lineH * 2 / 3));
    p.setFont(font);
    const QFontMetrics fm(font);

    // Clocks: the running one filled, time trouble in red, a fallen flag in red on white.
    const auto running = g.clock.runningSide();
    auto drawClock = [&](const QRect &line, chess::Color side, std::int64_t ms) -> int {
        if (!clocks.timed)
            return 0;
        const QString text = models::GameTableModel::clockText(ms);
        // Small tiles keep room for the board number on the left.
        const int w = qMin(fm.horizontalAdvance(QStringLiteral("00:00:0")) + 6, line.width() * 3 / 5);
        const QRect r(line.right() - w + 1, line.y() + 1, w, line.height() - 2);
        const bool trouble = ms < timeTroubleMs && !g.has(S::Ended);
        const bool runs = running == side;
        QColor fill = runs ? QColor(0x2e, 0x7d, 0x32) : palette.color(QPalette::AlternateBase);
        QColor ink = runs ? Qt::white : palette.color(QPalette::Text);
        if (trouble) {
            fill = runs ? QColor(0xc6, 0x28, 0x28) : QColor(0xff, 0xeb, 0xee);
            ink = runs ? Qt::white : QColor(0xc6, 0x28, 0x28);
        }
        p.fillRect(r, fill);
        p.setPen(ink);
        QFont clockFont = font;
        clockFont.setBold(runs);
        p.setFont(clockFont);
        p.drawText(r.adjusted(0, 0, -3, 0), Qt::AlignRight | Qt::AlignVCenter, text);
        p.setFont(font);
        return w;
    };
    auto drawPlayer = [&](const QRect &line, chess::Color side, int left, int right) {
        const bool away = g.has(side == chess::White ? S::WhiteDisconnected : S::BlackDisconnected);
        const QString name = side == chess::White ? g.pairing.white : g.pairing.black;
        const int rating = side == chess::White ? g.pairing.whiteRating : g.pairing.blackRating;
        QString text = rating > 0 ? QStringLiteral("%1 %2").arg(name).arg(rating) : name;
        int x = line.x() + left;
        if (away)
            x += drawPill(p, line, x, tr("offline"), QColor(0xc6, 0x28, 0x28), Qt::white) + 3;
        p.setPen(palette.color(QPalette::Text));
        const QRect nameRect(x, line.y(), line.right() - right - x - 2, line.height());
        p.drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(text, Qt::ElideRight, nameRect.width()));
    };

    // Top line: board number, badges, Black.
    int x = top.x() + 2;
    QFont bold = font;
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette.color(QPalette::Text));
    const QString board = g.pairing.board > 0 ? QString::number(g.pairing.board) : QStringLiteral("–");
    p.drawText(QRect(x, top.y(), top.width(), top.height()), Qt::AlignLeft | Qt::AlignVCenter, board);
    x += QFontMetrics(bold).horizontalAdvance(board) + 4;
    p.setFont(font);
    if (g.has(S::HasAnomaly))
        x += drawPill(p, top, x, QStringLiteral("!"), QColor(0xc6, 0x28, 0x28), Qt::white) + 2;
    if (g.has(S::DrawOfferPending))
        x += drawPill(p, top, x, QStringLiteral("½?"), QColor(0xff, 0xb3, 0x00), Qt::black) + 2;
    if (g.has(S::Paused))
        x += drawPill(p, top, x, QStringLiteral("II"), QColor(0x15, 0x65, 0xc0), Qt::white) + 2;
    if (g.has(S::ColoursReversed))
        x += drawPill(p, top, x, QStringLiteral("⇅"), QColor(0x6a, 0x1b, 0x9a), Qt::white) + 2;
    const int blackClockW = drawClock(top, chess::Black, clocks.blackMs);
    drawPlayer(top, chess::Black, x - top.x(), blackClockW);

    BoardPainter::Board b;
    b.squares = g.squares;
    b.lastFrom = g.lastFrom;
    b.lastTo = g.lastTo;
    b.checkedKing = g.checkedKing;
    BoardPainter::paint(p, boardRect, b, pieces, {});

    const int whiteClockW = drawClock(bottom, chess::White, clocks.whiteMs);
    drawPlayer(bottom, chess::White, 2, whiteClockW);

    if (g.has(S::Ended)) {
        QFont big = font;
        big.setPixelSize(qMax(12, boardSize / 6));
        big.setBold(true);
        p.setFont(big);
        const QFontMetrics bm(big);
        const QString result = g.result == QLatin1String("1/2-1/2") ? QStringLiteral("½–½") : g.result;
        const int w = bm.horizontalAdvance(result) + boardSize / 8;
        const QRect r(boardRect.center().x() - w / 2, boardRect.center().y() - bm.height() / 2 - 4, w, bm.height() + 8);
        QPainterPath path;
        path.addRoundedRect(r, 6, 6);
        p.fillPath(path, QColor(0, 0, 0, 170));
        p.setPen(Qt::white);
        p.drawText(r, Qt::AlignCenter, result);
        p.setFont(font);
    }
    if (current) {
        p.setPen(QPen(palette.color(QPalette::Highlight), 3));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRect(tile.x(), tile.y(), boardSize, 2 * lineH + boardSize).adjusted(1, 1, -2, -2));
    }
}

} // namespace arbiter::ui
