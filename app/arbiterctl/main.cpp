#include "app/arbiterctl/ctl.h"

#include "core/common/translations.h"

#include <QCoreApplication>
#include <QLoggingCategory>

// arbiterctl: the command-line companion of Arbiter Console (core only, no display needed).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
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
