#include "core/vcs/feedaccess.h"
#include "media/feedpipeline.h"
#include "media/feedserver.h"
#include "media/gstreamersetup.h"
#include "tests/common/testcertificate.h"

#include <QMutex>
#include <QSignalSpy>
#include <QSslSocket>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

// Issue 24 §7: the players' feeds are the team's alone. A feed server with a certificate speaks RTSP
// over TLS only and asks for a console's login and secret (digest): no credentials or a wrong secret
// plays nothing, plain RTSP gets no answer, a certificate the console's authority did not sign is not
// trusted; the right login plays; a revoked login's feed ends at once while another's goes on; the
// access log names who opened what, and never a secret. Certificates are made here with openssl.
class TestFeedAuth : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void strangersSeeNothing();
    void theTeamWatchesAndARevokedLoginStops();

private:
    // Plays `path` with `access` until it has frames (true) or ends or times out (false).
    bool plays(const QString &url, const vcs::FeedAccess &access, QString *ended = nullptr, int ms = 8000);

    QTemporaryDir m_dir;
    media::FeedServer m_server;
    QString m_base;
    QMutex m_logLock;
    QStringList m_log;
    const QByteArray m_annaSecret = QByteArrayLiteral("anna-5ecret-XK2");
    const QByteArray m_borisSecret = QByteArrayLiteral("boris-5ecret-QP9");
};

void TestFeedAuth::initTestCase()
{
    media::setUpGStreamer();
    QVERIFY(m_dir.isValid());
    QString why;
    // The relay's certificate, and another authority's (a stranger's relay).
    QVERIFY2(makeTestCertificate(m_dir.path(), QStringLiteral("relay"), &why), qPrintable(why));
    QVERIFY2(makeTestCertificate(m_dir.path(), QStringLiteral("other"), &why), qPrintable(why));
    m_server.setSecurity({m_dir.filePath(QStringLiteral("relay.pem")), m_dir.filePath(QStringLiteral("relay.key"))});
    m_server.addUser(QStringLiteral("anna"), m_annaSecret);
    m_server.addUser(QStringLiteral("boris"), m_borisSecret);
    m_server.setAccessLog([this](const QString &line) {
        const QMutexLocker lock(&m_logLock);
        m_log << line;
    });
    const auto started = m_server.start();
    QVERIFY2(started, qPrintable(started ? QString() : started.error().message));
    m_base = m_server.baseUrl();
    QVERIFY(m_base.startsWith(QLatin1String("rtsps://127.0.0.1:")));
    for (const char *player : {"/open/alice/cam", "/open/bob/cam"})
        m_server.mount(QString::fromLatin1(player),
                       QStringLiteral("( videotestsrc is-live=true ! video/x-raw,width=160,height=120,framerate=10/1 "
                                      "! vp8enc deadline=1 cpu-used=16 keyframe-max-dist=10 ! rtpvp8pay name=pay0 "
                                      "pt=96 )"));
}

void TestFeedAuth::cleanupTestCase()
{
    m_server.stop();
    // Nothing the server said names a secret.
    const QMutexLocker lock(&m_logLock);
    for (const QString &line : std::as_const(m_log))
        QVERIFY2(!line.contains(QString::fromLatin1(m_annaSecret))
                     && !line.contains(QString::fromLatin1(m_borisSecret)),
                 qPrintable(line));
}

bool TestFeedAuth::plays(const QString &url, const vcs::FeedAccess &access, QString *ended, int ms)
{
    media::FeedPipeline feed;
    int frames = 0;
    QString why;
    bool over = false;
    connect(&feed, &media::FeedPipeline::frame, &feed, [&frames] { ++frames; });
    connect(&feed, &media::FeedPipeline::ended, &feed, [&](const QString &reason) {
        why = reason;
        over = true;
    });
    feed.setAccess(access);
    feed.start(url);
    QElapsedTimer t;
    t.start();
    while (frames < 3 && !over && t.elapsed() < ms)
        QTest::qWait(50);
    feed.stop();
    if (ended)
        *ended = why;
    return frames >= 3;
}

