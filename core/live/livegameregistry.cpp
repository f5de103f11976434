#include "core/live/livegameregistry.h"

#include "core/vcs/feedhealth.h"

#include "core/chess/gamereview.h"
#include "core/chess/notation.h"
#include "core/chess/unwinnability.h"
#include "core/chess/zonedialect.h"

#include <QLoggingCategory>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstring>
#include <string_view>

namespace arbiter::live {

namespace {

Q_LOGGING_CATEGORY(lcEvent, "arbiter.core.event")

using chess::Color;
using chess::Move;
using chess::Notation;
using chess::Position;
using zone::ZoneEvent;
using zone::ZoneStatus;
using zone::ZoneStatusInfo;

// Readings that arrive less than this long after the previous one of the same game (or in the same
// apply() call) came in one burst (a reconnect's replay, a polled export): the time between them
// measures the network, not the player, so the "mover lost more than the elapsed time" check needs
// the zone's time stamps instead.
constexpr std::int64_t BurstMs = 100;
constexpr std::size_t MaxAheadOfGap = 4096; // plies kept per game while a gap is open

// Copies a short ASCII text (a move, a FEN) without allocating; -1 when it is longer than `capacity`
// or not ASCII (then it cannot be a move either).
int toAscii(QStringView text, char *out, int capacity)
{
    text = text.trimmed();
    if (text.size() > capacity)
        return -1;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c >= 128)
            return -1;
        out[i] = char(c);
    }
    return int(text.size());
}

// The n-th space-separated field of a FEN.
std::string_view fenField(std::string_view fen, int n)
{
    std::size_t start = 0;
    for (int i = 0; i < n; ++i) {
        start = fen.find(' ', start);
        if (start == std::string_view::npos)
            return {};
        ++start;
    }
    const std::size_t end = fen.find(' ', start);
    return fen.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start);
}

// Compares the zone's FEN with ours on what identifies the position for the players: the board,
// the side to move and the castling rights. The en-passant field (older lila writes it after every
// double step, we only when a capture is legal) and the counters (zone-specific for custom starts)
// are left out so that a correct zone is never reported.
bool sameFen(const Position &ours, const QString &zoneFen)
{
    char buf[128];
    const int n = toAscii(zoneFen, buf, int(sizeof buf));
    if (n < 0)
        return false;
    const std::string_view zone(buf, std::size_t(n));
    const std::string mine = ours.fenUtf8();
    for (int field = 0; field < 3; ++field) {
        const std::string_view z = fenField(zone, field);
        if (z.empty() && field >= 2)
            break; // a 2-field Lichess FEN
        if (z != fenField(mine, field))
            return false;
    }
    return true;
}

// SAN without check marks and annotation glyphs, with 0-0 spelt O-O, for comparing texts.
std::string_view plainSan(std::string_view san, char *buf)
{
    std::size_t n = 0;
    for (char c : san) {
        if (c == '+' || c == '#' || c == '!' || c == '?')
            continue;
        buf[n++] = c == '0' ? 'O' : c;
    }
    return std::string_view(buf, n);
}

void setText(LiveGame::MoveRecord &record, const char *text, int length)
{
    std::memcpy(record.text, text, std::size_t(std::min(length, LiveGame::MoveRecord::TextSize)));
}

bool hasPairing(const zone::Pairing &p)
{
    return p.board != 0 || !p.round.isEmpty() || !p.white.isEmpty() || !p.black.isEmpty()
        || p.timeControl.kind() != clock::TimeControl::Kind::Unknown || !p.initialFen.isEmpty();
}

QString sideName(Color side)
{
    return side == chess::White ? LiveGameRegistry::tr("White") : LiveGameRegistry::tr("Black");
}

// Anomaly texts are kept as data (LocalText): their sources are marked with QT_TR_NOOP in the
// registry's members, so they share its translation context.
LocalText message(const char *source, int n = -1)
{
    return LocalText::message("arbiter::live::LiveGameRegistry", source, n);
}

} // namespace

LiveGameRegistry::LiveGameRegistry(QObject *parent) : QObject(parent), m_flushTimer(this)
{
    m_liveAnalyzer
        = std::make_unique<chess::UnwinnabilityAnalyzer>(chess::OutcomeTracker::Options{}.deadPositionLimits);
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(0);
    connect(&m_flushTimer, &QTimer::timeout, this, &LiveGameRegistry::flush);
}

LiveGameRegistry::~LiveGameRegistry() = default;

void LiveGameRegistry::setMonotonicClock(clock::MonotonicClock clock)
{
    m_clock = std::move(clock);
}

std::int64_t LiveGameRegistry::now() const
{
    return m_clock ? m_clock() : clock::steadyNowMs();
}

const LiveGame *LiveGameRegistry::game(const QString &id) const
{
    return m_byId.value(id, nullptr);
}

QList<QString> LiveGameRegistry::ids() const
{
    if (!m_orderValid) {
        std::vector<const LiveGame *> games;
        games.reserve(m_games.size());
        for (const auto &g : m_games)
            games.push_back(g.get());
        std::sort(games.begin(), games.end(), [](const LiveGame *a, const LiveGame *b) {
            const int boardA = a->m_pairing.board > 0 ? a->m_pairing.board : INT_MAX;
            const int boardB = b->m_pairing.board > 0 ? b->m_pairing.board : INT_MAX;
            return boardA != boardB ? boardA < boardB : a->m_order < b->m_order;
        });
        m_orderCache.clear();
        m_orderCache.reserve(qsizetype(games.size()));
        for (const LiveGame *g : games)
            m_orderCache.append(g->m_id);
        m_orderValid = true;
    }
    return m_orderCache;
}

