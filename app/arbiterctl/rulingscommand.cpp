#include "app/arbiterctl/rulingscommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/common/optionvalue.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulingservice.h"
#include "core/rulings/rulingtext.h"
#include "core/rulings/scorerules.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <memory>

namespace arbiter::ctl {

using rulings::Kind;
using rulings::Ruling;

namespace {

constexpr auto StaffKey = "staff";

// The event's rows, or nullopt with the reason printed.
std::optional<QList<Ruling>> readLog(EventDatabase::Opened &opened)
{
    rulings::SqlRulingLog log(opened.store->database());
    auto rows = log.read(opened.eventId);
    if (!rows) {
        err() << terminalText(rows.error().message) << Qt::endl;
        return std::nullopt;
    }
    return rows.value();
}

QJsonObject toJson(const Ruling &r, const rulings::RulingBook &book)
{
    QJsonObject o;
    o.insert(QStringLiteral("seq"), qint64(r.seq));
    o.insert(QStringLiteral("utc"), QDateTime::fromMSecsSinceEpoch(r.utcMs, Qt::UTC).toString(Qt::ISODateWithMs));
    o.insert(QStringLiteral("issuer"), r.issuer);
    o.insert(QStringLiteral("role"), QString(event::StaffMember::roleKey(r.issuerRole)));
    o.insert(QStringLiteral("kind"), QString(Ruling::kindKey(r.kind)));
    o.insert(QStringLiteral("game"), r.gameId);
    o.insert(QStringLiteral("round"), r.round);
    o.insert(QStringLiteral("board"), r.board);
    o.insert(QStringLiteral("side"), Ruling::sideKey(r.side));
    o.insert(QStringLiteral("player"), r.player);
    o.insert(QStringLiteral("opponent"), r.opponent);
    // Who they are in the event; "matched": the number was matched to the name afterwards.
    for (auto [key, ref] : {std::pair{"playerRef", &r.playerRef}, std::pair{"opponentRef", &r.opponentRef}}) {
        if (!ref->isSet())
            continue;
        QJsonObject j = ref->toJson();
        if (ref->matched)
            j.insert(QStringLiteral("matched"), true);
        o.insert(QLatin1String(key), j);
    }
    o.insert(QStringLiteral("article"), r.article);
    o.insert(QStringLiteral("reason"), r.reason);
    o.insert(QStringLiteral("params"), r.params);
    o.insert(QStringLiteral("ref"), qint64(r.ref));
    o.insert(QStringLiteral("proposed"), r.proposed);
    o.insert(QStringLiteral("text"), rulings::RulingText::describe(r));
    static const char *const States[] = {"in-force", "pending", "rejected", "withdrawn", "revoked", "record"};
    static const char *const Zone[] = {"none", "awaiting", "applied", "confirmed", "on-platform", "done-by-hand"};
    if (const auto *e = book.entry(r.seq)) {
        o.insert(QStringLiteral("state"), QLatin1String(States[int(e->state)]));
        o.insert(QStringLiteral("zone"), QLatin1String(Zone[int(e->zone)]));
    }
    o.insert(QStringLiteral("hash"), QString::fromLatin1(r.hash));
    return o;
}

} // namespace

QString RulingsCommand::summary()
{
    return tr("List the rulings of an event, oldest first.");
}

int RulingsCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption json(QStringLiteral("json"), tr("One JSON object per ruling."));
    parser.addOption(event);
    parser.addOption(json);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    auto opened = EventDatabase::open(parser.positionalArguments().value(0), parser.value(event));
    if (!opened)
        return ExitFailure;
    const auto rows = readLog(*opened);
    if (!rows)
        return ExitFailure;
    const rulings::RulingBook book(rows.value());
    for (const Ruling &r : rows.value()) {
        if (parser.isSet(json)) {
            out() << QJsonDocument(toJson(r, book)).toJson(QJsonDocument::Compact) << '\n';
            continue;
        }
        const QString when = QDateTime::fromMSecsSinceEpoch(r.utcMs).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QString line = QStringLiteral("%1  %2  %3  ").arg(r.seq, 4).arg(when, r.issuer);
        if (r.board > 0)
            //: %1: a board number
            line += tr("board %1").arg(r.board) + QStringLiteral("  ");
        line += rulings::RulingText::titled(r);
        if (!r.article.isEmpty())
            line += QStringLiteral("  (") + rulings::RulingText::articleText(r.article) + u')';
        if (!r.reason.isEmpty())
            line += QStringLiteral("  ") + rulings::RulingText::reasonText(r.reason);
        out() << terminalText(line) << '\n';
    }
    out() << Qt::flush;
    return ExitOk;
}

