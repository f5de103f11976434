#pragma once

#include "core/chess/types.h"
#include "core/clock/timecontrol.h"
#include "core/common/result.h"
#include "core/zone/zonestatus.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace arbiter::zone::sim {

// One scripted incident of a seminar or test scenario: at a moment of simulated time (or when a game
// reaches a ply), something happens on a game (a player disconnects, offers a draw, flags, resigns;
// the zone declares a wrong result, seats the players the wrong way round, accepts an illegal move)
// or on the network (a stream is dropped, stalls, sends garbage or lines again; requests get 429 or
// 5xx; writes arrive in small pieces). docs/simulator-api.md describes the JSON.
struct ScenarioEvent
{
    enum class Action {
        Disconnect, // color, optional for: reconnects after it
        Reconnect, // color
        OfferDraw, // by (default: the side that just moved)
        Flag, // the side to move stops moving until its clock runs out
        Resign, // color (default: the side to move)
        WrongResult, // status, winner: the zone ends the game so, whatever the board says
        ReversedColours, // from the start: the zone seats the players the other way round
        IllegalMove, // uci: the zone accepts this move although the rules forbid it; play stops
        Pause, // game (or the whole round without one)
        Resume,
        AdjustClock, // color, deltaMs
        DropStream, // route
        StallStream, // route, for (default: until released by a later "releaseStream")
        ReleaseStream, // route
        GarbageLine, // route, text
        HttpStatus, // route, status (429, 5xx), count (default 1; -1 = until the scenario ends)
        Duplicate, // route, lines (default 5): open streams send their last lines again
        SplitWrites, // route, maxBytes (0 = off), gapMs
        DropLines, // route, lines (default 1): the next move lines of open streams are not sent
        SwapLines, // route, lines (default 1): each of the next move lines comes after the one that follows it
        ShortFenDuplicate, // route, lines (default 1): sent twice with a two-field FEN (board, side)
        ForeignFen, // route, lines (default 1), fen (default another game's): the FEN does not follow the move
        CloseEarly, // route, lines (default 3), count: streams opened from now close after that many lines
        VcsLeave, // color, optional for: the player's camera, microphone and screen leave the VCS (Art. 13.3)
        VcsJoin, // color: back on the VCS
        // A player's feed (feed: "cam", default, or "screen") turns dark, freezes, falls silent,
        // stalls (connected, nothing sent) or drops (gone from the feed server); with "for", it comes
        // back after that long. Faults add up; feedRestore ends them all.
        FeedDark,
        FeedFreeze,
        FeedSilent,
        FeedStall,
        FeedDrop,
        FeedRestore
    };

    Action action = Action::Disconnect;
    std::optional<std::int64_t> atMs; // simulated ms since the scenario started
    std::optional<int> atPly; // or: when the game has reached this ply
    int board = 0; // the game by board number, or…
    QString gameId; // …by zone game id
    std::optional<chess::Color> color;
    std::int64_t forMs = 0; // Disconnect, VcsLeave, StallStream: how long (0 = open-ended)
    std::int64_t deltaMs = 0; // AdjustClock: the signed change
    ZoneStatus status = ZoneStatus::Resign; // WrongResult
    std::optional<chess::Color> winner; // WrongResult
    QString uci; // IllegalMove
    QString route = QStringLiteral("*"); // network actions: request paths, '*' = any run of characters
    QByteArray text; // GarbageLine
    int httpStatus = 429;
    int count = 1; // HttpStatus, CloseEarly
    int retryAfterSeconds = 0; // HttpStatus: "retryAfter" (0 = no Retry-After header)
    int lines = 5; // Duplicate
    int maxBytes = 0; // SplitWrites
    int gapMs = 2; // SplitWrites
    QString feed = QStringLiteral("cam"); // Feed…: "cam" or "screen"

    bool isGameAction() const;
    // Log text such as "disconnect white on board 3 for 45 s" (not translated).
    QString describe() const;
    static std::optional<Action> actionFromName(const QString &name);
    static QLatin1String actionName(Action action);
};

// A scenario file: optional round settings (the command line's options win) and the events.
struct Scenario
{
    Q_DECLARE_TR_FUNCTIONS(Scenario)

public:
    std::optional<std::uint32_t> seed;
    std::optional<int> games;
    std::optional<clock::TimeControl> timeControl;
    std::optional<double> speed;
    QString pgnPath; // resolved against the scenario file's folder
    std::vector<ScenarioEvent> events;

    static Result<Scenario> fromJson(const QByteArray &json, const QString &baseDir = QString());
    static Result<Scenario> load(const QString &path);
    // "1:30", "0:01:30", "90", 90, 1.5 (seconds) → ms.
    static std::optional<std::int64_t> parseDuration(const QString &text);
};

} // namespace arbiter::zone::sim
