#include "core/net/httprequestparser.h"

#include <QUrl>
#include <QUrlQuery>

namespace arbiter::net {

namespace {

bool isTokenChar(char c)
{
    if (c >= 'A' && c <= 'Z')
        return true;
    if (c >= 'a' && c <= 'z')
        return true;
    if (c >= '0' && c <= '9')
        return true;
    return QByteArrayView("!#$%&'*+-.^_`|~").contains(c);
}

bool isToken(QByteArrayView text)
{
    if (text.isEmpty())
        return false;
    for (char c : text)
        if (!isTokenChar(c))
            return false;
    return true;
}

} // namespace

QByteArray HttpRequest::header(QByteArrayView lowerName) const
{
    for (const auto &h : headers)
        if (h.first == lowerName)
            return h.second;
    return {};
}

bool HttpRequest::hasHeader(QByteArrayView lowerName) const
{
    for (const auto &h : headers)
        if (h.first == lowerName)
            return true;
    return false;
}

std::optional<QString> HttpRequest::queryItem(const QString &name) const
{
    const QUrlQuery q(QString::fromUtf8(query));
    if (!q.hasQueryItem(name))
        return std::nullopt;
    return q.queryItemValue(name, QUrl::FullyDecoded);
}

bool HttpRequest::keepAlive() const
{
    const QByteArray connection = header("connection").toLower();
    if (version == "HTTP/1.0")
        return connection.contains("keep-alive");
    return !connection.contains("close");
}

void HttpRequestParser::feed(QByteArrayView bytes)
{
    m_buffer.append(bytes);
}

HttpRequestParser::State HttpRequestParser::fail(const QString &why)
{
    m_error = why;
    m_head.reset();
    m_ready.reset();
    return State::Error;
}

HttpRequestParser::State HttpRequestParser::parse()
{
    if (!m_error.isEmpty())
        return State::Error;
    if (m_ready)
        return State::Complete;

    if (!m_head) {
        // Tolerate empty lines before a request line (RFC 9112 §2.2).
        while (m_buffer.startsWith("\r\n"))
            m_buffer.remove(0, 2);
        while (m_buffer.startsWith('\n'))
            m_buffer.remove(0, 1);
        // Scan line by line from where the last call stopped, so input fed byte by byte costs
        // linear time; a line that is empty (or just "\r") ends the head.
        qsizetype end = -1;
        qsizetype sepEnd = -1;
        while (end < 0) {
            const qsizetype nl = m_buffer.indexOf('\n', m_scanned);
            if (nl < 0)
                break;
            const qsizetype lineLength = nl - m_scanned;
            if (lineLength == 0 || (lineLength == 1 && m_buffer.at(m_scanned) == '\r')) {
                end = m_scanned;
                sepEnd = nl + 1;
            } else {
                m_scanned = nl + 1;
            }
        }
        if (end < 0) {
            if (m_buffer.size() > MaxHeadBytes)
                return fail(QStringLiteral("request head too large"));
            return State::NeedMore;
        }
        if (end > MaxHeadBytes)
            return fail(QStringLiteral("request head too large"));
        m_scanned = 0;

        QByteArray head = m_buffer.left(end);
        m_buffer.remove(0, sepEnd);
        while (head.endsWith('\n') || head.endsWith('\r'))
            head.chop(1);
        QList<QByteArray> lines = head.split('\n');
        for (QByteArray &line : lines)
            if (line.endsWith('\r'))
                line.chop(1);

        HttpRequest request;
        const QList<QByteArray> parts = lines.first().split(' ');
        if (parts.size() != 3)
            return fail(QStringLiteral("malformed request line"));
        request.method = parts[0];
        request.target = parts[1];
        request.version = parts[2];
        if (!isToken(request.method))
            return fail(QStringLiteral("malformed method"));
        if (request.version != "HTTP/1.1" && request.version != "HTTP/1.0")
            return fail(QStringLiteral("unsupported HTTP version"));
        if (!request.target.startsWith('/'))
            return fail(QStringLiteral("request target is not an absolute path"));
        const qsizetype q = request.target.indexOf('?');
        const QByteArray rawPath = q < 0 ? request.target : request.target.left(q);
        request.query = q < 0 ? QByteArray() : request.target.mid(q + 1);
        request.path = QUrl::fromPercentEncoding(rawPath);

        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QByteArray &line = lines[i];
            const qsizetype colon = line.indexOf(':');
            if (colon <= 0)
                return fail(QStringLiteral("malformed header line"));
            const QByteArray name = line.left(colon);
            if (!isToken(name))
                return fail(QStringLiteral("malformed header name"));
            request.headers.append({name.toLower(), line.mid(colon + 1).trimmed()});
        }

        if (!request.header("transfer-encoding").isEmpty())
            return fail(QStringLiteral("request bodies with transfer-encoding are not supported"));
        m_bodyLength = 0;
        if (request.hasHeader("content-length")) {
            bool ok = false;
            const QByteArray value = request.header("content-length");
            const qlonglong length = value.toLongLong(&ok);
            if (!ok || length < 0 || !value.front() || value.front() < '0' || value.front() > '9')
                return fail(QStringLiteral("malformed Content-Length"));
            if (length > MaxBodyBytes)
                return fail(QStringLiteral("request body too large"));
            m_bodyLength = qsizetype(length);
        }
        m_head = std::move(request);
    }

    if (m_buffer.size() < m_bodyLength)
        return State::NeedMore;
    m_head->body = m_buffer.left(m_bodyLength);
    m_buffer.remove(0, m_bodyLength);
    m_ready = std::move(*m_head);
    m_head.reset();
    return State::Complete;
}

HttpRequest HttpRequestParser::take()
{
    HttpRequest request = m_ready ? std::move(*m_ready) : HttpRequest();
    m_ready.reset();
    return request;
}

} // namespace arbiter::net
