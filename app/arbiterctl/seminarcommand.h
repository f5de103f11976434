#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl seminar check PACK`: whether every reference ruling of a seminar pack can be made in
// its scenario (docs/seminars.md), naming what cannot; exit status 1 when something cannot.
// `arbiterctl seminar grade PACK DB|URL [--trainee NAME] [--json]`: each trainee's rulings in the
// seminar's event graded against the pack's references, per incident and overall.
class SeminarCommand
{
    Q_DECLARE_TR_FUNCTIONS(SeminarCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
