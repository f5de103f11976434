#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// Dispatches `arbiterctl <command> …` to the subcommands and prints the translated overview.
class Ctl
{
    Q_DECLARE_TR_FUNCTIONS(Ctl)

public:
    // Removes a global `--lang CODE` / `--lang=CODE` from args and returns CODE (empty if absent).
    static QString takeLanguageOption(QStringList &args);
    static int run(const QStringList &args);

private:
    static void printOverview();
};

} // namespace arbiter::ctl
