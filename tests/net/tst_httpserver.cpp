#include "core/net/httpserver.h"
#include "tests/zone/replycollector.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <memory>
#include <vector>

namespace net = arbiter::net;

using namespace arbiter::net;

// The simulator's HTTP server over real loopback connections: streams arrive line by line, error
// bodies are Lichess-shaped JSON, connection caps answer 429, keep-alive connections serve
// several requests.
class TestHttpServer : public QObject
{
    Q_OBJECT

private:
    net::HttpServer *m_server = nullptr;
    QNetworkAccessManager *m_nam = nullptr;

    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server->port()).arg(path));
    }

    static int status(QNetworkReply *reply)
    {
        return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    }

    static QString errorText(const QByteArray &body)
    {
        return QJsonDocument::fromJson(body).object().value(QStringLiteral("error")).toString();
    }

    // Waits for a reply to finish and returns it (owned by the test's QObject tree).
    static bool waitFinished(QNetworkReply *reply, int ms = 5000)
    {
        if (reply->isFinished())
            return true;
        QSignalSpy spy(reply, &QNetworkReply::finished);
        return spy.wait(ms);
    }

    // Reads from a raw socket until `done` says the bytes are complete (or the time runs out).
    static QByteArray readRaw(QTcpSocket &socket, const std::function<bool(const QByteArray &)> &done, int ms = 5000)
    {
        QByteArray bytes;
        QElapsedTimer timer;
        timer.start();
        while (!done(bytes) && timer.elapsed() < ms) {
            // Not waitForReadyRead(): the server runs on this thread's event loop.
            QTest::qWait(20);
            bytes += socket.readAll();
            if (socket.state() != QAbstractSocket::ConnectedState && socket.bytesAvailable() == 0)
                break;
        }
        return bytes;
    }

