#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/evidencekeeper.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "core/watch/incident.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "tests/storage/postgresserver.h"
#include "tests/storage/teamfixture.h"

#include <QSignalSpy>
#include <QSqlQuery>
#include <QThread>
#include <QtTest>

using namespace arbiter;
using event::StaffMember;
using rulings::Kind;
using rulings::Ruling;

// Issue 24 §3: two arbiters' consoles (two event sessions, each with its own login) on one team
// event on a real PostgreSQL server, following one simulated round. What one records, reviews, marks
// or sets reaches the other within a second; the staff's roles are the server's, live; when the
// server restarts both say so, reconnect by themselves and catch up on what they missed (a
// notification is not kept for a console that was away).
class TestTeamSync : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void whatOneDoesTheOtherSees();
    void rolesAreTheServersLive();
    void twoArbitersOnOneGame();
    void appealsDecidedEachWay();
    void serverRestartIsCaughtUp();
    void missedNotificationsAreCaughtUp();
    void sessionOnItsOwnThreadWatchesTheServer();

private:
    storage::PostgresOptions options(const QString &login) const;
    std::unique_ptr<session::EventSession> openSession(const QString &login);
    QString liveGame() const;

    PostgresServer m_pg;
    QString m_db = QStringLiteral("team_sync");
    QHash<QString, QString> m_passwords;
    std::unique_ptr<zone::sim::GameZoneSimulator> m_sim;
    zone::sim::GameZoneSimulator::Endpoint m_endpoint;
    std::unique_ptr<session::EventSession> m_anna, m_boris;
};

storage::PostgresOptions TestTeamSync::options(const QString &login) const
{
    auto o = storage::PostgresOptions::fromUrl(m_pg.url(m_db, login)).value();
    o.password = m_passwords.value(login);
    return o;
}

void TestTeamSync::initTestCase()
{
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

    m_sim = std::make_unique<zone::sim::GameZoneSimulator>();
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 2;
    const auto started = m_sim->start(0, o);
    QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
    m_endpoint = started.value();
    m_anna = openSession(QStringLiteral("anna"));
    m_boris = openSession(QStringLiteral("boris"));
    QVERIFY(m_anna && m_boris);
}

void TestTeamSync::cleanupTestCase()
{
    for (auto *s : {m_anna.get(), m_boris.get()})
        if (s)
            s->feed()->stop();
    m_anna.reset();
    m_boris.reset();
    m_sim.reset();
}

