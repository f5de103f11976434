#include "sim/scenariorunner.h"

#include "sim/faultinjector.h"
#include "sim/pgnreplayplayer.h"
#include "sim/simround.h"

#include <QLoggingCategory>

#include <algorithm>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

using Action = ScenarioEvent::Action;

// Lichess scores a flag fall as a draw when the opponent has nothing to mate with: a bare king, or a
// king with a single knight or bishop.
bool hasMatingMaterial(const chess::Position &position, chess::Color side)
{
    int minors = 0;
    for (chess::Square s = 0; s < 64; ++s) {
        const chess::Piece p = position.pieceAt(s);
        if (p == chess::NoPiece || chess::colorOf(p) != side)
            continue;
        switch (chess::typeOf(p)) {
        case chess::King: break;
        case chess::Knight:
        case chess::Bishop: ++minors; break;
        default: return true;
        }
    }
    return minors > 1;
}

// Incidents after which the game is not played on by the replay: the player stops at the ply.
bool stopsPlay(Action action)
{
    return action == Action::Flag || action == Action::Resign || action == Action::WrongResult
        || action == Action::IllegalMove;
}

} // namespace

ScenarioRunner::ScenarioRunner(Scenario scenario, SimRound *round, PgnReplayPlayer *player, FaultInjector *faults,
                               QObject *parent)
    : QObject(parent), m_scenario(std::move(scenario)), m_round(round), m_player(player), m_faults(faults)
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ScenarioRunner::onTimer);
    connect(m_round, &SimRound::eventAdded, this, &ScenarioRunner::onRoundEvent);
}

std::optional<Error> ScenarioRunner::prepare()
{
    const auto &events = m_scenario.events;
    m_gameIds.assign(events.size(), QString());
    m_done.assign(events.size(), false);
    m_leftOut.assign(events.size(), false);
    m_leftOutNotes.clear();
    for (std::size_t i = 0; i < events.size(); ++i) {
        const ScenarioEvent &e = events[i];
        QString absent;
        if (e.board > 0) {
            for (const SimGame &g : m_round->games())
                if (g.pairing.board == e.board)
                    m_gameIds[i] = g.id;
            if (m_gameIds[i].isEmpty())
                //: %1: the event's number in the scenario (from 1); %2: the board number
                absent = tr("Scenario event %1: there is no board %2 in the round.").arg(i + 1).arg(e.board);
        } else if (!e.gameId.isEmpty()) {
            if (!m_round->game(e.gameId))
                //: %1: the event's number in the scenario (from 1); %2: the game id
                absent = tr("Scenario event %1: there is no game %2 in the round.").arg(i + 1).arg(e.gameId);
            else
                m_gameIds[i] = e.gameId;
        }
        if (absent.isEmpty())
            continue;
        if (!m_leaveOutAbsent)
            return Error{absent};
        m_done[i] = m_leftOut[i] = true;
        //: %1: a sentence saying which scenario event names a board or game that is not in the round
        m_leftOutNotes.append(tr("%1 It is left out.").arg(absent));
    }
    // What holds from the start.
    for (std::size_t i = 0; i < events.size(); ++i) {
        const ScenarioEvent &e = events[i];
        if (m_leftOut[i])
            continue;
        if (e.action == Action::ReversedColours) {
            if (!m_round->reverseColours(m_gameIds[i]))
                //: %1: the event's number in the scenario (from 1)
                return Error{tr("Scenario event %1: the colours of a game can only be reversed before its first move.")
                                 .arg(i + 1)};
            m_done[i] = true;
        } else if (e.action == Action::SplitWrites && !e.atMs && !e.atPly) {
            m_faults->setSplitWrites(e.route, e.maxBytes, e.gapMs);
            m_done[i] = true;
        }
    }
    return std::nullopt;
}

void ScenarioRunner::start()
{
    m_running = true;
    m_startMs = m_round->nowMs();
    const auto &events = m_scenario.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (m_leftOut[i])
            continue;
        if (m_done[i]) { // applied by prepare(): reported now that someone listens
            ++m_fired;
            Q_EMIT fired(int(i), events[i].describe());
            continue;
        }
        const ScenarioEvent &e = events[i];
        const int index = int(i);
        if (e.atPly) {
            const SimGame *g = m_round->game(m_gameIds[i]);
            if (g && int(g->moves.size()) >= *e.atPly)
                at(m_startMs, [this, index] { fire(index); });
            continue;
        }
        at(m_startMs + e.atMs.value_or(0), [this, index] { fire(index); });
    }
}

