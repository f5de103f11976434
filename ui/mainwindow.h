#pragma once

#include "zone/zoneevent.h"

#include <QMainWindow>

class QLabel;

namespace arbiter::models {
class GameTableModel;
}

namespace arbiter::ui {

class BoardWallView;

// The console's window: the board wall in the middle and the zone connection in the status bar.
// Thin by design: app/ builds the services and hands the model over.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(models::GameTableModel *games, QWidget *parent = nullptr);

    BoardWallView *wall() const { return m_wall; }

public Q_SLOTS:
    void setZoneDescription(const QString &description);
    void setZoneHealth(const arbiter::zone::ConnectionHealth &health);
    void showProblem(const QString &message);

private:
    void updateGameCount();

    models::GameTableModel *m_games;
    BoardWallView *m_wall;
    QLabel *m_zone;
    QLabel *m_health;
    QLabel *m_count;
    QString m_description;
};

} // namespace arbiter::ui
