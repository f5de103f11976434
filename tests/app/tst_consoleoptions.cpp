#include "tests/common/testpaths.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

// arbiter-console checks its options whole before a window opens or a round is played: a number
// that is not a finite number in range, a file it cannot read or write, is refused with a message
// and exit status 2. And the demo fits its scenario to the round it is given, its simulated world
// running in a process of its own (--serve-demo) that ends with the console, even a killed one.
class TestConsoleOptions : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString err;
    };
    static Run run(const QStringList &args)
    {
        QTemporaryDir home;
        const QProcessEnvironment env = arbiter::testing::isolatedEnvironment(home.path());
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITER_CONSOLE_FROM_BINARY)), args);
        if (!p.waitForStarted() || !p.waitForFinished(60000)) {
            p.kill();
            p.waitForFinished();
            return {};
        }
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString sample() { return arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn")); }
    static QString program() { return arbiter::testing::testsBinaryPath(QStringLiteral(ARBITER_CONSOLE_FROM_BINARY)); }
    // Whether a process runs (a zombie, ended but not yet reaped by whoever adopted it, does not).
    static bool running(qint64 pid)
    {
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        if (!stat.open(QIODevice::ReadOnly))
            return false;
        const QByteArray s = stat.readAll();
        const qsizetype shut = s.lastIndexOf(')');
        return shut > 0 && s.size() > shut + 2 && s[shut + 2] != 'Z' && s[shut + 2] != 'X';
    }
    // The processes whose parent is `parent` and whose command line has `part`.
    static QList<qint64> children(qint64 parent, const QByteArray &part)
    {
        QList<qint64> found;
        for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool isPid = false;
            const qint64 pid = entry.toLongLong(&isPid);
            if (!isPid)
                continue;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!stat.open(QIODevice::ReadOnly) || !cmdline.open(QIODevice::ReadOnly))
                continue;
            const QByteArray s = stat.readAll();
            const QList<QByteArray> after = s.mid(s.lastIndexOf(')') + 2).split(' ');
            if (after.size() > 1 && after[1].toLongLong() == parent && cmdline.readAll().contains(part))
                found.append(pid);
        }
        return found;
    }

