#include "core/net/httprequestparser.h"

#include <QTest>

namespace net = arbiter::net;

using namespace arbiter::net;

// The simulator's request parser: what a client sends in any split arrives as the same requests,
// and anything else is refused (the server answers 400).
class TestHttpRequestParser : public QObject
{
    Q_OBJECT

private:
    // Feeds `bytes` in pieces of `step` bytes and returns the requests completed, or the error.
    static QList<net::HttpRequest> parseAll(const QByteArray &bytes, int step, QString *error = nullptr)
    {
        net::HttpRequestParser parser;
        QList<net::HttpRequest> out;
        for (qsizetype i = 0; i < bytes.size(); i += step) {
            parser.feed(bytes.mid(i, step));
            for (;;) {
                const auto state = parser.parse();
                if (state == net::HttpRequestParser::State::Complete) {
                    out.append(parser.take());
                    continue;
                }
                if (state == net::HttpRequestParser::State::Error) {
                    if (error)
                        *error = parser.errorText();
                    return out;
                }
                break;
            }
        }
        return out;
    }

private Q_SLOTS:
    void simpleGet()
    {
        const auto requests = parseAll("GET /api/stream/game/AbCd%2012?clocks=true&x=a%20b HTTP/1.1\r\n"
                                       "Host: 127.0.0.1\r\nAccept: application/x-ndjson\r\n"
                                       "X-Mixed-Case:  value  \r\n\r\n",
                                       1 << 20);
        QCOMPARE(requests.size(), 1);
        const net::HttpRequest &r = requests.first();
        QCOMPARE(r.method, QByteArray("GET"));
        QCOMPARE(r.path, QStringLiteral("/api/stream/game/AbCd 12"));
        QCOMPARE(r.query, QByteArray("clocks=true&x=a%20b"));
        QCOMPARE(r.queryItem(QStringLiteral("x")), std::optional<QString>(QStringLiteral("a b")));
        QCOMPARE(r.queryItem(QStringLiteral("clocks")), std::optional<QString>(QStringLiteral("true")));
        QVERIFY(!r.queryItem(QStringLiteral("missing")));
        QCOMPARE(r.header("accept"), QByteArray("application/x-ndjson"));
        QCOMPARE(r.header("x-mixed-case"), QByteArray("value"));
        QVERIFY(r.keepAlive());
        QVERIFY(r.body.isEmpty());
    }

    void splitAnywhere_data()
    {
        QTest::addColumn<int>("step");
        for (int step : {1, 2, 3, 7, 64, 1 << 20})
            QTest::addRow("step %d", step) << step;
    }

    // Byte by byte or in any chunk size: the same requests, pipelined ones included.
    void splitAnywhere()
    {
        QFETCH(int, step);
        const QByteArray body = QByteArrayLiteral("AbCdEf12,GhIjKl34, ,MnOpQr56");
        const QByteArray input = "POST /api/stream/games/s1 HTTP/1.1\r\nContent-Type: text/plain\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n" + body
            + "GET /a HTTP/1.1\r\nConnection: close\r\n\r\n"
              "GET /b HTTP/1.0\n\n";
        const auto requests = parseAll(input, step);
        QCOMPARE(requests.size(), 3);
        QCOMPARE(requests[0].method, QByteArray("POST"));
        QCOMPARE(requests[0].body, body);
        QCOMPARE(requests[0].header("content-type"), QByteArray("text/plain"));
        QVERIFY(requests[0].keepAlive());
        QCOMPARE(requests[1].path, QStringLiteral("/a"));
        QVERIFY(!requests[1].keepAlive());
        QCOMPARE(requests[2].path, QStringLiteral("/b"));
        QVERIFY(!requests[2].keepAlive()); // HTTP/1.0 without keep-alive
    }

    void bodyWaitsForContentLength()
    {
        net::HttpRequestParser parser;
        parser.feed("POST /x HTTP/1.1\r\nContent-Length: 5\r\n\r\nabc");
        QCOMPARE(parser.parse(), net::HttpRequestParser::State::NeedMore);
        parser.feed("de");
        QCOMPARE(parser.parse(), net::HttpRequestParser::State::Complete);
        QCOMPARE(parser.take().body, QByteArray("abcde"));
        QCOMPARE(parser.parse(), net::HttpRequestParser::State::NeedMore);
    }

    void malformed_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::newRow("garbage") << QByteArray("HELLO\r\n\r\n");
        QTest::newRow("two words") << QByteArray("GET /\r\n\r\n");
        QTest::newRow("http/2") << QByteArray("GET / HTTP/2.0\r\n\r\n");
        QTest::newRow("relative target") << QByteArray("GET x HTTP/1.1\r\n\r\n");
        QTest::newRow("bad method") << QByteArray("G{T / HTTP/1.1\r\n\r\n");
        QTest::newRow("header without colon") << QByteArray("GET / HTTP/1.1\r\nHost 1\r\n\r\n");
        QTest::newRow("bad header name") << QByteArray("GET / HTTP/1.1\r\nHo st: 1\r\n\r\n");
        QTest::newRow("bad content-length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: abc\r\n\r\n");
        QTest::newRow("negative content-length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: -5\r\n\r\n");
        QTest::newRow("chunked request body")
            << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n");
        QTest::newRow("huge head") << ("GET / HTTP/1.1\r\nX: "
                                       + QByteArray(net::HttpRequestParser::MaxHeadBytes + 10, 'a'));
    }

    void malformed()
    {
        QFETCH(QByteArray, input);
        for (int step : {1, int(input.size())}) {
            QString error;
            const auto requests = parseAll(input, step, &error);
            QVERIFY2(requests.isEmpty(), qPrintable(QString::number(step)));
            QVERIFY2(!error.isEmpty(), qPrintable(QString::number(step)));
        }
    }

    // An error sticks: later bytes do not resurrect the connection.
    void errorIsFinal()
    {
        net::HttpRequestParser parser;
        parser.feed("NOT HTTP\r\n\r\n");
        QCOMPARE(parser.parse(), net::HttpRequestParser::State::Error);
        parser.feed("GET / HTTP/1.1\r\n\r\n");
        QCOMPARE(parser.parse(), net::HttpRequestParser::State::Error);
    }
};

QTEST_GUILESS_MAIN(TestHttpRequestParser)
#include "tst_httprequestparser.moc"
