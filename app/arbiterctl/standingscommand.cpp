#include "app/arbiterctl/standingscommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "app/arbiterctl/eventsource.h"
#include "core/common/optionvalue.h"
#include "core/standings/standings.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace arbiter::ctl {

namespace {

using standings::RoundOutcome;
using standings::Standings;
using standings::StandingsRow;
using standings::TieBreak;

QString pointsText(double value)
{
    return QString::number(value, 'f', 1);
}

QString colourKey(RoundOutcome::Colour colour)
{
    switch (colour) {
    case RoundOutcome::Colour::White: return QStringLiteral("w");
    case RoundOutcome::Colour::Black: return QStringLiteral("b");
    case RoundOutcome::Colour::None: break;
    }
    return QStringLiteral("-");
}

QJsonObject toJson(const Standings::Input &in, const QList<StandingsRow> &rows, int round)
{
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : in.players)
        players.insert(p.id, &p);
    QJsonArray tieBreaks;
    for (const TieBreak &t : in.tieBreaks)
        tieBreaks.append(t.acronym());
    QJsonArray table;
    for (const StandingsRow &r : rows) {
        const event::PlayerRecord *p = players.value(r.player);
        QJsonArray values, rounds;
        for (double v : r.tieBreaks)
            values.append(v);
        for (int i = 0; i < r.rounds.size(); ++i) {
            const RoundOutcome &o = r.rounds[i];
            rounds.append(QJsonObject{{QStringLiteral("round"), i + 1},
                                      {QStringLiteral("opponent"), o.opponent},
                                      {QStringLiteral("colour"), colourKey(o.colour)},
                                      {QStringLiteral("result"), QString(o.trfCode())},
                                      {QStringLiteral("points"), o.points}});
        }
        table.append(QJsonObject{{QStringLiteral("rank"), r.rank},
                                 {QStringLiteral("no"), r.player},
                                 {QStringLiteral("name"), p ? p->name : QString()},
                                 {QStringLiteral("fide_id"), p ? p->fideId : QString()},
                                 {QStringLiteral("rating"), p ? p->rating : 0},
                                 {QStringLiteral("federation"), p ? p->federation : QString()},
                                 {QStringLiteral("points"), r.points},
                                 {QStringLiteral("tie_breaks"), values},
                                 {QStringLiteral("games_played"), r.gamesPlayed},
                                 {QStringLiteral("pending"), r.pending},
                                 {QStringLiteral("rounds"), rounds}});
    }
    return QJsonObject{{QStringLiteral("round"), round},
                       {QStringLiteral("rules"), QString(standings::tieBreakRulesName(in.rules))},
                       {QStringLiteral("tie_breaks"), tieBreaks},
                       {QStringLiteral("standings"), table}};
}

void printText(const Standings::Input &in, const QList<StandingsRow> &rows, int round)
{
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : in.players)
        players.insert(p.id, &p);
    QStringList names;
    for (const TieBreak &t : in.tieBreaks)
        names << t.acronym();
    //: %1: the round number; %2: the event's tie-breaks, e.g. "BH-C1, BH, SB"
    out() << StandingsCommand::tr("Standings after round %1 (tie-breaks: %2)")
                 .arg(round)
                 .arg(names.isEmpty() ? StandingsCommand::tr("none") : names.join(QStringLiteral(", ")))
          << '\n';
    //: Column headings of the standings: rank, starting number, name, rating, federation, points
    QString head = QStringLiteral("%1 %2  %3 %4 %5 %6")
                       .arg(StandingsCommand::tr("Rk"), 4)
                       .arg(StandingsCommand::tr("No"), 4)
                       .arg(StandingsCommand::tr("Name"), -32)
                       .arg(StandingsCommand::tr("Rtg"), 4)
                       .arg(StandingsCommand::tr("Fed"), 3)
                       .arg(StandingsCommand::tr("Pts"), 5);
    for (const QString &n : std::as_const(names))
        head += QStringLiteral(" %1").arg(n, 6);
    out() << head << '\n';
    bool anyPending = false, anyAdjusted = false;
    for (const StandingsRow &r : rows) {
        const event::PlayerRecord *p = players.value(r.player);
        const bool adjusted = r.adjustment != 0;
        QString line = QStringLiteral("%1 %2  %3 %4 %5 %6")
                           .arg(r.rank, 4)
                           .arg(r.player, 4)
                           .arg(terminalText(p ? p->name : QString()).left(32), -32)
                           .arg(p && p->rating > 0 ? QString::number(p->rating) : QString(), 4)
                           .arg(p ? p->federation : QString(), 3)
                           .arg(pointsText(r.points) + (adjusted ? u'*' : u' '), 5);
        for (double v : r.tieBreaks)
            line += QStringLiteral(" %1").arg(Standings::numberText(v), 6);
        if (r.pending > 0)
            line += QStringLiteral("  ") + StandingsCommand::tr("(%n game(s) not finished)", nullptr, r.pending);
        out() << line << '\n';
        anyPending = anyPending || r.pending > 0;
        anyAdjusted = anyAdjusted || adjusted;
    }
    if (anyAdjusted)
        out() << StandingsCommand::tr("* points with a score adjustment (a ruling or the file's own).") << '\n';
    out() << Qt::flush;
}

} // namespace

