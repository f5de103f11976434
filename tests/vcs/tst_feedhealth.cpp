#include "core/vcs/feedaddress.h"
#include "core/vcs/feedhealth.h"
#include "core/vcs/vcsevent.h"
#include "core/vcs/vcsthresholds.h"

#include <QTest>
#include <QUrl>

using namespace arbiter;
using vcs::FeedHealth;
using vcs::FeedHealthMonitor;
using vcs::VcsEvent;

// The feed-health decisions on synthetic samples (what the console's frame and level sampling hands
// the monitor): each problem is reported once it has lasted its threshold, not before, and cleared
// by the first good sample; a stalled stream is noticed by asking, with no sample at all; the
// presence merge of several sources; the event's thresholds as stored; feed addresses.
class TestFeedHealth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void problems_data();
    void problems();
    void stallIsNoticedWithoutSamples();
    void lostHidesTheRest();
    void screenShareIsNotJudgedLikeACamera();
    void presenceMerge_data();
    void presenceMerge();
    void thresholdsRoundTrip();
    void addresses();
};

namespace {

// Drives a camera monitor at 15 frames and 2 level readings per second for `ms`, from `from`.
struct Feed
{
    FeedHealthMonitor monitor{vcs::FeedKinds::Camera};
    std::int64_t now = 0;
    void run(std::int64_t ms, double luma, double change, double levelDb)
    {
        const std::int64_t end = now + ms;
        std::int64_t nextLevel = now;
        for (; now < end; now += 66) {
            monitor.frame(now, luma, change);
            if (now >= nextLevel) {
                monitor.audioLevel(now, levelDb);
                nextLevel += 500;
            }
        }
    }
};

} // namespace

void TestFeedHealth::problems_data()
{
    QTest::addColumn<double>("luma");
    QTest::addColumn<double>("change");
    QTest::addColumn<double>("levelDb");
    QTest::addColumn<int>("flag");
    QTest::addColumn<int>("thresholdMs");
    const vcs::VcsThresholds t;
    QTest::newRow("dark (14.2)") << 16.0 << 0.0 << -20.0 << int(FeedHealth::Dark) << int(t.darkAfterMs);
    QTest::newRow("frozen (14.1)") << 120.0 << 0.1 << -20.0 << int(FeedHealth::Frozen) << int(t.frozenAfterMs);
    QTest::newRow("silent (14.3)") << 120.0 << 5.0 << -90.0 << int(FeedHealth::Silent) << int(t.silentAfterMs);
}

void TestFeedHealth::problems()
{
    QFETCH(double, luma);
    QFETCH(double, change);
    QFETCH(double, levelDb);
    QFETCH(int, flag);
    QFETCH(int, thresholdMs);
    Feed f;
    f.monitor.started(0);
    f.run(3000, 120, 5, -20); // a good picture and sound first
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(0));
    const std::int64_t began = f.now;
    f.run(thresholdMs - 600, luma, change, levelDb);
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(0)); // not yet: shorter than the threshold
    f.run(1200, luma, change, levelDb);
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(flag));
    const auto since = f.monitor.since(FeedHealth::Flag(flag), f.now);
    QVERIFY(since);
    QVERIFY(*since >= began && *since <= began + 500);
    f.run(600, 120, 5, -20); // good again
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(0));
}

void TestFeedHealth::stallIsNoticedWithoutSamples()
{
    Feed f;
    f.monitor.started(0);
    // A stream's first picture may take a few seconds more than the threshold (connecting, the first
    // keyframe): no first frame in 5 s plus the start-up grace is lost.
    constexpr std::int64_t firstFrameDue = 5000 + FeedHealthMonitor::StartupGraceMs;
    QCOMPARE(f.monitor.evaluate(firstFrameDue - 100), std::uint8_t(0));
    QCOMPARE(f.monitor.evaluate(firstFrameDue), std::uint8_t(FeedHealth::Lost));
    f.run(2000, 120, 5, -20);
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(0));
    const std::int64_t last = f.monitor.lastFrameMs();
    // The stream stalls: no frame, no level, no error (what Qt 6.4 does). Only asking notices it.
    QCOMPARE(f.monitor.evaluate(last + 4900), std::uint8_t(0));
    QCOMPARE(f.monitor.evaluate(last + 5000), std::uint8_t(FeedHealth::Lost));
    QCOMPARE(*f.monitor.since(FeedHealth::Lost, last + 6000), last);
    // It comes back: the first frame clears it, and the gap does not count as a still picture.
    f.now = last + 9000;
    f.run(1000, 120, 0.1, -20);
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(0));
    f.monitor.ended(f.now);
    QCOMPARE(f.monitor.evaluate(f.now), std::uint8_t(FeedHealth::Lost)); // an end or error is at once
}

void TestFeedHealth::lostHidesTheRest()
{
    Feed f;
    f.monitor.started(0);
    f.run(40000, 16, 0, -90); // dark, still and silent for 40 s
    QCOMPARE(f.monitor.evaluate(f.now),
             std::uint8_t(FeedHealth::Dark | FeedHealth::Silent)); // dark says more than frozen
    QCOMPARE(f.monitor.evaluate(f.now + 6000), std::uint8_t(FeedHealth::Lost));
    QCOMPARE(FeedHealth::text(FeedHealth::Dark | FeedHealth::Silent),
             QStringLiteral("dark picture, silent microphone"));
}

