#include "core/common/translations.h"
#include "core/event/venue.h"
#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/report/eventreport.h"
#include "core/rulings/checklist.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/rulings/rulingtext.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "tests/storage/postgresserver.h"
#include "tests/storage/teamfixture.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using event::StaffMember;
using rulings::Kind;
using rulings::Ruling;

// Issue 27: a hybrid event (Part IIIb) with three venues on a real PostgreSQL server, following a
// simulated round. The venues, their players and arbiters are the event's; a local chief arbiter rules
// only in their venue, on the console and on the server; the checks one console records reach the
// other and the report; rulings cite Part IIIb in English and Russian; Art. 20 refuses traditional
// sets below a 30 s increment; an online assistant's account plays for the player.
class TestHybrid : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void venuesArePartOfTheEvent();
    void gamesFilterByVenue();
    void localChiefRulesOnlyInTheVenue();
    void checksAreSharedAndReported();
    void rulingsCitePartIIIb();
    void traditionalSetsNeedThirtySeconds();
    void assistantsMovesAreThePlayers();

private:
    storage::PostgresOptions options(const QString &login) const;
    std::unique_ptr<session::EventSession> openSession(const QString &login);
    QString gameOnBoard(int board) const;
    std::optional<Ruling> issue(session::EventSession *s, const Ruling &draft, QString *refusal = nullptr);

    PostgresServer m_pg;
    QString m_db = QStringLiteral("hybrid_event");
    QHash<QString, QString> m_passwords;
    std::unique_ptr<zone::sim::GameZoneSimulator> m_sim;
    zone::sim::GameZoneSimulator::Endpoint m_endpoint;
    std::unique_ptr<session::EventSession> m_anna, m_lena;
};

storage::PostgresOptions TestHybrid::options(const QString &login) const
{
    auto o = storage::PostgresOptions::fromUrl(m_pg.url(m_db, login)).value();
    o.password = m_passwords.value(login);
    return o;
}

void TestHybrid::initTestCase()
{
    m_pg.requirePasswords();
    QString why;
    QVERIFY2(m_pg.start(&why), qPrintable(why));
    QVERIFY2(m_pg.createDatabase(m_db, &why), qPrintable(why));
    const QString chennai = QStringLiteral("Chennai"), cairo = QStringLiteral("Cairo"), oslo = QStringLiteral("Oslo");
    QVERIFY2(
        makeTeamEvent(
            m_pg, m_db,
            {{QStringLiteral("Anna Petrova"), StaffMember::Role::ChiefArbiter, {}, {}, QStringLiteral("anna")},
             {QStringLiteral("Lena Rao"), StaffMember::Role::LocalChiefArbiter, chennai, {}, QStringLiteral("lena")},
             {QStringLiteral("Tom Iyer"), StaffMember::Role::LocalTechnicalArbiter, chennai, {}, QStringLiteral("tom")},
             {QStringLiteral("Omar Said"), StaffMember::Role::LocalChiefArbiter, cairo, {}, QStringLiteral("omar")}},
            &m_passwords, &why),
        qPrintable(why));

    // The event made hybrid with its venues and players, as the event dialog saves them.
    {
        storage::EventStore store;
        auto admin = storage::PostgresOptions::fromUrl(m_pg.url(m_db)).value();
        QVERIFY(!store.openPostgres(admin));
        auto before = store.loadEvent(1);
        QVERIFY2(before, qPrintable(before ? QString() : before.error().message));
        event::EventData after = before.value();
        after.info.type = event::EventInfo::Type::Hybrid;
        after.venues = {{chennai,
                         QStringLiteral("Chennai"),
                         QStringLiteral("Tamil Nadu Chess Association"),
                         {QStringLiteral("rtsp://127.0.0.1:8554/chennai-hall")},
                         false},
                        {cairo, QStringLiteral("Cairo"), QStringLiteral("Egyptian Chess Federation"), {}, false},
                        {oslo, QStringLiteral("Oslo"), QStringLiteral("Norges Sjakkforbund"), {}, false}};
        const struct
        {
            const char *name;
            const char *venue;
        } players[] = {{"Petrov, Ivan", "Chennai"}, {"Smirnova, Anna", "Chennai"}, {"Kuznetsov, Oleg", "Chennai"},
                       {"Novak, Petra", "Cairo"},   {"Ivanova, Maria", "Cairo"},   {"Berg, Lukas", "Cairo"},
                       {"Sokolov, Dmitri", "Oslo"}, {"Larsen, Eva", "Oslo"}};
        int no = 0;
        for (const auto &p : players) {
            event::PlayerRecord r;
            r.id = ++no;
            r.name = QString::fromUtf8(p.name);
            r.venue = QString::fromUtf8(p.venue);
            after.players << r;
        }
        // Appendix II–III: Ivan Petrov plays through his assistant, whose account the zone pairs.
        after.players[0].zoneAccount = QStringLiteral("ivan-petrov-home");
        after.players[0].assistant = QStringLiteral("Olga Petrova");
        after.players[0].assistantAccount = QStringLiteral("petrov-ivan");
        QVERIFY(!store.saveSetup(before.value(), after));
    }

    m_sim = std::make_unique<zone::sim::GameZoneSimulator>();
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 2;
    const auto started = m_sim->start(0, o);
    QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
    m_endpoint = started.value();
    m_anna = openSession(QStringLiteral("anna"));
    m_lena = openSession(QStringLiteral("lena"));
    QVERIFY(m_anna && m_lena);
}

