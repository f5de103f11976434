#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl perft <FEN|startpos> <depth> [--divide]`: counts leaf nodes of the legal move tree.
// The count is the last line of output, so scripts and the benchmark can read it.
class PerftCommand
{
    Q_DECLARE_TR_FUNCTIONS(PerftCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
