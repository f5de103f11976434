#include "core/chess/pgnwriter.h"
#include "core/live/gamerecord.h"
#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/live/roundpgn.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

// Art. 3.7: each game's record (moves with both clocks, what the zone said of clocks, connections
// and restarts, the console's findings) is kept with the event as the games go, when one ends and
// when the session stops, so that the evidence outlives the zone; arbiterctl reads it back as a
// timeline with the game's incidents and rulings, as PGN with %clk and as JSON.
class TestGameRecords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup();
    void recordsOutliveTheSession();
    void anEndedGameIsStoredAtOnce();
    void recordsWrittenAsTheGameGoesEqualOneWrite();

private:
    bool startSession(double speed, const QString &database);
    const live::LiveGame *game(const QString &id) const { return m_session->feed()->registry()->game(id); }
    static QList<storage::StoredGame> stored(const QString &database);
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run ctl(const QStringList &args);

    QTemporaryDir m_dir;
    std::unique_ptr<zone::sim::GameZoneSimulator> m_sim;
    std::unique_ptr<session::EventSession> m_session;
};

void TestGameRecords::cleanup()
{
    m_session.reset();
    m_sim.reset();
}

bool TestGameRecords::startSession(double speed, const QString &database)
{
    m_sim = std::make_unique<zone::sim::GameZoneSimulator>();
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = speed;
    const auto started = m_sim->start(0, o);
    if (!started.ok())
        return false;
    m_session = std::make_unique<session::EventSession>();
    const auto opening
        = m_session->openEvent(storage::StoreConfig::sqlite(database), false, QStringLiteral("Records"), true);
    if (opening.openError || opening.error)
        return false;
    m_session->saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}});
    m_session->setIdentity(QStringLiteral("Anna"));
    zone::ZoneSource source;
    source.baseUrl = started.value().url;
    source.token = started.value().token;
    m_session->feed()->start(source);
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 20000) {
        QTest::qWait(50);
        const auto *registry = m_session->feed()->registry();
        if (registry && registry->gameCount() == 4)
            return true;
    }
    return false;
}

QList<storage::StoredGame> TestGameRecords::stored(const QString &database)
{
    storage::EventStore store; // a reader of its own, as another console or arbiterctl would be
    if (store.openSqlite(database))
        return {};
    const auto events = store.events();
    if (!events || events->isEmpty())
        return {};
    auto games = store.gameRecords(events->first().id);
    return games ? games.value() : QList<storage::StoredGame>();
}

