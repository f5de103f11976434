#include "core/event/feedroster.h"
#include "core/vcs/feedaddress.h"
#include "core/vcs/feedhealth.h"
#include "media/feedprobes.h"
#include "sim/simround.h"
#include "sim/simulatedfeeds.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedplayer.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

#include <csignal>

using namespace arbiter;
using vcs::FeedHealth;
using zone::sim::SimFeedFaults;

// The simulated players' feeds over real loopback RTSP, served by the relay's feed server and
// watched by the console's FeedPlayer: a live camera is healthy (picture and sound); every fault the
// scenarios script is seen on the stream itself within its threshold (and a second) and clears when
// it ends: a dark picture, a frozen one, a silent microphone, a stalled stream (connected, nothing
// sent), a dropped one (gone from the server), and a player who leaves the VCS. The Art. 13.2 roll
// call: a camera that sends nothing is called absent only after a second probe, and one that starts
// sending between the two is not, with the probes in this process and in a helper process (this
// test's own program, started with --probe-feeds as the console starts itself); the helper's lines
// read back; a helper killed under way is started again and its probes end; a helper that cannot
// start leaves the probes to this process.
class TestSimFeeds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void cleanup();
    void liveCameraIsHealthy();
    void faultIsDetectedAndClears_data();
    void faultIsDetectedAndClears();
    void leavingTheVcsDropsEveryFeed();
    void rollCallProbesTwiceBeforeCallingAbsent_data();
    void rollCallProbesTwiceBeforeCallingAbsent();
    void rollCallSeesACameraThatStartsLate_data();
    void rollCallSeesACameraThatStartsLate();
    void helperLinesReadBack();
    void helperKilledUnderWayIsStartedAgain();
    void helperThatCannotStartLeavesProbesHere();

private:
    // Probes in this process, or in a helper.
    static void addProbePlaces();
    // A hub on the simulated server, its roll call of the one game started now (the probes where
    // the test row says).
    std::unique_ptr<ui::FeedHub> rollCall(std::int64_t lostAfterMs);
    // Sets the fault, waits for the player to say so, ends it, waits for it to clear.
    QString cameraUrl() const;
    zone::sim::SimClock m_clock;
    zone::sim::SimRound *m_round = nullptr;
    media::SimulatedFeeds *m_feeds = nullptr;
    vcs::VcsThresholds m_t;
    QString m_game;
};

void TestSimFeeds::initTestCase()
{
    m_round = new zone::sim::SimRound(QStringLiteral("r1"), &m_clock, this);
    zone::Pairing p;
    p.board = 1;
    p.white = QStringLiteral("Alice Smith");
    p.whiteId = QStringLiteral("alice");
    p.black = QStringLiteral("Bob Jones");
    p.blackId = QStringLiteral("bob");
    p.timeControl = clock::TimeControl::fromFide(QStringLiteral("5+3")).value();
    m_game = QStringLiteral("g0000001");
    m_round->addGame(m_game, p, chess::Position::fromFen(chess::Position::StartFen).value());
    m_feeds = new media::SimulatedFeeds(m_round, this);
    const Result<QString> started = m_feeds->start();
    QVERIFY2(started.ok(), started ? "" : qPrintable(started.error().message));
    QVERIFY(started->startsWith(QLatin1String("rtsp://127.0.0.1:")));
    m_t.lostAfterMs = 2000;
    m_t.darkAfterMs = 2000;
    m_t.frozenAfterMs = 2000;
    m_t.silentAfterMs = 2000;
}

void TestSimFeeds::cleanupTestCase()
{
    m_feeds->stop();
}

// A failed check must not leave its fault for the next one.
void TestSimFeeds::cleanup()
{
    m_round->restoreFeed(m_game, chess::White, SimFeedFaults::Camera);
    m_round->restoreFeed(m_game, chess::White, SimFeedFaults::Screen);
    m_round->setOnVcs(m_game, chess::White, true);
}

QString TestSimFeeds::cameraUrl() const
{
    return vcs::FeedAddress::url(m_feeds->urlTemplate(), QString(), QStringLiteral("alice"), vcs::FeedKinds::Camera);
}

