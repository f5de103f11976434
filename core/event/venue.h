#pragma once

#include "core/common/result.h"
#include "core/event/playerrecord.h"
#include "core/event/playerref.h"
#include "core/event/staffmember.h"
#include "core/zone/zoneevent.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace arbiter::event {

// A venue of a hybrid event (Art. 16.1–16.9, Part IIIb): a playing hall under a local organiser,
// under camera, with at least a local chief arbiter and a local technical arbiter on site (16.8).
// Its players are those whose PlayerRecord::venue names it, its arbiters the staff whose
// StaffMember::venue does. Kept with the event as its value "venues" (a JSON array), so every console
// of a team event has the same venues.
struct Venue
{
    Q_DECLARE_TR_FUNCTIONS(Venue)

public:
    QString name; // "Chennai"; what players and staff name
    QString city = {};
    QString organiser = {}; // the local organiser (Art. 16.1)
    QStringList cameras = {}; // the panoramic cameras' addresses (rtsp://, http://), in the order shown
    bool traditionalSets = false; // Art. 20: the venue's players keep traditional sets beside the virtual board

    // The event value's key.
    static QString valueKey() { return QStringLiteral("venues"); }
    static QByteArray toJson(const QList<Venue> &venues);
    static Result<QList<Venue>> fromJson(const QByteArray &json);
    // The venue of that name (case-insensitive, trimmed), if any.
    static const Venue *find(const QList<Venue> &venues, const QString &name);
    // Why the list cannot be kept (a venue without a name, two of one name, a camera address that
    // is not one), translated; nullopt when it can.
    static std::optional<Error> check(const QList<Venue> &venues);

    // The venue a staff member rules in alone: a local chief or local technical arbiter's, or an
    // arbiter's of a venue. Empty: the whole event (chief, deputy, appeals, remote arbiters).
    static QString boundVenue(const StaffMember &member);
    // Why `who` may not rule on a ruling about these players (their venues, the one the ruling is
    // about first; an empty list: a ruling on no player, such as the whole round), or nullopt. Art. 16.8, 18.5–18.9: a
    // venue's arbiters act in their venue; the chief arbiter decides everywhere. The team server holds the same rule.
    static std::optional<QString> refusal(const std::optional<StaffMember> &who, const QStringList &playerVenues);
    // The staff of a venue, local chief first, then local technical, then the others.
    static QList<StaffMember> staffOf(const QList<StaffMember> &staff, const QString &venue);
    // The venue's players (by starting number).
    static QList<PlayerRecord> playersOf(const QList<PlayerRecord> &players, const QString &venue);
    // The venue a zone game is played in: its white player's (else its black player's), as the event's
    // list places them (an assistant's account is the player's); empty when neither is placed.
    static QString venueOfGame(const PlayerDirectory &players, const QString &gameId, const zone::Pairing &pairing);
    // What the venue lacks for Art. 16.8 and the 2021 World Cup qualifiers' rule (one more arbiter
    // per ten players beyond ten), translated; empty when nothing.
    static QStringList staffingProblems(const QString &venue, const QList<StaffMember> &staff, int players);

    friend bool operator==(const Venue &, const Venue &) = default;
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::Venue)
