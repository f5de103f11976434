#include "core/session/eventsession.h"
#include "core/session/vcspresence.h"
#include "core/storage/database.h"
#include "core/team/teamserver.h"
#include "core/vcs/feedaccess.h"
#include "core/vcs/vcspresenceclient.h"
#include "media/feedpipeline.h"
#include "media/feedserver.h"
#include "media/gstreamersetup.h"
#include "tests/common/testcertificate.h"
#include "tests/common/testpaths.h"
#include "tests/storage/postgresserver.h"
#include "tests/storage/teamfixture.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QProcess>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QSslConfiguration>
#include <QSslSocket>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using event::StaffMember;

// Issue 24 §7 end to end: the feed relay (the real binary) serves a team event's feeds over TLS to
// its consoles alone (the feeds over RTSP with TLS, the presence stream over HTTPS). Its own login (`team add-relay`)
// reads every console's feed secret from the team event on a real PostgreSQL server; a console plays with its login and
// the secret it reads from the event itself; a stranger plays nothing and reads no presence; when the chief arbiter's
// administrator takes a login off the staff, the relay hears of it at once and that console's feed
// ends while another's goes on; the relay's log says who opened which feed and who was revoked. A
// console's session finds its own secret in the event and opens the relay's feeds and presence with
// it, and says so when it is withdrawn.
class TestRelayTeam : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void consolesWatchWithTheirOwnSecrets();
    void strangersGetNothing();
    void aConsoleSessionWatchesWithItsOwnLogin();
    void aRemovedLoginLosesItsFeeds();

private:
    storage::PostgresOptions options(const QString &login) const;
    vcs::FeedAccess accessOf(const QString &login);
    int get(const QString &path, const QByteArray &authorization, QByteArray *body = nullptr);

    QTemporaryDir m_dir;
    PostgresServer m_pg;
    QString m_db = QStringLiteral("team_relay");
    QHash<QString, QString> m_passwords;
    media::FeedServer m_camera; // a venue camera the relay passes through
    QProcess m_relay;
    QByteArray m_relayLog;
    quint16 m_rtspPort = 0;
    quint16 m_eventsPort = 0;
    QString m_feedUrl;
    // Boris's console (its session): opened with the event's authority beside the address.
    std::unique_ptr<session::EventSession> m_borisConsole;
};

storage::PostgresOptions TestRelayTeam::options(const QString &login) const
{
    auto o = storage::PostgresOptions::fromUrl(m_pg.url(m_db, login)).value();
    o.password = m_passwords.value(login);
    return o;
}

static quint16 freeTcpPort()
{
    QTcpServer probe;
    return probe.listen(QHostAddress::LocalHost, 0) ? probe.serverPort() : 0;
}

