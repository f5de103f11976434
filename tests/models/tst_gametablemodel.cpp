#include "core/event/sector.h"
#include "core/live/livegameregistry.h"
#include "core/live/snapshotpublisher.h"
#include "core/models/gamefilterproxy.h"
#include "core/models/gametablemodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using arbiter::live::GameSnapshot;
using arbiter::live::LiveGameRegistry;
using arbiter::live::SnapshotPublisher;
using arbiter::models::GameFilterProxy;
using arbiter::models::GameTableModel;
using arbiter::zone::ZoneEvent;

// The model behind the board wall and the list: games in board order, clocks ticking from the
// zone's last reading on one shared tick, only changed clock texts announced, badges from the game.
class TestGameTableModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void clockText_data();
    void clockText();
    void clockTextRemembersNoStaleText();
    void gamesInBoardOrder();
    void aRoundListedAtOnceIsInsertedInRuns();
    void clocksTickAndStopWhenAMoveArrives();
    void onlyChangedClocksAreAnnounced();
    void badges();
    void resultWaitingForTheLastMove();
    void timeTrouble();
    void sectorBoards_data();
    void sectorBoards();
    void sectorFilterAndUrgencyOrder();

private:
    ZoneEvent listed(const QString &id, int board, const QString &white, const QString &black) const;
    ZoneEvent move(const QString &id, int ply, const QString &uci, qint64 whiteMs, qint64 blackMs) const;
    void push(const QList<ZoneEvent> &events);

    std::int64_t m_now = 1'000'000;
    std::unique_ptr<LiveGameRegistry> m_registry;
    std::unique_ptr<SnapshotPublisher> m_publisher;
    std::unique_ptr<GameTableModel> m_model;
    std::unique_ptr<QAbstractItemModelTester> m_tester;
};

void TestGameTableModel::init()
{
    m_now = 1'000'000;
    m_registry = std::make_unique<LiveGameRegistry>();
    m_registry->setMonotonicClock([this] { return m_now; });
    m_publisher = std::make_unique<SnapshotPublisher>(m_registry.get(), 0);
    m_model = std::make_unique<GameTableModel>();
    m_tester = std::make_unique<QAbstractItemModelTester>(m_model.get(),
                                                          QAbstractItemModelTester::FailureReportingMode::QtTest);
    connect(m_publisher.get(), &SnapshotPublisher::snapshotsReady, m_model.get(), &GameTableModel::apply);
}

void TestGameTableModel::cleanup()
{
    m_tester.reset();
    m_model.reset();
    m_publisher.reset();
    m_registry.reset();
}

ZoneEvent TestGameTableModel::listed(const QString &id, int board, const QString &white, const QString &black) const
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::GameStarted;
    e.gameId = id;
    e.pairing.board = board;
    e.pairing.white = white;
    e.pairing.black = black;
    e.pairing.whiteRating = 2100;
    e.pairing.timeControl = *clock::TimeControl::fromLichess(180, 2);
    e.receivedMonotonicMs = m_now;
    return e;
}

ZoneEvent TestGameTableModel::move(const QString &id, int ply, const QString &uci, qint64 whiteMs, qint64 blackMs) const
{
    ZoneEvent e;
    e.type = ZoneEvent::Type::MovePlayed;
    e.gameId = id;
    e.ply = ply;
    e.uci = uci;
    e.whiteMs = whiteMs;
    e.blackMs = blackMs;
    e.receivedMonotonicMs = m_now;
    return e;
}

void TestGameTableModel::push(const QList<ZoneEvent> &events)
{
    m_registry->apply(events);
    m_registry->flush();
    m_publisher->flush();
}

