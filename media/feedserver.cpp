#include "media/feedserver.h"

#include "core/common/background.h"
#include "media/gstreamersetup.h"
#include "media/pipelinelife.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QLoggingCategory>
#include <QMap>
#include <QMutex>
#include <QMutexLocker>
#include <QPair>
#include <QRegularExpression>
#include <QSet>

#include <gst/gst.h>
#include <gst/rtsp-server/rtsp-server.h>

#include <condition_variable>
#include <mutex>
#include <optional>
#include <thread>

namespace arbiter::media {

namespace {
Q_LOGGING_CATEGORY(lcServer, "arbiter.media.server")

using PropertyKey = QPair<QByteArray, QByteArray>; // element, property
} // namespace

struct FeedServer::Private
{
    // A mount is kept here at once and put on the server (a media factory among its mount points)
    // when a client first asks for it: gst-rtsp-server sorts all its mount points again on every
    // one added, so the simulator's six thousand feeds of a thousand-game round took ten seconds
    // to mount, and a mount nobody watches needs no factory.
    struct Mount
    {
        QString launch;
        GstRTSPMediaFactory *factory = nullptr; // on the server's mount points (owned by them), or null
        QMap<PropertyKey, QByteArray> properties;
        QList<GstRTSPMedia *> media; // running pipelines (referenced)
    };
    // What a factory's media-configure handler needs: the server and the mount's path.
    struct FactoryTag
    {
        Private *d;
        QString path;
    };

    // Where a client's "closed" goes: to this server while it lives (clients run on threads of their own).
    struct ClosedSink
    {
        std::mutex mutex;
        Private *server = nullptr;
    };
    std::shared_ptr<ClosedSink> closedSink = std::make_shared<ClosedSink>();

    mutable QMutex mutex;
    QHash<QString, Mount> mounts;
    GMainContext *context = nullptr;
    GMainLoop *loop = nullptr;
    GstRTSPServer *server = nullptr;
    std::thread thread;
    quint16 port = 0;
    QString address;
    bool background = false; // the simulated players' feeds: every thread of the server at low priority
    bool privatePipelines = false; // a pipeline per client, not one shared by a mount's clients
    std::function<bool(const QString &)> gate; // under `mutex`
    // Issue 24 §7: TLS and digest authentication (null auth: anyone may watch).
    std::optional<Security> security;
    GstRTSPAuth *auth = nullptr;
    QHash<QString, QByteArray> users; // login → secret, under `mutex` (applied again at every start)
    QList<GstRTSPToken *> tokens; // our references: the server only borrows a user's token per request
    QSet<QString> revoked; // under `mutex`
    std::function<void(const QString &)> accessLog; // under `mutex`
    QHash<QString, qint64> refusalsLogged; // "address login" → when last logged (a client retries 9 times)

    void log(const QString &line)
    {
        std::function<void(const QString &)> sink;
        {
            const QMutexLocker lock(&mutex);
            sink = accessLog;
        }
        qCInfo(lcServer).noquote() << line;
        if (sink)
            sink(line);
    }

    static QString peerOf(GstRTSPClient *client)
    {
        GstRTSPConnection *connection = gst_rtsp_client_get_connection(client);
        return connection ? QString::fromUtf8(gst_rtsp_connection_get_ip(connection)) : QString();
    }

