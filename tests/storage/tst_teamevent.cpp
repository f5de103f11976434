#include "core/rulings/logverifier.h"
#include "core/rulings/rulinglog.h"
#include "core/rulings/rulingservice.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "tests/common/testpaths.h"
#include "tests/storage/postgresserver.h"

#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using event::StaffMember;
using rulings::Kind;
using rulings::Ruling;
using team::TeamServer;

// A team event on a real PostgreSQL 15 server (issue 24 §1–2): `team init` makes the roles, schema,
// policies and grants; staff logins log in with passwords; the server itself refuses what a login's
// role may not record, any change to the log, and a row that does not follow the head; twelve
// arbiterctl processes appending at once leave one gap-free chain; a one-arbiter SQLite event moves
// onto the server with its chain intact; a removed login can no longer connect. And on an SQLite
// event, who may change the staff list.
class TstTeamEvent : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void urlsReadAsLibpqReadsThem();
    void initIsRepeatableAndMakesNoStaff();
    void staffLogInWithTheirPasswordsAndRoles();
    void serverRefusesWhatTheRoleMayNot();
    void sectorsFollowTheRolesOnTheServer();
    void twelveWritersKeepOneChain();
    void pushMovesAnEventWithItsChain();
    void relayLoginReadsOnlyFeedSecrets();
    void removedLoginCannotConnect();
    void sqliteStaffChangesNeedTheChief();

private:
    storage::PostgresOptions options(const QString &login, const QString &password = {}) const;
    QString addStaff(const QString &name, StaffMember::Role role, const QString &login);
    int ctl(const QStringList &args, const QString &password, QByteArray *output = nullptr);

    PostgresServer m_pg;
    QString m_db = QStringLiteral("team_open");
    QHash<QString, QString> m_passwords;
    QString m_ctl;
};

void TstTeamEvent::initTestCase()
{
    m_ctl = testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY));
    m_pg.requirePasswords();
    QString why;
    // Never skipped: a machine without PostgreSQL fails here, saying why.
    QVERIFY2(m_pg.start(&why), qPrintable(why));
    QVERIFY2(m_pg.createDatabase(m_db, &why), qPrintable(why));
    QCOMPARE(ctl({QStringLiteral("team"), QStringLiteral("init"), m_pg.url(m_db), QStringLiteral("--new-event"),
                  QStringLiteral("Autumn Open")},
                 {}),
             0);
}

storage::PostgresOptions TstTeamEvent::options(const QString &login, const QString &password) const
{
    auto o = storage::PostgresOptions::fromUrl(m_pg.url(m_db, login));
    o.value().password = password.isEmpty() ? m_passwords.value(login) : password;
    return o.value();
}

QString TstTeamEvent::addStaff(const QString &name, StaffMember::Role role, const QString &login)
{
    storage::Database admin;
    if (admin.openPostgres(options(QStringLiteral("postgres"))))
        return {};
    StaffMember m{name, role, {}, {}, login};
    auto password = TeamServer::addStaff(admin, m);
    if (!password) {
        qWarning() << password.error().message;
        return {};
    }
    m_passwords.insert(login, password.value());
    return password.value();
}

