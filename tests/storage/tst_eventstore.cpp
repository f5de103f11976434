#include "core/common/translations.h"
#include "core/storage/eventstore.h"
#include "core/storage/schema.h"
#include "tests/storage/postgresserver.h"

#include <QDir>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using event::EventInfo;
using event::PairingRecord;
using event::PlayerRecord;
using storage::EventStore;
using watch::Incident;

// Every behaviour runs twice: on a real SQLite file and on a real PostgreSQL 15 server started for
// this run, since arbiter teams share one PostgreSQL database and the same store must work on both.
class TestEventStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();

    void defaultPathIsInAppData();
    void storedNamesRoundTrip();
    void createsSchemaAndReopens_data() { backends(); }
    void createsSchemaAndReopens();
    void refusesNewerSchema_data() { backends(); }
    void refusesNewerSchema();
    void migratesFirstSchema_data() { backends(); }
    void migratesFirstSchema();
    void eventRoundTrip_data() { backends(); }
    void eventRoundTrip();
    void invalidEventRefused_data() { backends(); }
    void invalidEventRefused();
    void replacesPlayersAndPairings_data() { backends(); }
    void replacesPlayersAndPairings();
    void linksZoneGames_data() { backends(); }
    void linksZoneGames();
    void setupEditKeepsWhatTheZoneLinked_data() { backends(); }
    void setupEditKeepsWhatTheZoneLinked();
    void failedReplaceKeepsPreviousData_data() { backends(); }
    void failedReplaceKeepsPreviousData();
    void resumesLastOpenedEvent_data() { backends(); }
    void resumesLastOpenedEvent();
    void incidentReviewSurvivesDetectorUpdates_data() { backends(); }
    void incidentReviewSurvivesDetectorUpdates();
    void incidentTextsReadInTheCurrentLanguage_data() { backends(); }
    void incidentTextsReadInTheCurrentLanguage();
    void gameRecordsKeptPerAttempt_data() { backends(); }
    void gameRecordsKeptPerAttempt();
    void reviewOfUnknownIncidentFails_data() { backends(); }
    void reviewOfUnknownIncidentFails();
    void eventValues_data() { backends(); }
    void eventValues();
    void closedStoreReportsErrors();
    void unusablePathReportsError();

private:
    void backends();
    // Opens `store` on a fresh database of the current row's backend (same `name` = same database).
    bool open(EventStore &store, const QString &name);
    EventInfo sampleEvent() const;

    QTemporaryDir m_tmp;
    PostgresServer m_pg;
    bool m_pgUp = false;
    QString m_pgWhy;
    QSet<QString> m_pgDatabases;
};

void TestEventStore::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_tmp.isValid());
    m_pgUp = m_pg.start(&m_pgWhy);
    if (!m_pgUp)
        qWarning("PostgreSQL tests will be skipped: %s", qPrintable(m_pgWhy));
}

void TestEventStore::cleanupTestCase()
{
    m_pg.stop();
}

void TestEventStore::backends()
{
    QTest::addColumn<bool>("postgres");
    QTest::newRow("sqlite") << false;
    QTest::newRow("postgres") << true;
}

bool TestEventStore::open(EventStore &store, const QString &name)
{
    QFETCH(bool, postgres);
    if (!postgres) {
        const auto error = store.openSqlite(m_tmp.filePath(name + QStringLiteral("/events.sqlite")));
        if (error)
            qWarning("%s", qPrintable(error->message));
        return !error;
    }
    const QString db = name.toLower();
    if (!m_pgDatabases.contains(db)) {
        QString why;
        if (!m_pg.createDatabase(db, &why)) {
            qWarning("CREATE DATABASE %s: %s", qPrintable(db), qPrintable(why));
            return false;
        }
        m_pgDatabases.insert(db);
    }
    const auto error = store.openPostgres({m_pg.socketDir(), m_pg.port(), db, QStringLiteral("postgres"), {}, {}});
    if (error)
        qWarning("%s", qPrintable(error->message));
    return !error;
}

#define OPEN_OR_SKIP(store, name)                                                                                      \
    do {                                                                                                               \
        QFETCH(bool, postgres);                                                                                        \
        if (postgres && !m_pgUp)                                                                                       \
            QSKIP(qPrintable(QStringLiteral("PostgreSQL could not start: ") + m_pgWhy));                               \
        QVERIFY(open(store, name));                                                                                    \
    } while (false)

