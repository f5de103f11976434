#pragma once

#include "core/chess/types.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace arbiter::chess {

// The one home of a side's key wherever it is written down: the zones' streams, the simulator's
// routes, the event database, the rulings log, the records ("white", "black"). The words shown to
// an arbiter are translated where they are shown.
inline QString colorKey(Color c)
{
    return c == White ? QStringLiteral("white") : QStringLiteral("black");
}

inline std::optional<Color> colorFromKey(QStringView key)
{
    if (key == u"white")
        return White;
    if (key == u"black")
        return Black;
    return std::nullopt;
}

} // namespace arbiter::chess
