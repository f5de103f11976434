#include "sim/engineplayer.h"

#include "sim/simrandom.h"

#include <algorithm>
#include <cmath>

namespace arbiter::zone::sim {

namespace {

constexpr int MaxLossCp = 10000; // losses involving mates are capped here

// Width of the softmax over candidate losses: strong players almost always take the best line,
// weaker ones often settle for a move a few tenths of a pawn worse.
double temperatureCp(int rating)
{
    return std::clamp((2900.0 - rating) / 25.0, 6.0, 80.0);
}

// The worst candidate a deliberate mistake may pick.
int mistakeCapCp(int rating)
{
    return int(std::clamp((3000.0 - rating) * 0.5, 100.0, 900.0));
}

// Candidates within this of the best count as equally good opening moves.
int openingWindowCp(int rating)
{
    return rating >= 2200 ? 35 : 60;
}

int pickUniform(const QList<int> &indexes, double draw)
{
    const int i = std::min(int(draw * double(indexes.size())), int(indexes.size()) - 1);
    return indexes[i];
}

} // namespace

EnginePlayerModel::EnginePlayerModel(int rating, std::uint64_t seed)
    : m_rating(std::clamp(rating, 100, 3500)), m_rng(simrandom::generator(seed))
{
    // Opening variety lasts 6 to 16 plies.
    m_openingPlies = 6 + int(m_rng.bounded(11));
}

int EnginePlayerModel::nominalNodes(int rating)
{
    return int(std::clamp(100.0 * std::exp2((rating - 1000.0) / 300.0), 50.0, 20000.0));
}

double EnginePlayerModel::mistakeRate(int rating)
{
    return std::clamp(0.25 * std::exp(-(rating - 1000.0) / 500.0), 0.005, 0.3);
}

EnginePlayerModel::SearchPlan EnginePlayerModel::plan(int ply)
{
    Q_UNUSED(ply);
    const double variation = simrandom::lognormalFactor(m_rng, 0.3);
    SearchPlan p;
    p.nodes = int(std::clamp(double(nominalNodes(m_rating)) * variation, 50.0, 20000.0));
    p.multiPv = MultiPv;
    return p;
}

EnginePlayerModel::Choice EnginePlayerModel::choose(int ply, const QList<EngineCandidate> &input)
{
    // Always two draws, whatever the branch.
    const double mistakeDraw = simrandom::uniform(m_rng);
    const double pickDraw = simrandom::uniform(m_rng);

    Choice choice;
    if (input.isEmpty())
        return choice;
    QList<EngineCandidate> candidates = input;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const EngineCandidate &a, const EngineCandidate &b) { return a.rank < b.rank; });
    const int best = candidates.first().comparableScore();
    QList<int> loss;
    for (const EngineCandidate &c : std::as_const(candidates))
        loss.append(std::clamp(best - c.comparableScore(), 0, MaxLossCp));

    int picked = 0;
    if (ply < m_openingPlies) {
        QList<int> eligible;
        for (int i = 0; i < candidates.size(); ++i)
            if (loss[i] <= openingWindowCp(m_rating))
                eligible.append(i);
        picked = pickUniform(eligible, pickDraw);
    } else {
        QList<int> mistakes;
        if (mistakeDraw < mistakeRate(m_rating))
            for (int i = 1; i < candidates.size(); ++i)
                if (loss[i] <= mistakeCapCp(m_rating))
                    mistakes.append(i);
        if (!mistakes.isEmpty()) {
            picked = pickUniform(mistakes, pickDraw);
            choice.mistake = true;
        } else {
            const double t = temperatureCp(m_rating);
            QList<double> weights;
            double total = 0;
            for (int i = 0; i < candidates.size(); ++i) {
                const double w = loss[i] <= 4 * t ? std::exp(-double(loss[i]) / t) : 0.0;
                weights.append(w);
                total += w;
            }
            double target = pickDraw * total;
            for (int i = 0; i < candidates.size(); ++i) {
                if (weights[i] <= 0)
                    continue;
                picked = i;
                if (target < weights[i])
                    break;
                target -= weights[i];
            }
        }
    }
    choice.move = candidates[picked].move;
    choice.rank = candidates[picked].rank;
    choice.lossCp = loss[picked];
    return choice;
}

bool EnginePlayerModel::resignsAfter(int ply, int bestScoreForMover)
{
    const double draw = simrandom::uniform(m_rng);
    const int threshold = m_rating >= 2000 ? -400 : (m_rating >= 1500 ? -700 : -1000);
    const int needed = m_rating >= 2000 ? 2 : 3;
    m_lostMoves = bestScoreForMover <= threshold ? m_lostMoves + 1 : 0;
    return ply >= 20 && m_lostMoves >= needed && draw < 0.6;
}

bool EnginePlayerModel::offersDrawAfter(int ply, int bestScoreForMover)
{
    const double draw = simrandom::uniform(m_rng);
    m_levelMoves = std::abs(bestScoreForMover) <= 40 ? m_levelMoves + 1 : 0;
    const double chance = m_rating >= 2200 ? 0.2 : 0.12;
    return ply >= 40 && m_levelMoves >= 4 && draw < chance;
}

bool EnginePlayerModel::acceptsDraw(int ply, int scoreForPlayer)
{
    const double draw = simrandom::uniform(m_rng);
    if (ply < 30)
        return false;
    const double chance = scoreForPlayer < -50 ? 0.9 : (scoreForPlayer <= 40 ? 0.6 : 0.05);
    return draw < chance;
}

} // namespace arbiter::zone::sim
