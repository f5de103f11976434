#pragma once

#include "core/chess/position.h"
#include "core/clock/timecontrol.h"
#include "core/common/result.h"
#include "core/zone/zoneevent.h"
#include "core/zone/zonestatus.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <variant>
#include <vector>

namespace arbiter::zone {

// A player as Lichess describes one in games, streams and exports. The move stream and the export
// nest the account in `user{id,name,title}`; the games stream flattens it to `userId`.
struct LichessPlayer
{
    QString userId; // empty for anonymous players and the AI
    QString name; // user.name, or the `name` of an anonymous player; empty when not sent
    QString title; // FIDE or Lichess title ("FM", "BOT"), empty when none
    int rating = 0; // 0 = not sent
    bool provisional = false;
    int aiLevel = 0; // 1-8 for Stockfish opponents, 0 = a person
};

// The game object that opens and closes GET /api/stream/game/{id} (plan §1.2). It has no clock: the
// time control comes from the games stream or the export.
struct LichessGameObject
{
    QString id;
    QString variant; // variant.key ("standard", "chess960", "fromPosition", ...)
    QString speed;
    bool rated = false;
    QString source;
    std::int64_t createdAtMs = 0;
    int startedAtTurn = 0; // ply of the first position line (non-zero for games from a position)
    QString initialFen; // empty = the standard start
    QString fen; // current position
    int turns = 0; // plies played
    ZoneStatus status = ZoneStatus::Started;
    std::optional<chess::Color> winner;
    QString lastMove; // UCI
    QList<int> drawOffers; // plies at which draws were offered
    QString tournamentId;
    QString swissId;
    LichessPlayer white;
    LichessPlayer black;
};

// One position line of the move stream: the position after a move (or the initial one, without
// `lm`), and both clocks in whole seconds when the game is timed.
struct LichessPositionLine
{
    QString fen; // 2 to 6 FEN fields, as sent
    QString lastMove; // `lm` as sent: UCI with e1h1 or e1g1 castling, e7e8 or e7e8q, or a drop "P@e4"
    std::optional<int> whiteSeconds; // `wc`
    std::optional<int> blackSeconds; // `bc`
};

// One line of POST /api/stream/games/{streamId} (plan §1.3): a game's state when it is first
// listed, when it starts and when it ends. No moves.
struct LichessStreamGame
{
    QString id;
    bool rated = false;
    QString variant; // key string here
    QString speed;
    std::int64_t createdAtMs = 0;
    ZoneStatus status = ZoneStatus::Started;
    std::optional<chess::Color> winner;
    QString initialFen;
    std::optional<clock::TimeControl::LichessClock> clock; // absent for correspondence and untimed games
    int daysPerTurn = 0;
    LichessPlayer white;
    LichessPlayer black;
};

// GET /game/export/{id} with Accept: application/json (plan §1.6). Ongoing games are cut 3 plies
// short by Lichess.
struct LichessExportGame
{
    QString id;
    bool rated = false;
    QString variant;
    QString speed;
    QString source;
    std::int64_t createdAtMs = 0;
    std::int64_t lastMoveAtMs = 0;
    ZoneStatus status = ZoneStatus::Started;
    std::optional<chess::Color> winner;
    QString initialFen;
    QStringList moves; // SAN
    std::vector<std::int64_t> clocksMs; // the mover's clock after each ply (sent in centiseconds)
    std::optional<clock::TimeControl::LichessClock> clock;
    QString lastFen;
    QString lastMove;
    LichessPlayer white;
    LichessPlayer black;
};

// A bulk pairing (POST/GET /api/bulk-pairing): the games Lichess created for an organiser's round.
struct LichessBulk
{
    struct Game
    {
        QString id;
        QString whiteId;
        QString blackId;
    };
    QString id;
    QList<Game> games;
    QString variant;
    std::optional<clock::TimeControl::LichessClock> clock; // clock{limit, increment}
    int daysPerTurn = 0; // correspondence{daysPerTurn}
    bool rated = false;
    std::int64_t pairAtMs = 0;
    std::int64_t startClocksAtMs = 0; // 0 = not set
    std::int64_t scheduledAtMs = 0;
    std::optional<std::int64_t> pairedAtMs; // null until the games are created
    QString message;
    QStringList rules;
    QString fen;
};

// Pure parsers for every Lichess body and stream line the console reads (plan §1.2-§1.7), from the
// raw bytes of one line or body to typed values, plus their translation into ZoneEvents. Malformed
// input (not JSON, a wrong type, a missing required field, an unknown status) gives a translated
// Error naming the field, never a crash or a half-filled value; unknown fields are ignored, as
// Lichess adds fields freely. An {"error": "..."} body gives an Error quoting the zone's message.
//
// Status arrives as an int (games stream), {id, name} (move stream) or a name (export); each parser
// accepts all three and maps by id where there is one.
class LichessParser
{
    Q_DECLARE_TR_FUNCTIONS(LichessParser)

public:
    using MoveStreamLine = std::variant<LichessGameObject, LichessPositionLine>;