void TestRelayTeam::initTestCase()
{
    media::setUpGStreamer();
    QVERIFY(m_dir.isValid());
    m_pg.requirePasswords();
    QString why;
    QVERIFY2(m_pg.start(&why), qPrintable(why));
    QVERIFY2(m_pg.createDatabase(m_db, &why), qPrintable(why));
    QVERIFY2(makeTeamEvent(
                 m_pg, m_db,
                 {{QStringLiteral("Anna Petrova"), StaffMember::Role::ChiefArbiter, {}, {}, QStringLiteral("anna")},
                  {QStringLiteral("Boris Ivanov"), StaffMember::Role::Arbiter, {}, {}, QStringLiteral("boris")}},
                 &m_passwords, &why),
             qPrintable(why));
    {
        storage::Database admin;
        QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
        const auto relayPassword = team::TeamServer::addRelay(admin, QStringLiteral("feedrelay"));
        QVERIFY2(relayPassword, qPrintable(relayPassword ? QString() : relayPassword.error().message));
        m_passwords.insert(QStringLiteral("feedrelay"), relayPassword.value());
    }
    QVERIFY2(makeTestCertificate(m_dir.path(), QStringLiteral("relay"), &why), qPrintable(why));

    // The camera (plain RTSP on this machine), which the relay passes on to the team.
    m_camera.mount(QStringLiteral("/venue"),
                   QStringLiteral("( videotestsrc is-live=true ! video/x-raw,width=160,height=120,framerate=10/1 ! "
                                  "vp8enc deadline=1 cpu-used=16 keyframe-max-dist=10 ! rtpvp8pay name=pay0 pt=96 )"));
    const auto camera = m_camera.start();
    QVERIFY(camera);

    m_rtspPort = freeTcpPort();
    m_eventsPort = freeTcpPort();
    const QJsonObject config{
        {QStringLiteral("rtsp"), QStringLiteral("127.0.0.1:%1").arg(m_rtspPort)},
        {QStringLiteral("events"), QStringLiteral("127.0.0.1:%1").arg(m_eventsPort)},
        {QStringLiteral("tls"),
         QJsonObject{{QStringLiteral("cert"), QStringLiteral("relay.pem")},
                     {QStringLiteral("key"), QStringLiteral("relay.key")}}},
        {QStringLiteral("team"), m_pg.url(m_db, QStringLiteral("feedrelay"))},
        {QStringLiteral("sources"),
         QJsonArray{QJsonObject{{QStringLiteral("path"), QStringLiteral("open-2026/venue/cam")},
                                {QStringLiteral("rtsp"), QString(m_camera.baseUrl() + QStringLiteral("/venue"))},
                                {QStringLiteral("video_codec"), QStringLiteral("VP8")}}}}};
    QFile file(m_dir.filePath(QStringLiteral("relay.json")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(config).toJson());
    file.close();
    // The relay's password as libpq finds it (never in its configuration or on its command line).
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSWORD"), m_passwords.value(QStringLiteral("feedrelay")));
    env.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("arbiter.*.info=true"));
    m_relay.setProcessEnvironment(env);
    m_relay.setProcessChannelMode(QProcess::MergedChannels);
    m_relay.setProgram(testing::testsBinaryPath(QStringLiteral(FEEDRELAY_FROM_BINARY)));
    m_relay.setArguments({QStringLiteral("--config"), file.fileName()});
    connect(&m_relay, &QProcess::readyRead, this, [this] { m_relayLog += m_relay.readAll(); });
    m_relay.start();
    QVERIFY2(m_relay.waitForStarted(), qPrintable(m_relay.errorString()));
    QTRY_VERIFY2_WITH_TIMEOUT(m_relayLog.contains("presence "), m_relayLog.constData(), 15'000);
    QVERIFY2(m_relayLog.contains("the team's consoles: 2 logins"), m_relayLog.constData());
    m_feedUrl = QStringLiteral("rtsps://127.0.0.1:%1/open-2026/venue/cam").arg(m_rtspPort);
}

void TestRelayTeam::cleanupTestCase()
{
    m_relay.terminate();
    m_relay.waitForFinished(5000);
    m_camera.stop();
    // The relay's log names logins and feeds, never a secret or a password.
    for (const QString &login : {QStringLiteral("anna"), QStringLiteral("boris"), QStringLiteral("feedrelay")})
        QVERIFY(!m_relayLog.contains(m_passwords.value(login).toUtf8()));
    QVERIFY(!m_relayLog.contains(accessOf(QStringLiteral("anna")).secret));
}

// The console's own secret, as the console reads it from the team event with its login.
vcs::FeedAccess TestRelayTeam::accessOf(const QString &login)
{
    storage::Database db;
    if (db.openPostgres(options(login)))
        return {};
    const auto secret = team::TeamServer::feedSecret(db);
    if (!secret || !secret.value())
        return {login, {}, m_dir.filePath(QStringLiteral("relay.pem")), QStringLiteral("127.0.0.1")};
    return {login, *secret.value(), m_dir.filePath(QStringLiteral("relay.pem")), QStringLiteral("127.0.0.1")};
}

int TestRelayTeam::get(const QString &path, const QByteArray &authorization, QByteArray *body)
{
    // Over TLS only (the consoles send their secrets), the relay's certificate checked.
    QSslSocket socket;
    QSslConfiguration tls = socket.sslConfiguration();
    tls.setCaCertificates(QSslCertificate::fromPath(m_dir.filePath(QStringLiteral("relay.pem"))));
    socket.setSslConfiguration(tls);
    socket.connectToHostEncrypted(QStringLiteral("127.0.0.1"), m_eventsPort);
    if (!socket.waitForEncrypted(5000)) {
        qWarning() << "no TLS with the relay:" << socket.errorString();
        return 0;
    }
    QByteArray request = "GET " + path.toUtf8() + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!authorization.isEmpty())
        request += "Authorization: " + authorization + "\r\n";
    socket.write(request + "\r\n");
    QByteArray answer;
    while (!answer.contains("\r\n\r\n") && socket.waitForReadyRead(3000))
        answer += socket.readAll();
    if (body)
        *body = answer;
    return answer.split(' ').value(1).toInt();
}

