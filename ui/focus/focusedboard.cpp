#include "ui/focus/focusedboard.h"

#include "core/chess/pgngame.h"
#include "core/chess/pgnreader.h"
#include "core/chess/position.h"
#include "core/models/gametablemodel.h"
#include "ui/board/boardwidget.h"
#include "ui/common/palette.h"
#include "ui/feeds/playerfeeds.h"
#include "ui/focus/boardcolumn.h"

#include <QApplication>
#include <QBuffer>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

FocusedBoard::FocusedBoard(const QString &gameId, models::GameTableModel *games, QWidget *parent)
    : QWidget(parent), m_id(gameId), m_games(games), m_board(new BoardWidget(this)), m_list(new QTableView(this)),
      m_timelineView(new QTableView(this)), m_tags(new QTableWidget(this)), m_pages(new QTabWidget(this)),
      m_top(new QLabel(this)), m_bottom(new QLabel(this)), m_where(new QLabel(this))
{
    setFocusPolicy(Qt::StrongFocus);
    m_list->setModel(&m_moves);
    m_list->verticalHeader()->hide();
    m_list->setSelectionMode(QAbstractItemView::SingleSelection);
    m_list->setSelectionBehavior(QAbstractItemView::SelectItems);
    m_list->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_list->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_list->horizontalHeader()->setSectionResizeMode(models::MoveListModel::WhiteMoveColumn, QHeaderView::Stretch);
    m_list->horizontalHeader()->setSectionResizeMode(models::MoveListModel::BlackMoveColumn, QHeaderView::Stretch);
    m_list->setMinimumWidth(300);
    m_list->setFocusPolicy(Qt::NoFocus); // the arrow keys walk through the game, not the table
    connect(m_list, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (const int ply = index.data(models::MoveListModel::PlyRole).toInt(); ply > 0)
            showPly(ply);
    });
    m_timelineView->setModel(&m_timeline);
    m_timelineView->verticalHeader()->hide();
    m_timelineView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_timelineView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_timelineView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_timelineView->setWordWrap(false);
    m_timelineView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_timelineView->horizontalHeader()->setStretchLastSection(true);
    m_timelineView->setFocusPolicy(Qt::NoFocus);
    connect(m_timelineView, &QTableView::clicked, this,
            [this](const QModelIndex &index) { showPly(index.data(models::TimelineModel::PlyRole).toInt()); });
    // Follow the end of the timeline while the arbiter has not scrolled away from it.
    connect(&m_timeline, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_live)
            m_timelineView->scrollToBottom();
    });
    m_tags->setColumnCount(2);
    m_tags->verticalHeader()->hide();
    m_tags->horizontalHeader()->setStretchLastSection(true);
    m_tags->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_tags->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tags->setFocusPolicy(Qt::NoFocus);
    m_pages->addTab(m_list, QString());
    m_pages->addTab(m_timelineView, QString());
    m_pages->addTab(m_tags, QString());
    m_pages->setFocusPolicy(Qt::NoFocus);
    m_top->setTextFormat(Qt::RichText);
    m_bottom->setTextFormat(Qt::RichText);
    QFont clockFont = m_top->font();
    clockFont.setPointSizeF(clockFont.pointSizeF() * 1.3);
    m_top->setFont(clockFont);
    m_bottom->setFont(clockFont);

    auto *flip = new QPushButton(this);
    connect(flip, &QPushButton::clicked, this, [this] {
        m_board->setFlipped(!m_board->isFlipped());
        refreshPlayers();
    });
    auto *fen = new QPushButton(this);
    connect(fen, &QPushButton::clicked, this, &FocusedBoard::copyFen);
    auto *pgn = new QPushButton(this);
    connect(pgn, &QPushButton::clicked, this, &FocusedBoard::copyPgn);
    auto *save = new QPushButton(this);
    connect(save, &QPushButton::clicked, this, &FocusedBoard::savePgn);
    m_buttons = {flip, fen, pgn, save};
    for (QPushButton *b : std::as_const(m_buttons))
        b->setFocusPolicy(Qt::NoFocus);

    auto *right = new QVBoxLayout;
    m_right = right;
    right->addWidget(m_where);
    right->addWidget(m_pages, 1);
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : std::as_const(m_buttons))
        buttons->addWidget(b);
    right->addLayout(buttons);
    auto *layout = new QHBoxLayout(this);
    layout->addWidget(new BoardColumn(m_board, m_top, m_bottom, this), 3);
    layout->addLayout(right, 2);

    connect(games, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &from, const QModelIndex &to) {
        const int row = m_games->rowOf(m_id);
        if (row >= from.row() && row <= to.row())
            refreshPlayers();
    });
    retranslate();
}

