#include "core/live/snapshotpublisher.h"

#include "core/live/livegameregistry.h"

namespace arbiter::live {

SnapshotPublisher::SnapshotPublisher(const LiveGameRegistry *registry, int coalesceMs, QObject *parent)
    : QObject(parent), m_registry(registry)
{
    qRegisterMetaType<arbiter::live::GameSnapshot>();
    qRegisterMetaType<QList<arbiter::live::GameSnapshot>>();
    qRegisterMetaType<arbiter::live::GameRecord>();
    qRegisterMetaType<QList<arbiter::live::GameRecord>>();
    m_timer.setSingleShot(true);
    m_timer.setInterval(coalesceMs);
    connect(&m_timer, &QTimer::timeout, this, &SnapshotPublisher::flush);
    connect(registry, &LiveGameRegistry::gamesChanged, this, &SnapshotPublisher::onGamesChanged);
}

QList<GameSnapshot> SnapshotPublisher::all() const
{
    QList<GameSnapshot> out;
    for (const QString &id : m_registry->ids())
        if (const LiveGame *game = m_registry->game(id))
            out.append(GameSnapshot::of(*game));
    return out;
}

void SnapshotPublisher::onGamesChanged(const QList<QString> &ids)
{
    for (const QString &id : ids) {
        if (m_watched.contains(id))
            m_recordsDue.insert(id);
        if (m_pendingSet.contains(id))
            continue;
        m_pendingSet.insert(id);
        m_pending.append(id);
    }
    // A round listed at once is a batch already: waiting would only delay all of it.
    if (m_pending.size() >= FlushAtOnceGames)
        flush();
    else if ((!m_pending.isEmpty() || !m_recordsDue.isEmpty()) && !m_timer.isActive())
        m_timer.start();
}

void SnapshotPublisher::watch(const QString &id)
{
    m_watched.insert(id);
    m_recordsDue.insert(id);
    if (!m_timer.isActive())
        m_timer.start();
}

void SnapshotPublisher::unwatch(const QString &id)
{
    m_watched.remove(id);
    m_recordsDue.remove(id);
}

void SnapshotPublisher::flush()
{
    m_timer.stop();
    if (!m_recordsDue.isEmpty()) {
        QList<GameRecord> records;
        for (const QString &id : std::as_const(m_recordsDue))
            if (const LiveGame *game = m_registry->game(id))
                records.append(GameRecord::of(*game));
        m_recordsDue.clear();
        if (!records.isEmpty())
            Q_EMIT recordsReady(records);
    }
    if (m_pending.isEmpty())
        return;
    QList<GameSnapshot> out;
    out.reserve(m_pending.size());
    for (const QString &id : std::as_const(m_pending))
        if (const LiveGame *game = m_registry->game(id))
            out.append(GameSnapshot::of(*game));
    m_pending.clear();
    m_pendingSet.clear();
    Q_EMIT snapshotsReady(out);
}

} // namespace arbiter::live