void TestHybrid::cleanupTestCase()
{
    for (auto *s : {m_anna.get(), m_lena.get()})
        if (s)
            s->feed()->stop();
    m_anna.reset();
    m_lena.reset();
    m_sim.reset();
}

std::unique_ptr<session::EventSession> TestHybrid::openSession(const QString &login)
{
    auto s = std::make_unique<session::EventSession>();
    const auto opening = s->openEvent(storage::StoreConfig::server(options(login)), true, QString(), false);
    if (opening.openError || opening.error || !opening.me) {
        qWarning() << "could not open the event as" << login;
        return nullptr;
    }
    s->feed()->startSimulator(m_endpoint.url, m_endpoint.token);
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 20000) {
        QTest::qWait(50);
        const auto *registry = s->feed()->registry();
        if (registry && registry->gameCount() == 4)
            return s;
    }
    qWarning() << "the round did not reach" << login;
    return nullptr;
}

QString TestHybrid::gameOnBoard(int board) const
{
    const auto *registry = m_anna->feed()->registry();
    for (const QString &id : registry->ids())
        if (registry->game(id)->pairing().board == board)
            return id;
    return {};
}

std::optional<Ruling> TestHybrid::issue(session::EventSession *s, const Ruling &draft, QString *refusal)
{
    QSignalSpy recorded(s, &session::EventSession::rulingRecorded);
    QSignalSpy refused(s, &session::EventSession::rulingRefused);
    s->issueRuling(draft);
    if (!refused.isEmpty()) {
        if (refusal)
            *refusal = refused.first().at(0).toString();
        return std::nullopt;
    }
    for (const QList<QVariant> &args : recorded) {
        const auto r = args.at(0).value<Ruling>();
        if (r.kind == draft.kind)
            return r;
    }
    return std::nullopt;
}

void TestHybrid::venuesArePartOfTheEvent()
{
    auto loaded = m_anna->loadEvent();
    QVERIFY(loaded);
    QCOMPARE(loaded->venues.size(), 3);
    QCOMPARE(loaded->venues[0].cameras, QStringList{QStringLiteral("rtsp://127.0.0.1:8554/chennai-hall")});
    QCOMPARE(event::Venue::playersOf(loaded->players, QStringLiteral("cairo")).size(), 3);
    QCOMPARE(loaded->players[0].assistantAccount, QStringLiteral("petrov-ivan"));
    const QList<StaffMember> staff = m_anna->rulings()->staff();
    // Art. 16.8: Chennai has its local chief and technical arbiters; Cairo lacks the technical one, Oslo both.
    QVERIFY(event::Venue::staffingProblems(QStringLiteral("Chennai"), staff, 3).isEmpty());
    QCOMPARE(event::Venue::staffingProblems(QStringLiteral("Cairo"), staff, 3).size(), 2);
    QCOMPARE(event::Venue::staffingProblems(QStringLiteral("Oslo"), staff, 2).size(), 3);
    QCOMPARE(event::Venue::staffOf(staff, QStringLiteral("Chennai")).first().name, QStringLiteral("Lena Rao"));
    // A list that cannot be kept is refused with its reason.
    QVERIFY(event::Venue::check({{QStringLiteral("A")}, {QStringLiteral("a")}}));
    QVERIFY(event::Venue::check({{QStringLiteral("A"), {}, {}, {QStringLiteral("not a camera")}}}));
    QVERIFY(!event::Venue::fromJson("{\"name\": 1}"));
}

