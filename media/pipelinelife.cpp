#include "pipelinelife.h"

#include "common/background.h"

#include <QString>
#include <QThreadPool>

#include <gst/gst.h>

#include <atomic>

namespace arbiter::media::pipelines {

namespace {

std::atomic<int> g_alive{0};

// Where network pipelines end: a few threads, ended when idle, so a page of 49 feeds turned at once
// neither waits in line for long nor leaves threads behind.
QThreadPool &reaper()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool; // never destroyed: a pipeline may still be ending at exit
        p->setMaxThreadCount(4);
        p->setExpiryTimeout(10'000);
        return p;
    }();
    return *pool;
}

struct Handler
{
    std::function<void(GstMessage *)> handle;
};

GstBusSyncReply onMessage(GstBus *, GstMessage *message, gpointer data)
{
    static_cast<Handler *>(data)->handle(message);
    gst_message_unref(message); // a sync handler that drops a message owns it
    return GST_BUS_DROP;
}

} // namespace

void track(GstElement *pipeline)
{
    ++g_alive;
    g_object_weak_ref(
        G_OBJECT(pipeline), [](gpointer, GObject *) { --g_alive; }, nullptr);
}

int alive()
{
    return g_alive;
}

void handleMessages(GstElement *pipeline, std::function<void(GstMessage *)> handler)
{
    GstBus *bus = gst_element_get_bus(pipeline);
    gst_bus_set_sync_handler(bus, &onMessage, new Handler{std::move(handler)},
                             [](gpointer data) { delete static_cast<Handler *>(data); });
    gst_object_unref(bus);
}

void retire(GstElement *pipeline, bool overNetwork)
{
    if (!pipeline)
        return;
    auto end = [pipeline] {
        gst_element_set_state(pipeline, GST_STATE_NULL);
        gst_object_unref(pipeline);
    };
    if (overNetwork)
        reaper().start(end);
    else
        end();
}

void backgroundMessage(GstMessage *message)
{
    if (GST_MESSAGE_TYPE(message) != GST_MESSAGE_STREAM_STATUS)
        return;
    GstStreamStatusType type = GST_STREAM_STATUS_TYPE_CREATE;
    gst_message_parse_stream_status(message, &type, nullptr);
    if (type == GST_STREAM_STATUS_TYPE_ENTER)
        arbiter::runInBackground();
}

bool isRtsp(const QString &url)
{
    return url.startsWith(QLatin1String("rtsp://")) || url.startsWith(QLatin1String("rtspt://"))
        || url.startsWith(QLatin1String("rtsps://"));
}

QString endReason(GstMessage *message)
{
    if (GST_MESSAGE_TYPE(message) != GST_MESSAGE_ERROR)
        return QStringLiteral("end of stream");
    GError *error = nullptr;
    gst_message_parse_error(message, &error, nullptr);
    const QString reason = QString::fromUtf8(error ? error->message : "error");
    if (error)
        g_error_free(error);
    return reason;
}

} // namespace arbiter::media::pipelines
