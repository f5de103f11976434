#include "ctl.h"

#include "common/translations.h"

#include <QCoreApplication>

// arbiterctl: the command-line companion of Arbiter Console (core only, no display needed).
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("arbiterctl"));
    QCoreApplication::setOrganizationName(QStringLiteral("ArbiterConsole"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ARBITER_VERSION));

    QStringList args = QCoreApplication::arguments();
    const QString language = arbiter::ctl::Ctl::takeLanguageOption(args);
    arbiter::TranslationSet translations;
    translations.install(arbiter::TranslationSet::chooseLocale(language));
    return arbiter::ctl::Ctl::run(args);
}
