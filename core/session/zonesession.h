#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/event/feedroster.h"
#include "core/evidence/evidenceitem.h"
#include "core/live/gamerecord.h"
#include "core/live/gamesnapshot.h"
#include "core/rulings/ruling.h"
#include "core/session/serverpresencemap.h"
#include "core/session/vcspresenceclient.h"
#include "core/storage/openerror.h"
#include "core/storage/savestate.h"
#include "core/storage/storeconfig.h"
#include "core/vcs/vcsevent.h"
#include "core/vcs/vcssettings.h"
#include "core/watch/incident.h"
#include "core/zone/zoneevent.h"
#include "core/zone/zonesource.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;

namespace arbiter::zone {
class ZoneAdapter;
}

namespace arbiter::watch {
class IncidentDetector;
}
namespace arbiter::storage {
class EventStore;
class StoreWriter;
} // namespace arbiter::storage

namespace arbiter::rulings {
class RulingService;
class SqlRulingLog;
} // namespace arbiter::rulings
namespace arbiter::live {
class LiveGameRegistry;
class SnapshotPublisher;
} // namespace arbiter::live
namespace arbiter::evidence {
class EvidenceStore;
}

namespace arbiter::session {

// Everything that follows the game zone for the console, on one thread of its own (the "zone
// thread"): the network manager, the adapter, the LiveGame registry (whose result checks may take
// tens of milliseconds) and the snapshot publisher. The screen only receives snapshots and health
// through queued signals. Create it, moveToThread() it, then call the start…() slots through
// QMetaObject::invokeMethod so its parts are born on that thread.
class ZoneSession : public QObject
{
    Q_OBJECT

public:
    explicit ZoneSession(QObject *parent = nullptr);
    ~ZoneSession() override;