    // A request that carried credentials the server did not take (the first DESCRIBE of every client
    // comes without: that is the challenge, not a refusal).
    void noteRefusal(GstRTSPClient *client, GstRTSPContext *ctx, const QString &path)
    {
        gchar *authorization = nullptr;
        if (!ctx->request
            || gst_rtsp_message_get_header(ctx->request, GST_RTSP_HDR_AUTHORIZATION, &authorization, 0) != GST_RTSP_OK
            || !authorization)
            return;
        static const QRegularExpression user(QStringLiteral("username=\"([^\"]*)\""));
        const QString login = user.match(QString::fromUtf8(authorization)).captured(1);
        const QString peer = peerOf(client);
        const qint64 now = QDateTime::currentMSecsSinceEpoch();
        {
            const QMutexLocker lock(&mutex);
            qint64 &last = refusalsLogged[peer + u' ' + login];
            if (now - last < 10'000)
                return;
            last = now;
        }
        log(QStringLiteral("refused %1 from %2: wrong credentials for \"%3\"").arg(path, peer, login));
    }

    static void onOpened(GstRTSPClient *client, GstRTSPContext *ctx, gpointer data)
    {
        auto *self = static_cast<Private *>(data);
        if (!ctx || !ctx->token || g_object_get_data(G_OBJECT(client), "arbiter-login"))
            return;
        const gchar *login = gst_rtsp_token_get_string(ctx->token, "arbiter.login");
        if (!login)
            return;
        const QString path = ctx->uri && ctx->uri->abspath ? QString::fromUtf8(ctx->uri->abspath) : QString();
        bool revoked = false;
        {
            // Tagged under the lock revokeUser() marks under: a client that authenticated just
            // before its login was revoked is either swept by it or closed here.
            const QMutexLocker lock(&self->mutex);
            revoked = self->revoked.contains(QString::fromUtf8(login));
            g_object_set_data_full(G_OBJECT(client), "arbiter-login", g_strdup(login), g_free);
            g_object_set_data_full(G_OBJECT(client), "arbiter-path", g_strdup(path.toUtf8().constData()), g_free);
        }
        if (revoked) {
            g_main_context_invoke_full(
                self->context, G_PRIORITY_DEFAULT,
                [](gpointer c) -> gboolean {
                    gst_rtsp_client_close(GST_RTSP_CLIENT(c));
                    return G_SOURCE_REMOVE;
                },
                g_object_ref(client), g_object_unref);
            return;
        }
        self->log(QStringLiteral("feed opened: %1 %2 from %3").arg(QString::fromUtf8(login), path, peerOf(client)));
        // A client's thread may close it after the server is gone: the handler holds the sink, not
        // the server, and the sink forgets the server before it is freed.
        g_signal_connect_data(
            client, "closed", G_CALLBACK(&Private::onClosed), new std::shared_ptr<ClosedSink>(self->closedSink),
            [](gpointer sink, GClosure *) { delete static_cast<std::shared_ptr<ClosedSink> *>(sink); },
            GConnectFlags(0));
    }

    static void onClosed(GstRTSPClient *client, gpointer data)
    {
        const auto *login = static_cast<const gchar *>(g_object_get_data(G_OBJECT(client), "arbiter-login"));
        const auto *path = static_cast<const gchar *>(g_object_get_data(G_OBJECT(client), "arbiter-path"));
        if (!login)
            return;
        ClosedSink &sink = **static_cast<std::shared_ptr<ClosedSink> *>(data);
        const std::lock_guard lock(sink.mutex);
        if (sink.server)
            sink.server->log(
                QStringLiteral("feed closed: %1 %2").arg(QString::fromUtf8(login), QString::fromUtf8(path)));
    }

    GstRTSPToken *tokenFor(const QString &login)
    {
        GstRTSPToken *token = gst_rtsp_token_new(GST_RTSP_TOKEN_MEDIA_FACTORY_ROLE, G_TYPE_STRING, "console",
                                                 "arbiter.login", G_TYPE_STRING, login.toUtf8().constData(), nullptr);
        tokens.append(token);
        return token;
    }

    static GstRTSPStatusCode onPreDescribe(GstRTSPClient *client, GstRTSPContext *ctx, gpointer data)
    {
        auto *self = static_cast<Private *>(data);
        if (!ctx || !ctx->uri || !ctx->uri->abspath)
            return GST_RTSP_STS_OK;
        const QString path = QString::fromUtf8(ctx->uri->abspath);
        std::function<bool(const QString &)> gate;
        {
            const QMutexLocker lock(&self->mutex);
            gate = self->gate;
        }
        if (self->background)
            arbiter::runInBackground(); // this client's thread (it builds and prepares the pipelines)
        // Secured: who asks is known before anything of the feed is said (not even whether its
        // player publishes); without a login the mount is put up and the server answers 401 with the
        // challenge. The token found here is the one the server's own check then uses.
        if (ctx->auth && !ctx->token) {
            if (GstRTSPAuthClass *klass = GST_RTSP_AUTH_GET_CLASS(ctx->auth); klass->authenticate)
                klass->authenticate(ctx->auth, ctx);
            if (!ctx->token) {
                self->noteRefusal(client, ctx, path);
                self->attach(path);
                return GST_RTSP_STS_OK;
            }
        }
        if (gate && !gate(path)) {
            qCInfo(lcServer) << "refused" << path << "(the video server says it is not publishing)";
            return GST_RTSP_STS_SERVICE_UNAVAILABLE;
        }
        self->attach(path);
        return GST_RTSP_STS_OK;
    }

    // Puts the mount at `path` on the server if it is not there yet (a client asks for it).
    void attach(const QString &path)
    {
        const QMutexLocker lock(&mutex);
        auto it = mounts.find(path);
        if (it == mounts.end() || it->factory || !server)
            return;
        GstRTSPMediaFactory *factory = gst_rtsp_media_factory_new();
        gst_rtsp_media_factory_set_launch(factory, it->launch.toUtf8().constData());
        gst_rtsp_media_factory_set_shared(factory, !privatePipelines);
        if (auth) {
            // Every console's login may open and start it; the RTP stays inside the TLS connection.
            gst_rtsp_media_factory_add_role(factory, "console", GST_RTSP_PERM_MEDIA_FACTORY_ACCESS, G_TYPE_BOOLEAN,
                                            TRUE, GST_RTSP_PERM_MEDIA_FACTORY_CONSTRUCT, G_TYPE_BOOLEAN, TRUE, nullptr);
            gst_rtsp_media_factory_set_protocols(factory, GST_RTSP_LOWER_TRANS_TCP);
        }
        auto *tag = new FactoryTag{this, path};
        g_signal_connect_data(
            factory, "media-configure", G_CALLBACK(&Private::onMediaConfigure), tag,
            [](gpointer data, GClosure *) { delete static_cast<FactoryTag *>(data); }, GConnectFlags(0));
        it->factory = factory;
        GstRTSPMountPoints *points = gst_rtsp_server_get_mount_points(server);
        gst_rtsp_mount_points_add_factory(points, path.toUtf8().constData(), factory); // takes the factory
        g_object_unref(points);
    }

    static void onClientConnected(GstRTSPServer *, GstRTSPClient *client, gpointer data)
    {
        g_signal_connect(client, "pre-describe-request", G_CALLBACK(&Private::onPreDescribe), data);
        if (static_cast<Private *>(data)->auth) {
            g_signal_connect(client, "describe-request", G_CALLBACK(&Private::onOpened), data);
            g_signal_connect(client, "setup-request", G_CALLBACK(&Private::onOpened), data);
        }
    }

    // Runs `f` on the server's thread and waits for it (the mount table and the client list are
    // the server thread's; gst-rtsp-server expects its calls there).
    template<typename F>
    void onServerThread(F f)
    {
        if (!context)
            return;
        if (g_main_context_is_owner(context)) {
            f();
            return;
        }
        struct Call
        {
            F *f;
            std::mutex m;
            std::condition_variable done;
            bool finished = false;
        } call{&f, {}, {}, false};
        g_main_context_invoke(
            context,
            [](gpointer data) -> gboolean {
                auto *c = static_cast<Call *>(data);
                (*c->f)();
                std::lock_guard lock(c->m);
                c->finished = true;
                c->done.notify_one();
                return G_SOURCE_REMOVE;
            },
            &call);
        std::unique_lock lock(call.m);
        call.done.wait(lock, [&call] { return call.finished; });
    }

    static void applyProperties(GstRTSPMedia *media, const QMap<PropertyKey, QByteArray> &properties)
    {
        GstElement *bin = gst_rtsp_media_get_element(media);
        if (!bin)
            return;
        for (auto it = properties.cbegin(); it != properties.cend(); ++it) {
            GstElement *e = gst_bin_get_by_name(GST_BIN(bin), it.key().first.constData());
            if (!e)
                continue;
            // Text as it is (the parser of launch-line values would take quotes and escapes), any
            // other type as a launch line writes it.
            GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(e), it.key().second.constData());
            if (spec && G_PARAM_SPEC_VALUE_TYPE(spec) == G_TYPE_STRING)
                g_object_set(G_OBJECT(e), it.key().second.constData(), it.value().constData(), nullptr);
            else if (spec)
                gst_util_set_object_arg(G_OBJECT(e), it.key().second.constData(), it.value().constData());
            gst_object_unref(e);
        }
        gst_object_unref(bin);
    }

