#pragma once

#include "core/common/result.h"
#include "core/event/staffmember.h"
#include "core/rulings/penaltyrules.h"
#include "core/rulings/rulingbook.h"
#include "core/rulings/rulinglog.h"
#include "core/zone/zonecommand.h"
#include "core/zone/zoneevent.h"

#include <QCoreApplication>
#include <QHash>
#include <QObject>

#include <functional>

namespace arbiter::rulings {

// Where rulings are made: each one is checked (who may, Art. 7.2 scores, the penalty's parameters),
// committed to the log, and only then, if it changes the game and the zone can take it, sent to the
// zone as a ZoneCommand. What the zone did (accepted, refused and why, confirmed by its next event)
// is committed as follow-up rows; what it cannot take waits on the "apply on the platform"
// checklist until an arbiter says it was done. Lives on the session thread beside the store.
class RulingService : public QObject
{
    Q_OBJECT

public:
    explicit RulingService(RulingLog *log, QObject *parent = nullptr);

    // Reads the event's log; rulings made before are in force again.
    std::optional<Error> load(std::int64_t eventId);
    std::int64_t eventId() const { return m_eventId; }
    void setStaff(const QList<event::StaffMember> &staff) { m_staff = staff; }
    const QList<event::StaffMember> &staff() const { return m_staff; }
    // Who is using this console (a member of the staff list).
    std::optional<Error> setIdentity(const QString &name);
    const std::optional<event::StaffMember> &identity() const { return m_identity; }
    void setZone(zone::ZoneCapabilities capabilities, std::function<void(const zone::ZoneCommand &)> submit);
    void setGameContext(std::function<GameContext(const QString &gameId)> context) { m_context = std::move(context); }
    void setCurrentRound(int round) { m_round = round; }
    // Says who a new ruling's player and opponent are in the event (their PlayerRef) where the
    // draft does not (the session knows the event's players and the pairings of the zone's games).
    void setPlayerResolver(std::function<void(Ruling &)> resolve) { m_players = std::move(resolve); }
    // A hybrid event (Part IIIb): rulings cite Part IIIb's articles and reasons (RulingText::partIIIb).
    void setHybrid(bool hybrid) { m_hybrid = hybrid; }
    bool hybrid() const { return m_hybrid; }
    // Part IIIb: the venues of a ruling's player and opponent (none for a ruling on no player), for
    // the rule that a venue's arbiters rule only there (event::Venue::refusal). Unset: no venues.
    void setVenueOf(std::function<QStringList(const Ruling &)> venues) { m_venueOf = std::move(venues); }
    // The venues of a ruling's player and opponent in the event's list (empty for one not placed).
    static QStringList venuesOf(const event::PlayerDirectory &players, const Ruling &ruling);
    // Art. 9.14, 17.11: minutes after a ruling within which it may be appealed (0: no appeals).
    void setAppealMinutes(int minutes) { m_appealMinutes = minutes; }

    // Checks, commits and (where it changes the game) applies a ruling. `draft`'s issuer, seq,
    // time and hashes are filled in here. The error says why it was refused (translated).
    Result<Ruling> issue(Ruling draft);
    // Reads what other writers (consoles of the event, arbiterctl) appended since.
    void refresh();

    const RulingBook &book() const { return m_book; }
    // A seminar's trainee (issue 26): the log as if this console's user were alone on the event:
    // only their own rows and the follow-ups of those (others' rulings on the same games neither
    // count nor block theirs). Takes effect from the next load().
    void setOwnRowsOnly(bool own) { m_ownOnly = own; }
    bool ownRowsOnly() const { return m_ownOnly; }

public Q_SLOTS:
    void onCommandFinished(const arbiter::zone::ZoneCommandOutcome &outcome);
    void onZoneEvents(const QList<arbiter::zone::ZoneEvent> &events);

Q_SIGNALS:
    // Every row committed to the log (rulings and follow-ups), in order, from here or read from others.
    void recorded(const arbiter::rulings::Ruling &ruling);
    // Something the console proposes for an arbiter to confirm (a red card's forfeit, Art. 13.4).
    void suggested(const arbiter::rulings::Ruling &draft);
    // A zone record could not be committed (the ruling itself was): translated.
    void problem(const QString &message);

private:
    // Why an appeal against `target` comes too late for the event's deadline, or nullopt; stamps
    // the appeal with when it was lodged.
    std::optional<QString> appealTooLate(Ruling &appeal, const Ruling &target) const;

    struct Expectation
    {
        QString gameId;
        zone::ZoneEvent::Type type = zone::ZoneEvent::Type::ClockAdjusted;
        std::optional<chess::Color> color;
        bool roundWide = false;
        bool confirmed = false;
    };
    Result<Ruling> commit(Ruling row);
    // Whether a row of the log belongs in this console's book (setOwnRowsOnly()).
    bool takes(const Ruling &row) const;
    void recordZone(Kind kind, std::int64_t ref, const QString &message = {});
    void send(const zone::ZoneCommand &command);

    RulingLog *m_log;
    RulingBook m_book;
    std::int64_t m_eventId = 0;
    std::int64_t m_lastSeq = 0;
    int m_round = 0;
    int m_appealMinutes = 15;
    QList<event::StaffMember> m_staff;
    std::optional<event::StaffMember> m_identity;
    zone::ZoneCapabilities m_capabilities;
    std::function<void(const zone::ZoneCommand &)> m_submit;
    std::function<GameContext(const QString &)> m_context;
    std::function<void(Ruling &)> m_players;
    QHash<std::int64_t, Expectation> m_awaiting; // by the ruling's seq
    bool m_ownOnly = false;
    bool m_hybrid = false;
    std::function<QStringList(const Ruling &)> m_venueOf;
};

} // namespace arbiter::rulings
