#include "app/arbiterctl/exportcommand.h"

#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/eventdatabase.h"
#include "app/arbiterctl/eventsource.h"
#include "core/common/optionvalue.h"
#include "core/report/csvexport.h"
#include "core/report/eventpgn.h"
#include "core/report/trfexport.h"

#include <QFile>
#include <QSaveFile>

namespace arbiter::ctl {

QString ExportCommand::summary()
{
    return tr("Write what the chief arbiter hands over: the tournament report (TRF-16 or TRF-2026), the results or "
              "standings as CSV, the games as PGN; with the results after rulings.");
}

int ExportCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    EventSource::addArgument(parser);
    const QCommandLineOption event = EventDatabase::eventOption();
    const QCommandLineOption format(QStringLiteral("format"),
                                    tr("What to write: trf16, trf26, csv (the results, a row per game), "
                                       "standings-csv (a row per player) or pgn (the games with the rulings)."),
                                    QStringLiteral("format"));
    const QCommandLineOption round(QStringLiteral("round"),
                                   tr("TRF and CSV: the rounds up to this one (default: every round with a result); "
                                      "PGN: this round only (default: all)."),
                                   QStringLiteral("n"));
    const QCommandLineOption separator(QStringLiteral("separator"),
                                       tr("CSV: the separator, ',' (default) or ';' (spreadsheets in Russian and "
                                          "other languages with a decimal comma)."),
                                       QStringLiteral("char"));
    const QCommandLineOption adjustments(
        QStringLiteral("adjustments"),
        tr("TRF-2026: add score adjustments as records 299 and count them in the totals (a pairing program refuses "
           "totals that do not match the results)."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    tr("The file to write (default: standard output)."), QStringLiteral("file"));
    parser.addOptions({event, format, round, adjustments, separator, output});
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    if (parser.positionalArguments().size() != 1) {
        err() << tr("export needs exactly one event database or file.") << Qt::endl;
        return ExitUsage;
    }
    report::TrfExport::Options options;
    const QString kind = parser.value(format);
    const QStringList kinds{QStringLiteral("trf16"), QStringLiteral("trf26"), QStringLiteral("csv"),
                            QStringLiteral("standings-csv"), QStringLiteral("pgn")};
    if (!kinds.contains(kind)) {
        //: %1: the value given to --format, as typed (may be empty)
        err() << terminalText(tr("--format takes trf16, trf26, csv, standings-csv or pgn, not '%1'.").arg(kind))
              << Qt::endl;
        return ExitUsage;
    }
    options.version
        = kind == QLatin1String("trf26") ? report::TrfExport::Version::Trf26 : report::TrfExport::Version::Trf16;
    QChar sep = u',';
    if (parser.isSet(separator)) {
        const QString value = parser.value(separator);
        if (value != QLatin1String(",") && value != QLatin1String(";")) {
            //: %1: the value given to --separator, as typed
            err() << terminalText(tr("--separator takes ',' or ';', not '%1'.").arg(value)) << Qt::endl;
            return ExitUsage;
        }
        sep = value.front();
    }
    const bool pgn = kind == QLatin1String("pgn");
    if (pgn && !EventSource::isDatabase(parser.positionalArguments().first())) {
        err() << tr("A TRF or CSV file holds no games: the event's PGN comes from its database.") << Qt::endl;
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
    auto record = EventSource::read(parser.positionalArguments().first(), parser.value(event), pgn);
    if (!record)
        return ExitFailure;
    report::TrfExport::Output written;
    if (kind == QLatin1String("csv"))
        written.text = report::CsvExport::results(*record, options.afterRound, sep);
    else if (kind == QLatin1String("standings-csv"))
        written.text = report::CsvExport::standings(*record, options.afterRound, sep);
    else if (pgn)
        written.text = report::EventPgn::write(*record, options.afterRound);
    else
        written = report::TrfExport::write(*record, options);
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
