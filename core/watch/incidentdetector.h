#pragma once

#include "core/clock/timecontrol.h"
#include "core/live/livegame.h"
#include "core/watch/incident.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QObject>
#include <QSet>
#include <QTimer>

#include <cstdint>

namespace arbiter::live {
class LiveGame;
class LiveGameRegistry;
struct Anomaly;
} // namespace arbiter::live

namespace arbiter::watch {

// Watches the registry (on its thread) and turns what the regulations care about into incidents:
// every anomaly the registry records (illegal moves, reversed colours, clock faults, broken zone
// data); every disconnection from the zone, updated with its duration when the player is back; the
// registry's structured review of each finished game (a result the board contradicts, a flag fall or
// a player who left adjudicated against the zone's result, Art. 4.5 / 11.4; a zone draw while mate
// was still possible, Art. 15.4; an analysis that could not decide, for the arbiter); and every
// automatic draw the board reached that the zone did not end (Art. 5.4 / 15.3): more plies came, or
// the game still runs a grace period later. Emits new and changed incidents in batches.
class IncidentDetector : public QObject
{
    Q_OBJECT

public:
    explicit IncidentDetector(const live::LiveGameRegistry *registry, QObject *parent = nullptr);

    // How long (registry monotonic time) a game may stay on an automatic draw without the zone
    // ending it before it is an incident (default 2000 ms).
    void setAutomaticDrawGraceMs(std::int64_t ms) { m_graceMs = ms; }
    std::int64_t automaticDrawGraceMs() const { return m_graceMs; }
    // The event's card policy (Art. 13.4): a VCS absence longer than this earns a yellow card, which
    // the incident says (0 = the event has no such rule).
    void setVcsCardSeconds(int seconds) { m_vcsCardSeconds = seconds; }
    // Art. 9.12: how long after its game ended a player's camera or microphone may stay live.
    void setFinishedFeedsAfterMs(std::int64_t ms) { m_finishedFeedsMs = ms; }
    // The event's rules: its time control (Art. 4.4: a game the zone plays with another is an
    // incident) and its default time (Art. 8.5: a player not present when it has run out since the
    // game started gets a forfeit proposal; 0 = none).
    void setEventRules(const clock::TimeControl &timeControl, std::int64_t defaultTimeMs);

Q_SIGNALS:
    void incidentsReady(const QList<arbiter::watch::Incident> &incidents);

private:
    void onAnomaly(const QString &gameId, const live::Anomaly &anomaly);
    void onGamesChanged(const QList<QString> &ids);
    void checkDisconnections(const QString &id, const live::LiveGame &game);
    void checkVcs(const QString &id, const live::LiveGame &game);
    // Art. 14: a camera turning dark or still, a microphone falling silent (open while it lasts).
    void checkFeeds(const QString &id, const live::LiveGame &game);
    // Art. 9.12: finished players whose camera or microphone is still live.
    void checkFinishedFeeds();
    void checkTimeControl(const QString &id, const live::LiveGame &game);
    void checkNoShows();
    void checkReview(const QString &id, const live::LiveGame &game);
    // Returns whether the game still has automatic draws to wait on.
    bool checkAutomaticDraws(const QString &id, const live::LiveGame &game);
    void checkWaiting();
    void scheduleWaiting();
    void emitPending();
    Incident base(const QString &gameId) const;

    const live::LiveGameRegistry *m_registry;
    // Per game, how far a list of absences was reported: entries seen, and entries reported closed.
    struct AbsenceMarks
    {
        QHash<QString, int> seen;
        QHash<QString, int> closed;
    };
    // The absences (zone disconnections, VCS absences) new since the last look, or closed since they
    // were reported open, by index; the marks move on.
    static QList<int> changedAbsences(const QString &id, const std::vector<live::LiveGame::Disconnection> &list,
                                      AbsenceMarks &marks);
    AbsenceMarks m_disconnectionMarks;
    AbsenceMarks m_vcsMarks;
    int m_vcsCardSeconds = 0; // the card policy: longer VCS absences earn a yellow card; 0 = no policy
    // The feed watch: per game, the VCS log entries looked at; per "game/side/feed", the health
    // last seen; per "game/side/feed/flag", the open problem (its incident and when it began).
    QHash<QString, int> m_vcsLogSeen;
    QHash<QString, std::uint8_t> m_feedSeen;
    struct FeedProblem
    {
        Incident incident;
        std::int64_t sinceMonotonicMs = 0;
    };
    QHash<QString, FeedProblem> m_feedProblems;
    QHash<QString, int> m_feedProblemCount;
    QSet<QString> m_finishedFeedsReported; // "game/side"
    std::int64_t m_finishedFeedsMs = 60000;
    QTimer m_feedTimer;
    QHash<QString, QString> m_reviewsJudged; // per game: the zone result whose review was judged
    QSet<QString> m_automaticDrawsReported; // "game/rule"
    QSet<QString> m_waiting; // games on an automatic draw the zone may still end
    QTimer m_waitTimer;
    QTimer m_noShowTimer;
    clock::TimeControl m_eventTimeControl;
    std::int64_t m_defaultTimeMs = 0;
    QSet<QString> m_timeControlReported;
    QSet<QString> m_noShowReported; // "game/side"
    std::int64_t m_graceMs = 2000;
    QList<Incident> m_pending;
};

} // namespace arbiter::watch