int TstTeamEvent::ctl(const QStringList &args, const QString &password, QByteArray *output)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSWORD"), password);
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(m_ctl, args);
    if (!p.waitForFinished(60'000))
        return -1;
    if (output)
        *output = p.readAllStandardOutput();
    const QByteArray errors = p.readAllStandardError();
    if (!errors.isEmpty())
        qInfo().noquote() << "arbiterctl" << args.value(0) << args.value(1) << "says:" << errors.trimmed();
    return p.exitCode();
}

void TstTeamEvent::urlsReadAsLibpqReadsThem()
{
    auto two = storage::PostgresOptions::fromUrl(
        QStringLiteral("postgresql://anna@db1.example.org:5433,db2.example.org:5434/open2026?sslmode=verify-full"
                       "&sslrootcert=/etc/arbiter/ca.pem"));
    QVERIFY2(two, qPrintable(two ? QString() : two.error().message));
    QCOMPARE(two->host, QStringLiteral("db1.example.org,db2.example.org"));
    QCOMPARE(two->port, 0);
    QCOMPARE(two->parameter(QStringLiteral("port")), QStringLiteral("5433,5434"));
    QCOMPARE(two->user, QStringLiteral("anna"));
    QCOMPARE(two->database, QStringLiteral("open2026"));
    QCOMPARE(two->parameter(QStringLiteral("sslmode")), QStringLiteral("verify-full"));
    // What the console shows and remembers reads back the same.
    auto again = storage::PostgresOptions::fromUrl(two->url());
    QVERIFY(again);
    QCOMPARE(again.value(), two.value());

    auto socket = storage::PostgresOptions::fromUrl(m_pg.url(m_db, QStringLiteral("boris")));
    QVERIFY(socket);
    QCOMPARE(socket->host, m_pg.socketDir());
    QCOMPARE(socket->port, m_pg.port());
    QCOMPARE(storage::PostgresOptions::fromUrl(socket->url()).value(), socket.value());

    // A password never rides in an address; a wrong one says what is wrong.
    const auto secret = storage::PostgresOptions::fromUrl(QStringLiteral("postgresql://anna:secret@db/open"));
    QVERIFY(!secret);
    QVERIFY2(secret.error().message.contains(QLatin1String("password")), qPrintable(secret.error().message));
    QVERIFY(!storage::PostgresOptions::fromUrl(QStringLiteral("postgresql://db:notaport/open")));
    QVERIFY(!storage::PostgresOptions::fromUrl(QStringLiteral("postgresql://db")));
    QVERIFY(!storage::PostgresOptions::isUrl(QStringLiteral("/home/anna/event.sqlite")));
    QCOMPARE(storage::StoreConfig::fromText(QStringLiteral("event.sqlite"))->sqlitePath,
             QStringLiteral("event.sqlite"));
}

void TstTeamEvent::initIsRepeatableAndMakesNoStaff()
{
    // Run again (an upgrade): the same event, nobody added, nothing lost.
    QCOMPARE(ctl({QStringLiteral("team"), QStringLiteral("init"), m_pg.url(m_db), QStringLiteral("--new-event"),
                  QStringLiteral("Another")},
                 {}),
             0);
    storage::EventStore admin;
    QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
    QVERIFY(TeamServer::isTeamEvent(admin.database()).value());
    QVERIFY(TeamServer::isAdministrator(admin.database()));
    QCOMPARE(admin.events()->size(), 1);
    QCOMPARE(admin.events()->first().name, QStringLiteral("Autumn Open"));
    QVERIFY(TeamServer::staff(admin.database())->isEmpty());
    // The administrator is nobody on the staff.
    QVERIFY(!TeamServer::whoAmI(admin.database()));
    // The tables belong to the owner role, which cannot log in.
    QSqlQuery q(admin.database().connection());
    QVERIFY(q.exec(QStringLiteral("SELECT tableowner FROM pg_tables WHERE tablename = 'rulings'")) && q.next());
    QCOMPARE(q.value(0).toString(), TeamServer::ownerRole(m_db));
    QVERIFY(q.exec(QStringLiteral("SELECT rolcanlogin FROM pg_roles WHERE rolname = '%1'").arg(q.value(0).toString()))
            && q.next());
    QVERIFY(!q.value(0).toBool());
}

void TstTeamEvent::staffLogInWithTheirPasswordsAndRoles()
{
    QVERIFY(
        !addStaff(QStringLiteral("Anna Petrova"), StaffMember::Role::ChiefArbiter, QStringLiteral("anna")).isEmpty());
    QVERIFY(!addStaff(QStringLiteral("Boris Ivanov"), StaffMember::Role::Arbiter, QStringLiteral("boris")).isEmpty());
    QVERIFY(!addStaff(QStringLiteral("Dina Orlova"), StaffMember::Role::DeputyChiefArbiter, QStringLiteral("dina"))
                 .isEmpty());

    storage::EventStore boris;
    QVERIFY(!boris.openPostgres(options(QStringLiteral("boris"))));
    const auto me = TeamServer::whoAmI(boris.database());
    QVERIFY2(me, qPrintable(me ? QString() : me.error().message));
    QCOMPARE(me->name, QStringLiteral("Boris Ivanov"));
    QCOMPARE(me->role, StaffMember::Role::Arbiter);
    QCOMPARE(me->login, QStringLiteral("boris"));
    QVERIFY(!TeamServer::isAdministrator(boris.database()));
    const auto staff = TeamServer::staff(boris.database());
    QVERIFY(staff);
    QCOMPARE(staff->size(), 3);
    QCOMPARE(StaffMember::findLogin(staff.value(), QStringLiteral("anna"))->role, StaffMember::Role::ChiefArbiter);

    // A wrong password is refused by the server.
    storage::EventStore stranger;
    const auto refused = stranger.openPostgres(options(QStringLiteral("boris"), QStringLiteral("guess")));
    QVERIFY(refused);
    QVERIFY2(refused->message.contains(QLatin1String("password authentication failed")), qPrintable(refused->message));

    // A change of role is the server's: Boris becomes deputy, then arbiter again; one role at a time.
    storage::Database admin;
    QVERIFY(!admin.openPostgres(options(QStringLiteral("postgres"))));
    QVERIFY(TeamServer::addStaff(
        admin,
        {QStringLiteral("Boris Ivanov"), StaffMember::Role::DeputyChiefArbiter, {}, {}, QStringLiteral("boris")}));
    QCOMPARE(TeamServer::whoAmI(boris.database())->role, StaffMember::Role::DeputyChiefArbiter);
    QVERIFY(TeamServer::addStaff(
        admin, {QStringLiteral("Boris Ivanov"), StaffMember::Role::Arbiter, {}, {}, QStringLiteral("boris")}));
    QCOMPARE(TeamServer::whoAmI(boris.database())->role, StaffMember::Role::Arbiter);
    // Two logins cannot share a name.
    const auto twin = TeamServer::addStaff(
        admin, {QStringLiteral("boris ivanov"), StaffMember::Role::Arbiter, {}, {}, QStringLiteral("boris2")});
    QVERIFY(!twin);
}

void TstTeamEvent::serverRefusesWhatTheRoleMayNot()
{
    storage::EventStore boris;
    QVERIFY(!boris.openPostgres(options(QStringLiteral("boris"))));
    rulings::SqlRulingLog log(boris.database());
    const std::int64_t eventId = boris.events()->first().id;

    // What the client lets through, the server records: a warning, and a proposed expulsion.
    Ruling warning;
    warning.eventId = eventId;
    warning.issuer = QStringLiteral("Boris Ivanov");
    warning.issuerRole = StaffMember::Role::Arbiter;
    warning.kind = Kind::Warning;
    warning.player = QStringLiteral("Ivanchuk");
    QVERIFY(log.append(warning));
    Ruling proposal = warning;
    proposal.kind = Kind::Expulsion;
    proposal.proposed = true;
    QVERIFY(log.append(proposal));

    // A client that skips the checks: an expulsion in force under an arbiter's login.
    Ruling expulsion = proposal;
    expulsion.proposed = false;
    auto refused = log.append(expulsion);
    QVERIFY(!refused);
    QVERIFY2(refused.error().message.contains(QLatin1String("refused")), qPrintable(refused.error().message));
    // … or under the chief arbiter's name and role.
    expulsion.issuer = QStringLiteral("Anna Petrova");
    expulsion.issuerRole = StaffMember::Role::ChiefArbiter;
    QVERIFY(!log.append(expulsion));
    // The chief arbiter herself may.
    storage::EventStore anna;
    QVERIFY(!anna.openPostgres(options(QStringLiteral("anna"))));
    rulings::SqlRulingLog annasLog(anna.database());
    QVERIFY(annasLog.append(expulsion));

    // By hand, with psql's rights: no change, no removal, no row that does not follow the head.
    QSqlQuery q(boris.database().connection());
    QVERIFY(!q.exec(QStringLiteral("UPDATE rulings SET reason = 'edited'")));
    QCOMPARE(q.lastError().nativeErrorCode(), QStringLiteral("42501"));
    QVERIFY(!q.exec(QStringLiteral("DELETE FROM rulings")));
    QVERIFY(!q.exec(QStringLiteral("TRUNCATE rulings")));
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO rulings (event_id, seq, utc_ms, issuer, issuer_role, kind, prev_hash, "
                                   "hash) VALUES (%1, 99, 1, 'Boris Ivanov', 'arbiter', 'warning', 'x', 'y')")
                        .arg(eventId)));
    QVERIFY(!q.exec(QStringLiteral("INSERT INTO team_staff (login, name, added_utc_ms) VALUES ('eve', 'Eve', 0)")));
    QVERIFY(!q.exec(QStringLiteral("UPDATE team_members SET name = 'Anna Petrova' WHERE login = 'boris'")));
    // Even the owner's table of what each role may do is out of reach.
    QVERIFY(!q.exec(QStringLiteral("UPDATE team_permissions SET may_issue = TRUE")));

    const auto rows = log.read(eventId);
    QVERIFY(rows);
    QCOMPARE(rows->size(), 3);
    QVERIFY(!rulings::LogVerifier::verify(rows.value()));
}

