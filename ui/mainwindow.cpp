#include "ui/mainwindow.h"

#include "core/event/sector.h"
#include "core/live/gamesnapshot.h"
#include "core/models/gamefilterproxy.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "ui/board/pieceset.h"
#include "ui/common/alertsound.h"
#include "ui/common/columnfit.h"
#include "ui/common/palette.h"
#include "ui/common/settingskeys.h"
#include "ui/eventsetup/connectiondialog.h"
#include "ui/eventsetup/sectordialog.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedwall.h"
#include "ui/focus/focusedboard.h"
#include "ui/incidents/incidentdock.h"
#include "ui/wall/boardwallview.h"
#include "ui/wall/clockdelegate.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QCompleter>
#include <QDateTime>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QStringListModel>
#include <QTableView>
#include <QTimer>
#include <QToolBar>

namespace arbiter::ui {

namespace {

// A model's texts (headers, and cells such as an incident's explanation, kept as data) are translated
// when asked: after a language change the views must ask again.
void refreshTexts(QAbstractItemModel *model)
{
    if (!model || model->columnCount() <= 0)
        return;
    Q_EMIT model->headerDataChanged(Qt::Horizontal, 0, model->columnCount() - 1);
    if (model->rowCount() > 0)
        Q_EMIT model->dataChanged(model->index(0, 0), model->index(model->rowCount() - 1, model->columnCount() - 1));
}

} // namespace

MainWindow::MainWindow(models::GameTableModel *games, QWidget *parent)
    : QMainWindow(parent), m_games(games), m_proxy(new models::GameFilterProxy(this)),
      m_stack(new QStackedWidget(this)), m_wall(new BoardWallView(this)), m_feedHub(new FeedHub(this)),
      m_feedWall(new FeedWall(games, m_feedHub, this)), m_list(new QTableView(this)), m_sector(new QLineEdit(this)),
      m_order(new QComboBox(this)), m_find(new QLineEdit(this)), m_playerNames(new QStringListModel(this)),
      m_toolBar(new QToolBar(this)), m_sectorLabel(new QLabel(this)), m_orderLabel(new QLabel(this)),
      m_findLabel(new QLabel(this)), m_zone(new QLabel(this)), m_health(new QLabel(this)), m_count(new QLabel(this)),
      m_unsaved(new QLabel(this)), m_alert(new AlertSound(this))
{
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
    // The narrow columns fit their contents (ColumnFit: not ResizeToContents, which re-measures every
    // row on every change of a game).
    new ColumnFit(m_list);
    m_list->horizontalHeader()->setSectionResizeMode(models::GameTableModel::WhiteColumn, QHeaderView::Stretch);
    m_list->horizontalHeader()->setSectionResizeMode(models::GameTableModel::BlackColumn, QHeaderView::Stretch);
    connect(m_wall, &QAbstractItemView::activated, this, &MainWindow::openIndex);
    connect(m_list, &QAbstractItemView::activated, this, &MainWindow::openIndex);
    setDockOptions(AnimatedDocks | AllowTabbedDocks | AllowNestedDocks);
    m_stack->addWidget(m_wall);
    m_stack->addWidget(m_list);
    m_stack->addWidget(m_feedWall);
    connect(m_feedWall, &FeedWall::gameActivated, this, &MainWindow::openGame);
    setCentralWidget(m_stack);

    createMenus();

    m_toolBar->setObjectName(QStringLiteral("gamesToolBar"));
    addToolBar(m_toolBar);
    m_toolBar->addAction(m_wallAction);
    m_toolBar->addAction(m_listAction);
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_sectorLabel);
    m_sector->setClearButtonEnabled(true);
    m_sector->setMaximumWidth(260);
    m_toolBar->addWidget(m_sector);
    connect(m_sector, &QLineEdit::editingFinished, this, [this] { setSector(m_sector->text()); });
    // Part IIIb: the venue filter, shown once the event has venues.
    m_venueLabel = new QLabel(this);
    m_venue = new QComboBox(this);
    m_venue->setObjectName(QStringLiteral("venueFilter"));
    m_venue->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_venueLabelAction = m_toolBar->addWidget(m_venueLabel);
    m_venueAction = m_toolBar->addWidget(m_venue);
    m_venueLabelAction->setVisible(false);
    m_venueAction->setVisible(false);
    connect(m_venue, &QComboBox::activated, this, [this](int i) {
        m_venueChosen = true;
        setVenue(m_venue->itemData(i).toString());
    });
    m_venueTimer = new QTimer(this);
    m_venueTimer->setSingleShot(true);
    m_venueTimer->setInterval(300);
    connect(m_venueTimer, &QTimer::timeout, this, &MainWindow::applyBoards);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(games, signal, this, [this] {
            if (!m_venues.isEmpty())
                m_venueTimer->start();
        });
    connect(games, &QAbstractItemModel::modelReset, this, [this] {
        if (!m_venues.isEmpty())
            m_venueTimer->start();
    });
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_orderLabel);
    m_order->addItems({QString(), QString()});
    m_toolBar->addWidget(m_order);
    connect(m_order, &QComboBox::currentIndexChanged, this, [this](int i) {
        m_proxy->setOrder(i == 1 ? models::GameFilterProxy::Order::Urgency : models::GameFilterProxy::Order::Board);
    });
    m_toolBar->addSeparator();
    m_toolBar->addWidget(m_findLabel);
    m_find->setClearButtonEnabled(true);
    m_find->setMaximumWidth(260);
    auto *completer = new QCompleter(m_playerNames, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    m_find->setCompleter(completer);
    m_toolBar->addWidget(m_find);
    connect(m_find, &QLineEdit::returnPressed, this, [this] { findPlayer(m_find->text()); });
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this](const QString &name) { findPlayer(name); });

    statusBar()->addWidget(m_zone, 1);
    statusBar()->addPermanentWidget(m_unsaved);
    statusBar()->addPermanentWidget(m_count);
    statusBar()->addPermanentWidget(m_health);
    m_unsaved->setObjectName(QStringLiteral("saveIndicator"));
    // Red like an alarm: what it counts is lost if the console closes now.
    m_unsaved->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; font-weight: bold; "
                                            "padding: 1px 6px; border-radius: 3px; }")
                                 .arg(colours::css(colours::Alarm), colours::css(colours::OnAlarm)));
    m_unsaved->hide();
    // A team event's server that does not answer: as loud as unsaved items (nothing new is recorded).
    m_server = new QLabel(this);
    m_server->setObjectName(QStringLiteral("serverIndicator"));
    m_server->setStyleSheet(m_unsaved->styleSheet());
    m_server->setWordWrap(false);
    statusBar()->addPermanentWidget(m_server);
    m_server->hide();
    // The standby server down: the chief arbiter is told (amber: nothing is refused, a copy is missing).
    m_standby = new QLabel(this);
    m_standby->setObjectName(QStringLiteral("standbyIndicator"));
    m_standby->setStyleSheet(
        QStringLiteral("QLabel { background: %1; color: %2; padding: 1px 6px; border-radius: 3px; }")
            .arg(colours::css(colours::Amber), colours::css(colours::OnAmber)));
    statusBar()->addPermanentWidget(m_standby);
    m_standby->hide();
    // Boards nobody watches, for the chief arbiter (amber: to be assigned, nothing is lost yet).
    m_unwatched = new QLabel(this);
    m_unwatched->setObjectName(QStringLiteral("unwatchedIndicator"));
    m_unwatched->setStyleSheet(m_standby->styleSheet());
    statusBar()->addPermanentWidget(m_unwatched);
    m_unwatched->hide();
    m_unwatchedTimer = new QTimer(this);
    m_unwatchedTimer->setSingleShot(true);
    m_unwatchedTimer->setInterval(1000);
    connect(m_unwatchedTimer, &QTimer::timeout, this, &MainWindow::updateUnwatched);
    auto unwatchedSoon = [this] {
        if (!m_plan.sectors.isEmpty())
            m_unwatchedTimer->start();
    };
    connect(m_games, &QAbstractItemModel::rowsInserted, this, unwatchedSoon);
    connect(m_games, &QAbstractItemModel::modelReset, this, unwatchedSoon);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_proxy, signal, this, &MainWindow::updateGameCount);
        connect(m_games, signal, this, &MainWindow::updateGameCount); // games outside the sector too
    }
    connect(m_proxy, &QAbstractItemModel::modelReset, this, &MainWindow::updateGameCount);
    connect(m_proxy, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateGameCount);
    // The names the finder completes: refreshed when games arrive, at most every second.
    auto *names = new QTimer(this);
    names->setSingleShot(true);
    names->setInterval(1000);
    connect(names, &QTimer::timeout, this, &MainWindow::updatePlayerNames);
    connect(m_games, &QAbstractItemModel::rowsInserted, names, qOverload<>(&QTimer::start));
    connect(m_games, &QAbstractItemModel::modelReset, names, qOverload<>(&QTimer::start));
    retranslate();
    resize(1600, 1000);
}

