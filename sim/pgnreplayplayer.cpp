#include "sim/pgnreplayplayer.h"

#include "core/chess/pgnreader.h"

#include <QBuffer>
#include <QFile>
#include <QLoggingCategory>

#include <algorithm>
#include <cmath>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

// A Lichess-like user id from a display name: lower case ASCII letters and digits, other runs
// become '-'. Names without any (Cyrillic, …) get a fallback.
QString userIdFromName(const QString &name, const QString &fallback)
{
    QString id;
    bool dash = false;
    for (QChar c : name) {
        const char16_t u = c.toLower().unicode();
        if ((u >= u'a' && u <= u'z') || (u >= u'0' && u <= u'9')) {
            if (dash && !id.isEmpty())
                id += u'-';
            id += QChar(u);
            dash = false;
        } else {
            dash = true;
        }
    }
    return id.isEmpty() ? fallback : id.left(30);
}

ZoneStatus statusFromPgn(const chess::PgnGame &pgn, const chess::Position &final, std::optional<chess::Color> &winner)
{
    const QString result = pgn.result();
    winner.reset();
    if (result == u"1-0")
        winner = chess::White;
    else if (result == u"0-1")
        winner = chess::Black;
    if (final.isCheckmate()) {
        winner = ~final.sideToMove();
        return ZoneStatus::Mate;
    }
    if (final.isStalemate()) {
        winner.reset();
        return ZoneStatus::Stalemate;
    }
    const QString termination = pgn.tag("Termination").toLower();
    if (termination.contains(u"time"))
        return ZoneStatus::OutOfTime;
    if (termination.contains(u"abandon"))
        return ZoneStatus::Timeout;
    if (!winner)
        return ZoneStatus::Draw;
    return ZoneStatus::Resign;
}
} // namespace

PgnReplayPlayer::PgnReplayPlayer(SimRound *round, std::uint32_t seed, QObject *parent)
    : QObject(parent), m_round(round), m_rng(seed), m_defaultTimeControl(*clock::TimeControl::fromLichess(180, 2))
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &PgnReplayPlayer::onTimer);
    connect(m_round, &SimRound::eventAdded, this, &PgnReplayPlayer::onEvent);
}

Result<int> PgnReplayPlayer::loadFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        //: %1: the PGN file's path; %2: why it cannot be opened (the system's message)
        return Error{tr("Cannot open the PGN file %1: %2").arg(path, file.errorString())};
    return load(&file);
}

Result<int> PgnReplayPlayer::loadPgn(const QByteArray &pgn)
{
    QBuffer buffer;
    buffer.setData(pgn);
    buffer.open(QIODevice::ReadOnly);
    return load(&buffer);
}

QString PgnReplayPlayer::nextGameId()
{
    static constexpr char Alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    std::uniform_int_distribution<int> pick(0, 61);
    for (;;) {
        QString id;
        for (int i = 0; i < 8; ++i)
            id += QLatin1Char(Alphabet[pick(m_rng)]);
        if (m_round->gameIndex(id) < 0 && !m_slotIndex.contains(id))
            return id;
    }
}

std::int64_t PgnReplayPlayer::modelThinkMs(int ply, std::int64_t remainingMs, std::int64_t incrementMs)
{
    // Quick opening moves, then a share of the remaining time plus most of the increment, spread
    // log-normally; never more than a third of what is left.
    std::lognormal_distribution<double> spread(0.0, 0.6);
    double base = ply < 16 ? 2000.0 : double(remainingMs) / 35.0 + 0.8 * double(incrementMs);
    double think = base * spread(m_rng);
    think = std::min(think, double(std::max<std::int64_t>(remainingMs, 0)) / 3.0 + double(incrementMs) * 0.5);
    return std::max<std::int64_t>(300, std::int64_t(think));
}

