#include "ui/venues/venuedesk.h"

#include "core/event/sector.h"
#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "core/rulings/rulingtext.h"
#include "ui/common/palette.h"
#include "ui/feeds/feedhub.h"
#include "ui/feeds/feedtile.h"
#include "ui/mainwindow.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

namespace arbiter::ui {

using rulings::CheckItem;

namespace {
constexpr int FirstItemColumn = 3; // No., Player, Board, then the items
const QString SectorScope = QStringLiteral("sector:");

QTableWidgetItem *readOnly(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

void paint(QTableWidgetItem *item, const QColor &background, const QColor &text)
{
    item->setBackground(background);
    item->setForeground(text);
}
} // namespace

VenueDesk::VenueDesk(MainWindow *window)
    : QObject(window), m_window(window), m_windowObject(window), m_venueDock(new QDockWidget(window)),
      m_checksDock(new QDockWidget(window)), m_venueChoice(new QComboBox), m_venueInfo(new QLabel),
      m_cameraArea(new QWidget), m_cameraGrid(nullptr), m_venuePlayers(new QTableWidget), m_scope(new QComboBox),
      m_round(new QSpinBox), m_scopeLabel(new QLabel), m_roundLabel(new QLabel), m_summary(new QLabel),
      m_tabs(new QTabWidget), m_grid(new QTableWidget), m_connections(new QTableWidget), m_live(new QTimer(this)),
      m_starts(new QTimer(this)), m_redraw(new QTimer(this)), m_loadedUntilMs(QDateTime::currentMSecsSinceEpoch())
{
    // The venue page.
    m_venueDock->setObjectName(QStringLiteral("venueDock"));
    auto *page = new QWidget;
    m_venueChoice->setObjectName(QStringLiteral("venueChoice"));
    m_venueInfo->setObjectName(QStringLiteral("venueInfo"));
    m_venueInfo->setWordWrap(true);
    m_venueInfo->setTextFormat(Qt::RichText);
    m_cameraGrid = new QGridLayout(m_cameraArea);
    m_cameraGrid->setContentsMargins(0, 0, 0, 0);
    m_venuePlayers->setObjectName(QStringLiteral("venuePlayers"));
    m_venuePlayers->setColumnCount(6);
    m_venuePlayers->verticalHeader()->hide();
    m_venuePlayers->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_venuePlayers->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_venuePlayers->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_venuePlayers->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    connect(m_venuePlayers, &QTableWidget::cellDoubleClicked, this, [this](int row, int) {
        if (row < m_venueRows.size() && !m_venueRows[row].gameId.isEmpty() && m_window)
            m_window->openGame(m_venueRows[row].gameId);
    });
    auto *pageLayout = new QVBoxLayout(page);
    pageLayout->addWidget(m_venueChoice);
    pageLayout->addWidget(m_venueInfo);
    pageLayout->addWidget(m_cameraArea, 2);
    pageLayout->addWidget(m_venuePlayers, 1);
    m_venueDock->setWidget(page);
    page->setMinimumWidth(460);
    connect(m_venueChoice, &QComboBox::activated, this,
            [this](int i) { showVenue(m_venueChoice->itemData(i).toString()); });
    window->addDockWidget(Qt::LeftDockWidgetArea, m_venueDock);
    m_venueDock->hide();

    // The checks.
    m_checksDock->setObjectName(QStringLiteral("checksDock"));
    auto *checks = new QWidget;
    m_scope->setObjectName(QStringLiteral("checkScope"));
    m_round->setRange(1, 99);
    auto *top = new QHBoxLayout;
    top->addWidget(m_scopeLabel);
    top->addWidget(m_scope, 1);
    top->addWidget(m_roundLabel);
    top->addWidget(m_round);
    m_grid->setObjectName(QStringLiteral("checklist"));
    m_connections->setObjectName(QStringLiteral("connections"));
    for (QTableWidget *t : {m_grid, m_connections}) {
        t->verticalHeader()->hide();
        t->setEditTriggers(QAbstractItemView::NoEditTriggers);
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    }
    m_grid->setSelectionMode(QAbstractItemView::SingleSelection);
    m_grid->setMinimumHeight(180);
    m_grid->installEventFilter(this);
    m_grid->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_grid, &QTableWidget::cellDoubleClicked, this, &VenueDesk::editCell);
    connect(m_grid, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        const QModelIndex index = m_grid->indexAt(at);
        const int column = index.column() - FirstItemColumn;
        if (!index.isValid() || column < 0 || column >= m_items.size())
            return;
        QMenu menu;
        for (const CheckItem::Answer a : {CheckItem::Answer::Yes, CheckItem::Answer::No, CheckItem::Answer::Pending})
            connect(menu.addAction(CheckItem::answerText(a)), &QAction::triggered, this,
                    [this, a, index] { answer(index.row(), m_items[index.column() - FirstItemColumn].key, a, {}); });
        menu.addSeparator();
        connect(menu.addAction(tr("With a note…")), &QAction::triggered, this,
                [this, index] { editCell(index.row(), index.column()); });
        menu.exec(m_grid->viewport()->mapToGlobal(at));
    });
    m_connections->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tabs->addTab(m_grid, QString());
    m_tabs->addTab(m_connections, QString());
    auto *checksLayout = new QVBoxLayout(checks);
    checksLayout->addLayout(top);
    checksLayout->addWidget(m_tabs, 1);
    checksLayout->addWidget(m_summary);
    m_checksDock->setWidget(checks);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_checksDock);
    if (QDockWidget *incidents = window->incidentDock())
        window->tabifyDockWidget(incidents, m_checksDock);
    m_checksDock->hide();
    connect(m_scope, &QComboBox::activated, this, [this](int i) {
        m_scopeChosen = true;
        setScope(m_scope->itemData(i).toString());
    });
    connect(m_round, &QSpinBox::valueChanged, this, [this] { refreshGridCells(); });

    if (QMenu *view = window->viewMenu()) {
        view->addSeparator();
        QAction *venue = m_venueDock->toggleViewAction();
        venue->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V));
        view->addAction(venue);
        QAction *checklist = m_checksDock->toggleViewAction();
        checklist->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_K));
        view->addAction(checklist);
        for (QDockWidget *dock : {m_venueDock, m_checksDock})
            connect(dock->toggleViewAction(), &QAction::triggered, dock, [dock](bool on) {
                if (on)
                    dock->raise();
            });
    }
    // The connections and the games' boards, live while a dock shows them.
    m_live->setInterval(1000);
    connect(m_live, &QTimer::timeout, this, &VenueDesk::refreshLive);
    connect(m_checksDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible)
            rebuildGrid();
    });
    connect(m_venueDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (!visible)
            return;
        // The page's venue, its players' boards on the wall beside it.
        if (const QString venue = m_venueChoice->currentData().toString();
            !venue.isEmpty() && m_window && m_window->venue().compare(venue, Qt::CaseInsensitive) != 0)
            m_window->setVenue(venue);
        refreshVenuePage();
    });
    for (QDockWidget *dock : {m_venueDock, m_checksDock})
        connect(dock, &QDockWidget::visibilityChanged, this, [this] {
            const bool shown = m_venueDock->isVisible() || m_checksDock->isVisible();
            if (shown && !m_live->isActive())
                m_live->start();
            else if (!shown)
                m_live->stop();
        });
    m_redraw->setSingleShot(true);
    m_redraw->setInterval(0);
    connect(m_redraw, &QTimer::timeout, this, [this] {
        refreshGridCells();
        refreshVenuePage();
    });
    m_starts->setInterval(2000);
    connect(m_starts, &QTimer::timeout, this, &VenueDesk::watchStarts);
    retranslate();
    window->installEventFilter(this);
}

