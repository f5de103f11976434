#include "app/arbiterctl/teamcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "app/arbiterctl/rulingscommand.h"
#include "core/event/sector.h"
#include "core/storage/database.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"

#include <QDateTime>
#include <QFileInfo>

namespace arbiter::ctl {

namespace {

int fail(const QString &message)
{
    err() << terminalText(message) << Qt::endl;
    return ExitFailure;
}

QStringList roleKeys()
{
    QStringList roles;
    for (auto r : event::StaffMember::roles())
        roles << QString(event::StaffMember::roleKey(r));
    return roles;
}

int init(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("url"), TeamCommand::tr("The team event's postgresql:// address."));
    const QCommandLineOption newEvent(QStringLiteral("new-event"),
                                      TeamCommand::tr("Create an event of this name when the database holds none."),
                                      QStringLiteral("name"));
    parser.addOption(newEvent);
    if (const int code
        = parseArguments(parser, args, TeamCommand::tr("Set up a team event's database (run again to update it)."));
        code >= 0)
        return code;
    const QString url = parser.positionalArguments().value(0);
    auto admin = EventDatabase::openAdmin(url);
    if (!admin)
        return ExitFailure;
    if (auto error = team::TeamServer::init(*admin))
        return fail(error->message);
    const QString db = admin->name();
    admin.reset();
    if (parser.isSet(newEvent)) {
        auto opened = EventDatabase::open(url, QStringLiteral("1"));
        if (!opened)
            return ExitFailure;
        auto events = opened->store->events();
        if (!events)
            return fail(events.error().message);
        if (events->isEmpty()) {
            event::EventInfo info;
            info.name = parser.value(newEvent);
            auto id = opened->store->createEvent(info);
            if (!id)
                return fail(id.error().message);
            opened->store->setLastOpenedEvent(id.value());
            //: %1: the new event's id
            out() << TeamCommand::tr("Event %1 created.").arg(id.value()) << '\n';
        }
    }
    //: %1: the database; %2: the role names, separated by commas
    out() << terminalText(TeamCommand::tr("The team event %1 is ready. Its roles: %2.")
                              .arg(db,
                                   QStringList{team::TeamServer::ownerRole(db), team::TeamServer::staffRole(db)}.join(
                                       QStringLiteral(", "))))
          << '\n'
          << TeamCommand::tr("Add its chief arbiter: arbiterctl team add-staff URL --name NAME --role chief")
          << Qt::endl;
    return ExitOk;
}

int addStaff(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("url"), TeamCommand::tr("The team event's postgresql:// address."));
    const QCommandLineOption name(QStringLiteral("name"), TeamCommand::tr("The person's name."),
                                  QStringLiteral("name"));
    //: %1: the roles, as keys separated by commas (not to be translated)
    const QCommandLineOption role(QStringLiteral("role"),
                                  TeamCommand::tr("Their role: %1.").arg(roleKeys().join(QStringLiteral(", "))),
                                  QStringLiteral("role"));
    const QCommandLineOption login(QStringLiteral("login"),
                                   TeamCommand::tr("Their login (default: made from the name, e.g. anna.petrova)."),
                                   QStringLiteral("login"));
    const QCommandLineOption fideId(QStringLiteral("fide-id"), TeamCommand::tr("Their FIDE ID."), QStringLiteral("id"));
    const QCommandLineOption venue(QStringLiteral("venue"), TeamCommand::tr("Hybrid events: their venue."),
                                   QStringLiteral("venue"));
    const QCommandLineOption newPassword(QStringLiteral("new-password"),
                                         TeamCommand::tr("Give an existing login a new password."));
    for (const QCommandLineOption *o : {&name, &role, &login, &fideId, &venue, &newPassword})
        parser.addOption(*o);
    if (const int code
        = parseArguments(parser, args, TeamCommand::tr("Give a person a login and a role in a team event."));
        code >= 0)
        return code;
    const auto r = event::StaffMember::roleFromKey(parser.value(role));
    if (parser.value(name).trimmed().isEmpty() || !r) {
        //: %1: the roles, as keys separated by commas (not to be translated)
        err() << terminalText(
            TeamCommand::tr("add-staff needs --name and --role one of: %1.").arg(roleKeys().join(QStringLiteral(", "))))
              << Qt::endl;
        return ExitUsage;
    }
    event::StaffMember m;
    m.name = parser.value(name).trimmed();
    m.role = *r;
    m.login = parser.isSet(login) ? parser.value(login).trimmed() : event::StaffMember::loginFromName(m.name);
    m.fideId = parser.value(fideId);
    m.venue = parser.value(venue);
    auto admin = EventDatabase::openAdmin(parser.positionalArguments().value(0));
    if (!admin)
        return ExitFailure;
    const QString password = parser.isSet(newPassword) ? team::TeamServer::newPassword() : QString();
    auto set = team::TeamServer::addStaff(*admin, m, password);
    if (!set)
        return fail(set.error().message);
    //: %1: the person's name; %2: their login; %3: their role
    out() << terminalText(
        TeamCommand::tr("%1 (login %2): %3.").arg(m.name, m.login, event::StaffMember::roleText(m.role)))
          << '\n';
    if (!set->isEmpty())
        //: %1: the new password. Printed once; the server keeps only a verifier of it.
        out() << TeamCommand::tr("Password (shown once; hand it over in person or by a private channel): %1")
                     .arg(set.value())
              << '\n';
    out() << Qt::flush;
    return ExitOk;
}

