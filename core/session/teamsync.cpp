#include "core/session/teamsync.h"

#include "core/storage/database.h"
#include "core/team/teamserver.h"

#include <QDateTime>
#include <QLocale>
#include <QLoggingCategory>

namespace arbiter::session {

namespace {
Q_LOGGING_CATEGORY(lcSync, "arbiter.core.session.team")

constexpr int CheckMs = 1000;
} // namespace

TeamSync::TeamSync(QObject *parent) : QObject(parent), m_watchdog(this) // a child: it moves to the session thread too
{
    m_watchdog.setInterval(CheckMs);
    connect(&m_watchdog, &QTimer::timeout, this, &TeamSync::check);
}

void TeamSync::attach(storage::Database *db, qint64 eventId)
{
    detach();
    m_db = db;
    m_eventId = eventId;
    m_online = true;
    m_standby.clear();
    m_ticks = 0;
    if (!db || !db->isPostgres())
        return;
    const bool team = db->listen(QStringLiteral("arbiter_team"), this, [this](const QString &p) { take(p); });
    const bool rulings = db->listen(QStringLiteral("arbiter_rulings"), this, [this](const QString &payload) {
        if (payload == QString::number(m_eventId))
            Q_EMIT rulingsChanged();
    });
    // Whose feed secret changed (the login only, never the secret): each console reads its own again.
    db->listen(QStringLiteral("arbiter_feeds"), this, [this](const QString &) { Q_EMIT feedsChanged(); });
    m_notified = team && rulings;
    m_watchdog.start();
}

void TeamSync::detach()
{
    m_watchdog.stop();
    m_db = nullptr;
    m_eventId = 0;
    m_notified = false;
    if (!m_online) {
        m_online = true;
        Q_EMIT connectionChanged(true, QString());
    }
}

void TeamSync::checkStandby()
{
    const QString state = team::TeamServer::standbyState(*m_db);
    if (state.isEmpty() || state == m_standby)
        return;
    const bool wasDown = m_standby == QLatin1String("down");
    m_standby = state;
    if (state == QLatin1String("down")) {
        qCWarning(lcSync) << "the event's standby server is down";
        m_db->setSynchronousCommit(false);
        Q_EMIT standbyChanged(false,
                              tr("The event's standby server is down: the event goes on on the primary server "
                                 "alone, and new entries have no second copy until the standby is back."));
    } else if (wasDown) {
        m_db->setSynchronousCommit(true);
        Q_EMIT standbyChanged(true, tr("The event's standby server is back: every entry is on both servers again."));
    }
}

void TeamSync::take(const QString &payload)
{
    // "<event> <what> [<key>]"; event 0: every event of the database (the staff).
    const QString event = payload.section(u' ', 0, 0);
    const QString what = payload.section(u' ', 1, 1);
    const QString key = payload.section(u' ', 2);
    if (event != QString::number(m_eventId) && event != QLatin1String("0"))
        return;
    if (what == QLatin1String("review"))
        Q_EMIT reviewChanged(key);
    else if (what == QLatin1String("value"))
        Q_EMIT valueChanged(key);
    else if (what == QLatin1String("event"))
        Q_EMIT eventChanged();
    else if (what == QLatin1String("mark"))
        Q_EMIT marksChanged();
    else if (what == QLatin1String("staff"))
        Q_EMIT staffChanged();
    else if (what == QLatin1String("sector"))
        Q_EMIT sectorsChanged();
    else if (what == QLatin1String("evidence"))
        Q_EMIT evidenceChanged();
    else
        qCDebug(lcSync) << "unknown notification" << payload;
}

void TeamSync::check()
{
    if (!m_db)
        return;
    if (m_online) {
        if (m_db->serverAnswers()) {
            if (++m_ticks % 5 == 1)
                checkStandby();
            return;
        }
        m_online = false;
        qCWarning(lcSync) << "the event's server stopped answering";
        //: %1: the time it stopped answering
        Q_EMIT connectionChanged(
            false,
            tr("The event's server cannot be reached since %1: nothing new can be "
               "recorded. The console reconnects by itself.")
                .arg(QLocale().toString(QDateTime::currentDateTime().time(), QLocale::ShortFormat)));
    }
    if (auto error = m_db->reconnect()) {
        qCDebug(lcSync) << "still away:" << error->message;
        return;
    }
    m_online = true;
    m_standby.clear(); // a promoted standby has none yet, perhaps
    m_db->setSynchronousCommit(true);
    checkStandby();
    Q_EMIT caughtUp();
    Q_EMIT connectionChanged(true, tr("The event's server answers again; the console caught up on what it missed."));
}

} // namespace arbiter::session
