#pragma once

#include "../chess/types.h"

#include <QMetaType>
#include <QString>

#include <cstdint>

namespace arbiter::watch {

// Something on a board that needs an arbiter's eye, with the regulation article it falls under and
// a one-line explanation. Keyed, so a detector can update it (a disconnection gets its duration when
// the player is back) without the queue showing it twice.
struct Incident
{
    enum class Kind : std::uint8_t {
        Disconnected, // Art. 11: a player left the zone (duration once back)
        IllegalMove, // Art. 3.3 / 8.4: the zone let an illegal move through
        ResultDisagrees, // Art. 4.5 / 5.1 / 11.4.2 / 15.3 / 15.4: the zone's result contradicts the board
        ColoursReversed, // Art. 15.2
        ClockFault, // Art. 15.5
        ZoneData, // history rewritten, plies missing, position mismatch
        AutomaticDraw, // Art. 5.4 / 15.3: the board reached an automatic draw the zone did not end
        ArbiterDecides // Art. 4.5 / 11.4 / 15.4: the analysis could not decide; the arbiter rules
    };

    QString key; // unique per incident: game, kind, ply, side
    Kind kind = Kind::ZoneData;
    QString gameId;
    int board = 0;
    QString white;
    QString black;
    int ply = 0; // the move it concerns (the focused board opens there)
    QString article; // "11", "8.4", …
    QString text; // translated one-line explanation
    std::int64_t utcMs = 0; // when it was detected
    bool open = true; // Disconnected: the player is still away

    static QString kindText(Kind kind);
};

} // namespace arbiter::watch

Q_DECLARE_METATYPE(arbiter::watch::Incident)
