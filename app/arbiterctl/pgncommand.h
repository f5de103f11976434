#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl pgn [--json] <file|->`: streams a PGN file, validates every move and gives a verdict per
// game under the Online Regulations (automatic draws, checkmate, flag falls), flagging results that
// disagree. The JSON form (one object per game per line) is a stable interface for other tools.
class PgnCommand
{
    Q_DECLARE_TR_FUNCTIONS(PgnCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
