#include "boardwallview.h"

#include "models/gametablemodel.h"
#include "tilepainter.h"

#include <QAbstractProxyModel>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <cmath>

namespace arbiter::ui {

BoardWallView::BoardWallView(QWidget *parent) : QAbstractItemView(parent)
{
    setSelectionMode(SingleSelection);
    setSelectionBehavior(SelectRows);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setEditTriggers(NoEditTriggers);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
}

void BoardWallView::setModel(QAbstractItemModel *model)
{
    // The games' snapshots come from the GameTableModel at the bottom of a proxy chain.
    QAbstractItemModel *source = model;
    while (auto *proxy = qobject_cast<QAbstractProxyModel *>(source))
        source = proxy->sourceModel();
    m_games = qobject_cast<models::GameTableModel *>(source);
    QAbstractItemView::setModel(model);
    connect(model, &QAbstractItemModel::modelReset, this, &BoardWallView::relayout);
    connect(model, &QAbstractItemModel::layoutChanged, this, &BoardWallView::relayout);
    relayout();
}

void BoardWallView::relayout()
{
    const int count = model() ? model()->rowCount() : 0;
    const QSize area = viewport()->size();
    const int width = qMax(1, area.width() - Gap);
    const int height = qMax(1, area.height() - Gap);
    // The largest board with which every tile fits; below the minimum the wall scrolls.
    int bestBoard = 0, bestColumns = 1;
    for (int columns = 1; columns <= qMax(1, count); ++columns) {
        const int tileWidth = width / columns - Gap;
        int board = tileWidth;
        const int rows = (qMax(1, count) + columns - 1) / columns;
        while (board > 0 && rows * (TilePainter::tileHeight(board) + Gap) > height)
            board = int(board * 0.97) - 1;
        if (board > bestBoard) {
            bestBoard = board;
            bestColumns = columns;
        }
    }
    if (bestBoard < MinBoardSize) {
        bestBoard = MinBoardSize;
        bestColumns = qMax(1, width / (MinBoardSize + Gap));
    }
    m_boardSize = bestBoard - bestBoard % 8; // whole squares
    m_columns = bestColumns;
    m_tileWidth = m_boardSize + Gap;
    m_tileHeight = TilePainter::tileHeight(m_boardSize) + Gap;
    updateGeometries();
    viewport()->update();
}

void BoardWallView::updateGeometries()
{
    const int count = model() ? model()->rowCount() : 0;
    const int rows = (count + m_columns - 1) / qMax(1, m_columns);
    const int content = rows * m_tileHeight + Gap;
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(m_tileHeight / 4);
    verticalScrollBar()->setRange(0, qMax(0, content - viewport()->height()));
    QAbstractItemView::updateGeometries();
}

const event::GameSnapshot *BoardWallView::snapshotAt(int row) const
{
    if (!m_games || !model())
        return nullptr;
    QModelIndex index = model()->index(row, 0);
    QAbstractItemModel *at = model();
    while (auto *proxy = qobject_cast<QAbstractProxyModel *>(at)) {
        index = proxy->mapToSource(index);
        at = proxy->sourceModel();
    }
    return index.isValid() ? m_games->snapshot(index.row()) : nullptr;
}

QRect BoardWallView::tileRect(int row) const
{
    const int columns = qMax(1, m_columns);
    // Centre the grid horizontally.
    const int used = columns * m_tileWidth;
    const int left = qMax(0, (viewport()->width() - used) / 2) + Gap / 2;
    const int x = left + (row % columns) * m_tileWidth;
    const int y = Gap / 2 + (row / columns) * m_tileHeight - verticalOffset();
    return QRect(x, y, m_tileWidth - Gap, m_tileHeight - Gap);
}

QRect BoardWallView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid())
        return {};
    return tileRect(index.row());
}

void BoardWallView::scrollTo(const QModelIndex &index, ScrollHint)
{
    if (!index.isValid())
        return;
    const QRect r = visualRect(index);
    if (r.top() < 0)
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.top() - Gap / 2);
    else if (r.bottom() > viewport()->height())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.bottom() - viewport()->height() + Gap / 2);
}

QModelIndex BoardWallView::indexAt(const QPoint &point) const
{
    if (!model())
        return {};
    const int columns = qMax(1, m_columns);
    const int used = columns * m_tileWidth;
    const int left = qMax(0, (viewport()->width() - used) / 2) + Gap / 2;
    const int cx = point.x() - left;
    const int cy = point.y() + verticalOffset() - Gap / 2;
    if (cx < 0 || cy < 0 || cx >= used)
        return {};
    const int row = (cy / m_tileHeight) * columns + cx / m_tileWidth;
    if (row >= model()->rowCount() || !tileRect(row).contains(point))
        return {};
    return model()->index(row, 0);
}

