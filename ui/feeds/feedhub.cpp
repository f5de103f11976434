#include "ui/feeds/feedhub.h"

#include "core/vcs/feedhealth.h"
#include "core/zone/zoneevent.h"
#include "media/feedprobes.h"
#include "ui/feeds/feedplayer.h"
#include "ui/feeds/feedtile.h"

#include <QDateTime>
#include <QTimer>

#include <algorithm>
#include <utility>
#include <vector>

namespace arbiter::ui {

FeedHub::FeedHub(QObject *parent)
    : QObject(parent), m_prober(new media::FeedProbes(this)),
      m_rollCall(new watch::RollCall(
          {[this](const QString &url, int frames, int timeoutMs) { return m_prober->start(url, frames, timeoutMs); },
           [this](const QString &gameId, chess::Color side) { return seen(gameId, side); }},
          this))
{
    connect(m_prober, &media::FeedProbes::finished, m_rollCall, &watch::RollCall::probed);
    connect(m_rollCall, &watch::RollCall::found, this, &FeedHub::found);
    connect(m_rollCall, &watch::RollCall::done, this, &FeedHub::rollCallDone);
}

void FeedHub::setProbeHelper(const QString &program, const QStringList &arguments)
{
    m_prober->setHelper(program, arguments);
}

qint64 FeedHub::probeHelperPid() const
{
    return m_prober->helperPid();
}

void FeedHub::setRoster(const event::FeedRoster &roster)
{
    if (roster == m_roster)
        return;
    m_roster = roster;
    m_rollCall->setRoster(roster);
    m_prober->setAccess(roster.access());
    for (FeedTile *t : std::as_const(m_tiles)) {
        t->feed()->setThresholds(thresholds());
        t->feed()->setAccess(roster.access());
    }
    QStringList refused; // the relay's feeds, once this console's access is withdrawn
    for (auto it = m_background.cbegin(); it != m_background.cend(); ++it) {
        if (roster.access().revoked && roster.access().isRelays(it->url)) {
            refused << it.key();
            continue;
        }
        it->feed->setThresholds(thresholds());
        it->feed->setAccess(roster.access());
    }
    // A refusal says nothing of whether the player is on the VCS: those watches end, unwatched.
    for (const QString &key : std::as_const(refused))
        stopBackground(key, true);
    Q_EMIT settingsChanged();
}

QString FeedHub::keyOf(const QString &gameId, chess::Color side, vcs::FeedKind kind)
{
    return gameId + u'/' + QString::number(int(side)) + u'/' + vcs::FeedKinds::name(kind);
}

void FeedHub::add(FeedTile *tile)
{
    m_tiles.append(tile);
    tile->feed()->setAccess(m_roster.access());
    connect(tile->feed(), &FeedPlayer::healthChanged, this, [this, tile](std::uint8_t h) {
        if (!tile->gameId().isEmpty())
            report(tile->gameId(), tile->side(), tile->kind(), h);
    });
    connect(tile, &FeedTile::listenRequested, this, &FeedHub::listen);
}

void FeedHub::remove(FeedTile *tile)
{
    unwatch(tile);
    m_tiles.removeAll(tile);
    if (m_listening == tile)
        m_listening = nullptr;
}

void FeedHub::report(const QString &gameId, chess::Color side, vcs::FeedKind kind, std::uint8_t health)
{
    if (kind == vcs::FeedKinds::Venue)
        return; // a venue's panoramic camera belongs to no game: its tile shows its state
    Q_EMIT vcsEvent(vcs::VcsEvent::feedHealth(gameId, side, kind, health, QDateTime::currentMSecsSinceEpoch()));
}

void FeedHub::unwatched(const QString &gameId, chess::Color side, vcs::FeedKind kind)
{
    if (kind == vcs::FeedKinds::Venue)
        return;
    Q_EMIT vcsEvent(vcs::VcsEvent::unwatched(gameId, side, kind, QDateTime::currentMSecsSinceEpoch()));
}

bool FeedHub::shownByTile(const QString &gameId, chess::Color side, vcs::FeedKind kind, const FeedTile *except) const
{
    for (const FeedTile *t : m_tiles)
        if (t != except && t->gameId() == gameId && t->side() == side && t->kind() == kind
            && !t->feed()->url().isEmpty())
            return true;
    return false;
}

void FeedHub::unwatch(FeedTile *tile)
{
    if (tile->gameId().isEmpty() || tile->feed()->url().isEmpty())
        return;
    // Another tile may still show the same feed: it keeps speaking for it.
    if (shownByTile(tile->gameId(), tile->side(), tile->kind(), tile))
        return;
    // A lost feed is not forgotten when its tile turns away: it is watched until it comes back.
    if (tile->feed()->health() & vcs::FeedHealth::Lost) {
        Watch w;
        w.gameId = tile->gameId();
        w.side = tile->side();
        w.kind = tile->kind();
        w.url = tile->feed()->url();
        w.name = tile->player();
        watchInBackground(w);
        return;
    }
    unwatched(tile->gameId(), tile->side(), tile->kind());
}

void FeedHub::shown(FeedTile *tile)
{
    if (!tile->gameId().isEmpty() && !tile->feed()->url().isEmpty())
        stopBackground(keyOf(tile->gameId(), tile->side(), tile->kind()), false);
}

void FeedHub::watchInBackground(Watch watch)
{
    const QString key = keyOf(watch.gameId, watch.side, watch.kind);
    if (m_background.contains(key) || watch.url.isEmpty())
        return;
    watch.feed = new FeedPlayer(watch.kind, this);
    watch.feed->setThresholds(thresholds());
    watch.feed->setAccess(m_roster.access());
    FeedPlayer *feed = watch.feed;
    connect(feed, &FeedPlayer::healthChanged, this, [this, key](std::uint8_t health) {
        const auto it = m_background.constFind(key);
        if (it != m_background.cend())
            report(it->gameId, it->side, it->kind, health);
    });
    // A picture: the player is back on the VCS; the background watch has done its work.
    connect(feed, &FeedPlayer::frameChanged, this, [this, key, feed] {
        if (feed->frames() < 3 || feed->health() != 0)
            return;
        const auto it = m_background.constFind(key);
        if (it == m_background.cend())
            return;
        report(it->gameId, it->side, it->kind, 0);
        stopBackground(key, true);
    });
    m_background.insert(key, watch);
    feed->setUrl(watch.url);
}

void FeedHub::stopBackground(const QString &key, bool sayUnwatched)
{
    const auto it = m_background.find(key);
    if (it == m_background.end())
        return;
    const Watch w = it.value();
    m_background.erase(it);
    w.feed->disconnect(this);
    w.feed->deleteLater();
    if (sayUnwatched)
        unwatched(w.gameId, w.side, w.kind);
}

void FeedHub::rollCall(const QList<QPair<QString, zone::Pairing>> &games)
{
    m_rollCall->add(games);
}

watch::RollCall::Seen FeedHub::seen(const QString &gameId, chess::Color side) const
{
    using Seen = watch::RollCall::Seen;
    if (shownByTile(gameId, side, vcs::FeedKinds::Camera))
        return Seen::Live;
    const auto watched = m_background.constFind(keyOf(gameId, side, vcs::FeedKinds::Camera));
    if (watched == m_background.cend())
        return Seen::Nothing;
    return watched->feed->health() & vcs::FeedHealth::Lost ? Seen::Lost : Seen::Live;
}

void FeedHub::found(const QString &gameId, chess::Color side, const QString &url, const QString &name, bool live)
{
    if (live) {
        report(gameId, side, vcs::FeedKinds::Camera, 0);
        unwatched(gameId, side, vcs::FeedKinds::Camera); // on the VCS; nobody watches the feed from now on
        return;
    }
    report(gameId, side, vcs::FeedKinds::Camera, vcs::FeedHealth::Lost);
    // Not on the VCS: watched until the player comes back.
    if (!shownByTile(gameId, side, vcs::FeedKinds::Camera)) {
        Watch w;
        w.gameId = gameId;
        w.side = side;
        w.kind = vcs::FeedKinds::Camera;
        w.url = url;
        w.name = name;
        watchInBackground(w);
    }
}

FeedHub::Stats FeedHub::stats() const
{
    Stats s;
    std::vector<double> fps;
    for (const FeedTile *t : m_tiles) {
        if (t->feed()->url().isEmpty())
            continue;
        ++s.playing;
        const double f = t->feed()->framesPerSecond();
        fps.push_back(f);
        if (f > 0)
            ++s.withFrames;
        if (t->feed()->health() != 0)
            ++s.problems;
    }
    if (!fps.empty()) {
        std::sort(fps.begin(), fps.end());
        s.fpsLowest = fps.front();
        s.fpsMedian = fps[fps.size() / 2];
        double sum = 0;
        for (double f : fps)
            sum += f;
        s.fpsMean = sum / double(fps.size());
    }
    return s;
}

QString FeedHub::statsLine(const Stats &s)
{
    //: --stats output; %1 feeds playing, %2 of them with frames, %3 %4 %5 frames per second, %6 feeds with a problem
    return tr("feeds: %1 playing, %2 with frames, fps per feed lowest %3 median %4 mean %5, %6 with a problem")
        .arg(s.playing)
        .arg(s.withFrames)
        .arg(QString::number(s.fpsLowest, 'f', 1), QString::number(s.fpsMedian, 'f', 1),
             QString::number(s.fpsMean, 'f', 1))
        .arg(s.problems);
}

void FeedHub::listen(FeedTile *tile)
{
    FeedTile *previous = m_listening;
    m_listening = previous == tile ? nullptr : tile;
    if (previous)
        previous->setListening(false);
    if (m_listening)
        m_listening->setListening(true);
}

} // namespace arbiter::ui
