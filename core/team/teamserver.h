#pragma once

#include "core/common/result.h"
#include "core/event/staffmember.h"
#include "core/storage/schema.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::storage {
class Database;
}

namespace arbiter::team {

// The server side of a team event: one PostgreSQL database per event, its tables in the schema
// "arbiter", owned by a role no console logs in as (<database>_owner), so row-level security binds
// every login. Each staff role is a group role (<database>_chief, _deputy, _arbiter, _local_chief,
// _local_technical, _appeals), all members of <database>_staff, which holds the grants; a person is a
// login role made member of one group. Who a login is (their name, FIDE ID, venue) is in team_staff,
// what each role may record in team_permissions, written from rulings::Permissions at every init, so
// the server and the consoles enforce one table. The server refuses a ruling whose issuer is not the
// login's own name and role, or whose kind that role may not record; no login may change or remove a
// ruling.
//
// init() and addStaff() need an administrator's connection (a superuser, or a role that owns the
// database and may create roles); everything else is a staff login's.
class TeamServer
{
    Q_DECLARE_TR_FUNCTIONS(TeamServer)

public:
    // The team's own tables and functions (the component "team" of the event database).
    static storage::SchemaComponent schema();

    static QString ownerRole(const QString &database);
    static QString staffRole(const QString &database);
    static QString groupRole(const QString &database, event::StaffMember::Role role);
    // The feed relay's group (<database>_relay): it reads the consoles' feed credentials, nothing else.
    static QString relayRole(const QString &database);

    // Makes the roles, the schema and every component's tables, owned by the owner role, with the
    // policies and grants; run again it brings an older team event up to date and changes nothing
    // else. Leaves the connection's search_path on the event's schema.
    static std::optional<Error> init(storage::Database &admin);
    // Makes `member.login` a login of the event with `member.role`, or changes the role and details
    // of one who is. A new login gets `password`, or a new random one when empty; an existing login
    // keeps its own unless `password` is given. Returns the password set (empty when none was).
    static Result<QString> addStaff(storage::Database &admin, const event::StaffMember &member,
                                    const QString &password = {});
    // Takes the login's role in the event away: it can no longer open the event. Its entries keep
    // its name.
    static std::optional<Error> removeStaff(storage::Database &admin, const QString &login);

    // Issue 24 §7: the feed relay's login (made or given a new password, which is returned), a member
    // of relayRole() only.
    static Result<QString> addRelay(storage::Database &admin, const QString &login);
    // A staff login's own secret for the team's feeds (issued with the login, gone with it); nullopt
    // when it has none (the administrator, a removed login).
    static Result<std::optional<QByteArray>> feedSecret(storage::Database &db);
    // Every console's feed secret by login (the relay's login reads them; a staff login sees its own).
    static Result<QHash<QString, QByteArray>> feedCredentials(storage::Database &db);

    // Copies event `eventId` of a one-arbiter database (an SQLite file) onto a team event's server as
    // it is: the event under the same id (a ruling's hash covers it), players, pairings, incidents,
    // settings, game records, the rulings log row for row and the evidence with its log, in one
    // transaction. The server must hold no event of that id. Returns the rows copied.
    static Result<qint64> push(storage::Database &from, std::int64_t eventId, storage::Database &admin);

    // Whether the open database is a team event (team init ran on it).
    static Result<bool> isTeamEvent(storage::Database &db);
    // The event's staff as the server knows it (current members, with their logins).
    static Result<QList<event::StaffMember>> staff(storage::Database &db);
    // The synchronous standby: "none" (none configured), "streaming", "down" (configured, not
    // streaming: every commit waits for it); empty when it cannot be read.
    static QString standbyState(storage::Database &db);
    // Whether this connection's login administers the server (a superuser, or a member of the
    // event's owner role): it may read everything but is nobody on the staff.
    static bool isAdministrator(storage::Database &db);
    // The login this connection has on the server (libpq may have taken it from PGUSER, a service
    // file or the system user when the address names none); empty when it cannot be asked.
    static QString login(storage::Database &db);
    // Who this connection's login is in the event; an error when it is not on the staff.
    static Result<event::StaffMember> whoAmI(storage::Database &db);

    // A new password for a login: 20 characters from the system's random source.
    static QString newPassword();
};

} // namespace arbiter::team
