#include "ui/wall/boardwallview.h"

#include "core/models/gametablemodel.h"
#include "ui/wall/tilepainter.h"

#include <QAbstractProxyModel>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>

#include <cmath>
#include <memory>

namespace arbiter::ui {

BoardWallView::BoardWallView(QWidget *parent) : QAbstractItemView(parent)
{
    // 1000 tiles of 150 px boards stay cached; more than the screen shows at once.
    m_tiles.setMaxCost(96 * 1024 * 1024);
    setSelectionMode(SingleSelection);
    setSelectionBehavior(SelectRows);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setEditTriggers(NoEditTriggers);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    TilePainter::warmUp(m_pieces);
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

int BoardWallView::gapFor(int boardSize)
{
    // Small tiles sit closer together: 400 of them fit on a 1920×1080 screen.
    return boardSize < 96 ? 4 : 8;
}

void BoardWallView::relayout()
{
    const int count = qMax(1, model() ? model()->rowCount() : 0);
    const QSize area = viewport()->size();
    auto fits = [&](int board, int columns) {
        const int gap = gapFor(board);
        const int rows = (count + columns - 1) / columns;
        return columns * (board + gap) + gap <= area.width()
            && rows * (TilePainter::tileHeight(board) + gap) + gap <= area.height();
    };
    // The largest board with which every tile fits; below the minimum the wall scrolls.
    int bestBoard = 0, bestColumns = 1;
    for (int columns = 1; columns <= count; ++columns) {
        int board = area.width() / columns;
        while (board > 0 && !fits(board, columns))
            board = int(board * 0.97) - 1;
        if (board > bestBoard) {
            bestBoard = board;
            bestColumns = columns;
        }
    }
    if (bestBoard < MinBoardSize) {
        bestBoard = MinBoardSize;
        const int gap = gapFor(MinBoardSize);
        bestColumns = qMax(1, (area.width() - gap) / (MinBoardSize + gap));
    }
    const int boardSize = bestBoard - bestBoard % 8; // whole squares
    if (boardSize != m_boardSize)
        m_tiles.clear();
    m_boardSize = boardSize;
    m_columns = bestColumns;
    m_gap = gapFor(m_boardSize);
    m_tileWidth = m_boardSize + m_gap;
    m_tileHeight = TilePainter::tileHeight(m_boardSize) + m_gap;
    updateGeometries();
    m_fullPaintDue = true;
    viewport()->update();
}

void BoardWallView::updateGeometries()
{
    const int count = model() ? model()->rowCount() : 0;
    const int rows = (count + m_columns - 1) / qMax(1, m_columns);
    const int content = rows * m_tileHeight + m_gap;
    verticalScrollBar()->setPageStep(viewport()->height());
    verticalScrollBar()->setSingleStep(m_tileHeight / 4);
    verticalScrollBar()->setRange(0, qMax(0, content - viewport()->height()));
    QAbstractItemView::updateGeometries();
}

const live::GameSnapshot *BoardWallView::snapshotAt(int row) const
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
    const int left = qMax(0, (viewport()->width() - used) / 2) + m_gap / 2;
    const int x = left + (row % columns) * m_tileWidth;
    const int y = m_gap / 2 + (row / columns) * m_tileHeight - verticalOffset();
    return QRect(x, y, m_tileWidth - m_gap, m_tileHeight - m_gap);
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
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.top() - m_gap / 2);
    else if (r.bottom() > viewport()->height())
        verticalScrollBar()->setValue(verticalScrollBar()->value() + r.bottom() - viewport()->height() + m_gap / 2);
}

QModelIndex BoardWallView::indexAt(const QPoint &point) const
{
    if (!model())
        return {};
    const int columns = qMax(1, m_columns);
    const int used = columns * m_tileWidth;
    const int left = qMax(0, (viewport()->width() - used) / 2) + m_gap / 2;
    const int cx = point.x() - left;
    const int cy = point.y() + verticalOffset() - m_gap / 2;
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
    // A clock tick touches the clock columns only: repaint the clocks whose face changed, nothing
    // else. Any other change drops the game's static layer and repaints its tile.
    const bool clocksOnly = topLeft.column() >= models::GameTableModel::WhiteClockColumn
        && bottomRight.column() <= models::GameTableModel::BlackClockColumn;
    const QRect visible = viewport()->rect();
    for (int row = topLeft.row(); row <= bottomRight.row(); ++row) {
        const QRect r = tileRect(row);
        const live::GameSnapshot *game = snapshotAt(row);
        if (!game)
            continue;
        if (!clocksOnly) {
            if (Tile *tile = m_tiles.object(game->id))
                tile->version = -1; // kept to show until the new layer is drawn
            if (r.intersects(visible))
                viewport()->update(r);
            continue;
        }
        if (!r.intersects(visible))
            continue;
        const Tile *tile = m_tiles.object(game->id);
        for (const chess::Color side : {chess::White, chess::Black})
            if (!tile || !(tile->shown[side] == clockFace(*game, side)))
                viewport()->update(TilePainter::clockRect(r, *game, side));
    }
    QAbstractItemView::dataChanged(topLeft, bottomRight, roles);
}

BoardWallView::ClockFace BoardWallView::clockFace(const live::GameSnapshot &game, chess::Color side) const
{
    ClockFace face;
    if (!game.clock.timeControl().isTimed())
        return face;
    face.text = models::GameTableModel::clockText(m_games->remainingMs(game, side));
    face.running = game.clock.runningSide() == side;
    face.trouble = m_games->inTimeTrouble(game, side);
    return face;
}

