#include "core/team/teamserver.h"

#include "core/event/sector.h"
#include "core/event/venue.h"
#include "core/evidence/evidencestore.h"
#include "core/rulings/permissions.h"
#include "core/rulings/rulinglog.h"
#include "core/storage/database.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QVariant>

#include <libpq-fe.h>

namespace arbiter::team {

namespace {
Q_LOGGING_CATEGORY(lcTeam, "arbiter.core.team")

using Role = event::StaffMember::Role;

// The schema a team event's tables live in (the database's search_path names it).
constexpr auto Schema = "arbiter";

// Group role suffixes, and the order a login with several memberships is read in (the first wins).
struct GroupRole
{
    Role role;
    const char *suffix;
};
constexpr GroupRole GroupRoles[] = {
    {Role::ChiefArbiter, "chief"},
    {Role::DeputyChiefArbiter, "deputy"},
    {Role::AppealsCommittee, "appeals"},
    {Role::Arbiter, "arbiter"},
    {Role::LocalChiefArbiter, "local_chief"},
    {Role::LocalTechnicalArbiter, "local_technical"},
};

QString ident(const QString &name)
{
    QString quoted = name;
    return u'"' + quoted.replace(QLatin1String("\""), QLatin1String("\"\"")) + u'"';
}

QString literal(const QString &text)
{
    QString quoted = text;
    return u'\'' + quoted.replace(QLatin1String("'"), QLatin1String("''")) + u'\'';
}

// The team's tables, views and the functions the policies call. The functions run as their owner
// (SECURITY DEFINER, with a fixed search_path) so they can read role memberships and the staff list
// whatever the caller may read.
const char *const MigrationTo1[] = {
    "CREATE TABLE team_roles ("
    " role TEXT PRIMARY KEY,"
    " group_role TEXT NOT NULL,"
    " rank INTEGER NOT NULL)",

    "CREATE TABLE team_permissions ("
    " role TEXT NOT NULL,"
    " kind TEXT NOT NULL,"
    " may_issue BOOLEAN NOT NULL,"
    " may_propose BOOLEAN NOT NULL,"
    " PRIMARY KEY (role, kind))",

    "CREATE TABLE team_staff ("
    " login TEXT PRIMARY KEY,"
    " name TEXT NOT NULL,"
    " fide_id TEXT NOT NULL DEFAULT '',"
    " venue TEXT NOT NULL DEFAULT '',"
    " active BOOLEAN NOT NULL DEFAULT TRUE,"
    " added_utc_ms BIGINT NOT NULL,"
    " removed_utc_ms BIGINT NOT NULL DEFAULT 0)",

    "CREATE UNIQUE INDEX team_staff_name ON team_staff (lower(name))",

    // The login's role in the event: its first group role by rank (none: not staff).
    "CREATE FUNCTION team_role_of(who TEXT) RETURNS TEXT LANGUAGE sql STABLE SECURITY DEFINER"
    " SET search_path = arbiter, pg_temp AS $$"
    " SELECT r.role FROM team_roles r JOIN pg_roles u ON u.rolname = who"
    " WHERE pg_has_role(u.oid, r.group_role::name, 'MEMBER') ORDER BY r.rank LIMIT 1 $$",

    "CREATE VIEW team_members AS SELECT s.login, s.name, s.fide_id, s.venue, team_role_of(s.login) AS role"
    " FROM team_staff s WHERE s.active",

    // May this login append a ruling with this issuer, role, kind and proposal flag?
    "CREATE FUNCTION team_may_append(TEXT, TEXT, TEXT, INTEGER) RETURNS BOOLEAN LANGUAGE sql STABLE"
    " SECURITY DEFINER SET search_path = arbiter, pg_temp AS $$"
    " SELECT EXISTS (SELECT 1 FROM team_staff s JOIN team_permissions p ON p.role = $2 AND p.kind = $3"
    " WHERE s.login = session_user AND s.active AND s.name = $1 AND team_role_of(session_user) = $2"
    " AND CASE WHEN $4 <> 0 THEN p.may_propose ELSE p.may_issue END) $$",
};

// A login the server can make for the event: not empty, at most 63 bytes, no quote, none of the
// server's (pg_) or the event's own roles (<database>_…).
std::optional<Error> checkLogin(const QString &database, const QString &login)
{
    if (!login.isEmpty() && login.toUtf8().size() <= 63 && !login.startsWith(QLatin1String("pg_"))
        && !login.contains(u'"') && !login.startsWith(database + u'_'))
        return std::nullopt;
    //: %1: the login given
    return Error{TeamServer::tr("%1 cannot be a login: at most 63 letters, no quote, not starting with pg_ or the "
                                "event's name.")
                     .arg(login)};
}

class Runner
{
public:
    Runner(storage::Database &db, QString what) : m_db(db), m_what(std::move(what)) { }

