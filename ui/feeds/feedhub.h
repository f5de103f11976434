#pragma once

#include "core/chess/types.h"
#include "core/event/feedroster.h"
#include "core/vcs/feedkind.h"
#include "core/vcs/vcsevent.h"
#include "core/vcs/vcsthresholds.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPair>
#include <QSet>
#include <QString>
#include <QStringList>

namespace arbiter::media {
class FeedProbes;
}

namespace arbiter::ui {

class FeedPlayer;
class FeedTile;

// Where the console's feed tiles meet: the event's VCS settings (the feed URL template and the
// health thresholds), the players' feed URLs made from them, the one microphone the arbiter listens
// to, and the way back to the session: every change of a tile's feed health goes out as a
// vcs::VcsEvent (and a tile that stops showing a feed says so), for the registry to merge.
//
// Presence must hold for feeds nobody is looking at too, so the hub watches some in the background:
// - the roll call (Art. 13.2): when a game appears, both players' cameras that no tile shows are
//   probed, a few at a time, until they send pictures (the player is on the VCS) or are found lost
//   (then watched as below); a camera that sends no picture within the threshold is probed once
//   more, after the others, before its player is called absent (on a saturated machine a first
//   probe can run out of time on its own); a probe counts the frames without decoding them
//   (media::FeedProbe), on the small stream where the source has one, so two thousand cameras are
//   called within minutes at little cost; the probes run in a helper process where one is set
//   (setProbeHelper: the console's), away from the screen (media::FeedProbes); not done when the
//   video server reports presence itself;
// - a lost feed stays watched until it comes back, even when its tile turns to another player (a
//   feed wall's next page), so that a player who is off the VCS is not taken for one who is on.
class FeedHub : public QObject
{
    Q_OBJECT

public:
    explicit FeedHub(QObject *parent = nullptr);

    // Whose feed is where, and the thresholds, as the session sends them.
    void setRoster(const event::FeedRoster &roster);
    const event::FeedRoster &roster() const { return m_roster; }
    bool hasFeeds() const { return m_roster.hasFeeds(); }
    const vcs::VcsThresholds &thresholds() const { return m_roster.settings().thresholds; }
    // The player's feed URL (their own, else the template's), or empty.
    QString urlFor(const zone::Pairing &pairing, chess::Color side, vcs::FeedKind kind, bool low = false) const
    {
        return m_roster.url(pairing, side, kind, low);
    }

    void add(FeedTile *tile);
    void remove(FeedTile *tile);
    // The tile stops showing what it showed: its health no longer holds for that player.
    void unwatch(FeedTile *tile);
    // The tile now shows its feed: a background watch of the same feed gives way to it.
    void shown(FeedTile *tile);
    // Both players' cameras of these games, for the roll call (games seen before are skipped); taken
    // up RollCallDelayMs later, so the screen shows the games first, and a few games at a time
    // (their addresses are worked out as their probes start, not all of a thousand games at once).
    static constexpr int RollCallDelayMs = 500;
    void rollCall(const QList<QPair<QString, zone::Pairing>> &games);
    // The roll call's probes run in `program arguments` (media::serveFeedProbes), else in this process.
    void setProbeHelper(const QString &program, const QStringList &arguments);
    // The probe helper's process id while it runs (for --stats), else 0.
    qint64 probeHelperPid() const;
    // Feeds watched in the background now (the roll call and lost feeds), and waiting for it.
    int backgroundCount() const { return int(m_background.size() + m_probes.size()); }
    int rollCallWaiting() const { return int(m_queue.size() + 2 * m_toRoll.size()); }
    // Listens to this tile's microphone (muting every other); the same tile again mutes it.
    void listen(FeedTile *tile);
    FeedTile *listening() const { return m_listening; }
    const QList<FeedTile *> &tiles() const { return m_tiles; }
    // What `arbiter-console --stats` prints of the feeds: how many play, their frames per second
    // (lowest, median, mean) and how many have a problem.
    struct Stats
    {
        int playing = 0; // tiles with a feed URL
        int withFrames = 0; // of which showed a frame in the last two seconds
        double fpsLowest = 0, fpsMedian = 0, fpsMean = 0; // over the playing ones
        int problems = 0;
    };
    Stats stats() const;
    static QString statsLine(const Stats &s);

Q_SIGNALS:
    void vcsEvent(const arbiter::vcs::VcsEvent &event);
    void settingsChanged();
    // The roll call is done (translated: how many cameras are live and who is not on the VCS).
    void rollCallDone(const QString &summary);

private:
    struct Watch
    {
        QString gameId;
        chess::Color side = chess::White;
        vcs::FeedKind kind = vcs::FeedKinds::Camera;
        QString url;
        QString name; // the player's
        int board = 0;
        FeedPlayer *feed = nullptr; // watching it in the background (no tile)
        QString probeUrl; // the roll call's: the small stream where there is one
        bool probedBefore = false; // the roll call's first probe of it saw no picture in time
    };
    static QString keyOf(const QString &gameId, chess::Color side, vcs::FeedKind kind);
    void report(const QString &gameId, chess::Color side, vcs::FeedKind kind, std::uint8_t health);
    void unwatched(const QString &gameId, chess::Color side, vcs::FeedKind kind);
    bool shownByTile(const QString &gameId, chess::Color side, vcs::FeedKind kind,
                     const FeedTile *except = nullptr) const;
    void watchInBackground(Watch watch);
    void stopBackground(const QString &key, bool sayUnwatched);
    bool queueNextRollCallGame();
    void pumpRollCall();
    void probed(quint64 probe, bool live, bool timedOut, const QString &reason);
    void finishRollCall();

    event::FeedRoster m_roster;
    QHash<QString, Watch> m_background; // by keyOf
    media::FeedProbes *m_prober;
    QHash<QString, QPair<Watch, quint64>> m_probes; // the roll call's under way, by keyOf: what, which probe
    QHash<quint64, QString> m_probeKeys; // the same, by probe
    QList<QPair<QString, zone::Pairing>> m_toRoll; // games listed, their cameras not queued yet
    QList<Watch> m_queue; // the roll call's cameras not opened yet
    QSet<QString> m_rolled; // games whose players the roll call has taken
    QStringList m_notOnVcs; // the roll call's finds, for its summary
    int m_rollCallLive = 0;
    int m_rollCallTotal = 0;
    QList<FeedTile *> m_tiles;
    FeedTile *m_listening = nullptr;
};

} // namespace arbiter::ui
