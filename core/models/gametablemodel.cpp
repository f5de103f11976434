#include "core/models/gametablemodel.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <climits>

namespace arbiter::models {

namespace {
QString playerText(const QString &name, int rating)
{
    return rating > 0 ? QStringLiteral("%1 (%2)").arg(name).arg(rating) : name;
}
} // namespace

GameTableModel::GameTableModel(QObject *parent) : QAbstractTableModel(parent) { }

int GameTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_data.size());
}

int GameTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString GameTableModel::clockText(std::int64_t ms)
{
    // The text of the value shown (tenths below ten seconds, seconds above), remembered per thread:
    // the wall draws the same few texts hundreds of times a second, and every clock of a round
    // shows its starting time when the round is listed (2000 texts at once at 1000 games).
    const std::int64_t shown = ms <= 0 ? 0 : ms < 10'000 ? 1 + ms / 100 : 1'000 + ms / 1000;
    struct Memo
    {
        std::int64_t shown = -1;
        QString text;
    };
    thread_local std::array<Memo, 256> memo;
    Memo &m = memo[std::size_t(shown) % memo.size()];
    if (m.shown != shown) {
        m.text = formatClock(ms);
        m.shown = shown;
    }
    return m.text;
}

QString GameTableModel::formatClock(std::int64_t ms)
{
    if (ms <= 0)
        return QStringLiteral("0.0");
    if (ms < 10'000)
        return QStringLiteral("%1.%2").arg(ms / 1000).arg((ms % 1000) / 100);
    const std::int64_t s = ms / 1000;
    if (s >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(s / 3600)
            .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
            .arg(s % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

std::int64_t GameTableModel::remainingMs(const live::GameSnapshot &game, chess::Color side) const
{
    return std::max<std::int64_t>(0, game.clock.remainingMs(side, m_now));
}

bool GameTableModel::inTimeTrouble(const live::GameSnapshot &game, chess::Color side) const
{
    return game.clock.timeControl().isTimed() && !game.has(live::GameSnapshot::Ended)
        && remainingMs(game, side) < m_timeTroubleMs;
}

int GameTableModel::boardKey(const live::GameSnapshot &s)
{
    return s.pairing.board > 0 ? s.pairing.board : INT_MAX;
}

int GameTableModel::rowOfBoard(int board) const
{
    for (std::size_t row = 0; row < m_data.size(); ++row)
        if (m_data[row].snapshot.pairing.board == board)
            return int(row);
    return -1;
}

int GameTableModel::rowOfPlayer(const QString &part) const
{
    for (std::size_t row = 0; row < m_data.size(); ++row) {
        const zone::Pairing &p = m_data[row].snapshot.pairing;
        if (p.white.contains(part, Qt::CaseInsensitive) || p.black.contains(part, Qt::CaseInsensitive))
            return int(row);
    }
    return -1;
}

QStringList GameTableModel::playerNames() const
{
    QStringList names;
    names.reserve(qsizetype(m_data.size()) * 2);
    for (const auto &row : m_data)
        names << row.snapshot.pairing.white << row.snapshot.pairing.black;
    names.removeAll(QString());
    names.sort(Qt::CaseInsensitive);
    names.removeDuplicates();
    return names;
}

const live::GameSnapshot *GameTableModel::snapshot(int row) const
{
    return row >= 0 && row < int(m_data.size()) ? &m_data[std::size_t(row)].snapshot : nullptr;
}

QVariant GameTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_data.size()) || index.column() >= ColumnCount)
        return {};
    const Row &row = m_data[std::size_t(index.row())];
    const live::GameSnapshot &s = row.snapshot;
    const int column = index.column();
    const bool clockColumn = column == WhiteClockColumn || column == BlackClockColumn;
    const chess::Color side = column == BlackClockColumn ? chess::Black : chess::White;
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case BoardColumn: return s.pairing.board > 0 ? QVariant(s.pairing.board) : QVariant(QStringLiteral("–"));
        case WhiteColumn:
            return QString(
                playerText(zone::Pairing::titled(s.pairing.whiteTitle, s.pairing.white), s.pairing.whiteRating)
                + (s.marks[chess::White].isEmpty() ? QString() : QStringLiteral("  [") + s.marks[chess::White] + u']')
                //: %1: the player's online assistant (Appendix II–III)
                + (s.assistants[0].isEmpty() ? QString()
                                             : QStringLiteral("  ") + tr("(assistant: %1)").arg(s.assistants[0])));
        case BlackColumn:
            return QString(
                playerText(zone::Pairing::titled(s.pairing.blackTitle, s.pairing.black), s.pairing.blackRating)
                + (s.marks[chess::Black].isEmpty() ? QString() : QStringLiteral("  [") + s.marks[chess::Black] + u']')
                //: %1: the player's online assistant (Appendix II–III)
                + (s.assistants[1].isEmpty() ? QString()
                                             : QStringLiteral("  ") + tr("(assistant: %1)").arg(s.assistants[1])));
        case WhiteClockColumn:
        case BlackClockColumn:
            return s.clock.timeControl().isTimed() ? clockText(remainingMs(row.snapshot, side)) : QString();
        case MoveColumn:
            if (s.plies == 0)
                return QString();
            return s.sideToMove == chess::White ? QStringLiteral("%1. … %2").arg(s.moveNumber - 1).arg(s.lastSan)
                                                : QStringLiteral("%1. %2").arg(s.moveNumber).arg(s.lastSan);
        case ResultColumn:
            if (!s.has(live::GameSnapshot::Ended))
                return QString();
            //: %1: the result the zone declared ("1-0"); its last moves are still on their way
            return s.has(live::GameSnapshot::AwaitingLastMoves) ? tr("%1 (waiting for the last move)").arg(s.result)
                                                                : s.result;
        }
        return {};
    case Qt::TextAlignmentRole:
        if (clockColumn || column == BoardColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case GameIdRole: return s.id;
    case BoardRole: return s.pairing.board;
    case FlagsRole: return int(s.flags);
    case RemainingMsRole: return clockColumn ? QVariant(qint64(remainingMs(row.snapshot, side))) : QVariant();
    case RunningRole: return clockColumn ? QVariant(s.clock.runningSide() == side) : QVariant();
    case TimeTroubleRole: return clockColumn ? QVariant(inTimeTrouble(s, side)) : QVariant();
    case LastChangeMsRole: return qint64(s.lastChangeMonotonicMs);
    default: return {};
    }
}

