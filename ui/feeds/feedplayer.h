#pragma once

#include "core/vcs/feedaccess.h"
#include "core/vcs/feedhealth.h"

#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QString>
#include <QTimer>

#include <array>
#include <cstdint>
#include <deque>

namespace arbiter::media {
class FeedPipeline;
struct FeedFrame;
} // namespace arbiter::media

namespace arbiter::ui {

// Plays one feed and watches it: a GStreamer pipeline of its own (media::FeedPipeline: the picture
// and the microphone's level, decoded and measured off the GUI thread), the newest picture kept for
// whoever shows it (image(), frameChanged), and the feed-health decisions of the core
// (vcs::FeedHealthMonitor) fed with what the frames and levels show. A live stream that stalls says
// nothing, so the player watches the frames itself and restarts a lost feed every few seconds until
// it comes back; a restart never waits on the network. Its sound is played only while the arbiter
// listens to this player.
class FeedPlayer : public QObject
{
    Q_OBJECT

public:
    explicit FeedPlayer(vcs::FeedKind kind, QObject *parent = nullptr);
    ~FeedPlayer() override;

    void setUrl(const QString &url);
    QString url() const { return m_url; }
    // The team's credentials for its relay's feeds (media::FeedPipeline::setAccess); a feed of the
    // relay that plays opens again with them (a new secret, or none: the relay refuses it then).
    void setAccess(const vcs::FeedAccess &access);
    vcs::FeedKind kind() const { return m_kind; }
    void setThresholds(const vcs::VcsThresholds &thresholds);
    void setAudible(bool audible);
    bool audible() const { return m_audible; }

    std::uint8_t health() const { return m_health; }
    // Frames shown over the last two seconds, per second.
    double framesPerSecond() const;
    std::int64_t frames() const { return m_monitor.frames(); }
    // When the last frame came, on the player's clock (nowMs()); -1 before any.
    std::int64_t lastFrameMs() const { return m_lastFrameMs; }
    std::int64_t nowMs() const { return now(); }
    // The newest picture (for a feed just lost, the last one it showed); null before any.
    const QImage &image() const { return m_image; }
    QImage still() const { return m_image; }
    // The microphone's last level (dBFS), or -120 before any.
    double levelDb() const;

Q_SIGNALS:
    void frameChanged();
    void healthChanged(std::uint8_t health);
    void levelChanged(double rmsDb);

private:
    void onFrame(const media::FeedFrame &frame);
    void check();
    void restart();
    std::int64_t now() const { return m_clock.elapsed(); }

    vcs::FeedKind m_kind;
    media::FeedPipeline *m_pipeline;
    QImage m_image;
    QString m_url;
    vcs::FeedAccess m_access;
    bool m_audible = false;
    vcs::FeedHealthMonitor m_monitor;
    std::uint8_t m_health = 0;
    QElapsedTimer m_clock;
    QTimer m_check;
    std::int64_t m_lastSampleMs = -1000;
    std::int64_t m_lastFrameMs = -1;
    std::int64_t m_lastRestartMs = 0;
    std::array<float, 16 * 9> m_grid{}; // the last sampled frame's luma, cell means
    bool m_haveGrid = false;
    std::deque<std::int64_t> m_frameTimes; // the last two seconds
};

} // namespace arbiter::ui
