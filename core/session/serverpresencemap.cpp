#include "core/session/serverpresencemap.h"

#include "core/live/livegameregistry.h"
#include "core/vcs/feedaddress.h"

namespace arbiter::session {

bool ServerPresenceMap::Player::on() const
{
    for (bool f : feeds)
        if (!f)
            return false;
    return true;
}

QList<vcs::VcsEvent> ServerPresenceMap::take(const vcs::ServerPresence &report, const event::FeedRoster &roster,
                                             const live::LiveGameRegistry &registry)
{
    const auto feed = roster.feedOf(report.feed);
    if (!feed || feed->kind == vcs::FeedKinds::Venue)
        return {};
    Player &p = m_players[feed->playerKey];
    const bool before = p.feeds.isEmpty() ? !report.on : p.on();
    p.feeds.insert(int(feed->kind), report.on);
    p.detail = vcs::FeedKinds::name(feed->kind) + QStringLiteral(": ") + report.detail;
    p.utcMs = report.utcMs;
    if (p.on() == before)
        return {};
    return eventsFor(feed->playerKey, registry, false);
}

QList<vcs::VcsEvent> ServerPresenceMap::apply(const live::LiveGameRegistry &registry)
{
    QList<vcs::VcsEvent> out;
    for (auto it = m_players.cbegin(); it != m_players.cend(); ++it)
        out += eventsFor(it.key(), registry, true);
    return out;
}

QList<vcs::VcsEvent> ServerPresenceMap::eventsFor(const QString &playerKey, const live::LiveGameRegistry &registry,
                                                  bool onlyNewGames)
{
    QList<vcs::VcsEvent> out;
    const Player &p = m_players[playerKey];
    for (const QString &id : registry.ids()) {
        const live::LiveGame *game = registry.game(id);
        if (!game)
            continue;
        for (chess::Color side : {chess::White, chess::Black}) {
            if (vcs::FeedAddress::key(event::FeedRoster::playerKey(game->pairing(), side)) != playerKey)
                continue;
            const QString told = id + u'/' + QString::number(int(side));
            if (onlyNewGames && m_told.contains(told))
                continue;
            m_told.insert(told);
            out.append(vcs::VcsEvent::presence(vcs::VcsEvent::Source::Server, id, side, p.on(), p.utcMs, p.detail));
        }
    }
    return out;
}

} // namespace arbiter::session
