#include "app/arbiterctl/venuescommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/common/optionvalue.h"
#include "core/event/eventdata.h"
#include "core/event/venue.h"
#include "core/storage/eventstore.h"

#include <QCommandLineParser>

#include <algorithm>

namespace arbiter::ctl {

QString VenuesCommand::summary()
{
    return tr("List or set a hybrid event's venues (Part IIIb): city, local organiser, panoramic cameras, players "
              "and arbiters on site.");
}

int VenuesCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption set(QStringLiteral("set"), tr("Add or change the venue of this name."),
                                 QStringLiteral("name"));
    const QCommandLineOption city(QStringLiteral("city"), tr("With --set: the venue's city."), QStringLiteral("city"));
    const QCommandLineOption organiser(QStringLiteral("organiser"), tr("With --set: the local organiser (Art. 16.1)."),
                                       QStringLiteral("name"));
    const QCommandLineOption camera(QStringLiteral("camera"),
                                    tr("With --set: a panoramic camera's address (repeat for more; replaces them)."),
                                    QStringLiteral("url"));
    const QCommandLineOption sets(QStringLiteral("traditional-sets"),
                                  tr("With --set: whether the venue's players keep traditional sets (Art. 20): yes "
                                     "or no."),
                                  QStringLiteral("yes|no"));
    const QCommandLineOption remove(QStringLiteral("remove"), tr("Remove the venue of this name."),
                                    QStringLiteral("name"));
    const QCommandLineOption hybrid(QStringLiteral("hybrid"),
                                    tr("Make the event a hybrid event (Art. 6.1, Part IIIb)."));
    const QCommandLineOption player(
        QStringLiteral("player"), tr("Place the player of this starting number (with --venue)."), QStringLiteral("no"));
    const QCommandLineOption venue(QStringLiteral("venue"), tr("With --player: the venue (empty: none)."),
                                   QStringLiteral("name"));
    parser.addOptions({event, set, city, organiser, camera, sets, remove, hybrid, player, venue});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("venues needs exactly one event database.") << Qt::endl;
        return ExitUsage;
    }
    for (const QCommandLineOption *o : {&city, &organiser, &camera, &sets})
        if (parser.isSet(*o) && !parser.isSet(set)) {
            //: %1: the option
            err() << tr("--%1 goes with --set NAME.").arg(o->names().first()) << Qt::endl;
            return ExitUsage;
        }
    if (parser.isSet(player) != parser.isSet(venue)) {
        err() << tr("--player and --venue go together.") << Qt::endl;
        return ExitUsage;
    }
    auto opened = EventDatabase::open(parser.positionalArguments().first(), parser.value(event));
    if (!opened)
        return ExitFailure;
    auto loaded = opened->store->loadEvent(opened->eventId);
    if (!loaded) {
        err() << terminalText(loaded.error().message) << Qt::endl;
        return ExitFailure;
    }
    const event::EventData before = loaded.value();
    event::EventData after = before;
    if (parser.isSet(hybrid))
        after.info.type = event::EventInfo::Type::Hybrid;
    if (parser.isSet(set)) {
        const QString name = parser.value(set).trimmed();
        event::Venue *v = nullptr;
        for (event::Venue &known : after.venues)
            if (known.name.compare(name, Qt::CaseInsensitive) == 0)
                v = &known;
        if (!v) {
            after.venues.append(event::Venue{name});
            v = &after.venues.last();
        }
        if (parser.isSet(city))
            v->city = parser.value(city);
        if (parser.isSet(organiser))
            v->organiser = parser.value(organiser);
        if (parser.isSet(camera))
            v->cameras = parser.values(camera);
        if (parser.isSet(sets)) {
            const QString yes = parser.value(sets).trimmed().toLower();
            if (yes != u"yes" && yes != u"no") {
                err() << tr("--traditional-sets takes yes or no.") << Qt::endl;
                return ExitUsage;
            }
            v->traditionalSets = yes == u"yes";
        }
    }
    if (parser.isSet(remove)) {
        const QString name = parser.value(remove).trimmed();
        if (!event::Venue::find(after.venues, name)) {
            //: %1: the venue named
            err() << terminalText(tr("The event has no venue %1.").arg(name)) << Qt::endl;
            return ExitFailure;
        }
        after.venues.removeIf(
            [&name](const event::Venue &v) { return v.name.compare(name, Qt::CaseInsensitive) == 0; });
        for (event::PlayerRecord &p : after.players)
            if (p.venue.compare(name, Qt::CaseInsensitive) == 0)
                p.venue.clear();
    }
    if (parser.isSet(player)) {
        const auto no = OptionValue::whole(QStringLiteral("--player"), parser.value(player), 1, 99999);
        if (!no) {
            err() << terminalText(no.error().message) << Qt::endl;
            return ExitUsage;
        }
        const QString name = parser.value(venue).trimmed();
        const event::Venue *v = event::Venue::find(after.venues, name);
        if (!name.isEmpty() && !v) {
            //: %1: the venue named
            err() << terminalText(tr("The event has no venue %1 (add it with --set).").arg(name)) << Qt::endl;
            return ExitFailure;
        }
        auto it = std::find_if(after.players.begin(), after.players.end(),
                               [&no](const event::PlayerRecord &p) { return p.id == no.value(); });
        if (it == after.players.end()) {
            //: %1: the starting number
            err() << terminalText(tr("The event has no player %1.").arg(no.value())) << Qt::endl;
            return ExitFailure;
        }
        it->venue = v ? v->name : QString();
    }
    if (!(after.venues == before.venues && after.players == before.players && after.info.type == before.info.type)) {
        if (auto error = opened->store->saveSetup(before, after)) {
            err() << terminalText(error->message) << Qt::endl;
            return ExitFailure;
        }
    }

    bool ok = true;
    const QList<event::StaffMember> staff = EventDatabase::staff(*opened, &ok);
    //: %1: the event's name; %2: its kind (e.g. "Hybrid (Art. 6.1, Part IIIb)")
    out() << terminalText(tr("%1 — %2").arg(after.info.name, event::EventInfo::typeText(after.info.type))) << '\n';
    if (after.venues.isEmpty())
        out() << tr("No venues.") << '\n';
    for (const event::Venue &v : after.venues) {
        const QList<event::PlayerRecord> players = event::Venue::playersOf(after.players, v.name);
        QString head = v.name;
        if (!v.city.isEmpty() && v.city != v.name)
            head += QStringLiteral(", ") + v.city;
        if (!v.organiser.isEmpty())
            //: %1: the local organiser
            head += QStringLiteral(" — ") + tr("local organiser: %1").arg(v.organiser);
        out() << '\n' << terminalText(head) << '\n';
        //: %n: the venue's players
        out() << "  " << tr("%n player(s)", nullptr, int(players.size()));
        QStringList numbers;
        for (const event::PlayerRecord &p : players)
            numbers << QString::number(p.id);
        if (!numbers.isEmpty())
            out() << ": " << numbers.join(QStringLiteral(", "));
        out() << '\n';
        for (const event::StaffMember &m : event::Venue::staffOf(staff, v.name))
            out() << "  " << terminalText(QStringLiteral("%1 (%2)").arg(m.name, event::StaffMember::roleText(m.role)))
                  << '\n';
        for (const QString &camera : v.cameras)
            //: %1: a camera's address
            out() << "  " << terminalText(tr("panoramic camera %1").arg(camera)) << '\n';
        if (v.traditionalSets)
            out() << "  " << tr("traditional sets (Art. 20)") << '\n';
        for (const QString &problem : event::Venue::staffingProblems(v.name, staff, int(players.size())))
            //: %1: what the venue lacks
            out() << "  " << terminalText(tr("lacks: %1").arg(problem)) << '\n';
    }
    int unplaced = 0;
    for (const event::PlayerRecord &p : after.players)
        unplaced += p.venue.isEmpty() ? 1 : 0;
    if (after.info.isHybrid() && unplaced > 0)
        //: %n: players with no venue
        out() << '\n' << tr("%n player(s) in no venue.", nullptr, unplaced) << '\n';
    out() << Qt::flush;
    return ok ? ExitOk : ExitFailure;
}

} // namespace arbiter::ctl
