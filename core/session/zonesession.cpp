#include "core/session/zonesession.h"

#include "core/evidence/evidencepolicy.h"
#include "core/evidence/evidencestore.h"
#include "core/live/gamerecord.h"
#include "core/live/livegameregistry.h"
#include "core/live/snapshotpublisher.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/rulingservice.h"
#include "core/rulings/scorerules.h"
#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "core/watch/incidentdetector.h"
#include "core/zone/adapterfactory.h"
#include "core/zone/zoneadapter.h"

#include <QDateTime>
#include <QElapsedTimer>

#include <QNetworkAccessManager>

#include <algorithm>
#include <tuple>
#include <utility>

namespace arbiter::session {

namespace {
// How long a changed game's record waits before it is written with the others that changed meanwhile.
constexpr int RecordsWaitMs = 10'000;
// How long one turn of the session's thread may spend making records: a thousand games' records
// made at once held the thread (and every move behind it) for half a second.
constexpr int RecordsSliceMs = 4;
} // namespace

ZoneSession::ZoneSession(QObject *parent)
    : QObject(parent), m_retentionTimer(this), m_pairingTimer(this), m_recordsTimer(this), m_recordsSlice(this),
      m_rulingsTimer(this)
{
    m_recordsTimer.setSingleShot(true);
    m_recordsTimer.setInterval(RecordsWaitMs);
    connect(&m_recordsTimer, &QTimer::timeout, this, [this] { queueRecords(takeDirtyRecords(), false); });
    m_recordsSlice.setSingleShot(true);
    m_recordsSlice.setInterval(0);
    connect(&m_recordsSlice, &QTimer::timeout, this, &ZoneSession::storeRecordSlice);
    // The arbiters of one event share its log: rows other consoles (one PostgreSQL database) or
    // arbiterctl (the same SQLite file) appended are read every few seconds, and before every ruling.
    m_rulingsTimer.setInterval(3000);
    connect(&m_rulingsTimer, &QTimer::timeout, this, [this] {
        if (m_rulings)
            m_rulings->refresh();
    });
    m_pairingTimer.setSingleShot(true);
    m_retentionTimer.setInterval(3600 * 1000);
    connect(&m_retentionTimer, &QTimer::timeout, this, &ZoneSession::purgeEvidence);
    m_pairingTimer.setInterval(2000);
    connect(&m_pairingTimer, &QTimer::timeout, this, &ZoneSession::storePairings);
    qRegisterMetaType<arbiter::zone::ConnectionHealth>();
    qRegisterMetaType<arbiter::vcs::VcsEvent>();
    qRegisterMetaType<arbiter::vcs::VcsSettings>();
    qRegisterMetaType<arbiter::vcs::ServerPresence>();
    qRegisterMetaType<arbiter::evidence::EvidenceCapture>();
    qRegisterMetaType<arbiter::evidence::EvidenceItem>();
    qRegisterMetaType<QList<arbiter::evidence::EvidenceItem>>();
    qRegisterMetaType<arbiter::event::FeedRoster>();
    qRegisterMetaType<arbiter::live::GameSnapshot>();
    qRegisterMetaType<QList<arbiter::live::GameSnapshot>>();
    qRegisterMetaType<arbiter::zone::ZoneSource>();
    qRegisterMetaType<arbiter::storage::SaveState>();
    qRegisterMetaType<arbiter::rulings::Ruling>();
    qRegisterMetaType<QList<arbiter::event::StaffMember>>();
    qRegisterMetaType<arbiter::zone::ZoneCommandOutcome>();
}

ZoneSession::~ZoneSession()
{
    stop();
    detachStore();
}

void ZoneSession::detachStore()
{
    flushRecords();
    if (m_writer && !m_writer->flush()) // a last try: the console is closing or changing events
        qWarning("arbiter: %d items were not saved to the event database: %s", m_writer->state().unsavedItems,
                 qPrintable(m_writer->state().reason));
    const bool wasUnsaved = m_writer && !m_writer->state().saved();
    if (m_rulings)
        Q_EMIT rulingsCleared();
    m_rulings.reset();
    m_rulingLog.reset();
    m_evidence.reset();
    m_retentionTimer.stop();
    m_writer.reset();
    m_store.reset();
    m_eventId = 0;
    if (wasUnsaved)
        Q_EMIT saveStateChanged({});
}

storage::SaveState ZoneSession::saveState() const
{
    return m_writer ? m_writer->state() : storage::SaveState{};
}

void ZoneSession::persistTo(const storage::StoreConfig &config, qint64 eventId)
{
    detachStore();
    if (config.isEmpty())
        return;
    auto opened = std::make_unique<storage::EventStore>();
    if (auto error = opened->open(config)) {
        Q_EMIT problem(error->message);
        return;
    }
    adopt(std::move(opened), eventId);
}

ZoneSession::Opening ZoneSession::openEvent(const storage::StoreConfig &config, bool resumeLast,
                                            const QString &newEventName, bool rememberAsLast)
{
    detachStore();
    Opening result;
    auto opened = std::make_unique<storage::EventStore>();
    if (auto error = opened->open(config)) {
        result.openError = *error;
        return result;
    }
    if (auto last = opened->lastOpenedEvent(); resumeLast && last && last.value()) {
        if (auto loaded = opened->loadEvent(*last.value()))
            result.event = loaded->info;
    }
    if (result.event.id == 0) {
        result.event.name = newEventName;
        auto created = opened->createEvent(result.event);
        if (!created) {
            result.error = created.error();
            return result;
        }
        result.event.id = created.value();
    }
    if (rememberAsLast)
        if (auto error = opened->setLastOpenedEvent(result.event.id)) {
            result.error = *error;
            return result;
        }
    adopt(std::move(opened), result.event.id);
    if (m_rulings)
        result.staff = m_rulings->staff();
    return result;
}

void ZoneSession::adopt(std::unique_ptr<storage::EventStore> opened, qint64 eventId)
{
    auto stored = opened->incidents(eventId);
    if (!stored) {
        Q_EMIT problem(stored.error().message);
        return;
    }
    m_store = std::move(opened);
    // The zone thread carries every live game: it never waits for the disk for what the zone and
    // the detectors write (records, incidents, pairings), which is synced beside it (rulings are
    // synced at their commit).
    m_store->syncRelaxedCommitsInBackground();
    m_writer = std::make_unique<storage::StoreWriter>(m_store.get());
    connect(m_writer.get(), &storage::StoreWriter::stateChanged, this, &ZoneSession::saveStateChanged);
    connect(m_writer.get(), &storage::StoreWriter::refused, this, &ZoneSession::problem);
    m_eventId = eventId;
    m_pairingsStored.clear();
    m_recordsEnded.clear();
    if (m_registry) // the games followed before the store was attached are kept too
        for (const QString &id : m_registry->ids())
            m_recordsDirty.insert(id);
    if (!m_recordsDirty.isEmpty())
        m_recordsTimer.start();
    // What this session saw before the store was attached is kept too.
    store(QList<watch::Incident>(m_incidents.cbegin(), m_incidents.cend()));
    for (const watch::Incident &i : stored.value())
        if (!m_incidents.contains(i.key))
            m_incidents.insert(i.key, i);
    if (!stored->isEmpty())
        Q_EMIT incidentsReady(stored.value());

    m_rulingLog = std::make_unique<rulings::SqlRulingLog>(*m_store);
    m_rulings = std::make_unique<rulings::RulingService>(m_rulingLog.get());
    connect(m_rulings.get(), &rulings::RulingService::recorded, this, &ZoneSession::rulingRecorded);
    connect(m_rulings.get(), &rulings::RulingService::suggested, this, &ZoneSession::rulingSuggested);
    connect(m_rulings.get(), &rulings::RulingService::problem, this, &ZoneSession::problem);
    if (auto staff = m_store->eventValue(eventId, QStringLiteral("staff")); staff && staff.value()) {
        if (auto parsed = event::StaffMember::fromJson(staff.value()->toUtf8()))
            m_rulings->setStaff(parsed.value());
        else
            Q_EMIT problem(parsed.error().message);
    }
    m_players.clear();
    if (auto loaded = m_store->loadEvent(eventId)) {
        m_rulings->setCurrentRound(loaded->info.currentRound);
        m_eventRules = loaded->info;
        m_players = loaded->players;
        applyEventRules();
    }
    if (auto error = m_rulings->load(eventId))
        Q_EMIT problem(error->message);
    m_cardPolicy.clear();
    if (auto policy = m_store->eventValue(eventId, QStringLiteral("card-policy")); policy && policy.value())
        m_cardPolicy = policy.value()->toUtf8();
    applyCardPolicy();
    m_evidence = std::make_unique<evidence::EvidenceStore>(*m_store);
    if (auto error = m_evidence->prepare())
        Q_EMIT problem(error->message);
    purgeEvidence();
    m_retentionTimer.start();
    m_vcsSettings = vcs::VcsSettings();
    if (auto stored = m_store->eventValue(eventId, QStringLiteral("vcs-settings")); stored && stored.value()) {
        if (auto settings = vcs::VcsSettings::fromJson(stored.value()->toUtf8()))
            m_vcsSettings = settings.value();
        else
            Q_EMIT problem(settings.error().message);
    }
    applyVcsSettings();
    connectRulings();
    // PostgreSQL tells this console at once when another one of the event records a ruling; the
    // poll stays (slower) for what a notification cannot cover: a restarted server, arbiterctl on
    // an SQLite file.
    const bool notified
        = m_store->listen(QStringLiteral("arbiter_rulings"), m_rulings.get(), [this, eventId](const QString &payload) {
              if (m_rulings && payload == QString::number(eventId))
                  m_rulings->refresh();
          });
    m_rulingsTimer.setInterval(notified ? 15'000 : 3000);
    m_rulingsTimer.start();
}

void ZoneSession::applyEventRules()
{
    if (m_detector)
        m_detector->setEventRules(m_eventRules.timeControl, std::int64_t(m_eventRules.defaultTimeMinutes) * 60'000);
    if (m_rulings)
        m_rulings->setCurrentRound(m_eventRules.currentRound);
}

void ZoneSession::applyCardPolicy()
{
    auto policy = rulings::CardPolicy::fromJson(m_cardPolicy);
    if (!policy) {
        Q_EMIT problem(policy.error().message);
        policy = rulings::CardPolicy();
    }
    if (m_detector)
        m_detector->setVcsCardSeconds(policy->enabled ? policy->yellowAfterSeconds : 0);
    Q_EMIT cardPolicyChanged(policy->toJson());
}

void ZoneSession::saveCardPolicy(const QByteArray &policyJson)
{
    if (!m_store)
        return;
    if (auto parsed = rulings::CardPolicy::fromJson(policyJson); !parsed) {
        Q_EMIT problem(parsed.error().message);
        return;
    }
    if (auto error = m_store->setEventValue(m_eventId, QStringLiteral("card-policy"), QString::fromUtf8(policyJson))) {
        Q_EMIT problem(error->message);
        return;
    }
    m_cardPolicy = policyJson;
    applyCardPolicy();
}

void ZoneSession::markVcs(const QString &gameId, chess::Color side, bool onVcs)
{
    vcs::VcsEvent e;
    e.type = vcs::VcsEvent::Type::Presence;
    e.source = vcs::VcsEvent::Source::Arbiter;
    e.gameId = gameId;
    e.side = side;
    e.on = onVcs;
    e.utcMs = QDateTime::currentMSecsSinceEpoch();
    reportVcs(e);
}

void ZoneSession::reportVcs(const vcs::VcsEvent &event)
{
    if (!m_registry)
        return;
    vcs::VcsEvent e = event;
    if (e.utcMs == 0)
        e.utcMs = QDateTime::currentMSecsSinceEpoch();
    m_registry->apply(e);
}

void ZoneSession::applyVcsSettings()
{
    if (m_detector)
        m_detector->setFinishedFeedsAfterMs(m_vcsSettings.thresholds.finishedLiveAfterMs);
    m_roster = event::FeedRoster(m_vcsSettings, m_eventRules.name, m_players);
    // The video server's presence stream, followed while the event names one.
    if (!m_vcsSettings.presenceUrl.isEmpty() && !m_presence) {
        m_presenceNetwork = std::make_unique<QNetworkAccessManager>();
        m_presence = std::make_unique<VcsPresenceClient>(m_presenceNetwork.get());
        connect(m_presence.get(), &VcsPresenceClient::reported, this, &ZoneSession::takeServerPresence);
        connect(m_presence.get(), &VcsPresenceClient::connectionChanged, this, &ZoneSession::vcsPresenceChanged);
        connect(m_presence.get(), &VcsPresenceClient::problem, this, &ZoneSession::problem);
    }
    if (m_presence)
        m_presence->setUrl(QUrl(m_vcsSettings.presenceUrl));
    Q_EMIT vcsSettingsChanged(m_vcsSettings);
    Q_EMIT feedRosterChanged(m_roster);
}

void ZoneSession::saveVcsSettings(const vcs::VcsSettings &settings)
{
    // Checked as it will be read back: a template the console cannot play is refused with the reason.
    if (auto checked = vcs::VcsSettings::fromJson(settings.toJson()); !checked) {
        Q_EMIT problem(checked.error().message);
        return;
    }
    if (m_store)
        if (auto error
            = m_store->setEventValue(m_eventId, QStringLiteral("vcs-settings"), QString::fromUtf8(settings.toJson()))) {
            Q_EMIT problem(error->message);
            return;
        }
    m_vcsSettings = settings;
    applyVcsSettings();
}

void ZoneSession::takeServerPresence(const vcs::ServerPresence &report)
{
    if (!m_registry)
        return;
    for (const vcs::VcsEvent &e : m_presenceMap.take(report, m_roster, *m_registry))
        reportVcs(e);
}

void ZoneSession::storeEvidence(const evidence::EvidenceCapture &capture)
{
    if (!m_evidence)
        return;
    const auto &me = m_rulings ? m_rulings->identity() : std::nullopt;
    const auto kept = m_evidence->store(m_eventId, capture, me ? me->name : QStringLiteral("console"));
    if (!kept) {
        Q_EMIT problem(kept.error().message);
        return;
    }
    listEvidence();
}

void ZoneSession::listEvidence()
{
    if (!m_evidence)
        return;
    const auto items = m_evidence->list(m_eventId);
    if (!items) {
        Q_EMIT problem(items.error().message);
        return;
    }
    const auto final = m_evidence->resultsFinal(m_eventId);
    Q_EMIT evidenceListed(items.value(), final && final.value() ? qint64(*final.value()) : 0);
}

void ZoneSession::openEvidence(qint64 id)
{
    if (!m_evidence)
        return;
    const auto &me = m_rulings ? m_rulings->identity() : std::nullopt;
    if (!me) {
        Q_EMIT evidenceRefused(tr("Say who you are first (Rulings > Who am I): only the chief arbiter may open "
                                  "VCS evidence."));
        return;
    }
    const auto data = m_evidence->open(m_eventId, id, *me);
    if (!data) {
        Q_EMIT evidenceRefused(data.error().message);
        return;
    }
    Q_EMIT evidenceOpened(id, data.value());
}

void ZoneSession::holdEvidence(qint64 id, bool held)
{
    manageEvidence([&](const event::StaffMember &me) { return m_evidence->setHeld(m_eventId, id, held, me); });
}

void ZoneSession::declareResultsFinal()
{
    manageEvidence([&](const event::StaffMember &me) { return m_evidence->declareResultsFinal(m_eventId, me); });
}

void ZoneSession::manageEvidence(const std::function<std::optional<Error>(const event::StaffMember &)> &action)
{
    if (!m_evidence)
        return;
    const auto &me = m_rulings ? m_rulings->identity() : std::nullopt;
    const auto error = me
        ? action(*me)
        : std::optional(Error{*evidence::EvidencePolicy::manageRefusal(event::StaffMember::Role::Arbiter)});
    if (error)
        Q_EMIT evidenceRefused(error->message);
    listEvidence();
}

// Appendix I A.5: what is due (a year after the results became final, not held) is deleted, and the
// deletion logged.
void ZoneSession::purgeEvidence()
{
    if (!m_evidence)
        return;
    const auto deleted = m_evidence->purgeDue(m_eventId);
    if (!deleted)
        Q_EMIT problem(deleted.error().message);
    else if (deleted.value() > 0)
        listEvidence();
}

void ZoneSession::connectRulings()
{
    if (!m_rulings)
        return;
    m_rulings->setGameContext([this](const QString &id) {
        rulings::GameContext c;
        const live::LiveGame *g = m_registry ? m_registry->game(id) : nullptr;
        if (!g)
            return c;
        c.known = true;
        c.ended = g->isEnded();
        c.plies = g->plies();
        const std::int64_t now = m_registry->now();
        if (g->clock().status() != clock::ClockState::Status::NotStarted) {
            c.whiteMs = g->clock().remainingMs(chess::White, now);
            c.blackMs = g->clock().remainingMs(chess::Black, now);
        }
        if (const auto score = c.ended ? rulings::ScoreRules::fromPgnResult(QString(g->result())) : std::nullopt)
            std::tie(c.zoneWhiteHalves, c.zoneBlackHalves) = *score;
        return c;
    });
    if (!m_adapter) {
        m_rulings->setZone({}, {});
        return;
    }
    zone::ZoneAdapter *adapter = m_adapter.get();
    m_rulings->setZone(adapter->capabilities(), [adapter](const zone::ZoneCommand &c) { adapter->submit(c); });
    connect(adapter, &zone::ZoneAdapter::commandFinished, m_rulings.get(), &rulings::RulingService::onCommandFinished,
            Qt::UniqueConnection);
    // After the registry took them: the confirming event is already on the boards.
    connect(adapter, &zone::ZoneAdapter::eventsReady, m_rulings.get(), &rulings::RulingService::onZoneEvents,
            Qt::UniqueConnection);
}

void ZoneSession::announceIdentity()
{
    if (!m_rulings)
        return;
    const auto &me = m_rulings->identity();
    Q_EMIT identityChanged(me ? me->name : QString(), me ? int(me->role) : -1, m_rulings->staff());
}

void ZoneSession::setIdentity(const QString &name)
{
    if (!m_rulings)
        return;
    if (auto error = m_rulings->setIdentity(name))
        Q_EMIT problem(error->message);
    announceIdentity();
}

void ZoneSession::saveStaff(const QList<event::StaffMember> &staff)
{
    if (!m_rulings || !m_store)
        return;
    if (auto error = m_store->setEventValue(m_eventId, QStringLiteral("staff"),
                                            QString::fromUtf8(event::StaffMember::toJson(staff)))) {
        Q_EMIT problem(error->message);
        return;
    }
    m_rulings->setStaff(staff);
    if (const auto &me = m_rulings->identity())
        m_rulings->setIdentity(me->name); // the role may have changed
    announceIdentity();
}

void ZoneSession::issueRuling(const rulings::Ruling &draft)
{
    if (!m_rulings) {
        Q_EMIT rulingRefused(tr("No event is open."), draft);
        return;
    }
    auto stored = m_rulings->issue(draft);
    if (!stored)
        Q_EMIT rulingRefused(stored.error().message, draft);
}

void ZoneSession::notePairings(const QList<live::GameSnapshot> &snapshots)
{
    if (!m_store)
        return;
    for (const live::GameSnapshot &s : snapshots)
        if (s.pairing.board > 0 && !m_pairingsStored.contains(s.id))
            m_pendingPairings.insert(s.id, s.pairing);
    if (!m_pendingPairings.isEmpty() && !m_pairingTimer.isActive())
        m_pairingTimer.start();
}

void ZoneSession::storePairings()
{
    if (!m_store || m_pendingPairings.isEmpty())
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
}

void ZoneSession::store(const QList<watch::Incident> &incidents)
{
    if (!m_writer || incidents.isEmpty())
        return;
    const qint64 eventId = m_eventId;
    m_writer->submit(QStringLiteral("%1 incidents").arg(incidents.size()), int(incidents.size()),
                     [eventId, incidents](storage::EventStore &store) {
                         return store.upsertIncidents(eventId, incidents, storage::EventStore::Durability::Relaxed);
                     });
}

void ZoneSession::saveEventInfo(const event::EventInfo &info)
{
    if (!m_writer)
        return;
    m_eventRules = info;
    applyEventRules();
    m_writer->submit(QStringLiteral("event settings"), 1,
                     [info](storage::EventStore &store) { return store.updateEvent(info); });
}

void ZoneSession::saveEventSetup(const event::EventData &before, const event::EventData &after)
{
    if (!m_writer)
        return;
    m_eventRules = after.info;
    m_players = after.players;
    applyEventRules();
    applyVcsSettings(); // the players' own feed addresses, the event's name in the template
    m_writer->submit(QStringLiteral("event set-up"), 1,
                     [before, after](storage::EventStore &store) { return store.saveSetup(before, after); });
}

Result<event::EventData> ZoneSession::loadEvent()
{
    if (!m_store)
        return Error{tr("No event database is open.")};
    return m_store->loadEvent(m_eventId);
}

void ZoneSession::takeIncidents(QList<watch::Incident> incidents)
{
    // A detector's update (a disconnection that ended) never undoes an arbiter's review.
    for (watch::Incident &i : incidents) {
        if (auto known = m_incidents.constFind(i.key); known != m_incidents.cend())
            i = i.withKeptReview(*known);
        m_incidents.insert(i.key, i);
    }
    store(incidents);
    Q_EMIT incidentsReady(incidents);
}

void ZoneSession::reviewIncident(const QString &key, watch::Incident::ReviewState state, const QString &note,
                                 const QString &arbiter)
{
    auto it = m_incidents.find(key);
    if (it == m_incidents.end())
        return;
    const std::int64_t now = QDateTime::currentMSecsSinceEpoch();
    if (m_writer) {
        const qint64 eventId = m_eventId;
        m_writer->submit(QStringLiteral("review of %1").arg(key), 1,
                         [eventId, key, state, note, arbiter, now](storage::EventStore &store) {
                             return store.setIncidentReview(eventId, key, state, note, arbiter, now);
                         });
    }
    it->reviewState = state;
    it->reviewNote = note;
    it->reviewedBy = arbiter;
    it->reviewedUtcMs = now;
    Q_EMIT incidentsReady({*it});
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
    attach(zone::makeAdapter(m_network.get(), source).release());
}

void ZoneSession::attach(zone::ZoneAdapter *adapter)
{
    m_registry = std::make_unique<live::LiveGameRegistry>();
    m_publisher = std::make_unique<live::SnapshotPublisher>(m_registry.get());
    m_detector = std::make_unique<watch::IncidentDetector>(m_registry.get());
    if (auto policy = rulings::CardPolicy::fromJson(m_cardPolicy); policy && policy->enabled)
        m_detector->setVcsCardSeconds(policy->yellowAfterSeconds);
    applyVcsSettings();
    applyEventRules();
    connect(m_detector.get(), &watch::IncidentDetector::incidentsReady, this, &ZoneSession::takeIncidents);
    m_adapter.reset(adapter);
    connect(m_registry.get(), &live::LiveGameRegistry::gamesChanged, this, &ZoneSession::noteGames);
    connect(m_registry.get(), &live::LiveGameRegistry::gameRestarting, this,
            [this](const QString &id) { storeRecords({id}); });
    connect(adapter, &zone::ZoneAdapter::eventsReady, m_registry.get(),
            [this](const QList<zone::ZoneEvent> &events) { m_registry->apply(events); });
    connect(adapter, &zone::ZoneAdapter::healthChanged, this, &ZoneSession::healthChanged);
    connect(adapter, &zone::ZoneAdapter::problem, this, &ZoneSession::problem);
    connectRulings();
    connect(m_publisher.get(), &live::SnapshotPublisher::snapshotsReady, this, &ZoneSession::snapshotsReady);
    connect(m_publisher.get(), &live::SnapshotPublisher::snapshotsReady, this, &ZoneSession::notePairings);
    connect(m_publisher.get(), &live::SnapshotPublisher::recordsReady, this, &ZoneSession::recordsReady);
    for (const QString &id : std::as_const(m_watched))
        m_publisher->watch(id);
    Q_EMIT sourceChanged();
    if (!m_incidents.isEmpty()) // the event's queue outlives a change of source
        Q_EMIT incidentsReady(QList<watch::Incident>(m_incidents.cbegin(), m_incidents.cend()));
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

void ZoneSession::noteGames(const QList<QString> &ids)
{
    if (m_registry && m_presence) {
        bool fresh = false;
        for (const QString &id : ids)
            if (!m_knownGames.contains(id)) {
                m_knownGames.insert(id);
                fresh = true;
            }
        if (fresh)
            for (const vcs::VcsEvent &e : m_presenceMap.apply(*m_registry))
                reportVcs(e);
    }
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

QList<QString> ZoneSession::takeDirtyRecords()
{
    m_recordsTimer.stop();
    return QList<QString>(m_recordsDirty.cbegin(), m_recordsDirty.cend());
}

void ZoneSession::queueRecords(const QList<QString> &ids, bool first)
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
void ZoneSession::storeRecordSlice()
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

void ZoneSession::flushRecords()
{
    m_recordsSlice.stop();
    QList<QString> all = std::exchange(m_recordsQueue, {});
    m_recordsQueued.clear();
    for (const QString &id : takeDirtyRecords())
        if (!all.contains(id))
            all.append(id);
    storeRecords(all);
}

void ZoneSession::storeRecords(const QList<QString> &ids)
{
    if (!m_writer || !m_registry || ids.isEmpty())
        return;
    const std::int64_t utcNow = QDateTime::currentMSecsSinceEpoch();
    const std::int64_t offset = utcNow - m_registry->now();
    const QString eventName = m_eventRules.name;
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

void ZoneSession::stop()
{
    flushRecords();
    m_recordJson.clear();
    if (m_adapter)
        m_adapter->stop();
    m_adapter.reset();
    m_detector.reset();
    m_publisher.reset();
    m_registry.reset();
    m_network.reset();
}

} // namespace arbiter::session
