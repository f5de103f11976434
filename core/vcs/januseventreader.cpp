#include "core/vcs/januseventreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace arbiter::vcs {

namespace {
// Janus's event types (janus/events.h).
constexpr int TypeHandle = 2;
constexpr int TypeWebRtc = 16;
constexpr int TypeMedia = 32;
constexpr int TypePlugin = 64;
constexpr int SubtypeWebRtcState = 6; // {"connection": "webrtcup" | "hangup", "reason": …}
constexpr int SubtypeMediaState = 1; // {"media": "video", "receiving": bool}

// Janus's ids are 53-bit numbers in JSON.
// A JSON number as a whole number, or 0 when it is not one a 64-bit integer holds exactly: Janus's
// ids and its times (microseconds) are whole numbers below 2^53, so anything else is not theirs (and
// converting it would be undefined; the Janus fuzzer found a timestamp of 1.8e25).
qint64 idOf(const QJsonValue &v)
{
    const double d = v.toDouble(0);
    return std::isfinite(d) && std::fabs(d) < 9.0e15 ? qint64(d) : 0;
}
} // namespace

QList<ServerPresence> JanusEventReader::read(const QByteArray &body, QString *error)
{
    QList<ServerPresence> out;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        if (error)
            *error = parseError.errorString();
        return out;
    }
    if (doc.isArray()) {
        for (const QJsonValue &v : doc.array())
            if (v.isObject())
                readOne(v.toObject(), out);
    } else if (doc.isObject()) {
        readOne(doc.object(), out);
    }
    return out;
}

QList<ServerPresence> JanusEventReader::current() const
{
    QList<ServerPresence> out;
    for (const Feed &f : m_feeds)
        if (f.reported)
            out.append({f.label, f.reportedOn, f.detail, f.utcMs});
    return out;
}

// Reports the feed's state when it changed.
void JanusEventReader::note(Feed &feed, std::int64_t utcMs, const QString &detail, QList<ServerPresence> &out)
{
    const bool on = feed.up && !feed.videoStopped && !feed.gone;
    if (feed.reported && feed.reportedOn == on)
        return;
    // Before it was ever on, a feed that is not up yet says nothing (it is still connecting).
    if (!feed.reported && !on && !feed.gone && !feed.videoStopped)
        return;
    feed.reported = true;
    feed.reportedOn = on;
    feed.detail = detail;
    feed.utcMs = utcMs;
    out.append({feed.label, on, detail, utcMs});
}

void JanusEventReader::readOne(const QJsonObject &event, QList<ServerPresence> &out)
{
    const int type = event.value(QLatin1String("type")).toInt();
    const int subtype = event.value(QLatin1String("subtype")).toInt();
    const qint64 handle = idOf(event.value(QLatin1String("handle_id")));
    const std::int64_t utcMs = idOf(event.value(QLatin1String("timestamp"))) / 1000;
    const QJsonObject body = event.value(QLatin1String("event")).toObject();
    auto feedOfHandle = [this, handle]() -> Feed * {
        const auto it = m_byHandle.constFind(handle);
        if (it == m_byHandle.cend())
            return nullptr;
        const auto f = m_feeds.find(*it);
        return f == m_feeds.end() ? nullptr : &*f;
    };
    switch (type) {
    case TypePlugin: {
        const QJsonObject data = body.value(QLatin1String("data")).toObject();
        const QString what = data.value(QLatin1String("event")).toString();
        if (what == QLatin1String("joined")) {
            const QString label = data.value(QLatin1String("display")).toString();
            if (label.isEmpty())
                return;
            m_byHandle.insert(handle, label);
            m_byPublisher.insert(idOf(data.value(QLatin1String("id"))), label);
            Feed &f = m_feeds[label];
            const bool wasReported = f.reported;
            const bool wasOn = f.reportedOn;
            f = Feed{};
            f.label = label;
            f.reported = wasReported; // a rejoin keeps what was last said until it changes
            f.reportedOn = wasOn;
            if (wasReported && wasOn)
                note(f, utcMs, QStringLiteral("rejoined"), out);
        } else if (what == QLatin1String("unpublished") || what == QLatin1String("leaving")) {
            const QString label = m_byPublisher.value(idOf(data.value(QLatin1String("id"))));
            const auto f = m_feeds.find(label);
            if (label.isEmpty() || f == m_feeds.end())
                return;
            f->gone = true;
            note(*f, utcMs, what == QLatin1String("leaving") ? QStringLiteral("left") : QStringLiteral("unpublished"),
                 out);
        }
        return;
    }
    case TypeWebRtc:
        if (subtype != SubtypeWebRtcState)
            return;
        if (Feed *f = feedOfHandle()) {
            const QString connection = body.value(QLatin1String("connection")).toString();
            if (connection == QLatin1String("webrtcup")) {
                f->up = true;
                f->gone = false;
                note(*f, utcMs, QStringLiteral("webrtcup"), out);
            } else if (connection == QLatin1String("hangup")) {
                f->gone = true;
                const QString reason = body.value(QLatin1String("reason")).toString();
                note(*f, utcMs, reason.isEmpty() ? QStringLiteral("hangup") : QStringLiteral("hangup: ") + reason, out);
            }
        }
        return;
    case TypeMedia:
        if (subtype != SubtypeMediaState || body.value(QLatin1String("media")).toString() != QLatin1String("video"))
            return;
        if (Feed *f = feedOfHandle()) {
            const bool receiving = body.value(QLatin1String("receiving")).toBool();
            f->videoStopped = !receiving;
            note(*f, utcMs, receiving ? QStringLiteral("media flowing") : QStringLiteral("media stopped"), out);
        }
        return;
    case TypeHandle:
        if (body.value(QLatin1String("name")).toString() == QLatin1String("detached")) {
            if (Feed *f = feedOfHandle()) {
                f->gone = true;
                note(*f, utcMs, QStringLiteral("detached"), out);
            }
            m_byHandle.remove(handle);
        }
        return;
    default: return;
    }
}

} // namespace arbiter::vcs