private Q_SLOTS:
    void refused_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        const QString demo = QStringLiteral("--demo");
        QTest::newRow("speed nan") << QStringList{demo, QStringLiteral("--speed"), QStringLiteral("nan")} << "--speed";
        QTest::newRow("speed -1") << QStringList{demo, QStringLiteral("--speed"), QStringLiteral("-1")} << "--speed";
        QTest::newRow("speed 1e400") << QStringList{demo, QStringLiteral("--speed"), QStringLiteral("1e400")}
                                     << "--speed";
        QTest::newRow("quit-after nan") << QStringList{demo, QStringLiteral("--quit-after"), QStringLiteral("nan")}
                                        << "--quit-after";
        QTest::newRow("quit-after inf") << QStringList{demo, QStringLiteral("--quit-after"), QStringLiteral("inf")}
                                        << "--quit-after";
        QTest::newRow("games 0") << QStringList{demo, QStringLiteral("--games"), QStringLiteral("0")} << "--games";
        QTest::newRow("stats nan") << QStringList{demo, QStringLiteral("--stats"), QStringLiteral("nan")} << "--stats";
        QTest::newRow("focus word") << QStringList{demo, QStringLiteral("--focus"), QStringLiteral("seven")}
                                    << "--focus";
        QTest::newRow("pgn missing") << QStringList{demo, QStringLiteral("--pgn"), QStringLiteral("/nonexistent.pgn")}
                                     << "/nonexistent.pgn";
        QTest::newRow("pgn is /dev/zero")
            << QStringList{demo, QStringLiteral("--pgn"), QStringLiteral("/dev/zero")} << "not a regular file";
        QTest::newRow("screenshot folder missing")
            << QStringList{demo, QStringLiteral("--quit-after"), QStringLiteral("1"), QStringLiteral("--screenshot"),
                           QStringLiteral("/nonexistent-folder/shot.png")}
            << "does not exist";
        QTest::newRow("screenshot without quit-after")
            << QStringList{demo, QStringLiteral("--screenshot"), QStringLiteral("/tmp/shot.png")} << "--quit-after";
        // A team event's password is never on a command line; a server and a file at once is a mistake.
        QTest::newRow("server with a password")
            << QStringList{QStringLiteral("--server"), QStringLiteral("postgresql://anna:secret@db.example.org/open")}
            << "password";
        QTest::newRow("server and db") << QStringList{QStringLiteral("--server"),
                                                      QStringLiteral("postgresql://anna@db.example.org/open"),
                                                      QStringLiteral("--db"), QStringLiteral("/tmp/event.sqlite")}
                                       << "--db or --server";
        QTest::newRow("server not a URL")
            << QStringList{QStringLiteral("--server"), QStringLiteral("postgresql://db.example.org")} << "database";
        // A seminar pack that does not read says where; a seminar plays its own scenario.
        QTest::newRow("seminar pack missing")
            << QStringList{QStringLiteral("--seminar"), QStringLiteral("/nonexistent/pack.json")} << "seminar pack";
        QTest::newRow("seminar with a scenario")
            << QStringList{QStringLiteral("--seminar"),
                           arbiter::testing::testsPath(QStringLiteral("../resources/seminars/15-6-pause.json")),
                           QStringLiteral("--scenario"), QStringLiteral("none")}
            << "--scenario";
    }
    void refused()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        QElapsedTimer timer;
        timer.start();
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
        QVERIFY(timer.elapsed() < 30000);
    }

    // round3.pgn has 4 boards and the demo scenario names boards up to 7: the demo plays what fits
    // and says what it left out (it used to refuse to start: "no board 7 in the round").
    void demoFitsTheRound()
    {
        const Run r = run({QStringLiteral("--demo"), QStringLiteral("--pgn"), sample(), QStringLiteral("--speed"),
                           QStringLiteral("20"), QStringLiteral("--quit-after"), QStringLiteral("3")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QStringLiteral("no board 7")) && r.err.contains(QStringLiteral("left out")),
                 qPrintable(r.err));
    }

    // The demo's simulator process: one start line, the round served over HTTP and the feeds over
    // RTSP, played on "play", ended (exit status 0) when its standard input closes.
    void demoServerServesAndEndsWithItsInput()
    {
        QTemporaryDir home;
        QProcess p;
        p.setProcessEnvironment(arbiter::testing::isolatedEnvironment(home.path()));
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(program(),
                {QStringLiteral("--serve-demo"), QStringLiteral("--pgn"), sample(), QStringLiteral("--speed"),
                 QStringLiteral("20")});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(p.canReadLine(), 30000);
        const QJsonObject reply = QJsonDocument::fromJson(p.readLine()).object();
        QVERIFY2(!reply.contains(QStringLiteral("error")), qPrintable(reply.value(QStringLiteral("error")).toString()));
        QCOMPARE(reply.value(QStringLiteral("games")).toInt(), 4);
        QVERIFY(reply.value(QStringLiteral("feedTemplate")).toString().startsWith(QStringLiteral("rtsp://127.0.0.1:")));
        QVERIFY(!reply.value(QStringLiteral("token")).toString().isEmpty());
        // round3.pgn has 4 boards, the built-in scenario more: what it left out is said.
        QVERIFY(!reply.value(QStringLiteral("notes")).toArray().isEmpty());
        const QUrl url(reply.value(QStringLiteral("url")).toString());
        QTcpSocket http;
        http.connectToHost(url.host(), quint16(url.port()));
        QVERIFY(http.waitForConnected(5000));
        http.write("GET /api/broadcast/round/simround HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
        QVERIFY(http.waitForReadyRead(10000));
        QVERIFY2(http.readLine().startsWith("HTTP/1.1 "), "the simulator answers HTTP");
        p.write("play\n");
        QTest::qWait(500);
        QCOMPARE(p.state(), QProcess::Running);
        p.closeWriteChannel();
        QVERIFY(p.waitForFinished(15000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
    }

    void demoServerRefusesWithItsReason()
    {
        QTemporaryDir home;
        QProcess p;
        p.setProcessEnvironment(arbiter::testing::isolatedEnvironment(home.path()));
        p.start(program(),
                {QStringLiteral("--serve-demo"), QStringLiteral("--scenario"), QStringLiteral("/nonexistent.json")});
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 2);
        const QJsonObject reply = QJsonDocument::fromJson(p.readAllStandardOutput()).object();
        QVERIFY2(reply.value(QStringLiteral("error")).toString().contains(QStringLiteral("/nonexistent.json")),
                 QJsonDocument(reply).toJson().constData());
    }

    // A demo console killed outright (no chance to close anything) leaves no simulator behind.
    void demoSimulatorEndsWithAKilledConsole()
    {
        QTemporaryDir home;
        QProcess console;
        console.setProcessEnvironment(arbiter::testing::isolatedEnvironment(home.path()));
        console.start(program(),
                      {QStringLiteral("--demo"), QStringLiteral("--pgn"), sample(), QStringLiteral("--db"),
                       home.filePath(QStringLiteral("demo.sqlite")), QStringLiteral("--quit-after"),
                       QStringLiteral("120")});
        QVERIFY(console.waitForStarted());
        QList<qint64> simulators;
        QTRY_VERIFY_WITH_TIMEOUT(!(simulators = children(console.processId(), "--serve-demo")).isEmpty(), 30000);
        QCOMPARE(simulators.size(), 1);
        ::kill(pid_t(console.processId()), SIGKILL);
        QVERIFY(console.waitForFinished(10000));
        QTRY_VERIFY_WITH_TIMEOUT(!running(simulators.first()), 15000);
    }
};

QTEST_GUILESS_MAIN(TestConsoleOptions)
#include "tst_consoleoptions.moc"