EventInfo TestEventStore::sampleEvent() const
{
    EventInfo e;
    e.name = QStringLiteral("Online Open 2026 — тур");
    e.type = EventInfo::Type::Hybrid;
    e.timeControl = clock::TimeControl::fromFide(QStringLiteral("3+2")).value();
    e.defaultTimeMinutes = 15;
    e.rounds = 9;
    e.currentRound = 4;
    zone::ZoneSource z;
    z.kind = zone::ZoneSource::Kind::Lichess;
    z.baseUrl = QUrl(QStringLiteral("https://lichess.org"));
    z.bulkId = QStringLiteral("bulk42");
    z.tokenRequired = true; // the token itself is never stored
    e.zone = z;
    return e;
}

void TestEventStore::defaultPathIsInAppData()
{
    const QString path = EventStore::defaultSqlitePath();
    QVERIFY(path.startsWith(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
    QVERIFY(path.endsWith(QLatin1String(".sqlite")));
}

// The store writes enums by name; every value must read back as itself.
void TestEventStore::storedNamesRoundTrip()
{
    for (auto t : {EventInfo::Type::SupervisedOnline, EventInfo::Type::Hybrid})
        QCOMPARE(EventInfo::typeFromName(QString(EventInfo::typeName(t))), t);
    for (int r = 0; r <= int(PairingRecord::Result::NotPlayed); ++r) {
        const auto result = PairingRecord::Result(r);
        QCOMPARE(PairingRecord::resultFromName(QString(PairingRecord::resultName(result))), result);
    }
    for (int k = 0; k <= int(Incident::Kind::ZoneData); ++k)
        QCOMPARE(Incident::kindFromName(QString(Incident::kindName(Incident::Kind(k)))), Incident::Kind(k));
    for (auto s : {Incident::ReviewState::Open, Incident::ReviewState::Acknowledged, Incident::ReviewState::Dismissed})
        QCOMPARE(Incident::reviewStateFromName(QString(Incident::reviewStateName(s))), s);
    QCOMPARE(EventInfo::typeFromName(u"online"), std::nullopt);
}

void TestEventStore::createsSchemaAndReopens()
{
    const QString name = QStringLiteral("schema_") + QLatin1String(QTest::currentDataTag());
    std::int64_t id = 0;
    {
        EventStore store;
        OPEN_OR_SKIP(store, name);
        QCOMPARE(store.schemaVersion(), storage::Schema::latestVersion());
        const auto created = store.createEvent(sampleEvent());
        QVERIFY2(created.ok(), qPrintable(created.ok() ? QString() : created.error().message));
        id = created.value();
        // A second store on the same database at the same time (another thread, another arbiter).
        EventStore second;
        QVERIFY(open(second, name));
        QCOMPARE(second.events().value().size(), 1);
    }
    EventStore again;
    QVERIFY(open(again, name));
    QCOMPARE(again.schemaVersion(), storage::Schema::latestVersion()); // no migration ran twice
    const auto loaded = again.loadEvent(id);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QCOMPARE(loaded->info.name, sampleEvent().name);
}

// A database written by the first schema (before clubs and colour-less pairings) opens, is
// migrated, and keeps its rows: clubs empty, colours known.
void TestEventStore::migratesFirstSchema()
{
    QFETCH(bool, postgres);
    if (postgres && !m_pgUp)
        QSKIP(qPrintable(QStringLiteral("PostgreSQL could not start: ") + m_pgWhy));
    const QString name = QStringLiteral("first_") + QLatin1String(QTest::currentDataTag());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(postgres ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
                                                    QStringLiteral("raw1"));
        if (postgres) {
            QString why;
            QVERIFY2(m_pg.createDatabase(name.toLower(), &why), qPrintable(why));
            m_pgDatabases.insert(name.toLower());
            db.setHostName(m_pg.socketDir());
            db.setPort(m_pg.port());
            db.setUserName(QStringLiteral("postgres"));
            db.setDatabaseName(name.toLower());
        } else {
            QVERIFY(QDir().mkpath(m_tmp.filePath(name)));
            db.setDatabaseName(m_tmp.filePath(name + QStringLiteral("/events.sqlite")));
        }
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")));
        for (const QString &statement : storage::Schema::migration(
                 1, postgres ? storage::Schema::Dialect::Postgres : storage::Schema::Dialect::Sqlite))
            QVERIFY2(q.exec(statement), qPrintable(q.lastError().text()));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO schema_version (version) VALUES (1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO events (name, type, created_utc_ms, updated_utc_ms) "
                                      "VALUES ('Old', 'hybrid', 1, 1)")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO players (event_id, start_no, name) VALUES (1, 1, 'Old, One')")));
        QVERIFY(q.exec(QStringLiteral("INSERT INTO pairings (event_id, round, board, white_no, white_name, result) "
                                      "VALUES (1, 1, 1, 1, 'Old, One', 'bye:full')")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw1"));
    EventStore store;
    QVERIFY(open(store, name));
    QCOMPARE(store.schemaVersion(), storage::Schema::latestVersion());
    const auto loaded = store.loadEvent(1);
    QVERIFY2(loaded.ok(), qPrintable(loaded.ok() ? QString() : loaded.error().message));
    QCOMPARE(loaded->players.size(), 1);
    QCOMPARE(loaded->players[0].club, QString());
    QCOMPARE(loaded->pairings.size(), 1);
    QVERIFY(loaded->pairings[0].coloursKnown);
    QCOMPARE(loaded->pairings[0].result, PairingRecord::Result::FullPointBye);
}

void TestEventStore::refusesNewerSchema()
{
    const QString name = QStringLiteral("newer_") + QLatin1String(QTest::currentDataTag());
    {
        EventStore store;
        OPEN_OR_SKIP(store, name);
    }
    QFETCH(bool, postgres);
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(postgres ? QStringLiteral("QPSQL") : QStringLiteral("QSQLITE"),
                                                    QStringLiteral("raw"));
        if (postgres) {
            db.setHostName(m_pg.socketDir());
            db.setPort(m_pg.port());
            db.setUserName(QStringLiteral("postgres"));
            db.setDatabaseName(name.toLower());
        } else {
            db.setDatabaseName(m_tmp.filePath(name + QStringLiteral("/events.sqlite")));
        }
        QVERIFY(db.open());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("INSERT INTO schema_version (version) VALUES (99)")));
    }
    QSqlDatabase::removeDatabase(QStringLiteral("raw"));
    EventStore store;
    const auto error = postgres
        ? store.openPostgres({m_pg.socketDir(), m_pg.port(), name.toLower(), QStringLiteral("postgres"), {}, {}})
        : store.openSqlite(m_tmp.filePath(name + QStringLiteral("/events.sqlite")));
    QVERIFY(error);
    QVERIFY2(error->message.contains(QLatin1String("newer")), qPrintable(error->message));
    QVERIFY(!store.isOpen());
}

void TestEventStore::eventRoundTrip()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("events_") + QLatin1String(QTest::currentDataTag()));
    QVERIFY(store.events().value().isEmpty());

    const auto first = store.createEvent(sampleEvent());
    QVERIFY2(first.ok(), qPrintable(first.ok() ? QString() : first.error().message));
    EventInfo other = sampleEvent();
    other.name = QStringLiteral("Second");
    other.type = EventInfo::Type::SupervisedOnline;
    other.timeControl = {};
    other.defaultTimeMinutes = 0;
    other.zone = {};
    const auto second = store.createEvent(other);
    QVERIFY(second.ok());
    QVERIFY(second.value() != first.value());

    const auto list = store.events();
    QVERIFY(list.ok());
    QCOMPARE(list->size(), 2);

    auto loaded = store.loadEvent(first.value());
    QVERIFY(loaded.ok());
    EventInfo got = loaded->info;
    QCOMPARE(got.id, first.value());
    QCOMPARE(got.name, sampleEvent().name);
    QCOMPARE(got.type, EventInfo::Type::Hybrid);
    QCOMPARE(got.timeControl.toFideString(), QStringLiteral("3+2"));
    QCOMPARE(got.defaultTimeMinutes, 15);
    QCOMPARE(got.rounds, 9);
    QCOMPARE(got.currentRound, 4);
    QCOMPARE(got.zone, sampleEvent().zone);
    QVERIFY(got.createdUtcMs > 0);

    got.currentRound = 5;
    zone::ZoneSource pgn;
    pgn.kind = zone::ZoneSource::Kind::LivePgn;
    pgn.pgnUrl = QUrl(QStringLiteral("https://example.org/round5.pgn"));
    got.zone = pgn;
    QVERIFY(!store.updateEvent(got));
    loaded = store.loadEvent(first.value());
    QCOMPARE(loaded->info.currentRound, 5);
    QCOMPARE(loaded->info.zone, got.zone);
    QVERIFY(loaded->info.updatedUtcMs >= loaded->info.createdUtcMs);

    const auto plain = store.loadEvent(second.value());
    QCOMPARE(plain->info.timeControl.kind(), clock::TimeControl::Kind::Unknown);
    QVERIFY(!plain->info.zone);

    QVERIFY(!store.removeEvent(second.value()));
    QCOMPARE(store.events()->size(), 1);
    QVERIFY(!store.loadEvent(second.value()).ok());
}

