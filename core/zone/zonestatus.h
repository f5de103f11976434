#pragma once

#include "core/chess/types.h"
#include "core/common/localtext.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <optional>

namespace arbiter::zone {

// How the game zone says a game stands, with Lichess's numeric ids (they are also what the embedded
// simulator speaks). Lichess sends the id as a number in the games stream, as {id, name} in the move
// stream and as the name alone in exports; all three map here.
enum class ZoneStatus {
    Created = 10,
    Started = 20,
    Aborted = 25,
    Mate = 30,
    Resign = 31,
    Stalemate = 32,
    Timeout = 33, // the player left the game (disconnected and did not come back)
    Draw = 34, // agreement, repetition, 50 moves, dead position
    OutOfTime = 35, // flag fall; no winner means the zone scored it a draw
    Cheat = 36,
    NoStart = 37, // a player did not make the first move in time
    UnknownFinish = 38,
    InsufficientMaterialClaim = 39,
    VariantEnd = 60
};

class ZoneStatusInfo
{
    Q_DECLARE_TR_FUNCTIONS(ZoneStatusInfo)

public:
    static std::optional<ZoneStatus> fromId(int id);
    static std::optional<ZoneStatus> fromName(QStringView name);
    // Lichess's statusName ("outoftime", "insufficientMaterialClaim", …).
    static QLatin1String name(ZoneStatus status);
    // What the status means, for arbiters (translated).
    static QString text(ZoneStatus status);
    static LocalText localText(ZoneStatus status); // the same, kept as data
    // No more moves will come (aborted included).
    static bool isTerminal(ZoneStatus status) { return int(status) >= int(ZoneStatus::Aborted); }
    // The game has a result (aborted has none).
    static bool isFinished(ZoneStatus status) { return int(status) >= int(ZoneStatus::Mate); }
    // The PGN result the zone's status and winner amount to: "1-0", "0-1", "1/2-1/2", or "*" while
    // the game runs or was aborted. A finished game without a winner is a draw (a flag fall against
    // insufficient material is "outoftime" without a winner).
    static QLatin1String pgnResult(ZoneStatus status, std::optional<chess::Color> winner);
};

} // namespace arbiter::zone