    std::optional<Error> operator()(const QString &sql)
    {
        QSqlQuery q(m_db.connection());
        if (q.exec(sql))
            return std::nullopt;
        return m_db.failure(q, m_what);
    }
    std::optional<Error> all(const QStringList &statements)
    {
        for (const QString &sql : statements)
            if (auto error = (*this)(sql))
                return error;
        return std::nullopt;
    }

private:
    storage::Database &m_db;
    QString m_what;
};

// The password as the server stores it (a SCRAM verifier made here, as psql's \password does), so
// the password itself never reaches the server's statement log.
Result<QString> verifier(storage::Database &db, const QString &login, const QString &password)
{
    const QVariant handle = db.connection().driver()->handle();
    // Qt's PostgreSQL driver hands out its PGconn (typedef'd from struct pg_conn).
    if (qstrcmp(handle.typeName(), "PGconn*") != 0 && qstrcmp(handle.typeName(), "pg_conn*") != 0)
        return Error{TeamServer::tr("The connection to the event's server is not a PostgreSQL connection.")};
    PGconn *conn = *static_cast<PGconn *const *>(handle.data());
    char *made = PQencryptPasswordConn(conn, password.toUtf8().constData(), login.toUtf8().constData(), nullptr);
    if (!made)
        //: %1: the server's message
        return Error{TeamServer::tr("Could not prepare the password: %1")
                         .arg(QString::fromUtf8(PQerrorMessage(conn)).trimmed())};
    const QString out = QString::fromUtf8(made);
    PQfreemem(made);
    return out;
}

// Whether `login` is a member of the group role `group`.
Result<bool> isMember(storage::Database &db, const QString &group, const QString &login)
{
    QSqlQuery q(db.connection());
    q.prepare(QStringLiteral("SELECT 1 FROM pg_auth_members m JOIN pg_roles g ON g.oid = m.roleid "
                             "JOIN pg_roles u ON u.oid = m.member WHERE g.rolname = ? AND u.rolname = ?"));
    q.addBindValue(group);
    q.addBindValue(login);
    if (!q.exec())
        return db.failure(q, TeamServer::tr("Could not read the event's staff."));
    return q.next();
}

std::optional<Error> checkAdministrator(storage::Database &db)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT rolsuper OR rolcreaterole, current_user FROM pg_roles "
                               "WHERE rolname = current_user"))
        || !q.next())
        return db.failure(q, TeamServer::tr("Could not read the login's rights."));
    if (!q.value(0).toBool())
        //: %1: the login used
        return Error{TeamServer::tr("The login %1 may not create roles: run this as the server's administrator (a "
                                    "superuser, or the owner of the database with CREATEROLE).")
                         .arg(q.value(1).toString())};
    return std::nullopt;
}

std::optional<Error> checkRoleNames(const QString &database)
{
    if (database.toUtf8().size() > 47 || database.contains(u'$') || database.contains(u'"'))
        //: %1: the database's name
        return Error{TeamServer::tr("The database name %1 is too long or has a quote or a dollar sign; a team event's "
                                    "database name has at most 47 letters.")
                         .arg(database)};
    return std::nullopt;
}
} // namespace

// Every console hears when the staff changes (a login added, removed or given another role): the
// event's staff and who each console is are read again (issue 24 §3).
const char *const MigrationTo2[] = {
    "CREATE OR REPLACE FUNCTION team_notify_staff() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " PERFORM pg_notify('arbiter_team', '0 staff'); RETURN NULL; END $$",
    "CREATE TRIGGER team_staff_notify AFTER INSERT OR UPDATE OR DELETE ON team_staff FOR EACH STATEMENT"
    " EXECUTE FUNCTION team_notify_staff()",
};

// Issue 24 §8: whether the event's synchronous standby is there ("none": none configured;
// "streaming"; "down": configured but not streaming, so commits wait for it), for the consoles to tell
// the chief arbiter and go on on the primary alone. Reads pg_stat_replication as its owner, who is
// given pg_read_all_stats by team init.
const char *const MigrationTo3[] = {
    "CREATE OR REPLACE FUNCTION team_standby_state() RETURNS TEXT LANGUAGE sql STABLE SECURITY DEFINER"
    " SET search_path = arbiter, pg_temp AS $$"
    " SELECT CASE WHEN current_setting('synchronous_standby_names') = '' THEN 'none'"
    " WHEN EXISTS (SELECT 1 FROM pg_stat_replication WHERE state = 'streaming') THEN 'streaming'"
    " ELSE 'down' END $$",
};

