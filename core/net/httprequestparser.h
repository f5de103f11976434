#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

#include <optional>

namespace arbiter::net {

// One HTTP/1.1 request as the simulator's router sees it.
struct HttpRequest
{
    QByteArray method; // "GET", "POST", …
    QByteArray target; // as sent: path plus optional "?query"
    QString path; // percent-decoded path without the query
    QByteArray query; // raw query string without '?'
    QByteArray version; // "HTTP/1.1"
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values trimmed, in order
    QByteArray body;

    // The first header with this (lower-case) name, or an empty array.
    QByteArray header(QByteArrayView lowerName) const;
    bool hasHeader(QByteArrayView lowerName) const;
    // The value of a query parameter (percent-decoded), or nullopt.
    std::optional<QString> queryItem(const QString &name) const;
    // Whether the connection stays open after the response (HTTP/1.1 default, "Connection: close").
    bool keepAlive() const;
};

// Incremental, pure HTTP/1.1 request parser for the loopback simulator: bytes arrive in any split
// (a test feeds them one at a time) and complete requests come out in order. It understands what
// the clients we test with send (request line, headers, Content-Length bodies) and rejects the rest
// (chunked request bodies, oversized heads, garbage) with an error, which the server answers with
// 400 and closes.
class HttpRequestParser
{
public:
    enum class State { NeedMore, Complete, Error };

    static constexpr int MaxHeadBytes = 64 * 1024;
    static constexpr int MaxBodyBytes = 8 * 1024 * 1024;

    // Appends bytes to the internal buffer.
    void feed(QByteArrayView bytes);
    // Parses as far as possible. Complete: take() returns the request and leaves any following bytes
    // (a pipelined request) buffered. Error: errorText() says why; the parser stays in error.
    State parse();
    HttpRequest take();
    QString errorText() const { return m_error; }
    // Bytes received but not yet part of a returned request.
    qsizetype bufferedBytes() const { return m_buffer.size(); }

private:
    State fail(const QString &why);

    QByteArray m_buffer;
    std::optional<HttpRequest> m_head; // head parsed, waiting for the body
    qsizetype m_bodyLength = 0;
    qsizetype m_scanned = 0; // start of the first head line not yet known to be complete
    std::optional<HttpRequest> m_ready;
    QString m_error; // log text, not shown to users
};

} // namespace arbiter::net
