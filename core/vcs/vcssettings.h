#pragma once

#include "core/common/result.h"
#include "core/vcs/vcsthresholds.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QMetaType>
#include <QString>

namespace arbiter::vcs {

// An event's video-conference settings, kept with the event ("vcs-settings"): where the players'
// feeds are (a URL template the relay's layout fills: "rtsp://relay:8554/{event}/{player}/{feed}"),
// where the video server's presence reports come from (the relay's stream of what Janus said of
// each feed), how long a feed may show a problem before it counts, and whether the console keeps
// still frames of a player's feeds when an incident about them is raised (Appendix I A.5).
struct VcsSettings
{
    Q_DECLARE_TR_FUNCTIONS(VcsSettings)

public:
    QString feedTemplate;
    QString presenceUrl; // "http://relay:8555/vcs/events"; empty: no video server reports
    VcsThresholds thresholds;
    bool evidenceStills = true;
    // The source serves a small stream beside each camera ("…/cam~low": the simulator, a relay fed
    // with simulcast layers); the feed wall's small tiles use it.
    bool lowStreams = false;

    // {"template": …, "presence": …, "thresholds": {…}, "evidence_stills": true}.
    QByteArray toJson() const;
    // Empty JSON gives the defaults; unreadable JSON, a template or presence address that is not a
    // URL, or a threshold out of range is an error naming it.
    static Result<VcsSettings> fromJson(const QByteArray &json);
    // Why `feedTemplate` cannot give a player's feeds, or an empty string: it must be a URL with a
    // scheme the console plays (rtsp, rtspt, http, https, sdp, file, srt) and name {player}.
    static QString templateProblem(const QString &feedTemplate);

    friend bool operator==(const VcsSettings &, const VcsSettings &) = default;
};

} // namespace arbiter::vcs

Q_DECLARE_METATYPE(arbiter::vcs::VcsSettings)
