#include "core/event/playerref.h"
#include "core/evidence/evidencestore.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulingbook.h"
#include "core/rulings/rulinglog.h"
#include "core/storage/eventstore.h"
#include "core/storage/schema.h"
#include "tests/common/testpaths.h"
#include "tests/storage/storefixtures.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using storage::EventStore;
using storage::OpenError;

Q_DECLARE_METATYPE(OpenError::Kind)

// A database that cannot be opened says why, by kind, so the console can offer to move it aside,
// open another or start a new one; another program's SQLite file is never written into. Real files.
class TestStoreOpen : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusesWithKind_data();
    void refusesWithKind();
    void newFileIsMarked();
    void olderFileOfOursGetsTheMarker();
    void movesAsideWithCompanions();
    void eventFileFromBeforeComponentVersionsMigrates();
    void newerComponentIsRefused();
    void rulingsByNameMatchedToPlayersOnce();
    void componentStepsRunOnceInOneTransaction();

private:
    QString ourDatabase(const QString &name);
    QTemporaryDir m_tmp;
};

QString TestStoreOpen::ourDatabase(const QString &name)
{
    const QString path = m_tmp.filePath(name);
    EventStore store;
    if (auto error = store.openSqlite(path))
        qFatal("%s", qPrintable(error->message));
    event::EventInfo info;
    info.name = QStringLiteral("Open");
    const auto id = store.createEvent(info);
    QList<watch::Incident> list;
    for (int n = 0; n < 50; ++n)
        list << testing::incident(QStringLiteral("k%1").arg(n), QString(400, u'x'));
    if (!id || store.upsertIncidents(id.value(), list))
        qFatal("could not fill %s", qPrintable(path));
    return path;
}

void TestStoreOpen::refusesWithKind_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<OpenError::Kind>("kind");
    QTest::addColumn<QString>("says");

    auto write = [this](const QString &name, const QByteArray &bytes) {
        QFile f(m_tmp.filePath(name));
        if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
            qFatal("cannot write %s", qPrintable(name));
        return f.fileName();
    };
    QTest::newRow("text file") << write(QStringLiteral("notes.txt"), "Round 3 pairings\n1. Ivanov - Smith\n")
                               << OpenError::Kind::NotADatabase << QStringLiteral("not a database");
    QTest::newRow("short garbage") << write(QStringLiteral("short.sqlite"), "SQLite") << OpenError::Kind::NotADatabase
                                   << QStringLiteral("not a database");

    // Ours, with the pages after the first overwritten (a disk that lost sectors).
    {
        const QString path = ourDatabase(QStringLiteral("damaged.sqlite"));
        QFile f(path);
        if (!f.open(QIODevice::ReadWrite) || f.size() < 3 * 4096)
            qFatal("damaged.sqlite is too small");
        f.seek(4096);
        f.write(QByteArray(2 * 4096, '\xa5'));
        f.close();
        QTest::newRow("damaged") << path << OpenError::Kind::Damaged << QStringLiteral("damaged");
    }
    {
        const QString path = ourDatabase(QStringLiteral("newer.sqlite"));
        if (!testing::execOnFile(path, {QStringLiteral("INSERT INTO schema_version (version) VALUES (99)")}).isEmpty())
            qFatal("cannot make newer.sqlite");
        QTest::newRow("newer schema") << path << OpenError::Kind::NewerSchema << QStringLiteral("newer");
    }
    {
        const QString path = m_tmp.filePath(QStringLiteral("places.sqlite"));
        const QString error
            = testing::execOnFile(path,
                                  {QStringLiteral("CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT)"),
                                   QStringLiteral("INSERT INTO moz_places (url) VALUES ('https://lichess.org')")});
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        QTest::newRow("another program's, no marker")
            << path << OpenError::Kind::ForeignDatabase << QStringLiteral("another program");
    }
    {
        // Another program's file in WAL mode, marked with its own application id (Fossil's) and
        // with tables named like ours.
        const QString path = m_tmp.filePath(QStringLiteral("fossil.sqlite"));
        const QString error = testing::execOnFile(
            path,
            {QStringLiteral("PRAGMA application_id = 252006674"), QStringLiteral("PRAGMA journal_mode = WAL"),
             QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)"),
             QStringLiteral("CREATE TABLE events (id INTEGER PRIMARY KEY)")});
        if (!error.isEmpty())
            qFatal("%s", qPrintable(error));
        QTest::newRow("another program's, its marker")
            << path << OpenError::Kind::ForeignDatabase << QStringLiteral("another program");
    }
    {
        const QString path = m_tmp.filePath(QStringLiteral("folder.sqlite"));
        QDir().mkpath(path);
        QTest::newRow("a folder") << path << OpenError::Kind::Unavailable << QStringLiteral("folder");
    }
}

