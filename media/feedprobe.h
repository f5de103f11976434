#pragma once

#include "media/pipelinelife.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <memory>

namespace arbiter::media {

class FeedPipeline;

// Tells whether a feed is sending pictures, for the Art. 13.2 roll call of every camera when the
// round starts: a thousand games are two thousand cameras, and decoding each one's picture only to
// learn that it comes (as a FeedPipeline does) cost more than a core and stalled the screen. An
// RTSP feed is opened over TCP with its video track alone and nothing decoded: its frames are
// counted by the RTP marker that ends each one, and the probe ends at the `frames`-th. Any other
// feed (a file, HTTP, SDP) is played by a FeedPipeline and its decoded frames counted. A feed that
// ends, is refused (404, 503) or sends no `frames` pictures within `timeoutMs` is lost.
class FeedProbe : public QObject
{
    Q_OBJECT

public:
    explicit FeedProbe(QObject *parent = nullptr);
    ~FeedProbe() override;

    // Probes `url` afresh (a probe under way stops); live() or lost() follows once.
    void start(const QString &url, int frames = 3, int timeoutMs = 5000);
    // The team's credentials for its relay's feeds (pipelines::giveAccess), from the next start().
    void setAccess(const vcs::FeedAccess &access) { m_access = access; }
    void stop();
    QString url() const { return m_url; }
    bool running() const { return m_running; }
    // Whether the last probe ended because no picture came in time (not a refusal, an error or an end).
    bool timedOut() const { return m_timedOut; }

Q_SIGNALS:
    void live();
    // Why not (GStreamer's text or the time-out, for the log; not translated).
    void lost(const QString &reason);

public:
    struct Bridge; // what the streaming threads reach the probe through (internal)

private:
    void finish(bool live, const QString &reason);
    bool startRtsp();

    QString m_url;
    vcs::FeedAccess m_access;
    bool m_running = false;
    pipelines::LifePtr m_pipeline;
    std::shared_ptr<Bridge> m_bridge;
    FeedPipeline *m_player = nullptr; // a feed that is not RTSP
    int m_framesWanted = 3;
    int m_framesSeen = 0;
    bool m_timedOut = false;
    QTimer m_timeout;
};

} // namespace arbiter::media
