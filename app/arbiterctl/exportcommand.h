#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl export DB|URL|FILE --format trf16|trf26|csv|standings-csv|pgn [--round N] [--adjustments]
// [--separator ;] [-o FILE]`: what the chief arbiter hands over, from an event (results after rulings)
// or from a pairing program's file as imported: the tournament report for the rating officer
// (report::TrfExport), the results and standings for a spreadsheet (report::CsvExport), the games with
// the rulings for fair-play screening (report::EventPgn, from a database only). Written to the file, or
// to standard output; what the rating officer's copy lacks is said on standard error.
class ExportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
