#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace arbiter::storage {

// One game's record as the event keeps it (Art. 3.7), so the evidence outlives the zone: the
// columns an arbiter lists and filters by, the whole record as JSON (live::GameRecord::toJson) and
// the game as PGN with %clk. A restarted game keeps each start under its own attempt number.
struct StoredGame
{
    QString gameId;
    int attempt = 0; // 0: the first start; n: after the zone's n-th restart
    QString round; // the zone's round id
    int board = 0;
    QString white;
    QString black;
    QString status; // the zone's status name ("started", "mate", "outoftime", …)
    QString result; // "1-0", "0-1", "1/2-1/2", "*"
    int plies = 0;
    QByteArray record; // JSON
    QByteArray pgn;
    std::int64_t updatedUtcMs = 0;
};

} // namespace arbiter::storage
