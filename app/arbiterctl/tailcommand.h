#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl tail <source> [--json] [--until-finished]`: follows a round headlessly through one
// of the zone adapters and prints every ZoneEvent as it arrives (one JSON object per line with
// --json), so a round can be archived from the command line and any compatible server checked
// against our adapters.
class TailCommand
{
    Q_DECLARE_TR_FUNCTIONS(TailCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