void TestStoreOpen::refusesWithKind()
{
    QFETCH(QString, path);
    QFETCH(OpenError::Kind, kind);
    QFETCH(QString, says);
    const QByteArray before = testing::fileHash(path);
    const QStringList filesBefore = QDir(m_tmp.path()).entryList(QDir::Files, QDir::Name);
    EventStore store;
    const auto error = store.openSqlite(path);
    QVERIFY(error);
    QCOMPARE(error->kind, kind);
    QVERIFY2(error->message.contains(says), qPrintable(error->message));
    QCOMPARE(error->path, QFileInfo(path).absoluteFilePath());
    QVERIFY(!store.isOpen());
    // Looked at, never written: not the file, and no journal or log left beside it.
    QCOMPARE(testing::fileHash(path), before);
    QCOMPARE(QDir(m_tmp.path()).entryList(QDir::Files, QDir::Name), filesBefore);
    // A second try says the same (nothing was half-converted by the first).
    const auto again = store.openSqlite(path);
    QVERIFY(again);
    QCOMPARE(again->kind, kind);
}

void TestStoreOpen::newFileIsMarked()
{
    for (const bool empty : {false, true}) {
        const QString path = m_tmp.filePath(empty ? QStringLiteral("empty.sqlite") : QStringLiteral("new.sqlite"));
        if (empty) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly)); // an empty file is a new database to SQLite
        }
        {
            EventStore store;
            QVERIFY(!store.openSqlite(path));
        }
        QList<QVariantList> rows;
        QCOMPARE(testing::execOnFile(path, {QStringLiteral("PRAGMA application_id")}, &rows), QString());
        QCOMPARE(rows.value(0).value(0).toLongLong(), qlonglong(storage::Database::SqliteApplicationId));
        EventStore again;
        QVERIFY(!again.openSqlite(path));
    }
}

void TestStoreOpen::olderFileOfOursGetsTheMarker()
{
    const QString path = m_tmp.filePath(QStringLiteral("older.sqlite"));
    QStringList statements{QStringLiteral("CREATE TABLE schema_version (version INTEGER NOT NULL)")};
    statements << storage::Schema::migration(1, storage::Schema::Dialect::Sqlite);
    statements << QStringLiteral("INSERT INTO schema_version (version) VALUES (1)")
               << QStringLiteral("INSERT INTO events (name, type, created_utc_ms, updated_utc_ms) "
                                 "VALUES ('Old', 'hybrid', 1, 1)");
    QCOMPARE(testing::execOnFile(path, statements), QString());
    {
        EventStore store;
        const auto error = store.openSqlite(path);
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QCOMPARE(store.loadEvent(1)->info.name, QStringLiteral("Old"));
    }
    QList<QVariantList> rows;
    QCOMPARE(testing::execOnFile(path, {QStringLiteral("PRAGMA application_id")}, &rows), QString());
    QCOMPARE(rows.value(0).value(0).toLongLong(), qlonglong(storage::Database::SqliteApplicationId));
}