QVariant GameTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case BoardColumn: return tr("Board");
    case WhiteColumn: return tr("White");
    case WhiteClockColumn: return tr("White's clock");
    case BlackClockColumn: return tr("Black's clock");
    case BlackColumn: return tr("Black");
    case MoveColumn: return tr("Last move");
    case ResultColumn: return tr("Result");
    }
    return {};
}

void GameTableModel::setPlayerMarks(const QString &playerKey, const QString &marks)
{
    if (playerKey.isEmpty() || m_marks.value(playerKey) == marks)
        return;
    if (marks.isEmpty())
        m_marks.remove(playerKey);
    else
        m_marks.insert(playerKey, marks);
    for (int r = 0; r < int(m_data.size()); ++r) {
        Row &row = m_data[std::size_t(r)];
        if (row.keys[0] != playerKey && row.keys[1] != playerKey)
            continue;
        mark(row);
        Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
    }
}

void GameTableModel::setPlayers(const event::PlayerDirectory &players)
{
    if (players == m_players)
        return;
    m_players = players;
    for (Row &row : m_data) {
        identify(row);
        mark(row);
    }
    if (!m_data.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_data.size()) - 1, ColumnCount - 1));
}

const QString &GameTableModel::playerKey(int row, chess::Color side) const
{
    static const QString none;
    return row >= 0 && row < int(m_data.size()) ? m_data[std::size_t(row)].keys[side == chess::White ? 0 : 1] : none;
}

event::PlayerRef GameTableModel::playerRef(int row, chess::Color side) const
{
    return row >= 0 && row < int(m_data.size()) ? m_data[std::size_t(row)].refs[side == chess::White ? 0 : 1]
                                                : event::PlayerRef{};
}

void GameTableModel::identify(Row &row) const
{
    const zone::Pairing &p = row.snapshot.pairing;
    row.refs[0] = m_players.inGame(row.snapshot.id, chess::White, p.white, p.whiteId);
    row.refs[1] = m_players.inGame(row.snapshot.id, chess::Black, p.black, p.blackId);
    row.keys[0] = p.white.isEmpty() && !row.refs[0].isSet() ? QString() : row.refs[0].key(p.white);
    row.keys[1] = p.black.isEmpty() && !row.refs[1].isSet() ? QString() : row.refs[1].key(p.black);
}

void GameTableModel::mark(Row &row) const
{
    row.snapshot.marks = {m_marks.value(row.keys[0]), m_marks.value(row.keys[1])};
    row.snapshot.traditionalSet = false;
    for (int side = 0; side < 2; ++side) {
        const event::PlayerRecord *p = row.refs[side].no > 0 ? m_players.byNumber(row.refs[side].no) : nullptr;
        row.snapshot.assistants[std::size_t(side)] = p ? p->assistant : QString();
        if (p && !m_setVenues.isEmpty() && m_setVenues.contains(p->venue.trimmed().toLower()))
            row.snapshot.traditionalSet = true;
    }
}

void GameTableModel::setTraditionalSetVenues(const QStringList &venues)
{
    QSet<QString> set;
    for (const QString &v : venues)
        set.insert(v.trimmed().toLower());
    if (set == m_setVenues)
        return;
    m_setVenues = set;
    for (Row &row : m_data)
        mark(row);
    if (!m_data.empty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_data.size()) - 1, ColumnCount - 1));
}

