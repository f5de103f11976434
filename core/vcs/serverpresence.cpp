#include "core/vcs/serverpresence.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace arbiter::vcs {

QByteArray ServerPresence::toLine() const
{
    const QJsonObject o{{QStringLiteral("feed"), feed},
                        {QStringLiteral("on"), on},
                        {QStringLiteral("detail"), detail},
                        {QStringLiteral("utc_ms"), double(utcMs)}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

Result<ServerPresence> ServerPresence::fromLine(const QByteArray &line)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        //: %1: the start of the line as received
        return Error{tr("A presence line from the video server is not JSON: %1").arg(QString::fromUtf8(line.left(80)))};
    const QJsonObject o = doc.object();
    ServerPresence p;
    p.feed = o.value(QLatin1String("feed")).toString();
    const QJsonValue on = o.value(QLatin1String("on"));
    if (p.feed.isEmpty() || !on.isBool())
        //: %1: the start of the line as received
        return Error{tr("A presence line from the video server names no feed or no state: %1")
                         .arg(QString::fromUtf8(line.left(80)))};
    p.on = on.toBool();
    p.detail = o.value(QLatin1String("detail")).toString();
    p.utcMs = std::int64_t(o.value(QLatin1String("utc_ms")).toDouble(0));
    return p;
}

ServerPresence::Path ServerPresence::split(const QString &feed)
{
    const QStringList parts = feed.split(u'/', Qt::SkipEmptyParts);
    if (parts.size() < 3)
        return {};
    return {parts[parts.size() - 3], parts[parts.size() - 2], parts[parts.size() - 1]};
}

} // namespace arbiter::vcs