void PgnReplayPlayer::computeThinkTimes(Slot &slot)
{
    const SimGame *g = m_round->game(slot.gameId);
    std::int64_t prev[2] = {g->whiteMs, g->blackMs};
    const std::int64_t incrementMs = slot.incrementMs;
    chess::Color mover = slot.pgn.startPosition().sideToMove();
    slot.thinkMs.clear();
    for (int i = 0; i < slot.pgn.plyCount(); ++i) {
        const auto &ply = slot.pgn.plies()[std::size_t(i)];
        std::int64_t think = 0;
        if (ply.clockMs) {
            think = prev[mover] + incrementMs - *ply.clockMs;
            if (think < 0)
                think = 0;
            prev[mover] = *ply.clockMs;
        } else {
            think = modelThinkMs(i, prev[mover], incrementMs);
            prev[mover] = std::max<std::int64_t>(0, prev[mover] - think) + incrementMs;
        }
        slot.thinkMs.push_back(think);
        mover = ~mover;
    }
}

int PgnReplayPlayer::addSlot(const chess::PgnGame &pgn)
{
    Pairing pairing;
    pairing.round = m_round->id();
    const int board = int(m_slots.size()) + 1;
    pairing.board = pgn.tag("Board").toInt();
    if (pairing.board <= 0)
        pairing.board = board;
    pairing.white = pgn.tag("White");
    pairing.black = pgn.tag("Black");
    // Two players of one name are two people with two accounts, as on any platform: the second
    // "Orlov, Lucas" of the replay is orlov-lucas-2.
    auto account = [this](const QString &id) {
        QString unique = id;
        for (int n = 2; m_accounts.contains(unique); ++n)
            unique = id + QStringLiteral("-%1").arg(n);
        m_accounts.insert(unique);
        return unique;
    };
    pairing.whiteId = account(userIdFromName(pairing.white, QStringLiteral("white%1").arg(board)));
    pairing.blackId = account(userIdFromName(pairing.black, QStringLiteral("black%1").arg(board)));
    pairing.whiteRating = pgn.tag("WhiteElo").toInt();
    pairing.blackRating = pgn.tag("BlackElo").toInt();
    pairing.whiteTitle = pgn.tag("WhiteTitle");
    pairing.blackTitle = pgn.tag("BlackTitle");
    pairing.rated = true;
    pairing.timeControl = m_defaultTimeControl;
    if (auto tc = clock::TimeControl::fromPgnTag(pgn.tag("TimeControl"));
        tc.ok() && tc->isTimed() && tc->toLichess().ok())
        pairing.timeControl = *tc;
    if (!pgn.hasStandardStart())
        pairing.initialFen = pgn.startPosition().fen();

    const std::int64_t incrementMs = pairing.timeControl.incrementAt(1);
    // A game set up from a position starts with the clocks its first %clk implies.
    std::optional<std::int64_t> startMs[2];
    if (!pgn.hasStandardStart()) {
        chess::Color mover = pgn.startPosition().sideToMove();
        for (int i = 0; i < std::min(2, pgn.plyCount()); ++i) {
            const auto &ply = pgn.plies()[std::size_t(i)];
            if (ply.clockMs)
                startMs[mover] = *ply.clockMs - incrementMs + modelThinkMs(20, *ply.clockMs, incrementMs);
            mover = ~mover;
        }
    }

    Slot slot;
    slot.gameId = nextGameId();
    slot.pgn = pgn;
    slot.incrementMs = incrementMs;
    const int index = int(m_slots.size());
    m_slotIndex.insert(slot.gameId, index);
    m_slots.push_back(std::move(slot));
    m_acting = true;
    m_round->addGame(m_slots.back().gameId, pairing, pgn.startPosition(), startMs[chess::White], startMs[chess::Black]);
    m_acting = false;
    return index;
}

Result<int> PgnReplayPlayer::load(QIODevice *device)
{
    chess::PgnReader reader(device);
    chess::PgnGame pgn;
    int added = 0;
    while (reader.readGame(pgn)) {
        if (pgn.hasError())
            qCWarning(lcSim) << "game" << pgn.index() << "read up to an error:" << pgn.error()->message;
        computeThinkTimes(m_slots[std::size_t(addSlot(pgn))]);
        ++added;
    }
    if (added == 0)
        return Error{tr("The PGN input holds no game.")};
    return added;
}