private Q_SLOTS:
    void init()
    {
        m_server = new net::HttpServer(this);
        m_nam = new QNetworkAccessManager(this);
        m_server->route("GET", QStringLiteral("/hello"),
                        [](net::HttpServer::Exchange &ex) { ex.respond(200, "text/plain; charset=utf-8", "hi"); });
        m_server->route("GET", QStringLiteral("/echo/{name}.txt"), [](net::HttpServer::Exchange &ex) {
            ex.respond(200, "text/plain; charset=utf-8", ex.param(QStringLiteral("name")).toUtf8());
        });
        m_server->route("POST", QStringLiteral("/secret"), [](net::HttpServer::Exchange &ex) {
            if (ex.requireBearer("tok"))
                ex.respondJson(200, "{\"ok\":true}");
        });
        // Five NDJSON lines, 100 ms apart, then the end.
        m_server->route("GET", QStringLiteral("/lines"), [](net::HttpServer::Exchange &ex) {
            net::HttpResponseStream *stream = ex.beginStream(200, "application/x-ndjson");
            stream->write("{\"n\":1}\n");
            auto *timer = new QTimer(stream);
            auto n = std::make_shared<int>(1);
            QObject::connect(timer, &QTimer::timeout, stream, [stream, n] {
                ++*n;
                stream->write(QByteArray(QByteArray("{\"n\":") + QByteArray::number(*n) + "}\n"));
                if (*n == 5)
                    stream->end();
            });
            timer->start(100);
        });
        // A stream that stays open, capped at 8 like Lichess's move streams.
        m_server->route(
            "GET", QStringLiteral("/held/{id}"),
            [](net::HttpServer::Exchange &ex) { ex.beginStream(200, "application/x-ndjson")->write("{}\n"); }, "held",
            8);
        QVERIFY(m_server->listen(0));
        QVERIFY(m_server->port() != 0);
    }

    void cleanup()
    {
        delete m_nam;
        delete m_server;
    }

    void fixedResponse()
    {
        QNetworkReply *reply = m_nam->get(QNetworkRequest(url(QStringLiteral("/hello"))));
        QVERIFY(waitFinished(reply));
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(status(reply), 200);
        QCOMPARE(reply->readAll(), QByteArray("hi"));
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("text/plain; charset=utf-8"));

        QNetworkReply *echo = m_nam->get(QNetworkRequest(url(QStringLiteral("/echo/AbCd%2012.txt"))));
        QVERIFY(waitFinished(echo));
        QCOMPARE(echo->readAll(), QByteArray("AbCd 12"));
    }

    // A client sees each NDJSON line while the response is still open.
    void chunkedLinesArriveOneByOne()
    {
        QNetworkReply *reply = m_nam->get(QNetworkRequest(url(QStringLiteral("/lines"))));
        auto c = ReplyCollector::attach(reply);
        QTRY_VERIFY_WITH_TIMEOUT(!c->lines.isEmpty(), 3000);
        QVERIFY(!c->finished);
        QCOMPARE(c->lines.first(), QByteArray("{\"n\":1}"));
        QTRY_VERIFY_WITH_TIMEOUT(c->lines.size() >= 3, 3000);
        QVERIFY(!c->finished);
        QTRY_VERIFY_WITH_TIMEOUT(c->finished, 3000);
        QCOMPARE(reply->error(), QNetworkReply::NoError);
        QCOMPARE(c->lines.size(), 5);
        for (int i = 0; i < 5; ++i)
            QCOMPARE(c->lines[i], QByteArray(QByteArray("{\"n\":") + QByteArray::number(i + 1) + '}'));
        QVERIFY(c->readyReads >= 3);
        QVERIFY(c->lineBeforeFinished[0] && c->lineBeforeFinished[1] && c->lineBeforeFinished[2]);
        QCOMPARE(reply->header(QNetworkRequest::ContentTypeHeader).toString(), QStringLiteral("application/x-ndjson"));
        QCOMPARE(reply->rawHeader("X-Accel-Buffering"), QByteArray("no"));
    }

    void errorBodies()
    {
        QNetworkReply *missing = m_nam->get(QNetworkRequest(url(QStringLiteral("/nowhere"))));
        QVERIFY(waitFinished(missing));
        QCOMPARE(status(missing), 404);
        QCOMPARE(errorText(missing->readAll()), QStringLiteral("Not found"));
        QCOMPARE(missing->header(QNetworkRequest::ContentTypeHeader).toString(), QStringLiteral("application/json"));

        QNetworkReply *wrongMethod = m_nam->post(QNetworkRequest(url(QStringLiteral("/hello"))), QByteArray());
        QVERIFY(waitFinished(wrongMethod));
        QCOMPARE(status(wrongMethod), 405);
        QVERIFY(!errorText(wrongMethod->readAll()).isEmpty());

        QNetworkRequest noToken(url(QStringLiteral("/secret")));
        QNetworkReply *unauthorised = m_nam->post(noToken, QByteArray());
        QVERIFY(waitFinished(unauthorised));
        QCOMPARE(status(unauthorised), 401);
        QVERIFY(!errorText(unauthorised->readAll()).isEmpty());

        QNetworkRequest wrongToken(url(QStringLiteral("/secret")));
        wrongToken.setRawHeader("Authorization", "Bearer nope");
        QNetworkReply *wrong = m_nam->post(wrongToken, QByteArray());
        QVERIFY(waitFinished(wrong));
        QCOMPARE(status(wrong), 401);

        QNetworkRequest withToken(url(QStringLiteral("/secret")));
        withToken.setRawHeader("Authorization", "Bearer tok");
        QNetworkReply *ok = m_nam->post(withToken, QByteArray());
        QVERIFY(waitFinished(ok));
        QCOMPARE(status(ok), 200);
        QCOMPARE(ok->readAll(), QByteArray("{\"ok\":true}"));
    }

    // QNetworkAccessManager cannot send a malformed request; a raw socket can.
    void malformedRequestGets400()
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(socket.waitForConnected(3000));
        socket.write("THIS IS NOT HTTP\r\n\r\n");
        const QByteArray response = readRaw(socket, [](const QByteArray &b) { return b.endsWith('}'); });
        QVERIFY2(response.startsWith("HTTP/1.1 400 Bad Request\r\n"), response.constData());
        QVERIFY(response.contains("Connection: close"));
        QVERIFY(response.endsWith("\r\n\r\n{\"error\":\"Bad request\"}"));
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 3000);
    }

    // Eight open streams are allowed; the ninth gets Lichess's 429; closing one frees a place.
    void ninthStreamGets429()
    {
        // One manager per stream: QNetworkAccessManager opens at most 6 connections per host.
        std::vector<std::unique_ptr<QNetworkAccessManager>> managers;
        QList<QPointer<QNetworkReply>> replies;
        for (int i = 0; i < 8; ++i) {
            managers.push_back(std::make_unique<QNetworkAccessManager>());
            replies.append(managers.back()->get(QNetworkRequest(url(QStringLiteral("/held/%1").arg(i)))));
        }
        QTRY_COMPARE_WITH_TIMEOUT(m_server->openCount("held"), 8, 5000);
        for (const auto &r : replies)
            QTRY_VERIFY_WITH_TIMEOUT(status(r) == 200, 3000);

        managers.push_back(std::make_unique<QNetworkAccessManager>());
        QNetworkReply *ninth = managers.back()->get(QNetworkRequest(url(QStringLiteral("/held/9"))));
        QVERIFY(waitFinished(ninth));
        QCOMPARE(status(ninth), 429);
        QCOMPARE(QJsonDocument::fromJson(ninth->readAll()).object(),
                 QJsonObject({{QStringLiteral("error"), QStringLiteral("Please only run 8 request(s) at a time")}}));

        replies.first()->abort();
        QTRY_COMPARE_WITH_TIMEOUT(m_server->openCount("held"), 7, 5000);
        QNetworkReply *again = managers.back()->get(QNetworkRequest(url(QStringLiteral("/held/10"))));
        QTRY_COMPARE_WITH_TIMEOUT(status(again), 200, 3000);
        QCOMPARE(m_server->openCount("held"), 8);
        for (const auto &r : replies)
            if (r)
                r->abort();
        again->abort();
        QTRY_COMPARE_WITH_TIMEOUT(m_server->openCount("held"), 0, 5000);
    }

    // One connection, pipelined: a chunked stream, then a fixed response, then another.
    void keepAliveServesSeveralRequests()
    {
        QTcpSocket socket;
        socket.connectToHost(QHostAddress::LocalHost, m_server->port());
        QVERIFY(socket.waitForConnected(3000));
        socket.write("GET /lines HTTP/1.1\r\nHost: x\r\n\r\nGET /hello HTTP/1.1\r\nHost: x\r\n\r\n");
        QByteArray bytes = readRaw(socket, [](const QByteArray &b) { return b.endsWith("\r\n\r\nhi"); });
        QVERIFY2(bytes.endsWith("\r\n\r\nhi"), bytes.constData());
        const qsizetype end = bytes.indexOf("0\r\n\r\n");
        QVERIFY(end > 0);
        QVERIFY(bytes.indexOf("HTTP/1.1 200 OK", 1) > end);
        QVERIFY(bytes.contains("Transfer-Encoding: chunked"));
        QVERIFY(bytes.contains("8\r\n{\"n\":5}\n\r\n"));
        QCOMPARE(socket.state(), QAbstractSocket::ConnectedState);

        socket.write("GET /echo/again.txt HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        bytes = readRaw(socket, [](const QByteArray &b) { return b.endsWith("again"); });
        QVERIFY(bytes.startsWith("HTTP/1.1 200 OK"));
        QVERIFY(bytes.contains("Connection: close"));
        QTRY_COMPARE_WITH_TIMEOUT(socket.state(), QAbstractSocket::UnconnectedState, 3000);
    }
};

QTEST_GUILESS_MAIN(TestHttpServer)
#include "tst_httpserver.moc"