LiveGame *LiveGameRegistry::gameFor(const QString &id)
{
    if (LiveGame *g = m_byId.value(id, nullptr))
        return g;
    auto created = std::unique_ptr<LiveGame>(new LiveGame(id));
    created->m_order = int(m_games.size());
    chess::OutcomeTracker::Options outcome;
    outcome.sharedAnalyzer = m_liveAnalyzer.get();
    created->m_outcome = chess::OutcomeTracker(outcome);
    created->restartOutcome();
    LiveGame *g = created.get();
    m_games.push_back(std::move(created));
    m_byId.insert(id, g);
    m_orderValid = false;
    qCDebug(lcEvent) << "new game" << id;
    return g;
}

void LiveGameRegistry::apply(const QList<ZoneEvent> &events)
{
    ++m_batch;
    for (const ZoneEvent &e : events)
        applyEvent(e);
}

void LiveGameRegistry::apply(const ZoneEvent &event)
{
    ++m_batch;
    applyEvent(event);
}

void LiveGameRegistry::applyEvent(const ZoneEvent &event)
{
    const std::int64_t receivedMs = event.receivedMonotonicMs != 0 ? event.receivedMonotonicMs : now();
    if (event.gameId.isEmpty()) {
        // A round-wide pause or resume (the simulator's extension sends "id": null).
        if (event.type == ZoneEvent::Type::GamePaused || event.type == ZoneEvent::Type::GameResumed) {
            for (const auto &g : m_games)
                if (!g->isEnded()) {
                    if (event.type == ZoneEvent::Type::GamePaused)
                        applyPause(*g, event, receivedMs, true);
                    else
                        applyResume(*g, event, receivedMs, true);
                }
        } else {
            qCWarning(lcEvent) << "event without a game id ignored:" << ZoneEvent::typeName(event.type);
        }
        return;
    }
    applyTo(*gameFor(event.gameId), event, receivedMs);
}

void LiveGameRegistry::applyTo(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    switch (event.type) {
    case ZoneEvent::Type::GameListed:
    case ZoneEvent::Type::GameStarted: applyListed(game, event, receivedMs); break;
    case ZoneEvent::Type::MovePlayed: applyMove(game, event, receivedMs); break;
    case ZoneEvent::Type::DrawOffered: applyDrawOffer(game, event, receivedMs); break;
    case ZoneEvent::Type::PlayerConnection: applyConnection(game, event, receivedMs); break;
    case ZoneEvent::Type::ClockAdjusted: applyAdjustment(game, event, receivedMs); break;
    case ZoneEvent::Type::GamePaused: applyPause(game, event, receivedMs, false); break;
    case ZoneEvent::Type::GameResumed: applyResume(game, event, receivedMs, false); break;
    case ZoneEvent::Type::GameEnded: applyEnd(game, event, receivedMs); break;
    case ZoneEvent::Type::VcsPresence: {
        const auto v
            = vcs::VcsEvent::presence(vcs::VcsEvent::Source::Zone, game.id(), event.color, event.connected,
                                      event.zoneTimestampMs != 0 ? event.zoneTimestampMs : event.receivedUtcMs);
        applyVcs(game, v, receivedMs, event.zoneTimestampMs);
        break;
    }
    case ZoneEvent::Type::GameRestarted:
        Q_EMIT gameRestarting(game.id());
        game.restart();
        markDirty(game, receivedMs);
        break;
    }
}

void LiveGameRegistry::applyListed(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    bool changed = false;
    const bool restarted = hasPairing(event.pairing) && std::exchange(game.m_restartPending, false);
    if ((event.type == ZoneEvent::Type::GameListed || hasPairing(event.pairing))
        && !(event.pairing == game.m_pairing)) {
        const int board = game.m_pairing.board;
        if (restarted) {
            // Restarted: seated as the zone now lists them; back to the pairing when it corrected them.
            if (game.m_coloursReversed && event.pairing.isSwapOf(game.m_pairing))
                game.m_coloursReversed = false;
            else if (!game.m_coloursReversed && event.pairing.isSwapOf(game.m_pairing)) {
                game.m_scheduled = game.m_pairing;
                game.m_coloursReversed = true;
            }
        } else if (!game.m_coloursReversed && event.pairing.isSwapOf(game.m_pairing)) {
            game.m_scheduled = game.m_pairing;
            game.m_coloursReversed = true;
            const int plies = game.plies();
            //: %1: the player the zone seats as White, %2: as Black
            const char *const restartText = QT_TR_NOOP("The zone seats %1 as White and %2 as Black, the reverse of "
                                                       "the pairing. Fewer than 10 moves have been played: the game "
                                                       "is to be stopped and started again with the correct colours.");
            //: %1: the player the zone seats as White, %2: as Black
            const char *const goOnText = QT_TR_NOOP("The zone seats %1 as White and %2 as Black, the reverse of the "
                                                    "pairing. 10 or more moves have been played: the game goes on.");
            addAnomaly(game,
                       Anomaly{Anomaly::Kind::ColoursReversed, plies, QStringLiteral("15.2"),
                               message((plies + 1) / 2 < 10 ? restartText : goOnText)
                                   .arg(event.pairing.white)
                                   .arg(event.pairing.black),
                               receivedMs});
        }
        if (const auto error = game.setPairing(event.pairing))
            qCWarning(lcEvent) << "game" << game.m_id
                               << "initial FEN unreadable, standard start used:" << event.pairing.initialFen;
        if (board != game.m_pairing.board)
            m_orderValid = false;
        changed = true;
    }
    ZoneStatus status = event.status;
    if (event.type == ZoneEvent::Type::GameStarted && int(status) < int(ZoneStatus::Started))
        status = ZoneStatus::Started;
    // Terminal statuses come with GameEnded, which checks them; here only created → started.
    if (!ZoneStatusInfo::isTerminal(status) && !game.isEnded() && int(status) > int(game.m_status)) {
        game.m_status = status;
        changed = true;
    }
    if (event.type == ZoneEvent::Type::GameStarted && game.m_startedMs < 0) {
        game.m_startedMs = receivedMs;
        changed = true;
    }
    if (changed)
        markDirty(game, receivedMs);
    else
        ++m_duplicates;
}

