#pragma once

#include "core/event/staffmember.h"
#include "core/evidence/evidenceitem.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::evidence {

// Appendix I A.5 as rules: VCS recordings may be kept by the organiser; of the event's staff only the
// chief arbiter may open them (an expert panel, the EDC and the FPL reach them through the chief
// arbiter); they are deleted one year after the official results unless proceedings hold them. Only
// the chief arbiter declares the results final and holds or releases evidence. Enforced here, so
// the console and arbiterctl agree.
class EvidencePolicy
{
    Q_DECLARE_TR_FUNCTIONS(EvidencePolicy)

public:
    // Why `role` may not open evidence, or nullopt.
    static std::optional<QString> openRefusal(event::StaffMember::Role role);
    // Why `role` may not hold or release evidence, or declare the results final, or nullopt.
    static std::optional<QString> manageRefusal(event::StaffMember::Role role);
    // When evidence of an event whose results became final at `resultsFinalUtcMs` is due for deletion.
    static std::int64_t deletionDueUtcMs(std::int64_t resultsFinalUtcMs);
    // Is `item` due for deletion at `nowUtcMs`? Never while the results are not final or it is held.
    static bool isDue(const EvidenceItem &item, std::optional<std::int64_t> resultsFinalUtcMs, std::int64_t nowUtcMs);
};

} // namespace arbiter::evidence
