#pragma once

#include "core/chess/types.h"
#include "core/event/playerref.h"
#include "core/event/staffmember.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::rulings {

using Role = event::StaffMember::Role;

// What an entry of the rulings log is. The first nine are the penalties of Art. 10.9 / 18.4 in
// their order; then the arbiter's decisions on a game; the VCS cards (Art. 13.4); the follow-ups,
// which answer an earlier entry (`ref`); and what the zone did with a ruling. Stored by name
// (kindKey): the numbers may change, the names never do.
enum class Kind {
    Warning, // 10.9.1
    TimeAdd, // 10.9.2: the offender's opponent gets `ms`
    TimeDeduct, // 10.9.3: the offender loses `ms`, never below zero
    ScoreRaise, // 10.9.4: the opponent's score for the game raised to the maximum
    ScoreReduce, // 10.9.5: the offender's score for the game reduced to `score`
    Loss, // 10.9.6: the offender loses; the opponent gets `opponentScore`
    Provisional, // 10.9.7: a `penalty` (kind key + its parameters) pending confirmation or withdrawal
    Exclusion, // 10.9.8: from `rounds`
    Expulsion, // 10.9.9
    TimeAdjust, // 10.5, 15.5: `side` gets `ms` (negative deducts)
    Pause, // 15.6
    Resume,
    PauseRound,
    ResumeRound,
    ResultSet, // 15.3, 15.4: `white`/`black` scores in half points
    Restart, // 15.2: from the initial position, `swap` colours
    Disconnection, // 11.4, 18.9: `option` a–d, none, loss
    Forfeit, // 8.5: `side` absent (or `both`)
    YellowCard, // 13.4
    RedCard,
    // Art. 16.7, 18.5–18.8, 10.4, 12.2, 14.4, 11.1.1, A.6: one item of a player's checklist checked
    // (`item`, `answer` yes/no/pending, `note`), before the round or on request during the game
    Check,
    Confirm, // the chief arbiter confirms a proposal or a provisional penalty
    Reject, // … or rejects a proposal
    Withdraw, // a provisional penalty withdrawn
    Revoke, // a card or ruling revoked on appeal (with its reason)
    Appeal, // a player appealed the ruling (Art. 9.14)
    AppealDecision, // `upheld` or not
    ZoneApplied, // the zone accepted the ruling's command
    ZoneFailed, // … refused it or could not be reached (`message`)
    ZoneConfirmed, // the zone's next event shows it done
    DoneOnPlatform // an arbiter applied it on the platform by hand
};
constexpr int KindCount = int(Kind::DoneOnPlatform) + 1;

// One row of the append-only rulings log. `seq`, `prevHash` and `hash` are set by the log.
struct Ruling
{
    std::int64_t eventId = 0;
    std::int64_t seq = 0; // 1, 2, … per event, without gaps
    std::int64_t utcMs = 0; // when it was recorded; never earlier than the row before
    QString issuer; // a name from the event's staff list
    Role issuerRole = Role::Arbiter;
    Kind kind = Kind::Warning;
    QString gameId; // the zone's game id; empty for rulings on a player or the round
    int round = 0;
    int board = 0;
    std::optional<chess::Color> side; // the offender's (or the affected player's) colour in the game
    QString player; // the offender's (or affected player's) name as shown when it was recorded
    QString opponent;
    // Who they are in the event (issue 25): what cards, penalties and results are gathered by. Rows
    // recorded before players were keyed have none, or one matched afterwards (`matched`).
    event::PlayerRef playerRef;
    event::PlayerRef opponentRef;
    QString article; // "10.9.1", "9.8.2", …
    QString reason; // a reason key from the list (Reasons), or the arbiter's own words
    QJsonObject params; // the kind's parameters (see Kind)
    std::int64_t ref = 0; // follow-ups: the entry answered; 0 = none
    bool proposed = false; // a proposal waiting for the chief arbiter
    QByteArray prevHash; // SHA-256 (hex) of the previous row; 64 zeros for the first
    QByteArray hash; // SHA-256 (hex) of canonical()
    // Not stored: the newest entry on the game the issuer had seen when deciding (the dialog's
    // opening). When set, the log refuses the ruling if someone else recorded on the game since
    // (RulingLog::append), so two arbiters cannot both decide one game unaware of each other.
    std::int64_t basedOnSeq = -1;

    static QLatin1String kindKey(Kind kind);
    static std::optional<Kind> kindFromKey(QStringView key);
    static QList<Kind> penalties(); // the nine of Art. 10.9, in order
    static bool isPenalty(Kind kind) { return int(kind) <= int(Kind::Expulsion); }
    static bool isFollowUp(Kind kind) { return int(kind) >= int(Kind::Confirm); }
    static bool isZoneRecord(Kind kind) { return int(kind) >= int(Kind::ZoneApplied); }
    static QByteArray genesisHash() { return QByteArray(64, '0'); }
    // How a side is stored and printed: "white", "black", empty for none.
    static QString sideKey(const std::optional<chess::Color> &side);
    static std::optional<chess::Color> sideFromKey(QStringView key);

    // Every field but `hash`, as compact JSON with sorted keys: what the hash is taken of.
    QByteArray canonical() const;
    QByteArray computeHash() const;

    // The parameter helpers the rules and texts share.
    std::int64_t ms() const { return params.value(QLatin1String("ms")).toInteger(); }
    int halves(const char *key) const { return params.value(QLatin1String(key)).toInt(-1); }
    QList<int> rounds() const;
    // The game, side, board and players of `other` (a follow-up is about what it answers): its
    // players' keys become this row's own.
    void takePartiesOf(const Ruling &other);
    // The player's and opponent's key within the event (PlayerRef::key): "#12", "@account", "=name".
    QString playerKey() const { return playerRef.key(player); }
    QString opponentKey() const { return opponentRef.key(opponent); }
    std::optional<chess::Color> opponentSide() const
    {
        return side ? std::optional<chess::Color>(chess::Color(1 - int(*side))) : std::nullopt;
    }

    friend bool operator==(const Ruling &, const Ruling &) = default;
};

} // namespace arbiter::rulings

Q_DECLARE_METATYPE(arbiter::rulings::Ruling)