void TestHybrid::gamesFilterByVenue()
{
    const auto *registry = m_anna->feed()->registry();
    QHash<QString, QList<int>> boards;
    for (const QString &id : registry->ids()) {
        const zone::Pairing &p = registry->game(id)->pairing();
        boards[event::Venue::venueOfGame(m_anna->players(), id, p)] << p.board;
    }
    for (auto &list : boards)
        std::sort(list.begin(), list.end());
    // Boards 1 (Petrov–Smirnova) and 2 (Kuznetsov–Novak) are white's venue, Chennai; 3 Cairo; 4 Oslo.
    QCOMPARE(boards.value(QStringLiteral("Chennai")), (QList<int>{1, 2}));
    QCOMPARE(boards.value(QStringLiteral("Cairo")), QList<int>{3});
    QCOMPARE(boards.value(QStringLiteral("Oslo")), QList<int>{4});
}

void TestHybrid::localChiefRulesOnlyInTheVenue()
{
    // On the console: Lena (Chennai) warns a Chennai player, not a Cairo one.
    Ruling draft;
    draft.kind = Kind::Warning;
    draft.gameId = gameOnBoard(3);
    draft.side = chess::White;
    draft.player = QStringLiteral("Ivanova, Maria");
    draft.reason = QStringLiteral("9.7-headphones");
    QString refusal;
    QVERIFY(!issue(m_lena.get(), draft, &refusal));
    QVERIFY2(refusal.contains(QStringLiteral("Chennai")) && refusal.contains(QStringLiteral("Cairo")),
             qPrintable(refusal));
    draft.gameId = gameOnBoard(1);
    draft.player = QStringLiteral("Petrov, Ivan");
    const auto ok = issue(m_lena.get(), draft, &refusal);
    QVERIFY2(ok, qPrintable(refusal));
    QCOMPARE(ok->playerRef.no, 1);
    QCOMPARE(ok->article, QStringLiteral("17.3")); // 9.7 headphones: Part IIIb's forbidden device
    // A round-wide pause is the chief arbiter's.
    Ruling pause;
    pause.kind = Kind::PauseRound;
    QVERIFY(!issue(m_lena.get(), pause, &refusal));
    QVERIFY2(refusal.contains(QStringLiteral("Chennai")), qPrintable(refusal));

    // On the server: Lena's login appending past the console is refused outside Chennai.
    storage::Database db;
    QVERIFY(!db.openPostgres(options(QStringLiteral("lena"))));
    rulings::SqlRulingLog log(db);
    Ruling row;
    row.eventId = 1;
    row.issuer = QStringLiteral("Lena Rao");
    row.issuerRole = StaffMember::Role::LocalChiefArbiter;
    row.kind = Kind::Warning;
    row.article = QStringLiteral("18.4.1");
    row.player = QStringLiteral("Novak, Petra");
    row.playerRef.no = 4;
    QVERIFY(!log.append(row));
    row.player = QStringLiteral("Smirnova, Anna");
    row.playerRef.no = 2;
    const auto stored = log.append(row);
    QVERIFY2(stored, qPrintable(stored ? QString() : stored.error().message));
    // Anna, the chief arbiter, rules everywhere.
    row.issuer = QStringLiteral("Anna Petrova");
    row.issuerRole = StaffMember::Role::ChiefArbiter;
    storage::Database chief;
    QVERIFY(!chief.openPostgres(options(QStringLiteral("anna"))));
    rulings::SqlRulingLog chiefLog(chief);
    row.playerRef.no = 4;
    QVERIFY(chiefLog.append(row));
}

