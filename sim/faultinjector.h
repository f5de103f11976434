#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>
#include <vector>

namespace arbiter::net {
class HttpServer;
class HttpResponseStream;
} // namespace arbiter::net

namespace arbiter::zone::sim {

// The simulator's network misbehaviour, for tests and arbiter seminars: answers an HTTP error
// instead of serving, drops or stalls open streams, sends a garbage line or replays lines, and
// cuts writes into small pieces. Rules name routes by request path with '*' matching any run of
// characters ("/api/stream/game/*", "*" for all). The net::HttpServer asks it about every request
// and registers every stream it opens.
class FaultInjector : public QObject
{
    Q_OBJECT

public:
    explicit FaultInjector(QObject *parent = nullptr);

    // '*' matches any run of characters, '/' included; everything else literally.
    static bool matches(const QString &route, const QString &path);

    // The next `count` requests whose path matches get `status` with a Lichess-shaped error body
    // (429: "Too many requests. Try again later."). count < 0: until cleared.
    // retryAfterSeconds > 0: the answer says Retry-After (429, 503).
    void failRequests(const QString &route, int status, int count = 1, int retryAfterSeconds = 0);
    void clearFailures();
    // Streams opened from now on whose path matches have their writes cut into pieces of at most
    // maxBytes (0 = stop doing it for that route). Streams already open are cut too.
    void setSplitWrites(const QString &route, int maxBytes, int gapMs = 2);

    // Actions on the streams open now whose path matches. Each returns how many it touched.
    int dropStreams(const QString &route);
    int stallStreams(const QString &route, bool stalled);
    int writeGarbage(const QString &route, const QByteArray &text);
    int repeatLines(const QString &route, int lines);
    // The next `lines` move lines of the open streams matching `route` are dropped, swapped, sent
    // with a short FEN (twice) or with another game's FEN (`fen`). When no such stream is open (all
    // of them waiting out a back-off), the fault waits for the next one that opens.
    int lineFault(const QString &route, int fault, int lines, const QByteArray &fen = {});
    // Streams opened from now on whose path matches close (as a broken connection) after `lines`
    // data lines, `count` times (-1: until cleared): a stream that keeps closing without the result.
    void closeEarly(const QString &route, int lines, int count);

    // Server side: the status to answer instead of serving `path`, if a rule says so.
    std::optional<int> takeFailure(const QString &path);
    // Retry-After of the failure takeFailure() returned last (0 = none).
    int lastRetryAfterSeconds() const { return m_lastRetryAfter; }
    void streamOpened(net::HttpResponseStream *stream);
    // Makes `server` answer as the rules say (net::HttpServer::setFaultHooks).
    void attachTo(net::HttpServer *server);
    // The error text Lichess sends with an injected status (429: "Too many requests…").
    static QString faultText(int status);

    // How many requests were failed so far, by status (for tests and the seminar log).
    int failuresServed() const { return m_failuresServed; }
    int openStreams(const QString &route) const;

Q_SIGNALS:
    // A fault took effect: what and where (log text, not translated).
    void injected(const QString &what);

private:
    struct Failure
    {
        QString route;
        int status = 503;
        int remaining = 1;
        int retryAfter = 0;
    };
    struct EarlyClose
    {
        QString route;
        int lines = 1;
        int remaining = 1;
    };
    std::vector<EarlyClose> m_earlyCloses;
    struct LineFault
    {
        QString route;
        int fault = 0;
        int lines = 1;
        QByteArray fen;
    };
    std::vector<LineFault> m_pendingLineFaults;
    int m_lastRetryAfter = 0;
    struct Split
    {
        QString route;
        int maxBytes = 0;
        int gapMs = 2;
    };
    template<typename F>
    int forStreams(const QString &route, F &&f);
    static QString lineFaultText(int fault, int lines, int streams, const QString &route);

    std::vector<Failure> m_failures;
    std::vector<Split> m_splits;
    QList<QPointer<net::HttpResponseStream>> m_streams;
    int m_failuresServed = 0;
};

} // namespace arbiter::zone::sim