// Issue 24 §7: each staff login's secret for the team's feeds (the feed relay asks every console for
// it by digest authentication over TLS). Issued with the login, deleted with it; every change is
// announced on arbiter_feeds with the login only (every listener sees a payload: never the secret).
const char *const MigrationTo4[] = {
    ("CREATE TABLE team_feed_credentials ("
     " login TEXT PRIMARY KEY,"
     " secret TEXT NOT NULL,"
     " issued_utc_ms BIGINT NOT NULL)"),
    "CREATE OR REPLACE FUNCTION team_notify_feeds() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN"
    " IF TG_OP = 'DELETE' THEN PERFORM pg_notify('arbiter_feeds', OLD.login);"
    " ELSE PERFORM pg_notify('arbiter_feeds', NEW.login); END IF; RETURN NULL; END $$",
    "CREATE TRIGGER team_feed_credentials_notify AFTER INSERT OR UPDATE OR DELETE ON team_feed_credentials"
    " FOR EACH ROW EXECUTE FUNCTION team_notify_feeds()",
};

storage::SchemaComponent TeamServer::schema()
{
    return {QStringLiteral("team"),
            4,
            [](int target, storage::Schema::Dialect) {
                QStringList statements;
                if (target == 1)
                    for (const char *s : MigrationTo1)
                        statements << QString::fromLatin1(s);
                if (target == 2)
                    for (const char *s : MigrationTo2)
                        statements << QString::fromLatin1(s);
                if (target == 3)
                    for (const char *s : MigrationTo3)
                        statements << QString::fromLatin1(s);
                if (target == 4)
                    for (const char *s : MigrationTo4)
                        statements << QString::fromLatin1(s);
                return statements;
            },
            {}};
}

QString TeamServer::ownerRole(const QString &database)
{
    return database + QStringLiteral("_owner");
}

QString TeamServer::staffRole(const QString &database)
{
    return database + QStringLiteral("_staff");
}

QString TeamServer::relayRole(const QString &database)
{
    return database + QStringLiteral("_relay");
}

QString TeamServer::groupRole(const QString &database, Role role)
{
    for (const GroupRole &g : GroupRoles)
        if (g.role == role)
            return database + u'_' + QLatin1String(g.suffix);
    return {};
}

