#pragma once

#include "core/common/result.h"
#include "core/rulings/ruling.h"
#include "core/storage/schema.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>

namespace arbiter::storage {
class Database;
}

namespace arbiter::rulings {

// The event's rulings: append-only, each row chained to the one before by its SHA-256, so a row
// changed, removed, inserted or moved afterwards is found (verify()). append() returns only once
// the row is committed (SQLite: WAL with synchronous=FULL), so what the screen calls recorded
// survives a killed process or a power cut.
class RulingLog
{
public:
    virtual ~RulingLog() = default;
    // Numbers the ruling (the event's next seq), stamps it (never earlier than the previous row),
    // links and hashes it, and commits it. Several writers (consoles on one PostgreSQL database,
    // arbiterctl beside the console on one SQLite file) are serialised by the database.
    virtual Result<Ruling> append(Ruling ruling) = 0;
    // The event's rows with seq > `afterSeq`, in order.
    virtual Result<QList<Ruling>> read(std::int64_t eventId, std::int64_t afterSeq = 0) = 0;
};

// The rulings table beside the event's tables, in the event's storage::Database as its component
// "rulings", on its connection (one writer: the session thread). The table belongs to the rulings,
// not to the event store; it is migrated on first use, with triggers that refuse UPDATE and DELETE.
class SqlRulingLog : public RulingLog
{
    Q_DECLARE_TR_FUNCTIONS(SqlRulingLog)

public:
    explicit SqlRulingLog(storage::Database &db, std::function<std::int64_t()> utcNow = {});

    // The log's tables, made or migrated (the component "rulings" of the event database).
    std::optional<Error> prepare();
    static storage::SchemaComponent schema();
    Result<Ruling> append(Ruling ruling) override;
    Result<QList<Ruling>> read(std::int64_t eventId, std::int64_t afterSeq = 0) override;

private:
    storage::Database &m_db;
    std::function<std::int64_t()> m_utcNow;
    bool m_prepared = false;
};

} // namespace arbiter::rulings
