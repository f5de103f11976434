#include "core/live/gamerecord.h"
#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/vcs/feedhealth.h"
#include "core/watch/incident.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "ui/feeds/feedplayer.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QUdpSocket>

#include <algorithm>
#include <csignal>

using namespace arbiter;
using vcs::FeedHealth;
using vcs::VcsEvent;
using watch::Incident;

namespace {
// The video server's password for posting its events (the relay's "video_server"; Janus's
// backend_pwd; scripts/vcs-e2e.sh gives the same).
const QByteArray JanusPassword = QByteArrayLiteral("events-secret-4711");
} // namespace

// The VCS chain as an event runs it, on this machine: the feed relay (app/feedrelay, a real process)
// re-serves RTP forwarded to its ports over RTSP, and the console's feed player plays it, lost when
// the forward stops and back when it resumes; the relay turns the video server's events into the
// presence stream a console's session follows, whose reports reach the right player of the right
// game (an event's roster: the feed "open-2026/alice/cam" is White in Alice's game), so that a move
// White makes while off the VCS is an Art. 13.3 incident and the absence is on the game's timeline.
//
// Alone (ctest), the video server is played by what it sends: GStreamer senders in RTP as Janus's
// rtp_forward sends it, and the event posts Janus 1.1.2 made in a recording (tests/data/vcs). Run by
// scripts/vcs-e2e.sh (ARBITER_VCS_E2E=1), everything is real: players publish over WHIP to
// simple-whip-server and Janus, inside a network namespace; this test then stops and kills
// publishers and checks what the console sees.
class TestVcsChain : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void relayServesTheForwardedFeed();
    void presenceReachesThePlayers();
    void aMoveOffTheVcsIsAnIncident();
    void forgedEventsChangeNothing();
    void hangUpsEndThePresence();

private:
    bool e2e() const { return m_e2e; }
    quint16 freePort(bool udp) const;
    void sendRtp(const QString &player);
    void stopRtp(const QString &player);
    void postJanus(const QList<QByteArray> &bodies);
    // The session's record of the one game (the focused board's), fresh.
    live::GameRecord record();
    std::optional<bool> serverSays(chess::Color side);

    bool m_e2e = false;
    QTemporaryDir m_dir;
    QProcess m_relay;
    QString m_rtspBase; // "rtsp://127.0.0.1:PORT"
    QString m_eventsBase; // "http://127.0.0.1:PORT"
    QHash<QString, int> m_videoPort; // player → the relay's video port (audio: +2)
    QHash<QString, QProcess *> m_senders;
    QHash<QString, qint64> m_publishers; // e2e: player → publisher pid
    QList<QByteArray> m_janusBodies; // the recording
    std::unique_ptr<zone::sim::GameZoneSimulator> m_sim;
    std::unique_ptr<session::EventSession> m_session;
    QList<Incident> m_incidents;
    QString m_gameId;
    live::GameRecord m_record;
    QNetworkAccessManager m_network;
};

quint16 TestVcsChain::freePort(bool udp) const
{
    // Four free UDP ports in a row for a feed (video, its RTCP, audio, its RTCP).
    for (int attempt = 0; attempt < 50; ++attempt) {
        QUdpSocket probe;
        probe.bind(QHostAddress::LocalHost, 0);
        quint16 base = probe.localPort() & ~quint16(3);
        probe.close();
        if (!udp) {
            QTcpServer tcp;
            if (tcp.listen(QHostAddress::LocalHost, 0))
                return tcp.serverPort();
            continue;
        }
        bool ok = true;
        for (int i = 0; i < 8 && ok; ++i) {
            QUdpSocket s;
            ok = s.bind(QHostAddress::LocalHost, quint16(base + i));
        }
        if (ok && base > 1024)
            return base;
    }
    return 0;
}

