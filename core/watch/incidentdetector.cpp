#include "core/watch/incidentdetector.h"

#include "core/live/livegameregistry.h"
#include "core/vcs/feedhealth.h"

#include <QDateTime>

#include <algorithm>
#include <utility>

namespace arbiter::watch {

namespace {

using Review = live::LiveGame::ResultReview;

constexpr chess::DrawRule AllDrawRules[] = {chess::DrawRule::Stalemate, chess::DrawRule::DeadPosition,
                                            chess::DrawRule::Threefold, chess::DrawRule::FiftyMoves};

// Incident texts are kept as data (LocalText, shown in the reader's language): their sources are
// marked with QT_TR_NOOP in the detector's members, so they share its translation context.
constexpr char Context[] = "arbiter::watch::IncidentDetector";

LocalText message(const char *source)
{
    return LocalText::message(Context, source);
}

// The player's name, or their colour when the zone gave none.
LocalText playerText(const Incident &i, chess::Color side)
{
    const QString &name = side == chess::White ? i.white : i.black;
    if (!name.isEmpty())
        return name;
    return side == chess::White ? message(QT_TRANSLATE_NOOP("arbiter::watch::IncidentDetector", "White"))
                                : message(QT_TRANSLATE_NOOP("arbiter::watch::IncidentDetector", "Black"));
}

} // namespace

IncidentDetector::IncidentDetector(const live::LiveGameRegistry *registry, QObject *parent)
    : QObject(parent), m_registry(registry), m_waitTimer(this)
{
    qRegisterMetaType<arbiter::watch::Incident>();
    qRegisterMetaType<QList<arbiter::watch::Incident>>();
    m_waitTimer.setSingleShot(true);
    connect(&m_waitTimer, &QTimer::timeout, this, &IncidentDetector::checkWaiting);
    m_noShowTimer.setInterval(2000);
    connect(&m_noShowTimer, &QTimer::timeout, this, &IncidentDetector::checkNoShows);
    m_feedTimer.setInterval(2000);
    connect(&m_feedTimer, &QTimer::timeout, this, &IncidentDetector::checkFinishedFeeds);
    // Anomalies come with the batch, before gamesChanged(): the batch is sent from there.
    connect(registry, &live::LiveGameRegistry::anomalyRecorded, this, &IncidentDetector::onAnomaly);
    connect(registry, &live::LiveGameRegistry::gamesChanged, this, &IncidentDetector::onGamesChanged);
}

Incident IncidentDetector::base(const QString &gameId) const
{
    Incident i;
    i.gameId = gameId;
    i.utcMs = QDateTime::currentMSecsSinceEpoch();
    if (const live::LiveGame *game = m_registry->game(gameId)) {
        i.board = game->pairing().board;
        i.white = game->pairing().white;
        i.black = game->pairing().black;
    }
    return i;
}

void IncidentDetector::onAnomaly(const QString &gameId, const live::Anomaly &anomaly)
{
    using K = live::Anomaly::Kind;
    Incident i = base(gameId);
    switch (anomaly.kind) {
    case K::IllegalMove: i.kind = Incident::Kind::IllegalMove; break;
    case K::ResultInconsistent: return; // judged from the game's structured review (checkReview)
    case K::ColoursReversed: i.kind = Incident::Kind::ColoursReversed; break;
    case K::ClockFault: i.kind = Incident::Kind::ClockFault; break;
    case K::MovedOffVcs: i.kind = Incident::Kind::MovedOffVcs; break;
    default: i.kind = Incident::Kind::ZoneData; break;
    }
    i.ply = anomaly.ply;
    if (anomaly.kind == K::MovedOffVcs) // the player who made that ply
        if (const live::LiveGame *g = m_registry->game(gameId))
            i.side = (anomaly.ply % 2 == 1) == (g->moves().empty() || g->position().gamePly() % 2 == g->plies() % 2)
                ? chess::White
                : chess::Black;
    i.article = anomaly.article;
    i.message = anomaly.message;
    i.open = false;
    i.key = QStringLiteral("%1/%2/%3").arg(gameId, live::Anomaly::kindName(anomaly.kind)).arg(anomaly.ply);
    m_pending.append(i);
}

void IncidentDetector::onGamesChanged(const QList<QString> &ids)
{
    for (const QString &id : ids) {
        const live::LiveGame *game = m_registry->game(id);
        if (!game)
            continue;
        checkDisconnections(id, *game);
        checkVcs(id, *game);
        checkFeeds(id, *game);
        checkTimeControl(id, *game);
        checkReview(id, *game);
        if (checkAutomaticDraws(id, *game))
            m_waiting.insert(id);
        else
            m_waiting.remove(id);
    }
    scheduleWaiting();
    emitPending();
}

void IncidentDetector::emitPending()
{
    if (m_pending.isEmpty())
        return;
    const QList<Incident> batch = std::move(m_pending);
    m_pending.clear();
    Q_EMIT incidentsReady(batch);
}

QList<int> IncidentDetector::changedAbsences(const QString &id, const std::vector<live::LiveGame::Disconnection> &list,
                                             AbsenceMarks &marks)
{
    const int seen = marks.seen.value(id);
    const int closed = marks.closed.value(id);
    QList<int> changed;
    for (int n = 0; n < int(list.size()); ++n)
        if (n >= seen || (!list[std::size_t(n)].open() && n >= closed))
            changed.append(n);
    marks.seen.insert(id, int(list.size()));
    int closedNow = closed;
    while (closedNow < int(list.size()) && !list[std::size_t(closedNow)].open())
        ++closedNow;
    marks.closed.insert(id, closedNow);
    return changed;
}

void IncidentDetector::checkDisconnections(const QString &id, const live::LiveGame &game)
{
    const auto &list = game.disconnections();
    for (int n : changedAbsences(id, list, m_disconnectionMarks)) {
        const auto &d = list[std::size_t(n)];
        Incident i = base(id);
        i.kind = Incident::Kind::Disconnected;
        i.ply = d.ply;
        i.article = QStringLiteral("11");
        i.open = d.open();
        i.key = QStringLiteral("%1/disconnected/%2").arg(id).arg(n);
        i.side = d.side;
        const LocalText who = playerText(i, d.side);
        if (d.open())
            //: %1: the player; %2: the ply
            i.message = message(QT_TR_NOOP("%1 left the game zone at ply %2; the clock keeps running (Art. 4.3)."))
                            .arg(who)
                            .arg(d.ply);
        else
            //: %1: the player; %2: seconds away; %3: from ply; %4: to ply
            i.message = message(QT_TR_NOOP("%1 was away from the game zone for %2 s (from ply %3 to ply %4)."))
                            .arg(who)
                            .arg((d.awayMs() + 500) / 1000)
                            .arg(d.ply)
                            .arg(d.reconnectPly);
        m_pending.append(i);
    }
}

void IncidentDetector::setEventRules(const clock::TimeControl &timeControl, std::int64_t defaultTimeMs)
{
    m_eventTimeControl = timeControl;
    m_defaultTimeMs = defaultTimeMs;
    if (defaultTimeMs > 0) {
        if (!m_noShowTimer.isActive()) // a running check keeps its pace when the event's settings are saved
            m_noShowTimer.start();
    } else
        m_noShowTimer.stop();
}

void IncidentDetector::checkTimeControl(const QString &id, const live::LiveGame &game)
{
    const clock::TimeControl &zone = game.pairing().timeControl;
    if (m_eventTimeControl.kind() == clock::TimeControl::Kind::Unknown
        || zone.kind() == clock::TimeControl::Kind::Unknown || zone == m_eventTimeControl
        || m_timeControlReported.contains(id))
        return;
    m_timeControlReported.insert(id);
    Incident i = base(id);
    i.kind = Incident::Kind::TimeControlDiffers;
    i.article = QStringLiteral("4.4");
    i.open = false;
    i.key = QStringLiteral("%1/timecontrol").arg(id);
    //: %1: the zone's time control (e.g. 3+2); %2: the event's
    i.message = message(QT_TR_NOOP("The zone plays this game at %1, the event's regulations at %2 (Art. 4.4)."))
                    .arg(zone.toFideString())
                    .arg(m_eventTimeControl.toFideString());
    m_pending.append(i);
}

// Art. 8.5: when the default time has run out since the game started, a player who neither
// connected to the zone nor made a move is not present: a forfeit for the arbiter to confirm. With
// both absent, White loses the time until arrival (the zone's clock runs meanwhile).
void IncidentDetector::checkNoShows()
{
    const std::int64_t now = m_registry->now();
    for (const QString &id : m_registry->ids()) {
        const live::LiveGame *g = m_registry->game(id);
        if (!g || g->isEnded() || g->startedMonotonicMs() < 0 || now - g->startedMonotonicMs() < m_defaultTimeMs)
            continue;
        // The side that made the first ply (White from the standard start).
        const chess::Color first = g->plies() % 2 == 0 ? g->position().sideToMove() : ~g->position().sideToMove();
        bool absent[2] = {false, false};
        for (chess::Color side : {chess::White, chess::Black}) {
            const bool connected = g->firstConnectedMonotonicMs(side) >= 0 || g->isConnected(side) == true;
            const bool moved = g->plies() >= (side == first ? 1 : 2);
            absent[side] = !connected && !moved;
        }
        for (chess::Color side : {chess::White, chess::Black}) {
            const QString key = QStringLiteral("%1/noshow/%2").arg(id).arg(int(side));
            if (!absent[side] || m_noShowReported.contains(key))
                continue;
            m_noShowReported.insert(key);
            Incident i = base(id);
            i.kind = Incident::Kind::NoShow;
            i.article = QStringLiteral("8.5");
            i.side = side;
            i.key = key;
            const LocalText who = playerText(i, side);
            const int minutes = int(m_defaultTimeMs / 60'000);
            if (absent[0] && absent[1])
                //: %1: the player; %2: the default time in minutes
                i.message
                    = message(QT_TR_NOOP("%1 is not present %2 min after the start, nor is the opponent: propose the "
                                         "forfeit; with both absent White loses the time until arrival (Art. 8.5)."))
                          .arg(who)
                          .arg(minutes);
            else
                //: %1: the player; %2: the default time in minutes
                i.message = message(QT_TR_NOOP("%1 is not present %2 min after the start (the default time): propose "
                                               "the forfeit (Art. 8.5)."))
                                .arg(who)
                                .arg(minutes);
            m_pending.append(i);
        }
    }
    emitPending();
}

// Art. 13: each time a player's feeds leave the VCS, an incident (open while away); once back, its
// duration, and whether the event's card policy gives a yellow card for it (Art. 13.4).
void IncidentDetector::checkVcs(const QString &id, const live::LiveGame &game)
{
    const auto &list = game.vcsAbsences();
    for (int n : changedAbsences(id, list, m_vcsMarks)) {
        const auto &d = list[std::size_t(n)];
        Incident i = base(id);
        i.kind = Incident::Kind::VcsAbsent;
        i.ply = d.ply;
        i.article = QStringLiteral("13.4");
        i.open = d.open();
        i.key = QStringLiteral("%1/vcs/%2").arg(id).arg(n);
        i.side = d.side;
        const LocalText who = playerText(i, d.side);
        const std::int64_t seconds = (d.awayMs() + 500) / 1000;
        if (d.open() && d.ply == 0) {
            // Art. 13.2: players are on the VCS for the whole session; the start's roll call lists who is not.
            i.article = QStringLiteral("13.2");
            //: %1: the player
            i.message = message(QT_TR_NOOP("%1 is not on the VCS at the start of the game: no move until on it "
                                           "(Art. 13.2, 13.3)."))
                            .arg(who);
        } else if (d.open()) {
            //: %1: the player; %2: the ply
            i.message = message(QT_TR_NOOP("%1 left the VCS at ply %2: no move until back on it (Art. 13.3)."))
                            .arg(who)
                            .arg(d.ply);
        } else if (m_vcsCardSeconds > 0 && seconds > m_vcsCardSeconds)
            //: %1: the player; %2: seconds away; %3: from ply; %4: to ply; %5: the card policy's limit in seconds
            i.message = message(QT_TR_NOOP("%1 was off the VCS for %2 s (from ply %3 to ply %4), longer than the %5 "
                                           "s the event allows: a yellow card (Art. 13.4)."))
                            .arg(who)
                            .arg(seconds)
                            .arg(d.ply)
                            .arg(d.reconnectPly)
                            .arg(m_vcsCardSeconds);
        else
            //: %1: the player; %2: seconds away; %3: from ply; %4: to ply
            i.message = message(QT_TR_NOOP("%1 was off the VCS for %2 s (from ply %3 to ply %4)."))
                            .arg(who)
                            .arg(seconds)
                            .arg(d.ply)
                            .arg(d.reconnectPly);
        m_pending.append(i);
    }
}

void IncidentDetector::checkFeeds(const QString &id, const live::LiveGame &game)
{
    using vcs::FeedHealth;
    const auto &log = game.vcsLog();
    int seen = m_vcsLogSeen.value(id);
    if (seen >= int(log.size()))
        return;
    if (!m_feedTimer.isActive())
        m_feedTimer.start();
    for (; seen < int(log.size()); ++seen) {
        const vcs::VcsEvent &e = log[std::size_t(seen)];
        if (e.type == vcs::VcsEvent::Type::Presence)
            continue;
        const QString feedKey = QStringLiteral("%1/%2/%3").arg(id).arg(int(e.side)).arg(vcs::FeedKinds::name(e.feed));
        const std::uint8_t before = m_feedSeen.value(feedKey);
        const std::uint8_t now = e.type == vcs::VcsEvent::Type::Health ? e.health : 0;
        m_feedSeen.insert(feedKey, now);
        for (FeedHealth::Flag f : {FeedHealth::Dark, FeedHealth::Frozen, FeedHealth::Silent}) {
            const QString problemKey = feedKey + u'/' + FeedHealth::name(f);
            const bool was = before & f;
            const bool is = now & f;
            if (is == was)
                continue;
            Incident i;
            if (is) {
                const int n = m_feedProblemCount.value(problemKey) + 1;
                m_feedProblemCount.insert(problemKey, n);
                i = base(id);
                i.kind = f == FeedHealth::Dark ? Incident::Kind::FeedDark
                    : f == FeedHealth::Frozen  ? Incident::Kind::FeedFrozen
                                               : Incident::Kind::FeedSilent;
                i.ply = game.plies();
                i.side = e.side;
                i.article = FeedHealth::article(f);
                i.open = true;
                i.key = problemKey + u'/' + QString::number(n);
                const LocalText who = playerText(i, e.side);
                if (f == FeedHealth::Dark)
                    //: %1: the player
                    i.message
                        = message(QT_TR_NOOP("%1's camera is too dark to see the face and eyes (Art. 14.2).")).arg(who);
                else if (f == FeedHealth::Frozen)
                    //: %1: the player
                    i.message = message(QT_TR_NOOP("%1's camera shows a still picture (Art. 14.1).")).arg(who);
                else
                    //: %1: the player
                    i.message = message(QT_TR_NOOP("%1's microphone transmits no sound (Art. 14.3).")).arg(who);
                m_feedProblems.insert(problemKey, {i, e.monotonicMs});
            } else {
                const auto open = m_feedProblems.find(problemKey);
                if (open == m_feedProblems.end())
                    continue;
                i = open->incident;
                i.open = false;
                const LocalText who = playerText(i, e.side);
                const std::int64_t seconds = (e.monotonicMs - open->sinceMonotonicMs + 500) / 1000;
                if (e.type == vcs::VcsEvent::Type::Unwatched)
                    //: %1: the player; %2: seconds
                    i.message = message(QT_TR_NOOP("%1's feed was not watched any more after %2 s with this problem."))
                                    .arg(who)
                                    .arg(seconds);
                else if (f == FeedHealth::Dark)
                    //: %1: the player; %2: seconds
                    i.message
                        = message(QT_TR_NOOP("%1's camera was too dark for %2 s (Art. 14.2).")).arg(who).arg(seconds);
                else if (f == FeedHealth::Frozen)
                    //: %1: the player; %2: seconds
                    i.message = message(QT_TR_NOOP("%1's camera showed a still picture for %2 s (Art. 14.1)."))
                                    .arg(who)
                                    .arg(seconds);
                else
                    //: %1: the player; %2: seconds
                    i.message
                        = message(QT_TR_NOOP("%1's microphone was silent for %2 s (Art. 14.3).")).arg(who).arg(seconds);
                m_feedProblems.erase(open);
            }
            m_pending.append(i);
        }
    }
    m_vcsLogSeen.insert(id, seen);
}

void IncidentDetector::checkFinishedFeeds()
{
    const std::int64_t now = m_registry->now();
    for (const QString &id : m_registry->ids()) {
        const live::LiveGame *g = m_registry->game(id);
        if (!g || !g->isEnded() || g->endedMonotonicMs() < 0 || now - g->endedMonotonicMs() < m_finishedFeedsMs)
            continue;
        for (chess::Color side : {chess::White, chess::Black}) {
            const QString key = QStringLiteral("%1/finished-feeds/%2").arg(id).arg(int(side));
            const std::optional<std::uint8_t> camera = g->feedHealth(side, vcs::FeedKinds::Camera);
            if (!camera || (*camera & vcs::FeedHealth::Lost) || m_finishedFeedsReported.contains(key))
                continue;
            m_finishedFeedsReported.insert(key);
            Incident i = base(id);
            i.kind = Incident::Kind::FinishedFeedsLive;
            i.article = QStringLiteral("9.12");
            i.side = side;
            i.ply = g->plies();
            i.open = false;
            i.key = key;
            const LocalText who = playerText(i, side);
            if (*camera & vcs::FeedHealth::Silent)
                //: %1: the player
                i.message = message(QT_TR_NOOP("%1's game is over but the camera is still on: a finished player is a "
                                               "spectator, camera off (Art. 9.12)."))
                                .arg(who);
            else
                //: %1: the player
                i.message = message(QT_TR_NOOP("%1's game is over but the camera and microphone are still on: a "
                                               "finished player is a spectator, microphone muted and camera off (Art. "
                                               "9.12)."))
                                .arg(who);
            m_pending.append(i);
        }
    }
    emitPending();
}

// One incident per reviewed zone result (a result changed by the zone is judged again), decided on
// the review's fields: what the rules give, the flag-fall and dead-position verdicts.
void IncidentDetector::checkReview(const QString &id, const live::LiveGame &game)
{
    const std::optional<Review> &review = game.review();
    if (!review)
        return;
    const QString judged
        = QStringLiteral("%1 %2").arg(zone::ZoneStatusInfo::name(review->zoneStatus), review->zoneResult);
    if (m_reviewsJudged.value(id) == judged)
        return;
    m_reviewsJudged.insert(id, judged);
    if (!review->needsArbiter())
        return;

    Incident i = base(id);
    i.ply = review->ply;
    i.open = false;
    i.key = QStringLiteral("%1/result/%2").arg(id, judged);
    const chess::Color flagged = review->flagged.value_or(chess::White);
    const LocalText who = playerText(i, flagged);
    const LocalText opponent = playerText(i, ~flagged);
    const bool left = review->zoneStatus == zone::ZoneStatus::Timeout; // Art. 11.4
    const QString flagArticle = left ? QStringLiteral("11.4") : QStringLiteral("4.5");
    using V = Review::FlagFallVerdict;

    if (review->drawWhileMatePossible()) {
        i.kind = Incident::Kind::ResultDisagrees;
        i.article = QStringLiteral("15.4");
        if (review->flagVerdict == V::Loss)
            //: %1: the player whose flag fell, %2: the opponent, %3: the result the rules give
            i.message
                = message(QT_TR_NOOP("%1's flag fell and %2 could still checkmate by a series of legal moves, but the "
                                     "zone scored a draw: the arbiter may change the result to %3 (Art. 4.5, 15.4)."))
                      .arg(who)
                      .arg(opponent)
                      .arg(review->expected);
        else
            i.message = message(QT_TR_NOOP("The zone drew on an insufficient-material claim, but checkmate is still "
                                           "possible on the board: the arbiter may change the result (Art. 15.4)."));
    } else if (review->disagrees()) {
        i.kind = Incident::Kind::ResultDisagrees;
        if (review->flagVerdict == V::Loss) {
            i.article = flagArticle;
            //: %1: the player who left, %2: the opponent, %3: the result the rules give, %4: the zone's
            const char *const leftText = QT_TR_NOOP("%1 left the game and lost on time and %2 can still checkmate: %3, "
                                                    "but the zone reported %4 (Art. 11.4).");
            //: %1: the player whose flag fell, %2: the opponent, %3: the result the rules give, %4: the zone's
            const char *const flagFellText = QT_TR_NOOP("%1's flag fell and %2 can still checkmate by a series of "
                                                        "legal moves: %3, but the zone reported %4 (Art. 4.5).");
            i.message = message(left ? leftText : flagFellText)
                            .arg(who)
                            .arg(opponent)
                            .arg(review->expected)
                            .arg(review->zoneResult);
        } else if (review->flagVerdict == V::Draw) {
            i.article = flagArticle;
            //: %1: the player who left, %2: the opponent, %3: the zone's result
            const char *const leftText
                = QT_TR_NOOP("%1 left the game and lost on time, but %2 cannot checkmate by any series of legal moves: "
                             "the game is drawn (Art. 11.4, 4.5); the zone reported %3.");
            //: %1: the player whose flag fell, %2: the opponent, %3: the zone's result
            const char *const flagFellText
                = QT_TR_NOOP("%1's flag fell, but %2 cannot checkmate by any series of legal moves: the game is drawn "
                             "(Art. 4.5); the zone reported %3.");
            i.message = message(left ? leftText : flagFellText).arg(who).arg(opponent).arg(review->zoneResult);
        } else if (review->autoDrawRule) {
            i.article = QStringLiteral("15.3");
            i.ply = review->autoDrawPly;
            //: %1: the draw rule, %2: the ply, %3: the zone's result
            i.message = message(QT_TR_NOOP("The board reached an automatic draw (%1) after ply %2, but the zone "
                                           "reported %3 (Art. 5.4, 15.3)."))
                            .arg(chess::drawRuleLocalText(*review->autoDrawRule))
                            .arg(review->autoDrawPly)
                            .arg(review->zoneResult);
        } else {
            i.article = QStringLiteral("5.1");
            //: %1: the result the board gives, %2: the zone's result
            i.message = message(QT_TR_NOOP("The board shows checkmate (%1), but the zone reported %2 (Art. 5.1)."))
                            .arg(review->expected)
                            .arg(review->zoneResult);
        }
    } else if (review->statusContradictsBoard) {
        i.kind = Incident::Kind::ResultDisagrees;
        i.article = review->zoneStatus == zone::ZoneStatus::Stalemate ? QStringLiteral("5.4") : QStringLiteral("5.1");
        //: %1: the zone's status (checkmate, stalemate), %2: its result, %3: the article
        i.message = message(QT_TR_NOOP("The zone ended the game as %1 (%2), which the position on the board "
                                       "contradicts (Art. %3)."))
                        .arg(zone::ZoneStatusInfo::localText(review->zoneStatus))
                        .arg(review->zoneResult)
                        .arg(i.article);
    } else if (review->flagVerdict == V::Undetermined) {
        i.kind = Incident::Kind::ArbiterDecides;
        i.article = flagArticle;
        //: %1: the player who left, %2: the zone's result, %3: the opponent
        const char *const leftText
            = QT_TR_NOOP("%1 left the game and lost on time (%2); whether %3 can still checkmate could not be decided: "
                         "the arbiter decides (Art. 11.4, 4.5).");
        //: %1: the player whose flag fell, %2: the zone's result, %3: the opponent
        const char *const flagFellText = QT_TR_NOOP("%1's flag fell (%2); whether %3 can still checkmate could not be "
                                                    "decided: the arbiter decides (Art. 4.5).");
        i.message = message(left ? leftText : flagFellText).arg(who).arg(review->zoneResult).arg(opponent);
    } else if (review->arbiterDecides()) {
        i.kind = Incident::Kind::ArbiterDecides;
        i.article = QStringLiteral("15.4");
        i.message = message(QT_TR_NOOP("The zone drew on an insufficient-material claim; whether checkmate is still "
                                       "possible could not be decided: the arbiter decides (Art. 15.4)."));
    } else {
        return;
    }
    m_pending.append(i);
}

bool IncidentDetector::checkAutomaticDraws(const QString &id, const live::LiveGame &game)
{
    bool waiting = false;
    for (chess::DrawRule rule : AllDrawRules) {
        const int ply = game.automaticDrawPly(rule);
        if (ply < 0)
            continue;
        const QString key = QStringLiteral("%1/automatic-draw/%2").arg(id, chess::drawRuleName(rule));
        if (m_automaticDrawsReported.contains(key))
            continue;
        // The zone did not end the game there: more plies came, or it still runs a while later.
        const bool movedOn = game.plies() > ply;
        if (!movedOn) {
            if (game.isEnded())
                continue; // the zone ended it there; its result is reviewed
            const std::int64_t since = ply > 0 && ply <= game.plies()
                ? game.moves()[std::size_t(ply - 1)].receivedMonotonicMs
                : game.lastChangeMonotonicMs();
            if (m_registry->now() - since < m_graceMs) {
                waiting = true;
                continue;
            }
        }
        m_automaticDrawsReported.insert(key);
        Incident i = base(id);
        i.kind = Incident::Kind::AutomaticDraw;
        i.ply = ply;
        i.article = QStringLiteral("15.3");
        i.open = false;
        i.key = key;
        //: %1: the draw rule, %2: the ply
        const char *const movedOnText = QT_TR_NOOP("Automatic draw (%1) after ply %2, but the zone let the game go on: "
                                                   "the arbiter declares the draw (Art. 5.4, 15.3).");
        //: %1: the draw rule, %2: the ply
        const char *const notEndedText = QT_TR_NOOP("Automatic draw (%1) after ply %2, but the zone has not ended "
                                                    "the game: the arbiter declares the draw (Art. 5.4, 15.3).");
        i.message = message(movedOn ? movedOnText : notEndedText).arg(chess::drawRuleLocalText(rule)).arg(ply);
        m_pending.append(i);
    }
    return waiting;
}

void IncidentDetector::checkWaiting()
{
    const QSet<QString> waiting = std::exchange(m_waiting, {});
    for (const QString &id : waiting)
        if (const live::LiveGame *game = m_registry->game(id))
            if (checkAutomaticDraws(id, *game))
                m_waiting.insert(id);
    scheduleWaiting();
    emitPending();
}

// Polls while a game sits on an automatic draw: rare, and a timer per game is not worth it.
void IncidentDetector::scheduleWaiting()
{
    if (m_waiting.isEmpty()) {
        m_waitTimer.stop();
        return;
    }
    if (!m_waitTimer.isActive())
        m_waitTimer.start(int(std::clamp<std::int64_t>(m_graceMs / 4, 50, 500)));
}

} // namespace arbiter::watch
