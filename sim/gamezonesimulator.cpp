#include "sim/gamezonesimulator.h"
#include "sim/faultinjector.h"

#include "core/net/httpserver.h"
#include "sim/extensionroutes.h"
#include "sim/lichessroutes.h"
#include "sim/liveengineround.h"
#include "sim/pgnreplayplayer.h"
#include "sim/scenariorunner.h"
#include "sim/simround.h"

#include <QLoggingCategory>
#include <QRandomGenerator>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

QByteArray randomToken()
{
    static constexpr char Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QByteArray token = QByteArrayLiteral("sim_");
    for (int i = 0; i < 24; ++i)
        token += Alphabet[QRandomGenerator::system()->bounded(62)];
    return token;
}
} // namespace

GameZoneSimulator::GameZoneSimulator(QObject *parent) : QObject(parent) { }

GameZoneSimulator::~GameZoneSimulator()
{
    stop();
}

Result<GameZoneSimulator::Endpoint> GameZoneSimulator::start(quint16 port, const SimOptions &options)
{
    stop();
    m_options = options;
    m_clock = std::make_unique<SimClock>(options.speed, options.startEpochMs, options.monotonicSource);
    m_round = new SimRound(options.roundId, m_clock.get(), this);
    m_player = new PgnReplayPlayer(m_round, options.seed, this);
    connect(m_player, &PgnReplayPlayer::finished, this, &GameZoneSimulator::roundFinished);
    if (!options.pgnPath.isEmpty() || !options.pgnText.isEmpty()) {
        const Result<int> loaded
            = options.pgnPath.isEmpty() ? m_player->loadPgn(options.pgnText) : m_player->loadFile(options.pgnPath);
        if (!loaded) {
            const Error error = loaded.error();
            stop();
            return error;
        }
    } else if (options.engineGames > 0) {
        startEngineRound(options);
    }
    m_endpoint.token = options.token.isEmpty() ? randomToken() : options.token;
    m_server = new net::HttpServer(this);
    m_faults = new FaultInjector(m_server);
    m_faults->attachTo(m_server);
    if (options.scenario) {
        m_scenario = new ScenarioRunner(*options.scenario, m_round, m_player, m_faults, this);
        m_scenario->setLeaveOutAbsent(options.fitScenarioToRound);
        if (const auto error = m_scenario->prepare()) {
            const Error e = *error;
            stop();
            return e;
        }
        for (const QString &note : m_scenario->leftOut())
            qCInfo(lcSim).noquote() << note;
    }
    m_lichess = new LichessRoutes(m_server, m_round, options, m_endpoint.token, this);
    m_extension = new ExtensionRoutes(m_server, m_round, options, m_endpoint.token, this);
    if (!m_server->listen(port)) {
        const QString why = m_server->errorString();
        stop();
        //: %1: the TCP port number; %2: why it cannot listen (the system's message)
        return Error{tr("The game-zone simulator cannot listen on port %1: %2").arg(port).arg(why)};
    }
    m_endpoint.url = QUrl(QStringLiteral("http://127.0.0.1:%1").arg(m_server->port()));
    qCInfo(lcSim) << "simulator listening on" << m_endpoint.url.toString() << "with" << m_round->games().size()
                  << "games at speed" << options.speed;
    if (options.autoPlay)
        play();
    return m_endpoint;
}

void GameZoneSimulator::startEngineRound(const SimOptions &options)
{
    RoundGenerator::Options g;
    g.games = options.engineGames;
    g.timeControl = options.engineTimeControl;
    g.minRating = options.engineMinRating;
    g.maxRating = options.engineMaxRating;
    g.seed = options.engineSeed != 0 ? options.engineSeed : options.seed;
    g.round = options.roundId;
    EnginePool::Options pool;
    pool.engine.program = options.engineProgram;
    m_engineRound = new LiveEngineRound(m_player, g, pool, this);
    connect(m_engineRound, &LiveEngineRound::generated, this, &GameZoneSimulator::roundGenerated);
    connect(m_engineRound, &LiveEngineRound::failed, this, &GameZoneSimulator::engineFailed);
    m_engineRound->start();
}

void GameZoneSimulator::play()
{
    if (m_player)
        m_player->start();
    if (m_scenario)
        m_scenario->start();
}

void GameZoneSimulator::stop()
{
    delete m_scenario;
    m_scenario = nullptr;
    delete m_engineRound;
    m_engineRound = nullptr;
    delete m_extension;
    m_extension = nullptr;
    delete m_lichess;
    m_lichess = nullptr;
    if (m_server)
        m_server->close();
    delete m_server;
    m_server = nullptr;
    m_faults = nullptr; // the server's child
    delete m_player;
    m_player = nullptr;
    delete m_round;
    m_round = nullptr;
    m_clock.reset();
    m_endpoint = {};
}

} // namespace arbiter::zone::sim
