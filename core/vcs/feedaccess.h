#pragma once

#include <QByteArray>
#include <QString>

namespace arbiter::vcs {

// How a console opens the feeds its team's relay serves to the team alone (issue 24 §7): RTSP over
// TLS (rtsps://) with the console's login and secret by digest authentication, the relay's
// certificate checked against `caFile` (empty: the system's authorities). Held in memory only: the
// secret never goes into a URL, a setting or a log.
struct FeedAccess
{
    QString login;
    QByteArray secret;
    QString caFile;

    bool isSet() const { return !login.isEmpty(); }
    friend bool operator==(const FeedAccess &, const FeedAccess &) = default;
};

} // namespace arbiter::vcs
