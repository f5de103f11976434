#pragma once

#include "core/rulings/ruling.h"
#include "core/zone/zonecommand.h"

#include <QHash>
#include <QList>

#include <optional>

namespace arbiter::rulings {

// The log read as it stands now: for each entry whether it is in force, waiting for the chief
// arbiter, rejected, withdrawn or revoked, and what the zone did with it. Computed from the log
// alone (the log is never changed), so every console of the event, arbiterctl and verify-log see
// the same thing.
class RulingBook
{
public:
    enum class State {
        InForce,
        Pending, // a proposal, or a provisional penalty (Art. 10.9.7), not yet decided
        Rejected,
        Withdrawn,
        Revoked, // revoked, or annulled on appeal
        Record // a follow-up or a zone record (it answers another entry), or a checklist's answer
    };
    // Where a ruling that changes the game stands with the zone. The decision is taken when the
    // ruling comes into force and stored with that row ("apply": "zone" | "platform").
    enum class ZoneState {
        None, // nothing to do on the zone
        Awaiting, // sent; neither accepted nor refused yet
        Applied, // accepted; the confirming event is awaited
        Confirmed, // the zone's event shows it done
        OnPlatform, // the zone cannot take it (or refused it): an arbiter applies it by hand
        DoneByHand
    };
    // An appeal's outcome (Art. 9.14, 17.11): upheld (the ruling annulled), rejected (it stands),
    // changed (annulled; the ruling that replaces it follows the decision in the log).
    enum class AppealOutcome { None, Upheld, Rejected, Changed };
    static AppealOutcome appealOutcome(const Ruling &decision);

    struct Entry
    {
        Ruling ruling;
        State state = State::InForce;
        ZoneState zone = ZoneState::None;
        QString zoneMessage; // why the zone refused it
        std::int64_t decidedBy = 0; // the entry that confirmed, rejected, withdrew or revoked it
        bool appealed = false;
        std::int64_t appealDecidedBy = 0; // the entry that decided its appeal
        AppealOutcome appealOutcome = AppealOutcome::None;
        // The ruling as it acts: a confirmed provisional penalty acts as its penalty.
        Ruling effective() const;
    };

    explicit RulingBook(const QList<Ruling> &log = {});
    void append(const Ruling &ruling);

    const QList<Entry> &entries() const { return m_entries; }
    const Entry *entry(std::int64_t seq) const;
    // Rulings in force, effective form, in log order.
    QList<Ruling> inForce() const;
    // Rulings waiting for the chief arbiter.
    QList<Entry> pending() const;
    // "Apply on the platform": rulings in force the zone cannot carry out, not yet done by hand.
    QList<Entry> checklist() const;
    // The player's cards in force (Art. 13.4): yellow and red counts; `round` > 0 counts that round
    // only. Players are named by their key in the event (Ruling::playerKey(): "#12", …), never by a
    // name two namesakes share.
    struct Cards
    {
        int yellow = 0;
        int red = 0;
    };
    Cards cards(const QString &playerKey, int round = 0) const;
    // The player's penalties (in force and pending), newest last.
    QList<Entry> penaltiesOf(const QString &playerKey) const;
    // Why a follow-up of `kind` cannot answer entry `ref`, or nullopt.
    std::optional<QString> followUpProblem(Kind kind, std::int64_t ref) const;

    // The zone command that carries out an (effective) ruling in force, if it changes the game:
    // time, pause, result, restart. `gameEnded`: the zone had already ended the game.
    static std::optional<zone::ZoneCommand> zoneCommand(const Ruling &effective, bool gameEnded);

private:
    QList<Entry> m_entries;
    QHash<std::int64_t, qsizetype> m_index;
};

} // namespace arbiter::rulings