void TestSimFeeds::liveCameraIsHealthy()
{
    ui::FeedPlayer player(vcs::FeedKinds::Camera);
    player.setThresholds(m_t);
    player.setUrl(cameraUrl());
    QTRY_VERIFY_WITH_TIMEOUT(player.frames() > 30, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(player.levelDb() > -40, 8000); // the tone
    QCOMPARE(player.health(), std::uint8_t(0));
    QVERIFY2(player.framesPerSecond() >= 10, qPrintable(QString::number(player.framesPerSecond())));
    QCOMPARE(m_feeds->server().runningCount() >= 1, true);
}

void TestSimFeeds::faultIsDetectedAndClears_data()
{
    QTest::addColumn<int>("fault");
    QTest::addColumn<int>("flag");
    QTest::newRow("dark picture (Art. 14.2)") << int(SimFeedFaults::Dark) << int(FeedHealth::Dark);
    QTest::newRow("frozen picture (Art. 14.1)") << int(SimFeedFaults::Frozen) << int(FeedHealth::Frozen);
    QTest::newRow("silent microphone (Art. 14.3)") << int(SimFeedFaults::Silent) << int(FeedHealth::Silent);
    QTest::newRow("stalled stream (Art. 13.2)") << int(SimFeedFaults::Stalled) << int(FeedHealth::Lost);
    QTest::newRow("dropped stream (Art. 13.2)") << int(SimFeedFaults::Dropped) << int(FeedHealth::Lost);
}

void TestSimFeeds::faultIsDetectedAndClears()
{
    QFETCH(int, fault);
    QFETCH(int, flag);
    ui::FeedPlayer player(vcs::FeedKinds::Camera);
    player.setThresholds(m_t);
    player.setUrl(cameraUrl());
    QTRY_VERIFY_WITH_TIMEOUT(player.frames() > 20 && player.levelDb() > -40, 15000);
    QCOMPARE(player.health(), std::uint8_t(0));

    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Fault(fault), true));
    QElapsedTimer since;
    since.start();
    const std::int64_t threshold = flag == FeedHealth::Lost ? m_t.lostAfterMs
        : flag == FeedHealth::Dark                          ? m_t.darkAfterMs
        : flag == FeedHealth::Frozen                        ? m_t.frozenAfterMs
                                                            : m_t.silentAfterMs;
    QTRY_VERIFY_WITH_TIMEOUT(player.health() & flag, int(threshold) + 6000);
    const qint64 detected = since.elapsed();
    qInfo("%s detected %lld ms after the fault (threshold %lld ms; the last frame came %lld ms after it)",
          qPrintable(FeedHealth::text(std::uint8_t(flag))), detected, qint64(threshold),
          qint64(player.lastFrameMs() - (player.nowMs() - detected)));
    // The threshold, plus what the stream still had on its way when the fault began (the picture
    // arrives a few hundred ms after it is made, at times over a second), plus a check period.
    QVERIFY2(detected <= threshold + 2000, qPrintable(QString::number(detected)));
    if (flag != FeedHealth::Lost)
        QVERIFY(!(player.health() & FeedHealth::Lost));

    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Fault(fault), false));
    QElapsedTimer back;
    back.start();
    QTRY_COMPARE_WITH_TIMEOUT(player.health(), std::uint8_t(0), 15000);
    qInfo("cleared %lld ms after the fault ended", qint64(back.elapsed()));
}

void TestSimFeeds::leavingTheVcsDropsEveryFeed()
{
    ui::FeedPlayer camera(vcs::FeedKinds::Camera);
    ui::FeedPlayer screen(vcs::FeedKinds::Screen);
    for (ui::FeedPlayer *p : {&camera, &screen})
        p->setThresholds(m_t);
    camera.setUrl(cameraUrl());
    screen.setUrl(
        vcs::FeedAddress::url(m_feeds->urlTemplate(), QString(), QStringLiteral("alice"), vcs::FeedKinds::Screen));
    QTRY_VERIFY_WITH_TIMEOUT(camera.frames() > 10 && screen.frames() > 3, 15000);
    QVERIFY(m_round->setOnVcs(m_game, chess::White, false));
    QTRY_VERIFY_WITH_TIMEOUT((camera.health() & FeedHealth::Lost) && (screen.health() & FeedHealth::Lost), 6000);
    QVERIFY(!m_feeds->server().isMounted(QStringLiteral("/sim/alice/cam")));
    QVERIFY(m_feeds->server().isMounted(QStringLiteral("/sim/bob/cam"))); // the opponent stays
    QVERIFY(m_round->setOnVcs(m_game, chess::White, true));
    QTRY_VERIFY_WITH_TIMEOUT(camera.health() == 0 && screen.health() == 0, 20000);
}

