#pragma once

#include "core/chess/types.h"
#include "core/event/feedroster.h"
#include "core/zone/zoneevent.h"

#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace arbiter::watch {

// The roll call (Art. 13.2: the players must be on the VCS throughout): when a game appears, both
// players' cameras that the console does not see already are probed, a few at a time, until they
// send pictures (the player is on the VCS) or are found lost. A camera that sends no picture within
// the feed watch's threshold is probed once more, after the others, before its player is called
// absent (on a saturated machine a first probe can run out of time on its own); a refusal or an
// error counts at once. Not done when the video server reports presence itself. At the end, a
// summary: how many cameras are live and who is not on the VCS.
//
// The rule only: the probes themselves (GStreamer, media::FeedProbes) and what the screen already
// shows are the hooks' business, so the rule runs and is tested without a window.
class RollCall : public QObject
{
    Q_OBJECT

public:
    // What the console already sees of a camera: nothing; a picture (a tile shows it, or a
    // background watch sees it live); a background watch that has it lost.
    enum class Seen { Nothing, Live, Lost };
    struct Hooks
    {
        // Starts a probe of `url` that ends when `frames` pictures came or after `timeoutMs`; its id
        // comes back with probed().
        std::function<quint64(const QString &url, int frames, int timeoutMs)> startProbe;
        std::function<Seen(const QString &gameId, chess::Color side)> seen;
    };
    explicit RollCall(Hooks hooks, QObject *parent = nullptr);

    // Whose camera is where, the threshold, and whether the video server reports presence.
    void setRoster(const event::FeedRoster &roster) { m_roster = roster; }
    // Both players' cameras of these games (games taken before are skipped); taken up DelayMs later,
    // so the screen shows the games first, and a few games at a time (their addresses are worked out
    // as their probes start, not all of a thousand games at once).
    static constexpr int DelayMs = 500;
    static constexpr int AtOnce = 6; // a probe costs a connection, and the video server a stream
    void add(const QList<QPair<QString, zone::Pairing>> &games);
    // A probe ended: pictures came (`live`), or not (`timedOut`, or refused or failed: `reason`).
    void probed(quint64 probe, bool live, bool timedOut, const QString &reason);
    // Probes under way, and cameras waiting for one.
    int underWay() const { return int(m_probes.size()); }
    int waiting() const { return int(m_queue.size() + 2 * m_toRoll.size()); }

Q_SIGNALS:
    // A camera the roll call probed: live (its player is on the VCS) or lost (not on it; `url` and
    // `name` for whoever keeps watching it).
    void found(const QString &gameId, arbiter::chess::Color side, const QString &url, const QString &name, bool live);
    // The roll call is done (translated: how many cameras are live and who is not on the VCS).
    void done(const QString &summary);

private:
    struct Camera
    {
        QString gameId;
        chess::Color side = chess::White;
        QString url;
        QString probeUrl; // the small stream where there is one
        QString name; // the player's
        int board = 0;
        bool probedBefore = false; // the first probe saw no picture in time
    };
    static QString keyOf(const Camera &c);
    bool queueNextGame();
    void pump();
    void noteAbsent(const Camera &c);
    void finish();

    Hooks m_hooks;
    event::FeedRoster m_roster;
    QList<QPair<QString, zone::Pairing>> m_toRoll; // games listed, their cameras not queued yet
    QList<Camera> m_queue; // cameras not probed yet
    QSet<QString> m_rolled; // games whose players the roll call has taken
    QHash<QString, QPair<Camera, quint64>> m_probes; // under way, by keyOf: what, which probe
    QHash<quint64, QString> m_probeKeys; // the same, by probe
    QStringList m_notOnVcs; // the finds, for the summary
    int m_live = 0;
    int m_total = 0;
};

} // namespace arbiter::watch
