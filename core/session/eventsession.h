#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/event/playerref.h"
#include "core/event/sector.h"
#include "core/report/eventreport.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/ruling.h"
#include "core/storage/openerror.h"
#include "core/storage/savestate.h"
#include "core/storage/storeconfig.h"
#include "core/vcs/vcssettings.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <memory>
#include <optional>

namespace arbiter::storage {
class EventStore;
class StoreWriter;
} // namespace arbiter::storage
namespace arbiter::rulings {
class RulingService;
class SqlRulingLog;
} // namespace arbiter::rulings
namespace arbiter::zone {
class ZoneAdapter;
}

namespace arbiter::session {

class EvidenceKeeper;
class GameFeed;
class IncidentBook;
class TeamSync;
class VcsPresence;

// The event as the console runs it, on one thread of its own (the "session thread"): a thin host
// that holds the event's store and its one writer, the event's settings (rules, players, card policy,
// VCS settings) and who uses this console, and composes the parts that do the work on the same
// thread, each with its own slots and signals:
// - feed(): the game feed (the zone, the registry, the detector, the records and pairing links);
// - incidents(): the incident book with the arbiters' reviews;
// - presence(): where each player is on the VCS;
// - evidence(): the VCS evidence and its retention;
// - rulings(): the ruling service and the event's log (while an event is open).
// The host wires the parts to each other here; the screen connects to the parts it shows
// (app/console/consolewiring). Create it, moveToThread() it (the parts are its children), then call
// its slots and the parts' through queued calls: the screen never holds a store.
class EventSession : public QObject
{
    Q_OBJECT

public:
    explicit EventSession(QObject *parent = nullptr);
    ~EventSession() override;

    GameFeed *feed() const { return m_feed; }
    IncidentBook *incidents() const { return m_incidents; }
    VcsPresence *presence() const { return m_presence; }
    EvidenceKeeper *evidence() const { return m_evidence; }
    // The ruling service while an event is open (the session's thread only).
    rulings::RulingService *rulings() const { return m_rulings.get(); }
    // The event's store and its writer while one is open (the session's thread only).
    storage::EventStore *store() const { return m_store.get(); }
    storage::StoreWriter *writer() const { return m_writer.get(); }
    // What is not stored yet (nothing waits when no store is attached).
    storage::SaveState saveState() const;
    // The event as stored (for the set-up dialog); call on the session's thread (a blocking
    // queued call from the screen).
    Result<event::EventData> loadEvent();
    // What the chief arbiter hands over, read through the session (the store's one connection): the
    // event's results after rulings, its standings' settings, staff and log, and with `everything`
    // the games' bodies, incidents and evidence the report needs. A blocking queued call.
    Result<report::EventReport::Input> handOver(bool everything);
    // The event's card policy (Art. 13.4) and VCS settings as stored (the defaults when it has none).
    const rulings::CardPolicy &cardPolicy() const { return m_cardPolicy; }
    // The event's players as rulings name them (also sent as playersChanged()).
    const event::PlayerDirectory &players() const { return m_directory; }
    const vcs::VcsSettings &vcsSettings() const;