QString RulingsCommand::ruleSummary()
{
    return tr("Issue a ruling with the console's checks and permissions.");
}

int RulingsCommand::rule(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    QStringList kinds;
    for (int i = 0; i < rulings::KindCount; ++i)
        if (!Ruling::isZoneRecord(Kind(i)) || Kind(i) == Kind::DoneOnPlatform)
            kinds << QString(Ruling::kindKey(Kind(i)));
    parser.addPositionalArgument(QStringLiteral("kind"),
                                 //: %1: the kinds of ruling, as keys separated by commas (not to be translated)
                                 tr("What is decided: %1.").arg(kinds.join(QStringLiteral(", "))));
    const QCommandLineOption as(QStringLiteral("as"),
                                tr("Who issues it (a name on the event's staff list; on a team event, your login)."),
                                QStringLiteral("name"));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption game(QStringLiteral("game"), tr("The zone's game id."), QStringLiteral("id"));
    const QCommandLineOption board(QStringLiteral("board"), tr("The board number."), QStringLiteral("n"));
    const QCommandLineOption round(QStringLiteral("round"), tr("The round number."), QStringLiteral("n"));
    const QCommandLineOption side(QStringLiteral("side"),
                                  tr("The offender's (or affected player's) colour: white or black."),
                                  QStringLiteral("colour"));
    const QCommandLineOption player(
        QStringLiteral("player"), tr("The offender (or affected player): their starting number, zone account or name."),
        QStringLiteral("who"));
    const QCommandLineOption opponent(QStringLiteral("opponent"),
                                      tr("The opponent: their starting number, zone account or name."),
                                      QStringLiteral("who"));
    const QCommandLineOption seconds(QStringLiteral("seconds"), tr("Time to add or deduct, in seconds."),
                                     QStringLiteral("s"));
    const QCommandLineOption score(QStringLiteral("score"), tr("score-reduce: the offender's new score (0 or ½)."),
                                   QStringLiteral("score"));
    const QCommandLineOption opponentScore(QStringLiteral("opponent-score"),
                                           tr("loss, forfeit: the opponent's score (default 1)."),
                                           QStringLiteral("score"));
    const QCommandLineOption white(QStringLiteral("white"), tr("result: White's score."), QStringLiteral("score"));
    const QCommandLineOption black(QStringLiteral("black"), tr("result: Black's score."), QStringLiteral("score"));
    const QCommandLineOption rounds(QStringLiteral("rounds"), tr("exclusion: the rounds, e.g. 3,4."),
                                    QStringLiteral("list"));
    const QCommandLineOption penalty(QStringLiteral("penalty"), tr("provisional: the penalty it stands for."),
                                     QStringLiteral("kind"));
    const QCommandLineOption option(
        QStringLiteral("option"),
        //: %1: the options, as keys separated by commas (not to be translated), e.g. resume, reduce
        tr("disconnection: %1.").arg(rulings::RulingText::disconnectionOptions().join(QStringLiteral(", "))),
        QStringLiteral("option"));
    const QCommandLineOption initial(QStringLiteral("initial-seconds"),
                                     tr("disconnection restart-shorter: the new base time in seconds."),
                                     QStringLiteral("s"));
    const QCommandLineOption increment(QStringLiteral("increment-seconds"), tr("… and its increment in seconds."),
                                       QStringLiteral("s"));
    const QCommandLineOption swap(QStringLiteral("swap"), tr("restart: with the colours corrected (Art. 15.2)."));
    const QCommandLineOption both(QStringLiteral("both"), tr("forfeit: both players absent."));
    const QCommandLineOption ref(QStringLiteral("ref"), tr("Follow-ups: the entry answered."), QStringLiteral("seq"));
    const QCommandLineOption upheld(QStringLiteral("upheld"), tr("appeal-decision: the appeal is upheld."));
    const QCommandLineOption article(QStringLiteral("article"), tr("The article cited (default: the kind's)."),
                                     QStringLiteral("article"));
    const QCommandLineOption reason(QStringLiteral("reason"), tr("A reason key (e.g. 9.7-headphones) or free text."),
                                    QStringLiteral("text"));
    const QCommandLineOption propose(QStringLiteral("propose"), tr("Propose it for the chief arbiter to confirm."));
    const QCommandLineOption count(QStringLiteral("count"), tr("Issue it this many times (drills, benchmarks)."),
                                   QStringLiteral("n"));
    for (const QCommandLineOption *o :
         {&as,    &event,         &game,  &board,  &round,   &side,    &player,  &opponent, &seconds,
          &score, &opponentScore, &white, &black,  &rounds,  &penalty, &option,  &initial,  &increment,
          &swap,  &both,          &ref,   &upheld, &article, &reason,  &propose, &count})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, ruleSummary()); code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        err() << tr("rule needs the database and the kind of ruling.") << Qt::endl;
        return ExitUsage;
    }
    const auto kind = Ruling::kindFromKey(positional[1]);
    if (!kind || (Ruling::isZoneRecord(*kind) && *kind != Kind::DoneOnPlatform)) {
        //: %1: the kind of ruling as typed
        err() << terminalText(tr("Unknown kind of ruling '%1'.").arg(positional[1])) << Qt::endl;
        return ExitUsage;
    }
    if (!parser.isSet(as) && !storage::PostgresOptions::isUrl(positional.value(0))) {
        err() << tr("Say who issues the ruling with --as NAME.") << Qt::endl;
        return ExitUsage;
    }
    Ruling draft;
    draft.kind = *kind;
    draft.gameId = parser.value(game);
    draft.player = parser.value(player);
    draft.opponent = parser.value(opponent);
    draft.article = parser.value(article);
    draft.reason = parser.value(reason);
    draft.proposed = parser.isSet(propose);
    auto whole = [&](const QCommandLineOption &o, qint64 min, qint64 max, qint64 *value) {
        if (!parser.isSet(o))
            return true;
        const auto v = OptionValue::whole(QStringLiteral("--") + o.names().first(), parser.value(o), min, max);
        if (!v) {
            err() << terminalText(v.error().message) << Qt::endl;
            return false;
        }
        *value = v.value();
        return true;
    };
    auto scoreOf = [&](const QCommandLineOption &o, const char *key) {
        if (!parser.isSet(o))
            return true;
        const auto v = rulings::ScoreRules::parse(parser.value(o));
        if (!v) {
            err() << terminalText(v.error().message) << Qt::endl;
            return false;
        }
        draft.params.insert(QLatin1String(key), v.value());
        return true;
    };
    qint64 n = 0, s = 0, times = 1, refSeq = 0;
    if (!whole(board, 1, 100000, &n))
        return ExitUsage;
    draft.board = int(n);
    n = 0;
    if (!whole(round, 1, 1000, &n))
        return ExitUsage;
    draft.round = int(n);
    if (!whole(seconds, -10800, 10800, &s) || !whole(count, 1, 10'000'000, &times)
        || !whole(ref, 1, std::numeric_limits<qint64>::max(), &refSeq))
        return ExitUsage;
    draft.ref = refSeq;
    if (parser.isSet(seconds))
        draft.params.insert(QStringLiteral("ms"), s * 1000);
    if (parser.isSet(side)) {
        const QString v = parser.value(side).toLower();
        if (v != u"white" && v != u"black") {
            //: %1: the value given to --side, as typed
            err() << terminalText(tr("--side takes 'white' or 'black', not '%1'.").arg(parser.value(side))) << Qt::endl;
            return ExitUsage;
        }
        draft.side = v == u"white" ? chess::White : chess::Black;
    }
    if (!scoreOf(score, "score") || !scoreOf(opponentScore, "opponentScore") || !scoreOf(white, "white")
        || !scoreOf(black, "black"))
        return ExitFailure;
    if (parser.isSet(rounds)) {
        QJsonArray list;
        for (const QString &part : parser.value(rounds).split(u',', Qt::SkipEmptyParts)) {
            bool ok = false;
            const int r = part.trimmed().toInt(&ok);
            if (!ok) {
                err() << terminalText(
                    //: %1: the value given to --rounds, as typed
                    tr("--rounds takes round numbers separated by commas, not '%1'.").arg(parser.value(rounds)))
                      << Qt::endl;
                return ExitUsage;
            }
            list.append(r);
        }
        draft.params.insert(QStringLiteral("rounds"), list);
    }
    if (parser.isSet(penalty))
        draft.params.insert(QStringLiteral("penalty"), parser.value(penalty));
    if (parser.isSet(option))
        draft.params.insert(QStringLiteral("option"), parser.value(option));
    qint64 initialS = 0, incrementS = 0;
    if (!whole(initial, 1, 10800, &initialS) || !whole(increment, 0, 600, &incrementS))
        return ExitUsage;
    if (parser.isSet(initial)) {
        draft.params.insert(QStringLiteral("initialMs"), initialS * 1000);
        draft.params.insert(QStringLiteral("incrementMs"), incrementS * 1000);
    }
    if (parser.isSet(swap))
        draft.params.insert(QStringLiteral("swap"), true);
    if (parser.isSet(both))
        draft.params.insert(QStringLiteral("both"), true);
    if (parser.isSet(upheld))
        draft.params.insert(QStringLiteral("upheld"), true);

    auto opened = EventDatabase::open(positional[0], parser.value(event));
    if (!opened)
        return ExitFailure;
    bool ok = false;
    const QList<event::StaffMember> staff = EventDatabase::staff(*opened, &ok);
    if (!ok)
        return ExitFailure;
    // On a team event the login is who issues: --as may only name the same person.
    QString issuer = parser.value(as);
    if (opened->team && !opened->me) {
        err() << tr("The server's administrator issues no rulings: log in as a member of the event's staff.")
              << Qt::endl;
        return ExitFailure;
    }
    if (opened->me) {
        if (!issuer.isEmpty() && issuer.compare(opened->me->name, Qt::CaseInsensitive) != 0) {
            //: %1: the name given to --as; %2: the login's own name
            err() << terminalText(
                tr("On a team event you are your login (%2); --as %1 cannot change it.").arg(issuer, opened->me->name))
                  << Qt::endl;
            return ExitFailure;
        }
        issuer = opened->me->name;
    }
    rulings::SqlRulingLog log(opened->store->database());
    // Who the ruling is about in the event (issue 25): a number, an account, or a name the event has
    // once; rows recorded by name before are matched to the players first.
    auto loaded = opened->store->loadEvent(opened->eventId);
    if (!loaded) {
        err() << terminalText(loaded.error().message) << Qt::endl;
        return ExitFailure;
    }
    const event::PlayerDirectory players(loaded->players, loaded->pairings);
    if (auto matched = log.matchPlayers(opened->eventId, players); !matched) {
        err() << terminalText(matched.error().message) << Qt::endl;
        return ExitFailure;
    }
    for (auto [ref, name] :
         {std::pair{&draft.playerRef, &draft.player}, std::pair{&draft.opponentRef, &draft.opponent}}) {
        if (name->isEmpty() || players.players().isEmpty())
            continue;
        bool ambiguous = false;
        if (const event::PlayerRecord *p = players.find(*name, &ambiguous)) {
            *name = p->name;
            *ref = event::PlayerRef::of(*p);
        } else if (ambiguous) {
            //: %1: the name given
            err() << terminalText(tr("The event has several players called %1: give the starting number.").arg(*name))
                  << Qt::endl;
            return ExitUsage;
        } else if (draft.gameId.isEmpty()) {
            //: %1: the name given
            err() << terminalText(tr("Warning: %1 is not a player of the event's list; the ruling names them as "
                                     "given.")
                                      .arg(*name))
                  << Qt::endl;
        }
    }
    rulings::RulingService service(&log);
    service.setPlayerResolver([&players](Ruling &r) {
        if (!r.playerRef.isSet() && r.side && !r.gameId.isEmpty())
            r.playerRef = players.inGame(r.gameId, *r.side, r.player);
        if (!r.opponentRef.isSet() && r.side && !r.gameId.isEmpty())
            r.opponentRef = players.inGame(r.gameId, *r.opponentSide(), r.opponent);
    });
    service.setStaff(staff);
    service.setHybrid(loaded->info.isHybrid());
    if (loaded->info.isHybrid())
        service.setVenueOf([&players](const Ruling &r) { return rulings::RulingService::venuesOf(players, r); });
    if (auto error = service.setIdentity(issuer)) {
        err() << terminalText(error->message) << Qt::endl;
        return ExitFailure;
    }
    if (auto error = service.load(opened->eventId)) {
        err() << terminalText(error->message) << Qt::endl;
        return ExitFailure;
    }
    for (qint64 i = 0; i < times; ++i) {
        auto stored = service.issue(draft);
        if (!stored) {
            //: %1: why the ruling was refused (a message)
            err() << terminalText(tr("Refused: %1").arg(stored.error().message)) << Qt::endl;
            return ExitFailure;
        }
        // Printed only once committed: a script (or a test killing this process) may rely on it.
        //: %1: the entry number; %2: what was recorded
        out() << terminalText(tr("recorded %1: %2").arg(stored->seq).arg(rulings::RulingText::describe(stored.value())))
              << Qt::endl;
    }
    return ExitOk;
}

