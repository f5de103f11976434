#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// The rulings log of an event database from the command line (for scripted drills, tests and
// audits): list it, issue a ruling with the console's checks and permissions, verify the chain,
// and keep the event's staff list.
class RulingsCommand
{
    Q_DECLARE_TR_FUNCTIONS(RulingsCommand)

public:
    // arbiterctl rulings DB [--event ID] [--json]
    static QString summary();
    static int run(const QStringList &args);
    // arbiterctl rule DB --as NAME <kind> …
    static QString ruleSummary();
    static int rule(const QStringList &args);
    // arbiterctl verify-log DB [--event ID]
    static QString verifySummary();
    static int verify(const QStringList &args);
    // arbiterctl staff DB [--add NAME --role ROLE [--venue V]]
    static QString staffSummary();
    static int staff(const QStringList &args);
};

} // namespace arbiter::ctl