    static void onUnprepared(GstRTSPMedia *media, gpointer data)
    {
        auto *tag = static_cast<FactoryTag *>(data);
        QMutexLocker lock(&tag->d->mutex);
        auto it = tag->d->mounts.find(tag->path);
        if (it != tag->d->mounts.end() && it->media.removeOne(media))
            g_object_unref(media);
    }

    static void onMediaConfigure(GstRTSPMediaFactory *, GstRTSPMedia *media, gpointer data)
    {
        auto *tag = static_cast<FactoryTag *>(data);
        QMutexLocker lock(&tag->d->mutex);
        auto it = tag->d->mounts.find(tag->path);
        if (it == tag->d->mounts.end())
            return;
        applyProperties(media, it->properties);
        it->media.append(GST_RTSP_MEDIA(g_object_ref(media)));
        if (tag->d->background)
            lowerStreamingThreads(media);
        // The media may outlive its factory (an unmount drops the factory first): it gets its own tag.
        g_signal_connect_data(
            media, "unprepared", G_CALLBACK(&Private::onUnprepared), new FactoryTag(*tag),
            [](gpointer data, GClosure *) { delete static_cast<FactoryTag *>(data); }, GConnectFlags(0));
    }

    // The pipeline's streaming threads at low priority, each as it starts (its stream-status
    // message is posted on the thread itself); every message then goes on to the media's own watch.
    static void lowerStreamingThreads(GstRTSPMedia *media)
    {
        GstElement *element = gst_rtsp_media_get_element(media);
        if (!element)
            return;
        if (GstObject *pipeline = gst_object_get_parent(GST_OBJECT(element))) {
            GstBus *bus = gst_element_get_bus(GST_ELEMENT(pipeline));
            gst_bus_set_sync_handler(
                bus,
                [](GstBus *, GstMessage *message, gpointer) {
                    pipelines::backgroundMessage(message);
                    return GST_BUS_PASS;
                },
                nullptr, nullptr);
            gst_object_unref(bus);
            gst_object_unref(pipeline);
        }
        gst_object_unref(element);
    }

