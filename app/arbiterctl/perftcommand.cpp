#include "app/arbiterctl/perftcommand.h"

#include "app/arbiterctl/commandline.h"
#include "core/chess/notation.h"
#include "core/chess/position.h"

#include <QElapsedTimer>

namespace arbiter::ctl {

using namespace arbiter::chess;

QString PerftCommand::summary()
{
    return tr("Count the positions reachable in N moves (move generator check).");
}

int PerftCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("position"), tr("A FEN (quoted, or as six words) or 'startpos'."));
    parser.addPositionalArgument(QStringLiteral("depth"), tr("Number of plies, 1 or more."));
    const QCommandLineOption divide(QStringLiteral("divide"), tr("Also print the count below each legal move."));
    parser.addOption(divide);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;

    QStringList pos = parser.positionalArguments();
    if (pos.size() < 2) {
        err() << tr("perft needs a position and a depth.") << Qt::endl;
        return ExitUsage;
    }
    bool depthOk = false;
    const int depth = pos.takeLast().toInt(&depthOk);
    if (!depthOk || depth < 1 || depth > 12) {
        err() << tr("The depth must be a whole number from 1 to 12.") << Qt::endl;
        return ExitUsage;
    }
    const QString fen = pos.join(u' ');
    auto parsed = fen == QLatin1String("startpos") ? Result<Position>(Position()) : Position::fromFen(fen);
    if (!parsed) {
        //: %1: why the FEN is invalid (a message)
        err() << tr("Invalid FEN: %1").arg(parsed.error().message) << Qt::endl;
        return ExitFailure;
    }
    Position p = parsed.value();
    QElapsedTimer timer;
    timer.start();
    std::uint64_t total = 0;
    if (parser.isSet(divide)) {
        MoveList list;
        p.legalMoves(list);
        for (Move m : list) {
            p.makeMove(m);
            const std::uint64_t n = perft(p, depth - 1);
            p.unmakeMove();
            total += n;
            out() << Notation::uci(m) << ": " << n << '\n';
        }
    } else {
        total = perft(p, depth);
    }
    const qint64 ns = std::max<qint64>(1, timer.nsecsElapsed());
    //: %1: the positions counted; %2: the time taken in milliseconds; %3: millions of positions a second
    err() << tr("%1 nodes in %2 ms (%3 million nodes per second)")
                 .arg(total)
                 .arg(double(ns) / 1e6, 0, 'f', 1)
                 .arg(double(total) * 1e3 / double(ns), 0, 'f', 1)
          << Qt::endl;
    out() << total << Qt::endl;
    return ExitOk;
}

} // namespace arbiter::ctl
