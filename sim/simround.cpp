#include "sim/simround.h"

#include "core/chess/notation.h"

#include <QLoggingCategory>

#include <algorithm>
#include <utility>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")
} // namespace

std::int64_t SimGame::clockMs(chess::Color color, std::int64_t now) const
{
    std::int64_t base = color == chess::White ? whiteMs : blackMs;
    if (color == sideToMove() && status == ZoneStatus::Started) {
        base -= runAccumMs;
        if (runningSince >= 0)
            base -= std::max<std::int64_t>(0, now - runningSince);
    }
    return std::max<std::int64_t>(0, base);
}

bool SimGame::hasStandardStart() const
{
    return start.key() == chess::Position().key() && start.fullmoveNumber() == 1;
}

SimRound::SimRound(QString id, SimClock *clock, QObject *parent) : QObject(parent), m_id(std::move(id)), m_clock(clock)
{ }

SimGame &SimRound::addGame(const QString &gameId, const Pairing &pairing, const chess::Position &start,
                           std::optional<std::int64_t> whiteMs, std::optional<std::int64_t> blackMs)
{
    const std::int64_t now = nowMs();
    SimGame g;
    g.id = gameId;
    g.pairing = pairing;
    g.scheduled = pairing;
    g.initialMs = pairing.timeControl.isTimed() ? pairing.timeControl.initialMs() : 0;
    g.incrementMs = pairing.timeControl.isTimed() ? pairing.timeControl.incrementAt(1) : 0;
    g.start = start;
    g.current = start;
    g.createdAt = now;
    g.lastMoveAt = now;
    g.whiteMs = whiteMs.value_or(g.initialMs);
    g.blackMs = blackMs.value_or(g.initialMs);
    g.startWhiteMs = g.whiteMs;
    g.startBlackMs = g.blackMs;
    m_index.insert(gameId, int(m_games.size()));
    m_games.push_back(std::move(g));
    SimGame &added = m_games.back();
    syncRunning(added, now);
    SimEvent e;
    e.type = SimEvent::Type::Start;
    e.whiteMs = added.whiteMs;
    e.blackMs = added.blackMs;
    publish(&added, e);
    return m_games[std::size_t(m_index.value(gameId))];
}

const SimGame *SimRound::game(const QString &gameId) const
{
    const int i = m_index.value(gameId, -1);
    return i < 0 ? nullptr : &m_games[std::size_t(i)];
}

SimGame *SimRound::mutableGame(const QString &gameId)
{
    const int i = m_index.value(gameId, -1);
    return i < 0 ? nullptr : &m_games[std::size_t(i)];
}

bool SimRound::isRunning(const SimGame &game) const
{
    return game.status == ZoneStatus::Started && !game.paused && !m_paused && game.initialMs > 0;
}

void SimRound::syncRunning(SimGame &game, std::int64_t now)
{
    const bool run = isRunning(game);
    if (run && game.runningSince < 0) {
        game.runningSince = now;
    } else if (!run && game.runningSince >= 0) {
        game.runAccumMs += std::max<std::int64_t>(0, now - game.runningSince);
        game.runningSince = -1;
    }
}

void SimRound::publish(SimGame *game, SimEvent event)
{
    if (event.t == 0)
        event.t = nowMs();
    if (game) {
        event.gameId = game->id;
        if (event.type != SimEvent::Type::Move)
            event.ply = int(game->moves.size());
        ++game->revision;
    }
    ++m_revision;
    m_lastChangeUtcMs = QDateTime::currentMSecsSinceEpoch();
    m_events.push_back(event);
    Q_EMIT eventAdded(m_events.back());
}

bool SimRound::playMove(const QString &gameId, chess::Move move, std::optional<std::int64_t> thinkMs)
{
    SimGame *g = mutableGame(gameId);
    if (!g || g->status != ZoneStatus::Started || !g->current.isLegal(move))
        return false;
    const chess::Color mover = g->current.sideToMove();
    SimMove m;
    m.move = move;
    m.san = chess::Notation::san(g->current, move);
    g->current.makeMove(move);
    m.fen = g->current.fen();
    recordMove(g, std::move(m), mover, thinkMs);
    return true;
}

