#include "app/arbiterctl/eventdatabase.h"

#include "app/arbiterctl/commandline.h"
#include "core/common/optionvalue.h"

#include <QFileInfo>

#include <limits>

namespace arbiter::ctl {

std::optional<EventDatabase::Opened> EventDatabase::open(const QString &path, const QString &eventOption,
                                                         bool mayCreate)
{
    if (path.isEmpty()) {
        err() << tr("Name the event database (an SQLite file).") << Qt::endl;
        return std::nullopt;
    }
    if (!mayCreate && !QFileInfo::exists(path)) {
        //: %1: the path given
        err() << terminalText(tr("There is no database at %1.").arg(path)) << Qt::endl;
        return std::nullopt;
    }
    Opened o;
    o.store = std::make_unique<storage::EventStore>();
    if (auto error = o.store->openSqlite(path)) {
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
    parser.addPositionalArgument(QStringLiteral("database"), tr("The event database (an SQLite file)."));
}

QCommandLineOption EventDatabase::eventOption()
{
    return QCommandLineOption(QStringLiteral("event"), tr("The event's id (default: the last one opened)."),
                              QStringLiteral("id"));
}

} // namespace arbiter::ctl
