#pragma once

#include "ui/board/boardpainter.h"

#include "core/live/gamesnapshot.h"

#include <QCoreApplication>
#include <QRect>
#include <QString>

#include <cstdint>

class QPainter;

namespace arbiter::ui {

class PieceSet;

// Draws one game of the board wall: Black's line above the board (name, clock), the board with the
// last move and a check, White's line below, and the badges an arbiter scans for (disconnected,
// draw offer pending, anomaly, paused, reversed colours) plus the result once it is over. The side
// to move's clock is drawn running (filled), a clock in time trouble in red.
//
// A tile is drawn in two layers so that 1000 tiles stay cheap: the static layer (board, names,
// badges, result) changes only with the game and is cached by the wall as a pixmap; the clocks are
// drawn over it on every tick, into clockRect() only. Three levels of detail follow the board size:
// below 96 px the surname only and badges as dots on the board's corner; up to 160 px surname and
// rating; above that the full name and rating with the badges as labels.
class TilePainter
{
    Q_DECLARE_TR_FUNCTIONS(TilePainter)

public:
    enum class Detail { Micro, Compact, Full };

    struct Clocks
    {
        std::int64_t whiteMs = 0;
        std::int64_t blackMs = 0;
        bool whiteTrouble = false;
        bool blackTrouble = false;
        bool timed = true;
    };

    // The height of a tile whose board is `boardSize` pixels wide.
    static int tileHeight(int boardSize);
    static int lineHeight(int boardSize);
    static Detail detail(int boardSize);
    // The board size of a tile drawn into `tile`.
    static int boardSizeOf(const QRect &tile);
    // Where a side's clock is drawn in a tile (depends on the game's time control only).
    static QRect clockRect(const QRect &tile, const live::GameSnapshot &game, chess::Color side);

    // Everything but the clocks and the current-tile frame.
    static void paintStatic(QPainter &painter, const QRect &tile, const live::GameSnapshot &game,
                            const PieceSet &pieces);
    // What the static layer shows besides the board (names, badges, result), as one value: equal
    // values and an equal tile size mean that only the board can differ.
    static std::size_t frameKey(const live::GameSnapshot &game);
    static BoardPainter::Board boardOf(const live::GameSnapshot &game);
    // Brings a static layer painted for a game whose board was `before` up to `game` by repainting
    // the squares that changed (a move: two to six squares, not the whole tile); false when it
    // cannot (the badges are dots on the board of a small tile): then paintStatic() it is.
    static bool paintBoardChanges(QPainter &painter, const QRect &tile, const live::GameSnapshot &game,
                                  const BoardPainter::Board &before, const PieceSet &pieces);
    static void paintClocks(QPainter &painter, const QRect &tile, const live::GameSnapshot &game, const Clocks &clocks);
    static void paintCurrent(QPainter &painter, const QRect &tile);
    // Draws a sample tile off screen, so that the first tiles on screen do not pay for loading the
    // fonts (regular and bold) and the text shaper: up to ~10 ms of the wall's first paint of a round.
    static void warmUp(const PieceSet &pieces);
    // All layers at once (no cache).
    static void paint(QPainter &painter, const QRect &tile, const live::GameSnapshot &game, const Clocks &clocks,
                      const PieceSet &pieces, bool current);

    // The badges of a game as words (tooltips, the list view).
    static QString badgeText(const live::GameSnapshot &game);
    // "Rossi, Greta" → "Rossi"; "Greta Rossi" → "Rossi": the part an arbiter calls a player by.
    static QString surname(const QString &name);
};

} // namespace arbiter::ui
