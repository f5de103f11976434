#include "core/chess/position.h"
#include "core/chess/unwinnability.h"
#include "tests/chess/testdata.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace arbiter;
using namespace arbiter::chess;

namespace {

template<typename F>
double cpuMs(F &&f)
{
    timespec a{}, b{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    f();
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    return double(b.tv_sec - a.tv_sec) * 1e3 + double(b.tv_nsec - a.tv_nsec) / 1e6;
}

} // namespace

// Flag-fall adjudication speed over the shared vectors (one analysis per row). Prints how many rows
// were decided, how many were wrong (must be 0) and the mean, p99 and max time per position.
// Options: --nodes N (node budget), --verbose (print slow or undecided rows), --tsv FILE (another
// table under the shared test data directory).
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    UnwinnabilityLimits limits;
    const qsizetype nodesArg = args.indexOf(QStringLiteral("--nodes"));
    if (nodesArg >= 0 && nodesArg + 1 < args.size())
        limits.maxNodes = args[nodesArg + 1].toULongLong();
    const bool verbose = args.contains(QStringLiteral("--verbose"));
    QTextStream out(stdout);

    // --tsv FILE reads another table of the same layout relative to the shared test data (for
    // example a subset of the rows while working on them).
    const qsizetype tsvArg = args.indexOf(QStringLiteral("--tsv"));
    const QString table
        = tsvArg >= 0 && tsvArg + 1 < args.size() ? args[tsvArg + 1] : QStringLiteral("chess/flag-fall-vectors.tsv");
    const auto rows = testdata::readTsv(table);
    if (rows.isEmpty()) {
        out << "missing " << testdata::path(table) << Qt::endl;
        return 1;
    }
    UnwinnabilityAnalyzer analyzer(limits);
    std::vector<double> ms;
    int decided = 0, undetermined = 0, wrong = 0, hardUndetermined = 0, rejected = 0;
    for (const QStringList &row : rows) {
        if (row.size() < 4 || !row[1].startsWith(QLatin1String("flag:")))
            continue;
        const auto pos = Position::fromFen(row[0]);
        if (!pos.ok()) {
            ++rejected;
            continue;
        }
        const Color flagged = row[1] == QLatin1String("flag:white") ? White : Black;
        const bool hard = row[3].contains(QLatin1String("HARD"));
        UnwinnabilityAnalyzer::FlagFall result;
        // CPU time of this process: the machines are shared, and wall-clock time would measure the
        // neighbours too.
        const double elapsed = cpuMs([&] { result = analyzer.adjudicateFlagFall(*pos, flagged); });
        ms.push_back(elapsed);
        QString got;
        switch (result.verdict) {
        case UnwinnabilityAnalyzer::FlagFallVerdict::Loss:
            got = flagged == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
            break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Draw: got = QStringLiteral("1/2-1/2"); break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Undetermined: break;
        }
        if (got.isEmpty()) {
            if (hard)
                ++hardUndetermined;
            else
                ++undetermined;
            if (verbose)
                out << "UNDET " << row[0] << ' ' << row[1] << ' ' << row[2] << (hard ? " HARD" : "") << " nodes "
                    << result.analysis.nodes << ' ' << elapsed << " ms" << Qt::endl;
        } else if (got != row[2]) {
            ++wrong;
            out << "WRONG " << row[0] << ' ' << row[1] << " expected " << row[2] << " got " << got << " ("
                << UnwinnabilityAnalyzer::reasonName(result.analysis.reason) << ')' << Qt::endl;
        } else {
            ++decided;
            if (verbose && elapsed > 50)
                out << "SLOW " << row[0] << ' ' << row[1] << ' ' << elapsed << " ms nodes " << result.analysis.nodes
                    << Qt::endl;
        }
    }
    std::vector<double> sorted = ms;
    std::sort(sorted.begin(), sorted.end());
    double sum = 0;
    for (double v : ms)
        sum += v;
    const auto pct = [&](double p) {
        return sorted.empty() ? 0.0 : sorted[std::min(sorted.size() - 1, std::size_t(p * double(sorted.size())))];
    };
    out << "positions " << ms.size() << " decided-correctly " << decided << " undetermined(non-HARD) " << undetermined
        << " undetermined(HARD) " << hardUndetermined << " wrong " << wrong << " rejected-fen " << rejected << Qt::endl;
    out << "cpu ms/position mean " << (ms.empty() ? 0 : sum / double(ms.size())) << " p50 " << pct(0.5) << " p99 "
        << pct(0.99) << " max " << (sorted.empty() ? 0 : sorted.back()) << " node-budget " << limits.maxNodes
        << Qt::endl;
    return wrong == 0 ? 0 : 1;
}
