#pragma once

#include "core/chess/types.h"

#include <QRect>

#include <array>

class QPainter;

namespace arbiter::ui {

class PieceSet;

// Draws a chess board with its pieces, the last move's squares and a king in check: the one drawing
// routine for the wall's tiles and the focused board, so both look the same. Stateless.
class BoardPainter
{
public:
    struct Board
    {
        std::array<chess::Piece, 64> squares{}; // a1 = 0 … h8 = 63
        chess::Square lastFrom = chess::NoSquare;
        chess::Square lastTo = chess::NoSquare;
        chess::Square checkedKing = chess::NoSquare;

        bool operator==(const Board &) const = default;
    };

    struct Options
    {
        bool flipped = false; // Black at the bottom
        bool coordinates = false; // file letters and rank numbers inside the edge squares
    };

    // Paints into the largest square that fits `rect` (centred); returns that square.
    static QRect paint(QPainter &painter, const QRect &rect, const Board &board, const PieceSet &pieces,
                       const Options &options);
    // Paints over a board painted as `before` (into the same `rect`) only the squares that differ
    // in `board`: a move on a wall of a thousand tiles is two to six squares, not a board. Options
    // as paint() had them (coordinates are not drawn again: not for a board that shows them).
    static void repaint(QPainter &painter, const QRect &rect, const Board &board, const Board &before,
                        const PieceSet &pieces, const Options &options);
    // The square under a point of a board painted into `boardRect`, or NoSquare.
    static chess::Square squareAt(const QRect &boardRect, const QPoint &point, bool flipped);
    static QRect squareRect(const QRect &boardRect, chess::Square square, bool flipped);
};

} // namespace arbiter::ui
