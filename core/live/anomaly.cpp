#include "core/live/anomaly.h"

namespace arbiter::live {

QLatin1String Anomaly::kindName(Kind kind)
{
    switch (kind) {
    case Kind::IllegalMove: return QLatin1String("illegal_move");
    case Kind::FenMismatch: return QLatin1String("fen_mismatch");
    case Kind::HistoryRewritten: return QLatin1String("history_rewritten");
    case Kind::PlyGap: return QLatin1String("ply_gap");
    case Kind::ClockFault: return QLatin1String("clock_fault");
    case Kind::ResultInconsistent: return QLatin1String("result_inconsistent");
    case Kind::ColoursReversed: return QLatin1String("colours_reversed");
    case Kind::MovedOffVcs: return QLatin1String("moved_off_vcs");
    }
    return QLatin1String("unknown");
}

QString Anomaly::kindText(Kind kind)
{
    switch (kind) {
    case Kind::IllegalMove: return tr("Illegal move");
    case Kind::FenMismatch: return tr("Position mismatch");
    case Kind::HistoryRewritten: return tr("Move history rewritten");
    case Kind::PlyGap: return tr("Missing moves");
    case Kind::ClockFault: return tr("Faulty clock");
    case Kind::ResultInconsistent: return tr("Result contradicts the board");
    case Kind::ColoursReversed: return tr("Colours reversed");
    case Kind::MovedOffVcs: return tr("Moved off the VCS");
    }
    return QString();
}

} // namespace arbiter::live
