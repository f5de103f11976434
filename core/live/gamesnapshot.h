#pragma once

#include "core/chess/types.h"
#include "core/clock/clockstate.h"
#include "core/zone/zoneevent.h"

#include <QMetaType>
#include <QString>

#include <array>
#include <cstdint>
#include <optional>

namespace arbiter::live {

class LiveGame;

// What a view needs to draw one game, copied out of the registry: the registry lives on the zone
// thread and hands out pointers only there, so the screen works on these values (a few hundred
// bytes each) and never races the zone. The clock state is copied whole, so a view derives the
// ticking clocks itself from the last reading and its own monotonic time.
struct GameSnapshot
{
    enum Flag : std::uint16_t {
        WhiteDisconnected = 0x1, // Art. 11: the player left the zone
        BlackDisconnected = 0x2,
        DrawOfferPending = 0x4, // Art. 8.6 / 9.1: offered and not yet answered by a move
        Paused = 0x8, // both clocks stopped (Art. 15.6)
        HasAnomaly = 0x10,
        ColoursReversed = 0x20, // Art. 15.2
        Ended = 0x40,
        InCheck = 0x80, // the side to move is in check
        WhiteOffVcs = 0x100, // Art. 13: the player's feeds are off the video conference
        BlackOffVcs = 0x200,
        WhiteFeedProblem = 0x400, // Art. 14: a feed of the player is lost, dark, frozen or silent
        BlackFeedProblem = 0x800,
        AwaitingLastMoves = 0x1000 // ended by the zone before its last moves came: the result is not checked yet
    };

    QString id;
    zone::Pairing pairing; // as the zone plays it
    std::array<chess::Piece, 64> squares{}; // a1 = 0 … h8 = 63
    chess::Color sideToMove = chess::White;
    chess::Square lastFrom = chess::NoSquare; // the last move's squares, NoSquare before the first
    chess::Square lastTo = chess::NoSquare;
    chess::Square checkedKing = chess::NoSquare;
    QString lastSan; // the last move as SAN ("Nf3"), or the zone's text for an unvalidated one
    clock::ClockState clock;
    zone::ZoneStatus status = zone::ZoneStatus::Created;
    std::optional<chess::Color> winner;
    QString result; // "1-0", "0-1", "1/2-1/2", "*"
    int plies = 0;
    int moveNumber = 1; // the FEN move number of the position (the move being played)
    int anomalies = 0;
    std::uint16_t flags = 0;
    std::int64_t lastChangeMonotonicMs = 0;
    // What the console's rulings add to each player (by colour): "Y" per yellow card, "R" per red,
    // "P" for a penalty pending; empty from the registry, filled in by the game model.
    std::array<QString, 2> marks;
    // What the event's list says of each player (filled in by the game model): their online assistant
    // (Appendix II–III; empty: none), and whether the game is played beside traditional sets (Art. 20).
    std::array<QString, 2> assistants;
    bool traditionalSet = false;

    bool has(Flag f) const { return flags & f; }
    static GameSnapshot of(const LiveGame &game);
};

} // namespace arbiter::live

Q_DECLARE_METATYPE(arbiter::live::GameSnapshot)