    // Opens the events database for the console and keeps the event in it (persistTo): the event
    // opened last is resumed when `resumeLast` (a fresh one named `newEventName` is created
    // otherwise, or when there is none), and it becomes the one opened last when `rememberAsLast`.
    // Call through a blocking queued call. A database that cannot be opened comes back as
    // `openError`, for the arbiter to decide.
    struct Opening
    {
        std::optional<storage::OpenError> openError;
        std::optional<Error> error; // opened, but the event could not be read or created
        event::EventInfo event;
        QList<event::StaffMember> staff; // the event's staff list (who may use this console)
        bool team = false; // a team event on its server: the staff and who this console is are the server's
        std::optional<event::StaffMember> me; // who this console is, when known (a team event's login)
    };
    Opening openEvent(const arbiter::storage::StoreConfig &config, bool resumeLast, const QString &newEventName,
                      bool rememberAsLast);

public Q_SLOTS:
    // Keeps the event in the event's store: every incident is stored before the screen sees it, and
    // what the store already holds for the event is sent at once. The zone's pairings join the
    // event's pairings of the current round (by board; an imported pairing keeps its players and
    // learns the zone game). An empty config stops storing. The session is the store's one writer:
    // a write that fails is kept and retried (storage::StoreWriter) and saveStateChanged() says
    // what waits and why; a store that cannot be opened comes as problem().
    void persistTo(const arbiter::storage::StoreConfig &config, qint64 eventId);
    // The event's settings (its zone source) and its set-up (players, pairings) as the arbiter
    // edited them on the screen (from `before`, the set-up the editor was given), stored through the
    // same writer with targeted statements: what the zone linked meanwhile stays.
    void saveEventInfo(const arbiter::event::EventInfo &info);
    void saveEventSetup(const arbiter::event::EventData &before, const arbiter::event::EventData &after);
    // Who uses this console (a name on the staff list), and the staff list itself (stored with the
    // event), changed by `by` (empty: whoever uses the console) as event::StaffMember::changeRefusal()
    // allows; sent back as identityChanged(). On a team event both are the server's (its login) and
    // neither changes here.
    void setIdentity(const QString &name);
    void saveStaff(const QList<arbiter::event::StaffMember> &staff, const QString &by = {});
    // A ruling to check, commit and apply. Each committed row comes back as rulingRecorded(); a
    // refusal as rulingRefused() with its reason.
    void issueRuling(const arbiter::rulings::Ruling &draft);
    // The event's card policy (Art. 13.4), stored with the event; sent back as cardPolicyChanged().
    void saveCardPolicy(const arbiter::rulings::CardPolicy &policy);
    // The event's VCS settings (its feed URL template, the video server's presence address, the
    // feed-health thresholds, the evidence stills), stored with the event; sent back by presence()
    // as vcsSettingsChanged() and feedRosterChanged(). Settings that do not read back are refused.
    void saveVcsSettings(const arbiter::vcs::VcsSettings &settings);
    // The event's tie-breaks in order ("BH-C1,BH,SB"), the edition of the regulations ("fide2024",
    // "fide2026"; empty: the one in force when the event started) and what an expelled player's points
    // become (Appendix I A.9: "stand", "to-opponents"), stored with the event. A list that does not read
    // is refused as problem().
    void saveStandingsSettings(const QString &list, const QString &rules, const QString &expelledPoints);
    // An arbiter's mark that a player went off or came back on the VCS: applied here at once, kept
    // with the event and applied by every other console of a team event.
    void markVcs(const QString &gameId, arbiter::chess::Color side, bool onVcs);
    // Art. 10.3.1: an arbiter's sector as the chief arbiter (or the arbiter, their own) set it (an
    // empty one takes it away), and a hand-over at a shift change (`from`'s sector goes to `to`, with
    // the note). Checked as event::Sector::refusal() says (and by the server on a team event); a
    // refusal or failure comes as problem(), the outcome as sectorsChanged() on every console.
    void saveSector(const arbiter::event::Sector &sector);
    void handOverSector(const QString &from, const QString &to, const QString &note);
    // A seminar's shared state (issue 26 §3: paused, the references revealed, the grading), kept
    // with the event as the lecturer sets it (JSON, seminar::SeminarState); every console gets it as
    // seminarChanged() when the event is opened and whenever it changes.
    void saveSeminarState(const QString &json);
    // A seminar's trainee: the log as if they were alone on the event (RulingService::setOwnRowsOnly);
    // it is read again (rulingsCleared(), then their rows).
    void setOwnRulingsOnly(bool own);
    // This console's own players' feeds (a team seminar's trainee plays their own simulated round): the
    // event's VCS settings with this feed template, on this console only, never stored.
    void useOwnFeeds(const QString &feedTemplate, bool lowStreams);
    // A command to the zone that is no ruling: the seminar's pause of the trainee's own simulated round.
    void commandZone(const arbiter::zone::ZoneCommand &command);

Q_SIGNALS:
    // What went wrong anywhere in the session (its parts' problems too; translated).
    void problem(const QString &message);
    // The rulings log: every row as it is committed (and those of other consoles of the event), in order.
    void rulingRecorded(const arbiter::rulings::Ruling &ruling);
    void rulingsCleared(); // another event: what the screen showed of the log is to be forgotten
    void rulingRefused(const QString &reason, const arbiter::rulings::Ruling &draft);
    // The console proposes a ruling for an arbiter to confirm (a red card's forfeit).
    void rulingSuggested(const arbiter::rulings::Ruling &draft);
    void identityChanged(const QString &name, int role, const QList<arbiter::event::StaffMember> &staff);
    void cardPolicyChanged(const arbiter::rulings::CardPolicy &policy);
    // A hybrid event's venues (Part IIIb), when the event is opened and whenever they change.
    void venuesChanged(const QList<arbiter::event::Venue> &venues);
    // The event's settings as another console of a team event changed them.
    void eventChanged(const arbiter::event::EventInfo &info);
    // The team event's server stopped answering (`online` false: nothing new can be recorded) or
    // answers again; `message` says so (translated).
    void serverConnectionChanged(bool online, const QString &message);
    // For the chief arbiter and the deputy: the event's standby server went down (the event goes on on
    // the primary alone) or is back.
    void standbyChanged(bool up, const QString &message);
    // Who watches what (Art. 10.3.1): the event's sectors with the boards each covers this round;
    // again whenever a sector or the round's pairings change.
    void sectorsChanged(const arbiter::event::SectorPlan &plan);
    // Whether everything is stored; sent when the count of unsaved items or the reason changes.
    void saveStateChanged(const arbiter::storage::SaveState &state);
    // The event's players as rulings name them (issue 25): when the event is opened, and again when
    // its players or the pairings of the zone's games change.
    void playersChanged(const arbiter::event::PlayerDirectory &players);
    // The event's seminar state (JSON; empty: not a seminar).
    void seminarChanged(const QString &json);

private:
    void loadSeminarState();
    // The VCS settings as this console applies them (useOwnFeeds()).
    void configurePresence(vcs::VcsSettings settings);
    QString m_ownFeedTemplate;
    bool m_ownLowStreams = false;
    void detachStore();
    void adopt(std::unique_ptr<storage::EventStore> store, qint64 eventId);
    void connectRulings();
    void connectZone(zone::ZoneAdapter *adapter);
    void announceIdentity();
    void applyCardPolicy();
    void applyEventRules();
    // What the event keeps, read (again: another console of a team event changed it, or the console
    // is back after an absence).
    void loadStaff();
    // A team event: this console's own secret for the team's relay (issue 24 §7), for the feeds.
    void loadFeedAccess();
    void loadEventInfo(bool announce);
    void loadCardPolicy();
    void loadVcsSettings();
    void loadReviews(const QString &key); // empty: every incident's
    void applyMarks(); // the VCS marks not applied yet
    void loadSectors(bool always = true); // announced when changed, or always
    bool takeRound(const QList<event::PairingRecord> &pairings); // true when the round's pairings changed
    void announceSectors();
    void catchUp();
    // The directory from the event as read; rows of the log recorded by name matched to it.
    void takePlayers(const QList<event::PlayerRecord> &players, const QList<event::PairingRecord> &pairings);
    void matchRulings();
    void resolvePlayers(rulings::Ruling &draft) const;

