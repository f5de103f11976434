#include "commandline.h"

#include <cstdio>

namespace arbiter::ctl {

namespace {

class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    static QString helpOption() { return tr("Show this help."); }
    static QString usageHint(const QString &command) { return tr("Run '%1 --help' for usage.").arg(command); }
};

} // namespace

QTextStream &out()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &err()
{
    static QTextStream stream(stderr);
    return stream;
}

int parseArguments(QCommandLineParser &parser, const QStringList &args, const QString &description)
{
    parser.setApplicationDescription(description);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, CommandLine::helpOption());
    parser.addOption(help);
    if (!parser.parse(args)) {
        err() << parser.errorText() << '\n' << CommandLine::usageHint(args.value(0)) << Qt::endl;
        return ExitUsage;
    }
    if (parser.isSet(help)) {
        // Qt names the executable's path in the usage line; name the subcommand as the user typed it.
        QString text = parser.helpText();
        const QString program = QCoreApplication::arguments().value(0);
        if (const qsizetype at = text.indexOf(program); at >= 0)
            text.replace(at, program.size(), args.value(0));
        out() << text << Qt::flush;
        return ExitOk;
    }
    return -1;
}

} // namespace arbiter::ctl
