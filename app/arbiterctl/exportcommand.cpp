#include "app/arbiterctl/exportcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "app/arbiterctl/eventsource.h"
#include "core/common/optionvalue.h"
#include "core/report/trfexport.h"

#include <QFile>
#include <QSaveFile>

namespace arbiter::ctl {

QString ExportCommand::summary()
{
    return tr("Write the event's tournament report for the rating officer (TRF-16 or TRF-2026), with the results "
              "after rulings.");
}

int ExportCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("source"),
                                 tr("The event: an SQLite file, a team event's postgresql:// address, or a TRF or "
                                    "CSV file of a pairing program."));
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption format(QStringLiteral("format"), tr("What to write: trf16 or trf26."),
                                    QStringLiteral("format"));
    const QCommandLineOption round(QStringLiteral("round"),
                                   tr("The rounds up to this one (default: every round with a result)."),
                                   QStringLiteral("n"));
    const QCommandLineOption adjustments(
        QStringLiteral("adjustments"),
        tr("TRF-2026: add score adjustments as records 299 and count them in the totals (a pairing program refuses "
           "totals that do not match the results)."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    tr("The file to write (default: standard output)."), QStringLiteral("file"));
    parser.addOptions({event, format, round, adjustments, output});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("export needs exactly one event database or file.") << Qt::endl;
        return ExitUsage;
    }
    report::TrfExport::Options options;
    const QString kind = parser.value(format);
    if (kind == QLatin1String("trf16")) {
        options.version = report::TrfExport::Version::Trf16;
    } else if (kind == QLatin1String("trf26")) {
        options.version = report::TrfExport::Version::Trf26;
    } else {
        //: %1: the value given to --format, as typed (may be empty)
        err() << terminalText(tr("--format takes trf16 or trf26, not '%1'.").arg(kind)) << Qt::endl;
        return ExitUsage;
    }
    if (parser.isSet(adjustments) && options.version != report::TrfExport::Version::Trf26) {
        err() << tr("--adjustments needs --format trf26: TRF-16 has no record for them.") << Qt::endl;
        return ExitUsage;
    }
    options.adjustments = parser.isSet(adjustments);
    if (parser.isSet(round)) {
        const auto n = OptionValue::whole(QStringLiteral("--round"), parser.value(round), 1, 999);
        if (!n) {
            err() << terminalText(n.error().message) << Qt::endl;
            return ExitUsage;
        }
        options.afterRound = int(n.value());
    }
    auto record = EventSource::read(parser.positionalArguments().first(), parser.value(event));
    if (!record)
        return ExitFailure;
    const report::TrfExport::Output written = report::TrfExport::write(*record, options);
    for (const QString &note : written.notes)
        err() << terminalText(note) << Qt::endl;
    if (!parser.isSet(output)) {
        out() << QString::fromUtf8(written.text) << Qt::flush;
        return ExitOk;
    }
    QSaveFile file(parser.value(output));
    if (!file.open(QIODevice::WriteOnly) || file.write(written.text) != written.text.size() || !file.commit()) {
        //: %1: the file; %2: why it could not be written
        err() << terminalText(tr("Could not write %1: %2").arg(parser.value(output), file.errorString())) << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace arbiter::ctl
