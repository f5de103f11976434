#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

namespace arbiter::media {

// An RTSP server for feeds, on GStreamer's gst-rtsp-server: each mount ("/open-2026/carlsen/cam") is
// a pipeline in gst-rtsp-server's launch syntax whose payloaders are pay0, pay1, …, shared by every
// client (started on the first, stopped after the last; or one per client, setPrivatePipelines), so a feed costs
// nothing until someone watches it (it is put on the server itself when a client first asks for it). The server runs
// its own GLib main loop on a thread of its own: it keeps serving whatever the caller's thread is doing, and it does
// not depend on Qt's event dispatcher being GLib's; each client is served on a thread of its own, so a request that
// waits for a feed's first packet holds up nobody else. Used by the feed relay (app/feedrelay: RTP from the video
// server re-served as RTSP, no transcoding) and by the simulator's players (media/simulatedfeeds). Thread-safe.
class FeedServer
{
    Q_DECLARE_TR_FUNCTIONS(FeedServer)

public:
    FeedServer();
    ~FeedServer();
    FeedServer(const FeedServer &) = delete;
    FeedServer &operator=(const FeedServer &) = delete;

    // Serves at low priority (call before start()): the server's threads and its pipelines' give
    // way to everything else in the process. For the simulated players' cameras, which in an event
    // are encoded on the players' own machines, not on the arbiter's.
    void setBackground(bool background);
    // Each client gets a pipeline of its own instead of sharing the mount's (call before start()):
    // for sources that can be started more than once (the simulated players' encoders). A shared
    // pipeline that its last client is leaving is still handed to the next one by gst-rtsp-server
    // 1.22, which then fails that client's SETUP and at times crashes ("dispose ... in PLAYING
    // (locked)"), as the feed wall at 1000 games showed with tiles and background watches of the
    // same camera taking turns.
    void setPrivatePipelines(bool privatePipelines);
    // The team's feeds are the team's alone (issue 24 §7): with a certificate set (call before
    // start()), the server speaks RTSP over TLS only (rtsps://, RTP interleaved on the TLS
    // connection, never on UDP) and asks every client for a login and its secret by digest
    // authentication; a client without them is answered 401 before it learns anything of a feed
    // (not even whether its player publishes). Unset: anyone may open every mount (the simulator).
    struct Security
    {
        QString certificateFile; // PEM: the server's certificate (its chain may follow)
        QString keyFile; // PEM: its private key
        QString realm = QStringLiteral("arbiter feeds");
    };
    void setSecurity(const Security &security);
    bool isSecured() const;
    // Who may watch (a console's login and its secret), now or from start(); again for a new secret.
    void addUser(const QString &login, const QByteArray &secret);
    // Takes `login`'s access away and closes every connection it opened (its feeds end at once);
    // returns how many were closed.
    int revokeUser(const QString &login);
    // Who opened, closed or was refused which feed (no secret, no credential in it), one line each.
    void setAccessLog(std::function<void(const QString &line)> log);

    // Listens on `address`:`port` (0: any free port) and returns the port.
    Result<quint16> start(const QString &address = QStringLiteral("127.0.0.1"), quint16 port = 0);
    void stop();
    bool isRunning() const;
    quint16 port() const;
    // "rtsp://127.0.0.1:8554" (no trailing slash; rtsps:// when secured).
    QString baseUrl() const;

    // Serves `launch` at `path` (which starts with '/'); replaces what was there.
    void mount(const QString &path, const QString &launch);
    // Stops serving `path` and closes the connections of everyone watching it: to a client, the
    // feed is gone (what a player's camera leaving the video server looks like from the relay).
    void unmount(const QString &path);
    bool isMounted(const QString &path) const;
    QStringList paths() const;
    // Sets `property` of the element named `element` in the mount's pipeline to `value` (parsed as
    // GStreamer parses a launch line: "black", "true", "0.5"), now in the running pipeline and in
    // every pipeline the mount starts later.
    void setProperty(const QString &path, const QByteArray &element, const QByteArray &property,
                     const QByteArray &value);
    // How many of the mounts have a running pipeline (someone is watching), and which.
    int runningCount() const;
    QSet<QString> runningPaths() const;
    // Whether a client may open `path` now (asked on the server's threads, for every DESCRIBE): a
    // mount fed by a live source that sends nothing would hold the request until it does, so the
    // relay refuses a feed its video server says is not publishing (503 Service Unavailable), and
    // the console sees at once that the feed is not there. Unset: every mount may be opened.
    void setGate(std::function<bool(const QString &path)> gate);

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace arbiter::media
