#pragma once

#include "core/chess/position.h"
#include "core/zone/zoneevent.h"
#include "sim/simclock.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <deque>
#include <optional>
#include <vector>

namespace arbiter::zone::sim {

// One move as the simulated zone recorded it.
struct SimMove
{
    chess::Move move;
    QString san;
    QString fen; // full six-field FEN after the move
    std::int64_t whiteMs = 0; // both clocks after the move (increment included)
    std::int64_t blackMs = 0;
    std::int64_t t = 0; // virtual epoch ms when it was played
    bool illegal = false; // a scenario made the zone accept a move the rules forbid
};

// What is wrong with a simulated player's feed (scenarios and the /sim/game/{id}/feed control): the
// picture dark or frozen, the microphone silent, the stream stalled (connected, nothing sent) or
// dropped (gone from the feed server). The simulator only keeps the state; the console sees it on
// the real streams the feed server (media/simulatedfeeds) serves from it.
struct SimFeedFaults
{
    enum Fault : std::uint8_t { Dark = 0x1, Frozen = 0x2, Silent = 0x4, Stalled = 0x8, Dropped = 0x10 };
    static constexpr Fault all[] = {Dark, Frozen, Silent, Stalled, Dropped};
    // A player's feeds: the camera with the microphone, the screen share (the names of their paths).
    enum Feed : std::uint8_t { Camera, Screen };
    static constexpr int feedCount = 2;

    // "dark", "frozen", "silent", "stalled", "dropped".
    static QLatin1String name(Fault fault);
    static std::optional<Fault> fromName(QStringView name);
    // "cam", "screen".
    static QLatin1String feedName(Feed feed);
    static std::optional<Feed> feedFromName(QStringView name);
};

// One game of the simulated round. Clocks are kept as "value at the start of the running period"
// plus the running time since, so a reading at any moment (and across pauses) is exact.
struct SimGame
{
    QString id; // 8 characters [A-Za-z0-9]
    Pairing pairing; // as the zone plays it
    Pairing scheduled; // as the organiser paired it (the bulk list); colours differ when reversed
    bool coloursReversed = false;
    std::int64_t initialMs = 0; // Lichess clock.initial in ms
    std::int64_t incrementMs = 0;
    chess::Position start;
    chess::Position current;
    std::vector<SimMove> moves;
    ZoneStatus status = ZoneStatus::Started;
    std::optional<chess::Color> winner;
    std::int64_t createdAt = 0;
    std::int64_t lastMoveAt = 0;
    std::int64_t startWhiteMs = 0; // clocks at the start (a restart goes back to them)
    std::int64_t startBlackMs = 0;
    std::int64_t whiteMs = 0; // clocks when the running period began
    std::int64_t blackMs = 0;
    std::int64_t runningSince = -1; // virtual ms when the side to move's clock last started; -1 = stopped
    std::int64_t runAccumMs = 0; // running time of the side to move before the current running period
    bool paused = false; // paused on its own (the round may be paused too)
    std::vector<int> drawOffers; // plies at which a draw was offered
    bool whiteConnected = true;
    bool blackConnected = true;
    bool whiteOnVcs = true; // camera, microphone and screen on the video conference (Art. 13)
    bool blackOnVcs = true;
    // SimFeedFaults flags per player (White, Black) and feed (camera, screen).
    std::array<std::array<std::uint8_t, SimFeedFaults::feedCount>, 2> feedFaults{};
    int revision = 0; // bumped on every change
    // Clock of `color` at virtual time `now` (the running side loses the elapsed time).
    std::int64_t clockMs(chess::Color color, std::int64_t now) const;
    chess::Color sideToMove() const { return current.sideToMove(); }
    bool hasStandardStart() const;
};

// One fact the simulated zone published, in order. The extension stream replays this log and then
// follows it; the Lichess routes read the games' state and use the log only as a change signal.
struct SimEvent
{
    enum class Type { Start, Move, Connection, DrawOffer, Pause, Resume, Clock, End, Restart, Vcs };
    Type type = Type::Move;
    QString gameId; // empty: the whole round (Pause/Resume)
    int ply = 0; // Move: the ply the move completes; others: plies played at that moment
    chess::Move move; // Move (kept here: a restart replaces the game's moves, not the log)
    QString san; // Move
    QString fen; // Move: the position after it, when the move was illegal (the zone's word for it)
    chess::Color color = chess::White; // Connection, DrawOffer (by), Clock (whose)
    bool connected = false;
    std::int64_t deltaMs = 0;
    std::int64_t whiteMs = 0; // Move, Clock: both clocks after it
    std::int64_t blackMs = 0;
    std::int64_t t = 0; // virtual epoch ms
    ZoneStatus status = ZoneStatus::Started; // End
    std::optional<chess::Color> winner;
};

// The simulated round: games with their pairing, time control, moves with clocks, status and
// winner, draw offers, connections and pauses, all on the injected virtual clock. Players (PGN
// replay, engines, scenarios) and the arbiter control endpoints change it only through these
// calls; every change is appended to the event log and announced by eventAdded().
// How a game is restarted (SimRound::restartGame).
struct SimRestart
{
    bool swapColours = false;
    std::optional<std::int64_t> initialMs; // a new time control (Art. 18.9 d); unset = the same
    std::int64_t incrementMs = 0;
};

class SimRound : public QObject
{
    Q_OBJECT

public:
    explicit SimRound(QString id, SimClock *clock, QObject *parent = nullptr);

