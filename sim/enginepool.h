#pragma once

#include "core/common/result.h"
#include "sim/enginesearch.h"
#include "sim/uciengine.h"

#include <QObject>
#include <QPointer>

#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <vector>

namespace arbiter::zone::sim {

// A few engine processes shared by every simulated game. One stockfish takes about 135 MB, so a
// round of 1000 games cannot have one each; games submit node-limited searches instead, the pool
// queues them (lowest priority value first, first come first served among equals) and hands each to
// the next idle engine. A live round passes the virtual time a move is due as the priority, so when
// the engines fall behind the game that waits longest gets the next engine. Because every
// search starts from a cleared engine (see UciEngine), which engine runs a request never changes its
// result: a seeded round stays deterministic however the searches interleave.
//
// An engine that crashes or hangs is restarted and its search retried once; a request that still
// fails, or arrives when no engine can run, is answered with a translated error. Results and errors
// reach the requester through its callback (skipped once its context object is gone) and through
// the resultReady()/requestFailed() signals, always from the event loop, never inside submit().
class EnginePool : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        UciEngine::Options engine;
        int engines = 0; // 0 = one per core (QThread::idealThreadCount()), at least 1
        int maxAttempts = 2; // runs of one request before it is reported as failed
        int maxConsecutiveFailures = 3; // an engine failing this often in a row is given up
    };

    using Callback = std::function<void(const Result<EngineResult> &)>;

    explicit EnginePool(QObject *parent = nullptr);
    explicit EnginePool(Options options, QObject *parent = nullptr);
    ~EnginePool() override;

    static int defaultEngineCount();

    int engineCount() const { return int(m_slots.size()); }
    // Engines not given up on (running, starting or waiting to restart).
    int usableEngineCount() const;
    int queuedCount() const { return int(m_queue.size()); }
    int runningCount() const;
    std::uint64_t completedCount() const { return m_completed; }
    // Process ids of the running engines (for RSS figures in the benchmark).
    QList<qint64> processIds() const;

    // Launches the engines; submit() does so too when needed.
    void start();
    // Ends the engines; queued and running requests are dropped without an answer.
    void stop();

    // Queues a search and returns the id its result will carry (the pool's, replacing request.id).
    // callback runs unless context has been destroyed by then; pass context = nullptr and an empty
    // callback to use only the signals. Requests with a lower priority value run first.
    std::uint64_t submit(EngineRequest request, QObject *context = nullptr, Callback callback = {},
                         std::int64_t priority = 0);
    // Forgets a queued or running request: no callback and no signal for it. False if unknown.
    bool cancel(std::uint64_t id);

Q_SIGNALS:
    void resultReady(const arbiter::zone::sim::EngineResult &result);
    void requestFailed(std::uint64_t id, const QString &message);

private:
    struct Job
    {
        EngineRequest request;
        QPointer<QObject> context;
        bool hasContext = false;
        Callback callback;
        std::int64_t priority = 0;
        int attempts = 0;
    };
    struct Slot
    {
        UciEngine *engine = nullptr;
        std::unique_ptr<Job> job;
        int consecutiveFailures = 0;
        bool givenUp = false;
    };

    void dispatch();
    void scheduleDispatch();
    void onFinished(Slot *slot, const EngineResult &result);
    void onError(Slot *slot, const QString &message);
    void deliver(Job &job, const Result<EngineResult> &result);
    void failLater(std::unique_ptr<Job> job, const QString &message);
    QString noEngineMessage() const;

    Options m_options;
    std::vector<std::unique_ptr<Slot>> m_slots;
    std::deque<std::unique_ptr<Job>> m_queue;
    std::uint64_t m_nextId = 1;
    std::uint64_t m_completed = 0;
    QString m_lastError;
    bool m_dispatching = false;
    bool m_dispatchScheduled = false;
};

} // namespace arbiter::zone::sim
