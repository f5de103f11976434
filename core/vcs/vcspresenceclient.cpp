#include "core/vcs/vcspresenceclient.h"

#include "core/clock/monotonicclock.h"

#include <QLoggingCategory>

namespace arbiter::vcs {

namespace {
Q_LOGGING_CATEGORY(lcPresence, "arbiter.core.session.presence")
}

VcsPresenceClient::VcsPresenceClient(QNetworkAccessManager *network, QObject *parent)
    : QObject(parent), m_stream(network, this), m_retry(this)
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &VcsPresenceClient::connectNow);
    connect(&m_stream, &net::HttpStream::responseStarted, this, [this](int status) {
        if (status / 100 != 2)
            return;
        m_connected = true;
        m_backoff.connected(now());
        qCInfo(lcPresence) << "following the video server's presence at" << m_url.toDisplayString();
        //: %1: the relay's address
        Q_EMIT connectionChanged(true, tr("Video server presence: connected to %1").arg(m_url.host()));
    });
    connect(&m_stream, &net::HttpStream::dataReceived, this, &VcsPresenceClient::onData);
    connect(&m_stream, &net::HttpStream::finished, this, &VcsPresenceClient::onFinished);
}

std::int64_t VcsPresenceClient::now() const
{
    return clock::steadyNowMs();
}

void VcsPresenceClient::setUrl(const QUrl &url)
{
    if (url == m_url)
        return;
    m_url = url;
    m_retry.stop();
    m_stream.abort();
    m_backoff.reset();
    if (!m_url.isEmpty())
        connectNow();
}

void VcsPresenceClient::setAccess(const FeedAccess &access)
{
    if (access == m_access)
        return;
    m_access = access;
    if (m_url.isEmpty())
        return;
    m_retry.stop();
    m_stream.abort();
    m_backoff.reset();
    connectNow();
}

void VcsPresenceClient::connectNow()
{
    if (m_url.isEmpty())
        return;
    m_reader.reset();
    net::HttpStream::Request request;
    request.url = m_url;
    request.headers = {{QByteArrayLiteral("Accept"), QByteArrayLiteral("application/x-ndjson")}};
    request.idleTimeoutMs = 60'000; // the relay sends a keep-alive line every 20 s
    if (m_access.isFor(m_url)) {
        request.basicCredentials = m_access.login.toUtf8() + ':' + m_access.secret;
        request.caFile = m_access.caFile;
    }
    m_stream.start(request);
}

void VcsPresenceClient::onData(const QByteArray &chunk)
{
    if (auto error = m_reader.feed(chunk))
        Q_EMIT problem(error->message);
    for (const QByteArray &line : m_reader.takeLines()) {
        const auto presence = vcs::ServerPresence::fromLine(line);
        if (!presence) {
            Q_EMIT problem(presence.error().message);
            continue;
        }
        Q_EMIT reported(presence.value());
    }
}

void VcsPresenceClient::onFinished(net::HttpStream::Outcome outcome, int status, const QString &message)
{
    if (outcome == net::HttpStream::Outcome::Aborted)
        return;
    const bool wasConnected = m_connected;
    m_connected = false;
    QString why = message;
    if (outcome == net::HttpStream::Outcome::HttpError && (status == 401 || status == 403))
        why = m_access.isFor(m_url)
            //: %1: the HTTP status code, 401 or 403
            ? tr("the relay refused this console's login and feed secret (HTTP %1)").arg(status)
            //: %1: the HTTP status code, 401 or 403
            : tr("the relay asks for a login this console does not have for it (HTTP %1): open the event as a team "
                 "event, with the relay's address over https://")
                  .arg(status);
    const net::Backoff::Reason reason
        = outcome == net::HttpStream::Outcome::Finished ? net::Backoff::Reason::Closed : net::Backoff::Reason::Failure;
    const std::int64_t delay = m_backoff.next(reason, now());
    qCInfo(lcPresence) << "presence stream ended" << int(outcome) << status << message << "retry in" << delay;
    if (wasConnected || !why.isEmpty())
        //: %1: why (a message), %2: seconds until the next try
        Q_EMIT connectionChanged(false,
                                 tr("Video server presence lost (%1); trying again in %2 s")
                                     .arg(why.isEmpty() ? tr("the relay closed the stream") : why)
                                     .arg((delay + 999) / 1000));
    m_retry.start(int(delay));
}

} // namespace arbiter::vcs
