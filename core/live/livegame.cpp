#include "core/live/livegame.h"

#include "core/chess/notation.h"
#include "core/chess/zonedialect.h"

#include <algorithm>
#include <cstring>
#include <utility>

namespace arbiter::live {

std::optional<std::int64_t> LiveGame::MoveRecord::whiteMs() const
{
    if (flags & HasWhiteClock)
        return whiteMsValue;
    return std::nullopt;
}

std::optional<std::int64_t> LiveGame::MoveRecord::blackMs() const
{
    if (flags & HasBlackClock)
        return blackMsValue;
    return std::nullopt;
}

QLatin1String LiveGame::MoveRecord::textView() const
{
    return QLatin1String(text, qsizetype(::strnlen(text, TextSize)));
}

QString LiveGame::MoveRecord::san() const
{
    if (validated() || (flags & RawIsSan))
        return QString(textView());
    return QString();
}

QString LiveGame::MoveRecord::uci() const
{
    if (validated())
        return chess::Notation::uci(move);
    if (flags & RawIsSan)
        return QString();
    return QString(textView());
}

LiveGame::LiveGame(QString id) : m_id(std::move(id)) { }

std::optional<Error> LiveGame::resetPosition()
{
    std::optional<Error> error;
    m_position = chess::Position();
    if (!m_pairing.initialFen.isEmpty()) {
        Result<chess::Position> start = chess::positionFromZoneFen(m_pairing.initialFen);
        if (start)
            m_position = std::move(start).value();
        else
            error = start.error();
    }
    m_clock = clock::ClockState(m_pairing.timeControl, m_position.sideToMove());
    restartOutcome();
    return error;
}

void LiveGame::restart()
{
    m_moves.clear();
    m_status = zone::ZoneStatus::Started;
    m_winner.reset();
    m_validating = true;
    m_initialSeen = false;
    m_aheadOfGap.clear();
    m_drawOffers.clear();
    m_pauses.clear();
    m_adjustments.clear();
    m_review.reset();
    m_endPlies = 0;
    m_autoDrawPly = {-1, -1, -1, -1};
    m_endedMs = -1;
    m_lastReadingMs = -1;
    ++m_restarts;
    m_restartPending = true;
    resetPosition();
}

void LiveGame::restartOutcome()
{
    m_outcome.reset();
    m_outcomeOffset = plies() - m_position.gamePly();
    m_outcome.update(m_position);
    noteAutomaticDraws();
}

void LiveGame::followOutcome()
{
    m_outcome.update(m_position);
    noteAutomaticDraws();
}

void LiveGame::noteAutomaticDraws()
{
    for (chess::DrawRule rule : {chess::DrawRule::Stalemate, chess::DrawRule::DeadPosition, chess::DrawRule::Threefold,
                                 chess::DrawRule::FiftyMoves}) {
        int &ply = m_autoDrawPly[std::size_t(rule)];
        if (ply < 0)
            if (const auto first = m_outcome.firstPly(rule))
                ply = *first + m_outcomeOffset;
    }
}

std::vector<LiveGame::AutomaticDraw> LiveGame::automaticDraws() const
{
    std::vector<AutomaticDraw> draws;
    for (chess::DrawRule rule : {chess::DrawRule::Stalemate, chess::DrawRule::DeadPosition, chess::DrawRule::Threefold,
                                 chess::DrawRule::FiftyMoves})
        if (const int ply = m_autoDrawPly[std::size_t(rule)]; ply >= 0)
            draws.push_back({rule, ply});
    std::stable_sort(draws.begin(), draws.end(),
                     [](const AutomaticDraw &a, const AutomaticDraw &b) { return a.ply < b.ply; });
    return draws;
}

std::optional<LiveGame::DrawOffer> LiveGame::pendingDrawOffer() const
{
    if (isEnded() || m_drawOffers.empty())
        return std::nullopt;
    const DrawOffer &offer = m_drawOffers.back();
    // Who was to move when it was made, from the side to move now and the plies in between.
    const int plies = this->plies();
    const bool sameParity = (plies - offer.ply) % 2 == 0;
    const chess::Color toMove = m_position.sideToMove();
    const bool offererToMove = sameParity ? toMove == offer.side : toMove != offer.side;
    if (plies <= offer.ply + (offererToMove ? 1 : 0))
        return offer;
    return std::nullopt;
}

std::optional<Error> LiveGame::setPairing(const zone::Pairing &pairing)
{
    const bool startChanged
        = pairing.initialFen != m_pairing.initialFen || !(pairing.timeControl == m_pairing.timeControl);
    m_pairing = pairing;
    if (startChanged && m_moves.empty() && m_clock.status() == clock::ClockState::Status::NotStarted)
        return resetPosition();
    return std::nullopt;
}

std::optional<std::uint8_t> LiveGame::feedHealth(chess::Color side, vcs::FeedKind feed) const
{
    const std::int16_t h = m_feedHealth[side][feed];
    if (h < 0)
        return std::nullopt;
    return std::uint8_t(h);
}

bool LiveGame::hasFeedProblem(chess::Color side) const
{
    for (std::int16_t h : m_feedHealth[side])
        if (h > 0)
            return true;
    return false;
}

std::optional<bool> LiveGame::isOnVcs(chess::Color side) const
{
    if (m_onVcs[side] < 0)
        return std::nullopt;
    return m_onVcs[side] == 1;
}

std::optional<bool> LiveGame::isConnected(chess::Color side) const
{
    if (m_connected[side] < 0)
        return std::nullopt;
    return m_connected[side] == 1;
}

std::size_t LiveGame::memoryBytes() const
{
    auto stringBytes = [](const QString &s) { return std::size_t(s.capacity()) * sizeof(QChar); };
    std::size_t bytes = sizeof(LiveGame);
    bytes += stringBytes(m_id) + stringBytes(m_pairing.round) + stringBytes(m_pairing.white)
        + stringBytes(m_pairing.black) + stringBytes(m_pairing.whiteId) + stringBytes(m_pairing.blackId)
        + stringBytes(m_pairing.initialFen);
    bytes += m_position.history().capacity() * sizeof(chess::Position::Undo);
    bytes += m_moves.capacity() * sizeof(MoveRecord);
    bytes += m_drawOffers.capacity() * sizeof(DrawOffer) + m_disconnections.capacity() * sizeof(Disconnection)
        + m_pauses.capacity() * sizeof(Pause) + m_adjustments.capacity() * sizeof(ClockAdjustment)
        + m_vcsAbsences.capacity() * sizeof(Disconnection);
    for (const vcs::VcsEvent &e : m_vcsLog)
        bytes += sizeof(vcs::VcsEvent) + stringBytes(e.gameId) + stringBytes(e.detail);
    for (const Anomaly &a : m_anomalies)
        bytes += sizeof(Anomaly) + stringBytes(a.article) + stringBytes(a.text());
    return bytes;
}

} // namespace arbiter::live
