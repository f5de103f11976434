#include "mainwindow.h"

#include "models/gametablemodel.h"
#include "wall/boardwallview.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QMenuBar>
#include <QStatusBar>

namespace arbiter::ui {

MainWindow::MainWindow(models::GameTableModel *games, QWidget *parent)
    : QMainWindow(parent), m_games(games), m_wall(new BoardWallView(this)), m_zone(new QLabel(this)),
      m_health(new QLabel(this)), m_count(new QLabel(this))
{
    setWindowTitle(tr("Arbiter Console"));
    setObjectName(QStringLiteral("mainWindow"));
    m_wall->setModel(games);
    setCentralWidget(m_wall);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, qApp, &QApplication::quit);

    statusBar()->addWidget(m_zone, 1);
    statusBar()->addPermanentWidget(m_count);
    statusBar()->addPermanentWidget(m_health);
    connect(games, &QAbstractItemModel::rowsInserted, this, &MainWindow::updateGameCount);
    connect(games, &QAbstractItemModel::rowsRemoved, this, &MainWindow::updateGameCount);
    connect(games, &QAbstractItemModel::modelReset, this, &MainWindow::updateGameCount);
    updateGameCount();
    resize(1600, 1000);
}

void MainWindow::updateGameCount()
{
    m_count->setText(tr("%n game(s)", nullptr, m_games->rowCount()));
}

void MainWindow::setZoneDescription(const QString &description)
{
    m_description = description;
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
