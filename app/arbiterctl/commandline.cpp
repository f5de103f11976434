#include "app/arbiterctl/commandline.h"

#include <QSocketNotifier>

#include <algorithm>
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
    //: %1: the command as typed, e.g. "arbiterctl import"
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

QString terminalText(QStringView text)
{
    const auto unsafe = [](char16_t c) {
        return c < 0x20 || (c >= 0x7F && c < 0xA0) || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
    };
    if (std::none_of(text.begin(), text.end(), [&](QChar c) { return unsafe(c.unicode()); }))
        return text.toString();
    QString safe;
    safe.reserve(text.size() + 8);
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (!unsafe(u))
            safe += c;
        else if (u < 0x100)
            safe += QStringLiteral("\\x%1").arg(unsigned(u), 2, 16, QLatin1Char('0'));
        else
            safe += QStringLiteral("\\u%1").arg(unsigned(u), 4, 16, QLatin1Char('0'));
    }
    return safe;
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
