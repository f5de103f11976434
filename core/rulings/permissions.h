#pragma once

#include "core/rulings/ruling.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace arbiter::rulings {

// Who may do what (Art. 10, 17, 18.9). The chief arbiter may do everything. Only the chief arbiter
// expels, excludes from rounds, decides disconnections (18.9), changes a final result, decides
// appeals, and confirms or rejects what others propose. Arbiters and local chief arbiters warn,
// adjust time and pause; local technical arbiters pause; each of them proposes anything else for the
// chief arbiter to confirm. The deputy chief arbiter acts for the chief arbiter but neither expels nor
// decides appeals; the appeals committee decides appeals and nothing else. Enforced here, so the
// console, arbiterctl, verify-log and a team event's server (which is given this table) agree.
class Permissions
{
    Q_DECLARE_TR_FUNCTIONS(Permissions)

public:
    // May `role` record `kind` as a decision in force (not a proposal)?
    static bool mayIssue(Role role, Kind kind);
    // May `role` propose `kind` for the chief arbiter?
    static bool mayPropose(Role role, Kind kind);
    // Why `role` may not record the ruling as it stands (`proposed` or not), or nullopt.
    // `changesFinalResult`: a result set on a game the zone has already ended.
    static std::optional<QString> refusal(Role role, Kind kind, bool proposed, bool changesFinalResult = false);
};

} // namespace arbiter::rulings
