#pragma once

#include "core/common/result.h"
#include "core/rulings/rulingbook.h"

#include <QByteArray>
#include <QCoreApplication>

namespace arbiter::rulings {

// The event's yellow and red cards for VCS disconnections (Art. 13.4), as its regulations set them:
// what earns a yellow (a VCS absence longer than N seconds; a move made while off the VCS, Art.
// 13.3), what a second yellow means (a red card: loss of that game, or of the next), and whether
// the count starts afresh each round. The console suggests; an arbiter decides.
struct CardPolicy
{
    Q_DECLARE_TR_FUNCTIONS(CardPolicy)

public:
    enum class Red { LossOfGame, LossOfNextGame };

    bool enabled = true;
    int yellowAfterSeconds = 60; // a VCS absence longer than this
    bool yellowForMoveOffVcs = true;
    Red secondYellow = Red::LossOfGame;
    bool resetPerRound = false;

    QByteArray toJson() const;
    static Result<CardPolicy> fromJson(const QByteArray &json); // empty: the defaults
    // The card a player earns for one more offence now: a yellow, or a red for the second yellow.
    Kind nextCard(const RulingBook &book, const QString &playerKey, int round) const;
    // What the red card costs, for people.
    QString redText() const;
    // The whole policy in two or three sentences (the event dialog shows it).
    QString summary() const;

    friend bool operator==(const CardPolicy &, const CardPolicy &) = default;
};

} // namespace arbiter::rulings

Q_DECLARE_METATYPE(arbiter::rulings::CardPolicy)