    // Takes the factories off the server (each only if it still serves its path: a client may have
    // put the mount's next factory there meanwhile), closes every client watching `media` (theirs,
    // already out of the mount table) and stops those pipelines. On the server's thread, unlocked:
    // unpreparing a pipeline calls onUnprepared(), which takes the lock.
    void retire(const QList<QPair<QString, GstRTSPMediaFactory *>> &factories, const QList<GstRTSPMedia *> &media)
    {
        GstRTSPMountPoints *points = gst_rtsp_server_get_mount_points(server);
        for (const auto &[path, factory] : factories) {
            const QByteArray p = path.toUtf8();
            gint matched = 0;
            GstRTSPMediaFactory *current = gst_rtsp_mount_points_match(points, p.constData(), &matched);
            if (current == factory && matched == p.size())
                gst_rtsp_mount_points_remove_factory(points, p.constData());
            if (current)
                g_object_unref(current);
        }
        g_object_unref(points);
        closeClients(media);
        for (GstRTSPMedia *m : media) {
            gst_rtsp_media_unprepare(m);
            g_object_unref(m);
        }
    }

    // Closes every client that watches one of `media` (a client whose session plays it).
    void closeClients(const QList<GstRTSPMedia *> &media)
    {
        if (!server || media.isEmpty())
            return;
        struct Match
        {
            const QList<GstRTSPMedia *> *media;
            bool hit = false;
        } match{&media};
        GstRTSPServerClientFilterFunc byClient = [](GstRTSPServer *, GstRTSPClient *client, gpointer data) {
            auto *m = static_cast<Match *>(data);
            m->hit = false;
            GstRTSPClientSessionFilterFunc bySession = [](GstRTSPClient *, GstRTSPSession *session, gpointer data) {
                GstRTSPSessionFilterFunc byMedia = [](GstRTSPSession *, GstRTSPSessionMedia *sm, gpointer data) {
                    auto *m = static_cast<Match *>(data);
                    if (m->media->contains(gst_rtsp_session_media_get_media(sm)))
                        m->hit = true;
                    return GST_RTSP_FILTER_KEEP;
                };
                g_list_free_full(gst_rtsp_session_filter(session, byMedia, data), g_object_unref);
                return GST_RTSP_FILTER_KEEP;
            };
            g_list_free_full(gst_rtsp_client_session_filter(client, bySession, m), g_object_unref);
            return m->hit ? GST_RTSP_FILTER_REMOVE : GST_RTSP_FILTER_KEEP;
        };
        g_list_free_full(gst_rtsp_server_client_filter(server, byClient, &match), g_object_unref);
    }
};

FeedServer::FeedServer() : d(std::make_unique<Private>())
{
    d->closedSink->server = d.get();
    setUpGStreamer();
}

FeedServer::~FeedServer()
{
    stop();
    const std::lock_guard lock(d->closedSink->mutex);
    d->closedSink->server = nullptr;
}

Result<quint16> FeedServer::start(const QString &address, quint16 port)
{
    stop();
    d->context = g_main_context_new();
    d->loop = g_main_loop_new(d->context, FALSE);
    d->server = gst_rtsp_server_new();
    gst_rtsp_server_set_address(d->server, address.toUtf8().constData());
    gst_rtsp_server_set_service(d->server, QByteArray::number(port).constData());
    // A thread per client (the default pool has one for all): a DESCRIBE of a live mount waits for
    // its first packet, and must not hold up every other watcher meanwhile.
    GstRTSPThreadPool *pool = gst_rtsp_server_get_thread_pool(d->server);
    gst_rtsp_thread_pool_set_max_threads(pool, -1);
    g_object_unref(pool);
    if (d->security) {
        GError *error = nullptr;
        GTlsCertificate *certificate
            = g_tls_certificate_new_from_files(d->security->certificateFile.toLocal8Bit().constData(),
                                               d->security->keyFile.toLocal8Bit().constData(), &error);
        if (!certificate) {
            const QString why = QString::fromUtf8(error ? error->message : "?");
            if (error)
                g_error_free(error);
            g_object_unref(d->server);
            d->server = nullptr;
            //: %1: the certificate file; %2: the key file; %3: why
            return Error{tr("The feed server cannot use the certificate %1 with the key %2: %3")
                             .arg(d->security->certificateFile, d->security->keyFile, why)};
        }
        d->auth = gst_rtsp_auth_new();
        gst_rtsp_auth_set_tls_certificate(d->auth, certificate);
        g_object_unref(certificate);
        gst_rtsp_auth_set_supported_methods(d->auth, GST_RTSP_AUTH_DIGEST);
        gst_rtsp_auth_set_realm(d->auth, d->security->realm.toUtf8().constData());
        const QMutexLocker lock(&d->mutex);
        for (auto it = d->users.cbegin(); it != d->users.cend(); ++it)
            gst_rtsp_auth_add_digest(d->auth, it.key().toUtf8().constData(), it.value().constData(),
                                     d->tokenFor(it.key()));
        gst_rtsp_server_set_auth(d->server, d->auth);
    }
    g_signal_connect(d->server, "client-connected", G_CALLBACK(&Private::onClientConnected), d.get());
    const guint source = gst_rtsp_server_attach(d->server, d->context);
    if (source == 0) {
        g_object_unref(d->server);
        d->server = nullptr;
        g_main_loop_unref(d->loop);
        d->loop = nullptr;
        g_main_context_unref(d->context);
        d->context = nullptr;
        //: %1: address, %2: port
        return Error{tr("The feed server cannot listen on %1:%2 (the port is taken or the address is not this "
                        "machine's).")
                         .arg(address)
                         .arg(port)};
    }
    d->port = quint16(gst_rtsp_server_get_bound_port(d->server));
    d->address = address;
    GMainLoop *loop = d->loop;
    GMainContext *context = d->context;
    d->thread = std::thread([loop, context, background = d->background] {
        if (background)
            arbiter::runInBackground();
        g_main_context_push_thread_default(context);
        g_main_loop_run(loop);
        g_main_context_pop_thread_default(context);
    });
    qCInfo(lcServer) << "feed server listening on" << baseUrl();
    return d->port;
}

void FeedServer::stop()
{
    if (!d->context)
        return;
    d->onServerThread([this] {
        // Take everything out under the lock, act outside it: unpreparing a pipeline calls
        // onUnprepared(), which takes the lock too.
        QMutexLocker lock(&d->mutex);
        QList<GstRTSPMedia *> all;
        QList<QPair<QString, GstRTSPMediaFactory *>> attached;
        for (auto it = d->mounts.cbegin(); it != d->mounts.cend(); ++it) {
            all += it->media;
            if (it->factory)
                attached.append({it.key(), it->factory});
        }
        d->mounts.clear();
        lock.unlock();
        d->retire(attached, all);
        g_main_loop_quit(d->loop);
    });
    if (d->thread.joinable())
        d->thread.join();
    g_object_unref(d->server);
    d->server = nullptr;
    g_main_loop_unref(d->loop);
    d->loop = nullptr;
    g_main_context_unref(d->context);
    d->context = nullptr;
    d->port = 0;
    if (d->auth)
        g_object_unref(d->auth);
    d->auth = nullptr;
    for (GstRTSPToken *token : std::as_const(d->tokens))
        gst_rtsp_token_unref(token);
    d->tokens.clear();
}

void FeedServer::setSecurity(const Security &security)
{
    d->security = security;
}

bool FeedServer::isSecured() const
{
    return d->security.has_value();
}

void FeedServer::addUser(const QString &login, const QByteArray &secret)
{
    const QMutexLocker lock(&d->mutex);
    d->users.insert(login, secret);
    d->revoked.remove(login);
    if (d->auth)
        gst_rtsp_auth_add_digest(d->auth, login.toUtf8().constData(), secret.constData(), d->tokenFor(login));
}

int FeedServer::revokeUser(const QString &login)
{
    {
        const QMutexLocker lock(&d->mutex);
        d->revoked.insert(login);
        d->users.remove(login);
        if (d->auth)
            gst_rtsp_auth_remove_digest(d->auth, login.toUtf8().constData());
    }
    // Its connections: a stream already playing is never asked again, so it is closed.
    int closed = 0;
    d->onServerThread([&] {
        if (!d->server)
            return;
        struct Sweep
        {
            QByteArray login;
            int *closed;
        } sweep{login.toUtf8(), &closed};
        GstRTSPServerClientFilterFunc byLogin = [](GstRTSPServer *, GstRTSPClient *client, gpointer data) {
            auto *s = static_cast<Sweep *>(data);
            const auto *tag = static_cast<const gchar *>(g_object_get_data(G_OBJECT(client), "arbiter-login"));
            if (!tag || s->login != tag)
                return GST_RTSP_FILTER_KEEP;
            ++*s->closed;
            return GST_RTSP_FILTER_REMOVE;
        };
        g_list_free_full(gst_rtsp_server_client_filter(d->server, byLogin, &sweep), g_object_unref);
    });
    d->log(QStringLiteral("revoked %1: %2 connection(s) closed").arg(login).arg(closed));
    return closed;
}

void FeedServer::setAccessLog(std::function<void(const QString &line)> log)
{
    const QMutexLocker lock(&d->mutex);
    d->accessLog = std::move(log);
}

void FeedServer::setPrivatePipelines(bool privatePipelines)
{
    const QMutexLocker lock(&d->mutex);
    d->privatePipelines = privatePipelines;
}

void FeedServer::setBackground(bool background)
{
    d->background = background;
}

bool FeedServer::isRunning() const
{
    return d->context != nullptr;
}

quint16 FeedServer::port() const
{
    return d->port;
}

QString FeedServer::baseUrl() const
{
    return QStringLiteral("%1://%2:%3")
        .arg(d->security ? QStringLiteral("rtsps") : QStringLiteral("rtsp"), d->address)
        .arg(d->port);
}

void FeedServer::mount(const QString &path, const QString &launch)
{
    QMutexLocker lock(&d->mutex);
    auto it = d->mounts.find(path);
    if (it == d->mounts.end()) {
        d->mounts.insert(path, Private::Mount{launch, nullptr, {}, {}});
        return;
    }
    // Replaced: what was served there goes (its watchers are closed), the properties stay.
    const Private::Mount old = it.value();
    *it = Private::Mount{launch, nullptr, old.properties, {}};
    lock.unlock();
    if (old.factory || !old.media.isEmpty())
        d->onServerThread([this, path, old] { d->retire({{path, old.factory}}, old.media); });
}

void FeedServer::unmount(const QString &path)
{
    QMutexLocker lock(&d->mutex);
    auto it = d->mounts.find(path);
    if (it == d->mounts.end())
        return;
    const Private::Mount old = it.value();
    d->mounts.erase(it);
    lock.unlock();
    if (old.factory || !old.media.isEmpty())
        d->onServerThread([this, path, old] { d->retire({{path, old.factory}}, old.media); });
}

bool FeedServer::isMounted(const QString &path) const
{
    QMutexLocker lock(&d->mutex);
    return d->mounts.contains(path);
}

QStringList FeedServer::paths() const
{
    QMutexLocker lock(&d->mutex);
    return d->mounts.keys();
}

void FeedServer::setProperty(const QString &path, const QByteArray &element, const QByteArray &property,
                             const QByteArray &value)
{
    QMutexLocker lock(&d->mutex);
    auto it = d->mounts.find(path);
    if (it == d->mounts.end())
        return;
    it->properties.insert({element, property}, value);
    QMap<PropertyKey, QByteArray> one;
    one.insert({element, property}, value);
    for (GstRTSPMedia *m : std::as_const(it->media))
        Private::applyProperties(m, one);
}

int FeedServer::runningCount() const
{
    return int(runningPaths().size());
}

QSet<QString> FeedServer::runningPaths() const
{
    QMutexLocker lock(&d->mutex);
    QSet<QString> running;
    for (auto it = d->mounts.cbegin(); it != d->mounts.cend(); ++it)
        if (!it->media.isEmpty())
            running.insert(it.key());
    return running;
}

void FeedServer::setGate(std::function<bool(const QString &path)> gate)
{
    const QMutexLocker lock(&d->mutex);
    d->gate = std::move(gate);
}

} // namespace arbiter::media
