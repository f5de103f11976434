#pragma once

#include "core/clock/timecontrol.h"
#include "sim/scenario.h"
#include "sim/simclock.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::zone::sim {

// How a GameZoneSimulator runs: what it plays, how fast, and the knobs tests turn (keep-alive
// intervals, move-stream delay). Defaults are Lichess's values.
struct SimOptions
{
    QString roundId = QStringLiteral("simround"); // bulk id = broadcast round id = live PGN file name
    QString pgnPath; // games to replay (PgnReplayPlayer); or pgnText
    QByteArray pgnText;
    double speed = 1.0; // virtual seconds per real second
    std::uint32_t seed = 1; // game ids and think times of games without %clk
    QByteArray token; // bearer token for the organiser and extension routes; empty = generated
    std::int64_t startEpochMs = 0; // virtual time at start; 0 = now
    SimClock::Source monotonicSource; // injected time source; empty = QDeadlineTimer
    bool autoPlay = true; // start the player at once
    // Without a PGN: this many games that stockfish plays while they are served (LiveEngineRound),
    // rated between the bounds, all starting at once.
    int engineGames = 0;
    std::uint64_t engineSeed = 0; // players, openings and think times; 0 = seed
    clock::TimeControl engineTimeControl = *clock::TimeControl::fromLichess(180, 2);
    int engineMinRating = 1300;
    int engineMaxRating = 2500;
    QString engineProgram; // empty = stockfish where Debian installs it

    int keepAliveMs = 50000; // NDJSON streams: "\n" after this much silence (real ms)
    int broadcastKeepAliveMs = 60000; // broadcast PGN stream: " "
    int moveDelayPlies = 0; // /api/stream/game: hold back the last N plies of an ongoing game
    int moveDelayMs = 0; // …or moves younger than this (virtual ms; lila: clamp(total s / 60, 3, 60) s)
    // Bench only: live extension lines carry "benchSteadyNs", std::chrono::steady_clock at writing,
    // so an in-process benchmark can measure emission-to-notification latency.
    bool benchStamp = false;
    int exportGamesPerSecond = 0; // bulk games export pace (Lichess: 50); 0 = all at once
    QString siteUrl = QStringLiteral("https://lichess.org"); // Site / GameURL tags: <siteUrl>/<id>
    std::optional<Scenario> scenario; // scripted incidents and network faults
    // The demo's choice: scenario events for boards or games the round does not have (a demo with
    // few games, a PGN of another round) are left out, each with a note, instead of refusing to
    // start. A scripted seminar or test wants the refusal (false).
    bool fitScenarioToRound = false;
};

} // namespace arbiter::zone::sim
