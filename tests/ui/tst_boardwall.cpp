#include "app/console/consolewiring.h"
#include "core/common/translations.h"
#include "core/models/gamefilterproxy.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/movelistmodel.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "sim/simround.h"
#include "tests/common/testpaths.h"
#include "ui/board/boardpainter.h"
#include "ui/board/pieceset.h"
#include "ui/common/alertsound.h"
#include "ui/eventsetup/sectordialog.h"
#include "ui/feeds/feedtile.h"
#include "ui/feeds/feedwall.h"
#include "ui/focus/focusedboard.h"
#include "ui/mainwindow.h"
#include "ui/wall/boardwallview.h"
#include "ui/wall/tilepainter.h"

#include <QAbstractItemModelTester>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;
using arbiter::models::GameTableModel;
using arbiter::ui::BoardWallView;

namespace {

// What every test here starts from: a round of the embedded simulator, followed over loopback HTTP
// by an event session into the game model, wired to a main window the way the console wires it.
struct LiveRound
{
    zone::sim::GameZoneSimulator simulator;
    session::EventSession session;
    GameTableModel model;

    ~LiveRound() { session.feed()->stop(); }

    bool start(zone::sim::SimOptions options)
    {
        options.pgnPath = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
        const auto started = simulator.start(0, options);
        if (!started.ok())
            return false;
        console::connectModels(&session, &model, nullptr);
        session.feed()->startSimulator(started->url, started->token);
        return true;
    }

    void wire(ui::MainWindow &window, models::IncidentModel *incidents = nullptr)
    {
        if (incidents) {
            window.setIncidents(incidents);
            console::connectModels(&session, nullptr, incidents);
        }
        console::connectWindow(&session, &window, QStringLiteral("Tester"));
        console::connectFeeds(&session, &window, nullptr);
    }
};

zone::sim::SimOptions atSpeed(double speed)
{
    zone::sim::SimOptions o;
    o.speed = speed;
    return o;
}

} // namespace

// The board wall, offscreen, following a round of the embedded simulator over loopback HTTP: one
// tile per game in board order, moves appear with the last move marked, tiles grow with the window,
// and Enter on a tile activates it.
class TestBoardWall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void pieceSetRendersEveryPiece();
    void tileDrawnFromKeptImagesLooksTheSame();
    void wallFollowsTheSimulator();
    void sectorAndListView();
    void assignedSectorsFollowTheTeam();
    void focusedBoardFollowsTheGame();
    void incidentQueueFocusesTheBoard();
    void keyboardFindAndSettings();
};

void TestBoardWall::pieceSetRendersEveryPiece()
{
    ui::PieceSet pieces;
    QVERIFY(pieces.isValid());
    for (int p = 0; p < chess::NoPiece; ++p) {
        const QImage image = pieces.pixmap(chess::Piece(p), 40).toImage();
        QCOMPARE(image.size(), QSize(40, 40));
        int opaque = 0;
        for (int y = 0; y < 40; ++y)
            for (int x = 0; x < 40; ++x)
                opaque += qAlpha(image.pixel(x, y)) > 128;
        QVERIFY2(opaque > 100 && opaque < 1200, qPrintable(QString::number(opaque))); // a piece, not a block
    }
}

