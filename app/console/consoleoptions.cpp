#include "app/console/consoleoptions.h"

#include "core/common/boundedfile.h"
#include "core/common/optionvalue.h"
#include "core/seminar/seminarpack.h"
#include "core/vcs/vcssettings.h"
#include "sim/scenario.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <climits>

namespace arbiter::console {

namespace {
const QString LangOption = QStringLiteral("lang");
} // namespace

void ConsoleOptions::declareLanguage(QCommandLineParser &parser)
{
    parser.addOption(
        QCommandLineOption(LangOption, tr("Language: ru or en (default: the system's)."), QStringLiteral("lang")));
}

QString ConsoleOptions::language(const QCommandLineParser &parser)
{
    return parser.isSet(LangOption) ? parser.value(LangOption) : QString();
}

void ConsoleOptions::declare(QCommandLineParser &parser)
{
    parser.setApplicationDescription(tr("Arbiter Console: every board of an online event, live."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("demo"), tr("Open a live demo round on the embedded game-zone simulator.")},
        {QStringLiteral("games"), tr("Games in the demo round (default 64)."), QStringLiteral("n"),
         QStringLiteral("64")},
        {QStringLiteral("speed"), tr("Demo speed: simulated seconds per second (default 1)."), QStringLiteral("x"),
         QStringLiteral("1")},
        {QStringLiteral("seed"), tr("Seed of the demo round (default 1)."), QStringLiteral("s"), QStringLiteral("1")},
        {QStringLiteral("pgn"), tr("Replay the games of this PGN file in the demo."), QStringLiteral("file")},
        {QStringLiteral("screenshot"), tr("Save a picture of the window to this PNG file (with --quit-after)."),
         QStringLiteral("file")},
        {QStringLiteral("quit-after"), tr("Quit after this many seconds."), QStringLiteral("s")},
        {QStringLiteral("list"), tr("Start with the game list instead of the board wall.")},
        {QStringLiteral("feeds"), tr("Start with the feed wall, N tiles a page (16, 25 or 49)."), QStringLiteral("n")},
        {QStringLiteral("feed-template"),
         tr("The demo's players' feeds at this address template (e.g. a feed relay's "
            "rtsp://HOST:8554/{event}/{player}/{feed}) instead of its simulated ones."),
         QStringLiteral("url")},
        {QStringLiteral("sector"), tr("Show only these boards, e.g. 1-20,35."), QStringLiteral("boards")},
        {QStringLiteral("focus"), tr("Open board N large as soon as it is listed."), QStringLiteral("n")},
        {QStringLiteral("scenario"),
         tr("Play these scripted incidents in the demo (default: the built-in demo scenario; \"none\" for none)."),
         QStringLiteral("file")},
        {QStringLiteral("seminar"),
         tr("Play this seminar pack: its incidents live on the embedded simulator, your rulings graded against "
            "the reference (docs/seminars.md)."),
         QStringLiteral("pack")},
        {QStringLiteral("db"),
         tr("The events database (an SQLite file; default: the one in the user's data folder; the demo uses a "
            "fresh one unless given)."),
         QStringLiteral("file")},
        {QStringLiteral("server"),
         tr("Open a team event on its PostgreSQL server (postgresql://login@server/database; the password is asked "
            "for or taken from the system keychain, never given here)."),
         QStringLiteral("url")},
        {QStringLiteral("as"),
         tr("Who you are: a name on the event's staff list (otherwise the console asks; the demo makes you its "
            "chief arbiter)."),
         QStringLiteral("name")},
        {QStringLiteral("stats"),
         tr("Print frames per second, GUI stalls, event-to-screen delay, CPU and memory every s seconds."),
         QStringLiteral("s")},
    });
}

