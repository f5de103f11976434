#include "core/live/livegameregistry.h"
#include "core/vcs/feedhealth.h"
#include "core/vcs/vcsevent.h"
#include "core/watch/incidentdetector.h"

#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using vcs::FeedHealth;
using vcs::VcsEvent;
using watch::Incident;
using zone::ZoneEvent;

// Presence on the VCS merged from its sources, as the registry keeps it, and what the detector makes
// of it: a lost camera takes the player off the VCS (Art. 13.2) and a move made meanwhile is an
// incident (13.3); a dark, frozen or silent feed is an incident with its article (14.1–14.3), open
// while it lasts and closed with its duration; a finished player still on camera is one (9.12); an
// arbiter's mark and the video server's reports join the same timeline.
class TestVcsPresence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void lostCameraTakesThePlayerOffAndAMoveIsReported();
    void feedProblemsAreIncidentsWithTheirArticle();
    void sourcesMergeIntoOneTimeline();
    void finishedPlayerStillOnCamera();
};

namespace {

struct Rig
{
    live::LiveGameRegistry registry;
    std::int64_t now = 10'000;
    watch::IncidentDetector detector{&registry};
    QList<Incident> incidents;
    Rig()
    {
        registry.setMonotonicClock([this] { return now; });
        QObject::connect(&detector, &watch::IncidentDetector::incidentsReady,
                         [this](const QList<Incident> &batch) { incidents += batch; });
        ZoneEvent start;
        start.type = ZoneEvent::Type::GameStarted;
        start.gameId = QStringLiteral("g1");
        start.pairing.board = 3;
        start.pairing.white = QStringLiteral("Alice");
        start.pairing.black = QStringLiteral("Bob");
        ZoneEvent here = start;
        here.type = ZoneEvent::Type::PlayerConnection;
        here.connected = true;
        registry.apply({start, here});
        registry.flush();
    }
    void health(chess::Color side, vcs::FeedKind feed, std::uint8_t flags)
    {
        VcsEvent e;
        e.type = VcsEvent::Type::Health;
        e.gameId = QStringLiteral("g1");
        e.side = side;
        e.source = VcsEvent::Source::Feed;
        e.feed = feed;
        e.health = flags;
        registry.apply(e);
        registry.flush();
    }
    void presence(VcsEvent::Source source, chess::Color side, bool on)
    {
        VcsEvent e;
        e.type = VcsEvent::Type::Presence;
        e.gameId = QStringLiteral("g1");
        e.side = side;
        e.source = source;
        e.on = on;
        registry.apply(e);
        registry.flush();
    }
    void move(int ply, const QString &uci)
    {
        ZoneEvent m;
        m.type = ZoneEvent::Type::MovePlayed;
        m.gameId = QStringLiteral("g1");
        m.ply = ply;
        m.uci = uci;
        registry.apply(m);
        registry.flush();
    }
    const live::LiveGame &game() const { return *registry.game(QStringLiteral("g1")); }
    QList<Incident> of(Incident::Kind kind) const
    {
        QList<Incident> out;
        for (const Incident &i : incidents)
            if (i.kind == kind)
                out.append(i);
        return out;
    }
};

} // namespace

void TestVcsPresence::lostCameraTakesThePlayerOffAndAMoveIsReported()
{
    Rig rig;
    rig.health(chess::White, vcs::FeedKinds::Camera, 0);
    QVERIFY(rig.game().isOnVcs(chess::White) != false);
    rig.now += 1000;
    rig.health(chess::White, vcs::FeedKinds::Camera, FeedHealth::Lost);
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(false));
    QVERIFY(rig.game().hasFeedProblem(chess::White));
    QCOMPARE(rig.of(Incident::Kind::VcsAbsent).size(), 1);
    QVERIFY(rig.of(Incident::Kind::VcsAbsent).first().open);
    QCOMPARE(rig.of(Incident::Kind::VcsAbsent).first().side, std::optional(chess::White));
    rig.move(1, QStringLiteral("e2e4")); // White moves while off the VCS (Art. 13.3)
    QCOMPARE(rig.of(Incident::Kind::MovedOffVcs).size(), 1);
    QCOMPARE(rig.of(Incident::Kind::MovedOffVcs).first().side, std::optional(chess::White));
    rig.now += 20'000;
    rig.health(chess::White, vcs::FeedKinds::Camera, 0); // the picture is back
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(true));
    const QList<Incident> absent = rig.of(Incident::Kind::VcsAbsent);
    QVERIFY(!absent.last().open);
    QVERIFY(absent.last().text().contains(QLatin1String("20 s")));
    // The screen share counts too (Art. 13.1); a venue camera does not take a player off.
    rig.health(chess::White, vcs::FeedKinds::Screen, FeedHealth::Lost);
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(false));
    rig.health(chess::White, vcs::FeedKinds::Screen, 0);
    rig.health(chess::Black, vcs::FeedKinds::Venue, FeedHealth::Lost);
    QVERIFY(rig.game().isOnVcs(chess::Black) != false);
    // A feed the console stops watching no longer holds the player off.
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Lost);
    QCOMPARE(rig.game().isOnVcs(chess::Black), std::optional<bool>(false));
    VcsEvent unwatched;
    unwatched.type = VcsEvent::Type::Unwatched;
    unwatched.gameId = QStringLiteral("g1");
    unwatched.side = chess::Black;
    unwatched.feed = vcs::FeedKinds::Camera;
    rig.registry.apply(unwatched);
    rig.registry.flush();
    QCOMPARE(rig.game().isOnVcs(chess::Black), std::optional<bool>(true));
    QCOMPARE(rig.game().feedHealth(chess::Black, vcs::FeedKinds::Camera), std::nullopt);
}