void TestEventStore::invalidEventRefused()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("invalid_") + QLatin1String(QTest::currentDataTag()));
    EventInfo e = sampleEvent();
    e.currentRound = 10;
    const auto created = store.createEvent(e);
    QVERIFY(!created.ok());
    QVERIFY(created.error().message.contains(QLatin1String("10")));
    e = sampleEvent();
    e.id = 12345;
    const auto error = store.updateEvent(e);
    QVERIFY(error);
    QVERIFY(error->message.contains(QLatin1String("12345")));
}

namespace {
QList<PlayerRecord> players(int n)
{
    QList<PlayerRecord> list;
    for (int i = 1; i <= n; ++i)
        list.append({i, QStringLiteral("Player %1, Ёлка").arg(i), QString::number(24100000 + i),
                     i == 1 ? QStringLiteral("GM") : QString(), 2600 - 10 * i, QStringLiteral("RUS"),
                     QStringLiteral("acc%1").arg(i), i % 2 ? QStringLiteral("ШК «Ладья»") : QString(),
                     // The players' own feeds (schema 4): the first has all three, the others none.
                     i == 1 ? QStringLiteral("rtsp://relay:8554/open/p1/cam") : QString(),
                     i == 1 ? QStringLiteral("rtsp://relay:8554/open/p1/screen") : QString(),
                     i == 1 ? QStringLiteral("rtsp://relay:8554/open/p1/cam2") : QString()});
    return list;
}
} // namespace

