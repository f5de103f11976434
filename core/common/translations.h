#pragma once

#include <QLocale>
#include <QObject>
#include <QString>

#include <memory>

class QTranslator;

namespace arbiter {

// Loads the embedded Arbiter Console catalogue plus Qt's own one for a language and installs them
// on the application; switching again replaces them, so the language can change at run time.
class TranslationSet : public QObject
{
    Q_OBJECT

public:
    explicit TranslationSet(QObject *parent = nullptr);
    ~TranslationSet() override;

    // Picks the language the user asked for: an explicit code ("ru", "en") wins, otherwise the
    // system locale (LANG / LC_ALL), otherwise English.
    static QLocale chooseLocale(const QString &explicitLanguage);
    // Installs the catalogue for this locale. Returns false when no catalogue for that language is
    // embedded (the UI then stays in English).
    bool install(const QLocale &locale);
    QLocale locale() const { return m_locale; }

private:
    void removeInstalled();

    QLocale m_locale{QLocale::English};
    std::unique_ptr<QTranslator> m_app;
    std::unique_ptr<QTranslator> m_qt;
};

} // namespace arbiter
