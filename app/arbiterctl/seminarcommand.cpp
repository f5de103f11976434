#include "app/arbiterctl/seminarcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/chess/pgnreader.h"
#include "core/clock/timecontrol.h"
#include "core/report/tables.h"
#include "core/rulings/rulinglog.h"
#include "core/seminar/seminarcheck.h"
#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarsheet.h"
#include "core/seminar/seminarstate.h"
#include "core/storage/eventstore.h"
#include "core/team/teamserver.h"
#include "sim/scenario.h"
#ifdef ARBITER_RENDER
#include "render/pdfdocument.h"
#endif

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QSaveFile>

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

// The pack, or nothing with why said.
std::optional<seminar::SeminarPack> loadPack(const QString &path)
{
    auto pack = seminar::SeminarPack::load(path);
    if (!pack) {
        err() << terminalText(pack.error().message) << Qt::endl;
        return std::nullopt;
    }
    return std::move(*pack);
}

int check(const QStringList &positional)
{
    if (positional.size() != 2) {
        err() << SeminarCommand::tr("seminar check needs the pack.") << Qt::endl;
        return ExitUsage;
    }
    const auto pack = loadPack(positional[1]);
    if (!pack)
        return ExitFailure;
    const auto facts = scenarioFacts(*pack);
    if (!facts) {
        err() << terminalText(facts.error().message) << Qt::endl;
        return ExitFailure;
    }
    const QStringList problems = seminar::SeminarCheck::problems(*pack, facts.value());
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

// Writes `bytes` to `path` whole or not at all; false with the reason said.
bool writeFile(const QString &path, const QByteArray &bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        //: %1: the file; %2: why it could not be written
        err() << terminalText(SeminarCommand::tr("Could not write %1: %2").arg(path, file.errorString())) << Qt::endl;
        return false;
    }
    return true;
}

// A result sheet as PDF (HTML where the build has no renderer), `name` without its extension.
bool writeSheet(const QString &html, const QString &title, const QString &name)
{
#ifdef ARBITER_RENDER
    if (const auto error = render::PdfDocument::write(html, title, name + QStringLiteral(".pdf"))) {
        err() << terminalText(error->message) << Qt::endl;
        return false;
    }
    return true;
#else
    Q_UNUSED(title)
    return writeFile(name + QStringLiteral(".html"), html.toUtf8());
#endif
}

// A trainee's name as a file name: letters, digits and '-' kept (Cyrillic too), the rest '_'.
QString fileName(const QString &name)
{
    QString out;
    for (const QChar c : name)
        out += c.isLetterOrNumber() || c == u'-' ? c : u'_';
    return out.isEmpty() ? QStringLiteral("trainee") : out;
}

int grade(const QCommandLineParser &parser, const QCommandLineOption &trainee, const QCommandLineOption &json,
          const QCommandLineOption &event, const QCommandLineOption &sheets, const QCommandLineOption &csv)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3) {
        err() << SeminarCommand::tr("seminar grade needs the pack and the seminar's event database.") << Qt::endl;
        return ExitUsage;
    }
    const auto pack = loadPack(positional[1]);
    if (!pack)
        return ExitFailure;
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
        moments = seminar::SeminarGrader::moments(*pack, incidents.value());
    QJsonArray all;
    QList<seminar::TraineeGrade> grades;
    for (const QString &name : std::as_const(trainees)) {
        const seminar::TraineeGrade g = seminar::SeminarGrader::grade(*pack, rows.value(), name, moments);
        grades.append(g);
        if (parser.isSet(json)) {
            all.append(toJson(g));
            continue;
        }
        //: %1: the trainee; %2: the score; %3: the maximum; %4: the percentage
        out() << terminalText(SeminarCommand::tr("%1: %2 of %3 (%4 %)")
                                  .arg(name)
                                  .arg(seminar::SeminarSheet::pointsText(g.score))
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
                                      .arg(seminar::SeminarSheet::pointsText(i.score))
                                      .arg(i.max)
                                      .arg(i.seq > 0 ? QStringLiteral("#%1").arg(i.seq) : QStringLiteral("—"))
                                      .arg(i.note.isEmpty() ? QString() : QStringLiteral("  (") + i.note + u')'))
                  << Qt::endl;
        }
    }
    if (parser.isSet(json))
        out() << QJsonDocument(QJsonObject{{QStringLiteral("pack"), pack->id}, {QStringLiteral("trainees"), all}})
                     .toJson(QJsonDocument::Indented);
    if (parser.isSet(csv) && !writeFile(parser.value(csv), seminar::SeminarSheet::csv(*pack, grades)))
        return ExitFailure;
    if (parser.isSet(sheets)) {
        // The sheets in the language arbiterctl speaks (--lang), the pack's texts too.
        const QString language
            = QLocale().name().startsWith(QLatin1String("ru")) ? QStringLiteral("ru") : QStringLiteral("en");
        const QDir dir(parser.value(sheets));
        if (!dir.exists() && !QDir().mkpath(dir.path())) {
            //: %1: the folder
            err() << terminalText(SeminarCommand::tr("Could not make the folder %1.").arg(dir.path())) << Qt::endl;
            return ExitFailure;
        }
        const QString title = pack->title.in(language);
        for (const seminar::TraineeGrade &g : std::as_const(grades))
            if (!writeSheet(seminar::SeminarSheet::traineeHtml(*pack, g, rows.value(), language),
                            QStringLiteral("%1 — %2").arg(title, g.trainee), dir.filePath(fileName(g.trainee))))
                return ExitFailure;
        if (!writeSheet(seminar::SeminarSheet::seminarHtml(*pack, grades, language), title,
                        dir.filePath(QStringLiteral("seminar"))))
            return ExitFailure;
    }
    return ExitOk;
}

