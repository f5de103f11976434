#pragma once

#include "core/watch/incident.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QList>

namespace arbiter::models {

// The incident queue, newest first: time, board, players, the regulation article and a one-line
// explanation. An incident that comes again under the same key (a disconnection that ended) is
// updated in place.
class IncidentModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, BoardColumn, PlayersColumn, ArticleColumn, WhatColumn, ReviewColumn, ColumnCount };
    enum Role {
        GameIdRole = Qt::UserRole + 1,
        PlyRole,
        KindRole,
        OpenRole,
        KeyRole, // QString: the incident's key (for a review)
        ReviewStateRole // int: watch::Incident::ReviewState
    };

    explicit IncidentModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void apply(const QList<watch::Incident> &incidents);
    // Forgets every incident (the console follows another source).
    void clear();
    const watch::Incident &incident(int row) const { return m_rows[row]; }

Q_SIGNALS:
    // Incidents not seen before (for an alert).
    void newIncidents(int count);

private:
    QList<watch::Incident> m_rows; // newest first
    QHash<QString, int> m_index; // key → position from the end (stable while rows are prepended)
};

} // namespace arbiter::models
