#pragma once

#include "core/event/staffmember.h"
#include "core/storage/eventstore.h"
#include "core/storage/storeconfig.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>

namespace arbiter::ctl {

// The event database a command works on: the positional argument (an SQLite file or a team event's
// postgresql:// URL), `--event ID`, and opening it (the event the console had open last, else the
// only one), with the reason printed when it fails.
class EventDatabase
{
    Q_DECLARE_TR_FUNCTIONS(EventDatabase)

public:
    struct Opened
    {
        std::unique_ptr<storage::EventStore> store;
        std::int64_t eventId = 0;
        // A team event (its staff are the server's logins) and who the login is there (the server
        // says; --as cannot change it). No one for the server's administrator, who is not staff.
        bool team = false;
        std::optional<event::StaffMember> me;
    };

    // With `mayCreate`, an SQLite file that does not exist yet is made, and a database that holds no
    // event opens with eventId 0 (the caller makes the event).
    static std::optional<Opened> open(const QString &pathOrUrl, const QString &eventOption, bool mayCreate = false);
    // The event's staff: a team event's from its server, else the list kept with the event (`ok`
    // false with the reason printed when it cannot be read).
    static QList<event::StaffMember> staff(Opened &opened, bool *ok);
    // Connects with `connect` to a server, asking for the password on the terminal when the server
    // wants one that libpq did not find (~/.pgpass, PGPASSWORD). Prints the reason when it fails.
    static bool
    connectServer(storage::PostgresOptions options,
                  const std::function<std::optional<storage::OpenError>(const storage::PostgresOptions &)> &connect);
    // An administrator's connection to a team event's server (team setup, add-staff, seminar enrol),
    // or null with the reason printed.
    static std::unique_ptr<storage::Database> openAdmin(const QString &url);
    static void addArgument(QCommandLineParser &parser);
    static QCommandLineOption eventOption();
};

} // namespace arbiter::ctl