void TestEventStore::replacesPlayersAndPairings()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("pairings_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    const std::int64_t other = store.createEvent(sampleEvent()).value();

    QList<PairingRecord> pairings;
    pairings.append({1, 1, 1, QStringLiteral("Player 1"), 3, QStringLiteral("Player 3"), QStringLiteral("abcd1234"),
                     PairingRecord::Result::WhiteWins});
    pairings.append({1,
                     2,
                     4,
                     QStringLiteral("Player 4"),
                     2,
                     QStringLiteral("Player 2"),
                     {},
                     PairingRecord::Result::BlackWinsForfeit});
    pairings.append({1, 3, 5, QStringLiteral("Player 5"), 0, {}, {}, PairingRecord::Result::PairingAllocatedBye});
    pairings.append(
        {2, 1, 2, QStringLiteral("Player 2"), 1, QStringLiteral("Player 1"), {}, PairingRecord::Result::None});
    // Paired without colours (a TRF forfeit or a game not played).
    pairings.append({2,
                     2,
                     3,
                     QStringLiteral("Player 3"),
                     4,
                     QStringLiteral("Player 4"),
                     {},
                     PairingRecord::Result::NotPlayed,
                     false});
    QVERIFY(!store.replacePlayersAndPairings(id, players(5), pairings));
    QVERIFY(!store.replacePlayersAndPairings(other, players(2), {}));

    auto loaded = store.loadEvent(id);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->players, players(5));
    QCOMPARE(loaded->pairings, pairings);

    // A new import replaces everything of that event, and only of that event.
    QVERIFY(!store.replacePlayersAndPairings(id, players(4), pairings.mid(3)));
    loaded = store.loadEvent(id);
    QCOMPARE(loaded->players, players(4));
    QCOMPARE(loaded->pairings, pairings.mid(3));
    QCOMPARE(store.loadEvent(other)->players, players(2));

    const auto missing = store.replacePlayersAndPairings(999999, players(1), {});
    QVERIFY(missing);
    QVERIFY(missing->message.contains(QLatin1String("999999")));
}

