#pragma once

#include "core/chess/types.h"
#include "core/vcs/feedkind.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QMetaType>
#include <QString>
#include <QStringView>

#include <array>
#include <cstdint>
#include <optional>

namespace arbiter::vcs {

// One fact about a player's place on the video conference (Art. 13), with who said it: the zone's
// own stream (the simulator), the video server (Janus's events: connected, media stopped, hung up),
// the console's watch of the feeds (a lost, dark, frozen or silent feed), or an arbiter's mark. The
// registry keeps them as the player's VCS timeline and merges the presence reports into one answer.
struct VcsEvent
{
    Q_DECLARE_TR_FUNCTIONS(VcsEvent)

public:
    enum class Source : std::uint8_t { Zone, Server, Feed, Arbiter };
    static constexpr int sourceCount = 4;
    enum class Type : std::uint8_t {
        Presence, // `on`: the player's feeds joined or left the VCS
        Health, // `feed`'s health changed to `health` (FeedHealth flags)
        Unwatched // the console stopped watching `feed`: what it said of it no longer holds
    };

    Type type = Type::Presence;
    QString gameId;
    chess::Color side = chess::White;
    Source source = Source::Feed;
    bool on = true; // Presence
    FeedKind feed = FeedKinds::Camera; // Health; Presence from the server or the feeds: the feed that said it
    std::uint8_t health = 0; // Health
    QString detail; // the server's word for it ("hangup", "media stopped"); literal, may be empty
    std::int64_t utcMs = 0;
    std::int64_t monotonicMs = 0; // set by the registry when it takes the event

    // The three kinds of fact, each built in one place.
    static VcsEvent presence(Source source, const QString &gameId, chess::Color side, bool on, std::int64_t utcMs,
                             const QString &detail = {})
    {
        VcsEvent e;
        e.type = Type::Presence;
        e.source = source;
        e.gameId = gameId;
        e.side = side;
        e.on = on;
        e.detail = detail;
        e.utcMs = utcMs;
        return e;
    }
    // The console's watch of a feed (source Feed).
    static VcsEvent feedHealth(const QString &gameId, chess::Color side, FeedKind feed, std::uint8_t health,
                               std::int64_t utcMs)
    {
        VcsEvent e = feedFact(Type::Health, gameId, side, feed, utcMs);
        e.health = health;
        return e;
    }
    static VcsEvent unwatched(const QString &gameId, chess::Color side, FeedKind feed, std::int64_t utcMs)
    {
        return feedFact(Type::Unwatched, gameId, side, feed, utcMs);
    }

    // "zone", "server", "feed", "arbiter".
    static QLatin1String sourceName(Source source);
    static std::optional<Source> sourceFromName(QStringView name);
    // "game zone", "video server", "feed watch", "arbiter" (translated).
    static QString sourceText(Source source);

private:
    static VcsEvent feedFact(Type type, const QString &gameId, chess::Color side, FeedKind feed, std::int64_t utcMs)
    {
        VcsEvent e;
        e.type = type;
        e.source = Source::Feed;
        e.gameId = gameId;
        e.side = side;
        e.feed = feed;
        e.utcMs = utcMs;
        return e;
    }
};

// The one rule that makes one presence out of several sources. Each source's last report counts; an
// arbiter's mark overrides every report older than it (the arbiter saw what the sources missed) and
// is itself overridden by any report that comes after it. The player is on the VCS only when every
// source that has spoken says so.
class PresenceMerge
{
public:
    void report(VcsEvent::Source source, bool on, std::int64_t atMs);
    // On the VCS, off it, or nullopt while no source has spoken.
    std::optional<bool> merged() const;
    // The source's last report, or nullopt.
    std::optional<bool> last(VcsEvent::Source source) const;

private:
    struct Report
    {
        std::int8_t state = -1; // -1 none, 0 off, 1 on
        std::int64_t atMs = 0;
        std::int64_t order = 0; // ties in time keep the order of arrival
    };
    std::array<Report, VcsEvent::sourceCount> m_reports;
    std::int64_t m_order = 0;
};

} // namespace arbiter::vcs

Q_DECLARE_METATYPE(arbiter::vcs::VcsEvent)
