#include "app/arbiterctl/eventsource.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/event/fileimport.h"

#include <QFile>

namespace arbiter::ctl {

void EventSource::addArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(QStringLiteral("source"),
                                 tr("The event: an SQLite file, a team event's postgresql:// address, or a TRF or "
                                    "CSV file of a pairing program."));
}

bool EventSource::isDatabase(const QString &argument)
{
    if (argument.startsWith(QLatin1String("postgresql://")) || argument.startsWith(QLatin1String("postgres://")))
        return true;
    QFile file(argument);
    return file.open(QIODevice::ReadOnly) && file.read(16) == QByteArray("SQLite format 3\0", 16);
}

std::optional<report::EventResults::Record> EventSource::read(const QString &source, const QString &eventOption,
                                                              bool gameBodies)
{
    if (isDatabase(source)) {
        auto opened = EventDatabase::open(source, eventOption);
        if (!opened)
            return std::nullopt;
        auto loaded = report::EventResults::load(*opened->store, opened->eventId, gameBodies);
        if (!loaded) {
            err() << terminalText(loaded.error().message) << Qt::endl;
            return std::nullopt;
        }
        bool ok = false;
        loaded.value().staff = EventDatabase::staff(*opened, &ok);
        if (!ok)
            return std::nullopt;
        return loaded.value();
    }
    const auto imported = event::FileImport::readFile(source, {});
    if (!imported) {
        err() << terminalText(imported.error().message) << Qt::endl;
        return std::nullopt;
    }
    for (const event::ImportWarning &w : imported->warnings)
        err() << terminalText(w.message) << Qt::endl;
    report::EventResults::Record record;
    record.info.name = imported->eventName;
    record.info.rounds = std::max(1, imported->rounds);
    if (auto tc = clock::TimeControl::fromFide(imported->timeControlText); tc.ok())
        record.info.timeControl = tc.value();
    if (imported->startDate.isValid())
        record.values.insert(QStringLiteral("start-date"), imported->startDate.toString(Qt::ISODate));
    if (imported->endDate.isValid())
        record.values.insert(QStringLiteral("end-date"), imported->endDate.toString(Qt::ISODate));
    standings::Standings::Input &input = record.standings;
    input.players = imported->players;
    input.pairings = imported->pairings;
    input.plannedRounds = imported->rounds;
    input.rules = standings::tieBreakRulesOn(imported->startDate);
    input.tieBreaks = standings::TieBreak::swissDefault();
    if (!imported->tieBreaksText.isEmpty()) {
        if (auto list = standings::TieBreak::parseList(imported->tieBreaksText))
            input.tieBreaks = list.value();
        else
            //: %1: why the file's list of tie-breaks could not be used
            err() << terminalText(tr("The file's tie-breaks (record 202) were not used: %1").arg(list.error().message))
                  << Qt::endl;
    }
    return record;
}

} // namespace arbiter::ctl
