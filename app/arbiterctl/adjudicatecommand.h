#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl adjudicate <FEN> [--flag white|black]`: the status of a position, or the result of a
// flag fall in it under Art. 4.5 / 11.4.2 (the verdict is the last line of output).
class AdjudicateCommand
{
    Q_DECLARE_TR_FUNCTIONS(AdjudicateCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