// A thousand games listed at once (a round starting) are inserted as few runs as their places
// allow, each in board order among the games already shown, with games without a board last.
void TestGameTableModel::aRoundListedAtOnceIsInsertedInRuns()
{
    push({listed(QStringLiteral("g10"), 10, QStringLiteral("A"), QStringLiteral("B")),
          listed(QStringLiteral("g20"), 20, QStringLiteral("C"), QStringLiteral("D"))});
    QList<std::pair<int, int>> inserted;
    connect(m_model.get(), &QAbstractItemModel::rowsInserted, this,
            [&inserted](const QModelIndex &, int first, int last) {
                inserted.append({first, last});
            });
    QList<ZoneEvent> round;
    for (const int board : {25, 3, 15, 1, 0, 12, 21, 2})
        round << listed(QStringLiteral("g%1").arg(board), board, QStringLiteral("W%1").arg(board),
                        QStringLiteral("B%1").arg(board));
    push(round);
    QStringList boards;
    for (int row = 0; row < m_model->rowCount(); ++row)
        boards << QString::number(m_model->snapshot(row)->pairing.board);
    QCOMPARE(boards.join(u' '), QStringLiteral("1 2 3 10 12 15 20 21 25 0"));
    // Before board 10, between 10 and 20, after 20: three runs, not eight insertions.
    const QList<std::pair<int, int>> runs{{0, 2}, {4, 5}, {7, 9}};
    QCOMPARE(inserted, runs);
    // Every game is found again at its row: a move changes that row.
    QList<int> changed;
    connect(m_model.get(), &QAbstractItemModel::dataChanged, this,
            [&changed](const QModelIndex &from, const QModelIndex &) { changed.append(from.row()); });
    for (int row = 0; row < m_model->rowCount(); ++row) {
        changed.clear();
        ++m_now;
        push({move(m_model->snapshot(row)->id, 1, QStringLiteral("e2e4"), 180'000, 180'000)});
        QCOMPARE(changed, QList<int>{row});
    }
}