void TestHybrid::checksAreSharedAndReported()
{
    using rulings::CheckItem;
    const int round = m_lena->rulings()->book().entries().isEmpty() ? 1 : 1;
    Ruling device = rulings::Checklist::draft(QStringLiteral("device"), CheckItem::Answer::Yes, {}, round,
                                              QStringLiteral("Petrov, Ivan"));
    Ruling fairPlay = rulings::Checklist::draft(QStringLiteral("fair-play"), CheckItem::Answer::No,
                                                QStringLiteral("phone found in the bag, handed to the LCA"), round,
                                                QStringLiteral("Smirnova, Anna"));
    QString refusal;
    QVERIFY2(issue(m_lena.get(), device, &refusal), qPrintable(refusal));
    const auto recorded = issue(m_lena.get(), fairPlay, &refusal);
    QVERIFY2(recorded, qPrintable(refusal));
    QCOMPARE(recorded->article, QStringLiteral("18.6"));
    // Outside her venue, a check is refused like a ruling.
    Ruling cairo = rulings::Checklist::draft(QStringLiteral("device"), CheckItem::Answer::Yes, {}, round,
                                             QStringLiteral("Berg, Lukas"));
    QVERIFY(!issue(m_lena.get(), cairo, &refusal));

    // Anna's console has them within a second or two.
    auto annasChecklist = [this] {
        rulings::Checklist c;
        for (const auto &e : m_anna->rulings()->book().entries())
            c.add(e.ruling);
        return c;
    };
    QTRY_COMPARE_WITH_TIMEOUT(annasChecklist().size(), 2, 3000);
    const auto checklist = annasChecklist();
    const auto entry = checklist.entry(round, QStringLiteral("#2"), QStringLiteral("fair-play"));
    QVERIFY(entry);
    QCOMPARE(entry->answer, CheckItem::Answer::No);
    QCOMPARE(entry->by, QStringLiteral("Lena Rao"));
    const auto items = CheckItem::items(true);
    QCOMPARE(checklist.missing(round, QStringLiteral("#1"), items),
             (QStringList{QStringLiteral("fair-play"), QStringLiteral("connection")}));
    QVERIFY(checklist.missing(round, QStringLiteral("#2"), items).contains(QStringLiteral("device")));
    QVERIFY(!checklist.missing(round, QStringLiteral("#2"), items).contains(QStringLiteral("fair-play"))); // noted

    // The report: venues, checks, assistants.
    storage::EventStore store;
    QVERIFY(!store.openPostgres(storage::PostgresOptions::fromUrl(m_pg.url(m_db)).value()));
    auto loaded = report::EventReport::load(store, 1, m_anna->rulings()->staff());
    QVERIFY(loaded);
    report::EventReport::Input input = loaded.value();
    input.afterRound = 1;
    const QString html = report::EventReport::html(input);
    for (const char *expected : {"Venues (Part IIIb)", "Tamil Nadu Chess Association", "Lena Rao (Local chief arbiter)",
                                 "Checks before and during the games", "phone found in the bag",
                                 "Online assistants (Appendix II", "Olga Petrova", "no local technical arbiter"})
        QVERIFY2(html.contains(QString::fromUtf8(expected)), expected);
}

void TestHybrid::rulingsCitePartIIIb()
{
    Ruling loss;
    loss.kind = Kind::Loss;
    loss.gameId = gameOnBoard(3);
    loss.side = chess::White;
    loss.player = QStringLiteral("Ivanova, Maria");
    loss.reason = QStringLiteral("9.8.2-forbidden-device"); // as Part IIIa's preset writes it
    loss.article = QStringLiteral("9.8.2");
    loss.params.insert(QStringLiteral("opponentScore"), 2);
    QString refusal;
    const auto stored = issue(m_anna.get(), loss, &refusal);
    QVERIFY2(stored, qPrintable(refusal));
    QCOMPARE(stored->reason, QStringLiteral("17.3-forbidden-device"));
    QCOMPARE(stored->article, QStringLiteral("17.3"));
    Ruling warning;
    warning.kind = Kind::Warning;
    warning.gameId = gameOnBoard(4);
    warning.side = chess::Black;
    warning.player = QStringLiteral("Larsen, Eva");
    const auto warned = issue(m_anna.get(), warning, &refusal);
    QVERIFY2(warned, qPrintable(refusal));
    QCOMPARE(warned->article, QStringLiteral("18.4.1"));
    QCOMPARE(rulings::RulingText::articleText(stored->article), QStringLiteral("Art. 17.3"));
    QCOMPARE(rulings::RulingText::reasonText(stored->reason),
             QStringLiteral("Forbidden electronic device at the venue"));
    QCOMPARE(rulings::RulingText::partIIIb(QStringLiteral("15.2")), QStringLiteral("19.2"));
    QCOMPARE(rulings::RulingText::partIIIb(QStringLiteral("9.5")), QStringLiteral("17.7"));
    QCOMPARE(rulings::RulingText::partIIIb(QStringLiteral("13.4")), QStringLiteral("13.4"));
    const QStringList hybridReasons = [] {
        QStringList keys;
        for (const auto &r : rulings::RulingText::reasons(true))
            keys << r.key;
        return keys;
    }();
    for (const char *key : {"17.3-forbidden-device", "17.7-left-venue", "17.8-dress"})
        QVERIFY(hybridReasons.contains(QString::fromLatin1(key)));
    QVERIFY(!hybridReasons.contains(QStringLiteral("9.8.2-forbidden-device")));
    {
        TranslationSet translations;
        QVERIFY(translations.install(QLocale(QLocale::Russian)));
        const QString article = rulings::RulingText::articleText(stored->article);
        const QString reason = rulings::RulingText::reasonText(stored->reason);
        QVERIFY2(article.contains(QStringLiteral("17.3")) && !article.startsWith(QStringLiteral("Art.")),
                 qPrintable(article));
        QVERIFY2(reason.contains(QStringLiteral("площадк")), qPrintable(reason));
    }
}

