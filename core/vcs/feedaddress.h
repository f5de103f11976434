#pragma once

#include "core/vcs/feedkind.h"

#include <QString>

namespace arbiter::vcs {

// Where a player's feeds are: the event's URL template with {event}, {player} and {feed} filled in
// ("rtsp://relay:8554/{event}/{player}/{feed}" → "rtsp://relay:8554/open-2026/carlsen/cam"), the
// layout feedrelay and MediaMTX serve. A player's own URL (typed in the event dialog or imported)
// wins over the template.
class FeedAddress
{
public:
    // The URL, or empty when the template is empty. `low` asks for the small stream the relay serves
    // beside each camera ("cam~low"), for the small tiles of the feed wall.
    static QString url(const QString &urlTemplate, const QString &eventKey, const QString &playerKey, FeedKind kind,
                       bool low = false);
    // A name as a path segment: lower case, letters and digits kept, everything else one '-'
    // ("Carlsen, Magnus" → "carlsen-magnus"); percent-encoded where it is not ASCII.
    static QString key(const QString &name);
    // The small stream beside `url` ("…/cam" → "…/cam~low"); empty for an URL that has no such form
    // (a file, a device).
    static QString lowUrl(const QString &url);
};

} // namespace arbiter::vcs
