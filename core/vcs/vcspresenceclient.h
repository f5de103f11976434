#pragma once

#include "core/net/backoff.h"
#include "core/net/httpstream.h"
#include "core/net/ndjsonlinereader.h"
#include "core/vcs/feedaccess.h"
#include "core/vcs/serverpresence.h"

#include <QCoreApplication>
#include <QObject>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;

namespace arbiter::vcs {

// The video server's presence reports for the session: follows the feed relay's stream of presence
// lines (app/feedrelay, GET /vcs/events: what Janus says of every feed, the current state first),
// reconnecting with the zone's back-off when the relay restarts or the network drops, and hands
// each report on. A line that cannot be read is reported as a problem and skipped: the next one
// still counts.
class VcsPresenceClient : public QObject
{
    Q_OBJECT

public:
    explicit VcsPresenceClient(QNetworkAccessManager *network, QObject *parent = nullptr);

    // Follows `url` (an empty URL stops).
    void setUrl(const QUrl &url);
    // The console's credentials for the team's relay: sent with the request when they are for its
    // URL (FeedAccess::isFor: the relay's host, over https), the relay's certificate checked
    // against their authority. A change reconnects.
    void setAccess(const FeedAccess &access);
    QUrl url() const { return m_url; }
    bool isConnected() const { return m_connected; }

Q_SIGNALS:
    void reported(const arbiter::vcs::ServerPresence &presence);
    // Connected to the relay, or lost it (translated, for the status bar).
    void connectionChanged(bool connected, const QString &message);
    void problem(const QString &message);

private:
    void connectNow();
    void onData(const QByteArray &chunk);
    void onFinished(net::HttpStream::Outcome outcome, int status, const QString &message);
    std::int64_t now() const;

    net::HttpStream m_stream;
    net::NdjsonLineReader m_reader;
    net::Backoff m_backoff;
    QTimer m_retry;
    QUrl m_url;
    FeedAccess m_access;
    bool m_connected = false;
};

} // namespace arbiter::vcs
