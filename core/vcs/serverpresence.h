#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMetaType>
#include <QString>

#include <cstdint>

namespace arbiter::vcs {

// What the video server says of one feed: whether it is on the VCS now (published, media flowing)
// and the server's word for why ("webrtcup", "media stopped", "hangup: DTLS alert"). The feed is
// named by its path on the relay, "<event>/<player>/<feed>" ("open-2026/carlsen/cam"), which is also
// the label the feed was published under. The relay (app/feedrelay) streams these to every console
// as one JSON object a line: {"feed": …, "on": …, "detail": …, "utc_ms": …}.
struct ServerPresence
{
    Q_DECLARE_TR_FUNCTIONS(ServerPresence)

public:
    QString feed;
    bool on = false;
    QString detail; // literal, from the server (not translated)
    std::int64_t utcMs = 0;

    QByteArray toLine() const; // one line, with its '\n'
    static Result<ServerPresence> fromLine(const QByteArray &line);
    // "open-2026/carlsen/cam" → {"open-2026", "carlsen", "cam"}; empty parts when the path has not
    // three (the last three count: "relay/open-2026/carlsen/cam" is the same feed).
    struct Path
    {
        QString event;
        QString player;
        QString feed;
    };
    static Path split(const QString &feed);

    friend bool operator==(const ServerPresence &, const ServerPresence &) = default;
};

} // namespace arbiter::vcs

Q_DECLARE_METATYPE(arbiter::vcs::ServerPresence)
