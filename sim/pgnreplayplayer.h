#pragma once

#include "core/chess/pgngame.h"
#include "core/common/result.h"
#include "sim/simround.h"

#include <QCoreApplication>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <cstdint>
#include <optional>
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
//
// Live games (addLiveGame()) are on the zone at once but get their moves while they are played
// (by the engines of a RoundGenerator): appendLivePly() with the mover's clock after the move, then
// endLiveGame(). Their think times come from those clocks as the plies arrive, by the same formula.
// A move that is due before it has arrived waits and is played the moment it comes, taking the time
// it really took (lateMoves() counts these); its clock then differs from the %clk.
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

    // Adds a game whose moves come later (tags only: pairing, time control) and returns its slot.
    int addLiveGame(const chess::PgnGame &tags);
    // The next move of a live game and its mover's clock after it.
    void appendLivePly(int slot, chess::Move move, std::int64_t clockMsAfter);
    // A live game has no more moves: how it ended (PGN result and Termination tag).
    void endLiveGame(int slot, const QString &result, const QString &termination);
    // Live moves that were due before they arrived, and by how much (virtual ms) in all and at most.
    int lateMoves() const { return m_lateMoves; }
    std::int64_t lateMsTotal() const { return m_lateMsTotal; }
    std::int64_t lateMsMax() const { return m_lateMsMax; }
    const QString &gameId(int slot) const { return m_slots[std::size_t(slot)].gameId; }
    // Virtual ms at which the think for the slot's first ply not received yet begins (now when it
    // already has): the deadline by which the engines should deliver it.
    std::int64_t nextThinkStartMs(int slot) const;

    // Starts playing (games are already started on the zone; their first move comes after a think).
    void start();
    bool isFinished() const;
    // Stops playing the game's moves until as many release() calls (a scenario's incident holds the
    // game at a ply; a flag holds it for good). A restart of the game clears the holds. A live ply
    // that arrives late for a held game waits for the release too.
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
        // Virtual ms of the next action; while waiting for a live ply, when its think began.
        std::int64_t dueAt = 0;
        std::optional<std::int64_t> frozen; // while paused: dueAt - now at the pause
        bool done = false;
        int holds = 0;
        bool live = false; // plies still arrive (until liveEnded)
        bool liveEnded = false;
        bool waiting = false; // live: the next ply is due but has not arrived
        chess::Position liveEnd; // live: the position after the plies received
        std::int64_t liveClock[2] = {0, 0}; // live: each side's clock after the plies received
        std::int64_t lateMs = 0; // live: extra think time of a late ply about to be made
        std::int64_t incrementMs = 0;
    };

    // A late move never takes the mover's last this many ms.
    static constexpr std::int64_t MinLeftAfterLateMs = 100;

    Result<int> load(QIODevice *device);
    int addSlot(const chess::PgnGame &pgn);
    void startSlot(Slot &slot, std::int64_t now);
    void afterLastMove(Slot &slot, chess::Color lastMover);
    void scheduleAt(std::int64_t dueAt);
    bool finishIfDone();
    void computeThinkTimes(Slot &slot);
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
    QSet<QString> m_accounts; // the players' accounts given so far
    QTimer m_timer;
    std::int64_t m_timerDue = -1; // virtual ms the timer is set for; -1 = stopped
    int m_lateMoves = 0;
    std::int64_t m_lateMsTotal = 0;
    std::int64_t m_lateMsMax = 0;
    bool m_started = false;
    bool m_acting = false; // our own calls into the round
};

} // namespace arbiter::zone::sim
