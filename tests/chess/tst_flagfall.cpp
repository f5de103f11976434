#include "core/chess/outcome.h"
#include "core/chess/position.h"
#include "core/chess/unwinnability.h"
#include "tests/chess/testdata.h"

#include <QElapsedTimer>
#include <QtTest>

#include <algorithm>
#include <vector>

using namespace arbiter;
using namespace arbiter::chess;

// Flag-fall adjudication (FIDE Laws 6.9, Online Regulations 11.4.2) on every row of the shared
// vectors (derived from the test vector of M. Ambrona's CHA). A wrong verdict always fails. A
// non-HARD row left undetermined within the default budget is an expected failure (XFAIL, listed in
// the output) so that the suite documents exactly what is not yet decided; HARD rows may be
// undetermined. Timing is not asserted here (see tests/bench/bench_flagfall).
class TestFlagFall : public QObject
{
    Q_OBJECT

private:
    UnwinnabilityAnalyzer m_analyzer;
    int m_decided = 0;
    int m_undetermined = 0;
    int m_hardUndetermined = 0;
    std::vector<double> m_ms;

    // Replays a helpmate line and checks that it is legal and ends with the flagged side mated.
    static bool helpmateIsValid(const Position &start, const std::vector<Move> &line, Color loser)
    {
        Position p = start;
        for (Move m : line) {
            if (!p.isLegal(m))
                return false;
            p.makeMove(m);
        }
        return p.isCheckmate() && p.sideToMove() == loser;
    }

private Q_SLOTS:
    void vectors_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("question");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<bool>("hard");
        const QString file = QStringLiteral("chess/flag-fall-vectors.tsv");
        const auto rows = testdata::readTsv(file);
        QVERIFY2(!rows.isEmpty(), qPrintable(QStringLiteral("missing test data: ") + testdata::path(file)));
        int line = 0;
        for (const QStringList &row : rows) {
            ++line;
            if (row.size() < 4 || row[0] == QLatin1String("fen"))
                continue;
            QTest::addRow("%d %s %s", line, qPrintable(row[1]), qPrintable(row[0]))
                << row[0] << row[1] << row[2] << row[3].contains(QLatin1String("HARD"));
        }
    }

    void vectors()
    {
        QFETCH(QString, fen);
        QFETCH(QString, question);
        QFETCH(QString, expected);
        QFETCH(bool, hard);
        const auto parsed = Position::fromFen(fen);
        if (!parsed.ok()) {
            // Two rows of the shared file carry a truncated FEN (placement and side only); the
            // validator rightly refuses them and the same position appears complete elsewhere.
            QVERIFY2(fen.split(u' ', Qt::SkipEmptyParts).size() < 4, qPrintable(parsed.error().message));
            QSKIP("truncated FEN in the shared vectors (fewer than 4 fields)");
        }
        const Position &pos = *parsed;

        if (question == QLatin1String("game_over")) {
            const PositionStatus status = positionStatus(pos);
            const QString got = status == PositionStatus::Checkmate
                ? (pos.sideToMove() == Black ? QStringLiteral("checkmate 1-0") : QStringLiteral("checkmate 0-1"))
                : status == PositionStatus::Stalemate ? QStringLiteral("stalemate 1/2-1/2")
                                                      : QString();
            QCOMPARE(got, expected);
            return;
        }

        QVERIFY(question == QLatin1String("flag:white") || question == QLatin1String("flag:black"));
        const Color flagged = question == QLatin1String("flag:white") ? White : Black;
        QElapsedTimer timer;
        timer.start();
        const auto result = m_analyzer.adjudicateFlagFall(pos, flagged);
        m_ms.push_back(double(timer.nsecsElapsed()) / 1e6);

        QString got;
        switch (result.verdict) {
        case UnwinnabilityAnalyzer::FlagFallVerdict::Loss:
            got = flagged == White ? QStringLiteral("0-1") : QStringLiteral("1-0");
            QVERIFY2(helpmateIsValid(pos, result.analysis.helpmate, flagged),
                     "the helpmate line does not prove the loss");
            break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Draw: got = QStringLiteral("1/2-1/2"); break;
        case UnwinnabilityAnalyzer::FlagFallVerdict::Undetermined: break;
        }
        if (got.isEmpty()) {
            if (hard) {
                ++m_hardUndetermined;
                return;
            }
            ++m_undetermined;
            QEXPECT_FAIL("", "undetermined within the default node budget", Continue);
        } else {
            ++m_decided;
        }
        QCOMPARE(got, expected);
    }

    void cleanupTestCase()
    {
        std::vector<double> sorted = m_ms;
        std::sort(sorted.begin(), sorted.end());
        const double max = sorted.empty() ? 0 : sorted.back();
        const double p99
            = sorted.empty() ? 0 : sorted[std::min(sorted.size() - 1, std::size_t(0.99 * double(sorted.size())))];
        qInfo("flag-fall: %d decided correctly, %d non-HARD undetermined, %d HARD undetermined; "
              "time per position p99 %.1f ms, max %.1f ms (informative only)",
              m_decided, m_undetermined, m_hardUndetermined, p99, max);
    }
};

QTEST_GUILESS_MAIN(TestFlagFall)
#include "tst_flagfall.moc"