std::optional<Error> TeamServer::init(storage::Database &admin)
{
    if (auto error = admin.notOpen())
        return error;
    if (!admin.isPostgres())
        return Error{tr("A team event lives on a PostgreSQL server; an SQLite file is one arbiter's event.")};
    const QString db = admin.name();
    if (auto error = checkRoleNames(db))
        return error;
    if (auto error = checkAdministrator(admin))
        return error;
    Runner run(admin, tr("Could not set up the team event."));
    const QString owner = ownerRole(db), staff = staffRole(db);
    QStringList roles{owner, staff, relayRole(db)};
    for (const GroupRole &g : GroupRoles)
        roles << groupRole(db, g.role);
    QStringList statements;
    for (const QString &role : roles)
        statements << QStringLiteral("DO $$BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = %1) THEN "
                                     "CREATE ROLE %2 NOLOGIN; END IF; END$$")
                          .arg(literal(role), ident(role));
    // The administrator acts as the owner to make the tables (a superuser may anyway; a role with
    // CREATEROLE must be a member).
    statements << QStringLiteral("GRANT %1 TO CURRENT_USER").arg(ident(owner))
               // To see whether the standby streams (team_standby_state()).
               << QStringLiteral("GRANT pg_read_all_stats TO %1").arg(ident(owner));
    for (const GroupRole &g : GroupRoles)
        statements << QStringLiteral("GRANT %1 TO %2").arg(ident(staff), ident(groupRole(db, g.role)));
    statements
        << QStringLiteral("CREATE SCHEMA IF NOT EXISTS %1 AUTHORIZATION %2").arg(QLatin1String(Schema), ident(owner))
        << QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(QLatin1String(Schema), ident(staff))
        // Only the event's staff may connect at all.
        << QStringLiteral("REVOKE ALL ON DATABASE %1 FROM PUBLIC").arg(ident(db))
        << QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2").arg(ident(db), ident(staff))
        // The feed relay's login reads the consoles' feed credentials and nothing else.
        << QStringLiteral("GRANT CONNECT ON DATABASE %1 TO %2").arg(ident(db), ident(relayRole(db)))
        << QStringLiteral("GRANT USAGE ON SCHEMA %1 TO %2").arg(QLatin1String(Schema), ident(relayRole(db)))
        << QStringLiteral("ALTER DATABASE %1 SET search_path = %2").arg(ident(db), QLatin1String(Schema))
        << QStringLiteral("SET ROLE %1").arg(ident(owner))
        << QStringLiteral("SET search_path = %1").arg(QLatin1String(Schema));
    if (auto error = run.all(statements))
        return error;
    auto resetRole = qScopeGuard([&] { run(QStringLiteral("RESET ROLE")); });

    for (const storage::SchemaComponent &component :
         {storage::SchemaComponent::event(), rulings::SqlRulingLog::schema(), evidence::EvidenceStore::schema(),
          schema()}) {
        if (const auto version = admin.migrate(component); !version)
            return version.error();
    }

    // What each role may record, from the one table the consoles use.
    statements = {QStringLiteral("DELETE FROM team_roles"), QStringLiteral("DELETE FROM team_permissions")};
    int rank = 0;
    for (const GroupRole &g : GroupRoles)
        statements << QStringLiteral("INSERT INTO team_roles (role, group_role, rank) VALUES (%1, %2, %3)")
                          .arg(literal(event::StaffMember::roleKey(g.role)), literal(groupRole(db, g.role)))
                          .arg(rank++);
    for (const GroupRole &g : GroupRoles) {
        for (int k = 0; k < rulings::KindCount; ++k) {
            const auto kind = rulings::Kind(k);
            statements << QStringLiteral("INSERT INTO team_permissions (role, kind, may_issue, may_propose) "
                                         "VALUES (%1, %2, %3, %4)")
                              .arg(literal(event::StaffMember::roleKey(g.role)),
                                   literal(rulings::Ruling::kindKey(kind)),
                                   rulings::Permissions::mayIssue(g.role, kind) ? QStringLiteral("TRUE")
                                                                                : QStringLiteral("FALSE"),
                                   rulings::Permissions::mayPropose(g.role, kind) ? QStringLiteral("TRUE")
                                                                                  : QStringLiteral("FALSE"));
        }
    }
    QStringList assigners;
    for (const GroupRole &g : GroupRoles)
        if (event::Sector::mayAssignOthers(g.role))
            assigners << literal(event::StaffMember::roleKey(g.role));
    // Part IIIb (event::Venue::refusal): a login bound to a venue (an arbiter, local chief or local
    // technical arbiter with one) appends only rows about a player of that venue; the zone's records
    // answer rows already allowed.
    QStringList bound, zoneRecords;
    for (const GroupRole &g : GroupRoles)
        if (!event::Venue::boundVenue({QString(), g.role, QStringLiteral("v"), {}, {}}).isEmpty())
            bound << literal(event::StaffMember::roleKey(g.role));
    for (int k = 0; k < rulings::KindCount; ++k)
        if (rulings::Ruling::isZoneRecord(rulings::Kind(k)))
            zoneRecords << literal(rulings::Ruling::kindKey(rulings::Kind(k)));
    statements << QStringLiteral(
                      "CREATE OR REPLACE FUNCTION team_in_venue(BIGINT, TEXT, INTEGER, INTEGER) RETURNS BOOLEAN "
                      "LANGUAGE sql STABLE SECURITY DEFINER SET search_path = arbiter, pg_temp AS $$ "
                      "SELECT CASE WHEN $2 IN (%1) THEN TRUE "
                      "WHEN COALESCE((SELECT btrim(s.venue) FROM team_staff s WHERE s.login = session_user AND "
                      "s.active), '') = '' OR COALESCE(team_role_of(session_user), '') NOT IN (%2) THEN TRUE "
                      "ELSE EXISTS (SELECT 1 FROM players p JOIN team_staff s ON s.login = session_user AND s.active "
                      "WHERE p.event_id = $1 AND p.start_no > 0 AND p.start_no = CASE WHEN $3 > 0 THEN $3 ELSE $4 END "
                      "AND lower(btrim(p.venue)) = lower(btrim(s.venue))) END $$")
                      .arg(zoneRecords.join(QStringLiteral(", ")), bound.join(QStringLiteral(", ")));
    // The rulings: every staff login reads them all and appends only as itself, what its role may.
    statements << QStringLiteral("ALTER TABLE rulings ENABLE ROW LEVEL SECURITY")
               << QStringLiteral("DROP POLICY IF EXISTS team_read ON rulings")
               << QStringLiteral("CREATE POLICY team_read ON rulings FOR SELECT TO %1 USING (true)").arg(ident(staff))
               << QStringLiteral("DROP POLICY IF EXISTS team_append ON rulings")
               << QStringLiteral("CREATE POLICY team_append ON rulings FOR INSERT TO %1 WITH CHECK "
                                 "(team_may_append(issuer, issuer_role, kind, proposed) "
                                 "AND team_in_venue(event_id, kind, player_no, opponent_no))")
                      .arg(ident(staff))
               // The sectors (Art. 10.3.1): everyone reads them; a write carries the writer's own
               // name as who assigned it; the roles of event::Sector::mayAssignOthers() assign
               // anyone's, everyone else only their own or, handing it over, another's marked as
               // handed from them; only those roles take away someone else's.
               << QStringLiteral("CREATE OR REPLACE FUNCTION team_may_assign(TEXT, TEXT, TEXT) RETURNS BOOLEAN "
                                 "LANGUAGE sql STABLE SECURITY DEFINER SET search_path = arbiter, pg_temp AS $$ "
                                 "SELECT EXISTS (SELECT 1 FROM team_staff s WHERE s.login = session_user AND s.active "
                                 "AND lower(s.name) = lower($2) AND (team_role_of(session_user) IN (%1) "
                                 "OR lower($1) = lower(s.name) OR lower($3) = lower(s.name))) $$")
                      .arg(assigners.join(QStringLiteral(", ")))
               << QStringLiteral("CREATE OR REPLACE FUNCTION team_name() RETURNS TEXT LANGUAGE sql STABLE "
                                 "SECURITY DEFINER SET search_path = arbiter, pg_temp AS $$ "
                                 "SELECT name FROM team_staff WHERE login = session_user AND active $$")
               << QStringLiteral("ALTER TABLE sectors ENABLE ROW LEVEL SECURITY")
               << QStringLiteral("DROP POLICY IF EXISTS team_read ON sectors")
               << QStringLiteral("CREATE POLICY team_read ON sectors FOR SELECT TO %1 USING (true)").arg(ident(staff))
               << QStringLiteral("DROP POLICY IF EXISTS team_assign ON sectors")
               << QStringLiteral("CREATE POLICY team_assign ON sectors FOR INSERT TO %1 WITH CHECK "
                                 "(team_may_assign(arbiter, assigned_by, handed_from))")
                      .arg(ident(staff))
               << QStringLiteral("DROP POLICY IF EXISTS team_reassign ON sectors")
               << QStringLiteral("CREATE POLICY team_reassign ON sectors FOR UPDATE TO %1 USING (true) WITH CHECK "
                                 "(team_may_assign(arbiter, assigned_by, handed_from))")
                      .arg(ident(staff))
               << QStringLiteral("DROP POLICY IF EXISTS team_unassign ON sectors")
               << QStringLiteral("CREATE POLICY team_unassign ON sectors FOR DELETE TO %1 USING "
                                 "(team_may_assign(arbiter, team_name(), ''))")
                      .arg(ident(staff))
               << QStringLiteral("REVOKE ALL ON ALL TABLES IN SCHEMA %1 FROM PUBLIC").arg(QLatin1String(Schema))
               << QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %1 TO %2")
                      .arg(QLatin1String(Schema), ident(staff))
               << QStringLiteral(
                      "REVOKE INSERT, UPDATE, DELETE ON rulings, schema_versions, schema_version, team_roles, "
                      "team_permissions, team_staff, team_members, team_feed_credentials FROM %1")
                      .arg(ident(staff))
               // The feed credentials: a login reads its own secret, the relay every one.
               << QStringLiteral("ALTER TABLE team_feed_credentials ENABLE ROW LEVEL SECURITY")
               << QStringLiteral("DROP POLICY IF EXISTS feed_own ON team_feed_credentials")
               << QStringLiteral("CREATE POLICY feed_own ON team_feed_credentials FOR SELECT TO %1 USING "
                                 "(login = session_user)")
                      .arg(ident(staff))
               << QStringLiteral("DROP POLICY IF EXISTS feed_relay ON team_feed_credentials")
               << QStringLiteral("CREATE POLICY feed_relay ON team_feed_credentials FOR SELECT TO %1 USING (true)")
                      .arg(ident(relayRole(db)))
               << QStringLiteral("GRANT SELECT ON team_feed_credentials TO %1").arg(ident(relayRole(db)))
               << QStringLiteral("GRANT INSERT ON rulings TO %1").arg(ident(staff))
               << QStringLiteral("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA %1 TO %2")
                      .arg(QLatin1String(Schema), ident(staff));
    if (auto error = run.all(statements))
        return error;
    qCInfo(lcTeam) << "team event" << db << "set up";
    return std::nullopt;
}