// The zone's games join the pairings of the event's current round with targeted statements: an
// imported pairing keeps its players and learns the game; a game without one becomes a pairing whose
// players are found by name (any case, Cyrillic too) or zone account.
void TestEventStore::linksZoneGames()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("link_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value(); // current round 4
    QList<PlayerRecord> people = players(4);
    people[2].zoneAccount.clear();
    QList<PairingRecord> imported;
    imported.append({4, 1, 1, people[0].name, 2, people[1].name, {}, PairingRecord::Result::None});
    imported.append({3, 2, 3, people[2].name, 4, people[3].name, {}, PairingRecord::Result::Draw});
    QVERIFY(!store.replacePlayersAndPairings(id, people, imported));

    using G = EventStore::ZoneGame;
    QList<G> games;
    games.append({QStringLiteral("gameAAAA"), 1, QStringLiteral("someone"), QStringLiteral("x"), QStringLiteral("else"),
                  QStringLiteral("y")});
    // Board 2 of round 4 is not paired: by name (another case) and by account.
    games.append({QStringLiteral("gameBBBB"), 2, people[2].name.toUpper(), QStringLiteral("newacc3"),
                  QStringLiteral("Unknown"), people[3].zoneAccount});
    QVERIFY(!store.linkZoneGames(id, games));
    // Sent again (a retry, or the same game on another board): nothing doubles.
    QVERIFY(!store.linkZoneGames(id, {games[1]}));

    const auto loaded = store.loadEvent(id);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->pairings.size(), 3);
    const auto at = [&](int round, int board) {
        for (const PairingRecord &p : loaded->pairings)
            if (p.round == round && p.board == board)
                return p;
        return PairingRecord{};
    };
    QCOMPARE(at(4, 1).zoneGameId, QStringLiteral("gameAAAA"));
    QCOMPARE(at(4, 1).white, people[0].name); // the pairing program's players stay
    QCOMPARE(at(4, 1).blackId, 2);
    QCOMPARE(at(4, 2).zoneGameId, QStringLiteral("gameBBBB"));
    QCOMPARE(at(4, 2).whiteId, 3);
    QCOMPARE(at(4, 2).blackId, 4);
    QCOMPARE(at(3, 2).zoneGameId, QString()); // another round is left alone
    QCOMPARE(at(3, 2).result, PairingRecord::Result::Draw);
    // The player found by name learns the zone's account; the others keep theirs.
    QCOMPARE(loaded->players[2].zoneAccount, QStringLiteral("newacc3"));
    QCOMPARE(loaded->players[3].zoneAccount, people[3].zoneAccount);
    QVERIFY(store.linkZoneGames(999999, games));
}

// The set-up dialog works on a copy for minutes while the zone links its games: saving the edits
// changes what the arbiter changed and nothing else (the lost update of a delete-and-reinsert).
void TestEventStore::setupEditKeepsWhatTheZoneLinked()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("setup_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    QList<PairingRecord> imported;
    imported.append(
        {4, 1, 1, QStringLiteral("Player 1"), 2, QStringLiteral("Player 2"), {}, PairingRecord::Result::None});
    imported.append(
        {4, 2, 3, QStringLiteral("Player 3"), 4, QStringLiteral("Player 4"), {}, PairingRecord::Result::None});
    QVERIFY(!store.replacePlayersAndPairings(id, players(4), imported));
    const event::EventData before = store.loadEvent(id).value();

    // Meanwhile the zone links board 1 and adds board 3.
    QVERIFY(
        !store.linkZoneGames(id,
                             {{QStringLiteral("gameAAAA"), 1, {}, {}, {}, {}},
                              {QStringLiteral("gameCCCC"), 3, QStringLiteral("Z1"), {}, QStringLiteral("Z2"), {}}}));

    // The arbiter renames the event, corrects player 2's rating, removes player 4 and board 2's
    // black, and adds player 5.
    event::EventData after = before;
    after.info.name = QStringLiteral("Renamed");
    after.players[1].rating = 2222;
    after.players.removeAt(3);
    after.players.append(players(5).at(4));
    after.pairings[1].blackId = 0;
    after.pairings[1].black.clear();
    QVERIFY(!store.saveSetup(before, after));

    const auto loaded = store.loadEvent(id);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->info.name, QStringLiteral("Renamed"));
    QCOMPARE(loaded->players.size(), 4);
    QCOMPARE(loaded->players[1].rating, 2222);
    QCOMPARE(loaded->players.last().id, 5);
    QCOMPARE(loaded->pairings.size(), 3);
    QCOMPARE(loaded->pairings[0].zoneGameId, QStringLiteral("gameAAAA")); // kept, though the copy had none
    QCOMPARE(loaded->pairings[1].black, QString());
    QCOMPARE(loaded->pairings[2].zoneGameId, QStringLiteral("gameCCCC")); // the zone's pairing stays
    // Removing a pairing the editor had removes it.
    event::EventData fewer = loaded.value();
    fewer.pairings.removeAt(1);
    QVERIFY(!store.saveSetup(loaded.value(), fewer));
    QCOMPARE(store.loadEvent(id)->pairings.size(), 2);
}

