#include "app/arbiterctl/ctl.h"

#include "core/common/translations.h"

#include <QCoreApplication>
#include <QLoggingCategory>

#ifdef ARBITER_RENDER
#include <QGuiApplication>
#endif

#include <cstring>
#include <memory>

#ifdef ARBITER_RENDER
namespace {
// The command, past a leading "--lang X".
const char *commandOf(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0) {
            ++i;
            continue;
        }
        return argv[i];
    }
    return "";
}
// `seminar grade --sheets`: the result sheets are drawn.
bool wantsSheets(int argc, char *argv[])
{
    if (std::strcmp(commandOf(argc, argv), "seminar") != 0)
        return false;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], "--sheets") == 0 || std::strncmp(argv[i], "--sheets=", 9) == 0)
            return true;
    return false;
}
} // namespace
#endif

// arbiterctl: the command-line companion of Arbiter Console (no display needed). Only `report` and
// `seminar grade --sheets` draw (a PDF, with Qt Gui's fonts), on the offscreen platform unless
// another is asked for.
int main(int argc, char *argv[])
{
    std::unique_ptr<QCoreApplication> app;
#ifdef ARBITER_RENDER
    if (std::strcmp(commandOf(argc, argv), "report") == 0 || wantsSheets(argc, argv)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    }
#endif
    if (!app)
        app = std::make_unique<QCoreApplication>(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiterctl"));
    QCoreApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    // The core's log categories speak up only for warnings unless QT_LOGGING_RULES asks for more.
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.debug=false\narbiter.*.info=false"));

    QStringList args = QCoreApplication::arguments();
    const QString language = arbiter::ctl::Ctl::takeLanguageOption(args);
    arbiter::TranslationSet translations;
    translations.install(arbiter::TranslationSet::chooseLocale(language));
    return arbiter::ctl::Ctl::run(args);
}
