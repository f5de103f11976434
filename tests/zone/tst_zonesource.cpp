#include "core/models/gametablemodel.h"
#include "core/session/gamefeed.h"
#include "core/zone/zonesource.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using zone::ZoneSource;

// What the arbiter types into the connection dialog: checked with a clear message before anything
// connects, stored without the token, and followed by the zone session whatever the source.
class TestZoneSource : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void check_data();
    void check();
    void gameIdsFromWhatIsPasted();
    void storedWithoutTheToken();
    void sessionFollowsAPgnFile();
    void sessionRefusesABadSource();
    void titlesComeThrough();
};

void TestZoneSource::check_data()
{
    QTest::addColumn<ZoneSource>("source");
    QTest::addColumn<QString>("error"); // a part of the message; empty = accepted
    ZoneSource lichess;
    lichess.kind = ZoneSource::Kind::Lichess;
    QTest::newRow("lichess nothing") << lichess << QStringLiteral("Give a bulk pairing id");
    ZoneSource games = lichess;
    games.gameIds = {QStringLiteral("abcd1234"), QStringLiteral("EFGH5678")};
    QTest::newRow("lichess games") << games << QString();
    ZoneSource badGame = lichess;
    badGame.gameIds = {QStringLiteral("abc")};
    QTest::newRow("lichess bad game id") << badGame << QStringLiteral("\"abc\" is not a Lichess game id");
    ZoneSource bulk = lichess;
    bulk.bulkId = QStringLiteral("RVAcwgg7");
    QTest::newRow("bulk without token") << bulk << QStringLiteral("organiser's Lichess API token");
    bulk.token = "lip_secret";
    QTest::newRow("bulk with token") << bulk << QString();
    ZoneSource both = bulk;
    both.broadcastRoundId = QStringLiteral("AbCdEfGh");
    QTest::newRow("two at once") << both << QStringLiteral("only one");
    ZoneSource host = games;
    host.baseUrl = QUrl(QStringLiteral("lichess.org"));
    QTest::newRow("address without scheme") << host << QStringLiteral("must start with https://");
    ZoneSource pgn;
    pgn.kind = ZoneSource::Kind::LivePgn;
    QTest::newRow("pgn nothing") << pgn << QStringLiteral("either the address");
    pgn.pgnFile = QStringLiteral("/nonexistent/round.pgn");
    QTest::newRow("pgn missing file") << pgn << QStringLiteral("There is no file");
    pgn.pgnFile = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    QTest::newRow("pgn file") << pgn << QString();
    ZoneSource url;
    url.kind = ZoneSource::Kind::LivePgn;
    url.pgnUrl = QUrl(QStringLiteral("ftp://example.org/games.pgn"));
    QTest::newRow("pgn ftp") << url << QStringLiteral("http:// or https://");
    ZoneSource sim;
    QTest::newRow("simulator nothing") << sim << QStringLiteral("http://127.0.0.1:8080");
    sim.baseUrl = QUrl(QStringLiteral("http://127.0.0.1:9000"));
    QTest::newRow("simulator") << sim << QString();
}

void TestZoneSource::check()
{
    QFETCH(ZoneSource, source);
    QFETCH(QString, error);
    const auto problem = source.check();
    if (error.isEmpty()) {
        QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
    } else {
        QVERIFY(problem);
        QVERIFY2(problem->message.contains(error), qPrintable(problem->message));
    }
}

void TestZoneSource::gameIdsFromWhatIsPasted()
{
    QCOMPARE(ZoneSource::parseGameIds(QStringLiteral(
                 " https://lichess.org/abcdEFGH/black, wxyz9876\nhttps://lichess.org/abcdEFGH1234 qwertyui ")),
             (QStringList{QStringLiteral("abcdEFGH"), QStringLiteral("wxyz9876"), QStringLiteral("qwertyui")}));
}

