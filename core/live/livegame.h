#pragma once

#include "core/chess/gamereview.h"
#include "core/chess/outcome.h"
#include "core/chess/position.h"
#include "core/chess/types.h"
#include "core/chess/unwinnability.h"
#include "core/clock/clockstate.h"
#include "core/live/anomaly.h"
#include "core/vcs/vcsevent.h"
#include "core/zone/zoneevent.h"
#include "core/zone/zonestatus.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace arbiter::live {

class LiveGameRegistry;

// One game as the console knows it from the game zone: the pairing, the position validated move by
// move with the chess core, a compact record of every ply with both clocks, the clock state, the
// zone's status, and the facts the regulations need (draw offers, disconnections, pauses,
// adjustments) plus every anomaly found on the way. Only LiveGameRegistry creates and changes it;
// everyone else reads it through a const pointer, so there is exactly one owner of game state.
class LiveGame
{
    Q_DECLARE_TR_FUNCTIONS(LiveGame)

public:
    // One ply, 48 bytes: a tailed 60-move game keeps its whole history in about 6 KB. The SAN is
    // stored (it needs the position before the move to write); UCI is derived from the move.
    struct MoveRecord
    {
        enum Flag : std::uint8_t {
            HasWhiteClock = 0x1,
            HasBlackClock = 0x2,
            Illegal = 0x4, // the chess core rejected it (an anomaly was recorded)
            Unvalidated = 0x8, // validation was suspended (after an illegal move without a zone FEN)
            RawIsSan = 0x10 // for an illegal or unvalidated move: `text` is the zone's SAN, else its UCI
        };
        static constexpr int TextSize = 9; // SAN body (≤ 8) + check suffix

        std::int64_t whiteMsValue = 0; // both clocks after the move, when the zone sent them
        std::int64_t blackMsValue = 0;
        std::int64_t zoneTimestampMs = 0; // the zone's time stamp (epoch ms), 0 when not sent
        std::int64_t receivedMonotonicMs = 0; // when the console received it
        std::int32_t ply = 0; // 1 = the first move from the initial position
        chess::Move move; // none when the move is illegal or was not validated
        std::uint8_t flags = 0;
        // The strict SAN of a validated move; otherwise the zone's text as sent (cut to TextSize;
        // the anomaly keeps it whole). Not NUL-terminated when all TextSize bytes are used.
        char text[TextSize] = {};

        bool validated() const { return !(flags & (Illegal | Unvalidated)); }
        bool illegal() const { return flags & Illegal; }
        std::optional<std::int64_t> whiteMs() const;
        std::optional<std::int64_t> blackMs() const;
        // SAN ("Nf3", "O-O", "exd8=Q+"); for an unvalidated move the zone's SAN, or empty.
        QString san() const;
        // UCI with castling as e1g1 ("e2e4", "e7e8q"); for an unvalidated move the zone's UCI, or empty.
        QString uci() const;
        QLatin1String textView() const;
    };

    // Art. 8.6: the zone records a draw offer next to the player's move.
    struct DrawOffer
    {
        int ply = 0; // plies played when the offer was made
        chess::Color side = chess::White;
        std::int64_t zoneTimestampMs = 0;
        std::int64_t receivedMonotonicMs = 0;
    };

    // Art. 11: one disconnection of one player, open until the reconnection arrives.
    struct Disconnection
    {
        chess::Color side = chess::White;
        int ply = 0; // plies played when the player disconnected
        std::int64_t fromZoneMs = 0;
        std::int64_t fromMonotonicMs = 0;
        int reconnectPly = -1; // -1 while still disconnected
        std::int64_t toZoneMs = 0;
        std::int64_t toMonotonicMs = -1;
        bool movedOffVcs = false; // VCS absences: the player moved meanwhile (Art. 13.3), reported once

        bool open() const { return toMonotonicMs < 0; }
        // How long the player was away, once back: by the zone's clock when it stamped both ends (a
        // simulator at speed runs faster than ours), else by our receive times. The one rule for
        // every place that reports the duration (incident queue, focused board).
        std::int64_t awayMs() const
        {
            if (fromZoneMs > 0 && toZoneMs > 0)
                return toZoneMs - fromZoneMs;
            return toMonotonicMs - fromMonotonicMs;
        }
        // How long the player was away (up to `nowMonotonicMs` on our clock while still away).
        std::int64_t durationMs(std::int64_t nowMonotonicMs) const
        {
            return open() ? nowMonotonicMs - fromMonotonicMs : awayMs();
        }
    };

