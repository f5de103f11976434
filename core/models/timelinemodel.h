#pragma once

#include "core/live/gamerecord.h"

#include <QAbstractTableModel>
#include <QCoreApplication>

#include <vector>

namespace arbiter::models {

// A game's story in the order it happened, for the arbiter who has to rule on it afterwards: the
// start, every move with the mover's clock after it (Art. 3.7), draw offers (Art. 8.6), each
// disconnection from the zone and the return with how long the player was away (Art. 11), pauses
// (Art. 15.6), clock adjustments, everything the console found wrong, and the result. The time is
// the zone's wall-clock time where the zone sent one, otherwise the time since the game started.
// Grows at the end while the game goes on, so a view keeps its place.
class TimelineModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TimeColumn, MoveColumn, EventColumn, ColumnCount };
    enum class Kind : std::uint8_t {
        Started,
        Move,
        DrawOffer,
        Disconnected,
        Reconnected,
        Paused,
        Resumed,
        ClockAdjusted,
        Anomaly,
        Vcs, // a player's place on the video conference: left, back, a feed's problem (Art. 13, 14)
        Ended
    };
    enum Role {
        PlyRole = Qt::UserRole + 1, // int: plies played at that moment (the focused board shows it)
        KindRole // int: Kind
    };

    struct Entry
    {
        Kind kind = Kind::Move;
        int ply = 0;
        std::int64_t monotonicMs = 0; // when the console received it (the order)
        std::int64_t zoneMs = 0; // the zone's time stamp, 0 when not sent
        QString text;

        bool operator==(const Entry &) const = default;
    };

    explicit TimelineModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    void setRecord(const live::GameRecord &record);
    const Entry &entry(int row) const { return m_entries[std::size_t(row)]; }
    // The entries a record amounts to, in time order.
    static std::vector<Entry> entriesOf(const live::GameRecord &record);

private:
    QString timeText(const Entry &e) const;

    std::vector<Entry> m_entries;
    std::int64_t m_startMonotonicMs = 0;
};

} // namespace arbiter::models