Result<QString> TeamServer::addStaff(storage::Database &admin, const event::StaffMember &member,
                                     const QString &password)
{
    if (auto error = admin.notOpen())
        return *error;
    const QString db = admin.name();
    const QString login = member.login.trimmed();
    const QString name = member.name.trimmed();
    if (login.isEmpty() || name.isEmpty())
        return Error{tr("A member of staff needs a name and a login.")};
    if (auto error = checkLogin(db, login))
        return *error;
    if (auto error = checkAdministrator(admin))
        return *error;
    Runner run(admin, tr("Could not add the member of staff."));
    QSqlQuery q(admin.connection());
    q.prepare(QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(login);
    if (!q.exec())
        return admin.failure(q, tr("Could not add the member of staff."));
    const bool exists = q.next();
    if (exists && !q.value(0).toBool())
        //: %1: the login given
        return Error{tr("%1 is a group role on the server, not a person's login.").arg(login)};
    q.finish();
    QString set = password;
    if (!exists && set.isEmpty())
        set = newPassword();
    QStringList statements;
    if (!set.isEmpty()) {
        auto secret = verifier(admin, login, set);
        if (!secret)
            return secret.error();
        statements << QStringLiteral("%1 ROLE %2 LOGIN PASSWORD %3")
                          .arg(exists ? QStringLiteral("ALTER") : QStringLiteral("CREATE"), ident(login),
                               literal(secret.value()));
    }
    // One role in the event: the others are taken away.
    for (const GroupRole &g : GroupRoles) {
        const QString group = groupRole(db, g.role);
        const auto inGroup = isMember(admin, group, login);
        if (!inGroup)
            return inGroup.error();
        if (g.role == member.role && !*inGroup)
            statements << QStringLiteral("GRANT %1 TO %2").arg(ident(group), ident(login));
        else if (g.role != member.role && *inGroup)
            statements << QStringLiteral("REVOKE %1 FROM %2").arg(ident(group), ident(login));
    }
    if (auto error = run.all(statements))
        return *error;
    q.prepare(QStringLiteral("INSERT INTO team_staff (login, name, fide_id, venue, active, added_utc_ms) "
                             "VALUES (?, ?, ?, ?, TRUE, ?) ON CONFLICT (login) DO UPDATE SET name = EXCLUDED.name, "
                             "fide_id = EXCLUDED.fide_id, venue = EXCLUDED.venue, active = TRUE, removed_utc_ms = 0"));
    q.addBindValue(login);
    q.addBindValue(name);
    q.addBindValue(member.fideId.isNull() ? QStringLiteral("") : member.fideId);
    q.addBindValue(member.venue.isNull() ? QStringLiteral("") : member.venue);
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec()) {
        if (q.lastError().nativeErrorCode() == QLatin1String("23505"))
            //: %1: a person's name
            return Error{tr("Another login of the event already has the name %1.").arg(name)};
        return admin.failure(q, tr("Could not add the member of staff."));
    }
    // The login's secret for the team's feeds, unless it has one.
    q.prepare(QStringLiteral("INSERT INTO team_feed_credentials (login, secret, issued_utc_ms) VALUES (?, ?, ?) "
                             "ON CONFLICT (login) DO NOTHING"));
    q.addBindValue(login);
    q.addBindValue(QString(newPassword() + newPassword())); // 40 characters: a machine reads it, nobody types it
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    if (!q.exec())
        return admin.failure(q, tr("Could not add the member of staff."));
    qCInfo(lcTeam) << "staff" << login << "is" << event::StaffMember::roleKey(member.role) << "of" << db;
    return set;
}