void TestBoardWall::tileDrawnFromKeptImagesLooksTheSame()
{
    // A board drawn again at the same size is copied from a kept image (a round listed at once shows
    // the starting position on every tile), and board numbers are drawn figure by figure: the tiles
    // must look exactly as when everything is drawn in place.
    ui::PieceSet pieces;
    live::GameSnapshot game;
    game.pairing.white = QStringLiteral("Rossi, Greta");
    game.pairing.black = QStringLiteral("Kuznetsova, Anna");
    const chess::Piece backRank[] = {chess::WhiteRook, chess::WhiteKnight, chess::WhiteBishop, chess::WhiteQueen,
                                     chess::WhiteKing, chess::WhiteBishop, chess::WhiteKnight, chess::WhiteRook};
    game.squares.fill(chess::NoPiece);
    for (int file = 0; file < 8; ++file) {
        game.squares[std::size_t(file)] = backRank[file];
        game.squares[std::size_t(8 + file)] = chess::WhitePawn;
        game.squares[std::size_t(48 + file)] = chess::BlackPawn;
        game.squares[std::size_t(56 + file)] = chess::Piece(backRank[file] + chess::BlackPawn);
    }
    for (const int boardSize : {48, 120, 200}) {
        const QRect tile(0, 0, boardSize, ui::TilePainter::tileHeight(boardSize));
        auto draw = [&](int board, bool named = true) {
            live::GameSnapshot g = game;
            g.pairing.board = board;
            if (!named)
                g.pairing.black.clear();
            QImage image(tile.size(), QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::magenta);
            QPainter painter(&image);
            ui::TilePainter::paintStatic(painter, tile, g, pieces);
            return image;
        };
        // The first board drawn in place, the second kept, the third copied.
        const QImage first = draw(7);
        const QImage second = draw(7);
        const QImage third = draw(7);
        QCOMPARE(second, first);
        QCOMPARE(third, first);
        // Another position in between is drawn as itself, and the kept one still copies right.
        live::GameSnapshot moved = game;
        std::swap(moved.squares[12], moved.squares[28]); // e2-e4
        QImage other(tile.size(), QImage::Format_ARGB32_Premultiplied);
        {
            QPainter painter(&other);
            ui::TilePainter::paintStatic(painter, tile, moved, pieces);
        }
        QVERIFY(other != first);
        QCOMPARE(draw(7), first);
        // A number is drawn whole: alone on Black's line, "1000" covers more ink than "1".
        auto ink = [&](const QImage &image) {
            int n = 0;
            for (int y = 0; y < ui::TilePainter::lineHeight(boardSize); ++y)
                for (int x = 0; x < boardSize; ++x)
                    n += qGray(image.pixel(x, y)) < 128;
            return n;
        };
        QVERIFY2(ink(draw(1000, false)) > ink(draw(1, false)) * 2, qPrintable(QString::number(boardSize)));
    }
}

void TestBoardWall::wallFollowsTheSimulator()
{
    LiveRound round;
    GameTableModel &model = round.model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    zone::sim::SimOptions o = atSpeed(100);
    o.seed = 2;
    QVERIFY(round.start(o));

    BoardWallView wall;
    wall.setModel(&model);
    wall.resize(900, 700);
    wall.show();
    QVERIFY(QTest::qWaitForWindowExposed(&wall));

    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 4, 10000);
    // One tile per game, in board order, none overlapping.
    for (int row = 0; row < 4; ++row) {
        const QRect r = wall.visualRect(model.index(row, 0));
        QVERIFY(r.isValid());
        QCOMPARE(wall.indexAt(r.center()).row(), row);
        QCOMPARE(model.snapshot(row)->pairing.board, row + 1);
        for (int other = 0; other < row; ++other)
            QVERIFY(!r.intersects(wall.visualRect(model.index(other, 0))));
    }
    QVERIFY(wall.boardSize() >= BoardWallView::MinBoardSize);

    // Moves arrive; the last move's squares are tinted on the tile.
    QTRY_VERIFY_WITH_TIMEOUT(model.snapshot(0)->plies >= 3, 10000);
    const live::GameSnapshot game = *model.snapshot(0);
    wall.viewport()->repaint();
    const QImage image = wall.viewport()->grab().toImage();
    const QRect tile = wall.visualRect(model.index(0, 0));
    const int lineH = ui::TilePainter::lineHeight(wall.boardSize());
    const QRect boardRect(tile.x(), tile.y() + lineH, wall.boardSize(), wall.boardSize());
    const QRect to = ui::BoardPainter::squareRect(boardRect, game.lastTo, false);
    const QColor corner = image.pixelColor(to.topLeft() + QPoint(1, 1));
    const QColor plainLight(0xf0, 0xd9, 0xb5), plainDark(0xb5, 0x88, 0x63);
    QVERIFY2(corner != plainLight && corner != plainDark, qPrintable(corner.name()));
    // A square the last move did not touch keeps its colour.
    chess::Square other = 0;
    while (other == game.lastFrom || other == game.lastTo || other == game.checkedKing)
        ++other;
    const QColor plain
        = image.pixelColor(ui::BoardPainter::squareRect(boardRect, other, false).topLeft() + QPoint(1, 1));
    QVERIFY2(plain == plainLight || plain == plainDark, qPrintable(plain.name()));

    // A larger window gives larger boards.
    const int before = wall.boardSize();
    wall.resize(1800, 1300);
    QTRY_VERIFY(wall.boardSize() > before);

    // Enter on the current tile activates it (the focused board opens from there).
    QSignalSpy activated(&wall, &QAbstractItemView::activated);
    wall.setCurrentIndex(model.index(2, 0));
    QTest::keyClick(wall.viewport(), Qt::Key_Right);
    QCOMPARE(wall.currentIndex().row(), 3);
    QTest::keyClick(wall.viewport(), Qt::Key_Return);
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated[0][0].value<QModelIndex>().row(), 3);
}

