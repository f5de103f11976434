// Rulings: how many a second the log takes, sustained, on an SQLite file with synchronous=FULL
// (each committed and fsynced before the next, as the screen waits for it); and how long a ruling
// that changes the game takes from "Record" to the zone's confirming event, through the zone
// session and the embedded simulator over loopback HTTP.
//
//   bench_rulings [--rulings N] [--applies N] [--dir DIR]
//
// DIR (default: a temporary folder) decides the disk measured: put it on the disk the console uses.

#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "sim/gamezonesimulator.h"
#include "tests/bench/percentile.h"
#include "tests/common/testpaths.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("rulings"), QStringLiteral("rulings to record"), QStringLiteral("n"), QStringLiteral("2000")});
    parser.addOption({QStringLiteral("applies"), QStringLiteral("rulings applied through the zone"),
                      QStringLiteral("n"), QStringLiteral("200")});
    parser.addOption({QStringLiteral("dir"), QStringLiteral("where the database goes"), QStringLiteral("dir")});
    parser.process(app);
    const int count = parser.value(QStringLiteral("rulings")).toInt();
    const int applies = parser.value(QStringLiteral("applies")).toInt();
    QTemporaryDir tmp(parser.isSet(QStringLiteral("dir"))
                          ? parser.value(QStringLiteral("dir")) + QStringLiteral("/bench-XXXXXX")
                          : QString());
    const QList<event::StaffMember> staff{{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}};

    // 1. Sustained rate.
    {
        storage::EventStore store;
        if (auto error = store.openSqlite(tmp.filePath(QStringLiteral("rate.sqlite")))) {
            std::fprintf(stderr, "%s\n", qPrintable(error->message));
            return 1;
        }
        event::EventInfo info;
        info.name = QStringLiteral("Bench");
        const std::int64_t eventId = store.createEvent(info).value();
        rulings::SqlRulingLog log(store.database());
        rulings::RulingService service(&log);
        service.setStaff(staff);
        service.setIdentity(QStringLiteral("Anna"));
        service.load(eventId);
        QElapsedTimer t;
        t.start();
        for (int i = 0; i < count; ++i) {
            Ruling r;
            r.kind = i % 3 == 0 ? Kind::Warning : Kind::TimeDeduct;
            r.gameId = QStringLiteral("Game%1").arg(i % 500, 4, 10, QLatin1Char('0'));
            r.side = i % 2 ? chess::Black : chess::White;
            r.player = QStringLiteral("Player %1").arg(i % 1000);
            r.reason = QStringLiteral("9.7-headphones");
            r.params.insert(QStringLiteral("ms"), 10'000);
            if (!service.issue(r)) {
                std::fprintf(stderr, "ruling %d refused\n", i);
                return 1;
            }
        }
        const double seconds = double(t.nsecsElapsed()) / 1e9;
        t.restart();
        const auto rows = log.read(eventId).value();
        const bool intact = !rulings::LogVerifier::verify(rows);
        const double verifyMs = double(t.nsecsElapsed()) / 1e6;
        std::printf("rulings: %d recorded in %.2f s = %.0f rulings/s sustained (SQLite WAL, synchronous=FULL, "
                    "each committed before the next)\n",
                    count, seconds, double(count) / seconds);
        std::printf("verify-log: %lld entries read and verified in %.1f ms (%s)\n", qlonglong(rows.size()), verifyMs,
                    intact ? "intact" : "BROKEN");
    }

    // 2. Apply → the zone's confirming event.
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 1;
    const auto started = simulator.start(0, o);
    if (!started) {
        std::fprintf(stderr, "%s\n", qPrintable(started.error().message));
        return 1;
    }
    session::EventSession session;
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(tmp.filePath(QStringLiteral("apply.sqlite"))),
                                           false, QStringLiteral("Apply"), false);
    if (opening.openError || opening.error)
        return 1;
    session.saveStaff(staff);
    session.setIdentity(QStringLiteral("Anna"));
    session.feed()->startSimulator(started->url, started->token);
    QElapsedTimer wait;
    wait.start();
    while ((!session.feed()->registry() || session.feed()->registry()->gameCount() < 4) && wait.elapsed() < 20000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    std::vector<double> latencies;
    std::vector<double> committed;
    std::int64_t awaited = 0;
    QElapsedTimer since;
    QObject::connect(&session, &session::EventSession::rulingRecorded, &app, [&](const Ruling &r) {
        if (r.kind == Kind::ZoneConfirmed && r.ref == awaited) {
            latencies.push_back(double(since.nsecsElapsed()) / 1e6);
            awaited = -1;
        }
    });
    int failed = 0;
    for (int i = 0; i < applies; ++i) {
        const QList<QString> ids = session.feed()->registry()->ids();
        QString id;
        for (const QString &g : ids)
            if (!session.feed()->registry()->game(g)->isEnded())
                id = g;
        if (id.isEmpty())
            break;
        Ruling r;
        r.kind = Kind::TimeAdjust;
        r.gameId = id;
        r.side = i % 2 ? chess::Black : chess::White;
        r.player = QStringLiteral("Player");
        r.params.insert(QStringLiteral("ms"), i % 4 < 2 ? 1000 : -1000);
        since.start();
        auto stored = session.rulings()->issue(r);
        if (!stored) {
            ++failed;
            continue;
        }
        committed.push_back(double(since.nsecsElapsed()) / 1e6);
        awaited = stored->seq;
        QElapsedTimer limit;
        limit.start();
        while (awaited > 0 && limit.elapsed() < 10000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        if (awaited > 0)
            ++failed;
    }
    session.feed()->stop();
    std::printf("apply -> committed: p50 %.2f ms, p99 %.2f ms (the ruling stored before it is sent)\n",
                percentile(committed, 0.5), percentile(committed, 0.99));
    std::printf(
        "apply -> zone's confirming event: %zu rulings, p50 %.2f ms, p99 %.2f ms, max %.2f ms; %d not confirmed\n",
        latencies.size(), percentile(latencies, 0.5), percentile(latencies, 0.99),
        latencies.empty() ? 0.0 : *std::max_element(latencies.begin(), latencies.end()), failed);
    return failed == 0 && !latencies.empty() ? 0 : 1;
}
