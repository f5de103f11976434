#include "mainwindow.h"

#include "focus/focusedboard.h"
#include "models/gamefilterproxy.h"
#include "models/gametablemodel.h"
#include "models/incidentmodel.h"
#include "wall/boardwallview.h"
#include "wall/clockdelegate.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QShortcut>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

namespace arbiter::ui {

MainWindow::MainWindow(models::GameTableModel *games, QWidget *parent)
    : QMainWindow(parent), m_games(games), m_proxy(new models::GameFilterProxy(this)),
      m_stack(new QStackedWidget(this)), m_wall(new BoardWallView(this)), m_list(new QTableView(this)),
      m_sector(new QLineEdit(this)), m_order(new QComboBox(this)), m_zone(new QLabel(this)), m_health(new QLabel(this)),
      m_count(new QLabel(this))
{
    setWindowTitle(tr("Arbiter Console"));
    setObjectName(QStringLiteral("mainWindow"));
    m_proxy->setSourceModel(games);
    m_wall->setModel(m_proxy);
    m_list->setModel(m_proxy);
    m_list->setSelectionModel(m_wall->selectionModel()); // the current game follows across views
    m_list->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->verticalHeader()->hide();
    m_list->setAlternatingRowColors(true);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    auto *clocks = new ClockDelegate(m_list);
    m_list->setItemDelegateForColumn(models::GameTableModel::WhiteClockColumn, clocks);
    m_list->setItemDelegateForColumn(models::GameTableModel::BlackClockColumn, clocks);
    // The narrow columns fit their contents, measured on the rows on screen when the list is shown and
    // every two seconds while it is: not ResizeToContents, which re-measures on every change of a game
    // (a hidden list all its rows, a shown one synchronously inside dataChanged).
    m_list->horizontalHeader()->setResizeContentsPrecision(0);
    auto fitColumns = [this] {
        if (m_stack->currentWidget() != m_list)
            return;
        using M = models::GameTableModel;
        for (const int c : {M::BoardColumn, M::WhiteClockColumn, M::BlackClockColumn, M::MoveColumn, M::ResultColumn})
            m_list->resizeColumnToContents(c);
    };
    connect(m_stack, &QStackedWidget::currentChanged, this, fitColumns);
    auto *refit = new QTimer(this);
    connect(refit, &QTimer::timeout, this, fitColumns);
    refit->start(2000);
    m_list->horizontalHeader()->setSectionResizeMode(models::GameTableModel::WhiteColumn, QHeaderView::Stretch);
    m_list->horizontalHeader()->setSectionResizeMode(models::GameTableModel::BlackColumn, QHeaderView::Stretch);
    connect(m_wall, &QAbstractItemView::activated, this, &MainWindow::openIndex);
    connect(m_list, &QAbstractItemView::activated, this, &MainWindow::openIndex);
    // Escape: back to the wall or the list.
    auto *back = new QShortcut(QKeySequence(Qt::Key_Escape), this);
    connect(back, &QShortcut::activated, this, [this] { m_stack->currentWidget()->setFocus(); });
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_stack->addWidget(m_wall);
    m_stack->addWidget(m_list);
    setCentralWidget(m_stack);
    fitColumns();

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, qApp, &QApplication::quit);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    auto *views = new QActionGroup(this);
    m_wallAction = view->addAction(tr("Board &wall"));
    m_wallAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_listAction = view->addAction(tr("&List"));
    m_listAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    for (QAction *a : {m_wallAction, m_listAction}) {
        a->setCheckable(true);
        views->addAction(a);
    }
    m_wallAction->setChecked(true);
    connect(m_wallAction, &QAction::triggered, this, [this] { showWall(true); });
    connect(m_listAction, &QAction::triggered, this, [this] { showWall(false); });
    view->addSeparator();
    QAction *sectorAction = view->addAction(tr("&Sector…"));
    sectorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(sectorAction, &QAction::triggered, this, [this] {
        m_sector->setFocus();
        m_sector->selectAll();
    });