void TestStoreOpen::movesAsideWithCompanions()
{
    const QString path = m_tmp.filePath(QStringLiteral("aside/events.sqlite"));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    for (const QString &name : QStringList{path, path + QStringLiteral("-wal"), path + QStringLiteral("-shm")}) {
        QFile f(name);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("garbage " + name.toUtf8());
    }
    EventStore store;
    QCOMPARE(store.openSqlite(path)->kind, OpenError::Kind::NotADatabase);

    const QDateTime when(QDate(2026, 3, 14), QTime(9, 30, 5));
    const auto moved = storage::Database::moveAside(path, when);
    QVERIFY(moved.ok());
    QCOMPARE(QFileInfo(moved.value()).fileName(), QStringLiteral("events-moved-20260314-093005.sqlite"));
    QVERIFY(QFile::exists(moved.value() + QStringLiteral("-wal")));
    QVERIFY(QFile::exists(moved.value() + QStringLiteral("-shm")));
    QVERIFY(!QFile::exists(path + QStringLiteral("-wal")));
    QCOMPARE(testing::fileHash(moved.value()),
             QCryptographicHash::hash(QByteArray("garbage " + path.toUtf8()), QCryptographicHash::Sha256));
    // A second move in the same second does not overwrite the first.
    QVERIFY(QFile(path).open(QIODevice::WriteOnly));
    const auto second = storage::Database::moveAside(path, when);
    QVERIFY(second.ok());
    QVERIFY(second.value() != moved.value());

    // A new database starts at the old path.
    QVERIFY(!store.openSqlite(path));
    QVERIFY(store.isOpen());
}

