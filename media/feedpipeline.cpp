#include "media/feedpipeline.h"

#include "core/common/background.h"
#include "media/gstreamersetup.h"
#include "media/pipelinelife.h"

#include <QLoggingCategory>

// The `level` element reports in a GValueArray, which GLib marks deprecated; it is its documented form.
#define GLIB_DISABLE_DEPRECATION_WARNINGS
#include <gio/gio.h>
#include <gst/app/gstappsink.h>
#include <gst/gst.h>
#include <gst/video/video.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstring>
#include <utility>

namespace arbiter::media {

struct FeedPipeline::Bridge : StreamBridge
{
    bool forPicture = true; // false: the listening pipeline, whose failures are only logged

    // The newest frame waits here for the owner; one call is queued for it at a time. A console
    // that falls behind sees the newest picture when it catches up, not every frame it missed: a
    // queue of calls each holding a frame grew by 28 MB a second while the GUI thread was busy.
    std::mutex frameMutex;
    FeedFrame newest;
    bool frameQueued = false;
    // The pixel buffers frames were copied into (the streaming thread's only): one the owner has let
    // go of is written again, so a playing feed allocates nothing per frame.
    std::array<QByteArray, 3> buffers;
};

namespace {
Q_LOGGING_CATEGORY(lcFeed, "arbiter.media.feed")

using BridgePtr = std::shared_ptr<FeedPipeline::Bridge>;

void freeBridge(gpointer data)
{
    delete static_cast<BridgePtr *>(data);
}

// The frame's luma on the grid: each cell the mean of 8x8 points spread over it, BT.601 in video
// range (black 16, white 235), as the health monitor's thresholds are set.
void measure(const uchar *data, int width, int height, int stride, FeedFrame &f)
{
    constexpr int CellSamples = 8;
    constexpr int Across = FeedFrame::GridWidth * CellSamples;
    constexpr int Down = FeedFrame::GridHeight * CellSamples;
    f.grid.fill(0);
    for (int sy = 0; sy < Down; ++sy) {
        const uchar *row = data + std::size_t((2 * sy + 1) * height / (2 * Down)) * std::size_t(stride);
        float *cells = f.grid.data() + (sy / CellSamples) * FeedFrame::GridWidth;
        for (int sx = 0; sx < Across; ++sx) {
            const uchar *p = row + std::size_t((2 * sx + 1) * width / (2 * Across)) * 4; // B, G, R, x
            cells[sx / CellSamples] += float(16 + (66 * p[2] + 129 * p[1] + 25 * p[0] + 128) / 256);
        }
    }
    for (float &cell : f.grid)
        cell /= float(CellSamples * CellSamples);
}

// The next frame's `size` bytes copied into one of the bridge's buffers the owner no longer holds
// (or a new one in its place) and shared with the frame.
QByteArray copyPixels(FeedPipeline::Bridge &bridge, const uchar *pixels, qsizetype size)
{
#if defined(__SANITIZE_THREAD__)
    // ThreadSanitizer sees neither the owner letting a buffer go (Qt's reference count, in code it
    // does not instrument) nor the fence below: under it every frame gets a buffer of its own.
    constexpr bool reuse = false;
#else
    constexpr bool reuse = true;
#endif
    auto slot = std::find_if(bridge.buffers.begin(), bridge.buffers.end(),
                             [size](const QByteArray &b) { return reuse && b.size() == size && b.isDetached(); });
    if (slot == bridge.buffers.end()) {
        slot = std::find_if(bridge.buffers.begin(), bridge.buffers.end(),
                            [](const QByteArray &b) { return b.isNull() || b.isDetached(); });
        if (slot == bridge.buffers.end())
            slot = bridge.buffers.begin(); // all still held: that one is the owner's to free
        *slot = QByteArray(size, Qt::Uninitialized);
    }
#if !defined(__SANITIZE_THREAD__)
    std::atomic_thread_fence(std::memory_order_acquire); // after the owner's last read of it
#endif
    std::memcpy(slot->data(), pixels, std::size_t(size)); // not shared: written in place
    return *slot;
}

// The newest frame handed to the owner: queued unless a call for an earlier one still waits, which
// then takes this one.
void deliver(const BridgePtr &bridge, FeedFrame &&f)
{
    {
        const std::lock_guard lock(bridge->frameMutex);
        bridge->newest = std::move(f);
        if (std::exchange(bridge->frameQueued, true))
            return;
    }
    bridge->post<FeedPipeline>([bridge](FeedPipeline *p) {
        FeedFrame newest;
        {
            const std::lock_guard lock(bridge->frameMutex);
            newest = std::move(bridge->newest);
            bridge->newest = {};
            bridge->frameQueued = false;
        }
        if (!newest.pixels.isEmpty())
            Q_EMIT p->frame(newest);
    });
}

GstFlowReturn onSample(GstAppSink *sink, gpointer data)
{
    const BridgePtr bridge = *static_cast<BridgePtr *>(data);
    GstSample *sample = gst_app_sink_pull_sample(sink);
    if (!sample)
        return GST_FLOW_OK;
    GstVideoInfo info;
    GstVideoFrame mapped;
    if (gst_video_info_from_caps(&info, gst_sample_get_caps(sample))
        && gst_video_frame_map(&mapped, &info, gst_sample_get_buffer(sample), GST_MAP_READ)) {
        FeedFrame f;
        f.width = GST_VIDEO_FRAME_WIDTH(&mapped);
        f.height = GST_VIDEO_FRAME_HEIGHT(&mapped);
        f.stride = GST_VIDEO_FRAME_PLANE_STRIDE(&mapped, 0);
        const auto *pixels = static_cast<const uchar *>(GST_VIDEO_FRAME_PLANE_DATA(&mapped, 0));
        if (f.width > 0 && f.height > 0) {
            f.pixels = copyPixels(*bridge, pixels, qsizetype(f.stride) * f.height);
            measure(pixels, f.width, f.height, f.stride, f);
        }
        gst_video_frame_unmap(&mapped);
        if (!f.pixels.isEmpty())
            deliver(bridge, std::move(f));
    }
    gst_sample_unref(sample);
    return GST_FLOW_OK;
}

double loudest(const GstStructure *s)
{
    double db = -120;
    const GValue *rms = gst_structure_get_value(s, "rms");
    if (rms && G_VALUE_HOLDS(rms, G_TYPE_VALUE_ARRAY)) {
        auto *array = static_cast<GValueArray *>(g_value_get_boxed(rms));
        for (guint i = 0; array && i < array->n_values; ++i) {
            const double channel = g_value_get_double(g_value_array_get_nth(array, i));
            if (std::isfinite(channel))
                db = std::max(db, channel);
        }
    }
    return db;
}

// A message of the pipeline, on the thread that posted it.
void onMessage(const BridgePtr &bridge, GstMessage *msg)
{
    switch (GST_MESSAGE_TYPE(msg)) {
    case GST_MESSAGE_STREAM_STATUS:
        // Fifty decoders that always have work must not take turns with the screen: they run behind
        // it and take what the GUI thread leaves (a frame dropped, never a stall of the console).
        pipelines::backgroundMessage(msg);
        break;
    case GST_MESSAGE_ELEMENT: {
        const GstStructure *s = gst_message_get_structure(msg);
        if (bridge->forPicture && s && gst_structure_has_name(s, "level")) {
            const double db = loudest(s);
            bridge->post<FeedPipeline>([db](FeedPipeline *p) { Q_EMIT p->level(db); });
        }
        break;
    }
    case GST_MESSAGE_ERROR:
    case GST_MESSAGE_EOS: {
        const QString reason = pipelines::endReason(msg);
        if (bridge->forPicture)
            bridge->post<FeedPipeline>([reason](FeedPipeline *p) { Q_EMIT p->ended(reason); });
        else
            qCInfo(lcFeed) << "listening stopped:" << reason;
        break;
    }
    default: break;
    }
}

using pipelines::isRtsp;

struct Wiring
{
    BridgePtr bridge;
    FeedPipeline::Branches branches;
    bool rtsp = false;
    std::atomic<bool> haveVideo{false};
    std::atomic<bool> haveAudio{false};
};

void freeWiring(gpointer data, GClosure *)
{
    delete static_cast<Wiring *>(data);
}

// Which stream a source's new pad carries: RTSP names it in its RTP caps, a decoding source by its
// raw caps.
enum class Stream { Video, Audio, Other };
Stream streamOf(GstPad *pad, bool rtsp)
{
    GstCaps *caps = gst_pad_get_current_caps(pad);
    if (!caps)
        caps = gst_pad_query_caps(pad, nullptr);
    Stream kind = Stream::Other;
    if (caps && !gst_caps_is_empty(caps)) {
        const GstStructure *s = gst_caps_get_structure(caps, 0);
        const char *media = rtsp ? gst_structure_get_string(s, "media") : gst_structure_get_name(s);
        if (media && g_str_has_prefix(media, "video"))
            kind = Stream::Video;
        else if (media && g_str_has_prefix(media, "audio"))
            kind = Stream::Audio;
    }
    if (caps)
        gst_caps_unref(caps);
    return kind;
}

// A source offered a stream (on its streaming thread): the first picture and the first sound each
// get their branch, anything else is swallowed so that it never fails the source with "not linked".
void onPadAdded(GstElement *src, GstPad *pad, gpointer data)
{
    auto *wiring = static_cast<Wiring *>(data);
    // The source's own thread (RTSP's, which reads the interleaved stream and feeds the jitter
    // buffers) announces no stream status: it goes behind the screen here, where it offers a stream.
    arbiter::runInBackground();
    QByteArray description = "fakesink name=in sync=false async=false";
    switch (streamOf(pad, wiring->rtsp)) {
    case Stream::Video:
        if (!wiring->branches.video.isEmpty() && !wiring->haveVideo.exchange(true))
            description = wiring->branches.video;
        break;
    case Stream::Audio:
        if (!wiring->branches.audio.isEmpty() && !wiring->haveAudio.exchange(true))
            description = wiring->branches.audio;
        break;
    case Stream::Other: break;
    }
    auto *pipeline = GST_BIN(gst_element_get_parent(src));
    if (!pipeline)
        return;
    // A pipeline on its way down takes no new branch (it would be left behind, playing).
    if (GST_STATE_TARGET(pipeline) < GST_STATE_PAUSED) {
        gst_object_unref(pipeline);
        return;
    }
    GError *error = nullptr;
    GstElement *branch = gst_parse_bin_from_description(description.constData(), FALSE, &error);
    if (error) {
        qCWarning(lcFeed) << "feed branch:" << error->message;
        g_error_free(error);
    }
    // The way in is the element named "in" (a decoder's delayed links leave later sink pads unlinked
    // too, so "the first unlinked pad" may not be it).
    GstPad *sink = nullptr;
    if (GstElement *in = branch ? gst_bin_get_by_name(GST_BIN(branch), "in") : nullptr) {
        GstPad *target = gst_element_get_static_pad(in, "sink");
        sink = gst_ghost_pad_new("sink", target);
        gst_element_add_pad(branch, sink);
        gst_object_unref(target);
        gst_object_unref(in);
    }
    if (sink) {
        if (GstElement *picture = gst_bin_get_by_name(GST_BIN(branch), "picture")) {
            GstAppSinkCallbacks callbacks{};
            callbacks.new_sample = &onSample;
            gst_app_sink_set_callbacks(GST_APP_SINK(picture), &callbacks, new BridgePtr(wiring->bridge), &freeBridge);
            gst_object_unref(picture);
        }
        // The branch settles its own state: a decoder that is still finding its way must not take the
        // whole pipeline, and the other branch's picture with it, back to PAUSED.
        g_object_set(branch, "async-handling", TRUE, nullptr);
        gst_bin_add(pipeline, branch);
        if (const GstPadLinkReturn linked = gst_pad_link(pad, sink); linked != GST_PAD_LINK_OK)
            qCWarning(lcFeed) << "feed branch not linked:" << gst_pad_link_get_name(linked) << description;
        gst_element_sync_state_with_parent(branch);
    } else if (branch) {
        gst_object_unref(gst_object_ref_sink(branch));
    }
    gst_object_unref(pipeline);
}

} // namespace

FeedPipeline::FeedPipeline(QObject *parent) : QObject(parent)
{
    setUpGStreamer();
    static const int registered = qRegisterMetaType<FeedFrame>();
    Q_UNUSED(registered)
}

FeedPipeline::~FeedPipeline()
{
    stop();
}

void FeedPipeline::tearDown(pipelines::LifePtr &life, const std::shared_ptr<Bridge> &bridge, bool rtsp)
{
    if (!life)
        return;
    bridge->detach(); // what its threads still send goes nowhere
    pipelines::close(life, rtsp);
    life.reset();
}

pipelines::LifePtr FeedPipeline::launch(const QByteArray &source, const Branches &branches, bool forPicture)
{
    auto bridge = std::make_shared<Bridge>();
    bridge->target = this;
    bridge->forPicture = forPicture;
    (forPicture ? m_bridge : m_listenerBridge) = bridge;
    const bool rtsp = isRtsp(m_url);
    return pipelines::open(
        [source, branches, bridge, rtsp, url = m_url, access = m_access]() -> GstElement * {
            auto fail = [&bridge](const QString &reason) {
                if (bridge->forPicture)
                    bridge->post<FeedPipeline>([reason](FeedPipeline *p) { Q_EMIT p->ended(reason); });
            };
            GError *error = nullptr;
            GstElement *src = gst_parse_launch(source.constData(), &error);
            if (!src) {
                const QString reason = QString::fromUtf8(error ? error->message : "pipeline");
                if (error)
                    g_error_free(error);
                fail(reason);
                return nullptr;
            }
            if (error) // a warning (an element it could do without)
                g_error_free(error);
            g_object_set(src, rtsp ? "location" : "uri", url.toUtf8().constData(), nullptr);
            // The team's relay: its credentials (only there, only over TLS).
            if (rtsp)
                if (const QString refused = pipelines::giveAccess(src, url, access); !refused.isEmpty()) {
                    gst_object_unref(gst_object_ref_sink(src));
                    fail(refused);
                    return nullptr;
                }
            GstElement *pipeline = gst_pipeline_new(nullptr);
            gst_bin_add(GST_BIN(pipeline), src);
            pipelines::track(pipeline);
            auto *wiring = new Wiring{bridge, branches, rtsp};
            g_signal_connect_data(src, "pad-added", G_CALLBACK(&onPadAdded), wiring, &freeWiring, GConnectFlags(0));
            pipelines::handleMessages(pipeline, [bridge](GstMessage *msg) { onMessage(bridge, msg); });
            return pipeline;
        },
        rtsp);
}

void FeedPipeline::start(const QString &url)
{
    stop();
    m_url = url;
    if (url.isEmpty())
        return;
    // The picture as BGRx at its own size, only the newest frame kept; the sound measured by `level`
    // and thrown away. RTSP sources are live and already paced by their jitter buffer (200 ms), so
    // frames are taken as they come; anything else (a file, HTTP) is played at its own pace. A branch
    // is made when the source offers its stream (onPadAdded): a screen share has no sound, and an
    // empty decoder waiting for it kept the pipeline retrying its way to PLAYING, two hundred times a
    // second on GStreamer's own threads.
    const bool rtsp = isRtsp(url);
    const QByteArray queue
        = "queue name=in max-size-buffers=0 max-size-bytes=0 max-size-time=1000000000 leaky=downstream";
    Branches branches;
    branches.video = queue + (rtsp ? " ! decodebin async-handling=true" : "")
        + " ! videoconvert ! video/x-raw,format=BGRx ! appsink name=picture max-buffers=1 drop=true"
        + (rtsp ? " sync=false" : " sync=true");
    branches.audio = queue + (rtsp ? " ! decodebin async-handling=true" : "")
        + " ! audioconvert ! level interval=500000000 post-messages=true ! fakesink sync=false async=false";
    m_pipeline = launch(rtsp ? "rtspsrc latency=200" : "uridecodebin", branches, true);
    if (m_audible)
        startListener();
}

void FeedPipeline::startListener()
{
    tearDown(m_listener, m_listenerBridge, isRtsp(m_url));
    // A second connection cannot be made to a source that is one listener's alone: RTP on fixed ports
    // (an SDP description) or a capture device. Their sound is measured, not played.
    const bool exclusive = m_url.endsWith(QLatin1String(".sdp"), Qt::CaseInsensitive)
        || m_url.startsWith(QLatin1String("sdp:")) || m_url.startsWith(QLatin1String("v4l2:"));
    if (m_url.isEmpty() || exclusive)
        return;
    const bool rtsp = isRtsp(m_url);
    Branches branches;
    branches.audio = QByteArray("queue name=in") + (rtsp ? " ! decodebin" : "")
        + " ! audioconvert ! audioresample ! autoaudiosink";
    m_listener = launch(rtsp ? "rtspsrc latency=200" : "uridecodebin caps=audio/x-raw", branches, false);
}

void FeedPipeline::stop()
{
    tearDown(m_pipeline, m_bridge, isRtsp(m_url));
    tearDown(m_listener, m_listenerBridge, isRtsp(m_url));
}

void FeedPipeline::setAudible(bool audible)
{
    if (audible == m_audible)
        return;
    m_audible = audible;
    if (audible && m_pipeline)
        startListener();
    else if (!audible) {
        tearDown(m_listener, m_listenerBridge, isRtsp(m_url));
    }
}

} // namespace arbiter::media
