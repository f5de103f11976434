#pragma once

#include <QRandomGenerator>

#include <cmath>
#include <cstdint>
#include <numbers>

namespace arbiter::zone::sim {

// Seeded randomness for the simulator's decision models. QRandomGenerator with an explicit seed is
// a Mersenne Twister whose output Qt defines, and these helpers avoid the standard distributions
// (whose results differ between standard libraries), so a seed gives the same round everywhere.
namespace simrandom {

inline QRandomGenerator generator(std::uint64_t seed)
{
    const quint32 words[2] = {quint32(seed), quint32(seed >> 32)};
    return QRandomGenerator(words, 2);
}

// A stream seed for one part of a round (a game, a colour, a purpose) derived from the round's
// seed with splitmix64, so streams do not overlap and adding a game does not change the others.
inline std::uint64_t derive(std::uint64_t seed, std::uint64_t stream)
{
    std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL * (stream + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

// Uniform in [0, 1).
inline double uniform(QRandomGenerator &rng)
{
    return rng.generateDouble();
}

// Standard normal (Box–Muller; one draw per call keeps the sequence simple to reason about).
inline double normal(QRandomGenerator &rng)
{
    const double u1 = 1.0 - rng.generateDouble(); // (0, 1]
    const double u2 = rng.generateDouble();
    return std::sqrt(-2.0 * std::log(u1)) * std::cos(2.0 * std::numbers::pi * u2);
}

// Log-normal factor with mean 1: most draws near 1, a long tail of long thinks.
inline double lognormalFactor(QRandomGenerator &rng, double sigma)
{
    return std::exp(sigma * normal(rng) - sigma * sigma / 2.0);
}

} // namespace simrandom

} // namespace arbiter::zone::sim