bool SimRound::playIllegalMove(const QString &gameId, chess::Square from, chess::Square to,
                               std::optional<std::int64_t> thinkMs)
{
    SimGame *g = mutableGame(gameId);
    if (!g || g->status != ZoneStatus::Started || from == to || from < 0 || from > 63 || to < 0 || to > 63)
        return false;
    const chess::Color mover = g->current.sideToMove();
    const chess::Piece piece = g->current.pieceAt(from);
    if (piece == chess::NoPiece || chess::colorOf(piece) != mover)
        return false;
    // Move the piece on the FEN's board and hand the move to the other side.
    const QStringList fields = g->current.fen().split(u' ');
    QString squares[64];
    int rank = 7, file = 0;
    for (QChar c : fields.value(0)) {
        if (c == u'/') {
            --rank;
            file = 0;
        } else if (c.isDigit()) {
            file += c.digitValue();
        } else if (rank >= 0 && file < 8) {
            squares[chess::makeSquare(file++, rank)] = c;
        }
    }
    squares[to] = squares[from];
    squares[from].clear();
    QString placement;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const QString &p = squares[chess::makeSquare(f, r)];
            if (p.isEmpty()) {
                ++empty;
                continue;
            }
            if (empty)
                placement += QString::number(empty);
            empty = 0;
            placement += p;
        }
        if (empty)
            placement += QString::number(empty);
        if (r > 0)
            placement += u'/';
    }
    const int fullmove = fields.value(5).toInt() + (mover == chess::Black ? 1 : 0);
    const QString fen = QStringLiteral("%1 %2 - - 0 %3")
                            .arg(placement, mover == chess::White ? QStringLiteral("b") : QStringLiteral("w"))
                            .arg(std::max(1, fullmove));
    const auto after = chess::Position::fromFen(fen, chess::Position::FenMode::Lenient);
    if (!after.ok())
        return false;
    SimMove m;
    m.move = chess::Move(from, to);
    // What a relay that does not check moves would write: the piece letter and the square.
    const QString letter = squares[to].toUpper();
    m.san = (letter == u"P" ? QString() : letter) + chess::Notation::uci(m.move).mid(2, 2);
    m.illegal = true;
    g->current = after.value();
    m.fen = g->current.fen();
    recordMove(g, std::move(m), mover, thinkMs);
    return true;
}

void SimRound::recordMove(SimGame *g, SimMove m, chess::Color mover, std::optional<std::int64_t> thinkMs)
{
    const std::int64_t now = nowMs();
    std::int64_t elapsed
        = g->runAccumMs + (g->runningSince >= 0 ? std::max<std::int64_t>(0, now - g->runningSince) : 0);
    // The moment of the move. With a given think time it is when the mover's clock started plus
    // that time (a timer that fires late on a sped-up clock must not make the clocks and the time
    // stamps disagree); the opponent's clock starts from it.
    std::int64_t at = now;
    if (thinkMs) {
        elapsed = std::max<std::int64_t>(0, *thinkMs);
        if (g->runningSince >= 0)
            at = std::clamp(g->runningSince - g->runAccumMs + elapsed, g->runningSince, now);
    }
    if (g->initialMs > 0) {
        std::int64_t &clock = mover == chess::White ? g->whiteMs : g->blackMs;
        clock = std::max<std::int64_t>(0, clock - elapsed) + g->incrementMs;
    }
    g->runAccumMs = 0;
    g->runningSince = -1;
    syncRunning(*g, at);
    m.whiteMs = g->whiteMs;
    m.blackMs = g->blackMs;
    m.t = at;
    g->lastMoveAt = at;

    SimEvent e;
    e.type = SimEvent::Type::Move;
    e.ply = int(g->moves.size()) + 1;
    e.move = m.move;
    e.san = m.san;
    if (m.illegal)
        e.fen = m.fen;
    e.color = mover;
    e.whiteMs = m.whiteMs;
    e.blackMs = m.blackMs;
    e.t = at;
    g->moves.push_back(std::move(m));
    publish(g, e);
}

