#include "core/seminar/seminarcheck.h"

#include "core/clock/timecontrol.h"
#include "core/rulings/penaltyrules.h"
#include "core/rulings/permissions.h"
#include "core/rulings/rulingtext.h"

namespace arbiter::seminar {

QStringList SeminarCheck::problems(const SeminarPack &pack, const ScenarioFacts &scenario)
{
    QStringList out;
    const bool russian = pack.language == QLatin1String("ru");
    if (russian && pack.title.ru.isEmpty())
        out << tr("The pack's title has no Russian text.");
    // The event the console sees must be the one the games are played at, or every game raises an
    // incident the pack did not mean (Art. 4.4), and rulings name no player of the event.
    if (!pack.timeControl.isEmpty() && !scenario.gamesTimeControl.isEmpty()) {
        const auto mine = clock::TimeControl::fromFide(pack.timeControl);
        const auto games = clock::TimeControl::fromPgnTag(scenario.gamesTimeControl);
        if (mine && games && mine->periods() != games->periods())
            //: %1: the pack's time control; %2: the games' (PGN form)
            out << tr("The event's time control %1 is not the one the games are played at (%2).")
                       .arg(pack.timeControl, scenario.gamesTimeControl);
    }
    if (!pack.players.isEmpty()) {
        for (const QString &name : scenario.players) {
            bool found = false;
            for (const event::PlayerRecord &p : pack.players)
                found = found || p.name.compare(event::PlayerRecord::normalizedName(name), Qt::CaseInsensitive) == 0;
            if (!found)
                //: %1: a player's name
                out << tr("%1 plays in the scenario's games but is not on the event's list of players.").arg(name);
        }
    }
    for (const PackIncident &incident : pack.incidents) {
        //: %1: the incident's id; %2: what is wrong with it
        auto say = [&](const QString &why) { out << tr("Incident %1: %2").arg(incident.id, why); };
        if (incident.board > scenario.games)
            //: %1: the board; %2: how many games the scenario plays
            say(tr("board %1 is not in the scenario, which plays %2 games.").arg(incident.board).arg(scenario.games));
        else if (incident.scripted && !scenario.actionsByBoard.contains(incident.board))
            //: %1: the board
            say(tr("nothing happens on board %1 in the scenario.").arg(incident.board));
        if (russian) {
            for (const PackText *t : {&incident.title, &incident.briefing, &incident.explanation})
                if (t->ru.isEmpty())
                    say(tr("a text has no Russian version (\"%1\").").arg(t->en.left(40)));
            for (const PackText &t : incident.facts)
                if (t.ru.isEmpty())
                    say(tr("a text has no Russian version (\"%1\").").arg(t.en.left(40)));
        }
        for (const Reference &ref : incident.references) {
            const QString kind = rulings::RulingText::kindTitle(ref.kind);
            const bool issue = rulings::Permissions::mayIssue(pack.traineeRole, ref.kind);
            if (!issue && !rulings::Permissions::mayPropose(pack.traineeRole, ref.kind))
                //: %1: the kind of ruling; %2: the trainees' role
                say(tr("a trainee as %2 can neither record nor propose \"%1\".")
                        .arg(kind, event::StaffMember::roleText(pack.traineeRole)));
            rulings::Ruling r;
            r.kind = ref.kind;
            r.side = ref.side.value_or(chess::White);
            r.gameId = QStringLiteral("board-%1").arg(incident.board);
            r.board = incident.board;
            r.player = *r.side == chess::White ? tr("White") : tr("Black");
            r.opponent = *r.side == chess::White ? tr("Black") : tr("White");
            r.article = ref.article;
            r.params = ref.params;
            // A reference that accepts any amount of time is checked with a minute.
            if ((ref.kind == rulings::Kind::TimeAdd || ref.kind == rulings::Kind::TimeDeduct
                 || ref.kind == rulings::Kind::TimeAdjust)
                && !r.params.contains(QLatin1String("ms")))
                r.params.insert(QStringLiteral("ms"), 60'000);
            r.proposed = !issue;
            rulings::GameContext game;
            game.known = true;
            // A result is set on a game the zone ended; everything else on a game that goes on.
            game.ended = ref.kind == rulings::Kind::ResultSet;
            game.plies = incident.atPly.value_or(10);
            game.whiteMs = game.blackMs = scenario.baseMs;
            game.currentRound = 1;
            if (auto why = rulings::PenaltyRules::check(r, game))
                //: %1: the kind of ruling; %2: why the console would refuse it
                say(tr("the reference \"%1\" would be refused: %2").arg(kind, *why));
        }
    }
    return out;
}

} // namespace arbiter::seminar
