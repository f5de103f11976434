#include "core/event/playerrecord.h"

#include <QHash>

namespace arbiter::event {

QString PlayerRecord::feedUrl(vcs::FeedKind kind) const
{
    switch (kind) {
    case vcs::FeedKinds::Camera: return camUrl;
    case vcs::FeedKinds::Screen: return screenUrl;
    case vcs::FeedKinds::ExtraCamera: return cam2Url;
    case vcs::FeedKinds::Venue: break;
    }
    return {};
}

void PlayerRecord::setFeedUrl(vcs::FeedKind kind, const QString &url)
{
    switch (kind) {
    case vcs::FeedKinds::Camera: camUrl = url; break;
    case vcs::FeedKinds::Screen: screenUrl = url; break;
    case vcs::FeedKinds::ExtraCamera: cam2Url = url; break;
    case vcs::FeedKinds::Venue: break;
    }
}

QString PlayerRecord::normalizedTitle(const QString &text, bool *known)
{
    const QString t = text.trimmed().toLower();
    static const QHash<QString, QString> titles{
        {QStringLiteral("gm"), QStringLiteral("GM")},   {QStringLiteral("g"), QStringLiteral("GM")},
        {QStringLiteral("im"), QStringLiteral("IM")},   {QStringLiteral("m"), QStringLiteral("IM")},
        {QStringLiteral("fm"), QStringLiteral("FM")},   {QStringLiteral("f"), QStringLiteral("FM")},
        {QStringLiteral("cm"), QStringLiteral("CM")},   {QStringLiteral("c"), QStringLiteral("CM")},
        {QStringLiteral("wgm"), QStringLiteral("WGM")}, {QStringLiteral("wg"), QStringLiteral("WGM")},
        {QStringLiteral("wim"), QStringLiteral("WIM")}, {QStringLiteral("wm"), QStringLiteral("WIM")},
        {QStringLiteral("wfm"), QStringLiteral("WFM")}, {QStringLiteral("wf"), QStringLiteral("WFM")},
        {QStringLiteral("wcm"), QStringLiteral("WCM")}, {QStringLiteral("wc"), QStringLiteral("WCM")},
    };
    if (known)
        *known = t.isEmpty() || titles.contains(t);
    return titles.value(t, text.trimmed().toUpper());
}

QString PlayerRecord::normalizedName(QString name)
{
    name = name.trimmed();
    for (qsizetype i = name.indexOf(u','); i >= 0 && i + 1 < name.size(); i = name.indexOf(u',', i + 1)) {
        if (!name[i + 1].isSpace())
            name.insert(i + 1, u' ');
    }
    return name;
}

} // namespace arbiter::event