bool SimRound::reverseColours(const QString &gameId)
{
    SimGame *g = mutableGame(gameId);
    if (!g || !g->moves.empty())
        return false;
    g->pairing = g->pairing.swapped();
    g->coloursReversed = !g->coloursReversed;
    ++g->revision;
    ++m_revision;
    return true;
}

bool SimRound::end(const QString &gameId, ZoneStatus status, std::optional<chess::Color> winner)
{
    SimGame *g = mutableGame(gameId);
    if (!g || !ZoneStatusInfo::isTerminal(status))
        return false;
    const std::int64_t now = nowMs();
    if (g->status == ZoneStatus::Started) {
        // Freeze the clocks at their current readings.
        const chess::Color side = g->sideToMove();
        (side == chess::White ? g->whiteMs : g->blackMs) = g->clockMs(side, now);
        g->runAccumMs = 0;
        g->runningSince = -1;
    }
    g->status = status;
    g->winner = winner;
    SimEvent e;
    e.type = SimEvent::Type::End;
    e.status = status;
    e.winner = winner;
    e.whiteMs = g->whiteMs;
    e.blackMs = g->blackMs;
    publish(g, e);
    qCDebug(lcSim) << "game" << gameId << "ended" << ZoneStatusInfo::name(status);
    return true;
}

bool SimRound::offerDraw(const QString &gameId, chess::Color by)
{
    SimGame *g = mutableGame(gameId);
    if (!g || g->status != ZoneStatus::Started)
        return false;
    g->drawOffers.push_back(int(g->moves.size()));
    SimEvent e;
    e.type = SimEvent::Type::DrawOffer;
    e.color = by;
    publish(g, e);
    return true;
}

bool SimRound::setConnected(const QString &gameId, chess::Color color, bool connected)
{
    SimGame *g = mutableGame(gameId);
    if (!g)
        return false;
    (color == chess::White ? g->whiteConnected : g->blackConnected) = connected;
    SimEvent e;
    e.type = SimEvent::Type::Connection;
    e.color = color;
    e.connected = connected;
    publish(g, e);
    return true;
}

bool SimRound::setOnVcs(const QString &gameId, chess::Color color, bool onVcs)
{
    SimGame *g = mutableGame(gameId);
    if (!g)
        return false;
    bool &state = color == chess::White ? g->whiteOnVcs : g->blackOnVcs;
    if (state == onVcs)
        return true;
    state = onVcs;
    SimEvent e;
    e.type = SimEvent::Type::Vcs;
    e.color = color;
    e.connected = onVcs;
    publish(g, e);
    Q_EMIT feedsChanged(gameId);
    return true;
}

QLatin1String SimFeedFaults::name(Fault fault)
{
    switch (fault) {
    case Dark: return QLatin1String("dark");
    case Frozen: return QLatin1String("frozen");
    case Silent: return QLatin1String("silent");
    case Stalled: return QLatin1String("stalled");
    case Dropped: return QLatin1String("dropped");
    }
    return QLatin1String("dark");
}

std::optional<SimFeedFaults::Fault> SimFeedFaults::fromName(QStringView name)
{
    for (Fault f : all)
        if (name == SimFeedFaults::name(f))
            return f;
    return std::nullopt;
}

QLatin1String SimFeedFaults::feedName(Feed feed)
{
    return feed == Screen ? QLatin1String("screen") : QLatin1String("cam");
}

std::optional<SimFeedFaults::Feed> SimFeedFaults::feedFromName(QStringView name)
{
    if (name == feedName(Camera))
        return Camera;
    if (name == feedName(Screen))
        return Screen;
    return std::nullopt;
}

bool SimRound::setFeedFault(const QString &gameId, chess::Color color, SimFeedFaults::Feed feed,
                            SimFeedFaults::Fault fault, bool on)
{
    SimGame *g = mutableGame(gameId);
    if (!g)
        return false;
    std::uint8_t &faults = g->feedFaults[color][feed];
    const std::uint8_t before = faults;
    faults = on ? std::uint8_t(faults | fault) : std::uint8_t(faults & ~fault);
    if (faults != before)
        Q_EMIT feedsChanged(gameId);
    return true;
}

