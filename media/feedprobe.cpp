#include "media/feedprobe.h"

#include "core/net/httpstream.h"
#include "media/feedpipeline.h"
#include "media/gstreamersetup.h"
#include "media/pipelinelife.h"

#include <QLoggingCategory>

#include <gst/gst.h>

#include <atomic>

namespace arbiter::media {

namespace {
Q_LOGGING_CATEGORY(lcProbe, "arbiter.media.probe")
} // namespace

struct FeedProbe::Bridge : StreamBridge
{
    int generation = 0; // the probe's start() this bridge belongs to
    int wanted = 3;
    std::atomic<int> frames{0};
    std::atomic<bool> told{false};

    // Tells the probe once, on its thread, if it still probes what this bridge was made for.
    void tell(bool live, const QString &reason)
    {
        if (told.exchange(true))
            return;
        post<FeedProbe>([live, reason, generation = generation](FeedProbe *p) {
            if (p->m_bridge && p->m_bridge->generation == generation)
                p->finish(live, reason);
        });
    }
};

namespace {

using BridgePtr = std::shared_ptr<FeedProbe::Bridge>;

void freeBridge(gpointer data)
{
    delete static_cast<BridgePtr *>(data);
}

// Only the video track is set up: the sound is not needed to see a picture, and a track not asked
// for is neither sent nor received.
gboolean onSelectStream(GstElement *, guint, GstCaps *caps, gpointer)
{
    const GstStructure *s = caps ? gst_caps_get_structure(caps, 0) : nullptr;
    return s && g_strcmp0(gst_structure_get_string(s, "media"), "video") == 0;
}

// An RTP packet whose marker bit is set ends a video frame (RFC 3551; VP8, H.264 and the rest).
GstPadProbeReturn onPacket(GstPad *, GstPadProbeInfo *info, gpointer data)
{
    FeedProbe::Bridge &bridge = **static_cast<BridgePtr *>(data);
    GstBuffer *buffer = GST_PAD_PROBE_INFO_BUFFER(info);
    guint8 second = 0;
    if (buffer && gst_buffer_extract(buffer, 1, &second, 1) == 1 && (second & 0x80) != 0
        && ++bridge.frames >= bridge.wanted)
        bridge.tell(true, {});
    return GST_PAD_PROBE_OK;
}

// The video track's pad: its packets are counted and thrown away.
void onPadAdded(GstElement *src, GstPad *pad, gpointer data)
{
    GstObject *parent = gst_element_get_parent(src);
    if (!parent)
        return;
    GstElement *sink = gst_element_factory_make("fakesink", nullptr);
    g_object_set(sink, "sync", FALSE, "async", FALSE, nullptr);
    gst_bin_add(GST_BIN(parent), sink);
    GstPad *input = gst_element_get_static_pad(sink, "sink");
    if (gst_pad_link(pad, input) == GST_PAD_LINK_OK)
        gst_pad_add_probe(pad, GST_PAD_PROBE_TYPE_BUFFER, &onPacket, new BridgePtr(*static_cast<BridgePtr *>(data)),
                          &freeBridge);
    gst_object_unref(input);
    gst_element_sync_state_with_parent(sink);
    gst_object_unref(parent);
}

} // namespace

FeedProbe::FeedProbe(QObject *parent) : QObject(parent), m_timeout(this)
{
    setUpGStreamer();
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        finish(false, QStringLiteral("no picture within %1 ms").arg(m_timeout.interval()));
    });
}

FeedProbe::~FeedProbe()
{
    stop();
}

void FeedProbe::start(const QString &url, int frames, int timeoutMs)
{
    stop();
    m_url = url;
    m_framesWanted = std::max(1, frames);
    m_framesSeen = 0;
    m_timedOut = false;
    m_running = true;
    static int generations = 0;
    m_bridge = std::make_shared<Bridge>();
    m_bridge->generation = ++generations;
    m_bridge->wanted = m_framesWanted;
    m_bridge->target = this;
    m_timeout.start(timeoutMs);
    if (url.isEmpty()) {
        finish(false, QStringLiteral("no address"));
        return;
    }
    if (pipelines::isRtsp(url)) {
        if (!startRtsp())
            finish(false, QStringLiteral("GStreamer has no RTSP source (rtspsrc)"));
        return;
    }
    m_player = new FeedPipeline(this);
    m_player->setAccess(m_access);
    connect(m_player, &FeedPipeline::frame, this, [this] {
        if (++m_framesSeen >= m_framesWanted)
            finish(true, {});
    });
    connect(m_player, &FeedPipeline::ended, this, [this](const QString &reason) { finish(false, reason); });
    m_player->start(url);
}

bool FeedProbe::startRtsp()
{
    static const bool haveRtsp = [] {
        GstElementFactory *factory = gst_element_factory_find("rtspsrc");
        if (factory)
            gst_object_unref(factory);
        return factory != nullptr;
    }();
    if (!haveRtsp)
        return false;
    const BridgePtr bridge = m_bridge;
    m_pipeline = pipelines::open(
        [bridge, url = m_url, access = m_access]() -> GstElement * {
            GstElement *src = gst_element_factory_make("rtspsrc", nullptr);
            GstElement *pipeline = gst_pipeline_new(nullptr);
            pipelines::track(pipeline);
            gst_bin_add(GST_BIN(pipeline), src);
            // Interleaved on the RTSP connection: no UDP ports, no receiving threads of their own, and
            // the session ends with the connection. No jitter buffer wait: packets are counted, not played.
            gst_util_set_object_arg(G_OBJECT(src), "protocols", "tcp");
            g_object_set(src, "location", url.toUtf8().constData(), "latency", guint(0), nullptr);
            if (const QString refused = pipelines::giveAccess(src, url, access); !refused.isEmpty()) {
                gst_object_unref(gst_object_ref_sink(pipeline));
                bridge->tell(false, refused);
                return nullptr;
            }
            g_signal_connect(src, "select-stream", G_CALLBACK(&onSelectStream), nullptr);
            g_signal_connect_data(
                src, "pad-added", G_CALLBACK(&onPadAdded), new BridgePtr(bridge),
                [](gpointer data, GClosure *) { freeBridge(data); }, GConnectFlags(0));
            pipelines::handleMessages(pipeline, [bridge](GstMessage *msg) {
                pipelines::backgroundMessage(msg); // a probe waits its turn behind the moves and the screen
                if (GST_MESSAGE_TYPE(msg) == GST_MESSAGE_ERROR || GST_MESSAGE_TYPE(msg) == GST_MESSAGE_EOS)
                    bridge->tell(false, pipelines::endReason(msg));
            });
            return pipeline;
        },
        true);
    return true;
}

void FeedProbe::stop()
{
    m_timeout.stop();
    m_running = false;
    if (m_bridge)
        m_bridge->detach();
    pipelines::close(m_pipeline, true);
    m_pipeline.reset();
    if (m_player) {
        m_player->disconnect(this);
        delete m_player; // its pipeline ends on a worker
        m_player = nullptr;
    }
}

void FeedProbe::finish(bool live, const QString &reason)
{
    if (!m_running)
        return;
    stop();
    qCDebug(lcProbe) << net::loggableUrl(QUrl(m_url)) << (live ? "live" : "lost") << reason;
    if (live)
        Q_EMIT this->live();
    else
        Q_EMIT lost(reason);
}

} // namespace arbiter::media