// The trainees' list: one per line, "Name" or "Name;login"; empty lines and lines from '#' skipped.
Result<QList<event::StaffMember>> readTrainees(const QString &path, event::StaffMember::Role role)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1: the file; %2: the system's message
        return Error{SeminarCommand::tr("Cannot open the trainees' list %1: %2").arg(path, file.errorString())};
    QList<event::StaffMember> out;
    int line = 0;
    while (!file.atEnd()) {
        ++line;
        const QString text = QString::fromUtf8(file.readLine()).trimmed();
        if (text.isEmpty() || text.startsWith(u'#'))
            continue;
        event::StaffMember m;
        m.name = text.section(u';', 0, 0).trimmed();
        m.role = role;
        m.login = text.contains(u';') ? text.section(u';', 1).trimmed() : event::StaffMember::loginFromName(m.name);
        if (m.name.isEmpty() || m.login.isEmpty())
            //: %1: the file; %2: the line number
            return Error{SeminarCommand::tr("%1, line %2: a trainee needs a name.").arg(path).arg(line)};
        for (const event::StaffMember &other : std::as_const(out))
            if (other.login == m.login)
                //: %1: the file; %2: the line number; %3: the login
                return Error{SeminarCommand::tr("%1, line %2: the login %3 is given twice (write \"Name;login\" to "
                                                "tell them apart).")
                                 .arg(path)
                                 .arg(line)
                                 .arg(m.login)};
        out.append(m);
    }
    if (out.isEmpty())
        //: %1: the file
        return Error{SeminarCommand::tr("The trainees' list %1 names nobody.").arg(path)};
    return out;
}

// seminar enrol PACK URL --trainees FILE --lecturer NAME: the seminar's team event made from the pack
// (its players, time control and card policy, the seminar's state naming the lecturer), a chief
// arbiter's login for the lecturer and one in the pack's role for each trainee, with their passwords.
int enrol(const QCommandLineParser &parser, const QCommandLineOption &trainees, const QCommandLineOption &lecturer,
          const QCommandLineOption &grading, const QCommandLineOption &passwords)
{
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 3 || !parser.isSet(trainees) || parser.value(lecturer).trimmed().isEmpty()) {
        err() << SeminarCommand::tr("seminar enrol needs the pack, the team event's address, --trainees and "
                                    "--lecturer.")
              << Qt::endl;
        return ExitUsage;
    }
    const QString gradingValue = parser.value(grading);
    if (parser.isSet(grading) && gradingValue != QLatin1String("made") && gradingValue != QLatin1String("end")) {
        err() << SeminarCommand::tr("--grading takes made or end.") << Qt::endl;
        return ExitUsage;
    }
    const auto pack = loadPack(positional[1]);
    if (!pack)
        return ExitFailure;
    const auto people = readTrainees(parser.value(trainees), pack->traineeRole);
    if (!people) {
        err() << terminalText(people.error().message) << Qt::endl;
        return ExitFailure;
    }
    const QString url = positional[2];
    auto admin = EventDatabase::openAdmin(url);
    if (!admin)
        return ExitFailure;
    if (auto error = team::TeamServer::init(*admin)) {
        err() << terminalText(error->message) << Qt::endl;
        return ExitFailure;
    }
    auto opened = EventDatabase::open(url, QString(), true);
    if (!opened)
        return ExitFailure;
    storage::EventStore &store = *opened->store;
    auto fail = [](const Error &e) {
        err() << terminalText(e.message) << Qt::endl;
        return ExitFailure;
    };
    if (opened->eventId == 0) {
        event::EventInfo info;
        info.name = pack->eventName;
        auto id = store.createEvent(info);
        if (!id)
            return fail(id.error());
        opened->eventId = id.value();
        store.setLastOpenedEvent(id.value());
    }
    auto before = store.loadEvent(opened->eventId);
    if (!before)
        return fail(before.error());
    if (auto error = store.saveSetup(before.value(), pack->eventFor(before.value())))
        return fail(*error);
    if (auto error = store.setEventValue(opened->eventId, QStringLiteral("card-policy"),
                                         QString::fromUtf8(pack->cardPolicy.toJson())))
        return fail(*error);
    // Run again: the room's state (started, paused, revealed) stays; the lecturer and grading are set anew.
    seminar::SeminarState state;
    if (auto kept = store.eventValue(opened->eventId, QStringLiteral("seminar")); kept && kept->has_value())
        if (auto read = seminar::SeminarState::fromJson((*kept)->toUtf8()); read && read->packId == pack->id)
            state = read.value();
    state.packId = pack->id;
    state.lecturers = {parser.value(lecturer).trimmed()};
    state.gradeWhenMade = parser.isSet(grading) ? gradingValue == QLatin1String("made") : pack->gradeWhenMade;
    if (auto error = store.setEventValue(opened->eventId, QStringLiteral("seminar"), QString::fromUtf8(state.toJson())))
        return fail(*error);
    opened.reset();

    // The logins: the lecturer as chief arbiter, each trainee in the pack's role.
    QList<event::StaffMember> members;
    event::StaffMember lead;
    lead.name = state.lecturers.first();
    lead.role = event::StaffMember::Role::ChiefArbiter;
    lead.login = event::StaffMember::loginFromName(lead.name);
    members << lead << people.value();
    report::CsvTable sheet(u',');
    sheet.row({QStringLiteral("name"), QStringLiteral("login"), QStringLiteral("role"), QStringLiteral("password")});
    for (const event::StaffMember &m : std::as_const(members)) {
        auto set = team::TeamServer::addStaff(*admin, m);
        if (!set)
            return fail(set.error());
        //: %1: the person's name; %2: their login; %3: their role; %4: the password (or a note that it is unchanged)
        out() << terminalText(SeminarCommand::tr("%1 (login %2, %3): %4")
                                  .arg(m.name, m.login, event::StaffMember::roleText(m.role),
                                       set->isEmpty() ? SeminarCommand::tr("password unchanged") : set.value()))
              << Qt::endl;
        sheet.row({m.name, m.login, QString(event::StaffMember::roleKey(m.role)), set.value()});
    }
    if (parser.isSet(passwords) && !writeFile(parser.value(passwords), sheet.bytes()))
        return ExitFailure;
    //: %1: the pack's title; %n: how many trainees
    out() << terminalText(SeminarCommand::tr("The seminar \"%1\" is ready for %n trainee(s): each opens it with "
                                             "arbiter-console --seminar PACK --server ADDRESS and their login.",
                                             nullptr, int(people->size()))
                              .arg(pack->title.in(pack->language)))
          << Qt::endl;
    return ExitOk;
}

} // namespace