    QToolBar *bar = addToolBar(tr("Games"));
    bar->setObjectName(QStringLiteral("gamesToolBar"));
    bar->addAction(m_wallAction);
    bar->addAction(m_listAction);
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Sector:"), this));
    m_sector->setPlaceholderText(tr("all boards, or e.g. 1-20, 35"));
    m_sector->setClearButtonEnabled(true);
    m_sector->setMaximumWidth(260);
    bar->addWidget(m_sector);
    connect(m_sector, &QLineEdit::editingFinished, this, [this] { setSector(m_sector->text()); });
    bar->addSeparator();
    bar->addWidget(new QLabel(tr("Order:"), this));
    m_order->addItem(tr("By board"));
    m_order->addItem(tr("By urgency"));
    m_order->setToolTip(tr("By urgency: anomalies first, then disconnected players, then time trouble."));
    bar->addWidget(m_order);
    connect(m_order, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setOrder(i == 1 ? models::GameFilterProxy::Order::Urgency : models::GameFilterProxy::Order::Board);
    });

    statusBar()->addWidget(m_zone, 1);
    statusBar()->addPermanentWidget(m_count);
    statusBar()->addPermanentWidget(m_health);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, &MainWindow::updateGameCount);
        connect(m_games, signal, this, &MainWindow::updateGameCount); // games outside the sector too
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateGameCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateGameCount);
    updateGameCount();
    resize(1600, 1000);
}

MainWindow::~MainWindow()
{
    // The docks die with the window's children, after our members: they must not call back.
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->disconnect(this);
}

void MainWindow::openIndex(const QModelIndex &index)
{
    const QString id = index.siblingAtColumn(0).data(models::GameTableModel::GameIdRole).toString();
    if (!id.isEmpty())
        openGame(id);
}

FocusedBoard *MainWindow::focusedBoard(const QString &gameId) const
{
    QDockWidget *dock = m_docks.value(gameId);
    return dock ? qobject_cast<FocusedBoard *>(dock->widget()) : nullptr;
}

FocusedBoard *MainWindow::openGame(const QString &gameId)
{
    if (QDockWidget *dock = m_docks.value(gameId)) {
        dock->show();
        dock->raise();
        dock->widget()->setFocus();
        return qobject_cast<FocusedBoard *>(dock->widget());
    }
    const int row = m_games->rowOf(gameId);
    const event::GameSnapshot *s = m_games->snapshot(row);
    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("focus/") + gameId);
    dock->setAttribute(Qt::WA_DeleteOnClose);
    dock->setWindowTitle(s ? tr("Board %1: %2 – %3").arg(s->pairing.board).arg(s->pairing.white, s->pairing.black)
                           : gameId);
    auto *board = new FocusedBoard(gameId, m_games, dock);
    dock->setWidget(board);
    // Several games open at once: tabs in one dock area.
    QDockWidget *sibling = m_docks.isEmpty() ? nullptr : *m_docks.cbegin();
    addDockWidget(Qt::RightDockWidgetArea, dock);
    if (sibling)
        tabifyDockWidget(sibling, dock);
    m_docks.insert(gameId, dock);
    connect(dock, &QObject::destroyed, this, [this, gameId] {
        m_docks.remove(gameId);
        Q_EMIT unwatchRequested(gameId);
    });
    dock->show();
    dock->raise();
    board->setFocus();
    Q_EMIT watchRequested(gameId);
    return board;
}

void MainWindow::applyRecords(const QList<event::GameRecord> &records)
{
    for (const event::GameRecord &r : records)
        if (FocusedBoard *board = focusedBoard(r.id))
            board->setRecord(r);
}

