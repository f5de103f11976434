#include "snapshotpublisher.h"

#include "livegameregistry.h"

namespace arbiter::event {

SnapshotPublisher::SnapshotPublisher(const LiveGameRegistry *registry, int coalesceMs, QObject *parent)
    : QObject(parent), m_registry(registry)
{
    qRegisterMetaType<arbiter::event::GameSnapshot>();
    qRegisterMetaType<QList<arbiter::event::GameSnapshot>>();
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
        if (m_pendingSet.contains(id))
            continue;
        m_pendingSet.insert(id);
        m_pending.append(id);
    }
    if (!m_pending.isEmpty() && !m_timer.isActive())
        m_timer.start();
}

void SnapshotPublisher::flush()
{
    m_timer.stop();
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

} // namespace arbiter::event
