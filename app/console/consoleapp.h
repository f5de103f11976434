#pragma once

#include "app/console/consoleoptions.h"

#include <QCoreApplication>

class QSettings;

namespace arbiter {
class TranslationSet;
}

namespace arbiter::console {

// The console's composition root: the models, the window and the session's threads, wired the way
// consolewiring.h says; the event opened (or resumed, or created) in the events database; the demo
// round started or the event's zone followed again. run() returns the exit status.
class ConsoleApp
{
    Q_DECLARE_TR_FUNCTIONS(Console)

public:
    ConsoleApp(ConsoleOptions options, QSettings &settings, TranslationSet &translations);

    int run();

private:
    ConsoleOptions m_options;
    QSettings &m_settings;
    TranslationSet &m_translations;
};

} // namespace arbiter::console