int removeStaff(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("url"), TeamCommand::tr("The team event's postgresql:// address."));
    const QCommandLineOption login(QStringLiteral("login"), TeamCommand::tr("The login to take off the staff."),
                                   QStringLiteral("login"));
    parser.addOption(login);
    if (const int code = parseArguments(parser, args, TeamCommand::tr("Take a login's role in a team event away."));
        code >= 0)
        return code;
    if (parser.value(login).isEmpty()) {
        err() << TeamCommand::tr("remove-staff needs --login.") << Qt::endl;
        return ExitUsage;
    }
    auto admin = EventDatabase::openAdmin(parser.positionalArguments().value(0));
    if (!admin)
        return ExitFailure;
    if (auto error = team::TeamServer::removeStaff(*admin, parser.value(login)))
        return fail(error->message);
    //: %1: the login
    out() << terminalText(TeamCommand::tr("%1 is no longer on the event's staff.").arg(parser.value(login)))
          << Qt::endl;
    return ExitOk;
}

int push(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"), TeamCommand::tr("The one-arbiter event (an SQLite file)."));
    parser.addPositionalArgument(QStringLiteral("url"), TeamCommand::tr("The team event's postgresql:// address."));
    const QCommandLineOption event = EventDatabase::eventOption();
    parser.addOption(event);
    if (const int code = parseArguments(
            parser, args, TeamCommand::tr("Move a one-arbiter event onto a team event's server, log and all."));
        code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2 || storage::PostgresOptions::isUrl(positional[0])) {
        err() << TeamCommand::tr("push needs an SQLite file and a postgresql:// address.") << Qt::endl;
        return ExitUsage;
    }
    auto source = EventDatabase::open(positional[0], parser.value(event));
    if (!source)
        return ExitFailure;
    auto admin = EventDatabase::openAdmin(positional[1]);
    if (!admin)
        return ExitFailure;
    if (auto error = team::TeamServer::init(*admin))
        return fail(error->message);
    auto copied = team::TeamServer::push(source->store->database(), source->eventId, *admin);
    if (!copied)
        return fail(copied.error().message);
    //: %1: the event's id; %2: the number of rows
    out() << TeamCommand::tr("Event %1 is on the server: %2 rows copied. Check it with arbiterctl verify-log URL.")
                 .arg(source->eventId)
                 .arg(copied.value())
          << Qt::endl;
    return ExitOk;
}