// Issue 24 §4: the chief arbiter (and the deputy) assign anyone's sector; an arbiter sets or hands
// over only their own, under their own name, even with psql.
void TstTeamEvent::sectorsFollowTheRolesOnTheServer()
{
    storage::EventStore anna, boris, dina;
    QVERIFY(!anna.openPostgres(options(QStringLiteral("anna"))));
    QVERIFY(!boris.openPostgres(options(QStringLiteral("boris"))));
    QVERIFY(!dina.openPostgres(options(QStringLiteral("dina"))));
    const std::int64_t eventId = anna.events()->first().id;
    const QString annaName = QStringLiteral("Anna Petrova"), borisName = QStringLiteral("Boris Ivanov"),
                  dinaName = QStringLiteral("Dina Orlova");
    auto sector = [](const QString &arbiter, const QString &boards, const QString &by) {
        event::Sector s;
        s.arbiter = arbiter;
        s.boards = boards;
        s.assignedBy = by;
        s.assignedUtcMs = 1000;
        return s;
    };
    QVERIFY(!anna.setSector(eventId, sector(borisName, QStringLiteral("1-20"), annaName)));
    QVERIFY(!anna.setSector(eventId, sector(dinaName, QStringLiteral("21-30"), annaName)));
    // Boris may not take Dina's boards, nor write under Anna's name, nor take Dina's sector away.
    QVERIFY(boris.setSector(eventId, sector(dinaName, QStringLiteral("21-25"), borisName)));
    QVERIFY(boris.setSector(eventId, sector(borisName, QStringLiteral("1-40"), annaName)));
    QSqlQuery q(boris.database().connection());
    QVERIFY(q.exec(QStringLiteral("DELETE FROM sectors WHERE arbiter = '%1'").arg(dinaName)));
    QCOMPARE(q.numRowsAffected(), 0);
    // His own he may narrow, and hand over to Dina at the end of his shift (hers grows).
    QVERIFY(!boris.setSector(eventId, sector(borisName, QStringLiteral("1-18"), borisName)));
    QVERIFY(!boris.handOverSector(eventId, borisName, dinaName, borisName, QStringLiteral("board 7: appeal"), 2000));
    const auto now = anna.sectors(eventId);
    QVERIFY(now);
    QCOMPARE(now->size(), 1);
    QCOMPARE(now->first().arbiter, dinaName);
    QCOMPARE(now->first().boards, QStringLiteral("1-18, 21-30"));
    QCOMPARE(now->first().handedFrom, borisName);
    QCOMPARE(now->first().note, QStringLiteral("board 7: appeal"));
    // He has nothing left to hand over; the deputy assigns anyone's.
    QVERIFY(boris.handOverSector(eventId, borisName, dinaName, borisName, {}, 3000));
    QVERIFY(!dina.setSector(eventId, sector(borisName, QStringLiteral("31-40"), dinaName)));

    // The same from the command line, with the console's check first.
    QByteArray said;
    const QString assign = QStringLiteral("assign"), team = QStringLiteral("team");
    QCOMPARE(ctl({team, assign, m_pg.url(m_db, QStringLiteral("boris")), QStringLiteral("--arbiter"), dinaName,
                  QStringLiteral("--clear")},
                 m_passwords.value(QStringLiteral("boris"))),
             1);
    QCOMPARE(ctl({team, assign, m_pg.url(m_db, QStringLiteral("anna")), QStringLiteral("--arbiter"), dinaName,
                  QStringLiteral("--players"), QStringLiteral("1-24")},
                 m_passwords.value(QStringLiteral("anna")), &said),
             0);
    QVERIFY2(said.contains("Dina Orlova: players 1-24"), said.constData());
    QVERIFY2(said.contains("Boris Ivanov: boards 31-40"), said.constData());
}

