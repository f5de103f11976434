#include "app/arbiterctl/reportcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "core/common/optionvalue.h"
#include "core/report/eventreport.h"

#include <QSaveFile>

#ifdef ARBITER_RENDER
#include "render/pdfdocument.h"
#endif

namespace arbiter::ctl {

QString ReportCommand::summary()
{
    return tr("Write the chief arbiter's report of the event (PDF or HTML): staff, rulings, appeals, disconnections, "
              "cards, incidents, standings, fair play and the log's head hash.");
}

int ReportCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventDatabase::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption format(QStringLiteral("format"), tr("pdf (default) or html."), QStringLiteral("format"));
    const QCommandLineOption round(QStringLiteral("round"),
                                   tr("The rounds up to this one (default: every round with a result)."),
                                   QStringLiteral("n"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, tr("The file to write."),
                                    QStringLiteral("file"));
    parser.addOptions({event, format, round, output});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("report needs exactly one event database.") << Qt::endl;
        return ExitUsage;
    }
    const QString kind = parser.isSet(format) ? parser.value(format) : QStringLiteral("pdf");
    if (kind != QLatin1String("pdf") && kind != QLatin1String("html")) {
        //: %1: the value given to --format, as typed
        err() << terminalText(tr("--format takes pdf or html, not '%1'.").arg(kind)) << Qt::endl;
        return ExitUsage;
    }
#ifndef ARBITER_RENDER
    if (kind == QLatin1String("pdf")) {
        err() << tr("This build of arbiterctl draws no PDF (it was built without Qt Gui); use --format html.")
              << Qt::endl;
        return ExitUsage;
    }
#endif
    if (!parser.isSet(output)) {
        err() << tr("Name the file to write with -o FILE.") << Qt::endl;
        return ExitUsage;
    }
    int afterRound = 0;
    if (parser.isSet(round)) {
        const auto n = OptionValue::whole(QStringLiteral("--round"), parser.value(round), 1, 999);
        if (!n) {
            err() << terminalText(n.error().message) << Qt::endl;
            return ExitUsage;
        }
        afterRound = int(n.value());
    }
    auto opened = EventDatabase::open(parser.positionalArguments().first(), parser.value(event));
    if (!opened)
        return ExitFailure;
    bool ok = false;
    const QList<event::StaffMember> staff = EventDatabase::staff(*opened, &ok);
    if (!ok)
        return ExitFailure;
    auto input = report::EventReport::load(*opened->store, opened->eventId, staff);
    if (!input) {
        err() << terminalText(input.error().message) << Qt::endl;
        return ExitFailure;
    }
    input.value().afterRound = afterRound;
    const QString html = report::EventReport::html(input.value());
    const QString path = parser.value(output);
#ifdef ARBITER_RENDER
    if (kind == QLatin1String("pdf")) {
        if (auto error = render::PdfDocument::write(html, input->event.info.name, path)) {
            err() << terminalText(error->message) << Qt::endl;
            return ExitFailure;
        }
        return ExitOk;
    }
#endif
    QSaveFile file(path);
    const QByteArray bytes = html.toUtf8();
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        //: %1: the file; %2: why it could not be written
        err() << terminalText(tr("Could not write %1: %2").arg(path, file.errorString())) << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace arbiter::ctl
