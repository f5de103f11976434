#include "ui/common/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QTableView>

namespace arbiter::ui {

ColumnFit::ColumnFit(QTableView *view, int everyMs) : QObject(view), m_view(view), m_timer(this)
{
    view->horizontalHeader()->setResizeContentsPrecision(0); // the rows on screen
    view->installEventFilter(this);
    connect(&m_timer, &QTimer::timeout, this, &ColumnFit::fit);
    m_timer.start(everyMs);
}

void ColumnFit::fit()
{
    if (!m_view->isVisible() || !m_view->model())
        return;
    const QHeaderView *header = m_view->horizontalHeader();
    for (int c = 0; c < m_view->model()->columnCount(); ++c)
        if (!header->isSectionHidden(c) && header->sectionResizeMode(c) != QHeaderView::Stretch)
            m_view->resizeColumnToContents(c);
}

bool ColumnFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_view && event->type() == QEvent::Show)
        QTimer::singleShot(0, this, &ColumnFit::fit); // once the rows are laid out
    return QObject::eventFilter(watched, event);
}

} // namespace arbiter::ui
