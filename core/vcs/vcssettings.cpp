#include "core/vcs/vcssettings.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>

namespace arbiter::vcs {

namespace {
constexpr const char *TemplateKey = "template";
constexpr const char *PresenceKey = "presence";
constexpr const char *ThresholdsKey = "thresholds";
constexpr const char *StillsKey = "evidence_stills";
constexpr const char *LowKey = "low_streams";
} // namespace

QByteArray VcsSettings::toJson() const
{
    const QJsonObject o{{QLatin1String(TemplateKey), feedTemplate},
                        {QLatin1String(PresenceKey), presenceUrl},
                        {QLatin1String(ThresholdsKey), QJsonDocument::fromJson(thresholds.toJson()).object()},
                        {QLatin1String(StillsKey), evidenceStills},
                        {QLatin1String(LowKey), lowStreams}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QString VcsSettings::templateProblem(const QString &feedTemplate)
{
    if (feedTemplate.isEmpty())
        return {};
    const QUrl url(QString(feedTemplate).replace(u'{', u'x').replace(u'}', u'x'), QUrl::StrictMode);
    static const QStringList schemes = {QStringLiteral("rtsp"),   QStringLiteral("rtspt"), QStringLiteral("rtsps"),
                                        QStringLiteral("rtspst"), QStringLiteral("http"),  QStringLiteral("https"),
                                        QStringLiteral("sdp"),    QStringLiteral("file"),  QStringLiteral("srt")};
    if (!url.isValid() || !schemes.contains(url.scheme()))
        //: %1: the template as typed
        return tr("The feed address \"%1\" is not a URL the console can play (rtsp://, rtspt://, rtsps://, rtspst://, "
                  "http://, https://, sdp://, srt:// or file://).")
            .arg(feedTemplate);
    if (!feedTemplate.contains(QLatin1String("{player}")))
        //: %1: the template as typed; {player} is written as is
        return tr("The feed address \"%1\" does not say where the player goes: it needs {player}.").arg(feedTemplate);
    return {};
}

Result<VcsSettings> VcsSettings::fromJson(const QByteArray &json)
{
    VcsSettings s;
    if (json.trimmed().isEmpty())
        return s;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return Error{tr("The event's VCS settings are not readable.")};
    const QJsonObject o = doc.object();
    s.feedTemplate = o.value(QLatin1String(TemplateKey)).toString().trimmed();
    if (const QString problem = templateProblem(s.feedTemplate); !problem.isEmpty())
        return Error{problem};
    s.presenceUrl = o.value(QLatin1String(PresenceKey)).toString().trimmed();
    if (!s.presenceUrl.isEmpty()) {
        const QUrl url(s.presenceUrl, QUrl::StrictMode);
        if (!url.isValid() || (url.scheme() != u"http" && url.scheme() != u"https"))
            //: %1: the address as typed
            return Error{
                tr("The video server's presence address \"%1\" is not an http:// or https:// URL.").arg(s.presenceUrl)};
    }
    const auto thresholds
        = VcsThresholds::fromJson(QJsonDocument(o.value(QLatin1String(ThresholdsKey)).toObject()).toJson());
    if (!thresholds)
        return thresholds.error();
    s.thresholds = *thresholds;
    s.evidenceStills = o.value(QLatin1String(StillsKey)).toBool(true);
    s.lowStreams = o.value(QLatin1String(LowKey)).toBool(false);
    return s;
}

} // namespace arbiter::vcs
