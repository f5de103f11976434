// Issue 25 §5: what the chief arbiter's hand-over costs on a big event: a 300-player, 9-round event
// with 500 rulings (tests/common/sampleevent.h, in a real SQLite file), then the real arbiterctl
// making the report (PDF and HTML) and the TRF-16 and TRF-2026 files from it, each run as its own
// process: wall seconds and the process's peak resident memory (wait4's ru_maxrss), the median of
// --runs runs.
//
//   bench_report [--players 300] [--rounds 9] [--rulings 500] [--runs 3] [--keep DIR]
//
// --keep writes the event and the documents into DIR and leaves them there (to look at).

#include "core/storage/eventstore.h"
#include "tests/common/sampleevent.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace arbiter;

namespace {
struct Sample
{
    double seconds = 0;
    long peakKb = 0;
    int status = -1;
};

// Runs the program with its arguments as a child; its wall time and peak RSS.
Sample runChild(const QString &program, const QStringList &args)
{
    std::vector<QByteArray> bytes{program.toLocal8Bit()};
    for (const QString &a : args)
        bytes.push_back(a.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &b : bytes)
        argv.push_back(b.data());
    argv.push_back(nullptr);
    QElapsedTimer t;
    t.start();
    std::fflush(stdout); // not twice: the child reopens its stdout, which would flush the copy
    const pid_t pid = ::fork();
    if (pid == 0) {
        // The documents go to files; what a command prints (standings as JSON) is not measured.
        if (FILE *null = std::freopen("/dev/null", "w", stdout); !null)
            ::_exit(126);
        ::execv(argv[0], argv.data());
        ::_exit(127);
    }
    int status = 0;
    rusage usage{};
    ::wait4(pid, &status, 0, &usage);
    return {t.nsecsElapsed() / 1e9, usage.ru_maxrss, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}
} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (qEnvironmentVariableIsEmpty("QT_LOGGING_RULES"))
        QLoggingCategory::setFilterRules(QStringLiteral("arbiter.*.info=false"));
    QCommandLineParser parser;
    parser.addOption(
        {QStringLiteral("players"), QStringLiteral("players"), QStringLiteral("n"), QStringLiteral("300")});
    parser.addOption({QStringLiteral("rounds"), QStringLiteral("rounds"), QStringLiteral("n"), QStringLiteral("9")});
    parser.addOption(
        {QStringLiteral("rulings"), QStringLiteral("rulings"), QStringLiteral("n"), QStringLiteral("500")});
    parser.addOption(
        {QStringLiteral("runs"), QStringLiteral("runs of each"), QStringLiteral("n"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("keep"), QStringLiteral("keep the files in DIR"), QStringLiteral("dir")});
    parser.process(app);
    testing::SampleEventSize size;
    size.players = parser.value(QStringLiteral("players")).toInt();
    size.rounds = parser.value(QStringLiteral("rounds")).toInt();
    size.rulings = parser.value(QStringLiteral("rulings")).toInt();
    const int runs = std::max(1, parser.value(QStringLiteral("runs")).toInt());
    QTemporaryDir tmp;
    const QString dir = parser.isSet(QStringLiteral("keep")) ? parser.value(QStringLiteral("keep")) : tmp.path();
    QDir().mkpath(dir);
    const QString db = dir + QStringLiteral("/event.sqlite");
    QFile::remove(db);
    {
        storage::EventStore store;
        if (auto error = store.openSqlite(db)) {
            std::fprintf(stderr, "%s\n", qPrintable(error->message));
            return 1;
        }
        QElapsedTimer t;
        t.start();
        if (!testing::writeSampleEvent(store, size))
            return 1;
        std::printf("event: %d players, %d rounds, %d rulings written in %.1f s\n", size.players, size.rounds,
                    size.rulings, t.nsecsElapsed() / 1e9);
    }
    const QString ctl = QCoreApplication::applicationDirPath() + QStringLiteral("/../../app/arbiterctl");
    const struct
    {
        const char *name;
        QStringList args;
    } jobs[] = {
        {"report pdf",
         {QStringLiteral("report"), db, QStringLiteral("--format"), QStringLiteral("pdf"), QStringLiteral("-o"),
          dir + QStringLiteral("/report.pdf")}},
        {"report pdf ru",
         {QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("report"), db, QStringLiteral("-o"),
          dir + QStringLiteral("/report-ru.pdf")}},
        {"report html",
         {QStringLiteral("report"), db, QStringLiteral("--format"), QStringLiteral("html"), QStringLiteral("-o"),
          dir + QStringLiteral("/report.html")}},
        {"trf16",
         {QStringLiteral("export"), db, QStringLiteral("--format"), QStringLiteral("trf16"), QStringLiteral("-o"),
          dir + QStringLiteral("/event.trf")}},
        {"trf26",
         {QStringLiteral("export"), db, QStringLiteral("--format"), QStringLiteral("trf26"), QStringLiteral("-o"),
          dir + QStringLiteral("/event26.trf")}},
        {"pgn",
         {QStringLiteral("export"), db, QStringLiteral("--format"), QStringLiteral("pgn"), QStringLiteral("-o"),
          dir + QStringLiteral("/event.pgn")}},
        {"standings", {QStringLiteral("standings"), db, QStringLiteral("--json")}},
    };
    std::printf("%-14s %10s %12s\n", "job", "seconds", "peak MB");
    for (const auto &job : jobs) {
        std::vector<Sample> samples;
        for (int i = 0; i < runs; ++i) {
            Sample s = runChild(ctl, job.args);
            if (s.status != 0) {
                std::fprintf(stderr, "%s failed (exit %d)\n", job.name, s.status);
                return 1;
            }
            samples.push_back(s);
        }
        std::sort(samples.begin(), samples.end(),
                  [](const Sample &a, const Sample &b) { return a.seconds < b.seconds; });
        const Sample &median = samples[samples.size() / 2];
        long peak = 0;
        for (const Sample &s : samples)
            peak = std::max(peak, s.peakKb);
        std::printf("%-14s %10.2f %12.1f\n", job.name, median.seconds, peak / 1024.0);
    }
    QFileInfo pdf(dir + QStringLiteral("/report.pdf"));
    std::printf("report.pdf: %.1f MB\n", pdf.size() / 1048576.0);
    return 0;
}
