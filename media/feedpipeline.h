#pragma once

#include "core/vcs/feedaccess.h"
#include "media/pipelinelife.h"

#include <QByteArray>
#include <QMetaType>
#include <QObject>
#include <QString>

#include <array>
#include <memory>

typedef struct _GstElement GstElement;

namespace arbiter::media {

// One decoded picture of a feed: its pixels in memory order B, G, R, x (QImage::Format_RGB32), and
// its luma measured on a 16x9 grid of cells (each the mean of 8x8 points spread over the cell, in
// video range: black reads 16), so the GUI thread neither converts nor measures.
struct FeedFrame
{
    static constexpr int GridWidth = 16;
    static constexpr int GridHeight = 9;
    QByteArray pixels;
    int width = 0;
    int height = 0;
    int stride = 0;
    std::array<float, GridWidth * GridHeight> grid{};
};

// Plays one live feed with GStreamer directly, off the GUI thread: the picture decoded to an
// appsink (the newest frame only; a slow consumer never holds the stream up), the microphone's level
// measured on the same connection, and, while someone listens, the sound played by a second small
// pipeline. Qt Multimedia 6.4's player cannot do this for fifty feeds: stopping or restarting it
// blocks the GUI thread on its video sink (seconds each when a stream stalls), and it gives no audio
// samples of a live stream. Everything here reaches its owner as queued signals; an RTSP pipeline is
// torn down on a worker thread, so start() and stop() never wait on the network.
class FeedPipeline : public QObject
{
    Q_OBJECT

public:
    explicit FeedPipeline(QObject *parent = nullptr);
    ~FeedPipeline() override;

    // Plays `url` afresh (the previous pipeline, if any, goes); empty stops.
    // A feed the team's relay serves only to the team: the console's login, secret and the relay's
    // certificate authority (call before start(); rtsp and rtsps addresses only).
    void setAccess(const vcs::FeedAccess &access) { m_access = access; }
    void start(const QString &url);
    void stop();
    QString url() const { return m_url; }
    // Plays the feed's sound on the default audio device (a second connection, only while true).
    void setAudible(bool audible);
    bool audible() const { return m_audible; }

Q_SIGNALS:
    void frame(const arbiter::media::FeedFrame &frame);
    // The loudest channel's RMS over the last half second, in dBFS (-120 for digital silence).
    void level(double rmsDb);
    // The stream ended or failed; `reason` is GStreamer's text (for the log, not translated).
    void ended(const QString &reason);

public:
    struct Bridge; // what the streaming threads reach the object through (internal)
    // The branches a source's streams are led into (internal): a description each, empty for none.
    struct Branches
    {
        QByteArray video;
        QByteArray audio;
    };

private:
    pipelines::LifePtr launch(const QByteArray &source, const Branches &branches, bool forPicture);
    void startListener();
    static void tearDown(pipelines::LifePtr &life, const std::shared_ptr<Bridge> &bridge, bool rtsp);

    QString m_url;
    vcs::FeedAccess m_access;
    bool m_audible = false;
    pipelines::LifePtr m_pipeline;
    std::shared_ptr<Bridge> m_bridge;
    pipelines::LifePtr m_listener;
    std::shared_ptr<Bridge> m_listenerBridge;
};

} // namespace arbiter::media

Q_DECLARE_METATYPE(arbiter::media::FeedFrame)
