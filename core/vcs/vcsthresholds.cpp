#include "core/vcs/vcsthresholds.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace arbiter::vcs {

namespace {

// The keys, in seconds where the field is a duration.
constexpr const char *lostKey = "lost_s";
constexpr const char *darkLumaKey = "dark_luma";
constexpr const char *darkKey = "dark_s";
constexpr const char *frozenChangeKey = "frozen_change";
constexpr const char *frozenKey = "frozen_s";
constexpr const char *silentDbKey = "silent_db";
constexpr const char *silentKey = "silent_s";
constexpr const char *finishedKey = "finished_live_s";

} // namespace

QByteArray VcsThresholds::toJson() const
{
    const QJsonObject o{{QLatin1String(lostKey), double(lostAfterMs) / 1000},
                        {QLatin1String(darkLumaKey), darkLuma},
                        {QLatin1String(darkKey), double(darkAfterMs) / 1000},
                        {QLatin1String(frozenChangeKey), frozenChange},
                        {QLatin1String(frozenKey), double(frozenAfterMs) / 1000},
                        {QLatin1String(silentDbKey), silentDb},
                        {QLatin1String(silentKey), double(silentAfterMs) / 1000},
                        {QLatin1String(finishedKey), double(finishedLiveAfterMs) / 1000}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

Result<VcsThresholds> VcsThresholds::fromJson(const QByteArray &json)
{
    VcsThresholds t;
    if (json.trimmed().isEmpty())
        return t;
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return Error{tr("The event's VCS thresholds are not readable.")};
    const QJsonObject o = doc.object();
    // A duration in seconds: 0.5 s to one hour.
    auto seconds = [&o](const char *key, std::int64_t &ms) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        const double s = v.toDouble(-1);
        if (!(s >= 0.5 && s <= 3600))
            return false;
        ms = std::int64_t(s * 1000);
        return true;
    };
    auto number = [&o](const char *key, double &value, double low, double high) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (v.isUndefined())
            return true;
        const double d = v.toDouble(low - 1);
        if (!(d >= low && d <= high))
            return false;
        value = d;
        return true;
    };
    const struct
    {
        bool ok;
        const char *key;
    } checks[] = {{seconds(lostKey, t.lostAfterMs), lostKey},
                  {number(darkLumaKey, t.darkLuma, 0, 255), darkLumaKey},
                  {seconds(darkKey, t.darkAfterMs), darkKey},
                  {number(frozenChangeKey, t.frozenChange, 0, 255), frozenChangeKey},
                  {seconds(frozenKey, t.frozenAfterMs), frozenKey},
                  {number(silentDbKey, t.silentDb, -120, 0), silentDbKey},
                  {seconds(silentKey, t.silentAfterMs), silentKey},
                  {seconds(finishedKey, t.finishedLiveAfterMs), finishedKey}};
    for (const auto &c : checks)
        if (!c.ok)
            //: %1: the setting's key, e.g. "dark_s"
            return Error{tr("The VCS threshold \"%1\" is out of range.").arg(QLatin1String(c.key))};
    return t;
}

} // namespace arbiter::vcs