QModelIndex BoardWallView::moveCursor(CursorAction action, Qt::KeyboardModifiers)
{
    if (!model() || model()->rowCount() == 0)
        return {};
    const int count = model()->rowCount();
    int row = currentIndex().isValid() ? currentIndex().row() : 0;
    const int visibleRows = qMax(1, viewport()->height() / qMax(1, m_tileHeight));
    switch (action) {
    case MoveLeft:
    case MovePrevious: row -= 1; break;
    case MoveRight:
    case MoveNext: row += 1; break;
    case MoveUp: row -= m_columns; break;
    case MoveDown: row += m_columns; break;
    case MoveHome: row = 0; break;
    case MoveEnd: row = count - 1; break;
    case MovePageUp: row -= m_columns * visibleRows; break;
    case MovePageDown: row += m_columns * visibleRows; break;
    }
    return model()->index(qBound(0, row, count - 1), 0);
}

int BoardWallView::horizontalOffset() const
{
    return 0;
}

int BoardWallView::verticalOffset() const
{
    return verticalScrollBar()->value();
}

bool BoardWallView::isIndexHidden(const QModelIndex &) const
{
    return false;
}

void BoardWallView::setSelection(const QRect &rect, QItemSelectionModel::SelectionFlags command)
{
    const QModelIndex index = indexAt(rect.center());
    if (index.isValid())
        selectionModel()->select(index, command | QItemSelectionModel::Rows);
}

QRegion BoardWallView::visualRegionForSelection(const QItemSelection &selection) const
{
    QRegion region;
    for (const QModelIndex &index : selection.indexes())
        region += visualRect(index);
    return region;
}

void BoardWallView::dataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight, const QList<int> &roles)
{
    // Repaint only the tiles in the range that are on screen (one update per tile, not the union).
    const QRect visible = viewport()->rect();
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QRect r = tileRect(row);
        if (r.intersects(visible))
            viewport()->update(r);
    }
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
}

void BoardWallView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsInserted(parent, start, end);
    relayout();
}

void BoardWallView::rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsAboutToBeRemoved(parent, start, end);
    QMetaObject::invokeMethod(this, &BoardWallView::relayout, Qt::QueuedConnection);
}

void BoardWallView::resizeEvent(QResizeEvent *event)
{
    QAbstractItemView::resizeEvent(event);
    relayout();
}

void BoardWallView::paintEvent(QPaintEvent *event)
{
    QPainter painter(viewport());
    painter.fillRect(event->rect(), palette().color(QPalette::Window));
    if (!m_games)
        return;
    const int count = model()->rowCount();
    const int columns = qMax(1, m_columns);
    // Only the rows that can intersect the damaged area.
    const QRect damage = event->rect();
    const int firstRow = qMax(0, (damage.top() + verticalOffset()) / m_tileHeight - 1);
    const int lastRow = (damage.bottom() + verticalOffset()) / m_tileHeight + 1;
    const int current = currentIndex().isValid() ? currentIndex().row() : -1;
    const std::int64_t now = m_games->now();
    for (int row = firstRow * columns; row < qMin(count, (lastRow + 1) * columns); ++row) {
        const QRect r = tileRect(row);
        if (!event->region().intersects(r))
            continue;
        const event::GameSnapshot *game = snapshotAt(row);
        if (!game)
            continue;
        TilePainter::Clocks clocks;
        clocks.timed = game->clock.timeControl().isTimed();
        clocks.whiteMs = std::max<std::int64_t>(0, game->clock.remainingMs(chess::White, now));
        clocks.blackMs = std::max<std::int64_t>(0, game->clock.remainingMs(chess::Black, now));
        TilePainter::paint(painter, r, *game, clocks, m_games->timeTroubleMs(), m_pieces, row == current);
    }
}

bool BoardWallView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_games) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = indexAt(help->pos());
        if (const event::GameSnapshot *game = index.isValid() ? snapshotAt(index.row()) : nullptr) {
            QString text
                = tr("Board %1: %2 – %3").arg(game->pairing.board).arg(game->pairing.white, game->pairing.black);
            const QString badges = TilePainter::badgeText(*game);
            if (!badges.isEmpty())
                text += u'\n' + badges;
            QToolTip::showText(help->globalPos(), text, viewport(), visualRect(index));
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QAbstractItemView::viewportEvent(event);
}

} // namespace arbiter::ui
