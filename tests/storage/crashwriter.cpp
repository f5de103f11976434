#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "tests/storage/storefixtures.h"

#include <QCoreApplication>

#include <cstdio>

// The child of tst_storecrash: writes incidents (and a review of every third) to the event database
// through the console's StoreWriter as fast as it can, printing "stored <key>" or "reviewed <key>"
// only once the writer says it is committed. It never stops by itself: the test kills it with
// SIGKILL at a random moment and checks that everything printed is in the file. With "relaxed", it
// writes as the console's zone thread does: the incidents' commits relaxed, synced and checkpointed
// by the store's WalSyncer on its own thread (which the kill may catch in the middle of either).
// Usage: storage_crashwriter <file> <event id> <key prefix> [relaxed]
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 4 && !(args.size() == 5 && args[4] == QLatin1String("relaxed"))) {
        std::fprintf(stderr, "usage: storage_crashwriter <file> <event id> <key prefix> [relaxed]\n");
        return 2;
    }
    const auto durability = args.size() == 5 ? arbiter::storage::EventStore::Durability::Relaxed
                                             : arbiter::storage::EventStore::Durability::Durable;
    arbiter::storage::EventStore store;
    if (auto error = store.openSqlite(args[1])) {
        std::fprintf(stderr, "%s\n", qPrintable(error->message));
        return 1;
    }
    if (durability == arbiter::storage::EventStore::Durability::Relaxed)
        store.database().syncRelaxedCommitsInBackground();
    const qint64 eventId = args[2].toLongLong();
    arbiter::storage::StoreWriter writer(&store);
    std::printf("open\n");
    std::fflush(stdout);
    for (int n = 0;; ++n) {
        // Batches of one to three incidents, some with long details (several pages per commit).
        QList<arbiter::watch::Incident> batch;
        for (int k = 0; k <= n % 3; ++k)
            batch << arbiter::testing::incident(args[3] + QStringLiteral("-%1-%2").arg(n).arg(k),
                                                QString(n % 5 == 0 ? 6000 : 40, u'x'));
        const bool stored = writer.submit(QStringLiteral("incidents"), int(batch.size()),
                                          [eventId, batch, durability](arbiter::storage::EventStore &s) {
                                              return s.upsertIncidents(eventId, batch, durability);
                                          });
        if (!stored) {
            std::fprintf(stderr, "not stored: %s\n", qPrintable(writer.state().reason));
            return 1;
        }
        for (const auto &i : std::as_const(batch))
            std::printf("stored %s\n", qPrintable(i.key));
        std::fflush(stdout);
        if (n % 3 == 0) {
            const QString key = batch.first().key;
            const bool reviewed = writer.submit(QStringLiteral("review"), 1, [eventId, key](auto &s) {
                return s.setIncidentReview(eventId, key, arbiter::watch::Incident::ReviewState::Acknowledged,
                                           QStringLiteral("seen"), QStringLiteral("IA Petrova"), 1'700'000'000'000);
            });
            if (!reviewed)
                return 1;
            std::printf("reviewed %s\n", qPrintable(key));
            std::fflush(stdout);
        }
    }
}
