#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>

#include <optional>

namespace arbiter::event {

// One member of the event's staff (Art. 10, 16.1–16.9, 18.5–18.9): who they are and what they may
// do. A hybrid event has a local chief and a local technical arbiter per venue. The deputy chief
// arbiter acts for the chief arbiter; the appeals committee (Art. 9.14, 17.11) decides appeals.
struct StaffMember
{
    Q_DECLARE_TR_FUNCTIONS(StaffMember)

public:
    enum class Role {
        Arbiter,
        ChiefArbiter,
        LocalChiefArbiter, // of a hybrid event's venue
        LocalTechnicalArbiter,
        DeputyChiefArbiter,
        AppealsCommittee
    };

    QString name;
    Role role = Role::Arbiter;
    QString venue; // hybrid events: the venue of a local arbiter; empty otherwise
    QString fideId; // for the reports (TRF 102/112 name the arbiters); empty when unknown
    QString login; // a team event's: the server login that is this person; empty on a one-console event

    // "arbiter", "chief", "local-chief", "local-technical", "deputy", "appeals"
    static QLatin1String roleKey(Role role);
    static std::optional<Role> roleFromKey(QStringView key);
    static QString roleText(Role role); // translated
    static QList<Role> roles();
    // A team event's login made from a name: lower case, letters and digits, words joined by dots
    // ("Anna Petrova": anna.petrova).
    static QString loginFromName(const QString &name);

    // The staff list as stored with the event (a JSON array of {name, role, venue, fideId, login}).
    static QByteArray toJson(const QList<StaffMember> &staff);
    static Result<QList<StaffMember>> fromJson(const QByteArray &json);
    // The member of that name (case-insensitive, trimmed), if any.
    static std::optional<StaffMember> find(const QList<StaffMember> &staff, const QString &name);
    // Why `by` (a name on `before`, or empty: nobody said who they are) may not change the staff list
    // from `before` to `after`, or nullopt. The first member of an event's staff is its chief arbiter
    // (who creates the event); after that only a chief arbiter adds a chief, a deputy or the appeals
    // committee, changes a role or removes anyone; anyone may add an arbiter or a local arbiter; the
    // event always keeps a chief arbiter. A team event's staff is the server's and not changed here.
    static std::optional<QString> changeRefusal(const QList<StaffMember> &before, const QList<StaffMember> &after,
                                                const QString &by);
    // The member with that server login (exact), if any.
    static std::optional<StaffMember> findLogin(const QList<StaffMember> &staff, const QString &login);

    friend bool operator==(const StaffMember &, const StaffMember &) = default;
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::StaffMember)