void TestGameTableModel::clockText_data()
{
    QTest::addColumn<qint64>("ms");
    QTest::addColumn<QString>("text");
    QTest::newRow("hours") << qint64(3'723'000) << QStringLiteral("1:02:03");
    QTest::newRow("minutes") << qint64(245'900) << QStringLiteral("4:05");
    QTest::newRow("ten seconds") << qint64(10'000) << QStringLiteral("0:10");
    QTest::newRow("tenths") << qint64(9'499) << QStringLiteral("9.4");
    QTest::newRow("flag") << qint64(0) << QStringLiteral("0.0");
    QTest::newRow("negative") << qint64(-50) << QStringLiteral("0.0");
}

void TestGameTableModel::clockText()
{
    QFETCH(qint64, ms);
    QFETCH(QString, text);
    QCOMPARE(GameTableModel::clockText(ms), text);
}

void TestGameTableModel::clockTextRemembersNoStaleText()
{
    // The texts are remembered by the value shown, 256 slots: values 256 apart share a slot, and a
    // slot's text is the last value's, never an earlier one's.
    const qint64 sameSlot[] = {300'000, 556'000, 300'999, 812'000, 300'000};
    const QString expected[] = {QStringLiteral("5:00"), QStringLiteral("9:16"), QStringLiteral("5:00"),
                                QStringLiteral("13:32"), QStringLiteral("5:00")};
    for (int round = 0; round < 2; ++round)
        for (std::size_t i = 0; i < std::size(sameSlot); ++i)
            QCOMPARE(GameTableModel::clockText(sameSlot[i]), expected[i]);
    // Tenths and seconds never share a value: 9.9 s and 10 s read as they should, in either order.
    QCOMPARE(GameTableModel::clockText(9'900), QStringLiteral("9.9"));
    QCOMPARE(GameTableModel::clockText(10'000), QStringLiteral("0:10"));
    QCOMPARE(GameTableModel::clockText(9'900), QStringLiteral("9.9"));
    QCOMPARE(GameTableModel::clockText(99), QStringLiteral("0.0"));
    QCOMPARE(GameTableModel::clockText(100), QStringLiteral("0.1"));
}

void TestGameTableModel::gamesInBoardOrder()
{
    push({listed(QStringLiteral("g3"), 3, QStringLiteral("C"), QStringLiteral("c")),
          listed(QStringLiteral("g1"), 1, QStringLiteral("A"), QStringLiteral("a"))});
    push({listed(QStringLiteral("g2"), 2, QStringLiteral("B"), QStringLiteral("b"))});
    QCOMPARE(m_model->rowCount(), 3);
    for (int r = 0; r < 3; ++r)
        QCOMPARE(m_model->data(m_model->index(r, GameTableModel::BoardColumn), GameTableModel::BoardRole).toInt(),
                 r + 1);
    QCOMPARE(m_model->data(m_model->index(1, GameTableModel::WhiteColumn)).toString(), QStringLiteral("B (2100)"));
    QCOMPARE(m_model->rowOf(QStringLiteral("g3")), 2);
    QCOMPARE(m_model->headerData(GameTableModel::BoardColumn, Qt::Horizontal).toString(), QStringLiteral("Board"));
}

void TestGameTableModel::clocksTickAndStopWhenAMoveArrives()
{
    const QString id = QStringLiteral("g1");
    push({listed(id, 1, QStringLiteral("A"), QStringLiteral("a")),
          move(id, 1, QStringLiteral("e2e4"), 180'000, 180'000)});
    const QModelIndex white = m_model->index(0, GameTableModel::WhiteClockColumn);
    const QModelIndex black = m_model->index(0, GameTableModel::BlackClockColumn);
    m_model->tick(m_now);
    QCOMPARE(m_model->data(black).toString(), QStringLiteral("3:00"));
    QVERIFY(m_model->data(black, GameTableModel::RunningRole).toBool());
    QVERIFY(!m_model->data(white, GameTableModel::RunningRole).toBool());
    // Black thinks for 7.5 s: its clock runs, White's stands.
    m_now += 7'500;
    m_model->tick(m_now);
    QCOMPARE(m_model->data(black).toString(), QStringLiteral("2:52"));
    QCOMPARE(m_model->data(white).toString(), QStringLiteral("3:00"));
    // Black's move arrives with the zone's reading: Black's clock shows it and stops, White's runs.
    push({move(id, 2, QStringLiteral("e7e5"), 180'000, 174'500)});
    m_model->tick(m_now);
    QCOMPARE(m_model->data(black).toString(), QStringLiteral("2:54"));
    QVERIFY(!m_model->data(black, GameTableModel::RunningRole).toBool());
    QVERIFY(m_model->data(white, GameTableModel::RunningRole).toBool());
    m_now += 3'000;
    m_model->tick(m_now);
    QCOMPARE(m_model->data(black).toString(), QStringLiteral("2:54"));
    QCOMPARE(m_model->data(white).toString(), QStringLiteral("2:57"));
    QCOMPARE(m_model->data(m_model->index(0, GameTableModel::MoveColumn)).toString(), QStringLiteral("1. … e5"));
}

void TestGameTableModel::onlyChangedClocksAreAnnounced()
{
    const QString a = QStringLiteral("a"), b = QStringLiteral("b"), c = QStringLiteral("c");
    push({listed(a, 1, a, a), listed(b, 2, b, b), listed(c, 3, c, c),
          move(a, 1, QStringLiteral("e2e4"), 180'000, 180'000), move(c, 1, QStringLiteral("d2d4"), 180'000, 180'000)});
    // Game b has not started its clocks: nothing of it runs.
    m_model->tick(m_now);
    QSignalSpy changed(m_model.get(), &QAbstractItemModel::dataChanged);
    m_now += 400; // 2:59.6 shows as 2:59 on both running clocks
    m_model->tick(m_now);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][0].value<QModelIndex>().row(), 0);
    QCOMPARE(changed[0][1].value<QModelIndex>().row(), 2);
    QCOMPARE(changed[0][0].value<QModelIndex>().column(), int(GameTableModel::WhiteClockColumn));
    QCOMPARE(changed[0][1].value<QModelIndex>().column(), int(GameTableModel::BlackClockColumn));
    changed.clear();
    m_now += 100; // still 2:59: nothing to repaint
    m_model->tick(m_now);
    QCOMPARE(changed.size(), 0);
}

void TestGameTableModel::badges()
{
    const QString id = QStringLiteral("g1");
    push({listed(id, 1, QStringLiteral("A"), QStringLiteral("a")),
          move(id, 1, QStringLiteral("e2e4"), 180'000, 180'000)});
    auto flags = [&] { return m_model->data(m_model->index(0, 0), GameTableModel::FlagsRole).toInt(); };
    QCOMPARE(flags() & GameSnapshot::DrawOfferPending, 0);
    ZoneEvent offer;
    offer.type = ZoneEvent::Type::DrawOffered;
    offer.gameId = id;
    offer.ply = 1;
    offer.color = chess::White;
    ZoneEvent away;
    away.type = ZoneEvent::Type::PlayerConnection;
    away.gameId = id;
    away.ply = 1;
    away.color = chess::Black;
    away.connected = false;
    push({offer, away});
    QVERIFY(flags() & GameSnapshot::DrawOfferPending);
    QVERIFY(flags() & GameSnapshot::BlackDisconnected);
    QVERIFY(!(flags() & GameSnapshot::WhiteDisconnected));
    // Black answers the offer with a move: it has lapsed (Art. 9.1).
    push({move(id, 2, QStringLiteral("e7e5"), 180'000, 178'000)});
    QCOMPARE(flags() & GameSnapshot::DrawOfferPending, 0);
    // 2. Qh5 Nc6 3. Qxe5+: Black is in check.
    push({move(id, 3, QStringLiteral("d1h5"), 178'000, 178'000), move(id, 4, QStringLiteral("b8c6"), 178'000, 176'000),
          move(id, 5, QStringLiteral("h5e5"), 176'000, 176'000)});
    QVERIFY(flags() & GameSnapshot::InCheck);
    QVERIFY(!(flags() & GameSnapshot::HasAnomaly));
    // The zone lets a rook jump over its own pawn: an anomaly.
    push({move(id, 6, QStringLiteral("a8a3"), 176'000, 175'000)});
    QVERIFY(flags() & GameSnapshot::HasAnomaly);
    ZoneEvent end;
    end.type = ZoneEvent::Type::GameEnded;
    end.gameId = id;
    end.status = zone::ZoneStatus::Resign;
    end.winner = chess::White;
    push({end});
    QVERIFY(flags() & GameSnapshot::Ended);
    QCOMPARE(m_model->data(m_model->index(0, GameTableModel::ResultColumn)).toString(), QStringLiteral("1-0"));
    // Ended games' clocks stand.
    m_model->tick(m_now + 10'000);
    QVERIFY(!m_model->data(m_model->index(0, GameTableModel::WhiteClockColumn), GameTableModel::RunningRole).toBool());
}

// The zone's end came before its last move: the result is shown, said to wait for the move, and
// plain once the move is in.
void TestGameTableModel::resultWaitingForTheLastMove()
{
    const QString id = QStringLiteral("g1");
    // 1. f3 e5 2. g4 Qh4#, the end before the mate.
    push({listed(id, 1, QStringLiteral("A"), QStringLiteral("a")),
          move(id, 1, QStringLiteral("f2f3"), 180'000, 180'000), move(id, 2, QStringLiteral("e7e5"), 180'000, 180'000),
          move(id, 3, QStringLiteral("g2g4"), 180'000, 180'000)});
    ZoneEvent end;
    end.type = ZoneEvent::Type::GameEnded;
    end.gameId = id;
    end.ply = 4;
    end.status = zone::ZoneStatus::Mate;
    end.winner = chess::Black;
    push({end});
    const QModelIndex result = m_model->index(0, GameTableModel::ResultColumn);
    QCOMPARE(m_model->data(result).toString(), QStringLiteral("0-1 (waiting for the last move)"));
    QVERIFY(m_model->data(m_model->index(0, 0), GameTableModel::FlagsRole).toInt() & GameSnapshot::AwaitingLastMoves);
    push({move(id, 4, QStringLiteral("d8h4"), 180'000, 180'000)});
    QCOMPARE(m_model->data(result).toString(), QStringLiteral("0-1"));
    QVERIFY(m_registry->game(id)->anomalies().isEmpty());
}

void TestGameTableModel::timeTrouble()
{
    const QString id = QStringLiteral("g1");
    push(
        {listed(id, 1, QStringLiteral("A"), QStringLiteral("a")), move(id, 1, QStringLiteral("e2e4"), 61'000, 62'000)});
    const QModelIndex black = m_model->index(0, GameTableModel::BlackClockColumn);
    m_model->tick(m_now);
    QVERIFY(!m_model->data(black, GameTableModel::TimeTroubleRole).toBool());
    m_model->tick(m_now + 2'500);
    QVERIFY(m_model->data(black, GameTableModel::TimeTroubleRole).toBool());
    m_model->setTimeTroubleMs(30'000);
    QVERIFY(!m_model->data(black, GameTableModel::TimeTroubleRole).toBool());
}

void TestGameTableModel::sectorBoards_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QList<int>>("boards"); // empty with error = a parse error
    QTest::addColumn<bool>("ok");
    QTest::newRow("all") << QString() << QList<int>{} << true;
    QTest::newRow("list and ranges") << QStringLiteral("1-3, 7;9 10-10") << QList<int>{1, 2, 3, 7, 9, 10} << true;
    QTest::newRow("reversed range") << QStringLiteral("5-2") << QList<int>{} << false;
    QTest::newRow("zero") << QStringLiteral("0") << QList<int>{} << false;
    QTest::newRow("words") << QStringLiteral("board 3") << QList<int>{} << false;
    QTest::newRow("huge") << QStringLiteral("1-100000") << QList<int>{} << false;
}

void TestGameTableModel::sectorBoards()
{
    QFETCH(QString, text);
    QFETCH(QList<int>, boards);
    QFETCH(bool, ok);
    const auto parsed = event::NumberRanges::parse(text);
    QCOMPARE(parsed.ok(), ok);
    if (ok) {
        QList<int> got = parsed->values();
        std::sort(got.begin(), got.end());
        QCOMPARE(got, boards);
    } else {
        QVERIFY(!parsed.error().message.isEmpty());
    }
}

void TestGameTableModel::sectorFilterAndUrgencyOrder()
{
    GameFilterProxy proxy;
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    proxy.setSourceModel(m_model.get());
    QList<ZoneEvent> events;
    for (int b = 1; b <= 6; ++b)
        events << listed(QStringLiteral("g%1").arg(b), b, QStringLiteral("W%1").arg(b), QStringLiteral("B%1").arg(b));
    push(events);
    auto boardsShown = [&] {
        QList<int> out;
        for (int r = 0; r < proxy.rowCount(); ++r)
            out << proxy.index(r, 0).data(GameTableModel::BoardRole).toInt();
        return out;
    };
    QCOMPARE(boardsShown(), (QList<int>{1, 2, 3, 4, 5, 6}));
    proxy.setBoards(*event::NumberRanges::parse(QStringLiteral("2-5")));
    QCOMPARE(boardsShown(), (QList<int>{2, 3, 4, 5}));

    // Board 5: a player left; board 4: time trouble; board 3: an anomaly.
    ZoneEvent away;
    away.type = ZoneEvent::Type::PlayerConnection;
    away.gameId = QStringLiteral("g5");
    away.color = chess::White;
    away.connected = false;
    push({away, move(QStringLiteral("g4"), 1, QStringLiteral("e2e4"), 170'000, 30'000),
          move(QStringLiteral("g3"), 1, QStringLiteral("e2e5"), 170'000, 170'000)});
    m_model->tick(m_now);
    proxy.setOrder(GameFilterProxy::Order::Urgency);
    QCOMPARE(boardsShown(), (QList<int>{3, 5, 4, 2}));
    proxy.setOrder(GameFilterProxy::Order::Board);
    QCOMPARE(boardsShown(), (QList<int>{2, 3, 4, 5}));
}

QTEST_GUILESS_MAIN(TestGameTableModel)
#include "tst_gametablemodel.moc"
