#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "tests/common/testpaths.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using watch::Incident;

// The incident queue of an event persists with the arbiters' reviews: a review is stored before the
// screen shows it, a detector's later update (the player came back) keeps it, and a new session on
// the same events file gets the whole queue back, reviews included. Real parts: the simulator over
// loopback HTTP and an SQLite file.
class TestIncidentReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reviewPersists();

private:
    static Incident latest(const QSignalSpy &spy, const QString &article)
    {
        Incident found;
        for (const QList<QVariant> &signal : spy)
            for (const Incident &i : signal[0].value<QList<Incident>>())
                if (i.article == article)
                    found = i;
        return found;
    }
};

void TestIncidentReview::reviewPersists()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    std::int64_t eventId = 0;
    {
        storage::EventStore store;
        QVERIFY(!store.openSqlite(path));
        event::EventInfo info;
        info.name = QStringLiteral("Review test");
        auto created = store.createEvent(info);
        QVERIFY(created.ok());
        eventId = created.value();
    }

    auto scenario = zone::sim::Scenario::fromJson(
        R"({"events": [{"atPly": 2, "game": 3, "action": "disconnect", "color": "white", "for": 20}]})");
    QVERIFY(scenario.ok());
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 20;
    o.scenario = scenario.value();
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());

    QString key;
    {
        session::EventSession session;
        QSignalSpy incidents(session.incidents(), &session::IncidentBook::incidentsReady);
        QSignalSpy problems(&session, &session::EventSession::problem);
        session.persistTo(storage::StoreConfig::sqlite(path), eventId);
        session.feed()->startSimulator(started->url, started->token);
        QTRY_VERIFY_WITH_TIMEOUT(!latest(incidents, QStringLiteral("11")).key.isEmpty(), 15000);
        key = latest(incidents, QStringLiteral("11")).key;

        // The arbiter acknowledges it while the player is still away.
        session.incidents()->review(key, Incident::ReviewState::Acknowledged, QStringLiteral("Called the player"),
                                    QStringLiteral("Ivanova"));
        Incident reviewed = latest(incidents, QStringLiteral("11"));
        QCOMPARE(reviewed.reviewState, Incident::ReviewState::Acknowledged);
        QCOMPARE(reviewed.reviewedBy, QStringLiteral("Ivanova"));

        // The player comes back: the detector updates the incident, the review stays.
        QTRY_VERIFY_WITH_TIMEOUT(!latest(incidents, QStringLiteral("11")).open, 15000);
        reviewed = latest(incidents, QStringLiteral("11"));
        QCOMPARE(reviewed.reviewState, Incident::ReviewState::Acknowledged);
        QCOMPARE(reviewed.reviewNote, QStringLiteral("Called the player"));
        QVERIFY(problems.isEmpty());

        // The zone's pairings joined the event's current round, each with its zone game.
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                storage::EventStore reader;
                if (reader.openSqlite(path))
                    return false;
                auto data = reader.loadEvent(eventId);
                return data && data->pairings.size() == 4
                    && std::all_of(data->pairings.cbegin(), data->pairings.cend(), [](const auto &p) {
                           return p.round == 1 && p.board > 0 && !p.zoneGameId.isEmpty() && !p.white.isEmpty();
                       });
            }(),
            8000);
        session.feed()->stop();
    }

    // Reopened: the queue comes back from the file with the review.
    session::EventSession again;
    QSignalSpy incidents(again.incidents(), &session::IncidentBook::incidentsReady);
    again.persistTo(storage::StoreConfig::sqlite(path), eventId);
    QCOMPARE(incidents.size(), 1);
    const Incident back = latest(incidents, QStringLiteral("11"));
    QCOMPARE(back.key, key);
    QCOMPARE(back.reviewState, Incident::ReviewState::Acknowledged);
    QVERIFY(!back.open);

    // A review of an unknown incident or without a store changes nothing and loses nothing.
    again.incidents()->review(QStringLiteral("no-such-key"), Incident::ReviewState::Dismissed, QString(), QString());
    QCOMPARE(incidents.size(), 1);
}

QTEST_GUILESS_MAIN(TestIncidentReview)
#include "tst_incidentreview.moc"
