#pragma once

#include "core/clock/monotonicclock.h"
#include "core/live/anomaly.h"
#include "core/live/livegame.h"
#include "core/zone/zoneevent.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QString>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace arbiter::chess {
class UnwinnabilityAnalyzer;
}

namespace arbiter::live {

// The only owner of live game state. Adapters hand it ZoneEvents; it creates a LiveGame on first
// sight, re-validates every move with the chess core, drops what a reconnect replays (keyed by game
// and ply), records what does not add up as anomalies, and feeds every clock reading to the game's
// ClockState. Observers are told in batches: changed games are marked dirty and one gamesChanged()
// carries all of them once per event-loop turn, so 1000 games at speed cost one signal, not one
// per move. Lives on one thread (the zone thread); observers elsewhere connect queued.
class LiveGameRegistry : public QObject
{
    Q_OBJECT

public:
    explicit LiveGameRegistry(QObject *parent = nullptr);
    ~LiveGameRegistry() override;

    // Applies events in order. Events without a receive time get now() as theirs.
    void apply(const QList<zone::ZoneEvent> &events);
    void apply(const zone::ZoneEvent &event);
    // A fact about a player's place on the VCS (the video server, the feed watch, an arbiter's mark);
    // the zone's own presence events come through apply() and are taken the same way. Events
    // without a receive time get now() as theirs; an unknown game is ignored.
    void apply(const vcs::VcsEvent &event);

    // Null when the game is unknown. The pointer stays valid for the registry's lifetime.
    const LiveGame *game(const QString &id) const;
    // Game ids by board number (unknown boards last, then in the order first seen).
    QList<QString> ids() const;

    int gameCount() const { return int(m_games.size()); }
    // Plies recorded over all games (illegal and unvalidated ones included).
    std::int64_t moveCount() const { return m_moveCount; }
    // Replayed (game, ply) facts dropped because they were already known.
    std::int64_t duplicatesDropped() const { return m_duplicates; }
    std::int64_t anomalyCount() const { return m_anomalyCount; }

    // The monotonic clock (ms) used for events that carry no receive time and by observers that
    // derive running clocks; steady_clock by default, injectable for tests.
    void setMonotonicClock(clock::MonotonicClock clock);
    std::int64_t now() const;

    // Emits the pending notifications now instead of at the end of the event-loop turn.
    void flush();

Q_SIGNALS:
    // The games that changed since the last notification, in the order they first changed.
    void gamesChanged(const QList<QString> &ids);
    // An anomaly was recorded (delivered with the batch, before gamesChanged()).
    void anomalyRecorded(const QString &gameId, const arbiter::live::Anomaly &anomaly);
    // The zone restarts the game: sent (directly, before its moves are cleared) so that the record
    // of the start that ends here can be kept.
    void gameRestarting(const QString &gameId);

private:
    LiveGame *gameFor(const QString &id);
    void applyEvent(const zone::ZoneEvent &event);
    void applyTo(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyListed(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyMove(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyInitialLine(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void acceptMove(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyClockReading(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyConnection(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    // `zoneMs`: the zone's own time stamp of a presence it reported (0 for the other sources).
    void applyVcs(LiveGame &game, vcs::VcsEvent event, std::int64_t receivedMs, std::int64_t zoneMs = 0);
    // The merged presence changed (or not): opens or closes the VCS absence.
    void notePresenceChange(LiveGame &game, chess::Color side, std::int64_t zoneMs, std::int64_t receivedMs);
    // The one rule for zone connections and VCS presence: leaving opens an absence, coming back
    // closes the open one; false when `state` already was so (a duplicate), nothing changed.
    static bool notePresence(std::vector<LiveGame::Disconnection> &absences, std::int8_t &state,
                             const zone::ZoneEvent &event, int ply, std::int64_t receivedMs);
    // Art. 13.3: the ply just taken was made by a player off the VCS while on the zone.
    void checkMoveOnVcs(LiveGame &game, int ply, std::int64_t receivedMs);
    void applyPause(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs, bool roundWide);
    void applyResume(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs, bool roundWide);
    void applyAdjustment(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyDrawOffer(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    void applyEnd(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    // Reviews a finished game against the board (LiveGame::review()) and records an anomaly where
    // the zone's result contradicts it.
    void checkResult(LiveGame &game, std::int64_t receivedMs);
    bool sameMove(const LiveGame &game, const LiveGame::MoveRecord &record, const zone::ZoneEvent &event) const;
    // A ply the registry has, sent again with the position the zone showed after it: records the
    // disagreement when that position is not the one its move leads to.
    bool reportsFenMismatch(LiveGame &game, const zone::ZoneEvent &event, std::int64_t receivedMs);
    static LocalText fenMismatchText(int ply, const QString &san, const QString &zoneFen, const QString &ours);
    // Re-seats the game's position from the zone's FEN so tailing goes on after a problem.
    bool reseat(LiveGame &game, const QString &fen);
    // Records the anomaly unless the same kind was already recorded for that ply (replays repeat them).
    void addAnomaly(LiveGame &game, Anomaly anomaly);
    void markDirty(LiveGame &game, std::int64_t receivedMs);

    std::vector<std::unique_ptr<LiveGame>> m_games;
    QHash<QString, LiveGame *> m_byId;
    mutable QList<QString> m_orderCache;
    mutable bool m_orderValid = false;
    QList<QString> m_dirty;
    QList<QPair<QString, Anomaly>> m_pendingAnomalies;
    QTimer m_flushTimer;
    clock::MonotonicClock m_clock;
    std::unique_ptr<chess::UnwinnabilityAnalyzer> m_analyzer; // for result checks, created on first use
    // Shared by every game's outcome tracker for its small dead-position searches (one table, not 1000).
    std::unique_ptr<chess::UnwinnabilityAnalyzer> m_liveAnalyzer;
    std::uint64_t m_batch = 0;
    std::int64_t m_moveCount = 0;
    std::int64_t m_duplicates = 0;
    std::int64_t m_anomalyCount = 0;
};

} // namespace arbiter::live