void TestFeedAuth::strangersSeeNothing()
{
    const QString alice = m_base + QStringLiteral("/open/alice/cam");
    const QString ca = m_dir.filePath(QStringLiteral("relay.pem"));
    QString why;
    // No login at all, a wrong secret, a login the relay never heard of.
    QVERIFY(!plays(alice, {}, &why));
    qInfo() << "without credentials:" << why;
    QVERIFY(!plays(alice, {QStringLiteral("anna"), QByteArrayLiteral("guess"), ca, QStringLiteral("127.0.0.1")}, &why));
    QVERIFY2(why.contains(QLatin1String("nauthori"), Qt::CaseInsensitive), qPrintable(why));
    QVERIFY(!plays(alice, {QStringLiteral("eve"), m_annaSecret, ca, QStringLiteral("127.0.0.1")}, &why));
    // Plain RTSP to the TLS port: no answer it understands.
    QString plain = alice;
    plain.replace(QLatin1String("rtsps://"), QLatin1String("rtsp://"));
    QVERIFY(!plays(plain, {QStringLiteral("anna"), m_annaSecret, ca, QStringLiteral("127.0.0.1")}, &why, 5000));
    // The right login, but the console trusts another authority: the relay is not believed.
    QVERIFY(!plays(alice,
                   {QStringLiteral("anna"), m_annaSecret, m_dir.filePath(QStringLiteral("other.pem")),
                    QStringLiteral("127.0.0.1")},
                   &why));
    qInfo() << "a certificate of another authority:" << why;
    // A raw DESCRIBE over TLS: 401 with a digest challenge, and nothing about the feed.
    QSslSocket socket;
    socket.setPeerVerifyMode(QSslSocket::VerifyNone);
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), quint16(QUrl(m_base).port()));
    QVERIFY(socket.waitForEncrypted(5000));
    socket.write("DESCRIBE " + alice.toUtf8() + " RTSP/1.0\r\nCSeq: 1\r\nAccept: application/sdp\r\n\r\n");
    QByteArray answer;
    while (!answer.contains("\r\n\r\n") && socket.waitForReadyRead(3000))
        answer += socket.readAll();
    QVERIFY2(answer.startsWith("RTSP/1.0 401"), answer.constData());
    QVERIFY2(answer.contains("WWW-Authenticate: Digest"), answer.constData());
    QVERIFY2(!answer.contains("Basic"), answer.constData());
    QVERIFY2(!answer.contains("application/sdp"), answer.constData());
    const QMutexLocker lock(&m_logLock);
    QVERIFY2(m_log.join(u'\n').contains(QLatin1String("wrong credentials for \"anna\"")),
             qPrintable(m_log.join(u'\n')));
}

void TestFeedAuth::theTeamWatchesAndARevokedLoginStops()
{
    const QString ca = m_dir.filePath(QStringLiteral("relay.pem"));
    QVERIFY(plays(m_base + QStringLiteral("/open/alice/cam"),
                  {QStringLiteral("anna"), m_annaSecret, ca, QStringLiteral("127.0.0.1")}));
    {
        const QMutexLocker lock(&m_logLock);
        QVERIFY2(m_log.join(u'\n').contains(QLatin1String("feed opened: anna /open/alice/cam from 127.0.0.1")),
                 qPrintable(m_log.join(u'\n')));
    }
    // Anna and Boris both watching; Boris is taken off the staff: his feed ends, hers goes on.
    media::FeedPipeline anna, boris;
    int annaFrames = 0, borisFrames = 0;
    connect(&anna, &media::FeedPipeline::frame, this, [&] { ++annaFrames; });
    connect(&boris, &media::FeedPipeline::frame, this, [&] { ++borisFrames; });
    QSignalSpy borisEnded(&boris, &media::FeedPipeline::ended);
    anna.setAccess({QStringLiteral("anna"), m_annaSecret, ca, QStringLiteral("127.0.0.1")});
    boris.setAccess({QStringLiteral("boris"), m_borisSecret, ca, QStringLiteral("127.0.0.1")});
    anna.start(m_base + QStringLiteral("/open/alice/cam"));
    boris.start(m_base + QStringLiteral("/open/bob/cam"));
    QTRY_VERIFY_WITH_TIMEOUT(annaFrames > 3 && borisFrames > 3, 10'000);
    QElapsedTimer revoked;
    revoked.start();
    QCOMPARE(m_server.revokeUser(QStringLiteral("boris")), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!borisEnded.isEmpty(), 5000);
    qInfo() << "a revoked login's feed ended" << revoked.elapsed()
            << "ms after the revocation:" << borisEnded.first().at(0).toString();
    const int annaBefore = annaFrames;
    QTRY_VERIFY_WITH_TIMEOUT(annaFrames > annaBefore + 5, 5000);
    // He cannot come back with his old secret; a new one lets him in again.
    QVERIFY(!plays(m_base + QStringLiteral("/open/bob/cam"),
                   {QStringLiteral("boris"), m_borisSecret, ca, QStringLiteral("127.0.0.1")}));
    m_server.addUser(QStringLiteral("boris"), QByteArrayLiteral("boris-new-secret"));
    QVERIFY(plays(m_base + QStringLiteral("/open/bob/cam"),
                  {QStringLiteral("boris"), QByteArrayLiteral("boris-new-secret"), ca, QStringLiteral("127.0.0.1")}));
    anna.stop();
    boris.stop();
    const QMutexLocker lock(&m_logLock);
    QVERIFY2(m_log.join(u'\n').contains(QLatin1String("revoked boris: 1 connection(s) closed")),
             qPrintable(m_log.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestFeedAuth)
#include "tst_feedauth.moc"