void TestVcsPresence::feedProblemsAreIncidentsWithTheirArticle()
{
    Rig rig;
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Dark);
    QCOMPARE(rig.of(Incident::Kind::FeedDark).size(), 1);
    Incident dark = rig.of(Incident::Kind::FeedDark).first();
    QCOMPARE(dark.article, QStringLiteral("14.2"));
    QVERIFY(dark.open);
    QCOMPARE(dark.side, std::optional(chess::Black));
    QVERIFY(dark.text().contains(QLatin1String("Bob")));
    QVERIFY(rig.game().isOnVcs(chess::Black) != false); // dark is not off the VCS
    rig.now += 12'000;
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Silent); // light again, now silent
    const Incident closed = rig.of(Incident::Kind::FeedDark).last();
    QCOMPARE(closed.key, dark.key); // the same incident, updated
    QVERIFY(!closed.open);
    QVERIFY(closed.text().contains(QLatin1String("12 s")));
    QCOMPARE(rig.of(Incident::Kind::FeedSilent).size(), 1);
    QCOMPARE(rig.of(Incident::Kind::FeedSilent).first().article, QStringLiteral("14.3"));
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Frozen | FeedHealth::Silent);
    QCOMPARE(rig.of(Incident::Kind::FeedFrozen).size(), 1);
    QCOMPARE(rig.of(Incident::Kind::FeedFrozen).first().article, QStringLiteral("14.1"));
    QCOMPARE(rig.of(Incident::Kind::FeedSilent).size(), 1); // still the one silence
    // The same health again is nothing new.
    const int before = int(rig.incidents.size());
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Frozen | FeedHealth::Silent);
    QCOMPARE(int(rig.incidents.size()), before);
    // A second dark spell is a second incident.
    rig.health(chess::Black, vcs::FeedKinds::Camera, 0);
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Dark);
    QCOMPARE(rig.of(Incident::Kind::FeedDark).size(), 3);
    QVERIFY(rig.of(Incident::Kind::FeedDark).last().key != dark.key);
}

void TestVcsPresence::sourcesMergeIntoOneTimeline()
{
    Rig rig;
    rig.presence(VcsEvent::Source::Server, chess::White, false); // Janus: hung up
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(false));
    rig.presence(VcsEvent::Source::Arbiter, chess::White, true); // the arbiter sees the player
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(true));
    rig.health(chess::White, vcs::FeedKinds::Camera, FeedHealth::Lost);
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(false));
    // The zone's own presence (the simulator's stream) is one more source.
    ZoneEvent zoneSays;
    zoneSays.type = ZoneEvent::Type::VcsPresence;
    zoneSays.gameId = QStringLiteral("g1");
    zoneSays.color = chess::White;
    zoneSays.connected = true;
    rig.registry.apply(zoneSays);
    rig.registry.flush();
    QCOMPARE(rig.game().isOnVcs(chess::White), std::optional<bool>(false)); // the camera is still lost
    const auto &log = rig.game().vcsLog();
    QCOMPARE(int(log.size()), 4);
    QCOMPARE(log[0].source, VcsEvent::Source::Server);
    QCOMPARE(log[1].source, VcsEvent::Source::Arbiter);
    QCOMPARE(log[2].type, VcsEvent::Type::Health);
    QCOMPARE(log[3].source, VcsEvent::Source::Zone);
    QVERIFY(log[3].monotonicMs == rig.now);
    QCOMPARE(int(rig.game().vcsAbsences().size()), 2); // off (server), back (arbiter), off again (feed)
}

void TestVcsPresence::finishedPlayerStillOnCamera()
{
    Rig rig;
    rig.detector.setFinishedFeedsAfterMs(1000);
    rig.health(chess::White, vcs::FeedKinds::Camera, 0);
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Lost); // Black switched off: right
    ZoneEvent end;
    end.type = ZoneEvent::Type::GameEnded;
    end.gameId = QStringLiteral("g1");
    end.status = zone::ZoneStatus::Resign;
    end.winner = chess::White;
    rig.registry.apply(end);
    rig.registry.flush();
    rig.health(chess::Black, vcs::FeedKinds::Camera, FeedHealth::Lost);
    rig.now += 1500;
    QTRY_COMPARE_WITH_TIMEOUT(rig.of(Incident::Kind::FinishedFeedsLive).size(), 1, 5000);
    const Incident i = rig.of(Incident::Kind::FinishedFeedsLive).first();
    QCOMPARE(i.side, std::optional(chess::White));
    QCOMPARE(i.article, QStringLiteral("9.12"));
    // Leaving the VCS after the game is what a finished player should do: no absence.
    const int absences = int(rig.game().vcsAbsences().size());
    rig.health(chess::White, vcs::FeedKinds::Camera, FeedHealth::Lost);
    QCOMPARE(int(rig.game().vcsAbsences().size()), absences);
    QTest::qWait(2500);
    QCOMPARE(rig.of(Incident::Kind::FinishedFeedsLive).size(), 1);
}

QTEST_GUILESS_MAIN(TestVcsPresence)
#include "tst_vcspresence.moc"