TilePainter::Clocks BoardWallView::clocksOf(const live::GameSnapshot &game) const
{
    TilePainter::Clocks clocks;
    clocks.timed = game.clock.timeControl().isTimed();
    clocks.whiteMs = m_games->remainingMs(game, chess::White);
    clocks.blackMs = m_games->remainingMs(game, chess::Black);
    clocks.whiteTrouble = m_games->inTimeTrouble(game, chess::White);
    clocks.blackTrouble = m_games->inTimeTrouble(game, chess::Black);
    return clocks;
}

std::int64_t BoardWallView::versionOf(const live::GameSnapshot &game)
{
    // What the static layer shows changes with these (besides the explicit mark in dataChanged()).
    return (game.lastChangeMonotonicMs * 4096 + game.plies * 256 + game.flags) * 31
        + qHash(game.marks[0] + u'|' + game.marks[1]) % 31;
}

std::int64_t BoardWallView::shownChange(const QString &gameId) const
{
    const Tile *tile = m_tiles.object(gameId);
    return tile ? tile->shownChange : -1;
}

BoardWallView::Tile *BoardWallView::tileOf(const live::GameSnapshot &game, const QSize &size)
{
    const std::int64_t version = versionOf(game);
    Tile *tile = m_tiles.object(game.id);
    const bool sameSize = tile && tile->layer.deviceIndependentSize().toSize() == size;
    if (sameSize && tile->version == version)
        return tile;
    // Only the board changed (a move): its changed squares are repainted on the layer as it is.
    const std::size_t frame = TilePainter::frameKey(game);
    if (sameSize && tile->frame == frame) {
        QPainter painter(&tile->layer);
        if (TilePainter::paintBoardChanges(painter, QRect(QPoint(0, 0), size), game, tile->board, m_pieces)) {
            tile->board = TilePainter::boardOf(game);
            tile->version = version;
            tile->shownChange = game.lastChangeMonotonicMs;
            ++m_layersUpdated;
            return tile;
        }
    }
    const qreal dpr = devicePixelRatioF();
    auto fresh = std::make_unique<Tile>();
    fresh->layer = QPixmap(size * dpr);
    fresh->layer.setDevicePixelRatio(dpr);
    fresh->version = version;
    fresh->shownChange = game.lastChangeMonotonicMs;
    fresh->frame = frame;
    fresh->board = TilePainter::boardOf(game);
    {
        QPainter painter(&fresh->layer);
        TilePainter::paintStatic(painter, QRect(QPoint(0, 0), size), game, m_pieces);
    }
    ++m_layersDrawn;
    const qsizetype cost = qsizetype(fresh->layer.width()) * fresh->layer.height() * 4;
    tile = fresh.get();
    if (!m_tiles.insert(game.id, fresh.release(), cost))
        return nullptr; // larger than the whole cache: drawn directly
    return tile;
}

void BoardWallView::rowsInserted(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsInserted(parent, start, end);
    m_fullPaintDue = true;
    relayoutSoon();
}

void BoardWallView::rowsAboutToBeRemoved(const QModelIndex &parent, int start, int end)
{
    QAbstractItemView::rowsAboutToBeRemoved(parent, start, end);
    relayoutSoon();
}

void BoardWallView::relayoutSoon()
{
    // A round arrives one game at a time: lay the wall out once for all the games of a batch.
    if (m_relayoutQueued)
        return;
    m_relayoutQueued = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_relayoutQueued = false;
            relayout();
        },
        Qt::QueuedConnection);
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
    QElapsedTimer budget;
    budget.start();
    QRegion deferred;
    for (int row = firstRow * columns; row < qMin(count, (lastRow + 1) * columns); ++row) {
        const QRect r = tileRect(row);
        if (!event->region().intersects(r))
            continue;
        const live::GameSnapshot *game = snapshotAt(row);
        if (!game)
            continue;
        const TilePainter::Clocks clocks = clocksOf(*game);
        Tile *tile = m_tiles.object(game->id);
        if (tile && tile->layer.deviceIndependentSize().toSize() != r.size())
            tile = nullptr;
        if (!tile || tile->version != versionOf(*game)) {
            // New layers take their turn when many games change at once (a round starting): the rest
            // show their last layer, or nothing, for a frame rather than stall the GUI thread.
            if (budget.elapsed() < LayerBudgetMs) {
                tile = tileOf(*game, r.size());
            } else {
                deferred += r;
                if (!tile)
                    continue;
            }
        }
        if (!tile) { // larger than the whole cache
            TilePainter::paint(painter, r, *game, clocks, m_pieces, row == current);
            continue;
        }
        painter.drawPixmap(r.topLeft(), tile->layer);
        TilePainter::paintClocks(painter, r, *game, clocks);
        for (const chess::Color side : {chess::White, chess::Black})
            if (event->region().intersects(TilePainter::clockRect(r, *game, side)))
                tile->shown[side] = clockFace(*game, side);
        if (row == current)
            TilePainter::paintCurrent(painter, r);
    }
    m_layersDeferred = !deferred.isEmpty();
    if (event->region().contains(viewport()->rect()))
        m_fullPaintDue = false;
    if (!deferred.isEmpty())
        QMetaObject::invokeMethod(
            this, [this, deferred] { viewport()->update(deferred); }, Qt::QueuedConnection);
}

bool BoardWallView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_games) {
        const auto *help = static_cast<QHelpEvent *>(event);
        const QModelIndex index = indexAt(help->pos());
        if (const live::GameSnapshot *game = index.isValid() ? snapshotAt(index.row()) : nullptr) {
            //: %1: the board number; %2: White's name; %3: Black's name
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