void MainWindow::setIncidents(models::IncidentModel *incidents)
{
    auto *dock = new QDockWidget(tr("Incidents"), this);
    dock->setObjectName(QStringLiteral("incidents"));
    m_incidentView = new QTableView(dock);
    m_incidentView->setModel(incidents);
    m_incidentView->verticalHeader()->hide();
    m_incidentView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_incidentView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_incidentView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_incidentView->setWordWrap(false);
    m_incidentView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_incidentView->horizontalHeader()->setStretchLastSection(true);
    dock->setWidget(m_incidentView);
    addDockWidget(Qt::BottomDockWidgetArea, dock);
    resizeDocks({dock}, {fontMetrics().height() * 7}, Qt::Vertical); // a few rows: the wall keeps 400 tiles
    auto open = [this, incidents](const QModelIndex &index) {
        if (!index.isValid())
            return;
        const watch::Incident &i = incidents->incident(index.row());
        if (FocusedBoard *board = openGame(i.gameId))
            board->showPlyWhenReady(i.ply);
    };
    connect(m_incidentView, &QAbstractItemView::activated, this, open);
    connect(m_incidentView, &QAbstractItemView::clicked, this, open);
    QMenu *go = menuBar()->addMenu(tr("&Incidents"));
    QAction *next = go->addAction(tr("&Next incident"));
    next->setShortcut(QKeySequence(Qt::Key_F8));
    QAction *previous = go->addAction(tr("&Previous incident"));
    previous->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    auto step = [this, incidents, open](int delta) {
        if (incidents->rowCount() == 0)
            return;
        const int row = m_incidentView->currentIndex().isValid() ? m_incidentView->currentIndex().row() + delta : 0;
        const QModelIndex index = incidents->index(qBound(0, row, incidents->rowCount() - 1), 0);
        m_incidentView->setCurrentIndex(index);
        open(index);
    };
    connect(next, &QAction::triggered, this, [step] { step(1); });
    connect(previous, &QAction::triggered, this, [step] { step(-1); });
    connect(incidents, &models::IncidentModel::newIncidents, this,
            [this](int count) { statusBar()->showMessage(tr("%n new incident(s)", nullptr, count), 5000); });
}

void MainWindow::showWall(bool wall)
{
    m_stack->setCurrentWidget(wall ? static_cast<QWidget *>(m_wall) : m_list);
    (wall ? m_wallAction : m_listAction)->setChecked(true);
}

bool MainWindow::setSector(const QString &text)
{
    const auto boards = models::GameFilterProxy::parseBoards(text);
    if (!boards) {
        m_sector->setStyleSheet(QStringLiteral("QLineEdit { background: #ffebee; }"));
        m_sector->setToolTip(boards.error().message);
        statusBar()->showMessage(boards.error().message, 10'000);
        return false;
    }
    m_sector->setStyleSheet(QString());
    m_sector->setToolTip(QString());
    if (m_sector->text() != text)
        m_sector->setText(text);
    m_proxy->setBoards(*boards);
    updateGameCount();
    return true;
}

void MainWindow::updateGameCount()
{
    const int shown = m_proxy->rowCount();
    const int all = m_games->rowCount();
    m_count->setText(shown == all ? tr("%n game(s)", nullptr, all) : tr("%1 of %n game(s)", nullptr, all).arg(shown));
}

void MainWindow::setZoneDescription(const QString &description)
{
    m_zone->setText(description);
}

void MainWindow::setZoneHealth(const zone::ConnectionHealth &health)
{
    using State = zone::ConnectionHealth::State;
    switch (health.state) {
    case State::Idle: m_health->setText(tr("Not connected")); break;
    case State::Connecting: m_health->setText(tr("Connecting…")); break;
    case State::Connected: m_health->setText(tr("Connected")); break;
    case State::Reconnecting:
        m_health->setText(tr("Connection lost; trying again in %1 s").arg((health.retryInMs + 999) / 1000));
        break;
    case State::Failed: m_health->setText(tr("Connection failed: %1").arg(health.reason)); break;
    }
    m_health->setToolTip(health.reason);
}

void MainWindow::showProblem(const QString &message)
{
    statusBar()->showMessage(message, 10'000);
}

} // namespace arbiter::ui