void TestSimFeeds::addProbePlaces()
{
    QTest::addColumn<bool>("helper");
    QTest::newRow("probes here") << false;
    QTest::newRow("probes in a helper") << true;
}

std::unique_ptr<ui::FeedHub> TestSimFeeds::rollCall(std::int64_t lostAfterMs)
{
    QFETCH(bool, helper);
    auto hub = std::make_unique<ui::FeedHub>();
    if (helper)
        hub->setProbeHelper(QCoreApplication::applicationFilePath(), {QStringLiteral("--probe-feeds")});
    vcs::VcsSettings settings;
    settings.feedTemplate = m_feeds->urlTemplate();
    settings.thresholds = m_t;
    settings.thresholds.lostAfterMs = lostAfterMs;
    hub->setRoster(event::FeedRoster(settings, QString(), {}));
    hub->rollCall({{m_game, m_round->game(m_game)->pairing}});
    return hub;
}

void TestSimFeeds::rollCallProbesTwiceBeforeCallingAbsent_data()
{
    addProbePlaces();
}

void TestSimFeeds::rollCallProbesTwiceBeforeCallingAbsent()
{
    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, true));
    QElapsedTimer took;
    took.start();
    const auto hub = rollCall(2000);
    QSignalSpy done(hub.get(), &ui::FeedHub::rollCallDone);
    QSignalSpy events(hub.get(), &ui::FeedHub::vcsEvent);
    QVERIFY(done.wait(20000));
    const QString summary = done.first().first().toString();
    qInfo("%s after %lld ms", qPrintable(summary), qint64(took.elapsed()));
    QVERIFY2(summary.contains(QLatin1String("Alice Smith")) && !summary.contains(QLatin1String("Bob Jones")),
             qPrintable(summary));
    // Two probes of 2 s each, not one (Qt's coarse timers may fire up to 5 % early).
    QVERIFY2(took.elapsed() >= 2 * 2000 * 9 / 10, qPrintable(QString::number(took.elapsed())));
    int lost = 0;
    for (const QList<QVariant> &e : std::as_const(events)) {
        const auto ev = e.first().value<vcs::VcsEvent>();
        if (ev.type == vcs::VcsEvent::Type::Health && (ev.health & FeedHealth::Lost)) {
            QCOMPARE(ev.side, chess::White);
            ++lost;
        }
    }
    QCOMPARE(lost, 1);
}

void TestSimFeeds::rollCallSeesACameraThatStartsLate_data()
{
    addProbePlaces();
}

void TestSimFeeds::rollCallSeesACameraThatStartsLate()
{
    // Nothing sent during the first probe (0.5-3.5 s), pictures again from 5 s, within the second.
    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, true));
    QElapsedTimer took;
    took.start();
    const auto hub = rollCall(3000);
    QSignalSpy done(hub.get(), &ui::FeedHub::rollCallDone);
    QSignalSpy events(hub.get(), &ui::FeedHub::vcsEvent);
    QTRY_VERIFY_WITH_TIMEOUT(took.elapsed() >= 5000, 10000);
    QVERIFY(done.isEmpty()); // the second probe is under way
    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, false));
    QVERIFY(done.wait(20000));
    const QString summary = done.first().first().toString();
    qInfo("%s after %lld ms", qPrintable(summary), qint64(took.elapsed()));
    QVERIFY2(!summary.contains(QLatin1String("Alice Smith")), qPrintable(summary));
    for (const QList<QVariant> &e : std::as_const(events)) {
        const auto ev = e.first().value<vcs::VcsEvent>();
        QVERIFY(!(ev.type == vcs::VcsEvent::Type::Health && (ev.health & FeedHealth::Lost)));
    }
}