    GameFeed *m_feed;
    IncidentBook *m_incidents;
    VcsPresence *m_presence;
    EvidenceKeeper *m_evidence;
    std::unique_ptr<storage::EventStore> m_store;
    std::unique_ptr<storage::StoreWriter> m_writer; // writes to m_store; destroyed before it
    std::unique_ptr<rulings::SqlRulingLog> m_rulingLog; // on m_store; destroyed before it
    std::unique_ptr<rulings::RulingService> m_rulings;
    rulings::CardPolicy m_cardPolicy;
    QList<event::Venue> m_venues;
    bool m_venuesSent = false;
    event::EventInfo m_eventRules; // the time control and default time the detector checks
    QList<event::PlayerRecord> m_players; // the event's, for the feed roster
    event::PlayerDirectory m_directory; // … and for the rulings
    QSet<std::int64_t> m_toldUnmatched; // rulings whose unmatched names were said
    bool m_offStaff = false; // a team event's login taken off the staff while open (said once)
    QString m_offStaffMessage;
    QString m_login; // a team event's: this connection's login on the server
    qint64 m_eventId = 0;
    bool m_team = false; // the open event is a team event (its staff and identity are the server's)
    TeamSync *m_sync; // what the other consoles of a team event did; the server's connection
    QString m_origin; // this console, on its VCS marks
    QSet<std::int64_t> m_appliedMarks;
    QList<event::Sector> m_sectors;
    QList<event::PairingRecord> m_round; // the current round's pairings, for the sectors' players
    QTimer m_roundTimer; // reads the pairings again a little after the zone's games were linked
    QTimer m_rulingsTimer; // reads what other writers (consoles of the event, arbiterctl) appended
};

} // namespace arbiter::session
