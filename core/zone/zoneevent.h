#pragma once

#include "core/chess/types.h"
#include "core/clock/timecontrol.h"
#include "core/zone/zonestatus.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace arbiter::zone {

// Who plays whom on which board: what the zone lists for a game before (or when) it starts.
struct Pairing
{
    QString round; // the zone's round or bulk id
    int board = 0; // 1-based board number within the round; 0 = unknown
    QString white; // display names
    QString black;
    QString whiteId; // the zone's account ids (Lichess user ids); may be empty
    QString blackId;
    int whiteRating = 0; // 0 = unknown
    int blackRating = 0;
    QString whiteTitle; // FIDE title ("GM", "WFM"; Lichess also "BOT"); empty = none
    QString blackTitle;
    clock::TimeControl timeControl;
    bool rated = false;
    QString initialFen; // empty = the standard starting position

    // Each source knows part of a pairing (a bulk list the board and accounts, the games stream the
    // time control and ratings, a start line the position): `incoming` completed with what is
    // known, field by field. When the incoming players are the known ones with colours swapped
    // (the zone seated them the other way round, Art. 15.2), the known names and ratings move with
    // their accounts.
    Pairing mergedWith(const Pairing &incoming) const;
    // Both pairings name the same two players, with the colours the other way round (by account
    // ids when both have them, else by names).
    bool isSwapOf(const Pairing &other) const;
    Pairing swapped() const;
    // "GM Carlsen, Magnus": the name as arbiters read it on a pairing list.
    static QString titled(const QString &title, const QString &name)
    {
        return title.isEmpty() ? name : title + u' ' + name;
    }
    friend bool operator==(const Pairing &, const Pairing &) = default;
};

// One fact reported by the game zone. Every adapter (Lichess, live PGN, simulator) turns its wire
// format into these; the LiveGame registry is their only consumer and the only owner of game state,
// so nothing the console shows has any other source. A flat value type: the fields a type does not
// use keep their defaults.
struct ZoneEvent
{
    enum class Type {
        GameListed, // pairing known (round, board, players, time control)
        GameStarted, // the zone started the game (clocks may start)
        MovePlayed, // a move with both clocks after it
        DrawOffered, // Art. 8.6: by `color`, at `ply`
        PlayerConnection, // Art. 11: `color` connected (`connected`) or disconnected from the zone
        ClockAdjusted, // the zone changed `color`'s clock by `deltaMs`; both clocks after it if known
        GamePaused, // the zone stopped both clocks
        GameResumed,
        GameEnded, // `status` and `winner` as the zone declares them
        GameRestarted, // back to the initial position (Art. 15.2, 18.9 c/d); a GameStarted follows
        VcsPresence // Art. 13: `color`'s camera, microphone and screen joined (`connected`) or left the VCS
    };

    Type type = Type::MovePlayed;
    QString gameId; // the zone's game id (8 characters on Lichess)
    std::int64_t zoneTimestampMs = 0; // the zone's own time stamp (epoch ms); 0 = not sent
    std::int64_t receivedMonotonicMs = 0; // when we received it, on the console's monotonic clock
    std::int64_t receivedUtcMs = 0; // the same moment as epoch ms, for reports

    Pairing pairing; // GameListed (GameStarted may repeat it)

    // MovePlayed: the ply the move completes (1 = White's first move from the standard start). The
    // adapter fills in the notation it received (UCI from Lichess, SAN from PGN) and the registry,
    // after validating the move, the other one.
    int ply = 0; // also DrawOffered, PlayerConnection, ClockAdjusted: the ply at that moment (-1 = unknown);
                 // GameEnded: the plies the zone counts at the end when the source says (0 or -1 = not said)
    QString uci;
    QString san;
    QString fen; // the position after the move when the zone sends it (Lichess: 2 to 6 fields)
    std::optional<std::int64_t> whiteMs; // both clocks after the move (or adjustment), when known
    std::optional<std::int64_t> blackMs;

    chess::Color color = chess::White; // DrawOffered: by; PlayerConnection, ClockAdjusted: whose
    bool connected = false; // PlayerConnection
    std::int64_t deltaMs = 0; // ClockAdjusted

    ZoneStatus status = ZoneStatus::Started; // GameEnded (and GameStarted/GameListed when sent)
    std::optional<chess::Color> winner; // GameEnded
    // GameEnded: false when the adapter follows no moves of this game (Lichess without a token
    // streams moves of 8 games only), so the end cannot be checked against a board it never saw.
    bool movesFollowed = true;

    static QLatin1String typeName(Type type);
    // One JSON object (snake_case keys) as `arbiterctl tail --json` prints it.
    QJsonObject toJson() const;
};

// How an adapter's connection to the zone is doing, for the status bar and for `arbiterctl tail`.
struct ConnectionHealth
{
    enum class State {
        Idle, // not started
        Connecting,
        Connected,
        Reconnecting, // lost; next attempt in retryInMs
        Failed // gave up (bad URL, 401/403/404…): `reason` says why
    };
    ConnectionHealth() = default;
    ConnectionHealth(State state_, std::int64_t retryInMs_, QString reason_, QStringList catchingUp_ = {})
        : state(state_), retryInMs(retryInMs_), reason(std::move(reason_)), catchingUp(std::move(catchingUp_))
    { }

    State state = State::Idle;
    std::int64_t retryInMs = 0;
    QString reason; // translated; empty when all is well
    // Games whose moves are being fetched again after something was lost or garbled (their boards
    // may lag until then); empty when every game is up to date.
    QStringList catchingUp;

    friend bool operator==(const ConnectionHealth &, const ConnectionHealth &) = default;
};

} // namespace arbiter::zone
