#pragma once

#include "sim/enginesearch.h"

#include <QList>
#include <QRandomGenerator>
#include <QString>

#include <cstdint>

namespace arbiter::zone::sim {

// The chess side of a simulated player: how hard it searches and which of the engine's candidate
// moves it plays. A full-strength engine would make every game a grandmaster game; arbiters need
// rounds with mistakes, varied openings and lost positions that end in resignations, so the player
// plays from a MultiPV list: in the first plies any of the near-equal top moves (varied openings),
// later mostly the best move, sometimes a slightly worse one (softmax over the scores, wider for
// lower ratings) and now and then a real mistake. It also decides resignations and draw offers.
//
// Pure decision code: no process, no clock. Each player owns a generator seeded by the round, and
// every call draws a fixed number of values, so a seed replays the same choices for the same
// candidate lists.
class EnginePlayerModel
{
public:
    struct SearchPlan
    {
        int nodes = 0; // "go nodes"
        int multiPv = 1;
    };

    struct Choice
    {
        QString move; // UCI; empty when there were no candidates
        int rank = 0; // the candidate's MultiPV rank (1 = the engine's choice)
        int lossCp = 0; // how much worse than the best candidate, in centipawns (mates capped)
        bool mistake = false; // picked by the mistake draw, not by the softmax or the opening choice
    };

    // Candidates the player considers per move.
    static constexpr int MultiPv = 4;

    // rating: the player's nominal rating (Elo-like, 800–2900 is meaningful).
    EnginePlayerModel(int rating, std::uint64_t seed);

    int rating() const { return m_rating; }
    // Plies (from the game start, counting both sides) during which the player varies its opening.
    int openingPlies() const { return m_openingPlies; }

    // Typical nodes for this rating, before the per-move variation.
    static int nominalNodes(int rating);
    // Chance that a move after the opening is a deliberate mistake.
    static double mistakeRate(int rating);

    // The search for the move at `ply` (0 = White's first move). Draws from the generator.
    SearchPlan plan(int ply);
    // Picks among the candidates the engine returned for `ply`. Draws from the generator.
    Choice choose(int ply, const QList<EngineCandidate> &candidates);
    // After each own move: the evaluation (for the mover, as comparableScore()) of the position it
    // moved from. A player resigns once it has been clearly lost for a few moves in a row; weaker
    // players play on longer. Draws from the generator.
    bool resignsAfter(int ply, int bestScoreForMover);
    // After each own move, like resignsAfter(): once the game has been level for a while, the player
    // offers a draw now and then (Art. 9.1 agreements are a large share of real results).
    bool offersDrawAfter(int ply, int bestScoreForMover);
    // The answer to the opponent's offer, given this player's evaluation of the position: mostly yes
    // when level or worse, rarely when better. Draws from the generator.
    bool acceptsDraw(int ply, int scoreForPlayer);

private:
    int m_rating;
    QRandomGenerator m_rng;
    int m_openingPlies = 8;
    int m_lostMoves = 0;
    int m_levelMoves = 0;
};

} // namespace arbiter::zone::sim
