#include "core/storage/walsyncer.h"

#include "core/common/blockingcall.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>
#include <QUrl>

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <unistd.h>

Q_DECLARE_LOGGING_CATEGORY(lcStorage)

namespace arbiter::storage {

class WalSyncer::Worker : public QObject
{
public:
    Worker(const QString &path, int delayMs, std::atomic<bool> *pending, std::atomic<int> *syncs)
        : m_path(path), m_pending(pending), m_syncs(syncs), m_timer(this)
    {
        m_timer.setSingleShot(true);
        m_timer.setInterval(delayMs);
        QObject::connect(&m_timer, &QTimer::timeout, this, [this] { sync(); });
    }

    void schedule()
    {
        if (!m_timer.isActive())
            m_timer.start();
    }

    bool sync()
    {
        m_timer.stop();
        m_pending->store(false); // a commit from now on asks for the next sync
        const bool synced = syncLog();
        m_syncs->fetch_add(1);
        m_uncheckpointed = true;
        if (!m_sinceCheckpoint.isValid() || m_sinceCheckpoint.elapsed() >= CheckpointEveryMs)
            checkpoint();
        return synced;
    }

    // On its thread, before the thread ends: a last sync and checkpoint, the connection closed.
    void finish()
    {
        if (m_pending->load())
            sync();
        if (m_uncheckpointed)
            checkpoint();
        m_timer.stop();
        if (!m_connection.isEmpty()) {
            QSqlDatabase::database(m_connection, false).close();
            QSqlDatabase::removeDatabase(m_connection);
            m_connection.clear();
        }
    }

private:
    // fdatasync of the write-ahead log: every frame written to it so far, by any connection, is then
    // on the disk, and with it every commit.
    bool syncLog()
    {
        const QByteArray wal = QFile::encodeName(m_path + QStringLiteral("-wal"));
        const int fd = ::open(wal.constData(), O_RDONLY | O_CLOEXEC);
        if (fd < 0) {
            if (errno == ENOENT) // no log: the last connection closed and checkpointed it
                return true;
            qCWarning(lcStorage) << "could not open the write-ahead log to sync it:" << wal << std::strerror(errno);
            return false;
        }
        int r = 0;
        do
            r = ::fdatasync(fd);
        while (r < 0 && errno == EINTR);
        const int error = errno;
        ::close(fd);
        if (r < 0) {
            qCWarning(lcStorage) << "could not sync the write-ahead log" << wal << std::strerror(error);
            return false;
        }
        return true;
    }

    // Copies the log's committed pages into the database (and syncs it) so the log starts again
    // from its beginning: PASSIVE never waits for the writer nor holds it up.
    void checkpoint()
    {
        m_sinceCheckpoint.start();
        if (!open())
            return;
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)")))
            qCWarning(lcStorage) << "checkpoint failed:" << q.lastError().text();
        else
            m_uncheckpointed = false;
    }

    // Its own connection, opened read-write but never creating the file (mode=rw): a file removed
    // meanwhile is not made again empty.
    bool open()
    {
        if (!m_connection.isEmpty())
            return true;
        if (!QFileInfo::exists(m_path))
            return false;
        static std::atomic<int> serial{0};
        const QString name = QStringLiteral("arbiter-walsyncer-%1").arg(serial.fetch_add(1));
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_URI"));
        db.setDatabaseName(
            QStringLiteral("file:%1?mode=rw").arg(QString::fromLatin1(QUrl::toPercentEncoding(m_path, "/"))));
        if (!db.open()) {
            qCWarning(lcStorage) << "the store's syncer could not open" << m_path << db.lastError().text();
            db = QSqlDatabase();
            QSqlDatabase::removeDatabase(name);
            return false;
        }
        m_connection = name;
        return true;
    }

    const QString m_path;
    std::atomic<bool> *m_pending;
    std::atomic<int> *m_syncs;
    QTimer m_timer;
    QElapsedTimer m_sinceCheckpoint;
    bool m_uncheckpointed = false;
    QString m_connection;
};

WalSyncer::WalSyncer(const QString &path, int delayMs)
    : m_thread(std::make_unique<QThread>()), m_worker(new Worker(path, delayMs, &m_pending, &m_syncs))
{
    m_thread->setObjectName(QStringLiteral("store sync"));
    m_worker->moveToThread(m_thread.get());
    m_thread->start();
}

WalSyncer::~WalSyncer()
{
    callAndWait(m_worker, [w = m_worker] { w->finish(); });
    m_thread->quit();
    m_thread->wait();
    delete m_worker; // its thread has ended
}

void WalSyncer::committed()
{
    if (m_pending.exchange(true))
        return; // a sync is already on its way
    QMetaObject::invokeMethod(
        m_worker, [w = m_worker] { w->schedule(); }, Qt::QueuedConnection);
}

bool WalSyncer::syncNow()
{
    bool synced = false;
    callAndWait(m_worker, [&synced, w = m_worker] { synced = w->sync(); });
    return synced;
}

} // namespace arbiter::storage
