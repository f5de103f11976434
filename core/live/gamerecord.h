#pragma once

#include "core/chess/types.h"
#include "core/live/anomaly.h"
#include "core/live/livegame.h"
#include "core/zone/zoneevent.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>
#include <vector>

namespace arbiter::live {

// The whole history of one game, copied off the zone thread for a focused board: every ply with its
// SAN and both clocks (Art. 3.7), the draw offers at their plies (Art. 8.6), the disconnections with
// their durations (Art. 11), pauses, anomalies, the result, and the game as PGN with %clk. Sent only
// for the few games an arbiter has opened, whenever they change.
struct GameRecord
{
    struct Ply
    {
        int ply = 0;
        QString san; // strict SAN for a validated move, else the zone's text
        chess::Move move; // none when the move was illegal or not validated
        std::optional<std::int64_t> whiteMs;
        std::optional<std::int64_t> blackMs;
        std::int64_t zoneTimestampMs = 0; // the zone's time stamp (epoch ms), 0 when not sent
        std::int64_t receivedMonotonicMs = 0;
        bool validated = true;
    };

    QString id;
    zone::Pairing pairing;
    std::vector<Ply> plies;
    std::vector<LiveGame::DrawOffer> drawOffers;
    std::vector<LiveGame::Disconnection> disconnections;
    std::vector<LiveGame::Disconnection> vcsAbsences; // Art. 13: off the video conference
    std::vector<vcs::VcsEvent> vcsLog; // each player's VCS timeline: which source said what, when
    std::vector<LiveGame::Pause> pauses;
    std::vector<LiveGame::ClockAdjustment> adjustments;
    QList<Anomaly> anomalies;
    std::int64_t startedMonotonicMs = -1; // -1 until the game started
    std::int64_t endedMonotonicMs = -1; // -1 while it goes on
    zone::ZoneStatus status = zone::ZoneStatus::Created;
    std::optional<chess::Color> winner;
    QString result;
    QByteArray pgn; // the game as PGN with %clk (validated moves only)
    int restarts = 0; // the zone's restarts before this start (Art. 15.2, 18.9 c/d)
    bool coloursReversed = false; // the zone seated the players the other way round (Art. 15.2)

    // What toJson() keeps between two writes of one game's record: the moves written before (all
    // but the last, whose clocks may still come), so that rewriting a long game's record every few
    // seconds costs only its new moves. A restart, fewer moves or another clock offset (by more than
    // a second: the wall clock was set) start it afresh.
    struct JsonCache
    {
        std::int64_t utcMinusMonotonicMs = 0;
        int restarts = -1;
        std::size_t plies = 0; // moves in `moves`
        QByteArray moves; // their JSON objects, each followed by a comma
    };

    static GameRecord of(const LiveGame &game, const QString &event = {});
    // The record as the event keeps it (Art. 3.7): every field, with stable keys and untranslated
    // kinds; times on our monotonic clock become UTC with `utcMinusMonotonicMs` (the wall clock
    // minus the monotonic clock when the record is written).
    QByteArray toJson(std::int64_t utcMinusMonotonicMs, JsonCache *cache = nullptr) const;
};

} // namespace arbiter::live

Q_DECLARE_METATYPE(arbiter::live::GameRecord)
