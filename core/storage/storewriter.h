#pragma once

#include "core/common/result.h"
#include "core/storage/savestate.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <functional>
#include <optional>

namespace arbiter::storage {

class EventStore;

// The one way the console writes to the event store. A write that fails for a reason that may pass
// (disk full, file read-only or removed, I/O error, lock, lost server) is never dropped: it is kept
// in memory, in order, and tried again, before the next write and on a timer that backs off from
// 1 s to 60 s, until it is stored. Until then state() says how many items wait and why, so the screen
// can show it. A write the database refuses for good (a broken record, an incident it does not know)
// is reported through refused() and dropped, so it cannot hold back the writes after it.
// Lives on the store's thread.
class StoreWriter : public QObject
{
    Q_OBJECT

public:
    using Write = std::function<std::optional<Error>(EventStore &)>;

    explicit StoreWriter(EventStore *store, QObject *parent = nullptr);
    ~StoreWriter() override;

    // Runs `write` after every earlier write still waiting. `items` is what the indicator counts
    // (the number of incidents in a batch, 1 for a review); `what` names it in the log. True when
    // this write and all before it are stored (committed) now.
    bool submit(const QString &what, int items, Write write);
    // Tries the waiting writes now (the retry timer, a reopened store, the console closing). True
    // when nothing waits any more.
    bool flush();

    SaveState state() const { return m_state; }
    int waitingWrites() const { return int(m_waiting.size()); }
    // The wait before the next retry (ms); 0 when nothing waits.
    int retryIntervalMs() const { return m_waiting.isEmpty() ? 0 : m_retry.interval(); }

    static constexpr int FirstRetryMs = 1000;
    static constexpr int LastRetryMs = 60'000;

Q_SIGNALS:
    void stateChanged(const arbiter::storage::SaveState &state);
    // A write the database will never take (translated message); it was dropped.
    void refused(const QString &message);

private:
    struct Pending
    {
        QString what;
        int items = 0;
        Write write;
    };

    void publish(const QString &reason);

    EventStore *m_store;
    QList<Pending> m_waiting;
    QTimer m_retry;
    SaveState m_state;
};

} // namespace arbiter::storage
