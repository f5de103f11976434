#include "ui/feeds/evidencedialog.h"

#include "core/evidence/evidencepolicy.h"
#include "core/watch/incident.h"
#include "ui/common/palette.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPixmap>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {
enum Column { NumberColumn, TakenColumn, BoardColumn, PlayerColumn, FeedColumn, IncidentColumn, HeldColumn, Columns };

QString dateTimeText(qint64 utcMs)
{
    return QLocale().toString(QDateTime::fromMSecsSinceEpoch(utcMs).toLocalTime(), QLocale::ShortFormat);
}
} // namespace

EvidenceDialog::EvidenceDialog(QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(this)), m_picture(new QLabel(this)), m_retention(new QLabel(this)),
      m_message(new QLabel(this)), m_open(new QPushButton(this)), m_hold(new QPushButton(this)),
      m_save(new QPushButton(this)), m_final(new QPushButton(this))
{
    setObjectName(QStringLiteral("evidenceDialog"));
    m_table->setColumnCount(Columns);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(IncidentColumn, QHeaderView::Stretch);
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->setMinimumSize(320, 180);
    m_picture->setStyleSheet(QStringLiteral("background: %1; color: %2")
                                 .arg(colours::css(colours::StillBackdrop), colours::css(colours::StillText)));
    m_picture->setWordWrap(true);
    m_retention->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(colours::problemTextStyle());
    auto *buttons = new QHBoxLayout;
    for (QPushButton *b : {m_open, m_hold, m_save, m_final})
        buttons->addWidget(b);
    buttons->addStretch(1);
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    buttons->addWidget(close);
    auto *body = new QHBoxLayout;
    body->addWidget(m_table, 3);
    body->addWidget(m_picture, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_retention);
    layout->addLayout(body, 1);
    layout->addWidget(m_message);
    layout->addLayout(buttons);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, &EvidenceDialog::updateButtons);
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this] {
        if (currentId() > 0)
            Q_EMIT openRequested(currentId());
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        m_message->clear();
        if (currentId() > 0)
            Q_EMIT openRequested(currentId());
    });
    connect(m_hold, &QPushButton::clicked, this, [this] {
        m_message->clear();
        for (const auto &e : std::as_const(m_items))
            if (e.id == currentId())
                Q_EMIT holdRequested(e.id, !e.held);
    });
    connect(m_save, &QPushButton::clicked, this, &EvidenceDialog::savePicture);
    connect(m_final, &QPushButton::clicked, this, [this] {
        m_message->clear();
        if (QMessageBox::question(this, windowTitle(),
                                  tr("Declare the event's results final? From today, every still not held for "
                                     "proceedings is deleted after one year (Appendix I A.5)."))
            == QMessageBox::Yes)
            Q_EMIT resultsFinalRequested();
    });
    retranslate();
    resize(1240, 560);
}

void EvidenceDialog::setItems(const QList<evidence::EvidenceItem> &items, qint64 resultsFinalUtcMs)
{
    const qint64 selected = currentId();
    m_items = items;
    m_resultsFinalUtcMs = resultsFinalUtcMs;
    m_table->setRowCount(int(items.size()));
    for (int row = 0; row < items.size(); ++row) {
        const evidence::EvidenceItem &e = items[row];
        const auto kind = watch::Incident::kindFromName(e.incidentKind);
        const QStringList cells = {QString::number(e.id),
                                   dateTimeText(e.takenUtcMs),
                                   e.board > 0 ? QString::number(e.board) : QString(),
                                   e.player,
                                   vcs::FeedKinds::text(e.feed),
                                   kind ? watch::Incident::kindText(*kind) : e.incidentKind,
                                   e.held ? tr("held") : QString()};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells[c]);
            item->setData(Qt::UserRole, qint64(e.id));
            if (c == IncidentColumn)
                item->setToolTip(e.note);
            m_table->setItem(row, c, item);
        }
        if (e.id == selected)
            m_table->selectRow(row);
    }
    if (m_table->currentRow() < 0 && !items.isEmpty())
        m_table->selectRow(int(items.size()) - 1);
    retranslate();
    updateButtons();
}

void EvidenceDialog::showPicture(qint64 id, const QByteArray &data)
{
    QImage image;
    if (!image.loadFromData(data)) {
        //: %1: the evidence's number
        showRefusal(tr("Evidence %1 is not a picture the console can show.").arg(id));
        return;
    }
    m_shownId = id;
    m_shown = data;
    m_picture->setPixmap(
        QPixmap::fromImage(image).scaled(m_picture->size(), Qt::KeepAspectRatio, Qt::SmoothTransformation));
    m_message->clear();
    updateButtons();
}

void EvidenceDialog::showRefusal(const QString &reason)
{
    m_message->setText(reason);
}

qint64 EvidenceDialog::currentId() const
{
    const QTableWidgetItem *item = m_table->item(m_table->currentRow(), NumberColumn);
    return item ? item->data(Qt::UserRole).toLongLong() : 0;
}

void EvidenceDialog::updateButtons()
{
    const qint64 id = currentId();
    m_open->setEnabled(id > 0);
    m_hold->setEnabled(id > 0);
    bool held = false;
    for (const auto &e : std::as_const(m_items))
        if (e.id == id)
            held = e.held;
    m_hold->setText(held ? tr("&Release") : tr("&Hold for proceedings"));
    m_save->setEnabled(id > 0 && id == m_shownId && !m_shown.isEmpty());
    if (id != m_shownId) {
        m_picture->clear();
        m_picture->setText(tr("Choose a still and press Open: only the chief arbiter may open one (Appendix I A.5)."));
    }
    m_final->setEnabled(m_resultsFinalUtcMs == 0);
}

void EvidenceDialog::savePicture()
{
    if (m_shown.isEmpty())
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the still"), QStringLiteral("evidence-%1.jpg").arg(m_shownId), tr("JPEG pictures (*.jpg)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_shown) != m_shown.size())
        //: %1: the file; %2: the system's reason
        m_message->setText(tr("Cannot write %1: %2").arg(path, file.errorString()));
}

void EvidenceDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void EvidenceDialog::retranslate()
{
    setWindowTitle(tr("VCS evidence"));
    m_table->setHorizontalHeaderLabels(
        {tr("No."), tr("Taken"), tr("Board"), tr("Player"), tr("Feed"), tr("Incident"), tr("Held")});
    m_open->setText(tr("&Open"));
    m_save->setText(tr("&Save picture…"));
    m_final->setText(tr("Results &final…"));
    if (m_resultsFinalUtcMs > 0)
        //: %1: when the results became final; %2: when the stills not held are deleted
        m_retention->setText(tr("The results are final since %1: stills not held for proceedings are deleted on %2 "
                                "(Appendix I A.5).")
                                 .arg(dateTimeText(m_resultsFinalUtcMs),
                                      dateTimeText(evidence::EvidencePolicy::deletionDueUtcMs(m_resultsFinalUtcMs))));
    else
        //: %n: how many stills the event keeps
        m_retention->setText(tr("%n still(s) kept. The results are not final yet: nothing is deleted until a year "
                                "after they are (Appendix I A.5).",
                                nullptr, int(m_items.size())));
}

} // namespace arbiter::ui