std::optional<Error> TeamServer::removeStaff(storage::Database &admin, const QString &login)
{
    if (auto error = admin.notOpen())
        return *error;
    if (auto error = checkAdministrator(admin))
        return *error;
    const QString db = admin.name();
    QSqlQuery q(admin.connection());
    q.prepare(QStringLiteral("UPDATE team_staff SET active = FALSE, removed_utc_ms = ? WHERE login = ? AND active"));
    q.addBindValue(QDateTime::currentMSecsSinceEpoch());
    q.addBindValue(login);
    if (!q.exec())
        return admin.failure(q, tr("Could not remove the member of staff."));
    if (q.numRowsAffected() == 0)
        //: %1: the login given
        return Error{tr("%1 is not on the event's staff.").arg(login)};
    // Its feeds end: the relay hears of it at once and closes its connections.
    q.prepare(QStringLiteral("DELETE FROM team_feed_credentials WHERE login = ?"));
    q.addBindValue(login);
    if (!q.exec())
        return admin.failure(q, tr("Could not remove the member of staff."));
    Runner run(admin, tr("Could not remove the member of staff."));
    for (const GroupRole &g : GroupRoles) {
        const auto member = isMember(admin, groupRole(db, g.role), login);
        if (!member)
            return member.error();
        if (*member)
            if (auto error = run(QStringLiteral("REVOKE %1 FROM %2").arg(ident(groupRole(db, g.role)), ident(login))))
                return error;
    }
    qCInfo(lcTeam) << "staff" << login << "removed from" << db;
    return std::nullopt;
}