    QString id() const { return m_id; }
    SimClock *clock() const { return m_clock; }
    std::int64_t nowMs() const { return m_clock->nowMs(); }

    // Adds a game that starts at once with the given clocks (ms; defaults: the initial time).
    SimGame &addGame(const QString &gameId, const Pairing &pairing, const chess::Position &start,
                     std::optional<std::int64_t> whiteMs = std::nullopt,
                     std::optional<std::int64_t> blackMs = std::nullopt);
    const std::vector<SimGame> &games() const { return m_games; }
    const SimGame *game(const QString &gameId) const;
    int gameIndex(const QString &gameId) const { return m_index.value(gameId, -1); }

    // A legal move of the side to move. thinkMs: the time the mover used (from %clk or a model);
    // when absent, the virtual time since the clock started. Returns false when not possible.
    bool playMove(const QString &gameId, chess::Move move, std::optional<std::int64_t> thinkMs = std::nullopt);
    // A move the rules forbid, accepted as a zone with a bug would (a scenario's "illegalMove"): the
    // piece on `from` goes to `to` (taking what stands there) and the other side is to move. False
    // when there is no piece of the side to move on `from` or the result is no readable position.
    bool playIllegalMove(const QString &gameId, chess::Square from, chess::Square to,
                         std::optional<std::int64_t> thinkMs = std::nullopt);
    bool end(const QString &gameId, ZoneStatus status, std::optional<chess::Color> winner);
    // The zone seats the players the other way round from the organiser's pairing (Art. 15.2 /
    // 19.2 scenarios): everything the zone publishes about the game shows the swapped colours,
    // the bulk pairing list keeps the scheduled ones. Only before the first move.
    bool reverseColours(const QString &gameId);
    bool offerDraw(const QString &gameId, chess::Color by);
    bool setConnected(const QString &gameId, chess::Color color, bool connected);
    bool adjustClock(const QString &gameId, chess::Color color, std::int64_t deltaMs);
    bool pauseGame(const QString &gameId);
    bool resumeGame(const QString &gameId);
    void pauseRound();
    void resumeRound();
    bool isPaused() const { return m_paused; }
    // Back to the start position with fresh clocks; announced as Restart then Start. The colours
    // may be swapped (Art. 15.2: back to the organiser's pairing when the zone had reversed them)
    // and the time control replaced (Art. 18.9 d).
    bool restartGame(const QString &gameId, const SimRestart &restart = SimRestart());
    // The player's VCS feeds joined or left the video conference; published as a Vcs event.
    bool setOnVcs(const QString &gameId, chess::Color color, bool onVcs);
    // A fault of a player's feed starts (`on`) or ends; announced by feedsChanged(), not in the
    // zone's log (the zone knows nothing of feeds). False for an unknown game.
    bool setFeedFault(const QString &gameId, chess::Color color, SimFeedFaults::Feed feed, SimFeedFaults::Fault fault,
                      bool on);
    // Every fault of the feed ends.
    bool restoreFeed(const QString &gameId, chess::Color color, SimFeedFaults::Feed feed);
    // The clock of a game is running right now (started, not paused, round not paused).
    bool isRunning(const SimGame &game) const;

    const std::deque<SimEvent> &events() const { return m_events; }
    // Bumped on every change of any game (ETag of the live PGN file).
    int revision() const { return m_revision; }
    std::int64_t lastChangeUtcMs() const { return m_lastChangeUtcMs; }

Q_SIGNALS:
    // Emitted after the event is in the log and the game's state reflects it.
    void eventAdded(const arbiter::zone::sim::SimEvent &event);
    // A player's feed faults or presence on the VCS changed (SimGame::feedFaults, whiteOnVcs).
    void feedsChanged(const QString &gameId);

private:
    SimGame *mutableGame(const QString &gameId);
    void publish(SimGame *game, SimEvent event);
    // Books a move (legal or not) with its clocks and announces it.
    void recordMove(SimGame *g, SimMove m, chess::Color mover, std::optional<std::int64_t> thinkMs);
    // Starts or stops the running clock to match isRunning().
    void syncRunning(SimGame &game, std::int64_t now);

    QString m_id;
    SimClock *m_clock;
    std::vector<SimGame> m_games;
    QHash<QString, int> m_index;
    std::deque<SimEvent> m_events;
    bool m_paused = false;
    int m_revision = 0;
    std::int64_t m_lastChangeUtcMs = 0;
};

} // namespace arbiter::zone::sim
