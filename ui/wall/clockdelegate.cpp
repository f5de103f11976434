#include "ui/wall/clockdelegate.h"

#include "core/models/gametablemodel.h"
#include "ui/common/palette.h"

#include <QPainter>

namespace arbiter::ui {

void ClockDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    const bool running = index.data(models::GameTableModel::RunningRole).toBool();
    const bool trouble = index.data(models::GameTableModel::TimeTroubleRole).toBool();
    if (!running && !trouble) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem o = option;
    initStyleOption(&o, index);
    const QColor fill = running ? (trouble ? colours::Alarm : colours::Running) : colours::AlarmTint;
    painter->fillRect(option.rect, fill);
    o.palette.setColor(QPalette::Text, running ? colours::OnAlarm : colours::Alarm);
    o.font.setBold(running);
    painter->save();
    painter->setPen(o.palette.color(QPalette::Text));
    painter->setFont(o.font);
    painter->drawText(option.rect.adjusted(4, 0, -4, 0), Qt::AlignRight | Qt::AlignVCenter, o.text);
    painter->restore();
}

} // namespace arbiter::ui