int PgnReplayPlayer::addLiveGame(const chess::PgnGame &tags)
{
    chess::PgnGame pgn = tags;
    pgn.plies().clear();
    pgn.setResult("*");
    const int index = addSlot(pgn);
    Slot &slot = m_slots[std::size_t(index)];
    const SimGame *g = m_round->game(slot.gameId);
    slot.live = true;
    slot.liveEnd = pgn.startPosition();
    slot.liveClock[chess::White] = g->whiteMs;
    slot.liveClock[chess::Black] = g->blackMs;
    if (m_started)
        startSlot(slot, m_round->nowMs());
    return index;
}

void PgnReplayPlayer::appendLivePly(int index, chess::Move move, std::int64_t clockMsAfter)
{
    if (index < 0 || index >= int(m_slots.size()) || !m_slots[std::size_t(index)].live)
        return;
    Slot &slot = m_slots[std::size_t(index)];
    if (slot.liveEnded || !slot.liveEnd.isLegal(move)) {
        qCWarning(lcSim) << "game" << slot.gameId << "ignores a live move after its end or not legal";
        return;
    }
    const chess::Color mover = slot.liveEnd.sideToMove();
    const std::int64_t think = std::max<std::int64_t>(0, slot.liveClock[mover] + slot.incrementMs - clockMsAfter);
    slot.liveClock[mover] = clockMsAfter;
    slot.pgn.appendMove(slot.liveEnd, move, clockMsAfter);
    slot.liveEnd.makeMove(move);
    slot.thinkMs.push_back(think);
    if (!m_started || slot.done || !slot.waiting)
        return;

    // The slot waited for this ply: dueAt (or the frozen offset) is when its think began.
    slot.waiting = false;
    std::int64_t late = 0;
    const std::int64_t now = m_round->nowMs();
    if (slot.frozen) {
        *slot.frozen += think;
        late = std::max<std::int64_t>(0, -*slot.frozen);
        if (late > 0)
            slot.frozen = 0;
    } else {
        slot.dueAt += think;
        late = std::max<std::int64_t>(0, now - slot.dueAt);
        if (late > 0)
            slot.dueAt = now;
    }
    if (late == 0) {
        if (!slot.frozen)
            scheduleAt(slot.dueAt);
        return;
    }
    // The engines fell behind: the move is made now and takes the time it really took, but never
    // the mover's last moments (the engines' delay must not make a flag fall).
    ++m_lateMoves;
    m_lateMsTotal += late;
    m_lateMsMax = std::max(m_lateMsMax, late);
    const SimGame *g = m_round->game(slot.gameId);
    const std::int64_t before = g ? (mover == chess::White ? g->whiteMs : g->blackMs) : 0;
    slot.lateMs = std::max<std::int64_t>(0, std::min(late, before - MinLeftAfterLateMs - think));
    qCDebug(lcSim) << "game" << slot.gameId << "ply" << slot.pgn.plyCount() << "arrived" << late
                   << "virtual ms after it was due;" << m_lateMoves << "late moves so far";
    if (slot.frozen || slot.holds > 0)
        return; // made on resume or release
    step(slot);
    if (!slot.done && !slot.waiting)
        scheduleAt(slot.dueAt);
    else if (slot.done)
        finishIfDone();
}

std::int64_t PgnReplayPlayer::nextThinkStartMs(int index) const
{
    const std::int64_t now = m_round->nowMs();
    if (index < 0 || index >= int(m_slots.size()) || !m_started)
        return now;
    const Slot &slot = m_slots[std::size_t(index)];
    if (slot.done || slot.frozen)
        return now;
    if (slot.waiting)
        return std::min(now, slot.dueAt);
    // dueAt is when the next ply is made; each received ply after it follows its think.
    std::int64_t at = slot.dueAt;
    for (std::size_t i = std::size_t(slot.nextPly) + 1; i < slot.thinkMs.size(); ++i)
        at += slot.thinkMs[i];
    return at;
}

