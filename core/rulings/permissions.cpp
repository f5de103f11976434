#include "core/rulings/permissions.h"

namespace arbiter::rulings {

namespace {
bool arbiterMay(Kind kind)
{
    switch (kind) {
    case Kind::Warning:
    case Kind::TimeAdd:
    case Kind::TimeDeduct:
    case Kind::TimeAdjust:
    case Kind::Pause:
    case Kind::Resume:
    case Kind::PauseRound:
    case Kind::ResumeRound:
    case Kind::YellowCard: // Art. 13.4: a yellow card is a warning
    case Kind::Check: // Art. 18.5–18.8: the venue's and the event's checks
    case Kind::Appeal: // recording that a player appealed
    case Kind::ZoneApplied:
    case Kind::ZoneFailed:
    case Kind::ZoneConfirmed:
    case Kind::DoneOnPlatform: return true;
    default: return false;
    }
}

bool technicalMay(Kind kind)
{
    switch (kind) {
    case Kind::Pause:
    case Kind::Resume:
    case Kind::PauseRound:
    case Kind::ResumeRound:
    case Kind::Check: // Art. 18.8: the local technical arbiter checks every player's connection
    case Kind::Appeal:
    case Kind::ZoneApplied:
    case Kind::ZoneFailed:
    case Kind::ZoneConfirmed:
    case Kind::DoneOnPlatform: return true;
    default: return false;
    }
}

// The deputy acts for the chief arbiter, except that an expulsion stays the chief arbiter's
// (Art. 10.9.9) and an appeal goes to the chief arbiter or the appeals committee.
bool deputyMay(Kind kind)
{
    return kind != Kind::Expulsion && kind != Kind::AppealDecision;
}

// The chief arbiter's answers to others: never proposed.
bool chiefsAnswer(Kind kind)
{
    return kind == Kind::Confirm || kind == Kind::Reject || kind == Kind::Withdraw || kind == Kind::Revoke
        || kind == Kind::AppealDecision;
}
} // namespace

bool Permissions::mayIssue(Role role, Kind kind)
{
    switch (role) {
    case Role::ChiefArbiter: return true;
    case Role::Arbiter:
    case Role::LocalChiefArbiter: return arbiterMay(kind);
    case Role::LocalTechnicalArbiter: return technicalMay(kind);
    case Role::DeputyChiefArbiter: return deputyMay(kind);
    case Role::AppealsCommittee: return kind == Kind::AppealDecision;
    }
    return false;
}

bool Permissions::mayPropose(Role role, Kind kind)
{
    return role != Role::ChiefArbiter && role != Role::AppealsCommittee && !chiefsAnswer(kind)
        && !Ruling::isZoneRecord(kind) && kind != Kind::Appeal && kind != Kind::Check;
}

std::optional<QString> Permissions::refusal(Role role, Kind kind, bool proposed, bool changesFinalResult)
{
    const QString who = event::StaffMember::roleText(role);
    if (proposed) {
        if (role == Role::ChiefArbiter)
            return tr("The chief arbiter decides; there is no one to propose to.");
        if (role == Role::AppealsCommittee)
            return tr("The appeals committee decides appeals only; it proposes nothing.");
        if (mayPropose(role, kind))
            return std::nullopt;
        //: %1: the user's role (e.g. "Arbiter")
        return tr("Only the chief arbiter may do this; your role (%1) cannot propose it either.").arg(who);
    }
    if (kind == Kind::ResultSet && changesFinalResult && role != Role::ChiefArbiter && role != Role::DeputyChiefArbiter)
        return tr("Only the chief arbiter may change a final result; propose it instead.");
    if (mayIssue(role, kind))
        return std::nullopt;
    switch (kind) {
    case Kind::Expulsion: return tr("Only the chief arbiter may expel a player (Art. 10.9.9); propose it instead.");
    case Kind::Exclusion:
        return tr("Only the chief arbiter may exclude a player from rounds (Art. 10.9.8); propose it instead.");
    case Kind::Disconnection:
        return tr("Only the chief arbiter may decide on a disconnection (Art. 18.9); propose it instead.");
    case Kind::AppealDecision: return tr("Only the chief arbiter or the appeals committee may decide an appeal.");
    case Kind::Confirm:
    case Kind::Reject:
    case Kind::Withdraw:
    case Kind::Revoke: return tr("Only the chief arbiter may confirm, reject, withdraw or revoke a ruling.");
    default: break;
    }
    if (role == Role::AppealsCommittee)
        return tr("The appeals committee decides appeals only.");
    //: %1: the user's role (e.g. "Local technical arbiter")
    return tr("Your role (%1) may not decide this alone; propose it for the chief arbiter to confirm.").arg(who);
}

} // namespace arbiter::rulings
