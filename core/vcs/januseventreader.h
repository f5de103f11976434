#pragma once

#include "core/vcs/serverpresence.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>

namespace arbiter::vcs {

// Turns what Janus's sample event handler posts (janus.eventhandler.sampleevh: one JSON object, or
// an array of them with `grouping`) into presence reports per feed. A feed is a VideoRoom publisher;
// its label (the "display" it joined with: simple-whip-server uses the endpoint's label) names it.
// Janus speaks of handles and publisher ids, so the reader remembers which label each belongs to
// from the "joined" event. A feed is on the VCS once its WebRTC is up and while its video arrives;
// it is off when the video stops for Janus's no_media_timer ("media": receiving false), on a
// hang-up, when it unpublishes or leaves, or when its handle is detached. Everything else Janus
// reports (statistics, ICE, SDP, sessions, the server itself) is read and left alone.
class JanusEventReader
{
public:
    // The reports one POST body makes, in order (only changes: a second "receiving": true says
    // nothing new). A body that is not JSON sets `error` (for the log) and makes none.
    QList<ServerPresence> read(const QByteArray &body, QString *error = nullptr);
    // Every feed the reader knows, as last reported.
    QList<ServerPresence> current() const;

private:
    struct Feed
    {
        QString label;
        bool up = false; // WebRTC up
        bool videoStopped = false; // Janus said the video stopped arriving
        bool gone = false; // hung up, unpublished, left, detached
        bool reportedOn = false;
        bool reported = false;
        QString detail;
        std::int64_t utcMs = 0;
    };
    void note(Feed &feed, std::int64_t utcMs, const QString &detail, QList<ServerPresence> &out);
    void readOne(const QJsonObject &event, QList<ServerPresence> &out);

    QHash<QString, Feed> m_feeds; // by label
    QHash<qint64, QString> m_byHandle;
    QHash<qint64, QString> m_byPublisher;
};

} // namespace arbiter::vcs
