#include "core/chess/position.h"
#include "core/clock/clockstate.h"
#include "core/clock/timecontrol.h"
#include "core/models/gametablemodel.h"
#include "ui/board/boardpainter.h"
#include "ui/diagnostics/statsprobe.h"
#include "ui/wall/boardwallview.h"
#include "ui/wall/tilepainter.h"

#include <QImage>
#include <QTableView>
#include <QTest>

using namespace arbiter;
using arbiter::models::GameTableModel;
using arbiter::ui::BoardWallView;
using arbiter::ui::StatsProbe;

// The benchmark's probe (arbiter-console --stats): its arithmetic on times a test feeds it, and
// the event-to-screen delay it measures on a real (offscreen) view. Also the board wall's tile cache:
// a clock tick does not redraw a tile's board, a move does, and the screen shows the move.
class TestStatsProbe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void percentile_data();
    void percentile();
    void stallsFromTheHeartbeat();
    void framesAndDelaysPerInterval();
    void delayOfAPaintedGame();
    void wallRedrawsOnlyChangedTiles();
    void surnames_data();
    void surnames();
};

namespace {

live::GameSnapshot startingGame(const QString &id, int board, std::int64_t receivedMs)
{
    live::GameSnapshot s;
    s.id = id;
    s.pairing.board = board;
    s.pairing.white = QStringLiteral("Rossi, Greta");
    s.pairing.black = QStringLiteral("Orlov, Pavel");
    s.pairing.whiteRating = 1957;
    s.pairing.blackRating = 1780;
    const chess::Position start = chess::Position::fromFen(chess::Position::StartFen).value();
    for (chess::Square sq = 0; sq < 64; ++sq)
        s.squares[std::size_t(sq)] = start.pieceAt(sq);
    s.clock = clock::ClockState(*clock::TimeControl::fromLichess(180, 2));
    (void)s.clock.start(receivedMs);
    s.lastChangeMonotonicMs = receivedMs;
    return s;
}

} // namespace

void TestStatsProbe::percentile_data()
{
    QTest::addColumn<QList<double>>("values");
    QTest::addColumn<double>("p");
    QTest::addColumn<double>("expected");
    QList<double> hundred;
    for (int i = 100; i >= 1; --i) // unsorted on purpose
        hundred << i;
    QTest::newRow("none") << QList<double>{} << 50.0 << -1.0;
    QTest::newRow("one, p50") << QList<double>{7} << 50.0 << 7.0;
    QTest::newRow("one, p99") << QList<double>{7} << 99.0 << 7.0;
    QTest::newRow("1..100, p50") << hundred << 50.0 << 50.0;
    QTest::newRow("1..100, p99") << hundred << 99.0 << 99.0;
    QTest::newRow("1..100, max") << hundred << 100.0 << 100.0;
    // Nearest rank: of 10 values the 99th percentile is the largest, one slow paint is seen.
    QTest::newRow("one slow of ten, p99") << QList<double>{5, 5, 5, 5, 5, 5, 5, 5, 5, 400} << 99.0 << 400.0;
    QTest::newRow("one slow of ten, p50") << QList<double>{400, 5, 5, 5, 5, 5, 5, 5, 5, 5} << 50.0 << 5.0;
}

void TestStatsProbe::percentile()
{
    QFETCH(QList<double>, values);
    QFETCH(double, p);
    QFETCH(double, expected);
    QCOMPARE(StatsProbe::percentile(std::vector<double>(values.begin(), values.end()), p), expected);
}

