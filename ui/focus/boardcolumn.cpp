#include "ui/focus/boardcolumn.h"

#include "ui/board/boardwidget.h"

#include <QLabel>

#include <algorithm>

namespace arbiter::ui {

BoardColumn::BoardColumn(BoardWidget *board, QLabel *top, QLabel *bottom, QWidget *parent)
    : QWidget(parent), m_board(board), m_top(top), m_bottom(bottom)
{
    for (QWidget *w :
         {static_cast<QWidget *>(m_board), static_cast<QWidget *>(m_top), static_cast<QWidget *>(m_bottom)})
        w->setParent(this);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

int BoardColumn::lineHeight() const
{
    return std::max(m_top->sizeHint().height(), m_bottom->sizeHint().height()) + 4;
}

QSize BoardColumn::sizeHint() const
{
    return {480, 480 + 2 * lineHeight()};
}

QSize BoardColumn::minimumSizeHint() const
{
    return {200, 200 + 2 * lineHeight()};
}

void BoardColumn::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    place();
}

void BoardColumn::place()
{
    const int line = lineHeight();
    const int side = std::max(0, std::min(width(), height() - 2 * line));
    const int x = (width() - side) / 2;
    const int y = (height() - side - 2 * line) / 2;
    m_top->setGeometry(x, y, side, line);
    m_board->setGeometry(x, y + line, side, side);
    m_bottom->setGeometry(x, y + line + side, side, line);
}

} // namespace arbiter::ui
