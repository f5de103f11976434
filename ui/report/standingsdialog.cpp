#include "ui/report/standingsdialog.h"

#include "core/standings/standings.h"
#include "ui/common/palette.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {
// In the reader's locale: 4.75, or 4,75 in Russian.
QString number(double value)
{
    return standings::Standings::numberText(value).replace(u'.', QLocale().decimalPoint());
}

QString tieBreakText(const QList<standings::TieBreak> &list)
{
    QStringList parts;
    for (const standings::TieBreak &t : list)
        parts << t.acronym();
    return parts.join(u',');
}
} // namespace

StandingsDialog::StandingsDialog(const report::EventResults::Record &event, QWidget *parent)
    : QDialog(parent), m_event(event), m_round(new QSpinBox(this)), m_tieBreaks(new QLineEdit(this)),
      m_rules(new QComboBox(this)), m_expelled(new QComboBox(this)), m_problem(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    //: %1: the event's name
    setWindowTitle(tr("Standings — %1").arg(event.info.name));
    const int last = std::max(1, standings::Standings::lastRound(event.standings.pairings));
    m_round->setRange(1, std::max(last, event.info.rounds));
    m_round->setValue(last);
    m_tieBreaks->setText(tieBreakText(event.standings.tieBreaks));
    m_tieBreaks->setToolTip(tr("In order: BH (Buchholz), SB (Sonneborn-Berger), ARO (average rating of opponents), "
                               "each with -C1, -C2 (cut) or -M1 (median); PS (progressive score, -C1); DE (direct "
                               "encounter), WIN, WON, BPG (games with Black), BWG."));
    m_rules->addItem(tr("FIDE 2026 (the dummy opponent capped)"), QStringLiteral("fide2026"));
    m_rules->addItem(tr("FIDE 2024"), QStringLiteral("fide2024"));
    m_rules->setCurrentIndex(event.standings.rules == standings::TieBreakRules::Fide2024 ? 1 : 0);
    m_expelled->addItem(tr("stand"), QStringLiteral("stand"));
    m_expelled->addItem(tr("go to their opponents"), QStringLiteral("to-opponents"));
    m_expelled->setCurrentIndex(event.standings.expelledPointsToOpponents ? 1 : 0);
    m_expelled->setToolTip(tr("Appendix I A.9: the event's regulations say whether the points an expelled player "
                              "scored go to their opponents."));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(colours::problemTextStyle());
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->setSortingEnabled(false);

    auto *form = new QFormLayout;
    form->addRow(tr("After &round:"), m_round);
    auto *tieBreakRow = new QHBoxLayout;
    tieBreakRow->addWidget(m_tieBreaks, 1);
    tieBreakRow->addWidget(m_rules);
    auto *keep = new QPushButton(tr("&Keep for the event"), this);
    tieBreakRow->addWidget(keep);
    form->addRow(tr("&Tie-breaks:"), tieBreakRow);
    form->addRow(tr("Points of an &expelled player (App. I A.9):"), m_expelled);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);
    resize(900, 640);

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_round, &QSpinBox::valueChanged, this, &StandingsDialog::refresh);
    connect(m_tieBreaks, &QLineEdit::editingFinished, this, &StandingsDialog::refresh);
    connect(m_rules, &QComboBox::currentIndexChanged, this, &StandingsDialog::refresh);
    connect(m_expelled, &QComboBox::currentIndexChanged, this, &StandingsDialog::refresh);
    connect(keep, &QPushButton::clicked, this, [this] {
        refresh();
        if (m_problem->text().isEmpty())
            Q_EMIT settingsChosen(m_tieBreaks->text(), m_rules->currentData().toString(),
                                  m_expelled->currentData().toString());
    });
    refresh();
}

void StandingsDialog::refresh()
{
    auto list = standings::TieBreak::parseList(m_tieBreaks->text());
    if (!list) {
        m_problem->setText(list.error().message);
        return;
    }
    m_problem->clear();
    standings::Standings::Input input = m_event.standings;
    input.tieBreaks = list.value();
    input.afterRound = m_round->value();
    input.expelledPointsToOpponents = m_expelled->currentData().toString() == QLatin1String("to-opponents");
    input.rules = m_rules->currentData().toString() == QLatin1String("fide2024") ? standings::TieBreakRules::Fide2024
                                                                                 : standings::TieBreakRules::Fide2026;
    const QList<standings::StandingsRow> rows = standings::Standings::compute(input);
    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : input.players)
        players.insert(p.id, &p);
    QStringList head{tr("Rank"), tr("No."), tr("Name"), tr("Rating"), tr("Fed."), tr("Points")};
    for (const standings::TieBreak &t : input.tieBreaks)
        head << t.acronym();
    head << tr("Games") << tr("Note");
    m_table->clear();
    m_table->setColumnCount(int(head.size()));
    m_table->setHorizontalHeaderLabels(head);
    for (int c = 6; c < 6 + input.tieBreaks.size(); ++c)
        m_table->horizontalHeaderItem(c)->setToolTip(input.tieBreaks[c - 6].name());
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const standings::StandingsRow &row = rows[r];
        const event::PlayerRecord *p = players.value(row.player);
        QStringList notes;
        if (row.adjustment != 0)
            //: %1: points added or taken by rulings, e.g. -0.5
            notes << tr("score adjusted by a ruling (%1)").arg(number(row.adjustment));
        if (input.expelled.contains(row.player))
            notes << tr("expelled (Art. 10.9.9)");
        if (row.pending > 0)
            notes << tr("%n game(s) not finished", nullptr, row.pending);
        QStringList cells{QString::number(row.rank),
                          QString::number(row.player),
                          p ? (p->title.isEmpty() ? p->name : p->title + u' ' + p->name) : QString(),
                          p && p->rating > 0 ? QString::number(p->rating) : QString(),
                          p ? p->federation : QString(),
                          number(row.points)};
        for (double v : row.tieBreaks)
            cells << number(v);
        cells << QString::number(row.gamesPlayed) << notes.join(QStringLiteral("; "));
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            if (c != 2 && c != cells.size() - 1)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_table->setItem(r, c, item);
        }
    }
    m_table->resizeColumnsToContents();
}

} // namespace arbiter::ui
