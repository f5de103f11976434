#pragma once

#include "core/watch/incident.h"

#include <QHash>
#include <QList>
#include <QObject>

namespace arbiter::storage {
class StoreWriter;
}

namespace arbiter::session {

// The incident book, a part of the event session (on its thread): every incident of the event with
// the arbiters' reviews. A detector's update never undoes a review (Incident::withKeptReview); every
// incident and review is handed to the store's writer before the screen sees it (DESIGN.md: stored
// first), and what the store held for the event joins the book when it is attached.
class IncidentBook : public QObject
{
    Q_OBJECT

public:
    explicit IncidentBook(QObject *parent = nullptr);

    // Where the book is kept (the session's one writer), the event, and what the store already
    // holds for it (sent at once: the queue of an event that was open before). What the book took
    // before is written too.
    void attachStore(storage::StoreWriter *writer, qint64 eventId, const QList<watch::Incident> &stored);
    void detachStore();
    // Every incident of the book.
    QList<watch::Incident> all() const { return QList<watch::Incident>(m_incidents.cbegin(), m_incidents.cend()); }

public Q_SLOTS:
    // The detector's incidents: kept with their reviews, stored, then sent as incidentsReady.
    void take(QList<arbiter::watch::Incident> incidents);
    // An arbiter's review of an incident: stored first, then sent back as incidentsReady (when
    // the store cannot take it now, the writer keeps and retries it, and says so).
    void review(const QString &key, arbiter::watch::Incident::ReviewState state, const QString &note,
                const QString &arbiter);
    // The whole book again (a new source: the event's queue outlives it).
    void resend();
    // Incidents as the event's store has them (another console of a team event reviewed them):
    // their reviews replace the ones held here; one not held yet joins.
    void takeReviews(const QList<arbiter::watch::Incident> &stored);

Q_SIGNALS:
    void incidentsReady(const QList<arbiter::watch::Incident> &incidents);

private:
    void store(const QList<watch::Incident> &incidents);

    QHash<QString, watch::Incident> m_incidents;
    storage::StoreWriter *m_writer = nullptr;
    qint64 m_eventId = 0;
};

} // namespace arbiter::session