    // The registry (only to be used on the session's thread, e.g. by tests after it stopped).
    const live::LiveGameRegistry *registry() const { return m_registry.get(); }
    // The event's store and its writer while persistTo() holds one (the session's thread only).
    storage::EventStore *store() const { return m_store.get(); }
    storage::StoreWriter *writer() const { return m_writer.get(); }
    // What is not stored yet (nothing waits when no store is attached).
    storage::SaveState saveState() const;
    // The event as stored (for the set-up dialog); call on the session's thread (a blocking
    // queued call from the screen).
    Result<event::EventData> loadEvent();
    // The event's card policy as stored (JSON, rulings::CardPolicy; empty: the defaults).
    QByteArray cardPolicy() const { return m_cardPolicy; }
    // The event's VCS settings as stored (the defaults when it has none).
    const vcs::VcsSettings &vcsSettings() const { return m_vcsSettings; }
    // Whose feed is where (the settings joined with the players' own addresses).
    const event::FeedRoster &feedRoster() const { return m_roster; }
    // Opens the events database for the console and keeps the session's incidents in it
    // (persistTo): the event opened last is resumed when `resumeLast` (a fresh one named
    // `newEventName` is created otherwise, or when there is none), and it becomes the one opened
    // last when `rememberAsLast`. Call through a blocking queued call: the screen never holds a
    // store. A database that cannot be opened comes back as `openError`, for the arbiter to decide.
    struct Opening
    {
        std::optional<storage::OpenError> openError;
        std::optional<Error> error; // opened, but the event could not be read or created
        event::EventInfo event;
        QList<event::StaffMember> staff; // the event's staff list (who may use this console)
    };
    Opening openEvent(const arbiter::storage::StoreConfig &config, bool resumeLast, const QString &newEventName,
                      bool rememberAsLast);

public Q_SLOTS:
    // Follows a source the arbiter chose (Lichess, live PGN or a simulator); one that does not pass
    // ZoneSource::check() is refused with its message as problem() and a Failed health.
    void start(const arbiter::zone::ZoneSource &source);
    // Follows the round of the embedded simulator (or any simulator address).
    void startSimulator(const QUrl &url, const QByteArray &token);
    void stop();
    // Keeps the incident queue, with the arbiters' reviews, in the event's store (an SQLite file):
    // every incident is stored before the screen sees it, and what the store already holds for the
    // event is sent at once (the queue of an event that was open before). The zone's pairings join
    // the event's pairings of the current round (by board; an imported pairing keeps its players
    // and learns the zone game). An empty path stops storing. The session is the store's one
    // writer: a write that fails is kept and retried (storage::StoreWriter) and saveStateChanged()
    // says what waits and why; a store that cannot be opened comes as problem().
    void persistTo(const arbiter::storage::StoreConfig &config, qint64 eventId);
    // The event's settings (its zone source) and its set-up (players, pairings) as the arbiter
    // edited them on the screen (from `before`, the set-up the editor was given), stored through the
    // same writer with targeted statements: what the zone linked meanwhile stays.
    void saveEventInfo(const arbiter::event::EventInfo &info);
    void saveEventSetup(const arbiter::event::EventData &before, const arbiter::event::EventData &after);
    // An arbiter's review of an incident: stored first, then sent back as incidentsReady (when
    // the store cannot take it now, it is kept and retried like every write, and shown).
    void reviewIncident(const QString &key, arbiter::watch::Incident::ReviewState state, const QString &note,
                        const QString &arbiter);
    // The rulings (while an event is open): who uses this console (a name on the staff list), the
    // staff list itself (stored with the event), and a ruling to check, commit and apply. Each
    // committed row comes back as rulingRecorded(); a refusal as rulingRefused() with its reason.
    void setIdentity(const QString &name);
    void saveStaff(const QList<arbiter::event::StaffMember> &staff);
    void issueRuling(const arbiter::rulings::Ruling &draft);
    // An arbiter saw a player leave or rejoin the VCS (Art. 13): taken like the zone's own report.
    void markVcs(const QString &gameId, arbiter::chess::Color side, bool onVcs);
    // A fact about a player's place on the VCS from outside the zone: the feed watch's health of a
    // feed (and that it stopped watching one), the video server's presence reports.
    void reportVcs(const arbiter::vcs::VcsEvent &event);
    // The event's card policy (Art. 13.4), stored with the event; sent back as cardPolicyChanged().
    void saveCardPolicy(const QByteArray &policyJson);
    // The event's VCS settings (its feed URL template, the video server's presence address, the
    // feed-health thresholds, the evidence stills), stored with the event; sent back as
    // vcsSettingsChanged() and feedRosterChanged(). Settings that do not read back are refused.
    void saveVcsSettings(const arbiter::vcs::VcsSettings &settings);
    // VCS evidence (Appendix I A.5): a still the screen took of a player's feed when an incident about
    // them was raised, kept with the event; the list (sent as evidenceListed, with when the results
    // became final); a picture, handed out only to the chief arbiter (evidenceOpened, or
    // evidenceRefused with the reason: both are logged); held for proceedings or released; the
    // results declared final, from when the retention rule counts a year (the session deletes what
    // is due at every start and every hour).
    void storeEvidence(const arbiter::evidence::EvidenceCapture &capture);
    void listEvidence();
    void openEvidence(qint64 id);
    void holdEvidence(qint64 id, bool held);
    void declareResultsFinal();
    // The rulings service (the session's thread only; tests).
    rulings::RulingService *rulings() const { return m_rulings.get(); }
    evidence::EvidenceStore *evidence() const { return m_evidence.get(); }