Result<qint64> TeamServer::push(storage::Database &from, std::int64_t eventId, storage::Database &admin)
{
    if (auto error = from.notOpen())
        return *error;
    if (auto error = admin.notOpen())
        return *error;
    // Parents first (the event's foreign keys).
    static const char *const Tables[]
        = {"events",  "players", "pairings",       "incidents", "event_values", "game_records",
           "sectors", "rulings", "ruling_players", "evidence",  "evidence_log"};
    {
        QSqlQuery q(admin.connection());
        q.prepare(QStringLiteral("SELECT 1 FROM events WHERE id = ?"));
        q.addBindValue(qint64(eventId));
        if (!q.exec())
            return admin.failure(q, tr("Could not copy the event to the server."));
        if (q.next())
            //: %1: the event's id
            return Error{
                tr("The server already holds an event %1: push into a team event that has none.").arg(eventId)};
    }
    qint64 copied = 0;
    auto error = admin.inTransaction([&]() -> std::optional<Error> {
        for (const char *table : Tables) {
            const QString name = QString::fromLatin1(table);
            const QString key = name == QLatin1String("events") ? QStringLiteral("id") : QStringLiteral("event_id");
            // A file that never kept evidence (or rulings) has no such table: nothing to copy.
            if (!from.connection().tables().contains(name))
                continue;
            QSqlQuery in(from.connection());
            in.setForwardOnly(true);
            in.prepare(QStringLiteral("SELECT * FROM %1 WHERE %2 = ?").arg(name, key));
            in.addBindValue(qint64(eventId));
            if (!in.exec())
                return from.failure(in, tr("Could not read the event to copy."));
            QSqlQuery outq(admin.connection());
            bool prepared = false;
            while (in.next()) {
                const QSqlRecord row = in.record();
                if (!prepared) {
                    QStringList columns, marks;
                    for (int i = 0; i < row.count(); ++i) {
                        columns << row.fieldName(i);
                        marks << QStringLiteral("?");
                    }
                    outq.prepare(QStringLiteral("INSERT INTO %1 (%2) VALUES (%3)")
                                     .arg(name, columns.join(QStringLiteral(", ")), marks.join(QStringLiteral(", "))));
                    prepared = true;
                }
                for (int i = 0; i < row.count(); ++i)
                    outq.bindValue(i, row.value(i));
                if (!outq.exec())
                    //: %1: a table's name
                    return admin.failure(outq, tr("Could not copy the event's %1 to the server.").arg(name));
                ++copied;
            }
        }
        // New events on the server are numbered after the one copied.
        QSqlQuery q(admin.connection());
        if (!q.exec(QStringLiteral("SELECT setval(pg_get_serial_sequence('events', 'id'), "
                                   "(SELECT MAX(id) FROM events))")))
            return admin.failure(q, tr("Could not copy the event to the server."));
        return std::nullopt;
    });
    if (error)
        return *error;
    qCInfo(lcTeam) << "pushed event" << eventId << "to" << admin.name() << copied << "rows";
    return copied;
}

QString TeamServer::standbyState(storage::Database &db)
{
    QSqlQuery q(db.connection());
    if (q.exec(QStringLiteral("SELECT team_standby_state()")) && q.next())
        return q.value(0).toString();
    return {};
}

Result<bool> TeamServer::isTeamEvent(storage::Database &db)
{
    if (auto error = db.notOpen())
        return *error;
    if (!db.isPostgres())
        return false;
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT to_regclass('team_members') IS NOT NULL")) || !q.next())
        return db.failure(q, tr("Could not read the event's staff."));
    return q.value(0).toBool();
}

