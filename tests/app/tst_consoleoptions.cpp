#include "../common/testpaths.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

// arbiter-console checks its options whole before a window opens or a round is played: a number
// that is not a finite number in range, a file it cannot read or write, is refused with a message
// and exit status 2. And the demo fits its scenario to the round it is given.
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

private slots:
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
};

QTEST_GUILESS_MAIN(TestConsoleOptions)
#include "tst_consoleoptions.moc"
