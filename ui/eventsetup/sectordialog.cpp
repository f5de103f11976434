#include "ui/eventsetup/sectordialog.h"

#include "ui/common/palette.h"

#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

namespace {
bool watchesBoards(event::StaffMember::Role role)
{
    return role != event::StaffMember::Role::AppealsCommittee;
}
} // namespace

SectorDialog::SectorDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_table(new QTableWidget(0, ColumnCount, this)),
      m_unwatched(new QLabel(this)), m_handOver(new QPushButton(this)), m_apply(new QPushButton(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this))
{
    setObjectName(QStringLiteral("sectorDialog"));
    m_intro->setWordWrap(true);
    m_unwatched->setWordWrap(true);
    m_unwatched->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                             | QAbstractItemView::AnyKeyPressed);
    m_buttons->addButton(m_handOver, QDialogButtonBox::ActionRole);
    m_buttons->addButton(m_apply, QDialogButtonBox::ApplyRole);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_unwatched);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemChanged, this, [this] { edited(); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &SectorDialog::updateButtons);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        const QList<event::Sector> changed = changedSectors();
        m_dirty.clear();
        for (const event::Sector &s : changed)
            Q_EMIT sectorRequested(s);
        updateButtons();
    });
    connect(m_handOver, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row >= 0)
            Q_EMIT handOverRequested(m_table->item(row, ArbiterColumn)->text());
    });
    retranslate();
    resize(860, 480);
}

void SectorDialog::setPlan(const event::SectorPlan &plan, const QList<event::StaffMember> &staff,
                           const std::optional<event::StaffMember> &me, const QSet<int> &liveBoards)
{
    m_plan = plan;
    m_staff = staff;
    m_me = me;
    m_liveBoards = liveBoards;
    rebuild();
}

event::Sector SectorDialog::rowSector(int row) const
{
    event::Sector s;
    s.arbiter = m_table->item(row, ArbiterColumn)->text();
    s.boards = m_table->item(row, BoardsColumn)->text().trimmed();
    s.players = m_table->item(row, PlayersColumn)->text().trimmed();
    return s;
}

QList<event::Sector> SectorDialog::changedSectors() const
{
    QList<event::Sector> out;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_dirty.contains(row) && !rowSector(row).check())
            out << rowSector(row);
    return out;
}

void SectorDialog::rebuild()
{
    // Rows the arbiter is editing keep their text; the rest show the plan.
    QHash<QString, QPair<QString, QString>> editing;
    for (int row : std::as_const(m_dirty))
        if (row < m_table->rowCount()) {
            const event::Sector s = rowSector(row);
            editing.insert(s.arbiter.toLower(), {s.boards, s.players});
        }
    m_filling = true;
    m_table->setRowCount(0);
    m_dirty.clear();
    const QLocale locale;
    for (const event::StaffMember &member : std::as_const(m_staff)) {
        if (!watchesBoards(member.role))
            continue;
        const int row = m_table->rowCount();
        m_table->insertRow(row);
        const event::Sector *sector = m_plan.of(member.name);
        const bool mayEdit = !event::Sector::refusal(m_me, member.name);
        auto cell = [&](int column, const QString &text, bool editable) {
            auto *item = new QTableWidgetItem(text);
            Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
            if (editable)
                flags |= Qt::ItemIsEditable;
            item->setFlags(flags);
            m_table->setItem(row, column, item);
        };
        cell(ArbiterColumn, member.name, false);
        cell(RoleColumn, event::StaffMember::roleText(member.role), false);
        QString boards = sector ? sector->boards : QString(), players = sector ? sector->players : QString();
        if (const auto it = editing.constFind(member.name.toLower()); it != editing.constEnd()) {
            boards = it->first;
            players = it->second;
            m_dirty.insert(row);
        }
        cell(BoardsColumn, boards, mayEdit);
        cell(PlayersColumn, players, mayEdit);
        cell(CoveredColumn, event::NumberRanges::format(m_plan.boardsOf(member.name)), false);
        QString assigned;
        if (sector) {
            const QString when = locale.toString(QDateTime::fromMSecsSinceEpoch(sector->assignedUtcMs).toLocalTime(),
                                                 QLocale::ShortFormat);
            assigned = sector->handedFrom.isEmpty()
                //: %1: who assigned the sector; %2: when
                ? tr("%1, %2").arg(sector->assignedBy, when)
                //: %1: the arbiter who handed the sector over; %2: when
                : tr("handed over by %1, %2").arg(sector->handedFrom, when);
        }
        cell(AssignedColumn, assigned, false);
        if (sector && !sector->note.isEmpty())
            m_table->item(row, AssignedColumn)->setToolTip(sector->note);
    }
    m_table->resizeColumnsToContents();
    // Room to type a sector into an empty row.
    const int typing = m_table->fontMetrics().horizontalAdvance(QStringLiteral("000-000, 000-000")) + 12;
    for (int column : {BoardsColumn, PlayersColumn, CoveredColumn})
        m_table->setColumnWidth(column, std::max(m_table->columnWidth(column), typing));
    m_filling = false;
    edited();
}

