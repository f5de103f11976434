#include "commandline.h"

#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <unistd.h>

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

namespace {
int signalPipe[2] = {-1, -1};
void onSignal(int)
{
    const char c = 1;
    [[maybe_unused]] const auto n = ::write(signalPipe[1], &c, 1);
}
} // namespace

void quitOnSignals()
{
    if (signalPipe[0] >= 0 || ::pipe(signalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, QCoreApplication::instance());
    QObject::connect(notifier, &QSocketNotifier::activated, notifier, [] { QCoreApplication::exit(ExitOk); });
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
}

} // namespace arbiter::ctl
