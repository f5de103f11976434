#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QList>
#include <QString>
#include <QUrl>

namespace arbiter::relay {

// What the feed relay serves and where (a JSON file; docs/vcs.md and docs/vcs/feedrelay.json): the
// RTSP address the consoles connect to, the HTTP address Janus's event handler posts to and the
// consoles read presence from, and the feeds. A feed is either RTP that the video server forwards to
// a UDP port pair of this machine (the players' cameras and screens: one per player and feed kind,
// ports given in order from base_port, four per feed: video, its RTCP, audio, its RTCP), or another
// RTSP source passed through (a venue camera, an organiser's own video server). Nothing is
// transcoded: the RTP is depayloaded and payloaded again for each console.
struct RelayConfig
{
    Q_DECLARE_TR_FUNCTIONS(RelayConfig)

public:
    struct Feed
    {
        QString path; // "open-2026/carlsen/cam" (no leading slash)
        QString label; // what the player publishes under (simple-whip-server's endpoint label): the path
        int videoPort = 0; // RTP from the video server; 0 for an RTSP source
        int audioPort = 0; // 0: no sound (a screen share)
        QString videoCodec = QStringLiteral("VP8"); // VP8, VP9 or H264
        QString audioCodec = QStringLiteral("OPUS");
        QString rtspSource; // an RTSP source passed through instead of RTP
        QString whipId() const; // the WHIP endpoint's id: the path with '-' for '/'
        // "open-2026/carlsen/cam video udp 20000 audio udp 20002", or the path and its RTSP source.
        QString describe() const;
    };

    QHostAddress rtspAddress = QHostAddress::Any;
    quint16 rtspPort = 8554;
    QHostAddress eventsAddress = QHostAddress::LocalHost;
    quint16 eventsPort = 8555;
    QString relayHost = QStringLiteral("127.0.0.1"); // where the video server sends the RTP
    // Who may post presence events ("video_server"): only from these addresses, and, when a user is
    // set, with its password by HTTP Basic authentication (what Janus's event handler sends:
    // backend_user, backend_pwd). The password is read from a file of its own ("password_file",
    // relative to the configuration's folder), never written into the configuration. A relay whose
    // events address is reachable from other machines needs them (Relay::start() refuses otherwise).
    // The team's feeds are the team's alone (issue 24 §7): "tls" gives the relay's certificate and key
    // (PEM files, relative to the configuration's folder), and the RTSP side then speaks TLS only and
    // asks every console for its login and feed secret; "team" is the team event's postgresql://
    // address (the relay's own login from `arbiterctl team add-relay`; its password from ~/.pgpass or
    // PGPASSWORD), where the consoles' secrets are, revoked with their logins. Both or neither; an RTSP
    // address other machines reach needs them.
    QString tlsCertificate;
    QString tlsKey;
    QString team;
    QList<QHostAddress> eventsFrom{QHostAddress::LocalHost, QHostAddress::LocalHostIPv6};
    QByteArray eventsUser;
    QByteArray eventsPassword;
    // simple-whip-server: when set, the relay creates an endpoint for every RTP feed (forwarded to
    // its ports) and prints where each player publishes.
    QUrl whipUrl; // "http://127.0.0.1:7080/whip"
    int whipRoom = 1234;
    QString whipSecret; // the room's secret (rtp_forward needs it)
    QString whipToken; // a bearer token players must present, if any
    QList<Feed> feeds;

    // `folder`: where "password_file" is looked for when it is relative.
    static Result<RelayConfig> fromJson(const QByteArray &json, const QString &folder = {});
    static Result<RelayConfig> load(const QString &path);
};

} // namespace arbiter::relay
