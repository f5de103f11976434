#include "core/report/eventreport.h"

#include "core/event/venue.h"
#include "core/evidence/evidencestore.h"
#include "core/report/tables.h"
#include "core/rulings/checklist.h"
#include "core/rulings/logverifier.h"
#include "core/rulings/rulingbook.h"
#include "core/rulings/rulingtext.h"
#include "core/standings/standings.h"
#include "core/storage/eventstore.h"
#include "core/vcs/vcssettings.h"
#include "core/zone/zonestatus.h"

#include <QDateTime>

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>
#include <algorithm>

namespace arbiter::report {

namespace {

using rulings::Kind;
using rulings::Ruling;
using rulings::RulingBook;

// A player as the report names them: the name, and the starting number that tells namesakes apart.
QString who(const QString &name, int no)
{
    return no > 0 ? QStringLiteral("%1 #%2").arg(name).arg(no) : name;
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

// Date and time in UTC, as every console of a team sees the same log.
QString when(std::int64_t utcMs)
{
    return QDateTime::fromMSecsSinceEpoch(utcMs, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

// The time of day; with the date when it is not the round's day.
QString clockTime(std::int64_t utcMs, const QDate &roundDay = {})
{
    const QDateTime t = QDateTime::fromMSecsSinceEpoch(utcMs, QTimeZone::utc());
    return t.toString(roundDay.isValid() && t.date() != roundDay ? QStringLiteral("yyyy-MM-dd HH:mm")
                                                                 : QStringLiteral("HH:mm"));
}

QString number(double value)
{
    return standings::Standings::numberText(value);
}

using Table = HtmlTable;

// An article in a table whose column says "Article": its number ("10.9.2").
QString article(const QString &number)
{
    return esc(number);
}

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(esc(text));
}

QString none(const QString &text)
{
    return QStringLiteral("<p><i>%1</i></p>").arg(esc(text));
}

QString zoneStateText(RulingBook::ZoneState state, const QString &message)
{
    switch (state) {
    case RulingBook::ZoneState::None: return QString();
    case RulingBook::ZoneState::Awaiting: return EventReport::tr("sent to the zone, no answer");
    case RulingBook::ZoneState::Applied: return EventReport::tr("accepted by the zone");
    case RulingBook::ZoneState::Confirmed: return EventReport::tr("done by the zone");
    case RulingBook::ZoneState::OnPlatform:
        return message.isEmpty()
            ? EventReport::tr("to be applied on the platform by hand")
            //: %1: why the zone refused the ruling
            : EventReport::tr("refused by the zone (%1); to be applied on the platform by hand").arg(message);
    case RulingBook::ZoneState::DoneByHand: return EventReport::tr("applied on the platform by hand");
    }
    return QString();
}

QString stateText(RulingBook::State state)
{
    switch (state) {
    case RulingBook::State::InForce: return EventReport::tr("in force");
    case RulingBook::State::Pending: return EventReport::tr("awaiting the chief arbiter");
    case RulingBook::State::Rejected: return EventReport::tr("rejected");
    case RulingBook::State::Withdrawn: return EventReport::tr("withdrawn");
    case RulingBook::State::Revoked: return EventReport::tr("revoked");
    case RulingBook::State::Record: break;
    }
    return QString();
}

QString appealText(const RulingBook::Entry &e, const RulingBook &book)
{
    if (!e.appealed)
        return QString();
    const RulingBook::Entry *decision = e.appealDecidedBy > 0 ? book.entry(e.appealDecidedBy) : nullptr;
    QString text;
    switch (e.appealOutcome) {
    case RulingBook::AppealOutcome::None: return EventReport::tr("appealed; not decided yet");
    case RulingBook::AppealOutcome::Upheld: text = EventReport::tr("appeal upheld: the ruling annulled"); break;
    case RulingBook::AppealOutcome::Rejected: text = EventReport::tr("appeal rejected: the ruling stands"); break;
    case RulingBook::AppealOutcome::Changed: text = EventReport::tr("appeal: the ruling changed"); break;
    }
    if (decision)
        //: %1: the appeal's outcome; %2: who decided it; %3: when
        text = EventReport::tr("%1 (%2, %3)")
                   .arg(text, decision->ruling.issuer,
                        QDateTime::fromMSecsSinceEpoch(decision->ruling.utcMs, QTimeZone::utc())
                            .toString(QStringLiteral("MM-dd HH:mm")));
    return text;
}

// Fair-play matters among the rulings' articles: assistance, devices, another's account, leaving the
// camera, moves off the VCS (Art. 9.2–9.8, 13.3).
bool isFairPlayArticle(const QString &article)
{
    for (const char *a : {"9.2", "9.3", "9.5", "9.6", "9.8", "13.3"}) {
        if (article == QLatin1String(a) || article.startsWith(QLatin1String(a) + u'.'))
            return true;
    }
    return false;
}

struct Absence
{
    int board = 0;
    QString player;
    bool vcs = false;
    std::int64_t fromUtcMs = 0;
    std::int64_t awayMs = -1; // -1: not back
    int ply = 0;
    bool movedOffVcs = false;
};

} // namespace

Result<EventReport::Input> EventReport::load(storage::EventStore &store, std::int64_t eventId,
                                             const QList<event::StaffMember> &staff)
{
    auto record = EventResults::load(store, eventId, true);
    if (!record)
        return record.error();
    Input in;
    in.event = record.value();
    in.event.staff = staff;
    auto incidents = store.incidents(eventId);
    if (!incidents)
        return incidents.error();
    in.incidents = incidents.value();
    evidence::EvidenceStore evidence(store);
    if (auto items = evidence.list(eventId))
        in.evidence = items.value();
    else
        in.evidenceProblem = items.error().message;
    if (const auto problem = rulings::LogVerifier::verify(in.event.log))
        //: %1: the first bad entry's number; %2: what is wrong with it
        in.logProblem = tr("entry %1: %2").arg(problem->seq).arg(problem->message);
    return in;
}

QString EventReport::html(const Input &in)
{
    const EventResults::Record &e = in.event;
    standings::Standings::Input standingsInput = e.standings;
    const int rounds = in.afterRound > 0 ? in.afterRound : standings::Standings::lastRound(standingsInput.pairings);
    standingsInput.afterRound = rounds;
    const RulingBook book(e.log);
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : e.standings.players)
        players.insert(p.id, &p);
    // Which round and board each zone game is.
    QHash<QString, const event::PairingRecord *> pairingOf;
    for (const event::PairingRecord &p : e.standings.pairings) {
        if (!p.zoneGameId.isEmpty())
            pairingOf.insert(p.zoneGameId, &p);
    }
    auto roundOfGame = [&](const QString &gameId, int fallback) {
        const event::PairingRecord *p = pairingOf.value(gameId);
        return p ? p->round : fallback;
    };

    QString h;
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(e.info.name));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Chief arbiter's report")));
    h += QStringLiteral("<h2>%1</h2>").arg(esc(e.info.name));