void ScenarioRunner::stop()
{
    m_running = false;
    m_timer.stop();
    m_timed.clear();
}

void ScenarioRunner::at(std::int64_t dueAt, std::function<void()> run)
{
    m_timed.push_back({dueAt, std::move(run)});
    reschedule();
}

void ScenarioRunner::reschedule()
{
    if (!m_running || m_timed.empty()) {
        m_timer.stop();
        return;
    }
    const auto next = std::min_element(m_timed.begin(), m_timed.end(),
                                       [](const Timed &a, const Timed &b) { return a.dueAt < b.dueAt; });
    m_timer.start(m_round->clock()->timerIntervalMs(next->dueAt));
}

void ScenarioRunner::onTimer()
{
    const std::int64_t now = m_round->nowMs();
    // Run what is due in time order; actions may add more.
    for (;;) {
        auto next = std::min_element(m_timed.begin(), m_timed.end(),
                                     [](const Timed &a, const Timed &b) { return a.dueAt < b.dueAt; });
        if (next == m_timed.end() || next->dueAt > now)
            break;
        const std::function<void()> run = std::move(next->run);
        m_timed.erase(next);
        run();
        if (!m_running)
            return;
    }
    reschedule();
}

void ScenarioRunner::onRoundEvent(const SimEvent &event)
{
    if (!m_running || event.type != SimEvent::Type::Move)
        return;
    const auto &events = m_scenario.events;
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (m_done[i] || !events[i].atPly || *events[i].atPly != event.ply || m_gameIds[i] != event.gameId)
            continue;
        // Stop the game's moves now (the replay may be about to play the next one in the same turn)
        // and act from the event loop, not from inside the round's announcement.
        const QString id = event.gameId;
        const int index = int(i);
        m_player->hold(id);
        QTimer::singleShot(0, this, [this, index, id] {
            fire(index);
            if (!stopsPlay(m_scenario.events[std::size_t(index)].action))
                m_player->release(id);
        });
    }
}

