#pragma once

#include "core/net/httprequestparser.h"
#include "core/net/httpresponsestream.h"

#include <QByteArray>
#include <QHash>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace arbiter::net {

// A small HTTP/1.1 server (QTcpServer) for the game-zone simulator and the feed relay's presence stream (QTcpServer;
// QHttpServer is not used because Debian 12 does not ship it installed and we need byte-level control: chunked streams
// written line by line, connection caps, keep-alive). Routes are method + path patterns whose "{name}" segments
// (optionally with a literal suffix, "{id}.pgn") become parameters. Errors are Lichess-shaped JSON bodies:
// {"error":"…"}.
class HttpServer : public QObject
{
    Q_OBJECT

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    // One request being answered. The handler must call exactly one of respond…() or beginStream().
    class Exchange
    {
    public:
        const HttpRequest &request() const { return m_request; }
        // A "{name}" parameter of the route pattern (percent-decoded), or an empty string.
        QString param(const QString &name) const { return m_params.value(name); }

        void respond(int status, const QByteArray &contentType, const QByteArray &body, const Headers &headers = {});
        void respondJson(int status, const QByteArray &json, const Headers &headers = {});
        // {"error": text}
        void respondError(int status, const QString &text);
        // Starts a chunked response; the server owns the stream. Null if already answered.
        HttpResponseStream *beginStream(int status, const QByteArray &contentType, const Headers &headers = {});
        // Checks "Authorization: Bearer <token>"; answers 401 and returns false when it does not match.
        bool requireBearer(const QByteArray &token);
        // Checks "Authorization: Basic" for `user` and `password` (what Janus's event handler sends:
        // backend_user, backend_pwd); answers 401 with the challenge and returns false otherwise.
        // Both compared in constant time.
        bool requireBasic(const QByteArray &user, const QByteArray &password, const QByteArray &realm);
        // Who sent the request (an IPv4 peer as IPv4 even on a dual-stack socket).
        QHostAddress peerAddress() const;
        bool answered() const { return m_answered; }

    private:
        friend class HttpServer;
        Exchange(HttpServer *server, QTcpSocket *socket, HttpRequest request, QByteArray capGroup);

        HttpServer *m_server;
        QTcpSocket *m_socket;
        HttpRequest m_request;
        QHash<QString, QString> m_params;
        QByteArray m_capGroup;
        bool m_answered = false;
        HttpResponseStream *m_stream = nullptr;
    };

    using Handler = std::function<void(Exchange &)>;

    explicit HttpServer(QObject *parent = nullptr);
    ~HttpServer() override;

    // Binds to 127.0.0.1 (port 0 = any free port). Returns false and sets errorString() on failure.
    bool listen(quint16 port = 0);
    // Binds to `address` (the feed relay serves its presence stream to consoles on other machines).
    bool listen(const QHostAddress &address, quint16 port);
    void close();
    // Speaks HTTPS from the next listen(): the certificate chain and private key (PEM files). The
    // feed relay's consoles send their credentials, so they read over TLS only. False (and
    // errorString()) when the files cannot be read.
    bool setTls(const QString &certificateFile, const QString &keyFile);
    bool isTls() const { return m_tls; }
    quint16 port() const;
    QString errorString() const { return m_errorString; }

    // Adds a route. Routes are tried in the order added; the first whose pattern matches the path
    // decides (a method mismatch then answers 405). Routes with the same capGroup share a cap on
    // concurrently open responses (0 = none); over it the answer is Lichess's
    // 429 {"error":"Please only run N request(s) at a time"}.
    void route(const QByteArray &method, const QString &pattern, Handler handler, const QByteArray &capGroup = {},
               int cap = 0);
    // Open responses (streams) of a cap group right now.
    int openCount(const QByteArray &capGroup) const { return m_open.value(capGroup); }

    // What a fault injector (the simulator's, zone::sim::FaultInjector) does to the answers: a
    // failure to answer a path with instead of serving it, and every stream as it opens.
    struct Failure
    {
        int status = 0;
        int retryAfterSeconds = 0; // 0: no Retry-After
        QString text; // the {"error": text} body
    };
    struct FaultHooks
    {
        std::function<std::optional<Failure>(const QString &path)> failure;
        std::function<void(HttpResponseStream *)> streamOpened;
    };
    void setFaultHooks(FaultHooks hooks) { m_faultHooks = std::move(hooks); }

    // Requests received so far (all routes).
    int requestCount() const { return m_requestCount; }

    // Reason phrases for the status codes we send.
    static QByteArray reasonPhrase(int status);
    // The {"error": text} body.
    static QByteArray errorBody(const QString &text);

Q_SIGNALS:
    // A request arrived (before it is answered): method and path.
    void requestReceived(const QByteArray &method, const QString &path);

private:
    struct Route
    {
        QByteArray method;
        QStringList segments;
        Handler handler;
        QByteArray capGroup;
        int cap = 0;
    };
    struct Connection;

    void onNewConnection();
    void processInput(Connection *connection);
    void dispatch(Connection *connection, HttpRequest request);
    static bool matchSegment(const QString &pattern, const QString &segment, QHash<QString, QString> &params);
    void streamStarted(Connection *connection, HttpResponseStream *stream);
    void writeHead(QTcpSocket *socket, int status, const QByteArray &contentType, const Headers &headers,
                   qsizetype contentLength, bool keepAlive);

    QTcpServer *m_server;
    bool m_tls = false;
    FaultHooks m_faultHooks;
    int m_requestCount = 0;
    std::vector<Route> m_routes;
    QHash<QByteArray, int> m_open;
    QHash<QTcpSocket *, Connection *> m_connections;
    QString m_errorString;
};

} // namespace arbiter::net