void PgnReplayPlayer::endLiveGame(int index, const QString &result, const QString &termination)
{
    if (index < 0 || index >= int(m_slots.size()) || !m_slots[std::size_t(index)].live)
        return;
    Slot &slot = m_slots[std::size_t(index)];
    if (slot.liveEnded)
        return;
    slot.liveEnded = true;
    slot.pgn.setTag(QStringLiteral("Result"), result);
    slot.pgn.setTag(QStringLiteral("Termination"), termination);
    slot.pgn.setResult(result.toStdString());
    if (!m_started || slot.done || !slot.waiting)
        return;
    slot.waiting = false;
    const SimGame *g = m_round->game(slot.gameId);
    afterLastMove(slot, g ? ~g->sideToMove() : chess::White);
    if (!slot.done && !slot.frozen)
        scheduleAt(slot.dueAt);
    else if (slot.done)
        finishIfDone();
}

void PgnReplayPlayer::startSlot(Slot &slot, std::int64_t now)
{
    slot.nextPly = 0;
    slot.done = false;
    slot.frozen.reset();
    slot.lateMs = 0;
    slot.dueAt = now;
    slot.waiting = false;
    if (!slot.thinkMs.empty())
        slot.dueAt += slot.thinkMs.front();
    else if (slot.live && !slot.liveEnded)
        slot.waiting = true;
    syncFrozen(slot, now);
}

void PgnReplayPlayer::start()
{
    const std::int64_t now = m_round->nowMs();
    for (Slot &s : m_slots)
        startSlot(s, now);
    m_started = true;
    reschedule();
}

bool PgnReplayPlayer::isFinished() const
{
    return std::all_of(m_slots.begin(), m_slots.end(), [](const Slot &s) { return s.done; });
}

void PgnReplayPlayer::hold(const QString &gameId)
{
    if (const int i = m_slotIndex.value(gameId, -1); i >= 0)
        ++m_slots[std::size_t(i)].holds;
}

void PgnReplayPlayer::release(const QString &gameId)
{
    const int i = m_slotIndex.value(gameId, -1);
    if (i < 0 || m_slots[std::size_t(i)].holds == 0)
        return;
    if (--m_slots[std::size_t(i)].holds == 0)
        reschedule();
}

bool PgnReplayPlayer::finishIfDone()
{
    if (!isFinished())
        return false;
    m_timer.stop();
    m_timerDue = -1;
    Q_EMIT finished();
    return true;
}

void PgnReplayPlayer::syncFrozen(Slot &slot, std::int64_t now)
{
    const SimGame *g = m_round->game(slot.gameId);
    const bool paused = g && (g->paused || m_round->isPaused());
    if (paused && !slot.frozen) {
        // A slot waiting for its ply keeps the think time already spent (a negative offset).
        slot.frozen = slot.waiting ? slot.dueAt - now : std::max<std::int64_t>(0, slot.dueAt - now);
    } else if (!paused && slot.frozen) {
        slot.dueAt = now + *slot.frozen;
        slot.frozen.reset();
    }
}

void PgnReplayPlayer::onEvent(const SimEvent &event)
{
    if (m_acting || !m_started)
        return;
    const std::int64_t now = m_round->nowMs();
    switch (event.type) {
    case SimEvent::Type::Pause:
    case SimEvent::Type::Resume:
        if (event.gameId.isEmpty()) {
            for (Slot &s : m_slots)
                syncFrozen(s, now);
        } else if (const int i = m_slotIndex.value(event.gameId, -1); i >= 0) {
            syncFrozen(m_slots[std::size_t(i)], now);
        }
        break;
    case SimEvent::Type::Restart:
        if (const int i = m_slotIndex.value(event.gameId, -1); i >= 0) {
            m_slots[std::size_t(i)].holds = 0;
            startSlot(m_slots[std::size_t(i)], now);
        }
        break;
    case SimEvent::Type::End:
        if (const int i = m_slotIndex.value(event.gameId, -1); i >= 0 && !m_slots[std::size_t(i)].done) {
            m_slots[std::size_t(i)].done = true;
            // The arbiter ended the last game still being played: the round is over.
            if (finishIfDone())
                return;
        }
        break;
    default: return;
    }
    reschedule();
}

void PgnReplayPlayer::finishGame(Slot &slot)
{
    slot.done = true;
    const SimGame *g = m_round->game(slot.gameId);
    if (!g || g->status != ZoneStatus::Started || slot.pgn.result() == u"*")
        return;
    std::optional<chess::Color> winner;
    const ZoneStatus status = statusFromPgn(slot.pgn, g->current, winner);
    m_acting = true;
    m_round->end(slot.gameId, status, winner);
    m_acting = false;
}

