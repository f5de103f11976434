#pragma once

#include <QByteArray>
#include <QElapsedTimer>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPair>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

#include <cstdint>
#include <optional>

class QDateTime;
class QNetworkAccessManager;

namespace arbiter::net {

// A URL as a log may say it: without user info (a camera's address may carry a password) or query
// (it may carry ids; a token is only ever in a header).
QString loggableUrl(const QUrl &url);

// One HTTP request whose response body arrives over time (an NDJSON stream, a PGN broadcast, or an
// ordinary download): hands out the body chunk by chunk as it arrives, checks the status and turns
// `{"error": …}` bodies into a translated message, and declares the connection dead after a
// silence longer than the idle timeout (Lichess sends keep-alives every 50–60 s, so 90 s of nothing
// means the connection is gone). The bearer token goes only into the Authorization header: it is
// never logged or echoed in messages.
class HttpStream : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QUrl url;
        QByteArray method = QByteArrayLiteral("GET");
        QByteArray body; // for POST
        QByteArray contentType; // of the body
        QList<QPair<QByteArray, QByteArray>> headers; // extra headers (Accept, If-None-Match…)
        QByteArray bearerToken; // empty = none
        // HTTP Basic credentials (login:secret), sent only over https; never logged.
        QByteArray basicCredentials;
        // The authority an https server's certificate is checked against (a PEM file); empty: the system's.
        QString caFile;
        int idleTimeoutMs = 90'000; // 0 = none
        int maxErrorBodyBytes = 64 * 1024;
        // Bounds for a response that is a document, not a stream: the whole body at most this many
        // bytes, the whole exchange at most this long (0 = no bound; streams are bounded by their
        // line reader and the idle timeout instead).
        qint64 maxBodyBytes = 0;
        int deadlineMs = 0;
    };

    // Qt reads from the socket only as fast as we take the data out, so a flood (an endless body, a
    // line of a gigabyte) never piles up in memory: at most this much is buffered per reply.
    static constexpr qint64 ReadBufferBytes = 256 * 1024;

    enum class Outcome {
        Finished, // a 2xx (or 304) response ended normally
        HttpError, // the server answered 4xx/5xx (not 429)
        RateLimited, // 429: wait at least a minute (Backoff::Reason::RateLimited)
        NetworkError, // refused, reset, DNS, TLS…
        IdleTimeout, // no byte within the idle timeout
        TooLarge, // the body went over maxBodyBytes; what came is dropped
        DeadlineExceeded, // the exchange took longer than deadlineMs
        Aborted // abort() was called
    };
    Q_ENUM(Outcome)

    explicit HttpStream(QNetworkAccessManager *network, QObject *parent = nullptr);
    ~HttpStream() override;

    // Starts the request (aborting any running one, without a finished() for it).
    void start(const Request &request);
    // Stops the request; finished(Aborted) follows synchronously.
    void abort();
    bool isRunning() const { return m_reply != nullptr; }

    // After responseStarted() (and still in finished()): the status code and a response header
    // (case-insensitive name).
    int statusCode() const { return m_status; }
    QByteArray header(const QByteArray &name) const;
    const QUrl &url() const { return m_request.url; }
    // After a 429 or 503: how long the server asked us to wait (Retry-After, in seconds or as an
    // HTTP date), capped at an hour; nullopt when it did not say.
    std::optional<std::int64_t> retryAfterMs() const;
    static std::optional<std::int64_t> parseRetryAfter(const QByteArray &value, const QDateTime &now);

    static QString outcomeText(Outcome outcome, int status, const QString &detail);

Q_SIGNALS:
    // The status line and headers arrived.
    void responseStarted(int status);
    // A piece of a 2xx body, in order; boundaries are arbitrary (mid-line, mid-UTF-8).
    void dataReceived(const QByteArray &chunk);
    // The request is over. `message` is translated and empty for Finished; it never contains the token.
    void finished(HttpStream::Outcome outcome, int status, const QString &message);

private:
    void onMetaData();
    void onReadyRead();
    void onFinished();
    void onIdle();
    void onDeadline();
    void finish(Outcome outcome, const QString &message);
    void detach();

    QNetworkAccessManager *m_network;
    QPointer<QNetworkReply> m_reply;
    Request m_request;
    QTimer m_idle;
    QTimer m_deadline;
    qint64 m_bodyBytes = 0;
    int m_status = 0;
    bool m_started = false;
    QByteArray m_errorBody;
    QList<QNetworkReply::RawHeaderPair> m_headers; // kept after the reply is gone
};

} // namespace arbiter::net