void TestVcsChain::initTestCase()
{
    m_e2e = qEnvironmentVariableIntValue("ARBITER_VCS_E2E") == 1;
    QVERIFY(m_dir.isValid());
    QString rtsp;
    QString events;
    if (e2e()) {
        // scripts/vcs-e2e.sh runs the relay, Janus and the publishers.
        rtsp = qEnvironmentVariable("ARBITER_VCS_E2E_RTSP");
        events = qEnvironmentVariable("ARBITER_VCS_E2E_EVENTS");
        for (const QString &pair : qEnvironmentVariable("ARBITER_VCS_E2E_PUBLISHERS").split(u',', Qt::SkipEmptyParts))
            m_publishers.insert(pair.section(u'=', 0, 0), pair.section(u'=', 1).toLongLong());
        QVERIFY2(!rtsp.isEmpty() && !events.isEmpty() && m_publishers.contains(QStringLiteral("alice")),
                 "ARBITER_VCS_E2E_RTSP, _EVENTS and _PUBLISHERS (alice=PID,bob=PID) are set by scripts/vcs-e2e.sh");
    } else {
        if (QStandardPaths::findExecutable(QStringLiteral("gst-launch-1.0")).isEmpty())
            QSKIP("gst-launch-1.0 (gstreamer1.0-tools) is not installed");
        const quint16 rtspPort = freePort(false);
        const quint16 eventsPort = freePort(false);
        const quint16 udp = freePort(true);
        QVERIFY(rtspPort && eventsPort && udp);
        m_videoPort.insert(QStringLiteral("alice"), udp);
        m_videoPort.insert(QStringLiteral("bob"), udp + 4);
        const QJsonObject config{
            {QStringLiteral("rtsp"), QStringLiteral("127.0.0.1:%1").arg(rtspPort)},
            {QStringLiteral("events"), QStringLiteral("127.0.0.1:%1").arg(eventsPort)},
            {QStringLiteral("event"), QStringLiteral("open-2026")},
            {QStringLiteral("players"), QJsonArray{QStringLiteral("alice"), QStringLiteral("bob")}},
            {QStringLiteral("feeds"), QJsonArray{QStringLiteral("cam")}},
            {QStringLiteral("base_port"), int(udp)},
            // Events only from the video server (this machine), with its password (issue 24 §7).
            {QStringLiteral("video_server"),
             QJsonObject{{QStringLiteral("from"), QJsonArray{QStringLiteral("127.0.0.1")}},
                         {QStringLiteral("user"), QStringLiteral("janus")},
                         {QStringLiteral("password_file"), QStringLiteral("janus.secret")}}}};
        QFile secret(m_dir.filePath(QStringLiteral("janus.secret")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write(JanusPassword + '\n');
        secret.close();
        QFile file(m_dir.filePath(QStringLiteral("relay.json")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(config).toJson());
        file.close();
        m_relay.setProgram(testing::testsBinaryPath(QStringLiteral(FEEDRELAY_FROM_BINARY)));
        m_relay.setArguments({QStringLiteral("--config"), file.fileName()});
        m_relay.setProcessChannelMode(QProcess::SeparateChannels);
        m_relay.start();
        QVERIFY2(m_relay.waitForStarted(), qPrintable(m_relay.errorString()));
        // It prints what it serves; the presence line last.
        QByteArray out;
        QElapsedTimer t;
        t.start();
        while (!out.contains("presence ") && t.elapsed() < 10000 && m_relay.state() == QProcess::Running) {
            m_relay.waitForReadyRead(200);
            out += m_relay.readAllStandardOutput();
        }
        QVERIFY2(out.contains("presence "), qPrintable(QString::fromUtf8(out + m_relay.readAllStandardError())));
        QVERIFY(out.contains("feed open-2026/alice/cam video udp"));
        rtsp = QStringLiteral("127.0.0.1:%1").arg(rtspPort);
        events = QStringLiteral("127.0.0.1:%1").arg(eventsPort);
        QFile recording(testing::testsPath(QStringLiteral("data/vcs/janus-events.ndjson")));
        QVERIFY(recording.open(QIODevice::ReadOnly));
        while (!recording.atEnd())
            m_janusBodies.append(recording.readLine().trimmed());
    }
    m_rtspBase = QStringLiteral("rtsp://") + rtsp;
    m_eventsBase = QStringLiteral("http://") + events;

    // The zone: one game, Alice (White) against Bob, replayed at four times its pace.
    QFile pgn(testing::testsPath(QStringLiteral("data/pgn/round50.pgn")));
    QVERIFY(pgn.open(QIODevice::ReadOnly));
    QByteArray game = pgn.readAll();
    game = game.left(game.indexOf("\n\n[Event")); // the first game
    game.replace("[White \"Rossi, Greta\"]", "[White \"Alice\"]")
        .replace("[Black \"Orlov, Pavel\"]", "[Black \"Bob\"]");
    m_sim = std::make_unique<zone::sim::GameZoneSimulator>();
    zone::sim::SimOptions o;
    o.pgnText = game;
    o.speed = 4;
    const auto started = m_sim->start(0, o);
    QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));

    // The console's session: the event "Open 2026", its feeds at the relay, its presence from it.
    m_session = std::make_unique<session::EventSession>();
    const auto opening = m_session->openEvent(storage::StoreConfig::sqlite(m_dir.filePath(QStringLiteral("e.sqlite"))),
                                              false, QStringLiteral("Open 2026"), false);
    QVERIFY(!opening.error && !opening.openError);
    vcs::VcsSettings settings;
    settings.feedTemplate = m_rtspBase + QStringLiteral("/{event}/{player}/{feed}");
    settings.presenceUrl = m_eventsBase + QStringLiteral("/vcs/events");
    m_session->saveVcsSettings(settings);
    QCOMPARE(m_session->vcsSettings(), settings);
    connect(m_session->incidents(), &session::IncidentBook::incidentsReady, this,
            [this](const QList<Incident> &batch) { m_incidents += batch; });
    connect(m_session->feed(), &session::GameFeed::recordsReady, this, [this](const QList<live::GameRecord> &records) {
        for (const auto &r : records)
            if (r.id == m_gameId)
                m_record = r;
    });
    m_session->feed()->startSimulator(started->url, started->token);
    QTRY_VERIFY_WITH_TIMEOUT(m_session->feed()->registry() && m_session->feed()->registry()->gameCount() == 1, 15000);
    m_gameId = m_session->feed()->registry()->ids().first();
    QCOMPARE(m_session->feed()->registry()->game(m_gameId)->pairing().whiteId, QStringLiteral("alice"));
    m_session->feed()->watch(m_gameId);
}

void TestVcsChain::cleanupTestCase()
{
    for (QProcess *p : std::as_const(m_senders)) {
        p->kill();
        p->waitForFinished();
        delete p;
    }
    if (m_session)
        m_session->feed()->stop();
    m_session.reset();
    m_sim.reset();
    if (m_relay.state() != QProcess::NotRunning) {
        m_relay.terminate();
        if (!m_relay.waitForFinished(5000))
            m_relay.kill();
    }
}

void TestVcsChain::sendRtp(const QString &player)
{
    stopRtp(player);
    // What Janus's rtp_forward sends: VP8 and Opus in plain RTP, to the relay's ports.
    const int port = m_videoPort.value(player);
    auto *p = new QProcess(this);
    QStringList args = {QStringLiteral("-q")};
    args += QProcess::splitCommand(
        QStringLiteral("videotestsrc is-live=true pattern=smpte horizontal-speed=3 ! "
                       "video/x-raw,width=320,height=180,framerate=15/1 ! vp8enc deadline=1 keyframe-max-dist=15 ! "
                       "rtpvp8pay pt=100 ! udpsink host=127.0.0.1 port=%1 "
                       "audiotestsrc is-live=true volume=0.2 ! audioconvert ! audioresample ! opusenc ! "
                       "rtpopuspay pt=111 ! udpsink host=127.0.0.1 port=%2")
            .arg(port)
            .arg(port + 2));
    p->start(QStringLiteral("gst-launch-1.0"), args);
    QVERIFY(p->waitForStarted());
    m_senders.insert(player, p);
}

void TestVcsChain::stopRtp(const QString &player)
{
    if (QProcess *p = m_senders.take(player)) {
        p->kill();
        p->waitForFinished();
        delete p;
    }
}

void TestVcsChain::postJanus(const QList<QByteArray> &bodies)
{
    for (const QByteArray &body : bodies) {
        QNetworkRequest request(QUrl(m_eventsBase + QStringLiteral("/janus/events")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        request.setRawHeader("Authorization", "Basic " + QByteArray("janus:" + JanusPassword).toBase64());
        QNetworkReply *reply = m_network.post(request, body);
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 5000);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        reply->deleteLater();
    }
}

live::GameRecord TestVcsChain::record()
{
    m_session->feed()->unwatch(m_gameId);
    m_session->feed()->watch(m_gameId); // sends the record again
    QTest::qWait(100);
    return m_record;
}

// What the video server last said of the player, as the game's VCS timeline has it.
std::optional<bool> TestVcsChain::serverSays(chess::Color side)
{
    const live::LiveGame *g = m_session->feed()->registry()->game(m_gameId);
    std::optional<bool> said;
    for (const VcsEvent &e : g->vcsLog())
        if (e.type == VcsEvent::Type::Presence && e.source == VcsEvent::Source::Server && e.side == side)
            said = e.on;
    return said;
}

void TestVcsChain::relayServesTheForwardedFeed()
{
    if (!e2e())
        sendRtp(QStringLiteral("alice"));
    ui::FeedPlayer player(vcs::FeedKinds::Camera);
    vcs::VcsThresholds t;
    t.lostAfterMs = 3000;
    player.setThresholds(t);
    player.setUrl(m_rtspBase + QStringLiteral("/open-2026/alice/cam"));
    QTRY_VERIFY_WITH_TIMEOUT(player.frames() > 20, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(player.levelDb() > -45, 10000); // the microphone, through the relay
    QCOMPARE(player.health(), std::uint8_t(0));
    // The forward stops (a publisher frozen, a network cut): the console sees no picture.
    if (e2e())
        ::kill(pid_t(m_publishers.value(QStringLiteral("alice"))), SIGSTOP);
    else
        stopRtp(QStringLiteral("alice"));
    QElapsedTimer stopped;
    stopped.start();
    QTRY_VERIFY_WITH_TIMEOUT(player.health() & FeedHealth::Lost, 10000);
    qInfo("forward stopped to no picture: %lld ms (threshold 3000 ms)", stopped.elapsed());
    if (e2e())
        ::kill(pid_t(m_publishers.value(QStringLiteral("alice"))), SIGCONT);
    else
        sendRtp(QStringLiteral("alice"));
    QTRY_COMPARE_WITH_TIMEOUT(player.health(), std::uint8_t(0), 20000);
}

void TestVcsChain::presenceReachesThePlayers()
{
    // Both players publish: the server says they are on the VCS.
    if (!e2e())
        postJanus(m_janusBodies.mid(0, 18)); // up to both publishers' "webrtcup" and media flowing
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::White), std::optional(true), 15000);
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::Black), std::optional(true), 15000);
    QVERIFY(m_session->feed()->registry()->game(m_gameId)->isOnVcs(chess::White).value_or(false));
}