void LiveGameRegistry::applyMove(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    if (event.ply < 0) {
        qCWarning(lcEvent) << "game" << game.m_id << "move without a ply ignored";
        return;
    }
    if (event.ply == 0) {
        applyInitialLine(game, event, receivedMs);
        return;
    }
    const int known = game.plies();
    if (event.ply <= known) {
        const LiveGame::MoveRecord &record = game.m_moves[std::size_t(event.ply - 1)];
        if (sameMove(game, record, event)) {
            // A ply sent again for the position the zone showed after it (an adapter that learned
            // only later that the zone's board disagreed there): reported like a first sighting.
            if (!event.fen.isEmpty() && record.validated() && game.m_validating
                && reportsFenMismatch(game, event, receivedMs))
                return;
            ++m_duplicates;
            return;
        }
        const QString sent = event.uci.isEmpty() ? event.san : event.uci;
        const QString recorded = record.validated() ? record.san() : QString(record.textView());
        addAnomaly(game,
                   Anomaly{Anomaly::Kind::HistoryRewritten, event.ply, QStringLiteral("3.3"),
                           //: %1: the ply, %2: the move the zone sent now, %3: the move recorded there
                           message(QT_TR_NOOP("The zone reported ply %1 again as %2, but %3 was already played "
                                              "there; the move played first is kept."))
                               .arg(event.ply)
                               .arg(sent)
                               .arg(recorded),
                           receivedMs});
        return;
    }
    if (event.ply > known + 1) {
        // Kept, not lost: validated once the plies before it have come (the adapters fetch them).
        if (game.m_aheadOfGap.size() < MaxAheadOfGap)
            game.m_aheadOfGap.emplace(event.ply, event);
        addAnomaly(game,
                   Anomaly{Anomaly::Kind::PlyGap, known + 1, QString(),
                           //: %1: the ply that came, %2: the ply expected, %n: how many are missing
                           message(QT_TR_N_NOOP("The zone sent ply %1 while ply %2 was expected: %n ply(s) are "
                                                "missing. The moves after the gap are kept and validated as soon "
                                                "as the missing ones arrive."),
                                   event.ply - known - 1)
                               .arg(event.ply)
                               .arg(known + 1),
                           receivedMs});
        return;
    }
    acceptMove(game, event, receivedMs);
    // The gap before plies that came early is filled: take them now, in order.
    while (!game.m_aheadOfGap.empty()) {
        auto next = game.m_aheadOfGap.begin();
        if (next->first <= game.plies()) {
            game.m_aheadOfGap.erase(next);
            continue;
        }
        if (next->first != game.plies() + 1)
            break;
        const ZoneEvent ahead = std::move(next->second);
        game.m_aheadOfGap.erase(next);
        acceptMove(game, ahead, ahead.receivedMonotonicMs > 0 ? ahead.receivedMonotonicMs : receivedMs);
    }
}

void LiveGameRegistry::applyInitialLine(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    if (game.m_initialSeen) {
        ++m_duplicates;
        return;
    }
    game.m_initialSeen = true;
    if (!game.m_moves.empty())
        return; // we joined later than the start; nothing to learn from it now
    if (!event.fen.isEmpty() && !sameFen(game.m_position, event.fen)) {
        addAnomaly(game,
                   Anomaly{Anomaly::Kind::FenMismatch, 0, QString(),
                           //: %1: the zone's starting position (FEN), %2: the expected one
                           message(QT_TR_NOOP("The zone's starting position %1 differs from the expected %2; the "
                                              "zone's is used."))
                               .arg(event.fen)
                               .arg(game.m_position.fen()),
                           receivedMs});
        reseat(game, event.fen);
    }
    if ((event.whiteMs || event.blackMs) && game.m_clock.status() == clock::ClockState::Status::NotStarted)
        applyClockReading(game, event, receivedMs);
    markDirty(game, receivedMs);
}