void TestBoardWall::sectorAndListView()
{
    LiveRound round;
    QVERIFY(round.start(atSpeed(50)));
    ui::MainWindow window(&round.model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(window.wall()->model()->rowCount(), 4, 10000);

    // Art. 10.3.1: the arbiter's sector.
    QVERIFY(window.setSector(QStringLiteral("2-3")));
    QCOMPARE(window.wall()->model()->rowCount(), 2);
    QCOMPARE(window.wall()->model()->index(0, 0).data(GameTableModel::BoardRole).toInt(), 2);
    QVERIFY(!window.setSector(QStringLiteral("two")));
    QCOMPARE(window.wall()->model()->rowCount(), 2); // a bad sector changes nothing

    // The list shows the same games; the current game follows across the views.
    window.wall()->setCurrentIndex(window.wall()->model()->index(1, 0));
    window.showWall(false);
    QCOMPARE(qobject_cast<QStackedWidget *>(window.centralWidget())->currentWidget(), window.list());
    QCOMPARE(window.list()->model()->rowCount(), 2);
    QCOMPARE(window.list()->currentIndex().row(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(
        !window.list()->model()->index(0, GameTableModel::WhiteClockColumn).data().toString().isEmpty(), 5000);
    QVERIFY(window.setSector(QString()));
    QCOMPARE(window.list()->model()->rowCount(), 4);
}

// Issue 24 §4: the sector the chief arbiter assigns is the arbiter's wall, list and feed wall; a sector
// handed over is announced with its note; the chief arbiter sees the boards nobody watches and edits
// the sectors in the dialog.
void TestBoardWall::assignedSectorsFollowTheTeam()
{
    LiveRound round;
    QVERIFY(round.start(atSpeed(50)));
    ui::MainWindow window(&round.model);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(window.wall()->model()->rowCount(), 4, 10000);
    const QList<event::StaffMember> staff{{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}},
                                          {QStringLiteral("Boris"), event::StaffMember::Role::Arbiter, {}, {}, {}},
                                          {QStringLiteral("Dina"), event::StaffMember::Role::Arbiter, {}, {}, {}}};
    auto sector = [](const QString &arbiter, const QString &boards, std::int64_t at, const QString &from = {}) {
        event::Sector s;
        s.arbiter = arbiter;
        s.boards = boards;
        s.assignedBy = QStringLiteral("Anna");
        s.assignedUtcMs = at;
        s.handedFrom = from;
        if (!from.isEmpty())
            s.note = QStringLiteral("Board 1: a claim waits");
        return s;
    };
    // Boris's console: his boards on the wall, in the list and on the feed wall.
    window.setStaff(QStringLiteral("Boris"), int(event::StaffMember::Role::Arbiter), staff);
    window.setSectorPlan(event::SectorPlan::make({sector(QStringLiteral("Boris"), QStringLiteral("2-3"), 100),
                                                  sector(QStringLiteral("Dina"), QStringLiteral("1"), 100)},
                                                 {}));
    QCOMPARE(window.sector(), QStringLiteral("2-3"));
    QCOMPARE(window.wall()->model()->rowCount(), 2);
    window.showFeeds();
    window.feedWall()->refresh();
    QStringList players;
    for (const ui::FeedTile *t : window.feedWall()->tiles())
        if (!t->player().isEmpty())
            players << t->player();
    QCOMPARE(players.size(), 4); // two boards, two players each
    for (int row = 0; row < 4; ++row) {
        const live::GameSnapshot *g = round.model.snapshot(row);
        const bool mine = g->pairing.board == 2 || g->pairing.board == 3;
        QCOMPARE(players.contains(g->pairing.white), mine);
    }
    window.showWall(true);
    // Boris may look elsewhere; the same plan again leaves what he typed.
    QVERIFY(window.setSector(QStringLiteral("1-4")));
    window.setSectorPlan(event::SectorPlan::make({sector(QStringLiteral("Boris"), QStringLiteral("2-3"), 100),
                                                  sector(QStringLiteral("Dina"), QStringLiteral("1"), 100)},
                                                 {}));
    QCOMPARE(window.sector(), QStringLiteral("1-4"));
    // Dina hands her board over to him: it is his now, and he is told, with her note.
    window.setSectorPlan(event::SectorPlan::make(
        {sector(QStringLiteral("Boris"), QStringLiteral("1-3"), 200, QStringLiteral("Dina"))}, {}));
    QCOMPARE(window.sector(), QStringLiteral("1-3"));
    auto *notice = window.findChild<QMessageBox *>(QStringLiteral("handOverNotice"));
    QVERIFY(notice);
    QVERIFY(notice->text().contains(QLatin1String("Dina")));
    QVERIFY(notice->text().contains(QLatin1String("Board 1: a claim waits")));
    notice->close();
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("unwatchedIndicator"))->isVisibleTo(&window));

    // The chief arbiter's console: board 4 is nobody's; she gives it to Dina in the dialog.
    window.setStaff(QStringLiteral("Anna"), int(event::StaffMember::Role::ChiefArbiter), staff);
    auto *unwatched = window.findChild<QLabel *>(QStringLiteral("unwatchedIndicator"));
    QVERIFY(unwatched->isVisibleTo(&window));
    QVERIFY2(unwatched->toolTip().endsWith(QLatin1String(": 4")), qPrintable(unwatched->toolTip()));
    QSignalSpy requested(&window, &ui::MainWindow::sectorRequested);
    for (QAction *a : window.findChildren<QAction *>())
        if (a->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L))
            a->trigger(); // View > Sectors of the team…
    auto *dialog = window.findChild<ui::SectorDialog *>(QStringLiteral("sectorDialog"));
    QVERIFY(dialog && dialog->isVisible());
    QTableWidget *table = dialog->table();
    QCOMPARE(table->rowCount(), 3);
    QCOMPARE(table->item(1, ui::SectorDialog::CoveredColumn)->text(), QStringLiteral("1-3"));
    QVERIFY(!dialog->applyButton()->isEnabled());
    table->item(2, ui::SectorDialog::BoardsColumn)->setText(QStringLiteral("four"));
    QVERIFY(!dialog->applyButton()->isEnabled()); // does not read
    table->item(2, ui::SectorDialog::BoardsColumn)->setText(QStringLiteral("4"));
    QCOMPARE(dialog->unwatchedLabel()->text(), QStringLiteral("Every board of the round is watched."));
    QVERIFY(dialog->applyButton()->isEnabled());
    dialog->applyButton()->click();
    QCOMPARE(requested.size(), 1);
    const auto sent = requested.first().at(0).value<event::Sector>();
    QCOMPARE(sent.arbiter, QStringLiteral("Dina"));
    QCOMPARE(sent.boards, QStringLiteral("4"));
    dialog->close();
}

