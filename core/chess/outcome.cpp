#include "core/chess/outcome.h"

#include "core/chess/staticunwinnability.h"

#include <unordered_map>

namespace arbiter::chess {

namespace {

// Identifies the pawn structure and the material: it changes exactly on captures, pawn moves and
// promotions, the only moves that can change what the static dead-position proof concludes.
Key structureKey(const Position &pos)
{
    Key k = 0;
    for (Bitboard b = pos.pieces(Pawn); b;) {
        const Square s = bb::popLsb(b);
        k ^= Position::pieceKey(pos.pieceAt(s), s);
    }
    for (Color c : {White, Black}) {
        for (PieceType t : {Knight, Bishop, Rook, Queen}) {
            const Bitboard pieces = pos.pieces(c, t);
            k ^= Position::pieceKey(makePiece(c, t), bb::popcount(pieces)) * 3;
            if (t == Bishop)
                k ^= Position::pieceKey(makePiece(c, King), bb::popcount(pieces & bb::DarkSquares)) * 5;
        }
    }
    return k;
}

// The static proof for a whole position, remembered per thread by the position's key: the games of a
// round all start from the same position, and a thousand of them listed at once would otherwise
// each prove it again on the zone's thread (10 ms at 1000 games).
std::array<bool, 2> provedStatically(const Position &pos)
{
    thread_local std::unordered_map<Key, std::array<bool, 2>> proofs;
    if (const auto known = proofs.find(pos.key()); known != proofs.end())
        return known->second;
    if (proofs.size() >= 4096)
        proofs.clear();
    const auto proved = provedUnwinnableStatically(pos);
    proofs.emplace(pos.key(), proved);
    return proved;
}

} // namespace

QLatin1String drawRuleName(DrawRule rule)
{
    switch (rule) {
    case DrawRule::Threefold: return QLatin1String("threefold");
    case DrawRule::FiftyMoves: return QLatin1String("fifty_moves");
    case DrawRule::Stalemate: return QLatin1String("stalemate");
    case DrawRule::DeadPosition: break;
    }
    return QLatin1String("dead_position");
}

std::optional<DrawRule> drawRuleFromName(QStringView name)
{
    for (DrawRule rule : {DrawRule::Stalemate, DrawRule::DeadPosition, DrawRule::Threefold, DrawRule::FiftyMoves})
        if (name == drawRuleName(rule))
            return rule;
    return std::nullopt;
}

LocalText drawRuleLocalText(DrawRule rule)
{
    const auto message = [](const char *source) { return LocalText::message("arbiter::chess::Outcome", source); };
    switch (rule) {
    case DrawRule::Threefold: return message(QT_TRANSLATE_NOOP("arbiter::chess::Outcome", "Threefold repetition"));
    case DrawRule::FiftyMoves: return message(QT_TRANSLATE_NOOP("arbiter::chess::Outcome", "50-move rule"));
    case DrawRule::Stalemate: return message(QT_TRANSLATE_NOOP("arbiter::chess::Outcome", "Stalemate"));
    case DrawRule::DeadPosition: break;
    }
    return message(QT_TRANSLATE_NOOP("arbiter::chess::Outcome", "Dead position"));
}

QString drawRuleText(DrawRule rule)
{
    return drawRuleLocalText(rule).toString();
}

QLatin1String positionStatusName(PositionStatus status)
{
    switch (status) {
    case PositionStatus::Checkmate: return QLatin1String("checkmate");
    case PositionStatus::Stalemate: return QLatin1String("stalemate");
    case PositionStatus::DeadPosition: return QLatin1String("dead_position");
    case PositionStatus::Ongoing: break;
    }
    return QLatin1String("ongoing");
}

QString positionStatusText(PositionStatus status)
{
    switch (status) {
    case PositionStatus::Checkmate: return QCoreApplication::translate("arbiter::chess::Outcome", "Checkmate");
    case PositionStatus::Stalemate: return drawRuleText(DrawRule::Stalemate);
    case PositionStatus::DeadPosition: return drawRuleText(DrawRule::DeadPosition);
    case PositionStatus::Ongoing: break;
    }
    return QCoreApplication::translate("arbiter::chess::Outcome", "Game in progress");
}

PositionStatus positionStatus(const Position &pos, UnwinnabilityAnalyzer *analyzer)
{
    if (!pos.hasLegalMove())
        return pos.inCheck() ? PositionStatus::Checkmate : PositionStatus::Stalemate;
    if (cannotMateByMaterial(pos, White) && cannotMateByMaterial(pos, Black))
        return PositionStatus::DeadPosition;
    if (analyzer && analyzer->deadPosition(pos) == UnwinnabilityAnalyzer::DeadVerdict::Dead)
        return PositionStatus::DeadPosition;
    return PositionStatus::Ongoing;
}

int repetitionCount(const Position &pos)
{
    // Positions before the last capture or pawn move have other material or pawns, so the search
    // stops at the halfmove clock; a null move passes the turn and keeps the parity.
    const auto &history = pos.history();
    const int ply = pos.gamePly();
    const int limit = std::min(pos.halfmoveClock(), ply);
    int count = 1;
    for (int back = 2; back <= limit; back += 2)
        if (history[std::size_t(ply - back)].key == pos.key())
            ++count;
    return count;
}

OutcomeTracker::OutcomeTracker() : OutcomeTracker(Options{}) { }

OutcomeTracker::OutcomeTracker(Options options) : m_options(options) { }

OutcomeTracker::~OutcomeTracker() = default;
OutcomeTracker::OutcomeTracker(OutcomeTracker &&) noexcept = default;
OutcomeTracker &OutcomeTracker::operator=(OutcomeTracker &&) noexcept = default;

void OutcomeTracker::reset()
{
    m_first = {};
    m_checkmatePly.reset();
    m_lastStatus = PositionStatus::Ongoing;
    m_lastRepetitions = 0;
    m_structureSeen = false;
    m_structureDead = false;
    m_occurrences.clear();
    m_countedPly = -1;
    m_countedKey = 0;
}

// The position follows the last one counted when it is one ply later and its history says it was
// reached from it; then a capture or pawn move (halfmove clock 0) empties the table, since no
// earlier position can recur. Otherwise the table is rebuilt from the history, back to the last
// irreversible move, as repetitionCount() looks.
int OutcomeTracker::countRepetition(const Position &pos)
{
    const int ply = pos.gamePly();
    const auto &history = pos.history();
    const bool follows
        = m_countedPly >= 0 && ply == m_countedPly + 1 && !history.empty() && history.back().key == m_countedKey;
    if (!follows || pos.halfmoveClock() == 0) {
        m_occurrences.clear();
        if (!follows) {
            const int limit = std::min(pos.halfmoveClock(), ply);
            for (int back = limit; back >= 1; --back)
                ++m_occurrences[history[std::size_t(ply - back)].key];
        }
    }
    m_countedPly = ply;
    m_countedKey = pos.key();
    return ++m_occurrences[pos.key()];
}

void OutcomeTracker::record(DrawRule rule, int ply)
{
    auto &first = m_first[index(rule)];
    if (!first)
        first = ply;
}

// Material rule every time; the static proof once per pawn structure and material; the search only
// when one side is already proved unable to mate (typically a bare king), once per structure.
bool OutcomeTracker::isDead(const Position &pos)
{
    const bool whiteCannot = cannotMateByMaterial(pos, White);
    const bool blackCannot = cannotMateByMaterial(pos, Black);
    if (whiteCannot && blackCannot)
        return true;
    const Key structure = structureKey(pos);
    if (m_structureSeen && structure == m_lastStructure)
        return m_structureDead;
    m_structureSeen = true;
    m_lastStructure = structure;
    const auto proved = provedStatically(pos);
    const bool white = proved[White];
    const bool black = proved[Black];
    bool dead = white && black;
    if (!dead && (white || black)) {
        UnwinnabilityAnalyzer *analyzer = m_options.sharedAnalyzer;
        if (!analyzer) {
            if (!m_analyzer)
                m_analyzer = std::make_unique<UnwinnabilityAnalyzer>(m_options.deadPositionLimits);
            analyzer = m_analyzer.get();
        }
        const auto analysis = analyzer->analyze(pos, white ? Black : White);
        dead = analysis.verdict == UnwinnabilityAnalyzer::Verdict::Unwinnable;
    }
    m_structureDead = dead;
    return dead;
}

void OutcomeTracker::update(const Position &pos)
{
    const int ply = pos.gamePly();
    m_lastRepetitions = countRepetition(pos);
    if (!pos.hasLegalMove()) {
        if (pos.inCheck()) {
            m_lastStatus = PositionStatus::Checkmate;
            if (!m_checkmatePly)
                m_checkmatePly = ply;
            return; // checkmate ends the game, even on the 100th half-move (FIDE 9.6.2)
        }
        m_lastStatus = PositionStatus::Stalemate;
        record(DrawRule::Stalemate, ply);
    } else if (m_options.detectDeadPositions && isDead(pos)) {
        m_lastStatus = PositionStatus::DeadPosition;
        record(DrawRule::DeadPosition, ply);
    } else {
        m_lastStatus = PositionStatus::Ongoing;
    }
    if (m_lastRepetitions >= 3)
        record(DrawRule::Threefold, ply);
    if (pos.halfmoveClock() >= 100)
        record(DrawRule::FiftyMoves, ply);
}

std::optional<OutcomeTracker::Ending> OutcomeTracker::firstEnding() const
{
    std::optional<Ending> best;
    if (m_checkmatePly)
        best = Ending{PositionStatus::Checkmate, std::nullopt, *m_checkmatePly};
    for (DrawRule rule : {DrawRule::Stalemate, DrawRule::DeadPosition, DrawRule::Threefold, DrawRule::FiftyMoves}) {
        const auto ply = m_first[index(rule)];
        if (ply && (!best || *ply < best->ply))
            best = Ending{PositionStatus::Ongoing, rule, *ply};
    }
    return best;
}

} // namespace arbiter::chess
