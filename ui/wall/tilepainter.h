#pragma once

#include "event/gamesnapshot.h"

#include <QCoreApplication>
#include <QRect>
#include <QString>

#include <cstdint>

class QPainter;

namespace arbiter::ui {

class PieceSet;

// Draws one game of the board wall: Black's line above the board (name, rating, clock), the board
// with the last move and a check, White's line below, and the badges an arbiter scans for
// (disconnected, draw offer pending, anomaly, paused, reversed colours) plus the result once it is
// over. The side to move's clock is drawn running (filled), a clock in time trouble in red.
class TilePainter
{
    Q_DECLARE_TR_FUNCTIONS(TilePainter)

public:
    struct Clocks
    {
        std::int64_t whiteMs = 0;
        std::int64_t blackMs = 0;
        bool timed = true;
    };

    // The height of a tile whose board is `boardSize` pixels wide.
    static int tileHeight(int boardSize);
    static int lineHeight(int boardSize);
    static void paint(QPainter &painter, const QRect &tile, const event::GameSnapshot &game, const Clocks &clocks,
                      std::int64_t timeTroubleMs, const PieceSet &pieces, bool current);
    // The badges of a game as words (tooltips, the list view).
    static QString badgeText(const event::GameSnapshot &game);
};

} // namespace arbiter::ui
