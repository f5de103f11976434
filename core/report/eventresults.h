#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/event/staffmember.h"
#include "core/rulings/rulingbook.h"
#include "core/standings/standings.h"
#include "core/storage/storedgame.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QMap>

#include <cstdint>

namespace arbiter::storage {
class EventStore;
}

namespace arbiter::report {

// The event's results as the chief arbiter signs them: the pairings of every round (earlier rounds as
// imported or played), the zone's result of each game linked to a pairing, and the rulings in force on
// it (rulings::ResultBook), as one list of pairings with the results after rulings.
class EventResults
{
    Q_DECLARE_TR_FUNCTIONS(EventResults)

public:
    struct Combined
    {
        QList<event::PairingRecord> pairings; // results after rulings
        // What a pairing's result cannot say: a game scored ½–0 or 0–½ after a score reduction
        // (Art. 10.9.5) is the game's result with the difference as an adjustment.
        QList<standings::ScoreAdjustment> adjustments;
        QMap<int, QDate> roundDates; // the day each round's first game was played, as the zone's records say
    };

    static Combined combine(const event::EventData &event, const QList<storage::StoredGame> &games,
                            const rulings::RulingBook &book);
    // The event's settings for its standings: the tie-breaks in order ("BH-C1,BH,SB"), and the edition
    // of the tie-break regulations ("fide2024", "fide2026"; default: the one in force on the event's
    // "start-date", else when the event was set up).
    static constexpr const char *TieBreaksKey = "tie-breaks";
    static constexpr const char *TieBreakRulesKey = "tie-break-rules";
    // Appendix I A.9: "stand" (default) or "to-opponents", the points an expelled player scored.
    static constexpr const char *ExpelledPointsKey = "expelled-points";

    // What the hand-over documents are made from, read once.
    struct Record
    {
        event::EventInfo info;
        QHash<QString, QString> values; // the event's settings (dates, place, tie-breaks, …)
        QList<event::StaffMember> staff; // set by the caller: a team event's staff are the server's
        // Players, pairings after rulings, adjustments, the event's tie-breaks (TieBreak::swissDefault()
        // when it has none) and their edition.
        standings::Standings::Input standings;
        QMap<int, QDate> roundDates;
        QList<rulings::Ruling> log;
        QList<storage::StoredGame> games; // with their bodies only when asked
    };

    // Reads the event, its games and its rulings log from the store.
    // `gameBodies`: the games' records and PGN too (the event's PGN needs them).
    static Result<Record> load(storage::EventStore &store, std::int64_t eventId, bool gameBodies = false);
};

} // namespace arbiter::report
