#include "ui/board/pieceset.h"

#include <QCoreApplication>
#include <QPainter>

namespace arbiter::ui {

PieceSet::PieceSet() : PieceSet(QStringLiteral(":/pieces/cburnett/pieces.svg")) { }

PieceSet::PieceSet(const QString &svgPath) : m_renderer(svgPath)
{
    m_valid = m_renderer.isValid();
    for (int p = 0; m_valid && p < chess::NoPiece; ++p) {
        const QString id = elementId(chess::Piece(p));
        m_valid = m_renderer.elementExists(id);
        // Measured once: ~0.4 ms a piece, five milliseconds a set, paid when a board first appears
        // at a new size (a wall's first paint of a round) if it were measured there.
        if (m_valid)
            m_bounds[std::size_t(p)] = m_renderer.boundsOnElement(id);
    }
}

QString PieceSet::elementId(chess::Piece piece)
{
    static constexpr char Letters[] = "pnbrqk";
    const chess::PieceType type = chess::typeOf(piece);
    return QString(QLatin1Char(chess::colorOf(piece) == chess::White ? 'w' : 'b')) + QLatin1Char(Letters[type]);
}

QString PieceSet::credit()
{
    return QCoreApplication::translate("arbiter::ui::PieceSet",
                                       "Chess pieces by Cburnett and Rfc1394 (Wikimedia Commons), CC BY-SA 3.0.");
}

QPixmap PieceSet::pixmap(chess::Piece piece, int size, qreal dpr) const
{
    if (!m_valid || piece >= chess::NoPiece || size <= 0)
        return {};
    const int px = qMax(1, qRound(size * dpr));
    const quint64 key = (quint64(px) << 8) | quint64(piece);
    if (const auto it = m_cache.constFind(key); it != m_cache.cend())
        return *it;
    QPixmap pm(px, px);
    pm.fill(Qt::transparent);
    {
        QPainter painter(&pm);
        painter.setRenderHint(QPainter::Antialiasing);
        // The sprite draws each piece inside a 40×40 cell; keep the pieces' relative sizes.
        const QRectF &bounds = m_bounds[std::size_t(piece)];
        const qreal scale = px / 40.0;
        m_renderer.render(
            &painter, elementId(piece),
            QRectF(bounds.x() * scale, bounds.y() * scale, bounds.width() * scale, bounds.height() * scale));
    }
    pm.setDevicePixelRatio(dpr);
    m_cache.insert(key, pm);
    return pm;
}

} // namespace arbiter::ui
