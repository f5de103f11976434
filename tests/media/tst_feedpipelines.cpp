#include "core/vcs/feedaddress.h"
#include "media/feedpipeline.h"
#include "media/feedprobe.h"
#include "media/gstreamersetup.h"
#include "media/pipelinelife.h"
#include "sim/simround.h"
#include "sim/simulatedfeeds.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using zone::sim::SimFeedFaults;

// The feed pipelines of arbiter_media over real loopback RTSP (the simulated players' cameras):
// - opened and closed a thousand times (ARBITER_FEED_CYCLES; 200 by default), they leave nothing
//   behind: every pipeline freed, the threads back to what they were, the memory flat (each one
//   opened once kept its pipeline and every buffer it had made, 1.4 MB, for good), with the
//   allocators set up as the console sets them (with GLib's slices and glibc's sixteen arenas the
//   memory kept for reuse grew 20-28 MB over 160 feeds before it settled, near the bound);
// - the roll call's probe says a live camera is live, and a camera that is not there (404) or
//   sends nothing (stalled) is lost, each within its time.
class TestFeedPipelines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void openedAndClosedLeaveNothingBehind();
    void probeSeesALiveCamera();
    void probeFindsAMissingCameraLost();
    void probeFindsAStalledCameraLost();

private:
    QString cameraUrl(int player, bool low = false) const;
    zone::sim::SimClock m_clock;
    zone::sim::SimRound *m_round = nullptr;
    media::SimulatedFeeds *m_feeds = nullptr;
    static constexpr int Games = 10; // 20 players: a feed is opened again only after the others
};

namespace {

// Valgrind runs the pipelines tens of times slower: ARBITER_TIMEOUT_SCALE stretches every wait.
int waitMs(int ms)
{
    const int scale = qEnvironmentVariableIntValue("ARBITER_TIMEOUT_SCALE");
    return ms * std::max(1, scale);
}

double rssMb()
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &l : f.readAll().split('\n'))
        if (l.startsWith("VmRSS:"))
            return l.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

int threads()
{
    return int(QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}

QString playerKey(int player)
{
    return QStringLiteral("player-%1").arg(player);
}

} // namespace

void TestFeedPipelines::initTestCase()
{
    m_round = new zone::sim::SimRound(QStringLiteral("r1"), &m_clock, this);
    for (int g = 0; g < Games; ++g) {
        zone::Pairing p;
        p.board = g + 1;
        p.white = QStringLiteral("White %1").arg(g);
        p.whiteId = playerKey(2 * g);
        p.black = QStringLiteral("Black %1").arg(g);
        p.blackId = playerKey(2 * g + 1);
        m_round->addGame(QStringLiteral("g%1").arg(g), p,
                         chess::Position::fromFen(QString::fromLatin1(chess::Position::StartFen)).value());
    }
    m_feeds = new media::SimulatedFeeds(m_round, this);
    const Result<QString> started = m_feeds->start();
    QVERIFY2(started.ok(), started ? "" : qPrintable(started.error().message));
}

void TestFeedPipelines::cleanupTestCase()
{
    m_feeds->stop();
}

QString TestFeedPipelines::cameraUrl(int player, bool low) const
{
    return vcs::FeedAddress::url(m_feeds->urlTemplate(), QString(), playerKey(player), vcs::FeedKinds::Camera, low);
}

