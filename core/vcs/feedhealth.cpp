#include "core/vcs/feedhealth.h"

#include <QStringList>

namespace arbiter::vcs {

QLatin1String FeedHealth::name(Flag flag)
{
    switch (flag) {
    case Live: return QLatin1String("live");
    case Lost: return QLatin1String("lost");
    case Dark: return QLatin1String("dark");
    case Frozen: return QLatin1String("frozen");
    case Silent: return QLatin1String("silent");
    }
    return QLatin1String("live");
}

QLatin1String FeedHealth::article(Flag flag)
{
    switch (flag) {
    case Live: break;
    case Lost: return QLatin1String("13.2");
    case Dark: return QLatin1String("14.2");
    case Frozen: return QLatin1String("14.1");
    case Silent: return QLatin1String("14.3");
    }
    return QLatin1String("13.2");
}

QString FeedHealth::text(Flag flag)
{
    switch (flag) {
    case Live: return tr("live");
    case Lost: return tr("no picture");
    case Dark: return tr("dark picture");
    case Frozen: return tr("frozen picture");
    case Silent: return tr("silent microphone");
    }
    return {};
}

QString FeedHealth::text(std::uint8_t flags)
{
    QStringList parts;
    for (Flag f : problems)
        if (flags & f)
            parts << text(f);
    return parts.isEmpty() ? text(Live) : parts.join(QLatin1String(", "));
}

FeedHealthMonitor::FeedHealthMonitor(FeedKind kind, const VcsThresholds &thresholds) : m_kind(kind), m_t(thresholds) { }

void FeedHealthMonitor::started(std::int64_t nowMs)
{
    m_startedMs = nowMs;
    m_endedMs = -1;
    m_lastFrameMs = -1;
    m_frames = 0;
    m_darkSinceMs = -1;
    m_stillSinceMs = -1;
    m_quietSinceMs = -1;
    m_lastLevelMs = nowMs;
    m_levelDb.reset();
}

void FeedHealthMonitor::frame(std::int64_t nowMs, double meanLuma, double change)
{
    if (m_startedMs < 0)
        started(nowMs);
    m_endedMs = -1; // frames again: the feed is back
    // A gap long enough to be lost breaks the runs: what came before it is not the same picture.
    if (m_lastFrameMs >= 0 && nowMs - m_lastFrameMs >= m_t.lostAfterMs) {
        m_darkSinceMs = -1;
        m_stillSinceMs = -1;
    }
    m_lastFrameMs = nowMs;
    ++m_frames;
    if (meanLuma < m_t.darkLuma) {
        if (m_darkSinceMs < 0)
            m_darkSinceMs = nowMs;
    } else {
        m_darkSinceMs = -1;
    }
    if (change >= 0 && change < m_t.frozenChange) {
        if (m_stillSinceMs < 0)
            m_stillSinceMs = nowMs;
    } else {
        m_stillSinceMs = -1;
    }
}

void FeedHealthMonitor::frameSeen(std::int64_t nowMs)
{
    if (m_startedMs < 0 || m_lastFrameMs < 0)
        return; // the first frame is sampled: it starts the runs
    m_endedMs = -1;
    m_lastFrameMs = nowMs;
    ++m_frames;
}

void FeedHealthMonitor::audioLevel(std::int64_t nowMs, double rmsDb)
{
    if (m_startedMs < 0)
        started(nowMs);
    m_lastLevelMs = nowMs;
    m_levelDb = rmsDb;
    if (rmsDb < m_t.silentDb) {
        if (m_quietSinceMs < 0)
            m_quietSinceMs = nowMs;
    } else {
        m_quietSinceMs = -1;
    }
}

void FeedHealthMonitor::ended(std::int64_t nowMs)
{
    if (m_endedMs < 0)
        m_endedMs = nowMs;
}

std::int64_t FeedHealthMonitor::threshold(FeedHealth::Flag flag) const
{
    switch (flag) {
    case FeedHealth::Live: break;
    case FeedHealth::Lost: return 0; // runStart already waits lostAfterMs
    case FeedHealth::Dark: return m_t.darkAfterMs;
    case FeedHealth::Frozen: return m_t.frozenAfterMs;
    case FeedHealth::Silent: return m_t.silentAfterMs;
    }
    return 0;
}

std::optional<std::int64_t> FeedHealthMonitor::runStart(FeedHealth::Flag flag, std::int64_t nowMs) const
{
    switch (flag) {
    case FeedHealth::Live: return std::nullopt;
    case FeedHealth::Lost:
        if (m_startedMs < 0)
            return nowMs; // never started: nothing to show
        if (m_endedMs >= 0)
            return m_endedMs;
        if (m_lastFrameMs < 0) // connecting: a stream's first picture may take a few seconds more
            return nowMs - m_startedMs >= m_t.lostAfterMs + StartupGraceMs ? std::optional(m_startedMs) : std::nullopt;
        return nowMs - m_lastFrameMs >= m_t.lostAfterMs ? std::optional(m_lastFrameMs) : std::nullopt;
    case FeedHealth::Dark: return m_darkSinceMs >= 0 ? std::optional(m_darkSinceMs) : std::nullopt;
    case FeedHealth::Frozen:
        if (!FeedKinds::watchesPicture(m_kind))
            return std::nullopt;
        return m_stillSinceMs >= 0 ? std::optional(m_stillSinceMs) : std::nullopt;
    case FeedHealth::Silent:
        if (!FeedKinds::hasAudio(m_kind))
            return std::nullopt;
        if (m_quietSinceMs >= 0)
            return m_quietSinceMs;
        // No level for as long as a lost picture: the sound has stopped reaching us.
        if (nowMs - m_lastLevelMs >= m_t.lostAfterMs)
            return m_lastLevelMs;
        return std::nullopt;
    }
    return std::nullopt;
}

std::optional<std::int64_t> FeedHealthMonitor::since(FeedHealth::Flag flag, std::int64_t nowMs) const
{
    const auto start = runStart(flag, nowMs);
    if (!start || nowMs - *start < threshold(flag))
        return std::nullopt;
    if (flag != FeedHealth::Lost && runStart(FeedHealth::Lost, nowMs))
        return std::nullopt; // nothing else can be judged without a picture
    if (flag == FeedHealth::Frozen && since(FeedHealth::Dark, nowMs))
        return std::nullopt; // a dark picture is still too; dark says more
    if (flag == FeedHealth::Dark && !FeedKinds::watchesPicture(m_kind))
        return std::nullopt; // a dark screen share is a dark desktop
    return start;
}

std::uint8_t FeedHealthMonitor::evaluate(std::int64_t nowMs) const
{
    std::uint8_t flags = 0;
    for (FeedHealth::Flag f : FeedHealth::problems)
        if (since(f, nowMs))
            flags |= f;
    return flags;
}

} // namespace arbiter::vcs