void TestRelayTeam::consolesWatchWithTheirOwnSecrets()
{
    const vcs::FeedAccess anna = accessOf(QStringLiteral("anna"));
    QVERIFY(anna.isSet() && anna.secret.size() >= 20);
    // A login reads its own secret, not another's.
    {
        storage::Database db;
        QVERIFY(!db.openPostgres(options(QStringLiteral("anna"))));
        const auto all = team::TeamServer::feedCredentials(db);
        QVERIFY(all);
        QCOMPARE(all->keys(), QList<QString>{QStringLiteral("anna")});
    }
    media::FeedPipeline feed;
    int frames = 0;
    connect(&feed, &media::FeedPipeline::frame, this, [&frames] { ++frames; });
    feed.setAccess(anna);
    feed.start(m_feedUrl);
    QTRY_VERIFY_WITH_TIMEOUT(frames > 3, 15'000);
    feed.stop();
    QTRY_VERIFY2_WITH_TIMEOUT(m_relayLog.contains("feed opened: anna /open-2026/venue/cam from 127.0.0.1"),
                              m_relayLog.constData(), 5000);
    // Her presence stream and the feed list, with her secret.
    const QByteArray basic = "Basic " + QByteArray("anna:" + anna.secret).toBase64();
    QCOMPARE(get(QStringLiteral("/feeds"), basic), 200);
    QByteArray answer;
    QCOMPARE(get(QStringLiteral("/vcs/events"), basic, &answer), 200);
}

void TestRelayTeam::strangersGetNothing()
{
    const vcs::FeedAccess anna = accessOf(QStringLiteral("anna"));
    // Without credentials, with her login and a guess, with her database password instead of the
    // feed secret: no picture, no presence, no feed list.
    for (const vcs::FeedAccess &a :
         {vcs::FeedAccess{},
          vcs::FeedAccess{QStringLiteral("anna"), QByteArrayLiteral("guess"), anna.caFile, anna.relayHost},
          vcs::FeedAccess{QStringLiteral("anna"), m_passwords.value(QStringLiteral("anna")).toUtf8(), anna.caFile,
                          anna.relayHost}}) {
        media::FeedPipeline feed;
        int frames = 0;
        QSignalSpy ended(&feed, &media::FeedPipeline::ended);
        connect(&feed, &media::FeedPipeline::frame, this, [&frames] { ++frames; });
        feed.setAccess(a);
        feed.start(m_feedUrl);
        QTRY_VERIFY_WITH_TIMEOUT(!ended.isEmpty(), 10'000);
        QCOMPARE(frames, 0);
    }
    // A console with a wrong secret is told so in words, not in HTTP.
    {
        QNetworkAccessManager network;
        vcs::VcsPresenceClient client(&network);
        QSignalSpy changed(&client, &vcs::VcsPresenceClient::connectionChanged);
        client.setAccess({QStringLiteral("anna"), QByteArrayLiteral("guess"), anna.caFile, anna.relayHost});
        client.setUrl(QUrl(QStringLiteral("https://127.0.0.1:%1/vcs/events").arg(m_eventsPort)));
        QTRY_VERIFY_WITH_TIMEOUT(!changed.isEmpty(), 10'000);
        QVERIFY2(changed.first().value(1).toString().contains(QLatin1String("refused this console's login")),
                 qPrintable(changed.first().value(1).toString()));
    }
    QCOMPARE(get(QStringLiteral("/vcs/events"), {}), 401);
    QCOMPARE(get(QStringLiteral("/vcs/events"), "Basic " + QByteArray("anna:guess").toBase64()), 401);
    QCOMPARE(get(QStringLiteral("/feeds"), {}), 401);
    // The relay's own login reads the secrets and nothing of the event.
    storage::Database relay;
    QVERIFY(!relay.openPostgres(options(QStringLiteral("feedrelay"))));
    QVERIFY(team::TeamServer::feedCredentials(relay)->size() == 2);
    QSqlQuery q(relay.connection());
    QVERIFY(!q.exec(QStringLiteral("SELECT * FROM rulings")));
    QVERIFY(!q.exec(QStringLiteral("SELECT * FROM team_staff")));
    QVERIFY(!q.exec(QStringLiteral("DELETE FROM team_feed_credentials")));
}

void TestRelayTeam::aConsoleSessionWatchesWithItsOwnLogin()
{
    // The chief arbiter's console names the relay in the event's VCS settings.
    auto openConsole = [this](const QString &login) {
        auto o = options(login);
        o.setParameter(QStringLiteral("sslrootcert"), m_dir.filePath(QStringLiteral("relay.pem")));
        auto s = std::make_unique<session::EventSession>();
        const auto opening = s->openEvent(storage::StoreConfig::server(o), true, QString(), false);
        return !opening.openError && !opening.error && opening.team ? std::move(s) : nullptr;
    };
    auto anna = openConsole(QStringLiteral("anna"));
    m_borisConsole = openConsole(QStringLiteral("boris"));
    QVERIFY(anna && m_borisConsole);
    session::VcsPresence *presence = m_borisConsole->presence();
    QSignalSpy rosters(presence, &session::VcsPresence::feedRosterChanged);
    QSignalSpy reached(presence, &session::VcsPresence::vcsPresenceChanged);
    vcs::VcsSettings settings;
    settings.feedTemplate = QStringLiteral("rtsps://127.0.0.1:%1/open-2026/{player}/{feed}").arg(m_rtspPort);
    settings.presenceUrl = QStringLiteral("https://127.0.0.1:%1/vcs/events").arg(m_eventsPort);
    anna->saveVcsSettings(settings);
    QTRY_COMPARE_WITH_TIMEOUT(presence->settings().feedTemplate, settings.feedTemplate, 5000);

    // Boris's console carries his own login and secret, for the relay's host only.
    const vcs::FeedAccess access = presence->roster().access();
    QCOMPARE(access.login, QStringLiteral("boris"));
    QCOMPARE(access.secret, accessOf(QStringLiteral("boris")).secret);
    QCOMPARE(access.caFile, m_dir.filePath(QStringLiteral("relay.pem")));
    QCOMPARE(access.relayHost, QStringLiteral("127.0.0.1"));
    QVERIFY(!access.isFor(QStringLiteral("rtsp://127.0.0.1:%1/open-2026/venue/cam").arg(m_rtspPort))); // not in clear
    QVERIFY(!access.isFor(QStringLiteral("rtsps://203.0.113.5:8554/own/cam"))); // a player's own address
    QVERIFY(!access.isFor(QStringLiteral("http://127.0.0.1:%1/vcs/events").arg(m_eventsPort)));
    QVERIFY(access.isFor(settings.presenceUrl));

    // The venue's camera, found from a pairing as the feed wall finds it, plays with it.
    zone::Pairing pairing;
    pairing.white = QStringLiteral("venue");
    const QString url = presence->roster().url(pairing, chess::White, vcs::FeedKinds::Camera);
    QCOMPARE(url, m_feedUrl);
    media::FeedPipeline feed;
    int frames = 0;
    connect(&feed, &media::FeedPipeline::frame, this, [&frames] { ++frames; });
    feed.setAccess(access);
    feed.start(url);
    QTRY_VERIFY_WITH_TIMEOUT(frames > 3, 15'000);
    feed.stop();
    // And the relay's presence stream, over HTTPS with his login.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(reached.cbegin(), reached.cend(),
                                         [](const QList<QVariant> &args) { return args.value(0).toBool(); }),
                             10'000);
    QTRY_VERIFY2_WITH_TIMEOUT(m_relayLog.contains("feed opened: boris /open-2026/venue/cam"), m_relayLog.constData(),
                              5000);
    // Nothing of the secret in the relay's log.
    QVERIFY(!m_relayLog.contains(access.secret));
}

void TestRelayTeam::aRemovedLoginLosesItsFeeds()
{
    QVERIFY(m_borisConsole);
    QSignalSpy consoleProblems(m_borisConsole.get(), &session::EventSession::problem);
    QSignalSpy consoleServer(m_borisConsole.get(), &session::EventSession::serverConnectionChanged);
    const vcs::FeedAccess anna = accessOf(QStringLiteral("anna"));
    const vcs::FeedAccess boris = accessOf(QStringLiteral("boris"));
    media::FeedPipeline annas, boriss;
    int annaFrames = 0, borisFrames = 0;
    connect(&annas, &media::FeedPipeline::frame, this, [&] { ++annaFrames; });
    connect(&boriss, &media::FeedPipeline::frame, this, [&] { ++borisFrames; });
    QSignalSpy borisEnded(&boriss, &media::FeedPipeline::ended);
    annas.setAccess(anna);
    boriss.setAccess(boris);
    annas.start(m_feedUrl);
    boriss.start(m_feedUrl);
    QTRY_VERIFY_WITH_TIMEOUT(annaFrames > 3 && borisFrames > 3, 15'000);
    // Boris is taken off the staff: the server tells the relay, which closes his feed.
    QElapsedTimer removed;
    removed.start();
    {
        storage::Database admin;
        QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
        QVERIFY(!team::TeamServer::removeStaff(admin, QStringLiteral("boris")));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!borisEnded.isEmpty(), 5000);
    qInfo() << "a removed login's feed ended" << removed.elapsed() << "ms after the removal";
    // His console is told, and holds no secret any more.
    QTRY_VERIFY_WITH_TIMEOUT(!m_borisConsole->presence()->roster().access().isSet(), 5000);
    QVERIFY(m_borisConsole->presence()->roster().access().revoked);
    QVERIFY(std::any_of(consoleProblems.cbegin(), consoleProblems.cend(), [](const QList<QVariant> &args) {
        const QString message = args.value(0).toString();
        return message.contains(QLatin1String("no longer gives this console access"))
            || message.contains(QLatin1String("is no longer on this event's staff"));
    }));
    // For good, in red beside the server's state: it can record nothing more on the event.
    QTRY_VERIFY_WITH_TIMEOUT(std::any_of(consoleServer.cbegin(), consoleServer.cend(),
                                         [](const QList<QVariant> &args) {
                                             return !args.value(0).toBool()
                                                 && args.value(1).toString().contains(
                                                     QLatin1String("boris is no longer on this event's staff"));
                                         }),
                             5000);
    // It opens the relay's feeds no more (a refusal is no player's absence from the VCS).
    zone::Pairing pairing;
    pairing.white = QStringLiteral("venue");
    QCOMPARE(m_borisConsole->presence()->roster().url(pairing, chess::White, vcs::FeedKinds::Camera), QString());

    const int before = annaFrames;
    QTRY_VERIFY_WITH_TIMEOUT(annaFrames > before + 5, 5000);
    QVERIFY2(m_relayLog.contains("revoked boris: 1 connection(s) closed"), m_relayLog.constData());
    // His old secret opens nothing any more.
    QCOMPARE(get(QStringLiteral("/vcs/events"), "Basic " + QByteArray("boris:" + boris.secret).toBase64()), 401);
    annas.stop();
    boriss.stop();
    m_borisConsole.reset();
}

QTEST_GUILESS_MAIN(TestRelayTeam)
#include "tst_relayteam.moc"
