#pragma once

#include <QMetaObject>
#include <QObject>

#include <atomic>
#include <utility>

namespace arbiter {

// Runs `work` on `context`'s thread and waits until it has run (Qt::BlockingQueuedConnection): what
// `work` wrote is then the caller's to read. The flag says so in a form ThreadSanitizer sees (Qt hands
// the call back through a semaphore of its own, which it does not), so scripts/tsan.sh needs no
// suppression for it. Never call it for an object of the caller's own thread: it would wait for ever.
template<typename Work>
void callAndWait(QObject *context, Work &&work)
{
    std::atomic<bool> done{false};
    QMetaObject::invokeMethod(
        context,
        [&] {
            std::forward<Work>(work)();
            done.store(true, std::memory_order_release);
        },
        Qt::BlockingQueuedConnection);
    (void)done.load(std::memory_order_acquire);
}

} // namespace arbiter
