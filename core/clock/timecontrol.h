#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <vector>

namespace arbiter::clock {

// The time control an event's regulations fix for a game (Art. 4.4), as a value: a list of periods,
// each with a move count, a base time and a per-move bonus. Arbiters write it in FIDE notation
// ("40/90+30:30+30"), PGN files carry it in the TimeControl tag ("40/5400+30:1800+30") and Lichess
// as clock.initial/clock.increment seconds; this one type reads and writes all three, so the clock
// arithmetic (increments, the +30 min after move 40) is decided in one place.
//
// Moves are counted per player from 1 (White's and Black's first moves are both move 1); time is in
// milliseconds. When the last period has a move count (e.g. "40/120:20/60") it repeats for the rest
// of the game, as in the classical "20 moves per hour thereafter".
class TimeControl
{
    Q_DECLARE_TR_FUNCTIONS(TimeControl)

public:
    enum class Kind {
        Unknown, // PGN "?" or nothing known; the clocks come only from the zone
        Untimed, // PGN "-": no clock at all
        Periods, // one or more periods (the normal case)
        Sandclock // PGN "*180": an hourglass, the mover's used time flows to the opponent
    };

    // What a period gives per move. Both delays leave the same time on the clock after a move
    // (used minus min(used, delay)); they differ only while the player thinks: a simple delay
    // holds the clock still for the first seconds, Bronstein lets it run and refunds afterwards.
    enum class BonusKind {
        Increment, // Fischer: added after every move ("+30")
        SimpleDelay, // US delay ("d5")
        BronsteinDelay // Bronstein delay ("b5")
    };

    // Lichess speed categories from its estimate base + 40 × increment (seconds):
    // UltraBullet < 30, Bullet < 180, Blitz < 480, Rapid < 1500, Classical otherwise.
    enum class Speed { Unknown, Untimed, UltraBullet, Bullet, Blitz, Rapid, Classical };

    // FIDE Laws categories from the time for 60 moves (base + 60 × increment): Blitz ≤ 10 min,
    // Rapid under 60 min, Standard 60 min or more. Unknown and untimed controls have none.
    enum class FideCategory { None, Blitz, Rapid, Standard };

    struct Period
    {
        int moves = 0; // moves in this period; 0 = the rest of the game
        std::int64_t baseMs = 0; // time given when the period begins
        std::int64_t bonusMs = 0; // increment or delay per move; 0 = none
        BonusKind bonusKind = BonusKind::Increment;
        int bonusFromMove = 1; // first move (of the game) whose bonus is given
        friend bool operator==(const Period &, const Period &) = default;
    };

    // The Lichess clock object ({"initial": 180, "increment": 2}), whole seconds.
    struct LichessClock
    {
        int initialSeconds = 0;
        int incrementSeconds = 0;
        friend bool operator==(const LichessClock &, const LichessClock &) = default;
    };

    // Limits that only keep absurd input out (and the arithmetic far from overflow): 30 days of
    // base (a correspondence "1/259200" still fits), an hour of bonus, 1000 moves per period.
    static constexpr std::int64_t MaxBaseMs = 30LL * 24 * 3600 * 1000;
    static constexpr std::int64_t MaxBonusMs = 3600LL * 1000;
    static constexpr int MaxMoves = 1000;

    TimeControl() = default; // Kind::Unknown
    static TimeControl untimed();
    static Result<TimeControl> sandclock(std::int64_t totalMs);
    // Validates a period list built by code (event setup): only the last period may have 0 moves,
    // times within the limits, some time to play with at the start.
    static Result<TimeControl> fromPeriods(std::vector<Period> periods);

    // FIDE-style notation as arbiters write it; see docs in timecontrol.cpp and the tests for the
    // full grammar. A base time without a unit is minutes when below 1000 ("90", "3") and seconds
    // from 1000 on ("5400"); bonuses without a unit are seconds.
    static Result<TimeControl> fromFide(const QString &text);
    // The PGN TimeControl tag (PGN standard 9.6.1): "?", "-", "300+2", "40/9000:1800", "*180", all
    // in seconds, plus the common "moves/seconds+increment" extension ("40/5400+30:1800+30").
    static Result<TimeControl> fromPgnTag(const QString &tag);
    static Result<TimeControl> fromLichess(std::int64_t initialSeconds, std::int64_t incrementSeconds);

    Kind kind() const { return m_kind; }
    bool isTimed() const { return m_kind == Kind::Periods || m_kind == Kind::Sandclock; }
    // Periods as given; a sandclock is one period holding the total time.
    const std::vector<Period> &periods() const { return m_periods; }

    // Canonical FIDE notation: "90+30", "40/90+30:30+30", "60 d5", "15\"+0" for bases that are
    // not whole minutes, "?" / "-" / "*3" for the other kinds. fromFide() reads it back unchanged.
    QString toFideString() const;
    // The PGN tag; fails for what the tag cannot say (delays, an increment starting inside a period,
    // fractions of seconds).
    Result<QString> toPgnTag() const;
    // Lichess only knows one period with a Fischer increment from move 1, in whole seconds.
    Result<LichessClock> toLichess() const;

    // Period bookkeeping. A period index past the list counts repetitions of a last period that
    // has a move count; otherwise the last period covers everything.
    int periodIndexForMove(int moveNumber) const;
    int firstMoveOfPeriod(int periodIndex) const;
    std::int64_t baseForPeriod(int periodIndex) const;
    std::int64_t initialMs() const { return baseForPeriod(0); }

    // Fischer increment added after move `moveNumber` (0 when the bonus there is a delay or not yet due).
    std::int64_t incrementAt(int moveNumber) const;
    // Delay (simple or Bronstein) granted on move `moveNumber`, 0 for none.
    std::int64_t delayAt(int moveNumber) const;
    BonusKind bonusKindAt(int moveNumber) const;
    // Base time of the next period, added when `moveNumber` completes a period (e.g. 30 min after
    // move 40 in "40/90+30:30+30"); 0 when the move ends no period.
    std::int64_t periodBonusAfterMove(int moveNumber) const;
    // All time added when a move is completed: its increment plus any period bonus.
    std::int64_t timeAddedAfterMove(int moveNumber) const
    {
        return incrementAt(moveNumber) + periodBonusAfterMove(moveNumber);
    }
    // The mover's clock after making move `moveNumber` with `beforeMs` on the clock in `elapsedMs`
    // (what a zone giving only %emt implies). Returns 0 when the flag fell during the move: no
    // increment or period bonus is given then. Unknown or untimed controls just subtract.
    std::int64_t remainingAfterMove(int moveNumber, std::int64_t beforeMs, std::int64_t elapsedMs) const;

    // Time one player may use for the first `moves` moves: the bases of every period that begins
    // by then plus the increments (or delays) of those moves. The speed categories rest on it.
    std::int64_t estimatedDurationMs(int moves) const;
    Speed speed() const;
    FideCategory fideCategory() const;
    static QString speedName(Speed speed);
    static QString fideCategoryName(FideCategory category);

    friend bool operator==(const TimeControl &, const TimeControl &) = default;

private:
    Kind m_kind = Kind::Unknown;
    std::vector<Period> m_periods;
};

} // namespace arbiter::clock
