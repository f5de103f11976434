#include "core/net/httpserver.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace arbiter::net {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")
} // namespace

struct HttpServer::Connection
{
    QTcpSocket *socket = nullptr;
    HttpRequestParser parser;
    QPointer<HttpResponseStream> stream; // the chunked response in progress, if any
    bool keepAlive = true; // of the request being answered
    bool closing = false;
};

HttpServer::Exchange::Exchange(HttpServer *server, QTcpSocket *socket, HttpRequest request, QByteArray capGroup)
    : m_server(server), m_socket(socket), m_request(std::move(request)), m_capGroup(std::move(capGroup))
{ }

void HttpServer::Exchange::respond(int status, const QByteArray &contentType, const QByteArray &body,
                                   const Headers &headers)
{
    if (m_answered)
        return;
    m_answered = true;
    m_server->writeHead(m_socket, status, contentType, headers, body.size(), m_request.keepAlive());
    if (m_request.method != "HEAD")
        m_socket->write(body);
}

void HttpServer::Exchange::respondJson(int status, const QByteArray &json, const Headers &headers)
{
    respond(status, QByteArrayLiteral("application/json"), json, headers);
}

void HttpServer::Exchange::respondError(int status, const QString &text)
{
    respondJson(status, errorBody(text));
}

HttpResponseStream *HttpServer::Exchange::beginStream(int status, const QByteArray &contentType, const Headers &headers)
{
    if (m_answered)
        return nullptr;
    m_answered = true;
    Headers all = headers;
    all.append({QByteArrayLiteral("Transfer-Encoding"), QByteArrayLiteral("chunked")});
    all.append({QByteArrayLiteral("X-Accel-Buffering"), QByteArrayLiteral("no")});
    m_server->writeHead(m_socket, status, contentType, all, -1, m_request.keepAlive());
    m_stream = new HttpResponseStream(m_socket, m_request.path, m_capGroup, m_server);
    return m_stream;
}

namespace {
// Equal without saying where they differ by how long it took (a secret compared with a guess).
bool sameSecret(const QByteArray &given, const QByteArray &secret)
{
    if (secret.isEmpty())
        return false;
    unsigned char diff = given.size() == secret.size() ? 0 : 1;
    for (qsizetype i = 0; i < given.size(); ++i)
        diff |= static_cast<unsigned char>(given[i] ^ secret[i % secret.size()]);
    return diff == 0;
}
} // namespace

bool HttpServer::Exchange::requireBearer(const QByteArray &token)
{
    const QByteArray auth = m_request.header("authorization");
    if (!token.isEmpty() && auth.size() > 7 && auth.left(7).toLower() == "bearer "
        && sameSecret(auth.mid(7).trimmed(), token))
        return true;
    respondError(401, QStringLiteral("No such token"));
    return false;
}

bool HttpServer::Exchange::requireBasic(const QByteArray &user, const QByteArray &password, const QByteArray &realm)
{
    const QByteArray auth = m_request.header("authorization");
    if (!user.isEmpty() && auth.size() > 6 && auth.left(6).toLower() == "basic "
        && sameSecret(QByteArray::fromBase64(auth.mid(6).trimmed()), user + ':' + password))
        return true;
    respond(401, QByteArrayLiteral("application/json"), errorBody(QStringLiteral("Not authorised")),
            {{QByteArrayLiteral("WWW-Authenticate"), QByteArrayLiteral("Basic realm=\"") + realm + '"'}});
    return false;
}

QHostAddress HttpServer::Exchange::peerAddress() const
{
    QHostAddress peer = m_socket ? m_socket->peerAddress() : QHostAddress();
    bool v4 = false;
    const quint32 ipv4 = peer.toIPv4Address(&v4); // an IPv4 peer on a dual-stack socket
    return v4 ? QHostAddress(ipv4) : peer;
}

HttpServer::HttpServer(QObject *parent) : QObject(parent), m_server(new QTcpServer(this))
{
    // Once a connection is ready to read (for TLS: after its handshake).
    connect(m_server, &QTcpServer::pendingConnectionAvailable, this, &HttpServer::onNewConnection);
}

