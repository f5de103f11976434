#include "core/session/incidentbook.h"

#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"

#include <QDateTime>

namespace arbiter::session {

IncidentBook::IncidentBook(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<QList<arbiter::watch::Incident>>();
}

void IncidentBook::attachStore(storage::StoreWriter *writer, qint64 eventId, const QList<watch::Incident> &stored)
{
    m_writer = writer;
    m_eventId = eventId;
    // What this session saw before the store was attached is kept too.
    store(all());
    for (const watch::Incident &i : stored)
        if (!m_incidents.contains(i.key))
            m_incidents.insert(i.key, i);
    if (!stored.isEmpty())
        Q_EMIT incidentsReady(stored);
}

void IncidentBook::detachStore()
{
    m_writer = nullptr;
    m_eventId = 0;
}

void IncidentBook::take(QList<watch::Incident> incidents)
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

void IncidentBook::review(const QString &key, watch::Incident::ReviewState state, const QString &note,
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

void IncidentBook::takeReviews(const QList<watch::Incident> &stored)
{
    QList<watch::Incident> changed;
    for (const watch::Incident &i : stored) {
        auto it = m_incidents.find(i.key);
        if (it == m_incidents.end()) {
            if (i.reviewState == watch::Incident::ReviewState::Open)
                continue; // this console's detector will report it itself
            it = m_incidents.insert(i.key, i);
        } else if (it->reviewState == i.reviewState && it->reviewNote == i.reviewNote
                   && it->reviewedBy == i.reviewedBy) {
            continue;
        }
        it->reviewState = i.reviewState;
        it->reviewNote = i.reviewNote;
        it->reviewedBy = i.reviewedBy;
        it->reviewedUtcMs = i.reviewedUtcMs;
        changed.append(*it);
    }
    if (!changed.isEmpty())
        Q_EMIT incidentsReady(changed);
}

void IncidentBook::resend()
{
    if (!m_incidents.isEmpty())
        Q_EMIT incidentsReady(all());
}

void IncidentBook::store(const QList<watch::Incident> &incidents)
{
    if (!m_writer || incidents.isEmpty())
        return;
    const qint64 eventId = m_eventId;
    m_writer->submit(QStringLiteral("%1 incidents").arg(incidents.size()), int(incidents.size()),
                     [eventId, incidents](storage::EventStore &store) {
                         return store.upsertIncidents(eventId, incidents, storage::EventStore::Durability::Relaxed);
                     });
}

} // namespace arbiter::session
