#include "ui/rulings/appealdialog.h"

#include "core/rulings/rulingtext.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace arbiter::ui {

using rulings::Kind;
using rulings::Ruling;
using Outcome = rulings::RulingBook::AppealOutcome;

namespace {
QLabel *rulingLabel(const Ruling &r, QWidget *parent)
{
    //: %1: the entry number; %2: the ruling; %3: who issued it; %4: when
    auto *label
        = new QLabel(AppealDialog::tr("Entry %1: %2 (%3, %4)")
                         .arg(r.seq)
                         .arg(rulings::RulingText::describe(r), r.issuer,
                              QLocale().toString(QDateTime::fromMSecsSinceEpoch(r.utcMs), QLocale::ShortFormat)),
                     parent);
    label->setWordWrap(true);
    QFont bold = label->font();
    bold.setBold(true);
    label->setFont(bold);
    return label;
}
} // namespace

AppealDialog::AppealDialog(const rulings::RulingBook::Entry &target, int deadlineMinutes, QWidget *parent)
    : QDialog(parent), m_target(target.ruling), m_appellant(new QComboBox(this)), m_lodged(new QDateTimeEdit(this)),
      m_grounds(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Appeal (Art. 9.14)"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(rulingLabel(target.ruling, this));
    m_appellant->setEditable(true);
    for (const QString &who : {target.ruling.player, target.ruling.opponent})
        if (!who.isEmpty())
            m_appellant->addItem(who);
    m_lodged->setDateTime(QDateTime::currentDateTime());
    m_lodged->setMaximumDateTime(QDateTime::currentDateTime().addSecs(60));
    m_lodged->setCalendarPopup(true);
    m_grounds->setPlaceholderText(tr("The player's written grounds, as they gave them."));
    auto *form = new QFormLayout;
    form->addRow(tr("&Appellant:"), m_appellant);
    form->addRow(tr("&Lodged at:"), m_lodged);
    form->addRow(tr("&Grounds:"), m_grounds);
    layout->addLayout(form);
    const QDateTime deadline
        = QDateTime::fromMSecsSinceEpoch(target.ruling.utcMs).addSecs(qint64(deadlineMinutes) * 60);
    auto *note = new QLabel(deadlineMinutes > 0
                                //: %1: minutes; %2: the time the deadline passes
                                ? tr("The event takes appeals for %1 minutes after the ruling: until %2.")
                                      .arg(deadlineMinutes)
                                      .arg(QLocale().toString(deadline.time(), QLocale::ShortFormat))
                                : tr("This event takes no appeals."),
                            this);
    note->setWordWrap(true);
    layout->addWidget(note);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_grounds, &QPlainTextEdit::textChanged, this, &AppealDialog::update);
    connect(m_appellant, &QComboBox::currentTextChanged, this, &AppealDialog::update);
    update();
    resize(sizeHint().expandedTo(QSize(520, 360)));
}

void AppealDialog::update()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!m_grounds->toPlainText().trimmed().isEmpty() && !m_appellant->currentText().trimmed().isEmpty());
}

Ruling AppealDialog::appeal() const
{
    Ruling r;
    r.kind = Kind::Appeal;
    r.ref = m_target.seq;
    r.reason = m_grounds->toPlainText().trimmed();
    r.params.insert(QStringLiteral("appellant"), m_appellant->currentText().trimmed());
    r.params.insert(QStringLiteral("lodgedUtcMs"), qint64(m_lodged->dateTime().toMSecsSinceEpoch()));
    return r;
}

AppealDecisionDialog::AppealDecisionDialog(const rulings::RulingBook::Entry &target, const QString &grounds,
                                           QWidget *parent)
    : QDialog(parent), m_target(target.ruling), m_outcome(new QButtonGroup(this)), m_reasons(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Decide the appeal"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(rulingLabel(target.ruling, this));
    if (!grounds.isEmpty()) {
        //: %1: the appellant's grounds
        auto *g = new QLabel(tr("Grounds: %1").arg(grounds), this);
        g->setWordWrap(true);
        layout->addWidget(g);
    }
    const std::pair<Outcome, QString> choices[] = {
        {Outcome::Rejected, tr("&Rejected: the ruling stands")},
        {Outcome::Upheld, tr("&Upheld: the ruling is annulled")},
        {Outcome::Changed, tr("&Changed: the ruling is annulled and replaced by another (recorded next)")},
    };
    for (const auto &[outcome, text] : choices) {
        auto *b = new QRadioButton(text, this);
        m_outcome->addButton(b, int(outcome));
        layout->addWidget(b);
    }
    m_reasons->setPlaceholderText(tr("The reasons for the decision (kept with it and in the report)."));
    layout->addWidget(m_reasons);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_reasons, &QPlainTextEdit::textChanged, this, &AppealDecisionDialog::update);
    connect(m_outcome, &QButtonGroup::idClicked, this, &AppealDecisionDialog::update);
    update();
    resize(sizeHint().expandedTo(QSize(560, 360)));
}

void AppealDecisionDialog::update()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(m_outcome->checkedId() >= 0 && !m_reasons->toPlainText().trimmed().isEmpty());
}

Outcome AppealDecisionDialog::outcome() const
{
    return m_outcome->checkedId() < 0 ? Outcome::None : Outcome(m_outcome->checkedId());
}

Ruling AppealDecisionDialog::decision() const
{
    Ruling r;
    r.kind = Kind::AppealDecision;
    r.ref = m_target.seq;
    r.reason = m_reasons->toPlainText().trimmed();
    const Outcome o = outcome();
    r.params.insert(QStringLiteral("outcome"),
                    o == Outcome::Changed      ? QStringLiteral("changed")
                        : o == Outcome::Upheld ? QStringLiteral("upheld")
                                               : QStringLiteral("rejected"));
    r.params.insert(QStringLiteral("upheld"), o != Outcome::Rejected);
    return r;
}

} // namespace arbiter::ui
