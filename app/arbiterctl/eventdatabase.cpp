#include "app/arbiterctl/eventdatabase.h"

#include "app/arbiterctl/commandline.h"
#include "core/common/optionvalue.h"
#include "core/team/teamserver.h"

#include <QFileInfo>

#include <limits>

#ifdef Q_OS_UNIX
#include <cstdio>
#include <termios.h>
#include <unistd.h>
#endif

namespace arbiter::ctl {

namespace {
// The password typed on the terminal, not echoed; empty when there is no terminal.
QString askPassword(const QString &prompt)
{
#ifdef Q_OS_UNIX
    FILE *tty = std::fopen("/dev/tty", "r+");
    if (!tty)
        return {};
    const int fd = ::fileno(tty);
    termios saved{};
    const bool isTerminal = ::tcgetattr(fd, &saved) == 0;
    if (isTerminal) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    std::fputs(prompt.toLocal8Bit().constData(), tty);
    std::fflush(tty);
    char line[1024] = {};
    const bool read = std::fgets(line, sizeof line, tty) != nullptr;
    if (isTerminal)
        ::tcsetattr(fd, TCSAFLUSH, &saved);
    std::fputs("\n", tty);
    std::fclose(tty);
    if (!read)
        return {};
    QString password = QString::fromLocal8Bit(line);
    while (password.endsWith(u'\n') || password.endsWith(u'\r'))
        password.chop(1);
    return password;
#else
    Q_UNUSED(prompt);
    return {};
#endif
}

} // namespace

bool EventDatabase::connectServer(
    storage::PostgresOptions options,
    const std::function<std::optional<storage::OpenError>(const storage::PostgresOptions &)> &connect)
{
    auto error = connect(options);
    if (error && error->kind == storage::OpenError::Kind::PasswordRefused) {
        //: %1: the login; %2: the server's address
        options.password = askPassword(
            tr("Password for %1 on %2: ")
                .arg(options.user.isEmpty() ? qEnvironmentVariable("USER") : options.user, options.url()));
        if (!options.password.isEmpty())
            error = connect(options);
    }
    if (error) {
        err() << terminalText(error->message) << Qt::endl;
        return false;
    }
    return true;
}

QList<event::StaffMember> EventDatabase::staff(Opened &opened, bool *ok)
{
    *ok = true;
    if (opened.team) {
        auto staff = team::TeamServer::staff(opened.store->database());
        if (!staff) {
            err() << terminalText(staff.error().message) << Qt::endl;
            *ok = false;
            return {};
        }
        return staff.value();
    }
    auto value = opened.store->eventValue(opened.eventId, QStringLiteral("staff"));
    if (!value) {
        err() << terminalText(value.error().message) << Qt::endl;
        *ok = false;
        return {};
    }
    auto staff = event::StaffMember::fromJson(value->value_or(QString()).toUtf8());
    if (!staff) {
        err() << terminalText(staff.error().message) << Qt::endl;
        *ok = false;
        return {};
    }
    return staff.value();
}

std::optional<EventDatabase::Opened> EventDatabase::open(const QString &pathOrUrl, const QString &eventOption,
                                                         bool mayCreate)
{
    if (pathOrUrl.isEmpty()) {
        err() << tr("Name the event database (an SQLite file or a postgresql:// address).") << Qt::endl;
        return std::nullopt;
    }
    const auto config = storage::StoreConfig::fromText(pathOrUrl);
    if (!config) {
        err() << terminalText(config.error().message) << Qt::endl;
        return std::nullopt;
    }
    if (!config->isServer() && !mayCreate && !QFileInfo::exists(pathOrUrl)) {
        //: %1: the path given
        err() << terminalText(tr("There is no database at %1.").arg(pathOrUrl)) << Qt::endl;
        return std::nullopt;
    }
    Opened o;
    o.store = std::make_unique<storage::EventStore>();
    if (config->isServer()) {
        if (!connectServer(config->postgres,
                           [&](const storage::PostgresOptions &options) { return o.store->openPostgres(options); }))
            return std::nullopt;
        const auto team = team::TeamServer::isTeamEvent(o.store->database());
        if (team && team.value()) {
            o.team = true;
            auto me = team::TeamServer::whoAmI(o.store->database());
            if (me) {
                o.me = me.value();
            } else if (!team::TeamServer::isAdministrator(o.store->database())) {
                err() << terminalText(me.error().message) << Qt::endl;
                return std::nullopt;
            }
        }
    } else if (auto error = o.store->openSqlite(pathOrUrl)) {
        err() << terminalText(error->message) << Qt::endl;
        return std::nullopt;
    }
    if (!eventOption.isEmpty()) {
        const auto id
            = OptionValue::whole(QStringLiteral("--event"), eventOption, 1, std::numeric_limits<qint64>::max());
        if (!id) {
            err() << terminalText(id.error().message) << Qt::endl;
            return std::nullopt;
        }
        o.eventId = id.value();
        return o;
    }
    // The event the console had open last, else the only one.
    if (auto last = o.store->lastOpenedEvent(); last && last.value()) {
        o.eventId = *last.value();
        return o;
    }
    auto events = o.store->events();
    if (mayCreate && events && events->isEmpty())
        return o;
    if (!events || events->isEmpty()) {
        err() << tr("The database holds no event.") << Qt::endl;
        return std::nullopt;
    }
    if (events->size() > 1) {
        err() << tr("The database holds several events; choose one with --event ID.") << Qt::endl;
        return std::nullopt;
    }
    o.eventId = events->first().id;
    return o;
}

void EventDatabase::addArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("database"),
                                 tr("The event database: an SQLite file, or a team event's postgresql:// address."));
}

QCommandLineOption EventDatabase::eventOption()
{
    return QCommandLineOption(QStringLiteral("event"), tr("The event's id (default: the last one opened)."),
                              QStringLiteral("id"));
}

std::unique_ptr<storage::Database> EventDatabase::openAdmin(const QString &url)
{
    const auto options = storage::PostgresOptions::fromUrl(url);
    if (!options) {
        err() << terminalText(options.error().message) << Qt::endl;
        return nullptr;
    }
    auto db = std::make_unique<storage::Database>();
    if (!connectServer(options.value(), [&](const storage::PostgresOptions &o) { return db->openPostgres(o); }))
        return nullptr;
    return db;
}

} // namespace arbiter::ctl
