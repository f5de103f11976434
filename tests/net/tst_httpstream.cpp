#include "core/net/backoff.h"
#include "core/net/httpstream.h"
#include "tests/common/scriptedserver.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <functional>

namespace net = arbiter::net;

using namespace arbiter::net;
using arbiter::test::httpChunk;
using arbiter::test::ScriptedServer;

namespace {

struct Collected
{
    QByteArray body;
    int chunks = 0;
    bool done = false;
    net::HttpStream::Outcome outcome = net::HttpStream::Outcome::Aborted;
    int status = 0;
    QString message;
};

void collect(net::HttpStream &stream, Collected &c)
{
    QObject::connect(&stream, &net::HttpStream::dataReceived, &stream, [&c](const QByteArray &d) {
        c.body += d;
        ++c.chunks;
    });
    QObject::connect(&stream, &net::HttpStream::finished, &stream,
                     [&c](net::HttpStream::Outcome o, int status, const QString &message) {
                         c.done = true;
                         c.outcome = o;
                         c.status = status;
                         c.message = message;
                     });
}

QtMessageHandler previousHandler = nullptr;
QStringList *capturedLog = nullptr;

void captureHandler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (capturedLog)
        capturedLog->append(message);
    if (previousHandler && type >= QtWarningMsg)
        previousHandler(type, context, message);
}

} // namespace

class TestHttpStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chunkedLinesArriveBeforeTheEnd();
    void errorBodiesAreReported_data();
    void errorBodiesAreReported();
    void idleConnectionTimesOut();
    void cutOffStreamIsANetworkError();
    void refusedConnection();
    void tokenNeverLogged();
    void abortStops();
    void endlessBodyIsCappedAndBounded();
    void slowBodyHitsTheDeadline();
    void retryAfterIsRead();
};

void TestHttpStream::endlessBodyIsCappedAndBounded()
{
    // An endless response (a broken server, /dev/zero behind a proxy): stopped at the cap, with a
    // clear outcome, and the process never holds more than the cap.
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        auto *timer = new QTimer(s);
        QObject::connect(timer, &QTimer::timeout, s, [s] {
            if (s->bytesToWrite() < 1 << 20)
                s->write(httpChunk(QByteArray(64 * 1024, 'x')));
        });
        timer->start(1);
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/endless"));
    req.maxBodyBytes = 2 * 1024 * 1024;
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 10000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::TooLarge);
    QVERIFY(c.body.size() <= req.maxBodyBytes);
    QVERIFY(c.message.contains(QLatin1String("2097152")));
}

void TestHttpStream::slowBodyHitsTheDeadline()
{
    // A trickle that never goes idle long enough for the idle timeout still ends at the deadline.
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        auto *timer = new QTimer(s);
        QObject::connect(timer, &QTimer::timeout, s, [s] { s->write(httpChunk("x")); });
        timer->start(50);
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/trickle"));
    req.idleTimeoutMs = 1000;
    req.deadlineMs = 600;
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::DeadlineExceeded);
}

