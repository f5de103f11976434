#pragma once

#include "core/event/staffmember.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;

namespace arbiter::ui {

// "Who are you?" on opening an event: a name from the event's staff list, or a new member added to
// it (the first user of a new event is usually its chief arbiter). Rulings record who issued them,
// and what one may decide depends on the role (Art. 10, 18.9).
class WhoAmIDialog : public QDialog
{
    Q_OBJECT

public:
    WhoAmIDialog(const QList<event::StaffMember> &staff, const QString &suggestedName, QWidget *parent = nullptr);

    // The staff list as it is now (with the member added, if one was).
    QList<event::StaffMember> staff() const { return m_staff; }
    QString chosenName() const;

private:
    void addMember();

    QList<event::StaffMember> m_staff;
    QListWidget *m_list;
    QLineEdit *m_name;
    QComboBox *m_role;
    QLineEdit *m_venue;
};

} // namespace arbiter::ui
