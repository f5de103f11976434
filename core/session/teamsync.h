#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace arbiter::storage {
class Database;
}

namespace arbiter::session {

// What the other consoles of the event did, as it happens, and the connection to a team event's
// server (issue 24 §3). PostgreSQL says on the channels arbiter_team ("<event> <what> <key>": a
// review, a setting, the event, a VCS mark, the staff, a sector, the evidence) and arbiter_rulings when something
// changed, whoever wrote it; TeamSync tells the session what to read again. Notifications are a wake-up, not a log: a
// console that was away missed them, so a watchdog asks the server every second whether it answers, says while it does
// not that nothing new can be recorded, reconnects by itself, listens again and has the session read everything again
// (caughtUp()).
//
// On the session's thread, like the database it follows. For SQLite there is nothing to follow
// (one console; the session polls the rulings log for arbiterctl beside it).
class TeamSync : public QObject
{
    Q_OBJECT

public:
    explicit TeamSync(QObject *parent = nullptr);

    void attach(storage::Database *db, qint64 eventId);
    void detach();
    // Whether the server answered at its last check (always, for SQLite).
    bool online() const { return m_online; }
    // Whether notifications come (PostgreSQL): then the session's rulings poll can be slow.
    bool notified() const { return m_notified; }
    // How often the watchdog asks the server (tests make it quicker).
    void setCheckInterval(int ms) { m_watchdog.setInterval(ms); }

Q_SIGNALS:
    void rulingsChanged();
    void reviewChanged(const QString &incidentKey);
    void valueChanged(const QString &key);
    void eventChanged();
    void marksChanged();
    void staffChanged();
    // A console's feed secret was issued, changed or withdrawn (arbiter_feeds).
    void feedsChanged();
    void sectorsChanged();
    void evidenceChanged(); // an item taken, held or released (the evidence log grew)
    // Back after an absence: read everything again (what changed meanwhile was not announced here).
    void caughtUp();
    // The server stopped answering (`online` false, with why, translated) or answers again.
    void connectionChanged(bool online, const QString &message);
    // The event's synchronous standby went down (the event goes on on the primary alone: commits no
    // longer wait for it) or streams again.
    void standbyChanged(bool up, const QString &message);

private:
    void check();
    void take(const QString &payload);
    void checkStandby();

    storage::Database *m_db = nullptr;
    qint64 m_eventId = 0;
    QTimer m_watchdog;
    bool m_online = true;
    bool m_notified = false;
    int m_ticks = 0;
    QString m_standby; // the last state read ("none", "streaming", "down")
};

} // namespace arbiter::session
