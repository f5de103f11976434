#include "core/net/httpstream.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslCertificate>
#include <QSslConfiguration>

namespace arbiter::net {

namespace {
Q_LOGGING_CATEGORY(lcStream, "arbiter.core.zone")
} // namespace

QString loggableUrl(const QUrl &url)
{
    return url.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
}

HttpStream::HttpStream(QNetworkAccessManager *network, QObject *parent) : QObject(parent), m_network(network)
{
    m_idle.setSingleShot(true);
    connect(&m_idle, &QTimer::timeout, this, &HttpStream::onIdle);
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, &HttpStream::onDeadline);
}

HttpStream::~HttpStream()
{
    detach();
}

void HttpStream::detach()
{
    m_idle.stop();
    m_deadline.stop();
    if (m_reply) {
        QNetworkReply *reply = m_reply;
        m_reply = nullptr;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void HttpStream::start(const Request &request)
{
    detach();
    m_request = request;
    m_status = 0;
    m_started = false;
    m_errorBody.clear();
    m_headers.clear();
    m_bodyBytes = 0;

    QNetworkRequest req(request.url);
    req.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    req.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // Streams must not be decompressed into a buffer that waits for the end.
    req.setRawHeader(QByteArrayLiteral("Accept-Encoding"), QByteArrayLiteral("identity"));
    req.setTransferTimeout(0);
    for (const auto &h : request.headers)
        req.setRawHeader(h.first, h.second);
    if (!request.bearerToken.isEmpty())
        req.setRawHeader(QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + request.bearerToken);
    if (!request.basicCredentials.isEmpty() && request.url.scheme() == QLatin1String("https"))
        req.setRawHeader(QByteArrayLiteral("Authorization"),
                         QByteArrayLiteral("Basic ") + request.basicCredentials.toBase64());
    if (!request.caFile.isEmpty()) {
        QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
        tls.setCaCertificates(QSslCertificate::fromPath(request.caFile));
        req.setSslConfiguration(tls);
    }
    if (!request.contentType.isEmpty())
        req.setHeader(QNetworkRequest::ContentTypeHeader, request.contentType);

    qCDebug(lcStream) << "request" << request.method << loggableUrl(request.url);
    QNetworkReply *reply = nullptr;
    if (request.method == "GET")
        reply = m_network->get(req);
    else if (request.method == "POST")
        reply = m_network->post(req, request.body);
    else
        reply = m_network->sendCustomRequest(req, request.method, request.body);
    m_reply = reply;
    reply->setReadBufferSize(ReadBufferBytes);
    connect(reply, &QNetworkReply::metaDataChanged, this, &HttpStream::onMetaData);
    connect(reply, &QNetworkReply::readyRead, this, &HttpStream::onReadyRead);
    connect(reply, &QNetworkReply::finished, this, &HttpStream::onFinished);
    if (request.idleTimeoutMs > 0)
        m_idle.start(request.idleTimeoutMs);
    if (request.deadlineMs > 0)
        m_deadline.start(request.deadlineMs);
}

void HttpStream::abort()
{
    if (!m_reply)
        return;
    finish(Outcome::Aborted, QString());
}

QByteArray HttpStream::header(const QByteArray &name) const
{
    for (const auto &pair : m_headers)
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    return QByteArray();
}

void HttpStream::onMetaData()
{
    if (!m_reply || m_started)
        return;
    const QVariant status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (!status.isValid())
        return;
    m_status = status.toInt();
    m_headers = m_reply->rawHeaderPairs();
    m_started = true;
    Q_EMIT responseStarted(m_status);
}

void HttpStream::onReadyRead()
{
    if (!m_reply)
        return;
    if (m_request.idleTimeoutMs > 0)
        m_idle.start(m_request.idleTimeoutMs);
    if (!m_started)
        onMetaData();
    const QByteArray chunk = m_reply->readAll();
    if (chunk.isEmpty())
        return;
    if (m_status >= 200 && m_status < 300) {
        m_bodyBytes += chunk.size();
        if (m_request.maxBodyBytes > 0 && m_bodyBytes > m_request.maxBodyBytes) {
            finish(Outcome::TooLarge,
                   outcomeText(Outcome::TooLarge, m_status, QString::number(m_request.maxBodyBytes)));
            return;
        }
        Q_EMIT dataReceived(chunk);
    } else if (m_errorBody.size() < m_request.maxErrorBodyBytes) {
        m_errorBody += chunk.left(m_request.maxErrorBodyBytes - m_errorBody.size());
    }
}

void HttpStream::onFinished()
{
    if (!m_reply)
        return;
    onReadyRead();
    if (!m_started)
        onMetaData();
    const QNetworkReply::NetworkError error = m_reply->error();
    if (m_status == 429) {
        finish(Outcome::RateLimited, outcomeText(Outcome::RateLimited, m_status, QString()));
        return;
    }
    if (m_status >= 400) {
        QString detail;
        const QJsonDocument doc = QJsonDocument::fromJson(m_errorBody);
        if (doc.isObject())
            detail = doc.object().value(QLatin1String("error")).toString();
        finish(Outcome::HttpError, outcomeText(Outcome::HttpError, m_status, detail));
        return;
    }
    if (error != QNetworkReply::NoError && m_status == 0) {
        finish(Outcome::NetworkError, outcomeText(Outcome::NetworkError, 0, m_reply->errorString()));
        return;
    }
    if (m_status >= 300 && m_status != 304) {
        finish(Outcome::HttpError, outcomeText(Outcome::HttpError, m_status, QString()));
        return;
    }
    if (error != QNetworkReply::NoError) {
        // The body was cut off (connection reset in the middle of a stream).
        finish(Outcome::NetworkError, outcomeText(Outcome::NetworkError, m_status, m_reply->errorString()));
        return;
    }
    finish(Outcome::Finished, QString());
}

void HttpStream::onIdle()
{
    if (!m_reply)
        return;
    finish(Outcome::IdleTimeout, outcomeText(Outcome::IdleTimeout, m_status, QString()));
}

void HttpStream::onDeadline()
{
    if (!m_reply)
        return;
    finish(Outcome::DeadlineExceeded,
           outcomeText(Outcome::DeadlineExceeded, m_status, QString::number((m_request.deadlineMs + 999) / 1000)));
}

std::optional<std::int64_t> HttpStream::retryAfterMs() const
{
    if (m_status != 429 && m_status != 503)
        return std::nullopt;
    return parseRetryAfter(header(QByteArrayLiteral("Retry-After")), QDateTime::currentDateTimeUtc());
}

std::optional<std::int64_t> HttpStream::parseRetryAfter(const QByteArray &value, const QDateTime &now)
{
    constexpr std::int64_t MaxMs = 3'600'000;
    const QByteArray text = value.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    bool ok = false;
    const qlonglong seconds = text.toLongLong(&ok);
    if (ok)
        return seconds < 0 ? std::nullopt : std::optional<std::int64_t>(std::min<std::int64_t>(seconds * 1000, MaxMs));
    // An HTTP date (RFC 9110 IMF-fixdate, "Sun, 06 Nov 1994 08:49:37 GMT").
    QString date = QString::fromLatin1(text);
    if (date.endsWith(QLatin1String(" GMT")))
        date = date.chopped(4) + QLatin1String(" +0000"); // Qt 6.4 reads the zone only as an offset
    const QDateTime at = QDateTime::fromString(date, Qt::RFC2822Date);
    if (!at.isValid())
        return std::nullopt;
    return std::clamp<std::int64_t>(now.msecsTo(at), 0, MaxMs);
}

void HttpStream::finish(Outcome outcome, const QString &message)
{
    const int status = m_status;
    qCDebug(lcStream) << "finished" << loggableUrl(m_request.url) << int(outcome) << status;
    detach();
    Q_EMIT finished(outcome, status, message);
}

QString HttpStream::outcomeText(Outcome outcome, int status, const QString &detail)
{
    switch (outcome) {
    case Outcome::Finished: return QString();
    case Outcome::Aborted: return tr("The request was stopped.");
    case Outcome::RateLimited: return tr("The game zone asks to slow down (HTTP 429); waiting at least a minute.");
    case Outcome::IdleTimeout: return tr("The game zone sent nothing for too long; the connection is considered lost.");
    case Outcome::TooLarge:
        //: %1: the largest answer accepted, in bytes
        return tr("The game zone's answer went over %1 bytes; it was dropped and will be asked for again.").arg(detail);
    case Outcome::DeadlineExceeded:
        //: %1: the longest time an answer may take, in seconds
        return tr("The game zone's answer took longer than %1 s; it was dropped and will be asked for again.")
            .arg(detail);
    case Outcome::NetworkError:
        if (detail.isEmpty())
            return tr("Network error.");
        //: %1: the network's message
        return tr("Network error: %1").arg(detail);
    case Outcome::HttpError:
        if (status == 401 || status == 403)
            //: %1: the HTTP status code, 401 or 403
            return detail.isEmpty() ? tr("The game zone refused access (HTTP %1): check the API token.").arg(status)
                                    //: %1: the HTTP status code, 401 or 403; %2: the game zone's error message
                                    : tr("The game zone refused access (HTTP %1): %2").arg(status).arg(detail);
        if (status == 404) {
            if (detail.isEmpty())
                return tr("Not found on the game zone (HTTP 404): check the id.");
            //: %1: the game zone's error message
            return tr("Not found on the game zone (HTTP 404): %1").arg(detail);
        }
        //: %1: the HTTP status code, e.g. 500
        return detail.isEmpty() ? tr("The game zone answered HTTP %1.").arg(status)
                                //: %1: the HTTP status code, e.g. 500; %2: the game zone's error message
                                : tr("The game zone answered HTTP %1: %2").arg(status).arg(detail);
    }
    return QString();
}

} // namespace arbiter::net
