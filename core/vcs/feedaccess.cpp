#include "core/vcs/feedaccess.h"

namespace arbiter::vcs {

bool FeedAccess::isFor(const QUrl &url) const
{
    if (!isSet() || relayHost.isEmpty() || !url.isValid())
        return false;
    const QString scheme = url.scheme().toLower();
    const bool secure
        = scheme == QLatin1String("rtsps") || scheme == QLatin1String("rtspst") || scheme == QLatin1String("https");
    return secure && url.host().compare(relayHost, Qt::CaseInsensitive) == 0;
}

bool FeedAccess::isRelays(const QString &url) const
{
    return !relayHost.isEmpty() && QUrl(url).host().compare(relayHost, Qt::CaseInsensitive) == 0;
}

FeedAccess FeedAccess::forTemplate(const QString &feedTemplate) const
{
    FeedAccess out = *this;
    out.relayHost = QUrl(QString(feedTemplate).replace(u'{', u'x').replace(u'}', u'x')).host();
    return out;
}

} // namespace arbiter::vcs