void TestBoardWall::focusedBoardFollowsTheGame()
{
    // Board 1 of the sample: a 17-move miniature with clocks after every move.
    LiveRound round;
    GameTableModel &model = round.model;
    ui::MainWindow window(&model);
    round.wire(window);
    QVERIFY(round.start(atSpeed(200)));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 4, 10000);

    // Enter on board 1 opens it large.
    window.wall()->setCurrentIndex(window.wall()->model()->index(0, 0));
    QTest::keyClick(window.wall()->viewport(), Qt::Key_Return);
    const QString id = model.snapshot(0)->id;
    ui::FocusedBoard *board = window.focusedBoard(id);
    QVERIFY(board);
    QTRY_VERIFY_WITH_TIMEOUT(board->record().status == zone::ZoneStatus::Mate, 20000);
    QCOMPARE(int(board->record().plies.size()), 33);
    QVERIFY(board->live());
    QCOMPARE(board->viewedPly(), 33);

    // The scoresheet: 17 rows, the clock after every move (Art. 3.7).
    const QAbstractItemModel *moves = board->moveList()->model();
    QCOMPARE(moves->rowCount(), 17);
    QCOMPARE(moves->index(0, models::MoveListModel::WhiteMoveColumn).data().toString(), QStringLiteral("e4"));
    QCOMPARE(moves->index(0, models::MoveListModel::WhiteClockColumn).data().toString(), QStringLiteral("15:08"));
    QCOMPARE(moves->index(16, models::MoveListModel::WhiteMoveColumn).data().toString(), QStringLiteral("Rd8#"));

    // Walking back through the game with the keyboard; the board shows the position of that ply.
    QTest::keyClick(board, Qt::Key_Home);
    QCOMPARE(board->viewedPly(), 0);
    QCOMPARE(board->fen(), QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    QTest::keyClick(board, Qt::Key_Right);
    QCOMPARE(board->viewedPly(), 1);
    QVERIFY(!board->live());
    QVERIFY(board->fen().startsWith(QStringLiteral("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b")));
    // Clicking a move shows it.
    const QModelIndex third = moves->index(1, models::MoveListModel::WhiteMoveColumn); // 2. Nf3
    QTest::mouseClick(board->moveList()->viewport(), Qt::LeftButton, {}, board->moveList()->visualRect(third).center());
    QCOMPARE(board->viewedPly(), 3);
    QTest::keyClick(board, Qt::Key_End);
    QVERIFY(board->live());
    QVERIFY(board->record().pgn.contains("[%clk 0:15:08]"));

    // The timeline ends with the result; the tags page lists the PGN header.
    const QAbstractItemModel *timeline = board->timeline()->model();
    QTRY_VERIFY(timeline->rowCount() >= 34);
    QCOMPARE(timeline->index(timeline->rowCount() - 1, 0).data(models::TimelineModel::KindRole).toInt(),
             int(models::TimelineModel::Kind::Ended));
    QStringList tags;
    for (int row = 0; row < board->tags()->rowCount(); ++row)
        tags << board->tags()->item(row, 0)->text();
    QVERIFY2(tags.contains(QStringLiteral("White")) && tags.contains(QStringLiteral("Result")),
             qPrintable(tags.join(u',')));
}

