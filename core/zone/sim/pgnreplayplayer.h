#pragma once

#include "../../chess/pgngame.h"
#include "../../common/result.h"
#include "simround.h"

#include <QCoreApplication>
#include <QObject>
#include <QTimer>

#include <cstdint>
#include <random>
#include <vector>

namespace arbiter::zone::sim {

// Plays the games of a PGN file into a SimRound in (scaled) real time: each move comes when its
// mover's think time has passed on the virtual clock. Think times come from the game's %clk
// comments (previous clock + increment − clock after the move), so the simulated clocks equal the
// file's; games without %clk get a seeded think-time model against their time control. The last
// move is followed by the file's result (mate, stalemate, resign, draw, or a flag when the
// Termination tag says "Time forfeit"). Pauses, restarts and results set by the arbiter are
// honoured. One QTimer drives all games, so 1000 games cost one timer.
class PgnReplayPlayer : public QObject
{
    Q_OBJECT

public:
    explicit PgnReplayPlayer(SimRound *round, std::uint32_t seed = 1, QObject *parent = nullptr);

    // Reads every game of the file/text, adds them to the round (ids derived from the seed) and
    // returns how many were added. Games whose moves fail to read are added up to the error.
    Result<int> loadFile(const QString &path);
    Result<int> loadPgn(const QByteArray &pgn);
    // The time control for games without a TimeControl tag (default 3+2).
    void setDefaultTimeControl(const clock::TimeControl &tc) { m_defaultTimeControl = tc; }

    // Starts playing (games are already started on the zone; their first move comes after a think).
    void start();
    bool isFinished() const;
    // Stops playing the game's moves until as many release() calls (a scenario's incident holds the
    // game at a ply; a flag holds it for good). A restart of the game clears the holds.
    void hold(const QString &gameId);
    void release(const QString &gameId);

Q_SIGNALS:
    // Every game of the file has reached its end.
    void finished();

private:
    struct Slot
    {
        QString gameId;
        chess::PgnGame pgn;
        std::vector<std::int64_t> thinkMs; // per ply
        int nextPly = 0;
        std::int64_t dueAt = 0; // virtual ms of the next action
        std::int64_t frozenRemaining = -1; // >= 0 while paused: virtual ms still to think
        bool done = false;
        int holds = 0;
    };

    Result<int> load(QIODevice *device);
    void computeThinkTimes(Slot &slot, std::int64_t initialMs, std::int64_t incrementMs);
    std::int64_t modelThinkMs(int ply, std::int64_t remainingMs, std::int64_t incrementMs);
    QString nextGameId();
    void onEvent(const SimEvent &event);
    void syncFrozen(Slot &slot, std::int64_t now);
    void onTimer();
    void step(Slot &slot);
    void finishGame(Slot &slot);
    void reschedule();

    SimRound *m_round;
    std::mt19937 m_rng;
    clock::TimeControl m_defaultTimeControl;
    std::vector<Slot> m_slots;
    QHash<QString, int> m_slotIndex;
    QTimer m_timer;
    bool m_started = false;
    bool m_acting = false; // our own calls into the round
};

} // namespace arbiter::zone::sim
