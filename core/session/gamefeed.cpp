#include "core/session/gamefeed.h"

#include "core/live/livegameregistry.h"
#include "core/live/snapshotpublisher.h"
#include "core/rulings/cardpolicy.h"
#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "core/vcs/vcsthresholds.h"
#include "core/watch/incidentdetector.h"
#include "core/zone/adapterfactory.h"
#include "core/zone/zoneadapter.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QNetworkAccessManager>

#include <utility>

namespace arbiter::session {

namespace {
// How long a changed game's record waits before it is written with the others that changed meanwhile.
constexpr int RecordsWaitMs = 10'000;
// How long one turn of the session's thread may spend making records: a thousand games' records
// made at once held the thread (and every move behind it) for half a second.
constexpr int RecordsSliceMs = 4;
} // namespace

GameFeed::GameFeed(QObject *parent)
    : QObject(parent), m_vcsCardSeconds(rulings::CardPolicy().enabled ? rulings::CardPolicy().yellowAfterSeconds : 0),
      m_finishedFeedsAfterMs(vcs::VcsThresholds().finishedLiveAfterMs), m_pairingTimer(this), m_recordsTimer(this),
      m_recordsSlice(this)
{
    m_recordsTimer.setSingleShot(true);
    m_recordsTimer.setInterval(RecordsWaitMs);
    connect(&m_recordsTimer, &QTimer::timeout, this, [this] { queueRecords(takeDirtyRecords(), false); });
    m_recordsSlice.setSingleShot(true);
    m_recordsSlice.setInterval(0);
    connect(&m_recordsSlice, &QTimer::timeout, this, &GameFeed::storeRecordSlice);
    m_pairingTimer.setSingleShot(true);
    m_pairingTimer.setInterval(2000);
    connect(&m_pairingTimer, &QTimer::timeout, this, &GameFeed::storePairings);
    qRegisterMetaType<arbiter::zone::ConnectionHealth>();
    qRegisterMetaType<arbiter::live::GameSnapshot>();
    qRegisterMetaType<QList<arbiter::live::GameSnapshot>>();
    qRegisterMetaType<arbiter::zone::ZoneSource>();
    qRegisterMetaType<arbiter::vcs::VcsEvent>();
    qRegisterMetaType<arbiter::zone::ZoneCommandOutcome>();
}

GameFeed::~GameFeed()
{
    stop();
}

void GameFeed::attachStore(storage::StoreWriter *writer, qint64 eventId)
{
    detachStore();
    m_writer = writer;
    m_eventId = eventId;
    m_pairingsStored.clear();
    m_recordsEnded.clear();
    if (!m_writer)
        return;
    if (m_registry) // the games followed before the store was attached are kept too
        for (const QString &id : m_registry->ids())
            m_recordsDirty.insert(id);
    if (!m_recordsDirty.isEmpty())
        m_recordsTimer.start();
}

void GameFeed::detachStore()
{
    flushRecords();
    storePairings(); // the links that wait belong to this event
    m_pairingTimer.stop();
    m_writer = nullptr;
    m_eventId = 0;
}

// Each setter passes on only its own value: the event's rules (re)start the detector's no-show
// check, which a card policy or a feeds setting must not do.
void GameFeed::setEventRules(const event::EventInfo &info)
{
    m_rules = info;
    if (m_detector)
        m_detector->setEventRules(m_rules.timeControl, std::int64_t(m_rules.defaultTimeMinutes) * 60'000);
}

void GameFeed::setVcsCardSeconds(int seconds)
{
    m_vcsCardSeconds = seconds;
    if (m_detector)
        m_detector->setVcsCardSeconds(m_vcsCardSeconds);
}

void GameFeed::setFinishedFeedsAfterMs(qint64 ms)
{
    m_finishedFeedsAfterMs = ms;
    if (m_detector)
        m_detector->setFinishedFeedsAfterMs(m_finishedFeedsAfterMs);
}

// A new detector (a new source) gets every rule at once.
void GameFeed::applyRules()
{
    if (!m_detector)
        return;
    m_detector->setEventRules(m_rules.timeControl, std::int64_t(m_rules.defaultTimeMinutes) * 60'000);
    m_detector->setVcsCardSeconds(m_vcsCardSeconds);
    m_detector->setFinishedFeedsAfterMs(m_finishedFeedsAfterMs);
}

void GameFeed::reportVcs(const vcs::VcsEvent &event)
{
    if (!m_registry)
        return;
    vcs::VcsEvent e = event;
    if (e.utcMs == 0)
        e.utcMs = QDateTime::currentMSecsSinceEpoch();
    m_registry->apply(e);
}

void GameFeed::startSimulator(const QUrl &url, const QByteArray &token)
{
    zone::ZoneSource source;
    source.kind = zone::ZoneSource::Kind::Simulator;
    source.baseUrl = url;
    source.token = token;
    start(source);
}

void GameFeed::start(const zone::ZoneSource &source)
{
    stop();
    if (auto error = source.check()) {
        Q_EMIT problem(error->message);
        Q_EMIT healthChanged({zone::ConnectionHealth::State::Failed, 0, error->message});
        return;
    }
    m_network = std::make_unique<QNetworkAccessManager>();
    attach(zone::makeAdapter(m_network.get(), source).release());
}

void GameFeed::attach(zone::ZoneAdapter *adapter)
{
    m_registry = std::make_unique<live::LiveGameRegistry>();
    m_publisher = std::make_unique<live::SnapshotPublisher>(m_registry.get());
    m_detector = std::make_unique<watch::IncidentDetector>(m_registry.get());
    applyRules();
    connect(m_detector.get(), &watch::IncidentDetector::incidentsReady, this, &GameFeed::incidentsDetected);
    m_adapter.reset(adapter);
    connect(m_registry.get(), &live::LiveGameRegistry::gamesChanged, this, &GameFeed::gamesChanged);
    connect(m_registry.get(), &live::LiveGameRegistry::gamesChanged, this, &GameFeed::noteGames);
    connect(m_registry.get(), &live::LiveGameRegistry::gameRestarting, this,
            [this](const QString &id) { storeRecords({id}); });
    connect(adapter, &zone::ZoneAdapter::eventsReady, m_registry.get(),
            [this](const QList<zone::ZoneEvent> &events) { m_registry->apply(events); });
    connect(adapter, &zone::ZoneAdapter::healthChanged, this, &GameFeed::healthChanged);
    connect(adapter, &zone::ZoneAdapter::problem, this, &GameFeed::problem);
    Q_EMIT adapterChanged(adapter);
    connect(m_publisher.get(), &live::SnapshotPublisher::snapshotsReady, this, &GameFeed::snapshotsReady);
    connect(m_publisher.get(), &live::SnapshotPublisher::snapshotsReady, this, &GameFeed::notePairings);
    connect(m_publisher.get(), &live::SnapshotPublisher::recordsReady, this, &GameFeed::recordsReady);
    for (const QString &id : std::as_const(m_watched))
        m_publisher->watch(id);
    Q_EMIT sourceChanged();
    Q_EMIT sourceAnnounced();
    Q_EMIT described(adapter->description());
    adapter->start();
}

void GameFeed::watch(const QString &gameId)
{
    m_watched.insert(gameId);
    if (m_publisher)
        m_publisher->watch(gameId);
}

void GameFeed::unwatch(const QString &gameId)
{
    m_watched.remove(gameId);
    if (m_publisher)
        m_publisher->unwatch(gameId);
}

void GameFeed::noteGames(const QList<QString> &ids)
{
    if (!m_writer || !m_registry)
        return;
    QList<QString> ended;
    for (const QString &id : ids) {
        const live::LiveGame *game = m_registry->game(id);
        if (!game)
            continue;
        if (zone::ZoneStatusInfo::isTerminal(game->status())) {
            if (!m_recordsEnded.contains(id))
                ended.append(id);
            else
                m_recordsDirty.insert(id); // a late event after the end (a result review, a reconnection)
        } else {
            m_recordsEnded.remove(id); // restarted
            m_recordsDirty.insert(id);
        }
    }
    if (!ended.isEmpty())
        queueRecords(ended, true);
    if (!m_recordsDirty.isEmpty() && !m_recordsTimer.isActive())
        m_recordsTimer.start();
}

QList<QString> GameFeed::takeDirtyRecords()
{
    m_recordsTimer.stop();
    return QList<QString>(m_recordsDirty.cbegin(), m_recordsDirty.cend());
}

void GameFeed::queueRecords(const QList<QString> &ids, bool first)
{
    QList<QString> fresh;
    for (const QString &id : ids)
        if (!m_recordsQueued.contains(id)) {
            m_recordsQueued.insert(id);
            fresh.append(id);
        }
    if (first)
        m_recordsQueue = fresh + m_recordsQueue;
    else
        m_recordsQueue += fresh;
    if (!m_recordsQueue.isEmpty() && !m_recordsSlice.isActive())
        m_recordsSlice.start();
}

// The queued records a few milliseconds at a time, a few games to a transaction; the moves that
// arrive meanwhile are taken between slices.
void GameFeed::storeRecordSlice()
{
    constexpr int GamesPerWrite = 8;
    QElapsedTimer spent;
    spent.start();
    do {
        QList<QString> batch = m_recordsQueue.mid(0, GamesPerWrite);
        m_recordsQueue.remove(0, batch.size());
        for (const QString &id : std::as_const(batch))
            m_recordsQueued.remove(id);
        storeRecords(batch);
    } while (!m_recordsQueue.isEmpty() && spent.elapsed() < RecordsSliceMs);
    if (!m_recordsQueue.isEmpty())
        m_recordsSlice.start();
}

void GameFeed::flushRecords()
{
    m_recordsSlice.stop();
    QList<QString> all = std::exchange(m_recordsQueue, {});
    m_recordsQueued.clear();
    for (const QString &id : takeDirtyRecords())
        if (!all.contains(id))
            all.append(id);
    storeRecords(all);
}

void GameFeed::storeRecords(const QList<QString> &ids)
{
    if (!m_writer || !m_registry || ids.isEmpty())
        return;
    const std::int64_t utcNow = QDateTime::currentMSecsSinceEpoch();
    const std::int64_t offset = utcNow - m_registry->now();
    const QString eventName = m_rules.name;
    QList<storage::StoredGame> games;
    for (const QString &id : ids) {
        m_recordsDirty.remove(id);
        const live::LiveGame *game = m_registry->game(id);
        if (!game)
            continue;
        const live::GameRecord record = live::GameRecord::of(*game, eventName);
        storage::StoredGame g;
        g.gameId = id;
        g.attempt = record.restarts;
        g.round = record.pairing.round;
        g.board = record.pairing.board;
        g.white = record.pairing.white;
        g.black = record.pairing.black;
        g.status = QString(zone::ZoneStatusInfo::name(record.status));
        g.result = QString(zone::ZoneStatusInfo::pgnResult(record.status, record.winner));
        g.plies = int(record.plies.size());
        g.record = record.toJson(offset, &m_recordJson[id]);
        g.pgn = record.pgn;
        g.updatedUtcMs = utcNow;
        games.append(std::move(g));
        if (zone::ZoneStatusInfo::isTerminal(record.status)) {
            m_recordsEnded.insert(id);
            m_recordJson.remove(id); // a finished game's record is seldom written again
        }
    }
    if (games.isEmpty())
        return;
    // Relaxed, a finished game's record too: synced beside the zone thread within a fraction of a
    // second (a durable commit here held every live game back for as long as the disk took, up to
    // 250 ms measured, in every 4-ms slice that held a finished game).
    const qint64 eventId = m_eventId;
    m_writer->submit(QStringLiteral("game records"), int(games.size()), [eventId, games](storage::EventStore &store) {
        return store.saveGameRecords(eventId, games, storage::EventStore::Durability::Relaxed);
    });
}

void GameFeed::notePairings(const QList<live::GameSnapshot> &snapshots)
{
    if (!m_writer)
        return;
    for (const live::GameSnapshot &s : snapshots)
        if (s.pairing.board > 0 && !m_pairingsStored.contains(s.id))
            m_pendingPairings.insert(s.id, s.pairing);
    if (!m_pendingPairings.isEmpty() && !m_pairingTimer.isActive())
        m_pairingTimer.start();
}

void GameFeed::storePairings()
{
    if (!m_writer || m_pendingPairings.isEmpty())
        return;
    // Targeted statements (a game id learnt, a pairing added), so the arbiter's own edits in
    // between are kept; the event's round is read when written.
    const QHash<QString, zone::Pairing> pending = std::exchange(m_pendingPairings, {});
    for (auto it = pending.cbegin(); it != pending.cend(); ++it)
        m_pairingsStored.insert(it.key());
    const qint64 eventId = m_eventId;
    QList<storage::EventStore::ZoneGame> games;
    for (auto it = pending.cbegin(); it != pending.cend(); ++it)
        games.append({it.key(), it->board, it->white, it->whiteId, it->black, it->blackId});
    m_writer->submit(QStringLiteral("zone pairings"), 1, [eventId, games](storage::EventStore &store) {
        return store.linkZoneGames(eventId, games, storage::EventStore::Durability::Relaxed);
    });
    Q_EMIT pairingsLinked();
}

void GameFeed::stop()
{
    flushRecords();
    m_recordJson.clear();
    const bool had = m_adapter != nullptr;
    if (m_adapter)
        m_adapter->stop();
    m_adapter.reset();
    if (had)
        Q_EMIT adapterChanged(nullptr);
    m_detector.reset();
    m_publisher.reset();
    m_registry.reset();
    m_network.reset();
}

} // namespace arbiter::session
