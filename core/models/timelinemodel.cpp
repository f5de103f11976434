#include "core/models/timelinemodel.h"

#include "core/vcs/feedhealth.h"

#include "core/models/gametablemodel.h"

#include <QDateTime>
#include <QLocale>

#include <algorithm>

namespace arbiter::models {

namespace {

QString sideText(chess::Color side)
{
    return side == chess::White ? TimelineModel::tr("White") : TimelineModel::tr("Black");
}

QString durationText(std::int64_t ms)
{
    const std::int64_t s = (std::max<std::int64_t>(ms, 0) + 500) / 1000;
    if (s < 60)
        //: %n: a number of seconds, under a minute
        return TimelineModel::tr("%n s", nullptr, int(s));
    //: %1: whole minutes; %2: the seconds left over (0 to 59)
    return TimelineModel::tr("%1 min %2 s").arg(s / 60).arg(s % 60);
}

} // namespace

TimelineModel::TimelineModel(QObject *parent) : QAbstractTableModel(parent) { }

int TimelineModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int TimelineModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

std::vector<TimelineModel::Entry> TimelineModel::entriesOf(const live::GameRecord &r)
{
    std::vector<Entry> out;
    out.reserve(r.plies.size() + 8);
    if (r.startedMonotonicMs >= 0)
        out.push_back({Kind::Started, 0, r.startedMonotonicMs, 0, tr("The game started")});
    for (const live::GameRecord::Ply &p : r.plies) {
        const bool white = p.ply % 2 == 1;
        const std::optional<std::int64_t> clock = white ? p.whiteMs : p.blackMs;
        //: %1: the move in SAN, e.g. Nf3
        QString text = p.validated ? p.san : tr("%1 (not validated)").arg(p.san);
        if (clock)
            //: %1: the move in SAN (perhaps marked as not validated); %2: the mover's clock after it, e.g. 1:29:45
            text = tr("%1, clock %2").arg(text, GameTableModel::clockText(*clock));
        out.push_back({Kind::Move, p.ply, p.receivedMonotonicMs, p.zoneTimestampMs, text});
    }
    for (const auto &o : r.drawOffers)
        out.push_back({Kind::DrawOffer, o.ply, o.receivedMonotonicMs, o.zoneTimestampMs,
                       o.side == chess::White ? tr("White offers a draw") : tr("Black offers a draw")});
    for (const auto &d : r.disconnections) {
        out.push_back({Kind::Disconnected, d.ply, d.fromMonotonicMs, d.fromZoneMs,
                       //: %1: the side, White or Black
                       tr("%1 disconnected from the game zone").arg(sideText(d.side))});
        if (!d.open())
            out.push_back({Kind::Reconnected, std::max(d.reconnectPly, d.ply), d.toMonotonicMs, d.toZoneMs,
                           //: %1: the side, White or Black; %2: how long they were away, e.g. "45 s" or "2 min 5 s"
                           tr("%1 back in the game zone after %2").arg(sideText(d.side), durationText(d.awayMs()))});
    }
    for (const auto &p : r.pauses) {
        out.push_back({Kind::Paused, p.ply, p.fromMonotonicMs, p.fromZoneMs, tr("Clocks paused by the zone")});
        if (!p.open())
            out.push_back({Kind::Resumed, p.ply, p.toMonotonicMs, p.toZoneMs,
                           //: %1: how long the clocks were paused, e.g. "45 s" or "2 min 5 s"
                           tr("Clocks running again after %1").arg(durationText(p.durationMs()))});
    }
    for (const auto &a : r.adjustments) {
        const QString side = sideText(a.side);
        const QString amount = durationText(a.deltaMs >= 0 ? a.deltaMs : -a.deltaMs);
        QString text;
        if (a.deltaMs >= 0)
            //: %1: the side, White or Black; %2: the time added, e.g. "2 min 0 s"
            text = tr("%1's clock: %2 added").arg(side, amount);
        else
            //: %1: the side, White or Black; %2: the time taken off, e.g. "2 min 0 s"
            text = tr("%1's clock: %2 taken off").arg(side, amount);
        out.push_back({Kind::ClockAdjusted, a.ply, a.receivedMonotonicMs, a.zoneTimestampMs, text});
    }
    for (const auto &a : r.anomalies)
        out.push_back({Kind::Anomaly, a.ply, a.receivedMonotonicMs, 0,
                       //: %1: the article of the FIDE Laws, e.g. 6.11.1; %2: what the clocks did wrong (a sentence)
                       a.article.isEmpty() ? a.text() : tr("Art. %1: %2").arg(a.article, a.text())});
    for (const vcs::VcsEvent &e : r.vcsLog) {
        // The plies played when it was said.
        int ply = 0;
        for (const live::GameRecord::Ply &p : r.plies)
            if (p.receivedMonotonicMs <= e.monotonicMs)
                ply = p.ply;
        //: %1: who said it (game zone, video server, feed watch, arbiter); %2: their word for it
        const QString source = e.detail.isEmpty() ? vcs::VcsEvent::sourceText(e.source)
                                                  : tr("%1: %2").arg(vcs::VcsEvent::sourceText(e.source), e.detail);
        QString text;
        if (e.type == vcs::VcsEvent::Type::Presence && e.on)
            //: %1: the side, White or Black; %2: who said it, e.g. "arbiter" or "video server: webrtcup"
            text = tr("%1 back on the VCS (%2)").arg(sideText(e.side), source);
        else if (e.type == vcs::VcsEvent::Type::Presence)
            //: %1: the side, White or Black; %2: who said it, e.g. "video server: media stopped"
            text = tr("%1 left the VCS (%2)").arg(sideText(e.side), source);
        else if (e.type == vcs::VcsEvent::Type::Health && e.health != 0)
            //: %1: the side, White or Black; %2: the feed (camera, screen); %3: what is wrong, e.g. "dark picture"
            text = tr("%1's %2: %3")
                       .arg(sideText(e.side), vcs::FeedKinds::text(e.feed), vcs::FeedHealth::text(e.health));
        else if (e.type == vcs::VcsEvent::Type::Health)
            //: %1: the side, White or Black; %2: the feed (camera, screen)
            text = tr("%1's %2: live again").arg(sideText(e.side), vcs::FeedKinds::text(e.feed));
        else
            continue; // the console stopped watching a feed: nothing happened to the player
        out.push_back({Kind::Vcs, ply, e.monotonicMs, 0, text});
    }
    if (r.endedMonotonicMs >= 0)
        out.push_back({Kind::Ended, int(r.plies.size()), r.endedMonotonicMs, 0,
                       //: %1: the result, e.g. 1-0 or 1/2-1/2; %2: how the game ended, as the zone reports it
                       tr("Game over: %1 (%2)").arg(r.result, zone::ZoneStatusInfo::text(r.status))});
    // Time order; at the same moment, the order the arbiter reads them in (a move before the draw
    // offer made with it, the result last).
    std::stable_sort(out.begin(), out.end(), [](const Entry &a, const Entry &b) {
        if (a.monotonicMs != b.monotonicMs)
            return a.monotonicMs < b.monotonicMs;
        return a.kind == Kind::Ended ? false : (b.kind == Kind::Ended || a.ply < b.ply);
    });
    return out;
}

void TimelineModel::setRecord(const live::GameRecord &record)
{
    std::vector<Entry> next = entriesOf(record);
    const std::int64_t start
        = record.startedMonotonicMs >= 0 ? record.startedMonotonicMs : (next.empty() ? 0 : next.front().monotonicMs);
    const bool grows = start == m_startMonotonicMs && next.size() >= m_entries.size()
        && std::equal(m_entries.begin(), m_entries.end(), next.begin());
    if (!grows) {
        beginResetModel();
        m_entries = std::move(next);
        m_startMonotonicMs = start;
        endResetModel();
        return;
    }
    if (next.size() == m_entries.size())
        return;
    beginInsertRows({}, int(m_entries.size()), int(next.size()) - 1);
    m_entries = std::move(next);
    endInsertRows();
}

QString TimelineModel::timeText(const Entry &e) const
{
    if (e.zoneMs > 0)
        return QLocale().toString(QDateTime::fromMSecsSinceEpoch(e.zoneMs).time(), QStringLiteral("HH:mm:ss"));
    const std::int64_t s = std::max<std::int64_t>(e.monotonicMs - m_startMonotonicMs, 0) / 1000;
    return QStringLiteral("+%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

QVariant TimelineModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Entry &e = m_entries[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case TimeColumn: return timeText(e);
        case MoveColumn:
            if (e.kind != Kind::Move)
                return QString();
            return e.ply % 2 == 1 ? QStringLiteral("%1.").arg((e.ply + 1) / 2) : QStringLiteral("%1…").arg(e.ply / 2);
        case EventColumn: return e.text;
        }
        break;
    case Qt::ToolTipRole:
        if (index.column() == TimeColumn)
            return e.zoneMs > 0 ? tr("The game zone's time") : tr("Time since the game started");
        break;
    case PlyRole: return e.ply;
    case KindRole: return int(e.kind);
    }
    return {};
}

QVariant TimelineModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TimeColumn: return tr("Time");
    case MoveColumn: return tr("Move");
    case EventColumn: return tr("What happened");
    }
    return {};
}

} // namespace arbiter::models
