#include "app/arbiterctl/adjudicatecommand.h"

#include "app/arbiterctl/commandline.h"
#include "core/chess/notation.h"
#include "core/chess/outcome.h"
#include "core/chess/unwinnability.h"
#include "core/common/optionvalue.h"

#include <limits>

namespace arbiter::ctl {

using namespace arbiter::chess;

QString AdjudicateCommand::summary()
{
    return tr("Say whether a position is over, or who wins when a flag falls in it (Art. 4.5).");
}

int AdjudicateCommand::run(const QStringList &args)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(QStringLiteral("fen"), tr("The position as FEN (quoted, or as six words)."));
    const QCommandLineOption flag(QStringLiteral("flag"), tr("The side whose time ran out: white or black."),
                                  QStringLiteral("side"));
    const QCommandLineOption nodes(QStringLiteral("nodes"),
                                   //: %1: the default number of positions the search may visit
                                   tr("Search budget in positions (default %1).").arg(UnwinnabilityLimits{}.maxNodes),
                                   QStringLiteral("n"));
    parser.addOption(flag);
    parser.addOption(nodes);
    if (const int code = parseArguments(parser, args, summary()); code >= 0)
        return code;
    const QString fen = parser.positionalArguments().join(u' ');
    if (fen.isEmpty()) {
        err() << tr("adjudicate needs a FEN.") << Qt::endl;
        return ExitUsage;
    }
    const auto parsed = Position::fromFen(fen);
    if (!parsed) {
        //: %1: why the FEN is invalid (a message)
        err() << terminalText(tr("Invalid FEN: %1").arg(parsed.error().message)) << Qt::endl;
        return ExitFailure;
    }
    UnwinnabilityLimits limits;
    if (parser.isSet(nodes)) {
        const auto budget
            = OptionValue::whole(QStringLiteral("--nodes"), parser.value(nodes), 1, std::numeric_limits<qint64>::max());
        if (!budget) {
            err() << terminalText(budget.error().message) << Qt::endl;
            return ExitUsage;
        }
        limits.maxNodes = decltype(limits.maxNodes)(budget.value());
    }
    UnwinnabilityAnalyzer analyzer(limits);
    const Position &pos = parsed.value();

    if (!parser.isSet(flag)) {
        const PositionStatus status = positionStatus(pos, &analyzer);
        out() << positionStatusText(status) << '\n' << positionStatusName(status) << Qt::endl;
        return ExitOk;
    }
    const QString side = parser.value(flag).toLower();
    if (side != QLatin1String("white") && side != QLatin1String("black")) {
        //: %1: the value given to --flag, as typed
        err() << terminalText(tr("--flag takes 'white' or 'black', not '%1'.").arg(parser.value(flag))) << Qt::endl;
        return ExitUsage;
    }
    const Color flagged = side == QLatin1String("white") ? White : Black;
    const auto result = analyzer.adjudicateFlagFall(pos, flagged);
    out() << UnwinnabilityAnalyzer::reasonText(result.analysis.reason) << '\n';
    if (!result.analysis.helpmate.empty()) {
        Position p = pos;
        QStringList line;
        for (Move m : result.analysis.helpmate) {
            line << Notation::san(p, m);
            p.makeMove(m);
        }
        //: %1: a mating line, as moves in SAN separated by spaces
        out() << tr("Mate is possible, for example: %1").arg(line.join(u' ')) << '\n';
    }
    switch (result.verdict) {
    case UnwinnabilityAnalyzer::FlagFallVerdict::Loss: out() << (flagged == White ? "0-1" : "1-0"); break;
    case UnwinnabilityAnalyzer::FlagFallVerdict::Draw: out() << "1/2-1/2"; break;
    case UnwinnabilityAnalyzer::FlagFallVerdict::Undetermined: out() << "undetermined"; break;
    }
    out() << Qt::endl;
    return ExitOk;
}

} // namespace arbiter::ctl
