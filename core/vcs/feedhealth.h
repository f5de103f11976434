#pragma once

#include "core/vcs/feedkind.h"
#include "core/vcs/vcsthresholds.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::vcs {

// What is wrong with one feed now, as flags: lost (no picture at all: off the VCS, Art. 13.2), dark
// (face and eyes not visible, 14.2), frozen (a still picture where a person should move, 14.1) and
// silent (no sound from the microphone, 14.3). Lost hides the rest: nothing else can be judged.
class FeedHealth
{
    Q_DECLARE_TR_FUNCTIONS(FeedHealth)

public:
    enum Flag : std::uint8_t { Live = 0, Lost = 0x1, Dark = 0x2, Frozen = 0x4, Silent = 0x8 };
    static constexpr Flag problems[] = {Lost, Dark, Frozen, Silent};

    // "lost", "dark", "frozen", "silent"; the article each falls under ("13.2", "14.2", "14.1", "14.3").
    static QLatin1String name(Flag flag);
    static QLatin1String article(Flag flag);
    // "no picture", "dark picture", "frozen picture", "silent microphone" (translated); "live" for 0.
    static QString text(Flag flag);
    // All the flags set, "dark picture, silent microphone", or "live".
    static QString text(std::uint8_t flags);
};

// The decisions on one feed, from the samples the player hands it: each frame's mean luma and its
// change from the frame before, the microphone's level, the stream's end. It holds no clock of its
// own (every call carries "now", in ms on one monotonic clock), so tests drive it with synthetic
// samples and the console with real ones. Call evaluate() often (twice a second): a stall is noticed
// only by asking.
class FeedHealthMonitor
{
public:
    explicit FeedHealthMonitor(FeedKind kind = FeedKinds::Camera, const VcsThresholds &thresholds = {});

    void setThresholds(const VcsThresholds &thresholds) { m_t = thresholds; }
    const VcsThresholds &thresholds() const { return m_t; }
    FeedKind kind() const { return m_kind; }

    // A feed (re)started has this long beyond lostAfterMs to show its first frame: connecting, the
    // server starting its pipeline and the first key frame take seconds on a loaded machine, and a
    // slow start is not a player leaving the VCS.
    static constexpr std::int64_t StartupGraceMs = 5000;

    // The player was (re)started: the feed has lostAfterMs + StartupGraceMs to show its first frame.
    void started(std::int64_t nowMs);
    // A frame: its mean luma (0–255) and the mean absolute luma change from the previous frame
    // (negative for the first frame after a start, when there is nothing to compare).
    void frame(std::int64_t nowMs, double meanLuma, double change);
    // A frame the player did not sample (it samples a few a second): the feed is alive.
    void frameSeen(std::int64_t nowMs);
    // The microphone's level over the last interval (RMS, dBFS).
    void audioLevel(std::int64_t nowMs, double rmsDb);
    // The stream ended or failed, or the video server said its media stopped: lost at once.
    void ended(std::int64_t nowMs);

    // The flags now.
    std::uint8_t evaluate(std::int64_t nowMs) const;
    // When the current problem with `flag` began (ms), or nullopt while it is not (yet) a problem.
    std::optional<std::int64_t> since(FeedHealth::Flag flag, std::int64_t nowMs) const;
    // Frames seen since the last start, and when the last came (-1 = none).
    std::int64_t frames() const { return m_frames; }
    std::int64_t lastFrameMs() const { return m_lastFrameMs; }
    // The microphone's last level, or nullopt before any.
    std::optional<double> lastLevelDb() const { return m_levelDb; }

private:
    FeedKind m_kind;
    VcsThresholds m_t;
    std::int64_t m_startedMs = -1;
    std::int64_t m_endedMs = -1;
    std::int64_t m_lastFrameMs = -1;
    std::int64_t m_frames = 0;
    std::int64_t m_darkSinceMs = -1; // the first frame of the current dark run
    std::int64_t m_stillSinceMs = -1; // the first frame of the current still run
    std::int64_t m_quietSinceMs = -1; // the first level of the current quiet run
    std::int64_t m_lastLevelMs = -1; // the last level (the start, before any)
    // When the current run of `flag`'s condition began, whether or not it has lasted long enough.
    std::optional<std::int64_t> runStart(FeedHealth::Flag flag, std::int64_t nowMs) const;
    std::int64_t threshold(FeedHealth::Flag flag) const;
    std::optional<double> m_levelDb;
};

} // namespace arbiter::vcs
