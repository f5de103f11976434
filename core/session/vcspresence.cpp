#include "core/session/vcspresence.h"

#include "core/live/livegameregistry.h"
#include "core/session/gamefeed.h"
#include "core/vcs/vcspresenceclient.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QNetworkAccessManager>

namespace arbiter::session {

namespace {
Q_LOGGING_CATEGORY(lcFeedAccess, "arbiter.core.session.feeds")
}

VcsPresence::VcsPresence(GameFeed *feed, QObject *parent) : QObject(parent), m_feed(feed)
{
    qRegisterMetaType<arbiter::vcs::VcsEvent>();
    qRegisterMetaType<arbiter::vcs::VcsSettings>();
    qRegisterMetaType<arbiter::vcs::ServerPresence>();
    qRegisterMetaType<arbiter::event::FeedRoster>();
    connect(m_feed, &GameFeed::gamesChanged, this, &VcsPresence::noteGames);
}

VcsPresence::~VcsPresence() = default;

void VcsPresence::configure(const vcs::VcsSettings &settings, const QString &eventName,
                            const QList<event::PlayerRecord> &players)
{
    m_settings = settings;
    m_eventName = eventName;
    m_players = players;
    apply();
}

void VcsPresence::announce()
{
    apply();
}

void VcsPresence::apply()
{
    m_feed->setFinishedFeedsAfterMs(m_settings.thresholds.finishedLiveAfterMs);
    m_roster = event::FeedRoster(m_settings, m_eventName, m_players);
    m_roster.setAccess(m_access);
    // The video server's presence stream, followed while the event names one.
    if (!m_settings.presenceUrl.isEmpty() && !m_client) {
        m_network = std::make_unique<QNetworkAccessManager>();
        m_client = std::make_unique<vcs::VcsPresenceClient>(m_network.get());
        connect(m_client.get(), &vcs::VcsPresenceClient::reported, this, &VcsPresence::takeServerPresence);
        connect(m_client.get(), &vcs::VcsPresenceClient::connectionChanged, this, &VcsPresence::vcsPresenceChanged);
        connect(m_client.get(), &vcs::VcsPresenceClient::problem, this, &VcsPresence::problem);
    }
    if (m_client) {
        // Not followed once this console's access is withdrawn: the relay refuses it.
        const bool refused
            = m_access.revoked && m_access.forTemplate(m_settings.feedTemplate).isRelays(m_settings.presenceUrl);
        const QUrl url = refused ? QUrl() : QUrl(m_settings.presenceUrl);
        // A new address and a new access at once: one request, never the new access to the old address.
        if (m_client->url() != url)
            m_client->setUrl(QUrl());
        m_client->setAccess(m_access.forTemplate(m_settings.feedTemplate));
        m_client->setUrl(url);
    }
    Q_EMIT vcsSettingsChanged(m_settings);
    Q_EMIT feedRosterChanged(m_roster);
}

void VcsPresence::setAccess(const vcs::FeedAccess &access)
{
    if (access == m_access)
        return;
    m_access = access;
    // Who, for which relay; never the secret.
    qCInfo(lcFeedAccess).noquote() << "feed access:" << (access.isSet() ? access.login : QStringLiteral("none"))
                                   << (access.revoked ? "(revoked)" : "");
    apply();
}

void VcsPresence::markVcs(const QString &gameId, chess::Color side, bool onVcs)
{
    reportVcs(vcs::VcsEvent::presence(vcs::VcsEvent::Source::Arbiter, gameId, side, onVcs,
                                      QDateTime::currentMSecsSinceEpoch()));
}

void VcsPresence::applyMark(const QString &gameId, chess::Color side, bool onVcs, std::int64_t utcMs)
{
    reportVcs(vcs::VcsEvent::presence(vcs::VcsEvent::Source::Arbiter, gameId, side, onVcs, utcMs));
}

void VcsPresence::reportVcs(const vcs::VcsEvent &event)
{
    m_feed->reportVcs(event);
}

void VcsPresence::takeServerPresence(const vcs::ServerPresence &report)
{
    if (!m_feed->registry())
        return;
    for (const vcs::VcsEvent &e : m_map.take(report, m_roster, *m_feed->registry()))
        reportVcs(e);
}

// Reports the server sent for players whose game was not there yet are given to it when it appears.
void VcsPresence::noteGames(const QList<QString> &ids)
{
    if (!m_feed->registry() || !m_client)
        return;
    bool fresh = false;
    for (const QString &id : ids)
        if (!m_knownGames.contains(id)) {
            m_knownGames.insert(id);
            fresh = true;
        }
    if (fresh)
        for (const vcs::VcsEvent &e : m_map.apply(*m_feed->registry()))
            reportVcs(e);
}

} // namespace arbiter::session
