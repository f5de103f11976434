#include "core/rulings/rulingservice.h"

#include "core/event/venue.h"
#include "core/rulings/permissions.h"
#include "core/rulings/rulingtext.h"

#include <QDateTime>
#include <QLocale>
#include <QLoggingCategory>

namespace arbiter::rulings {

namespace {
Q_LOGGING_CATEGORY(lcService, "arbiter.core.rulings.service")
}

RulingService::RulingService(RulingLog *log, QObject *parent) : QObject(parent), m_log(log)
{
    qRegisterMetaType<arbiter::rulings::Ruling>();
}

std::optional<Error> RulingService::load(std::int64_t eventId)
{
    m_eventId = eventId;
    m_book = RulingBook();
    m_lastSeq = 0;
    m_awaiting.clear();
    auto rows = m_log->read(eventId);
    if (!rows)
        return rows.error();
    for (const Ruling &r : rows.value()) {
        m_lastSeq = r.seq;
        if (!takes(r))
            continue;
        m_book.append(r);
        Q_EMIT recorded(r);
    }
    return std::nullopt;
}

bool RulingService::takes(const Ruling &row) const
{
    if (!m_ownOnly)
        return true;
    if (m_identity && row.issuer.compare(m_identity->name, Qt::CaseInsensitive) == 0)
        return true;
    return Ruling::isFollowUp(row.kind) && row.ref > 0 && m_book.entry(row.ref);
}

std::optional<Error> RulingService::setIdentity(const QString &name)
{
    const auto member = event::StaffMember::find(m_staff, name);
    if (!member)
        //: %1: the name given
        return Error{tr("%1 is not on the event's staff list.").arg(name)};
    m_identity = member;
    return std::nullopt;
}

void RulingService::setZone(zone::ZoneCapabilities capabilities, std::function<void(const zone::ZoneCommand &)> submit)
{
    m_capabilities = capabilities;
    m_submit = std::move(submit);
}

void RulingService::refresh()
{
    if (m_eventId == 0)
        return;
    auto rows = m_log->read(m_eventId, m_lastSeq);
    if (!rows) {
        Q_EMIT problem(rows.error().message);
        return;
    }
    for (const Ruling &r : rows.value()) {
        m_lastSeq = r.seq;
        if (!takes(r))
            continue;
        m_book.append(r);
        Q_EMIT recorded(r);
    }
}

Result<Ruling> RulingService::commit(Ruling row)
{
    row.eventId = m_eventId;
    auto stored = m_log->append(row);
    if (!stored)
        return stored;
    // Another writer may have appended in between: take its rows first, in order.
    if (stored->seq != m_lastSeq + 1)
        refresh();
    if (!m_book.entry(stored->seq)) {
        m_book.append(stored.value());
        m_lastSeq = stored->seq;
        Q_EMIT recorded(stored.value());
    }
    return stored;
}

std::optional<QString> RulingService::appealTooLate(Ruling &appeal, const Ruling &target) const
{
    const std::int64_t now = QDateTime::currentMSecsSinceEpoch();
    // When the player lodged it (entered later, from a written appeal), never after now.
    std::int64_t lodged = appeal.params.value(QLatin1String("lodgedUtcMs")).toInteger(now);
    if (lodged > now || lodged <= 0)
        lodged = now;
    appeal.params.insert(QStringLiteral("lodgedUtcMs"), qint64(lodged));
    if (m_appealMinutes <= 0)
        return tr("This event takes no appeals (its appeal deadline is 0 minutes).");
    const std::int64_t deadline = target.utcMs + std::int64_t(m_appealMinutes) * 60'000;
    if (lodged <= deadline)
        return std::nullopt;
    //: %1: the entry number; %2: the minutes allowed; %3: the time the deadline passed
    return tr("The appeal comes too late: entry %1 could be appealed for %2 minutes, until %3.")
        .arg(target.seq)
        .arg(m_appealMinutes)
        .arg(QLocale().toString(QDateTime::fromMSecsSinceEpoch(deadline).time(), QLocale::ShortFormat));
}

QStringList RulingService::venuesOf(const event::PlayerDirectory &players, const Ruling &ruling)
{
    QStringList venues;
    for (const auto &[ref, name] :
         {std::pair{ruling.playerRef, ruling.player}, std::pair{ruling.opponentRef, ruling.opponent}}) {
        if (!ref.isSet() && name.isEmpty())
            continue;
        const event::PlayerRecord *p = players.of(ref, name);
        venues << (p ? p->venue : QString());
    }
    return venues;
}

Result<Ruling> RulingService::issue(Ruling draft)
{
    if (m_eventId == 0)
        return Error{tr("No event is open.")};
    if (!m_identity)
        return Error{tr("Say who you are first (Rulings ▸ Who am I, Ctrl+I).")};
    refresh();
    draft.issuer = m_identity->name;
    draft.issuerRole = m_identity->role;
    if (m_ownOnly)
        draft.basedOnSeq = -1; // a trainee decides alone: the others' rulings on the game are not theirs to see
    if (draft.round == 0)
        draft.round = m_round;
    GameContext game = m_context && !draft.gameId.isEmpty() ? m_context(draft.gameId) : GameContext{};
    game.currentRound = m_round;

    // A copy: committing the follow-up appends to the book, which may move its entries.
    std::optional<RulingBook::Entry> target;
    if (Ruling::isFollowUp(draft.kind)) {
        if (auto problem = m_book.followUpProblem(draft.kind, draft.ref))
            return Error{*problem};
        target = *m_book.entry(draft.ref);
        // A follow-up is about the same game and player as what it answers.
        draft.takePartiesOf(target->ruling);
        if (draft.round == 0 || draft.round == m_round)
            draft.round = target->ruling.round;
        if (!draft.gameId.isEmpty() && m_context)
            game = m_context(draft.gameId);
    } else if (m_players) {
        m_players(draft);
    }
    if (draft.kind == Kind::Appeal && target) {
        if (auto late = appealTooLate(draft, target->ruling))
            return Error{*late};
    }
    const bool finalResult = draft.kind == Kind::ResultSet && game.ended;
    if (auto refusal = Permissions::refusal(draft.issuerRole, draft.kind, draft.proposed, finalResult))
        return Error{*refusal};
    if (m_venueOf)
        if (auto refusal = event::Venue::refusal(m_identity, m_venueOf(draft)))
            return Error{*refusal};
    if (m_hybrid)
        draft.reason = RulingText::partIIIbReason(draft.reason);
    if (auto problem = PenaltyRules::check(draft, game))
        return Error{*problem};
    if (m_hybrid)
        draft.article = RulingText::partIIIb(draft.article);

    // What comes into force with this row, and whether the zone carries it out.
    std::optional<zone::ZoneCommand> command;
    if (draft.kind == Kind::Confirm && target)
        command = RulingBook::zoneCommand(target->effective(), game.ended);
    else if (!Ruling::isFollowUp(draft.kind) && !draft.proposed && draft.kind != Kind::Provisional)
        command = RulingBook::zoneCommand(draft, game.ended);
    if (command) {
        const bool zoneTakes = m_submit && m_capabilities.takes(*command);
        draft.params.insert(QStringLiteral("apply"), zoneTakes ? QStringLiteral("zone") : QStringLiteral("platform"));
    }

    auto stored = commit(draft);
    if (!stored)
        return stored;
    const Ruling &row = stored.value();
    if (command && row.params.value(QLatin1String("apply")).toString() == u"zone") {
        command->id = std::uint64_t(target ? target->ruling.seq : row.seq);
        send(*command);
    }
    // Art. 13.4: a red card in force means a lost game; the console proposes the ruling for the
    // chief arbiter to confirm (the card policy says which game).
    const Ruling &inForce = target ? target->ruling : row;
    if ((row.kind == Kind::RedCard && !row.proposed)
        || (target && row.kind == Kind::Confirm && inForce.kind == Kind::RedCard)) {
        Ruling loss;
        loss.kind = Kind::Loss;
        loss.takePartiesOf(inForce);
        loss.round = inForce.round;
        loss.article = QStringLiteral("13.4");
        loss.reason = QStringLiteral("13.4-vcs-disconnection");
        Q_EMIT suggested(loss);
    }
    return stored;
}

void RulingService::send(const zone::ZoneCommand &command)
{
    using zone::ZoneCommand;
    using Type = zone::ZoneEvent::Type;
    Expectation e;
    e.gameId = command.gameId;
    switch (command.kind) {
    case ZoneCommand::Kind::AdjustClock:
        e.type = Type::ClockAdjusted;
        e.color = command.color;
        break;
    case ZoneCommand::Kind::PauseGame: e.type = Type::GamePaused; break;
    case ZoneCommand::Kind::ResumeGame: e.type = Type::GameResumed; break;
    case ZoneCommand::Kind::PauseRound:
        e.type = Type::GamePaused;
        e.roundWide = true;
        break;
    case ZoneCommand::Kind::ResumeRound:
        e.type = Type::GameResumed;
        e.roundWide = true;
        break;
    case ZoneCommand::Kind::SetResult: e.type = Type::GameEnded; break;
    case ZoneCommand::Kind::RestartGame: e.type = Type::GameRestarted; break;
    }
    m_awaiting.insert(std::int64_t(command.id), e);
    qCDebug(lcService) << "ruling" << command.id << "to the zone:" << ZoneCommand::kindName(command.kind);
    m_submit(command);
}

void RulingService::recordZone(Kind kind, std::int64_t ref, const QString &message)
{
    const RulingBook::Entry *target = m_book.entry(ref);
    if (!target)
        return;
    Ruling row;
    row.kind = kind;
    row.ref = ref;
    row.issuer = m_identity ? m_identity->name : target->ruling.issuer;
    row.issuerRole = m_identity ? m_identity->role : target->ruling.issuerRole;
    row.takePartiesOf(target->ruling);
    row.round = target->ruling.round;
    if (!message.isEmpty())
        row.params.insert(QStringLiteral("message"), message);
    if (auto stored = commit(row); !stored)
        Q_EMIT problem(stored.error().message);
}

void RulingService::onCommandFinished(const zone::ZoneCommandOutcome &outcome)
{
    const std::int64_t seq = std::int64_t(outcome.id);
    auto it = m_awaiting.find(seq);
    if (it == m_awaiting.end())
        return;
    switch (outcome.state) {
    case zone::ZoneCommandOutcome::State::Applied:
        if (!it->confirmed)
            recordZone(Kind::ZoneApplied, seq);
        else
            m_awaiting.erase(it);
        break;
    case zone::ZoneCommandOutcome::State::Failed:
    case zone::ZoneCommandOutcome::State::Unsupported:
        m_awaiting.erase(it);
        recordZone(Kind::ZoneFailed, seq,
                   outcome.message.isEmpty() ? tr("The zone cannot do this; apply it on the platform.")
                                             : outcome.message);
        break;
    }
}

void RulingService::onZoneEvents(const QList<zone::ZoneEvent> &events)
{
    if (m_awaiting.isEmpty())
        return;
    for (const zone::ZoneEvent &event : events) {
        for (auto it = m_awaiting.begin(); it != m_awaiting.end();) {
            Expectation &e = it.value();
            const bool matches = !e.confirmed && event.type == e.type && (e.roundWide || event.gameId == e.gameId)
                && (!e.color || event.color == *e.color);
            if (!matches) {
                ++it;
                continue;
            }
            const std::int64_t seq = it.key();
            const RulingBook::Entry *entry = m_book.entry(seq);
            const bool applied = entry && entry->zone == RulingBook::ZoneState::Applied;
            if (applied)
                it = m_awaiting.erase(it);
            else {
                e.confirmed = true; // confirmed before the zone's answer came: that answer is not recorded
                ++it;
            }
            recordZone(Kind::ZoneConfirmed, seq);
        }
    }
}

} // namespace arbiter::rulings
