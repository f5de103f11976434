#include "ui/incidents/incidentdock.h"

#include "core/models/incidentmodel.h"
#include "ui/common/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QTableView>

namespace arbiter::ui {

IncidentDock::IncidentDock(models::IncidentModel *incidents, QWidget *parent)
    : QDockWidget(tr("Incidents"), parent), m_incidents(incidents), m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("incidents"));
    m_view->setModel(incidents);
    m_view->verticalHeader()->hide();
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    m_view->horizontalHeader()->setSectionResizeMode(models::IncidentModel::WhatColumn, QHeaderView::Stretch);
    new ColumnFit(m_view);
    setWidget(m_view);
    connect(m_view, &QAbstractItemView::activated, this, &IncidentDock::open);
    connect(m_view, &QAbstractItemView::clicked, this, &IncidentDock::open);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);
}

void IncidentDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        setWindowTitle(tr("Incidents"));
    QDockWidget::changeEvent(event);
}

const watch::Incident *IncidentDock::currentIncident() const
{
    if (!m_view->currentIndex().isValid())
        return nullptr;
    return &m_incidents->incident(m_view->currentIndex().row());
}

void IncidentDock::open(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const watch::Incident &i = m_incidents->incident(index.row());
    Q_EMIT openRequested(i.gameId, i.ply);
}

void IncidentDock::step(int delta)
{
    if (m_incidents->rowCount() == 0)
        return;
    const int row = m_view->currentIndex().isValid() ? m_view->currentIndex().row() + delta : 0;
    const QModelIndex index = m_incidents->index(qBound(0, row, m_incidents->rowCount() - 1), 0);
    m_view->setCurrentIndex(index);
    open(index);
}

void IncidentDock::reviewCurrent(watch::Incident::ReviewState state, const QString &note)
{
    if (!m_view->currentIndex().isValid()) {
        Q_EMIT message(tr("Select an incident first."), 5000);
        return;
    }
    const QModelIndex index = m_view->currentIndex();
    QString text = note;
    if (text.isNull()) {
        const bool dismiss = state == watch::Incident::ReviewState::Dismissed;
        bool ok = false;
        text = QInputDialog::getMultiLineText(
            this, dismiss ? tr("Dismiss the incident") : tr("Acknowledge the incident"),
            (dismiss ? tr("Why is there nothing to do? (stored with the incident)")
                     : tr("Note (optional, stored with the incident):"))
                + u'\n' + index.siblingAtColumn(models::IncidentModel::WhatColumn).data().toString(),
            index.siblingAtColumn(models::IncidentModel::ReviewColumn).data().toString().isEmpty()
                ? QString()
                : m_incidents->incident(index.row()).reviewNote,
            &ok);
        if (!ok)
            return;
        if (dismiss && text.trimmed().isEmpty()) {
            Q_EMIT message(tr("A dismissal needs a note saying why."), 8000);
            return;
        }
    }
    Q_EMIT reviewRequested(index.data(models::IncidentModel::KeyRole).toString(), state, text.trimmed());
}

} // namespace arbiter::ui
