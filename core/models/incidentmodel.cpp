#include "core/models/incidentmodel.h"

#include <QDateTime>
#include <QLocale>

namespace arbiter::models {

IncidentModel::IncidentModel(QObject *parent) : QAbstractTableModel(parent) { }

int IncidentModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int IncidentModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant IncidentModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_rows.size()) || index.column() >= ColumnCount)
        return {};
    const watch::Incident &i = m_rows[index.row()];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn:
            return QLocale().toString(QDateTime::fromMSecsSinceEpoch(i.utcMs).time(), QLocale::ShortFormat);
        case BoardColumn: return i.board > 0 ? QVariant(i.board) : QVariant(QStringLiteral("–"));
        case PlayersColumn: return QStringLiteral("%1 – %2").arg(i.white, i.black);
        //: %1: the article of the FIDE Laws, e.g. 11.3.b
        case ArticleColumn: return i.article.isEmpty() ? QString() : tr("Art. %1").arg(i.article);
        case WhatColumn: return i.text();
        case ReviewColumn:
            if (i.reviewState == watch::Incident::ReviewState::Open)
                return watch::Incident::reviewStateText(i.reviewState);
            return i.reviewNote.isEmpty()
                //: %1: the review state, Acknowledged or Dismissed; %2: the name of the arbiter who reviewed it
                ? tr("%1 (%2)").arg(watch::Incident::reviewStateText(i.reviewState), i.reviewedBy)
                //: %1: the review state, Acknowledged or Dismissed; %2: the reviewing arbiter's name; %3: their note
                : tr("%1 (%2): %3")
                      .arg(watch::Incident::reviewStateText(i.reviewState), i.reviewedBy, i.reviewNote.simplified());
        }
        return {};
    case Qt::ToolTipRole: return QStringLiteral("%1: %2").arg(watch::Incident::kindText(i.kind), i.text());
    case GameIdRole: return i.gameId;
    case PlyRole: return i.ply;
    case KindRole: return int(i.kind);
    case OpenRole: return i.open;
    case KeyRole: return i.key;
    case ReviewStateRole: return int(i.reviewState);
    default: return {};
    }
}

QVariant IncidentModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn: return tr("Time");
    case BoardColumn: return tr("Board");
    case PlayersColumn: return tr("Players");
    case ArticleColumn: return tr("Article");
    case WhatColumn: return tr("What happened");
    case ReviewColumn: return tr("Review");
    }
    return {};
}

void IncidentModel::apply(const QList<watch::Incident> &incidents)
{
    int added = 0;
    for (const watch::Incident &i : incidents) {
        if (const auto it = m_index.constFind(i.key); it != m_index.cend()) {
            const int row = int(m_rows.size()) - 1 - *it;
            m_rows[row] = i.withKeptReview(m_rows[row]);
            Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
            continue;
        }
        beginInsertRows({}, 0, 0);
        m_index.insert(i.key, int(m_rows.size()));
        m_rows.prepend(i);
        endInsertRows();
        ++added;
    }
    if (added > 0)
        Q_EMIT newIncidents(added);
}

void IncidentModel::clear()
{
    beginResetModel();
    m_rows.clear();
    m_index.clear();
    endResetModel();
}

} // namespace arbiter::models
