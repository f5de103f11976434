#pragma once

#include "gamerecord.h"
#include "gamesnapshot.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

namespace arbiter::live {

class LiveGameRegistry;

// Turns the registry's change notifications into snapshots for the screen. Lives with the registry
// (on the zone thread); the screen connects to snapshotsReady() queued. Changes are gathered for a
// short interval (default 20 ms) so a round at high speed sends the screen a few batches a second
// per game at most, not one per move.
class SnapshotPublisher : public QObject
{
    Q_OBJECT

public:
    explicit SnapshotPublisher(const LiveGameRegistry *registry, int coalesceMs = 20, QObject *parent = nullptr);
    // This many changed games are sent at once, without waiting for the interval.
    static constexpr int FlushAtOnceGames = 256;

    // Snapshots of every game known now (for a view that starts late).
    QList<GameSnapshot> all() const;
    // Sends what is pending at once.
    void flush();
    // Games whose whole record is sent as well (focused boards): at once, then whenever they change.
    void watch(const QString &id);
    void unwatch(const QString &id);

Q_SIGNALS:
    void snapshotsReady(const QList<arbiter::live::GameSnapshot> &snapshots);
    void recordsReady(const QList<arbiter::live::GameRecord> &records);

private:
    void onGamesChanged(const QList<QString> &ids);

    const LiveGameRegistry *m_registry;
    QList<QString> m_pending;
    QSet<QString> m_pendingSet;
    QSet<QString> m_watched;
    QSet<QString> m_recordsDue; // watched games to send a record for
    QTimer m_timer;
};

} // namespace arbiter::live
