#pragma once

#include "core/chess/types.h"
#include "core/event/feedroster.h"
#include "core/vcs/feedkind.h"
#include "core/vcs/vcsevent.h"
#include "core/vcs/vcsthresholds.h"
#include "core/watch/rollcall.h"

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
// - the roll call (Art. 13.2, the rule is watch::RollCall): the hub runs its probes, which count the
//   frames without decoding them (media::FeedProbe), on the small stream where the source has one, so
//   two thousand cameras are called within minutes at little cost; the probes run in a helper
//   process where one is set (setProbeHelper: the console's), away from the screen
//   (media::FeedProbes); a camera found lost is watched as below;
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
    // Both players' cameras of these games, for the roll call (watch::RollCall::add).
    void rollCall(const QList<QPair<QString, zone::Pairing>> &games);
    // The roll call's probes run in `program arguments` (media::serveFeedProbes), else in this process.
    void setProbeHelper(const QString &program, const QStringList &arguments);
    // The probe helper's process id while it runs (for --stats), else 0.
    qint64 probeHelperPid() const;
    // Feeds watched in the background now (the roll call and lost feeds), and waiting for it.
    int backgroundCount() const { return int(m_background.size()) + m_rollCall->underWay(); }
    int rollCallWaiting() const { return m_rollCall->waiting(); }
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
    };
    static QString keyOf(const QString &gameId, chess::Color side, vcs::FeedKind kind);
    void report(const QString &gameId, chess::Color side, vcs::FeedKind kind, std::uint8_t health);
    void unwatched(const QString &gameId, chess::Color side, vcs::FeedKind kind);
    bool shownByTile(const QString &gameId, chess::Color side, vcs::FeedKind kind,
                     const FeedTile *except = nullptr) const;
    void watchInBackground(Watch watch);
    void stopBackground(const QString &key, bool sayUnwatched);
    watch::RollCall::Seen seen(const QString &gameId, chess::Color side) const;
    void found(const QString &gameId, chess::Color side, const QString &url, const QString &name, bool live);

    event::FeedRoster m_roster;
    QHash<QString, Watch> m_background; // by keyOf
    media::FeedProbes *m_prober;
    watch::RollCall *m_rollCall;
    QList<FeedTile *> m_tiles;
    FeedTile *m_listening = nullptr;
};

} // namespace arbiter::ui
