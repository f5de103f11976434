#include "core/event/staffmember.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace arbiter::event {

QString StaffMember::loginFromName(const QString &name)
{
    QString login;
    bool dot = false;
    for (const QChar c : name.trimmed().toLower()) {
        if (c.isLetterOrNumber()) {
            if (dot && !login.isEmpty())
                login += u'.';
            login += c;
            dot = false;
        } else {
            dot = true;
        }
    }
    return login;
}

QLatin1String StaffMember::roleKey(Role role)
{
    switch (role) {
    case Role::Arbiter: return QLatin1String("arbiter");
    case Role::ChiefArbiter: return QLatin1String("chief");
    case Role::LocalChiefArbiter: return QLatin1String("local-chief");
    case Role::LocalTechnicalArbiter: return QLatin1String("local-technical");
    case Role::DeputyChiefArbiter: return QLatin1String("deputy");
    case Role::AppealsCommittee: return QLatin1String("appeals");
    }
    return QLatin1String("arbiter");
}

std::optional<StaffMember::Role> StaffMember::roleFromKey(QStringView key)
{
    for (Role r : roles())
        if (key == roleKey(r))
            return r;
    return std::nullopt;
}

QString StaffMember::roleText(Role role)
{
    switch (role) {
    case Role::Arbiter: return tr("Arbiter");
    case Role::ChiefArbiter: return tr("Chief arbiter");
    case Role::LocalChiefArbiter: return tr("Local chief arbiter");
    case Role::LocalTechnicalArbiter: return tr("Local technical arbiter");
    case Role::DeputyChiefArbiter: return tr("Deputy chief arbiter");
    case Role::AppealsCommittee: return tr("Appeals committee");
    }
    return QString();
}

QList<StaffMember::Role> StaffMember::roles()
{
    return {Role::ChiefArbiter,      Role::DeputyChiefArbiter,    Role::Arbiter,
            Role::LocalChiefArbiter, Role::LocalTechnicalArbiter, Role::AppealsCommittee};
}

QByteArray StaffMember::toJson(const QList<StaffMember> &staff)
{
    QJsonArray a;
    for (const StaffMember &m : staff) {
        QJsonObject o{{QStringLiteral("name"), m.name}, {QStringLiteral("role"), QString(roleKey(m.role))}};
        if (!m.venue.isEmpty())
            o.insert(QStringLiteral("venue"), m.venue);
        if (!m.fideId.isEmpty())
            o.insert(QStringLiteral("fideId"), m.fideId);
        if (!m.login.isEmpty())
            o.insert(QStringLiteral("login"), m.login);
        a.append(o);
    }
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

Result<QList<StaffMember>> StaffMember::fromJson(const QByteArray &json)
{
    QList<StaffMember> staff;
    if (json.trimmed().isEmpty())
        return staff;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isArray())
        return Error{tr("The event's staff list is not readable.")};
    for (const QJsonValue &v : doc.array()) {
        const QJsonObject o = v.toObject();
        StaffMember m;
        m.name = o.value(QLatin1String("name")).toString().trimmed();
        const auto role = roleFromKey(o.value(QLatin1String("role")).toString());
        if (m.name.isEmpty() || !role)
            //: %1: the staff entry as stored (JSON)
            return Error{tr("A staff entry has no name or an unknown role: %1")
                             .arg(QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)))};
        m.role = *role;
        m.venue = o.value(QLatin1String("venue")).toString();
        m.fideId = o.value(QLatin1String("fideId")).toString();
        m.login = o.value(QLatin1String("login")).toString();
        staff.append(m);
    }
    return staff;
}

std::optional<StaffMember> StaffMember::find(const QList<StaffMember> &staff, const QString &name)
{
    for (const StaffMember &m : staff)
        if (m.name.compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return m;
    return std::nullopt;
}

std::optional<QString> StaffMember::changeRefusal(const QList<StaffMember> &before, const QList<StaffMember> &after,
                                                  const QString &by)
{
    if (after == before)
        return std::nullopt;
    const auto isChief = [](const StaffMember &m) { return m.role == Role::ChiefArbiter; };
    if (std::none_of(after.cbegin(), after.cend(), isChief))
        return before.isEmpty() ? tr("The first member of an event's staff is its chief arbiter.")
                                : tr("The event must keep a chief arbiter.");
    if (before.isEmpty())
        return std::nullopt;
    const auto me = find(before, by);
    if (me && me->role == Role::ChiefArbiter)
        return std::nullopt;
    for (const StaffMember &old : before) {
        const auto now = find(after, old.name);
        if (!now || now->role != old.role || now->venue != old.venue)
            return tr("Only the chief arbiter may change a role or remove someone from the staff list.");
    }
    for (const StaffMember &m : after) {
        if (find(before, m.name))
            continue;
        if (m.role == Role::ChiefArbiter || m.role == Role::DeputyChiefArbiter || m.role == Role::AppealsCommittee)
            //: %1: a role (e.g. Deputy chief arbiter)
            return tr("Only the chief arbiter may add a member with the role %1.").arg(roleText(m.role));
    }
    return std::nullopt;
}

std::optional<StaffMember> StaffMember::findLogin(const QList<StaffMember> &staff, const QString &login)
{
    for (const StaffMember &m : staff)
        if (!m.login.isEmpty() && m.login == login)
            return m;
    return std::nullopt;
}

} // namespace arbiter::event
