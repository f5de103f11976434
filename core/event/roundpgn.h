#pragma once

#include <QByteArray>
#include <QString>

namespace arbiter::event {

class LiveGameRegistry;

// The round as the registry holds it, written as one PGN file in board order: the pairing as tags
// (Event, Round, Board, White, Black, Elo, TimeControl, SetUp/FEN), every validated move with the
// mover's clock as %clk, and the zone's result. What `arbiterctl tail --pgn` archives.
QByteArray roundPgn(const LiveGameRegistry &registry, const QString &event = {});

} // namespace arbiter::event
