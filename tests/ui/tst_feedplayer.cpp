#include "core/vcs/feedhealth.h"
#include "core/zone/zoneevent.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedplayer.h"
#include "ui/feeds/feedtile.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

using namespace arbiter;
using vcs::FeedHealth;

// The feed watch on real streams: a GStreamer sender on loopback sends RTP (VP8 and Opus) described
// by an SDP file, the way Janus forwards a player's camera, and a FeedPlayer plays it. A live
// picture is healthy; a black one is dark and a still one frozen once their thresholds pass; a
// sender that stops (no error, no end: what a stalled stream looks like) is lost within the
// threshold plus a second, and the player recovers by itself when the sender comes back.
class TestFeedPlayer : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void liveThenLostThenBack();
    void darkAndFrozen_data();
    void darkAndFrozen();
    void hubReportsHealthAsVcsEvents();

private:
    void send(const QString &pattern);
    void stopSending();
    QString sdpUrl() const { return QStringLiteral("sdp://") + m_dir.filePath(QStringLiteral("feed.sdp")); }

    QTemporaryDir m_dir;
    QProcess m_sender;
    quint16 m_videoPort = 0;
    quint16 m_audioPort = 0;
    vcs::VcsThresholds m_t;
};

namespace {
quint16 freeUdpPort()
{
    QUdpSocket s;
    s.bind(QHostAddress::LocalHost, 0);
    return s.localPort();
}
} // namespace

void TestFeedPlayer::initTestCase()
{
    if (QStandardPaths::findExecutable(QStringLiteral("gst-launch-1.0")).isEmpty())
        QSKIP("gst-launch-1.0 (gstreamer1.0-tools) is not installed");
    QVERIFY(m_dir.isValid());
    // Even ports for RTP (RTCP would take the next odd one).
    do
        m_videoPort = freeUdpPort();
    while (m_videoPort % 2);
    m_audioPort = quint16(m_videoPort + 2);
    QFile sdp(m_dir.filePath(QStringLiteral("feed.sdp")));
    QVERIFY(sdp.open(QIODevice::WriteOnly));
    sdp.write(QStringLiteral("v=0\r\no=- 0 0 IN IP4 127.0.0.1\r\ns=p001-cam\r\nc=IN IP4 127.0.0.1\r\nt=0 0\r\n"
                             "m=video %1 RTP/AVP 96\r\na=rtpmap:96 VP8/90000\r\n"
                             "m=audio %2 RTP/AVP 111\r\na=rtpmap:111 OPUS/48000/2\r\n")
                  .arg(m_videoPort)
                  .arg(m_audioPort)
                  .toUtf8());
    sdp.close();
    m_t.lostAfterMs = 2000;
    m_t.darkAfterMs = 2000;
    m_t.frozenAfterMs = 2000;
}

void TestFeedPlayer::cleanup()
{
    stopSending();
}

void TestFeedPlayer::send(const QString &pattern)
{
    stopSending();
    const QString video
        = QStringLiteral("videotestsrc is-live=true pattern=%1 ! video/x-raw,width=160,height=120,framerate=15/1"
                         " ! vp8enc deadline=1 keyframe-max-dist=5 ! rtpvp8pay pt=96 ! udpsink host=127.0.0.1 port=%2")
              .arg(pattern)
              .arg(m_videoPort);
    const QString audio
        = QStringLiteral("audiotestsrc is-live=true volume=0.3 ! audioconvert ! audioresample ! opusenc ! "
                         "rtpopuspay pt=111 ! udpsink host=127.0.0.1 port=%1")
              .arg(m_audioPort);
    QStringList args = {QStringLiteral("-q")};
    args += QProcess::splitCommand(video);
    args += QProcess::splitCommand(audio);
    m_sender.start(QStringLiteral("gst-launch-1.0"), args);
    QVERIFY(m_sender.waitForStarted());
}

void TestFeedPlayer::stopSending()
{
    if (m_sender.state() != QProcess::NotRunning) {
        m_sender.kill();
        m_sender.waitForFinished();
    }
}

void TestFeedPlayer::liveThenLostThenBack()
{
    ui::FeedPlayer player(vcs::FeedKinds::Screen); // no microphone to judge on this path
    player.setThresholds(m_t);
    send(QStringLiteral("ball"));
    player.setUrl(sdpUrl());
    QTRY_VERIFY_WITH_TIMEOUT(player.frames() > 20, 10000);
    QCOMPARE(player.health(), std::uint8_t(0));
    QVERIFY(player.framesPerSecond() > 5);
    // The sender stops: frames stop, nothing else happens. Lost within the threshold and a second.
    stopSending();
    QElapsedTimer stalled;
    stalled.start();
    QTRY_VERIFY_WITH_TIMEOUT(player.health() & FeedHealth::Lost, 6000);
    qInfo("stall to lost: %lld ms (threshold %lld ms)", qint64(stalled.elapsed()), qint64(m_t.lostAfterMs));
    QVERIFY(stalled.elapsed() <= m_t.lostAfterMs + 1000);
    // It comes back (a new stream, as a restarted publisher sends): the player recovers.
    send(QStringLiteral("ball"));
    QElapsedTimer back;
    back.start();
    QTRY_COMPARE_WITH_TIMEOUT(player.health(), std::uint8_t(0), 15000);
    qInfo("recovered %lld ms after the sender came back", qint64(back.elapsed()));
}