Result<ConsoleOptions> ConsoleOptions::read(const QCommandLineParser &parser)
{
    auto value = [&parser](const char *name) { return parser.value(QLatin1String(name)); };
    auto isSet = [&parser](const char *name) { return parser.isSet(QLatin1String(name)); };
    ConsoleOptions o;
    o.demo = isSet("demo");
    const auto games = OptionValue::whole(QStringLiteral("--games"), value("games"), 1, 1000);
    if (!games)
        return games.error();
    o.games = int(games.value());
    const auto speed = OptionValue::number(QStringLiteral("--speed"), value("speed"), 0.001, 1000);
    if (!speed)
        return speed.error();
    o.speed = speed.value();
    const auto seed = OptionValue::whole(QStringLiteral("--seed"), value("seed"), 0, UINT_MAX);
    if (!seed)
        return seed.error();
    o.seed = std::uint32_t(seed.value());
    if (isSet("quit-after")) {
        // At most a day: the timer counts milliseconds in an int.
        const auto seconds = OptionValue::number(QStringLiteral("--quit-after"), value("quit-after"), 0.001, 86400);
        if (!seconds)
            return seconds.error();
        o.quitAfterSeconds = seconds.value();
    }
    if (isSet("stats")) {
        const auto seconds = OptionValue::number(QStringLiteral("--stats"), value("stats"), 0.5, 86400);
        if (!seconds)
            return seconds.error();
        o.statsSeconds = seconds.value();
    }
    if (isSet("focus")) {
        const auto board = OptionValue::whole(QStringLiteral("--focus"), value("focus"), 1, 100000);
        if (!board)
            return board.error();
        o.focusBoard = int(board.value());
    }
    if (isSet("pgn")) {
        o.pgn = value("pgn");
        if (const auto error = BoundedFile::checkReadable(o.pgn))
            return *error;
    }
    if (isSet("screenshot")) {
        if (!o.quitAfterSeconds)
            return Error{tr("--screenshot needs --quit-after: the picture is taken when the console quits.")};
        o.screenshot = value("screenshot");
        if (const auto error = BoundedFile::checkWritable(o.screenshot))
            return *error;
    }
    if (isSet("scenario")) {
        o.scenario = value("scenario");
        if (o.scenario != QLatin1String("none"))
            if (const auto error = BoundedFile::checkReadable(o.scenario))
                return *error;
    }
    if (isSet("feeds")) {
        const auto tiles = OptionValue::whole(QStringLiteral("--feeds"), value("feeds"), 16, 49);
        if (!tiles)
            return tiles.error();
        if (tiles.value() != 16 && tiles.value() != 25 && tiles.value() != 49)
            return Error{tr("--feeds takes 16, 25 or 49 (tiles a page).")};
        o.feedWall = int(tiles.value());
    }
    if (isSet("feed-template")) {
        o.feedTemplate = value("feed-template");
        if (const QString problem = vcs::VcsSettings::templateProblem(o.feedTemplate); !problem.isEmpty())
            return Error{problem};
    }
    if (isSet("seminar")) {
        o.seminar = value("seminar");
        const auto pack = seminar::SeminarPack::load(o.seminar);
        if (!pack)
            return pack.error();
        // The pack's round: its scenario's games, speed and seed, unless the command line says otherwise.
        auto scenario = zone::sim::Scenario::fromJson(QJsonDocument(pack->scenario).toJson(), pack->baseDir);
        if (!scenario)
            return scenario.error();
        if (isSet("scenario"))
            return Error{tr("--seminar plays the pack's own scenario on the embedded simulator: give no --scenario "
                            "with it.")};
        o.demo = true;
        if (o.pgn.isEmpty())
            o.pgn = scenario->pgnPath;
        if (!isSet("speed") && scenario->speed)
            o.speed = *scenario->speed;
        if (!isSet("seed") && scenario->seed)
            o.seed = *scenario->seed;
    }
    o.list = isSet("list");
    o.sector = value("sector");
    o.db = value("db");
    o.server = value("server");
    if (!o.server.isEmpty()) {
        if (!o.db.isEmpty())
            return Error{tr("Give either --db or --server, not both.")};
        if (const auto options = storage::PostgresOptions::fromUrl(o.server); !options)
            return options.error();
    }
    o.as = value("as").trimmed();
    return o;
}

Result<zone::sim::SimOptions> ConsoleOptions::demoRound() const
{
    zone::sim::SimOptions options;
    options.roundId = QStringLiteral("demo");
    options.speed = speed;
    options.seed = seed;
    options.engineSeed = qulonglong(seed);
    if (!pgn.isEmpty())
        options.pgnPath = pgn;
    else
        options.engineGames = games;
    // The demo's incidents: scripted on the simulator, so the queue has something to show.
    if (!seminar.isEmpty()) {
        // A seminar's incidents are the pack's scenario, played as written.
        const auto pack = seminar::SeminarPack::load(seminar);
        if (!pack)
            return pack.error();
        auto loaded = zone::sim::Scenario::fromJson(QJsonDocument(pack->scenario).toJson(), pack->baseDir);
        if (!loaded)
            return loaded.error();
        options.scenario = std::move(loaded.value());
        return options;
    }
    const QString path = scenario.isEmpty() ? QStringLiteral(":/scenarios/demo.json") : scenario;
    if (path != QLatin1String("none")) {
        auto loaded = zone::sim::Scenario::load(path);
        if (!loaded)
            return loaded.error();
        // Events for boards the round does not have (a demo with few games, a PGN of another round)
        // are left out by the simulator, each with a note.
        options.scenario = std::move(loaded.value());
        options.fitScenarioToRound = true;
    }
    return options;
}

QStringList ConsoleOptions::demoArguments() const
{
    QStringList args{QStringLiteral("--games"),       QString::number(games),   QStringLiteral("--speed"),
                     QString::number(speed, 'g', 17), QStringLiteral("--seed"), QString::number(seed)};
    if (!pgn.isEmpty())
        args << QStringLiteral("--pgn") << pgn;
    if (!scenario.isEmpty())
        args << QStringLiteral("--scenario") << scenario;
    if (!seminar.isEmpty())
        args << QStringLiteral("--seminar") << seminar;
    return args;
}

} // namespace arbiter::console