void TestVcsChain::aMoveOffTheVcsIsAnIncident()
{
    // Alice's media stops arriving at the video server.
    int stop = 18;
    if (e2e()) {
        ::kill(pid_t(m_publishers.value(QStringLiteral("alice"))), SIGSTOP);
    } else {
        // The recording from its next post to Janus's "media stopped" for Alice.
        while (stop < m_janusBodies.size() && !m_janusBodies[stop].contains("\"receiving\":false"))
            ++stop;
        QVERIFY(stop < m_janusBodies.size());
        postJanus(m_janusBodies.mid(18, stop - 18 + 1));
    }
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::White), std::optional(false), 15000);
    QVERIFY(!m_session->feed()->registry()->game(m_gameId)->isOnVcs(chess::White).value_or(true));
    // White moves meanwhile (the replay goes on): Art. 13.3.
    QTRY_VERIFY_WITH_TIMEOUT(
        std::any_of(m_incidents.cbegin(), m_incidents.cend(),
                    [](const Incident &i) { return i.kind == Incident::Kind::MovedOffVcs && i.side == chess::White; }),
        60000);
    // Back: the absence closes, with the server's word for both ends on the game's timeline.
    if (e2e()) {
        ::kill(pid_t(m_publishers.value(QStringLiteral("alice"))), SIGCONT);
    } else {
        // The recording's next posts until Janus says the media flows again.
        for (int i = stop + 1; i < m_janusBodies.size() && serverSays(chess::White) != std::optional(true); ++i) {
            postJanus({m_janusBodies[i]});
            QTest::qWait(50);
        }
    }
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::White), std::optional(true), 15000);
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(m_incidents.cbegin(), m_incidents.cend(),
                                         [](const Incident &i) {
                                             return i.kind == Incident::Kind::VcsAbsent && i.side == chess::White
                                                 && !i.open;
                                         }),
                             10000);
    const live::GameRecord r = record();
    QStringList said;
    for (const VcsEvent &e : r.vcsLog)
        if (e.source == VcsEvent::Source::Server && e.side == chess::White)
            said << e.detail;
    QVERIFY2(said.contains(QStringLiteral("cam: media stopped")), qPrintable(said.join(u'|')));
}

