// A team event with twelve consoles (issue 24 §9): twelve event sessions, each on a thread of its own
// with its own login, on one team event on a real PostgreSQL 15 server started here (password logins,
// the policies of `team init`, commits synced to the disk). Measures
//  - propagation: one console records a ruling every --interval ms; the time from its commit (the
//    ruling recorded on that console) to the ruling in each other console's rulings model (the
//    screen's model, on this main thread), p50/p99/max;
//  - sustained: all twelve record as fast as they can for --seconds; rulings/s committed, and the
//    chain checked afterwards (gap-free numbers, hashes, verify).
//
//   bench_team [--rulings N] [--interval MS] [--seconds S]

#include "core/common/blockingcall.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "tests/bench/percentile.h"
#include "tests/bench/teamconsole.h"
#include "tests/storage/postgresserver.h"
#include "tests/storage/teamfixture.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <mutex>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

namespace {
double nowMs()
{
    using namespace std::chrono;
    return double(duration_cast<microseconds>(steady_clock::now().time_since_epoch()).count()) / 1000.0;
}

void fail(const QString &why)
{
    benchFail("bench_team", why);
}

struct Console : TeamConsole
{
    std::unique_ptr<models::RulingModel> model;
};
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addOption({QStringLiteral("rulings"), QStringLiteral("rulings for the propagation figure"),
                      QStringLiteral("n"), QStringLiteral("300")});
    parser.addOption(
        {QStringLiteral("interval"), QStringLiteral("ms between them"), QStringLiteral("ms"), QStringLiteral("20")});
    parser.addOption({QStringLiteral("seconds"), QStringLiteral("length of the sustained run"), QStringLiteral("s"),
                      QStringLiteral("10")});
    parser.process(app);
    const int count = parser.value(QStringLiteral("rulings")).toInt();
    const int interval = parser.value(QStringLiteral("interval")).toInt();
    const int seconds = parser.value(QStringLiteral("seconds")).toInt();
    constexpr int Consoles = 12;

    PostgresServer pg;
    pg.requirePasswords();
    pg.syncCommits(); // a real server's durable commits
    QString why;
    if (!pg.start(&why) || !pg.createDatabase(QStringLiteral("bench_team"), &why))
        fail(why);
    const QString db = QStringLiteral("bench_team");
    QHash<QString, QString> passwords;
    auto options = [&](const QString &login) {
        auto o = storage::PostgresOptions::fromUrl(pg.url(db, login)).value();
        o.password = passwords.value(login);
        return o;
    };
    QList<event::StaffMember> staff;
    for (int i = 0; i < Consoles; ++i)
        staff.append({QStringLiteral("Arbiter %1").arg(i),
                      i == 0 ? event::StaffMember::Role::ChiefArbiter : event::StaffMember::Role::Arbiter,
                      {},
                      {},
                      QStringLiteral("arb%1").arg(i)});
    if (!makeTeamEvent(pg, db, staff, &passwords, &why))
        fail(why);

    std::vector<std::unique_ptr<Console>> consoles;
    for (int i = 0; i < Consoles; ++i) {
        auto c = std::make_unique<Console>();
        c->login = QStringLiteral("arb%1").arg(i);
        if (!c->open(options(c->login), &why))
            fail(why);
        c->model = std::make_unique<models::RulingModel>();
        QObject::connect(c->session, &session::EventSession::rulingRecorded, c->model.get(), &models::RulingModel::add);
        consoles.push_back(std::move(c));
    }

