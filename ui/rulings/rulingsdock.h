#pragma once

#include "core/rulings/ruling.h"

#include <QDockWidget>

class QCheckBox;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

namespace arbiter::models {
class RulingModel;
}

namespace arbiter::ui {

// The rulings log beside the boards: every ruling with its article, who issued it, the state it
// stands in and what the zone did with it. The chief arbiter confirms or rejects what others
// propose, withdraws a provisional penalty, revokes a ruling on appeal (with the reason); anyone
// ticks off a ruling applied on the platform by hand. "Apply on the platform" shows only that
// checklist. The answers are rulings too: they go to the session like any other.
class RulingsDock : public QDockWidget
{
    Q_OBJECT

public:
    RulingsDock(models::RulingModel *model, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    // Shows only the rulings to apply on the platform.
    void showChecklist(bool only);
    void setRole(rulings::Role role);
    // Art. 9.14: how long after a ruling it may be appealed (the event's setting).
    void setAppealMinutes(int minutes) { m_appealMinutes = minutes; }
    // The follow-up the buttons make for the selected entry (for tests and shortcuts).
    void answer(rulings::Kind kind);

Q_SIGNALS:
    void rulingRequested(const arbiter::rulings::Ruling &draft);
    // An appeal decided "changed": the ruling that replaces `original` is to be recorded next.
    void replacementRequested(const arbiter::rulings::Ruling &original);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateButtons();
    std::int64_t currentSeq() const;

    models::RulingModel *m_model;
    QSortFilterProxyModel *m_filter;
    QTableView *m_view;
    QCheckBox *m_checklist;
    QCheckBox *m_records;
    QPushButton *m_confirm;
    QPushButton *m_reject;
    QPushButton *m_withdraw;
    QPushButton *m_revoke;
    QPushButton *m_appeal;
    QPushButton *m_decide;
    int m_appealMinutes = 15;
    QPushButton *m_done;
    rulings::Role m_role = rulings::Role::Arbiter;
};

} // namespace arbiter::ui