void ScenarioRunner::fire(int index)
{
    if (!m_running || m_done[std::size_t(index)])
        return;
    m_done[std::size_t(index)] = true;
    const ScenarioEvent &e = m_scenario.events[std::size_t(index)];
    const QString id = m_gameIds[std::size_t(index)];
    const SimGame *g = id.isEmpty() ? nullptr : m_round->game(id);
    const std::int64_t now = m_round->nowMs();
    const bool playing = g && g->status == ZoneStatus::Started;
    // A fault for one game: "{game}" in its route names the game of its "game" (board or id).
    QString route = e.route;
    if (!id.isEmpty())
        route.replace(QLatin1String("{game}"), id);
    bool ok = true;
    switch (e.action) {
    case Action::Disconnect:
        ok = playing && m_round->setConnected(id, *e.color, false);
        if (ok && e.forMs > 0) {
            const chess::Color color = *e.color;
            at(now + e.forMs, [this, id, color] { m_round->setConnected(id, color, true); });
        }
        break;
    case Action::Reconnect: ok = g && m_round->setConnected(id, *e.color, true); break;
    case Action::VcsLeave:
        ok = g && m_round->setOnVcs(id, *e.color, false);
        if (ok && e.forMs > 0) {
            const chess::Color color = *e.color;
            at(now + e.forMs, [this, id, color] { m_round->setOnVcs(id, color, true); });
        }
        break;
    case Action::VcsJoin: ok = g && m_round->setOnVcs(id, *e.color, true); break;
    case Action::FeedDark:
    case Action::FeedFreeze:
    case Action::FeedSilent:
    case Action::FeedStall:
    case Action::FeedDrop: {
        const SimFeedFaults::Feed feed = SimFeedFaults::feedFromName(e.feed).value_or(SimFeedFaults::Camera);
        const SimFeedFaults::Fault fault = e.action == Action::FeedDark ? SimFeedFaults::Dark
            : e.action == Action::FeedFreeze                            ? SimFeedFaults::Frozen
            : e.action == Action::FeedSilent                            ? SimFeedFaults::Silent
            : e.action == Action::FeedStall                             ? SimFeedFaults::Stalled
                                                                        : SimFeedFaults::Dropped;
        ok = g && m_round->setFeedFault(id, *e.color, feed, fault, true);
        if (ok && e.forMs > 0) {
            const chess::Color color = *e.color;
            at(now + e.forMs, [this, id, color, feed, fault] { m_round->setFeedFault(id, color, feed, fault, false); });
        }
        break;
    }
    case Action::FeedRestore:
        ok = g
            && m_round->restoreFeed(id, *e.color, SimFeedFaults::feedFromName(e.feed).value_or(SimFeedFaults::Camera));
        break;
    case Action::OfferDraw:
        // By default the player who just moved offers (Art. 9.1: after making a move).
        ok = playing && m_round->offerDraw(id, e.color.value_or(~g->sideToMove()));
        break;
    case Action::Flag:
        ok = playing && g->initialMs > 0;
        if (ok) {
            m_player->hold(id);
            watchFlag(id);
        }
        break;
    case Action::Resign:
        ok = playing && m_round->end(id, ZoneStatus::Resign, ~e.color.value_or(g->sideToMove()));
        break;
    case Action::WrongResult: ok = playing && m_round->end(id, e.status, e.winner); break;
    case Action::ReversedColours: ok = false; break; // applied by prepare()
    case Action::IllegalMove: {
        const chess::Square from = chess::makeSquare(e.uci[0].unicode() - u'a', e.uci[1].unicode() - u'1');
        const chess::Square to = chess::makeSquare(e.uci[2].unicode() - u'a', e.uci[3].unicode() - u'1');
        if (playing)
            m_player->hold(id);
        ok = playing && m_round->playIllegalMove(id, from, to);
        break;
    }
    case Action::Pause:
        if (id.isEmpty())
            m_round->pauseRound();
        else
            ok = m_round->pauseGame(id);
        break;
    case Action::Resume:
        if (id.isEmpty())
            m_round->resumeRound();
        else
            ok = m_round->resumeGame(id);
        break;
    case Action::AdjustClock: ok = playing && m_round->adjustClock(id, *e.color, e.deltaMs); break;
    case Action::DropStream: m_faults->dropStreams(route); break;
    case Action::StallStream:
        m_faults->stallStreams(route, true);
        if (e.forMs > 0) {
            at(now + e.forMs, [this, route] { m_faults->stallStreams(route, false); });
        }
        break;
    case Action::ReleaseStream: m_faults->stallStreams(route, false); break;
    case Action::GarbageLine: m_faults->writeGarbage(route, e.text); break;
    case Action::HttpStatus: m_faults->failRequests(route, e.httpStatus, e.count, e.retryAfterSeconds); break;
    case Action::DropLines: m_faults->lineFault(route, 0, e.lines); break;
    case Action::SwapLines: m_faults->lineFault(route, 1, e.lines); break;
    case Action::ShortFenDuplicate: m_faults->lineFault(route, 2, e.lines); break;
    case Action::ForeignFen: m_faults->lineFault(route, 3, e.lines, e.text); break;
    case Action::CloseEarly: m_faults->closeEarly(route, e.lines, e.count); break;
    case Action::Duplicate: m_faults->repeatLines(route, e.lines); break;
    case Action::SplitWrites: m_faults->setSplitWrites(route, e.maxBytes, e.gapMs); break;
    }
    if (!ok) {
        qCDebug(lcSim) << "scenario event" << index + 1 << "did not take effect:" << e.describe();
        //: %1: the event's number in the scenario (from 1); %2: what the event does (a description)
        Q_EMIT problem(tr("Scenario event %1 (%2) could not take effect: the game is not being played.")
                           .arg(index + 1)
                           .arg(e.describe()));
        return;
    }
    ++m_fired;
    qCDebug(lcSim) << "scenario event" << index + 1 << e.describe();
    Q_EMIT fired(index, e.describe());
}

void ScenarioRunner::watchFlag(const QString &gameId)
{
    const SimGame *g = m_round->game(gameId);
    if (!g || g->status != ZoneStatus::Started)
        return;
    const std::int64_t now = m_round->nowMs();
    const chess::Color mover = g->sideToMove();
    const std::int64_t remaining = g->clockMs(mover, now);
    if (remaining <= 0 && m_round->isRunning(*g)) {
        const chess::Color opponent = ~mover;
        std::optional<chess::Color> winner;
        if (hasMatingMaterial(g->current, opponent))
            winner = opponent;
        m_round->end(gameId, ZoneStatus::OutOfTime, winner);
        return;
    }
    at(now + std::max<std::int64_t>(remaining, 50), [this, gameId] { watchFlag(gameId); });
}

} // namespace arbiter::zone::sim
