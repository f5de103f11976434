#pragma once

#include "event/gamerecord.h"
#include "zone/zoneevent.h"

#include <QHash>

#include <QMainWindow>

class QAction;
class QDockWidget;
class QComboBox;
class QLabel;
class QLineEdit;
class QStackedWidget;
class QTableView;

namespace arbiter::models {
class IncidentModel;
class GameFilterProxy;
class GameTableModel;
} // namespace arbiter::models

namespace arbiter::ui {

class BoardWallView;
class FocusedBoard;

// The console's window: the games as a board wall or as a compact list (the same model, the same
// sector and order), a toolbar for the sector (Art. 10.3.1) and the order, and the zone connection
// in the status bar. Thin by design: app/ builds the services and hands the model over.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(models::GameTableModel *games, QWidget *parent = nullptr);
    ~MainWindow() override;

    BoardWallView *wall() const { return m_wall; }
    QTableView *list() const { return m_list; }
    models::GameFilterProxy *proxy() const { return m_proxy; }
    // Shows the board wall (true) or the list.
    void showWall(bool wall);
    // Applies a sector such as "1-20, 35" (empty = every board); false with a message shown when the
    // text cannot be read.
    bool setSector(const QString &text);

    // Adds the incident queue as a dock: selecting an incident opens its board at the move.
    void setIncidents(models::IncidentModel *incidents);
    QTableView *incidentView() const { return m_incidentView; }

    // Opens the game large in a dock (or raises it when open); the zone is asked for its record.
    FocusedBoard *openGame(const QString &gameId);
    FocusedBoard *focusedBoard(const QString &gameId) const;

public Q_SLOTS:
    void applyRecords(const QList<arbiter::event::GameRecord> &records);
    void setZoneDescription(const QString &description);
    void setZoneHealth(const arbiter::zone::ConnectionHealth &health);
    void showProblem(const QString &message);

Q_SIGNALS:
    // A focused board needs its game's whole record from the zone session (and no more).
    void watchRequested(const QString &gameId);
    void unwatchRequested(const QString &gameId);

private:
    void updateGameCount();
    void openIndex(const QModelIndex &index);

    models::GameTableModel *m_games;
    models::GameFilterProxy *m_proxy;
    QStackedWidget *m_stack;
    BoardWallView *m_wall;
    QTableView *m_list;
    QLineEdit *m_sector;
    QComboBox *m_order;
    QAction *m_wallAction;
    QAction *m_listAction;
    QLabel *m_zone;
    QLabel *m_health;
    QLabel *m_count;
    QHash<QString, QDockWidget *> m_docks;
    QTableView *m_incidentView = nullptr;
};

} // namespace arbiter::ui