void FocusedBoard::retranslate()
{
    const QStringList texts = {tr("&Flip"), tr("Copy &FEN"), tr("Copy &PGN"), tr("&Save PGN…")};
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons[i]->setText(texts[i]);
    m_pages->setTabText(0, tr("Scoresheet"));
    m_pages->setTabText(1, tr("Timeline"));
    m_pages->setTabText(2, tr("PGN tags"));
    m_tags->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    refreshPlayers();
    if (!m_moves.record().id.isEmpty())
        showPly(m_viewed); // the "viewing ply" line
}

void FocusedBoard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

chess::Position FocusedBoard::positionAt(int ply) const
{
    const live::GameRecord &r = m_moves.record();
    chess::Position pos;
    if (!r.pairing.initialFen.isEmpty())
        if (auto start = chess::Position::fromFen(r.pairing.initialFen, chess::Position::FenMode::Lenient))
            pos = start.value();
    for (int i = 0; i < ply && i < int(r.plies.size()); ++i) {
        const chess::Move m = r.plies[std::size_t(i)].move;
        if (m.isNone() || !pos.isLegal(m))
            break; // the board stops where the zone's moves stopped being chess
        pos.makeMove(m);
    }
    return pos;
}

void FocusedBoard::setRecord(const live::GameRecord &record)
{
    m_moves.setRecord(record);
    const int plies = int(record.plies.size());
    if (m_pendingPly >= 0 && m_pendingPly <= plies) {
        showPly(m_pendingPly);
        m_pendingPly = -1;
    } else if (m_live || m_viewed > plies) {
        showPly(plies);
    }
    m_timeline.setRecord(record);
    refreshTags();
    refreshPlayers();
}

void FocusedBoard::refreshTags()
{
    // The PGN's own header: what the game will carry into the event's archive.
    QByteArray pgn = m_moves.record().pgn;
    QBuffer buffer(&pgn);
    buffer.open(QIODevice::ReadOnly);
    chess::PgnReader reader(&buffer);
    chess::PgnGame game;
    QList<std::pair<QString, QString>> rows;
    if (reader.readGame(game))
        for (const chess::PgnGame::Tag &t : game.tags())
            rows.append({QString::fromStdString(t.name), QString::fromStdString(t.value)});
    m_tags->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        for (int c = 0; c < 2; ++c) {
            const QString &text = c == 0 ? rows[i].first : rows[i].second;
            QTableWidgetItem *item = m_tags->item(i, c);
            if (!item)
                m_tags->setItem(i, c, new QTableWidgetItem(text));
            else if (item->text() != text)
                item->setText(text);
        }
    }
}

void FocusedBoard::showPly(int ply)
{
    const live::GameRecord &r = m_moves.record();
    const int plies = int(r.plies.size());
    m_viewed = qBound(0, ply, plies);
    m_live = m_viewed == plies;
    const chess::Position pos = positionAt(m_viewed);
    BoardPainter::Board b;
    for (chess::Square sq = 0; sq < 64; ++sq)
        b.squares[std::size_t(sq)] = pos.pieceAt(sq);
    if (m_viewed > 0) {
        const chess::Move m = r.plies[std::size_t(m_viewed - 1)].move;
        if (!m.isNone()) {
            b.lastFrom = m.from();
            b.lastTo = m.to();
        }
    }
    if (pos.inCheck())
        b.checkedKing = pos.kingSquare(pos.sideToMove());
    m_board->setBoard(b);
    const QModelIndex cell = m_moves.indexOfPly(m_viewed);
    if (cell.isValid()) {
        m_list->setCurrentIndex(cell);
        m_list->scrollTo(cell);
    } else {
        m_list->clearSelection();
    }
    if (m_live)
        m_where->setText(tr("Live: the game as it stands"));
    else
        //: %1: the ply shown, %2: the plies played
        m_where->setText(tr("Viewing ply %1 of %2 (End returns to live)").arg(m_viewed).arg(plies));
}

void FocusedBoard::showPlyWhenReady(int ply)
{
    if (ply <= int(m_moves.record().plies.size()) && !m_moves.record().id.isEmpty())
        showPly(ply);
    else
        m_pendingPly = ply;
}

QString FocusedBoard::fen() const
{
    return positionAt(m_viewed).fen();
}

void FocusedBoard::copyFen() const
{
    QApplication::clipboard()->setText(fen());
}

void FocusedBoard::copyPgn() const
{
    QApplication::clipboard()->setText(QString::fromUtf8(m_moves.record().pgn));
}

