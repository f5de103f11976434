#include "core/chess/position.h"
#include "tests/chess/testdata.h"

#include <QtTest>

#include <functional>

using namespace arbiter;
using namespace arbiter::chess;

// Move generation checked against independent perft counts: every row of the classic suites up to
// 10 million nodes and the sample of the random-game set kept in tests/data/chess.
class TestPerft : public QObject
{
    Q_OBJECT

private:
    static void addRows(const QString &file, quint64 maxNodes, int stride)
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<quint64>("nodes");
        const auto rows = testdata::readTsv(file);
        QVERIFY2(!rows.isEmpty(), qPrintable(QStringLiteral("missing test data: ") + testdata::path(file)));
        int index = 0;
        for (const QStringList &row : rows) {
            if (row.size() < 4 || row[3] != QLatin1String("standard"))
                continue;
            const quint64 nodes = row[2].toULongLong();
            if (nodes > maxNodes)
                continue;
            if (index++ % stride != 0)
                continue;
            QTest::addRow("%s:%d %s", qPrintable(file.section(u'/', -1)), index, qPrintable(row[0] + u' ' + row[1]))
                << row[0] << row[1].toInt() << nodes;
        }
    }

    static void check()
    {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(quint64, nodes);
        auto pos = Position::fromFen(fen);
        QVERIFY2(pos.ok(), qPrintable(pos.ok() ? QString() : pos.error().message));
        Position p = pos.value();
        const std::string before = p.fenUtf8();
        const Key keyBefore = p.key();
        QCOMPARE(perft(p, depth), nodes);
        QCOMPARE(p.fenUtf8(), before); // make/unmake restored everything
        QCOMPARE(p.key(), keyBefore);
    }

private Q_SLOTS:
    void suites_data() { addRows(QStringLiteral("chess/perft.tsv"), 10'000'000, 1); }
    void suites() { check(); }
    void randomGames_data() { addRows(QStringLiteral("chess/perft_random.tsv"), 1'000'000, 1); }
    void randomGames() { check(); }

    void keyIsIncremental()
    {
        // Playing moves must give the same key as setting the resulting position up from FEN.
        Position p;
        MoveList list;
        for (int ply = 0; ply < 200; ++ply) {
            p.legalMoves(list);
            if (list.size() == 0)
                break;
            p.makeMove(list.moves[(ply * 7919) % list.size()]);
            const auto fresh = Position::fromFen(p.fenUtf8());
            QVERIFY(fresh.ok());
            QCOMPARE(fresh->key(), p.key());
        }
    }

    void keyAfterMatchesMakeMove()
    {
        // keyAfter() must predict makeMove()'s key exactly (the helpmate search skips transpositions
        // by it), through castling, en passant and promotions: two plies from every suite position.
        const auto rows = testdata::readTsv(QStringLiteral("chess/perft.tsv"));
        QVERIFY(!rows.isEmpty());
        int checked = 0;
        std::function<void(Position &, int)> walk = [&](Position &p, int depth) {
            MoveList list;
            p.legalMoves(list);
            for (const Move m : list) {
                Key predicted = 0;
                const bool known = p.keyAfter(m, predicted);
                p.makeMove(m);
                if (known) {
                    QCOMPARE(predicted, p.key());
                    ++checked;
                }
                if (depth > 1)
                    walk(p, depth - 1);
                p.unmakeMove();
            }
        };
        for (const QStringList &row : rows) {
            const auto parsed = Position::fromFen(row[0]);
            QVERIFY(parsed.ok());
            Position p = *parsed;
            walk(p, 2);
        }
        QVERIFY(checked > 0);
    }
};

QTEST_GUILESS_MAIN(TestPerft)
#include "tst_perft.moc"