// Issue 24 §7: a forged "hang-up" (the recording's own, word for word) posted without the video
// server's password, with a wrong one, or from another address is refused and changes nobody's
// presence.
void TestVcsChain::forgedEventsChangeNothing()
{
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::White), std::optional(true), 15000);
    QByteArray hangUp;
    for (const QByteArray &body : std::as_const(m_janusBodies))
        if (body.contains("\"receiving\":false") || body.contains("unpublished") || body.contains("\"leaving\""))
            hangUp = body;
    if (hangUp.isEmpty()) // the end-to-end mode has no recording: any well-formed report will do
        hangUp = QByteArrayLiteral("[{\"type\":32,\"event\":{\"media\":\"video\",\"receiving\":false}}]");
    const QUrl url(m_eventsBase + QStringLiteral("/janus/events"));
    // Raw HTTP from a chosen local address (all of 127/8 is this machine).
    auto post = [&](const QHostAddress &from, const QByteArray &authorization) {
        QTcpSocket socket;
        if (!socket.bind(from)) {
            qWarning() << "cannot bind" << from << socket.errorString();
            return 0;
        }
        socket.connectToHost(QHostAddress(url.host()), quint16(url.port()));
        if (!socket.waitForConnected(3000))
            return 0;
        QByteArray request = "POST /janus/events HTTP/1.1\r\nHost: " + url.host().toLatin1()
            + "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: "
            + QByteArray::number(hangUp.size()) + "\r\n";
        if (!authorization.isEmpty())
            request += "Authorization: " + authorization + "\r\n";
        socket.write(request + "\r\n" + hangUp);
        QByteArray answer;
        QElapsedTimer t;
        t.start();
        while (!answer.contains("\r\n") && t.elapsed() < 3000 && socket.waitForReadyRead(200))
            answer += socket.readAll();
        return answer.split(' ').value(1).toInt();
    };
    const QHostAddress local(QStringLiteral("127.0.0.1")), stranger(QStringLiteral("127.0.0.2"));
    const QByteArray right = "Basic " + QByteArray("janus:" + JanusPassword).toBase64();
    QCOMPARE(post(local, {}), 401);
    QCOMPARE(post(local, "Basic " + QByteArray("janus:guess").toBase64()), 401);
    QCOMPARE(post(local, "Bearer " + JanusPassword), 401);
    QCOMPARE(post(stranger, right), 403);
    QTest::qWait(1500); // what a broadcast would take to reach the console
    QCOMPARE(serverSays(chess::White), std::optional(true));
    QCOMPARE(serverSays(chess::Black), std::optional(true));
}

