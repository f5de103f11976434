#pragma once

#include "core/evidence/evidenceitem.h"
#include "core/vcs/feedkind.h"
#include "core/watch/incident.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>

class QImage;

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

class FeedHub;
class FeedPlayer;

// VCS evidence as incidents happen (Appendix I A.5): when an incident about a player is raised, a
// still of their camera and of their screen from that moment is handed to the session to keep with
// the event. A feed on screen gives its current frame (for a feed just lost, the last one it
// showed); a feed nobody watches is opened for a moment and its first frames taken. Each incident
// is taken once, and only when it is new (a reopened event's old queue is not photographed again).
class EvidenceGrabber : public QObject
{
    Q_OBJECT

public:
    EvidenceGrabber(FeedHub *hub, models::GameTableModel *games, QObject *parent = nullptr);

    void setEnabled(bool enabled) { m_enabled = enabled; }
    // The session's incidents (every report: new, updated, the queue of an event opened again).
    void take(const QList<arbiter::watch::Incident> &incidents);
    // Stills waiting for a feed nobody was watching.
    int pending() const { return int(m_probes.size()); }

Q_SIGNALS:
    void captured(const arbiter::evidence::EvidenceCapture &capture);

private:
    void grab(const watch::Incident &incident, vcs::FeedKind kind);
    void emitStill(const watch::Incident &incident, vcs::FeedKind kind, const QImage &image, const QString &note);

    FeedHub *m_hub;
    models::GameTableModel *m_games;
    bool m_enabled = true;
    QSet<QString> m_seen; // incident keys
    QHash<FeedPlayer *, watch::Incident> m_probes; // feeds opened for a still, and what for
};

} // namespace arbiter::ui
