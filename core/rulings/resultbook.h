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
    event::PlayerRef whiteRef = {}; // who they are in the event, where known
    event::PlayerRef blackRef = {};
    QString whiteKey() const { return whiteRef.key(whitePlayer); }
    QString blackKey() const { return blackRef.key(blackPlayer); }
    bool changed() const { return white != zoneWhite || black != zoneBlack; }
};

struct Standing
{
    QString key; // the player's key in the event (Ruling::playerKey())
    QString player; // their name
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
    // Each player's total, highest first (then by name), gathered by the player's key.
    static QList<Standing> standings(const QList<GameResult> &results, const RulingBook &book);
};

} // namespace arbiter::rulings