void TestVcsChain::hangUpsEndThePresence()
{
    // Alice leaves cleanly (her page closed: WHIP DELETE), Bob's publisher dies (no word at all).
    if (e2e()) {
        ::kill(pid_t(m_publishers.value(QStringLiteral("alice"))), SIGTERM);
        ::kill(pid_t(m_publishers.value(QStringLiteral("bob"))), SIGKILL);
    } else {
        int from = 0; // after the recording's "media flowing again" for Alice
        for (int i = 0; i < m_janusBodies.size(); ++i)
            if (m_janusBodies[i].contains("\"receiving\":true"))
                from = i + 1;
        postJanus(m_janusBodies.mid(from));
    }
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::White), std::optional(false), 15000);
    QTRY_COMPARE_WITH_TIMEOUT(serverSays(chess::Black), std::optional(false), 15000);
    QStringList said;
    for (const VcsEvent &e : m_session->feed()->registry()->game(m_gameId)->vcsLog())
        if (e.source == VcsEvent::Source::Server)
            said << QString::number(int(e.side)) + u' ' + e.detail;
    QVERIFY2(said.contains(QStringLiteral("0 cam: unpublished")), qPrintable(said.join(u'|')));
    QVERIFY2(said.contains(QStringLiteral("1 cam: media stopped")), qPrintable(said.join(u'|')));
    // A console opening Alice's camera now is told at once that it is not there (the relay refuses
    // what the video server says is not publishing), not left waiting for a first packet.
    ui::FeedPlayer player(vcs::FeedKinds::Camera);
    QElapsedTimer opened;
    opened.start();
    player.setUrl(m_rtspBase + QStringLiteral("/open-2026/alice/cam"));
    QTRY_VERIFY_WITH_TIMEOUT(player.health() & FeedHealth::Lost, 5000);
    qInfo("a feed the server says is not publishing: lost %lld ms after it was opened", qint64(opened.elapsed()));
    QCOMPARE(player.frames(), std::int64_t(0));
}

QTEST_MAIN(TestVcsChain)
#include "tst_vcschain.moc"