// Who watches what: every sector with the boards it covers this round, and the boards nobody watches.
int printSectors(EventDatabase::Opened &opened)
{
    auto sectors = opened.store->sectors(opened.eventId);
    if (!sectors)
        return fail(sectors.error().message);
    auto loaded = opened.store->loadEvent(opened.eventId);
    if (!loaded)
        return fail(loaded.error().message);
    QList<event::PairingRecord> round;
    for (const event::PairingRecord &p : std::as_const(loaded->pairings))
        if (p.round == loaded->info.currentRound)
            round << p;
    const event::SectorPlan plan = event::SectorPlan::make(sectors.value(), round);
    if (plan.sectors.isEmpty()) {
        out() << TeamCommand::tr("No sectors: every arbiter sees every board.") << Qt::endl;
        return ExitOk;
    }
    for (const event::Sector &s : plan.sectors) {
        //: %1: the arbiter; %2: the sector; %3: the boards it covers this round; %4: who assigned it
        QString line
            = TeamCommand::tr("%1: %2; this round: %3 (by %4)")
                  .arg(s.arbiter, s.text(), event::NumberRanges::format(plan.boardsOf(s.arbiter)), s.assignedBy);
        if (!s.handedFrom.isEmpty())
            //: %1: the arbiter who handed the sector over
            line += u' ' + TeamCommand::tr("handed over by %1").arg(s.handedFrom);
        out() << terminalText(line) << '\n';
    }
    if (!plan.unwatched.isEmpty())
        //: %1: boards, e.g. 41-45, 50
        out() << TeamCommand::tr("Boards nobody watches: %1").arg(event::NumberRanges::format(plan.unwatched)) << '\n';
    out() << Qt::flush;
    return ExitOk;
}

// The event's sectors (Art. 10.3.1), set by the chief arbiter (or an arbiter, their own), handed over.
int assign(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption arbiter(QStringLiteral("arbiter"), TeamCommand::tr("The arbiter whose sector it is."),
                                     QStringLiteral("name"));
    const QCommandLineOption boards(QStringLiteral("boards"), TeamCommand::tr("Their boards, e.g. 1-20,35."),
                                    QStringLiteral("boards"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     TeamCommand::tr("Their players by starting number, e.g. 1-24."),
                                     QStringLiteral("numbers"));
    const QCommandLineOption clear(QStringLiteral("clear"), TeamCommand::tr("Take the arbiter's sector away."));
    const QCommandLineOption handOver(QStringLiteral("hand-over-to"),
                                      TeamCommand::tr("Hand the arbiter's sector over to this arbiter."),
                                      QStringLiteral("name"));
    const QCommandLineOption note(QStringLiteral("note"), TeamCommand::tr("The hand-over's note."),
                                  QStringLiteral("text"));
    const QCommandLineOption as(QStringLiteral("as"),
                                TeamCommand::tr("Who does it (a name on the staff list; on a team event, your login)."),
                                QStringLiteral("name"));
    for (const QCommandLineOption *o : {&event, &arbiter, &boards, &players, &clear, &handOver, &note, &as})
        parser.addOption(*o);
    if (const int code = parseArguments(
            parser, args, TeamCommand::tr("Assign an arbiter's sector, take it away or hand it over; list them all."));
        code >= 0)
        return code;
    auto opened = EventDatabase::open(parser.positionalArguments().value(0), parser.value(event));
    if (!opened)
        return ExitFailure;
    if (!parser.isSet(arbiter))
        return printSectors(*opened);
    bool ok = false;
    const QList<event::StaffMember> staff = EventDatabase::staff(*opened, &ok);
    if (!ok)
        return ExitFailure;
    const std::optional<event::StaffMember> me
        = opened->team ? opened->me : event::StaffMember::find(staff, parser.value(as));
    const auto who = event::StaffMember::find(staff, parser.value(arbiter));
    if (!who)
        //: %1: a name
        return fail(TeamCommand::tr("%1 is not on the event's staff.").arg(parser.value(arbiter)));
    if (const auto refusal = event::Sector::refusal(me, who->name))
        //: %1: why the change was refused
        return fail(TeamCommand::tr("Refused: %1").arg(*refusal));
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (parser.isSet(handOver)) {
        const auto taker = event::StaffMember::find(staff, parser.value(handOver));
        if (!taker)
            return fail(TeamCommand::tr("%1 is not on the event's staff.").arg(parser.value(handOver)));
        if (auto error
            = opened->store->handOverSector(opened->eventId, who->name, taker->name, me->name, parser.value(note), now))
            return fail(error->message);
    } else {
        event::Sector sector;
        sector.arbiter = who->name;
        if (!parser.isSet(clear)) {
            sector.boards = parser.value(boards);
            sector.players = parser.value(players);
            if (sector.isEmpty()) {
                err() << TeamCommand::tr("assign needs --boards, --players, --clear or --hand-over-to.") << Qt::endl;
                return ExitUsage;
            }
        }
        sector.assignedBy = me->name;
        sector.assignedUtcMs = now;
        if (auto error = opened->store->setSector(opened->eventId, sector))
            return fail(error->message);
    }
    return printSectors(*opened);
}

// The feed relay's own login (issue 24 §7): it reads the consoles' feed secrets, nothing else.
int addRelay(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("url"), TeamCommand::tr("The team event's postgresql:// address."));
    const QCommandLineOption login(QStringLiteral("login"), TeamCommand::tr("The relay's login (default: feedrelay)."),
                                   QStringLiteral("login"), QStringLiteral("feedrelay"));
    parser.addOption(login);
    if (const int code = parseArguments(
            parser, args, TeamCommand::tr("Give the feed relay a login that reads the consoles' feed secrets."));
        code >= 0)
        return code;
    auto admin = EventDatabase::openAdmin(parser.positionalArguments().value(0));
    if (!admin)
        return ExitFailure;
    auto password = team::TeamServer::addRelay(*admin, parser.value(login));
    if (!password)
        return fail(password.error().message);
    //: %1: the login; %2: the new password. Printed once.
    out() << terminalText(TeamCommand::tr("The feed relay's login %1. Password (shown once; put it in the relay's "
                                          "~/.pgpass): %2")
                              .arg(parser.value(login), password.value()))
          << Qt::endl;
    return ExitOk;
}

