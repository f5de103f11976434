#pragma once

#include "core/chess/types.h"
#include "core/clock/timecontrol.h"
#include "core/zone/zonestatus.h"

#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::zone {

// An arbiter's decision the console asks the zone to carry out (Art. 10.5, 15.2, 15.3–15.6, 18.9).
// The console never shows the result of a command itself: the zone's next ZoneEvent (ClockAdjusted,
// GamePaused, GameResumed, GameEnded, GameRestarted) is what confirms it.
struct ZoneCommand
{
    enum class Kind {
        AdjustClock, // `color`'s clock by `deltaMs` (negative deducts)
        PauseGame,
        ResumeGame,
        PauseRound, // every game of the round
        ResumeRound,
        SetResult, // `status` and `winner`
        RestartGame, // from the initial position; `swapColours`, optionally `timeControl`
    };
    static constexpr int KindCount = int(Kind::RestartGame) + 1;

    Kind kind = Kind::AdjustClock;
    std::uint64_t id = 0; // the caller's tag, returned with the outcome (the ruling's number)
    QString gameId; // empty for round commands
    chess::Color color = chess::White;
    std::int64_t deltaMs = 0;
    ZoneStatus status = ZoneStatus::Draw;
    std::optional<chess::Color> winner;
    bool swapColours = false;
    std::optional<clock::TimeControl> timeControl;

    static QLatin1String kindName(Kind kind);
};

// What a zone can be asked to do. Lichess lets an organiser only add time, and only with a
// player's token; a live PGN feed takes nothing.
struct ZoneCapabilities
{
    unsigned kinds = 0; // bit per ZoneCommand::Kind
    bool deductsTime = false; // AdjustClock with a negative delta
    std::int64_t maxAddMs = 0; // 0 = no limit (Lichess: 5–60 s per call)

    static ZoneCapabilities all()
    {
        ZoneCapabilities c;
        c.kinds = (1u << ZoneCommand::KindCount) - 1;
        c.deductsTime = true;
        return c;
    }
    bool has(ZoneCommand::Kind kind) const { return kinds & (1u << unsigned(kind)); }
    // Whether this command, with its parameters, can be carried out by the zone.
    bool takes(const ZoneCommand &command) const;
};

// How a submitted command went. Applied = the zone accepted it (its confirming event follows);
// Failed = it refused or could not be reached (`message` says why, translated); Unsupported = the
// zone cannot do it: an arbiter applies it on the platform by hand.
struct ZoneCommandOutcome
{
    enum class State { Applied, Failed, Unsupported };
    std::uint64_t id = 0;
    State state = State::Applied;
    QString message;
};

} // namespace arbiter::zone

Q_DECLARE_METATYPE(arbiter::zone::ZoneCommand)
Q_DECLARE_METATYPE(arbiter::zone::ZoneCommandOutcome)