void TestFeedPlayer::darkAndFrozen_data()
{
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<int>("flag");
    QTest::newRow("black picture: dark") << "black" << int(FeedHealth::Dark);
    QTest::newRow("still grey picture: frozen") << "solid-color foreground-color=0xff808080" << int(FeedHealth::Frozen);
}

void TestFeedPlayer::darkAndFrozen()
{
    QFETCH(QString, pattern);
    QFETCH(int, flag);
    ui::FeedPlayer player(vcs::FeedKinds::Camera);
    const vcs::VcsThresholds t = m_t;
    player.setThresholds(t);
    send(pattern);
    player.setUrl(sdpUrl());
    QTRY_VERIFY_WITH_TIMEOUT(player.frames() > 5, 10000);
    // The microphone is measured on the same stream (the sender's tone at 0.3 is about -14 dBFS).
    QTRY_VERIFY_WITH_TIMEOUT(player.levelDb() > -45, 5000);
    QElapsedTimer shown;
    shown.start();
    QTRY_VERIFY_WITH_TIMEOUT(player.health() & flag, 8000);
    QVERIFY(!(player.health() & FeedHealth::Lost));
    qInfo("%s after %lld ms (threshold 2000 ms)", qPrintable(FeedHealth::text(std::uint8_t(flag))),
          qint64(shown.elapsed()));
    send(QStringLiteral("ball")); // a moving, bright picture again
    QTRY_VERIFY_WITH_TIMEOUT(!(player.health() & flag), 15000);
}

void TestFeedPlayer::hubReportsHealthAsVcsEvents()
{
    ui::FeedHub hub;
    vcs::VcsSettings settings;
    settings.feedTemplate = QStringLiteral("rtsp://relay:8554/{event}/{player}/{feed}");
    settings.thresholds.lostAfterMs = 2000;
    event::PlayerRecord carol;
    carol.name = QStringLiteral("Carol Own");
    carol.screenUrl = QStringLiteral("rtsp://elsewhere:554/carol-desktop");
    hub.setRoster(event::FeedRoster(settings, QStringLiteral("Open 2026"), {carol}));
    zone::Pairing p;
    p.white = QStringLiteral("Alice Smith");
    p.blackId = QStringLiteral("bob77");
    QCOMPARE(hub.urlFor(p, chess::White, vcs::FeedKinds::Camera),
             QStringLiteral("rtsp://relay:8554/open-2026/alice-smith/cam"));
    QCOMPARE(hub.urlFor(p, chess::Black, vcs::FeedKinds::Screen),
             QStringLiteral("rtsp://relay:8554/open-2026/bob77/screen"));
    QCOMPARE(hub.thresholds().lostAfterMs, std::int64_t(2000));
    // A player's own address wins over the template; the rest of their feeds follow it.
    p.black = QStringLiteral("Carol Own");
    p.blackId.clear();
    QCOMPARE(hub.urlFor(p, chess::Black, vcs::FeedKinds::Screen), QStringLiteral("rtsp://elsewhere:554/carol-desktop"));
    QCOMPARE(hub.urlFor(p, chess::Black, vcs::FeedKinds::Camera),
             QStringLiteral("rtsp://relay:8554/open-2026/carol-own/cam"));
    QSignalSpy events(&hub, &ui::FeedHub::vcsEvent);
    {
        ui::FeedTile tile(&hub, vcs::FeedKinds::Camera);
        tile.setFeed(QStringLiteral("g1"), chess::White, QStringLiteral("Alice Smith"), 1,
                     QStringLiteral("rtsp://127.0.0.1:1/nothing/here/cam")); // nobody listens: lost
        QTRY_VERIFY_WITH_TIMEOUT(!events.isEmpty(), 8000);
        const auto e = events.first().first().value<vcs::VcsEvent>();
        QCOMPARE(e.type, vcs::VcsEvent::Type::Health);
        QCOMPARE(e.gameId, QStringLiteral("g1"));
        QVERIFY(e.health & FeedHealth::Lost);
        // One microphone at a time.
        ui::FeedTile other(&hub, vcs::FeedKinds::Camera);
        hub.listen(&tile);
        QVERIFY(tile.listening());
        hub.listen(&other);
        QVERIFY(other.listening() && !tile.listening());
        hub.listen(&other);
        QVERIFY(!other.listening());
    }
    // The tile is gone, but its feed was lost: the hub keeps watching it until it is back, so what it
    // said still holds (a feed that was fine would now be unwatched).
    const int before = events.size();
    QTest::qWait(300);
    for (int i = before - 1; i < events.size(); ++i)
        QVERIFY(events.at(i).first().value<vcs::VcsEvent>().type != vcs::VcsEvent::Type::Unwatched);
}

QTEST_MAIN(TestFeedPlayer)
#include "tst_feedplayer.moc"