void LiveGameRegistry::acceptMove(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    LiveGame::MoveRecord record;
    record.ply = event.ply;
    record.zoneTimestampMs = event.zoneTimestampMs;
    record.receivedMonotonicMs = receivedMs;
    const bool rawIsSan = event.uci.isEmpty();
    const QString &raw = rawIsSan ? event.san : event.uci;
    char text[32];
    const int length = toAscii(raw, text, int(sizeof text));

    if (game.m_validating) {
        Position &pos = game.m_position;
        Notation::MoveError error = Notation::MoveError::Syntax;
        Move move;
        if (length > 0) {
            const std::string_view view(text, std::size_t(length));
            if (rawIsSan) {
                move = Notation::parseSan(pos, view, error);
            } else {
                move = Notation::parseUci(pos, view, error);
                if (error == Notation::MoveError::Illegal && length == 4) {
                    // A promotion sent without its piece (Lichess): the zone's FEN after it shows which.
                    char fen[128];
                    const int n = event.fen.isEmpty() ? 0 : std::max(0, toAscii(event.fen, fen, int(sizeof fen)));
                    move = chess::parseUciLenient(pos, view, std::string_view(fen, std::size_t(n)), error);
                }
            }
        }
        if (error == Notation::MoveError::None && move.isNull())
            error = Notation::MoveError::Illegal; // a pass ("0000", "--") is no move in a real game
        if (error == Notation::MoveError::None) {
            char san[Notation::MaxSanLength + 2];
            int n = Notation::writeSanBody(pos, move, san);
            pos.makeMove(move);
            if (const char suffix = Notation::checkSuffix(pos))
                san[n++] = suffix;
            setText(record, san, n);
            record.move = move;
        } else {
            record.flags |= LiveGame::MoveRecord::Illegal;
            if (rawIsSan)
                record.flags |= LiveGame::MoveRecord::RawIsSan;
            if (length > 0)
                setText(record, text, length);
        }
        game.m_moves.push_back(record);

        if (error != Notation::MoveError::None) {
            addAnomaly(game,
                       Anomaly{Anomaly::Kind::IllegalMove, event.ply, QStringLiteral("8.4"),
                               //: %1: the ply, %2: what is wrong with the move (a sentence)
                               message(QT_TR_NOOP("Ply %1: %2 The zone let an illegal move through (Art. 3.3)."))
                                   .arg(event.ply)
                                   .arg(Notation::errorText(error, raw)),
                               receivedMs});
            if (event.fen.isEmpty() || !reseat(game, event.fen)) {
                game.m_validating = false;
                qCWarning(lcEvent) << "game" << game.m_id << "validation suspended at ply" << event.ply
                                   << "until the zone sends a position";
            }
        } else if (!event.fen.isEmpty() && !sameFen(pos, event.fen)) {
            // The moves are the record: validation goes on from them, not from the zone's board.
            addAnomaly(game,
                       Anomaly{Anomaly::Kind::FenMismatch, event.ply, QStringLiteral("3.3"),
                               fenMismatchText(event.ply, record.san(), event.fen, pos.fen()), receivedMs});
            game.followOutcome();
        } else {
            game.followOutcome(); // Art. 5.4: an automatic draw the zone should end
        }
    } else {
        record.flags |= LiveGame::MoveRecord::Unvalidated;
        if (rawIsSan)
            record.flags |= LiveGame::MoveRecord::RawIsSan;
        if (length > 0)
            setText(record, text, length);
        game.m_moves.push_back(record);
        if (!event.fen.isEmpty() && reseat(game, event.fen))
            qCInfo(lcEvent) << "game" << game.m_id << "validation resumed after ply" << event.ply;
    }

    checkMoveOnVcs(game, event.ply, receivedMs);
    ++m_moveCount;
    if (game.m_status == ZoneStatus::Created)
        game.m_status = ZoneStatus::Started;
    if (game.m_startedMs < 0)
        game.m_startedMs = receivedMs;
    applyClockReading(game, event, receivedMs);
    if (game.isEnded() && game.m_endPlies > 0 && game.plies() == game.m_endPlies)
        checkResult(game, receivedMs); // the last move the zone's end was waiting for
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyClockReading(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    if (!event.whiteMs && !event.blackMs)
        return;
    clock::ClockState &clk = game.m_clock;
    // A PGN %clk gives only the mover's time: the other clock keeps its last reading.
    const std::int64_t whiteMs = event.whiteMs.value_or(clk.reading().whiteMs);
    const std::int64_t blackMs = event.blackMs.value_or(clk.reading().blackMs);
    if (event.type == ZoneEvent::Type::MovePlayed && event.ply > 0 && event.ply == game.plies()) {
        // The move's record keeps the clocks after it, also for a last move that came after the end.
        LiveGame::MoveRecord &record = game.m_moves.back();
        record.whiteMsValue = whiteMs;
        record.blackMsValue = blackMs;
        record.flags |= (event.whiteMs ? LiveGame::MoveRecord::HasWhiteClock : 0)
            | (event.blackMs ? LiveGame::MoveRecord::HasBlackClock : 0);
    }
    if (clk.status() == clock::ClockState::Status::Ended) {
        qCDebug(lcEvent) << "game" << game.m_id << "clock reading after the end not applied to the clock";
        return;
    }
    const clock::ClockState::Reading before = clk.reading();
    const Result<clock::ClockCheck> result
        = clk.applyMove(event.ply, whiteMs, blackMs, event.zoneTimestampMs, receivedMs);
    const bool burst = game.m_lastReadingBatch == m_batch
        || (game.m_lastReadingMs >= 0 && receivedMs - game.m_lastReadingMs < BurstMs);
    game.m_lastReadingBatch = m_batch;
    game.m_lastReadingMs = receivedMs;
    if (!result) {
        addAnomaly(
            game,
            Anomaly{Anomaly::Kind::ClockFault, event.ply, QStringLiteral("15.5"), result.error().message, receivedMs});
        return;
    }
    clock::ClockCheck check = *result;
    if (check.checked && burst) {
        // Received together, our arrival times cannot tell how long the move took. ClockState has
        // measured it on the zone's own time stamps when both readings carry one and no pause came
        // in between; otherwise only the checks that need no elapsed time (gains, the waiting
        // clock) stand.
        const bool pausedSince = !game.m_pauses.empty()
            && (game.m_pauses.back().open() || game.m_pauses.back().toMonotonicMs >= before.receivedMonotonicMs);
        const bool zoneTimed
            = before.zoneTimestampMs != 0 && event.zoneTimestampMs >= before.zoneTimestampMs && !pausedSince;
        if (!zoneTimed)
            check.issues &= ~clock::ClockCheck::Issues(clock::ClockCheck::MoverLostTooMuch);
    }
    if (check.checked && !check.ok())
        addAnomaly(game,
                   Anomaly{Anomaly::Kind::ClockFault, event.ply, QStringLiteral("15.5"), check.message(), receivedMs});
}

void LiveGameRegistry::checkMoveOnVcs(LiveGame &game, int ply, std::int64_t receivedMs)
{
    const Color mover
        = game.m_validating ? ~game.m_position.sideToMove() : (ply % 2 == 1 ? chess::White : chess::Black);
    if (game.m_onVcs[mover] != 0 || game.m_connected[mover] == 0)
        return;
    // One incident per absence: its first move (the arbiter acts on that; later moves add nothing).
    LiveGame::Disconnection *absence = nullptr;
    for (auto it = game.m_vcsAbsences.rbegin(); it != game.m_vcsAbsences.rend() && !absence; ++it)
        if (it->side == mover && it->open())
            absence = &*it;
    if (!absence || absence->movedOffVcs)
        return;
    absence->movedOffVcs = true;
    const QString &name = mover == chess::White ? game.m_pairing.white : game.m_pairing.black;
    addAnomaly(game,
               Anomaly{Anomaly::Kind::MovedOffVcs, ply, QStringLiteral("13.3"),
                       //: %1: the player; %2: the ply
                       message(QT_TR_NOOP("%1 made a move (ply %2) while off the VCS; a player must not move until "
                                          "back on it (Art. 13.3)."))
                           .arg(name.isEmpty() ? (mover == chess::White ? message(QT_TR_NOOP("White"))
                                                                        : message(QT_TR_NOOP("Black")))
                                               : LocalText(name))
                           .arg(ply),
                       receivedMs});
}

bool LiveGameRegistry::notePresence(std::vector<LiveGame::Disconnection> &absences, std::int8_t &state,
                                    const ZoneEvent &event, int ply, std::int64_t receivedMs)
{
    if (event.connected) {
        if (state == 1)
            return false;
        for (auto it = absences.rbegin(); it != absences.rend(); ++it)
            if (it->side == event.color && it->open()) {
                it->reconnectPly = ply;
                it->toZoneMs = event.zoneTimestampMs;
                it->toMonotonicMs = receivedMs;
                break;
            }
        state = 1;
    } else {
        if (state == 0)
            return false;
        absences.push_back({event.color, ply, event.zoneTimestampMs, receivedMs, -1, 0, -1});
        state = 0;
    }
    return true;
}

void LiveGameRegistry::apply(const vcs::VcsEvent &event)
{
    ++m_batch;
    LiveGame *game = m_byId.value(event.gameId);
    if (!game) {
        qCWarning(lcEvent) << "VCS event for an unknown game ignored:" << event.gameId;
        return;
    }
    applyVcs(*game, event, event.monotonicMs != 0 ? event.monotonicMs : now());
}

void LiveGameRegistry::applyVcs(LiveGame &game, vcs::VcsEvent event, std::int64_t receivedMs, std::int64_t zoneMs)
{
    using vcs::VcsEvent;
    event.monotonicMs = receivedMs;
    const chess::Color side = event.side;
    if (event.type != VcsEvent::Type::Presence) {
        const std::int16_t health = event.type == VcsEvent::Type::Health ? event.health : -1;
        std::int16_t &known = game.m_feedHealth[side][event.feed];
        if (known == health) {
            ++m_duplicates;
            return;
        }
        known = health;
        game.m_vcsLog.push_back(event);
        // The one rule for the feed watch's presence: the player is off the VCS while a feed that
        // must be on (the camera, the screen, a required second camera) shows no picture.
        bool lost = false;
        for (int k = 0; k < vcs::FeedKinds::count; ++k)
            if (vcs::FeedKind(k) != vcs::FeedKinds::Venue && game.m_feedHealth[side][k] > 0
                && (game.m_feedHealth[side][k] & vcs::FeedHealth::Lost))
                lost = true;
        const std::optional<bool> said = game.m_presence[side].last(VcsEvent::Source::Feed);
        if (said != !lost && (said || lost)) {
            game.m_presence[side].report(VcsEvent::Source::Feed, !lost, receivedMs);
            notePresenceChange(game, side, 0, receivedMs);
        }
        markDirty(game, receivedMs);
        return;
    }
    if (game.m_presence[side].last(event.source) == event.on && event.source != VcsEvent::Source::Arbiter) {
        ++m_duplicates;
        return;
    }
    game.m_vcsLog.push_back(event);
    game.m_presence[side].report(event.source, event.on, receivedMs);
    notePresenceChange(game, side, zoneMs, receivedMs);
    markDirty(game, receivedMs);
}

void LiveGameRegistry::notePresenceChange(LiveGame &game, chess::Color side, std::int64_t zoneMs,
                                          std::int64_t receivedMs)
{
    const std::optional<bool> merged = game.m_presence[side].merged();
    if (!merged)
        return;
    // A finished player leaves the VCS as a spectator (Art. 9.12): no absence once the game is over.
    if (!*merged && game.isEnded()) {
        game.m_onVcs[side] = 0;
        return;
    }
    ZoneEvent e;
    e.type = ZoneEvent::Type::VcsPresence;
    e.color = side;
    e.connected = *merged;
    e.zoneTimestampMs = zoneMs;
    notePresence(game.m_vcsAbsences, game.m_onVcs[side], e, game.plies(), receivedMs);
}

void LiveGameRegistry::applyConnection(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    const Color side = event.color;
    const int ply = event.ply >= 0 ? event.ply : game.plies();
    // A replayed event (same side, ply and zone time) is already on record.
    if (event.zoneTimestampMs != 0) {
        for (const LiveGame::Disconnection &d : game.m_disconnections)
            if (d.side == side
                && (event.connected ? d.toZoneMs == event.zoneTimestampMs && d.reconnectPly == ply
                                    : d.fromZoneMs == event.zoneTimestampMs && d.ply == ply)) {
                ++m_duplicates;
                return;
            }
    }
    if (event.connected && game.m_firstConnectedMs[side] < 0 && game.m_connected[side] != 1)
        game.m_firstConnectedMs[side] = receivedMs;
    // Art. 4.3 / 11.3: nothing happens to the clock while away; it keeps running.
    if (!notePresence(game.m_disconnections, game.m_connected[side], event, ply, receivedMs)) {
        ++m_duplicates;
        return;
    }
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyPause(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs, bool roundWide)
{
    if (!game.m_pauses.empty() && game.m_pauses.back().open()) {
        if (!roundWide)
            ++m_duplicates;
        return;
    }
    if (event.zoneTimestampMs != 0)
        for (const LiveGame::Pause &p : game.m_pauses)
            if (p.fromZoneMs == event.zoneTimestampMs) {
                ++m_duplicates;
                return;
            }
    game.m_pauses.push_back({game.plies(), event.zoneTimestampMs, receivedMs, 0, -1});
    if (const auto error = game.m_clock.pause(receivedMs))
        qCDebug(lcEvent) << "game" << game.m_id << "paused with clocks not running";
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyResume(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs, bool roundWide)
{
    if (game.m_pauses.empty() || !game.m_pauses.back().open()) {
        if (!roundWide) // a round-wide resume also reaches games that were never paused
            ++m_duplicates; // a replayed resume, or one for a pause we never saw
        return;
    }
    LiveGame::Pause &pause = game.m_pauses.back();
    pause.toZoneMs = event.zoneTimestampMs;
    pause.toMonotonicMs = receivedMs;
    if (const auto error = game.m_clock.resume(receivedMs))
        qCDebug(lcEvent) << "game" << game.m_id << "resumed with clocks not paused";
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyAdjustment(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    const int ply = event.ply >= 0 ? event.ply : game.plies();
    if (event.zoneTimestampMs != 0)
        for (const LiveGame::ClockAdjustment &a : game.m_adjustments)
            if (a.zoneTimestampMs == event.zoneTimestampMs && a.side == event.color && a.deltaMs == event.deltaMs
                && a.ply == ply) {
                ++m_duplicates;
                return;
            }
    game.m_adjustments.push_back({ply, event.color, event.deltaMs, event.zoneTimestampMs, receivedMs});
    clock::ClockState &clk = game.m_clock;
    if (event.whiteMs && event.blackMs && clk.status() != clock::ClockState::Status::Ended) {
        // Both clocks after the change: a resynchronisation at the current ply.
        const Result<clock::ClockCheck> result = clk.applyMove(std::max(game.plies(), clk.ply()), *event.whiteMs,
                                                               *event.blackMs, event.zoneTimestampMs, receivedMs);
        if (!result)
            qCWarning(lcEvent) << "game" << game.m_id << "clock adjustment not applied";
    } else if (const auto error = clk.adjust(event.color, event.deltaMs, receivedMs)) {
        qCWarning(lcEvent) << "game" << game.m_id << "clock adjustment not applied";
    }
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyDrawOffer(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    const int ply = event.ply >= 0 ? event.ply : game.plies();
    for (const LiveGame::DrawOffer &o : game.m_drawOffers)
        if (o.ply == ply && o.side == event.color) {
            ++m_duplicates;
            return;
        }
    game.m_drawOffers.push_back({ply, event.color, event.zoneTimestampMs, receivedMs});
    markDirty(game, receivedMs);
}

void LiveGameRegistry::applyEnd(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    if (game.isEnded() && game.m_status == event.status && game.m_winner == event.winner) {
        ++m_duplicates;
        return;
    }
    if (game.isEnded())
        qCInfo(lcEvent) << "game" << game.m_id << "result changed by the zone from"
                        << ZoneStatusInfo::name(game.m_status) << "to" << ZoneStatusInfo::name(event.status);
    game.m_status = event.status;
    game.m_winner = event.winner;
    game.m_endedMs = receivedMs;
    game.m_endPlies = std::max(0, event.ply);
    if (ZoneStatusInfo::isTerminal(event.status))
        game.m_clock.end(receivedMs);
    if (game.awaitingLastMoves()) {
        // Judged against the board only with every move up to the end (acceptMove does it then):
        // a board short of its last move would make a true mate look false.
        game.m_review.reset();
        qCInfo(lcEvent) << "game" << game.m_id << "ended at ply" << game.m_endPlies << "with" << game.plies()
                        << "known: the result is checked once the last moves come";
    } else if (event.movesFollowed || game.plies() > 0) {
        checkResult(game, receivedMs);
    }
    markDirty(game, receivedMs);
}

namespace {
// Art. 11.4: the player who left the game and lost on time. The zone names the other one the
// winner; without a winner, the player still away (else the last one who was away).
std::optional<Color> leaverOf(const LiveGame &game)
{
    if (game.winner())
        return ~*game.winner();
    const auto &list = game.disconnections();
    for (auto it = list.rbegin(); it != list.rend(); ++it)
        if (it->open())
            return it->side;
    if (!list.empty())
        return list.back().side;
    return std::nullopt;
}
} // namespace

void LiveGameRegistry::checkResult(LiveGame &game, std::int64_t receivedMs)
{
    if (!ZoneStatusInfo::isFinished(game.m_status))
        return;
    if (!game.m_validating) {
        qCInfo(lcEvent) << "game" << game.m_id << "result not checked: validation is suspended";
        return;
    }
    // The moves since the position was set up or last re-seated from the zone's FEN.
    const Position &pos = game.m_position;
    std::vector<Move> moves;
    moves.reserve(pos.history().size());
    for (const Position::Undo &u : pos.history())
        moves.push_back(u.move);
    Position start = pos;
    for (std::size_t i = 0; i < moves.size(); ++i)
        start.unmakeMove();
    if (!m_analyzer)
        m_analyzer = std::make_unique<chess::UnwinnabilityAnalyzer>();
    const ZoneStatus status = game.m_status;
    const QString result(game.result());
    // Art. 4.5 / 11.4: a flag fall, or a player who left the game and lost on time (Lichess "timeout"),
    // is adjudicated as the flag fall of that player.
    const bool flagFall = status == ZoneStatus::OutOfTime || status == ZoneStatus::Timeout;
    const chess::GameReview review = chess::GameReview::review(
        start, moves, result,
        flagFall ? chess::GameReview::Termination::TimeForfeit : chess::GameReview::Termination::Normal, *m_analyzer,
        status == ZoneStatus::Timeout ? leaverOf(game) : std::nullopt);

    LiveGame::ResultReview r;
    r.ply = game.plies();
    r.zoneStatus = status;
    r.zoneResult = result;
    r.expected = review.expectedResult();
    r.flagged = review.flagged();
    if (review.flagFall())
        r.flagVerdict = review.flagFall()->verdict;
    r.autoDrawRule = review.autoDrawRule();
    if (r.autoDrawRule)
        r.autoDrawPly = game.plies() - review.plies() + review.autoDrawPly();
    r.findings = review.findings();

    QString article;
    QString why;
    if (status == ZoneStatus::InsufficientMaterialClaim && r.expected.isEmpty()) {
        // Art. 15.4: drawn on a claim the board does not confirm by itself; a full dead-position analysis.
        r.deadPosition = m_analyzer->deadPosition(pos);
        if (*r.deadPosition == LiveGame::ResultReview::DeadVerdict::Dead) {
            r.expected = QStringLiteral("1/2-1/2");
        } else if (*r.deadPosition == LiveGame::ResultReview::DeadVerdict::NotDead) {
            article = QStringLiteral("15.4");
            why = tr("Checkmate is still possible on the board by a series of legal moves; the arbiter may "
                     "change the result.");
            r.findings.append({article, why});
        } else {
            r.findings.append({QStringLiteral("15.4"),
                               tr("Whether checkmate is still possible could not be decided: the arbiter "
                                  "decides.")});
        }
    }
    if (review.disagrees()) {
        article = review.findings().isEmpty() ? QStringLiteral("5.1") : review.findings().constLast().article;
        why = review.findings().isEmpty() ? review.verdict() : review.findings().constLast().text;
        if (status == ZoneStatus::Timeout && r.flagVerdict == LiveGame::ResultReview::FlagFallVerdict::Draw)
            article = QStringLiteral("11.4");
    } else if (status == ZoneStatus::Mate && !pos.isCheckmate()) {
        article = QStringLiteral("5.1");
        why = tr("The position on the board is not checkmate.");
        r.statusContradictsBoard = true;
    } else if (status == ZoneStatus::Stalemate && !pos.isStalemate()) {
        article = QStringLiteral("5.4");
        why = tr("The position on the board is not stalemate.");
        r.statusContradictsBoard = true;
    } else if (status == ZoneStatus::Mate && game.m_winner && *game.m_winner == pos.sideToMove()) {
        article = QStringLiteral("5.1");
        //: %1: White or Black
        why = tr("%1 is the side checkmated on the board.").arg(sideName(pos.sideToMove()));
        r.statusContradictsBoard = true;
    }
    if (r.statusContradictsBoard)
        r.findings.append({article, why});
    game.m_review = std::move(r);
    if (article.isEmpty())
        return;
    addAnomaly(game,
               Anomaly{Anomaly::Kind::ResultInconsistent, game.plies(), article,
                       //: %1: the zone's status, %2: the result, %3: why it contradicts the board (a sentence)
                       message(QT_TR_NOOP("The zone ended the game: %1 (%2). %3"))
                           .arg(ZoneStatusInfo::localText(game.m_status))
                           .arg(result)
                           .arg(why),
                       receivedMs});
}

bool LiveGameRegistry::reportsFenMismatch(LiveGame &game, const ZoneEvent &event, std::int64_t receivedMs)
{
    const int back = game.plies() - event.ply;
    if (back < 0 || back > game.m_position.gamePly())
        return false; // the registry's position does not reach back there (set up from a FEN since)
    const Position *after = &game.m_position;
    Position earlier;
    if (back > 0) {
        earlier = game.m_position;
        for (int i = 0; i < back; ++i)
            earlier.unmakeMove();
        after = &earlier;
    }
    if (sameFen(*after, event.fen))
        return false;
    const LiveGame::MoveRecord &record = game.m_moves[std::size_t(event.ply - 1)];
    addAnomaly(game,
               Anomaly{Anomaly::Kind::FenMismatch, event.ply, QStringLiteral("3.3"),
                       fenMismatchText(event.ply, record.san(), event.fen, after->fen()), receivedMs});
    markDirty(game, receivedMs);
    return true;
}

LocalText LiveGameRegistry::fenMismatchText(int ply, const QString &san, const QString &zoneFen, const QString &ours)
{
    //: %1: the ply, %2: its move, %3: the zone's position (FEN), %4: the position the move leads to
    return message(QT_TR_NOOP("After ply %1 (%2) the zone shows the position %3, but the move leads to %4: the "
                              "zone's board disagrees with its moves. The moves are followed."))
        .arg(ply)
        .arg(san)
        .arg(zoneFen)
        .arg(ours);
}

bool LiveGameRegistry::sameMove(const LiveGame &game, const LiveGame::MoveRecord &record, const ZoneEvent &event) const
{
    const bool isSan = event.uci.isEmpty();
    char buf[32];
    const int n = toAscii(isSan ? event.san : event.uci, buf, int(sizeof buf));
    if (n < 0)
        return false;
    const std::string_view text(buf, std::size_t(n));
    if (!record.validated()) {
        const QLatin1String recorded = record.textView();
        const std::string_view stored(recorded.data(), std::size_t(recorded.size()));
        const bool storedSan = record.flags & LiveGame::MoveRecord::RawIsSan;
        return storedSan == isSan && text.substr(0, LiveGame::MoveRecord::TextSize) == stored;
    }
    if (!isSan) {
        const std::string uci = Notation::uciUtf8(record.move);
        if (text == uci)
            return true;
        if (record.move.kind() == Move::Castling && text == Notation::uciUtf8(record.move, true))
            return true;
        // "e7e8" for a promotion the zone left without its piece.
        return record.move.kind() == Move::Promotion && n == 4 && text == std::string_view(uci).substr(0, 4);
    }
    char a[32];
    char b[Notation::MaxSanLength + 2];
    const QLatin1String recorded = record.textView();
    if (plainSan(text, a) == plainSan(std::string_view(recorded.data(), std::size_t(recorded.size())), b))
        return true;
    // Another spelling of the same move ("Ngf3" for "Nf3", "e8Q"): ask the chess core in the
    // position before that ply, while the position's history still reaches back to it.
    const std::size_t back = std::size_t(game.plies() - record.ply + 1);
    if (!game.m_validating || back > game.m_position.history().size())
        return false;
    Position before = game.m_position;
    for (std::size_t i = 0; i < back; ++i)
        before.unmakeMove();
    Notation::MoveError error;
    const Move move = Notation::parseSan(before, text, error);
    return error == Notation::MoveError::None && move == record.move;
}

bool LiveGameRegistry::reseat(LiveGame &game, const QString &fen)
{
    Result<Position> pos = chess::positionFromZoneFen(fen, &game.m_position); // a short FEN's castling from the game
    if (!pos) {
        qCWarning(lcEvent) << "game" << game.m_id << "zone FEN unreadable:" << fen;
        return false;
    }
    game.m_position = std::move(pos).value();
    game.m_validating = true;
    game.restartOutcome();
    return true;
}

void LiveGameRegistry::addAnomaly(LiveGame &game, Anomaly anomaly)
{
    for (const Anomaly &a : game.m_anomalies)
        if (a.kind == anomaly.kind && a.ply == anomaly.ply)
            return;
    qCInfo(lcEvent) << "game" << game.m_id << "anomaly" << Anomaly::kindName(anomaly.kind) << "at ply" << anomaly.ply
                    << "article" << anomaly.article;
    ++m_anomalyCount;
    game.m_anomalies.append(anomaly);
    m_pendingAnomalies.append({game.m_id, std::move(anomaly)});
    markDirty(game, game.m_anomalies.constLast().receivedMonotonicMs);
}

void LiveGameRegistry::markDirty(LiveGame &game, std::int64_t receivedMs)
{
    game.m_lastChangeMs = receivedMs;
    if (!game.m_dirty) {
        game.m_dirty = true;
        m_dirty.append(game.m_id);
    }
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void LiveGameRegistry::flush()
{
    m_flushTimer.stop();
    const QList<QPair<QString, Anomaly>> anomalies = std::exchange(m_pendingAnomalies, {});
    const QList<QString> dirty = std::exchange(m_dirty, {});
    for (const QString &id : dirty)
        if (LiveGame *g = m_byId.value(id, nullptr))
            g->m_dirty = false;
    for (const auto &[id, anomaly] : anomalies)
        Q_EMIT anomalyRecorded(id, anomaly);
    if (!dirty.isEmpty())
        Q_EMIT gamesChanged(dirty);
}

} // namespace arbiter::live
