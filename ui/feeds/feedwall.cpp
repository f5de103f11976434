#include "ui/feeds/feedwall.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedtile.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace arbiter::ui {

FeedWall::FeedWall(models::GameTableModel *games, FeedHub *hub, QWidget *parent)
    : QWidget(parent), m_games(games), m_hub(hub), m_orderBox(new QComboBox(this)), m_sizeBox(new QComboBox(this)),
      m_previous(new QToolButton(this)), m_next(new QToolButton(this)), m_pageLabel(new QLabel(this)),
      m_empty(new QLabel(this)), m_tileBox(new QWidget(this)), m_grid(new QGridLayout(m_tileBox)), m_refresh(this)
{
    m_orderBox->addItems({QString(), QString()});
    for (int n : {16, 25, 49})
        m_sizeBox->addItem(QString::number(n), n);
    m_previous->setArrowType(Qt::LeftArrow);
    m_next->setArrowType(Qt::RightArrow);
    m_previous->setShortcut(QKeySequence(Qt::ALT | Qt::Key_PageUp));
    m_next->setShortcut(QKeySequence(Qt::ALT | Qt::Key_PageDown));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    auto *bar = new QHBoxLayout;
    bar->addWidget(m_orderBox);
    bar->addWidget(m_sizeBox);
    bar->addStretch(1);
    bar->addWidget(m_previous);
    bar->addWidget(m_pageLabel);
    bar->addWidget(m_next);
    m_grid->setSpacing(2);
    m_grid->setContentsMargins(0, 0, 0, 0);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addLayout(bar);
    layout->addWidget(m_empty);
    layout->addWidget(m_tileBox, 1);
    connect(m_orderBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setOrder(i == 1 ? Order::Urgency : Order::Board); });
    connect(m_sizeBox, &QComboBox::currentIndexChanged, this,
            [this](int i) { setPageSize(m_sizeBox->itemData(i).toInt()); });
    connect(m_previous, &QToolButton::clicked, this, [this] { setPage(m_page - 1); });
    connect(m_next, &QToolButton::clicked, this, [this] { setPage(m_page + 1); });
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(1000);
    connect(&m_refresh, &QTimer::timeout, this, &FeedWall::refresh);
    auto later = [this] {
        if (isVisible() && !m_refresh.isActive())
            m_refresh.start();
    };
    connect(games, &QAbstractItemModel::dataChanged, this, later);
    connect(games, &QAbstractItemModel::rowsInserted, this, later);
    connect(games, &QAbstractItemModel::modelReset, this, later);
    connect(hub, &FeedHub::settingsChanged, this, &FeedWall::refresh);
    retranslate();
}

void FeedWall::setOrder(Order order)
{
    m_order = order;
    m_orderBox->setCurrentIndex(order == Order::Urgency ? 1 : 0);
    refresh();
}

void FeedWall::setBoards(const QSet<int> &boards)
{
    if (boards == m_boards)
        return;
    m_boards = boards;
    m_page = 0;
    refresh();
}

void FeedWall::setPageSize(int tiles)
{
    tiles = std::clamp(tiles, 1, 49);
    if (tiles == m_pageSize)
        return;
    m_pageSize = tiles;
    const int i = m_sizeBox->findData(tiles);
    if (i >= 0)
        m_sizeBox->setCurrentIndex(i);
    m_page = 0;
    layoutTiles();
    refresh();
}

int FeedWall::pageCount() const
{
    return std::max(1, (m_entryCount + m_pageSize - 1) / m_pageSize);
}

void FeedWall::setPage(int page)
{
    m_page = std::clamp(page, 0, pageCount() - 1);
    refresh();
}

QList<FeedWall::Entry> FeedWall::entries() const
{
    QList<Entry> out;
    for (int row = 0; row < m_games->rowCount(); ++row) {
        const live::GameSnapshot *s = m_games->snapshot(row);
        if (!s || (!m_boards.isEmpty() && !m_boards.contains(s->pairing.board)))
            continue;
        for (chess::Color side : {chess::White, chess::Black}) {
            Entry e;
            e.gameId = s->id;
            e.side = side;
            e.player = side == chess::White ? s->pairing.white : s->pairing.black;
            e.board = s->pairing.board;
            const bool white = side == chess::White;
            e.offVcs = s->has(white ? live::GameSnapshot::WhiteOffVcs : live::GameSnapshot::BlackOffVcs);
            if (e.offVcs || s->has(white ? live::GameSnapshot::WhiteFeedProblem : live::GameSnapshot::BlackFeedProblem))
                e.urgency = 3;
            else if (s->has(live::GameSnapshot::HasAnomaly) && !s->has(live::GameSnapshot::Ended))
                e.urgency = 2;
            else if (m_games->inTimeTrouble(*s, side))
                e.urgency = 1;
            if (s->has(live::GameSnapshot::Ended))
                e.urgency -= 4; // finished players last: spectators now (Art. 9.12)
            out.append(e);
        }
    }
    if (m_order == Order::Urgency)
        std::stable_sort(out.begin(), out.end(), [](const Entry &a, const Entry &b) { return a.urgency > b.urgency; });
    return out;
}

