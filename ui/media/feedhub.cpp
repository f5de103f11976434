#include "feedhub.h"

#include "feedplayer.h"
#include "feedtile.h"
#include "vcs/feedaddress.h"
#include "zone/zoneevent.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <vector>

namespace arbiter::ui {

FeedHub::FeedHub(QObject *parent) : QObject(parent) { }

void FeedHub::setSettings(const QByteArray &settingsJson)
{
    const QJsonObject o = QJsonDocument::fromJson(settingsJson).object();
    m_template = o.value(QLatin1String("template")).toString();
    // The session checked them before sending; anything unreadable keeps the defaults.
    const auto thresholds
        = vcs::VcsThresholds::fromJson(QJsonDocument(o.value(QLatin1String("thresholds")).toObject()).toJson());
    m_thresholds = thresholds ? *thresholds : vcs::VcsThresholds();
    for (FeedTile *t : m_tiles)
        t->feed()->setThresholds(m_thresholds);
    Q_EMIT settingsChanged();
}

void FeedHub::setEventKey(const QString &key)
{
    if (key == m_eventKey)
        return;
    m_eventKey = key;
    Q_EMIT settingsChanged();
}

QString FeedHub::playerKey(const zone::Pairing &pairing, chess::Color side)
{
    const QString &id = side == chess::White ? pairing.whiteId : pairing.blackId;
    return id.isEmpty() ? (side == chess::White ? pairing.white : pairing.black) : id;
}

QString FeedHub::urlFor(const zone::Pairing &pairing, chess::Color side, vcs::FeedKind kind, bool low) const
{
    const QString key = playerKey(pairing, side);
    if (key.isEmpty())
        return {};
    return vcs::FeedAddress::url(m_template, m_eventKey, key, kind, low);
}

void FeedHub::add(FeedTile *tile)
{
    m_tiles.append(tile);
    connect(tile->feed(), &FeedPlayer::healthChanged, this, [this, tile](std::uint8_t h) { report(tile, h); });
    connect(tile, &FeedTile::listenRequested, this, &FeedHub::listen);
}

void FeedHub::remove(FeedTile *tile)
{
    unwatch(tile);
    m_tiles.removeAll(tile);
    if (m_listening == tile)
        m_listening = nullptr;
}

void FeedHub::report(FeedTile *tile, std::uint8_t health)
{
    if (tile->gameId().isEmpty())
        return;
    vcs::VcsEvent e;
    e.type = vcs::VcsEvent::Type::Health;
    e.source = vcs::VcsEvent::Source::Feed;
    e.gameId = tile->gameId();
    e.side = tile->side();
    e.feed = tile->kind();
    e.health = health;
    e.utcMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT vcsEvent(e);
}

void FeedHub::unwatch(FeedTile *tile)
{
    if (tile->gameId().isEmpty() || tile->feed()->url().isEmpty())
        return;
    // Another tile may still show the same feed: it keeps speaking for it.
    for (FeedTile *t : m_tiles)
        if (t != tile && t->gameId() == tile->gameId() && t->side() == tile->side() && t->kind() == tile->kind()
            && !t->feed()->url().isEmpty())
            return;
    vcs::VcsEvent e;
    e.type = vcs::VcsEvent::Type::Unwatched;
    e.source = vcs::VcsEvent::Source::Feed;
    e.gameId = tile->gameId();
    e.side = tile->side();
    e.feed = tile->kind();
    e.utcMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT vcsEvent(e);
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
