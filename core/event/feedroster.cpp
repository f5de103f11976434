#include "core/event/feedroster.h"

#include "core/vcs/feedaddress.h"
#include "core/vcs/serverpresence.h"

namespace arbiter::event {

FeedRoster::FeedRoster(const vcs::VcsSettings &settings, const QString &eventName, const QList<PlayerRecord> &players)
    : m_settings(settings), m_eventKey(vcs::FeedAddress::key(eventName)), m_players(players)
{
    for (int i = 0; i < m_players.size(); ++i) {
        const PlayerRecord &p = m_players[i];
        if (!p.zoneAccount.isEmpty())
            m_byAccount.insert(p.zoneAccount.toLower(), i);
        if (!p.assistantAccount.isEmpty()) // Appendix II–III: the assistant plays for the player
            m_byAccount.insert(p.assistantAccount.toLower(), i);
        m_byName.insert(p.name.toLower(), i);
        if (!p.camUrl.isEmpty() || !p.screenUrl.isEmpty() || !p.cam2Url.isEmpty())
            ++m_ownUrls;
    }
}

QString FeedRoster::playerKey(const zone::Pairing &pairing, chess::Color side)
{
    const QString &account = side == chess::White ? pairing.whiteId : pairing.blackId;
    return account.isEmpty() ? (side == chess::White ? pairing.white : pairing.black) : account;
}

const PlayerRecord *FeedRoster::player(const zone::Pairing &pairing, chess::Color side) const
{
    const QString &account = side == chess::White ? pairing.whiteId : pairing.blackId;
    const QString &name = side == chess::White ? pairing.white : pairing.black;
    int index = account.isEmpty() ? -1 : m_byAccount.value(account.toLower(), -1);
    if (index < 0 && !name.isEmpty())
        index = m_byName.value(PlayerRecord::normalizedName(name).toLower(), -1);
    return index < 0 ? nullptr : &m_players[index];
}

QString FeedRoster::url(const zone::Pairing &pairing, chess::Color side, vcs::FeedKind kind, bool low) const
{
    if (const PlayerRecord *p = player(pairing, side); p && !p->feedUrl(kind).isEmpty()) {
        const QString own = p->feedUrl(kind);
        if (!low || !m_settings.lowStreams)
            return own;
        const QString small = vcs::FeedAddress::lowUrl(own);
        return small.isEmpty() ? own : small;
    }
    const QString key = playerKey(pairing, side);
    if (key.isEmpty())
        return {};
    const QString url
        = vcs::FeedAddress::url(m_settings.feedTemplate, m_eventKey, key, kind, low && m_settings.lowStreams);
    // A console whose access was withdrawn opens none of the relay's feeds (they would be refused).
    return m_access.revoked && m_access.isRelays(url) ? QString() : url;
}

std::optional<FeedRoster::FeedOf> FeedRoster::feedOf(const QString &path) const
{
    QStringList parts = path.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 2)
        return std::nullopt;
    const auto kind = vcs::FeedKinds::fromName(parts.last());
    if (!kind)
        return std::nullopt;
    // With an event segment, it must be this event's.
    if (parts.size() >= 3 && m_settings.feedTemplate.contains(QLatin1String("{event}"))) {
        const vcs::ServerPresence::Path split = vcs::ServerPresence::split(path);
        if (split.event != m_eventKey)
            return std::nullopt;
    }
    return FeedOf{parts[parts.size() - 2], *kind};
}

} // namespace arbiter::event