void FeedWall::layoutTiles()
{
    const int columns = int(std::ceil(std::sqrt(double(m_pageSize))));
    while (int(m_tiles.size()) > m_pageSize)
        delete m_tiles.takeLast();
    while (int(m_tiles.size()) < m_pageSize) {
        auto *tile = new FeedTile(m_hub, vcs::FeedKinds::Camera, m_tileBox);
        tile->installEventFilter(this);
        m_tiles.append(tile);
    }
    for (int i = 0; i < int(m_tiles.size()); ++i) {
        m_grid->removeWidget(m_tiles[i]);
        m_grid->addWidget(m_tiles[i], i / columns, i % columns);
        m_tiles[i]->setCompact(m_pageSize > 16);
    }
}

void FeedWall::refresh()
{
    if (!isVisible()) {
        // Nothing on screen plays: a hidden wall costs nothing and speaks for no feed.
        for (FeedTile *t : m_tiles)
            t->setFeed(QString(), chess::White, QString(), 0, QString());
        return;
    }
    if (m_tiles.isEmpty())
        layoutTiles();
    const QList<Entry> all = entries();
    m_entryCount = int(all.size());
    m_page = std::clamp(m_page, 0, pageCount() - 1);
    const bool low = m_pageSize > 16;
    // A page's tiles are all shown (empty ones keep the grid's shape) once there is a player. A tile
    // shown in a visible box lays out the whole window again and asks the X server where the pointer
    // is: 49 of them, the page's first fill, held the GUI thread ~50 ms. Shown while their box is
    // hidden, they are laid out once, when it shows again (within this call: nothing is painted
    // in between).
    const bool shown = m_entryCount > 0;
    const bool batch = m_tileBox->isVisible()
        && std::any_of(m_tiles.cbegin(), m_tiles.cend(), [shown](const FeedTile *t) { return t->isHidden() == shown; });
    if (batch)
        m_tileBox->hide();
    for (int i = 0; i < int(m_tiles.size()); ++i) {
        const int n = m_page * m_pageSize + i;
        FeedTile *tile = m_tiles[i];
        tile->setVisible(shown);
        if (n >= m_entryCount) {
            tile->setFeed(QString(), chess::White, QString(), 0, QString());
            continue;
        }
        const Entry &e = all[n];
        const live::GameSnapshot *s = m_games->snapshot(m_games->rowOf(e.gameId));
        const QString url = s ? m_hub->urlFor(s->pairing, e.side, vcs::FeedKinds::Camera, low) : QString();
        tile->setFeed(e.gameId, e.side, e.player, e.board, url);
        tile->setOffVcs(e.offVcs);
    }
    if (batch)
        m_tileBox->show();
    m_empty->setVisible(m_entryCount == 0 || !m_hub->hasFeeds());
    retranslate();
}

void FeedWall::retranslate()
{
    m_orderBox->setItemText(0, tr("Board order"));
    m_orderBox->setItemText(1, tr("Most urgent first"));
    m_sizeBox->setToolTip(tr("Feeds per page"));
    m_previous->setToolTip(tr("Previous page (Alt+PgUp)"));
    m_next->setToolTip(tr("Next page (Alt+PgDown)"));
    //: %1: this page; %2: pages
    m_pageLabel->setText(tr("Page %1 of %2").arg(m_page + 1).arg(pageCount()));
    if (!m_hub->hasFeeds())
        m_empty->setText(tr("The event has no feed address yet: set the VCS feed URL template in the event set-up "
                            "(File → Event…), e.g. rtsp://relay:8554/{event}/{player}/{feed}."));
    else
        m_empty->setText(tr("No players yet: their cameras appear here when the round's games are listed."));
}

void FeedWall::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FeedWall::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void FeedWall::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    refresh();
}

bool FeedWall::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonDblClick)
        if (auto *tile = qobject_cast<FeedTile *>(watched); tile && !tile->gameId().isEmpty())
            Q_EMIT gameActivated(tile->gameId());
    return QWidget::eventFilter(watched, event);
}

} // namespace arbiter::ui
