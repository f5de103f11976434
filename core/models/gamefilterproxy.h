#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QTimer>

namespace arbiter::models {

// The games an arbiter looks at and in which order: a sector of boards (Art. 10.3.1: the boards an
// arbiter is assigned) and sorting by board or by urgency (anomalies first, then disconnected
// players, then time trouble, then the rest, each by board). Sits on a GameTableModel. In urgency
// order rows are re-sorted at most once a second, so tiles do not jump under the pointer with every
// tick.
class GameFilterProxy : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    enum class Order { Board, Urgency };

    explicit GameFilterProxy(QObject *parent = nullptr);

    // Only these boards (empty = all; event::NumberRanges reads "1-20, 35").
    void setBoards(const QSet<int> &boards);
    const QSet<int> &boards() const { return m_boards; }
    void setOrder(Order order);
    Order order() const { return m_order; }
    // Part IIIb: boards grouped (a hybrid event's venues): games sort by their board's group first
    // (boards not listed last), then as the order says. Empty: no groups.
    void setGroups(const QHash<int, int> &groupOfBoard);
    const QHash<int, int> &groups() const { return m_groups; }
    // 3 anomaly, 2 a player disconnected, 1 time trouble, 0 otherwise; finished games 0.
    static int urgency(const QAbstractItemModel *model, int sourceRow);

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    void resortSoon();

    QSet<int> m_boards;
    QHash<int, int> m_groups;
    Order m_order = Order::Board;
    QTimer m_resort;
};

} // namespace arbiter::models
