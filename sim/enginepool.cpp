#include "sim/enginepool.h"

#include <QLoggingCategory>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace arbiter::zone::sim {

namespace {

Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

} // namespace

EnginePool::EnginePool(QObject *parent) : EnginePool(Options{}, parent) { }

EnginePool::EnginePool(Options options, QObject *parent) : QObject(parent), m_options(std::move(options))
{
    const int count = m_options.engines > 0 ? m_options.engines : defaultEngineCount();
    for (int i = 0; i < count; ++i) {
        auto slot = std::make_unique<Slot>();
        slot->engine = new UciEngine(m_options.engine, this);
        Slot *s = slot.get();
        connect(slot->engine, &UciEngine::ready, this, [this] { dispatch(); });
        connect(slot->engine, &UciEngine::searchFinished, this,
                [this, s](const EngineResult &result) { onFinished(s, result); });
        connect(slot->engine, &UciEngine::errorOccurred, this,
                [this, s](std::uint64_t, const QString &message) { onError(s, message); });
        m_slots.push_back(std::move(slot));
    }
}

EnginePool::~EnginePool()
{
    // The engines are children; make sure none reports into a half-destroyed pool.
    for (const auto &slot : m_slots)
        slot->engine->disconnect(this);
}

int EnginePool::defaultEngineCount()
{
    return std::max(1, QThread::idealThreadCount());
}

int EnginePool::usableEngineCount() const
{
    return int(std::count_if(m_slots.begin(), m_slots.end(), [](const auto &s) { return !s->givenUp; }));
}

int EnginePool::runningCount() const
{
    return int(std::count_if(m_slots.begin(), m_slots.end(), [](const auto &s) { return bool(s->job); }));
}

QList<qint64> EnginePool::processIds() const
{
    QList<qint64> ids;
    for (const auto &slot : m_slots)
        if (const qint64 pid = slot->engine->processId())
            ids.append(pid);
    return ids;
}

void EnginePool::start()
{
    for (const auto &slot : m_slots) {
        if (!slot->givenUp && slot->engine->state() == UciEngine::State::NotRunning)
            slot->engine->start();
    }
}

void EnginePool::stop()
{
    m_queue.clear();
    for (const auto &slot : m_slots) {
        slot->job.reset();
        slot->engine->stop();
    }
}

std::uint64_t EnginePool::submit(EngineRequest request, QObject *context, Callback callback, std::int64_t priority)
{
    auto job = std::make_unique<Job>();
    request.id = m_nextId++;
    job->request = std::move(request);
    job->context = context;
    job->hasContext = context != nullptr;
    job->callback = std::move(callback);
    job->priority = priority;
    const std::uint64_t id = job->request.id;
    if (usableEngineCount() == 0) {
        failLater(std::move(job), noEngineMessage());
        return id;
    }
    // After every queued request of the same or a lower priority value: with one priority it is a FIFO.
    const auto at = std::upper_bound(m_queue.begin(), m_queue.end(), priority,
                                     [](std::int64_t p, const std::unique_ptr<Job> &j) { return p < j->priority; });
    m_queue.insert(at, std::move(job));
    // Dispatch from the event loop: a callback never runs inside submit(), and a burst of submits
    // from one loop turn (a thousand games starting) is queued behind a single timer.
    scheduleDispatch();
    return id;
}

bool EnginePool::cancel(std::uint64_t id)
{
    const auto it = std::find_if(m_queue.begin(), m_queue.end(), [id](const auto &j) { return j->request.id == id; });
    if (it != m_queue.end()) {
        m_queue.erase(it);
        return true;
    }
    for (const auto &slot : m_slots) {
        if (slot->job && slot->job->request.id == id) {
            // The engine finishes the search; id 0 marks the job whose result is dropped.
            slot->job->callback = {};
            slot->job->request.id = 0;
            return true;
        }
    }
    return false;
}

void EnginePool::dispatch()
{
    if (m_dispatching)
        return;
    m_dispatching = true;
    for (const auto &slot : m_slots) {
        if (m_queue.empty())
            break;
        if (slot->givenUp || slot->job)
            continue;
        UciEngine *engine = slot->engine;
        if (engine->state() == UciEngine::State::NotRunning)
            engine->start();
        if (engine->state() == UciEngine::State::Idle || engine->state() == UciEngine::State::Starting) {
            std::unique_ptr<Job> job = std::move(m_queue.front());
            m_queue.pop_front();
            ++job->attempts;
            const EngineRequest request = job->request;
            slot->job = std::move(job);
            if (!engine->search(request)) {
                // Cannot happen with the state checked above; keep the request rather than lose it.
                m_queue.push_front(std::move(slot->job));
                --m_queue.front()->attempts;
            }
        }
    }
    m_dispatching = false;
}

void EnginePool::onFinished(Slot *slot, const EngineResult &result)
{
    slot->consecutiveFailures = 0;
    std::unique_ptr<Job> job = std::move(slot->job);
    ++m_completed;
    if (job && job->request.id != 0) {
        EngineResult r = result;
        r.id = job->request.id;
        deliver(*job, r);
    }
    dispatch();
}

void EnginePool::onError(Slot *slot, const QString &message)
{
    m_lastError = message;
    ++slot->consecutiveFailures;
    std::unique_ptr<Job> job = std::move(slot->job);
    if (slot->consecutiveFailures >= m_options.maxConsecutiveFailures) {
        slot->givenUp = true;
        qCWarning(lcSim) << "engine given up after" << slot->consecutiveFailures << "failures in a row";
    }
    if (job && job->request.id != 0) {
        if (job->attempts < m_options.maxAttempts && usableEngineCount() > 0) {
            // The retry goes first; its priority follows so that the queue stays in order.
            if (!m_queue.empty())
                job->priority = std::min(job->priority, m_queue.front()->priority);
            m_queue.push_front(std::move(job));
        } else {
            failLater(std::move(job), message);
        }
    }
    if (usableEngineCount() == 0) {
        // Nothing can run any more: answer everything that waits.
        while (!m_queue.empty()) {
            failLater(std::move(m_queue.front()), noEngineMessage());
            m_queue.pop_front();
        }
        return;
    }
    // Restart from the event loop, not inside the engine's own error signal.
    scheduleDispatch();
}

void EnginePool::scheduleDispatch()
{
    if (m_dispatchScheduled)
        return;
    m_dispatchScheduled = true;
    QTimer::singleShot(0, this, [this] {
        m_dispatchScheduled = false;
        dispatch();
    });
}

void EnginePool::deliver(Job &job, const Result<EngineResult> &result)
{
    if (result.ok())
        Q_EMIT resultReady(result.value());
    else
        Q_EMIT requestFailed(job.request.id, result.error().message);
    if (job.callback && (!job.hasContext || job.context))
        job.callback(result);
}

void EnginePool::failLater(std::unique_ptr<Job> job, const QString &message)
{
    std::shared_ptr<Job> shared(std::move(job));
    QTimer::singleShot(0, this, [this, shared, message] { deliver(*shared, Error{message}); });
}

QString EnginePool::noEngineMessage() const
{
    if (m_lastError.isEmpty())
        return tr("No chess engine is available to play the simulated games.");
    //: %1: why the last engine failed to start (a message)
    return tr("No chess engine is available to play the simulated games: %1").arg(m_lastError);
}

} // namespace arbiter::zone::sim
