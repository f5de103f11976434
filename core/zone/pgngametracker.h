#pragma once

#include "core/chess/pgngame.h"
#include "core/zone/zoneevent.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace arbiter::zone {

// Turns successive snapshots of a round's PGN (a live PGN file rewritten by DGT LiveChess or a relay,
// a broadcast stream resending each changed game in full) into ZoneEvents: a game seen for the first
// time is listed (pairing from its tags), plies beyond what was already reported become MovePlayed
// events with the clocks from %clk, and a result becomes GameEnded. Games are matched across
// snapshots by their tags: GameURL, else Site when it names a game, else Round + White + Black.
//
// A snapshot may be older or shorter than what was seen (a file caught half-written, a relay that
// lags): fewer plies are ignored, never reported as moves taken back. A ply that differs from the
// one reported before is reported again with its ply number, so the registry records the rewrite.
class PgnGameTracker
{
    Q_DECLARE_TR_FUNCTIONS(PgnGameTracker)

public:
    explicit PgnGameTracker(QString roundId = QString());

    // One snapshot of some or all games of the round. `receivedMonotonicMs`/`receivedUtcMs` stamp
    // the events. Games with a read error contribute the plies before the error.
    QList<ZoneEvent> update(const std::vector<chess::PgnGame> &games, std::int64_t receivedMonotonicMs,
                            std::int64_t receivedUtcMs);

    // The key a game is matched by (exposed for tests and messages).
    static QString gameKey(const chess::PgnGame &game);
    // A stable 8-character id derived from the key (what the rest of the console calls the game).
    static QString gameId(const QString &key);

    int gameCount() const { return int(m_games.size()); }
    // What the last updates showed that is not a move (a game that shrank), translated; forgotten once taken.
    QStringList takeNotices() { return std::exchange(m_notices, {}); }
    // True when every game seen has a result.
    bool allFinished() const;

private:
    struct Known
    {
        QString id;
        std::vector<QString> uci; // the plies reported so far
        std::int64_t whiteMs = -1; // last clocks reported (-1 unknown)
        std::int64_t blackMs = -1;
        bool started = false;
        bool ended = false;
        std::size_t shrunkTo = SIZE_MAX; // plies in the last snapshot that had fewer than reported
    };

    Pairing pairingOf(const chess::PgnGame &game, int boardGuess) const;
    static ZoneEvent ended(const chess::PgnGame &game, const Known &known);

    QString m_roundId;
    QHash<QString, Known> m_games;
    int m_nextBoard = 1;
    QStringList m_notices;
};

} // namespace arbiter::zone