bool SimRound::restoreFeed(const QString &gameId, chess::Color color, SimFeedFaults::Feed feed)
{
    SimGame *g = mutableGame(gameId);
    if (!g)
        return false;
    if (std::exchange(g->feedFaults[color][feed], std::uint8_t(0)) != 0)
        Q_EMIT feedsChanged(gameId);
    return true;
}

bool SimRound::adjustClock(const QString &gameId, chess::Color color, std::int64_t deltaMs)
{
    SimGame *g = mutableGame(gameId);
    if (!g || g->status != ZoneStatus::Started || g->initialMs <= 0)
        return false;
    std::int64_t &clock = color == chess::White ? g->whiteMs : g->blackMs;
    clock = std::max<std::int64_t>(0, clock + deltaMs);
    const std::int64_t now = nowMs();
    SimEvent e;
    e.type = SimEvent::Type::Clock;
    e.color = color;
    e.deltaMs = deltaMs;
    e.whiteMs = g->clockMs(chess::White, now);
    e.blackMs = g->clockMs(chess::Black, now);
    e.t = now;
    publish(g, e);
    return true;
}

bool SimRound::pauseGame(const QString &gameId)
{
    SimGame *g = mutableGame(gameId);
    if (!g || g->status != ZoneStatus::Started || g->paused)
        return false;
    const std::int64_t now = nowMs();
    g->paused = true;
    syncRunning(*g, now);
    SimEvent e;
    e.type = SimEvent::Type::Pause;
    e.whiteMs = g->clockMs(chess::White, now);
    e.blackMs = g->clockMs(chess::Black, now);
    e.t = now;
    publish(g, e);
    return true;
}

bool SimRound::resumeGame(const QString &gameId)
{
    SimGame *g = mutableGame(gameId);
    if (!g || !g->paused)
        return false;
    const std::int64_t now = nowMs();
    g->paused = false;
    syncRunning(*g, now);
    SimEvent e;
    e.type = SimEvent::Type::Resume;
    e.whiteMs = g->clockMs(chess::White, now);
    e.blackMs = g->clockMs(chess::Black, now);
    e.t = now;
    publish(g, e);
    return true;
}

void SimRound::pauseRound()
{
    if (m_paused)
        return;
    const std::int64_t now = nowMs();
    m_paused = true;
    for (SimGame &g : m_games)
        syncRunning(g, now);
    SimEvent e;
    e.type = SimEvent::Type::Pause;
    e.t = now;
    publish(nullptr, e);
}

void SimRound::resumeRound()
{
    if (!m_paused)
        return;
    const std::int64_t now = nowMs();
    m_paused = false;
    for (SimGame &g : m_games)
        syncRunning(g, now);
    SimEvent e;
    e.type = SimEvent::Type::Resume;
    e.t = now;
    publish(nullptr, e);
}

bool SimRound::restartGame(const QString &gameId, const SimRestart &restart)
{
    SimGame *g = mutableGame(gameId);
    if (!g)
        return false;
    const std::int64_t now = nowMs();
    if (restart.swapColours) {
        g->pairing = g->pairing.swapped();
        g->coloursReversed = !g->coloursReversed;
    }
    if (restart.initialMs) {
        g->initialMs = *restart.initialMs;
        g->incrementMs = restart.incrementMs;
        g->startWhiteMs = g->startBlackMs = *restart.initialMs;
        if (auto tc = clock::TimeControl::fromLichess(*restart.initialMs / 1000, restart.incrementMs / 1000))
            g->pairing.timeControl = tc.value();
    }
    g->current = g->start;
    g->moves.clear();
    g->status = ZoneStatus::Started;
    g->winner.reset();
    g->drawOffers.clear();
    g->paused = false;
    g->whiteMs = g->startWhiteMs;
    g->blackMs = g->startBlackMs;
    g->runAccumMs = 0;
    g->runningSince = -1;
    g->createdAt = now;
    g->lastMoveAt = now;
    syncRunning(*g, now);
    SimEvent r;
    r.type = SimEvent::Type::Restart;
    r.t = now;
    publish(g, r);
    SimEvent s;
    s.type = SimEvent::Type::Start;
    s.whiteMs = g->whiteMs;
    s.blackMs = g->blackMs;
    s.t = now;
    publish(g, s);
    return true;
}

} // namespace arbiter::zone::sim
