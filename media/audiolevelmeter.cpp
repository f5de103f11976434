#include "audiolevelmeter.h"

#include "gstreamersetup.h"

#include <QLoggingCategory>

// The `level` element reports in a GValueArray, which GLib marks deprecated; it is its documented form.
#define GLIB_DISABLE_DEPRECATION_WARNINGS
#include <gst/gst.h>

#include <algorithm>
#include <cmath>

namespace arbiter::media {

namespace {
Q_LOGGING_CATEGORY(lcLevel, "arbiter.media.level")
}

AudioLevelMeter::AudioLevelMeter(QObject *parent) : QObject(parent), m_poll(this), m_retry(this)
{
    setUpGStreamer();
    m_poll.setInterval(100);
    connect(&m_poll, &QTimer::timeout, this, &AudioLevelMeter::poll);
    m_retry.setSingleShot(true);
    m_retry.setInterval(2000);
    connect(&m_retry, &QTimer::timeout, this, &AudioLevelMeter::startPipeline);
}

AudioLevelMeter::~AudioLevelMeter()
{
    stopPipeline();
}

void AudioLevelMeter::setUrl(const QString &url)
{
    if (url == m_url)
        return;
    stopPipeline();
    m_retry.stop();
    m_url = url;
    if (!m_url.isEmpty())
        startPipeline();
}

void AudioLevelMeter::startPipeline()
{
    stopPipeline();
    if (m_url.isEmpty())
        return;
    GError *error = nullptr;
    // RTSP sources get a small jitter buffer (setUpGStreamer), so the meter does not lag; no clock
    // sync beyond what `level` needs to time its intervals. From an RTSP server only the sound is
    // depayloaded and decoded (the picture's packets arrive and are dropped: asking the server for
    // the sound alone would break its shared pipeline for every other watcher); from anything else
    // uridecodebin decodes the sound alone.
    const bool rtsp = m_url.startsWith(QLatin1String("rtsp://")) || m_url.startsWith(QLatin1String("rtspt://"));
    const QByteArray source = rtsp ? QByteArrayLiteral("rtspsrc name=src ! application/x-rtp,media=audio ! decodebin")
                                   : QByteArrayLiteral("uridecodebin name=src caps=audio/x-raw");
    const QByteArray description = source
        + " ! queue max-size-time=500000000 leaky=downstream ! audioconvert ! "
          "level name=level interval=500000000 post-messages=true ! fakesink sync=true";
    m_pipeline = gst_parse_launch(description.constData(), &error);
    if (!m_pipeline) {
        const QString reason = QString::fromUtf8(error ? error->message : "pipeline");
        if (error)
            g_error_free(error);
        Q_EMIT stopped(reason);
        return;
    }
    if (error)
        g_error_free(error);
    GstElement *src = gst_bin_get_by_name(GST_BIN(m_pipeline), "src");
    g_object_set(src, rtsp ? "location" : "uri", m_url.toUtf8().constData(), nullptr);
    gst_object_unref(src);
    gst_element_set_state(m_pipeline, GST_STATE_PLAYING);
    m_quiet.start();
    m_poll.start();
}

void AudioLevelMeter::stopPipeline()
{
    m_poll.stop();
    if (!m_pipeline)
        return;
    gst_element_set_state(m_pipeline, GST_STATE_NULL);
    gst_object_unref(m_pipeline);
    m_pipeline = nullptr;
}

void AudioLevelMeter::poll()
{
    if (!m_pipeline)
        return;
    GstBus *bus = gst_element_get_bus(m_pipeline);
    QString ended;
    while (GstMessage *msg
           = gst_bus_pop_filtered(bus, GstMessageType(GST_MESSAGE_ELEMENT | GST_MESSAGE_ERROR | GST_MESSAGE_EOS))) {
        if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ELEMENT) {
            const GstStructure *s = gst_message_get_structure(msg);
            if (s && gst_structure_has_name(s, "level")) {
                const GValue *rms = gst_structure_get_value(s, "rms");
                double loudest = -120;
                if (rms && G_VALUE_HOLDS(rms, G_TYPE_VALUE_ARRAY)) {
                    auto *array = static_cast<GValueArray *>(g_value_get_boxed(rms));
                    for (guint i = 0; array && i < array->n_values; ++i) {
                        const double db = g_value_get_double(g_value_array_get_nth(array, i));
                        if (std::isfinite(db))
                            loudest = std::max(loudest, db);
                    }
                }
                m_quiet.restart();
                Q_EMIT level(loudest);
            }
        } else if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ERROR) {
            GError *error = nullptr;
            gst_message_parse_error(msg, &error, nullptr);
            ended = QString::fromUtf8(error ? error->message : "error");
            if (error)
                g_error_free(error);
        } else {
            ended = QStringLiteral("end of stream");
        }
        gst_message_unref(msg);
    }
    gst_object_unref(bus);
    // A stalled stream sends nothing and says nothing: start afresh when no level came for a while.
    if (ended.isEmpty() && m_quiet.elapsed() > 6000)
        ended = QStringLiteral("no sound for 6 s");
    if (!ended.isEmpty()) {
        qCInfo(lcLevel) << "level meter stopped:" << m_url << ended;
        stopPipeline();
        Q_EMIT stopped(ended);
        m_retry.start();
    }
}

} // namespace arbiter::media
