#pragma once

#include "core/rulings/ruling.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace arbiter::rulings {

// Checks an event's rulings log end to end (`arbiterctl verify-log`): numbers without gaps, every
// hash recomputed from its row and linked to the row before, times never going back, each issuer
// allowed that kind (Permissions), and a replay of the log in which every follow-up answers an
// entry that could take it and every ruling's parameters pass the rules (Art. 7.2, 10.9). The first
// bad row is named; a log tampered with (a row changed, removed, inserted or moved) always has one.
class LogVerifier
{
    Q_DECLARE_TR_FUNCTIONS(LogVerifier)

public:
    struct Problem
    {
        std::int64_t seq = 0; // the first bad row (its position's number when the row is missing)
        QString message; // translated
    };
    static std::optional<Problem> verify(const QList<Ruling> &rows);
};

} // namespace arbiter::rulings
