#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl standings DB|URL|FILE [--round N] [--tie-breaks LIST] [--json] [--event ID]`: the standings
// after a round with the event's tie-breaks. From an event database, the results after rulings
// (report::EventResults); from a TRF or CSV file, the event as imported (a TRF-2026 file's own
// tie-breaks, record 202, unless --tie-breaks says otherwise).
class StandingsCommand
{
    Q_DECLARE_TR_FUNCTIONS(StandingsCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