// The staff command on a team event lists the server's staff with their logins.
int staff(const QStringList &args)
{
    return RulingsCommand::staff(args);
}

struct Sub
{
    const char *name;
    int (*run)(const QStringList &);
};

const Sub Subs[] = {{"init", &init}, {"add-staff", &addStaff}, {"remove-staff", &removeStaff}, {"staff", &staff},
                    {"push", &push}, {"assign", &assign},      {"add-relay", &addRelay}};

} // namespace

QString TeamCommand::summary()
{
    return tr("A team event on PostgreSQL: init, add-staff, remove-staff, staff, push, assign, add-relay.");
}

int TeamCommand::run(const QStringList &args)
{
    const QString sub = args.value(1);
    for (const Sub &s : Subs) {
        if (sub == QLatin1String(s.name)) {
            QStringList rest = args.mid(2);
            rest.prepend(args[0] + u' ' + sub);
            return s.run(rest);
        }
    }
    out()
        << tr("Usage: arbiterctl team <init|add-staff|remove-staff|staff|push|assign|add-relay> …") << '\n'
        << tr("  init URL [--new-event NAME]              set up the event's database, roles and policies") << '\n'
        << tr("  add-staff URL --name N --role R [--login L] [--fide-id ID] [--venue V] [--new-password]") << '\n'
        << tr("  remove-staff URL --login L               take a login's role away") << '\n'
        << tr("  staff URL                                the staff and their logins") << '\n'
        << tr("  push FILE URL [--event ID]               move a one-arbiter event onto the server") << '\n'
        << tr("  assign DB [--arbiter N (--boards B | --players P | --clear | --hand-over-to M [--note T])]") << '\n'
        << tr("                                           the sectors (Art. 10.3.1): list, assign, hand over") << '\n'
        << tr("  add-relay URL [--login L]                the feed relay's login (it reads the consoles' feed secrets)")
        << Qt::endl;
    return sub.isEmpty() || sub == QLatin1String("--help") || sub == QLatin1String("-h") ? ExitOk : ExitUsage;
}

} // namespace arbiter::ctl
