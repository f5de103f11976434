#pragma once

#include "core/event/feedroster.h"
#include "core/vcs/serverpresence.h"
#include "core/vcs/vcsevent.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

namespace arbiter::live {
class LiveGameRegistry;
}

namespace arbiter::session {

// Turns the video server's reports on feeds ("open-2026/carlsen/cam": off, "media stopped") into
// presence reports on players in games: the feed's path names the player (the event's roster), the
// registry says which game they play and with which colour. A player is on the VCS, as far as the
// server knows, while every feed of theirs it reported on is on. Reports on players not paired yet
// are kept and given to their game when it appears (apply()).
class ServerPresenceMap
{
public:
    // The VCS events one report makes (none when the feed is not this event's, or its player is in
    // no game yet, or nothing changed for the player).
    QList<vcs::VcsEvent> take(const vcs::ServerPresence &report, const event::FeedRoster &roster,
                              const live::LiveGameRegistry &registry);
    // The events for games that appeared since their players were reported on.
    QList<vcs::VcsEvent> apply(const live::LiveGameRegistry &registry);

private:
    struct Player
    {
        QHash<int, bool> feeds; // FeedKind → on
        QString detail; // the last report's word, with its feed
        std::int64_t utcMs = 0;
        bool on() const;
    };
    QList<vcs::VcsEvent> eventsFor(const QString &playerKey, const live::LiveGameRegistry &registry, bool onlyNewGames);

    QHash<QString, Player> m_players; // by the player's key in feed paths
    QSet<QString> m_told; // "game/side" already given the player's presence
};

} // namespace arbiter::session