void TestFeedHealth::screenShareIsNotJudgedLikeACamera()
{
    FeedHealthMonitor screen(vcs::FeedKinds::Screen);
    screen.started(0);
    for (std::int64_t t = 0; t < 60000; t += 100)
        screen.frame(t, 20, 0); // a dark, still desktop, no sound: a player thinking
    QCOMPARE(screen.evaluate(60000), std::uint8_t(0));
    QCOMPARE(screen.evaluate(66000), std::uint8_t(FeedHealth::Lost));
}

void TestFeedHealth::presenceMerge_data()
{
    QTest::addColumn<QString>("reports"); // source:on|off:time …
    QTest::addColumn<int>("merged"); // -1 none, 0 off, 1 on
    QTest::newRow("nobody spoke") << QString() << -1;
    QTest::newRow("the zone says on") << "zone:on:1" << 1;
    QTest::newRow("the server says off") << "zone:on:1 server:off:2" << 0;
    QTest::newRow("any source off is off") << "zone:on:1 server:on:2 feed:off:3" << 0;
    QTest::newRow("all back on") << "server:off:1 feed:off:2 server:on:3 feed:on:4" << 1;
    QTest::newRow("an arbiter overrides older reports") << "server:off:1 arbiter:on:2" << 1;
    QTest::newRow("a later report overrides the arbiter") << "server:off:1 arbiter:on:2 feed:off:3" << 0;
    QTest::newRow("the arbiter's off stands while the rest is older") << "feed:on:1 arbiter:off:2" << 0;
    QTest::newRow("all newer and on clear the arbiter's off") << "arbiter:off:1 feed:on:2 server:on:3" << 1;
    QTest::newRow("a newer on with an older off keeps the mark") << "server:on:1 arbiter:off:2 feed:on:3" << 0;
    QTest::newRow("the arbiter alone") << "arbiter:off:1" << 0;
}

void TestFeedHealth::presenceMerge()
{
    QFETCH(QString, reports);
    QFETCH(int, merged);
    vcs::PresenceMerge merge;
    for (const QString &r : reports.split(u' ', Qt::SkipEmptyParts)) {
        const QStringList p = r.split(u':');
        merge.report(*VcsEvent::sourceFromName(p[0]), p[1] == u"on", p[2].toLongLong());
    }
    const std::optional<bool> got = merge.merged();
    QCOMPARE(got ? int(*got) : -1, merged);
}

void TestFeedHealth::thresholdsRoundTrip()
{
    vcs::VcsThresholds t;
    t.darkAfterMs = 4000;
    t.silentDb = -50;
    const auto back = vcs::VcsThresholds::fromJson(t.toJson());
    QVERIFY(back);
    QVERIFY(*back == t);
    QVERIFY(vcs::VcsThresholds::fromJson(QByteArray()).ok()); // none stored: the defaults
    const auto partial = vcs::VcsThresholds::fromJson(R"({"lost_s": 3})");
    QVERIFY(partial);
    QCOMPARE(partial->lostAfterMs, std::int64_t(3000));
    QCOMPARE(partial->darkAfterMs, vcs::VcsThresholds().darkAfterMs);
    const auto bad = vcs::VcsThresholds::fromJson(R"({"dark_s": -2})");
    QVERIFY(!bad);
    QVERIFY(bad.error().message.contains(QLatin1String("dark_s")));
    QVERIFY(!vcs::VcsThresholds::fromJson("not json"));
}

void TestFeedHealth::addresses()
{
    const QString t = QStringLiteral("rtsp://relay:8554/{event}/{player}/{feed}");
    QCOMPARE(vcs::FeedAddress::url(t, QStringLiteral("Open 2026"), QStringLiteral("Carlsen, Magnus"),
                                   vcs::FeedKinds::Camera),
             QStringLiteral("rtsp://relay:8554/open-2026/carlsen-magnus/cam"));
    QCOMPARE(vcs::FeedAddress::url(t, QStringLiteral("e"), QStringLiteral("p1"), vcs::FeedKinds::Camera, true),
             QStringLiteral("rtsp://relay:8554/e/p1/cam~low"));
    QCOMPARE(vcs::FeedAddress::url(t, QStringLiteral("e"), QStringLiteral("p1"), vcs::FeedKinds::Screen),
             QStringLiteral("rtsp://relay:8554/e/p1/screen"));
    QCOMPARE(vcs::FeedAddress::url(QString(), QStringLiteral("e"), QStringLiteral("p1"), vcs::FeedKinds::Camera),
             QString());
    QCOMPARE(vcs::FeedAddress::key(QStringLiteral("Иванов, Пётр")),
             QString::fromLatin1(QUrl::toPercentEncoding(QStringLiteral("иванов-пётр"), "-")));
    QCOMPARE(vcs::FeedAddress::lowUrl(QStringLiteral("rtsp://h/e/p/cam")), QStringLiteral("rtsp://h/e/p/cam~low"));
    QCOMPARE(vcs::FeedAddress::lowUrl(QStringLiteral("file:///tmp/a.mkv")), QString());
}

QTEST_GUILESS_MAIN(TestFeedHealth)
#include "tst_feedhealth.moc"
