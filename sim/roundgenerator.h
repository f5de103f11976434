#pragma once

#include "core/chess/pgngame.h"
#include "core/clock/timecontrol.h"
#include "core/common/result.h"

#include <QObject>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace arbiter::zone::sim {

class EnginePool;

// Plays a whole round of real chess with the stockfish pool, as fast as the engines allow, and
// hands it over as PGN games with a %clk after every move, ready for the PgnReplayPlayer to play
// in real (or scaled) time. Each side is an EnginePlayerModel (seeded, rated between the options'
// bounds: mistakes, varied openings, resignations, draw offers) with a ThinkTimeModel against the
// time control (time trouble, the odd flag fall); games also end by mate, stalemate and the
// automatic draws of Art. 5.4. The same seed gives the same round.
//
// A live round follows the games as they are played: gameCreated() for every game from start(),
// then plyPlayed() and gameEnded() as the engines answer. Each search carries a pool priority: by
// default when the move's think begins in the game's own time, or what setPriority() says (a live
// round: when the think begins on the zone, late moves included), so that the move due soonest gets
// the next engine. The order of the searches never changes a move.
class RoundGenerator : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        int games = 8;
        clock::TimeControl timeControl = *clock::TimeControl::fromLichess(180, 2);
        int minRating = 1300;
        int maxRating = 2500;
        std::uint64_t seed = 1;
        QString event = QStringLiteral("Online Arbiter Open");
        QString round = QStringLiteral("1");
        int maxPlies = 300; // a game still running then is adjourned as a draw
    };

    RoundGenerator(EnginePool *pool, Options options, QObject *parent = nullptr);
    ~RoundGenerator() override;

    // The pool priority of game `index`'s next search (lower runs first), asked at each submit.
    using Priority = std::function<std::int64_t(int index)>;
    void setPriority(Priority priority) { m_priority = std::move(priority); }

    // Starts playing; finished() or failed() follows (from the event loop).
    void start();
    int gamesDone() const { return m_done; }

Q_SIGNALS:
    // Emitted from start() for every game, in board order: the tags, no moves yet.
    void gameCreated(int index, const arbiter::chess::PgnGame &tags);
    // A move of game `index` and the mover's clock after it (what the PGN's %clk says).
    void plyPlayed(int index, arbiter::chess::Move move, std::int64_t clockMsAfter);
    // Game `index` is over; its tags say the same.
    void gameEnded(int index, const QString &result, const QString &termination);
    void progress(int gamesDone, int games);
    void finished(const std::vector<arbiter::chess::PgnGame> &games);
    void failed(const QString &message);

private:
    struct Game;
    void next(int index);
    void end(int index, const QString &result, const QString &termination);

    EnginePool *m_pool;
    Options m_options;
    Priority m_priority;
    std::vector<std::unique_ptr<Game>> m_games;
    int m_done = 0;
    bool m_failed = false;
};

} // namespace arbiter::zone::sim
