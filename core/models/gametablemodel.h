#pragma once

#include "core/event/playerref.h"
#include "core/live/gamesnapshot.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <vector>

namespace arbiter::models {

// Every game of the round, one row each in board order, for the board wall and the compact list.
// It holds the latest snapshot of each game (applied in batches from the SnapshotPublisher) and
// derives the ticking clocks from the snapshot's clock state and the monotonic time of tick(): one
// shared timer calls tick() for all games, and only rows whose displayed clock text changed are
// announced, in one ranged dataChanged() for the clock columns.
class GameTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        BoardColumn,
        WhiteColumn,
        WhiteClockColumn,
        BlackClockColumn,
        BlackColumn,
        MoveColumn,
        ResultColumn,
        ColumnCount
    };
    enum Role {
        GameIdRole = Qt::UserRole + 1, // QString
        BoardRole, // int
        RemainingMsRole, // qint64, clock columns: the time left now
        RunningRole, // bool, clock columns: this clock is running
        FlagsRole, // int, GameSnapshot::Flag bits
        TimeTroubleRole, // bool, clock columns: below the time-trouble threshold
        LastChangeMsRole, // qint64: when the zone received the game's latest event (monotonic ms)
    };

    explicit GameTableModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // New games are inserted at their board's place; known ones replaced.
    void apply(const QList<live::GameSnapshot> &snapshots);
    // The monotonic time (ms, the registry's clock) the clocks are shown at; announces the rows whose
    // clock text changed since the last tick.
    void tick(std::int64_t monotonicMs);
    std::int64_t now() const { return m_now; }

    // Forgets every game (the console follows another source).
    void clear();

    // The snapshot of a row (valid until the next apply()), or null.
    const live::GameSnapshot *snapshot(int row) const;
    int rowOf(const QString &gameId) const { return m_rows.value(gameId, -1); }
    // The one home of the scans of every row: the row of board N (the first), the first row where a
    // player's name contains `part` (any case), or -1; every player's name, sorted, once each.
    int rowOfBoard(int board) const;
    int rowOfPlayer(const QString &part) const;
    QStringList playerNames() const;

    // What the rulings give a player ("Y", "YR", "P"…: GameSnapshot::marks), shown on their tiles
    // and in the list wherever they play; empty clears it. `playerKey`: Ruling::playerKey().
    void setPlayerMarks(const QString &playerKey, const QString &marks);
    // The event's players: who plays in each game (their keys, for the marks and the rulings).
    void setPlayers(const event::PlayerDirectory &players);
    // Art. 20: the venues whose players keep traditional sets (names; empty: none), for the games' mark.
    void setTraditionalSetVenues(const QStringList &venues);
    const event::PlayerDirectory &players() const { return m_players; }
    // The key of a row's player in the event ("#12"; Ruling::playerKey()), and who they are.
    const QString &playerKey(int row, chess::Color side) const;
    event::PlayerRef playerRef(int row, chess::Color side) const;

    // The time a side has left at now() (never below 0): what the clock columns and the wall show.
    std::int64_t remainingMs(const live::GameSnapshot &game, chess::Color side) const;
    // The side is below the time-trouble threshold in a timed game that goes on.
    bool inTimeTrouble(const live::GameSnapshot &game, chess::Color side) const;

    // Below this much time a clock is in time trouble (default 60 s).
    void setTimeTroubleMs(std::int64_t ms);
    std::int64_t timeTroubleMs() const { return m_timeTroubleMs; }

    // The clock as the arbiter reads it: "1:02:03", "4:05", and tenths below 10 s ("9.4").
    static QString clockText(std::int64_t ms);

private:
    static QString formatClock(std::int64_t ms); // clockText() without the memo
    struct Row
    {
        live::GameSnapshot snapshot;
        QString shownClock[2]; // text last announced for each side
        event::PlayerRef refs[2]; // who plays White and Black in the event
        QString keys[2];
    };
    void identify(Row &row) const; // refs and keys from the pairing
    void mark(Row &row) const; // the marks of its players, their assistants and sets
    static int boardKey(const live::GameSnapshot &s);
    void insertFresh(std::vector<const live::GameSnapshot *> fresh);

    QSet<QString> m_setVenues; // lower case
    std::vector<Row> m_data;
    QHash<QString, int> m_rows;
    QHash<QString, QString> m_marks; // by player key
    event::PlayerDirectory m_players;
    std::int64_t m_now = 0;
    std::int64_t m_timeTroubleMs = 60'000;
};

} // namespace arbiter::models
