#include "core/watch/incident.h"

#include <QCoreApplication>

namespace arbiter::watch {

namespace {
constexpr Incident::Kind AllKinds[]
    = {Incident::Kind::Disconnected,     Incident::Kind::IllegalMove,    Incident::Kind::ResultDisagrees,
       Incident::Kind::ColoursReversed,  Incident::Kind::ClockFault,     Incident::Kind::ZoneData,
       Incident::Kind::AutomaticDraw,    Incident::Kind::ArbiterDecides, Incident::Kind::VcsAbsent,
       Incident::Kind::MovedOffVcs,      Incident::Kind::NoShow,         Incident::Kind::TimeControlDiffers,
       Incident::Kind::FeedDark,         Incident::Kind::FeedFrozen,     Incident::Kind::FeedSilent,
       Incident::Kind::FinishedFeedsLive};
constexpr Incident::ReviewState AllStates[]
    = {Incident::ReviewState::Open, Incident::ReviewState::Acknowledged, Incident::ReviewState::Dismissed};
} // namespace

QString Incident::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Disconnected: return QCoreApplication::translate("arbiter::watch::Incident", "Disconnected");
    case Kind::IllegalMove: return QCoreApplication::translate("arbiter::watch::Incident", "Illegal move");
    case Kind::ResultDisagrees: return QCoreApplication::translate("arbiter::watch::Incident", "Result");
    case Kind::ColoursReversed: return QCoreApplication::translate("arbiter::watch::Incident", "Colours reversed");
    case Kind::ClockFault: return QCoreApplication::translate("arbiter::watch::Incident", "Clock");
    case Kind::ZoneData: return QCoreApplication::translate("arbiter::watch::Incident", "Zone data");
    case Kind::AutomaticDraw: return QCoreApplication::translate("arbiter::watch::Incident", "Automatic draw");
    case Kind::ArbiterDecides: return QCoreApplication::translate("arbiter::watch::Incident", "Arbiter decides");
    case Kind::VcsAbsent: return QCoreApplication::translate("arbiter::watch::Incident", "Off the VCS");
    case Kind::MovedOffVcs: return QCoreApplication::translate("arbiter::watch::Incident", "Moved off the VCS");
    case Kind::NoShow: return QCoreApplication::translate("arbiter::watch::Incident", "No-show");
    case Kind::TimeControlDiffers: return QCoreApplication::translate("arbiter::watch::Incident", "Time control");
    case Kind::FeedDark: return QCoreApplication::translate("arbiter::watch::Incident", "Dark camera");
    case Kind::FeedFrozen: return QCoreApplication::translate("arbiter::watch::Incident", "Frozen camera");
    case Kind::FeedSilent: return QCoreApplication::translate("arbiter::watch::Incident", "Silent microphone");
    case Kind::FinishedFeedsLive:
        return QCoreApplication::translate("arbiter::watch::Incident", "Feeds after the game");
    }
    return {};
}

QLatin1String Incident::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Disconnected: return QLatin1String("disconnected");
    case Kind::IllegalMove: return QLatin1String("illegal_move");
    case Kind::ResultDisagrees: return QLatin1String("result_disagrees");
    case Kind::ColoursReversed: return QLatin1String("colours_reversed");
    case Kind::ClockFault: return QLatin1String("clock_fault");
    case Kind::ZoneData: return QLatin1String("zone_data");
    case Kind::AutomaticDraw: return QLatin1String("automatic_draw");
    case Kind::ArbiterDecides: return QLatin1String("arbiter_decides");
    case Kind::VcsAbsent: return QLatin1String("vcs_absent");
    case Kind::MovedOffVcs: return QLatin1String("moved_off_vcs");
    case Kind::NoShow: return QLatin1String("no_show");
    case Kind::TimeControlDiffers: return QLatin1String("time_control_differs");
    case Kind::FeedDark: return QLatin1String("feed_dark");
    case Kind::FeedFrozen: return QLatin1String("feed_frozen");
    case Kind::FeedSilent: return QLatin1String("feed_silent");
    case Kind::FinishedFeedsLive: return QLatin1String("finished_feeds_live");
    }
    return QLatin1String("zone_data");
}

std::optional<Incident::Kind> Incident::kindFromName(QStringView name)
{
    for (Kind k : AllKinds) {
        if (name == kindName(k))
            return k;
    }
    return std::nullopt;
}

QLatin1String Incident::reviewStateName(ReviewState state)
{
    switch (state) {
    case ReviewState::Open: return QLatin1String("open");
    case ReviewState::Acknowledged: return QLatin1String("acknowledged");
    case ReviewState::Dismissed: return QLatin1String("dismissed");
    }
    return QLatin1String("open");
}

std::optional<Incident::ReviewState> Incident::reviewStateFromName(QStringView name)
{
    for (ReviewState s : AllStates) {
        if (name == reviewStateName(s))
            return s;
    }
    return std::nullopt;
}

QString Incident::reviewStateText(ReviewState state)
{
    switch (state) {
    case ReviewState::Open: return QCoreApplication::translate("arbiter::watch::Incident", "Open");
    case ReviewState::Acknowledged: return QCoreApplication::translate("arbiter::watch::Incident", "Acknowledged");
    case ReviewState::Dismissed: return QCoreApplication::translate("arbiter::watch::Incident", "Dismissed");
    }
    return QString();
}

Incident Incident::withKeptReview(const Incident &known) const
{
    Incident merged = *this;
    merged.utcMs = known.utcMs;
    if (reviewedUtcMs == 0) {
        merged.reviewState = known.reviewState;
        merged.reviewNote = known.reviewNote;
        merged.reviewedBy = known.reviewedBy;
        merged.reviewedUtcMs = known.reviewedUtcMs;
    }
    return merged;
}

} // namespace arbiter::watch