QString RulingsCommand::verifySummary()
{
    return tr("Check an event's rulings log: numbering, hash chain, times, permissions, replay.");
}

int RulingsCommand::verify(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption head(QStringLiteral("head"),
                                  tr("The head hash a signed report gives: the log must hold it (entries added "
                                     "after it are listed)."),
                                  QStringLiteral("hash"));
    parser.addOption(event);
    parser.addOption(head);
    if (const int code = parseArguments(parser, args, verifySummary()); code >= 0)
        return code;
    auto opened = EventDatabase::open(parser.positionalArguments().value(0), parser.value(event));
    if (!opened)
        return ExitFailure;
    const auto rows = readLog(*opened);
    if (!rows)
        return ExitFailure;
    if (const auto problem = rulings::LogVerifier::verify(rows.value())) {
        //: %1: the first bad entry's number; %2: what is wrong
        out() << terminalText(tr("First bad entry: %1. %2").arg(problem->seq).arg(problem->message)) << Qt::endl;
        return ExitFailure;
    }
    //: %n: the number of entries
    out() << tr("The rulings log is intact: %n entries, chain and replay verified.", nullptr, int(rows->size()))
          << Qt::endl;
    if (parser.isSet(head)) {
        // The chain is intact; the signed head must be one of its links. Later entries are the log's growth
        // since the paper was signed, never a change to what it covers.
        const QByteArray wanted = parser.value(head).trimmed().toLower().toLatin1();
        const auto at = std::find_if(rows->cbegin(), rows->cend(), [&](const Ruling &r) { return r.hash == wanted; });
        if (at == rows->cend()) {
            out() << tr("The signed head hash is not in this log: this copy does not hold what the report was "
                        "signed on.")
                  << Qt::endl;
            return ExitFailure;
        }
        const qsizetype after = rows->cend() - at - 1;
        //: %1: the entry the signed head hash is; %n: how many entries were recorded after it
        out() << tr("The signed head is entry %1; %n entries were recorded after it.", nullptr, int(after)).arg(at->seq)
              << Qt::endl;
    }
    return ExitOk;
}

