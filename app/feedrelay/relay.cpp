#include "app/feedrelay/relay.h"

#include "core/team/teamserver.h"

#include "core/net/httpresponsestream.h"
#include "core/net/httpserver.h"
#include "core/vcs/serverpresence.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkReply>

#include <cstdio>

namespace arbiter::relay {

namespace {
Q_LOGGING_CATEGORY(lcRelay, "arbiter.relay")

QString depayPay(const QString &codec, int pay, int pt)
{
    if (codec == QLatin1String("H264"))
        return QStringLiteral("rtph264depay ! h264parse ! rtph264pay config-interval=-1 name=pay%1 pt=%2")
            .arg(pay)
            .arg(pt);
    if (codec == QLatin1String("VP9"))
        return QStringLiteral("rtpvp9depay ! rtpvp9pay name=pay%1 pt=%2").arg(pay).arg(pt);
    if (codec == QLatin1String("OPUS"))
        return QStringLiteral("rtpopusdepay ! rtpopuspay name=pay%1 pt=%2").arg(pay).arg(pt);
    return QStringLiteral("rtpvp8depay ! rtpvp8pay name=pay%1 pt=%2").arg(pay).arg(pt);
}
} // namespace

QString Relay::launchFor(const RelayConfig::Feed &feed)
{
    QString launch = QStringLiteral("( ");
    if (!feed.rtspSource.isEmpty()) {
        launch += QStringLiteral("rtspsrc name=s location=\"%1\" latency=200 s. ! application/x-rtp,media=video ! %2 ")
                      .arg(feed.rtspSource, depayPay(feed.videoCodec, 0, 96));
        if (!feed.audioCodec.isEmpty())
            launch += QStringLiteral("s. ! application/x-rtp,media=audio ! %1 ").arg(depayPay(feed.audioCodec, 1, 111));
        return launch + u')';
    }
    // RTP as the video server forwards it: any payload type, the packets in the order they came.
    launch += QStringLiteral("udpsrc port=%1 caps=\"application/x-rtp,media=video,clock-rate=90000,encoding-name=%2\" "
                             "! %3 ")
                  .arg(feed.videoPort)
                  .arg(feed.videoCodec == QLatin1String("H264") ? QStringLiteral("H264") : feed.videoCodec,
                       depayPay(feed.videoCodec, 0, 96));
    if (feed.audioPort > 0)
        launch += QStringLiteral("udpsrc port=%1 caps=\"application/x-rtp,media=audio,clock-rate=48000,"
                                 "encoding-name=OPUS\" ! %2 ")
                      .arg(feed.audioPort)
                      .arg(depayPay(QStringLiteral("OPUS"), 1, 111));
    return launch + u')';
}

Relay::Relay(RelayConfig config, QObject *parent)
    : QObject(parent), m_config(std::move(config)), m_http(std::make_unique<net::HttpServer>()), m_whipRetry(this),
      m_keepAlive(this)
{
    using Ex = net::HttpServer::Exchange;
    // What Janus's sample event handler posts.
    m_http->route(QByteArrayLiteral("POST"), QStringLiteral("/janus/events"), [this](Ex &ex) {
        // Only the video server: a forged "hang-up" would take a player off the VCS and earn them
        // a card. Neither a stranger's address nor a wrong password changes anything.
        const QHostAddress peer = ex.peerAddress();
        if (!m_config.eventsFrom.contains(peer)) {
            qCWarning(lcRelay) << "refused an event post from" << peer.toString() << "- not the video server's address";
            ex.respondError(403, QStringLiteral("Not the video server"));
            return;
        }
        if (!m_config.eventsUser.isEmpty()
            && !ex.requireBasic(m_config.eventsUser, m_config.eventsPassword, QByteArrayLiteral("feedrelay events"))) {
            qCWarning(lcRelay) << "refused an event post from" << peer.toString()
                               << (ex.request().header("authorization").isEmpty() ? "- no credentials"
                                                                                  : "- wrong credentials");
            return;
        }
        QString error;
        const QList<vcs::ServerPresence> reports = m_janus.read(ex.request().body, &error);
        if (!error.isEmpty())
            qCWarning(lcRelay) << "an event post from the video server is not JSON:" << error;
        for (const vcs::ServerPresence &p : reports) {
            qCInfo(lcRelay) << "presence" << p.feed << (p.on ? "on" : "off") << p.detail;
            {
                const QMutexLocker lock(&m_publishing->mutex);
                m_publishing->feeds.insert(p.feed, p.on);
            }
            broadcast(p.toLine());
        }
        ex.respond(200, QByteArrayLiteral("text/plain"), QByteArrayLiteral("OK"));
    });
    // The consoles' presence stream: what is known now, then every change.
    m_http->route(QByteArrayLiteral("GET"), QStringLiteral("/vcs/events"), [this](Ex &ex) {
        const auto login = console(ex);
        if (!login)
            return;
        net::HttpResponseStream *stream = ex.beginStream(200, QByteArrayLiteral("application/x-ndjson"));
        if (!stream)
            return;
        if (!login->isEmpty())
            m_watcherLogins.insert(stream, *login);
        for (const vcs::ServerPresence &p : m_janus.current())
            stream->write(p.toLine());
        m_watchers.append(stream);
    });
    // What is served where, for the organiser.
    m_http->route(QByteArrayLiteral("GET"), QStringLiteral("/feeds"), [this](Ex &ex) {
        if (!console(ex))
            return;
        QJsonArray feeds;
        for (const RelayConfig::Feed &f : std::as_const(m_config.feeds)) {
            QJsonObject o{
                {QStringLiteral("path"), f.path},
                {QStringLiteral("rtsp"),
                 QStringLiteral("%1://%2:%3/%4")
                     .arg(m_rtsp.isSecured() ? QStringLiteral("rtsps") : QStringLiteral("rtsp"), m_config.relayHost)
                     .arg(m_rtsp.port())
                     .arg(f.path)}};
            if (f.videoPort > 0)
                o.insert(QStringLiteral("video_port"), f.videoPort);
            if (f.audioPort > 0)
                o.insert(QStringLiteral("audio_port"), f.audioPort);
            if (!m_config.whipUrl.isEmpty() && f.rtspSource.isEmpty())
                o.insert(QStringLiteral("whip"),
                         QString(m_config.whipUrl.toString() + QStringLiteral("/endpoint/") + f.whipId()));
            feeds.append(o);
        }
        ex.respondJson(200, QJsonDocument(feeds).toJson(QJsonDocument::Compact));
    });
    m_whipRetry.setInterval(5000);
    connect(&m_whipRetry, &QTimer::timeout, this, &Relay::provisionWhip);
    m_teamCheck.setInterval(5000);
    connect(&m_teamCheck, &QTimer::timeout, this, [this] {
        if (!m_team)
            return;
        if (!m_team->serverAnswers()) {
            if (auto error = m_team->reconnect()) {
                qCWarning(lcRelay).noquote()
                    << "the team event cannot be reached; the consoles known keep their feeds:" << error->message;
                return;
            }
            qCInfo(lcRelay) << "the team event answers again";
            syncCredentials();
        } else if (++m_teamTicks % 6 == 0) {
            syncCredentials(); // notifications are a wake-up, not a log
        }
    });
    m_keepAlive.setInterval(20'000);
    connect(&m_keepAlive, &QTimer::timeout, this, [this] { broadcast(QByteArrayLiteral("\n")); });
}

Relay::~Relay()
{
    m_rtsp.stop();
}

std::optional<QString> Relay::console(net::HttpServer::Exchange &ex)
{
    if (!m_team)
        return QString();
    const QByteArray authorization = ex.request().header("authorization");
    QByteArray login;
    if (authorization.size() > 6 && authorization.left(6).toLower() == "basic ")
        login = QByteArray::fromBase64(authorization.mid(6).trimmed()).split(':').value(0);
    const QString who = QString::fromUtf8(login);
    if (!ex.requireBasic(login, m_credentials.value(who), QByteArrayLiteral("arbiter feeds"))) {
        if (!authorization.isEmpty())
            qCWarning(lcRelay).noquote() << QStringLiteral("refused %1 from %2: wrong credentials for \"%3\"")
                                                .arg(ex.request().path, ex.peerAddress().toString(), who);
        return std::nullopt;
    }
    return who;
}

std::optional<Error> Relay::followTeam()
{
    const auto options = storage::PostgresOptions::fromUrl(m_config.team);
    if (!options)
        return options.error();
    m_team = std::make_unique<storage::Database>();
    if (auto error = m_team->openPostgres(options.value()))
        //: %1: the team event's address (no password); %2: why
        return Error{tr("The relay cannot open the team event %1: %2").arg(options->url(), error->message)};
    if (!m_team->listen(QStringLiteral("arbiter_feeds"), this, [this](const QString &) { syncCredentials(); }))
        qCWarning(lcRelay) << "the team event does not announce changes; its consoles are read every 30 s";
    syncCredentials();
    m_teamCheck.start();
    return std::nullopt;
}

void Relay::syncCredentials()
{
    const auto read = team::TeamServer::feedCredentials(*m_team);
    if (!read) {
        qCWarning(lcRelay).noquote() << "cannot read the consoles' feed secrets; the consoles known keep their feeds:"
                                     << read.error().message;
        return;
    }
    const QHash<QString, QByteArray> now = read.value();
    for (auto it = now.cbegin(); it != now.cend(); ++it)
        if (m_credentials.value(it.key()) != it.value())
            m_rtsp.addUser(it.key(), it.value());
    for (auto it = m_credentials.cbegin(); it != m_credentials.cend(); ++it) {
        if (now.contains(it.key()))
            continue;
        m_rtsp.revokeUser(it.key());
        // Its presence stream too.
        for (auto w = m_watcherLogins.begin(); w != m_watcherLogins.end();) {
            if (w.value() == it.key()) {
                const QPointer<net::HttpResponseStream> stream(w.key());
                w = m_watcherLogins.erase(w);
                if (stream)
                    stream->abort();
            } else {
                ++w;
            }
        }
    }
    if (now.size() != m_credentials.size())
        qCInfo(lcRelay) << "the team's consoles:" << now.size() << "logins";
    m_credentials = now;
}

void Relay::broadcast(const QByteArray &line)
{
    m_watchers.removeIf([](const QPointer<net::HttpResponseStream> &s) { return !s || !s->isOpen(); });
    m_watcherLogins.removeIf([this](const auto &w) {
        return !std::any_of(m_watchers.cbegin(), m_watchers.cend(),
                            [&w](const QPointer<net::HttpResponseStream> &s) { return s.data() == w.key(); });
    });
    for (const auto &s : std::as_const(m_watchers))
        s->write(line);
}

Result<bool> Relay::start()
{
    // Fail closed: an events address other machines reach takes events only with the video server's
    // credentials.
    if (!m_config.eventsAddress.isLoopback() && m_config.eventsUser.isEmpty())
        //: %1: address and port
        return Error{tr("The relay's events address %1 can be reached from other machines: give \"video_server\" a "
                        "\"user\" and a \"password_file\" (Janus's backend_user and backend_pwd) so that nobody else "
                        "can post presence.")
                         .arg(QStringLiteral("%1:%2").arg(m_config.eventsAddress.toString()).arg(m_config.eventsPort))};
    // The feeds are the team's alone: beyond this machine only over TLS, to the team's consoles.
    if (!m_config.rtspAddress.isLoopback() && m_config.tlsCertificate.isEmpty())
        //: %1: address and port
        return Error{tr("The relay would serve the players' feeds on %1 to anyone who reaches it: give it \"tls\" (its "
                        "certificate and key) and \"team\" (the team event whose consoles may watch).")
                         .arg(QStringLiteral("%1:%2").arg(m_config.rtspAddress.toString()).arg(m_config.rtspPort))};
    if (!m_config.tlsCertificate.isEmpty())
        m_rtsp.setSecurity({m_config.tlsCertificate, m_config.tlsKey});
    if (!m_config.team.isEmpty())
        if (auto error = followTeam())
            return *error;
    // A feed the video server says is not publishing is refused at once (a DESCRIBE of it would
    // wait for a first packet that does not come); one it has said nothing of is served, since the
    // relay may have started after its publisher, or its source may be no video server's.
    m_rtsp.setGate([publishing = m_publishing](const QString &path) {
        const QMutexLocker lock(&publishing->mutex);
        return publishing->feeds.value(path.mid(path.startsWith(u'/') ? 1 : 0), true);
    });
    const auto rtsp = m_rtsp.start(m_config.rtspAddress.toString(), m_config.rtspPort);
    if (!rtsp)
        return rtsp.error();
    for (const RelayConfig::Feed &f : std::as_const(m_config.feeds))
        m_rtsp.mount(u'/' + f.path, launchFor(f));
    // The consoles send their login and feed secret to read presence: over TLS, like the feeds (and
    // the video server posts its events over HTTPS then, trusting the relay's certificate).
    if (!m_config.tlsCertificate.isEmpty() && !m_http->setTls(m_config.tlsCertificate, m_config.tlsKey))
        return Error{m_http->errorString()};
    if (!m_http->listen(m_config.eventsAddress, m_config.eventsPort))
        //: %1: address and port; %2: the system's reason
        return Error{tr("The relay cannot listen for the video server's events on %1: %2")
                         .arg(QStringLiteral("%1:%2").arg(m_config.eventsAddress.toString()).arg(m_config.eventsPort),
                              m_http->errorString())};
    m_keepAlive.start();
    std::printf("rtsp %s/{path}\n", qPrintable(m_rtsp.baseUrl()));
    const char *http = m_http->isTls() ? "https" : "http";
    std::printf("events %s://%s:%u/janus/events\n", http, qPrintable(m_config.eventsAddress.toString()),
                unsigned(m_http->port()));
    std::printf("presence %s://%s:%u/vcs/events\n", http, qPrintable(m_config.eventsAddress.toString()),
                unsigned(m_http->port()));
    for (const RelayConfig::Feed &f : std::as_const(m_config.feeds))
        std::printf("feed %s\n", qPrintable(f.describe()));
    std::fflush(stdout);
    if (!m_config.whipUrl.isEmpty()) {
        provisionWhip();
        m_whipRetry.start();
    }
    return true;
}

quint16 Relay::rtspPort() const
{
    return m_rtsp.port();
}

quint16 Relay::eventsPort() const
{
    return m_http->port();
}

// simple-whip-server's POST /whip/create: an endpoint per RTP feed, forwarded to its ports here.
// Endpoints that exist already (the relay restarted) answer with an error and count as made.
void Relay::provisionWhip()
{
    int pending = 0;
    for (const RelayConfig::Feed &f : std::as_const(m_config.feeds)) {
        if (!f.rtspSource.isEmpty() || m_provisioned.contains(f.path))
            continue;
        ++pending;
        QJsonObject recipient{{QStringLiteral("host"), m_config.relayHost},
                              {QStringLiteral("videoPort"), f.videoPort},
                              {QStringLiteral("videoRtcpPort"), f.videoPort + 1}};
        if (f.audioPort > 0)
            recipient.insert(QStringLiteral("audioPort"), f.audioPort);
        QJsonObject body{{QStringLiteral("id"), f.whipId()},
                         {QStringLiteral("room"), m_config.whipRoom},
                         {QStringLiteral("label"), f.label},
                         {QStringLiteral("recipient"), recipient}};
        if (!m_config.whipSecret.isEmpty())
            body.insert(QStringLiteral("secret"), m_config.whipSecret);
        if (!m_config.whipToken.isEmpty())
            body.insert(QStringLiteral("token"), m_config.whipToken);
        QNetworkRequest request(QUrl(m_config.whipUrl.toString() + QStringLiteral("/create")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        QNetworkReply *reply = m_network.post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
        const QString path = f.path;
        const QString endpoint = m_config.whipUrl.toString() + QStringLiteral("/endpoint/") + f.whipId();
        connect(reply, &QNetworkReply::finished, this, [this, reply, path, endpoint] {
            reply->deleteLater();
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QByteArray answer = reply->readAll();
            if (status == 200 || status == 201 || answer.contains("already")) {
                m_provisioned.insert(path);
                std::printf("whip %s %s\n", qPrintable(path), qPrintable(endpoint));
                std::fflush(stdout);
            } else {
                qCWarning(lcRelay) << "cannot create the WHIP endpoint of" << path << status << reply->errorString()
                                   << answer.left(200);
            }
        });
    }
    if (pending == 0)
        m_whipRetry.stop();
}

} // namespace arbiter::relay
