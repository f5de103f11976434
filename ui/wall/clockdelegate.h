#pragma once

#include <QStyledItemDelegate>

namespace arbiter::ui {

// The clock cells of the game list drawn as on the wall: the running clock filled green, a clock in
// time trouble red.
class ClockDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace arbiter::ui
