#pragma once

#include <QDockWidget>

class QTableView;

namespace arbiter::models {
class GameTableModel;
class PlayerModel;
class RulingModel;
} // namespace arbiter::models

namespace arbiter::ui {

// The players panel as a dock: each player's score after rulings, cards, penalties and presence
// (models::PlayerModel), recomputed only while the panel can be seen (behind another tab or closed
// it is not).
class PlayersDock : public QDockWidget
{
    Q_OBJECT

public:
    PlayersDock(models::GameTableModel *games, models::RulingModel *rulings, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    models::PlayerModel *model() const { return m_model; }
    // Shown in front, the table focused (Rulings > Players).
    void showInFront();

protected:
    void changeEvent(QEvent *event) override;

private:
    models::PlayerModel *m_model;
    QTableView *m_view;
};

} // namespace arbiter::ui