void TestZoneSource::storedWithoutTheToken()
{
    ZoneSource s;
    s.kind = ZoneSource::Kind::Lichess;
    s.bulkId = QStringLiteral("RVAcwgg7");
    s.token = "lip_secret";
    const QJsonObject json = s.toJson();
    QVERIFY(!QJsonDocument(json).toJson().contains("lip_secret"));
    QVERIFY(json.value(QStringLiteral("needsToken")).toBool());
    auto back = ZoneSource::fromJson(json);
    QVERIFY(back.ok());
    QVERIFY(back->token.isEmpty());
    QVERIFY(back->needsToken()); // the dialog asks for it again
    s.token.clear();
    s.tokenRequired = true;
    QCOMPARE(back.value(), s);
    QVERIFY(!ZoneSource::fromJson(QJsonObject{{QStringLiteral("kind"), QStringLiteral("zoom")}}).ok());
}

void TestZoneSource::sessionFollowsAPgnFile()
{
    ZoneSource s;
    s.kind = ZoneSource::Kind::LivePgn;
    s.pgnFile = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    session::GameFeed session;
    QSignalSpy snapshots(&session, &session::GameFeed::snapshotsReady);
    QSignalSpy described(&session, &session::GameFeed::described);
    session.start(s);
    QTRY_VERIFY_WITH_TIMEOUT(!snapshots.isEmpty(), 10000);
    QCOMPARE(snapshots[0][0].value<QList<live::GameSnapshot>>().size(), 4);
    QVERIFY(described[0][0].toString().contains(QStringLiteral("round3.pgn")));
    session.stop();
}

void TestZoneSource::sessionRefusesABadSource()
{
    ZoneSource s;
    s.kind = ZoneSource::Kind::Lichess;
    session::GameFeed session;
    QSignalSpy problems(&session, &session::GameFeed::problem);
    QSignalSpy health(&session, &session::GameFeed::healthChanged);
    session.start(s);
    QCOMPARE(problems.size(), 1);
    QCOMPARE(health.size(), 1);
    QCOMPARE(health[0][0].value<zone::ConnectionHealth>().state, zone::ConnectionHealth::State::Failed);
    QVERIFY(!health[0][0].value<zone::ConnectionHealth>().reason.isEmpty());
}

// A player's FIDE title reaches the screen from a live PGN (WhiteTitle/BlackTitle) and through the
// simulator's stream, whatever the source; the game list shows it before the name.
void TestZoneSource::titlesComeThrough()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("titled.pgn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"Open\"]\n[Round \"1.1\"]\n[White \"Carlsen, Magnus\"]\n[Black \"Ivanova, Maria\"]\n"
               "[WhiteTitle \"GM\"]\n[BlackTitle \"WFM\"]\n[WhiteElo \"2830\"]\n[Result \"*\"]\n\n1. e4 e5 *\n");
    file.close();

    ZoneSource pgn;
    pgn.kind = ZoneSource::Kind::LivePgn;
    pgn.pgnFile = path;
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = path;
    o.speed = 50;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    ZoneSource sim;
    sim.baseUrl = started->url;
    sim.token = started->token;

    for (const ZoneSource &source : {pgn, sim}) {
        session::GameFeed session;
        QSignalSpy snapshots(&session, &session::GameFeed::snapshotsReady);
        session.start(source);
        // The simulator's pairing listing names the players only (as Lichess's bulk pairing does);
        // their titles come with the game's stream, in the same batch or the next.
        auto latest = [&snapshots] {
            const auto batch = snapshots.isEmpty() ? QList<live::GameSnapshot>()
                                                   : snapshots.last().at(0).value<QList<live::GameSnapshot>>();
            return batch.isEmpty() ? live::GameSnapshot() : batch.last();
        };
        QTRY_VERIFY_WITH_TIMEOUT(!latest().pairing.whiteTitle.isEmpty(), 10000);
        const live::GameSnapshot game = latest();
        QCOMPARE(game.pairing.whiteTitle, QStringLiteral("GM"));
        QCOMPARE(game.pairing.blackTitle, QStringLiteral("WFM"));
        models::GameTableModel model;
        model.apply({game});
        QVERIFY2(model.index(0, models::GameTableModel::WhiteColumn)
                     .data()
                     .toString()
                     .startsWith(QStringLiteral("GM Carlsen, Magnus")),
                 qPrintable(model.index(0, models::GameTableModel::WhiteColumn).data().toString()));
        session.stop();
    }
}

QTEST_GUILESS_MAIN(TestZoneSource)
#include "tst_zonesource.moc"