bool HttpServer::setTls(const QString &certificateFile, const QString &keyFile)
{
    if (m_server->isListening() || !m_connections.isEmpty()) {
        m_errorString = QStringLiteral("HttpServer::setTls must come before listen()"); // a programming error
        return false;
    }
    const QList<QSslCertificate> chain = QSslCertificate::fromPath(certificateFile);
    QFile keyIn(keyFile);
    QSslKey key;
    if (keyIn.open(QIODevice::ReadOnly)) {
        const QByteArray pem = keyIn.readAll();
        for (const QSsl::KeyAlgorithm algorithm : {QSsl::Ec, QSsl::Rsa})
            if (key = QSslKey(pem, algorithm); !key.isNull())
                break;
    }
    if (chain.isEmpty() || key.isNull()) {
        //: %1, %2: file paths
        m_errorString
            = tr("The certificate %1 or its key %2 cannot be read (PEM files).").arg(certificateFile, keyFile);
        return false;
    }
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificateChain(chain);
    tls.setPrivateKey(key);
    tls.setPeerVerifyMode(QSslSocket::VerifyNone); // clients prove who they are with credentials
    auto *server = new QSslServer(this);
    server->setSslConfiguration(tls);
    server->setHandshakeTimeout(10'000);
    // Connections still in their handshake count as pending: a few idle ones must not stop the
    // consoles and the video server from connecting.
    server->setMaxPendingConnections(512);
    connect(server, &QTcpServer::pendingConnectionAvailable, this, &HttpServer::onNewConnection);
    delete m_server;
    m_server = server;
    m_tls = true;
    return true;
}

HttpServer::~HttpServer()
{
    close();
}

bool HttpServer::listen(quint16 port)
{
    return listen(QHostAddress::LocalHost, port);
}

bool HttpServer::listen(const QHostAddress &address, quint16 port)
{
    if (!m_server->listen(address, port)) {
        m_errorString = m_server->errorString();
        qCWarning(lcSim) << "cannot listen on port" << port << m_errorString;
        return false;
    }
    qCDebug(lcSim) << "listening on port" << m_server->serverPort();
    return true;
}

void HttpServer::close()
{
    m_server->close();
    const auto connections = m_connections;
    for (Connection *c : connections) {
        if (c->stream)
            c->stream->abort();
        c->socket->disconnect(this);
        c->socket->abort();
        c->socket->deleteLater();
        delete c;
    }
    m_connections.clear();
}

quint16 HttpServer::port() const
{
    return m_server->serverPort();
}

void HttpServer::route(const QByteArray &method, const QString &pattern, Handler handler, const QByteArray &capGroup,
                       int cap)
{
    Route r;
    r.method = method;
    r.segments = pattern.split(u'/', Qt::SkipEmptyParts);
    r.handler = std::move(handler);
    r.capGroup = capGroup.isEmpty() ? pattern.toUtf8() : capGroup;
    r.cap = cap;
    m_routes.push_back(std::move(r));
}

QByteArray HttpServer::reasonPhrase(int status)
{
    switch (status) {
    case 200: return QByteArrayLiteral("OK");
    case 204: return QByteArrayLiteral("No Content");
    case 304: return QByteArrayLiteral("Not Modified");
    case 400: return QByteArrayLiteral("Bad Request");
    case 401: return QByteArrayLiteral("Unauthorized");
    case 403: return QByteArrayLiteral("Forbidden");
    case 404: return QByteArrayLiteral("Not Found");
    case 405: return QByteArrayLiteral("Method Not Allowed");
    case 429: return QByteArrayLiteral("Too Many Requests");
    case 500: return QByteArrayLiteral("Internal Server Error");
    case 502: return QByteArrayLiteral("Bad Gateway");
    case 503: return QByteArrayLiteral("Service Unavailable");
    case 504: return QByteArrayLiteral("Gateway Timeout");
    default: return QByteArrayLiteral("Status");
    }
}

QByteArray HttpServer::errorBody(const QString &text)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("error"), text}}).toJson(QJsonDocument::Compact);
}

void HttpServer::writeHead(QTcpSocket *socket, int status, const QByteArray &contentType, const Headers &headers,
                           qsizetype contentLength, bool keepAlive)
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    if (!contentType.isEmpty())
        head += "Content-Type: " + contentType + "\r\n";
    if (contentLength >= 0)
        head += "Content-Length: " + QByteArray::number(contentLength) + "\r\n";
    head += keepAlive ? QByteArrayLiteral("Connection: keep-alive\r\n") : QByteArrayLiteral("Connection: close\r\n");
    head += "Access-Control-Allow-Origin: *\r\n";
    for (const auto &h : headers)
        head += h.first + ": " + h.second + "\r\n";
    head += "\r\n";
    socket->write(head);
}

void HttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        auto *c = new Connection;
        c->socket = socket;
        m_connections.insert(socket, c);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
            if (Connection *conn = m_connections.value(socket))
                processInput(conn);
        });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            Connection *conn = m_connections.take(socket);
            if (!conn)
                return;
            if (conn->stream)
                conn->stream->abort();
            socket->deleteLater();
            delete conn;
        });
    }
}