void TestBoardWall::incidentQueueFocusesTheBoard()
{
    auto scenario = zone::sim::Scenario::fromJson(R"({"events": [
        {"atPly": 2, "game": 1, "action": "illegalMove", "uci": "a1a5"},
        {"atPly": 3, "game": 1, "action": "resign", "color": "black"},
        {"atPly": 2, "game": 3, "action": "disconnect", "color": "white", "for": 30}]})");
    QVERIFY(scenario.ok());
    LiveRound round;
    models::IncidentModel incidents;
    QAbstractItemModelTester tester(&incidents, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ui::MainWindow window(&round.model);
    round.wire(window, &incidents);
    zone::sim::SimOptions o = atSpeed(100);
    o.scenario = scenario.value();
    QVERIFY(round.start(o));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // The scripted illegal move (Art. 8.4) and the disconnection (Art. 11) reach the queue.
    auto rowOf = [&](const QString &article) {
        for (int r = 0; r < incidents.rowCount(); ++r)
            if (incidents.index(r, models::IncidentModel::ArticleColumn).data().toString().endsWith(u' ' + article))
                return r;
        return -1;
    };
    QTRY_VERIFY_WITH_TIMEOUT(rowOf(QStringLiteral("8.4")) >= 0 && rowOf(QStringLiteral("11")) >= 0, 15000);
    const int illegal = rowOf(QStringLiteral("8.4"));
    QCOMPARE(incidents.index(illegal, models::IncidentModel::BoardColumn).data().toInt(), 1);

    // Selecting it opens board 1 at the illegal move.
    window.incidentView()->setCurrentIndex(incidents.index(illegal, 0));
    QTest::mouseClick(window.incidentView()->viewport(), Qt::LeftButton, {},
                      window.incidentView()->visualRect(incidents.index(illegal, 0)).center());
    const QString id = incidents.index(illegal, 0).data(models::IncidentModel::GameIdRole).toString();
    ui::FocusedBoard *board = window.focusedBoard(id);
    QVERIFY(board);
    QTRY_COMPARE_WITH_TIMEOUT(board->viewedPly(), 3, 10000);
    QVERIFY(board->moveList()
                ->model()
                ->index(1, models::MoveListModel::WhiteMoveColumn)
                .data(models::MoveListModel::IllegalRole)
                .toBool());

    // Acknowledged with a note: the queue shows who reviewed it and why.
    const int row = rowOf(QStringLiteral("8.4")); // newer incidents may have come on top
    const QString key = incidents.index(row, 0).data(models::IncidentModel::KeyRole).toString();
    window.incidentView()->setCurrentIndex(incidents.index(row, 0));
    window.reviewCurrentIncident(watch::Incident::ReviewState::Acknowledged, QStringLiteral("Zone informed"));
    auto review = [&] {
        for (int r = 0; r < incidents.rowCount(); ++r)
            if (incidents.index(r, 0).data(models::IncidentModel::KeyRole).toString() == key)
                return incidents.index(r, models::IncidentModel::ReviewColumn).data().toString();
        return QString();
    };
    QTRY_COMPARE(review(), QStringLiteral("Acknowledged (Tester): Zone informed"));
}

