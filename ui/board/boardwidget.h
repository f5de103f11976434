#pragma once

#include "ui/board/boardpainter.h"
#include "ui/board/pieceset.h"

#include <QWidget>

namespace arbiter::ui {

// A large board for the focused game: coordinates, flip, last move and check, squares that stay
// square as the widget resizes.
class BoardWidget : public QWidget
{
    Q_OBJECT

public:
    explicit BoardWidget(QWidget *parent = nullptr);

    void setBoard(const BoardPainter::Board &board);
    const BoardPainter::Board &board() const { return m_board; }
    void setFlipped(bool flipped);
    bool isFlipped() const { return m_options.flipped; }

    QSize sizeHint() const override { return {480, 480}; }
    QSize minimumSizeHint() const override { return {160, 160}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override { return width; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    BoardPainter::Board m_board;
    BoardPainter::Options m_options;
    PieceSet m_pieces;
};

} // namespace arbiter::ui