void TestEventStore::failedReplaceKeepsPreviousData()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("rollback_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    QVERIFY(!store.replacePlayersAndPairings(id, players(4), {}));

    // Board 1 twice in round 1: the whole replacement must be undone.
    QList<PairingRecord> bad;
    bad.append({1, 1, 1, QStringLiteral("A"), 2, QStringLiteral("B"), {}, PairingRecord::Result::None});
    bad.append({1, 1, 3, QStringLiteral("C"), 4, QStringLiteral("D"), {}, PairingRecord::Result::None});
    const auto error = store.replacePlayersAndPairings(id, players(2), bad);
    QVERIFY(error);
    QVERIFY(!error->message.isEmpty());
    const auto loaded = store.loadEvent(id);
    QCOMPARE(loaded->players, players(4));
    QVERIFY(loaded->pairings.isEmpty());
}

void TestEventStore::resumesLastOpenedEvent()
{
    const QString name = QStringLiteral("resume_") + QLatin1String(QTest::currentDataTag());
    std::int64_t id = 0;
    {
        EventStore store;
        OPEN_OR_SKIP(store, name);
        QCOMPARE(store.lastOpenedEvent().value(), std::nullopt);
        id = store.createEvent(sampleEvent()).value();
        const std::int64_t other = store.createEvent(sampleEvent()).value();
        QVERIFY(!store.setLastOpenedEvent(other));
        QVERIFY(!store.setLastOpenedEvent(id));
        QVERIFY(store.setLastOpenedEvent(777777)); // no such event
    }
    {
        EventStore store; // the console starts again
        QVERIFY(open(store, name));
        QCOMPARE(store.lastOpenedEvent().value(), std::optional<std::int64_t>(id));
        QVERIFY(!store.removeEvent(id));
        QCOMPARE(store.lastOpenedEvent().value(), std::nullopt);
    }
}

