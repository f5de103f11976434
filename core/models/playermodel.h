#pragma once

#include "core/event/playerref.h"

#include <QAbstractTableModel>
#include <QTimer>

namespace arbiter::models {

class GameTableModel;
class RulingModel;

// The players panel: each player of the games followed, with the score after rulings beside the
// zone's (Art. 7, 10.9.4–6: results are the zone's combined with the rulings, never written over),
// the cards and penalties from the rulings log, and whether they are on the zone and on the VCS now.
// Recomputed shortly after the games or the log change, while someone looks (setActive): a round of
// a thousand games changes all the time, and recomputing two thousand players four times a second
// for a panel nobody has open cost the screen its time.
class PlayerModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PlayerColumn,
        BoardColumn,
        ScoreColumn,
        ZoneScoreColumn,
        CardsColumn,
        PenaltiesColumn,
        PresenceColumn,
        ColumnCount
    };

    PlayerModel(const GameTableModel *games, const RulingModel *rulings, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Recomputes now (tests; otherwise it follows the models by itself).
    void refresh();
    // Whether the panel is shown (the default): when not, changes are only noted, and the model is
    // recomputed as soon as it is shown again.
    void setActive(bool active);

private:
    struct Row
    {
        QString key; // Ruling::playerKey()
        QString player;
        event::PlayerRef ref; // who they are in the event
        int board = 0;
        int halves = -1; // after rulings; -1 = no result yet
        int zoneHalves = -1;
        QString cards;
        QString penalties;
        bool offZone = false;
        bool offVcs = false;
        bool expelled = false;
    };

    const GameTableModel *m_games;
    const RulingModel *m_rulings;
    QList<Row> m_rows;
    QTimer m_timer;
    bool m_active = true;
    bool m_stale = false; // changed while inactive
};

} // namespace arbiter::models
