#include "core/vcs/feedkind.h"

namespace arbiter::vcs {

QLatin1String FeedKinds::name(Kind kind)
{
    switch (kind) {
    case Camera: return QLatin1String("cam");
    case Screen: return QLatin1String("screen");
    case ExtraCamera: return QLatin1String("cam2");
    case Venue: return QLatin1String("venue");
    }
    return QLatin1String("cam");
}

std::optional<FeedKind> FeedKinds::fromName(QStringView name)
{
    for (int k = 0; k < count; ++k)
        if (name == FeedKinds::name(Kind(k)))
            return Kind(k);
    return std::nullopt;
}

QString FeedKinds::text(Kind kind)
{
    switch (kind) {
    case Camera: return tr("camera");
    case Screen: return tr("screen");
    case ExtraCamera: return tr("second camera");
    case Venue: return tr("venue camera");
    }
    return {};
}

} // namespace arbiter::vcs
