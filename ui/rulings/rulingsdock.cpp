#include "ui/rulings/rulingsdock.h"

#include "ui/rulings/appealdialog.h"

#include "core/models/rulingmodel.h"
#include "core/rulings/permissions.h"
#include "ui/common/columnfit.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace arbiter::ui {

using models::RulingModel;
using rulings::Kind;
using rulings::RulingBook;

namespace {
// The checklist filter: rulings in force the zone could not carry out, not yet done by hand.
class ChecklistFilter : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setOnly(bool only)
    {
        m_only = only;
        invalidateRowsFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        return !m_only || sourceModel()->index(row, 0, parent).data(RulingModel::NeedsPlatformRole).toBool();
    }

private:
    bool m_only = false;
};
} // namespace

RulingsDock::RulingsDock(RulingModel *model, QWidget *parent) : QDockWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("rulingsDock"));
    auto *body = new QWidget(this);
    auto *layout = new QVBoxLayout(body);
    layout->setContentsMargins(4, 4, 4, 4);
    auto *filter = new ChecklistFilter(this);
    filter->setSourceModel(model);
    m_filter = filter;
    m_view = new QTableView(body);
    m_view->setModel(m_filter);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(RulingModel::DetailColumn, QHeaderView::Stretch);
    new ColumnFit(m_view);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setWordWrap(false);
    layout->addWidget(m_view);
    auto *row = new QHBoxLayout;
    m_checklist = new QCheckBox(body);
    m_records = new QCheckBox(body);
    m_confirm = new QPushButton(body);
    m_reject = new QPushButton(body);
    m_withdraw = new QPushButton(body);
    m_revoke = new QPushButton(body);
    m_appeal = new QPushButton(body);
    m_decide = new QPushButton(body);
    m_done = new QPushButton(body);
    row->addWidget(m_checklist);
    row->addWidget(m_records);
    row->addStretch();
    for (QPushButton *b : {m_confirm, m_reject, m_withdraw, m_revoke, m_appeal, m_decide, m_done})
        row->addWidget(b);
    layout->addLayout(row);
    setWidget(body);
    connect(m_checklist, &QCheckBox::toggled, this, &RulingsDock::showChecklist);
    connect(m_records, &QCheckBox::toggled, model, &RulingModel::setShowRecords);
    connect(m_confirm, &QPushButton::clicked, this, [this] { answer(Kind::Confirm); });
    connect(m_reject, &QPushButton::clicked, this, [this] { answer(Kind::Reject); });
    connect(m_withdraw, &QPushButton::clicked, this, [this] { answer(Kind::Withdraw); });
    connect(m_revoke, &QPushButton::clicked, this, [this] { answer(Kind::Revoke); });
    connect(m_appeal, &QPushButton::clicked, this, [this] { answer(Kind::Appeal); });
    connect(m_decide, &QPushButton::clicked, this, [this] { answer(Kind::AppealDecision); });
    connect(m_done, &QPushButton::clicked, this, [this] { answer(Kind::DoneOnPlatform); });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &RulingsDock::updateButtons);
    connect(model, &QAbstractItemModel::dataChanged, this, &RulingsDock::updateButtons);
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        updateButtons();
        m_view->scrollToBottom();
    });
    connect(model, &QAbstractItemModel::modelReset, this, &RulingsDock::updateButtons);
    retranslate();
    updateButtons();
}

void RulingsDock::showChecklist(bool only)
{
    static_cast<ChecklistFilter *>(m_filter)->setOnly(only);
    if (m_checklist->isChecked() != only)
        m_checklist->setChecked(only);
}

void RulingsDock::setRole(rulings::Role role)
{
    m_role = role;
    updateButtons();
}

std::int64_t RulingsDock::currentSeq() const
{
    const QModelIndex index = m_view->currentIndex();
    return index.isValid() ? index.data(RulingModel::SeqRole).toLongLong() : 0;
}

void RulingsDock::updateButtons()
{
    const std::int64_t seq = currentSeq();
    const RulingBook &book = m_model->book();
    auto allowed = [&](Kind kind) {
        return seq > 0 && !book.followUpProblem(kind, seq) && !rulings::Permissions::refusal(m_role, kind, false);
    };
    m_confirm->setEnabled(allowed(Kind::Confirm));
    m_reject->setEnabled(allowed(Kind::Reject));
    m_withdraw->setEnabled(allowed(Kind::Withdraw));
    m_revoke->setEnabled(allowed(Kind::Revoke));
    m_appeal->setEnabled(allowed(Kind::Appeal));
    // An appeal lodged and not decided yet.
    const auto *e = seq > 0 ? book.entry(seq) : nullptr;
    m_decide->setEnabled(allowed(Kind::AppealDecision) && e && e->appealed);
    m_done->setEnabled(allowed(Kind::DoneOnPlatform));
}

void RulingsDock::answer(Kind kind)
{
    const std::int64_t seq = currentSeq();
    if (seq <= 0)
        return;
    const RulingBook::Entry *target = m_model->book().entry(seq);
    if (!target)
        return;
    if (kind == Kind::Appeal) {
        AppealDialog dialog(*target, m_appealMinutes, this);
        if (dialog.exec() == QDialog::Accepted)
            Q_EMIT rulingRequested(dialog.appeal());
        return;
    }
    if (kind == Kind::AppealDecision) {
        QString grounds;
        for (const RulingBook::Entry &e : m_model->book().entries())
            if (e.ruling.kind == Kind::Appeal && e.ruling.ref == seq)
                grounds = e.ruling.reason;
        AppealDecisionDialog dialog(*target, grounds, this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        const rulings::Ruling original = target->ruling; // the book changes as the decision is recorded
        Q_EMIT rulingRequested(dialog.decision());
        if (dialog.outcome() == RulingBook::AppealOutcome::Changed)
            Q_EMIT replacementRequested(original);
        return;
    }
    rulings::Ruling r;
    r.kind = kind;
    r.ref = seq;
    if (kind == Kind::Revoke || kind == Kind::Reject) {
        bool ok = false;
        const QString reason = QInputDialog::getText(this, windowTitle(), tr("Why (kept with the entry)?"),
                                                     QLineEdit::Normal, QString(), &ok);
        if (!ok)
            return;
        r.reason = reason.trimmed();
    }
    Q_EMIT rulingRequested(r);
}

void RulingsDock::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDockWidget::changeEvent(event);
}

void RulingsDock::retranslate()
{
    setWindowTitle(tr("Rulings"));
    m_checklist->setText(tr("Only what to &apply on the platform"));
    m_records->setText(tr("Show confirmations and zone records"));
    m_confirm->setText(tr("Confirm"));
    m_reject->setText(tr("Reject…"));
    m_withdraw->setText(tr("Withdraw"));
    m_revoke->setText(tr("Revoke…"));
    m_appeal->setText(tr("Appeal…"));
    m_decide->setText(tr("Decide appeal…"));
    m_done->setText(tr("Done on the platform"));
    m_model->retranslate();
}

} // namespace arbiter::ui
