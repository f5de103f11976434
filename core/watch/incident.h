#pragma once

#include "core/chess/types.h"
#include "core/common/localtext.h"

#include <QLatin1String>
#include <QMetaType>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter::watch {

// Something on a board that needs an arbiter's eye, with the regulation article it falls under and
// a one-line explanation. Keyed, so a detector can update it (a disconnection gets its duration when
// the player is back) without the queue showing it twice.
struct Incident
{
    enum class Kind : std::uint8_t {
        Disconnected, // Art. 11: a player left the zone (duration once back)
        IllegalMove, // Art. 3.3 / 8.4: the zone let an illegal move through
        ResultDisagrees, // Art. 4.5 / 5.1 / 11.4.2 / 15.3 / 15.4: the zone's result contradicts the board
        ColoursReversed, // Art. 15.2
        ClockFault, // Art. 15.5
        ZoneData, // history rewritten, plies missing, position mismatch
        AutomaticDraw, // Art. 5.4 / 15.3: the board reached an automatic draw the zone did not end
        ArbiterDecides, // Art. 4.5 / 11.4 / 15.4: the analysis could not decide; the arbiter rules
        VcsAbsent, // Art. 13.2 / 13.4: a player's feeds left the VCS (duration once back; a card may follow)
        MovedOffVcs, // Art. 13.3: a move made while off the VCS
        NoShow, // Art. 8.5: a player not present when the default time ran out (a forfeit to confirm)
        TimeControlDiffers, // Art. 4.4: the zone plays the game with another time control than the event's
        FeedDark, // Art. 14.2: a camera too dark to see the face and eyes (open while dark)
        FeedFrozen, // Art. 14.1: a camera showing a still picture
        FeedSilent, // Art. 14.3: a microphone that transmits nothing
        FinishedFeedsLive // Art. 9.12: a finished player's camera or microphone still live
    };

    // What an arbiter made of it. Separate from `open` (which only says whether a disconnected
    // player is still away): a detector's update never changes the review, the arbiter does.
    enum class ReviewState : std::uint8_t {
        Open, // nobody has looked at it yet
        Acknowledged, // seen and being dealt with (a ruling may follow)
        Dismissed // seen, nothing to do
    };

    QString key; // unique per incident: game, kind, ply, side
    Kind kind = Kind::ZoneData;
    QString gameId;
    int board = 0;
    QString white;
    QString black;
    int ply = 0; // the move it concerns (the focused board opens there)
    // The player it is about, when it is about one (a disconnection, a VCS absence, a move off the
    // VCS, a no-show).
    std::optional<chess::Color> side;
    QString article; // "11", "8.4", …
    LocalText message; // the one-line explanation, kept as data (shown in the reader's language)
    std::int64_t utcMs = 0; // when it was detected
    bool open = true; // Disconnected: the player is still away
    ReviewState reviewState = ReviewState::Open;
    QString reviewNote; // the arbiter's note with the review
    QString reviewedBy; // arbiter's name
    std::int64_t reviewedUtcMs = 0; // when the review was set; 0 = never

    // The explanation in the current language.
    QString text() const { return message.toString(); }

    static QString kindText(Kind kind);
    // Stable names for storage: "disconnected", "illegal_move", "result_disagrees",
    // "colours_reversed", "clock_fault", "zone_data", "automatic_draw", "arbiter_decides".
    static QLatin1String kindName(Kind kind);
    static std::optional<Kind> kindFromName(QStringView name);
    // "open", "acknowledged", "dismissed".
    static QLatin1String reviewStateName(ReviewState state);
    static std::optional<ReviewState> reviewStateFromName(QStringView name);
    static QString reviewStateText(ReviewState state);

    // The one rule for a new report of an incident already known: it keeps when the incident was
    // first detected, and a report that carries no review (a detector's update: a disconnection
    // that ended) keeps the arbiter's review of the known one.
    Incident withKeptReview(const Incident &known) const;
};

} // namespace arbiter::watch

Q_DECLARE_METATYPE(arbiter::watch::Incident)
