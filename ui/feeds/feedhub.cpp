#include "ui/feeds/feedhub.h"

#include "core/vcs/feedhealth.h"
#include "core/zone/zoneevent.h"
#include "media/feedprobes.h"
#include "ui/feeds/feedplayer.h"
#include "ui/feeds/feedtile.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QTimer>

#include <algorithm>
#include <utility>
#include <vector>

namespace arbiter::ui {

namespace {
Q_LOGGING_CATEGORY(lcHub, "arbiter.ui.feedhub")
} // namespace

FeedHub::FeedHub(QObject *parent) : QObject(parent), m_prober(new media::FeedProbes(this))
{
    connect(m_prober, &media::FeedProbes::finished, this, &FeedHub::probed);
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
    for (FeedTile *t : std::as_const(m_tiles))
        t->feed()->setThresholds(thresholds());
    for (const Watch &w : std::as_const(m_background))
        w.feed->setThresholds(thresholds());
    Q_EMIT settingsChanged();
}

QString FeedHub::keyOf(const QString &gameId, chess::Color side, vcs::FeedKind kind)
{
    return gameId + u'/' + QString::number(int(side)) + u'/' + vcs::FeedKinds::name(kind);
}

void FeedHub::add(FeedTile *tile)
{
    m_tiles.append(tile);
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
    vcs::VcsEvent e;
    e.type = vcs::VcsEvent::Type::Health;
    e.source = vcs::VcsEvent::Source::Feed;
    e.gameId = gameId;
    e.side = side;
    e.feed = kind;
    e.health = health;
    e.utcMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT vcsEvent(e);
}

void FeedHub::unwatched(const QString &gameId, chess::Color side, vcs::FeedKind kind)
{
    vcs::VcsEvent e;
    e.type = vcs::VcsEvent::Type::Unwatched;
    e.source = vcs::VcsEvent::Source::Feed;
    e.gameId = gameId;
    e.side = side;
    e.feed = kind;
    e.utcMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT vcsEvent(e);
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
    // The video server knows who is on the VCS without anyone opening a feed.
    if (!hasFeeds() || !m_roster.settings().presenceUrl.isEmpty())
        return;
    // Begun a moment after the games are listed: opening the first probes must not delay the
    // screen's first sight of a thousand games listed at once.
    if (m_toRoll.isEmpty())
        QTimer::singleShot(RollCallDelayMs, this, &FeedHub::pumpRollCall);
    m_toRoll += games;
}

// The next game not seen before: its players' cameras join the queue. False when none is left.
bool FeedHub::queueNextRollCallGame()
{
    while (!m_toRoll.isEmpty()) {
        const auto [gameId, pairing] = m_toRoll.takeFirst();
        if (m_rolled.contains(gameId))
            continue;
        m_rolled.insert(gameId);
        for (chess::Color side : {chess::White, chess::Black}) {
            Watch w;
            w.gameId = gameId;
            w.side = side;
            w.kind = vcs::FeedKinds::Camera;
            w.url = urlFor(pairing, side, vcs::FeedKinds::Camera);
            w.probeUrl = urlFor(pairing, side, vcs::FeedKinds::Camera, true);
            w.name = side == chess::White ? pairing.white : pairing.black;
            w.board = pairing.board;
            if (w.url.isEmpty())
                continue;
            m_queue.append(w);
            ++m_rollCallTotal;
        }
        return true;
    }
    return false;
}

// A few at a time: a probe costs a connection, and the video server a stream, until it ends.
void FeedHub::pumpRollCall()
{
    constexpr int AtOnce = 6;
    while (m_probes.size() < AtOnce && (!m_queue.isEmpty() || queueNextRollCallGame())) {
        if (m_queue.isEmpty())
            continue; // a game without camera addresses
        Watch w = m_queue.takeFirst();
        const QString key = keyOf(w.gameId, w.side, w.kind);
        if (shownByTile(w.gameId, w.side, w.kind)) {
            ++m_rollCallLive; // a tile watches it (and speaks for it)
            continue;
        }
        if (const auto watched = m_background.constFind(key); watched != m_background.cend()) {
            // Already watched because it was lost: it is not on the VCS unless it came back.
            if (watched->feed->health() & vcs::FeedHealth::Lost)
                m_notOnVcs << (w.board > 0 ? tr("%1 (board %2)").arg(w.name).arg(w.board) : w.name);
            else
                ++m_rollCallLive;
            continue;
        }
        if (m_probes.contains(key))
            continue;
        // As long as the feed watch takes to call a feed lost (Art. 13.2's threshold).
        const quint64 probe
            = m_prober->start(w.probeUrl.isEmpty() ? w.url : w.probeUrl, 3, int(thresholds().lostAfterMs));
        m_probes.insert(key, {w, probe});
        m_probeKeys.insert(probe, key);
    }
    if (m_probes.isEmpty() && m_queue.isEmpty() && m_toRoll.isEmpty() && m_rollCallTotal > 0)
        finishRollCall();
}

void FeedHub::probed(quint64 probe, bool live, bool timedOut, const QString &reason)
{
    const QString key = m_probeKeys.take(probe);
    const auto it = m_probes.find(key);
    if (it == m_probes.end() || it->second != probe)
        return;
    Watch w = it->first;
    m_probes.erase(it);
    if (!live && timedOut && !w.probedBefore) {
        // No picture in time is not yet absence: the camera may only have been slow to start on a
        // busy machine (both ends' threads wait their turn). Once more, after the others; a refusal
        // or an error counts at once.
        qCInfo(lcHub) << "roll call:" << w.url << "no picture yet, probed again later:" << reason;
        w.probedBefore = true;
        m_queue.append(w);
        pumpRollCall();
        return;
    }
    if (live) {
        ++m_rollCallLive;
        report(w.gameId, w.side, w.kind, 0);
        unwatched(w.gameId, w.side, w.kind); // on the VCS; nobody watches the feed from now on
    } else {
        qCInfo(lcHub) << "roll call:" << w.url << "lost:" << reason;
        m_notOnVcs << (w.board > 0 ? tr("%1 (board %2)").arg(w.name).arg(w.board) : w.name);
        report(w.gameId, w.side, w.kind, vcs::FeedHealth::Lost);
        // Not on the VCS: watched until the player comes back.
        if (!shownByTile(w.gameId, w.side, w.kind))
            watchInBackground(w);
    }
    pumpRollCall();
}

void FeedHub::finishRollCall()
{
    QString summary;
    if (m_notOnVcs.isEmpty())
        //: %n: cameras checked
        summary = tr("Roll call: all %n camera(s) live.", nullptr, m_rollCallTotal);
    else
        //: %1: cameras live; %2: cameras checked; %3: the players, e.g. "Carlsen (board 1), Nepo (board 2)"
        summary = tr("Roll call (Art. 13.2): %1 of %2 cameras live; not on the VCS: %3.")
                      .arg(m_rollCallLive)
                      .arg(m_rollCallTotal)
                      .arg(m_notOnVcs.join(QStringLiteral(", ")));
    m_rollCallTotal = 0;
    m_rollCallLive = 0;
    m_notOnVcs.clear();
    Q_EMIT rollCallDone(summary);
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
