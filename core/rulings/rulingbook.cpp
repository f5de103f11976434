#include "core/rulings/rulingbook.h"

#include "core/rulings/rulingtext.h"

#include <QCoreApplication>

namespace arbiter::rulings {

namespace {
class BookText
{
    Q_DECLARE_TR_FUNCTIONS(RulingBook)

public:
    //: %1: an entry number of the rulings log
    static QString noEntry(std::int64_t ref) { return tr("There is no entry %1 in the rulings log.").arg(ref); }
    //: %1: an entry number of the rulings log
    static QString notPending(std::int64_t ref) { return tr("Entry %1 is not waiting for a decision.").arg(ref); }
    //: %1: an entry number of the rulings log
    static QString notInForce(std::int64_t ref) { return tr("Entry %1 is not in force.").arg(ref); }
    static QString notProvisional(std::int64_t ref)
    {
        //: %1: an entry number of the rulings log
        return tr("Entry %1 is not a pending provisional penalty.").arg(ref);
    }
    static QString notOnPlatform(std::int64_t ref)
    {
        //: %1: an entry number of the rulings log
        return tr("Entry %1 is not waiting to be applied on the platform.").arg(ref);
    }
    //: %1: an entry number of the rulings log
    static QString followUp(std::int64_t ref) { return tr("Entry %1 is itself a follow-up.").arg(ref); }
    static QString appealed(std::int64_t ref)
    {
        //: %1: an entry number of the rulings log
        return tr("Entry %1 has been appealed already.").arg(ref);
    }
    static QString appealDecided(std::int64_t ref)
    {
        //: %1: an entry number of the rulings log
        return tr("The appeal against entry %1 has been decided already.").arg(ref);
    }
};

bool isApply(const Ruling &r, const char *value)
{
    return r.params.value(QLatin1String("apply")).toString() == QLatin1String(value);
}
} // namespace

Ruling RulingBook::Entry::effective() const
{
    if (ruling.kind != Kind::Provisional)
        return ruling;
    Ruling r = ruling;
    r.kind = Ruling::kindFromKey(ruling.params.value(QLatin1String("penalty")).toString()).value_or(Kind::Warning);
    r.proposed = false;
    return r;
}

RulingBook::RulingBook(const QList<Ruling> &log)
{
    for (const Ruling &r : log)
        append(r);
}

const RulingBook::Entry *RulingBook::entry(std::int64_t seq) const
{
    const auto it = m_index.constFind(seq);
    return it == m_index.constEnd() ? nullptr : &m_entries[*it];
}

RulingBook::AppealOutcome RulingBook::appealOutcome(const Ruling &decision)
{
    const QString outcome = decision.params.value(QLatin1String("outcome")).toString();
    if (outcome == QLatin1String("changed"))
        return AppealOutcome::Changed;
    if (outcome == QLatin1String("upheld"))
        return AppealOutcome::Upheld;
    if (outcome == QLatin1String("rejected"))
        return AppealOutcome::Rejected;
    // Decisions recorded before there were three outcomes say only whether the appeal was upheld.
    return decision.params.value(QLatin1String("upheld")).toBool() ? AppealOutcome::Upheld : AppealOutcome::Rejected;
}

std::optional<QString> RulingBook::followUpProblem(Kind kind, std::int64_t ref) const
{
    const Entry *target = entry(ref);
    if (!target)
        return BookText::noEntry(ref);
    if (target->state == State::Record)
        return BookText::followUp(ref);
    switch (kind) {
    case Kind::Confirm:
    case Kind::Reject:
        if (target->state != State::Pending)
            return BookText::notPending(ref);
        break;
    case Kind::Withdraw:
        if (target->state != State::Pending || target->ruling.kind != Kind::Provisional)
            return BookText::notProvisional(ref);
        break;
    case Kind::Revoke:
        if (target->state != State::InForce)
            return BookText::notInForce(ref);
        break;
    case Kind::Appeal:
        if (target->state != State::InForce)
            return BookText::notInForce(ref);
        if (target->appealDecidedBy != 0)
            return BookText::appealDecided(ref);
        if (target->appealed)
            return BookText::appealed(ref);
        break;
    case Kind::AppealDecision:
        // An appeal lodged on paper may be decided without its entry; never twice.
        if (target->appealDecidedBy != 0)
            return BookText::appealDecided(ref);
        if (target->state != State::InForce)
            return BookText::notInForce(ref);
        break;
    case Kind::DoneOnPlatform:
        if (target->zone != ZoneState::OnPlatform)
            return BookText::notOnPlatform(ref);
        break;
    default: break;
    }
    return std::nullopt;
}

void RulingBook::append(const Ruling &r)
{
    Entry e;
    e.ruling = r;
    if (r.kind == Kind::Check) {
        e.state = State::Record; // the checklist's (rulings::Checklist), not a decision
    } else if (Ruling::isFollowUp(r.kind)) {
        e.state = State::Record;
        const auto it = m_index.constFind(r.ref);
        if (it != m_index.constEnd()) {
            Entry &t = m_entries[*it];
            switch (r.kind) {
            case Kind::Confirm:
                if (t.state == State::Pending) {
                    t.state = State::InForce;
                    t.decidedBy = r.seq;
                    if (isApply(r, "zone"))
                        t.zone = ZoneState::Awaiting;
                    else if (isApply(r, "platform"))
                        t.zone = ZoneState::OnPlatform;
                }
                break;
            case Kind::Reject:
                if (t.state == State::Pending) {
                    t.state = State::Rejected;
                    t.decidedBy = r.seq;
                }
                break;
            case Kind::Withdraw:
                if (t.state == State::Pending) {
                    t.state = State::Withdrawn;
                    t.decidedBy = r.seq;
                }
                break;
            case Kind::Revoke:
                if (t.state == State::InForce) {
                    t.state = State::Revoked;
                    t.decidedBy = r.seq;
                }
                break;
            case Kind::Appeal: t.appealed = true; break;
            case Kind::AppealDecision:
                t.appealDecidedBy = r.seq;
                t.appealOutcome = appealOutcome(r);
                // Upheld: the ruling is annulled; changed: annulled, and the ruling that replaces it is
                // recorded after the decision; rejected: it stands.
                if (t.appealOutcome != AppealOutcome::Rejected && t.state == State::InForce) {
                    t.state = State::Revoked;
                    t.decidedBy = r.seq;
                }
                break;
            case Kind::ZoneApplied:
                if (t.zone == ZoneState::Awaiting)
                    t.zone = ZoneState::Applied;
                break;
            case Kind::ZoneFailed:
                if (t.zone == ZoneState::Awaiting || t.zone == ZoneState::Applied) {
                    t.zone = ZoneState::OnPlatform;
                    t.zoneMessage = r.params.value(QLatin1String("message")).toString();
                }
                break;
            case Kind::ZoneConfirmed:
                if (t.zone != ZoneState::DoneByHand)
                    t.zone = ZoneState::Confirmed;
                break;
            case Kind::DoneOnPlatform:
                if (t.zone == ZoneState::OnPlatform)
                    t.zone = ZoneState::DoneByHand;
                break;
            default: break;
            }
        }
    } else if (r.proposed || r.kind == Kind::Provisional) {
        e.state = State::Pending;
    } else {
        e.state = State::InForce;
        if (isApply(r, "zone"))
            e.zone = ZoneState::Awaiting;
        else if (isApply(r, "platform"))
            e.zone = ZoneState::OnPlatform;
    }
    m_index.insert(r.seq, m_entries.size());
    m_entries.append(e);
}

QList<Ruling> RulingBook::inForce() const
{
    QList<Ruling> out;
    for (const Entry &e : m_entries)
        if (e.state == State::InForce)
            out.append(e.effective());
    return out;
}

QList<RulingBook::Entry> RulingBook::pending() const
{
    QList<Entry> out;
    for (const Entry &e : m_entries)
        if (e.state == State::Pending)
            out.append(e);
    return out;
}

QList<RulingBook::Entry> RulingBook::checklist() const
{
    QList<Entry> out;
    for (const Entry &e : m_entries)
        if (e.state == State::InForce && e.zone == ZoneState::OnPlatform)
            out.append(e);
    return out;
}

RulingBook::Cards RulingBook::cards(const QString &playerKey, int round) const
{
    Cards c;
    for (const Entry &e : m_entries) {
        if (e.state != State::InForce || e.ruling.playerKey() != playerKey || (round > 0 && e.ruling.round != round))
            continue;
        if (e.ruling.kind == Kind::YellowCard)
            ++c.yellow;
        else if (e.ruling.kind == Kind::RedCard)
            ++c.red;
    }
    return c;
}

QList<RulingBook::Entry> RulingBook::penaltiesOf(const QString &playerKey) const
{
    QList<Entry> out;
    for (const Entry &e : m_entries)
        if ((e.state == State::InForce || e.state == State::Pending) && e.ruling.playerKey() == playerKey
            && (Ruling::isPenalty(e.ruling.kind) || e.ruling.kind == Kind::Forfeit))
            out.append(e);
    return out;
}

std::optional<zone::ZoneCommand> RulingBook::zoneCommand(const Ruling &r, bool gameEnded)
{
    using zone::ZoneCommand;
    ZoneCommand c;
    c.id = std::uint64_t(r.seq);
    c.gameId = r.gameId;
    auto adjust = [&](std::optional<chess::Color> side, std::int64_t delta) -> std::optional<ZoneCommand> {
        if (!side || delta == 0 || gameEnded)
            return std::nullopt;
        c.kind = ZoneCommand::Kind::AdjustClock;
        c.color = *side;
        c.deltaMs = delta;
        return c;
    };
    auto result = [&](zone::ZoneStatus status, std::optional<chess::Color> winner) -> std::optional<ZoneCommand> {
        if (gameEnded)
            return std::nullopt; // the console's result stands beside the zone's (ResultBook)
        c.kind = ZoneCommand::Kind::SetResult;
        c.status = status;
        c.winner = winner;
        return c;
    };
    auto restart = [&](bool swap, std::int64_t initialMs, std::int64_t incrementMs) {
        c.kind = ZoneCommand::Kind::RestartGame;
        c.swapColours = swap;
        if (initialMs > 0)
            if (auto tc = clock::TimeControl::fromLichess(initialMs / 1000, incrementMs / 1000))
                c.timeControl = tc.value();
        return std::optional<ZoneCommand>(c);
    };
    if (r.gameId.isEmpty() && r.kind != Kind::PauseRound && r.kind != Kind::ResumeRound)
        return std::nullopt;
    switch (r.kind) {
    case Kind::TimeAdd: return adjust(r.opponentSide(), r.ms());
    case Kind::TimeDeduct: return adjust(r.side, -r.ms());
    case Kind::TimeAdjust: return adjust(r.side, r.ms());
    case Kind::Pause:
        if (gameEnded)
            return std::nullopt;
        c.kind = ZoneCommand::Kind::PauseGame;
        return c;
    case Kind::Resume:
        if (gameEnded)
            return std::nullopt;
        c.kind = ZoneCommand::Kind::ResumeGame;
        return c;
    case Kind::PauseRound: c.kind = ZoneCommand::Kind::PauseRound; return c;
    case Kind::ResumeRound: c.kind = ZoneCommand::Kind::ResumeRound; return c;
    case Kind::ResultSet: {
        const int w = r.halves("white"), b = r.halves("black");
        if (w == 1 && b == 1)
            return result(zone::ZoneStatus::Draw, std::nullopt);
        if (w == 2 && b == 0)
            return result(zone::ZoneStatus::UnknownFinish, chess::White);
        if (w == 0 && b == 2)
            return result(zone::ZoneStatus::UnknownFinish, chess::Black);
        return std::nullopt; // 0–0, ½–0, 0–½: the zone has no such result; the console's stands
    }
    case Kind::Loss:
        if (!r.side || (r.params.contains(QLatin1String("opponentScore")) && r.halves("opponentScore") != 2))
            return std::nullopt;
        return result(zone::ZoneStatus::Cheat, r.opponentSide());
    case Kind::Forfeit:
        if (r.params.value(QLatin1String("both")).toBool() || !r.side)
            return std::nullopt;
        return result(zone::ZoneStatus::NoStart, r.opponentSide());
    case Kind::Restart:
        if (gameEnded)
            return std::nullopt;
        return restart(r.params.value(QLatin1String("swap")).toBool(), 0, 0);
    case Kind::Disconnection: {
        const QString option = r.params.value(QLatin1String("option")).toString();
        if (option == u"reduce")
            return adjust(r.side, -r.ms());
        if (option == u"restart")
            return restart(false, 0, 0);
        if (option == u"restart-shorter")
            return restart(false, r.params.value(QLatin1String("initialMs")).toInteger(),
                           r.params.value(QLatin1String("incrementMs")).toInteger());
        if (option == u"loss") {
            const bool draw = r.params.contains(QLatin1String("opponentScore")) && r.halves("opponentScore") == 1;
            return draw ? result(zone::ZoneStatus::Draw, std::nullopt)
                        : result(zone::ZoneStatus::Timeout, r.opponentSide());
        }
        return std::nullopt; // resume, none: play goes on
    }
    default: return std::nullopt;
    }
}

} // namespace arbiter::rulings
