#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>

#include <cstdint>

namespace arbiter::vcs {

// How long a feed may show each problem before it counts (Art. 13.2, 14.1–14.3, 9.12): event settings,
// because a strict event wants a camera back within seconds and a relaxed one tolerates a minute. The
// defaults are what an arbiter watching fifty players can act on without false alarms from a blink, a
// dim room or a quiet player.
struct VcsThresholds
{
    Q_DECLARE_TR_FUNCTIONS(VcsThresholds)

public:
    std::int64_t lostAfterMs = 5000; // no frame for this long: the feed is lost (the player is off the VCS)
    double darkLuma = 40; // mean luma (0–255, video range 16–235) below this is a dark picture
    std::int64_t darkAfterMs = 10000;
    // Mean change of the picture's cell means (16x9 cells, 0-255) between samples a fifth of a second
    // apart below this is a still picture: a still source through a live encoder measures 0.3-1.1
    // (the codec's noise), a moving one 10 and more.
    double frozenChange = 2.0;
    std::int64_t frozenAfterMs = 15000;
    double silentDb = -60; // microphone level (RMS, dBFS) below this is silence
    std::int64_t silentAfterMs = 30000;
    // Art. 9.12: a finished player's camera or microphone still live this long after the game ended.
    std::int64_t finishedLiveAfterMs = 60000;

    // {"lost_s": 5, "dark_luma": 40, …}: how the event keeps them ("vcs-thresholds").
    QByteArray toJson() const;
    // Missing keys keep their defaults; a negative or absurd value is an error naming it.
    static Result<VcsThresholds> fromJson(const QByteArray &json);

    friend bool operator==(const VcsThresholds &, const VcsThresholds &) = default;
};

} // namespace arbiter::vcs