    // 1. Propagation: console 0 records; the others' models receive.
    std::mutex lock;
    QHash<qint64, double> committedAt;
    std::vector<std::pair<qint64, double>> received; // seq, when a model had it
    QObject::connect(
        consoles[0]->session, &session::EventSession::rulingRecorded, consoles[0]->session,
        [&](const Ruling &r) {
            std::lock_guard guard(lock);
            committedAt.insert(r.seq, nowMs());
        },
        Qt::DirectConnection);
    for (int i = 1; i < Consoles; ++i) {
        models::RulingModel *model = consoles[std::size_t(i)]->model.get();
        QObject::connect(
            model, &QAbstractItemModel::rowsInserted, &app, [&, model](const QModelIndex &, int first, int last) {
                const double at = nowMs();
                // Matched with the commit afterwards: a notification may beat the issuing console's own
                // signal by microseconds.
                for (int row = first; row <= last; ++row) {
                    const qint64 seq = model->index(row, 0).data(models::RulingModel::SeqRole).toLongLong();
                    std::lock_guard guard(lock);
                    received.emplace_back(seq, at);
                }
            });
    }
    Ruling warning;
    warning.kind = Kind::Warning;
    warning.player = QStringLiteral("Player");
    for (int n = 0; n < count; ++n) {
        QMetaObject::invokeMethod(consoles[0]->session,
                                  [s = consoles[0]->session, warning] { s->issueRuling(warning); });
        QElapsedTimer wait;
        wait.start();
        while (wait.elapsed() < interval)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    }
    QElapsedTimer settle;
    settle.start();
    while (settle.elapsed() < 2000 && received.size() < std::size_t(count * (Consoles - 1)))
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
    std::vector<double> latencies;
    {
        std::lock_guard guard(lock);
        for (const auto &[seq, at] : received)
            if (const auto it = committedAt.constFind(seq); it != committedAt.constEnd())
                latencies.push_back(std::max(0.0, at - *it));
    }
    std::printf("propagation, %d consoles, %d rulings one every %d ms, commit on one to the rulings model of the "
                "others (%zu deliveries of %d):\n  p50 %.1f ms  p99 %.1f ms  max %.1f ms\n",
                Consoles, count, interval, latencies.size(), count * (Consoles - 1), percentile(latencies, 0.5),
                percentile(latencies, 0.99),
                latencies.empty() ? 0.0 : *std::max_element(latencies.begin(), latencies.end()));

    // 2. Sustained: twelve writers at once.
    std::atomic<bool> running{true};
    std::atomic<int> recorded{0};
    for (auto &c : consoles) {
        QObject::connect(
            c->session, &session::EventSession::rulingRecorded, c->session,
            [&, name = QString(QStringLiteral("Arbiter ") + c->login.mid(3))](const Ruling &r) {
                if (r.issuer == name)
                    ++recorded;
            },
            Qt::DirectConnection);
    }
    std::atomic<int> refused{0};
    const double start = nowMs();
    for (auto &c : consoles) {
        QObject::connect(
            c->session, &session::EventSession::rulingRefused, c->session, [&] { ++refused; }, Qt::DirectConnection);
        QMetaObject::invokeMethod(c->session, [&, s = c->session, warning] {
            auto *loop = new QTimer(s);
            loop->setInterval(0);
            QObject::connect(loop, &QTimer::timeout, s, [&, s, loop, warning] {
                if (!running) {
                    loop->stop();
                    loop->deleteLater();
                    return;
                }
                s->issueRuling(warning);
            });
            loop->start();
        });
    }
    QElapsedTimer run;
    run.start();
    while (run.elapsed() < seconds * 1000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    running = false;
    const double elapsed = (nowMs() - start) / 1000.0;
    QThread::msleep(500);
    std::printf("sustained, %d writers for %.1f s: %d rulings committed by their own consoles, %.0f rulings/s "
                "(%d refused)\n",
                Consoles, elapsed, recorded.load(), recorded.load() / elapsed, refused.load());

    for (auto &c : consoles) {
        c->thread.quit();
        c->thread.wait();
    }
    storage::Database reader;
    if (auto e = reader.openPostgres(options(QStringLiteral("arb0"))))
        fail(e->message);
    rulings::SqlRulingLog log(reader);
    const auto rows = log.read(1);
    if (!rows)
        fail(rows.error().message);
    const auto problem = rulings::LogVerifier::verify(rows.value());
    std::printf("chain: %lld entries, %s\n", qlonglong(rows->size()),
                problem ? qPrintable(QStringLiteral("BROKEN at %1: %2").arg(problem->seq).arg(problem->message))
                        : "gap-free and verified");
    return problem ? 1 : 0;
}
