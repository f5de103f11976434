#pragma once

#include "app/feedrelay/relayconfig.h"
#include "core/net/httpserver.h"
#include "core/storage/database.h"
#include "core/vcs/januseventreader.h"
#include "media/feedserver.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QNetworkAccessManager>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <memory>
#include <optional>

namespace arbiter::net {
class HttpResponseStream;
} // namespace arbiter::net

namespace arbiter::zone::sim { } // namespace arbiter::zone::sim

namespace arbiter::relay {

// The feed relay (docs/vcs.md): serves every feed of the configuration over RTSP to any number of
// consoles (media::FeedServer, no transcoding), takes what Janus's event handler posts
// (POST /janus/events) and streams it to the consoles as presence lines (GET /vcs/events, the
// current state first, a keep-alive every 20 s), and, when simple-whip-server is configured, creates
// the WHIP endpoint of every RTP feed so that Janus forwards it here.
class Relay : public QObject
{
    Q_OBJECT

public:
    explicit Relay(RelayConfig config, QObject *parent = nullptr);
    ~Relay() override;

    // Starts serving; the reason when a port is taken.
    Result<bool> start();
    quint16 rtspPort() const;
    quint16 eventsPort() const;
    // The GStreamer launch line of a feed's mount (payloaders pay0, pay1).
    static QString launchFor(const RelayConfig::Feed &feed);

private:
    void provisionWhip();
    void broadcast(const QByteArray &line);
    // The team event's consoles (issue 24 §7): their logins and feed secrets, read at start and
    // again whenever the server says one changed (a login added or removed), every 30 s and after a
    // reconnection (notifications sent while away are lost); a login gone is revoked at once (its
    // feeds and its presence stream closed). While the server cannot be reached the last known
    // consoles keep their feeds.
    std::optional<Error> followTeam();
    void syncCredentials();
    // Who asks for the presence stream or the feed list: a console's login with its secret (HTTP
    // Basic) when the relay serves a team; anyone otherwise. Answers 401 and returns nullopt when not.
    std::optional<QString> console(net::HttpServer::Exchange &ex);

    RelayConfig m_config;
    media::FeedServer m_rtsp;
    std::unique_ptr<net::HttpServer> m_http;
    vcs::JanusEventReader m_janus;
    // What the video server last said of each feed ("open-2026/carlsen/cam" → publishing), for the
    // RTSP server's threads: a feed it says is not publishing is refused at once.
    struct Publishing
    {
        QMutex mutex;
        QHash<QString, bool> feeds;
    };
    std::shared_ptr<Publishing> m_publishing = std::make_shared<Publishing>();
    QList<QPointer<net::HttpResponseStream>> m_watchers;
    QHash<net::HttpResponseStream *, QString> m_watcherLogins; // a team's: whose presence stream
    std::unique_ptr<storage::Database> m_team;
    QHash<QString, QByteArray> m_credentials; // login → feed secret
    QTimer m_teamCheck;
    int m_teamTicks = 0;
    QNetworkAccessManager m_network;
    QSet<QString> m_provisioned; // WHIP endpoints created
    QTimer m_whipRetry;
    QTimer m_keepAlive;
};

} // namespace arbiter::relay
