#pragma once

#include "incident.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QObject>

namespace arbiter::event {
class LiveGameRegistry;
struct Anomaly;
} // namespace arbiter::event

namespace arbiter::watch {

// Watches the registry (on its thread) and turns what the regulations care about into incidents:
// every anomaly the registry records (illegal moves, results the board contradicts, reversed
// colours, clock faults, broken zone data) and every disconnection from the zone, updated with its
// duration when the player is back. Emits new and changed incidents in batches.
class IncidentDetector : public QObject
{
    Q_OBJECT

public:
    explicit IncidentDetector(const event::LiveGameRegistry *registry, QObject *parent = nullptr);

Q_SIGNALS:
    void incidentsReady(const QList<arbiter::watch::Incident> &incidents);

private:
    void onAnomaly(const QString &gameId, const event::Anomaly &anomaly);
    void onGamesChanged(const QList<QString> &ids);
    Incident base(const QString &gameId) const;

    const event::LiveGameRegistry *m_registry;
    QHash<QString, int> m_disconnectionsSeen; // per game: entries already reported
    QHash<QString, int> m_disconnectionsClosed; // per game: entries reported as closed
    QList<Incident> m_pending;
};

} // namespace arbiter::watch