    // Also send this game's whole record (a focused board), now and whenever it changes.
    void watch(const QString &gameId);
    void unwatch(const QString &gameId);

Q_SIGNALS:
    // A new source is followed: what the screen showed of the previous one is to be forgotten.
    void sourceChanged();
    void snapshotsReady(const QList<arbiter::live::GameSnapshot> &snapshots);
    void recordsReady(const QList<arbiter::live::GameRecord> &records);
    void incidentsReady(const QList<arbiter::watch::Incident> &incidents);
    void healthChanged(const arbiter::zone::ConnectionHealth &health);
    // What the adapter follows, for the status bar (translated).
    void described(const QString &description);
    void problem(const QString &message);
    // The rulings log: every row as it is committed (and those of other consoles of the event), in order.
    void rulingRecorded(const arbiter::rulings::Ruling &ruling);
    void rulingsCleared(); // another event: what the screen showed of the log is to be forgotten
    void rulingRefused(const QString &reason, const arbiter::rulings::Ruling &draft);
    // The console proposes a ruling for an arbiter to confirm (a red card's forfeit).
    void rulingSuggested(const arbiter::rulings::Ruling &draft);
    void identityChanged(const QString &name, int role, const QList<arbiter::event::StaffMember> &staff);
    void cardPolicyChanged(const QByteArray &policyJson);
    void vcsSettingsChanged(const arbiter::vcs::VcsSettings &settings);
    void feedRosterChanged(const arbiter::event::FeedRoster &roster);
    void evidenceListed(const QList<arbiter::evidence::EvidenceItem> &items, qint64 resultsFinalUtcMs);
    void evidenceOpened(qint64 id, const QByteArray &data);
    void evidenceRefused(const QString &reason);
    // The video server's presence stream was reached or lost (translated, for the status bar).
    void vcsPresenceChanged(bool connected, const QString &message);
    // Whether everything is stored; sent when the count of unsaved items or the reason changes.
    void saveStateChanged(const arbiter::storage::SaveState &state);

private:
    void attach(zone::ZoneAdapter *adapter);
    void takeIncidents(QList<watch::Incident> incidents);
    void notePairings(const QList<live::GameSnapshot> &snapshots);
    void storePairings();
    // Art. 3.7: the records of the changed games, written at once when one ended (first in line)
    // or restarts (before the restart), else after a short wait with the others that changed
    // meanwhile, a few milliseconds of the thread at a time (queueRecords, storeRecordSlice); all
    // that wait are written at once when the source stops or the store detaches (flushRecords).
    void noteGames(const QList<QString> &ids);
    QList<QString> takeDirtyRecords();
    void queueRecords(const QList<QString> &ids, bool first);
    void storeRecordSlice();
    void flushRecords();
    void storeRecords(const QList<QString> &ids);
    void store(const QList<watch::Incident> &incidents);
    void detachStore();
    void adopt(std::unique_ptr<storage::EventStore> store, qint64 eventId);
    void connectRulings();
    void announceIdentity();
    void applyCardPolicy();
    void applyVcsSettings();
    void applyEventRules();
    void takeServerPresence(const vcs::ServerPresence &report);
    void purgeEvidence();
    // A chief arbiter's evidence action as the console's user (refused, with why, to anyone else or
    // to no one), then the list again.
    void manageEvidence(const std::function<std::optional<Error>(const event::StaffMember &)> &action);

    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<live::LiveGameRegistry> m_registry;
    std::unique_ptr<live::SnapshotPublisher> m_publisher;
    std::unique_ptr<watch::IncidentDetector> m_detector;
    std::unique_ptr<zone::ZoneAdapter> m_adapter;
    QSet<QString> m_watched;
    QHash<QString, watch::Incident> m_incidents; // every incident of the session, with its review
    std::unique_ptr<storage::EventStore> m_store;
    std::unique_ptr<storage::StoreWriter> m_writer; // writes to m_store; destroyed before it
    std::unique_ptr<rulings::SqlRulingLog> m_rulingLog; // on m_store; destroyed before it
    std::unique_ptr<rulings::RulingService> m_rulings;
    std::unique_ptr<evidence::EvidenceStore> m_evidence; // on m_store; destroyed before it
    QTimer m_retentionTimer;
    std::unique_ptr<QNetworkAccessManager> m_presenceNetwork; // the video server's presence stream
    std::unique_ptr<VcsPresenceClient> m_presence;
    ServerPresenceMap m_presenceMap;
    QSet<QString> m_knownGames; // games the presence map has seen
    QByteArray m_cardPolicy; // JSON (rulings::CardPolicy)
    vcs::VcsSettings m_vcsSettings;
    QList<event::PlayerRecord> m_players; // the event's, for the feed roster
    event::FeedRoster m_roster;
    event::EventInfo m_eventRules; // the time control and default time the detector checks
    qint64 m_eventId = 0;
    QSet<QString> m_pairingsStored; // games whose pairing the event already has
    QHash<QString, zone::Pairing> m_pendingPairings; // new games, stored together after a short wait
    QTimer m_pairingTimer;
    QSet<QString> m_recordsDirty; // games whose record changed since it was last written
    QSet<QString> m_recordsEnded; // games whose record was written after they ended
    QTimer m_recordsTimer;
    QList<QString> m_recordsQueue; // games whose record is to be written in the next slices
    QSet<QString> m_recordsQueued;
    QTimer m_recordsSlice;
    QHash<QString, live::GameRecord::JsonCache> m_recordJson; // the moves of each live game's record, written before
    QTimer m_rulingsTimer; // reads what other writers (consoles of the event, arbiterctl) appended
};

} // namespace arbiter::session

Q_DECLARE_METATYPE(arbiter::zone::ConnectionHealth)
