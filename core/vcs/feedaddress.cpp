#include "core/vcs/feedaddress.h"

#include <QUrl>

namespace arbiter::vcs {

QString FeedAddress::key(const QString &name)
{
    QString out;
    bool dash = false;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber()) {
            if (dash && !out.isEmpty())
                out += u'-';
            dash = false;
            out += c;
        } else {
            dash = true;
        }
    }
    return QString::fromLatin1(QUrl::toPercentEncoding(out, "-"));
}

QString FeedAddress::url(const QString &urlTemplate, const QString &eventKey, const QString &playerKey, FeedKind kind,
                         bool low)
{
    if (urlTemplate.isEmpty())
        return {};
    QString feed = FeedKinds::name(kind);
    if (low)
        feed += QLatin1String("~low");
    QString out = urlTemplate;
    out.replace(QLatin1String("{event}"), key(eventKey));
    out.replace(QLatin1String("{player}"), key(playerKey));
    out.replace(QLatin1String("{feed}"), feed);
    return out;
}

QString FeedAddress::lowUrl(const QString &url)
{
    const QUrl u(url);
    const QString scheme = u.scheme();
    if (scheme != u"rtsp" && scheme != u"rtspt")
        return {};
    if (url.endsWith(QLatin1String("~low")))
        return url;
    return url + QLatin1String("~low");
}

} // namespace arbiter::vcs
