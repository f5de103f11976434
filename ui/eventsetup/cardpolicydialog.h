#pragma once

#include "core/rulings/cardpolicy.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace arbiter::ui {

// The event's card policy (Art. 13.4), as its regulations set it: what earns a yellow card, what a
// second yellow means, whether the count starts afresh each round.
class CardPolicyDialog : public QDialog
{
    Q_OBJECT

public:
    explicit CardPolicyDialog(const rulings::CardPolicy &policy, QWidget *parent = nullptr);
    rulings::CardPolicy policy() const;

private:
    QCheckBox *m_enabled;
    QSpinBox *m_seconds;
    QCheckBox *m_moveOffVcs;
    QComboBox *m_red;
    QCheckBox *m_reset;
};

} // namespace arbiter::ui
