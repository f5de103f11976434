#include "ui/board/boardwidget.h"

#include <QPainter>

namespace arbiter::ui {

BoardWidget::BoardWidget(QWidget *parent) : QWidget(parent)
{
    m_options.coordinates = true;
    m_board.squares.fill(chess::NoPiece);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void BoardWidget::setBoard(const BoardPainter::Board &board)
{
    m_board = board;
    update();
}

void BoardWidget::setFlipped(bool flipped)
{
    m_options.flipped = flipped;
    update();
}

void BoardWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    BoardPainter::paint(painter, rect(), m_board, m_pieces, m_options);
}

} // namespace arbiter::ui