void FocusedBoard::savePgn()
{
    const zone::Pairing &p = m_moves.record().pairing;
    const QString suggested = QStringLiteral("board%1-%2.pgn").arg(p.board).arg(m_id);
    const QString path
        = QFileDialog::getSaveFileName(this, tr("Save the game as PGN"), suggested, tr("PGN files (*.pgn)"));
    if (path.isEmpty())
        return;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_moves.record().pgn) < 0 || !file.commit()) {
        //: %1: the file's path, %2: the system's reason
        const QString why = tr("Cannot write %1: %2").arg(path, file.errorString());
        QMessageBox::warning(this, tr("Save the game as PGN"), why);
    }
}

void FocusedBoard::setFeedHub(FeedHub *hub)
{
    if (m_feeds || !hub)
        return;
    m_feeds = new PlayerFeeds(hub, this);
    m_feeds->setMinimumHeight(220);
    m_right->insertWidget(0, m_feeds, 1);
    refreshPlayers();
}

void FocusedBoard::refreshPlayers()
{
    const int row = m_games->rowOf(m_id);
    const live::GameSnapshot *s = m_games->snapshot(row);
    if (!s)
        return;
    if (m_feeds)
        m_feeds->setGame(*s);
    const std::int64_t now = m_games->now();
    // A word on a coloured background, as the wall's tiles show it.
    auto pill = [](const QColor &fill, const QColor &ink, const QString &text) {
        return QStringLiteral(" <span style=\"background:%1;color:%2\">&nbsp;%3&nbsp;</span>")
            .arg(colours::css(fill), colours::css(ink), text);
    };
    auto line = [&](chess::Color side) {
        const QString name = zone::Pairing::titled(side == chess::White ? s->pairing.whiteTitle : s->pairing.blackTitle,
                                                   side == chess::White ? s->pairing.white : s->pairing.black);
        const int rating = side == chess::White ? s->pairing.whiteRating : s->pairing.blackRating;
        const bool runs = s->clock.runningSide() == side;
        QString clock;
        if (s->clock.timeControl().isTimed())
            clock = models::GameTableModel::clockText(std::max<std::int64_t>(0, s->clock.remainingMs(side, now)));
        const QString who
            = rating > 0 ? QStringLiteral("%1 (%2)").arg(name.toHtmlEscaped()).arg(rating) : name.toHtmlEscaped();
        const bool away = s->has(side == chess::White ? live::GameSnapshot::WhiteDisconnected
                                                      : live::GameSnapshot::BlackDisconnected);
        QString text = QStringLiteral("<b>%1</b>&nbsp;&nbsp;<span style=\"%2\">&nbsp;%3&nbsp;</span>")
                           .arg(who,
                                runs ? QStringLiteral("background:%1;color:%2;font-weight:bold")
                                           .arg(colours::css(colours::Running), colours::css(colours::OnAlarm))
                                     : QString(),
                                clock);
        if (away)
            text += pill(colours::Alarm, colours::OnAlarm, tr("offline"));
        if (s->has(side == chess::White ? live::GameSnapshot::WhiteOffVcs : live::GameSnapshot::BlackOffVcs))
            text += pill(colours::Caution, colours::OnAlarm, tr("off the VCS"));
        if (const QString &marks = s->marks[side]; !marks.isEmpty())
            text += marks.contains(u'R') ? pill(colours::Alarm, colours::OnAlarm, marks.toHtmlEscaped())
                                         : pill(colours::YellowCard, colours::OnAmber, marks.toHtmlEscaped());
        // Appendix II–III: the assistant who moves for the player.
        if (const QString &assistant = s->assistants[side]; !assistant.isEmpty())
            //: %1: the player's online assistant
            text += pill(colours::Info, colours::OnAlarm, tr("assistant: %1").arg(assistant).toHtmlEscaped());
        if (s->traditionalSet && side == chess::White)
            text += pill(colours::Idle, colours::OnAlarm, tr("traditional set (Art. 20)"));
        return text;
    };
    const bool flipped = m_board->isFlipped();
    m_top->setText(line(flipped ? chess::White : chess::Black));
    m_bottom->setText(line(flipped ? chess::Black : chess::White));
}

void FocusedBoard::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left: showPly(m_viewed - 1); return;
    case Qt::Key_Right: showPly(m_viewed + 1); return;
    case Qt::Key_Home: showPly(0); return;
    case Qt::Key_End: showPly(int(m_moves.record().plies.size())); return;
    case Qt::Key_Up: showPly(m_viewed - 2); return;
    case Qt::Key_Down: showPly(m_viewed + 2); return;
    default: QWidget::keyPressEvent(event);
    }
}

} // namespace arbiter::ui
