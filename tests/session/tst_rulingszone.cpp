#include "core/common/translations.h"
#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "core/watch/incident.h"
#include "sim/gamezonesimulator.h"
#include "sim/simround.h"
#include "tests/common/testpaths.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;
using rulings::RulingBook;

// Every game decision an arbiter makes goes through the zone session to the embedded simulator over
// loopback HTTP and is confirmed by the zone's next event on the boards: time added and deducted,
// a game and the round paused and resumed, a result set, a game restarted (with the colours
// corrected, with a shorter time control). A zone that cannot take a ruling (Lichess) puts it on the
// "apply on the platform" checklist; a command the zone refuses is recorded with its reason.
class TestRulingsZone : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void decisionsAppliedAndConfirmed();
    void restartsStartTheGameAfresh();
    void refusedCommandGoesToTheChecklist();
    void lichessRulingsAreAppliedOnThePlatform();
    void vcsPresenceAndCards();

private:
    bool startSession(const zone::ZoneSource &source);
    // Issues the ruling and waits for its zone part to settle; the entry as it stands then.
    RulingBook::Entry settle(Ruling draft);
    QString liveGame(int skip = 0) const;
    const live::LiveGame *game(const QString &id) const { return m_session->feed()->registry()->game(id); }

    QTemporaryDir m_dir;
    std::unique_ptr<zone::sim::GameZoneSimulator> m_sim;
    std::unique_ptr<session::EventSession> m_session;
    zone::sim::GameZoneSimulator::Endpoint m_endpoint;
};

void TestRulingsZone::init()
{
    m_sim = std::make_unique<zone::sim::GameZoneSimulator>();
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 4;
    const auto started = m_sim->start(0, o);
    QVERIFY2(started.ok(), qPrintable(started.ok() ? QString() : started.error().message));
    m_endpoint = started.value();
    m_session = std::make_unique<session::EventSession>();
}

void TestRulingsZone::cleanup()
{
    if (m_session)
        m_session->feed()->stop();
    m_session.reset();
    m_sim.reset();
}

bool TestRulingsZone::startSession(const zone::ZoneSource &source)
{
    const auto opening
        = m_session->openEvent(storage::StoreConfig::sqlite(m_dir.filePath(
                                   QStringLiteral("%1.sqlite").arg(QString::fromLatin1(QTest::currentTestFunction())))),
                               false, QStringLiteral("Zone rulings"), false);
    if (opening.openError || opening.error)
        return false;
    m_session->saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}},
                          {QStringLiteral("Boris"), event::StaffMember::Role::Arbiter, {}, {}, {}}});
    m_session->setIdentity(QStringLiteral("Anna"));
    m_session->feed()->start(source);
    // Every game listed and under way.
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 20000) {
        QTest::qWait(50);
        const auto *registry = m_session->feed()->registry();
        if (registry && registry->gameCount() == 4 && game(registry->ids().first())->plies() >= 2)
            return true;
    }
    return false;
}

QString TestRulingsZone::liveGame(int skip) const
{
    for (const QString &id : m_session->feed()->registry()->ids())
        if (!game(id)->isEnded() && skip-- == 0)
            return id;
    return QString();
}

RulingBook::Entry TestRulingsZone::settle(Ruling draft)
{
    QSignalSpy refused(m_session.get(), &session::EventSession::rulingRefused);
    const std::int64_t before = m_session->rulings()->book().entries().size();
    m_session->issueRuling(draft);
    if (!refused.isEmpty()) {
        qWarning("refused: %s", qPrintable(refused[0][0].toString()));
        return {};
    }
    const std::int64_t seq = m_session->rulings()->book().entries().at(before).ruling.seq;
    QElapsedTimer waited;
    waited.start();
    while (waited.elapsed() < 15000) {
        const auto *e = m_session->rulings()->book().entry(seq);
        const auto *ruling = e;
        if (ruling->state == RulingBook::State::Record)
            ruling = m_session->rulings()->book().entry(e->ruling.ref);
        if (ruling->zone == RulingBook::ZoneState::Confirmed || ruling->zone == RulingBook::ZoneState::OnPlatform
            || ruling->zone == RulingBook::ZoneState::None)
            return *ruling;
        QTest::qWait(20);
    }
    return *m_session->rulings()->book().entry(seq);
}