    // Art. 15.6: both clocks stopped by the zone (for this game or the whole round).
    struct Pause
    {
        int ply = 0;
        std::int64_t fromZoneMs = 0;
        std::int64_t fromMonotonicMs = 0;
        std::int64_t toZoneMs = 0;
        std::int64_t toMonotonicMs = -1; // -1 while paused
        bool open() const { return toMonotonicMs < 0; }
        // How long the clocks stood, once resumed: the same rule as Disconnection::awayMs().
        std::int64_t durationMs() const
        {
            if (fromZoneMs > 0 && toZoneMs > 0)
                return toZoneMs - fromZoneMs;
            return toMonotonicMs - fromMonotonicMs;
        }
    };

    // The zone changed a clock (an arbiter's time adjustment, Art. 10.5 / 10.9, or added time).
    struct ClockAdjustment
    {
        int ply = 0;
        chess::Color side = chess::White;
        std::int64_t deltaMs = 0;
        std::int64_t zoneTimestampMs = 0;
        std::int64_t receivedMonotonicMs = 0;
    };

    // The console's own check of a finished game against the zone's result (Art. 4.5, 5.1, 5.4,
    // 11.4, 15.3, 15.4), kept as data so that incident detectors decide on fields, never on
    // translated text. Made for every finished game whose moves were validated.
    struct ResultReview
    {
        using FlagFallVerdict = chess::UnwinnabilityAnalyzer::FlagFallVerdict;
        using DeadVerdict = chess::UnwinnabilityAnalyzer::DeadVerdict;

        int ply = 0; // plies played when the zone ended the game
        zone::ZoneStatus zoneStatus = zone::ZoneStatus::Created;
        QString zoneResult; // "1-0", "0-1", "1/2-1/2"
        // The result the rules give, empty when the board alone does not decide it (resignation,
        // agreement, an undetermined flag fall, a draw claim).
        QString expected;
        // A flag fall (OutOfTime) or a player who left the game and lost on time (Timeout, Art. 11.4):
        // whose flag fell and the Art. 4.5 verdict on it.
        std::optional<chess::Color> flagged;
        std::optional<FlagFallVerdict> flagVerdict;
        // The first automatic draw on the board (Art. 5.4) and the game ply after which it arose.
        std::optional<chess::DrawRule> autoDrawRule;
        int autoDrawPly = -1;
        // A zone draw by an insufficient-material claim with no ending on the board: is the final
        // position dead (FIDE 5.2.2)? NotDead means mate was still possible (Art. 15.4).
        std::optional<DeadVerdict> deadPosition;
        // The zone says checkmate or stalemate but the board does not show it (or names the mated
        // side the winner).
        bool statusContradictsBoard = false;
        QList<chess::GameReview::Finding> findings; // translated, each with its article

        bool isDraw() const { return zoneResult == QLatin1String("1/2-1/2"); }
        // The rules give another result than the zone's.
        bool disagrees() const { return !expected.isEmpty() && expected != zoneResult; }
        // Art. 15.4: the zone scored a draw although mate was still possible.
        bool drawWhileMatePossible() const
        {
            return isDraw() && ((flagVerdict == FlagFallVerdict::Loss) || (deadPosition == DeadVerdict::NotDead));
        }
        // The bounded analysis could not decide (flag fall or draw claim): the arbiter decides.
        bool arbiterDecides() const
        {
            return flagVerdict == FlagFallVerdict::Undetermined || deadPosition == DeadVerdict::Undetermined;
        }
        // Anything that needs an arbiter's eye.
        bool needsArbiter() const
        {
            return disagrees() || drawWhileMatePossible() || statusContradictsBoard || arbiterDecides();
        }
    };

    // Art. 5.4: an automatic draw reached on the board while the game was followed.
    struct AutomaticDraw
    {
        chess::DrawRule rule = chess::DrawRule::Stalemate;
        int ply = 0; // the game ply after which it arose (0: the starting position)
    };

