#include "feedplayer.h"

#include "media/audiolevelmeter.h"
#include "media/gstreamersetup.h"

#include <QAudioOutput>
#include <QImage>
#include <QLoggingCategory>
#include <QMediaPlayer>
#include <QUrl>
#include <QVideoFrame>
#include <QVideoSink>

#include <cmath>
#include <cstdlib>

namespace arbiter::ui {

namespace {
Q_LOGGING_CATEGORY(lcFeed, "arbiter.ui.media")

constexpr int GridWidth = 16;
constexpr int GridHeight = 9;
constexpr std::int64_t SampleEveryMs = 200; // 5 samples a second decide as well as 15 or 30
constexpr std::int64_t RestartEveryMs = 4000;

constexpr int CellSamples = 8; // each cell is the mean of 8x8 points spread over it

// The luma of a frame on a 16x9 grid, each cell the mean of points spread over it (not one pixel:
// the codec's noise on a still picture averages out, and a real change moves the mean), from the Y
// plane where the frame has one (the formats the GStreamer backend hands out for decoded video),
// else from a small RGB copy.
bool sampleGrid(const QVideoFrame &source, std::array<float, GridWidth * GridHeight> &grid)
{
    QVideoFrame frame = source;
    const int w = frame.width();
    const int h = frame.height();
    if (w <= 0 || h <= 0)
        return false;
    const auto format = frame.pixelFormat();
    const bool planarY = format == QVideoFrameFormat::Format_YUV420P || format == QVideoFrameFormat::Format_YV12
        || format == QVideoFrameFormat::Format_NV12 || format == QVideoFrameFormat::Format_NV21
        || format == QVideoFrameFormat::Format_YUV422P || format == QVideoFrameFormat::Format_Y8
        || format == QVideoFrameFormat::Format_P010 || format == QVideoFrameFormat::Format_P016;
    constexpr int Across = GridWidth * CellSamples;
    constexpr int Down = GridHeight * CellSamples;
    if (planarY && frame.map(QVideoFrame::ReadOnly)) {
        const uchar *y = frame.bits(0);
        const int stride = frame.bytesPerLine(0);
        const bool wide = format == QVideoFrameFormat::Format_P010 || format == QVideoFrameFormat::Format_P016;
        grid.fill(0);
        for (int sy = 0; sy < Down; ++sy) {
            const uchar *row = y + std::size_t((2 * sy + 1) * h / (2 * Down)) * std::size_t(stride);
            float *cells = grid.data() + (sy / CellSamples) * GridWidth;
            for (int sx = 0; sx < Across; ++sx) {
                const int px = (2 * sx + 1) * w / (2 * Across);
                cells[sx / CellSamples] += wide ? row[px * 2 + 1] : row[px];
            }
        }
        frame.unmap();
    } else {
        const QImage image = frame.toImage().scaled(Across, Down, Qt::IgnoreAspectRatio, Qt::FastTransformation);
        if (image.isNull())
            return false;
        grid.fill(0);
        for (int sy = 0; sy < Down; ++sy)
            for (int sx = 0; sx < Across; ++sx) {
                const QRgb c = image.pixel(sx, sy);
                // BT.601 luma in video range, so a black picture reads 16 whichever path it came by.
                grid[std::size_t((sy / CellSamples) * GridWidth + sx / CellSamples)]
                    += float(16 + (66 * qRed(c) + 129 * qGreen(c) + 25 * qBlue(c) + 128) / 256);
            }
    }
    for (float &cell : grid)
        cell /= float(CellSamples * CellSamples);
    return true;
}

} // namespace

FeedPlayer::FeedPlayer(vcs::FeedKind kind, QVideoSink *sink, QObject *parent)
    : QObject(parent), m_kind(kind), m_sink(sink), m_monitor(kind), m_check(this)
{
    media::setUpGStreamer();
    m_clock.start();
    connect(m_sink, &QVideoSink::videoFrameChanged, this, &FeedPlayer::onFrame);
    if (vcs::FeedKinds::hasAudio(kind)) {
        m_level = new media::AudioLevelMeter(this);
        connect(m_level, &media::AudioLevelMeter::level, this, [this](double db) {
            m_monitor.audioLevel(now(), db);
            Q_EMIT levelChanged(db);
        });
    }
    m_check.setInterval(250); // a stall is noticed within a quarter second of its threshold
    connect(&m_check, &QTimer::timeout, this, &FeedPlayer::check);
}

FeedPlayer::~FeedPlayer()
{
    if (m_player) {
        m_player->stop();
        m_player->setVideoSink(nullptr);
        delete m_player;
    }
}

QMediaPlayer *FeedPlayer::player()
{
    if (m_player)
        return m_player;
    m_player = new QMediaPlayer(this);
    // The sound is played only while the arbiter listens (setAudible): an audio branch to a muted
    // (or missing) device adds its latency to the picture, and stalls would be seen later.
    if (m_audible)
        setAudible(true);
    m_player->setVideoSink(m_sink);
    connect(m_player, &QMediaPlayer::errorOccurred, this, [this](QMediaPlayer::Error, const QString &text) {
        qCInfo(lcFeed) << "feed error" << m_url << text;
        m_monitor.ended(now());
        check();
    });
    connect(m_player, &QMediaPlayer::mediaStatusChanged, this, [this](QMediaPlayer::MediaStatus status) {
        if (status == QMediaPlayer::EndOfMedia || status == QMediaPlayer::InvalidMedia) {
            m_monitor.ended(now());
            check();
        }
    });
    return m_player;
}

void FeedPlayer::setUrl(const QString &url)
{
    if (url == m_url)
        return;
    m_url = url;
    if (m_player || !url.isEmpty()) {
        player()->stop();
        player()->setSource(QUrl(url));
    }
    if (m_level)
        m_level->setUrl(url);
    m_haveGrid = false;
    m_frameTimes.clear();
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
    player()->play();
    m_check.start();
}

void FeedPlayer::setThresholds(const vcs::VcsThresholds &thresholds)
{
    m_monitor.setThresholds(thresholds);
}

void FeedPlayer::setAudible(bool audible)
{
    m_audible = audible;
    if (!m_player)
        return;
    if (audible && !m_audio) {
        m_audio = new QAudioOutput(this);
        m_player->setAudioOutput(m_audio);
    } else if (!audible && m_audio) {
        m_player->setAudioOutput(nullptr);
        delete m_audio;
        m_audio = nullptr;
    }
}

QImage FeedPlayer::still() const
{
    return m_sink->videoFrame().toImage();
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

void FeedPlayer::onFrame(const QVideoFrame &frame)
{
    if (!frame.isValid())
        return;
    const std::int64_t t = now();
    m_lastFrameMs = t;
    m_frameTimes.push_back(t);
    while (!m_frameTimes.empty() && t - m_frameTimes.front() > 2000)
        m_frameTimes.pop_front();
    if (t - m_lastSampleMs < SampleEveryMs) {
        m_monitor.frameSeen(t);
        return;
    }
    m_lastSampleMs = t;
    std::array<float, GridWidth * GridHeight> grid{};
    if (!sampleGrid(frame, grid))
        return;
    double sum = 0;
    double change = 0;
    for (std::size_t i = 0; i < grid.size(); ++i) {
        sum += grid[i];
        change += std::abs(grid[i] - m_grid[i]);
    }
    const double n = double(grid.size());
    m_monitor.frame(t, sum / n, m_haveGrid ? change / n : -1);
    m_grid = grid;
    m_haveGrid = true;
}

void FeedPlayer::check()
{
    if (m_url.isEmpty())
        return;
    const std::int64_t t = now();
    const std::uint8_t health = m_monitor.evaluate(t);
    if (health != m_health) {
        qCDebug(lcFeed) << "health" << m_url << health << "at" << t << "last frame" << m_monitor.lastFrameMs();
        m_health = health;
        Q_EMIT healthChanged(health);
    }
    if ((health & vcs::FeedHealth::Lost) && t - m_lastRestartMs >= RestartEveryMs)
        restart();
}

// The recovery the research note measured: a player whose source stopped (or changed its stream)
// does not resume by itself; a fresh source does, within about a second of the feed's return.
void FeedPlayer::restart()
{
    m_lastRestartMs = now();
    qCDebug(lcFeed) << "restarting" << m_url;
    player()->stop();
    player()->setSource(QUrl());
    player()->setSource(QUrl(m_url));
    player()->play();
    m_haveGrid = false;
}

} // namespace arbiter::ui
