#pragma once

#include "core/common/result.h"
#include "core/event/pairingrecord.h"
#include "core/event/staffmember.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QMetaType>
#include <QSet>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::event {

// Numbers as arbiters write them: "1-20, 35, 41-60" (boards, or players' starting numbers).
class NumberRanges
{
    Q_DECLARE_TR_FUNCTIONS(NumberRanges)

public:
    // Empty text is no number. Errors are translated.
    static Result<QSet<int>> parse(const QString &text);
    // The shortest such text: "1-20, 35".
    static QString format(const QSet<int> &numbers);
};

// Art. 10.3.1: what one arbiter of a team supervises, a range of boards and/or players by starting
// number (the usual ~24 players, who keep their arbiter from round to round while their boards
// change). Kept with the event and shared by every console of a team event; an arbiter with no
// sector watches nothing in particular.
struct Sector
{
    Q_DECLARE_TR_FUNCTIONS(Sector)

public:
    QString arbiter; // a name on the event's staff list
    QString boards; // as the chief arbiter wrote them: "1-20, 35"
    QString players; // starting numbers: "1-24"
    QString assignedBy; // who assigned it last (the server's name for the login on a team event)
    std::int64_t assignedUtcMs = 0;
    QString handedFrom; // who handed it over at a shift change (empty: assigned)
    QString note; // the hand-over's note: what the incoming arbiter should know

    bool isEmpty() const { return boards.trimmed().isEmpty() && players.trimmed().isEmpty(); }
    // What it holds, as arbiters read it: "boards 1-20, players 1-24" (translated).
    QString text() const;
    // Both ranges read (translated reason otherwise).
    std::optional<Error> check() const;
    // The boards it covers in a round: its boards and those where its players play.
    QSet<int> boardsIn(const QList<PairingRecord> &round) const;
    // This sector with another's added (a hand-over to someone who already has one).
    Sector merged(const Sector &other) const;

    // The chief arbiter, the deputy and a venue's local chief assign anyone's sector; every arbiter
    // may give up or hand over their own (the server holds the same rule, see TeamServer).
    static bool mayAssignOthers(StaffMember::Role role);
    // Why `by` may not set `arbiter`'s sector (translated), or nullopt.
    static std::optional<QString> refusal(const std::optional<StaffMember> &by, const QString &arbiter);

    friend bool operator==(const Sector &, const Sector &) = default;
};

// Who watches what in a round: each sector's boards, and the boards of the round nobody watches (for
// the chief arbiter).
struct SectorPlan
{
    QList<Sector> sectors;
    QList<PairingRecord> round; // the pairings of the event's current round
    QHash<QString, QSet<int>> boards; // by arbiter (lower case)
    QSet<int> roundBoards; // the round's boards (byes left out)
    QSet<int> unwatched; // empty when there are no sectors at all: then everyone watches everything

    static SectorPlan make(const QList<Sector> &sectors, const QList<PairingRecord> &round);
    const Sector *of(const QString &arbiter) const;
    QSet<int> boardsOf(const QString &arbiter) const { return boards.value(arbiter.toLower()); }
    // Who watches a board (names, in the sectors' order).
    QStringList watchers(int board) const;
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::Sector)
Q_DECLARE_METATYPE(arbiter::event::SectorPlan)
