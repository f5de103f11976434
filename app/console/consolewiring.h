#pragma once

#include <QString>

namespace arbiter::session {
class EventSession;
}
namespace arbiter::models {
class GameTableModel;
class IncidentModel;
} // namespace arbiter::models
namespace arbiter::models {
class RulingModel;
}
namespace arbiter::ui {
class MainWindow;
class RulingDesk;
class VenueDesk;
} // namespace arbiter::ui

namespace arbiter::console {

// How the screen is wired to the event session and its parts, in one place for the console and its
// tests. The session may live on another thread: everything it is asked goes through queued calls in
// its own context, everything it sends arrives queued.

// The session's snapshots and incidents into the models (either may be null); both are cleared when
// the session follows a new source.
void connectModels(session::EventSession *session, models::GameTableModel *games, models::IncidentModel *incidents);
// The window: focused boards' records, what the session follows, its health, problems and what is
// stored; the window's requests (watch a board, review an incident as `arbiterName`) to the session.
void connectWindow(session::EventSession *session, ui::MainWindow *window, const QString &arbiterName);

// The rulings: the log into the model, the desk's rulings to the session and its answers (refused,
// suggested, who the user is) back; an incident answered by a ruling is acknowledged as `arbiterName`.
// Cards and pending penalties show on the players' tiles and in the game list (`games`, may be null).
void connectRulings(session::EventSession *session, models::RulingModel *model, ui::RulingDesk *desk,
                    const QString &arbiterName, models::GameTableModel *games = nullptr);

// The players' feeds (Art. 13, 14; Appendix I A.5): what the window's feed tiles see goes to the
// session, the event's roster comes back; the roll call opens the cameras of every game as it
// appears and says who is not on the VCS; new incidents about a player get stills of their feeds,
// kept by the session; Rulings > VCS evidence (`desk`, may be null) lists them and opens a picture
// for the chief arbiter.
void connectFeeds(session::EventSession *session, ui::MainWindow *window, ui::RulingDesk *desk);

// Part IIIb (issue 27): the event's venues and players into the window's venue filter and the venue
// desk (venue page, checks, connection board); its checks to the session as rulings; a disconnection
// reported from a venue opens the chief arbiter's ruling dialog (`desk`).
void connectVenues(session::EventSession *session, ui::MainWindow *window, ui::VenueDesk *venues, ui::RulingDesk *desk);

// `arbiter-console --probe-feeds` (hidden from --help): the roll call's feed probes, a helper process
// of the console's own (media::serveFeedProbes), which connectFeeds() gives the feed hub.
inline constexpr char ProbeFeedsOption[] = "probe-feeds";

} // namespace arbiter::console
