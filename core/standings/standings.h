#pragma once

#include "core/event/pairingrecord.h"
#include "core/event/playerrecord.h"
#include "core/standings/tiebreak.h"

#include <QCoreApplication>
#include <QDate>
#include <QLatin1String>
#include <QList>
#include <QSet>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::standings {

// What one round was for one player, as the tie-break regulations tell rounds apart (C.07 Art. 16):
// a game over the board, or an unplayed round of one kind or another.
struct RoundOutcome
{
    Q_DECLARE_TR_FUNCTIONS(RoundOutcome)

public:
    enum class Kind : std::uint8_t {
        Win,
        Draw,
        Loss,
        ForfeitWin, // the opponent did not come (Art. 7.1 of the online regulations, TRF "+")
        ForfeitLoss, // "-"; also each side of a double forfeit
        FullBye, // a requested full-point bye ("F")
        HalfBye, // a requested half-point bye ("H")
        ZeroBye, // a known absence ("Z"), also a withdrawn player's rounds
        PairingBye, // the pairing-allocated bye of the odd player out ("U")
        NotPlayed, // paired, but the game will not be played and scores nothing
        Pending, // paired, no result yet
        Absent, // not in this round's pairings at all (withdrawn, or not paired)
    };
    enum class Colour : std::uint8_t { None, White, Black };

    Kind kind = Kind::Absent;
    int opponent = 0; // starting rank; 0 = none
    Colour colour = Colour::None; // as paired (also for a forfeit); None when the file gave none
    double points = 0;
    bool shortGame = false; // lasted under one move (TRF W, D, L)

    // A game over the board (win, draw, loss; TRF's W, D, L of a game under one move too): the rounds
    // the game-counting tie-breaks count.
    bool played() const { return kind == Kind::Win || kind == Kind::Draw || kind == Kind::Loss; }
    // A voluntary unplayed round (VUR, C.07 Art. 16.1.2): a requested bye (half or zero point, an
    // absence, a game not played) or a forfeit lost. A pairing-allocated or full-point bye and a forfeit
    // won are not.
    bool voluntarilyUnplayed() const;
    // A requested bye (Art. 16.1.1): half or zero point, an absence, a game not played.
    bool requestedBye() const;
    bool forfeit() const { return kind == Kind::ForfeitWin || kind == Kind::ForfeitLoss; }
    // TRF's result letter for this round ("1", "=", "0", "W", "D", "L", "+", "-", "F", "H", "Z", "U", " ").
    QChar trfCode() const;
};

// Points per kind of round (TRF-2026 record 162); the default is FIDE's 1, ½, 0 with 1 for a forfeit
// won, a full-point and a pairing-allocated bye, ½ for a half-point bye.
struct PointSystem
{
    double win = 1.0;
    double draw = 0.5;
    double loss = 0.0;
    double pairingBye = 1.0;
    double points(RoundOutcome::Kind kind) const;
};

// Points given or taken outside the results: a score deduction (Art. 10.9.6 of the online
// regulations), abnormal points of TRF-2026 record 299.
struct ScoreAdjustment
{
    int player = 0;
    int round = 0; // the round from which it counts
    double points = 0;
    QString reason;
};

// Which edition of the FIDE Tie-Break Regulations: the one in force when the event starts. They differ
// only in the dummy opponent of a player's own unplayed rounds (Art. 16.4): from 1 March 2026 its score
// is capped.
enum class TieBreakRules : std::uint8_t { Fide2024, Fide2026 };
// The edition in force on `start` (the 2026 one from 1 March 2026; an unknown date gets it too).
TieBreakRules tieBreakRulesOn(const QDate &start);
// Stable names for settings: "fide2024", "fide2026".
QLatin1String tieBreakRulesName(TieBreakRules rules);
std::optional<TieBreakRules> tieBreakRulesFromName(QStringView name);

// One line of the standings after a round.
struct StandingsRow
{
    int rank = 0; // 1-based; participants still tied after every tie-break share a rank
    int player = 0; // starting rank
    double points = 0; // with the adjustments
    double adjustment = 0; // points beyond the rounds' results (rulings, a file's own totals); 0 = none
    QList<double> tieBreaks; // in the order the event chose them; DE: points among the tied group
    QList<RoundOutcome> rounds; // round 1 at index 0
    int gamesPlayed = 0; // over the board
    int pending = 0; // paired, no result yet
};

// The standings of an individual event after any round: points from the results (after rulings,
// as the pairings carry them), adjustments, then the event's tie-breaks in order (C.07), each applied
// within the groups the earlier ones left tied (Art. 4.2); players tied after all share a rank.
// Unplayed rounds as Art. 16 says: a withdrawn player's trailing requested byes count as draws for the
// opponents' Buchholz and Sonneborn-Berger, a player's own unplayed rounds as games against a dummy
// with the player's own score (capped from 2026), and cut modifiers cut a VUR first (Art. 16.5).
// Choices where the regulations leave it open: a game under one move counts as played; a cut never
// leaves fewer than one value; ARO counts rated opponents only (an unrated opponent is left out).
class Standings
{
    Q_DECLARE_TR_FUNCTIONS(Standings)

public:
    struct Input
    {
        QList<event::PlayerRecord> players;
        QList<event::PairingRecord> pairings; // results after rulings
        QList<ScoreAdjustment> adjustments;
        QList<TieBreak> tieBreaks;
        PointSystem pointSystem;
        int afterRound = 0; // the standings after this round; 0 = lastRound()
        int plannedRounds = 0; // the rounds the event will have (the 2026 dummy cap); 0 = so far
        TieBreakRules rules = TieBreakRules::Fide2026;
        // Players expelled from the event (Art. 10.9.9), and what the event's regulations say of the
        // points they scored before (Appendix I A.9): they stand, or go to their opponents (a game the
        // expelled player won or drew counts as lost by them and won by the opponent).
        QSet<int> expelled;
        bool expelledPointsToOpponents = false;
    };

    // Every player in the input, ranked. Pairings naming a starting rank with no player are left out
    // of the table (and of everyone's tie-breaks).
    static QList<StandingsRow> compute(const Input &input);
    // Points and tie-break values as people write them: 6, 4.5, 4.75 (no trailing zeros; "." as the point).
    static QString numberText(double value);
    // The last round with a game that has a result (byes requested for later rounds do not count), else
    // the last round paired.
    static int lastRound(const QList<event::PairingRecord> &pairings);
    // Each player's rounds 1..rounds, from the pairings; the map is keyed by starting rank.
    static QHash<int, QList<RoundOutcome>> outcomes(const Input &input, int rounds);
};

} // namespace arbiter::standings
