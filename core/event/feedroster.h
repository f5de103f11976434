#pragma once

#include "core/chess/types.h"
#include "core/event/playerrecord.h"
#include "core/vcs/feedaccess.h"
#include "core/vcs/feedkind.h"
#include "core/vcs/vcssettings.h"
#include "core/zone/zoneevent.h"

#include <QHash>
#include <QList>
#include <QMetaType>
#include <QString>

#include <array>
#include <optional>

namespace arbiter::event {

// Whose feed is where: the event's VCS settings (the URL template) joined with its players' own feed
// addresses, so that the screen finds a game's player's camera, screen or second camera from the
// zone's pairing, and the session finds the player a video server's report ("open-2026/carlsen/cam")
// speaks of. A player of the pairing is the event's player with the same zone account, else with
// the same name; their own address wins over the template, which is filled with the player's key:
// the zone account, else the name (vcs::FeedAddress::key).
class FeedRoster
{
public:
    FeedRoster() = default;
    FeedRoster(const vcs::VcsSettings &settings, const QString &eventName, const QList<PlayerRecord> &players);

    const vcs::VcsSettings &settings() const { return m_settings; }
    // The {event} of the template: the event's name as a path segment.
    const QString &eventKey() const { return m_eventKey; }
    // Whether any feed can be found: a template, or a player with an address of their own.
    bool hasFeeds() const { return !m_settings.feedTemplate.isEmpty() || m_ownUrls > 0; }

    // The address of the player's feed, or empty. `low` asks for the small stream the source serves
    // beside a camera (the feed wall's small tiles), when the settings say it has one.
    QString url(const zone::Pairing &pairing, chess::Color side, vcs::FeedKind kind, bool low = false) const;
    // The {player} of the template for that player: the zone account, else the name.
    static QString playerKey(const zone::Pairing &pairing, chess::Color side);
    // The player and feed a video server's feed path names ("open-2026/carlsen/cam" or
    // "carlsen/cam"), when it is a feed of this event: the player's key and the feed's kind.
    struct FeedOf
    {
        QString playerKey;
        vcs::FeedKind kind = vcs::FeedKinds::Camera;
    };
    std::optional<FeedOf> feedOf(const QString &path) const;

    // The console's credentials for the team's relay (issue 24 §7), for the relay's host of the
    // template: what the feeds of the relay are opened with. Unset on a one-arbiter event.
    void setAccess(const vcs::FeedAccess &access) { m_access = access.forTemplate(m_settings.feedTemplate); }
    const vcs::FeedAccess &access() const { return m_access; }

    friend bool operator==(const FeedRoster &, const FeedRoster &) = default;

private:
    const PlayerRecord *player(const zone::Pairing &pairing, chess::Color side) const;

    vcs::VcsSettings m_settings;
    QString m_eventKey;
    QList<PlayerRecord> m_players;
    QHash<QString, int> m_byAccount; // lower-case account → index
    QHash<QString, int> m_byName; // lower-case name → index
    int m_ownUrls = 0;
    vcs::FeedAccess m_access;
};

} // namespace arbiter::event

Q_DECLARE_METATYPE(arbiter::event::FeedRoster)