void TestFeedPipelines::openedAndClosedLeaveNothingBehind()
{
    const int cycles
        = qEnvironmentVariableIsSet("ARBITER_FEED_CYCLES") ? qEnvironmentVariableIntValue("ARBITER_FEED_CYCLES") : 200;
    const int warmUp = std::min(40, cycles / 4);
    double rssAfterWarmUp = 0;
    int threadsBefore = threads();
    QElapsedTimer took;
    took.start();
    for (int i = 0; i < cycles; ++i) {
        // Most are closed once they show pictures, some while they are still connecting.
        media::FeedPipeline feed;
        int frames = 0;
        connect(&feed, &media::FeedPipeline::frame, &feed, [&frames] { ++frames; });
        feed.start(cameraUrl(i % (2 * Games), i % 3 == 0));
        if (i % 5 != 4)
            QTRY_VERIFY_WITH_TIMEOUT(frames >= 2, waitMs(15000));
        if (i + 1 == warmUp) {
            QTRY_COMPARE_WITH_TIMEOUT(media::pipelines::alive(), 1, waitMs(10000));
            rssAfterWarmUp = rssMb();
        }
    }
    // Every pipeline ends (RTSP ones on a worker) and is freed.
    QTRY_COMPARE_WITH_TIMEOUT(media::pipelines::alive(), 0, waitMs(20000));
    QTRY_COMPARE_WITH_TIMEOUT(m_feeds->server().runningCount(), 0, waitMs(20000));
    // The workers that ended them leave when idle (10 s), GStreamer's own threads with them.
    QTRY_VERIFY_WITH_TIMEOUT(threads() <= threadsBefore + 2, waitMs(30000));
    const double rss = rssMb();
    qInfo("%d feeds opened and closed in %.0f s: pipelines left %d, threads %d (%d before), RSS %.0f MB after %d, "
          "%.0f MB at the end",
          cycles, double(took.elapsed()) / 1000.0, media::pipelines::alive(), threads(), threadsBefore, rssAfterWarmUp,
          warmUp, rss);
    // What GStreamer and the allocator keep for reuse settles after the warm-up; a pipeline kept
    // would be 1.4 MB each.
    QVERIFY2(rss - rssAfterWarmUp < 20 + 0.05 * (cycles - warmUp), qPrintable(QString::number(rss - rssAfterWarmUp)));
}

void TestFeedPipelines::probeSeesALiveCamera()
{
    media::FeedProbe probe;
    QSignalSpy live(&probe, &media::FeedProbe::live);
    QSignalSpy lost(&probe, &media::FeedProbe::lost);
    QElapsedTimer t;
    t.start();
    probe.start(cameraUrl(0, true), 3, 5000);
    QVERIFY(live.wait(10000));
    qInfo("live after %lld ms", qint64(t.elapsed()));
    QCOMPARE(lost.count(), 0);
    QVERIFY(!probe.running());
    QTRY_COMPARE_WITH_TIMEOUT(media::pipelines::alive(), 0, 10000);
}

void TestFeedPipelines::probeFindsAMissingCameraLost()
{
    media::FeedProbe probe;
    QSignalSpy lost(&probe, &media::FeedProbe::lost);
    QElapsedTimer t;
    t.start();
    probe.start(
        vcs::FeedAddress::url(m_feeds->urlTemplate(), QString(), QStringLiteral("nobody"), vcs::FeedKinds::Camera), 3,
        5000);
    QVERIFY(lost.wait(10000));
    qInfo("lost after %lld ms: %s", qint64(t.elapsed()), qPrintable(lost.first().first().toString()));
    QVERIFY2(t.elapsed() < 4000, "a camera the server does not have is lost at once, not after the time-out");
}

void TestFeedPipelines::probeFindsAStalledCameraLost()
{
    QVERIFY(
        m_round->setFeedFault(QStringLiteral("g1"), chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, true));
    media::FeedProbe probe;
    QSignalSpy live(&probe, &media::FeedProbe::live);
    QSignalSpy lost(&probe, &media::FeedProbe::lost);
    probe.start(cameraUrl(2), 3, 2000);
    QVERIFY(lost.wait(10000));
    QCOMPARE(live.count(), 0);
    QVERIFY(m_round->setFeedFault(QStringLiteral("g1"), chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled,
                                  false));
}

int main(int argc, char *argv[])
{
    media::setUpAllocatorsForStreams(argv); // as arbiter-console's main() does, before any thread
    QCoreApplication app(argc, argv);
    TestFeedPipelines test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_feedpipelines.moc"