    // The event.
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("The event")));
    Table event({tr("Item"), tr("Value")});
    event.row({esc(tr("Name", "of the event")), esc(e.info.name)});
    const QString start = e.values.value(QStringLiteral("start-date"));
    const QString end = e.values.value(QStringLiteral("end-date"));
    if (!start.isEmpty() || !e.roundDates.isEmpty()) {
        const QString from = !start.isEmpty() ? start : e.roundDates.first().toString(Qt::ISODate);
        const QString to
            = !end.isEmpty() ? end : (e.roundDates.isEmpty() ? from : e.roundDates.last().toString(Qt::ISODate));
        //: %1, %2: the event's first and last day
        event.row({esc(tr("Dates")), esc(from == to ? from : tr("%1 to %2").arg(from, to))});
    }
    if (const QString place = e.values.value(QStringLiteral("place")); !place.isEmpty())
        event.row({esc(tr("Place")), esc(place)});
    event.row({esc(tr("Kind")), esc(event::EventInfo::typeText(e.info.type))});
    event.row(
        {esc(tr("Time control")),
         esc(e.info.timeControl.kind() == clock::TimeControl::Kind::Unknown ? tr("not set")
                                                                            : e.info.timeControl.toFideString())});
    //: %1: rounds reported; %2: rounds planned
    event.row({esc(tr("Rounds")), esc(tr("%1 of %2").arg(rounds).arg(std::max(e.info.rounds, rounds)))});
    event.row({esc(tr("Players")), QString::number(e.standings.players.size())});
    event.row({esc(tr("Playing platform")), esc(e.info.zone ? e.info.zone->description() : tr("not set"))});
    if (const QByteArray vcs = e.values.value(QStringLiteral("vcs-settings")).toUtf8(); !vcs.isEmpty()) {
        const auto settings = vcs::VcsSettings::fromJson(vcs);
        QString text = tr("video conference with the players' cameras, microphones and screens");
        if (settings && !settings->presenceUrl.isEmpty())
            text += QStringLiteral("; ") + tr("the video server reports who is present");
        event.row({esc(tr("Video conference")), esc(text)});
    } else {
        event.row({esc(tr("Video conference")), esc(tr("not set"))});
    }
    // Part IIIb: the venues, and Art. 20's traditional sets.
    QList<event::Venue> venues;
    if (const QString json = e.values.value(event::Venue::valueKey()); !json.isEmpty()) {
        if (auto parsed = event::Venue::fromJson(json.toUtf8()))
            venues = parsed.value();
        else
            event.row({esc(tr("Venues")), esc(parsed.error().message)});
    }
    if (e.info.isHybrid()) {
        event.row({esc(tr("Venues")), QString::number(venues.size())});
        QStringList withSets;
        for (const event::Venue &v : venues)
            if (v.traditionalSets)
                withSets << v.name;
        QString sets = tr("not allowed");
        if (e.info.traditionalSets)
            sets = withSets.isEmpty() ? tr("allowed; the virtual board and clock prevail (Art. 20.1)")
                                      //: %1: venues, comma-separated
                                      : tr("allowed and used at %1; the virtual board and clock prevail (Art. 20.1)")
                                            .arg(withSets.join(QStringLiteral(", ")));
        event.row({esc(tr("Traditional sets (Art. 20)")), esc(sets)});
    }
    QStringList tieBreaks;
    for (const standings::TieBreak &t : e.standings.tieBreaks)
        tieBreaks << t.name();
    event.row({esc(tr("Tie-breaks")), esc(tieBreaks.join(QStringLiteral(", ")))});
    h += event.html();

    // The staff.
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Arbiters and officials")));
    if (e.staff.isEmpty()) {
        h += none(tr("The event has no staff list."));
    } else {
        Table staff({tr("Name"), tr("Role"), tr("Venue"), tr("FIDE ID")});
        for (const event::StaffMember &m : e.staff)
            staff.row({esc(m.name), esc(event::StaffMember::roleText(m.role)), esc(m.venue), esc(m.fideId)});
        h += staff.html();
    }

    // Part IIIb: each venue, its organiser, arbiters, players and cameras (Art. 16.1–16.9).
    if (!venues.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Venues (Part IIIb)")));
        Table table({tr("Venue"), tr("Local organiser"), tr("Arbiters on site"), tr("Players"), tr("Panoramic cameras"),
                     tr("Remarks")});
        for (const event::Venue &v : venues) {
            QStringList arbiters;
            for (const event::StaffMember &m : event::Venue::staffOf(e.staff, v.name))
                arbiters << esc(m.name) + QStringLiteral(" (") + esc(event::StaffMember::roleText(m.role)) + u')';
            const int count = int(event::Venue::playersOf(e.standings.players, v.name).size());
            QStringList remarks = event::Venue::staffingProblems(v.name, e.staff, count);
            if (v.traditionalSets && e.info.traditionalSets)
                remarks.prepend(tr("traditional sets (Art. 20)"));
            table.row({esc(v.city.isEmpty() ? v.name : v.name + QStringLiteral(", ") + v.city), esc(v.organiser),
                       arbiters.join(QStringLiteral("<br>")), QString::number(count), QString::number(v.cameras.size()),
                       esc(remarks.join(QStringLiteral("; ")))});
        }
        h += table.html();
    }
    // Appendix II–III: who played through an online assistant.
    {
        Table assisted({tr("No."), tr("Player"), tr("Online assistant"), tr("Assistant's zone account")});
        for (const event::PlayerRecord &p : e.standings.players)
            if (!p.assistant.isEmpty() || !p.assistantAccount.isEmpty())
                assisted.row({QString::number(p.id), esc(p.name), esc(p.assistant), esc(p.assistantAccount)});
        if (assisted.rows() > 0) {
            h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Online assistants (Appendix II–III)")));
            h += paragraph(tr("Moves made from an assistant's account are the player's."));
            h += assisted.html();
        }
    }
    // The checks recorded in the log (Art. 16.7, 18.5–18.8, 10.4, 12.2, 14.4, 11.1.1, A.6).
    rulings::Checklist checklist;
    for (const Ruling &ru : e.log)
        checklist.add(ru);
    const QList<rulings::CheckItem> checkItems = rulings::CheckItem::items(e.info.isHybrid());

    // The absences recorded in each game's record.
    QHash<int, QList<Absence>> absences;
    for (const storage::StoredGame &g : e.games) {
        const event::PairingRecord *p = pairingOf.value(g.gameId);
        if (!p || g.record.isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(g.record).object();
        for (const auto &[key, vcs] : {std::pair{"disconnections", false}, std::pair{"vcs_absences", true}}) {
            for (const QJsonValue &v : o.value(QLatin1String(key)).toArray()) {
                const QJsonObject a = v.toObject();
                Absence absence;
                absence.board = p->board;
                const bool white = a.value(QLatin1String("side")).toString() == QLatin1String("white");
                const event::PlayerRecord *player = players.value(white ? p->whiteId : p->blackId);
                absence.player = player ? player->name : (white ? p->white : p->black);
                absence.vcs = vcs;
                absence.fromUtcMs = a.value(QLatin1String("from_utc_ms")).toInteger();
                absence.awayMs
                    = a.contains(QLatin1String("away_ms")) ? a.value(QLatin1String("away_ms")).toInteger() : -1;
                absence.ply = a.value(QLatin1String("ply")).toInt();
                absence.movedOffVcs = a.value(QLatin1String("moved_off_vcs")).toBool();
                absences[p->round].append(absence);
            }
        }
    }

    // Per round.
    for (int r = 1; r <= rounds; ++r) {
        QString title = tr("Round %1").arg(r);
        if (const QDate d = e.roundDates.value(r); d.isValid())
            title += QStringLiteral(" — ") + d.toString(Qt::ISODate);
        h += QStringLiteral("<h2>%1</h2>").arg(esc(title));

        h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Rulings")));
        Table rulings(
            {tr("No."), tr("Time (UTC)"), tr("Board"), tr("Article"), tr("Ruling"), tr("Issued by"), tr("Outcome")},
            {5, 8, 7, 9, 31, 15, 25});
        QStringList cards;
        for (const RulingBook::Entry &entry : book.entries()) {
            const Ruling &ru = entry.ruling;
            if (Ruling::isFollowUp(ru.kind) || ru.kind == Kind::Check || roundOfGame(ru.gameId, ru.round) != r)
                continue;
            QString issued
                = esc(ru.issuer) + QStringLiteral(" (") + esc(event::StaffMember::roleText(ru.issuerRole)) + u')';
            if (entry.decidedBy > 0 && entry.state == RulingBook::State::InForce) {
                if (const RulingBook::Entry *confirm = book.entry(entry.decidedBy))
                    //: %1: who confirmed a ruling
                    issued += QStringLiteral("<br>") + esc(tr("confirmed by %1").arg(confirm->ruling.issuer));
            }
            // What became of it: in force or not, what the zone did, the appeal.
            QStringList outcomeLines{esc(stateText(entry.state))};
            if (const QString zone = zoneStateText(entry.zone, entry.zoneMessage);
                entry.state == RulingBook::State::InForce && !zone.isEmpty())
                outcomeLines << esc(zone);
            if (const QString appeal = appealText(entry, book); !appeal.isEmpty())
                outcomeLines << esc(appeal);
            const QString outcome = outcomeLines.join(QStringLiteral("<br>"));
            rulings.row({QString::number(ru.seq), esc(clockTime(ru.utcMs, e.roundDates.value(r))),
                         ru.board > 0 ? QString::number(ru.board) : QString(), article(ru.article),
                         esc(rulings::RulingText::titled(ru)), issued, outcome});
            if ((ru.kind == Kind::YellowCard || ru.kind == Kind::RedCard) && entry.state == RulingBook::State::InForce)
                cards << (ru.kind == Kind::YellowCard ? tr("yellow card: %1") : tr("red card: %1"))
                             .arg(who(ru.player, ru.playerRef.no));
        }
        h += rulings.rows() > 0 ? rulings.html() : none(tr("No rulings in this round."));

        if (checklist.size() > 0) {
            h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Checks before and during the games")));
            int ready = 0, withNotes = 0, total = 0;
            Table exceptions(
                {tr("Player"), tr("Venue"), tr("Check"), tr("Answer"), tr("By"), tr("Time (UTC)"), tr("Note")});
            for (const event::PlayerRecord &p : e.standings.players) {
                const QString key = event::PlayerRef::of(p).key(p.name);
                const auto answered = checklist.ofPlayer(r, key);
                if (answered.isEmpty())
                    continue;
                ++total;
                if (checklist.missing(r, key, checkItems).isEmpty()) {
                    ++ready;
                    if (std::any_of(answered.cbegin(), answered.cend(), [](const rulings::Checklist::Entry &c) {
                            return c.answer != rulings::CheckItem::Answer::Yes;
                        }))
                        ++withNotes;
                }
                for (const rulings::CheckItem &item : checkItems) {
                    const auto c = answered.constFind(item.key);
                    if (c == answered.constEnd()
                        || (c->answer == rulings::CheckItem::Answer::Yes
                            && item.when == rulings::CheckItem::When::BeforeRound && c->note.isEmpty()))
                        continue;
                    exceptions.row({esc(p.name), esc(p.venue),
                                    esc(item.text() + QStringLiteral(" (")
                                        + rulings::RulingText::articleText(item.article) + u')'),
                                    esc(rulings::CheckItem::answerText(c->answer)), esc(c->by),
                                    esc(clockTime(c->utcMs, e.roundDates.value(r))), esc(c->note)});
                }
            }
            //: %1: players ready; %2: players checked; %3: of those ready, how many with notes
            h += paragraph(tr("%1 of %2 players checked were ready for the game (%3 with an item missing and a note).")
                               .arg(ready)
                               .arg(total)
                               .arg(withNotes));
            if (exceptions.rows() > 0)
                h += exceptions.html();
        }

        h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Cards (Art. 13.4)")));
        h += cards.isEmpty() ? none(tr("No cards in this round.")) : paragraph(cards.join(QStringLiteral("; ")));

        h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Disconnections and VCS absences")));
        QList<Absence> away = absences.value(r);
        std::sort(away.begin(), away.end(),
                  [](const Absence &a, const Absence &b) { return a.fromUtcMs < b.fromUtcMs; });
        Table awayTable({tr("From (UTC)"), tr("Board"), tr("Player"), tr("From what"), tr("Duration"), tr("Move")});
        for (const Absence &a : std::as_const(away)) {
            QString what = a.vcs ? tr("video conference (Art. 13)") : tr("game zone (Art. 11)");
            if (a.movedOffVcs)
                what += QStringLiteral("; ") + tr("moved while off the VCS (Art. 13.3)");
            awayTable.row({esc(clockTime(a.fromUtcMs, e.roundDates.value(r))), QString::number(a.board), esc(a.player),
                           esc(what),
                           esc(a.awayMs >= 0 ? rulings::RulingText::duration(a.awayMs) : tr("did not come back")),
                           QString::number((a.ply + 2) / 2)});
        }
        h += away.isEmpty() ? none(tr("No disconnections or VCS absences were recorded in this round."))
                            : awayTable.html();

        h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Incidents and their reviews")));
        Table incidents({tr("Time (UTC)"), tr("Board"), tr("Incident"), tr("Article"), tr("Review")});
        for (const watch::Incident &i : in.incidents) {
            const event::PairingRecord *p = pairingOf.value(i.gameId);
            if (!p || p->round != r)
                continue;
            QString review = watch::Incident::reviewStateText(i.reviewState);
            if (!i.reviewedBy.isEmpty())
                review += QStringLiteral(" — ") + i.reviewedBy;
            if (!i.reviewNote.isEmpty())
                review += QStringLiteral(": ") + i.reviewNote;
            incidents.row({esc(clockTime(i.utcMs, e.roundDates.value(r))), QString::number(i.board),
                           esc(watch::Incident::kindText(i.kind) + QStringLiteral(": ") + i.text()), article(i.article),
                           esc(review)});
        }
        h += incidents.rows() > 0 ? incidents.html() : none(tr("No incidents in this round."));
    }

    // The standings after rulings.
    //: %1: the round number
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Standings after round %1, after rulings").arg(rounds)));
    QStringList head{tr("Rank"), tr("No."), tr("Name"), tr("FIDE ID"), tr("Rating"), tr("Fed."), tr("Points")};
    for (const standings::TieBreak &t : e.standings.tieBreaks)
        head << t.acronym();
    QList<int> widths{5, 5, 21, 11, 8, 6, 7};
    const int left = 100 - 63;
    for (qsizetype i = 0; i < e.standings.tieBreaks.size(); ++i)
        widths << int(left / std::max<qsizetype>(1, e.standings.tieBreaks.size()));
    Table table(head, widths);
    bool adjusted = false;
    for (const standings::StandingsRow &row : standings::Standings::compute(standingsInput)) {
        const event::PlayerRecord *p = players.value(row.player);
        const bool mark = row.adjustment != 0;
        adjusted = adjusted || mark;
        QStringList cells{QString::number(row.rank),
                          QString::number(row.player),
                          esc(p->title.isEmpty() ? p->name : p->title + u' ' + p->name),
                          esc(p->fideId),
                          p->rating > 0 ? QString::number(p->rating) : QString(),
                          esc(p->federation),
                          number(row.points) + (mark ? QStringLiteral("*") : QString())};
        for (double v : row.tieBreaks)
            cells << number(v);
        table.row(cells);
    }
    h += table.html();
    if (adjusted)
        h += paragraph(tr("* points with a score adjustment by a ruling."));
    h += paragraph(tr("Tie-breaks as the FIDE Tie-Break Regulations count them (%1 edition).")
                       .arg(standingsInput.rules == standings::TieBreakRules::Fide2024 ? QStringLiteral("2024")
                                                                                       : QStringLiteral("2026")));

    // Fair play: what was referred and what is held, never a verdict.
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Fair play (Appendix I)")));
    h += paragraph(tr("This section lists the matters referred for fair-play review and the evidence held. It states "
                      "no verdict: the fair-play panel decides."));
    Table referred({tr("No."), tr("Time (UTC)"), tr("Round"), tr("Board"), tr("Player"), tr("Article"), tr("Matter")});
    for (const RulingBook::Entry &entry : book.entries()) {
        const Ruling &ru = entry.ruling;
        if (Ruling::isFollowUp(ru.kind) || !isFairPlayArticle(ru.article))
            continue;
        referred.row({QString::number(ru.seq), esc(when(ru.utcMs)), QString::number(roundOfGame(ru.gameId, ru.round)),
                      ru.board > 0 ? QString::number(ru.board) : QString(), esc(who(ru.player, ru.playerRef.no)),
                      article(ru.article), esc(rulings::RulingText::reasonText(ru.reason))});
    }
    for (const watch::Incident &i : in.incidents) {
        if (i.kind != watch::Incident::Kind::MovedOffVcs)
            continue;
        const event::PairingRecord *p = pairingOf.value(i.gameId);
        referred.row({QString(), esc(when(i.utcMs)), p ? QString::number(p->round) : QString(),
                      QString::number(i.board), esc(i.side == chess::Black ? i.black : i.white), article(i.article),
                      esc(i.text())});
    }
    for (const storage::StoredGame &g : e.games) {
        if (g.status != zone::ZoneStatusInfo::name(zone::ZoneStatus::Cheat))
            continue;
        const event::PairingRecord *p = pairingOf.value(g.gameId);
        referred.row({QString(), esc(when(g.updatedUtcMs)), p ? QString::number(p->round) : QString(),
                      QString::number(g.board), esc(g.white + QStringLiteral(" – ") + g.black), QString(),
                      esc(tr("the platform ended the game for a fair-play violation (a hint, Appendix I A.3)"))});
    }
    h += referred.rows() > 0 ? referred.html() : none(tr("Nothing was referred."));
    h += QStringLiteral("<h3>%1</h3>").arg(esc(tr("Evidence held (Appendix I A.5)")));
    if (!in.evidenceProblem.isEmpty()) {
        h += paragraph(in.evidenceProblem);
    } else {
        int held = 0;
        Table evidence({tr("No."), tr("Taken (UTC)"), tr("Board"), tr("Player"), tr("Feed"), tr("Why")});
        for (const evidence::EvidenceItem &item : in.evidence) {
            if (!item.held)
                continue;
            ++held;
            evidence.row({QString::number(item.id), esc(when(item.takenUtcMs)), QString::number(item.board),
                          esc(who(item.player, item.playerNo)), esc(vcs::FeedKinds::text(item.feed)), esc(item.note)});
        }
        //: %n: how many pieces of evidence the event keeps; %1: how many of them are held for proceedings
        h += paragraph(tr("The event keeps %n piece(s) of VCS evidence; %1 held for proceedings.", nullptr,
                          int(in.evidence.size()))
                           .arg(held));
        if (held > 0)
            h += evidence.html();
    }

    // The log's anchor.
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("The rulings log")));
    if (e.log.isEmpty()) {
        h += paragraph(tr("The rulings log is empty."));
    } else {
        const Ruling &last = e.log.last();
        //: %n: how many entries the log has
        h += paragraph(
            tr("The rulings log has %n entries; the last was recorded at %1 UTC.", nullptr, int(e.log.size()))
                .arg(when(last.utcMs)));
        h += QStringLiteral("<p>%1<br><tt>%2</tt></p>")
                 .arg(esc(tr("Its head hash (SHA-256):")), esc(QString::fromLatin1(last.hash)));
        h += paragraph(in.logProblem ? tr("The log did NOT verify when this report was made: %1").arg(*in.logProblem)
                                     : tr("The log verified intact when this report was made (numbering, hash chain, "
                                          "times, permissions)."));
        //: %1: the command an auditor runs
        h += QStringLiteral("<p>%1<br><tt>arbiterctl verify-log DB --head %2</tt></p>")
                 .arg(esc(tr("A later copy of the database is checked against this paper with:")),
                      esc(QString::fromLatin1(last.hash)));
    }
    //: %1: when the report was made (UTC)
    h += paragraph(tr("Report made at %1 UTC.").arg(when(QDateTime::currentMSecsSinceEpoch())));
    h += QStringLiteral("<p><br>%1 ______________________________ &nbsp;&nbsp; %2 ______________</p>")
             .arg(esc(tr("Chief arbiter:")), esc(tr("Date:")));
    h += QStringLiteral("</body></html>");
    return h;
}

} // namespace arbiter::report
