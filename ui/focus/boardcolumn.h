#pragma once

#include <QWidget>

class QLabel;

namespace arbiter::ui {

class BoardWidget;

// The focused board with a player line right above and right below it, kept together and centred
// however tall or wide the dock is: the board stays square and as large as the space allows, and
// the players' names and clocks never drift away from their side of the board.
class BoardColumn : public QWidget
{
    Q_OBJECT

public:
    BoardColumn(BoardWidget *board, QLabel *top, QLabel *bottom, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    int lineHeight() const;
    void place();

    BoardWidget *m_board;
    QLabel *m_top;
    QLabel *m_bottom;
};

} // namespace arbiter::ui
