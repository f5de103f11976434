#pragma once

#include "core/common/result.h"
#include "core/event/staffmember.h"
#include "core/evidence/evidenceitem.h"
#include "core/storage/schema.h"

#include <QCoreApplication>
#include <QList>

#include <cstdint>
#include <functional>
#include <optional>

class QSqlQuery;

namespace arbiter::storage {
class EventStore;
}

namespace arbiter::evidence {

// The event's VCS evidence in its database (SQLite or PostgreSQL, beside the event): the pictures,
// and an append-only log of everything done with them (a trigger refuses to change or delete a log
// line). Every rule of EvidencePolicy is applied here: a picture is handed out only to the chief
// arbiter, a refusal is logged like an opening, and the retention rule deletes only what is due,
// logging each deletion. Runs on the session's thread (the store's one writer).
class EvidenceStore
{
    Q_DECLARE_TR_FUNCTIONS(EvidenceStore)

public:
    explicit EvidenceStore(storage::EventStore &store, std::function<std::int64_t()> utcNow = {});

    // Creates the tables when they are missing.
    // The evidence tables, made or migrated (the component "evidence" of the event database).
    std::optional<Error> prepare();
    static storage::SchemaComponent schema();

    // Keeps a picture; the item comes back with its id and size.
    Result<EvidenceItem> store(std::int64_t eventId, const EvidenceCapture &capture, const QString &who);
    // Every item of the event (without the pictures), oldest first.
    Result<QList<EvidenceItem>> list(std::int64_t eventId);
    // The picture, to the chief arbiter only; opened and refused are both logged.
    Result<QByteArray> open(std::int64_t eventId, std::int64_t id, const event::StaffMember &who);
    // Holds an item for proceedings (it is never deleted while held) or releases it.
    std::optional<Error> setHeld(std::int64_t eventId, std::int64_t id, bool held, const event::StaffMember &who);
    // When the event's results became final (the retention rule's start), or nullopt.
    Result<std::optional<std::int64_t>> resultsFinal(std::int64_t eventId);
    // The chief arbiter declares the results final now.
    std::optional<Error> declareResultsFinal(std::int64_t eventId, const event::StaffMember &who);
    // Deletes every item due (a year after the results became final, unless held); how many.
    Result<int> purgeDue(std::int64_t eventId);
    Result<QList<EvidenceLogEntry>> log(std::int64_t eventId);

private:
    Result<EvidenceItem> storeNow(std::int64_t eventId, const EvidenceCapture &capture, const QString &who);
    std::optional<Error> appendLog(std::int64_t eventId, const QString &who, const QString &action,
                                   std::int64_t evidenceId, const QString &detail);
    std::optional<Error> exec(QSqlQuery &query, const char *what);

    storage::EventStore &m_store;
    std::function<std::int64_t()> m_utcNow;
    bool m_prepared = false;
};

} // namespace arbiter::evidence
