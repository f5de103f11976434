#include "ui/players/playersdock.h"

#include "core/models/playermodel.h"
#include "ui/common/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

namespace arbiter::ui {

PlayersDock::PlayersDock(models::GameTableModel *games, models::RulingModel *rulings, QWidget *parent)
    : QDockWidget(parent), m_model(new models::PlayerModel(games, rulings, this)), m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("playersDock"));
    setWindowTitle(tr("Players"));
    m_view->setModel(m_model);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->horizontalHeader()->setSectionResizeMode(models::PlayerModel::PenaltiesColumn, QHeaderView::Stretch);
    new ColumnFit(m_view); // a player per row, two thousand in a big round: never ResizeToContents
    setWidget(m_view);
    m_model->setActive(false);
    connect(this, &QDockWidget::visibilityChanged, m_model, &models::PlayerModel::setActive);
}

void PlayersDock::showInFront()
{
    show();
    raise();
    m_view->setFocus();
}

void PlayersDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Players"));
    QDockWidget::changeEvent(event);
}

} // namespace arbiter::ui
