#include "core/seminar/seminarstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::seminar {

bool SeminarState::isLecturer(const QString &name) const
{
    return lecturers.contains(name.trimmed(), Qt::CaseInsensitive);
}

QByteArray SeminarState::toJson() const
{
    return QJsonDocument(
               QJsonObject{{QStringLiteral("pack"), packId},
                           {QStringLiteral("lecturers"), QJsonArray::fromStringList(lecturers)},
                           {QStringLiteral("grading"), gradeWhenMade ? QStringLiteral("made") : QStringLiteral("end")},
                           {QStringLiteral("started"), started},
                           {QStringLiteral("paused"), paused},
                           {QStringLiteral("revealed"), QJsonArray::fromStringList(revealed)},
                           {QStringLiteral("replay"), replay},
                           {QStringLiteral("replays"), replays}})
        .toJson(QJsonDocument::Compact);
}

Result<SeminarState> SeminarState::fromJson(const QByteArray &json)
{
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject())
        //: %1: the JSON parser's message
        return Error{tr("The event's seminar state does not read: %1").arg(parse.errorString())};
    const QJsonObject o = doc.object();
    SeminarState s;
    s.packId = o.value(QLatin1String("pack")).toString();
    for (const QJsonValue &v : o.value(QLatin1String("lecturers")).toArray())
        s.lecturers << v.toString();
    const QString grading = o.value(QLatin1String("grading")).toString(QStringLiteral("made"));
    if (grading != QLatin1String("made") && grading != QLatin1String("end"))
        //: %1: the value found
        return Error{tr("The event's seminar grades \"%1\"; it grades \"made\" or \"end\".").arg(grading)};
    s.gradeWhenMade = grading == QLatin1String("made");
    s.started = o.value(QLatin1String("started")).toBool();
    s.paused = o.value(QLatin1String("paused")).toBool();
    for (const QJsonValue &v : o.value(QLatin1String("revealed")).toArray())
        s.revealed << v.toString();
    s.replay = o.value(QLatin1String("replay")).toString();
    s.replays = o.value(QLatin1String("replays")).toInt();
    return s;
}

} // namespace arbiter::seminar
