#pragma once

#include <QString>

#include <atomic>
#include <memory>

class QThread;

namespace arbiter::storage {

// Puts an SQLite event store's relaxed commits on the disk from a thread of its own, so the thread
// that writes (the zone's, which also carries every live game) never waits for the disk. A relaxed
// commit (WAL with synchronous NORMAL) has reached the write-ahead log but not the disk; within
// `delayMs` of being told of it, this syncs the log (fdatasync), which makes every commit before it
// survive a power cut, and now and then checkpoints the log into the database (PASSIVE: it never
// waits for or blocks the writer) on its own connection, so the log stays short. It writes no row:
// the store keeps its one writer. Measured on this machine's disk: one sync takes 5–300 ms; on the
// zone thread, a finished game's record, an incident or a checkpoint held every game's next move
// back that long.
class WalSyncer
{
public:
    static constexpr int DefaultDelayMs = 200;
    static constexpr int CheckpointEveryMs = 2000;

    // `path`: the SQLite file, open in WAL mode by its writer. Nothing is opened until the first
    // sync; a file that is no longer there is never created.
    explicit WalSyncer(const QString &path, int delayMs = DefaultDelayMs);
    // Syncs what is still waiting, then ends its thread.
    ~WalSyncer();
    WalSyncer(const WalSyncer &) = delete;
    WalSyncer &operator=(const WalSyncer &) = delete;

    // A relaxed commit was made. Any thread; cheap (a flag, at most one queued call per sync).
    void committed();
    // Blocks until every commit made before the call is on the disk; false when the log could not
    // be synced (the reason is in the log). For closing and for tests.
    bool syncNow();
    // How many syncs of the log have been done (tests).
    int syncs() const { return m_syncs.load(); }

private:
    class Worker;

    std::unique_ptr<QThread> m_thread;
    Worker *m_worker = nullptr; // lives on m_thread
    std::atomic<bool> m_pending{false};
    std::atomic<int> m_syncs{0};
};

} // namespace arbiter::storage
