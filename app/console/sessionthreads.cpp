#include "sessionthreads.h"

#include "common/background.h"
#include "media/simulatedfeeds.h"
#include "session/zonesession.h"
#include "zone/sim/gamezonesimulator.h"
#include "zone/sim/scenariorunner.h"
#include "zone/sim/simround.h"

namespace arbiter::console {

SessionThreads::SessionThreads()
{
    m_simThread.setObjectName(QStringLiteral("simulator"));
    m_zoneThread.setObjectName(QStringLiteral("zone"));
    m_zone = new session::ZoneSession;
    m_zone->moveToThread(&m_zoneThread);
    QObject::connect(&m_zoneThread, &QThread::finished, m_zone, &QObject::deleteLater);
    m_zoneThread.start();
}

SessionThreads::~SessionThreads()
{
    stop();
}

Result<QUrl> SessionThreads::start(zone::sim::SimOptions options, bool feeds)
{
    options.autoPlay = false; // play()
    m_simulator = new zone::sim::GameZoneSimulator;
    m_simulator->moveToThread(&m_simThread);
    QObject::connect(&m_simThread, &QThread::finished, m_simulator, &QObject::deleteLater);
    m_simThread.start();
    Result<zone::sim::GameZoneSimulator::Endpoint> started = Error{tr("The simulator did not start.")};
    QMetaObject::invokeMethod(
        m_simulator,
        [this, &started, options, feeds] {
            // The game zone stands in for a server elsewhere: its work waits behind the console's.
            runInBackground();
            started = m_simulator->start(0, options);
            if (started && m_simulator->scenarioRunner())
                m_scenarioNotes = m_simulator->scenarioRunner()->leftOut();
            if (started)
                m_gamesInRound = options.engineGames > 0 && options.pgnPath.isEmpty() && options.pgnText.isEmpty()
                    ? options.engineGames
                    : int(m_simulator->round()->games().size());
            if (!started || !feeds)
                return;
            m_feeds = new media::SimulatedFeeds(m_simulator->round(), m_simulator);
            const Result<QString> served = m_feeds->start();
            if (served)
                m_feedTemplate = served.value();
            else
                m_feedProblem = served.error().message;
        },
        Qt::BlockingQueuedConnection);
    if (!started)
        return started.error();
    m_simUrl = started->url;
    m_simToken = started->token;
    return m_simUrl;
}

void SessionThreads::followSimulator()
{
    if (!m_simulator)
        return;
    QMetaObject::invokeMethod(m_zone,
                              [this, url = m_simUrl, token = m_simToken] { m_zone->startSimulator(url, token); });
}

void SessionThreads::play()
{
    if (m_simulator)
        QMetaObject::invokeMethod(m_simulator, [this] { m_simulator->play(); });
}

void SessionThreads::follow(const zone::ZoneSource &source)
{
    QMetaObject::invokeMethod(m_zone, [this, source] { m_zone->start(source); });
}

void SessionThreads::stop()
{
    if (m_zoneThread.isRunning()) {
        QMetaObject::invokeMethod(
            m_zone, [this] { m_zone->stop(); }, Qt::BlockingQueuedConnection);
        m_zoneThread.quit();
        m_zoneThread.wait();
    }
    if (m_simThread.isRunning()) {
        QMetaObject::invokeMethod(
            m_simulator,
            [this] {
                if (m_feeds)
                    m_feeds->stop();
                m_simulator->stop();
            },
            Qt::BlockingQueuedConnection);
        m_simThread.quit();
        m_simThread.wait();
    }
}

} // namespace arbiter::console
