#include "zonesession.h"

#include "../watch/incidentdetector.h"
#include "../zone/lichessadapter.h"
#include "../zone/livepgnadapter.h"
#include "../zone/simulatoradapter.h"
#include "livegameregistry.h"
#include "snapshotpublisher.h"

#include <QNetworkAccessManager>

namespace arbiter::event {

ZoneSession::ZoneSession(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<arbiter::zone::ConnectionHealth>();
    qRegisterMetaType<arbiter::event::GameSnapshot>();
    qRegisterMetaType<QList<arbiter::event::GameSnapshot>>();
    qRegisterMetaType<arbiter::zone::ZoneSource>();
}

ZoneSession::~ZoneSession()
{
    stop();
}

void ZoneSession::startSimulator(const QUrl &url, const QByteArray &token)
{
    zone::ZoneSource source;
    source.kind = zone::ZoneSource::Kind::Simulator;
    source.baseUrl = url;
    source.token = token;
    start(source);
}

void ZoneSession::start(const zone::ZoneSource &source)
{
    stop();
    if (auto error = source.check()) {
        Q_EMIT problem(error->message);
        Q_EMIT healthChanged({zone::ConnectionHealth::State::Failed, 0, error->message});
        return;
    }
    m_network = std::make_unique<QNetworkAccessManager>();
    switch (source.kind) {
    case zone::ZoneSource::Kind::Lichess: {
        zone::LichessAdapter::Options options;
        if (!source.baseUrl.isEmpty())
            options.baseUrl = source.baseUrl;
        options.bulkId = source.bulkId;
        options.gameIds = source.gameIds;
        options.broadcastRoundId = source.broadcastRoundId;
        options.token = source.token;
        attach(new zone::LichessAdapter(m_network.get(), options));
        return;
    }
    case zone::ZoneSource::Kind::LivePgn: {
        zone::LivePgnAdapter::Options options;
        options.url = source.pgnUrl;
        options.file = source.pgnFile;
        options.roundId = source.roundId;
        attach(new zone::LivePgnAdapter(m_network.get(), options));
        return;
    }
    case zone::ZoneSource::Kind::Simulator: {
        zone::SimulatorAdapter::Options options;
        options.baseUrl = source.baseUrl;
        options.token = source.token;
        options.roundId = source.roundId;
        attach(new zone::SimulatorAdapter(m_network.get(), options));
        return;
    }
    }
}

void ZoneSession::attach(zone::ZoneAdapter *adapter)
{
    m_registry = std::make_unique<LiveGameRegistry>();
    m_publisher = std::make_unique<SnapshotPublisher>(m_registry.get());
    m_detector = std::make_unique<watch::IncidentDetector>(m_registry.get());
    connect(m_detector.get(), &watch::IncidentDetector::incidentsReady, this, &ZoneSession::incidentsReady);
    m_adapter.reset(adapter);
    connect(adapter, &zone::ZoneAdapter::eventsReady, m_registry.get(),
            [this](const QList<zone::ZoneEvent> &events) { m_registry->apply(events); });
    connect(adapter, &zone::ZoneAdapter::healthChanged, this, &ZoneSession::healthChanged);
    connect(adapter, &zone::ZoneAdapter::problem, this, &ZoneSession::problem);
    connect(m_publisher.get(), &SnapshotPublisher::snapshotsReady, this, &ZoneSession::snapshotsReady);
    connect(m_publisher.get(), &SnapshotPublisher::recordsReady, this, &ZoneSession::recordsReady);
    for (const QString &id : std::as_const(m_watched))
        m_publisher->watch(id);
    Q_EMIT sourceChanged();
    Q_EMIT described(adapter->description());
    adapter->start();
}

void ZoneSession::watch(const QString &gameId)
{
    m_watched.insert(gameId);
    if (m_publisher)
        m_publisher->watch(gameId);
}

void ZoneSession::unwatch(const QString &gameId)
{
    m_watched.remove(gameId);
    if (m_publisher)
        m_publisher->unwatch(gameId);
}

void ZoneSession::stop()
{
    if (m_adapter)
        m_adapter->stop();
    m_adapter.reset();
    m_detector.reset();
    m_publisher.reset();
    m_registry.reset();
    m_network.reset();
}

} // namespace arbiter::event