void HttpServer::processInput(Connection *c)
{
    c->parser.feed(c->socket->readAll());
    while (!c->stream && !c->closing) {
        const HttpRequestParser::State state = c->parser.parse();
        if (state == HttpRequestParser::State::NeedMore)
            return;
        if (state == HttpRequestParser::State::Error) {
            qCDebug(lcSim) << "bad request:" << c->parser.errorText();
            const QByteArray body = errorBody(QStringLiteral("Bad request"));
            writeHead(c->socket, 400, QByteArrayLiteral("application/json"), {}, body.size(), false);
            c->socket->write(body);
            c->closing = true;
            c->socket->disconnectFromHost();
            return;
        }
        dispatch(c, c->parser.take());
    }
}

bool HttpServer::matchSegment(const QString &pattern, const QString &segment, QHash<QString, QString> &params)
{
    const qsizetype open = pattern.indexOf(u'{');
    if (open < 0)
        return pattern == segment;
    const qsizetype close = pattern.indexOf(u'}', open);
    const QString prefix = pattern.left(open);
    const QString suffix = pattern.mid(close + 1);
    if (segment.size() <= prefix.size() + suffix.size() || !segment.startsWith(prefix) || !segment.endsWith(suffix))
        return false;
    params.insert(pattern.mid(open + 1, close - open - 1),
                  segment.mid(prefix.size(), segment.size() - prefix.size() - suffix.size()));
    return true;
}

void HttpServer::dispatch(Connection *c, HttpRequest request)
{
    c->keepAlive = request.keepAlive();
    ++m_requestCount;
    Q_EMIT requestReceived(request.method, request.path);
    const QStringList segments = request.path.split(u'/', Qt::SkipEmptyParts);
    const Route *found = nullptr;
    bool pathMatched = false;
    QHash<QString, QString> params;
    for (const Route &r : m_routes) {
        if (r.segments.size() != segments.size())
            continue;
        QHash<QString, QString> p;
        bool ok = true;
        for (qsizetype i = 0; ok && i < segments.size(); ++i)
            ok = matchSegment(r.segments[i], segments[i], p);
        if (!ok)
            continue;
        pathMatched = true;
        if (r.method == request.method || (r.method == "GET" && request.method == "HEAD")) {
            found = &r;
            params = std::move(p);
            break;
        }
    }

    Exchange ex(this, c->socket, std::move(request), found ? found->capGroup : QByteArray());
    ex.m_params = std::move(params);
    if (const auto failure = m_faultHooks.failure ? m_faultHooks.failure(ex.request().path) : std::nullopt) {
        Headers headers;
        if (failure->retryAfterSeconds > 0)
            headers.append({QByteArrayLiteral("Retry-After"), QByteArray::number(failure->retryAfterSeconds)});
        ex.respondJson(failure->status, errorBody(failure->text), headers);
    } else if (!found) {
        ex.respondError(pathMatched ? 405 : 404,
                        pathMatched ? QStringLiteral("Method not allowed") : QStringLiteral("Not found"));
    } else if (found->cap > 0 && m_open.value(found->capGroup) >= found->cap) {
        qCDebug(lcSim) << "cap reached for" << found->capGroup;
        ex.respondError(429, QStringLiteral("Please only run %1 request(s) at a time").arg(found->cap));
    } else {
        found->handler(ex);
        if (!ex.answered()) {
            qCWarning(lcSim) << "handler did not answer" << ex.request().path;
            ex.respondError(500, QStringLiteral("Internal error"));
        }
    }

    if (ex.m_stream) {
        streamStarted(c, ex.m_stream);
    } else if (!c->keepAlive) {
        c->closing = true;
        c->socket->disconnectFromHost();
    }
}

void HttpServer::streamStarted(Connection *c, HttpResponseStream *stream)
{
    if (!stream->isOpen()) {
        // The handler wrote everything and ended inside the handler.
        stream->deleteLater();
        if (!c->keepAlive) {
            c->closing = true;
            c->socket->disconnectFromHost();
        }
        return;
    }
    const QByteArray group = stream->capGroup();
    ++m_open[group];
    if (m_faultHooks.streamOpened)
        m_faultHooks.streamOpened(stream);
    c->stream = stream;
    QTcpSocket *socket = c->socket;
    connect(stream, &HttpResponseStream::closed, this, [this, stream, group] {
        if (--m_open[group] <= 0)
            m_open.remove(group);
        stream->deleteLater();
    });
    connect(stream, &HttpResponseStream::ended, this, [this, socket] {
        Connection *conn = m_connections.value(socket);
        if (!conn)
            return;
        conn->stream = nullptr;
        if (!conn->keepAlive) {
            conn->closing = true;
            socket->disconnectFromHost();
            return;
        }
        // Serve a pipelined request on the next loop turn, not from inside the handler's end().
        QTimer::singleShot(0, socket, [this, socket] {
            if (Connection *again = m_connections.value(socket))
                processInput(again);
        });
    });
}

} // namespace arbiter::net
