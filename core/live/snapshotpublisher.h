#pragma once

#include "core/live/gamerecord.h"
#include "core/live/gamesnapshot.h"

#include <QList>
#include <QObject>
#include <QSet>
#include <QString>
#include <QTimer>

namespace arbiter::live {

class LiveGameRegistry;

// Turns the registry's change notifications into snapshots for the screen. Lives with the registry
// (on the zone thread); the screen connects to snapshotsReady() queued. Changes are gathered for a
// short interval (default 10 ms) so a round at high speed sends the screen one batch of many games,
// not one per move. The interval is part of every move's way to the screen: at 20 ms, a round's
// first seconds (400 games at 10×, a batch of 250 changed games every 50 ms, 10 ms to paint) showed
// moves 32-57 ms (p99 of its first 5 s) after they came, at 10 ms 25-46 ms; the cost, more and
// smaller paint passes (38 → 52 a second), about 1.5 % of a core.
class SnapshotPublisher : public QObject
{
    Q_OBJECT

public:
    explicit SnapshotPublisher(const LiveGameRegistry *registry, int coalesceMs = 10, QObject *parent = nullptr);
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
