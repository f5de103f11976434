#pragma once

#include "chess/types.h"
#include "vcs/feedkind.h"
#include "vcs/vcsevent.h"
#include "vcs/vcsthresholds.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QString>

namespace arbiter::zone {
struct Pairing;
}

namespace arbiter::ui {

class FeedTile;

// Where the console's feed tiles meet: the event's VCS settings (the feed URL template and the
// health thresholds), the players' feed URLs made from them, the one microphone the arbiter listens
// to, and the way back to the session: every change of a tile's feed health goes out as a
// vcs::VcsEvent (and a tile that stops showing a feed says so), for the registry to merge.
class FeedHub : public QObject
{
    Q_OBJECT

public:
    explicit FeedHub(QObject *parent = nullptr);

    // {"template": "rtsp://…/{event}/{player}/{feed}", "thresholds": {…}} as the session sends it.
    void setSettings(const QByteArray &settingsJson);
    void setEventKey(const QString &key);
    QString urlTemplate() const { return m_template; }
    const vcs::VcsThresholds &thresholds() const { return m_thresholds; }
    // The player's feed URL (their zone account, else their name, in the template), or empty.
    QString urlFor(const zone::Pairing &pairing, chess::Color side, vcs::FeedKind kind, bool low = false) const;
    static QString playerKey(const zone::Pairing &pairing, chess::Color side);

    void add(FeedTile *tile);
    void remove(FeedTile *tile);
    // The tile stops showing what it showed: its health no longer holds for that player.
    void unwatch(FeedTile *tile);
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

private:
    void report(FeedTile *tile, std::uint8_t health);

    QString m_template;
    QString m_eventKey;
    vcs::VcsThresholds m_thresholds;
    QList<FeedTile *> m_tiles;
    FeedTile *m_listening = nullptr;
};

} // namespace arbiter::ui