void SectorDialog::edited()
{
    if (m_filling)
        return;
    // Which rows changed, whether each reads, and who watches what with the edits.
    QList<event::Sector> sectors;
    m_filling = true;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const event::Sector s = rowSector(row);
        const event::Sector *stored = m_plan.of(s.arbiter);
        const bool changed = stored ? (stored->boards != s.boards || stored->players != s.players) : !s.isEmpty();
        if (changed)
            m_dirty.insert(row);
        else
            m_dirty.remove(row);
        const auto error = s.check();
        for (int column : {BoardsColumn, PlayersColumn}) {
            QTableWidgetItem *item = m_table->item(row, column);
            item->setBackground(error ? QBrush(colours::AlarmTint) : QBrush());
            item->setToolTip(error ? error->message : QString());
        }
        if (!error && !s.isEmpty())
            sectors << s;
    }
    const event::SectorPlan edited = event::SectorPlan::make(sectors, m_plan.round);
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, CoveredColumn)
            ->setText(event::NumberRanges::format(edited.boardsOf(m_table->item(row, ArbiterColumn)->text())));
    m_filling = false;
    QSet<int> watched;
    for (const QSet<int> &b : std::as_const(edited.boards))
        watched += b;
    const QSet<int> unwatched = (edited.roundBoards + m_liveBoards) - watched;
    if (sectors.isEmpty())
        m_unwatched->setText(tr("No sectors yet: every arbiter sees every board."));
    else if (unwatched.isEmpty())
        m_unwatched->setText(tr("Every board of the round is watched."));
    else
        //: %1: boards, e.g. 41-45, 50
        m_unwatched->setText(tr("Boards nobody watches: %1").arg(event::NumberRanges::format(unwatched)));
    m_unwatched->setStyleSheet(!sectors.isEmpty() && !unwatched.isEmpty() ? colours::problemTextStyle() : QString());
    updateButtons();
}

void SectorDialog::updateButtons()
{
    bool readable = true;
    for (int row : std::as_const(m_dirty))
        readable = readable && !rowSector(row).check();
    m_apply->setEnabled(!m_dirty.isEmpty() && readable);
    const int row = m_table->currentRow();
    bool mayHandOver = false;
    if (row >= 0) {
        const QString arbiter = m_table->item(row, ArbiterColumn)->text();
        mayHandOver = m_plan.of(arbiter) && !event::Sector::refusal(m_me, arbiter) && !m_dirty.contains(row);
    }
    m_handOver->setEnabled(mayHandOver);
}

void SectorDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void SectorDialog::retranslate()
{
    setWindowTitle(tr("Sectors"));
    m_intro->setText(tr("Each arbiter watches a sector (Art. 10.3.1): a range of boards, players by starting number "
                        "(they keep their arbiter when their boards change), or both. Every console of the event "
                        "shows its arbiter's sector."));
    m_table->setHorizontalHeaderLabels(
        {tr("Arbiter"), tr("Role"), tr("Boards"), tr("Players"), tr("Boards this round"), tr("Assigned by")});
    m_handOver->setText(tr("&Hand over…"));
    m_apply->setText(tr("&Apply"));
    if (!m_filling)
        edited();
}

HandOverDialog::HandOverDialog(const QString &from, const QString &sector, const QStringList &candidates,
                               const QStringList &openIncidents, QWidget *parent)
    : QDialog(parent), m_incidents(openIncidents), m_to(new QComboBox(this)), m_list(new QListWidget(this)),
      m_note(new QPlainTextEdit(this)), m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("handOverDialog"));
    //: %1: the outgoing arbiter
    setWindowTitle(tr("Hand over %1's sector").arg(from));
    m_to->addItems(candidates);
    m_list->setWordWrap(true);
    m_list->setResizeMode(QListView::Adjust);
    m_list->addItems(openIncidents);
    if (openIncidents.isEmpty())
        m_list->addItem(tr("No open incidents."));
    m_note->setPlaceholderText(tr("What the incoming arbiter should know: players to watch, a ruling pending…"));
    m_note->setTabChangesFocus(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Sector:"), new QLabel(sector, this));
    form->addRow(tr("&To:"), m_to);
    auto *listLabel = new QLabel(tr("Open incidents that go with it:"), this);
    auto *noteLabel = new QLabel(tr("&Note:"), this);
    noteLabel->setBuddy(m_note);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(listLabel);
    layout->addWidget(m_list, 1);
    layout->addWidget(noteLabel);
    layout->addWidget(m_note, 1);
    layout->addWidget(m_buttons);
    QPushButton *ok = m_buttons->addButton(tr("&Hand over"), QDialogButtonBox::AcceptRole);
    ok->setEnabled(!candidates.isEmpty());
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(560, 420);
}

QString HandOverDialog::to() const
{
    return m_to->currentText();
}

QString HandOverDialog::note() const
{
    QStringList parts;
    if (const QString words = m_note->toPlainText().trimmed(); !words.isEmpty())
        parts << words;
    if (!m_incidents.isEmpty())
        //: %n: how many; the list follows, one per line
        parts << tr("%n open incident(s):", nullptr, int(m_incidents.size())) + u'\n' + m_incidents.join(u'\n');
    return parts.join(QStringLiteral("\n\n"));
}

} // namespace arbiter::ui
