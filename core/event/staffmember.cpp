#include "core/event/staffmember.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::event {

QLatin1String StaffMember::roleKey(Role role)
{
    switch (role) {
    case Role::Arbiter: return QLatin1String("arbiter");
    case Role::ChiefArbiter: return QLatin1String("chief");
    case Role::LocalChiefArbiter: return QLatin1String("local-chief");
    case Role::LocalTechnicalArbiter: return QLatin1String("local-technical");
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
    }
    return QString();
}

QList<StaffMember::Role> StaffMember::roles()
{
    return {Role::ChiefArbiter, Role::Arbiter, Role::LocalChiefArbiter, Role::LocalTechnicalArbiter};
}

QByteArray StaffMember::toJson(const QList<StaffMember> &staff)
{
    QJsonArray a;
    for (const StaffMember &m : staff) {
        QJsonObject o{{QStringLiteral("name"), m.name}, {QStringLiteral("role"), QString(roleKey(m.role))}};
        if (!m.venue.isEmpty())
            o.insert(QStringLiteral("venue"), m.venue);
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

} // namespace arbiter::event