    const QString &id() const { return m_id; }
    // The pairing as the zone plays it (players with the colours the zone seated them in).
    const zone::Pairing &pairing() const { return m_pairing; }
    // The zone seated the players the other way round from the pairing it first listed (Art. 15.2);
    // scheduledPairing() is that first pairing.
    bool coloursReversed() const { return m_coloursReversed; }
    const zone::Pairing &scheduledPairing() const { return m_coloursReversed ? m_scheduled : m_pairing; }
    // The position after the last validated ply (re-seated from the zone's FEN after an illegal move
    // or a mismatch, so its history may start later than the game).
    const chess::Position &position() const { return m_position; }
    const std::vector<MoveRecord> &moves() const { return m_moves; }
    // Plies known so far (the last record's ply).
    int plies() const { return int(m_moves.size()); }
    const clock::ClockState &clock() const { return m_clock; }
    zone::ZoneStatus status() const { return m_status; }
    std::optional<chess::Color> winner() const { return m_winner; }
    // The PGN result the zone's status and winner amount to ("*" while running).
    QLatin1String result() const { return zone::ZoneStatusInfo::pgnResult(m_status, m_winner); }
    bool isEnded() const { return zone::ZoneStatusInfo::isTerminal(m_status); }
    // The zone ended the game after more plies than have come so far (its end overtook its last
    // moves on the way): the result is checked against the board once they are here.
    bool awaitingLastMoves() const { return isEnded() && m_endPlies > plies(); }
    // False after an illegal move that came without a zone FEN: the moves that follow are recorded
    // as sent but not validated until a FEN from the zone re-seats the position.
    bool validating() const { return m_validating; }

    const std::vector<DrawOffer> &drawOffers() const { return m_drawOffers; }
    const std::vector<Disconnection> &disconnections() const { return m_disconnections; }
    // Art. 13: when each player's feeds left the VCS and came back (the same shape as a zone
    // disconnection), from the simulator's stream, the video server or an arbiter's mark.
    const std::vector<Disconnection> &vcsAbsences() const { return m_vcsAbsences; }
    // On the VCS now; nullopt until anything was reported (a player is taken to be on it). Merged
    // from every source that reported (vcs::PresenceMerge).
    std::optional<bool> isOnVcs(chess::Color side) const;
    // Every VCS fact about either player, in arrival order (their VCS timeline: which source said
    // what, when), with the registry's receive time.
    const std::vector<vcs::VcsEvent> &vcsLog() const { return m_vcsLog; }
    // A feed's health now (vcs::FeedHealth flags), or nullopt while the console has not watched it.
    std::optional<std::uint8_t> feedHealth(chess::Color side, vcs::FeedKind feed) const;
    // Any feed of the player with a problem now (lost, dark, frozen or silent).
    bool hasFeedProblem(chess::Color side) const;
    // Whether the zone last reported the player connected; empty until it said anything.
    std::optional<bool> isConnected(chess::Color side) const;
    // When the player first connected (Art. 8.5 arrival), -1 if never reported.
    std::int64_t firstConnectedMonotonicMs(chess::Color side) const { return m_firstConnectedMs[side]; }
    const std::vector<Pause> &pauses() const { return m_pauses; }
    const std::vector<ClockAdjustment> &adjustments() const { return m_adjustments; }
    const QList<Anomaly> &anomalies() const { return m_anomalies; }
    // Art. 8.6 / 5.3: the last draw offer while it stands. An offer cannot be withdrawn and lapses
    // when the opponent answers it with a move: made with the offerer to move, it stands through the
    // offerer's move and lapses with the next; made after the offerer's move, it lapses with the
    // next ply. Nothing is pending once the game has ended.
    std::optional<DrawOffer> pendingDrawOffer() const;
    // The console's check of the zone's result, once a finished game was checked.
    const std::optional<ResultReview> &review() const { return m_review; }
    // The automatic draws (Art. 5.4) the board reached, each rule once at its first ply, in ply order.
    // Found move by move as the zone's moves are validated (following starts afresh when the position
    // is re-seated from the zone's FEN); the zone should have ended the game there (Art. 15.3).
    std::vector<AutomaticDraw> automaticDraws() const;
    // The game ply after which that automatic draw first arose, or -1.
    int automaticDrawPly(chess::DrawRule rule) const { return m_autoDrawPly[std::size_t(rule)]; }