void GameTableModel::apply(const QList<live::GameSnapshot> &snapshots)
{
    std::vector<const live::GameSnapshot *> fresh;
    for (const live::GameSnapshot &s : snapshots) {
        const auto known = m_rows.constFind(s.id);
        if (known == m_rows.cend()) {
            fresh.push_back(&s);
            continue;
        }
        const int r = *known;
        Row &row = m_data[std::size_t(r)];
        const bool moved = boardKey(row.snapshot) != boardKey(s);
        const bool newPlayers = row.snapshot.pairing.white != s.pairing.white
            || row.snapshot.pairing.black != s.pairing.black || row.snapshot.pairing.whiteId != s.pairing.whiteId
            || row.snapshot.pairing.blackId != s.pairing.blackId;
        row.snapshot = s;
        if (newPlayers)
            identify(row);
        mark(row);
        row.shownClock[0] = clockText(remainingMs(row.snapshot, chess::White));
        row.shownClock[1] = clockText(remainingMs(row.snapshot, chess::Black));
        if (!moved) {
            Q_EMIT dataChanged(index(r, 0), index(r, ColumnCount - 1));
            continue;
        }
        // The board number changed (the zone listed it late): take the row out, insert it again.
        beginRemoveRows({}, r, r);
        m_data.erase(m_data.begin() + r);
        m_rows.remove(s.id);
        for (auto it = m_rows.begin(); it != m_rows.end(); ++it)
            if (*it > r)
                --*it;
        endRemoveRows();
        fresh.push_back(&s);
    }
    insertFresh(std::move(fresh));
}

// New games at their boards' places (stable among equal keys: after them), as few insertions as
// there are runs of neighbouring places: a round's thousand games listed at once are one insertion,
// not a thousand (each of which had the views and the roll call look at every row).
void GameTableModel::insertFresh(std::vector<const live::GameSnapshot *> fresh)
{
    std::stable_sort(fresh.begin(), fresh.end(), [](const live::GameSnapshot *a, const live::GameSnapshot *b) {
        return boardKey(*a) < boardKey(*b);
    });
    QSet<QString> seen;
    fresh.erase(std::remove_if(fresh.begin(), fresh.end(),
                               [&seen](const live::GameSnapshot *s) {
                                   const bool twice = seen.contains(s->id);
                                   seen.insert(s->id);
                                   return twice;
                               }),
                fresh.end());
    for (std::size_t i = 0; i < fresh.size();) {
        const int key = boardKey(*fresh[i]);
        const auto at = std::upper_bound(m_data.begin(), m_data.end(), key,
                                         [](int k, const Row &row) { return k < boardKey(row.snapshot); });
        const int r = int(at - m_data.begin());
        // The games that go to the same place: all before the row now there.
        std::size_t j = i + 1;
        while (j < fresh.size()
               && (r == int(m_data.size()) || boardKey(*fresh[j]) < boardKey(m_data[std::size_t(r)].snapshot)))
            ++j;
        const int count = int(j - i);
        beginInsertRows({}, r, r + count - 1);
        std::vector<Row> rows(static_cast<std::size_t>(count));
        for (int k = 0; k < count; ++k) {
            const live::GameSnapshot &s = *fresh[i + std::size_t(k)];
            Row &row = rows[std::size_t(k)];
            row.snapshot = s;
            identify(row);
            mark(row);
            row.shownClock[0] = clockText(remainingMs(row.snapshot, chess::White));
            row.shownClock[1] = clockText(remainingMs(row.snapshot, chess::Black));
        }
        m_data.insert(m_data.begin() + r, std::make_move_iterator(rows.begin()), std::make_move_iterator(rows.end()));
        for (auto it = m_rows.begin(); it != m_rows.end(); ++it)
            if (*it >= r)
                *it += count;
        for (int k = 0; k < count; ++k)
            m_rows.insert(fresh[i + std::size_t(k)]->id, r + k);
        endInsertRows();
        i = j;
    }
}

void GameTableModel::tick(std::int64_t monotonicMs)
{
    m_now = monotonicMs;
    int first = -1, last = -1;
    for (int r = 0; r < int(m_data.size()); ++r) {
        Row &row = m_data[std::size_t(r)];
        const auto running = row.snapshot.clock.runningSide();
        if (!running)
            continue;
        QString &shown = row.shownClock[*running == chess::White ? 0 : 1];
        QString text = clockText(remainingMs(row.snapshot, *running));
        if (text == shown)
            continue;
        shown = std::move(text);
        if (first < 0)
            first = r;
        last = r;
    }
    if (first >= 0)
        Q_EMIT dataChanged(index(first, WhiteClockColumn), index(last, BlackClockColumn),
                           {Qt::DisplayRole, RemainingMsRole, TimeTroubleRole});
}

void GameTableModel::clear()
{
    beginResetModel();
    m_data.clear();
    m_rows.clear();
    endResetModel();
}

void GameTableModel::setTimeTroubleMs(std::int64_t ms)
{
    if (ms == m_timeTroubleMs)
        return;
    m_timeTroubleMs = ms;
    if (!m_data.empty())
        Q_EMIT dataChanged(index(0, WhiteClockColumn), index(int(m_data.size()) - 1, BlackClockColumn),
                           {TimeTroubleRole});
}

} // namespace arbiter::models
