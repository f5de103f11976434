#include "ui/rulings/whoamidialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace arbiter::ui {

using event::StaffMember;

namespace {
QString entryText(const StaffMember &m)
{
    QString text = m.name + QStringLiteral(" — ") + StaffMember::roleText(m.role);
    if (!m.venue.isEmpty())
        text += QStringLiteral(" (") + m.venue + u')';
    return text;
}
} // namespace

WhoAmIDialog::WhoAmIDialog(const QList<StaffMember> &staff, const QString &suggestedName, QWidget *parent)
    : QDialog(parent), m_staff(staff)
{
    setWindowTitle(tr("Who are you?"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Rulings record who issued them, and your role decides what you may decide alone. "
                                "Choose your name from the event's staff."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget(this);
    for (const StaffMember &m : m_staff)
        m_list->addItem(entryText(m));
    layout->addWidget(m_list);
    auto *group = new QGroupBox(tr("Not on the list? Add yourself"), this);
    auto *form = new QFormLayout(group);
    m_name = new QLineEdit(suggestedName, group);
    m_role = new QComboBox(group);
    for (StaffMember::Role r : StaffMember::roles())
        m_role->addItem(StaffMember::roleText(r), int(r));
    if (!m_staff.isEmpty())
        m_role->setCurrentIndex(m_role->findData(int(StaffMember::Role::Arbiter)));
    m_venue = new QLineEdit(group);
    m_venue->setPlaceholderText(tr("hybrid events: the venue of a local arbiter"));
    auto *add = new QPushButton(tr("&Add"), group);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Role:"), m_role);
    form->addRow(tr("&Venue:"), m_venue);
    form->addRow(QString(), add);
    layout->addWidget(group);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(add, &QPushButton::clicked, this, &WhoAmIDialog::addMember);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (m_list->currentRow() < 0 && !m_name->text().trimmed().isEmpty())
            addMember();
        if (m_list->currentRow() >= 0)
            accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (const auto me = StaffMember::find(m_staff, suggestedName))
        m_list->setCurrentRow(int(m_staff.indexOf(*me)));
    (m_staff.isEmpty() ? static_cast<QWidget *>(m_name) : m_list)->setFocus();
}

void WhoAmIDialog::addMember()
{
    StaffMember m;
    m.name = m_name->text().trimmed();
    if (m.name.isEmpty())
        return;
    if (const auto known = StaffMember::find(m_staff, m.name)) {
        m_list->setCurrentRow(int(m_staff.indexOf(*known)));
        return;
    }
    m.role = StaffMember::Role(m_role->currentData().toInt());
    m.venue = m_venue->text().trimmed();
    m_staff.append(m);
    m_list->addItem(entryText(m));
    m_list->setCurrentRow(m_list->count() - 1);
}

QString WhoAmIDialog::chosenName() const
{
    const int row = m_list->currentRow();
    return row >= 0 && row < m_staff.size() ? m_staff.at(row).name : QString();
}

} // namespace arbiter::ui
