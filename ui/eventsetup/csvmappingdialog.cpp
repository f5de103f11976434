#include "ui/eventsetup/csvmappingdialog.h"

#include "ui/common/palette.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace arbiter::ui {

using event::CsvField;
using event::CsvMapping;

CsvMappingDialog::CsvMappingDialog(const event::CsvTable &table, const CsvMapping &proposal, const QString &fileName,
                                   QWidget *parent)
    : QDialog(parent), m_table(table), m_headerRow(new QComboBox(this)), m_kind(new QComboBox(this)),
      m_preview(new QTableWidget(this)), m_problem(new QLabel(this))
{
    //: %1: the CSV file's name, e.g. players.csv
    setWindowTitle(tr("Columns of %1").arg(fileName));
    setObjectName(QStringLiteral("csvMappingDialog"));
    const int shown = std::min<int>(int(m_table.rows.size()), 30 + PreviewRows);
    for (int i = 0; i < shown; ++i)
        m_width = std::max(m_width, int(m_table.rows[i].fields.size()));
    m_chosen = proposal.columns;
    m_chosen.resize(m_width, CsvField::Ignore);

    auto *intro = new QLabel(tr("Say what each column of this file holds. The first rows are shown as the file has "
                                "them; rows above the header row (a title, the tournament's details) are left out."),
                             this);
    intro->setWordWrap(true);
    // The rows that may be the header, by their line in the file and their first cells.
    m_headerRow->addItem(tr("none (data from the first row)"), 0);
    for (int i = 0; i < std::min<int>(int(m_table.rows.size()), 30); ++i) {
        QStringList cells = m_table.rows[i].fields.mid(0, 4);
        for (QString &c : cells)
            c = c.trimmed();
        //: %1: the line number in the file; %2: the line's first cells, separated by commas
        m_headerRow->addItem(tr("Line %1: %2").arg(m_table.rows[i].line).arg(cells.join(QStringLiteral(", ")).left(60)),
                             i + 1);
    }
    m_headerRow->setCurrentIndex(std::clamp(proposal.headerRow + 1, 0, m_headerRow->count() - 1));
    m_headerRow->setToolTip(tr("The row that names the columns."));
    m_kind->addItem(tr("Players"), false);
    m_kind->addItem(tr("Pairings"), true);
    m_kind->setCurrentIndex(proposal.isPairings() ? 1 : 0);
    auto *form = new QFormLayout;
    form->addRow(tr("&Header row:"), m_headerRow);
    form->addRow(tr("The file &lists:"), m_kind);

    m_preview->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_preview->setSelectionMode(QAbstractItemView::NoSelection);
    m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(colours::problemTextStyle());

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_headerRow, &QComboBox::currentIndexChanged, this, [this](int row) {
        // Another header row: its names say what its columns hold, else the rows below it do.
        m_chosen = CsvMapping::guessColumns(m_table.cells(30 + PreviewRows), row - 1);
        m_chosen.resize(m_width, CsvField::Ignore);
        rebuild();
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] { rebuild(); });

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_preview, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    rebuild();
    resize(760, 420);
}

QList<CsvField> CsvMappingDialog::fields() const
{
    return m_kind->currentData().toBool() ? CsvMapping::pairingFields() : CsvMapping::playerFields();
}

void CsvMappingDialog::rebuild()
{
    const QList<CsvField> allowed = fields();
    const int header = m_headerRow->currentIndex() - 1;
    const int last = std::min<int>(int(m_table.rows.size()), std::max(header, 0) + PreviewRows + 1);
    m_preview->clear();
    m_preview->setColumnCount(m_width);
    m_preview->setRowCount(1 + last);
    m_columns.clear();
    QStringList rowLabels{tr("Holds")};
    for (int c = 0; c < m_width; ++c) {
        if (!allowed.contains(m_chosen[c]))
            m_chosen[c] = CsvField::Ignore;
        auto *choice = new QComboBox(m_preview);
        for (const CsvField f : allowed)
            choice->addItem(CsvMapping::fieldText(f), int(f));
        choice->setCurrentIndex(choice->findData(int(m_chosen[c])));
        //: %1: the column's number (from 1)
        choice->setAccessibleName(tr("Column %1").arg(c + 1));
        connect(choice, &QComboBox::currentIndexChanged, this, [this, c, choice] {
            m_chosen[c] = CsvField(choice->currentData().toInt());
            update();
        });
        m_preview->setCellWidget(0, c, choice);
        m_columns << choice;
    }
    for (int r = 0; r < last; ++r) {
        const event::CsvTable::Row &row = m_table.rows[r];
        //: %1: the line number in the file
        rowLabels << tr("Line %1").arg(row.line);
        for (int c = 0; c < m_width; ++c) {
            auto *item = new QTableWidgetItem(row.fields.value(c));
            if (r < header)
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text)); // preamble
            if (r == header) {
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_preview->setItem(1 + r, c, item);
        }
    }
    QStringList columnLabels;
    for (int c = 0; c < m_width; ++c)
        columnLabels << QString::number(c + 1);
    m_preview->setHorizontalHeaderLabels(columnLabels);
    m_preview->setVerticalHeaderLabels(rowLabels);
    update();
}

void CsvMappingDialog::update()
{
    const CsvMapping m = mapping();
    QString problem = m.problem();
    const bool pairings = m_kind->currentData().toBool();
    if (problem.isEmpty() && pairings && !m.isPairings())
        problem = tr("Mark the \"White\" column (or White's number) of the pairings.");
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

CsvMapping CsvMappingDialog::mapping() const
{
    CsvMapping m;
    m.headerRow = m_headerRow->currentIndex() - 1;
    m.columns = m_chosen;
    return m;
}

void CsvMappingDialog::setField(int column, CsvField field)
{
    if (column >= 0 && column < m_columns.size())
        m_columns[column]->setCurrentIndex(m_columns[column]->findData(int(field)));
}

void CsvMappingDialog::setHeaderRow(int row)
{
    m_headerRow->setCurrentIndex(row);
}

void CsvMappingDialog::setPairings(bool pairings)
{
    m_kind->setCurrentIndex(pairings ? 1 : 0);
}

QString CsvMappingDialog::problemText() const
{
    return m_problem->text();
}

} // namespace arbiter::ui