MainWindow::~MainWindow()
{
    // The docks die with the window's children, after our members: they must not call back.
    for (QDockWidget *dock : std::as_const(m_docks))
        dock->disconnect(this);
}

void MainWindow::setRecentTeamEvents(const QStringList &addresses)
{
    m_recentTeamMenu->clear();
    for (const QString &address : addresses) {
        QAction *a = m_recentTeamMenu->addAction(address);
        connect(a, &QAction::triggered, this, [this, address] { Q_EMIT teamEventRequested(address); });
    }
    m_recentTeamMenu->setEnabled(!addresses.isEmpty());
}

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_eventAction = m_fileMenu->addAction(QString());
    m_eventAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_eventAction, &QAction::triggered, this, &MainWindow::eventSetupRequested);
    m_connectAction = m_fileMenu->addAction(QString());
    m_connectAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
    connect(m_connectAction, &QAction::triggered, this, &MainWindow::showConnectionDialog);
    m_fileMenu->addSeparator();
    m_standingsAction = m_fileMenu->addAction(QString());
    m_standingsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(m_standingsAction, &QAction::triggered, this, &MainWindow::standingsRequested);
    m_reportAction = m_fileMenu->addAction(QString());
    connect(m_reportAction, &QAction::triggered, this, [this] { Q_EMIT handOverRequestedFor(true); });
    m_exportAction = m_fileMenu->addAction(QString());
    connect(m_exportAction, &QAction::triggered, this, [this] { Q_EMIT handOverRequestedFor(false); });
    m_fileMenu->addSeparator();
    m_teamAction = m_fileMenu->addAction(QString());
    connect(m_teamAction, &QAction::triggered, this, [this] { Q_EMIT teamEventRequested(QString()); });
    m_recentTeamMenu = m_fileMenu->addMenu(QString());
    m_recentTeamMenu->setEnabled(false);
    m_seminarAction = m_fileMenu->addAction(QString());
    connect(m_seminarAction, &QAction::triggered, this, &MainWindow::seminarRequested);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString());
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_viewMenu = menuBar()->addMenu(QString());
    auto *views = new QActionGroup(this);
    m_wallAction = m_viewMenu->addAction(QString());
    m_wallAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_listAction = m_viewMenu->addAction(QString());
    m_listAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    m_feedsAction = m_viewMenu->addAction(QString());
    m_feedsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_6));
    connect(m_feedsAction, &QAction::triggered, this, &MainWindow::showFeeds);
    for (QAction *a : {m_wallAction, m_listAction, m_feedsAction}) {
        a->setCheckable(true);
        views->addAction(a);
    }
    m_wallAction->setChecked(true);
    connect(m_wallAction, &QAction::triggered, this, [this] { showWall(true); });
    connect(m_listAction, &QAction::triggered, this, [this] { showWall(false); });
    m_viewMenu->addSeparator();
    m_sectorAction = m_viewMenu->addAction(QString());
    m_sectorAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    connect(m_sectorAction, &QAction::triggered, this, [this] {
        m_sector->setFocus();
        m_sector->selectAll();
    });
    m_sectorsAction = m_viewMenu->addAction(QString());
    m_sectorsAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_L));
    connect(m_sectorsAction, &QAction::triggered, this, &MainWindow::showSectors);
    m_handOverAction = m_viewMenu->addAction(QString());
    m_handOverAction->setEnabled(false);
    m_handOverAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    connect(m_handOverAction, &QAction::triggered, this, [this] { askHandOver(m_me); });
    m_boardAction = m_viewMenu->addAction(QString());
    m_boardAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    connect(m_boardAction, &QAction::triggered, this, &MainWindow::askBoard);
    m_findAction = m_viewMenu->addAction(QString());
    m_findAction->setShortcut(QKeySequence::Find);
    connect(m_findAction, &QAction::triggered, this, [this] {
        m_find->setFocus();
        m_find->selectAll();
    });
    m_backAction = m_viewMenu->addAction(QString());
    m_backAction->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(m_backAction, &QAction::triggered, this, [this] { m_stack->currentWidget()->setFocus(); });

    m_incidentMenu = menuBar()->addMenu(QString());
    m_nextAction = m_incidentMenu->addAction(QString());
    m_nextAction->setShortcut(QKeySequence(Qt::Key_F8));
    m_previousAction = m_incidentMenu->addAction(QString());
    m_previousAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    connect(m_nextAction, &QAction::triggered, this, [this] {
        if (m_incidentDock)
            m_incidentDock->step(1);
    });
    connect(m_previousAction, &QAction::triggered, this, [this] {
        if (m_incidentDock)
            m_incidentDock->step(-1);
    });
    m_incidentMenu->addSeparator();
    m_acknowledgeAction = m_incidentMenu->addAction(QString());
    m_acknowledgeAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A));
    connect(m_acknowledgeAction, &QAction::triggered, this,
            [this] { reviewCurrentIncident(watch::Incident::ReviewState::Acknowledged, QString()); });
    m_dismissAction = m_incidentMenu->addAction(QString());
    m_dismissAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D));
    connect(m_dismissAction, &QAction::triggered, this,
            [this] { reviewCurrentIncident(watch::Incident::ReviewState::Dismissed, QString()); });
    m_incidentMenu->menuAction()->setVisible(false); // until there is a queue

    m_settingsMenu = menuBar()->addMenu(QString());
    m_languageMenu = m_settingsMenu->addMenu(QString());
    m_languages = new QActionGroup(this);
    // Each language is named in itself, so it can be found whatever the current one is.
    for (const auto &[code, name] : {std::pair{"en", "English"}, std::pair{"ru", "Русский"}}) {
        QAction *a = m_languageMenu->addAction(QString::fromUtf8(name));
        a->setCheckable(true);
        a->setData(QString::fromLatin1(code));
        m_languages->addAction(a);
        connect(a, &QAction::triggered, this, [this, a] { Q_EMIT languageRequested(a->data().toString()); });
    }
    m_soundAction = m_settingsMenu->addAction(QString());
    m_soundAction->setCheckable(true);
    connect(m_soundAction, &QAction::toggled, m_alert, &AlertSound::setEnabled);
    m_timeTroubleAction = m_settingsMenu->addAction(QString());
    connect(m_timeTroubleAction, &QAction::triggered, this, &MainWindow::askTimeTrouble);

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString());
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    m_aboutQtAction = m_helpMenu->addAction(QString());
    connect(m_aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
}