std::unique_ptr<session::EventSession> TestTeamSync::openSession(const QString &login)
{
    auto s = std::make_unique<session::EventSession>();
    const auto opening = s->openEvent(storage::StoreConfig::server(options(login)), true, QString(), false);
    if (opening.openError || opening.error) {
        qWarning() << (opening.openError ? opening.openError->message : opening.error->message);
        return nullptr;
    }
    if (!opening.team || !opening.me || opening.me->login != login) {
        qWarning() << "not opened as a team event of" << login;
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

QString TestTeamSync::liveGame() const
{
    const auto *registry = m_anna->feed()->registry();
    for (const QString &id : registry->ids())
        if (!registry->game(id)->isEnded())
            return id;
    return QString();
}

void TestTeamSync::whatOneDoesTheOtherSees()
{
    // A ruling: on Boris's console once Anna's commits.
    QSignalSpy borisRulings(m_boris.get(), &session::EventSession::rulingRecorded);
    const QString id = liveGame();
    QVERIFY(!id.isEmpty());
    Ruling warning;
    warning.gameId = id;
    warning.kind = Kind::Warning;
    warning.side = chess::White;
    warning.player = m_anna->feed()->registry()->game(id)->pairing().white;
    QElapsedTimer latency;
    latency.start();
    m_anna->issueRuling(warning);
    QTRY_VERIFY_WITH_TIMEOUT(!borisRulings.isEmpty(), 1000);
    qInfo() << "a ruling reached the other console in" << latency.elapsed() << "ms";
    QCOMPARE(borisRulings.last().at(0).value<Ruling>().issuer, QStringLiteral("Anna Petrova"));

    // A review: both consoles detected the same incident (one key); Anna dismisses it, and it is
    // dismissed on Boris's console, by her, with her note.
    watch::Incident incident;
    incident.key = id + QStringLiteral("/test/1");
    incident.kind = watch::Incident::Kind::ZoneData;
    incident.gameId = id;
    incident.utcMs = QDateTime::currentMSecsSinceEpoch();
    m_anna->incidents()->take({incident});
    m_boris->incidents()->take({incident});
    QTest::qWait(300); // both stored
    QSignalSpy borisIncidents(m_boris->incidents(), &session::IncidentBook::incidentsReady);
    m_anna->incidents()->review(incident.key, watch::Incident::ReviewState::Dismissed, QStringLiteral("seen on camera"),
                                QStringLiteral("Anna Petrova"));
    auto dismissed = [&] {
        for (const auto &args : borisIncidents)
            for (const watch::Incident &i : args.at(0).value<QList<watch::Incident>>())
                if (i.key == incident.key && i.reviewState == watch::Incident::ReviewState::Dismissed
                    && i.reviewedBy == QLatin1String("Anna Petrova") && i.reviewNote == QLatin1String("seen on camera"))
                    return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(dismissed(), 2000);

    // A VCS mark: Boris sees White leave the video conference; Anna's board says so too.
    const live::LiveGame *annas = m_anna->feed()->registry()->game(id);
    m_boris->markVcs(id, chess::White, false);
    QTRY_COMPARE_WITH_TIMEOUT(annas->isOnVcs(chess::White), std::optional<bool>(false), 2000);
    m_boris->markVcs(id, chess::White, true);
    QTRY_COMPARE_WITH_TIMEOUT(annas->isOnVcs(chess::White), std::optional<bool>(true), 2000);

    // A setting: the card policy Anna saves is Boris's too.
    QSignalSpy borisPolicy(m_boris.get(), &session::EventSession::cardPolicyChanged);
    rulings::CardPolicy policy = m_anna->cardPolicy();
    policy.yellowAfterSeconds = policy.yellowAfterSeconds + 15;
    m_anna->saveCardPolicy(policy);
    QTRY_VERIFY_WITH_TIMEOUT(!borisPolicy.isEmpty(), 2000);
    QCOMPARE(m_boris->cardPolicy().yellowAfterSeconds, policy.yellowAfterSeconds);

    // The event's settings.
    QSignalSpy borisEvent(m_boris.get(), &session::EventSession::eventChanged);
    auto loaded = m_anna->loadEvent();
    QVERIFY(loaded);
    event::EventInfo info = loaded->info;
    info.rounds = 9;
    m_anna->saveEventInfo(info);
    QTRY_VERIFY_WITH_TIMEOUT(!borisEvent.isEmpty(), 2000);
    QCOMPARE(borisEvent.last().at(0).value<event::EventInfo>().rounds, 9);

    // A sector (Art. 10.3.1): Anna gives Boris boards 1-2; his console's plan says so at once.
    QSignalSpy borisSectors(m_boris.get(), &session::EventSession::sectorsChanged);
    QSignalSpy annaSectors(m_anna.get(), &session::EventSession::sectorsChanged);
    const QString borisName = QStringLiteral("Boris Ivanov"), annaName = QStringLiteral("Anna Petrova");
    event::Sector sector;
    sector.arbiter = QStringLiteral("boris ivanov");
    sector.boards = QStringLiteral("1-2");
    latency.restart();
    m_anna->saveSector(sector);
    auto borisHas = [&](const QSet<int> &boards) {
        return !borisSectors.isEmpty()
            && borisSectors.last().at(0).value<event::SectorPlan>().boardsOf(borisName) == boards;
    };
    QTRY_VERIFY_WITH_TIMEOUT(borisHas({1, 2}), 1000);
    qInfo() << "a sector reached the other console in" << latency.elapsed() << "ms";
    QCOMPARE(borisSectors.last().at(0).value<event::SectorPlan>().of(borisName)->assignedBy, annaName);
    // The round's other boards are nobody's (once the zone's games are linked to the round's pairings).
    QTRY_COMPARE_WITH_TIMEOUT(borisSectors.last().at(0).value<event::SectorPlan>().unwatched, QSet<int>({3, 4}), 5000);
    // Boris may not take Anna's boards; he hands his own over to her with a note at the end of his shift.
    QSignalSpy borisProblems(m_boris.get(), &session::EventSession::problem);
    event::Sector grab;
    grab.arbiter = annaName;
    grab.boards = QStringLiteral("3");
    m_boris->saveSector(grab);
    QCOMPARE(borisProblems.size(), 1);
    m_boris->handOverSector(borisName, annaName, QStringLiteral("board 2: a claim waits"));
    QTRY_VERIFY_WITH_TIMEOUT(borisHas({}), 1000);
    QTRY_VERIFY_WITH_TIMEOUT(
        !annaSectors.isEmpty() && annaSectors.last().at(0).value<event::SectorPlan>().of(annaName) != nullptr, 1000);
    const event::Sector handed = *annaSectors.last().at(0).value<event::SectorPlan>().of(annaName);
    QCOMPARE(handed.handedFrom, borisName);
    QCOMPARE(handed.note, QStringLiteral("board 2: a claim waits"));
    QCOMPARE(handed.boards, QStringLiteral("1-2"));
    event::Sector none;
    none.arbiter = annaName;
    m_anna->saveSector(none);
    QTRY_VERIFY_WITH_TIMEOUT(borisSectors.last().at(0).value<event::SectorPlan>().sectors.isEmpty(), 1000);

    // Evidence: a still Boris's console took, then held by the chief arbiter on hers, is held on his.
    QSignalSpy borisEvidence(m_boris->evidence(), &session::EvidenceKeeper::evidenceListed);
    evidence::EvidenceCapture still;
    still.item.incidentKey = incident.key;
    still.item.gameId = id;
    still.item.player = warning.player;
    still.item.takenUtcMs = QDateTime::currentMSecsSinceEpoch();
    still.data = QByteArrayLiteral("\xff\xd8 a still \xff\xd9");
    m_boris->evidence()->storeCapture(still);
    QVERIFY(!borisEvidence.isEmpty());
    const auto items = borisEvidence.last().at(0).value<QList<evidence::EvidenceItem>>();
    QVERIFY(!items.isEmpty());
    const qint64 stillId = items.last().id;
    QVERIFY(!items.last().held);
    borisEvidence.clear();
    latency.restart();
    m_anna->evidence()->hold(stillId, true);
    auto heldOnBoris = [&] {
        if (borisEvidence.isEmpty())
            return false;
        for (const evidence::EvidenceItem &i : borisEvidence.last().at(0).value<QList<evidence::EvidenceItem>>())
            if (i.id == stillId)
                return i.held;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(heldOnBoris(), 1000);
    qInfo() << "an evidence hold reached the other console in" << latency.elapsed() << "ms";
}

void TestTeamSync::rolesAreTheServersLive()
{
    // Boris cannot expel; once the administrator makes him deputy, his console knows at once.
    QSignalSpy identity(m_boris.get(), &session::EventSession::identityChanged);
    storage::Database admin;
    QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
    QVERIFY(team::TeamServer::addStaff(
        admin,
        {QStringLiteral("Boris Ivanov"), StaffMember::Role::DeputyChiefArbiter, {}, {}, QStringLiteral("boris")}));
    QTRY_VERIFY_WITH_TIMEOUT(
        !identity.isEmpty() && identity.last().at(1).toInt() == int(StaffMember::Role::DeputyChiefArbiter), 2000);
    QCOMPARE(m_boris->rulings()->identity()->role, StaffMember::Role::DeputyChiefArbiter);
    // The console cannot make him anyone else, nor change the staff.
    QSignalSpy problems(m_boris.get(), &session::EventSession::problem);
    m_boris->setIdentity(QStringLiteral("Anna Petrova"));
    QCOMPARE(m_boris->rulings()->identity()->name, QStringLiteral("Boris Ivanov"));
    m_boris->saveStaff({});
    QVERIFY(problems.size() >= 2);
    QCOMPARE(m_boris->rulings()->staff().size(), 2);
}

void TestTeamSync::twoArbitersOnOneGame()
{
    // Both consoles show the game as it stands; each arbiter opens a result dialog on it.
    const QString id = liveGame();
    QTRY_COMPARE_WITH_TIMEOUT(m_boris->rulings()->book().entries().size(), m_anna->rulings()->book().entries().size(),
                              2000);
    const std::int64_t seen = m_anna->rulings()->book().entries().last().ruling.seq;
    Ruling result;
    result.gameId = id;
    result.kind = Kind::ResultSet;
    result.params.insert(QStringLiteral("white"), 2);
    result.params.insert(QStringLiteral("black"), 0);
    result.basedOnSeq = seen;
    QSignalSpy annaRecorded(m_anna.get(), &session::EventSession::rulingRecorded);
    m_anna->issueRuling(result);
    QCOMPARE(annaRecorded.size(), 1);
    // Boris records the opposite result, unaware: refused, told what Anna recorded, the draft kept.
    QSignalSpy borisRefused(m_boris.get(), &session::EventSession::rulingRefused);
    Ruling opposite = result;
    opposite.params.insert(QStringLiteral("white"), 0);
    opposite.params.insert(QStringLiteral("black"), 2);
    const qsizetype before = m_boris->rulings()->book().entries().size();
    m_boris->issueRuling(opposite);
    QCOMPARE(borisRefused.size(), 1);
    const QString reason = borisRefused.last().at(0).toString();
    QVERIFY2(reason.contains(QLatin1String("changed since you opened"))
                 && reason.contains(QLatin1String("Anna Petrova")),
             qPrintable(reason));
    QCOMPARE(borisRefused.last().at(1).value<Ruling>().params.value(QLatin1String("black")).toInt(), 2);
    // No second result stands; the log has Anna's only.
    int results = 0;
    for (const auto &e : m_boris->rulings()->book().entries())
        results += e.ruling.gameId == id && e.ruling.kind == Kind::ResultSet;
    QCOMPARE(results, 1);
    QVERIFY(m_boris->rulings()->book().entries().size() > before); // Anna's reached him meanwhile
    // Having seen it, he may still decide otherwise: that is a decision made knowingly.
    opposite.basedOnSeq = m_boris->rulings()->book().entries().last().ruling.seq;
    QSignalSpy borisRecorded(m_boris.get(), &session::EventSession::rulingRecorded);
    m_boris->issueRuling(opposite);
    QCOMPARE(borisRefused.size(), 1);
    QVERIFY(!borisRecorded.isEmpty());
}

void TestTeamSync::appealsDecidedEachWay()
{
    using Outcome = rulings::RulingBook::AppealOutcome;
    using State = rulings::RulingBook::State;
    const QString id = liveGame();
    // Anna warns; Boris records the player's appeal; Anna decides; both consoles agree on the outcome.
    auto warnAndAppeal = [&](const QString &player, std::int64_t &seq) {
        Ruling warning;
        warning.gameId = id;
        warning.kind = Kind::Warning;
        warning.side = chess::Black;
        warning.player = player;
        m_anna->issueRuling(warning);
        seq = m_anna->rulings()->book().entries().last().ruling.seq;
        QTRY_VERIFY_WITH_TIMEOUT(m_boris->rulings()->book().entry(seq) != nullptr, 2000);
        Ruling appeal;
        appeal.kind = Kind::Appeal;
        appeal.ref = seq;
        appeal.reason = QStringLiteral("My opponent's flag fell first.");
        appeal.params.insert(QStringLiteral("appellant"), player);
        QSignalSpy refused(m_boris.get(), &session::EventSession::rulingRefused);
        m_boris->issueRuling(appeal);
        if (!refused.isEmpty())
            qWarning() << refused.last().at(0).toString();
        QTRY_VERIFY_WITH_TIMEOUT(m_anna->rulings()->book().entry(seq) && m_anna->rulings()->book().entry(seq)->appealed,
                                 2000);
    };
    auto decide = [&](std::int64_t seq, const char *outcome) {
        Ruling decision;
        decision.kind = Kind::AppealDecision;
        decision.ref = seq;
        decision.reason = QStringLiteral("The committee watched the recording.");
        decision.params.insert(QStringLiteral("outcome"), QLatin1String(outcome));
        m_anna->issueRuling(decision);
    };
    std::int64_t rejected = 0;
    warnAndAppeal(QStringLiteral("Player R"), rejected);
    decide(rejected, "rejected");
    QTRY_COMPARE_WITH_TIMEOUT(m_boris->rulings()->book().entry(rejected)->appealOutcome, Outcome::Rejected, 2000);
    QCOMPARE(m_boris->rulings()->book().entry(rejected)->state, State::InForce);
    // Decided once: a second decision, or a second appeal, is refused.
    QSignalSpy refused(m_anna.get(), &session::EventSession::rulingRefused);
    decide(rejected, "upheld");
    QCOMPARE(refused.size(), 1);

    std::int64_t upheld = 0;
    warnAndAppeal(QStringLiteral("Player U"), upheld);
    decide(upheld, "upheld");
    QTRY_COMPARE_WITH_TIMEOUT(m_boris->rulings()->book().entry(upheld)->state, State::Revoked, 2000);
    QCOMPARE(m_boris->rulings()->book().entry(upheld)->appealOutcome, Outcome::Upheld);

    std::int64_t changed = 0;
    warnAndAppeal(QStringLiteral("Player C"), changed);
    decide(changed, "changed");
    QTRY_COMPARE_WITH_TIMEOUT(m_boris->rulings()->book().entry(changed)->state, State::Revoked, 2000);
    QCOMPARE(m_boris->rulings()->book().entry(changed)->appealOutcome, Outcome::Changed);

    // An event that takes no appeals refuses one.
    auto loaded = m_anna->loadEvent();
    QVERIFY(loaded);
    event::EventInfo info = loaded->info;
    info.appealMinutes = 0;
    QSignalSpy borisEvent(m_boris.get(), &session::EventSession::eventChanged);
    m_anna->saveEventInfo(info);
    QTRY_VERIFY_WITH_TIMEOUT(!borisEvent.isEmpty(), 2000);
    Ruling warning;
    warning.gameId = id;
    warning.kind = Kind::Warning;
    warning.side = chess::White;
    warning.player = QStringLiteral("Player N");
    m_anna->issueRuling(warning);
    const std::int64_t seq = m_anna->rulings()->book().entries().last().ruling.seq;
    QTRY_VERIFY_WITH_TIMEOUT(m_boris->rulings()->book().entry(seq) != nullptr, 2000);
    QSignalSpy borisRefused(m_boris.get(), &session::EventSession::rulingRefused);
    Ruling appeal;
    appeal.kind = Kind::Appeal;
    appeal.ref = seq;
    appeal.reason = QStringLiteral("late");
    m_boris->issueRuling(appeal);
    QCOMPARE(borisRefused.size(), 1);
    QVERIFY2(borisRefused.last().at(0).toString().contains(QLatin1String("no appeals")),
             qPrintable(borisRefused.last().at(0).toString()));
    info.appealMinutes = 15;
    m_anna->saveEventInfo(info);
}

void TestTeamSync::serverRestartIsCaughtUp()
{
    QSignalSpy annaState(m_anna.get(), &session::EventSession::serverConnectionChanged);
    QSignalSpy borisState(m_boris.get(), &session::EventSession::serverConnectionChanged);
    QString why;
    QVERIFY2(m_pg.halt(&why), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(!annaState.isEmpty() && !annaState.last().at(0).toBool(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(!borisState.isEmpty() && !borisState.last().at(0).toBool(), 5000);
    QVERIFY(annaState.last().at(1).toString().contains(QLatin1String("nothing new can be recorded")));

    // While it is away, a ruling is refused, never shown as recorded.
    QSignalSpy refused(m_anna.get(), &session::EventSession::rulingRefused);
    QSignalSpy recorded(m_anna.get(), &session::EventSession::rulingRecorded);
    Ruling warning;
    warning.gameId = liveGame();
    warning.kind = Kind::Warning;
    warning.side = chess::Black;
    warning.player = QStringLiteral("someone");
    m_anna->issueRuling(warning);
    QCOMPARE(refused.size(), 1);
    QCOMPARE(recorded.size(), 0);

    QVERIFY2(m_pg.startAgain(&why), qPrintable(why));
    QTRY_VERIFY_WITH_TIMEOUT(annaState.last().at(0).toBool(), 8000);
    QTRY_VERIFY_WITH_TIMEOUT(borisState.last().at(0).toBool(), 8000);
    // Listening again: a ruling after the restart reaches the other console by notification.
    QSignalSpy borisRulings(m_boris.get(), &session::EventSession::rulingRecorded);
    m_anna->issueRuling(warning);
    for (const auto &args : recorded)
        qInfo() << "recorded" << args.at(0).value<Ruling>().seq << Ruling::kindKey(args.at(0).value<Ruling>().kind);
    QVERIFY(!recorded.isEmpty());
    QCOMPARE(recorded.last().at(0).value<Ruling>().kind, Kind::Warning);
    QTRY_VERIFY_WITH_TIMEOUT(!borisRulings.isEmpty(), 1000);
}

void TestTeamSync::missedNotificationsAreCaughtUp()
{
    // Boris's connection is cut (a laptop asleep, a network gone); meanwhile Anna records and reviews.
    QSignalSpy borisState(m_boris.get(), &session::EventSession::serverConnectionChanged);
    QSignalSpy borisRulings(m_boris.get(), &session::EventSession::rulingRecorded);
    QSignalSpy borisIncidents(m_boris->incidents(), &session::IncidentBook::incidentsReady);
    {
        storage::Database admin;
        QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
        QSqlQuery q(admin.connection());
        QVERIFY(
            q.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'boris'")));
    }
    Ruling warning;
    warning.gameId = liveGame();
    warning.kind = Kind::Warning;
    warning.side = chess::White;
    warning.player = QStringLiteral("someone else");
    m_anna->issueRuling(warning);
    watch::Incident incident;
    incident.key = warning.gameId + QStringLiteral("/test/2");
    incident.kind = watch::Incident::Kind::ZoneData;
    incident.gameId = warning.gameId;
    incident.utcMs = QDateTime::currentMSecsSinceEpoch();
    m_anna->incidents()->take({incident});
    QTest::qWait(300);
    m_anna->incidents()->review(incident.key, watch::Incident::ReviewState::Acknowledged, QString(),
                                QStringLiteral("Anna Petrova"));
    // Boris's console notices, reconnects and reads what it missed.
    QTRY_VERIFY_WITH_TIMEOUT(borisState.size() >= 2 && borisState.last().at(0).toBool(), 8000);
    QTRY_VERIFY_WITH_TIMEOUT(!borisRulings.isEmpty(), 2000);
    QCOMPARE(borisRulings.last().at(0).value<Ruling>().player, QStringLiteral("someone else"));
    auto acknowledged = [&] {
        for (const auto &args : borisIncidents)
            for (const watch::Incident &i : args.at(0).value<QList<watch::Incident>>())
                if (i.key == incident.key && i.reviewState == watch::Incident::ReviewState::Acknowledged)
                    return true;
        return false;
    };
    QTRY_VERIFY_WITH_TIMEOUT(acknowledged(), 2000);
    QCOMPARE(m_boris->rulings()->book().entries().size(), m_anna->rulings()->book().entries().size());
}

// The console runs the session on a thread of its own: its timers (the server's watchdog, the
// rulings poll, the round's pairings) must move there with it, or the watchdog never runs.
void TestTeamSync::sessionOnItsOwnThreadWatchesTheServer()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("Timers cannot be (started|stopped) from another thread")));
    QThread thread;
    thread.start();
    auto *s = new session::EventSession;
    s->moveToThread(&thread);
    session::EventSession::Opening opening;
    QMetaObject::invokeMethod(
        s,
        [&] {
            opening
                = s->openEvent(storage::StoreConfig::server(options(QStringLiteral("boris"))), true, QString(), false);
        },
        Qt::BlockingQueuedConnection);
    QVERIFY(opening.team && !opening.openError && !opening.error);
    QSignalSpy state(s, &session::EventSession::serverConnectionChanged);
    QSignalSpy sectors(s, &session::EventSession::sectorsChanged);
    {
        storage::Database admin;
        QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
        QSqlQuery q(admin.connection());
        QVERIFY(
            q.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'boris'")));
    }
    QTRY_VERIFY_WITH_TIMEOUT(state.size() >= 2 && state.last().at(0).toBool(), 8000);
    QCOMPARE(state.first().at(0).toBool(), false);
    // Back and listening: Anna's sector for Boris reaches the threaded session.
    event::Sector sector;
    sector.arbiter = QStringLiteral("Boris Ivanov");
    sector.boards = QStringLiteral("3");
    m_anna->saveSector(sector);
    QTRY_VERIFY_WITH_TIMEOUT(
        !sectors.isEmpty() && sectors.last().at(0).value<event::SectorPlan>().boardsOf(sector.arbiter) == QSet<int>{3},
        2000);
    QMetaObject::invokeMethod(
        s, [s] { delete s; }, Qt::BlockingQueuedConnection);
    thread.quit();
    thread.wait();
}

QTEST_GUILESS_MAIN(TestTeamSync)
#include "tst_teamsync.moc"
