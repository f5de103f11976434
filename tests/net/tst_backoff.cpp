#include "core/net/backoff.h"
#include "core/zone/reconnectpolicy.h"

#include <QTest>

namespace net = arbiter::net;

using namespace arbiter::zone;

class TestBackoff : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void growsAndCaps();
    void rateLimitedWaitsAMinute();
    void healthyConnectionResets();
    void closedStreamReconnectsSoon();
    void seededJitterIsReproducible();
    void oneReconnectPolicy_data();
    void oneReconnectPolicy();
};

void TestBackoff::growsAndCaps()
{
    net::Backoff b(7);
    QList<std::int64_t> delays;
    for (int i = 0; i < 12; ++i) {
        const std::int64_t d = b.next(net::Backoff::Reason::Failure, 0);
        QVERIFY(d >= 0);
        QVERIFY2(d <= std::int64_t(b.policy().maxMs * (1 + b.policy().jitter)) + 1, qPrintable(QString::number(d)));
        delays.append(d);
    }
    QVERIFY(delays[0] <= 2 * b.policy().initialMs);
    QVERIFY(delays[3] > 2 * delays[0]);
    QVERIFY(delays[11] >= b.policy().maxMs * (1 - b.policy().jitter));
    QCOMPARE(b.failures(), 12);
    QVERIFY(!b.rateLimited());
}

void TestBackoff::rateLimitedWaitsAMinute()
{
    net::Backoff b(3);
    for (int i = 0; i < 20; ++i) {
        net::Backoff c{quint32(i)};
        QVERIFY(c.next(net::Backoff::Reason::RateLimited, 0) >= 60'000);
        QVERIFY(c.rateLimited());
        // While rate limited, even an ordinary failure waits the minute.
        QVERIFY(c.next(net::Backoff::Reason::Failure, 1000) >= 60'000);
    }
    QVERIFY(b.next(net::Backoff::Reason::RateLimited, 0) >= 60'000);
    QVERIFY(b.next(net::Backoff::Reason::RateLimited, 0) >= 120'000); // a second 429 in a row waits longer
}

void TestBackoff::healthyConnectionResets()
{
    net::Backoff b(5);
    b.next(net::Backoff::Reason::RateLimited, 0);
    b.next(net::Backoff::Reason::Failure, 0);
    QCOMPARE(b.failures(), 2);
    b.connected(100'000);
    // Lost again after a short while: the history counts.
    QVERIFY(b.next(net::Backoff::Reason::Failure, 101'000) >= 60'000);
    b.connected(200'000);
    // Lost after a long healthy period: start over.
    const std::int64_t d = b.next(net::Backoff::Reason::Failure, 200'000 + b.policy().healthyResetMs);
    QVERIFY2(d <= b.policy().initialMs * 2, qPrintable(QString::number(d)));
    QVERIFY(!b.rateLimited());
    QCOMPARE(b.failures(), 1);
}

void TestBackoff::closedStreamReconnectsSoon()
{
    net::Backoff b(9);
    QVERIFY(b.next(net::Backoff::Reason::Closed, 0) <= 1000);
    // Closed again without ever getting data: back off like a failure.
    QVERIFY(b.next(net::Backoff::Reason::Closed, 10) >= 1000);
}

void TestBackoff::seededJitterIsReproducible()
{
    net::Backoff a(42);
    net::Backoff b(42);
    net::Backoff c(43);
    bool differs = false;
    for (int i = 0; i < 6; ++i) {
        const std::int64_t x = a.next(net::Backoff::Reason::Failure, 0);
        QCOMPARE(x, b.next(net::Backoff::Reason::Failure, 0));
        differs = differs || x != c.next(net::Backoff::Reason::Failure, 0);
    }
    QVERIFY(differs);
}

// What every stream of the adapters does when it ends, decided in one place: refused (401, 403) and
// not there (404) give up whichever stream it was; a close, a network error, a 5xx or a time-out
// reconnect after the back-off (a close counted apart from a failure); a 429 waits a minute.
void TestBackoff::oneReconnectPolicy_data()
{
    using O = net::HttpStream::Outcome;
    using S = ReconnectPolicy::Step;
    QTest::addColumn<int>("outcome");
    QTest::addColumn<int>("status");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("reason");
    const int closed = int(net::Backoff::Reason::Closed);
    const int failure = int(net::Backoff::Reason::Failure);
    QTest::newRow("closed") << int(O::Finished) << 200 << int(S::Retry) << closed;
    QTest::newRow("401") << int(O::HttpError) << 401 << int(S::GiveUp) << failure;
    QTest::newRow("403") << int(O::HttpError) << 403 << int(S::GiveUp) << failure;
    QTest::newRow("404") << int(O::HttpError) << 404 << int(S::GiveUp) << failure;
    QTest::newRow("500") << int(O::HttpError) << 500 << int(S::Retry) << failure;
    QTest::newRow("503") << int(O::HttpError) << 503 << int(S::Retry) << failure;
    QTest::newRow("429") << int(O::RateLimited) << 429 << int(S::WaitOutRateLimit) << failure;
    QTest::newRow("network") << int(O::NetworkError) << 0 << int(S::Retry) << failure;
    QTest::newRow("idle") << int(O::IdleTimeout) << 200 << int(S::Retry) << failure;
    QTest::newRow("too large") << int(O::TooLarge) << 200 << int(S::Retry) << failure;
    QTest::newRow("deadline") << int(O::DeadlineExceeded) << 200 << int(S::Retry) << failure;
    QTest::newRow("aborted") << int(O::Aborted) << 0 << int(S::Ignore) << failure;
}

void TestBackoff::oneReconnectPolicy()
{
    QFETCH(int, outcome);
    QFETCH(int, status);
    QFETCH(int, step);
    QFETCH(int, reason);
    const auto o = net::HttpStream::Outcome(outcome);
    QCOMPARE(int(ReconnectPolicy::after(o, status)), step);
    if (o != net::HttpStream::Outcome::RateLimited)
        QCOMPARE(int(ReconnectPolicy::reason(o)), reason);
}

QTEST_GUILESS_MAIN(TestBackoff)
#include "tst_backoff.moc"