namespace {
Ruling about(const QString &gameId, Kind kind, std::optional<chess::Color> side = std::nullopt)
{
    Ruling r;
    r.gameId = gameId;
    r.kind = kind;
    r.side = side;
    r.player = QStringLiteral("Player");
    return r;
}
} // namespace

void TestRulingsZone::decisionsAppliedAndConfirmed()
{
    zone::ZoneSource source;
    source.baseUrl = m_endpoint.url;
    source.token = m_endpoint.token;
    QVERIFY(startSession(source));
    const QString id = liveGame();
    QVERIFY(!id.isEmpty());

    // Art. 10.9.2: 30 s for the opponent of White, on Black's clock.
    Ruling add = about(id, Kind::TimeAdd, chess::White);
    add.params.insert(QStringLiteral("ms"), 30'000);
    RulingBook::Entry e = settle(add);
    QCOMPARE(e.zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(!game(id)->adjustments().empty());
    QCOMPARE(game(id)->adjustments().back().side, chess::Black);
    QCOMPARE(game(id)->adjustments().back().deltaMs, 30'000);

    // Art. 10.9.3: 10 s off White.
    Ruling deduct = about(id, Kind::TimeDeduct, chess::White);
    deduct.params.insert(QStringLiteral("ms"), 10'000);
    e = settle(deduct);
    QCOMPARE(e.zone, RulingBook::ZoneState::Confirmed);
    QCOMPARE(game(id)->adjustments().back().side, chess::White);
    QCOMPARE(game(id)->adjustments().back().deltaMs, -10'000);

    // Art. 15.6: the game, then the round.
    QCOMPARE(settle(about(id, Kind::Pause)).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(!game(id)->pauses().empty() && game(id)->pauses().back().open());
    QCOMPARE(settle(about(id, Kind::Resume)).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(!game(id)->pauses().back().open());
    Ruling pauseRound;
    pauseRound.kind = Kind::PauseRound;
    QCOMPARE(settle(pauseRound).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(game(id)->pauses().back().open());
    Ruling resumeRound;
    resumeRound.kind = Kind::ResumeRound;
    QCOMPARE(settle(resumeRound).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(!game(id)->pauses().back().open());

    // Art. 15.3: a draw declared; the zone ends the game with it.
    Ruling draw = about(id, Kind::ResultSet);
    draw.params.insert(QStringLiteral("white"), 1);
    draw.params.insert(QStringLiteral("black"), 1);
    QCOMPARE(settle(draw).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(game(id)->isEnded());
    QCOMPARE(QString(game(id)->result()), QStringLiteral("1/2-1/2"));

    // An arbiter's proposal goes to the zone only once the chief arbiter confirms it.
    const QString other = liveGame();
    QVERIFY(!other.isEmpty());
    m_session->setIdentity(QStringLiteral("Boris"));
    Ruling loss = about(other, Kind::Loss, chess::Black);
    loss.proposed = true;
    QCOMPARE(settle(loss).zone, RulingBook::ZoneState::None);
    QVERIFY(!game(other)->isEnded());
    const std::int64_t proposal = m_session->rulings()->book().entries().last().ruling.seq;
    m_session->setIdentity(QStringLiteral("Anna"));
    Ruling confirm;
    confirm.kind = Kind::Confirm;
    confirm.ref = proposal;
    QCOMPARE(settle(confirm).zone, RulingBook::ZoneState::Confirmed);
    QVERIFY(game(other)->isEnded());
    QCOMPARE(QString(game(other)->result()), QStringLiteral("1-0"));

    // The whole log, zone records included, verifies.
    const auto rows = m_session->rulings()->book().entries();
    QList<Ruling> log;
    for (const auto &entry : rows)
        log.append(entry.ruling);
    QVERIFY(!rulings::LogVerifier::verify(log));
    int confirmations = 0;
    for (const Ruling &r : log)
        confirmations += r.kind == Kind::ZoneConfirmed;
    QCOMPARE(confirmations, 8);
}

void TestRulingsZone::restartsStartTheGameAfresh()
{
    zone::ZoneSource source;
    source.baseUrl = m_endpoint.url;
    source.token = m_endpoint.token;
    QVERIFY(startSession(source));
    const QString id = liveGame();
    const QString white = game(id)->pairing().white;
    const QString black = game(id)->pairing().black;
    QTRY_VERIFY_WITH_TIMEOUT(game(id)->plies() >= 4, 10000);

    // Art. 18.9 (d): from the initial position with a shorter time control.
    Ruling shorter = about(id, Kind::Disconnection, chess::White);
    shorter.params.insert(QStringLiteral("option"), QStringLiteral("restart-shorter"));
    shorter.params.insert(QStringLiteral("initialMs"), 300'000);
    shorter.params.insert(QStringLiteral("incrementMs"), 2'000);
    QCOMPARE(settle(shorter).zone, RulingBook::ZoneState::Confirmed);
    QCOMPARE(game(id)->restarts(), 1);
    QVERIFY(game(id)->plies() < 4);
    QTRY_COMPARE_WITH_TIMEOUT(game(id)->pairing().timeControl.initialMs(), 300'000, 5000);

    // Art. 15.2: with the colours corrected, while fewer than 10 moves each.
    Ruling swap = about(id, Kind::Restart);
    swap.params.insert(QStringLiteral("swap"), true);
    QCOMPARE(settle(swap).zone, RulingBook::ZoneState::Confirmed);
    QCOMPARE(game(id)->restarts(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(game(id)->pairing().white, black, 5000);
    QCOMPARE(game(id)->pairing().black, white);
    QVERIFY(game(id)->coloursReversed()); // the simulator had them as paired; now they are reversed
}

void TestRulingsZone::refusedCommandGoesToTheChecklist()
{
    zone::ZoneSource source;
    source.baseUrl = m_endpoint.url;
    source.token = m_endpoint.token;
    QVERIFY(startSession(source));
    const QString id = liveGame();
    QCOMPARE(settle(about(id, Kind::Pause)).zone, RulingBook::ZoneState::Confirmed);
    // Paused already: the simulator refuses, and says why.
    const RulingBook::Entry again = settle(about(id, Kind::Pause));
    QCOMPARE(again.zone, RulingBook::ZoneState::OnPlatform);
    QVERIFY2(again.zoneMessage.contains(QLatin1String("400")), qPrintable(again.zoneMessage));
    QCOMPARE(m_session->rulings()->book().checklist().size(), 1);
    Ruling done;
    done.kind = Kind::DoneOnPlatform;
    done.ref = again.ruling.seq;
    m_session->issueRuling(done);
    QVERIFY(m_session->rulings()->book().checklist().isEmpty());
}

void TestRulingsZone::lichessRulingsAreAppliedOnThePlatform()
{
    zone::ZoneSource source;
    source.kind = zone::ZoneSource::Kind::Lichess;
    source.baseUrl = m_endpoint.url;
    source.token = m_endpoint.token;
    source.bulkId = m_sim->round()->id();
    QVERIFY(startSession(source));
    const QString id = liveGame();
    Ruling add = about(id, Kind::TimeAdd, chess::White);
    add.params.insert(QStringLiteral("ms"), 15'000);
    const RulingBook::Entry e = settle(add);
    QCOMPARE(e.zone, RulingBook::ZoneState::OnPlatform);
    QCOMPARE(e.ruling.params.value(QLatin1String("apply")).toString(), QStringLiteral("platform"));
    QVERIFY(game(id)->adjustments().empty()); // nothing on the boards that the zone did not report
    QCOMPARE(m_session->rulings()->book().checklist().size(), 1);
    // A warning needs nothing from the zone.
    QCOMPARE(settle(about(id, Kind::Warning, chess::Black)).zone, RulingBook::ZoneState::None);
}

// Art. 13: the simulator's VCS leave/join and an arbiter's mark both make VCS absences; a move made
// while off the VCS is an Art. 13.3 incident (once per absence); the card policy says which card a
// player earns next, and a second yellow is a red.
void TestRulingsZone::vcsPresenceAndCards()
{
    zone::ZoneSource source;
    source.baseUrl = m_endpoint.url;
    source.token = m_endpoint.token;
    QSignalSpy incidents(m_session->incidents(), &session::IncidentBook::incidentsReady);
    QVERIFY(startSession(source));
    const QString id = liveGame();
    const live::LiveGame *g = game(id);
    // The simulator: the side to move leaves the VCS, and goes on moving.
    const chess::Color mover = g->position().sideToMove();
    QVERIFY(m_sim->round()->setOnVcs(id, mover, false));
    QTRY_COMPARE_WITH_TIMEOUT(g->isOnVcs(mover), std::optional<bool>(false), 5000);
    const int pliesThen = g->plies();
    QTRY_VERIFY_WITH_TIMEOUT(g->plies() >= pliesThen + 3, 20000);
    auto all = [&] {
        QList<watch::Incident> list;
        for (const auto &args : incidents)
            list += args[0].value<QList<watch::Incident>>();
        return list;
    };
    QTRY_VERIFY_WITH_TIMEOUT(!all().isEmpty(), 5000);
    int moved = 0;
    int absent = 0;
    QSet<QString> keys;
    for (const watch::Incident &i : all()) {
        if (i.gameId != id || keys.contains(i.key))
            continue;
        keys.insert(i.key);
        moved += i.kind == watch::Incident::Kind::MovedOffVcs;
        absent += i.kind == watch::Incident::Kind::VcsAbsent;
        if (i.kind == watch::Incident::Kind::MovedOffVcs) {
            QCOMPARE(i.article, QStringLiteral("13.3"));
            QCOMPARE(i.side, std::optional<chess::Color>(mover));
            // Kept as data: the same incident reads in Russian once the language is switched.
            const QString english = i.text();
            TranslationSet translations;
            QVERIFY(translations.install(QLocale(QLocale::Russian)));
            QVERIFY2(i.text() != english && i.text().contains(u"ВКС"), qPrintable(i.text()));
        }
    }
    QCOMPARE(moved, 1); // once per absence, however many moves
    QCOMPARE(absent, 1);
    QVERIFY(m_sim->round()->setOnVcs(id, mover, true));
    QTRY_COMPARE_WITH_TIMEOUT(g->isOnVcs(mover), std::optional<bool>(true), 5000);
    QCOMPARE(g->vcsAbsences().size(), std::size_t(1));
    QVERIFY(!g->vcsAbsences().front().open());

    // An arbiter's mark.
    m_session->presence()->markVcs(id, ~mover, false);
    QCOMPARE(g->isOnVcs(~mover), std::optional<bool>(false));
    m_session->presence()->markVcs(id, ~mover, true);
    QCOMPARE(g->vcsAbsences().size(), std::size_t(2));

    // Cards: a yellow, then the policy's next card is a red; a red in force suggests the loss.
    rulings::CardPolicy policy;
    m_session->saveCardPolicy(policy);
    const QString player = mover == chess::White ? g->pairing().white : g->pairing().black;
    // Cards are counted by the player's key in the event (issue 25): here the zone's account, the
    // event having no list of players.
    const QString account = mover == chess::White ? g->pairing().whiteId : g->pairing().blackId;
    const QString key = m_session->players().inGame(id, mover, player, account).key(player);
    QCOMPARE(policy.nextCard(m_session->rulings()->book(), key, 0), Kind::YellowCard);
    Ruling yellow = about(id, Kind::YellowCard, mover);
    yellow.player = player;
    const RulingBook::Entry settled = settle(yellow);
    QCOMPARE(settled.state, RulingBook::State::InForce);
    QCOMPARE(settled.ruling.playerKey(), key);
    QCOMPARE(policy.nextCard(m_session->rulings()->book(), key, 0), Kind::RedCard);
    QSignalSpy suggested(m_session.get(), &session::EventSession::rulingSuggested);
    Ruling red = about(id, Kind::RedCard, mover);
    red.player = player;
    QCOMPARE(settle(red).state, RulingBook::State::InForce);
    QCOMPARE(suggested.size(), 1);
    const Ruling loss = suggested[0][0].value<Ruling>();
    QCOMPARE(loss.kind, Kind::Loss);
    QCOMPARE(loss.player, player);
    QCOMPARE(loss.playerKey(), key);
    QCOMPARE(m_session->rulings()->book().cards(key).yellow, 1);
    QCOMPARE(m_session->rulings()->book().cards(key).red, 1);
}

QTEST_GUILESS_MAIN(TestRulingsZone)
#include "tst_rulingszone.moc"
