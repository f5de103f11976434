#include "app/arbiterctl/ctl.h"

#include "app/arbiterctl/adjudicatecommand.h"
#include "app/arbiterctl/commandline.h"
#include "app/arbiterctl/exportcommand.h"
#include "app/arbiterctl/gamescommand.h"
#include "app/arbiterctl/importcommand.h"
#include "app/arbiterctl/perftcommand.h"
#include "app/arbiterctl/pgncommand.h"
#include "app/arbiterctl/reportcommand.h"
#include "app/arbiterctl/rulingscommand.h"
#include "app/arbiterctl/seminarcommand.h"
#include "app/arbiterctl/simcommand.h"
#include "app/arbiterctl/standingscommand.h"
#include "app/arbiterctl/tailcommand.h"
#include "app/arbiterctl/teamcommand.h"
#include "app/arbiterctl/venuescommand.h"

namespace arbiter::ctl {

namespace {

struct Command
{
    const char *name;
    QString (*summary)();
    int (*run)(const QStringList &);
};

const Command Commands[] = {
    {"adjudicate", &AdjudicateCommand::summary, &AdjudicateCommand::run},
    {"export", &ExportCommand::summary, &ExportCommand::run},
    {"game", &GamesCommand::gameSummary, &GamesCommand::game},
    {"games", &GamesCommand::summary, &GamesCommand::run},
    {"import", &ImportCommand::summary, &ImportCommand::run},
    {"perft", &PerftCommand::summary, &PerftCommand::run},
    {"pgn", &PgnCommand::summary, &PgnCommand::run},
    {"report", &ReportCommand::summary, &ReportCommand::run},
    {"rule", &RulingsCommand::ruleSummary, &RulingsCommand::rule},
    {"rulings", &RulingsCommand::summary, &RulingsCommand::run},
    {"seminar", &SeminarCommand::summary, &SeminarCommand::run},
    {"sim", &SimCommand::summary, &SimCommand::run},
    {"staff", &RulingsCommand::staffSummary, &RulingsCommand::staff},
    {"standings", &StandingsCommand::summary, &StandingsCommand::run},
    {"tail", &TailCommand::summary, &TailCommand::run},
    {"team", &TeamCommand::summary, &TeamCommand::run},
    {"venues", &VenuesCommand::summary, &VenuesCommand::run},
    {"verify-log", &RulingsCommand::verifySummary, &RulingsCommand::verify},
};

} // namespace

QString Ctl::takeLanguageOption(QStringList &args)
{
    QString language;
    for (int i = 1; i < args.size();) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size()) {
            language = args[i + 1];
            args.remove(i, 2);
        } else if (args[i].startsWith(QLatin1String("--lang="))) {
            language = args[i].mid(7);
            args.remove(i);
        } else {
            ++i;
        }
    }
    return language;
}

void Ctl::printOverview()
{
    out() << tr("Usage: arbiterctl [--lang ru|en] <command> [options]") << "\n\n"
          << tr("The command-line companion of Arbiter Console.") << "\n\n"
          << tr("Commands:") << '\n';
    for (const Command &c : Commands)
        out() << "  " << QString::fromLatin1(c.name).leftJustified(12) << c.summary() << '\n';
    out() << '\n' << tr("Run 'arbiterctl <command> --help' for the options of a command.") << Qt::endl;
}

int Ctl::run(const QStringList &args)
{
    if (args.size() < 2 || args[1] == QLatin1String("--help") || args[1] == QLatin1String("-h")
        || args[1] == QLatin1String("help")) {
        printOverview();
        return args.size() < 2 ? ExitUsage : ExitOk;
    }
    if (args[1] == QLatin1String("--version")) {
        out() << "arbiterctl " << QCoreApplication::applicationVersion() << Qt::endl;
        return ExitOk;
    }
    for (const Command &c : Commands) {
        if (args[1] == QLatin1String(c.name)) {
            QStringList rest = args.mid(2);
            rest.prepend(QStringLiteral("arbiterctl ") + args[1]);
            return c.run(rest);
        }
    }
    //: %1: the command name as typed
    err() << tr("Unknown command '%1'.").arg(args[1]) << '\n'
          << tr("Run 'arbiterctl --help' for the list of commands.") << Qt::endl;
    return ExitUsage;
}

} // namespace arbiter::ctl