void TestEventStore::incidentReviewSurvivesDetectorUpdates()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("incidents_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    const std::int64_t other = store.createEvent(sampleEvent()).value();

    Incident away;
    away.key = QStringLiteral("g1/disconnected/12/0");
    away.kind = Incident::Kind::Disconnected;
    away.gameId = QStringLiteral("g1");
    away.board = 3;
    away.white = QStringLiteral("Иванов");
    away.black = QStringLiteral("Smith");
    away.ply = 12;
    away.article = QStringLiteral("11");
    away.message = QStringLiteral("White left the zone");
    away.side = chess::White;
    away.utcMs = 1'700'000'000'000;
    away.open = true;
    Incident illegal = away;
    illegal.key = QStringLiteral("g2/illegal/5");
    illegal.kind = Incident::Kind::IllegalMove;
    illegal.article = QStringLiteral("8.4");
    illegal.side.reset();
    illegal.utcMs += 1000;
    QVERIFY(!store.upsertIncidents(id, {away, illegal}));
    QVERIFY(!store.upsertIncidents(other, {illegal}));

    QVERIFY(!store.setIncidentReview(id, away.key, Incident::ReviewState::Acknowledged,
                                     QStringLiteral("called the player"), QStringLiteral("IA Petrova"),
                                     1'700'000'060'000));

    // The player is back: the detector reports the same incident again, later, with its duration.
    Incident back = away;
    back.open = false;
    back.message = QStringLiteral("White was away for 45 s");
    back.utcMs += 45'000;
    QVERIFY(!store.upsertIncidents(id, {back}));

    const auto list = store.incidents(id);
    QVERIFY(list.ok());
    QCOMPARE(list->size(), 2);
    const Incident &got = list->at(0);
    QCOMPARE(got.key, away.key);
    QCOMPARE(got.kind, Incident::Kind::Disconnected);
    QCOMPARE(got.text(), back.text());
    QCOMPARE(got.open, false);
    QCOMPARE(got.utcMs, away.utcMs); // when it was first detected
    QCOMPARE(got.white, away.white);
    QCOMPARE(got.side, std::optional<chess::Color>(chess::White)); // whom it is about, after a reload
    QCOMPARE(list->at(1).side, std::optional<chess::Color>());
    QCOMPARE(got.reviewState, Incident::ReviewState::Acknowledged);
    QCOMPARE(got.reviewNote, QStringLiteral("called the player"));
    QCOMPARE(got.reviewedBy, QStringLiteral("IA Petrova"));
    QCOMPARE(got.reviewedUtcMs, std::int64_t(1'700'000'060'000));
    QCOMPARE(list->at(1).kind, Incident::Kind::IllegalMove);
    QCOMPARE(list->at(1).reviewState, Incident::ReviewState::Open);

    QVERIFY(!store.setIncidentReview(id, illegal.key, Incident::ReviewState::Dismissed, QString(),
                                     QStringLiteral("IA Petrova"), 1'700'000'070'000));
    QCOMPARE(store.incidents(id)->at(1).reviewState, Incident::ReviewState::Dismissed);
    QCOMPARE(store.incidents(other)->at(0).reviewState, Incident::ReviewState::Open); // other event untouched
}

// Art. 6 of the issue: an incident's explanation is stored as its message and parameters, so an
// incident recorded while the console spoke English reads in Russian after a switch (and back),
// names and numbers untouched; a text from an older store (no message) is shown as written.
void TestEventStore::incidentTextsReadInTheCurrentLanguage()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("incidenttexts_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    Incident vcs;
    vcs.key = QStringLiteral("g1/vcs/0");
    vcs.kind = Incident::Kind::VcsAbsent;
    vcs.gameId = QStringLiteral("g1");
    vcs.white = QStringLiteral("Petrova, Anna %2");
    vcs.message = LocalText::message("arbiter::watch::IncidentDetector",
                                     "%1 left the VCS at ply %2: no move until back on it (Art. 13.3).")
                      .arg(vcs.white)
                      .arg(14);
    vcs.utcMs = 1'700'000'000'000;
    Incident old = vcs;
    old.key = QStringLiteral("g1/old");
    old.message = QStringLiteral("Written by an older console");
    const QString english = vcs.text();
    QCOMPARE(english, QStringLiteral("Petrova, Anna %2 left the VCS at ply 14: no move until back on it (Art. 13.3)."));
    QVERIFY(!store.upsertIncidents(id, {vcs, old}));

    TranslationSet translations;
    QVERIFY(translations.install(QLocale(QLocale::Russian)));
    const auto russian = store.incidents(id);
    QVERIFY(russian.ok());
    QCOMPARE(russian->size(), 2);
    QCOMPARE(russian->at(1).key, vcs.key); // same time: by key
    const QString text = russian->at(1).text();
    QVERIFY2(text != english && text.contains(QStringLiteral("Petrova, Anna %2")) && text.contains(u"14")
                 && text.contains(QStringLiteral("ВКС")),
             qPrintable(text));
    QCOMPARE(russian->at(1).message, vcs.message);
    QCOMPARE(russian->at(0).text(), QStringLiteral("Written by an older console"));
    QVERIFY(translations.install(QLocale(QLocale::English)));
    QCOMPARE(russian->at(1).text(), english);
}

