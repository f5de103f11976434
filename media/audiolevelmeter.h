#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <cstdint>

typedef struct _GstElement GstElement;

namespace arbiter::media {

// The microphone level of a live feed, twice a second. Qt Multimedia 6.4 gives no audio samples of a
// playing stream (no QAudioProbe; QAudioDecoder hangs on RTSP, research note §3d), so this runs its
// own small GStreamer pipeline on the same URL: decode the sound, measure it with `level`, throw it
// away. It restarts itself when the stream ends or fails, and reports when it does.
class AudioLevelMeter : public QObject
{
    Q_OBJECT

public:
    explicit AudioLevelMeter(QObject *parent = nullptr);
    ~AudioLevelMeter() override;

    // Starts measuring `url` (empty stops).
    void setUrl(const QString &url);
    QString url() const { return m_url; }

Q_SIGNALS:
    // The loudest channel's RMS over the last interval, in dBFS (-inf for digital silence is sent as -120).
    void level(double rmsDb);
    // The stream ended or failed; `reason` is GStreamer's text (not translated: for the log).
    void stopped(const QString &reason);

private:
    void startPipeline();
    void stopPipeline();
    void poll();

    QString m_url;
    GstElement *m_pipeline = nullptr;
    QTimer m_poll;
    QTimer m_retry;
    QElapsedTimer m_quiet; // since the last level (or the start)
};

} // namespace arbiter::media
