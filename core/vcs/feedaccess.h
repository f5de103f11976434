#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace arbiter::vcs {

// How a console opens the feeds its team's relay serves to the team alone (issue 24 §7): RTSP over
// TLS (rtsps://) with the console's login and secret by digest authentication, and the relay's
// presence stream over HTTPS with them, the relay's certificate checked against `caFile` (empty:
// the system's authorities). Held in memory only: the secret never goes into a URL, a setting or a
// log, and only to the relay (isFor).
struct FeedAccess
{
    QString login;
    QByteArray secret;
    QString caFile;
    // The relay's host (the feed template's): the only place the secret is sent to.
    QString relayHost;
    // The console had access and lost it (its login taken off the staff): the relay's feeds are not
    // opened any more (isRelays), since the relay refuses them, and a refusal says nothing of
    // whether a player is on the VCS.
    bool revoked = false;

    bool isSet() const { return !login.isEmpty(); }
    // Whether `url` may be given the login and secret: the relay's host, over TLS (rtsps://,
    // rtspst://, https://), so that neither a player's own address elsewhere nor a man in the middle
    // of a plain connection ever sees them.
    bool isFor(const QUrl &url) const;
    bool isFor(const QString &url) const { return isFor(QUrl(url)); }
    // Whether `url` is served by the relay (its host, whatever the scheme).
    bool isRelays(const QString &url) const;
    // This access with the relay's host taken from a feed template ("rtsps://relay:8554/{player}/cam").
    FeedAccess forTemplate(const QString &feedTemplate) const;
    friend bool operator==(const FeedAccess &, const FeedAccess &) = default;
};

} // namespace arbiter::vcs
