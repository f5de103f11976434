#include "app/console/sessionthreads.h"

#include "app/console/demoserver.h"
#include "core/common/blockingcall.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"

#include <QDeadlineTimer>

#include <cstdio>

namespace arbiter::console {

SessionThreads::SessionThreads()
{
    m_zoneThread.setObjectName(QStringLiteral("zone"));
    m_session = new session::EventSession;
    m_session->moveToThread(&m_zoneThread);
    QObject::connect(&m_zoneThread, &QThread::finished, m_session, &QObject::deleteLater);
    m_zoneThread.start();
}

SessionThreads::~SessionThreads()
{
    stop();
}

Result<QUrl> SessionThreads::start(const QStringList &demoArguments, const QString &language, bool feeds)
{
    QStringList arguments{QLatin1String("--") + QLatin1String(ServeDemoOption)};
    if (!language.isEmpty())
        arguments << QStringLiteral("--lang") << language;
    if (!feeds)
        arguments << QLatin1String("--") + QLatin1String(NoFeedsOption);
    arguments << demoArguments;
    // Its log shares the console's standard error; its standard output is the start line, and
    // anything after it is passed on.
    m_simProcess.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_simProcess.start(QCoreApplication::applicationFilePath(), arguments);
    if (!m_simProcess.waitForStarted(30'000))
        return Error{tr("The demo's simulator did not start: %1").arg(m_simProcess.errorString())};
    // A round of a thousand games is read and listed in about a second; a slow machine gets two minutes.
    const QDeadlineTimer deadline(120'000);
    while (!m_simProcess.canReadLine() && m_simProcess.state() == QProcess::Running && !deadline.hasExpired())
        m_simProcess.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
    if (!m_simProcess.canReadLine()) {
        const bool ended = m_simProcess.state() != QProcess::Running;
        endSimulator();
        return Error{ended ? tr("The demo's simulator ended before it served the round (exit status %1).")
                                 .arg(m_simProcess.exitCode())
                           : tr("The demo's simulator did not answer within two minutes.")};
    }
    const auto reply = DemoServerReply::fromLine(m_simProcess.readLine());
    if (!reply || !reply->error.isEmpty()) {
        endSimulator();
        return Error{reply ? reply->error : reply.error().message};
    }
    QObject::connect(&m_simProcess, &QProcess::readyReadStandardOutput, [this] {
        const QByteArray more = m_simProcess.readAllStandardOutput();
        std::fwrite(more.constData(), 1, size_t(more.size()), stdout);
    });
    m_simUrl = reply->url;
    m_simToken = reply->token;
    m_gamesInRound = reply->games;
    m_feedTemplate = reply->feedTemplate;
    m_feedProblem = reply->feedProblem;
    m_scenarioNotes = reply->notes;
    return m_simUrl;
}

void SessionThreads::followSimulator()
{
    if (m_simUrl.isEmpty())
        return;
    QMetaObject::invokeMethod(m_session->feed(), [this, url = m_simUrl, token = m_simToken] {
        m_session->feed()->startSimulator(url, token);
    });
}

void SessionThreads::play()
{
    if (m_simProcess.state() == QProcess::Running)
        m_simProcess.write("play\n");
}

void SessionThreads::follow(const zone::ZoneSource &source)
{
    QMetaObject::invokeMethod(m_session->feed(), [this, source] { m_session->feed()->start(source); });
}

void SessionThreads::stop()
{
    if (m_zoneThread.isRunning()) {
        callAndWait(m_session->feed(), [this] { m_session->feed()->stop(); });
        m_zoneThread.quit();
        m_zoneThread.wait();
    }
    endSimulator();
}

void SessionThreads::endSimulator()
{
    if (m_simProcess.state() != QProcess::NotRunning) {
        // Standard input closed: the simulator stops its round and its feeds and exits.
        m_simProcess.closeWriteChannel();
        if (!m_simProcess.waitForFinished(15'000)) {
            m_simProcess.kill();
            m_simProcess.waitForFinished(5'000);
        }
    }
}

} // namespace arbiter::console
