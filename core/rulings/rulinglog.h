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

    // Rows recorded by a player's name alone (before players were keyed, or on an event without a
    // player list then) get the starting number of the player they mean, once, stored beside the
    // log: the game's pairing for the row's side, else the one player of that name or account.
    // Nothing is stored while the event has no players. Returns how many rows were matched now and
    // every name of the event's log that could not be matched (also earlier).
    struct Unmatched
    {
        std::int64_t seq = 0;
        QString name;
    };
    struct PlayerMatching
    {
        int matched = 0;
        QList<Unmatched> unmatched;
    };
    Result<PlayerMatching> matchPlayers(std::int64_t eventId, const event::PlayerDirectory &players);

private:
    storage::Database &m_db;
    std::function<std::int64_t()> m_utcNow;
    bool m_prepared = false;
};

} // namespace arbiter::rulings
