#include "core/storage/storewriter.h"

#include "core/storage/eventstore.h"

#include <QDateTime>
#include <QLoggingCategory>

#include <algorithm>

Q_DECLARE_LOGGING_CATEGORY(lcStorage)

namespace arbiter::storage {

StoreWriter::StoreWriter(EventStore *store, QObject *parent) : QObject(parent), m_store(store), m_retry(this)
{
    qRegisterMetaType<arbiter::storage::SaveState>();
    m_retry.setSingleShot(true);
    m_retry.setInterval(FirstRetryMs);
    connect(&m_retry, &QTimer::timeout, this, [this] {
        if (!flush())
            m_retry.start(std::min(m_retry.interval() * 2, LastRetryMs));
    });
}

StoreWriter::~StoreWriter() = default;

bool StoreWriter::submit(const QString &what, int items, Write write)
{
    m_waiting.append({what, std::max(1, items), std::move(write)});
    return flush();
}

bool StoreWriter::flush()
{
    QString reason;
    while (!m_waiting.isEmpty()) {
        Pending &next = m_waiting.first();
        const std::optional<Error> error = next.write(*m_store);
        if (!error) {
            m_waiting.removeFirst();
            continue;
        }
        if (!m_store->database().lastFailureMayPass()) {
            // Retrying would fail the same way for ever and hold back every write after it.
            qCWarning(lcStorage) << "dropped" << next.what << "the database refuses it:" << error->message;
            const QString message = error->message;
            m_waiting.removeFirst();
            Q_EMIT refused(message);
            continue;
        }
        qCWarning(lcStorage) << "kept" << next.what << "to retry:" << error->message << "-" << m_waiting.size()
                             << "writes wait";
        reason = error->message;
        break;
    }
    publish(reason);
    if (m_waiting.isEmpty()) {
        m_retry.stop();
        m_retry.setInterval(FirstRetryMs);
        return true;
    }
    if (!m_retry.isActive())
        m_retry.start();
    return false;
}

void StoreWriter::publish(const QString &reason)
{
    SaveState next;
    for (const Pending &p : std::as_const(m_waiting))
        next.unsavedItems += p.items;
    if (next.unsavedItems > 0) {
        next.reason = reason.isEmpty() ? m_state.reason : reason;
        next.sinceUtcMs = m_state.sinceUtcMs != 0 ? m_state.sinceUtcMs : QDateTime::currentMSecsSinceEpoch();
    }
    if (next == m_state)
        return;
    if (next.saved() && !m_state.saved())
        qCInfo(lcStorage) << "every kept write is stored now";
    m_state = next;
    Q_EMIT stateChanged(m_state);
}

} // namespace arbiter::storage
