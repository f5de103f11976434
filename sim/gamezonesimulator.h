#pragma once

#include "core/chess/pgngame.h"
#include "core/common/result.h"
#include "sim/simoptions.h"

#include <QCoreApplication>
#include <QObject>
#include <QUrl>

#include <memory>
#include <vector>

namespace arbiter::net {
class HttpServer;
} // namespace arbiter::net

namespace arbiter::zone::sim {

class ExtensionRoutes;
class FaultInjector;
class LichessRoutes;
class LiveEngineRound;
class PgnReplayPlayer;
class ScenarioRunner;
class SimRound;

// The embedded game zone: an HTTP server on loopback speaking Lichess's wire formats and the
// simulator extension, with a round of games replayed from PGN on a virtual clock. Used by
// `arbiterctl sim`, `arbiter-console --demo` and the tests; everything runs on the thread that
// owns it, driven by its event loop. To run it on its own thread, moveToThread() it first and call
// start() on that thread (QMetaObject::invokeMethod), since start() creates its children there.
// Without a PGN, SimOptions::engineGames has stockfish play the round while it is served
// (LiveEngineRound).
class GameZoneSimulator : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GameZoneSimulator)

public:
    struct Endpoint
    {
        QUrl url; // http://127.0.0.1:PORT
        QByteArray token; // bearer token for the organiser and /sim/ control routes
    };

    explicit GameZoneSimulator(QObject *parent = nullptr);
    ~GameZoneSimulator() override;

    // Loads the games, binds 127.0.0.1:port (0 = any) and starts playing (unless autoPlay is off).
    Result<Endpoint> start(quint16 port, const SimOptions &options);
    void stop();
    // Starts the player when autoPlay was off.
    void play();

    QUrl url() const { return m_endpoint.url; }
    QByteArray token() const { return m_endpoint.token; }
    const SimOptions &options() const { return m_options; }
    SimRound *round() const { return m_round; }
    net::HttpServer *server() const { return m_server; }
    // The network faults it injects into its answers (scenarios, tests).
    FaultInjector *faults() const { return m_faults; }
    LichessRoutes *lichessRoutes() const { return m_lichess; }
    PgnReplayPlayer *player() const { return m_player; }
    // Null without a scenario.
    ScenarioRunner *scenarioRunner() const { return m_scenario; }
    // The stockfish round when SimOptions::engineGames was set; nullptr otherwise.
    LiveEngineRound *engineRound() const { return m_engineRound; }

Q_SIGNALS:
    // Every game of the PGN has reached its end.
    void roundFinished();
    // Engine games: stockfish has played the whole round (the PGN with %clk; the games may still be
    // under way on the zone).
    void roundGenerated(const std::vector<arbiter::chess::PgnGame> &games);
    // Engine games: the engines cannot play on (translated message); the games wait where they are.
    void engineFailed(const QString &message);

private:
    void startEngineRound(const SimOptions &options);

    SimOptions m_options;
    Endpoint m_endpoint;
    std::unique_ptr<SimClock> m_clock;
    net::HttpServer *m_server = nullptr;
    FaultInjector *m_faults = nullptr;
    SimRound *m_round = nullptr;
    PgnReplayPlayer *m_player = nullptr;
    LichessRoutes *m_lichess = nullptr;
    ExtensionRoutes *m_extension = nullptr;
    ScenarioRunner *m_scenario = nullptr;
    LiveEngineRound *m_engineRound = nullptr;
};

} // namespace arbiter::zone::sim
