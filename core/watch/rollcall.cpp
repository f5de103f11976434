#include "core/watch/rollcall.h"

#include <QLoggingCategory>
#include <QTimer>

namespace arbiter::watch {

namespace {
Q_LOGGING_CATEGORY(lcRollCall, "arbiter.core.rollcall")
} // namespace

RollCall::RollCall(Hooks hooks, QObject *parent) : QObject(parent), m_hooks(std::move(hooks)) { }

QString RollCall::keyOf(const Camera &c)
{
    return c.gameId + u'/' + QString::number(int(c.side));
}

void RollCall::add(const QList<QPair<QString, zone::Pairing>> &games)
{
    // The video server knows who is on the VCS without anyone opening a feed.
    if (!m_roster.hasFeeds() || !m_roster.settings().presenceUrl.isEmpty())
        return;
    // Begun a moment after the games are listed: opening the first probes must not delay the
    // screen's first sight of a thousand games listed at once.
    if (m_toRoll.isEmpty())
        QTimer::singleShot(DelayMs, this, &RollCall::pump);
    m_toRoll += games;
}

// The next game not taken before: its players' cameras join the queue. False when none is left.
bool RollCall::queueNextGame()
{
    while (!m_toRoll.isEmpty()) {
        const auto [gameId, pairing] = m_toRoll.takeFirst();
        if (m_rolled.contains(gameId))
            continue;
        m_rolled.insert(gameId);
        for (chess::Color side : {chess::White, chess::Black}) {
            Camera c;
            c.gameId = gameId;
            c.side = side;
            c.url = m_roster.url(pairing, side, vcs::FeedKinds::Camera);
            c.probeUrl = m_roster.url(pairing, side, vcs::FeedKinds::Camera, true);
            c.name = side == chess::White ? pairing.white : pairing.black;
            c.board = pairing.board;
            if (c.url.isEmpty())
                continue;
            m_queue.append(c);
            ++m_total;
        }
        return true;
    }
    return false;
}

void RollCall::pump()
{
    while (m_probes.size() < AtOnce && (!m_queue.isEmpty() || queueNextGame())) {
        if (m_queue.isEmpty())
            continue; // a game without camera addresses
        Camera c = m_queue.takeFirst();
        const QString key = keyOf(c);
        switch (m_hooks.seen(c.gameId, c.side)) {
        case Seen::Live: // a tile or a background watch sees it (and speaks for it)
            ++m_live;
            continue;
        case Seen::Lost: // watched because it was lost: not on the VCS unless it came back
            noteAbsent(c);
            continue;
        case Seen::Nothing: break;
        }
        if (m_probes.contains(key))
            continue;
        // As long as the feed watch takes to call a feed lost (Art. 13.2's threshold).
        const quint64 probe = m_hooks.startProbe(c.probeUrl.isEmpty() ? c.url : c.probeUrl, 3,
                                                 int(m_roster.settings().thresholds.lostAfterMs));
        m_probes.insert(key, {c, probe});
        m_probeKeys.insert(probe, key);
    }
    if (m_probes.isEmpty() && m_queue.isEmpty() && m_toRoll.isEmpty() && m_total > 0)
        finish();
}

void RollCall::probed(quint64 probe, bool live, bool timedOut, const QString &reason)
{
    const QString key = m_probeKeys.take(probe);
    const auto it = m_probes.find(key);
    if (it == m_probes.end() || it->second != probe)
        return;
    Camera c = it->first;
    m_probes.erase(it);
    if (!live && timedOut && !c.probedBefore) {
        // No picture in time is not yet absence: the camera may only have been slow to start on a
        // busy machine (both ends' threads wait their turn). Once more, after the others.
        qCInfo(lcRollCall) << "roll call:" << c.url << "no picture yet, probed again later:" << reason;
        c.probedBefore = true;
        m_queue.append(c);
        pump();
        return;
    }
    if (live) {
        ++m_live;
    } else {
        qCInfo(lcRollCall) << "roll call:" << c.url << "lost:" << reason;
        noteAbsent(c);
    }
    Q_EMIT found(c.gameId, c.side, c.url, c.name, live);
    pump();
}

void RollCall::noteAbsent(const Camera &c)
{
    m_notOnVcs << (c.board > 0 ? tr("%1 (board %2)").arg(c.name).arg(c.board) : c.name);
}

void RollCall::finish()
{
    QString summary;
    if (m_notOnVcs.isEmpty())
        //: %n: cameras checked
        summary = tr("Roll call: all %n camera(s) live.", nullptr, m_total);
    else
        //: %1: cameras live; %2: cameras checked; %3: the players, e.g. "Carlsen (board 1), Nepo (board 2)"
        summary = tr("Roll call (Art. 13.2): %1 of %2 cameras live; not on the VCS: %3.")
                      .arg(m_live)
                      .arg(m_total)
                      .arg(m_notOnVcs.join(QStringLiteral(", ")));
    m_total = 0;
    m_live = 0;
    m_notOnVcs.clear();
    Q_EMIT done(summary);
}

} // namespace arbiter::watch
