#include "core/event/venue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace arbiter::event {

QByteArray Venue::toJson(const QList<Venue> &venues)
{
    QJsonArray array;
    for (const Venue &v : venues) {
        QJsonObject o{{QStringLiteral("name"), v.name}};
        if (!v.city.isEmpty())
            o.insert(QStringLiteral("city"), v.city);
        if (!v.organiser.isEmpty())
            o.insert(QStringLiteral("organiser"), v.organiser);
        if (!v.cameras.isEmpty())
            o.insert(QStringLiteral("cameras"), QJsonArray::fromStringList(v.cameras));
        if (v.traditionalSets)
            o.insert(QStringLiteral("traditionalSets"), true);
        array.append(o);
    }
    return QJsonDocument(array).toJson(QJsonDocument::Compact);
}

Result<QList<Venue>> Venue::fromJson(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isArray())
        //: %1: the parser's message
        return Error{tr("The event's venues cannot be read: %1")
                         .arg(doc.isArray() || error.error != QJsonParseError::NoError ? error.errorString()
                                                                                       : tr("not a list"))};
    QList<Venue> venues;
    for (const QJsonValue &value : doc.array()) {
        const QJsonObject o = value.toObject();
        Venue v;
        v.name = o.value(QLatin1String("name")).toString().trimmed();
        v.city = o.value(QLatin1String("city")).toString();
        v.organiser = o.value(QLatin1String("organiser")).toString();
        for (const QJsonValue &c : o.value(QLatin1String("cameras")).toArray())
            if (!c.toString().trimmed().isEmpty())
                v.cameras << c.toString().trimmed();
        v.traditionalSets = o.value(QLatin1String("traditionalSets")).toBool();
        venues << v;
    }
    if (auto problem = check(venues))
        return *problem;
    return venues;
}

const Venue *Venue::find(const QList<Venue> &venues, const QString &name)
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return nullptr;
    const auto it = std::find_if(venues.cbegin(), venues.cend(), [&wanted](const Venue &v) {
        return v.name.compare(wanted, Qt::CaseInsensitive) == 0;
    });
    return it == venues.cend() ? nullptr : &*it;
}

std::optional<Error> Venue::check(const QList<Venue> &venues)
{
    QSet<QString> names;
    for (const Venue &v : venues) {
        if (v.name.trimmed().isEmpty())
            return Error{tr("A venue has no name.")};
        const QString key = v.name.trimmed().toLower();
        if (names.contains(key))
            //: %1: the venue's name
            return Error{tr("Two venues are called %1.").arg(v.name)};
        names.insert(key);
        for (const QString &camera : v.cameras) {
            const QUrl url(camera, QUrl::StrictMode);
            if (!url.isValid() || url.scheme().isEmpty() || url.host().isEmpty())
                //: %1: the address as written; %2: the venue
                return Error{tr("\"%1\" is not the address of a camera (venue %2).").arg(camera, v.name)};
        }
    }
    return std::nullopt;
}

QString Venue::boundVenue(const StaffMember &member)
{
    switch (member.role) {
    case StaffMember::Role::Arbiter:
    case StaffMember::Role::LocalChiefArbiter:
    case StaffMember::Role::LocalTechnicalArbiter: return member.venue.trimmed();
    default: return {};
    }
}

std::optional<QString> Venue::refusal(const std::optional<StaffMember> &who, const QStringList &playerVenues)
{
    if (!who)
        return std::nullopt;
    const QString venue = boundVenue(*who);
    if (venue.isEmpty())
        return std::nullopt;
    if (playerVenues.isEmpty())
        //: %1: the arbiter's venue
        return tr("You act in the venue %1 only; a ruling on the whole round is the chief arbiter's.").arg(venue);
    // The player the ruling is about decides (the opponent's venue where it names only the opponent).
    if (playerVenues.first().trimmed().compare(venue, Qt::CaseInsensitive) == 0)
        return std::nullopt;
    //: %1: the arbiter's venue; %2: the player's venue (or "no venue")
    return tr("This player is not in your venue (%1 plays in %2): the chief arbiter or that venue's arbiters rule "
              "there (Art. 16.8, 18.5–18.9).")
        .arg(venue, playerVenues.first().isEmpty() ? tr("no venue") : playerVenues.first());
}

QList<StaffMember> Venue::staffOf(const QList<StaffMember> &staff, const QString &venue)
{
    QList<StaffMember> out;
    for (const StaffMember &m : staff)
        if (!venue.trimmed().isEmpty() && m.venue.trimmed().compare(venue.trimmed(), Qt::CaseInsensitive) == 0)
            out << m;
    auto rank = [](StaffMember::Role r) {
        return r == StaffMember::Role::LocalChiefArbiter ? 0 : r == StaffMember::Role::LocalTechnicalArbiter ? 1 : 2;
    };
    std::stable_sort(out.begin(), out.end(),
                     [&rank](const StaffMember &a, const StaffMember &b) { return rank(a.role) < rank(b.role); });
    return out;
}

QList<PlayerRecord> Venue::playersOf(const QList<PlayerRecord> &players, const QString &venue)
{
    QList<PlayerRecord> out;
    for (const PlayerRecord &p : players)
        if (p.venue.trimmed().compare(venue.trimmed(), Qt::CaseInsensitive) == 0)
            out << p;
    return out;
}

QString Venue::venueOfGame(const PlayerDirectory &players, const QString &gameId, const zone::Pairing &pairing)
{
    for (const chess::Color side : {chess::White, chess::Black}) {
        const bool white = side == chess::White;
        const PlayerRef ref = players.inGame(gameId, side, white ? pairing.white : pairing.black,
                                             white ? pairing.whiteId : pairing.blackId);
        if (const PlayerRecord *p = ref.no > 0 ? players.byNumber(ref.no) : nullptr; p && !p->venue.isEmpty())
            return p->venue;
    }
    return {};
}

QStringList Venue::staffingProblems(const QString &venue, const QList<StaffMember> &staff, int players)
{
    QStringList problems;
    const QList<StaffMember> ours = staffOf(staff, venue);
    auto has = [&ours](StaffMember::Role role) {
        return std::any_of(ours.cbegin(), ours.cend(), [role](const StaffMember &m) { return m.role == role; });
    };
    if (!has(StaffMember::Role::LocalChiefArbiter))
        problems << tr("no local chief arbiter (Art. 16.8)");
    if (!has(StaffMember::Role::LocalTechnicalArbiter))
        problems << tr("no local technical arbiter (Art. 16.8)");
    const int wanted = 2 + std::max(0, (players - 1) / 10);
    if (ours.size() < wanted)
        //: %1: arbiters on site; %2: arbiters wanted; %n: the venue's players
        problems << tr("%1 of %2 arbiters for %n player(s) (one more per ten players)", nullptr, players)
                        .arg(ours.size())
                        .arg(wanted);
    return problems;
}

} // namespace arbiter::event
