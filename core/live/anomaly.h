#pragma once

#include "core/common/localtext.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace arbiter::live {

// Something the game zone reported that the console cannot take at face value: a move the rules do
// not allow, a position or history that does not match what was validated, a hole in the ply
// sequence, a clock that moved wrongly, or a result the board contradicts. The registry records it
// on the game and keeps tailing; the incident detectors and the arbiter decide what it means.
struct Anomaly
{
    Q_DECLARE_TR_FUNCTIONS(Anomaly)

public:
    enum class Kind : std::uint8_t {
        IllegalMove, // Art. 3.3 / 8.4: the zone let an illegal move through
        FenMismatch, // the zone's position after a legal move differs from ours
        HistoryRewritten, // a ply already known came again with a different move
        PlyGap, // plies are missing between what we know and what arrived
        ClockFault, // Art. 15.5: the zone's clock readings are inconsistent (ClockCheck)
        ResultInconsistent, // the zone's result contradicts the board (Art. 5.1, 5.4, 4.5)
        ColoursReversed, // Art. 15.2 / 19.2: the zone seated the players the other way round from the pairing
        MovedOffVcs // Art. 13.3: a move made while the mover was off the VCS but still on the zone
    };

    Kind kind = Kind::IllegalMove;
    int ply = 0; // the ply the anomaly concerns (the move's ply; the end: plies played)
    QString article; // the regulation article it rests on, e.g. "8.4"; empty when none applies
    LocalText message; // for arbiters, kept as data (shown in the reader's language)
    std::int64_t receivedMonotonicMs = 0; // when the event that revealed it was received

    QString text() const { return message.toString(); }

    // Stable identifiers for JSON and logs: "illegal_move", "fen_mismatch", "history_rewritten",
    // "ply_gap", "clock_fault", "result_inconsistent", "colours_reversed".
    static QLatin1String kindName(Kind kind);
    // Translated short name, e.g. "Illegal move".
    static QString kindText(Kind kind);
};

} // namespace arbiter::live

Q_DECLARE_METATYPE(arbiter::live::Anomaly)
