#include "core/storage/storeconfig.h"

#include <QStringList>
#include <QUrl>

#include <libpq-fe.h>

#include <memory>

namespace arbiter::storage {

namespace {
// A value as a libpq keyword takes it: quoted when it holds a space, a quote or a backslash.
QString conninfoValue(const QString &value)
{
    if (!value.isEmpty() && !value.contains(u' ') && !value.contains(u'\'') && !value.contains(u'\\'))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1String("\\"), QLatin1String("\\\\")).replace(QLatin1String("'"), QLatin1String("\\'"));
    return u'\'' + quoted + u'\'';
}

QString encoded(const QString &text, const QByteArray &keep = {})
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text, keep));
}
} // namespace

bool PostgresOptions::isUrl(const QString &text)
{
    return text.startsWith(QLatin1String("postgresql://")) || text.startsWith(QLatin1String("postgres://"));
}

Result<PostgresOptions> PostgresOptions::fromUrl(const QString &url)
{
    if (!isUrl(url))
        //: %1: what was given
        return Error{tr("%1 is not a PostgreSQL address (postgresql://…).").arg(url)};
    char *message = nullptr;
    const QByteArray utf8 = url.toUtf8();
    std::unique_ptr<PQconninfoOption, void (*)(PQconninfoOption *)> parsed(PQconninfoParse(utf8.constData(), &message),
                                                                           &PQconninfoFree);
    if (!parsed) {
        QString why = message ? QString::fromUtf8(message).trimmed() : QString();
        PQfreemem(message);
        //: %1: the address given; %2: libpq's reason
        return Error{tr("The server address %1 is not valid: %2").arg(url, why)};
    }
    PostgresOptions o;
    o.port = 5432;
    for (const PQconninfoOption *option = parsed.get(); option->keyword; ++option) {
        if (!option->val)
            continue;
        const QString key = QString::fromLatin1(option->keyword);
        const QString value = QString::fromUtf8(option->val);
        if (value.contains(u';'))
            //: %1: a connection setting's name (e.g. sslrootcert)
            return Error{tr("The server address's %1 may not contain a semicolon.").arg(key)};
        if (key == QLatin1String("password"))
            return Error{tr("Leave the password out of the server address: the console asks for it and keeps it "
                            "in the system keychain; arbiterctl reads it from ~/.pgpass or PGPASSWORD, or asks.")};
        if (key == QLatin1String("host")) {
            o.host = value;
        } else if (key == QLatin1String("dbname")) {
            o.database = value;
        } else if (key == QLatin1String("user")) {
            o.user = value;
        } else if (key == QLatin1String("port")) {
            bool ok = false;
            const int port = value.toInt(&ok);
            if (ok && port > 0 && port < 65536) {
                o.port = port;
                continue;
            }
            for (const QString &each : value.split(u',')) {
                const int p = each.toInt(&ok);
                if (!ok || p <= 0 || p >= 65536)
                    //: %1: what was given as the port
                    return Error{tr("The server address's port %1 is not a port number.").arg(value)};
            }
            o.port = 0;
            o.parameters.append({key, value});
        } else {
            o.parameters.append({key, value});
        }
    }
    if (o.database.isEmpty())
        //: %1: the address given
        return Error{tr("The server address %1 names no database (postgresql://server/database).").arg(url)};
    return o;
}

QString PostgresOptions::parameter(const QString &key) const
{
    for (const auto &[k, v] : parameters)
        if (k == key)
            return v;
    return {};
}

void PostgresOptions::setParameter(const QString &key, const QString &value)
{
    for (auto &[k, v] : parameters) {
        if (k == key) {
            v = value;
            return;
        }
    }
    parameters.append({key, value});
}

QString PostgresOptions::url() const
{
    QString authority;
    QList<std::pair<QString, QString>> query;
    const bool socket = host.startsWith(u'/');
    if (!user.isEmpty())
        authority = encoded(user) + u'@';
    if (socket) {
        query.append({QStringLiteral("host"), host});
        if (port > 0 && port != 5432)
            query.append({QStringLiteral("port"), QString::number(port)});
    } else {
        const QStringList hosts = host.split(u',');
        const QStringList ports = port > 0 ? QStringList{} : parameter(QStringLiteral("port")).split(u',');
        QStringList parts;
        for (int i = 0; i < hosts.size(); ++i) {
            QString part = hosts[i].contains(u':') ? u'[' + hosts[i] + u']' : encoded(hosts[i]);
            const QString p = port > 0 ? QString::number(port) : ports.value(ports.size() == 1 ? 0 : i);
            if (!p.isEmpty() && p != QLatin1String("5432"))
                part += u':' + p;
            parts << part;
        }
        authority += parts.join(u',');
    }
    for (const auto &[k, v] : parameters)
        if (k != QLatin1String("port") || socket)
            query.append({k, v});
    QString text = QStringLiteral("postgresql://") + authority + u'/' + encoded(database);
    for (int i = 0; i < query.size(); ++i)
        text += (i == 0 ? u'?' : u'&') + query[i].first + u'=' + encoded(query[i].second, "/:,");
    return text;
}

QString PostgresOptions::connectOptions() const
{
    QStringList words;
    for (const auto &[k, v] : parameters)
        words << k + u'=' + conninfoValue(v);
    return words.join(u';');
}

Result<StoreConfig> StoreConfig::fromText(const QString &pathOrUrl)
{
    if (!PostgresOptions::isUrl(pathOrUrl))
        return sqlite(pathOrUrl);
    auto options = PostgresOptions::fromUrl(pathOrUrl);
    if (!options)
        return options.error();
    return server(options.value());
}

} // namespace arbiter::storage