void TstTeamEvent::twelveWritersKeepOneChain()
{
    // Twelve arbiters, each an arbiterctl process of its own under its own login, appending at once.
    QList<QString> logins;
    for (int i = 1; i <= 12; ++i) {
        const QString login = QStringLiteral("arb%1").arg(i);
        QVERIFY(!addStaff(QStringLiteral("Arbiter %1").arg(i), StaffMember::Role::Arbiter, login).isEmpty());
        logins << login;
    }
    storage::EventStore reader;
    QVERIFY(!reader.openPostgres(options(QStringLiteral("anna"))));
    rulings::SqlRulingLog log(reader.database());
    const std::int64_t eventId = reader.events()->first().id;
    const qsizetype before = log.read(eventId)->size();

    constexpr int PerWriter = 10;
    std::vector<std::unique_ptr<QProcess>> writers;
    for (const QString &login : logins) {
        auto p = std::make_unique<QProcess>();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("PGPASSWORD"), m_passwords.value(login));
        p->setProcessEnvironment(env);
        p->setStandardInputFile(QProcess::nullDevice());
        p->start(m_ctl,
                 {QStringLiteral("rule"), m_pg.url(m_db, login), QStringLiteral("warning"), QStringLiteral("--player"),
                  login, QStringLiteral("--count"), QString::number(PerWriter)});
        writers.push_back(std::move(p));
    }
    for (auto &p : writers) {
        QVERIFY(p->waitForFinished(120'000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
        QCOMPARE(p->readAllStandardOutput().count("recorded "), PerWriter);
    }
    const auto rows = log.read(eventId);
    QVERIFY(rows);
    QCOMPARE(rows->size(), before + 12 * PerWriter);
    for (qsizetype i = 0; i < rows->size(); ++i)
        QCOMPARE(rows->at(i).seq, std::int64_t(i + 1));
    const auto problem = rulings::LogVerifier::verify(rows.value());
    QVERIFY2(!problem, problem ? qPrintable(problem->message) : "");
    // And as the command line checks it, under any staff login.
    QByteArray said;
    QCOMPARE(ctl({QStringLiteral("verify-log"), m_pg.url(m_db, QStringLiteral("boris"))},
                 m_passwords.value(QStringLiteral("boris")), &said),
             0);
    QVERIFY2(said.contains("intact"), said.constData());
}

void TstTeamEvent::pushMovesAnEventWithItsChain()
{
    // A one-arbiter event: Olga is its chief arbiter and rules on her own.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("solo.sqlite"));
    QCOMPARE(ctl({QStringLiteral("staff"), file, QStringLiteral("--new-event"), QStringLiteral("Club rapid"),
                  QStringLiteral("--add"), QStringLiteral("Olga"), QStringLiteral("--role"), QStringLiteral("chief")},
                 {}),
             0);
    QCOMPARE(
        ctl({QStringLiteral("rule"), file, QStringLiteral("--as"), QStringLiteral("Olga"), QStringLiteral("warning"),
             QStringLiteral("--player"), QStringLiteral("Ivanchuk"), QStringLiteral("--count"), QStringLiteral("5")},
            {}),
        0);
    QCOMPARE(ctl({QStringLiteral("rule"), file, QStringLiteral("--as"), QStringLiteral("Olga"),
                  QStringLiteral("expulsion"), QStringLiteral("--player"), QStringLiteral("Ivanchuk")},
                 {}),
             0);
    QString why;
    QVERIFY2(m_pg.createDatabase(QStringLiteral("team_club"), &why), qPrintable(why));
    QByteArray said;
    QCOMPARE(
        ctl({QStringLiteral("team"), QStringLiteral("push"), file, m_pg.url(QStringLiteral("team_club"))}, {}, &said),
        0);
    QVERIFY2(said.contains("rows copied"), said.constData());
    // Pushing twice would fork the event: refused.
    QCOMPARE(ctl({QStringLiteral("team"), QStringLiteral("push"), file, m_pg.url(QStringLiteral("team_club"))}, {}), 1);

    storage::EventStore solo;
    QVERIFY(!solo.openSqlite(file));
    const auto soloEvent = solo.events()->first();
    rulings::SqlRulingLog soloLog(solo.database());
    storage::EventStore server;
    auto o = storage::PostgresOptions::fromUrl(m_pg.url(QStringLiteral("team_club")));
    QVERIFY(!server.openPostgres(o.value()));
    QCOMPARE(server.events()->size(), 1);
    QCOMPARE(server.events()->first().id, soloEvent.id);
    QCOMPARE(server.events()->first().name, QStringLiteral("Club rapid"));
    rulings::SqlRulingLog serverLog(server.database());
    const auto moved = serverLog.read(soloEvent.id);
    QVERIFY(moved);
    QCOMPARE(moved->size(), 6);
    QCOMPARE(moved->last().hash, soloLog.read(soloEvent.id)->last().hash);
    QVERIFY(!rulings::LogVerifier::verify(moved.value()));
    QCOMPARE(server.eventValue(soloEvent.id, QStringLiteral("staff"))->value_or(QString()),
             solo.eventValue(soloEvent.id, QStringLiteral("staff"))->value_or(QString()));
}

// Issue 24 §7: every staff login has a feed secret of its own; the feed relay's login
// (`team add-relay`) reads them all and nothing else.
void TstTeamEvent::relayLoginReadsOnlyFeedSecrets()
{
    QByteArray said;
    QCOMPARE(ctl({QStringLiteral("team"), QStringLiteral("add-relay"), m_pg.url(m_db), QStringLiteral("--login"),
                  QStringLiteral("relay1")},
                 {}, &said),
             0);
    const QByteArray password = said.mid(said.lastIndexOf(' ') + 1).trimmed();
    QVERIFY2(password.size() == 20, said.constData());
    storage::Database relay;
    auto o = options(QStringLiteral("relay1"), QString::fromLatin1(password));
    QVERIFY(!relay.openPostgres(o));
    const auto secrets = TeamServer::feedCredentials(relay);
    QVERIFY(secrets);
    QVERIFY(secrets->contains(QStringLiteral("anna")) && secrets->contains(QStringLiteral("boris")));
    QVERIFY(!TeamServer::staff(relay)); // nothing else
    storage::Database boris;
    QVERIFY(!boris.openPostgres(options(QStringLiteral("boris"))));
    QCOMPARE(TeamServer::feedCredentials(boris)->keys(), QList<QString>{QStringLiteral("boris")});
    QCOMPARE(*TeamServer::feedSecret(boris).value(), secrets->value(QStringLiteral("boris")));
    QSqlQuery q(boris.connection());
    QVERIFY(!q.exec(QStringLiteral("UPDATE team_feed_credentials SET secret = 'mine'")));
}

void TstTeamEvent::removedLoginCannotConnect()
{
    QVERIFY(!addStaff(QStringLiteral("Eva Sokolova"), StaffMember::Role::Arbiter, QStringLiteral("eva")).isEmpty());
    {
        storage::EventStore eva;
        QVERIFY(!eva.openPostgres(options(QStringLiteral("eva"))));
    }
    QByteArray said;
    QCOMPARE(ctl({QStringLiteral("team"), QStringLiteral("remove-staff"), m_pg.url(m_db), QStringLiteral("--login"),
                  QStringLiteral("eva")},
                 {}, &said),
             0);
    storage::EventStore eva;
    const auto refused = eva.openPostgres(options(QStringLiteral("eva")));
    QVERIFY(refused);
    QVERIFY2(refused->message.contains(QLatin1String("permission denied")), qPrintable(refused->message));
    storage::EventStore anna;
    QVERIFY(!anna.openPostgres(options(QStringLiteral("anna"))));
    QVERIFY(!StaffMember::findLogin(TeamServer::staff(anna.database()).value(), QStringLiteral("eva")));
}

void TstTeamEvent::sqliteStaffChangesNeedTheChief()
{
    const StaffMember olga{QStringLiteral("Olga"), StaffMember::Role::ChiefArbiter, {}, {}, {}};
    const StaffMember pavel{QStringLiteral("Pavel"), StaffMember::Role::Arbiter, {}, {}, {}};
    StaffMember pavelChief = pavel;
    pavelChief.role = StaffMember::Role::ChiefArbiter;
    // The first member is the chief arbiter, whoever they are.
    QVERIFY(!StaffMember::changeRefusal({}, {olga}, {}));
    QVERIFY(StaffMember::changeRefusal({}, {pavel}, {}));
    // Anyone may add an arbiter; only the chief a chief arbiter, or change a role.
    QVERIFY(!StaffMember::changeRefusal({olga}, {olga, pavel}, {}));
    QVERIFY(StaffMember::changeRefusal({olga}, {olga, pavelChief}, QStringLiteral("Pavel")));
    QVERIFY(!StaffMember::changeRefusal({olga}, {olga, pavelChief}, QStringLiteral("olga")));
    QVERIFY(StaffMember::changeRefusal({olga, pavel}, {olga, pavelChief}, QStringLiteral("Pavel")));
    QVERIFY(!StaffMember::changeRefusal({olga, pavel}, {olga, pavelChief}, QStringLiteral("Olga")));
    QVERIFY(StaffMember::changeRefusal({olga, pavel}, {olga}, QStringLiteral("Pavel")));
    // The event keeps a chief arbiter.
    StaffMember olgaArbiter = olga;
    olgaArbiter.role = StaffMember::Role::Arbiter;
    QVERIFY(StaffMember::changeRefusal({olga, pavel}, {olgaArbiter, pavel}, QStringLiteral("Olga")));

    // The same rule from the command line, where --as never adds anyone.
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("solo.sqlite"));
    const QString staff = QStringLiteral("staff");
    QCOMPARE(ctl({staff, file, QStringLiteral("--new-event"), QStringLiteral("Blitz"), QStringLiteral("--add"),
                  QStringLiteral("Pavel"), QStringLiteral("--role"), QStringLiteral("arbiter")},
                 {}),
             1);
    QCOMPARE(ctl({staff, file, QStringLiteral("--add"), QStringLiteral("Olga"), QStringLiteral("--role"),
                  QStringLiteral("chief")},
                 {}),
             0);
    QCOMPARE(ctl({staff, file, QStringLiteral("--add"), QStringLiteral("Pavel"), QStringLiteral("--role"),
                  QStringLiteral("arbiter")},
                 {}),
             0);
    QCOMPARE(ctl({staff, file, QStringLiteral("--set-role"), QStringLiteral("Pavel"), QStringLiteral("--role"),
                  QStringLiteral("chief"), QStringLiteral("--as"), QStringLiteral("Pavel")},
                 {}),
             1);
    QCOMPARE(ctl({staff, file, QStringLiteral("--set-role"), QStringLiteral("Pavel"), QStringLiteral("--role"),
                  QStringLiteral("deputy"), QStringLiteral("--as"), QStringLiteral("Olga")},
                 {}),
             0);
    QCOMPARE(ctl({QStringLiteral("rule"), file, QStringLiteral("--as"), QStringLiteral("Mallory"),
                  QStringLiteral("warning"), QStringLiteral("--player"), QStringLiteral("X")},
                 {}),
             1);
    QByteArray listed;
    QCOMPARE(ctl({staff, file}, {}, &listed), 0);
    QVERIFY(!listed.contains("Mallory"));
    QVERIFY2(listed.contains("Pavel  Deputy chief arbiter"), listed.constData());
}

QTEST_GUILESS_MAIN(TstTeamEvent)
#include "tst_teamevent.moc"
