#include "core/common/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace arbiter {

TranslationSet::TranslationSet(QObject *parent) : QObject(parent) { }

TranslationSet::~TranslationSet()
{
    removeInstalled();
}

QLocale TranslationSet::chooseLocale(const QString &explicitLanguage)
{
    if (!explicitLanguage.isEmpty())
        return QLocale(explicitLanguage);
    // QLocale::system() honours LC_ALL, LC_MESSAGES and LANG on Unix.
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::C)
        return QLocale(QLocale::English);
    return system;
}

void TranslationSet::removeInstalled()
{
    if (m_app)
        QCoreApplication::removeTranslator(m_app.get());
    if (m_qt)
        QCoreApplication::removeTranslator(m_qt.get());
    m_app.reset();
    m_qt.reset();
}

bool TranslationSet::install(const QLocale &locale)
{
    removeInstalled();
    m_locale = locale;
    QLocale::setDefault(locale);
    // English is the source language, but its catalogue still carries the plural forms.
    auto app = std::make_unique<QTranslator>();
    if (!app->load(locale, QStringLiteral("arbiter"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        return locale.language() == QLocale::English;
    QCoreApplication::installTranslator(app.get());
    m_app = std::move(app);
    if (locale.language() == QLocale::English)
        return true;
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        m_qt = std::move(qt);
    }
    return true;
}

} // namespace arbiter
