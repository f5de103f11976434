#pragma once

#include "core/live/gamerecord.h"

#include <QAbstractTableModel>

namespace arbiter::models {

// A game's moves as the arbiter reads a scoresheet: one row per move number with White's move and
// the clock after it, then Black's (Art. 3.7), and a draw offer marked "(=)" at the move it was made
// with (Art. 8.6). Grows row by row while the game goes on, so a view keeps its place.
class MoveListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { NumberColumn, WhiteMoveColumn, WhiteClockColumn, BlackMoveColumn, BlackClockColumn, ColumnCount };
    enum Role {
        PlyRole = Qt::UserRole + 1, // int: the ply of a move cell (0 = none)
        DrawOfferRole, // bool: a draw offer was made with this move
        IllegalRole // bool: the zone let this move through although the rules forbid it
    };

    explicit MoveListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRecord(const live::GameRecord &record);
    const live::GameRecord &record() const { return m_record; }
    // The cell of a ply (1 = the first move); invalid for 0.
    QModelIndex indexOfPly(int ply) const;

private:
    // Plies before the first row's first cell: 1 when the game starts with Black to move.
    int blackFirst() const { return m_blackFirst; }
    int plyAt(int row, int column) const;
    bool drawOfferWith(int ply) const;
    int rowsFor(int plies) const;

    live::GameRecord m_record;
    int m_blackFirst = 0;
    int m_firstNumber = 1;
};

} // namespace arbiter::models
