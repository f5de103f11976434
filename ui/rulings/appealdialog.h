#pragma once

#include "core/rulings/rulingbook.h"

#include <QDialog>

class QButtonGroup;
class QComboBox;
class QDateTimeEdit;
class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace arbiter::ui {

// Art. 9.14, 17.11: a player appeals a ruling: who, when they lodged it (the written appeal may be
// entered a little later), and their written grounds. The event's deadline is checked when it is
// recorded.
class AppealDialog : public QDialog
{
    Q_OBJECT

public:
    AppealDialog(const rulings::RulingBook::Entry &target, int deadlineMinutes, QWidget *parent = nullptr);
    // The appeal to record (kind Appeal, ref the ruling).
    rulings::Ruling appeal() const;

private:
    void update();

    rulings::Ruling m_target;
    QComboBox *m_appellant;
    QDateTimeEdit *m_lodged;
    QPlainTextEdit *m_grounds;
    QDialogButtonBox *m_buttons;
};

// The appeals committee or the chief arbiter decides an appeal: upheld (the ruling is annulled),
// rejected (it stands) or changed (annulled, and the ruling that replaces it is recorded next), with
// the reasons.
class AppealDecisionDialog : public QDialog
{
    Q_OBJECT

public:
    AppealDecisionDialog(const rulings::RulingBook::Entry &target, const QString &grounds, QWidget *parent = nullptr);
    rulings::Ruling decision() const;
    rulings::RulingBook::AppealOutcome outcome() const;

private:
    void update();

    rulings::Ruling m_target;
    QButtonGroup *m_outcome;
    QPlainTextEdit *m_reasons;
    QDialogButtonBox *m_buttons;
};

} // namespace arbiter::ui
