#include "incidentdetector.h"

#include "../event/livegameregistry.h"

#include <QDateTime>

namespace arbiter::watch {

QString Incident::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Disconnected: return QCoreApplication::translate("arbiter::watch::Incident", "Disconnected");
    case Kind::IllegalMove: return QCoreApplication::translate("arbiter::watch::Incident", "Illegal move");
    case Kind::ResultDisagrees: return QCoreApplication::translate("arbiter::watch::Incident", "Result");
    case Kind::ColoursReversed: return QCoreApplication::translate("arbiter::watch::Incident", "Colours reversed");
    case Kind::ClockFault: return QCoreApplication::translate("arbiter::watch::Incident", "Clock");
    case Kind::ZoneData: return QCoreApplication::translate("arbiter::watch::Incident", "Zone data");
    }
    return {};
}

IncidentDetector::IncidentDetector(const event::LiveGameRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry)
{
    qRegisterMetaType<arbiter::watch::Incident>();
    qRegisterMetaType<QList<arbiter::watch::Incident>>();
    // Anomalies come with the batch, before gamesChanged(): the batch is sent from there.
    connect(registry, &event::LiveGameRegistry::anomalyRecorded, this, &IncidentDetector::onAnomaly);
    connect(registry, &event::LiveGameRegistry::gamesChanged, this, &IncidentDetector::onGamesChanged);
}

Incident IncidentDetector::base(const QString &gameId) const
{
    Incident i;
    i.gameId = gameId;
    i.utcMs = QDateTime::currentMSecsSinceEpoch();
    if (const event::LiveGame *game = m_registry->game(gameId)) {
        i.board = game->pairing().board;
        i.white = game->pairing().white;
        i.black = game->pairing().black;
    }
    return i;
}

void IncidentDetector::onAnomaly(const QString &gameId, const event::Anomaly &anomaly)
{
    using K = event::Anomaly::Kind;
    Incident i = base(gameId);
    switch (anomaly.kind) {
    case K::IllegalMove: i.kind = Incident::Kind::IllegalMove; break;
    case K::ResultInconsistent: i.kind = Incident::Kind::ResultDisagrees; break;
    case K::ColoursReversed: i.kind = Incident::Kind::ColoursReversed; break;
    case K::ClockFault: i.kind = Incident::Kind::ClockFault; break;
    default: i.kind = Incident::Kind::ZoneData; break;
    }
    i.ply = anomaly.ply;
    i.article = anomaly.article;
    i.text = anomaly.text;
    i.open = false;
    i.key = QStringLiteral("%1/%2/%3").arg(gameId, event::Anomaly::kindName(anomaly.kind)).arg(anomaly.ply);
    m_pending.append(i);
}

void IncidentDetector::onGamesChanged(const QList<QString> &ids)
{
    for (const QString &id : ids) {
        const event::LiveGame *game = m_registry->game(id);
        if (!game)
            continue;
        const auto &list = game->disconnections();
        const int seen = m_disconnectionsSeen.value(id);
        const int closed = m_disconnectionsClosed.value(id);
        for (int n = 0; n < int(list.size()); ++n) {
            const auto &d = list[std::size_t(n)];
            const bool isNew = n >= seen;
            const bool nowClosed = !d.open() && n >= closed;
            if (!isNew && !nowClosed)
                continue;
            Incident i = base(id);
            i.kind = Incident::Kind::Disconnected;
            i.ply = d.ply;
            i.article = QStringLiteral("11");
            i.open = d.open();
            i.key = QStringLiteral("%1/disconnected/%2").arg(id).arg(n);
            const QString who = d.side == chess::White ? i.white : i.black;
            i.text = d.open()
                ? tr("%1 left the game zone at ply %2; the clock keeps running (Art. 4.3).").arg(who).arg(d.ply)
                : tr("%1 was away from the game zone for %2 s (from ply %3 to ply %4).")
                      .arg(who)
                      .arg((d.awayMs() + 500) / 1000)
                      .arg(d.ply)
                      .arg(d.reconnectPly);
            m_pending.append(i);
        }
        m_disconnectionsSeen.insert(id, int(list.size()));
        int closedNow = closed;
        while (closedNow < int(list.size()) && !list[std::size_t(closedNow)].open())
            ++closedNow;
        m_disconnectionsClosed.insert(id, closedNow);
    }
    if (m_pending.isEmpty())
        return;
    const QList<Incident> batch = std::move(m_pending);
    m_pending.clear();
    Q_EMIT incidentsReady(batch);
}

} // namespace arbiter::watch
