#pragma once

#include "core/chess/types.h"
#include "core/event/eventdata.h"
#include "core/event/feedroster.h"
#include "core/session/serverpresencemap.h"
#include "core/vcs/vcsevent.h"
#include "core/vcs/vcssettings.h"

#include <QList>
#include <QObject>
#include <QSet>

#include <memory>

class QNetworkAccessManager;

namespace arbiter::vcs {
class VcsPresenceClient;
}

namespace arbiter::session {

class GameFeed;

// VCS presence, a part of the event session (on its thread): where each player is on the video
// conference (Art. 13). It keeps the event's VCS settings and the feed roster (whose feed is where),
// follows the video server's presence stream while the settings name one, and hands every fact about
// a player's place on the VCS (an arbiter's mark, the feed watch's health, the server's reports) to
// the game feed, whose detector raises the incidents.
class VcsPresence : public QObject
{
    Q_OBJECT

public:
    explicit VcsPresence(GameFeed *feed, QObject *parent = nullptr);
    ~VcsPresence() override;

    const vcs::VcsSettings &settings() const { return m_settings; }
    const vcs::FeedAccess &access() const { return m_access; }
    const event::FeedRoster &roster() const { return m_roster; }
    // The event's VCS settings, its name and its players (their own feed addresses): the roster is
    // made again, the presence stream followed or not, and both are sent (vcsSettingsChanged,
    // feedRosterChanged).
    void configure(const vcs::VcsSettings &settings, const QString &eventName,
                   const QList<event::PlayerRecord> &players);

public Q_SLOTS:
    // An arbiter saw a player leave or rejoin the VCS: taken like the zone's own report.
    void markVcs(const QString &gameId, arbiter::chess::Color side, bool onVcs);
    // An arbiter's mark made at `utcMs` (here or on another console of the event).
    void applyMark(const QString &gameId, arbiter::chess::Color side, bool onVcs, std::int64_t utcMs);
    // The console's credentials for the team's relay (issue 24 §7; unset: none), for the roster's
    // feeds and the presence stream.
    void setAccess(const arbiter::vcs::FeedAccess &access);
    // A fact about a player's place on the VCS from outside the zone (the feed watch, the server).
    void reportVcs(const arbiter::vcs::VcsEvent &event);
    // The settings and the roster again (a new source).
    void announce();

Q_SIGNALS:
    void vcsSettingsChanged(const arbiter::vcs::VcsSettings &settings);
    void feedRosterChanged(const arbiter::event::FeedRoster &roster);
    // The video server's presence stream was reached or lost (translated, for the status bar).
    void vcsPresenceChanged(bool connected, const QString &message);
    void problem(const QString &message);

private:
    void apply();
    void takeServerPresence(const vcs::ServerPresence &report);
    void noteGames(const QList<QString> &ids);

    GameFeed *m_feed;
    vcs::VcsSettings m_settings;
    QString m_eventName;
    QList<event::PlayerRecord> m_players;
    event::FeedRoster m_roster;
    vcs::FeedAccess m_access;
    std::unique_ptr<QNetworkAccessManager> m_network; // the video server's presence stream
    std::unique_ptr<vcs::VcsPresenceClient> m_client;
    ServerPresenceMap m_map;
    QSet<QString> m_knownGames; // games the presence map has seen
};

} // namespace arbiter::session
