#pragma once

#include "core/storage/eventstore.h"
#include "core/watch/incident.h"

#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QString>

// Helpers shared by the storage fault tests and their child process: incidents with a given key,
// raw SQL on a file or on a store's own connection (to inject a fault where the store writes), and a
// file's hash (to prove a file was not written).
namespace arbiter::testing {

inline watch::Incident incident(const QString &key, const QString &detail = QStringLiteral("White left the zone"))
{
    watch::Incident i;
    i.key = key;
    i.kind = watch::Incident::Kind::Disconnected;
    i.gameId = QStringLiteral("g1");
    i.board = 3;
    i.white = QStringLiteral("Иванов");
    i.black = QStringLiteral("Smith");
    i.ply = 12;
    i.article = QStringLiteral("11");
    i.message = detail;
    i.utcMs = 1'700'000'000'000;
    i.open = true;
    return i;
}

// Runs one statement on the store's own connection (same thread): PRAGMA query_only, max_page_count.
inline QString execOn(const storage::EventStore &store, const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(store.database().connectionName(), false));
    if (!q.exec(sql))
        return q.lastError().text();
    return {};
}

// Runs statements on a file through a connection of its own; the first error, or empty.
inline QString execOnFile(const QString &path, const QStringList &statements, QList<QVariantList> *rows = nullptr)
{
    QString error;
    const QString name = QStringLiteral("raw.") + path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open()) {
            error = db.lastError().text();
        } else {
            QSqlQuery q(db);
            for (const QString &sql : statements) {
                if (!q.exec(sql)) {
                    error = q.lastError().text();
                    break;
                }
                while (rows && q.next()) {
                    QVariantList row;
                    for (int c = 0; c < q.record().count(); ++c)
                        row << q.value(c);
                    rows->append(row);
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return error;
}

inline QByteArray fileHash(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

} // namespace arbiter::testing