void TestHybrid::traditionalSetsNeedThirtySeconds()
{
    event::EventInfo info;
    info.name = QStringLiteral("Hybrid Rapid");
    info.type = event::EventInfo::Type::Hybrid;
    info.traditionalSets = true;
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("900+10")).value();
    const auto refused = info.validate();
    QVERIFY(refused);
    QVERIFY2(refused->message.contains(QStringLiteral("Art. 20")), qPrintable(refused->message));
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("40/5400+30:1800+30")).value();
    QVERIFY(!info.validate());
    // An increment from move 41 only is not "from move 1".
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("40/5400:1800+30")).value();
    QVERIFY(info.validate());
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("5400+30")).value();
    info.type = event::EventInfo::Type::SupervisedOnline;
    QVERIFY(info.validate()); // a hybrid event's setting
    info.type = event::EventInfo::Type::Hybrid;
    // The store refuses what validate refuses, and keeps the setting.
    QTemporaryDir dir;
    storage::EventStore store;
    QVERIFY(!store.openSqlite(dir.filePath(QStringLiteral("e.sqlite"))));
    auto id = store.createEvent(info);
    QVERIFY(id);
    auto loaded = store.loadEvent(id.value());
    QVERIFY(loaded && loaded->info.traditionalSets);
    info.id = id.value();
    info.timeControl = clock::TimeControl::fromFide(QStringLiteral("900+10")).value();
    QVERIFY(store.updateEvent(info));
}

void TestHybrid::assistantsMovesAreThePlayers()
{
    // The zone pairs the assistant's account on board 1; moves from it are Ivan Petrov's.
    const QString id = gameOnBoard(1);
    const zone::Pairing &p = m_anna->feed()->registry()->game(id)->pairing();
    QCOMPARE(p.whiteId, QStringLiteral("petrov-ivan"));
    QCOMPARE(m_anna->players().inGame(id, chess::White, p.white, p.whiteId).no, 1);
    // Without the assistant's account the zone's account is not his (he has his own): not matched.
    auto players = m_anna->players().players();
    players[0].assistantAccount.clear();
    QCOMPARE(event::PlayerDirectory(players).inGame(QString(), chess::White, p.white, p.whiteId).no, 0);
    // The game moves on from that account and stays his.
    const auto *game = m_anna->feed()->registry()->game(id);
    QTRY_VERIFY_WITH_TIMEOUT(game->plies() > 0, 10000);
    Ruling add;
    add.kind = Kind::TimeAdjust;
    add.gameId = id;
    add.side = chess::White;
    add.player = p.white;
    add.params.insert(QStringLiteral("ms"), 30000);
    QString refusal;
    const auto stored = issue(m_lena.get(), add, &refusal);
    QVERIFY2(stored, qPrintable(refusal));
    QCOMPARE(stored->playerRef.no, 1);
}

QTEST_GUILESS_MAIN(TestHybrid)
#include "tst_hybrid.moc"
