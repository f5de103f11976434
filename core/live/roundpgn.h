#pragma once

#include "core/chess/pgngame.h"

#include <QByteArray>
#include <QString>

namespace arbiter::live {

class LiveGame;
class LiveGameRegistry;

// One game as PGN: the pairing as tags, every validated move with the mover's clock, the result.
chess::PgnGame gamePgn(const LiveGame &game, const QString &event = {});

// The round as the registry holds it, written as one PGN file in board order: the pairing as tags
// (Event, Round, Board, White, Black, Elo, TimeControl, SetUp/FEN), every validated move with the
// mover's clock as %clk, and the zone's result. What `arbiterctl tail --pgn` archives.
QByteArray roundPgn(const LiveGameRegistry &registry, const QString &event = {});

} // namespace arbiter::live