TestGameRecords::Run TestGameRecords::ctl(const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)), args);
    if (!p.waitForStarted() || !p.waitForFinished(60000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

void TestGameRecords::recordsOutliveTheSession()
{
    const QString database = m_dir.filePath(QStringLiteral("outlive.sqlite"));
    QVERIFY(startSession(4, database));
    const QString id = m_session->feed()->registry()->ids().first();
    QTRY_VERIFY_WITH_TIMEOUT(game(id)->plies() >= 4, 15000);

    // A clock change the zone confirms, then a restart: the start that ends is stored at once.
    Ruling add;
    add.gameId = id;
    add.kind = Kind::TimeAdd;
    add.side = chess::White;
    add.player = game(id)->pairing().white;
    add.params.insert(QStringLiteral("ms"), 30'000);
    m_session->issueRuling(add);
    QTRY_VERIFY_WITH_TIMEOUT(!game(id)->adjustments().empty(), 10000);
    const int pliesBefore = game(id)->plies();
    Ruling restart;
    restart.gameId = id;
    restart.kind = Kind::Restart;
    m_session->issueRuling(restart);
    QTRY_COMPARE_WITH_TIMEOUT(game(id)->restarts(), 1, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(!m_session->writer()->waitingWrites(), 5000);
    {
        const auto rows = stored(database);
        const auto first = std::find_if(rows.cbegin(), rows.cend(),
                                        [&](const storage::StoredGame &g) { return g.gameId == id && g.attempt == 0; });
        QVERIFY2(first != rows.cend(), "the start that the restart ended is stored before its moves are gone");
        QVERIFY(first->plies >= pliesBefore);
        const QJsonObject record = QJsonDocument::fromJson(first->record).object();
        QCOMPARE(record.value(QStringLiteral("moves")).toArray().size(), first->plies);
        QCOMPARE(record.value(QStringLiteral("clock_adjustments")).toArray().size(), 1);
    }
    QTRY_VERIFY_WITH_TIMEOUT(game(id)->plies() >= 2, 15000);

    // The session ends (the console closes): every game's record as it stood is stored.
    QHash<QString, int> plies;
    for (const QString &g : m_session->feed()->registry()->ids())
        plies.insert(g, game(g)->plies());
    m_session->feed()->stop();
    m_session.reset();
    m_sim.reset();

    const auto rows = stored(database);
    QCOMPARE(rows.size(), 5); // four games, one of them twice
    for (const storage::StoredGame &g : rows) {
        const QJsonObject record = QJsonDocument::fromJson(g.record).object();
        QCOMPARE(record.value(QStringLiteral("format")).toString(), QStringLiteral("arbiter-game-record/1"));
        const QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        QCOMPARE(moves.size(), g.plies);
        QVERIFY(g.plies >= 1);
        if (g.attempt == 1 || g.gameId != id)
            QVERIFY(g.plies >= plies.value(g.gameId));
        for (const QJsonValue &m : moves) { // every move with both clocks (the simulator sends them)
            QVERIFY(m.toObject().contains(QStringLiteral("white_ms")));
            QVERIFY(m.toObject().contains(QStringLiteral("black_ms")));
        }
        QVERIFY(g.pgn.contains("[%clk "));
        QVERIFY(!g.white.isEmpty() && !g.black.isEmpty() && g.board > 0);
    }

    // arbiterctl: the list, one game's timeline with its ruling, the PGN and the JSON.
    const Run list = ctl({QStringLiteral("games"), database, QStringLiteral("--json")});
    QCOMPARE(list.exitCode, 0);
    QCOMPARE(list.out.split(u'\n', Qt::SkipEmptyParts).size(), 5);
    const Run timeline = ctl({QStringLiteral("game"), database, id, QStringLiteral("--attempt"), QStringLiteral("0")});
    QVERIFY2(timeline.exitCode == 0, qPrintable(timeline.err));
    QVERIFY2(timeline.out.contains(QLatin1String("1. ")), qPrintable(timeline.out));
    QVERIFY2(timeline.out.contains(QLatin1String("the zone added 30 s to")), qPrintable(timeline.out));
    QVERIFY2(timeline.out.contains(QLatin1String("ruling 1 by Anna")), qPrintable(timeline.out));
    const Run pgn = ctl({QStringLiteral("game"), database, id, QStringLiteral("--pgn")});
    QCOMPARE(pgn.exitCode, 0);
    QVERIFY(pgn.out.contains(QLatin1String("[%clk ")));
    const Run json = ctl({QStringLiteral("game"), database, id, QStringLiteral("--json")});
    QCOMPARE(QJsonDocument::fromJson(json.out.toUtf8()).object().value(QStringLiteral("restarts")).toInt(), 1);
    const Run missing = ctl({QStringLiteral("game"), database, QStringLiteral("nosuchgame")});
    QCOMPARE(missing.exitCode, 1);
    QVERIFY(missing.err.contains(QLatin1String("no record of game nosuchgame")));
}

void TestGameRecords::anEndedGameIsStoredAtOnce()
{
    const QString database = m_dir.filePath(QStringLiteral("ended.sqlite"));
    QVERIFY(startSession(200, database));
    QString ended;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const QString &id : m_session->feed()->registry()->ids())
                if (game(id)->isEnded()) {
                    ended = id;
                    return true;
                }
            return false;
        }(),
        60000);
    // Long before the ten-second wait of a running game's record.
    QElapsedTimer waited;
    waited.start();
    std::optional<storage::StoredGame> row;
    while (!row && waited.elapsed() < 5000) {
        QTest::qWait(100);
        for (const storage::StoredGame &g : stored(database))
            if (g.gameId == ended && g.result != QLatin1String("*"))
                row = g;
    }
    QVERIFY2(row, "the ended game's record is stored within seconds");
    QCOMPARE(row->plies, game(ended)->plies());
    QCOMPARE(row->result, QString(game(ended)->result()));
    const QJsonObject record = QJsonDocument::fromJson(row->record).object();
    QVERIFY(record.contains(QStringLiteral("ended_utc_ms")));
    QVERIFY(row->pgn.contains(row->result.toLatin1()));
}

// A long game's record is rewritten every few seconds from the moves written before (only the new
// ones are made again), and its PGN from the SAN the registry wrote when it checked each move: both
// must be exactly what making them afresh from the whole game gives.
void TestGameRecords::recordsWrittenAsTheGameGoesEqualOneWrite()
{
    QVERIFY(startSession(60, m_dir.filePath(QStringLiteral("cache.sqlite"))));
    const std::int64_t offset = 1'700'000'000'000;
    QHash<QString, live::GameRecord::JsonCache> caches;
    auto compare = [&] {
        for (const QString &id : m_session->feed()->registry()->ids()) {
            const live::GameRecord record = live::GameRecord::of(*game(id), QStringLiteral("Open"));
            const QJsonObject cached = QJsonDocument::fromJson(record.toJson(offset, &caches[id])).object();
            const QJsonObject whole = QJsonDocument::fromJson(record.toJson(offset)).object();
            if (cached != whole || cached.isEmpty())
                return false;
            // The PGN the old way: every move's SAN made again from its position.
            chess::PgnGame replayed = live::gamePgn(*game(id), QStringLiteral("Open"));
            chess::Position pos = replayed.startPosition();
            chess::PgnGame made = replayed;
            made.plies().clear();
            for (const chess::PgnGame::Ply &p : replayed.plies()) {
                made.appendMove(pos, p.move, p.clockMs);
                pos.makeMove(p.move);
            }
            if (chess::PgnWriter::toPgn(made).value() != record.pgn)
                return false;
        }
        return true;
    };
    int checks = 0;
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 60000) {
        QVERIFY2(compare(), "a record written from its cache differs from one written at once");
        ++checks;
        const auto ids = m_session->feed()->registry()->ids();
        if (std::all_of(ids.cbegin(), ids.cend(), [this](const QString &id) { return game(id)->isEnded(); }))
            break;
        QTest::qWait(150);
    }
    QVERIFY(compare());
    QVERIFY(checks > 5);
}

QTEST_GUILESS_MAIN(TestGameRecords)
#include "tst_gamerecords.moc"
