#include "ui/feeds/feedplayer.h"

#include "core/net/httpstream.h"
#include "media/feedpipeline.h"

#include <QLoggingCategory>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace arbiter::ui {

namespace {
Q_LOGGING_CATEGORY(lcFeed, "arbiter.ui.media")

constexpr std::int64_t SampleEveryMs = 200; // 5 samples a second decide as well as 15 or 30
constexpr std::int64_t RestartEveryMs = 4000;

// The picture's pixels shared, not copied: the image keeps the frame's bytes alive.
QImage imageOf(const media::FeedFrame &frame)
{
    auto *bytes = new QByteArray(frame.pixels);
    return QImage(
        reinterpret_cast<const uchar *>(bytes->constData()), frame.width, frame.height, frame.stride,
        QImage::Format_RGB32, [](void *data) { delete static_cast<QByteArray *>(data); }, bytes);
}

} // namespace

FeedPlayer::FeedPlayer(vcs::FeedKind kind, QObject *parent)
    : QObject(parent), m_kind(kind), m_pipeline(new media::FeedPipeline(this)), m_monitor(kind), m_check(this)
{
    m_clock.start();
    connect(m_pipeline, &media::FeedPipeline::frame, this, &FeedPlayer::onFrame);
    connect(m_pipeline, &media::FeedPipeline::level, this, [this](double db) {
        if (!vcs::FeedKinds::hasAudio(m_kind))
            return;
        m_monitor.audioLevel(now(), db);
        Q_EMIT levelChanged(db);
    });
    connect(m_pipeline, &media::FeedPipeline::ended, this, [this](const QString &reason) {
        qCInfo(lcFeed) << "feed ended" << net::loggableUrl(QUrl(m_url)) << reason;
        m_monitor.ended(now());
        check();
    });
    m_check.setInterval(250); // a stall is noticed within a quarter second of its threshold
    connect(&m_check, &QTimer::timeout, this, &FeedPlayer::check);
}

FeedPlayer::~FeedPlayer() = default;

void FeedPlayer::setUrl(const QString &url)
{
    if (url == m_url)
        return;
    m_url = url;
    m_haveGrid = false;
    m_frameTimes.clear();
    m_image = QImage();
    m_pipeline->start(url);
    Q_EMIT frameChanged();
    if (url.isEmpty()) {
        m_check.stop();
        if (m_health != 0) {
            m_health = 0;
            Q_EMIT healthChanged(0);
        }
        return;
    }
    m_monitor.started(now());
    m_lastRestartMs = now();
    m_check.start();
}

void FeedPlayer::setAccess(const vcs::FeedAccess &access)
{
    if (access == m_access)
        return;
    const bool affected = m_access.isFor(m_url) || access.isFor(m_url);
    m_access = access;
    m_pipeline->setAccess(access);
    if (affected && !m_url.isEmpty())
        restart();
}

void FeedPlayer::setThresholds(const vcs::VcsThresholds &thresholds)
{
    m_monitor.setThresholds(thresholds);
}

void FeedPlayer::setAudible(bool audible)
{
    m_audible = audible;
    m_pipeline->setAudible(audible);
}

double FeedPlayer::levelDb() const
{
    return m_monitor.lastLevelDb().value_or(-120);
}

double FeedPlayer::framesPerSecond() const
{
    const std::int64_t t = now();
    int n = 0;
    for (std::int64_t f : m_frameTimes)
        if (t - f <= 2000)
            ++n;
    return n / 2.0;
}

void FeedPlayer::onFrame(const media::FeedFrame &frame)
{
    const std::int64_t t = now();
    m_lastFrameMs = t;
    m_frameTimes.push_back(t);
    while (!m_frameTimes.empty() && t - m_frameTimes.front() > 2000)
        m_frameTimes.pop_front();
    m_image = imageOf(frame);
    Q_EMIT frameChanged();
    if (t - m_lastSampleMs < SampleEveryMs) {
        m_monitor.frameSeen(t);
        return;
    }
    m_lastSampleMs = t;
    double sum = 0;
    double change = 0;
    for (std::size_t i = 0; i < frame.grid.size(); ++i) {
        sum += frame.grid[i];
        change += std::abs(frame.grid[i] - m_grid[i]);
    }
    const double n = double(frame.grid.size());
    m_monitor.frame(t, sum / n, m_haveGrid ? change / n : -1);
    std::copy(frame.grid.cbegin(), frame.grid.cend(), m_grid.begin());
    m_haveGrid = true;
}

void FeedPlayer::check()
{
    if (m_url.isEmpty())
        return;
    const std::int64_t t = now();
    const std::uint8_t health = m_monitor.evaluate(t);
    if (health != m_health) {
        qCDebug(lcFeed) << "health" << net::loggableUrl(QUrl(m_url)) << health << "at" << t << "last frame"
                        << m_monitor.lastFrameMs();
        m_health = health;
        Q_EMIT healthChanged(health);
    }
    if ((health & vcs::FeedHealth::Lost) && t - m_lastRestartMs >= RestartEveryMs)
        restart();
}

// A source that stopped (or changed its stream) does not resume by itself; a fresh pipeline does,
// within about a second of the feed's return.
void FeedPlayer::restart()
{
    m_lastRestartMs = now();
    qCDebug(lcFeed) << "restarting" << net::loggableUrl(QUrl(m_url));
    m_pipeline->start(m_url);
    m_haveGrid = false;
}

} // namespace arbiter::ui
