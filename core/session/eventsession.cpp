#include "core/session/eventsession.h"

#include "core/live/livegameregistry.h"
#include "core/rulings/rulingservice.h"
#include "core/rulings/scorerules.h"
#include "core/session/evidencekeeper.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/teamsync.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "core/team/teamserver.h"
#include "core/zone/zoneadapter.h"

#include <QDateTime>
#include <QUuid>

#include <algorithm>
#include <tuple>

namespace arbiter::session {

namespace {
// The server refused a team login what it could read before: no right to a table (42501), or to
// its schema, which then reads as no such table (42P01). The login was taken off the staff.
bool isRefusal(const QString &sqlState)
{
    return sqlState == QLatin1String("42501") || sqlState == QLatin1String("42P01");
}
} // namespace

EventSession::EventSession(QObject *parent)
    : QObject(parent), m_feed(new GameFeed(this)), m_incidents(new IncidentBook(this)),
      m_presence(new VcsPresence(m_feed, this)),
      m_evidence(new EvidenceKeeper(
          [this]() -> std::optional<event::StaffMember> { return m_rulings ? m_rulings->identity() : std::nullopt; },
          this)),
      m_sync(new TeamSync(this)), m_origin(QUuid::createUuid().toString(QUuid::WithoutBraces)), m_roundTimer(this),
      m_rulingsTimer(this)
{
    qRegisterMetaType<arbiter::storage::SaveState>();
    qRegisterMetaType<arbiter::rulings::Ruling>();
    qRegisterMetaType<arbiter::rulings::CardPolicy>();
    qRegisterMetaType<QList<arbiter::event::StaffMember>>();
    qRegisterMetaType<arbiter::event::Sector>();
    qRegisterMetaType<arbiter::event::SectorPlan>();
    qRegisterMetaType<arbiter::event::PlayerDirectory>();
    // The parts, wired to each other in this one place (before anyone outside connects: a new
    // source re-sends the VCS settings and the roster before the screen hears of it, and the
    // incident book's queue right after it, before the new source's first events).
    connect(m_feed, &GameFeed::incidentsDetected, m_incidents, &IncidentBook::take);
    connect(m_feed, &GameFeed::sourceChanged, m_presence, &VcsPresence::announce);
    connect(m_feed, &GameFeed::sourceAnnounced, m_incidents, &IncidentBook::resend);
    connect(m_feed, &GameFeed::adapterChanged, this, &EventSession::connectZone);
    connect(m_feed, &GameFeed::problem, this, &EventSession::problem);
    connect(m_presence, &VcsPresence::problem, this, &EventSession::problem);
    connect(m_evidence, &EvidenceKeeper::problem, this, &EventSession::problem);
    // The arbiters of one event share its log: rows other consoles (one PostgreSQL database) or
    // arbiterctl (the same SQLite file) appended are read every few seconds, and before every ruling.
    m_rulingsTimer.setInterval(3000);
    connect(&m_rulingsTimer, &QTimer::timeout, this, [this] {
        if (m_rulings)
            m_rulings->refresh();
        if (!m_sync->notified())
            loadSectors(false); // arbiterctl beside the console on an SQLite file
    });
    // What the other consoles of a team event did, read again as the server announces it.
    connect(m_sync, &TeamSync::rulingsChanged, this, [this] {
        if (m_rulings)
            m_rulings->refresh();
    });
    connect(m_sync, &TeamSync::reviewChanged, this, &EventSession::loadReviews);
    connect(m_sync, &TeamSync::valueChanged, this, [this](const QString &key) {
        if (!m_store)
            return;
        if (key == QLatin1String("card-policy"))
            loadCardPolicy();
        else if (key == QLatin1String("vcs-settings"))
            loadVcsSettings();
        else if (key == QLatin1String("staff"))
            loadStaff();
        else if (key == QLatin1String("seminar"))
            loadSeminarState();
        else if (key == event::Venue::valueKey())
            loadEventInfo(true);
    });
    connect(m_sync, &TeamSync::eventChanged, this, [this] { loadEventInfo(true); });
    connect(m_sync, &TeamSync::marksChanged, this, &EventSession::applyMarks);
    connect(m_sync, &TeamSync::staffChanged, this, &EventSession::loadStaff);
    connect(m_sync, &TeamSync::feedsChanged, this, &EventSession::loadFeedAccess);
    connect(m_sync, &TeamSync::sectorsChanged, this, [this] { loadSectors(); });
    // The evidence list as the chief arbiter's dialog shows it: a hold on one console is on all.
    connect(m_sync, &TeamSync::evidenceChanged, m_evidence, &EvidenceKeeper::list);
    // The sectors' players are found on their boards, and the boards nobody watches, through the
    // round's pairings, which the zone's games extend as they come: read again a little after (only
    // when there are sectors).
    m_roundTimer.setSingleShot(true);
    m_roundTimer.setInterval(500);
    // … and the zone's games are the rulings' players' games: read them always.
    connect(m_feed, &GameFeed::pairingsLinked, this, [this] { m_roundTimer.start(); });
    connect(&m_roundTimer, &QTimer::timeout, this, [this] { loadEventInfo(false); });
    connect(m_sync, &TeamSync::caughtUp, this, &EventSession::catchUp);
    connect(m_sync, &TeamSync::connectionChanged, this, [this](bool online, const QString &message) {
        // Back from an absence, a login taken off the staff is still off it.
        if (online && m_offStaff)
            Q_EMIT serverConnectionChanged(false, m_offStaffMessage);
        else
            Q_EMIT serverConnectionChanged(online, message);
    });
    connect(m_sync, &TeamSync::standbyChanged, this, [this](bool up, const QString &message) {
        const auto &me = m_rulings ? m_rulings->identity() : std::nullopt;
        if (me
            && (me->role == event::StaffMember::Role::ChiefArbiter
                || me->role == event::StaffMember::Role::DeputyChiefArbiter))
            Q_EMIT standbyChanged(up, message);
    });
}

EventSession::~EventSession()
{
    m_feed->stop();
    detachStore();
}

const vcs::VcsSettings &EventSession::vcsSettings() const
{
    return m_presence->settings();
}

void EventSession::detachStore()
{
    m_feed->detachStore(); // what waits is written first
    if (m_writer && !m_writer->flush()) // a last try: the console is closing or changing events
        qWarning("arbiter: %d items were not saved to the event database: %s", m_writer->state().unsavedItems,
                 qPrintable(m_writer->state().reason));
    const bool wasUnsaved = m_writer && !m_writer->state().saved();
    if (m_rulings)
        Q_EMIT rulingsCleared();
    m_rulingsTimer.stop();
    m_roundTimer.stop();
    m_sync->detach();
    m_rulings.reset();
    m_rulingLog.reset();
    m_evidence->detach();
    m_incidents->detachStore();
    m_writer.reset();
    m_store.reset();
    m_eventId = 0;
    if (!m_sectors.isEmpty() || !m_round.isEmpty()) {
        m_sectors.clear();
        m_round.clear();
        announceSectors();
    }
    if (wasUnsaved)
        Q_EMIT saveStateChanged({});
}

storage::SaveState EventSession::saveState() const
{
    return m_writer ? m_writer->state() : storage::SaveState{};
}

void EventSession::persistTo(const storage::StoreConfig &config, qint64 eventId)
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

EventSession::Opening EventSession::openEvent(const storage::StoreConfig &config, bool resumeLast,
                                              const QString &newEventName, bool rememberAsLast)
{
    detachStore();
    Opening result;
    auto opened = std::make_unique<storage::EventStore>();
    if (auto error = opened->open(config)) {
        result.openError = *error;
        return result;
    }
    const auto team = team::TeamServer::isTeamEvent(opened->database());
    result.team = team && team.value();
    if (result.team) {
        // A team event's consoles open the event its administrator made; a login that is not on
        // its staff opens nothing.
        auto me = team::TeamServer::whoAmI(opened->database());
        if (!me) {
            result.error = me.error();
            return result;
        }
        auto events = opened->events();
        if (!events) {
            result.error = events.error();
            return result;
        }
        if (events->isEmpty()) {
            result.error = Error{tr("The team event holds no event yet: its administrator makes one with "
                                    "'arbiterctl team init URL --new-event NAME'.")};
            return result;
        }
        result.event = events->first();
        rememberAsLast = false;
    } else if (auto last = opened->lastOpenedEvent(); resumeLast && last && last.value()) {
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
    if (m_rulings) {
        result.staff = m_rulings->staff();
        result.me = m_rulings->identity();
    }
    return result;
}

void EventSession::adopt(std::unique_ptr<storage::EventStore> opened, qint64 eventId)
{
    auto stored = opened->incidents(eventId);
    if (!stored) {
        Q_EMIT problem(stored.error().message);
        return;
    }
    m_store = std::move(opened);
    // The session's thread carries every live game: it never waits for the disk for what the zone
    // and the detectors write (records, incidents, pairings), which is synced beside it (rulings are
    // synced at their commit).
    m_store->database().syncRelaxedCommitsInBackground();
    m_writer = std::make_unique<storage::StoreWriter>(m_store.get());
    connect(m_writer.get(), &storage::StoreWriter::stateChanged, this, &EventSession::saveStateChanged);
    connect(m_writer.get(), &storage::StoreWriter::refused, this, [this](const QString &message) {
        // A login taken off the staff has been told once that nothing more is recorded.
        if (!m_offStaff)
            Q_EMIT problem(message);
    });
    m_eventId = eventId;
    m_feed->attachStore(m_writer.get(), eventId);
    m_incidents->attachStore(m_writer.get(), eventId, stored.value());

    m_rulingLog = std::make_unique<rulings::SqlRulingLog>(m_store->database());
    m_rulings = std::make_unique<rulings::RulingService>(m_rulingLog.get());
    connect(m_rulings.get(), &rulings::RulingService::recorded, this, &EventSession::rulingRecorded);
    connect(m_rulings.get(), &rulings::RulingService::suggested, this, &EventSession::rulingSuggested);
    connect(m_rulings.get(), &rulings::RulingService::problem, this, [this](const QString &message) {
        if (!m_offStaff)
            Q_EMIT problem(message);
    });
    const auto team = team::TeamServer::isTeamEvent(m_store->database());
    m_team = team && team.value();
    if (std::exchange(m_offStaff, false))
        Q_EMIT serverConnectionChanged(true, QString());
    m_login = m_team ? team::TeamServer::login(m_store->database()) : QString();
    // Nothing of the previous event's feeds: no address until this event's settings are read (below),
    // so that its access never goes to the previous event's relay.
    m_presence->configure({}, QString(), {});
    m_presence->setAccess({});
    loadStaff();
    m_players.clear();
    m_directory = {};
    m_venuesSent = false;
    m_toldUnmatched.clear();
    m_rulings->setPlayerResolver([this](rulings::Ruling &draft) { resolvePlayers(draft); });
    loadEventInfo(false);
    if (auto error = m_rulings->load(eventId))
        Q_EMIT problem(error->message);
    loadCardPolicy();
    m_evidence->attach(m_store.get(), eventId);
    loadVcsSettings();
    m_appliedMarks.clear();
    applyMarks();
    loadSectors();
    loadSeminarState();
    connectRulings();
    // The other consoles of a team event: PostgreSQL says at once what they recorded, reviewed,
    // marked or set; the rulings poll stays (slower) for what a notification cannot cover
    // (arbiterctl on an SQLite file).
    m_sync->attach(&m_store->database(), eventId);
    m_rulingsTimer.setInterval(m_sync->notified() ? 15'000 : 3000);
    m_rulingsTimer.start();
}

void EventSession::loadStaff()
{
    if (!m_store || !m_rulings)
        return;
    if (m_team) {
        // Who is on the staff, and who this console is, are the server's: the login decides.
        storage::Database &db = m_store->database();
        auto staff = team::TeamServer::staff(db);
        const QString &login = m_login;
        // Taken off the staff while the console had the event open: no longer among its members, or
        // refused (isRefusal) what it could read before.
        const bool refused = !staff && isRefusal(db.lastFailureState());
        const bool offStaff = !login.isEmpty()
            && (refused
                || (staff && std::none_of(staff->cbegin(), staff->cend(), [&login](const event::StaffMember &m) {
                        return m.login == login;
                    })));
        if (!staff && !offStaff) {
            Q_EMIT problem(staff.error().message);
        } else if (offStaff) {
            if (staff)
                m_rulings->setStaff(staff.value());
            m_rulingsTimer.stop(); // nothing of the event may be read any more
            if (!std::exchange(m_offStaff, true)) {
                //: %1: the console's login
                m_offStaffMessage = tr("Your login %1 is no longer on this event's staff (its administrator "
                                       "removed it): this console can record nothing more on the event, and the "
                                       "relay no longer serves it the players' feeds.")
                                        .arg(login);
                Q_EMIT problem(m_offStaffMessage);
                Q_EMIT serverConnectionChanged(false, m_offStaffMessage); // in red beside the server's state, for good
            }
        } else {
            if (std::exchange(m_offStaff, false)) {
                Q_EMIT serverConnectionChanged(true, QString()); // back on the staff
                m_rulingsTimer.start();
            }
            m_rulings->setStaff(staff.value());
            if (auto me = team::TeamServer::whoAmI(db))
                m_rulings->setIdentity(me->name);
            else
                Q_EMIT problem(me.error().message);
        }
    } else if (auto staff = m_store->eventValue(m_eventId, QStringLiteral("staff")); staff && staff.value()) {
        if (auto parsed = event::StaffMember::fromJson(staff.value()->toUtf8()))
            m_rulings->setStaff(parsed.value());
        else
            Q_EMIT problem(parsed.error().message);
    }
    loadFeedAccess();
    announceIdentity();
}

void EventSession::loadFeedAccess()
{
    vcs::FeedAccess access;
    if (m_store && m_team) {
        storage::Database &db = m_store->database();
        const auto secret = team::TeamServer::feedSecret(db);
        // Refused (SQLSTATE class 42: no right to the table, or to its schema): the login is no longer
        // on the staff.
        const bool refused = !secret && isRefusal(db.lastFailureState());
        if (!secret && !refused) {
            Q_EMIT problem(secret.error().message);
            return; // keep what the console has: the server may only be away
        }
        access.revoked = refused || m_presence->access().isSet() || m_presence->access().revoked;
        if (!refused && secret.value()) {
            access.revoked = false;
            const storage::PostgresOptions &server = db.serverOptions();
            access.login = m_login;
            access.secret = *secret.value();
            // The relay's certificate is the event's: checked against the authority the console
            // checks the event's server with (else the system's).
            access.caFile = server.parameter(QStringLiteral("sslrootcert"));
            if (access.caFile.isEmpty())
                access.caFile = qEnvironmentVariable("PGSSLROOTCERT");
            if (access.caFile == QLatin1String("system")) // libpq's word for the system's authorities
                access.caFile.clear();
        }
    }
    if (m_team && m_presence->access().isSet() && !access.isSet() && !m_offStaff)
        Q_EMIT problem(tr("The team event no longer gives this console access to the players' feeds (your login was "
                          "removed from the staff, or its access withdrawn): the relay refuses its cameras, "
                          "microphones and presence now."));
    m_presence->setAccess(access);
}

void EventSession::loadEventInfo(bool announce)
{
    if (!m_store)
        return;
    auto loaded = m_store->loadEvent(m_eventId);
    if (!loaded) {
        Q_EMIT problem(loaded.error().message);
        return;
    }
    m_eventRules = loaded->info;
    m_players = loaded->players;
    takePlayers(loaded->players, loaded->pairings);
    applyEventRules();
    if (loaded->venues != m_venues || !m_venuesSent) {
        m_venues = loaded->venues;
        m_venuesSent = true;
        Q_EMIT venuesChanged(m_venues);
    }
    if (takeRound(loaded->pairings) && !m_sectors.isEmpty())
        announceSectors();
    if (announce) {
        m_presence->configure(m_presence->settings(), m_eventRules.name, m_players);
        Q_EMIT eventChanged(m_eventRules);
    }
}

void EventSession::takePlayers(const QList<event::PlayerRecord> &players, const QList<event::PairingRecord> &pairings)
{
    event::PlayerDirectory directory(players, pairings);
    if (directory == m_directory)
        return;
    m_directory = std::move(directory);
    matchRulings();
    Q_EMIT playersChanged(m_directory);
}

// Rows recorded by a name alone (before players were keyed, or before the event had its players)
// get the player's number once; the book is read again if it was already (a list imported now).
void EventSession::matchRulings()
{
    if (!m_rulingLog || !m_rulings)
        return;
    auto matched = m_rulingLog->matchPlayers(m_eventId, m_directory);
    if (!matched) {
        Q_EMIT problem(matched.error().message);
        return;
    }
    if (matched->matched > 0 && m_rulings->eventId() == m_eventId) {
        Q_EMIT rulingsCleared();
        if (auto error = m_rulings->load(m_eventId))
            Q_EMIT problem(error->message);
    }
    QStringList names;
    for (const rulings::SqlRulingLog::Unmatched &u : matched->unmatched) {
        if (m_toldUnmatched.contains(u.seq))
            continue;
        m_toldUnmatched.insert(u.seq);
        //: %1: the ruling's number in the log; %2: the name it was recorded with
        names << tr("no. %1: %2").arg(u.seq).arg(u.name);
    }
    if (!names.isEmpty())
        //: %1: the rulings and names, one per line
        Q_EMIT problem(tr("Some rulings recorded before players were known by their starting numbers name a player "
                          "this event does not have (or has twice). They stay in the log under the name, apart from "
                          "the event's players:\n%1")
                           .arg(names.join(u'\n')));
}

// Who a new ruling is about, where the console did not say: the pairing of the zone's game, the
// game's zone account, else the one player of the name.
void EventSession::resolvePlayers(rulings::Ruling &draft) const
{
    const live::LiveGameRegistry *registry = m_feed->registry();
    const live::LiveGame *game = registry && !draft.gameId.isEmpty() ? registry->game(draft.gameId) : nullptr;
    auto resolve = [&](event::PlayerRef &ref, const QString &name, std::optional<chess::Color> side) {
        if (ref.isSet() || name.isEmpty())
            return;
        if (side && !draft.gameId.isEmpty()) {
            const QString account
                = game ? (*side == chess::White ? game->pairing().whiteId : game->pairing().blackId) : QString();
            ref = m_directory.inGame(draft.gameId, *side, name, account);
        } else if (const event::PlayerRecord *p = m_directory.byName(name)) {
            ref = event::PlayerRef::of(*p);
        } else if (registry) {
            // An event without the player on its list (the zone paired it): the zone account of the
            // one player of the games followed with that name.
            QString account;
            int found = 0;
            for (const QString &id : registry->ids()) {
                const zone::Pairing &p = registry->game(id)->pairing();
                for (const chess::Color c : {chess::White, chess::Black}) {
                    const QString &a = c == chess::White ? p.whiteId : p.blackId;
                    if ((c == chess::White ? p.white : p.black) == name && !a.isEmpty() && a != account) {
                        account = a;
                        ++found;
                    }
                }
            }
            if (found == 1)
                ref.account = account;
        }
    };
    resolve(draft.playerRef, draft.player, draft.side);
    resolve(draft.opponentRef, draft.opponent, draft.opponentSide());
}

void EventSession::loadCardPolicy()
{
    m_cardPolicy = rulings::CardPolicy();
    if (auto policy = m_store->eventValue(m_eventId, QStringLiteral("card-policy")); policy && policy.value()) {
        if (auto parsed = rulings::CardPolicy::fromJson(policy.value()->toUtf8()))
            m_cardPolicy = parsed.value();
        else
            Q_EMIT problem(parsed.error().message);
    }
    applyCardPolicy();
}

void EventSession::loadVcsSettings()
{
    vcs::VcsSettings vcsSettings;
    if (auto stored = m_store->eventValue(m_eventId, QStringLiteral("vcs-settings")); stored && stored.value()) {
        if (auto settings = vcs::VcsSettings::fromJson(stored.value()->toUtf8()))
            vcsSettings = settings.value();
        else
            Q_EMIT problem(settings.error().message);
    }
    configurePresence(vcsSettings);
}

void EventSession::configurePresence(vcs::VcsSettings settings)
{
    if (!m_ownFeedTemplate.isEmpty()) {
        settings.feedTemplate = m_ownFeedTemplate;
        settings.lowStreams = m_ownLowStreams;
    }
    m_presence->configure(settings, m_eventRules.name, m_players);
}

void EventSession::useOwnFeeds(const QString &feedTemplate, bool lowStreams)
{
    m_ownFeedTemplate = feedTemplate;
    m_ownLowStreams = lowStreams;
    if (m_store)
        loadVcsSettings();
}

void EventSession::loadReviews(const QString &key)
{
    if (!m_store)
        return;
    auto stored = m_store->incidents(m_eventId, key);
    if (!stored) {
        Q_EMIT problem(stored.error().message);
        return;
    }
    m_incidents->takeReviews(stored.value());
}

void EventSession::applyMarks()
{
    if (!m_store)
        return;
    auto marks = m_store->vcsMarks(m_eventId);
    if (!marks) {
        Q_EMIT problem(marks.error().message);
        return;
    }
    for (const storage::EventStore::VcsMark &m : marks.value()) {
        if (m_appliedMarks.contains(m.id))
            continue;
        m_appliedMarks.insert(m.id);
        // This console's own marks were applied when made.
        if (m.origin != m_origin)
            m_presence->applyMark(m.gameId, m.white ? chess::White : chess::Black, m.onVcs, m.utcMs);
    }
}

void EventSession::markVcs(const QString &gameId, chess::Color side, bool onVcs)
{
    const std::int64_t now = QDateTime::currentMSecsSinceEpoch();
    m_presence->applyMark(gameId, side, onVcs, now);
    if (!m_writer)
        return;
    storage::EventStore::VcsMark mark;
    mark.gameId = gameId;
    mark.white = side == chess::White;
    mark.onVcs = onVcs;
    mark.utcMs = now;
    mark.markedBy = m_rulings && m_rulings->identity() ? m_rulings->identity()->name : QString();
    mark.origin = m_origin;
    m_writer->submit(QStringLiteral("VCS mark"), 1, [eventId = m_eventId, mark](storage::EventStore &store) {
        return store.addVcsMark(eventId, mark);
    });
}

void EventSession::catchUp()
{
    if (!m_store)
        return;
    if (m_rulings)
        m_rulings->refresh();
    loadReviews({});
    loadStaff();
    loadEventInfo(true);
    loadCardPolicy();
    loadVcsSettings();
    applyMarks();
    loadSectors();
    m_evidence->list();
}

void EventSession::loadSectors(bool always)
{
    if (!m_store)
        return;
    auto sectors = m_store->sectors(m_eventId);
    if (!sectors) {
        Q_EMIT problem(sectors.error().message);
        return;
    }
    const bool changed = sectors.value() != m_sectors;
    m_sectors = sectors.value();
    if (changed && !m_sectors.isEmpty()) {
        // The round as it is now (the zone's games may have added boards since it was read).
        if (auto loaded = m_store->loadEvent(m_eventId))
            takeRound(loaded->pairings);
    }
    if (changed || always)
        announceSectors();
}

bool EventSession::takeRound(const QList<event::PairingRecord> &pairings)
{
    QList<event::PairingRecord> round;
    for (const event::PairingRecord &p : pairings)
        if (p.round == m_eventRules.currentRound)
            round.append(p);
    if (round == m_round)
        return false;
    m_round = round;
    return true;
}

void EventSession::announceSectors()
{
    Q_EMIT sectorsChanged(event::SectorPlan::make(m_sectors, m_round));
}

void EventSession::saveSector(const event::Sector &sector)
{
    if (!m_store || !m_rulings) {
        Q_EMIT problem(tr("No event is open."));
        return;
    }
    const auto &me = m_rulings->identity();
    const auto arbiter = event::StaffMember::find(m_rulings->staff(), sector.arbiter);
    if (!arbiter) {
        //: %1: a name
        Q_EMIT problem(tr("%1 is not on the event's staff.").arg(sector.arbiter));
        return;
    }
    if (const auto refusal = event::Sector::refusal(me, arbiter->name)) {
        Q_EMIT problem(*refusal);
        return;
    }
    event::Sector s = sector;
    s.arbiter = arbiter->name;
    s.assignedBy = me->name;
    s.assignedUtcMs = QDateTime::currentMSecsSinceEpoch();
    s.handedFrom.clear();
    s.note.clear();
    if (auto error = m_store->setSector(m_eventId, s))
        Q_EMIT problem(error->message);
    loadSectors();
}

void EventSession::handOverSector(const QString &from, const QString &to, const QString &note)
{
    if (!m_store || !m_rulings) {
        Q_EMIT problem(tr("No event is open."));
        return;
    }
    const auto &me = m_rulings->identity();
    const auto giver = event::StaffMember::find(m_rulings->staff(), from);
    const auto taker = event::StaffMember::find(m_rulings->staff(), to);
    if (!giver || !taker) {
        Q_EMIT problem(tr("%1 is not on the event's staff.").arg(giver ? to : from));
        return;
    }
    if (const auto refusal = event::Sector::refusal(me, giver->name)) {
        Q_EMIT problem(*refusal);
        return;
    }
    if (auto error = m_store->handOverSector(m_eventId, giver->name, taker->name, me->name, note,
                                             QDateTime::currentMSecsSinceEpoch()))
        Q_EMIT problem(error->message);
    loadSectors();
}

void EventSession::applyEventRules()
{
    m_feed->setEventRules(m_eventRules);
    if (m_rulings) {
        m_rulings->setCurrentRound(m_eventRules.currentRound);
        m_rulings->setAppealMinutes(m_eventRules.appealMinutes);
        // Part IIIb: rulings cite its articles, and a venue's arbiters rule only on its players.
        m_rulings->setHybrid(m_eventRules.isHybrid());
        if (m_eventRules.isHybrid())
            m_rulings->setVenueOf(
                [this](const rulings::Ruling &r) { return rulings::RulingService::venuesOf(m_directory, r); });
        else
            m_rulings->setVenueOf({});
    }
}

void EventSession::applyCardPolicy()
{
    m_feed->setVcsCardSeconds(m_cardPolicy.enabled ? m_cardPolicy.yellowAfterSeconds : 0);
    Q_EMIT cardPolicyChanged(m_cardPolicy);
}

void EventSession::saveCardPolicy(const rulings::CardPolicy &policy)
{
    if (!m_store)
        return;
    // Checked as it will be read back.
    if (auto checked = rulings::CardPolicy::fromJson(policy.toJson()); !checked) {
        Q_EMIT problem(checked.error().message);
        return;
    }
    if (auto error
        = m_store->setEventValue(m_eventId, QStringLiteral("card-policy"), QString::fromUtf8(policy.toJson()))) {
        Q_EMIT problem(error->message);
        return;
    }
    m_cardPolicy = policy;
    applyCardPolicy();
}

void EventSession::loadSeminarState()
{
    if (!m_store)
        return;
    auto value = m_store->eventValue(m_eventId, QStringLiteral("seminar"));
    if (!value) {
        Q_EMIT problem(value.error().message);
        return;
    }
    if (value->has_value())
        Q_EMIT seminarChanged(**value);
}

void EventSession::saveSeminarState(const QString &json)
{
    if (!m_store)
        return;
    if (auto error = m_store->setEventValue(m_eventId, QStringLiteral("seminar"), json)) {
        Q_EMIT problem(error->message);
        return;
    }
    Q_EMIT seminarChanged(json);
}

void EventSession::setOwnRulingsOnly(bool own)
{
    if (!m_rulings || m_rulings->ownRowsOnly() == own)
        return;
    m_rulings->setOwnRowsOnly(own);
    Q_EMIT rulingsCleared();
    if (auto error = m_rulings->load(m_eventId))
        Q_EMIT problem(error->message);
}

void EventSession::commandZone(const zone::ZoneCommand &command)
{
    if (zone::ZoneAdapter *adapter = m_feed->adapter(); adapter && adapter->capabilities().takes(command))
        adapter->submit(command);
}

void EventSession::saveVcsSettings(const vcs::VcsSettings &settings)
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
    configurePresence(settings);
}

void EventSession::connectRulings()
{
    if (!m_rulings)
        return;
    m_rulings->setGameContext([this](const QString &id) {
        rulings::GameContext c;
        const live::LiveGameRegistry *registry = m_feed->registry();
        const live::LiveGame *g = registry ? registry->game(id) : nullptr;
        if (!g)
            return c;
        c.known = true;
        c.ended = g->isEnded();
        c.plies = g->plies();
        const std::int64_t now = registry->now();
        if (g->clock().status() != clock::ClockState::Status::NotStarted) {
            c.whiteMs = g->clock().remainingMs(chess::White, now);
            c.blackMs = g->clock().remainingMs(chess::Black, now);
        }
        if (const auto score = c.ended ? rulings::ScoreRules::fromPgnResult(QString(g->result())) : std::nullopt)
            std::tie(c.zoneWhiteHalves, c.zoneBlackHalves) = *score;
        return c;
    });
    connectZone(m_feed->adapter());
}

// The rulings apply to the zone the feed follows (time, pause, result), where its adapter can.
void EventSession::connectZone(zone::ZoneAdapter *adapter)
{
    if (!m_rulings)
        return;
    if (!adapter) {
        m_rulings->setZone({}, {});
        return;
    }
    m_rulings->setZone(adapter->capabilities(), [adapter](const zone::ZoneCommand &c) { adapter->submit(c); });
    connect(adapter, &zone::ZoneAdapter::commandFinished, m_rulings.get(), &rulings::RulingService::onCommandFinished,
            Qt::UniqueConnection);
    // After the registry took them: the confirming event is already on the boards.
    connect(adapter, &zone::ZoneAdapter::eventsReady, m_rulings.get(), &rulings::RulingService::onZoneEvents,
            Qt::UniqueConnection);
}

void EventSession::announceIdentity()
{
    if (!m_rulings)
        return;
    const auto &me = m_rulings->identity();
    Q_EMIT identityChanged(me ? me->name : QString(), me ? int(me->role) : -1, m_rulings->staff());
}

void EventSession::setIdentity(const QString &name)
{
    if (!m_rulings)
        return;
    if (m_team) {
        const auto &me = m_rulings->identity();
        if (me && !name.isEmpty() && name.compare(me->name, Qt::CaseInsensitive) != 0)
            //: %1: the login's own name
            Q_EMIT problem(tr("On a team event you are your login (%1).").arg(me->name));
        announceIdentity();
        return;
    }
    if (auto error = m_rulings->setIdentity(name))
        Q_EMIT problem(error->message);
    announceIdentity();
}

void EventSession::saveStaff(const QList<event::StaffMember> &staff, const QString &by)
{
    if (!m_rulings || !m_store)
        return;
    if (m_team) {
        if (staff != m_rulings->staff())
            Q_EMIT problem(tr("A team event's staff are its server's logins: its administrator adds them with "
                              "'arbiterctl team add-staff'."));
        announceIdentity();
        return;
    }
    const QString who = !by.isEmpty() ? by : m_rulings->identity() ? m_rulings->identity()->name : QString();
    if (const auto refusal = event::StaffMember::changeRefusal(m_rulings->staff(), staff, who)) {
        Q_EMIT problem(*refusal);
        announceIdentity();
        return;
    }
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

void EventSession::issueRuling(const rulings::Ruling &draft)
{
    if (!m_rulings) {
        Q_EMIT rulingRefused(tr("No event is open."), draft);
        return;
    }
    auto stored = m_rulings->issue(draft);
    if (!stored)
        Q_EMIT rulingRefused(stored.error().message, draft);
}

void EventSession::saveEventInfo(const event::EventInfo &info)
{
    if (!m_writer)
        return;
    m_eventRules = info;
    applyEventRules();
    m_writer->submit(QStringLiteral("event settings"), 1,
                     [info](storage::EventStore &store) { return store.updateEvent(info); });
    if (!m_sectors.isEmpty())
        m_roundTimer.start(); // another round: the sectors' boards again
}

void EventSession::saveEventSetup(const event::EventData &before, const event::EventData &after)
{
    if (!m_writer)
        return;
    m_eventRules = after.info;
    m_players = after.players;
    applyEventRules();
    if (after.venues != m_venues) {
        m_venues = after.venues;
        Q_EMIT venuesChanged(m_venues);
    }
    // The players' own feed addresses, the event's name in the template.
    m_presence->configure(m_presence->settings(), m_eventRules.name, m_players);
    m_writer->submit(QStringLiteral("event set-up"), 1,
                     [before, after](storage::EventStore &store) { return store.saveSetup(before, after); });
    m_roundTimer.start(); // new players and pairings: the rulings' players, the sectors' boards
}

Result<event::EventData> EventSession::loadEvent()
{
    if (!m_store)
        return Error{tr("No event database is open.")};
    return m_store->loadEvent(m_eventId);
}

Result<report::EventReport::Input> EventSession::handOver(bool everything)
{
    if (!m_store)
        return Error{tr("No event database is open.")};
    const QList<event::StaffMember> staff = m_rulings ? m_rulings->staff() : QList<event::StaffMember>();
    if (everything)
        return report::EventReport::load(*m_store, m_eventId, staff);
    auto record = report::EventResults::load(*m_store, m_eventId);
    if (!record)
        return record.error();
    report::EventReport::Input input;
    input.event = record.value();
    input.event.staff = staff;
    return input;
}

void EventSession::saveStandingsSettings(const QString &list, const QString &rules, const QString &expelledPoints)
{
    if (!m_store)
        return;
    if (auto parsed = standings::TieBreak::parseList(list); !parsed) {
        Q_EMIT problem(parsed.error().message);
        return;
    }
    for (const auto &[key, value] : {std::pair{report::EventResults::TieBreaksKey, list.trimmed()},
                                     std::pair{report::EventResults::TieBreakRulesKey, rules},
                                     std::pair{report::EventResults::ExpelledPointsKey, expelledPoints}}) {
        if (auto error = m_store->setEventValue(m_eventId, QLatin1String(key), value)) {
            Q_EMIT problem(error->message);
            return;
        }
    }
}

} // namespace arbiter::session