    // One line of GET /api/stream/game/{id}: the game object (it has an "id") or a position line.
    static Result<MoveStreamLine> parseMoveStreamLine(const QByteArray &line);
    static Result<LichessGameObject> parseGameObject(const QByteArray &line);
    static Result<LichessPositionLine> parsePositionLine(const QByteArray &line);
    static Result<LichessStreamGame> parseStreamGame(const QByteArray &line);
    static Result<LichessExportGame> parseExportGame(const QByteArray &body);
    // GET /api/bulk-pairing: {"bulks": [...]} as lila sends it, or a bare array as the spec shows.
    static Result<QList<LichessBulk>> parseBulkList(const QByteArray &body);
    static Result<LichessBulk> parseBulk(const QByteArray &body);
    // The message of an {"error": "..."} body (429, 400, 404 ...); nullopt for any other body.
    static std::optional<QString> errorMessage(const QByteArray &body);

    // The move `uci` in `before`, as the move stream sends it: castling king-to-rook (e1h1) or
    // king-two-squares (e1g1), and promotions with or without the piece, which is then read from
    // `fenAfter` (queen when it cannot be). Drops are not chess moves: an error.
    static Result<chess::Move> resolveMove(const chess::Position &before, const QString &uci,
                                           const QString &fenAfter = {});

    // ZoneEvents. Timestamps (received*) are left for the adapter.
    // Pairing of a games-stream line; `round` is the bulk or stream the adapter knows it from.
    static Pairing pairing(const LichessStreamGame &game, const QString &round = {}, int board = 0);
    // A games-stream line: GameListed with the pairing, then GameStarted when it runs, or GameEnded
    // (with status and winner) when it is over.
    static QList<ZoneEvent> events(const LichessStreamGame &game, const QString &round = {}, int board = 0);
    // The move stream's game object: the same, without a time control (it has none).
    static QList<ZoneEvent> events(const LichessGameObject &game);
    // A position line as MovePlayed at `ply` (the caller counts lines, see the plan), clocks in ms;
    // nullopt for a line without `lm` (the initial position).
    // Lichess's turn count of a full six-field FEN: (fullmove − 1) × 2, plus 1 with Black to move.
    // Empty for shorter FENs or unreadable counters.
    static std::optional<int> fenTurn(const QString &fen);
    static std::optional<ZoneEvent> moveEvent(const QString &gameId, int ply, const LichessPositionLine &line);
    // An export: listed, started, every move with SAN and both clocks (the opponent's from its own
    // previous move, or the initial time), then ended if it is over.
    static QList<ZoneEvent> events(const LichessExportGame &game, const QString &round = {}, int board = 0);
    // A bulk: one GameListed per game, boards numbered in the bulk's order.
    static QList<ZoneEvent> events(const LichessBulk &bulk);
};

} // namespace arbiter::zone