QString SeminarCommand::summary()
{
    return tr("Check a seminar pack (seminar check PACK), enrol a seminar's trainees on a team event (seminar enrol "
              "PACK URL), or grade the trainees' rulings of a seminar event against it (seminar grade PACK DB|URL).");
}

int SeminarCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("check|grade|enrol"), tr("What to do."));
    parser.addPositionalArgument(QStringLiteral("PACK"), tr("The seminar pack (a JSON file, docs/seminars.md)."));
    parser.addPositionalArgument(QStringLiteral("DB"), tr("grade: the seminar's event database or server address."));
    const QCommandLineOption trainee(QStringLiteral("trainee"), tr("grade: only this trainee (their staff name)."),
                                     QStringLiteral("name"));
    const QCommandLineOption json(QStringLiteral("json"), tr("grade: print one JSON object."));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption sheets(QStringLiteral("sheets"),
                                    tr("grade: write a result sheet per trainee and one for the seminar (PDF) into "
                                       "this folder."),
                                    QStringLiteral("folder"));
    const QCommandLineOption csv(QStringLiteral("csv"), tr("grade: write the scores as CSV to this file."),
                                 QStringLiteral("file"));
    const QCommandLineOption trainees(QStringLiteral("trainees"),
                                      tr("enrol: the trainees, one per line (\"Name\" or \"Name;login\")."),
                                      QStringLiteral("file"));
    const QCommandLineOption lecturer(QStringLiteral("lecturer"),
                                      tr("enrol: the lecturer's name (a chief arbiter's login)."),
                                      QStringLiteral("name"));
    const QCommandLineOption grading(
        QStringLiteral("grading"),
        tr("enrol: show each score when the ruling is made (made) or only at the end (end); "
           "default: the pack's."),
        QStringLiteral("made|end"));
    const QCommandLineOption passwords(QStringLiteral("passwords"),
                                       tr("enrol: also write the logins and passwords as CSV to this file."),
                                       QStringLiteral("file"));
    parser.addOptions({trainee, json, event, sheets, csv, trainees, lecturer, grading, passwords});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    const QStringList positional = parser.positionalArguments();
    const QString what = positional.value(0);
    if (what == QLatin1String("check"))
        return check(positional);
    if (what == QLatin1String("grade"))
        return grade(parser, trainee, json, event, sheets, csv);
    if (what == QLatin1String("enrol"))
        return enrol(parser, trainees, lecturer, grading, passwords);
    err() << tr("seminar takes check, grade or enrol.") << Qt::endl;
    return ExitUsage;
}

} // namespace arbiter::ctl
