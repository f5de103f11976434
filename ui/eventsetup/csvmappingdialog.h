#pragma once

#include "core/event/csvimport.h"
#include "core/event/csvmapping.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;

namespace arbiter::ui {

// The column-mapping step of a CSV import: when a file's header names nothing the console knows, or
// the file has a preamble above its table, or the arbiter wants to check, the first rows are shown
// with a choice above every column (what it holds, or "not used"), the row that names the columns,
// and whether the file lists players or pairings. OK stays off, with the reason shown, until the
// mapping can be read. A readable table is never refused outright.
class CsvMappingDialog : public QDialog
{
    Q_OBJECT

public:
    CsvMappingDialog(const event::CsvTable &table, const event::CsvMapping &proposal, const QString &fileName,
                     QWidget *parent = nullptr);

    event::CsvMapping mapping() const;

    // For tests and keyboard users: what column `column` holds, the header row (0 = none, else
    // 1-based) and the kind of list.
    void setField(int column, event::CsvField field);
    void setHeaderRow(int row);
    void setPairings(bool pairings);
    QString problemText() const;

    static constexpr int PreviewRows = 10;

private:
    void rebuild(); // the preview and the column choices after a change of header row or kind
    void update(); // the problem line and OK
    QList<event::CsvField> fields() const;

    event::CsvTable m_table;
    int m_width = 0;
    QComboBox *m_headerRow;
    QComboBox *m_kind;
    QTableWidget *m_preview;
    QLabel *m_problem;
    QPushButton *m_ok = nullptr;
    QList<QComboBox *> m_columns;
    QList<event::CsvField> m_chosen;
};

} // namespace arbiter::ui
