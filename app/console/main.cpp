#include "app/console/consoleapp.h"
#include "app/console/consoleoptions.h"
#include "app/console/consolewiring.h"
#include "app/console/demoserver.h"
#include "core/common/translations.h"
#include "media/feedprobes.h"
#include "media/gstreamersetup.h"
#include "ui/common/settingskeys.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLoggingCategory>
#include <QSettings>

#include <cstdio>

namespace {

// The console's own log says what goes wrong, not what goes well (QT_LOGGING_RULES overrides it).
void quietLogs()
{
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));
}

} // namespace

// arbiter-console: the arbiter's screen. It follows a game zone chosen in the connection dialog
// (Lichess, a live PGN, a simulator), or with --demo a live round on the embedded simulator
// (stockfish playing, or a PGN replayed), followed over loopback HTTP like a real zone.
int main(int argc, char *argv[])
{
    arbiter::media::setUpAllocatorsForStreams(argv); // before any thread
    // The demo's simulated world, started by a demo console (no window).
    if (argc > 1 && QByteArray(argv[1]) == QByteArray("--") + arbiter::console::ServeDemoOption)
        return arbiter::console::serveDemo(argc, argv);
    // The roll call's feed probes, started by a console that has feeds (no window).
    if (argc > 1 && QByteArray(argv[1]) == QByteArray("--") + arbiter::console::ProbeFeedsOption) {
        quietLogs(); // its warnings reach the console's standard error
        return arbiter::media::serveFeedProbes(argc, argv);
    }
    // --help and --version print and quit: they must work without a display (a server, a package
    // check in CI), so the window system is not asked for then.
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if ((arg == "--help" || arg == "-h" || arg == "--help-all" || arg == "--version" || arg == "-v")
            && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
            && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("arbiter-console"));
    QApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/arbiter-console.svg")));
    QGuiApplication::setDesktopFileName(QStringLiteral("arbiter-console"));
    quietLogs();

    using arbiter::console::ConsoleOptions;
    QCommandLineParser parser;
    // Parse twice: the language must be known before the help texts are translated.
    ConsoleOptions::declareLanguage(parser);
    parser.parse(QApplication::arguments());
    QSettings settings;
    // The language chosen on the command line, else the one chosen in the menu last time, else the system's.
    const QString asked = ConsoleOptions::language(parser);
    const QString language = !asked.isEmpty() ? asked : arbiter::ui::settings::language.read(settings);
    arbiter::TranslationSet translations;
    translations.install(arbiter::TranslationSet::chooseLocale(language));
    ConsoleOptions::declare(parser);
    parser.process(app);
    auto options = ConsoleOptions::read(parser);
    if (!options) {
        std::fprintf(stderr, "%s\n", qPrintable(options.error().message));
        return 2;
    }
    arbiter::console::ConsoleApp console(std::move(options.value()), settings, translations);
    return console.run();
}
