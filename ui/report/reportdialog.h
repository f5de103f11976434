#pragma once

#include "core/report/eventreport.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace arbiter::ui {

// File > Report… and Export…: what the chief arbiter hands over, written to a file the arbiter
// chooses: the chief arbiter's report (PDF or HTML, in English or Russian), the tournament report for the
// rating officer (TRF-16, TRF-2026), the results and the standings as CSV, the games with the rulings
// as PGN. The same code as `arbiterctl report` and `export`.
class ReportDialog : public QDialog
{
    Q_OBJECT

public:
    // Runs `work` with the program's texts in `language` ("en", "ru") and puts the language back.
    using InLanguage = std::function<void(const QString &language, const std::function<void()> &work)>;

    ReportDialog(report::EventReport::Input input, bool report, QString currentLanguage, InLanguage inLanguage,
                 QWidget *parent = nullptr);

    // What the choices make (for the tests): the bytes, a file name to suggest, and notes.
    struct Document
    {
        QByteArray bytes;
        QString fileName;
        QStringList notes;
    };
    Document make() const;

private:
    void updateChoices();
    void save();

    report::EventReport::Input m_input;
    InLanguage m_inLanguage;
    QComboBox *m_kind;
    QComboBox *m_language;
    QSpinBox *m_round;
    QCheckBox *m_adjustments;
    QCheckBox *m_semicolon;
    QLabel *m_notes;
};

} // namespace arbiter::ui