void MainWindow::retranslate()
{
    if (windowTitle().isEmpty() || windowTitle() == QLatin1String("Arbiter Console"))
        setWindowTitle(tr("Arbiter Console"));
    m_fileMenu->setTitle(tr("&File"));
    m_eventAction->setText(tr("&Event…"));
    m_connectAction->setText(tr("&Connect to the game zone…"));
    m_standingsAction->setText(tr("S&tandings…"));
    m_reportAction->setText(tr("&Report…"));
    m_exportAction->setText(tr("E&xport (TRF, CSV, PGN)…"));
    m_teamAction->setText(tr("Open &team event…"));
    m_recentTeamMenu->setTitle(tr("&Recent team events"));
    m_seminarAction->setText(tr("Join &seminar…"));
    m_quitAction->setText(tr("&Quit"));
    m_viewMenu->setTitle(tr("&View"));
    m_wallAction->setText(tr("Board &wall"));
    m_listAction->setText(tr("&List"));
    m_feedsAction->setText(tr("&Feeds (cameras of every player)"));
    m_sectorAction->setText(tr("&Sector…"));
    m_sectorsAction->setText(tr("Sectors of the &team…"));
    m_handOverAction->setText(tr("&Hand over my sector…"));
    m_boardAction->setText(tr("&Go to board…"));
    m_findAction->setText(tr("&Find player…"));
    m_backAction->setText(tr("&Back to the games"));
    m_incidentMenu->setTitle(tr("&Incidents"));
    m_nextAction->setText(tr("&Next incident"));
    m_previousAction->setText(tr("&Previous incident"));
    m_acknowledgeAction->setText(tr("&Acknowledge…"));
    m_acknowledgeAction->setToolTip(tr("Seen and being dealt with; a note is optional."));
    m_dismissAction->setText(tr("&Dismiss with a note…"));
    m_dismissAction->setToolTip(tr("Seen, nothing to do; say why in the note."));
    m_settingsMenu->setTitle(tr("&Settings"));
    m_languageMenu->setTitle(tr("&Language"));
    m_soundAction->setText(tr("&Sound on a new incident"));
    m_timeTroubleAction->setText(tr("&Time trouble below…"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Arbiter Console"));
    m_aboutQtAction->setText(tr("About &Qt"));
    const QString language = QLocale().language() == QLocale::Russian ? QStringLiteral("ru") : QStringLiteral("en");
    for (QAction *a : m_languages->actions())
        a->setChecked(a->data().toString() == language);

    m_toolBar->setWindowTitle(tr("Games"));
    m_sectorLabel->setText(tr("Sector:"));
    m_venueLabel->setText(tr("Venue:"));
    m_venue->setToolTip(tr("A hybrid event's venues (Part IIIb): only the games of one venue's players, or all "
                           "grouped by venue."));
    updateVenueChoices();
    m_sector->setPlaceholderText(tr("all boards, or e.g. 1-20, 35"));
    m_orderLabel->setText(tr("Order:"));
    m_order->setItemText(0, tr("By board"));
    m_order->setItemText(1, tr("By urgency"));
    m_order->setToolTip(tr("By urgency: anomalies first, then disconnected players, then time trouble."));
    m_findLabel->setText(tr("Find:"));
    m_find->setPlaceholderText(tr("player's name"));
    for (auto it = m_docks.cbegin(); it != m_docks.cend(); ++it)
        it.value()->setWindowTitle(dockTitle(it.key()));
    refreshTexts(m_games);
    refreshTexts(m_incidents);
    updateGameCount();
    updateHealthText();
    updateSaveText();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_saveState.saved()) {
        //: %n: how many items wait, %1: why the database does not take them
        const QString what = tr("%n incident(s), review(s) or change(s) are not stored in the event database yet "
                                "(%1). If the console closes now, they are lost.",
                                nullptr, m_saveState.unsavedItems)
                                 .arg(m_saveState.reason);
        QMessageBox box(QMessageBox::Warning, tr("Not saved"), what, QMessageBox::NoButton, this);
        QPushButton *keep = box.addButton(tr("Keep the console open"), QMessageBox::RejectRole);
        box.addButton(tr("Close and lose them"), QMessageBox::DestructiveRole);
        box.setDefaultButton(keep);
        box.exec();
        if (box.clickedButton() == keep) {
            event->ignore();
            return;
        }
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::openIndex(const QModelIndex &index)
{
    const QString id = index.siblingAtColumn(0).data(models::GameTableModel::GameIdRole).toString();
    if (!id.isEmpty())
        openGame(id);
}

QString MainWindow::currentGameId() const
{
    for (auto it = m_docks.cbegin(); it != m_docks.cend(); ++it)
        if (it.value()->isVisible() && it.value()->widget()->hasFocus())
            return it.key();
    const auto *view = static_cast<const QAbstractItemView *>(m_stack->currentWidget());
    const QModelIndex index = view->currentIndex();
    if (index.isValid())
        return index.siblingAtColumn(0).data(models::GameTableModel::GameIdRole).toString();
    // A focused board open, without the keyboard: the one in front.
    for (auto it = m_docks.cbegin(); it != m_docks.cend(); ++it)
        if (it.value()->isVisible() && !it.value()->visibleRegion().isEmpty())
            return it.key();
    return QString();
}

const watch::Incident *MainWindow::currentIncident() const
{
    return m_incidentDock ? m_incidentDock->currentIncident() : nullptr;
}

QTableView *MainWindow::incidentView() const
{
    return m_incidentDock ? m_incidentDock->view() : nullptr;
}

QDockWidget *MainWindow::incidentDock() const
{
    return m_incidentDock;
}

FocusedBoard *MainWindow::focusedBoard(const QString &gameId) const
{
    QDockWidget *dock = m_docks.value(gameId);
    return dock ? qobject_cast<FocusedBoard *>(dock->widget()) : nullptr;
}

QString MainWindow::dockTitle(const QString &gameId) const
{
    const live::GameSnapshot *s = m_games->snapshot(m_games->rowOf(gameId));
    //: %1: the board number, %2: White's name, %3: Black's name
    return s ? tr("Board %1: %2 – %3").arg(s->pairing.board).arg(s->pairing.white, s->pairing.black) : gameId;
}

FocusedBoard *MainWindow::openGame(const QString &gameId)
{
    if (QDockWidget *dock = m_docks.value(gameId)) {
        dock->show();
        dock->raise();
        dock->widget()->setFocus();
        return qobject_cast<FocusedBoard *>(dock->widget());
    }
    auto *dock = new QDockWidget(this);
    dock->setObjectName(QStringLiteral("focus/") + gameId);
    dock->setAttribute(Qt::WA_DeleteOnClose);
    dock->setWindowTitle(dockTitle(gameId));
    auto *board = new FocusedBoard(gameId, m_games, dock);
    board->setFeedHub(m_feedHub);
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

void MainWindow::selectSourceRow(int row)
{
    const QModelIndex index = m_proxy->mapFromSource(m_games->index(row, 0));
    if (index.isValid()) {
        auto *view = static_cast<QAbstractItemView *>(m_stack->currentWidget());
        view->setCurrentIndex(index);
        view->scrollTo(index);
    }
}

bool MainWindow::goToBoard(int board)
{
    if (const int row = m_games->rowOfBoard(board); row >= 0) {
        selectSourceRow(row);
        if (!m_proxy->mapFromSource(m_games->index(row, 0)).isValid())
            //: %1: the board number
            statusBar()->showMessage(tr("Board %1 is outside your sector; it opens all the same.").arg(board), 5000);
        openGame(m_games->snapshot(row)->id);
        return true;
    }
    //: %1: the board number asked for
    statusBar()->showMessage(tr("There is no board %1 in this round.").arg(board), 5000);
    return false;
}

bool MainWindow::findPlayer(const QString &text)
{
    const QString wanted = text.trimmed();
    if (wanted.isEmpty())
        return false;
    if (const int row = m_games->rowOfPlayer(wanted); row >= 0) {
        selectSourceRow(row);
        openGame(m_games->snapshot(row)->id);
        return true;
    }
    //: %1: the name typed in the find box
    statusBar()->showMessage(tr("No player called “%1” in this round.").arg(wanted), 5000);
    return false;
}

void MainWindow::updatePlayerNames()
{
    const QStringList names = m_games->playerNames();
    if (names != m_playerNames->stringList())
        m_playerNames->setStringList(names);
}

void MainWindow::askBoard()
{
    bool ok = false;
    const int board = QInputDialog::getInt(this, tr("Go to board"), tr("Board number:"), 1, 1, 100000, 1, &ok);
    if (ok)
        goToBoard(board);
}

void MainWindow::askTimeTrouble()
{
    bool ok = false;
    const int seconds
        = QInputDialog::getInt(this, tr("Time trouble"), tr("A clock is in time trouble below (seconds):"),
                               int(m_games->timeTroubleMs() / 1000), 1, 3600, 5, &ok);
    if (ok)
        m_games->setTimeTroubleMs(std::int64_t(seconds) * 1000);
}

void MainWindow::showAbout()
{
    //: %1: the console's version, %2: the Qt it was built with, %3: the Qt it runs on, %4: the chess pieces' credit
    const QString text
        = tr("<h3>Arbiter Console %1</h3>"
             "<p>Every board of an online or hybrid chess event, live, for arbiters working under the FIDE "
             "Online Chess Regulations.</p>"
             "<p>Built with Qt %2 (LGPL-3.0), running on Qt %3.</p>"
             "<p><b>Assets and programs</b></p><ul>"
             "<li>%4</li>"
             "<li>Alert sound: made for Arbiter Console, CC0 1.0.</li>"
             "<li>SQLite (public domain) through Qt SQL.</li>"
             "<li>The demo's players: Stockfish (GPL-3.0), run as a separate program.</li>"
             "</ul>")
              .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
                   PieceSet::credit().toHtmlEscaped());
    QMessageBox::about(this, tr("About Arbiter Console"), text);
}

void MainWindow::applyRecords(const QList<live::GameRecord> &records)
{
    for (const live::GameRecord &r : records)
        if (FocusedBoard *board = focusedBoard(r.id))
            board->setRecord(r);
}

void MainWindow::setIncidents(models::IncidentModel *incidents)
{
    m_incidents = incidents;
    m_incidentDock = new IncidentDock(incidents, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_incidentDock);
    resizeDocks({m_incidentDock}, {fontMetrics().height() * 7}, Qt::Vertical); // a few rows: the wall keeps 400 tiles
    connect(m_incidentDock, &IncidentDock::openRequested, this, [this](const QString &gameId, int ply) {
        if (FocusedBoard *board = openGame(gameId))
            board->showPlyWhenReady(ply);
    });
    connect(m_incidentDock, &IncidentDock::reviewRequested, this, &MainWindow::reviewRequested);
    connect(m_incidentDock, &IncidentDock::message, this,
            [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });
    m_incidentDock->view()->addAction(m_acknowledgeAction);
    m_incidentDock->view()->addAction(m_dismissAction);
    m_incidentMenu->menuAction()->setVisible(true);
    m_incidentMenu->addSeparator();
    m_incidentMenu->addAction(m_incidentDock->toggleViewAction());
    connect(incidents, &models::IncidentModel::newIncidents, this, [this](int count) {
        //: %n: how many incidents arrived
        statusBar()->showMessage(tr("%n new incident(s)", nullptr, count), 5000);
        m_alert->alert();
    });
}

void MainWindow::reviewCurrentIncident(watch::Incident::ReviewState state, const QString &note)
{
    if (!m_incidentDock) {
        statusBar()->showMessage(tr("Select an incident first."), 5000);
        return;
    }
    m_incidentDock->reviewCurrent(state, note);
}

void MainWindow::showWall(bool wall)
{
    m_stack->setCurrentWidget(wall ? static_cast<QWidget *>(m_wall) : m_list);
    (wall ? m_wallAction : m_listAction)->setChecked(true);
}

void MainWindow::showFeeds()
{
    m_stack->setCurrentWidget(m_feedWall);
    m_feedsAction->setChecked(true);
}

bool MainWindow::wallShown() const
{
    return m_stack->currentWidget() == m_wall;
}

bool MainWindow::setSector(const QString &text)
{
    const auto boards = event::NumberRanges::parse(text);
    if (!boards) {
        m_sector->setStyleSheet(QStringLiteral("QLineEdit { background: %1; }").arg(colours::css(colours::AlarmTint)));
        m_sector->setToolTip(boards.error().message);
        statusBar()->showMessage(boards.error().message, 10'000);
        return false;
    }
    m_sector->setStyleSheet(QString());
    m_sector->setToolTip(QString());
    if (m_sector->text() != text)
        m_sector->setText(text);
    m_sectorBoards = *boards;
    applyBoards();
    return true;
}

QString MainWindow::venueOfGame(const QString &gameId) const
{
    const int row = m_games->rowOf(gameId);
    const live::GameSnapshot *s = row >= 0 ? m_games->snapshot(row) : nullptr;
    return s ? event::Venue::venueOfGame(m_players, gameId, s->pairing) : QString();
}

void MainWindow::applyBoards()
{
    QSet<int> boards = m_sectorBoards;
    QHash<int, int> groups;
    if (!m_venues.isEmpty() && !m_venueShown.isEmpty()) {
        QHash<QString, int> rank;
        for (int i = 0; i < m_venues.size(); ++i)
            rank.insert(m_venues[i].name.toLower(), i);
        QSet<int> inVenue;
        for (int row = 0; row < m_games->rowCount(); ++row) {
            const live::GameSnapshot *s = m_games->snapshot(row);
            if (!s || s->pairing.board <= 0)
                continue;
            const QString venue = event::Venue::venueOfGame(m_players, s->id, s->pairing);
            if (m_venueShown == QLatin1String(GroupedVenues))
                groups.insert(s->pairing.board, rank.value(venue.toLower(), int(m_venues.size())));
            else if (venue.compare(m_venueShown, Qt::CaseInsensitive) == 0)
                inVenue.insert(s->pairing.board);
        }
        if (m_venueShown != QLatin1String(GroupedVenues)) {
            boards = boards.isEmpty() ? inVenue : boards.intersect(inVenue);
            if (boards.isEmpty())
                boards.insert(-1); // none of the venue's games is on: show none, not all
        }
    }
    const bool boardsChanged = m_proxy->boards() != boards;
    if (boardsChanged) {
        m_proxy->setBoards(boards);
        m_feedWall->setBoards(boards);
    }
    // Rows a new filter lets in come in the source's order: sorted into their groups again.
    if (groups != m_proxy->groups())
        m_proxy->setGroups(groups);
    else if (boardsChanged && !groups.isEmpty())
        m_proxy->sort(0);
    updateGameCount();
}

bool MainWindow::setVenue(const QString &venue)
{
    if (!venue.isEmpty() && venue != QLatin1String(GroupedVenues) && !event::Venue::find(m_venues, venue))
        return false;
    const event::Venue *v = event::Venue::find(m_venues, venue);
    m_venueShown = v ? v->name : venue;
    const int index = m_venue->findData(m_venueShown);
    if (index >= 0 && m_venue->currentIndex() != index)
        m_venue->setCurrentIndex(index);
    applyBoards();
    return true;
}

void MainWindow::setVenues(const QList<event::Venue> &venues)
{
    m_venues = venues;
    updateVenueChoices();
    if (!m_venueShown.isEmpty() && m_venueShown != QLatin1String(GroupedVenues)
        && !event::Venue::find(m_venues, m_venueShown))
        m_venueShown.clear();
    // A venue's arbiter sees their venue by default (issue 27 §1).
    if (!m_venueChosen)
        if (const auto who = me(); who && event::Venue::find(m_venues, event::Venue::boundVenue(*who)))
            m_venueShown = event::Venue::find(m_venues, event::Venue::boundVenue(*who))->name;
    setVenue(m_venueShown);
}

void MainWindow::setPlayers(const event::PlayerDirectory &players)
{
    m_players = players;
    if (!m_venues.isEmpty())
        m_venueTimer->start();
}

void MainWindow::updateVenueChoices()
{
    const bool any = !m_venues.isEmpty();
    m_venueLabelAction->setVisible(any);
    m_venueAction->setVisible(any);
    m_venue->clear();
    m_venue->addItem(tr("All venues"), QString());
    m_venue->addItem(tr("All, grouped by venue"), QString::fromLatin1(GroupedVenues));
    for (const event::Venue &v : std::as_const(m_venues))
        m_venue->addItem(v.city.isEmpty() || v.city == v.name ? v.name : v.name + QStringLiteral(" (") + v.city + u')',
                         v.name);
    m_venue->setCurrentIndex(std::max(0, m_venue->findData(m_venueShown)));
}

QString MainWindow::sector() const
{
    return m_sector->text();
}

void MainWindow::saveSettings(QSettings &s) const
{
    settings::windowGeometry.write(s, saveGeometry());
    settings::windowState.write(s, saveState());
    settings::sector.write(s, m_sector->text());
    settings::order.write(s, m_order->currentIndex());
    settings::showList.write(s, !wallShown());
    settings::timeTroubleSeconds.write(s, int(m_games->timeTroubleMs() / 1000));
    settings::alertSound.write(s, m_alert->isEnabled());
}

void MainWindow::restoreSettings(const QSettings &s)
{
    if (const QByteArray geometry = settings::windowGeometry.read(s); !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings::windowState.read(s); !state.isEmpty())
        restoreState(state);
    setSector(settings::sector.read(s));
    m_order->setCurrentIndex(qBound(0, settings::order.read(s), 1));
    showWall(!settings::showList.read(s));
    m_games->setTimeTroubleMs(std::int64_t(qBound(1, settings::timeTroubleSeconds.read(s), 3600)) * 1000);
    m_soundAction->setChecked(settings::alertSound.read(s));
}

void MainWindow::updateGameCount()
{
    const int shown = m_proxy->rowCount();
    const int all = m_games->rowCount();
    if (shown == all) {
        //: %n: the games in the round
        m_count->setText(tr("%n game(s)", nullptr, all));
        return;
    }
    //: %1: the games shown (sector, filter), %n: all games in the round
    m_count->setText(tr("%1 of %n game(s)", nullptr, all).arg(shown));
}

void MainWindow::setZoneDescription(const QString &description)
{
    m_zone->setText(description);
}

void MainWindow::setZoneHealth(const zone::ConnectionHealth &health)
{
    m_lastHealth = health;
    updateHealthText();
    if (m_connection)
        m_connection->setHealth(health);
}

ConnectionDialog *MainWindow::connectionDialog()
{
    if (!m_connection) {
        m_connection = new ConnectionDialog(this);
        m_connection->setHealth(m_lastHealth);
        connect(m_connection, &ConnectionDialog::connectRequested, this, &MainWindow::connectRequested);
    }
    return m_connection;
}

void MainWindow::showConnectionDialog()
{
    ConnectionDialog *dialog = connectionDialog();
    dialog->show();
    dialog->raise();
    dialog->activateWindow();
}

void MainWindow::updateHealthText()
{
    using State = zone::ConnectionHealth::State;
    const zone::ConnectionHealth &health = m_lastHealth;
    switch (health.state) {
    case State::Idle: m_health->setText(tr("Not connected")); break;
    case State::Connecting: m_health->setText(tr("Connecting…")); break;
    case State::Connected:
        if (health.catchingUp.isEmpty())
            m_health->setText(tr("Connected"));
        else
            //: %n: games whose moves are being fetched again
            m_health->setText(tr("Connected; %n game(s) catching up", nullptr, int(health.catchingUp.size())));
        break;
    case State::Reconnecting:
        //: %1: seconds until the next try
        m_health->setText(tr("Connection lost; trying again in %1 s").arg((health.retryInMs + 999) / 1000));
        break;
    case State::Failed:
        //: %1: why (the zone's or the network's message)
        m_health->setText(tr("Connection failed: %1").arg(health.reason));
        break;
    }
    QString tip = health.reason;
    if (!health.catchingUp.isEmpty())
        tip += (tip.isEmpty() ? QString() : QStringLiteral("\n"))
            //: %1: the games' ids, comma-separated
            + tr("Games catching up (their moves are fetched again): %1")
                  .arg(health.catchingUp.join(QStringLiteral(", ")));
    m_health->setToolTip(tip);
}

void MainWindow::showProblem(const QString &message)
{
    statusBar()->showMessage(message, 10'000);
}

void MainWindow::showIndicator(QLabel *label, bool fine, const QString &message, int width)
{
    label->setVisible(!fine);
    label->setText(fine ? QString() : label->fontMetrics().elidedText(message, Qt::ElideRight, width));
    label->setToolTip(fine ? QString() : message);
    if (fine && !message.isEmpty())
        statusBar()->showMessage(message, 10'000);
}

void MainWindow::setServerState(bool online, const QString &message)
{
    showIndicator(m_server, online, message, 620);
}

void MainWindow::setStandbyState(bool up, const QString &message)
{
    showIndicator(m_standby, up, message, 520);
}

void MainWindow::setStaff(const QString &name, int, const QList<event::StaffMember> &staff)
{
    m_me = name;
    m_staff = staff;
    setSectorPlan(m_plan);
    if (!m_venues.isEmpty())
        setVenues(m_venues);
}

std::optional<event::StaffMember> MainWindow::me() const
{
    return event::StaffMember::find(m_staff, m_me);
}

void MainWindow::setSectorPlan(const event::SectorPlan &plan)
{
    m_plan = plan;
    const event::Sector *mine = m_me.isEmpty() ? nullptr : plan.of(m_me);
    m_handOverAction->setEnabled(mine != nullptr);
    // The own sector, applied when it is assigned anew or its boards change (a new round's pairings,
    // a player's board): otherwise what the arbiter typed stays.
    const QSet<int> boards = mine ? plan.boardsOf(m_me) : QSet<int>{};
    const std::int64_t at = mine ? mine->assignedUtcMs : 0;
    if (boards != m_assigned || at != m_assignedAt) {
        const bool had = !m_assigned.isEmpty() || m_assignedAt != 0;
        if (mine || had)
            setSector(event::NumberRanges::format(boards));
        // News only while the console runs: the first plan a session reads just sets the sector.
        if (m_planSeen && mine && at != m_assignedAt && !mine->handedFrom.isEmpty()
            && mine->handedFrom.compare(m_me, Qt::CaseInsensitive) != 0) {
            //: %1: the outgoing arbiter; %2: the boards now watched
            QString text = tr("%1 handed their sector over to you. Your boards now: %2.")
                               .arg(mine->handedFrom, event::NumberRanges::format(boards));
            if (!mine->note.isEmpty())
                text += QStringLiteral("\n\n") + mine->note;
            auto *box
                = new QMessageBox(QMessageBox::Information, tr("Sector handed over"), text, QMessageBox::Ok, this);
            box->setObjectName(QStringLiteral("handOverNotice"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->setModal(false);
            box->show();
        } else if (m_planSeen && mine && at != m_assignedAt) {
            //: %1: the boards; %2: who assigned them
            statusBar()->showMessage(tr("Your sector: boards %1 (assigned by %2).")
                                         .arg(event::NumberRanges::format(boards), mine->assignedBy),
                                     15'000);
        } else if (m_planSeen && !mine && had) {
            statusBar()->showMessage(tr("You have no sector any more: every board is shown."), 15'000);
        }
        m_assigned = boards;
        m_assignedAt = at;
    }
    if (!m_me.isEmpty())
        m_planSeen = true;
    m_sectorLabel->setToolTip(mine ? tr("Assigned by %1").arg(mine->assignedBy) : QString());
    if (m_sectorDialog && m_sectorDialog->isVisible())
        m_sectorDialog->setPlan(m_plan, m_staff, me(), liveBoards());
    updateUnwatched();
}

QSet<int> MainWindow::liveBoards() const
{
    QSet<int> boards;
    for (int row = 0; row < m_games->rowCount(); ++row)
        if (const live::GameSnapshot *s = m_games->snapshot(row); s && s->pairing.board > 0)
            boards.insert(s->pairing.board);
    return boards;
}

void MainWindow::updateUnwatched()
{
    const auto who = me();
    if (m_plan.sectors.isEmpty() || !who || !event::Sector::mayAssignOthers(who->role)) {
        showIndicator(m_unwatched, true, QString(), 0);
        return;
    }
    QSet<int> watched;
    for (const QSet<int> &b : std::as_const(m_plan.boards))
        watched += b;
    const QSet<int> unwatched = (m_plan.roundBoards + liveBoards()) - watched;
    //: %1: boards, e.g. 41-45, 50
    showIndicator(m_unwatched, unwatched.isEmpty(),
                  unwatched.isEmpty() ? QString()
                                      : tr("Boards nobody watches: %1").arg(event::NumberRanges::format(unwatched)),
                  420);
}

void MainWindow::showSectors()
{
    if (!m_sectorDialog) {
        m_sectorDialog = new SectorDialog(this);
        connect(m_sectorDialog, &SectorDialog::sectorRequested, this, &MainWindow::sectorRequested);
        connect(m_sectorDialog, &SectorDialog::handOverRequested, this, &MainWindow::askHandOver);
    }
    m_sectorDialog->setPlan(m_plan, m_staff, me(), liveBoards());
    m_sectorDialog->show();
    m_sectorDialog->raise();
    m_sectorDialog->activateWindow();
}

void MainWindow::askHandOver(const QString &from)
{
    const event::Sector *sector = m_plan.of(from);
    if (!sector) {
        statusBar()->showMessage(tr("%1 has no sector to hand over.").arg(from), 10'000);
        return;
    }
    QStringList candidates;
    for (const event::StaffMember &m : std::as_const(m_staff))
        if (m.role != event::StaffMember::Role::AppealsCommittee && m.name.compare(from, Qt::CaseInsensitive) != 0)
            candidates << m.name;
    // The open incidents of the sector's boards go with it.
    const QSet<int> boards = m_plan.boardsOf(from);
    QStringList open;
    if (m_incidents)
        for (int row = 0; row < m_incidents->rowCount(); ++row) {
            const watch::Incident &i = m_incidents->incident(row);
            if (boards.contains(i.board) && i.reviewState != watch::Incident::ReviewState::Dismissed
                && (i.reviewState == watch::Incident::ReviewState::Open || i.open))
                //: %1: the board; %2: the kind of incident; %3: its explanation
                open << tr("Board %1: %2 (%3)").arg(i.board).arg(watch::Incident::kindText(i.kind), i.text());
        }
    HandOverDialog dialog(from, sector->text(), candidates, open, this);
    if (dialog.exec() == QDialog::Accepted)
        Q_EMIT handOverRequested(from, dialog.to(), dialog.note());
}

void MainWindow::setSaveState(const storage::SaveState &state)
{
    const bool wasUnsaved = !m_saveState.saved();
    m_saveState = state;
    updateSaveText();
    if (wasUnsaved && state.saved())
        statusBar()->showMessage(tr("Everything is saved in the event database again."), 10'000);
}

void MainWindow::updateSaveText()
{
    const storage::SaveState &state = m_saveState;
    m_unsaved->setVisible(!state.saved());
    if (state.saved()) {
        m_unsaved->clear();
        m_unsaved->setToolTip(QString());
        return;
    }
    // The count and the reason in the bar (cut to fit), the whole explanation in the tooltip.
    //: %n: items waiting to be stored, %1: why the database does not take them
    const QString text = tr("Not saved: %n item(s) — %1", nullptr, state.unsavedItems).arg(state.reason);
    m_unsaved->setText(m_unsaved->fontMetrics().elidedText(text, Qt::ElideRight, 560));
    const QString since
        = QLocale().toString(QDateTime::fromMSecsSinceEpoch(state.sinceUtcMs).time(), QLocale::ShortFormat);
    //: %1: the time the first write failed, %n: items waiting, %2: why the database does not take them
    m_unsaved->setToolTip(tr("Since %1 the event database could not store %n incident(s), review(s) or "
                             "change(s). They are kept in memory and saved as soon as the database takes "
                             "them again; if the console closes before that, they are lost.\n%2",
                             nullptr, state.unsavedItems)
                              .arg(since, state.reason));
    m_unsaved->setAccessibleName(text);
}

} // namespace arbiter::ui
