#include "core/models/gamefilterproxy.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"

#include <climits>

namespace arbiter::models {

GameFilterProxy::GameFilterProxy(QObject *parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(false);
    m_resort.setSingleShot(true);
    m_resort.setInterval(1000);
    connect(&m_resort, &QTimer::timeout, this, [this] { sort(0); });
    connect(this, &QAbstractItemModel::dataChanged, this, [this] { resortSoon(); });
    connect(this, &QAbstractItemModel::rowsInserted, this, [this] { resortSoon(); });
    sort(0);
}

void GameFilterProxy::setBoards(const QSet<int> &boards)
{
    m_boards = boards;
    invalidateFilter();
}

void GameFilterProxy::setGroups(const QHash<int, int> &groupOfBoard)
{
    if (groupOfBoard == m_groups)
        return;
    m_groups = groupOfBoard;
    sort(0);
}

void GameFilterProxy::setOrder(Order order)
{
    if (order == m_order)
        return;
    m_order = order;
    sort(0);
}

void GameFilterProxy::resortSoon()
{
    if (m_order == Order::Urgency && !m_resort.isActive())
        m_resort.start();
}

int GameFilterProxy::urgency(const QAbstractItemModel *model, int sourceRow)
{
    using S = live::GameSnapshot;
    const int flags = model->index(sourceRow, 0).data(GameTableModel::FlagsRole).toInt();
    if (flags & S::Ended)
        return 0;
    if (flags & S::HasAnomaly)
        return 3;
    if (flags & (S::WhiteDisconnected | S::BlackDisconnected))
        return 2;
    if (model->index(sourceRow, GameTableModel::WhiteClockColumn).data(GameTableModel::TimeTroubleRole).toBool()
        || model->index(sourceRow, GameTableModel::BlackClockColumn).data(GameTableModel::TimeTroubleRole).toBool())
        return 1;
    return 0;
}

bool GameFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_boards.isEmpty())
        return true;
    const int board = sourceModel()->index(sourceRow, 0, sourceParent).data(GameTableModel::BoardRole).toInt();
    return m_boards.contains(board);
}

bool GameFilterProxy::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (!m_groups.isEmpty()) {
        const int a = m_groups.value(left.data(GameTableModel::BoardRole).toInt(), INT_MAX);
        const int b = m_groups.value(right.data(GameTableModel::BoardRole).toInt(), INT_MAX);
        if (a != b)
            return a < b;
    }
    if (m_order == Order::Urgency) {
        const int a = urgency(sourceModel(), left.row());
        const int b = urgency(sourceModel(), right.row());
        if (a != b)
            return a > b;
    }
    // Board order is the source's order.
    return left.row() < right.row();
}

} // namespace arbiter::models
