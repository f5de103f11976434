#include "app/arbiterctl/seminarcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/chess/pgnreader.h"
#include "core/clock/timecontrol.h"
#include "core/rulings/rulinglog.h"
#include "core/seminar/seminarcheck.h"
#include "core/seminar/seminargrader.h"
#include "core/storage/eventstore.h"
#include "sim/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <utility>

namespace arbiter::ctl {

namespace {

// What the simulator will play of the pack's scenario, read by the simulator's own reader.
Result<seminar::ScenarioFacts> scenarioFacts(const seminar::SeminarPack &pack)
{
    auto scenario = zone::sim::Scenario::fromJson(QJsonDocument(pack.scenario).toJson(), pack.baseDir);
    if (!scenario)
        return scenario.error();
    seminar::ScenarioFacts facts;
    facts.games = scenario->games.value_or(0);
    if (!scenario->pgnPath.isEmpty()) {
        QFile file(scenario->pgnPath);
        if (!file.open(QIODevice::ReadOnly))
            //: %1: the PGN file's path; %2: the system's message
            return Error{SeminarCommand::tr("Cannot open the scenario's games %1: %2")
                             .arg(scenario->pgnPath, file.errorString())};
        chess::PgnReader reader(&file);
        chess::PgnGame game;
        int games = 0;
        while (reader.readGame(game)) {
            ++games;
            if (scenario->games && games > *scenario->games)
                continue;
            if (facts.gamesTimeControl.isEmpty())
                facts.gamesTimeControl = game.tag("TimeControl");
            for (const char *side : {"White", "Black"})
                if (const QString name = game.tag(side); !name.isEmpty() && !facts.players.contains(name))
                    facts.players << name;
        }
        facts.games = scenario->games ? std::min(*scenario->games, games) : games;
    }
    if (scenario->timeControl && !scenario->timeControl->periods().empty())
        facts.baseMs = scenario->timeControl->periods().front().baseMs;
    else if (auto tc = clock::TimeControl::fromFide(pack.timeControl); tc && !tc->periods().empty())
        facts.baseMs = tc->periods().front().baseMs;
    for (const zone::sim::ScenarioEvent &e : scenario->events)
        if (e.board > 0)
            facts.actionsByBoard[e.board] << QString(zone::sim::ScenarioEvent::actionName(e.action));
    return facts;
}

int check(const QStringList &positional)
{
    if (positional.size() != 2) {
        err() << SeminarCommand::tr("seminar check needs the pack.") << Qt::endl;
        return ExitUsage;
    }
    const auto pack = seminar::SeminarPack::load(positional[1]);
    if (!pack) {
        err() << terminalText(pack.error().message) << Qt::endl;
        return ExitFailure;
    }
    const auto facts = scenarioFacts(pack.value());
    if (!facts) {
        err() << terminalText(facts.error().message) << Qt::endl;
        return ExitFailure;
    }
    const QStringList problems = seminar::SeminarCheck::problems(pack.value(), facts.value());
    for (const QString &p : problems)
        out() << terminalText(p) << Qt::endl;
    if (!problems.isEmpty())
        return ExitFailure;
    //: %1: the pack's title; %n: how many incidents; %2: the points of the pack
    out() << terminalText(SeminarCommand::tr("%1: %n incident(s), %2 points; every reference ruling can be made.",
                                             nullptr, int(pack->incidents.size()))
                              .arg(pack->title.in(pack->language))
                              .arg(pack->totalPoints()))
          << Qt::endl;
    return ExitOk;
}

QJsonObject toJson(const seminar::TraineeGrade &g)
{
    QJsonArray incidents;
    for (const seminar::IncidentGrade &i : g.incidents)
        incidents.append(QJsonObject{{QStringLiteral("id"), i.incidentId},
                                     {QStringLiteral("score"), i.score},
                                     {QStringLiteral("max"), i.max},
                                     {QStringLiteral("ruling"), qint64(i.seq)},
                                     {QStringLiteral("reference"), i.reference},
                                     {QStringLiteral("missing"), i.missing},
                                     {QStringLiteral("wrong_ruling"), i.wrongRuling},
                                     {QStringLiteral("wrong_article"), i.wrongArticle},
                                     {QStringLiteral("late"), i.late},
                                     {QStringLiteral("proposed_only"), i.proposedOnly},
                                     {QStringLiteral("wrong_params"), i.wrongParams},
                                     {QStringLiteral("note"), i.note}});
    QJsonArray unanswered;
    for (const std::int64_t seq : g.unanswered)
        unanswered.append(qint64(seq));
    return {{QStringLiteral("trainee"), g.trainee},   {QStringLiteral("score"), g.score},
            {QStringLiteral("max"), g.max},           {QStringLiteral("percent"), g.percent()},
            {QStringLiteral("incidents"), incidents}, {QStringLiteral("unanswered"), unanswered}};
}

int grade(const QCommandLineParser &parser, const QCommandLineOption &trainee, const QCommandLineOption &json,
          const QCommandLineOption &event)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        err() << SeminarCommand::tr("seminar grade needs the pack and the seminar's event database.") << Qt::endl;
        return ExitUsage;
    }
    const auto pack = seminar::SeminarPack::load(positional[1]);
    if (!pack) {
        err() << terminalText(pack.error().message) << Qt::endl;
        return ExitFailure;
    }
    auto opened = EventDatabase::open(positional[2], parser.value(event));
    if (!opened)
        return ExitFailure;
    rulings::SqlRulingLog log(opened->store->database());
    const auto rows = log.read(opened->eventId);
    if (!rows) {
        err() << terminalText(rows.error().message) << Qt::endl;
        return ExitFailure;
    }
    // Every trainee who recorded something, or the one asked for.
    const QStringList trainees
        = parser.isSet(trainee) ? QStringList{parser.value(trainee)} : seminar::SeminarGrader::trainees(rows.value());
    // When each incident was seen: the console's first incident on its board (the detector's time).
    QHash<QString, std::int64_t> moments;
    if (const auto incidents = opened->store->incidents(opened->eventId))
        moments = seminar::SeminarGrader::moments(pack.value(), incidents.value());
    QJsonArray all;
    for (const QString &name : std::as_const(trainees)) {
        const seminar::TraineeGrade g = seminar::SeminarGrader::grade(pack.value(), rows.value(), name, moments);
        if (parser.isSet(json)) {
            all.append(toJson(g));
            continue;
        }
        //: %1: the trainee; %2: the score; %3: the maximum; %4: the percentage
        out() << terminalText(SeminarCommand::tr("%1: %2 of %3 (%4 %)")
                                  .arg(name)
                                  .arg(g.score, 0, 'f', 1)
                                  .arg(g.max)
                                  .arg(g.percent(), 0, 'f', 0))
              << Qt::endl;
        for (const seminar::IncidentGrade &i : g.incidents) {
            const seminar::PackIncident *incident = nullptr;
            for (const seminar::PackIncident &p : pack->incidents)
                if (p.id == i.incidentId)
                    incident = &p;
            out() << terminalText(QStringLiteral("  %1  %2/%3  %4%5")
                                      .arg(incident ? incident->title.in(pack->language) : i.incidentId)
                                      .arg(i.score, 0, 'f', 1)
                                      .arg(i.max)
                                      .arg(i.seq > 0 ? QStringLiteral("#%1").arg(i.seq) : QStringLiteral("—"))
                                      .arg(i.note.isEmpty() ? QString() : QStringLiteral("  (") + i.note + u')'))
                  << Qt::endl;
        }
    }
    if (parser.isSet(json))
        out() << QJsonDocument(QJsonObject{{QStringLiteral("pack"), pack->id}, {QStringLiteral("trainees"), all}})
                     .toJson(QJsonDocument::Indented);
    return ExitOk;
}

} // namespace

QString SeminarCommand::summary()
{
    return tr("Check a seminar pack (seminar check PACK), or grade the trainees' rulings of a seminar event "
              "against it (seminar grade PACK DB|URL).");
}

int SeminarCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("check|grade"), tr("What to do."));
    parser.addPositionalArgument(QStringLiteral("PACK"), tr("The seminar pack (a JSON file, docs/seminars.md)."));
    parser.addPositionalArgument(QStringLiteral("DB"), tr("grade: the seminar's event database or server address."));
    const QCommandLineOption trainee(QStringLiteral("trainee"), tr("grade: only this trainee (their staff name)."),
                                     QStringLiteral("name"));
    const QCommandLineOption json(QStringLiteral("json"), tr("grade: print one JSON object."));
    const QCommandLineOption event = EventDatabase::eventOption();
    parser.addOptions({trainee, json, event});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    const QString what = positional.value(0);
    if (what == QLatin1String("check"))
        return check(positional);
    if (what == QLatin1String("grade"))
        return grade(parser, trainee, json, event);
    err() << tr("seminar takes check or grade.") << Qt::endl;
    return ExitUsage;
}

} // namespace arbiter::ctl