namespace {
Result<QList<event::StaffMember>> readMembers(storage::Database &db, const QString &where)
{
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT login, name, fide_id, venue, role FROM team_members WHERE role IS NOT NULL")
                + where + QStringLiteral(" ORDER BY lower(name)")))
        return db.failure(q, TeamServer::tr("Could not read the event's staff."));
    QList<event::StaffMember> out;
    while (q.next()) {
        event::StaffMember m;
        m.login = q.value(0).toString();
        m.name = q.value(1).toString();
        m.fideId = q.value(2).toString();
        m.venue = q.value(3).toString();
        const auto role = event::StaffMember::roleFromKey(q.value(4).toString());
        if (!role)
            continue;
        m.role = *role;
        out.append(m);
    }
    return out;
}
} // namespace

Result<QList<event::StaffMember>> TeamServer::staff(storage::Database &db)
{
    return readMembers(db, {});
}

QString TeamServer::login(storage::Database &db)
{
    QSqlQuery q(db.connection());
    return q.exec(QStringLiteral("SELECT session_user")) && q.next() ? q.value(0).toString() : QString();
}

bool TeamServer::isAdministrator(storage::Database &db)
{
    QSqlQuery q(db.connection());
    q.prepare(QStringLiteral("SELECT u.rolsuper OR EXISTS (SELECT 1 FROM pg_roles o WHERE o.rolname = ? AND "
                             "pg_has_role(u.oid, o.oid, 'MEMBER')) FROM pg_roles u WHERE u.rolname = session_user"));
    q.addBindValue(ownerRole(db.name()));
    return q.exec() && q.next() && q.value(0).toBool();
}

Result<event::StaffMember> TeamServer::whoAmI(storage::Database &db)
{
    auto me = readMembers(db, QStringLiteral(" AND login = session_user"));
    if (!me)
        return me.error();
    if (me->isEmpty()) {
        QSqlQuery q(db.connection());
        const QString login
            = q.exec(QStringLiteral("SELECT session_user")) && q.next() ? q.value(0).toString() : QString();
        //: %1: the login used
        return Error{tr("The login %1 is not on this event's staff; the chief arbiter adds it with 'arbiterctl team "
                        "add-staff'.")
                         .arg(login)};
    }
    return me->first();
}

Result<QString> TeamServer::addRelay(storage::Database &admin, const QString &login)
{
    if (auto error = admin.notOpen())
        return *error;
    if (auto error = checkAdministrator(admin))
        return *error;
    const QString db = admin.name();
    if (auto error = checkLogin(db, login))
        return *error;
    QSqlQuery q(admin.connection());
    q.prepare(QStringLiteral("SELECT 1 FROM pg_roles WHERE rolname = ?"));
    q.addBindValue(login);
    if (!q.exec())
        return admin.failure(q, tr("Could not add the feed relay's login."));
    const bool exists = q.next();
    q.finish();
    const QString password = newPassword();
    auto verified = verifier(admin, login, password);
    if (!verified)
        return verified.error();
    Runner run(admin, tr("Could not add the feed relay's login."));
    if (auto error = run.all({QStringLiteral("%1 ROLE %2 LOGIN PASSWORD %3")
                                  .arg(exists ? QStringLiteral("ALTER") : QStringLiteral("CREATE"), ident(login),
                                       literal(verified.value())),
                              QStringLiteral("GRANT %1 TO %2").arg(ident(relayRole(db)), ident(login))}))
        return *error;
    qCInfo(lcTeam) << "feed relay login" << login << "of" << db;
    return password;
}

Result<std::optional<QByteArray>> TeamServer::feedSecret(storage::Database &db)
{
    QSqlQuery q(db.connection());
    if (!q.exec(QStringLiteral("SELECT secret FROM team_feed_credentials WHERE login = session_user")))
        return db.failure(q, tr("Could not read the console's access to the feeds."));
    if (!q.next())
        return std::optional<QByteArray>();
    return std::optional<QByteArray>(q.value(0).toString().toUtf8());
}

Result<QHash<QString, QByteArray>> TeamServer::feedCredentials(storage::Database &db)
{
    QSqlQuery q(db.connection());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT login, secret FROM team_feed_credentials")))
        return db.failure(q, tr("Could not read the consoles' access to the feeds."));
    QHash<QString, QByteArray> out;
    while (q.next())
        out.insert(q.value(0).toString(), q.value(1).toString().toUtf8());
    return out;
}

QString TeamServer::newPassword()
{
    // No letters that read alike (0/O, 1/l/I), so it can be read out over a call.
    static const char Alphabet[] = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    QString out;
    for (int i = 0; i < 20; ++i)
        out += QLatin1Char(Alphabet[QRandomGenerator::system()->bounded(int(sizeof(Alphabet) - 1))]);
    return out;
}

} // namespace arbiter::team