QString RulingsCommand::staffSummary()
{
    return tr("Show or extend the event's staff list (arbiters and their roles).");
}

int RulingsCommand::staff(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    QStringList roles;
    for (auto r : event::StaffMember::roles())
        roles << QString(event::StaffMember::roleKey(r));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption add(QStringLiteral("add"), tr("Add a member of staff with this name."),
                                 QStringLiteral("name"));
    const QCommandLineOption setRole(QStringLiteral("set-role"), tr("Change the role of this member of staff."),
                                     QStringLiteral("name"));
    //: %1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief
    const QCommandLineOption role(QStringLiteral("role"), tr("Their role: %1.").arg(roles.join(QStringLiteral(", "))),
                                  QStringLiteral("role"));
    const QCommandLineOption venue(QStringLiteral("venue"), tr("Hybrid events: the venue of a local arbiter."),
                                   QStringLiteral("venue"));
    const QCommandLineOption fideId(QStringLiteral("fide-id"), tr("Their FIDE ID (the reports name the arbiters)."),
                                    QStringLiteral("id"));
    const QCommandLineOption as(QStringLiteral("as"),
                                tr("Who makes the change (only the chief arbiter adds a chief arbiter, a deputy or "
                                   "the appeals committee, or changes a role)."),
                                QStringLiteral("name"));
    const QCommandLineOption newEvent(QStringLiteral("new-event"),
                                      tr("Create an event of this name first (the database too, if missing)."),
                                      QStringLiteral("name"));
    for (const QCommandLineOption *o : {&event, &add, &setRole, &role, &venue, &fideId, &as, &newEvent})
        parser.addOption(*o);
    if (const int code = parseArguments(parser, args, staffSummary()); code >= 0)
        return code;
    std::optional<EventDatabase::Opened> opened;
    if (parser.isSet(newEvent)) {
        const QString path = parser.positionalArguments().value(0);
        if (storage::PostgresOptions::isUrl(path)) {
            err() << tr("A team event is made with 'arbiterctl team init'.") << Qt::endl;
            return ExitUsage;
        }
        opened = EventDatabase::open(path, QStringLiteral("1"), true);
        if (!opened)
            return ExitFailure;
        event::EventInfo info;
        info.name = parser.value(newEvent);
        auto id = opened->store->createEvent(info);
        if (!id) {
            err() << terminalText(id.error().message) << Qt::endl;
            return ExitFailure;
        }
        opened->eventId = id.value();
        opened->store->setLastOpenedEvent(id.value());
        //: %1: the new event's id
        out() << tr("Event %1 created.").arg(id.value()) << '\n';
    } else {
        opened = EventDatabase::open(parser.positionalArguments().value(0), parser.value(event));
    }
    if (!opened)
        return ExitFailure;
    bool ok = false;
    QList<event::StaffMember> staff = EventDatabase::staff(*opened, &ok);
    if (!ok)
        return ExitFailure;
    if (parser.isSet(add) || parser.isSet(setRole)) {
        if (opened->team) {
            err() << tr("On a team event the staff are the server's logins: use 'arbiterctl team add-staff'.")
                  << Qt::endl;
            return ExitFailure;
        }
        const auto r = event::StaffMember::roleFromKey(parser.value(role));
        const QString name = (parser.isSet(add) ? parser.value(add) : parser.value(setRole)).trimmed();
        if (name.isEmpty() || !r) {
            //: %1: the roles, as keys separated by commas (not to be translated), e.g. arbiter, chief
            err() << terminalText(
                tr("--add and --set-role need a name and --role one of: %1.").arg(roles.join(QStringLiteral(", "))))
                  << Qt::endl;
            return ExitUsage;
        }
        QList<event::StaffMember> changed = staff;
        if (parser.isSet(add)) {
            if (event::StaffMember::find(staff, name)) {
                //: %1: the name given to --add
                err() << terminalText(tr("%1 is on the staff list already.").arg(name)) << Qt::endl;
                return ExitFailure;
            }
            event::StaffMember m;
            m.name = name;
            m.role = *r;
            m.venue = parser.value(venue);
            m.fideId = parser.value(fideId);
            changed.append(m);
        } else {
            auto it = std::find_if(changed.begin(), changed.end(), [&](const event::StaffMember &m) {
                return m.name.compare(name, Qt::CaseInsensitive) == 0;
            });
            if (it == changed.end()) {
                //: %1: the name given
                err() << terminalText(tr("%1 is not on the event's staff list.").arg(name)) << Qt::endl;
                return ExitFailure;
            }
            it->role = *r;
            if (parser.isSet(venue))
                it->venue = parser.value(venue);
            if (parser.isSet(fideId))
                it->fideId = parser.value(fideId);
        }
        if (const auto refusal = event::StaffMember::changeRefusal(staff, changed, parser.value(as))) {
            //: %1: why the change was refused
            err() << terminalText(tr("Refused: %1").arg(*refusal)) << Qt::endl;
            return ExitFailure;
        }
        staff = changed;
        if (auto error = opened->store->setEventValue(opened->eventId, QString::fromLatin1(StaffKey),
                                                      QString::fromUtf8(event::StaffMember::toJson(staff)))) {
            err() << terminalText(error->message) << Qt::endl;
            return ExitFailure;
        }
    }
    for (const event::StaffMember &m : staff) {
        QString line = terminalText(m.name) + QStringLiteral("  ") + event::StaffMember::roleText(m.role);
        if (!m.login.isEmpty())
            line += QStringLiteral("  @") + terminalText(m.login);
        if (!m.fideId.isEmpty())
            line += QStringLiteral("  FIDE ") + terminalText(m.fideId);
        if (!m.venue.isEmpty())
            line += QStringLiteral("  ") + terminalText(m.venue);
        out() << line << '\n';
    }
    out() << Qt::flush;
    return ExitOk;
}

} // namespace arbiter::ctl