// Art. 3.7: a game's record is kept per start (attempt); writing it again replaces that start only.
void TestEventStore::gameRecordsKeptPerAttempt()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("gamerecords_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    storage::StoredGame first;
    first.gameId = QStringLiteral("abcd1234");
    first.round = QStringLiteral("r1");
    first.board = 2;
    first.white = QStringLiteral("Иванов");
    first.black = QStringLiteral("Smith");
    first.status = QStringLiteral("started");
    first.result = QStringLiteral("*");
    first.plies = 3;
    first.record = R"({"moves":[1,2,3]})";
    first.pgn = "1. e4 e5 2. Nf3 *\n";
    first.updatedUtcMs = 1'700'000'000'000;
    storage::StoredGame second = first;
    second.attempt = 1;
    second.plies = 1;
    QVERIFY(!store.saveGameRecords(id, {first, second}));
    first.plies = 4;
    first.status = QStringLiteral("mate");
    first.result = QStringLiteral("1-0");
    QVERIFY(!store.saveGameRecords(id, {first}));

    const auto all = store.gameRecords(id);
    QVERIFY(all.ok());
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->at(0).attempt, 0);
    QCOMPARE(all->at(0).plies, 4);
    QCOMPARE(all->at(0).result, QStringLiteral("1-0"));
    QCOMPARE(all->at(0).white, QStringLiteral("Иванов"));
    QCOMPARE(all->at(0).record, first.record);
    QCOMPARE(all->at(0).pgn, first.pgn);
    const auto listing = store.gameRecords(id, false);
    QVERIFY(listing->at(0).record.isEmpty());
    const auto latest = store.gameRecord(id, QStringLiteral("abcd1234"));
    QVERIFY(latest.ok() && latest.value());
    QCOMPARE(latest.value()->attempt, 1);
    const auto earlier = store.gameRecord(id, QStringLiteral("abcd1234"), 0);
    QCOMPARE(earlier.value()->plies, 4);
    QVERIFY(!store.gameRecord(id, QStringLiteral("nosuchgame")).value());
    storage::StoredGame nameless;
    QVERIFY(store.saveGameRecords(id, {nameless})); // refused: a record needs its game
}

void TestEventStore::reviewOfUnknownIncidentFails()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("unknownincident_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    const auto error = store.setIncidentReview(id, QStringLiteral("nope"), Incident::ReviewState::Dismissed, {}, {}, 1);
    QVERIFY(error);
    QVERIFY(error->message.contains(QLatin1String("nope")));
    Incident keyless;
    QVERIFY(store.upsertIncidents(id, {keyless}));
}

void TestEventStore::eventValues()
{
    EventStore store;
    OPEN_OR_SKIP(store, QStringLiteral("values_") + QLatin1String(QTest::currentDataTag()));
    const std::int64_t id = store.createEvent(sampleEvent()).value();
    QCOMPARE(store.eventValue(id, QStringLiteral("sector")).value(), std::nullopt);
    QVERIFY(!store.setEventValue(id, QStringLiteral("sector"), QStringLiteral("1-20,35")));
    QVERIFY(!store.setEventValue(id, QStringLiteral("sector"), QStringLiteral("21-40")));
    QVERIFY(!store.setEventValue(id, QStringLiteral("view"), QStringLiteral("list")));
    QCOMPARE(store.eventValue(id, QStringLiteral("sector")).value(), std::optional<QString>(QStringLiteral("21-40")));
    const auto all = store.eventValues(id);
    QCOMPARE(all->size(), 2);
    QCOMPARE(all->value(QStringLiteral("view")), QStringLiteral("list"));
}

void TestEventStore::closedStoreReportsErrors()
{
    EventStore store;
    QVERIFY(!store.isOpen());
    QVERIFY(!store.events().ok());
    QVERIFY(!store.events().error().message.isEmpty());
    QVERIFY(store.updateEvent(sampleEvent()));
    QVERIFY(store.upsertIncidents(1, {}));
}

void TestEventStore::unusablePathReportsError()
{
    // A folder cannot be created under a plain file.
    QFile blocker(m_tmp.filePath(QStringLiteral("blocker")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    EventStore store;
    const auto error = store.openSqlite(blocker.fileName() + QStringLiteral("/sub/events.sqlite"));
    QVERIFY(error);
    QVERIFY(!error->message.isEmpty());
    QVERIFY(!store.isOpen());
}

QTEST_GUILESS_MAIN(TestEventStore)
#include "tst_eventstore.moc"