void PgnReplayPlayer::step(Slot &slot)
{
    const SimGame *g = m_round->game(slot.gameId);
    if (!g || g->status != ZoneStatus::Started) {
        slot.done = true;
        return;
    }
    const int plies = slot.pgn.plyCount();
    if (slot.nextPly >= plies) {
        if (slot.live && !slot.liveEnded)
            slot.waiting = true;
        else
            finishGame(slot);
        return;
    }
    const auto &ply = slot.pgn.plies()[std::size_t(slot.nextPly)];
    const chess::Color mover = g->sideToMove();
    m_acting = true;
    const bool played = m_round->playMove(slot.gameId, ply.move, slot.thinkMs[std::size_t(slot.nextPly)] + slot.lateMs);
    m_acting = false;
    slot.lateMs = 0;
    if (!played) {
        qCWarning(lcSim) << "game" << slot.gameId << "cannot play ply" << slot.nextPly + 1;
        slot.done = true;
        return;
    }
    ++slot.nextPly;
    if (slot.nextPly < plies) {
        slot.dueAt += slot.thinkMs[std::size_t(slot.nextPly)];
        return;
    }
    if (slot.live && !slot.liveEnded) {
        // The next ply is still with the engines; dueAt stays when its think begins.
        slot.waiting = true;
        return;
    }
    afterLastMove(slot, mover);
}

void PgnReplayPlayer::afterLastMove(Slot &slot, chess::Color lastMover)
{
    // After the last move: mate and stalemate end at once; a draw is offered by the last mover and
    // agreed a moment later; a resignation takes a moment; a flag falls when the clock runs out.
    // The next step ends the game. A paused slot keeps its offset in `frozen` rather than dueAt.
    const SimGame *g = m_round->game(slot.gameId);
    if (!g || g->status != ZoneStatus::Started) {
        slot.done = true;
        return;
    }
    std::optional<chess::Color> winner;
    const ZoneStatus status = statusFromPgn(slot.pgn, g->current, winner);
    const std::int64_t now = m_round->nowMs();
    std::int64_t &due = slot.frozen ? *slot.frozen : slot.dueAt;
    if (slot.pgn.result() == u"*") {
        slot.done = true;
    } else if (status == ZoneStatus::Mate || status == ZoneStatus::Stalemate) {
        finishGame(slot);
    } else if (status == ZoneStatus::OutOfTime) {
        due = (slot.frozen ? 0 : now) + g->clockMs(g->sideToMove(), now);
    } else {
        if (status == ZoneStatus::Draw) {
            m_acting = true;
            m_round->offerDraw(slot.gameId, lastMover);
            m_acting = false;
        }
        due += std::uniform_int_distribution<std::int64_t>(2000, 8000)(m_rng);
    }
}

void PgnReplayPlayer::onTimer()
{
    m_timerDue = -1;
    const std::int64_t now = m_round->nowMs();
    for (Slot &s : m_slots) {
        // A slot may be due several times within one tick when the simulation runs fast.
        while (!s.done && s.holds == 0 && !s.frozen && !s.waiting && s.dueAt <= now)
            step(s);
    }
    if (finishIfDone())
        return;
    reschedule();
}

void PgnReplayPlayer::scheduleAt(std::int64_t dueAt)
{
    // A ply that arrives for a waiting slot may be due before everything the timer waits for.
    if (!m_started || (m_timerDue >= 0 && m_timerDue <= dueAt))
        return;
    m_timerDue = dueAt;
    m_timer.start(m_round->clock()->timerIntervalMs(dueAt));
}

void PgnReplayPlayer::reschedule()
{
    if (!m_started)
        return;
    std::int64_t next = -1;
    for (const Slot &s : m_slots)
        if (!s.done && s.holds == 0 && !s.frozen && !s.waiting && (next < 0 || s.dueAt < next))
            next = s.dueAt;
    m_timerDue = next;
    if (next < 0) {
        m_timer.stop();
        return;
    }
    m_timer.start(m_round->clock()->timerIntervalMs(next));
}

} // namespace arbiter::zone::sim
