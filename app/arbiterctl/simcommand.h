#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl sim [--port N] [--games N] [--speed X] [--seed S] [--pgn FILE] [--write-pgn FILE]`:
// runs the embedded game-zone simulator standalone until interrupted. The first line on standard
// output is `listening on http://127.0.0.1:PORT`, the second the bearer token.
class SimCommand
{
    Q_DECLARE_TR_FUNCTIONS(SimCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