QString StandingsCommand::summary()
{
    return tr("Show the standings after a round with the event's tie-breaks: of an event (after rulings) or of a TRF "
              "or CSV file.");
}

int StandingsCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventSource::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption round(QStringLiteral("round"),
                                   tr("The standings after this round (default: the last round with a result)."),
                                   QStringLiteral("n"));
    const QCommandLineOption tieBreaks(
        QStringLiteral("tie-breaks"),
        tr("The tie-breaks in order, e.g. BH-C1,BH,SB,DE,WIN,BPG (default: the event's, else that list)."),
        QStringLiteral("list"));
    const QCommandLineOption json(
        QStringLiteral("json"),
        tr("Print one JSON object (fields: round, tie_breaks, standings with rank, no, name, points, …)."));
    const QCommandLineOption rules(QStringLiteral("rules"),
                                   tr("The edition of the FIDE tie-break regulations: fide2024 or fide2026 (default: "
                                      "the one in force when the event started)."),
                                   QStringLiteral("edition"));
    parser.addOptions({event, round, tieBreaks, rules, json});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("standings needs exactly one event database or file.") << Qt::endl;
        return ExitUsage;
    }
    const QString source = parser.positionalArguments().first();

    const auto record = EventSource::read(source, parser.value(event));
    if (!record)
        return ExitFailure;
    Standings::Input input = record->standings;
    if (parser.isSet(tieBreaks)) {
        auto list = TieBreak::parseList(parser.value(tieBreaks));
        if (!list) {
            err() << terminalText(list.error().message) << Qt::endl;
            return ExitUsage;
        }
        input.tieBreaks = list.value();
    }
    if (parser.isSet(rules)) {
        const auto edition = standings::tieBreakRulesFromName(parser.value(rules));
        if (!edition) {
            //: %1: the value given to --rules, as typed
            err() << terminalText(tr("--rules takes fide2024 or fide2026, not '%1'.").arg(parser.value(rules)))
                  << Qt::endl;
            return ExitUsage;
        }
        input.rules = *edition;
    }
    if (parser.isSet(round)) {
        const auto n = OptionValue::whole(QStringLiteral("--round"), parser.value(round), 1, 999);
        if (!n) {
            err() << terminalText(n.error().message) << Qt::endl;
            return ExitUsage;
        }
        input.afterRound = int(n.value());
    }
    const int after = input.afterRound > 0 ? input.afterRound : Standings::lastRound(input.pairings);
    const QList<StandingsRow> rows = Standings::compute(input);
    if (parser.isSet(json))
        out() << QJsonDocument(toJson(input, rows, after)).toJson(QJsonDocument::Indented) << Qt::flush;
    else
        printText(input, rows, after);
    return ExitOk;
}

} // namespace arbiter::ctl
