#pragma once

#include "core/event/eventdata.h"
#include "core/live/gamerecord.h"
#include "core/live/gamesnapshot.h"
#include "core/vcs/vcsevent.h"
#include "core/watch/incident.h"
#include "core/zone/zoneevent.h"
#include "core/zone/zonesource.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;

namespace arbiter::zone {
class ZoneAdapter;
}
namespace arbiter::watch {
class IncidentDetector;
}
namespace arbiter::storage {
class StoreWriter;
}
namespace arbiter::live {
class LiveGameRegistry;
class SnapshotPublisher;
} // namespace arbiter::live

namespace arbiter::session {

// The game feed, a part of the event session (on its thread): what follows the game zone. The
// network manager, the adapter, the LiveGame registry (whose result checks may take tens of
// milliseconds), the snapshot publisher, the incident detector; and what the zone's games leave in
// the event's store: each game's record (Art. 3.7) and the zone's pairings linked to the event's
// (by board). It runs without a store too (then nothing is written), and without the rest of the
// session (tests start it alone).
class GameFeed : public QObject
{
    Q_OBJECT

public:
    explicit GameFeed(QObject *parent = nullptr);
    ~GameFeed() override;

    // The registry and the adapter of the source followed (null while none; this thread only).
    const live::LiveGameRegistry *registry() const { return m_registry.get(); }
    zone::ZoneAdapter *adapter() const { return m_adapter.get(); }

    // Where the records and the pairing links are written (the session's one writer) and for which
    // event; detachStore() writes what waits first.
    void attachStore(storage::StoreWriter *writer, qint64 eventId);
    void detachStore();
    // What the detector checks and the records carry: the event's time control, its default time,
    // its name.
    void setEventRules(const event::EventInfo &info);
    // The card policy's yellow card after a VCS absence of this many seconds (0: no cards; Art. 13.4).
    void setVcsCardSeconds(int seconds);
    // A finished game's feeds are no longer watched after this long (the VCS thresholds).
    void setFinishedFeedsAfterMs(qint64 ms);

public Q_SLOTS:
    // Follows a source the arbiter chose (Lichess, live PGN or a simulator); one that does not pass
    // ZoneSource::check() is refused with its message as problem() and a Failed health.
    void start(const arbiter::zone::ZoneSource &source);
    // Follows the round of the embedded simulator (or any simulator address).
    void startSimulator(const QUrl &url, const QByteArray &token);
    void stop();
    // Also send this game's whole record (a focused board), now and whenever it changes.
    void watch(const QString &gameId);
    void unwatch(const QString &gameId);
    // A fact about a player's place on the VCS (the zone's own reports come through the adapter);
    // one without a time is stamped now.
    void reportVcs(const arbiter::vcs::VcsEvent &event);

Q_SIGNALS:
    // A new source is followed: what the screen showed of the previous one is to be forgotten.
    void sourceChanged();
    // Right after sourceChanged(), before the adapter starts: what outlives a source (the event's
    // incident queue) is to be sent again now, so it reaches the screen after the forgetting and
    // before anything of the new source.
    void sourceAnnounced();
    // The adapter of the new source (before it starts), or null when the source stops.
    void adapterChanged(arbiter::zone::ZoneAdapter *adapter);
    void snapshotsReady(const QList<arbiter::live::GameSnapshot> &snapshots);
    void recordsReady(const QList<arbiter::live::GameRecord> &records);
    // The detector's incidents, as it raised or updated them (without the arbiters' reviews).
    void incidentsDetected(const QList<arbiter::watch::Incident> &incidents);
    // The games whose state changed (after the registry took a batch).
    void gamesChanged(const QList<QString> &ids);
    // The zone's games were linked to the event's pairings (boards, players): what is read from the
    // pairings (the sectors' players) is to be read again.
    void pairingsLinked();
    void healthChanged(const arbiter::zone::ConnectionHealth &health);
    // What the adapter follows, for the status bar (translated).
    void described(const QString &description);
    void problem(const QString &message);

private:
    void attach(zone::ZoneAdapter *adapter);
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
    void applyRules();

    std::unique_ptr<QNetworkAccessManager> m_network;
    std::unique_ptr<live::LiveGameRegistry> m_registry;
    std::unique_ptr<live::SnapshotPublisher> m_publisher;
    std::unique_ptr<watch::IncidentDetector> m_detector;
    std::unique_ptr<zone::ZoneAdapter> m_adapter;
    QSet<QString> m_watched;
    event::EventInfo m_rules;
    int m_vcsCardSeconds; // the card policy's defaults until the event's is set
    qint64 m_finishedFeedsAfterMs;
    storage::StoreWriter *m_writer = nullptr;
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
};

} // namespace arbiter::session

Q_DECLARE_METATYPE(arbiter::zone::ConnectionHealth)