    std::int64_t startedMonotonicMs() const { return m_startedMs; } // -1 until GameStarted or the first move
    std::int64_t endedMonotonicMs() const { return m_endedMs; } // -1 until GameEnded
    std::int64_t lastChangeMonotonicMs() const { return m_lastChangeMs; }
    // How often the zone restarted the game from its initial position (Art. 15.2, 18.9 c/d).
    int restarts() const { return m_restarts; }

    // Heap and object bytes this game holds (approximate: container capacities, not allocator slack),
    // for the memory budget of 1000 tailed games.
    std::size_t memoryBytes() const;

private:
    friend class LiveGameRegistry;

    explicit LiveGame(QString id);
    // Sets the pairing; while no move is known, also the initial position and the time control.
    // Fails (keeping the standard start) when the pairing's initial FEN cannot be read.
    std::optional<Error> setPairing(const zone::Pairing &pairing);
    std::optional<Error> resetPosition();
    // The zone restarted the game: moves, clocks, offers, pauses, adjustments and the result check
    // start afresh; connections, anomalies (the incidents they raised stay) and the pairing stay.
    void restart();
    // Starts following automatic endings afresh from the current position (set up or re-seated).
    void restartOutcome();
    // Feeds the position after a validated ply to the outcome tracker.
    void followOutcome();
    void noteAutomaticDraws();

    QString m_id;
    zone::Pairing m_pairing;
    zone::Pairing m_scheduled; // the first listed pairing, once the colours turned out reversed
    bool m_coloursReversed = false;
    chess::Position m_position;
    std::vector<MoveRecord> m_moves;
    clock::ClockState m_clock;
    zone::ZoneStatus m_status = zone::ZoneStatus::Created;
    std::optional<chess::Color> m_winner;
    bool m_validating = true;
    bool m_initialSeen = false; // the zone's ply-0 line (initial position) was taken
    // Plies that came before the ones in front of them (a gap): applied, in order, once it is filled.
    std::map<int, zone::ZoneEvent> m_aheadOfGap;
    bool m_dirty = false; // changed since the registry last notified
    std::array<std::int8_t, 2> m_connected = {-1, -1}; // -1 unknown, 0 disconnected, 1 connected
    std::array<std::int64_t, 2> m_firstConnectedMs = {-1, -1};
    std::vector<DrawOffer> m_drawOffers;
    std::vector<Disconnection> m_disconnections;
    std::vector<Disconnection> m_vcsAbsences;
    std::array<std::int8_t, 2> m_onVcs = {-1, -1}; // -1 unknown, 0 off, 1 on (the merged presence)
    std::array<vcs::PresenceMerge, 2> m_presence;
    std::vector<vcs::VcsEvent> m_vcsLog;
    std::array<std::array<std::int16_t, vcs::FeedKinds::count>, 2> m_feedHealth
        = {{{-1, -1, -1, -1}, {-1, -1, -1, -1}}};
    std::vector<Pause> m_pauses;
    std::vector<ClockAdjustment> m_adjustments;
    QList<Anomaly> m_anomalies;
    std::optional<ResultReview> m_review;
    int m_endPlies = 0; // the plies the zone counted at its end, when it said (0: not said)
    chess::OutcomeTracker m_outcome;
    int m_outcomeOffset = 0; // game ply of the position the tracker started from
    std::array<int, 4> m_autoDrawPly = {-1, -1, -1, -1}; // per chess::DrawRule, -1 until reached
    std::int64_t m_startedMs = -1;
    std::int64_t m_endedMs = -1;
    int m_restarts = 0;
    bool m_restartPending = false; // restarted; the next pairing the zone lists is taken as seated
    std::int64_t m_lastChangeMs = 0;
    std::int64_t m_lastReadingMs = -1; // receive time of the last clock reading
    std::uint64_t m_lastReadingBatch = 0; // the registry's apply() call that brought it
    int m_order = 0; // first-seen order, the tie-break for the board order
};

} // namespace arbiter::live