void TestHttpStream::retryAfterIsRead()
{
    const QDateTime now = QDateTime::fromString(QStringLiteral("2026-12-01T10:00:00Z"), Qt::ISODate);
    QCOMPARE(net::HttpStream::parseRetryAfter("300", now), std::optional<std::int64_t>(300'000));
    QCOMPARE(net::HttpStream::parseRetryAfter(" 0 ", now), std::optional<std::int64_t>(0));
    QCOMPARE(net::HttpStream::parseRetryAfter("Tue, 01 Dec 2026 10:02:00 GMT", now),
             std::optional<std::int64_t>(120'000));
    QCOMPARE(net::HttpStream::parseRetryAfter("999999", now), std::optional<std::int64_t>(3'600'000)); // capped
    QCOMPARE(net::HttpStream::parseRetryAfter("soon", now), std::nullopt);
    QCOMPARE(net::HttpStream::parseRetryAfter("", now), std::nullopt);
    // A 429 with Retry-After: 300 is waited out for 5 minutes, not the default minute.
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 429 Too Many Requests\r\nRetry-After: 300\r\nContent-Length: 2\r\n\r\n{}");
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/limited"));
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::RateLimited);
    QCOMPARE(stream.retryAfterMs(), std::optional<std::int64_t>(300'000));
    net::Backoff backoff;
    QCOMPARE(backoff.next(net::Backoff::Reason::RateLimited, 0, *stream.retryAfterMs()) >= 300'000, true);
}

void TestHttpStream::chunkedLinesArriveBeforeTheEnd()
{
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nContent-Type: application/x-ndjson\r\nTransfer-Encoding: chunked\r\n\r\n");
        s->write(httpChunk("{\"a\":1}\n{\"b\""));
        s->flush();
        QTimer::singleShot(300, s, [s] {
            s->write(httpChunk(":2}\n"));
            s->write("0\r\n\r\n");
            s->flush();
        });
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/api/stream/game/abc"));
    stream.start(req);
    // The first chunk must be handed out while the response is still open.
    QTRY_VERIFY_WITH_TIMEOUT(c.body.startsWith("{\"a\":1}\n"), 5000);
    QVERIFY(!c.done);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::Finished);
    QCOMPARE(c.status, 200);
    QCOMPARE(c.body, QByteArray("{\"a\":1}\n{\"b\":2}\n"));
    QVERIFY(c.message.isEmpty());
    QVERIFY(!stream.isRunning());
}

void TestHttpStream::errorBodiesAreReported_data()
{
    QTest::addColumn<int>("status");
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("429") << 429 << QByteArray("{\"error\":\"Please only run 8 request(s) at a time\"}")
                         << int(net::HttpStream::Outcome::RateLimited) << QStringLiteral("429");
    QTest::newRow("404") << 404 << QByteArray("{\"error\":\"No such game\"}")
                         << int(net::HttpStream::Outcome::HttpError) << QStringLiteral("No such game");
    QTest::newRow("401") << 401 << QByteArray("{\"error\":\"No such token\"}")
                         << int(net::HttpStream::Outcome::HttpError) << QStringLiteral("No such token");
    QTest::newRow("503 html") << 503 << QByteArray("<html>busy</html>") << int(net::HttpStream::Outcome::HttpError)
                              << QStringLiteral("503");
}

void TestHttpStream::errorBodiesAreReported()
{
    QFETCH(int, status);
    QFETCH(QByteArray, body);
    QFETCH(int, outcome);
    QFETCH(QString, mentions);
    ScriptedServer server([&](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 " + QByteArray::number(status) + " X\r\nContent-Type: application/json\r\nContent-Length: "
                 + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        s->flush();
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/x"));
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(int(c.outcome), outcome);
    QCOMPARE(c.status, status);
    QVERIFY(c.body.isEmpty()); // error bodies are not data
    QVERIFY2(c.message.contains(mentions), qPrintable(c.message));
}

void TestHttpStream::idleConnectionTimesOut()
{
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        s->write(httpChunk("\n")); // one keep-alive, then silence
        s->flush();
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/stall"));
    req.idleTimeoutMs = 400;
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::IdleTimeout);
    QCOMPARE(c.body, QByteArray("\n"));
    QVERIFY(!c.message.isEmpty());
}

void TestHttpStream::cutOffStreamIsANetworkError()
{
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        s->write(httpChunk("{\"a\":1}\n"));
        s->flush();
        QTimer::singleShot(100, s, [s] { s->abort(); });
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/cut"));
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::NetworkError);
    QCOMPARE(c.body, QByteArray("{\"a\":1}\n"));
}

void TestHttpStream::refusedConnection()
{
    quint16 port = 0;
    {
        QTcpServer probe;
        QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(port));
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::NetworkError);
    QVERIFY(!c.message.isEmpty());
}

void TestHttpStream::tokenNeverLogged()
{
    const QByteArray token = "lip_S3cr3tT0k3nValue";
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        const QByteArray body = "{\"error\":\"No such token\"}";
        s->write("HTTP/1.1 401 Unauthorized\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n" + body);
        s->flush();
    });
    QStringList log;
    capturedLog = &log;
    previousHandler = qInstallMessageHandler(captureHandler);
    QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*=true"));
    {
        QNetworkAccessManager network;
        net::HttpStream stream(&network);
        Collected c;
        collect(stream, c);
        net::HttpStream::Request req;
        req.url = server.url(QStringLiteral("/api/bulk-pairing?x=1"));
        req.bearerToken = token;
        stream.start(req);
        QTRY_VERIFY_WITH_TIMEOUT(c.done, 5000);
        QVERIFY(!c.message.contains(QString::fromLatin1(token)));
    }
    qInstallMessageHandler(previousHandler);
    QLoggingCategory::setFilterRules(QString());
    capturedLog = nullptr;
    QVERIFY(!log.isEmpty()); // the category did log the request
    for (const QString &line : std::as_const(log))
        QVERIFY2(!line.contains(QString::fromLatin1(token)), qPrintable(line));
    // The server did receive it, in the header.
    QCOMPARE(server.requests.size(), 1);
    QVERIFY(server.requests[0].contains(QByteArray(QByteArray("Authorization: Bearer ") + token)));
}

void TestHttpStream::abortStops()
{
    ScriptedServer server([](QTcpSocket *s, const QByteArray &) {
        s->write("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n");
        s->write(httpChunk("x\n"));
        s->flush();
    });
    QNetworkAccessManager network;
    net::HttpStream stream(&network);
    Collected c;
    collect(stream, c);
    net::HttpStream::Request req;
    req.url = server.url(QStringLiteral("/long"));
    stream.start(req);
    QTRY_VERIFY_WITH_TIMEOUT(c.chunks > 0, 5000);
    stream.abort();
    QVERIFY(c.done);
    QCOMPARE(c.outcome, net::HttpStream::Outcome::Aborted);
    QVERIFY(!stream.isRunning());
}

QTEST_GUILESS_MAIN(TestHttpStream)
#include "tst_httpstream.moc"
