#include "ui/common/pacedupdate.h"

#include <QElapsedTimer>
#include <QPaintEvent>
#include <QTest>
#include <QWidget>

#include <memory>
#include <vector>

using arbiter::ui::PacedUpdateMs;
using arbiter::ui::updatePaced;

namespace {

// Counts its paints and when each came.
class Counted : public QWidget
{
public:
    using QWidget::QWidget;
    int paints = 0;
    std::vector<qint64> at;
    QElapsedTimer *clock = nullptr;

protected:
    void paintEvent(QPaintEvent *) override
    {
        ++paints;
        if (clock)
            at.push_back(clock->elapsed());
    }
};

} // namespace

// The feed tiles' repaints: many frames within an interval make one paint of each tile that changed,
// a lone frame is painted at once, and a tile taken down before its turn is skipped.
class TestPacedUpdate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void manyRequestsOnePaint();
    void pacedOverTime();
    void aDeletedWidgetIsSkipped();
};

void TestPacedUpdate::manyRequestsOnePaint()
{
    QWidget window;
    window.resize(300, 100);
    auto *a = new Counted(&window);
    auto *b = new Counted(&window);
    a->setGeometry(0, 0, 100, 100);
    b->setGeometry(150, 0, 100, 100);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(2 * PacedUpdateMs);
    const int aBefore = a->paints;
    const int bBefore = b->paints;
    for (int i = 0; i < 20; ++i) {
        updatePaced(a);
        updatePaced(b);
    }
    QTRY_COMPARE_WITH_TIMEOUT(a->paints, aBefore + 1, 1000);
    QTRY_COMPARE_WITH_TIMEOUT(b->paints, bBefore + 1, 1000);
    QTest::qWait(3 * PacedUpdateMs);
    QCOMPARE(a->paints, aBefore + 1);
    QCOMPARE(b->paints, bBefore + 1);
}

void TestPacedUpdate::pacedOverTime()
{
    // A frame every 5 ms for half a second (a wall of fast feeds): about one paint per interval, not 100.
    QWidget window;
    window.resize(100, 100);
    auto *a = new Counted(&window);
    a->setGeometry(0, 0, 100, 100);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(2 * PacedUpdateMs);
    QElapsedTimer clock;
    clock.start();
    a->clock = &clock;
    a->at.clear();
    const int before = a->paints;
    while (clock.elapsed() < 500) {
        updatePaced(a);
        QTest::qWait(5);
    }
    QTest::qWait(2 * PacedUpdateMs);
    const int paints = a->paints - before;
    QVERIFY2(paints >= 5 && paints <= 500 / PacedUpdateMs + 2, qPrintable(QString::number(paints)));
    for (std::size_t i = 1; i < a->at.size(); ++i)
        QVERIFY2(a->at[i] - a->at[i - 1] >= PacedUpdateMs - 5, qPrintable(QString::number(a->at[i] - a->at[i - 1])));
}

void TestPacedUpdate::aDeletedWidgetIsSkipped()
{
    QWidget window;
    window.resize(100, 100);
    auto *gone = new Counted(&window);
    auto *kept = new Counted(&window);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(2 * PacedUpdateMs);
    updatePaced(kept); // painted at once: the next ones wait their turn
    updatePaced(kept);
    updatePaced(gone);
    delete gone;
    const int before = kept->paints;
    QTRY_VERIFY_WITH_TIMEOUT(kept->paints > before, 1000);
}

QTEST_MAIN(TestPacedUpdate)
#include "tst_pacedupdate.moc"
