#include "media/pipelinelife.h"

#include "core/common/background.h"

#include <QCoreApplication>
#include <QString>
#include <QThreadPool>

#include <gio/gio.h>
#include <gst/gst.h>

#include <atomic>
#include <mutex>
#include <utility>

namespace arbiter::media::pipelines {

namespace {

std::atomic<int> g_alive{0};

QThreadPool &reaper();
QThreadPool &opener();

// At the application's end (QCoreApplication's destructor, before the program's static objects and
// libraries are torn down): the pipelines still starting or ending are let finish, 15 s at most
// (an RTSP TEARDOWN to a server that is gone). A pipeline that was still ending on a worker while
// exit() tore down Qt's and GLib's statics corrupted the heap (tst_simfeeds: a crash in free() at
// exit, then a hang in the crash handler).
void finishAtExit()
{
    opener().waitForDone(15'000);
    reaper().waitForDone(15'000);
}

// A few threads, ended when idle, so a page of 49 feeds turned at once neither waits in line for
// long nor leaves threads behind; never destroyed (a pipeline may still be ending after the wait
// at exit).
QThreadPool *workerPool()
{
    static std::once_flag registered;
    std::call_once(registered, [] { qAddPostRoutine(finishAtExit); });
    auto *p = new QThreadPool;
    p->setMaxThreadCount(4);
    p->setExpiryTimeout(10'000);
    return p;
}

// Where network pipelines end.
QThreadPool &reaper()
{
    static QThreadPool *pool = workerPool();
    return *pool;
}

// Where network pipelines start.
QThreadPool &opener()
{
    static QThreadPool *pool = workerPool();
    return *pool;
}

// Stops and frees the pipeline (takes the caller's reference), here.
void retire(GstElement *pipeline)
{
    if (!pipeline)
        return;
    gst_element_set_state(pipeline, GST_STATE_NULL);
    gst_object_unref(pipeline);
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

struct Life
{
    std::mutex mutex; // held while the pipeline is set playing: close() waits for it on a worker
    GstElement *pipeline = nullptr;
    bool closed = false;
};

LifePtr open(std::function<GstElement *()> make, bool overNetwork)
{
    auto life = std::make_shared<Life>();
    auto start = [life, make = std::move(make), overNetwork] {
        if (overNetwork)
            arbiter::runInBackground(); // a worker's: behind the moves and the screen, like the feeds
        GstElement *pipeline = make();
        if (!pipeline)
            return;
        const std::lock_guard lock(life->mutex);
        if (life->closed) {
            gst_object_unref(pipeline); // never started
            return;
        }
        life->pipeline = pipeline;
        gst_element_set_state(pipeline, GST_STATE_PLAYING);
    };
    if (overNetwork)
        opener().start(std::move(start));
    else
        start();
    return life;
}

void close(const LifePtr &life, bool overNetwork)
{
    if (!life)
        return;
    auto end = [life, overNetwork] {
        if (overNetwork)
            arbiter::runInBackground();
        GstElement *pipeline = nullptr;
        {
            const std::lock_guard lock(life->mutex);
            life->closed = true;
            pipeline = std::exchange(life->pipeline, nullptr);
        }
        retire(pipeline); // already on a worker, or not over the network
    };
    if (overNetwork)
        reaper().start(std::move(end));
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
        || url.startsWith(QLatin1String("rtsps://")) || url.startsWith(QLatin1String("rtspst://"));
}

QString giveAccess(GstElement *rtspsrc, const QString &url, const vcs::FeedAccess &access)
{
    if (!access.isFor(url))
        return {};
    GTlsDatabase *authority = nullptr;
    if (!access.caFile.isEmpty()) {
        GError *error = nullptr;
        authority = g_tls_file_database_new(access.caFile.toLocal8Bit().constData(), &error);
        if (!authority) {
            const QString reason = QString::fromUtf8(error ? error->message : "certificate authority");
            if (error)
                g_error_free(error);
            return reason;
        }
    }
    g_object_set(rtspsrc, "user-id", access.login.toUtf8().constData(), "user-pw", access.secret.constData(), nullptr);
    gst_util_set_object_arg(G_OBJECT(rtspsrc), "protocols", "tcp");
    if (authority) {
        g_object_set(rtspsrc, "tls-database", authority, nullptr);
        g_object_unref(authority);
    }
    return {};
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
