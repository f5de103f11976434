#include "ui/eventsetup/cardpolicydialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::ui {

CardPolicyDialog::CardPolicyDialog(const rulings::CardPolicy &policy, QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Yellow and red cards (Art. 13.4)"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_enabled = new QCheckBox(tr("The event's regulations use &cards for VCS disconnections"), this);
    m_seconds = new QSpinBox(this);
    m_seconds->setRange(1, 3600);
    m_seconds->setSuffix(tr(" s"));
    m_moveOffVcs = new QCheckBox(tr("A &move made while off the VCS earns a yellow card (Art. 13.3)"), this);
    m_red = new QComboBox(this);
    m_red->addItem(tr("Red card: the game is lost"), int(rulings::CardPolicy::Red::LossOfGame));
    m_red->addItem(tr("Red card: the next game is lost"), int(rulings::CardPolicy::Red::LossOfNextGame));
    m_reset = new QCheckBox(tr("Cards are counted &afresh each round"), this);
    form->addRow(QString(), m_enabled);
    form->addRow(tr("A yellow card for a VCS absence &longer than:"), m_seconds);
    form->addRow(QString(), m_moveOffVcs);
    form->addRow(tr("A &second yellow card means:"), m_red);
    form->addRow(QString(), m_reset);
    layout->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_enabled->setChecked(policy.enabled);
    m_seconds->setValue(policy.yellowAfterSeconds);
    m_moveOffVcs->setChecked(policy.yellowForMoveOffVcs);
    m_red->setCurrentIndex(m_red->findData(int(policy.secondYellow)));
    m_reset->setChecked(policy.resetPerRound);
    auto enable = [this](bool on) {
        for (QWidget *w : {static_cast<QWidget *>(m_seconds), static_cast<QWidget *>(m_moveOffVcs),
                           static_cast<QWidget *>(m_red), static_cast<QWidget *>(m_reset)})
            w->setEnabled(on);
    };
    connect(m_enabled, &QCheckBox::toggled, this, enable);
    enable(policy.enabled);
}

rulings::CardPolicy CardPolicyDialog::policy() const
{
    rulings::CardPolicy p;
    p.enabled = m_enabled->isChecked();
    p.yellowAfterSeconds = m_seconds->value();
    p.yellowForMoveOffVcs = m_moveOffVcs->isChecked();
    p.secondYellow = rulings::CardPolicy::Red(m_red->currentData().toInt());
    p.resetPerRound = m_reset->isChecked();
    return p;
}

} // namespace arbiter::ui
