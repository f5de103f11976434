#pragma once

#include "core/chess/pgngame.h"
#include "sim/enginepool.h"
#include "sim/roundgenerator.h"

#include <QObject>

#include <vector>

namespace arbiter::zone::sim {

class PgnReplayPlayer;

// A round that stockfish plays while the simulator serves it: owns the EnginePool and the
// RoundGenerator and feeds each game's moves to a PgnReplayPlayer as live plies. start() puts every
// game on the zone at once (pairings known from the first request); the engines then compute moves
// ahead of when they are due, and the player makes each when its think time has passed. The engines
// are stopped as soon as the whole round is generated, freeing their memory.
class LiveEngineRound : public QObject
{
    Q_OBJECT

public:
    LiveEngineRound(PgnReplayPlayer *player, RoundGenerator::Options options, EnginePool::Options poolOptions = {},
                    QObject *parent = nullptr);
    ~LiveEngineRound() override;

    // Adds the games to the player (from here, synchronously) and starts the engines.
    void start();
    bool isGenerated() const { return m_generated; }
    RoundGenerator *generator() const { return m_generator; }
    EnginePool *pool() const { return m_pool; }

Q_SIGNALS:
    // Every game has been played by the engines: the round as PGN with a %clk after every move.
    void generated(const std::vector<arbiter::chess::PgnGame> &games);
    // The engines cannot play on (none found, crashed for good): a translated message. The games
    // keep the moves they have and wait.
    void failed(const QString &message);

private:
    PgnReplayPlayer *m_player;
    EnginePool *m_pool;
    RoundGenerator *m_generator;
    std::vector<int> m_slots; // player slot of each generated game
    bool m_generated = false;
};

} // namespace arbiter::zone::sim
