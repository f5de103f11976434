#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// A team event's server from the command line: set it up, add and remove the staff's logins, list
// them, and move a one-arbiter event onto it.
class TeamCommand
{
    Q_DECLARE_TR_FUNCTIONS(TeamCommand)

public:
    // arbiterctl team init|add-staff|remove-staff|staff|push …
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