void TestSimFeeds::helperLinesReadBack()
{
    using Request = media::FeedProbes::Request;
    using Answer = media::FeedProbes::Answer;
    Request r;
    r.id = 42;
    r.frames = 3;
    r.timeoutMs = 5000;
    r.url = QStringLiteral("rtsp://127.0.0.1:8554/sim/Анна Ким/cam?low=1&x=a b");
    const QByteArray line = r.toLine();
    QVERIFY(line.endsWith('\n') && line.count('\n') == 1 && line.count(' ') == 4);
    const auto back = Request::fromLine(line);
    QVERIFY(back && !back->cancel);
    QCOMPARE(back->id, r.id);
    QCOMPARE(back->frames, 3);
    QCOMPARE(back->timeoutMs, 5000);
    QCOMPARE(back->url, r.url);
    Request c;
    c.id = 7;
    c.cancel = true;
    QVERIFY(Request::fromLine(c.toLine())->cancel);
    QCOMPARE(Request::fromLine(c.toLine())->id, quint64(7));
    // The team's credentials for the probes that follow: one line on the pipe (never the command line).
    Request access;
    access.access = vcs::FeedAccess{QStringLiteral("boris.ivanov"), QByteArrayLiteral("s3cret with space%"),
                                    QStringLiteral("/etc/event ca/ca.crt"), QStringLiteral("relay.example.org")};
    const QByteArray accessLine = access.toLine();
    QVERIFY(accessLine.startsWith("access 0 ") && accessLine.count(' ') == 5 && !accessLine.contains("s3cret with"));
    const auto accessBack = Request::fromLine(accessLine);
    QVERIFY(accessBack && accessBack->access);
    QCOMPARE(*accessBack->access, *access.access);
    access.access = vcs::FeedAccess{}; // withdrawn
    QCOMPARE(*Request::fromLine(access.toLine())->access, vcs::FeedAccess{});
    for (const char *bad :
         {"", "probe", "probe 0 3 5000 rtsp%3A", "probe 1 x 5000 u", "probe 1 3 -1 u", "probe 1 3 5000", "cancel",
          "cancel x", "stop 1", "probe 1 3 5000 u extra", "access 0 a b c", "access 1 a b c d"})
        QVERIFY2(!Request::fromLine(bad), bad);

    Answer a;
    a.id = 9;
    a.timedOut = true;
    a.reason = QStringLiteral("no picture within 3000 ms\nsecond line");
    const auto lost = Answer::fromLine(a.toLine());
    QVERIFY(lost && !lost->live && lost->timedOut);
    QCOMPARE(lost->reason, a.reason);
    Answer live;
    live.id = 10;
    live.live = true;
    QVERIFY(Answer::fromLine(live.toLine())->live);
    for (const char *bad : {"", "10", "x live", "10 dead", "10 lost", "10 lost 2 r", "0 live"})
        QVERIFY2(!Answer::fromLine(bad), bad);
}

void TestSimFeeds::helperKilledUnderWayIsStartedAgain()
{
    // A camera that sends nothing for now: its probe is under way when the helper is killed.
    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, true));
    media::FeedProbes probes;
    probes.setHelper(QCoreApplication::applicationFilePath(), {QStringLiteral("--probe-feeds")});
    QSignalSpy finished(&probes, &media::FeedProbes::finished);
    const quint64 id = probes.start(cameraUrl(), 3, 15000);
    QTRY_VERIFY_WITH_TIMEOUT(probes.helperPid() > 0, 5000);
    const qint64 first = probes.helperPid();
    QTest::qWait(500);
    QVERIFY(::kill(pid_t(first), SIGKILL) == 0);
    QTRY_VERIFY_WITH_TIMEOUT(probes.helperPid() > 0 && probes.helperPid() != first, 10000);
    QVERIFY(finished.isEmpty());
    QVERIFY(m_round->setFeedFault(m_game, chess::White, SimFeedFaults::Camera, SimFeedFaults::Stalled, false));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(finished.first().at(0).value<quint64>(), id);
    QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(3).toString())); // live
    QCOMPARE(probes.running(), 0);
}

void TestSimFeeds::helperThatCannotStartLeavesProbesHere()
{
    media::FeedProbes probes;
    probes.setHelper(QStringLiteral("/nonexistent/arbiter-console"), {QStringLiteral("--probe-feeds")});
    QSignalSpy finished(&probes, &media::FeedProbes::finished);
    const quint64 live = probes.start(cameraUrl(), 3, 10000);
    const quint64 nowhere = probes.start(QString(), 3, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 20000);
    for (const QList<QVariant> &f : std::as_const(finished)) {
        if (f.at(0).value<quint64>() == live)
            QVERIFY2(f.at(1).toBool(), qPrintable(f.at(3).toString()));
        else
            QVERIFY(f.at(0).value<quint64>() == nowhere && !f.at(1).toBool() && !f.at(2).toBool());
    }
    QCOMPARE(probes.helperPid(), qint64(0));
}

// This program is also the roll call's probe helper, as arbiter-console is its own.
int main(int argc, char *argv[])
{
    if (argc > 1 && qstrcmp(argv[1], "--probe-feeds") == 0)
        return arbiter::media::serveFeedProbes(argc, argv);
    QApplication app(argc, argv);
    TestSimFeeds test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_simfeeds.moc"
