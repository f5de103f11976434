#include "core/evidence/evidencepolicy.h"

#include <QDateTime>
#include <QTimeZone>

namespace arbiter::evidence {

std::optional<QString> EvidencePolicy::openRefusal(event::StaffMember::Role role)
{
    if (role == event::StaffMember::Role::ChiefArbiter)
        return std::nullopt;
    return tr("Only the chief arbiter may open VCS evidence (Appendix I A.5).");
}

std::optional<QString> EvidencePolicy::manageRefusal(event::StaffMember::Role role)
{
    if (role == event::StaffMember::Role::ChiefArbiter)
        return std::nullopt;
    return tr("Only the chief arbiter may hold evidence for proceedings or declare the results final "
              "(Appendix I A.5).");
}

std::int64_t EvidencePolicy::deletionDueUtcMs(std::int64_t resultsFinalUtcMs)
{
    return QDateTime::fromMSecsSinceEpoch(resultsFinalUtcMs, Qt::UTC).addYears(1).toMSecsSinceEpoch();
}

bool EvidencePolicy::isDue(const EvidenceItem &item, std::optional<std::int64_t> resultsFinalUtcMs,
                           std::int64_t nowUtcMs)
{
    return !item.held && resultsFinalUtcMs && nowUtcMs >= deletionDueUtcMs(*resultsFinalUtcMs);
}

} // namespace arbiter::evidence
