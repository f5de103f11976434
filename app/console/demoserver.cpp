#include "app/console/demoserver.h"

#include "app/console/consoleoptions.h"
#include "core/common/background.h"
#include "core/common/helperprocess.h"
#include "core/common/translations.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenariorunner.h"
#include "sim/simround.h"
#include "sim/simulatedfeeds.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

namespace arbiter::console {

QByteArray DemoServerReply::toLine() const
{
    QJsonObject o;
    if (!error.isEmpty()) {
        o.insert(QStringLiteral("error"), error);
    } else {
        o.insert(QStringLiteral("url"), url.toString());
        o.insert(QStringLiteral("token"), QString::fromLatin1(token));
        o.insert(QStringLiteral("games"), games);
        o.insert(QStringLiteral("feedTemplate"), feedTemplate);
        o.insert(QStringLiteral("feedProblem"), feedProblem);
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

Result<DemoServerReply> DemoServerReply::fromLine(const QByteArray &line)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &parseError);
    if (!doc.isObject())
        return Error{tr("The demo's simulator answered what is not its start line: \"%1\".")
                         .arg(QString::fromUtf8(line.left(200)).trimmed())};
    const QJsonObject o = doc.object();
    DemoServerReply r;
    r.error = o.value(QStringLiteral("error")).toString();
    if (!r.error.isEmpty())
        return r;
    r.url = QUrl(o.value(QStringLiteral("url")).toString());
    r.token = o.value(QStringLiteral("token")).toString().toLatin1();
    r.games = o.value(QStringLiteral("games")).toInt();
    r.feedTemplate = o.value(QStringLiteral("feedTemplate")).toString();
    r.feedProblem = o.value(QStringLiteral("feedProblem")).toString();
    for (const QJsonValue &note : o.value(QStringLiteral("notes")).toArray())
        r.notes.append(note.toString());
    if (!r.url.isValid() || r.url.scheme() != QLatin1String("http"))
        return Error{tr("The demo's simulator gave no address to follow: \"%1\".")
                         .arg(QString::fromUtf8(line.left(200)).trimmed())};
    return r;
}

namespace {

void answer(const DemoServerReply &reply)
{
    const QByteArray line = reply.toLine();
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fflush(stdout);
}

int refuse(const QString &message)
{
    DemoServerReply reply;
    reply.error = message;
    answer(reply);
    return 2;
}

} // namespace

int serveDemo(int argc, char *argv[])
{
    // The world ends with the console, even one that is killed (closed standard input covers the rest).
    endWithParent();
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiter-console"));
    QCoreApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    QCommandLineParser parser;
    ConsoleOptions::declareLanguage(parser);
    parser.parse(QCoreApplication::arguments());
    TranslationSet translations;
    translations.install(TranslationSet::chooseLocale(ConsoleOptions::language(parser)));
    ConsoleOptions::declare(parser);
    QCommandLineOption serve(QString::fromLatin1(ServeDemoOption), QString());
    serve.setFlags(QCommandLineOption::HiddenFromHelp);
    QCommandLineOption noFeeds(QString::fromLatin1(NoFeedsOption), QString());
    noFeeds.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(serve);
    parser.addOption(noFeeds);
    if (!parser.parse(QCoreApplication::arguments()))
        return refuse(parser.errorText());
    const auto options = ConsoleOptions::read(parser);
    if (!options)
        return refuse(options.error().message);
    auto round = options.value().demoRound();
    if (!round)
        return refuse(round.error().message);
    round.value().autoPlay = false; // "play"

    // A game zone and players elsewhere: every thread of this process (the simulator, its feed
    // server, the players' encoders, all made from this one) waits behind the console's.
    runInBackground();
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, round.value());
    if (!started)
        return refuse(started.error().message);
    DemoServerReply reply;
    reply.url = started->url;
    reply.token = started->token;
    if (simulator.scenarioRunner())
        reply.notes = simulator.scenarioRunner()->leftOut();
    reply.games = round->engineGames > 0 && round->pgnPath.isEmpty() && round->pgnText.isEmpty()
        ? round->engineGames
        : int(simulator.round()->games().size());
    media::SimulatedFeeds *feeds = nullptr;
    if (!parser.isSet(noFeeds)) {
        feeds = new media::SimulatedFeeds(simulator.round(), &simulator);
        const Result<QString> served = feeds->start();
        if (served)
            reply.feedTemplate = served.value();
        else
            reply.feedProblem = served.error().message;
    }
    answer(reply);

    // Standard input: "play", and its end.
    StandardInputLines input;
    QObject::connect(&input, &StandardInputLines::line, &app, [&](const QByteArray &command) {
        if (command == "play")
            simulator.play();
        else
            std::fprintf(stderr, "%s\n",
                         qPrintable(DemoServerReply::tr("The demo's simulator does not know the command \"%1\".")
                                        .arg(QString::fromUtf8(command))));
    });
    QObject::connect(&input, &StandardInputLines::ended, &app, [&] {
        if (feeds)
            feeds->stop();
        simulator.stop();
        QCoreApplication::quit();
    });
    return app.exec();
}

} // namespace arbiter::console