// An event file as the console of 2026-12-05 left it (a demo round: four games' records, an incident,
// two VCS stills, one ruling; tests/data/storage), from before the database kept a version per
// component: it opens, each component takes its version once, and everything in it reads as before.
void TestStoreOpen::eventFileFromBeforeComponentVersionsMigrates()
{
    const QString path = m_tmp.filePath(QStringLiteral("2026-12-05.sqlite"));
    QVERIFY(QFile::copy(testing::testsPath(QStringLiteral("data/storage/event-2026-12-05.sqlite")), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    for (int pass = 0; pass < 2; ++pass) { // the second open finds every component at its version
        EventStore store;
        const auto error = store.openSqlite(path);
        QVERIFY2(!error, qPrintable(error ? error->message : QString()));
        QCOMPARE(store.schemaVersion(), storage::Schema::latestVersion());
        rulings::SqlRulingLog log(store.database());
        QVERIFY(!log.prepare());
        evidence::EvidenceStore evidence(store);
        QVERIFY(!evidence.prepare());
        QCOMPARE(store.database().componentVersion(QStringLiteral("event")).value(), storage::Schema::latestVersion());
        QCOMPARE(store.database().componentVersion(QStringLiteral("rulings")).value(),
                 rulings::SqlRulingLog::schema().latest);
        QCOMPARE(store.database().componentVersion(QStringLiteral("evidence")).value(),
                 evidence::EvidenceStore::schema().latest);
        const auto events = store.events();
        QVERIFY(events && events->size() == 1);
        const std::int64_t id = events->first().id;
        QCOMPARE(store.incidents(id)->size(), 1);
        QCOMPARE(store.gameRecords(id, false)->size(), 4);
        const auto rows = log.read(id);
        QVERIFY(rows);
        QCOMPARE(rows->size(), 1);
        QCOMPARE(rows->first().kind, rulings::Kind::Warning);
        QVERIFY(!rulings::LogVerifier::verify(rows.value()));
        QCOMPARE(evidence.list(id)->size(), 2);
    }
    // A console from before the component versions still reads the event tables' version where it looks.
    QList<QVariantList> rows;
    QCOMPARE(testing::execOnFile(path, {QStringLiteral("SELECT MAX(version) FROM schema_version")}, &rows), QString());
    QCOMPARE(rows.value(0).value(0).toInt(), storage::Schema::latestVersion());
}

// A component written by a newer console is refused with the reason, and nothing of it is touched.
void TestStoreOpen::newerComponentIsRefused()
{
    const QString path = m_tmp.filePath(QStringLiteral("newer-rulings.sqlite"));
    {
        EventStore store;
        QVERIFY(!store.openSqlite(path));
        rulings::SqlRulingLog log(store.database());
        QVERIFY(!log.prepare());
    }
    QCOMPARE(testing::execOnFile(path,
                                 {QStringLiteral("UPDATE schema_versions SET version = 7 WHERE component = "
                                                 "'rulings'")}),
             QString());
    EventStore store;
    QVERIFY(!store.openSqlite(path)); // the event's own tables are fine
    rulings::SqlRulingLog log(store.database());
    const auto error = log.prepare();
    QVERIFY(error);
    QVERIFY2(error->message.contains(QStringLiteral("newer Arbiter Console (version 7; this one knows up to 3)")),
             qPrintable(error->message));
    QCOMPARE(store.database().componentVersion(QStringLiteral("rulings")).value(), 7);
}

// The migration runner on a database alone, with a component of the test's: each step runs once, a
// later console runs only the steps it adds, and a step that fails takes none of its version's
// statements with it.
void TestStoreOpen::componentStepsRunOnceInOneTransaction()
{
    const QString path = m_tmp.filePath(QStringLiteral("component-steps.sqlite"));
    QStringList ran;
    auto component = [&ran](int latest, bool breakStep3) {
        return storage::SchemaComponent{
            QStringLiteral("notes"),
            latest,
            [&ran, breakStep3](int target, storage::Schema::Dialect) {
                ran << QString::number(target);
                if (target == 1)
                    return QStringList{
                        QStringLiteral("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")};
                if (target == 2)
                    return QStringList{QStringLiteral("ALTER TABLE notes ADD COLUMN author TEXT NOT NULL DEFAULT ''")};
                return QStringList{QStringLiteral("CREATE TABLE notes_tags (note INTEGER NOT NULL)"),
                                   breakStep3 ? QStringLiteral("CREATE TABLE broken (") : QStringLiteral("SELECT 1")};
            },
            {}};
    };
    storage::Database db;
    QVERIFY(!db.openSqlite(path));
    QCOMPARE(db.migrate(component(1, false)).value(), 1);
    QCOMPARE(db.migrate(component(1, false)).value(), 1); // nothing left to do
    QCOMPARE(ran, QStringList{QStringLiteral("1")});
    ran.clear();
    QCOMPARE(db.migrate(component(2, false)).value(), 2); // a later console adds a step
    QCOMPARE(ran, QStringList{QStringLiteral("2")});
    ran.clear();
    const auto failed = db.migrate(component(3, true));
    QVERIFY(!failed);
    QVERIFY2(failed.error().message.contains(QStringLiteral("The database said")), qPrintable(failed.error().message));
    QCOMPARE(db.componentVersion(QStringLiteral("notes")).value(), 2);
    QSqlQuery q(db.connection());
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE name = 'notes_tags'")));
    QVERIFY(!q.next()); // the failed step's first statement went with it
    q.finish();
    QCOMPARE(db.migrate(component(3, false)).value(), 3);
    QCOMPARE(db.componentVersion(QStringLiteral("notes")).value(), 3);
    bool newer = false;
    QVERIFY(!db.migrate(component(2, false), &newer));
    QVERIFY(newer);
}

// Issue 25 §1: an event file whose rulings name players only by name (as every console wrote them
// before players were keyed) keeps reading right: each row is matched once to the player it means
// (the game's pairing tells two namesakes apart), what cannot be matched is listed, the log's
// hashes stand, and cards are the player's, never a namesake's.
void TestStoreOpen::rulingsByNameMatchedToPlayersOnce()
{
    const QString path = m_tmp.filePath(QStringLiteral("by-name.sqlite"));
    QVERIFY(QFile::copy(testing::testsPath(QStringLiteral("data/storage/event-2026-12-05.sqlite")), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    EventStore store;
    QVERIFY(!store.openSqlite(path));
    const std::int64_t id = store.events()->first().id;
    QList<event::PlayerRecord> players(4);
    const char *const names[] = {"Smith, John", "Smith, John", "Adams, Ann", "Brown, Bob"};
    for (int i = 0; i < 4; ++i) {
        players[i].id = i + 1;
        players[i].name = QString::fromLatin1(names[i]);
        players[i].fideId = QString::number(4100001 + i);
    }
    QList<event::PairingRecord> pairings(2);
    pairings[0] = {1, 1, 1, players[0].name, 3, players[2].name, QStringLiteral("g1")};
    pairings[1] = {1, 2, 4, players[3].name, 2, players[1].name, QStringLiteral("g2")};
    QVERIFY(!store.replacePlayersAndPairings(id, players, pairings));

    rulings::SqlRulingLog log(store.database());
    auto byName = [&](rulings::Kind kind, const QString &game, std::optional<chess::Color> side, const QString &player,
                      const QString &opponent = {}) {
        rulings::Ruling r;
        r.eventId = id;
        r.issuer = QStringLiteral("Anna");
        r.issuerRole = event::StaffMember::Role::ChiefArbiter;
        r.kind = kind;
        r.gameId = game;
        r.side = side;
        r.player = player;
        r.opponent = opponent;
        r.round = 1;
        if (kind == rulings::Kind::Exclusion)
            r.params.insert(QStringLiteral("rounds"), QJsonArray{2});
        const auto appended = log.append(r);
        QVERIFY(appended);
    };
    const QString smith = players[0].name;
    byName(rulings::Kind::YellowCard, QStringLiteral("g1"), chess::White, smith, players[2].name); // no. 2: #1
    byName(rulings::Kind::YellowCard, QStringLiteral("g2"), chess::Black, smith, players[3].name); // no. 3: #2
    byName(rulings::Kind::Exclusion, {}, std::nullopt, players[2].name); // no. 4: #3 by the name
    byName(rulings::Kind::Warning, {}, std::nullopt, smith); // no. 5: which Smith? unmatched
    byName(rulings::Kind::Warning, {}, std::nullopt, QStringLiteral("Nobody, Here")); // no. 6: unmatched
    const auto before = log.read(id);
    QVERIFY(before && before->size() == 6);

    const event::PlayerDirectory directory(players, pairings);
    const auto matched = log.matchPlayers(id, directory);
    QVERIFY(matched);
    QCOMPARE(matched->matched, 3);
    QCOMPARE(matched->unmatched.size(), 3); // the fixture's own "W", the second Smith, Nobody
    QCOMPARE(matched->unmatched.at(1).seq, 5);
    QCOMPARE(matched->unmatched.at(1).name, smith);
    QCOMPARE(matched->unmatched.at(2).name, QStringLiteral("Nobody, Here"));

    const auto rows = log.read(id);
    QVERIFY(rows);
    QCOMPARE(rows->at(1).playerRef.no, 1);
    QVERIFY(rows->at(1).playerRef.matched);
    QCOMPARE(rows->at(1).opponentRef.no, 3);
    QCOMPARE(rows->at(2).playerRef.no, 2);
    QCOMPARE(rows->at(2).opponentRef.no, 4);
    QCOMPARE(rows->at(3).playerRef.no, 3);
    QCOMPARE(rows->at(4).playerRef.no, 0);
    QCOMPARE(rows->at(4).playerKey(), QStringLiteral("=Smith, John"));
    // The rows are as recorded: every hash stands.
    const auto problem = rulings::LogVerifier::verify(rows.value());
    QVERIFY2(!problem, qPrintable(problem ? problem->message : QString()));
    for (int i = 0; i < 6; ++i)
        QCOMPARE(rows->at(i).hash, before->at(i).hash);
    const rulings::RulingBook book(rows.value());
    QCOMPARE(book.cards(QStringLiteral("#1")).yellow, 1);
    QCOMPARE(book.cards(QStringLiteral("#2")).yellow, 1);

    // Once: a player list changed later (the namesakes numbered the other way) moves nothing.
    std::swap(players[0].id, players[1].id);
    const auto again = log.matchPlayers(id, event::PlayerDirectory(players, pairings));
    QVERIFY(again);
    QCOMPARE(again->matched, 0);
    QCOMPARE(again->unmatched.size(), 3);
    QCOMPARE(log.read(id)->at(1).playerRef.no, 1);

    // A ruling recorded now carries its player's identity in its own row (and in its hash).
    rulings::Ruling keyed;
    keyed.eventId = id;
    keyed.issuer = QStringLiteral("Anna");
    keyed.issuerRole = event::StaffMember::Role::ChiefArbiter;
    keyed.kind = rulings::Kind::YellowCard;
    keyed.player = smith;
    keyed.playerRef = directory.ref(2);
    QVERIFY(log.append(keyed));
    const auto all = log.read(id);
    QCOMPARE(all->last().playerRef, directory.ref(2));
    QVERIFY(!all->last().playerRef.matched);
    QVERIFY(all->last().canonical().contains("\"playerRef\":{\"fide\":\"4100002\",\"no\":2}"));
    QVERIFY(!rulings::LogVerifier::verify(all.value()));
    QCOMPARE(rulings::RulingBook(all.value()).cards(QStringLiteral("#2")).yellow, 2);
    QCOMPARE(rulings::RulingBook(all.value()).cards(QStringLiteral("#1")).yellow, 1);
}

QTEST_GUILESS_MAIN(TestStoreOpen)
#include "tst_storeopen.moc"
