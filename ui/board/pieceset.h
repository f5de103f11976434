#pragma once

#include "core/chess/types.h"

#include <QHash>
#include <QPixmap>
#include <QRectF>
#include <QString>
#include <QSvgRenderer>

#include <array>

namespace arbiter::ui {

// The piece images, drawn from one SVG sprite (resources/pieces/cburnett, CC BY-SA 3.0) and cached
// as pixmaps per size: a board of 1000 tiles repaints by blitting, never by rendering SVG again.
class PieceSet
{
public:
    // The default set from the resources (":/pieces/cburnett/pieces.svg").
    PieceSet();
    explicit PieceSet(const QString &svgPath);

    bool isValid() const { return m_valid; }
    // The piece as a square pixmap of `size` device-independent pixels (device pixel ratio `dpr`).
    QPixmap pixmap(chess::Piece piece, int size, qreal dpr = 1.0) const;
    // For the About box.
    static QString credit();

private:
    static QString elementId(chess::Piece piece);

    mutable QSvgRenderer m_renderer;
    mutable QHash<quint64, QPixmap> m_cache;
    std::array<QRectF, chess::NoPiece> m_bounds; // of each piece's element, in the sprite's units
    bool m_valid = false;
};

} // namespace arbiter::ui
