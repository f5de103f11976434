#include "tests/common/importfixtures.h"
#include "tests/common/testpaths.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

// arbiterctl as scripts and other tools use it: a real process, its output and its exit status.
class TestArbiterCtl : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
        QStringList lines() const { return out.split(u'\n', Qt::SkipEmptyParts); }
    };

    static Run run(const QStringList &args, const QByteArray &input = {},
                   const QString &lang = QStringLiteral("C.UTF-8"))
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), lang);
        env.insert(QStringLiteral("LANG"), lang);
        p.setProcessEnvironment(env);
        p.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)), args);
        if (!p.waitForStarted())
            return {};
        if (!input.isEmpty())
            p.write(input);
        p.closeWriteChannel();
        p.waitForFinished(60000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

    static QString sample() { return arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn")); }

    static QList<QJsonObject> jsonGames(const Run &r)
    {
        QList<QJsonObject> games;
        for (const QString &line : r.lines()) {
            QJsonParseError e;
            const auto doc = QJsonDocument::fromJson(line.toUtf8(), &e);
            if (e.error != QJsonParseError::NoError || !doc.isObject())
                return {};
            games.append(doc.object());
        }
        return games;
    }

private Q_SLOTS:
    void perftLastLineIsTheCount_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("count");
        QTest::newRow("startpos 3") << QStringList{QStringLiteral("startpos"), QStringLiteral("3")}
                                    << QStringLiteral("8902");
        QTest::newRow("kiwipete quoted") << QStringList{
            QStringLiteral("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            QStringLiteral("2")} << QStringLiteral("2039");
        QTest::newRow("fen as six words") << QStringList{QStringLiteral("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8"),
                                                         QStringLiteral("w"),
                                                         QStringLiteral("-"),
                                                         QStringLiteral("-"),
                                                         QStringLiteral("0"),
                                                         QStringLiteral("1"),
                                                         QStringLiteral("3")}
                                          << QStringLiteral("2812");
    }
    void perftLastLineIsTheCount()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, count);
        const Run r = run(QStringList{QStringLiteral("perft")} + args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines().last(), count);
    }

    void perftDivideSumsUp()
    {
        const Run r = run(
            {QStringLiteral("perft"), QStringLiteral("startpos"), QStringLiteral("2"), QStringLiteral("--divide")});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines().size(), 21);
        QVERIFY(r.lines().contains(QStringLiteral("e2e4: 20")));
        QCOMPARE(r.lines().last(), QStringLiteral("400"));
    }

    void badFenIsExplained()
    {
        const Run r
            = run({QStringLiteral("perft"), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"),
                   QStringLiteral("1")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("'X'")), qPrintable(r.err));
    }

    void adjudicate_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("verdict");
        QTest::newRow("start ongoing") << QStringList{QStringLiteral(
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")}
                                       << QStringLiteral("ongoing");
        QTest::newRow("fool's mate") << QStringList{QStringLiteral(
            "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")}
                                     << QStringLiteral("checkmate");
        QTest::newRow("stalemate") << QStringList{QStringLiteral("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")}
                                   << QStringLiteral("stalemate");
        QTest::newRow("K v K") << QStringList{QStringLiteral("8/8/4k3/8/8/3K4/8/8 w - - 0 1")}
                               << QStringLiteral("dead_position");
        QTest::newRow("bare king cannot mate") << QStringList{QStringLiteral("8/8/4k3/8/2R5/4K3/4P3/8 w - - 0 1"),
                                                              QStringLiteral("--flag"), QStringLiteral("white")}
                                               << QStringLiteral("1/2-1/2");
        QTest::newRow("rook mates") << QStringList{QStringLiteral("8/8/4k3/8/2R5/4K3/4P3/8 w - - 0 1"),
                                                   QStringLiteral("--flag"), QStringLiteral("black")}
                                    << QStringLiteral("1-0");
        QTest::newRow("opposite bishops: helpmate exists")
            << QStringList{QStringLiteral("8/8/3kb3/8/8/3KB3/8/8 w - - 0 1"), QStringLiteral("--flag"),
                           QStringLiteral("white")}
            << QStringLiteral("0-1");
    }
    void adjudicate()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, verdict);
        const Run r = run(QStringList{QStringLiteral("adjudicate")} + args);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.lines().last(), verdict);
    }

    void pgnJsonHasTheDocumentedFields()
    {
        const Run r = run({QStringLiteral("pgn"), QStringLiteral("--json"), sample()});
        QCOMPARE(r.exitCode, 0);
        const auto games = jsonGames(r);
        QCOMPARE(games.size(), 4);
        for (const QJsonObject &g : games)
            for (const char *key : {"game", "tags", "plies", "san", "clocks_ms", "result", "final_fen", "auto_draw",
                                    "checkmate", "error"})
                QVERIFY2(g.contains(QLatin1String(key)), key);

        const QJsonObject mate = games[0];
        QCOMPARE(mate[QLatin1String("game")].toInt(), 1);
        QCOMPARE(mate[QLatin1String("plies")].toInt(), 33);
        QCOMPARE(mate[QLatin1String("san")].toArray().last().toString(), QStringLiteral("Rd8#"));
        QCOMPARE(mate[QLatin1String("clocks_ms")].toArray().last().toInteger(), 13 * 60'000 + 3'000);
        QCOMPARE(mate[QLatin1String("checkmate")].toBool(), true);
        QVERIFY(mate[QLatin1String("auto_draw")].isNull());
        QVERIFY(mate[QLatin1String("error")].isNull());
        QCOMPARE(mate[QLatin1String("tags")].toObject()[QLatin1String("White")].toString(),
                 QStringLiteral("Petrov, Ivan"));

        const QJsonObject repetition = games[1];
        QCOMPARE(repetition[QLatin1String("auto_draw")].toObject()[QLatin1String("rule")].toString(),
                 QStringLiteral("threefold"));
        QCOMPARE(repetition[QLatin1String("auto_draw")].toObject()[QLatin1String("ply")].toInt(), 9);
        QCOMPARE(repetition[QLatin1String("final_fen")].toString(),
                 QStringLiteral("3Q2k1/5pp1/7p/8/8/1r6/5PPP/6K1 b - - 9 44"));
    }

    void pgnBoundaryFixtures_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *name :
             {"board-first", "broadcast-pairings", "clock-comments", "dgt-livechess", "pairings-packed"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }
    // `arbiterctl pgn` lists the games of the boundary fixtures as their .json says (the same
    // expectations the reader, the splitter and the live-PGN source are held to), with their boards.
    void pgnBoundaryFixtures()
    {
        QFETCH(QString, name);
        const QString base = arbiter::testing::testsPath(QStringLiteral("data/pgn/boundaries/")) + name;
        QFile expectedFile(base + QStringLiteral(".json"));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const QJsonArray expected
            = QJsonDocument::fromJson(expectedFile.readAll()).object().value(QLatin1String("games")).toArray();
        const Run r = run({QStringLiteral("pgn"), QStringLiteral("--json"), base + QStringLiteral(".pgn")});
        QCOMPARE(r.exitCode, 0);
        const QList<QJsonObject> games = jsonGames(r);
        QCOMPARE(games.size(), expected.size());
        for (int i = 0; i < games.size(); ++i) {
            const QJsonObject want = expected.at(i).toObject();
            const QJsonObject tags = games[i].value(QLatin1String("tags")).toObject();
            const QJsonObject wantTags = want.value(QLatin1String("tags")).toObject();
            for (auto it = wantTags.begin(); it != wantTags.end(); ++it)
                QCOMPARE(tags.value(it.key()).toString(), it.value().toString());
            QCOMPARE(tags.size(), want.value(QLatin1String("tagCount")).toInt());
            QCOMPARE(games[i].value(QLatin1String("plies")).toInt(), want.value(QLatin1String("plies")).toInt());
            QCOMPARE(games[i].value(QLatin1String("result")).toString(),
                     want.value(QLatin1String("result")).toString());
            if (want.contains(QLatin1String("clocks_ms")))
                QCOMPARE(games[i].value(QLatin1String("clocks_ms")).toArray(),
                         want.value(QLatin1String("clocks_ms")).toArray());
            const QString board = wantTags.value(QLatin1String("Board")).toString();
            if (!board.isEmpty())
                QCOMPARE(games[i].value(QLatin1String("board")).toInt(), board.toInt());
        }
    }

    void importFixtures_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("file");
        for (const QString &kind : {QStringLiteral("trf"), QStringLiteral("csv")})
            for (const QString &file : arbiter::testing::importFixtures(kind))
                QTest::newRow(qPrintable(kind + u'/' + file)) << kind << file;
    }
    // `arbiterctl import --json` prints for every import fixture what its .json expects (the same
    // expectations TrfImport and CsvImport are held to: one code path, the event dialog's).
    void importFixtures()
    {
        QFETCH(QString, kind);
        QFETCH(QString, file);
        const QString dir = arbiter::testing::importFixtureDir(kind) + u'/';
        const QJsonObject expected = arbiter::testing::importExpectation(kind, file);
        const QJsonObject options = expected.value(QLatin1String("options")).toObject();
        QStringList args{QStringLiteral("import"), QStringLiteral("--json")};
        if (options.contains(QLatin1String("players")))
            args << QStringLiteral("--players") << dir + options.value(QLatin1String("players")).toString();
        if (options.contains(QLatin1String("round")))
            args << QStringLiteral("--round") << QString::number(options.value(QLatin1String("round")).toInt());
        const Run r = run(args << dir + file);
        QCOMPARE(r.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QString difference = arbiter::testing::compareImportJson(doc.object(), expected);
        QVERIFY2(difference.isEmpty(), qPrintable(difference));
    }

    void importTextAndFailures()
    {
        const QString trf = arbiter::testing::testsPath(QStringLiteral("data/trf/swiss-manager.trf"));
        const Run text = run({QStringLiteral("import"), trf});
        QCOMPARE(text.exitCode, 0);
        QVERIFY(text.out.contains(QStringLiteral("Кубок Казани 2024")));
        QVERIFY(text.out.contains(QLatin1String("2024-11-23")));
        QVERIFY(text.out.contains(QLatin1String("Round 4:")));
        QVERIFY(text.out.contains(QLatin1String("(colours not given)")));
        QVERIFY(text.out.contains(QLatin1String("Line 28:")));
        const Run russian = run({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("import"), trf});
        QCOMPARE(russian.exitCode, 0);
        QVERIFY2(russian.out.contains(QStringLiteral("Тур 4")), qPrintable(russian.out.left(400)));

        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("/nonexistent/file.trf")}).exitCode, 1);
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.csv"));
        QFile f(empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.close();
        const Run refused = run({QStringLiteral("import"), empty});
        QCOMPARE(refused.exitCode, 1);
        QVERIFY(!refused.err.isEmpty());
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--as"), QStringLiteral("xls"), trf}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--as"), QStringLiteral("trf"),
                      arbiter::testing::testsPath(QStringLiteral("data/csv/players-en-split.csv"))})
                     .exitCode,
                 1);
    }

    // The standings of a pairing program's file, and of an event made from it headless (issue 25 §2, §4).
    void standingsOfAFileAndOfAnEvent()
    {
        const QString trf = arbiter::testing::testsPath(QStringLiteral("data/trf/tiebreak-example1.trf"));
        Run r = run({QStringLiteral("standings"), trf, QStringLiteral("--tie-breaks"), QStringLiteral("DE,BH,SB")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.startsWith(QLatin1String("Standings after round 3 (tie-breaks: DE, BH, SB)")),
                 qPrintable(r.out));
        // The file starts in 2024: the dummy is not capped, and P5's byes put him above P1.
        QVERIFY2(r.lines().value(2).contains(QLatin1String("P5, E")), qPrintable(r.out));
        QVERIFY(r.lines().value(2).contains(QLatin1String("6.25")));
        r = run({QStringLiteral("standings"), trf, QStringLiteral("--tie-breaks"), QStringLiteral("DE,BH"),
                 QStringLiteral("--rules"), QStringLiteral("fide2026"), QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[QLatin1String("rules")].toString(), QStringLiteral("fide2026"));
        const QJsonArray table = o[QLatin1String("standings")].toArray();
        QCOMPARE(table.size(), 5);
        QCOMPARE(table[0].toObject()[QLatin1String("no")].toInt(), 1);
        QCOMPARE(table[0].toObject()[QLatin1String("tie_breaks")].toArray()[1].toDouble(), 6.0);
        QCOMPARE(
            table[1].toObject()[QLatin1String("rounds")].toArray()[0].toObject()[QLatin1String("result")].toString(),
            QStringLiteral("U"));
        QCOMPARE(run({QStringLiteral("standings"), trf, QStringLiteral("--tie-breaks"), QStringLiteral("XX")}).exitCode,
                 2);
        QCOMPARE(run({QStringLiteral("standings"), trf, QStringLiteral("--rules"), QStringLiteral("2025")}).exitCode,
                 2);

        QTemporaryDir dir;
        const QString db = dir.filePath(QStringLiteral("event.db"));
        r = run({QStringLiteral("import"), trf, QStringLiteral("--into"), db});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("5 players.")), qPrintable(r.out));
        r = run({QStringLiteral("standings"), db, QStringLiteral("--tie-breaks"), QStringLiteral("DE,BH"),
                 QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject fromDb = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(fromDb[QLatin1String("rules")].toString(), QStringLiteral("fide2024")); // the file's start date
        QCOMPARE(fromDb[QLatin1String("standings")].toArray()[0].toObject()[QLatin1String("no")].toInt(), 5);
        // The same file again adds to the event rather than making a second one.
        QCOMPARE(run({QStringLiteral("import"), trf, QStringLiteral("--into"), db}).exitCode, 0);
        QVERIFY(run({QStringLiteral("standings"), db}).out.contains(QLatin1String("P1, A")));
        r = run({QStringLiteral("import"), trf, QStringLiteral("--into"), db, QStringLiteral("--new-event")});
        QVERIFY2(r.out.startsWith(QLatin1String("Event 2 ")), qPrintable(r.out));
    }

    // The rating officer's file from an event made headless: a game under one move stays "W"/"L" through
    // the database, the export reads back through import, and bad options are usage errors.
    void exportTrfFromAnEvent()
    {
        QTemporaryDir dir;
        const QString trf = dir.filePath(QStringLiteral("short.trf"));
        QFile f(trf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            "012 Short games\n042 2026/12/01\n"
            "001    1      One, A                            2000 FID        1001             1.0    1     2 w W\n"
            "001    2      Two, B                            1900 FID        1002             0.0    2     1 b L\n");
        f.close();
        const QString db = dir.filePath(QStringLiteral("event.db"));
        QCOMPARE(run({QStringLiteral("import"), trf, QStringLiteral("--into"), db}).exitCode, 0);
        const QString out = dir.filePath(QStringLiteral("out.trf"));
        Run r = run({QStringLiteral("export"), db, QStringLiteral("--format"), QStringLiteral("trf26"),
                     QStringLiteral("-o"), out});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.err.contains(QLatin1String("022")), qPrintable(r.err)); // no place set: said, not refused
        r = run({QStringLiteral("import"), out, QStringLiteral("--json")});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(o[QLatin1String("warnings")].toArray().size(), 0);
        const QJsonObject game = o[QLatin1String("pairings")].toArray()[0].toObject();
        QCOMPARE(game[QLatin1String("result")].toString(), QStringLiteral("1-0"));
        QCOMPARE(game[QLatin1String("short_game")].toBool(), true);
        QCOMPARE(run({QStringLiteral("export"), db}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("export"), db, QStringLiteral("--format"), QStringLiteral("trf16"),
                      QStringLiteral("--adjustments")})
                     .exitCode,
                 2);
        r = run({QStringLiteral("export"), trf, QStringLiteral("--format"), QStringLiteral("trf16")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("   2 w W")), qPrintable(r.out));
    }

    void pgnErrorsNameTheMoveAndRecover()
    {
        const QByteArray pgn = "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n"
                               "[Event \"b\"]\n\n1. e4 e5 2. Ke3 Nc6 0-1\n\n"
                               "[Event \"c\"]\n\n1. d4 d5 *\n";
        const Run r = run({QStringLiteral("pgn"), QStringLiteral("--json"), QStringLiteral("-")}, pgn);
        QCOMPARE(r.exitCode, 1);
        const auto games = jsonGames(r);
        QCOMPARE(games.size(), 3);
        QVERIFY(games[0][QLatin1String("error")].isNull());
        const QJsonObject e = games[1][QLatin1String("error")].toObject();
        QCOMPARE(e[QLatin1String("ply")].toInt(), 3);
        QCOMPARE(e[QLatin1String("move")].toString(), QStringLiteral("Ke3"));
        QVERIFY(!e[QLatin1String("message")].toString().isEmpty());
        QCOMPARE(games[1][QLatin1String("plies")].toInt(), 2);
        QVERIFY(games[2][QLatin1String("error")].isNull());
        QCOMPARE(games[2][QLatin1String("plies")].toInt(), 2);
    }

    void pgnVerdictsOnTheSampleRound()
    {
        const Run r = run({QStringLiteral("pgn"), sample()});
        QCOMPARE(r.exitCode, 0);
        // The fourth game: White's flag fell but Black has a bare king (Art. 4.5) -> draw, not 0-1.
        QVERIFY2(r.out.contains(QStringLiteral("1/2-1/2")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("4.5")), qPrintable(r.out));
    }

    void russianOnRequest()
    {
        const Run byOption = run({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("--help")});
        QVERIFY2(byOption.out.contains(QStringLiteral("Команды")), qPrintable(byOption.out));
        const Run byLocale = run({QStringLiteral("pgn"), QStringLiteral("--help")}, {}, QStringLiteral("ru_RU.UTF-8"));
        QVERIFY2(byLocale.out.contains(QRegularExpression(QStringLiteral("[а-я]{4}"))), qPrintable(byLocale.out));
        const Run english = run({QStringLiteral("--help")});
        QVERIFY2(english.out.contains(QStringLiteral("Commands")), qPrintable(english.out));
    }

    void tailLivePgnFileUntilFinished()
    {
        const Run r = run({QStringLiteral("tail"), QStringLiteral("--json"), QStringLiteral("--until-finished"),
                           QStringLiteral("--pgn-file"), sample()});
        QCOMPARE(r.exitCode, 0);
        int listed = 0;
        int moves = 0;
        int ended = 0;
        for (const QJsonObject &o : jsonGames(r)) {
            const QString type = o.value(QLatin1String("type")).toString();
            listed += type == QLatin1String("listed");
            ended += type == QLatin1String("ended");
            if (type == QLatin1String("move")) {
                ++moves;
                QVERIFY(o.contains(QLatin1String("san")) && o.contains(QLatin1String("uci")));
                QVERIFY(o.value(QLatin1String("ply")).toInt() >= 1);
            }
        }
        QCOMPARE(listed, 4);
        QCOMPARE(ended, 4);
        QVERIFY(moves > 50);
    }

    // Without --pgn stockfish plays the round while it is served: the listening line comes at once,
    // and --write-pgn writes the round once the engines have played it, the simulator serving on.
    void simWithEnginesServesAtOnceAndWritesTheRound()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("generated.pgn"));
        QProcess sim;
        sim.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
                  {QStringLiteral("sim"), QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--speed"),
                   QStringLiteral("1000"), QStringLiteral("--seed"), QStringLiteral("4"), QStringLiteral("--write-pgn"),
                   pgn});
        QVERIFY(sim.waitForStarted());
        QElapsedTimer timer;
        timer.start();
        QTRY_VERIFY_WITH_TIMEOUT(sim.canReadLine(), 5000);
        QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
        const QString first = QString::fromUtf8(sim.readLine()).trimmed();
        QVERIFY2(first.startsWith(QStringLiteral("listening on http://127.0.0.1:")), qPrintable(first));
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pgn).size() > 0, 30000);
        QCOMPARE(sim.state(), QProcess::Running);
        sim.terminate();
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 0);
        const Run back = run({QStringLiteral("pgn"), QStringLiteral("--json"), pgn});
        QCOMPARE(jsonGames(back).size(), 2);
    }

    void simEngineFailureExitsWithOne()
    {
        const Run r = run({QStringLiteral("sim"), QStringLiteral("--games"), QStringLiteral("2"),
                           QStringLiteral("--engine"), QStringLiteral("/nonexistent/stockfish")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.lines().value(0).startsWith(QStringLiteral("listening on ")), qPrintable(r.out));
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/stockfish")), qPrintable(r.err));
    }

    void simPrintsListeningLineAndTailFollowsIt()
    {
        QProcess sim;
        sim.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
                  {QStringLiteral("sim"), QStringLiteral("--pgn"), sample(), QStringLiteral("--speed"),
                   QStringLiteral("500"), QStringLiteral("--token"), QStringLiteral("secret-token")});
        QVERIFY(sim.waitForStarted());
        QVERIFY(sim.waitForReadyRead(10000));
        QTRY_VERIFY_WITH_TIMEOUT(sim.canReadLine(), 5000);
        const QString first = QString::fromUtf8(sim.readLine()).trimmed();
        const QRegularExpressionMatch m
            = QRegularExpression(QStringLiteral("^listening on (http://127\\.0\\.0\\.1:\\d+)$")).match(first);
        QVERIFY2(m.hasMatch(), qPrintable(first));
        const QString url = m.captured(1);
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("round.pgn"));
        const Run r = run({QStringLiteral("tail"), QStringLiteral("--sim"), url, QStringLiteral("--token"),
                           QStringLiteral("secret-token"), QStringLiteral("--json"), QStringLiteral("--until-finished"),
                           QStringLiteral("--pgn"), pgn});
        sim.terminate();
        QVERIFY(sim.waitForFinished(10000));
        QCOMPARE(sim.exitCode(), 0);
        QCOMPARE(r.exitCode, 0);
        int ended = 0;
        for (const QJsonObject &o : jsonGames(r))
            ended += o.value(QLatin1String("type")).toString() == QLatin1String("ended");
        QCOMPARE(ended, 4);
        QVERIFY(!r.err.contains(QStringLiteral("secret-token")));
        // The archived round reads back with the same four games.
        const Run back = run({QStringLiteral("pgn"), QStringLiteral("--json"), pgn});
        QCOMPARE(jsonGames(back).size(), 4);
    }

    void simRefusesABrokenScenario()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"({"events": [{"action": "flag", "game": 1}, {"action": "resign", "game": 2, "at": "soon"}]})");
        f.close();
        const Run r = run({QStringLiteral("sim"), QStringLiteral("--scenario"), path});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("Scenario event 2")), qPrintable(r.err));
    }

    void simPlaysTheExampleScenario()
    {
        // The seminar example: every incident takes effect and is reported.
        QProcess sim;
        sim.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
                  {QStringLiteral("sim"), QStringLiteral("--scenario"),
                   arbiter::testing::testsPath(QStringLiteral("../resources/scenarios/round3-incidents.json")),
                   QStringLiteral("--speed"), QStringLiteral("300")});
        QVERIFY(sim.waitForStarted());
        QByteArray err;
        QTRY_VERIFY2_WITH_TIMEOUT((err += sim.readAllStandardError()).count("Scenario event") >= 9, err.constData(),
                                  15000);
        sim.terminate();
        QVERIFY(sim.waitForFinished(10000));
        QVERIFY2(!err.contains("could not take effect"), err.constData());
    }

    void tailNeedsOneSource()
    {
        QCOMPARE(run({QStringLiteral("tail")}).exitCode, 2);
        QCOMPARE(run({QStringLiteral("tail"), QStringLiteral("--pgn-url"), QStringLiteral("http://x/a.pgn"),
                      QStringLiteral("--pgn-file"), sample()})
                     .exitCode,
                 2);
    }

    // A player name with escape sequences (retitle the terminal, clear the screen) is printed
    // escaped in text output, in one visible form; JSON output keeps the name exactly.
    void controlCharactersNeverReachTheTerminal()
    {
        const QString hostile = QStringLiteral("\x1b]0;pwned\x07\x1b[2J");
        const QString shown = QStringLiteral("\\x1b]0;pwned\\x07\\x1b[2J");
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("hostile.pgn"));
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("[White \"%1\"]\n[Black \"B\x1b[31m\"]\n[Result \"1-0\"]\n\n1. e4 e5 1-0\n\n")
                    .arg(hostile)
                    .toUtf8());
        f.close();
        const Run text = run({QStringLiteral("pgn"), pgn});
        QCOMPARE(text.exitCode, 0);
        QVERIFY2(text.out.contains(shown), qPrintable(text.out));
        QVERIFY2(text.out.contains(QStringLiteral("B\\x1b[31m")), qPrintable(text.out));
        for (const QString &output : {text.out, text.err})
            for (const QChar c : output)
                QVERIFY2(c == u'\n' || c.unicode() >= 0x20, qPrintable(QString::number(c.unicode())));
        const Run json = run({QStringLiteral("pgn"), QStringLiteral("--json"), pgn});
        const auto games = jsonGames(json);
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].value(QLatin1String("tags")).toObject().value(QLatin1String("White")).toString(), hostile);

        // The same in import's text output (a CSV list of players).
        const QString csv = dir.filePath(QStringLiteral("players.csv"));
        QFile c(csv);
        QVERIFY(c.open(QIODevice::WriteOnly));
        c.write(QStringLiteral("Name;Rating\n\"%1\";2500\nCarlsen, Magnus;2830\n").arg(hostile).toUtf8());
        c.close();
        const Run imported = run({QStringLiteral("import"), csv});
        QCOMPARE(imported.exitCode, 0);
        QVERIFY2(imported.out.contains(shown), qPrintable(imported.out));
        QVERIFY(!imported.out.contains(QChar(0x1b)) && !imported.out.contains(QChar(0x07)));
    }

    // Text that is not a game is reported with its line on standard error (JSON stays one game a
    // line); a cut-off file says the game is truncated, not that its result disagrees (Art. 15.3).
    void notGamesAndTruncationAreReported()
    {
        QTemporaryDir dir;
        const QString pgn = dir.filePath(QStringLiteral("cut.pgn"));
        QFile f(pgn);
        QVERIFY(f.open(QIODevice::WriteOnly));
        // 5 plies of a threefold before the cut: read whole, the "*" would disagree with the draw.
        f.write("garbage here\n\n[White \"a\"]\n[Black \"b\"]\n[Result \"1/2-1/2\"]\n\n"
                "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3");
        f.close();
        const Run r = run({QStringLiteral("pgn"), pgn});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("Line 1: text that is not a game was skipped")), qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("TRUNCATED")), qPrintable(r.out));
        QVERIFY2(!r.out.contains(QStringLiteral("DISAGREES")) && !r.out.contains(QStringLiteral("Art. 15.3")),
                 qPrintable(r.out));
        const Run json = run({QStringLiteral("pgn"), QStringLiteral("--json"), pgn});
        const auto games = jsonGames(json);
        QCOMPARE(games.size(), 1);
        QCOMPARE(games[0].value(QLatin1String("truncated")).toBool(), true);
        QCOMPARE(games[0].value(QLatin1String("disagrees")).toBool(), false);
        QVERIFY(games[0].value(QLatin1String("findings")).toArray().isEmpty());
        QVERIFY(json.err.contains(QStringLiteral("Line 1:")));
    }

    // Numbers are checked whole and paths before anything runs: exit status 2 with a message.
    void optionsAreValidatedWhole_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("messagePart");
        const QString sim = QStringLiteral("sim");
        const QString speed = QStringLiteral("--speed");
        QTest::newRow("speed nan") << QStringList{sim, speed, QStringLiteral("nan")} << "--speed";
        QTest::newRow("speed inf") << QStringList{sim, speed, QStringLiteral("inf")} << "--speed";
        QTest::newRow("speed -1") << QStringList{sim, speed, QStringLiteral("-1")} << "--speed";
        QTest::newRow("speed 1e400") << QStringList{sim, speed, QStringLiteral("1e400")} << "--speed";
        QTest::newRow("speed word") << QStringList{sim, speed, QStringLiteral("fast")} << "--speed";
        QTest::newRow("games 1.5") << QStringList{sim, QStringLiteral("--games"), QStringLiteral("1.5")} << "--games";
        QTest::newRow("port nan") << QStringList{sim, QStringLiteral("--port"), QStringLiteral("nan")} << "--port";
        QTest::newRow("write-pgn in a missing folder")
            << QStringList{sim, QStringLiteral("--write-pgn"), QStringLiteral("/nonexistent-folder/round.pgn")}
            << "does not exist";
        QTest::newRow("pgn missing") << QStringList{sim, QStringLiteral("--pgn"), QStringLiteral("/nonexistent.pgn")}
                                     << "/nonexistent.pgn";
        QTest::newRow("tail interval nan") << QStringList{QStringLiteral("tail"), QStringLiteral("--interval"),
                                                          QStringLiteral("nan"), QStringLiteral("/tmp/x.pgn")}
                                           << "--interval";
        QTest::newRow("tail pgn in a missing folder")
            << QStringList{QStringLiteral("tail"), QStringLiteral("--pgn"), QStringLiteral("/nonexistent-folder/x.pgn"),
                           QStringLiteral("--sim"), QStringLiteral("http://127.0.0.1:1")}
            << "does not exist";
        QTest::newRow("adjudicate nodes nan")
            << QStringList{QStringLiteral("adjudicate"), QStringLiteral("--nodes"), QStringLiteral("nan"),
                           QStringLiteral("8/8/8/8/8/8/8/K1k5 w - - 0 1")}
            << "--nodes";
    }
    void optionsAreValidatedWhole()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, messagePart);
        QElapsedTimer timer;
        timer.start();
        const Run r = run(args);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
        QVERIFY2(timer.elapsed() < 10000, "refused before any round is played");
    }

    // A watched file that never ends (/dev/zero) or never opens (a FIFO without a writer) is refused
    // at once instead of taking all memory or blocking Ctrl+C; a file that does not exist yet is
    // waited for, and SIGTERM still ends the wait.
    void tailWatchedFileIsBounded()
    {
        QElapsedTimer timer;
        timer.start();
        const Run zero = run({QStringLiteral("tail"), QStringLiteral("--pgn-file"), QStringLiteral("/dev/zero")});
        QCOMPARE(zero.exitCode, 2);
        QVERIFY2(zero.err.contains(QStringLiteral("not a regular file")), qPrintable(zero.err));
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("live.pgn"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        const Run pipe = run({QStringLiteral("tail"), fifo});
        QCOMPARE(pipe.exitCode, 2);
        QVERIFY2(pipe.err.contains(QStringLiteral("not a regular file")), qPrintable(pipe.err));
        QVERIFY(timer.elapsed() < 20000);

        QProcess tail;
        tail.start(arbiter::testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)),
                   {QStringLiteral("tail"), dir.filePath(QStringLiteral("not-yet.pgn"))});
        QVERIFY(tail.waitForStarted());
        QByteArray err;
        QTRY_VERIFY_WITH_TIMEOUT((err += tail.readAllStandardError()).contains("Following"), 10000);
        tail.terminate();
        QVERIFY(tail.waitForFinished(5000));
        QCOMPARE(tail.exitStatus(), QProcess::NormalExit);
        QCOMPARE(tail.exitCode(), 0);
    }

    void unknownCommandIsAUsageError()
    {
        const Run r = run({QStringLiteral("frobnicate")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(r.err.contains(QStringLiteral("frobnicate")));
    }
};

QTEST_GUILESS_MAIN(TestArbiterCtl)
#include "tst_arbiterctl.moc"