void TestStatsProbe::stallsFromTheHeartbeat()
{
    std::int64_t now = 1000;
    StatsProbe probe(5000);
    probe.setClock([&now] { return now; });
    probe.setOutput([](const QString &) {});
    probe.start();
    // On time every 5 ms, then the GUI thread is busy: the beat due at 1015 comes at 1080 (65 ms
    // late), later one 30 ms late (under the threshold).
    for (const std::int64_t t : {1000, 1005, 1010, 1080, 1085, 1120, 1125})
        probe.beat(t);
    now = 6000;
    StatsProbe::Figures f = probe.take(now);
    QCOMPARE(f.maxStallMs, 65.0);
    QCOMPARE(f.stallsOver50Ms, 1);
    // A new interval starts clean; beats on time are no stall.
    probe.beat(1130);
    probe.beat(1135);
    f = probe.take(11'000);
    QCOMPARE(f.maxStallMs, 0.0);
    QCOMPARE(f.stallsOver50Ms, 0);
}

void TestStatsProbe::framesAndDelaysPerInterval()
{
    std::int64_t now = 0;
    StatsProbe probe(5000);
    probe.setClock([&now] { return now; });
    probe.start();
    for (int i = 0; i < 50; ++i)
        probe.frame();
    for (int i = 1; i <= 100; ++i)
        probe.shown(1000, 1000 + i); // 1 … 100 ms
    probe.shown(2000, 1990); // a clock a little off never gives a negative delay
    now = 5000;
    const StatsProbe::Figures f = probe.take(now);
    QCOMPARE(f.seconds, 5.0);
    QCOMPARE(f.fps, 10.0);
    QCOMPARE(f.delaySamples, 101);
    QCOMPARE(f.delayP50Ms, 50.0);
    QCOMPARE(f.delayP99Ms, 99.0);
    QCOMPARE(f.delayMaxMs, 100.0);
    const QString line = StatsProbe::line(f);
    QVERIFY2(line.contains(QLatin1String("10.0")) && line.contains(QLatin1String("99")), qPrintable(line));
    const StatsProbe::Figures next = probe.take(10'000);
    QCOMPARE(next.fps, 0.0);
    QCOMPARE(next.delaySamples, 0);
    QCOMPARE(next.delayP99Ms, -1.0);
}

void TestStatsProbe::delayOfAPaintedGame()
{
    // A game the zone received at 10 000 is put on screen at 10 040: the probe, watching a real
    // view, measures 40 ms, once (a repaint of the same change is not a new event).
    std::int64_t now = 10'000;
    GameTableModel model;
    model.apply({startingGame(QStringLiteral("g1"), 1, now)});
    QTableView view;
    view.setModel(&model);
    view.resize(600, 200);
    StatsProbe probe(5000);
    probe.setClock([&now] { return now; });
    probe.setOutput([](const QString &) {});
    probe.watch(&view);
    probe.start();
    now = 10'040;
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.viewport()->repaint();
    QTest::qWait(20);
    now = 10'090;
    view.viewport()->repaint();
    QTest::qWait(20);
    StatsProbe::Figures f = probe.take(now);
    QCOMPARE(f.delaySamples, 1);
    QCOMPARE(f.delayP50Ms, 40.0);
    QVERIFY(f.fps > 0);
    // The game changes at 10 100 and is painted at 10 107.
    live::GameSnapshot moved = startingGame(QStringLiteral("g1"), 1, 10'100);
    moved.plies = 1;
    model.apply({moved});
    now = 10'107;
    view.viewport()->repaint();
    QTest::qWait(20);
    f = probe.take(now);
    QCOMPARE(f.delaySamples, 1);
    QCOMPARE(f.delayP99Ms, 7.0);
}

void TestStatsProbe::wallRedrawsOnlyChangedTiles()
{
    std::int64_t now = 50'000;
    GameTableModel model;
    model.tick(now);
    model.apply({startingGame(QStringLiteral("g1"), 1, now), startingGame(QStringLiteral("g2"), 2, now)});
    BoardWallView wall;
    wall.setModel(&model);
    wall.resize(800, 500);
    wall.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wall));
    wall.viewport()->repaint();
    QCOMPARE(wall.staticLayersDrawn(), 2);

    // Clocks tick: only clocks are painted, from the cached layers.
    for (int i = 1; i <= 5; ++i) {
        model.tick(now + i * 1000);
        QTest::qWait(5);
    }
    wall.viewport()->repaint();
    QCOMPARE(wall.staticLayersDrawn(), 2);
    // …and the clock on screen shows the new time (White's, running: 3:00 − 5 s).
    const QRect tile1 = wall.visualRect(model.index(0, 0));
    const QRect whiteClock = ui::TilePainter::clockRect(tile1, *model.snapshot(0), chess::White);
    QImage image = wall.viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(whiteClock.topLeft() + QPoint(1, 1)), QColor(0x2e, 0x7d, 0x32)); // running: green

    // Game 1: 1. e4. Its tile shows the move (the two squares repainted on its layer, not the whole
    // tile drawn again); game 2's is not touched.
    live::GameSnapshot moved = *model.snapshot(0);
    const chess::Square e2 = chess::makeSquare(4, 1), e4 = chess::makeSquare(4, 3);
    moved.squares[e4] = moved.squares[e2];
    moved.squares[e2] = chess::NoPiece;
    moved.lastFrom = e2;
    moved.lastTo = e4;
    moved.plies = 1;
    moved.lastChangeMonotonicMs = now + 5000;
    const int lineH = ui::TilePainter::lineHeight(wall.boardSize());
    const QRect board1(tile1.x(), tile1.y() + lineH, wall.boardSize(), wall.boardSize());
    const QRect e4Rect = ui::BoardPainter::squareRect(board1, e4, false);
    const QColor before = image.pixelColor(e4Rect.topLeft() + QPoint(1, 1));
    QCOMPARE(before, QColor(0xf0, 0xd9, 0xb5)); // e4 is a light square, empty
    model.apply({moved});
    wall.viewport()->repaint();
    QCOMPARE(wall.staticLayersDrawn(), 2);
    QCOMPARE(wall.staticLayersUpdated(), 1);
    image = wall.viewport()->grab().toImage();
    const QColor after = image.pixelColor(e4Rect.topLeft() + QPoint(1, 1));
    QVERIFY2(after != before, qPrintable(after.name())); // the last move's tint
    // The pawn stands on e4: dark pixels in the middle of the square.
    int dark = 0;
    for (int y = e4Rect.top(); y <= e4Rect.bottom(); ++y)
        for (int x = e4Rect.left(); x <= e4Rect.right(); ++x)
            dark += qGray(image.pixel(x, y)) < 80;
    QVERIFY2(dark > 0, "no piece on e4");
    // The same change again (a repaint) draws nothing new.
    wall.viewport()->repaint();
    QCOMPARE(wall.staticLayersDrawn(), 2);
    QCOMPARE(wall.staticLayersUpdated(), 1);
    // White leaves the zone: the names' line changes, so the tile is drawn whole, and it shows the
    // board as it is (the pawn still on e4).
    live::GameSnapshot away = moved;
    away.flags |= live::GameSnapshot::WhiteDisconnected;
    away.lastChangeMonotonicMs = now + 6000;
    model.apply({away});
    wall.viewport()->repaint();
    QCOMPARE(wall.staticLayersDrawn(), 3);
    image = wall.viewport()->grab().toImage();
    QCOMPARE(image.pixelColor(e4Rect.topLeft() + QPoint(1, 1)), after);
}

void TestStatsProbe::surnames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("expected");
    QTest::newRow("Surname, Given") << QStringLiteral("Rossi, Greta") << QStringLiteral("Rossi");
    QTest::newRow("Given Surname") << QStringLiteral("Magnus Carlsen") << QStringLiteral("Carlsen");
    QTest::newRow("account") << QStringLiteral("DrNykterstein") << QStringLiteral("DrNykterstein");
    QTest::newRow("empty") << QString() << QString();
}

void TestStatsProbe::surnames()
{
    QFETCH(QString, name);
    QFETCH(QString, expected);
    QCOMPARE(ui::TilePainter::surname(name), expected);
}

QTEST_MAIN(TestStatsProbe)
#include "tst_statsprobe.moc"
