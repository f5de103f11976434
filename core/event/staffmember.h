#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace arbiter::event {

// One member of the event's staff (Art. 10, 16.1–16.9, 18.5–18.9): who they are and what they may
// do. A hybrid event has a local chief and a local technical arbiter per venue.
struct StaffMember
{
    Q_DECLARE_TR_FUNCTIONS(StaffMember)

public:
    enum class Role {
        Arbiter,
        ChiefArbiter,
        LocalChiefArbiter, // of a hybrid event's venue
        LocalTechnicalArbiter
    };

    QString name;
    Role role = Role::Arbiter;
    QString venue; // hybrid events: the venue of a local arbiter; empty otherwise

    static QLatin1String roleKey(Role role); // "arbiter", "chief", "local-chief", "local-technical"
    static std::optional<Role> roleFromKey(QStringView key);
    static QString roleText(Role role); // translated
    static QList<Role> roles();

    // The staff list as stored with the event (a JSON array of {name, role, venue}).
    static QByteArray toJson(const QList<StaffMember> &staff);
    static Result<QList<StaffMember>> fromJson(const QByteArray &json);
    // The member of that name (case-insensitive, trimmed), if any.
    static std::optional<StaffMember> find(const QList<StaffMember> &staff, const QString &name);

    friend bool operator==(const StaffMember &, const StaffMember &) = default;
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::StaffMember)
