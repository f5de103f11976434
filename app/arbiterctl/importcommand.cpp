#include "app/arbiterctl/importcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/event/eventdata.h"
#include "core/event/fileimport.h"
#include "core/event/importjson.h"
#include "core/report/eventresults.h"

#include <QFileInfo>

#include <QJsonDocument>

namespace arbiter::ctl {

namespace {

QString kindText(event::EventImport::Kind kind)
{
    switch (kind) {
    case event::EventImport::Kind::Trf: return ImportCommand::tr("TRF tournament report");
    case event::EventImport::Kind::Players: return ImportCommand::tr("CSV list of players");
    case event::EventImport::Kind::Pairings: return ImportCommand::tr("CSV list of pairings");
    }
    return {};
}

// The date as read, or as written with a note when it could not be read for sure.
QString dateText(const QDate &date, const QString &written)
{
    if (date.isValid())
        return date.toString(Qt::ISODate);
    if (!written.isEmpty())
        //: %1: a date as the file writes it, which could not be read for sure
        return ImportCommand::tr("\"%1\" (as written)").arg(written);
    return ImportCommand::tr("not given");
}

QString playerRef(int id, const QString &name)
{
    return id > 0 ? QStringLiteral("%1 (%2)").arg(name).arg(id) : name;
}

// Every line goes through terminalText(): names, dates and warnings come from the file.
void printText(const QString &path, const event::EventImport &in)
{
    QString text;
    QTextStream o(&text);
    //: %1: the file's path; %2: what kind of file it was read as (e.g. TRF tournament report)
    o << ImportCommand::tr("File: %1 (%2)").arg(path, kindText(in.kind)) << '\n';
    //: %1: the event's name, or "(no name)"
    o << ImportCommand::tr("Event: %1").arg(in.eventName.isEmpty() ? ImportCommand::tr("(no name)") : in.eventName)
      << '\n';
    //: %1: the first day of the event; %2: the last day (dates as YYYY-MM-DD, or as written, or "not given")
    o << ImportCommand::tr("Dates: %1 to %2")
             .arg(dateText(in.startDate, in.startDateText), dateText(in.endDate, in.endDateText))
      << '\n';
    //: %1: the number of rounds, or "not given"
    o << ImportCommand::tr("Rounds: %1")
             .arg(in.rounds > 0 ? QString::number(in.rounds) : ImportCommand::tr("not given"))
      << '\n';
    //: %1: the time control as the file writes it (free text), or "not given"
    o << ImportCommand::tr("Time control: %1")
             .arg(in.timeControlText.isEmpty() ? ImportCommand::tr("not given") : in.timeControlText)
      << '\n';
    //: %n: how many players the file lists
    o << '\n' << ImportCommand::tr("Players: %n", nullptr, int(in.players.size())) << '\n';
    for (const event::PlayerRecord &p : in.players) {
        QStringList details;
        if (p.rating > 0)
            details << QString::number(p.rating);
        if (!p.federation.isEmpty())
            details << p.federation;
        if (!p.fideId.isEmpty())
            //: %1: the player's FIDE ID
            details << ImportCommand::tr("FIDE %1").arg(p.fideId);
        if (!p.club.isEmpty())
            details << p.club;
        if (!p.zoneAccount.isEmpty())
            //: %1: the player's account on the game zone
            details << ImportCommand::tr("account %1").arg(p.zoneAccount);
        if (!p.venue.isEmpty())
            //: %1: the venue of a hybrid event the player sits in
            details << ImportCommand::tr("venue %1").arg(p.venue);
        if (!p.assistant.isEmpty() || !p.assistantAccount.isEmpty())
            //: %1: the online assistant; %2: their zone account
            details << ImportCommand::tr("assistant %1 (%2)").arg(p.assistant, p.assistantAccount);
        QString line = QStringLiteral("  %1  %2 %3  %4")
                           .arg(p.id, 4)
                           .arg(p.title, -3)
                           .arg(p.name, -32)
                           .arg(details.join(QStringLiteral(", ")));
        while (line.endsWith(u' '))
            line.chop(1);
        o << line << '\n';
    }
    int round = -1;
    for (const event::PairingRecord &p : in.pairings) {
        if (p.round != round) {
            round = p.round;
            //: %1: the round number
            o << '\n' << ImportCommand::tr("Round %1:").arg(round) << '\n';
        }
        QString line = p.isBye()
            //: %1: the player with the bye (name and starting number); %2: the kind of bye, e.g. "full-point bye"
            ? ImportCommand::tr("%1: %2").arg(playerRef(p.whiteId, p.white), event::PairingRecord::resultText(p.result))
            : QStringLiteral("%1 – %2   %3")
                  .arg(playerRef(p.whiteId, p.white), playerRef(p.blackId, p.black),
                       event::PairingRecord::resultText(p.result));
        if (!p.coloursKnown)
            line += QStringLiteral("   ") + ImportCommand::tr("(colours not given)");
        o << QStringLiteral("  %1  ").arg(p.board, 3) << line << '\n';
    }
    if (!in.warnings.isEmpty()) {
        //: %n: how many warnings the import gave
        o << '\n' << ImportCommand::tr("Warnings: %n", nullptr, int(in.warnings.size())) << '\n';
        for (const event::ImportWarning &w : in.warnings)
            o << "  " << w.message << '\n';
    }
    o.flush();
    if (text.endsWith(u'\n'))
        text.chop(1);
    for (const QStringView line : QStringView(text).split(u'\n'))
        out() << terminalText(line) << '\n';
    out() << Qt::flush;
}

// The event's settings an import keeps beside its players and pairings: the dates and, unless the event
// has its own, the tie-breaks a TRF-2026 file names (record 202).
std::optional<Error> keepSettings(storage::EventStore &store, std::int64_t eventId, const event::EventImport &in)
{
    const std::pair<const char *, QDate> dates[] = {{"start-date", in.startDate}, {"end-date", in.endDate}};
    for (const auto &[key, date] : dates) {
        if (!date.isValid())
            continue;
        if (auto error = store.setEventValue(eventId, QLatin1String(key), date.toString(Qt::ISODate)))
            return error;
    }
    if (in.tieBreaksText.isEmpty() || !standings::TieBreak::parseList(in.tieBreaksText))
        return std::nullopt;
    auto current = store.eventValue(eventId, QLatin1String(report::EventResults::TieBreaksKey));
    if (!current)
        return current.error();
    if (current->has_value())
        return std::nullopt;
    return store.setEventValue(eventId, QLatin1String(report::EventResults::TieBreaksKey), in.tieBreaksText);
}

// `import FILE --into DB|URL`: what the event dialog does with a file, headless. A database without an
// event (or --new-event) gets a new event made from the file; otherwise the file is merged into the
// chosen event (EventData::merge: its players replace the list, its pairings the rounds it pairs),
// written as targeted edits so what the zone linked meanwhile stays.
int importInto(const QString &target, const QString &eventOption, bool newEvent, const QString &path,
               const event::EventImport &in)
{
    auto opened = EventDatabase::open(target, newEvent ? QString() : eventOption, true);
    if (!opened)
        return ExitFailure;
    storage::EventStore &store = *opened->store;
    std::int64_t id = newEvent ? 0 : opened->eventId;
    event::EventData before;
    if (id != 0) {
        auto loaded = store.loadEvent(id);
        if (!loaded) {
            err() << terminalText(loaded.error().message) << Qt::endl;
            return ExitFailure;
        }
        before = loaded.value();
    }
    event::EventData after = before;
    after.merge(in);
    if (after.info.name.trimmed().isEmpty())
        after.info.name = QFileInfo(path).completeBaseName();
    after.info.rounds = std::max(after.info.rounds, 1);
    for (const event::PairingRecord &p : std::as_const(after.pairings))
        after.info.rounds = std::max(after.info.rounds, p.round);
    std::optional<Error> error;
    if (id == 0) {
        auto created = store.createEvent(after.info);
        if (!created) {
            err() << terminalText(created.error().message) << Qt::endl;
            return ExitFailure;
        }
        id = created.value();
        error = store.replacePlayersAndPairings(id, after.players, after.pairings);
        if (!error && !after.venues.isEmpty()) // the venues the list names (Part IIIb)
            error = store.setEventValue(id, event::Venue::valueKey(),
                                        QString::fromUtf8(event::Venue::toJson(after.venues)));
        if (!error && !opened->team)
            error = store.setLastOpenedEvent(id);
    } else {
        if (after.info.name != before.info.name || after.info.rounds != before.info.rounds
            || !(after.info.timeControl == before.info.timeControl))
            error = store.updateEvent(after.info);
        if (!error)
            error = store.saveSetup(before, after);
    }
    if (!error)
        error = keepSettings(store, id, in);
    if (error) {
        err() << terminalText(error->message) << Qt::endl;
        return ExitFailure;
    }
    int first = 0, last = 0;
    for (const event::PairingRecord &p : in.pairings) {
        first = first == 0 ? p.round : std::min(first, p.round);
        last = std::max(last, p.round);
    }
    //: %1: the event's id; %2: its name; %n: how many players it now has
    out() << terminalText(ImportCommand::tr("Event %1 (%2): %n player(s).", nullptr, int(after.players.size()))
                              .arg(id)
                              .arg(after.info.name))
          << '\n';
    if (last > 0)
        //: %n: how many pairings the file brought; %1, %2: the first and last round they are in
        out() << ImportCommand::tr("%n pairing(s) of rounds %1 to %2 taken from the file.", nullptr,
                                   int(in.pairings.size()))
                     .arg(first)
                     .arg(last)
              << '\n';
    out() << Qt::flush;
    return ExitOk;
}

} // namespace

QString ImportCommand::summary()
{
    return tr("Show what the console would import from a TRF or CSV file: event, players, pairings, warnings.");
}

int ImportCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("file"),
                                 tr("A TRF file (Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess) or a CSV list "
                                    "of players or pairings."));
    const QCommandLineOption json(QStringLiteral("json"),
                                  tr("Print one JSON object (fields: kind, event, players, pairings, warnings)."));
    const QCommandLineOption as(QStringLiteral("as"), tr("Read the file as this kind instead of guessing it."),
                                QStringLiteral("trf|players|pairings"));
    const QCommandLineOption players(QStringLiteral("players"),
                                     tr("A players file (TRF or CSV) whose players a pairings file refers to."),
                                     QStringLiteral("file"));
    const QCommandLineOption round(QStringLiteral("round"),
                                   tr("The round of a pairings file that has no round column."), QStringLiteral("n"));
    const QCommandLineOption into(
        QStringLiteral("into"),
        tr("Make an event from the file in this event database (an SQLite file, made when "
           "missing, or a team event's postgresql:// address), or add the file to its event."),
        QStringLiteral("database"));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption newEvent(QStringLiteral("new-event"),
                                      tr("With --into: make a new event even when the database has one."));
    parser.addOptions({json, as, players, round, into, event, newEvent});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("import needs exactly one file.") << Qt::endl;
        return ExitUsage;
    }
    event::FileImport::Options options;
    if (parser.isSet(as)) {
        const QString kind = parser.value(as);
        if (kind == QLatin1String("trf"))
            options.as = event::FileImport::As::Trf;
        else if (kind == QLatin1String("players"))
            options.as = event::FileImport::As::Players;
        else if (kind == QLatin1String("pairings"))
            options.as = event::FileImport::As::Pairings;
        else {
            //: %1: the value given to --as, as typed
            err() << terminalText(tr("--as takes trf, players or pairings, not '%1'.").arg(kind)) << Qt::endl;
            return ExitUsage;
        }
    }
    if (parser.isSet(round)) {
        bool ok = false;
        options.defaultRound = parser.value(round).toInt(&ok);
        if (!ok || options.defaultRound < 1) {
            //: %1: the value given to --round, as typed
            err() << tr("--round takes a round number, not '%1'.").arg(parser.value(round)) << Qt::endl;
            return ExitUsage;
        }
    }
    if (parser.isSet(players)) {
        event::FileImport::Options playerOptions;
        const auto list = event::FileImport::readFile(parser.value(players), playerOptions);
        if (!list) {
            err() << terminalText(list.error().message) << Qt::endl;
            return ExitFailure;
        }
        options.players = list->players;
    }
    const QString path = parser.positionalArguments().first();
    const auto imported = event::FileImport::readFile(path, options);
    if (!imported) {
        err() << terminalText(imported.error().message) << Qt::endl;
        return ExitFailure;
    }
    if (parser.isSet(into)) {
        for (const event::ImportWarning &w : imported->warnings)
            err() << terminalText(w.message) << Qt::endl;
        return importInto(parser.value(into), parser.value(event), parser.isSet(newEvent), path, imported.value());
    }
    if (parser.isSet(json))
        out() << QJsonDocument(event::importToJson(imported.value())).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        printText(path, imported.value());
    return ExitOk;
}

} // namespace arbiter::ctl
