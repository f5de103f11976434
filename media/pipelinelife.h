#pragma once

#include "core/vcs/feedaccess.h"

#include <QMetaObject>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <mutex>

typedef struct _GstElement GstElement;
typedef struct _GstMessage GstMessage;

namespace arbiter::media {

// How the feed pipelines of arbiter_media (FeedPipeline, FeedProbe) live and end, in one place.
//
// A pipeline's streaming threads reach the QObject that owns it through a StreamBridge: a queued
// call on the owner's thread while the owner still wants to hear, nothing once it has let go (what a
// pipeline being torn down still sends goes nowhere).
struct StreamBridge
{
    std::mutex mutex;
    QObject *target = nullptr; // null once the owner let go

    // Calls `call(owner)` on the owner's thread (queued; dropped if the owner is gone by then).
    template<typename Owner, typename Call>
    void post(Call &&call)
    {
        const std::lock_guard lock(mutex);
        if (auto *owner = static_cast<Owner *>(target))
            QMetaObject::invokeMethod(
                owner, [owner, call = std::forward<Call>(call)] { call(owner); }, Qt::QueuedConnection);
    }
    void detach()
    {
        const std::lock_guard lock(mutex);
        target = nullptr;
    }
};

namespace pipelines {

// Counts the pipeline until it is finalized (what alive() reports: tests and --stats check that
// what is stopped is freed).
void track(GstElement *pipeline);
// Pipelines made by arbiter_media and not yet freed.
int alive();

// Every message of the pipeline handed to `handler` where it is posted (a streaming thread), then
// dropped: nobody pops the bus. A dropped message is unreferenced here; one left behind holds the
// element that posted it, and through it the whole pipeline with its buffers, for good.
void handleMessages(GstElement *pipeline, std::function<void(GstMessage *)> handler);

// One pipeline's life, from open() to close(): its owner holds it, the workers do the work.
struct Life;
using LifePtr = std::shared_ptr<Life>;

// Makes a pipeline with `make` (null if it could not: `make` has said why) and sets it playing,
// unless close() came first. A network pipeline is made on a worker thread and this returns at
// once: an RTSP source starting its threads took 4-45 ms of the caller's thread on a busy machine,
// and a page of 49 feeds or the roll call's cameras opened from the GUI thread stalled it. Any
// other is made here (an SDP feed takes its fixed ports only after the one before let go).
LifePtr open(std::function<GstElement *()> make, bool overNetwork);
// Stops and frees what open() made or is making. A network source says goodbye to its server on
// the way (an RTSP TEARDOWN: seconds when the server is gone), so that pipeline ends on a worker
// thread (after its start, if that is still under way) and this returns at once; any other ends
// here, having let go of its ports before the caller opens another (an SDP feed's fixed UDP ports).
void close(const LifePtr &life, bool overNetwork);

// Puts a pipeline's streaming threads in the background (arbiter::runInBackground), from its
// messages: each thread announces itself (stream-status "enter") on the thread itself, where the
// message is handled.
void backgroundMessage(GstMessage *message);

// Whether the URL is an RTSP feed's (rtsp://, rtspt:// over TCP, rtsps:// and rtspst:// over TLS).
bool isRtsp(const QString &url);

// Gives an rtspsrc opening `url` the team's credentials when they are for it (vcs::FeedAccess::isFor:
// the relay, over TLS): login and secret as properties (never in the address), RTP inside the TLS
// connection, the relay's certificate checked against the access's authority. Anything else is left
// as it is. Returns why not when the authority's file cannot be read (for the log), else empty.
QString giveAccess(GstElement *rtspsrc, const QString &url, const vcs::FeedAccess &access);

// The reason in an ERROR message, or "end of stream" (for the log; not translated).
QString endReason(GstMessage *message);

} // namespace pipelines

} // namespace arbiter::media