void TestBoardWall::keyboardFindAndSettings()
{
    LiveRound round;
    ui::MainWindow window(&round.model);
    round.wire(window);
    QVERIFY(round.start(atSpeed(50)));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_COMPARE_WITH_TIMEOUT(round.model.rowCount(), 4, 10000);

    // Focus board N: the tile becomes current and the game opens large.
    QVERIFY(window.goToBoard(3));
    QCOMPARE(window.wall()->currentIndex().data(GameTableModel::BoardRole).toInt(), 3);
    const live::GameSnapshot *third = round.model.snapshot(
        round.model.rowOf(window.wall()->currentIndex().data(GameTableModel::GameIdRole).toString()));
    QVERIFY(window.focusedBoard(third->id));
    QVERIFY(!window.goToBoard(99));

    // Find a player by part of the name, in any case.
    const live::GameSnapshot *second = round.model.snapshot(1);
    const QString part = second->pairing.black.left(4).toLower();
    QVERIFY(window.findPlayer(part));
    QVERIFY(window.focusedBoard(
        round.model.snapshot(window.wall()->currentIndex().data(GameTableModel::BoardRole).toInt() - 1)->id));
    QVERIFY(!window.findPlayer(QStringLiteral("Nobody Atall")));

    // Sector, order, view and the alert setting come back after a restart.
    QTemporaryDir dir;
    {
        QSettings settings(dir.filePath(QStringLiteral("console.ini")), QSettings::IniFormat);
        QVERIFY(window.setSector(QStringLiteral("2-3")));
        window.showWall(false);
        window.alertSound()->setEnabled(true);
        window.saveSettings(settings);
    }
    ui::MainWindow again(&round.model);
    QSettings settings(dir.filePath(QStringLiteral("console.ini")), QSettings::IniFormat);
    again.restoreSettings(settings);
    QCOMPARE(again.sector(), QStringLiteral("2-3"));
    QCOMPARE(again.proxy()->rowCount(), 2);
    QVERIFY(!again.wallShown());
    QVERIFY(again.alertSound()->isEnabled());

    // The alert plays on a new incident only when switched on, and a machine without a sound
    // device survives it.
    models::IncidentModel incidents;
    again.setIncidents(&incidents);
    watch::Incident incident;
    incident.key = QStringLiteral("k1");
    incident.gameId = third->id;
    incident.board = 3;
    incidents.apply({incident});
    QCOMPARE(again.alertSound()->played(), 1);
    again.alertSound()->setEnabled(false);
    incident.key = QStringLiteral("k2");
    incidents.apply({incident});
    QCOMPARE(again.alertSound()->played(), 1);

    // The language changes from the menu without a restart: menus, headers and the focused board.
    QAction *viewMenu = again.menuBar()->actions().at(1);
    QCOMPARE(viewMenu->text(), QStringLiteral("&View"));
    TranslationSet translations;
    QVERIFY(translations.install(QLocale(QLocale::Russian)));
    QCoreApplication::processEvents();
    QCOMPARE(viewMenu->text(), QStringLiteral("&Вид"));
    QCOMPARE(round.model.headerData(GameTableModel::BoardColumn, Qt::Horizontal).toString(), QStringLiteral("Доска"));
    QVERIFY(window.focusedBoard(third->id)->pages()->tabText(0) != QStringLiteral("Scoresheet"));
    QVERIFY(translations.install(QLocale(QLocale::English)));
    QCoreApplication::processEvents();
    QCOMPARE(viewMenu->text(), QStringLiteral("&View"));
}

QTEST_MAIN(TestBoardWall)
#include "tst_boardwall.moc"
