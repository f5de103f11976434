#pragma once

#include "core/rulings/rulingbook.h"

#include <QList>
#include <QString>

namespace arbiter::rulings {

// A game's result as it stands: the zone's, combined with the rulings in force on it (Art. 10.9.4–6,
// 15.3, 15.4, 8.5, exclusions), never written over the zone's. Scores in half points, -1 = none yet.
struct GameResult
{
    QString gameId;
    int round = 0;
    int board = 0;
    QString whitePlayer;
    QString blackPlayer;
    int zoneWhite = -1; // as the zone scored it
    int zoneBlack = -1;
    int white = -1; // after rulings
    int black = -1;
    QList<std::int64_t> rulings; // the entries that made the difference, in order
    bool changed() const { return white != zoneWhite || black != zoneBlack; }
};

struct Standing
{
    QString player;
    int halves = 0; // after rulings
    int zoneHalves = 0; // as the zone scored
    int games = 0;
    RulingBook::Cards cards;
    bool expelled = false;
};

class ResultBook
{
public:
    // `games` with their zone results; rulings in force applied in log order.
    static QList<GameResult> results(QList<GameResult> games, const RulingBook &book);
    // Each player's total, highest first (then by name).
    static QList<Standing> standings(const QList<GameResult> &results, const RulingBook &book);
};

} // namespace arbiter::rulings