void VenueDesk::watchStarts()
{
    if (!m_window)
        return;
    const int round = m_event.currentRound;
    const QList<CheckItem> items = CheckItem::items(m_event.isHybrid());
    const auto who = me();
    const QString mine = who ? event::Venue::boundVenue(*who) : QString();
    const models::GameTableModel *games = m_window->games();
    QStringList started;
    for (int r = 0; r < games->rowCount(); ++r) {
        const live::GameSnapshot *s = games->snapshot(r);
        if (!s || s->plies == 0 || s->has(live::GameSnapshot::Ended))
            continue;
        for (const chess::Color side : {chess::White, chess::Black}) {
            const event::PlayerRef ref = games->playerRef(r, side);
            const event::PlayerRecord *p = ref.no > 0 ? m_players.byNumber(ref.no) : nullptr;
            if (!p || (!mine.isEmpty() && p->venue.compare(mine, Qt::CaseInsensitive) != 0))
                continue;
            const QString key = keyOf(*p);
            const QString told = QString::number(round) + u'|' + key;
            if (m_startsTold.contains(told) || m_checklist.missing(round, key, items).isEmpty())
                continue;
            m_startsTold.insert(told);
            //: %1: the board; %2: the player
            started << tr("board %1 %2").arg(s->pairing.board).arg(p->name);
        }
    }
    if (!started.isEmpty())
        //: %1: boards and players, comma-separated
        m_window->statusBar()->showMessage(tr("Games began with a pre-round check missing and no note (Art. 18.5, "
                                              "18.6, 10.4): %1. Record the check or a note in View ▸ Checks.")
                                               .arg(started.join(QStringLiteral(", "))),
                                           30'000);
}

VenueDesk::~VenueDesk() = default;

bool VenueDesk::eventFilter(QObject *watched, QEvent *event)
{
    // The window by its QObject: while it is taken down a QPointer<MainWindow> may not be read.
    if (watched == m_windowObject && event->type() == QEvent::LanguageChange)
        retranslate();
    if (watched == m_grid && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const int row = m_grid->currentRow(), column = m_grid->currentColumn() - FirstItemColumn;
        if (row >= 0 && column >= 0 && column < m_items.size()) {
            switch (key->key()) {
            case Qt::Key_Y: answer(row, m_items[column].key, CheckItem::Answer::Yes, {}); return true;
            case Qt::Key_N: answer(row, m_items[column].key, CheckItem::Answer::No, {}); return true;
            case Qt::Key_T:
            case Qt::Key_Space: answer(row, m_items[column].key, CheckItem::Answer::Pending, {}); return true;
            case Qt::Key_Return:
            case Qt::Key_Enter: editCell(row, m_grid->currentColumn()); return true;
            default: break;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

void VenueDesk::retranslate()
{
    m_venueDock->setWindowTitle(tr("Venue page"));
    m_checksDock->setWindowTitle(tr("Checks"));
    m_scopeLabel->setText(tr("Players:"));
    m_roundLabel->setText(tr("Round:"));
    m_tabs->setTabText(0, tr("Checklist"));
    m_tabs->setTabText(1, tr("Connections (Art. 18.8)"));
    m_grid->setToolTip(tr("Y yes, N no, T to check; Enter or a double-click to add a note. A game may start with an "
                          "item missing only with a note."));
    m_venuePlayers->setHorizontalHeaderLabels(
        {tr("No."), tr("Player"), tr("Board"), tr("Zone"), tr("VCS"), tr("Ready")});
    m_connections->setColumnCount(6);
    m_connections->setHorizontalHeaderLabels(
        {tr("No."), tr("Player"), tr("Board"), tr("Zone"), tr("VCS"), tr("Chief arbiter")});
    rebuildChoices();
    rebuildGrid();
    refreshVenuePage();
}

std::optional<event::StaffMember> VenueDesk::me() const
{
    return event::StaffMember::find(m_staff, m_me);
}

QString VenueDesk::keyOf(const event::PlayerRecord &player) const
{
    return event::PlayerRef::of(player).key(player.name);
}

void VenueDesk::setEvent(const event::EventInfo &info)
{
    const bool kindChanged = info.type != m_event.type;
    const bool roundChanged = info.currentRound != m_event.currentRound;
    m_event = info;
    if (roundChanged)
        m_round->setValue(info.currentRound);
    if (kindChanged)
        rebuildGrid();
}

void VenueDesk::setVenues(const QList<event::Venue> &venues)
{
    m_venues = venues;
    rebuildChoices();
    if (!m_scopeChosen)
        if (const auto who = me(); who && event::Venue::find(m_venues, event::Venue::boundVenue(*who)))
            setScope(event::Venue::find(m_venues, event::Venue::boundVenue(*who))->name);
    rebuildGrid();
    refreshVenuePage();
}

void VenueDesk::setPlayers(const event::PlayerDirectory &players)
{
    m_players = players;
    rebuildGrid();
    refreshVenuePage();
}

void VenueDesk::setIdentity(const QString &name, int role, const QList<event::StaffMember> &staff)
{
    m_me = name;
    m_role = rulings::Role(role);
    m_staff = staff;
    setVenues(m_venues);
}

void VenueDesk::recorded(const rulings::Ruling &ruling)
{
    if (ruling.kind != rulings::Kind::Check)
        return;
    m_checklist.add(ruling);
    // The round's checks are kept: the games that begin without them are said (watchStarts()).
    if (ruling.round == m_event.currentRound && !m_starts->isActive())
        m_starts->start();
    // Once for a burst (the whole log is sent when the event opens).
    if ((m_checksDock->isVisible() || m_venueDock->isVisible()) && !m_redraw->isActive())
        m_redraw->start();
    // Art. 18.9: a disconnection reported from a venue reaches the chief arbiter at once.
    const bool chief = m_role == rulings::Role::ChiefArbiter || m_role == rulings::Role::DeputyChiefArbiter;
    if (!chief || !ruling.params.value(QLatin1String("report")).toBool() || ruling.utcMs < m_loadedUntilMs
        || ruling.issuer.compare(m_me, Qt::CaseInsensitive) == 0 || !m_window)
        return;
    const auto by = event::StaffMember::find(m_staff, ruling.issuer);
    //: %1: who reports (e.g. "Tom Iyer, local technical arbiter, Chennai"); %2: the player; %3: the board
    const QString text = tr("%1 reports that %2 was disconnected on board %3 (Art. 18.9). You decide: resume, "
                            "reduce their time, or restart the game.")
                             .arg(by ? QStringLiteral("%1 (%2%3)")
                                           .arg(by->name, event::StaffMember::roleText(by->role),
                                                by->venue.isEmpty() ? QString() : QStringLiteral(", ") + by->venue)
                                     : ruling.issuer,
                                  ruling.player)
                             .arg(ruling.board > 0 ? QString::number(ruling.board) : QStringLiteral("?"));
    auto *box
        = new QMessageBox(QMessageBox::Warning, tr("Disconnection reported"), text, QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("disconnectionReport"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    QPushButton *decide = box->addButton(tr("Decide now…"), QMessageBox::AcceptRole);
    box->addButton(QMessageBox::Close);
    rulings::Ruling draft;
    draft.kind = rulings::Kind::Disconnection;
    draft.gameId = ruling.gameId;
    draft.side = ruling.side;
    draft.player = ruling.player;
    draft.reason = QStringLiteral("18.9-disconnection");
    connect(decide, &QPushButton::clicked, this,
            [this, draft] { Q_EMIT disconnectionDecisionRequested(draft.gameId, draft); });
    box->show();
}

void VenueDesk::clearRulings()
{
    m_checklist.clear();
    refreshGridCells();
}

void VenueDesk::rebuildChoices()
{
    const QString venue = m_venueChoice->currentData().toString();
    m_venueChoice->clear();
    for (const event::Venue &v : std::as_const(m_venues))
        m_venueChoice->addItem(
            v.city.isEmpty() || v.city == v.name ? v.name : v.name + QStringLiteral(" (") + v.city + u')', v.name);
    m_venueChoice->setCurrentIndex(std::max(0, m_venueChoice->findData(venue)));

    const QString scope = m_scope->currentData().toString();
    m_scope->clear();
    m_scope->addItem(tr("All players"), QString());
    m_scope->addItem(tr("My sector"), SectorScope);
    for (const event::Venue &v : std::as_const(m_venues))
        //: %1: a venue
        m_scope->addItem(tr("Venue %1").arg(v.name), v.name);
    m_scope->setCurrentIndex(std::max(0, m_scope->findData(scope)));
}

bool VenueDesk::setScope(const QString &scope)
{
    const int index = m_scope->findData(scope);
    if (index < 0)
        return false;
    m_scope->setCurrentIndex(index);
    rebuildGrid();
    return true;
}

bool VenueDesk::showVenue(const QString &name)
{
    const event::Venue *v = event::Venue::find(m_venues, name);
    if (!v)
        return false;
    m_venueChoice->setCurrentIndex(m_venueChoice->findData(v->name));
    m_venueDock->show();
    m_venueDock->raise();
    if (m_window)
        m_window->setVenue(v->name); // its players' boards beside it
    refreshVenuePage();
    return true;
}

QList<VenueDesk::Row> VenueDesk::rowsFor(const QString &scope) const
{
    QList<Row> rows;
    QSet<int> sectorPlayers, sectorBoards;
    if (scope == SectorScope && m_window) {
        const event::SectorPlan &plan = m_window->sectorPlan();
        if (const event::Sector *mine = plan.of(m_me)) {
            if (auto numbers = event::NumberRanges::parse(mine->players))
                sectorPlayers = numbers.value();
            sectorBoards = plan.boardsOf(m_me);
        }
    }
    for (const event::PlayerRecord &p : m_players.players()) {
        if (scope == SectorScope) {
            if (!sectorPlayers.contains(p.id))
                continue; // boards: added below once located
        } else if (!scope.isEmpty() && p.venue.compare(scope, Qt::CaseInsensitive) != 0) {
            continue;
        }
        rows.append({p, {}, 0, chess::White});
    }
    if (scope == SectorScope && !sectorBoards.isEmpty()) {
        QList<Row> all;
        for (const event::PlayerRecord &p : m_players.players())
            all.append({p, {}, 0, chess::White});
        locate(all);
        for (const Row &r : std::as_const(all))
            if (sectorBoards.contains(r.board) && !sectorPlayers.contains(r.player.id))
                rows.append(r);
    }
    locate(rows);
    return rows;
}

void VenueDesk::locate(QList<Row> &rows) const
{
    if (!m_window)
        return;
    QHash<int, int> index;
    for (int i = 0; i < rows.size(); ++i)
        index.insert(rows[i].player.id, i);
    const models::GameTableModel *games = m_window->games();
    for (int r = 0; r < games->rowCount(); ++r) {
        const live::GameSnapshot *s = games->snapshot(r);
        if (!s)
            continue;
        for (const chess::Color side : {chess::White, chess::Black}) {
            const bool white = side == chess::White;
            const int no = m_players
                               .inGame(s->id, side, white ? s->pairing.white : s->pairing.black,
                                       white ? s->pairing.whiteId : s->pairing.blackId)
                               .no;
            if (const auto it = index.constFind(no); no > 0 && it != index.constEnd()) {
                rows[*it].gameId = s->id;
                rows[*it].board = s->pairing.board;
                rows[*it].side = side;
            }
        }
    }
}

void VenueDesk::rebuildGrid()
{
    // Built while the dock shows (a thousand players' rows are not kept up to date unseen): showing
    // it builds it again.
    if (!m_checksDock->isVisible())
        return;
    m_items = CheckItem::items(m_event.isHybrid());
    m_rows = rowsFor(m_scope->currentData().toString());
    QStringList headers{tr("No."), tr("Player"), tr("Board")};
    for (const CheckItem &item : std::as_const(m_items))
        //: %1: the item (e.g. "Device check"); %2: its article
        headers << tr("%1\n(%2)").arg(item.text(), rulings::RulingText::articleText(item.article));
    headers << tr("Ready");
    m_grid->clear();
    m_grid->setColumnCount(int(headers.size()));
    m_grid->setHorizontalHeaderLabels(headers);
    for (int c = 0; c < m_items.size(); ++c)
        m_grid->horizontalHeaderItem(FirstItemColumn + c)->setToolTip(m_items[c].detail());
    m_grid->setRowCount(int(m_rows.size()));
    m_connections->setRowCount(int(m_rows.size()));
    for (int r = 0; r < m_rows.size(); ++r) {
        const Row &row = m_rows[r];
        for (QTableWidget *t : {m_grid, m_connections}) {
            t->setItem(r, 0, readOnly(QString::number(row.player.id)));
            QString name = row.player.name;
            if (!row.player.assistant.isEmpty())
                //: %1: the player; %2: their online assistant
                name = tr("%1 (assistant: %2)").arg(name, row.player.assistant);
            t->setItem(r, 1, readOnly(name));
            t->setItem(r, 2, readOnly(row.board > 0 ? QString::number(row.board) : QStringLiteral("—")));
        }
        auto *report = new QPushButton(tr("Report (Art. 18.9)"));
        report->setToolTip(tr("Tell the chief arbiter at once that this player was disconnected; they decide."));
        report->setEnabled(!row.gameId.isEmpty());
        connect(report, &QPushButton::clicked, this, [this, r] { reportDisconnection(r); });
        m_connections->setCellWidget(r, 5, report);
    }
    refreshGridCells();
    refreshLive();
}

void VenueDesk::refreshGridCells()
{
    const int round = m_round->value();
    int ready = 0;
    for (int r = 0; r < m_rows.size(); ++r) {
        const QString key = keyOf(m_rows[r].player);
        for (int c = 0; c < m_items.size(); ++c) {
            const auto entry = m_checklist.entry(round, key, m_items[c].key);
            QString text = QStringLiteral("—");
            auto *item = readOnly(QString());
            if (entry) {
                text = CheckItem::answerText(entry->answer);
                if (!entry->note.isEmpty())
                    text += QStringLiteral(" ✎");
                //: %1: who checked; %2: when (UTC); %3: the note
                item->setToolTip(tr("%1 at %2 UTC%3")
                                     .arg(entry->by,
                                          QDateTime::fromMSecsSinceEpoch(entry->utcMs, QTimeZone::utc())
                                              .toString(QStringLiteral("HH:mm")),
                                          entry->note.isEmpty() ? QString() : QStringLiteral("\n") + entry->note));
                if (entry->answer == CheckItem::Answer::Yes)
                    paint(item, colours::Running, colours::OnAlarm);
                else if (entry->answer == CheckItem::Answer::No)
                    paint(item, colours::Alarm, colours::OnAlarm);
                else
                    paint(item, colours::Amber, colours::OnAmber);
            }
            item->setText(text);
            item->setTextAlignment(Qt::AlignCenter);
            m_grid->setItem(r, FirstItemColumn + c, item);
        }
        const QStringList missing = m_checklist.missing(round, key, m_items);
        auto *state = readOnly(m_checklist.readiness(round, key, m_items));
        if (missing.isEmpty())
            ++ready;
        state->setForeground(missing.isEmpty() ? colours::Running : colours::Alarm);
        m_grid->setItem(r, FirstItemColumn + int(m_items.size()), state);
    }
    //: %1: players ready; %2: players listed; %3: the round
    m_summary->setText(tr("%1 of %2 players ready for round %3.").arg(ready).arg(m_rows.size()).arg(round));
}

void VenueDesk::refreshLive()
{
    if (!m_window)
        return;
    // Boards change as the zone pairs the round: locate again, cheaply.
    QList<Row> located = m_rows;
    locate(located);
    for (int r = 0; r < located.size(); ++r) {
        if (located[r].board != m_rows[r].board) {
            m_rows[r] = located[r];
            m_grid->setItem(r, 2, readOnly(QString::number(located[r].board)));
            m_connections->setItem(r, 2, readOnly(QString::number(located[r].board)));
            if (QWidget *w = m_connections->cellWidget(r, 5))
                w->setEnabled(true);
        }
    }
    const models::GameTableModel *games = m_window->games();
    // A cell's text and colour, its item kept (a thousand players' rows each second).
    auto set = [](QTableWidget *table, int r, int c, const QString &text, const QColor &colour) {
        QTableWidgetItem *item = table->item(r, c);
        if (!item) {
            item = readOnly(text);
            table->setItem(r, c, item);
        } else if (item->text() != text) {
            item->setText(text);
        }
        if (item->foreground().color() != colour)
            item->setForeground(colour);
    };
    auto show = [&](QTableWidget *table, int r, const Row &row) {
        const int at = row.gameId.isEmpty() ? -1 : games->rowOf(row.gameId);
        const live::GameSnapshot *s = at >= 0 ? games->snapshot(at) : nullptr;
        const QColor plain = table->palette().color(QPalette::Text);
        if (!s) {
            set(table, r, 3, QStringLiteral("—"), plain);
            set(table, r, 4, QStringLiteral("—"), plain);
            return;
        }
        using S = live::GameSnapshot;
        const bool white = row.side == chess::White;
        const int flags = s->flags;
        const bool ended = flags & S::Ended;
        const bool off = flags & (white ? S::WhiteDisconnected : S::BlackDisconnected);
        set(table, r, 3,
            ended     ? tr("game over")
                : off ? tr("disconnected")
                      : tr("connected"),
            ended     ? plain
                : off ? colours::Alarm
                      : colours::Running);
        const bool offVcs = flags & (white ? S::WhiteOffVcs : S::BlackOffVcs);
        const bool problem = flags & (white ? S::WhiteFeedProblem : S::BlackFeedProblem);
        set(table, r, 4,
            offVcs        ? tr("off the VCS")
                : problem ? tr("feed problem")
                          : tr("on"),
            offVcs        ? colours::Alarm
                : problem ? colours::Caution
                          : colours::Running);
    };
    if (m_checksDock->isVisible())
        for (int r = 0; r < m_rows.size(); ++r)
            show(m_connections, r, m_rows[r]);
    if (m_venueDock->isVisible())
        for (int r = 0; r < m_venueRows.size(); ++r)
            show(m_venuePlayers, r, m_venueRows[r]);
}

void VenueDesk::refreshVenuePage()
{
    if (!m_venueDock->isVisible())
        return; // shown again when the dock is
    const event::Venue *v = event::Venue::find(m_venues, m_venueChoice->currentData().toString());
    const QString shown = m_cameraArea->property("venue").toString();
    if (!v) {
        m_venueInfo->setText(m_venues.isEmpty() ? tr("The event has no venues (File ▸ Event…, Venues).") : QString());
        qDeleteAll(m_cameras);
        m_cameras.clear();
        m_venuePlayers->setRowCount(0);
        m_venueRows.clear();
        return;
    }
    QStringList lines;
    QString head = QStringLiteral("<b>%1</b>").arg(v->name.toHtmlEscaped());
    if (!v->city.isEmpty() && v->city != v->name)
        head += QStringLiteral(", ") + v->city.toHtmlEscaped();
    if (!v->organiser.isEmpty())
        //: %1: the local organiser
        head += QStringLiteral(" — ") + tr("local organiser: %1").arg(v->organiser).toHtmlEscaped();
    lines << head;
    QStringList arbiters;
    for (const event::StaffMember &m : event::Venue::staffOf(m_staff, v->name))
        arbiters << QStringLiteral("%1 (%2)").arg(m.name, event::StaffMember::roleText(m.role)).toHtmlEscaped();
    lines << (arbiters.isEmpty() ? tr("No arbiters on site.") : arbiters.join(QStringLiteral("; "))).toHtmlEscaped();
    const QList<event::PlayerRecord> players = event::Venue::playersOf(m_players.players(), v->name);
    const QStringList problems = event::Venue::staffingProblems(v->name, m_staff, int(players.size()));
    if (!problems.isEmpty())
        lines << QStringLiteral("<span style=\"color:%1\">%2</span>")
                     .arg(colours::css(colours::Alarm), problems.join(QStringLiteral("; ")).toHtmlEscaped());
    if (v->traditionalSets && m_event.traditionalSets)
        lines << tr("Traditional sets beside the virtual board, which prevails (Art. 20).").toHtmlEscaped();
    m_venueInfo->setText(lines.join(QStringLiteral("<br>")));

    // The panoramic cameras (Art. 16.3, 18.7), playing while the page shows them.
    if (shown != v->name || m_cameras.size() != v->cameras.size()) {
        qDeleteAll(m_cameras);
        m_cameras.clear();
        while (QLayoutItem *item = m_cameraGrid->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        m_cameraArea->setProperty("venue", v->name);
        if (v->cameras.isEmpty() || !m_window) {
            m_cameraGrid->addWidget(new QLabel(tr("No panoramic camera given for this venue.")), 0, 0);
        } else {
            for (int i = 0; i < v->cameras.size(); ++i) {
                auto *tile = new FeedTile(m_window->feedHub(), vcs::FeedKinds::Venue, m_cameraArea);
                tile->setObjectName(QStringLiteral("venueCamera"));
                //: %1: the venue; %2: the camera's number
                tile->setFeed(QStringLiteral("venue:") + v->name, chess::White,
                              tr("%1, camera %2").arg(v->name).arg(i + 1), 0, v->cameras[i]);
                m_cameras << tile;
                m_cameraGrid->addWidget(tile, i / 2, i % 2);
            }
        }
    }
    // Its players.
    m_venueRows.clear();
    for (const event::PlayerRecord &p : players)
        m_venueRows.append({p, {}, 0, chess::White});
    locate(m_venueRows);
    m_venuePlayers->setRowCount(int(m_venueRows.size()));
    const auto items = CheckItem::items(m_event.isHybrid());
    for (int r = 0; r < m_venueRows.size(); ++r) {
        const Row &row = m_venueRows[r];
        m_venuePlayers->setItem(r, 0, readOnly(QString::number(row.player.id)));
        m_venuePlayers->setItem(r, 1, readOnly(row.player.name));
        m_venuePlayers->setItem(r, 2, readOnly(row.board > 0 ? QString::number(row.board) : QStringLiteral("—")));
        const QString key = keyOf(row.player);
        auto *ready = readOnly(m_checklist.readiness(m_event.currentRound, key, items));
        ready->setForeground(m_checklist.missing(m_event.currentRound, key, items).isEmpty() ? colours::Running
                                                                                             : colours::Alarm);
        m_venuePlayers->setItem(r, 5, ready);
    }
    refreshLive();
}

void VenueDesk::editCell(int row, int column)
{
    const int c = column - FirstItemColumn;
    if (row < 0 || row >= m_rows.size() || c < 0 || c >= m_items.size())
        return;
    const CheckItem &item = m_items[c];
    QDialog dialog(m_window);
    dialog.setObjectName(QStringLiteral("checkDialog"));
    //: %1: the check; %2: the player
    dialog.setWindowTitle(tr("%1: %2").arg(item.text(), m_rows[row].player.name));
    auto *answerBox = new QComboBox(&dialog);
    for (const CheckItem::Answer a : {CheckItem::Answer::Yes, CheckItem::Answer::No, CheckItem::Answer::Pending})
        answerBox->addItem(CheckItem::answerText(a), int(a));
    auto *note = new QLineEdit(&dialog);
    note->setPlaceholderText(tr("what was found or agreed; needed to start with the item missing"));
    const auto entry = m_checklist.entry(m_round->value(), keyOf(m_rows[row].player), item.key);
    if (entry) {
        answerBox->setCurrentIndex(answerBox->findData(int(entry->answer)));
        note->setText(entry->note);
    }
    auto *form = new QFormLayout(&dialog);
    auto *detail = new QLabel(item.detail(), &dialog);
    detail->setWordWrap(true);
    form->addRow(detail);
    form->addRow(tr("&Answer:"), answerBox);
    form->addRow(tr("&Note:"), note);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    form->addRow(buttons);
    if (dialog.exec() == QDialog::Accepted)
        answer(row, item.key, CheckItem::Answer(answerBox->currentData().toInt()), note->text());
}

void VenueDesk::answer(int row, const QString &item, CheckItem::Answer answer, const QString &note)
{
    if (row < 0 || row >= m_rows.size())
        return;
    const Row &r = m_rows[row];
    rulings::Ruling draft = rulings::Checklist::draft(item, answer, note, m_round->value(), r.player.name,
                                                      event::PlayerRef::of(r.player), r.gameId);
    if (!r.gameId.isEmpty()) {
        draft.side = r.side;
        draft.board = r.board;
    }
    Q_EMIT rulingRequested(draft);
}

void VenueDesk::reportDisconnection(int row)
{
    if (row < 0 || row >= m_rows.size() || m_rows[row].gameId.isEmpty())
        return;
    const Row &r = m_rows[row];
    rulings::Ruling draft
        = rulings::Checklist::draft(QStringLiteral("connection"), CheckItem::Answer::No,
                                    tr("Disconnected; reported to the chief arbiter (Art. 18.9)."), m_round->value(),
                                    r.player.name, event::PlayerRef::of(r.player), r.gameId);
    draft.side = r.side;
    draft.board = r.board;
    draft.params.insert(QStringLiteral("report"), true);
    Q_EMIT rulingRequested(draft);
}

} // namespace arbiter::ui
