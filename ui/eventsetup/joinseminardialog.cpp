#include "ui/eventsetup/joinseminardialog.h"

#include "core/seminar/seminarpack.h"
#include "core/storage/storeconfig.h"
#include "ui/common/palette.h"

#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace arbiter::ui {

JoinSeminarDialog::JoinSeminarDialog(const QString &packFolder, const QString &recentTeamEvent, QWidget *parent)
    : QDialog(parent), m_folder(packFolder), m_pack(new QLineEdit(this)), m_about(new QLabel(this)),
      m_alone(new QRadioButton(tr("&Alone, to practise"), this)),
      m_room(new QRadioButton(tr("In the lecturer's &room (a team event)"), this)), m_server(new QLineEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Join seminar"));
    auto *intro = new QLabel(tr("A seminar plays a pack's incidents live on the console's simulator; you rule as in an "
                                "event, and each ruling is graded against the pack's reference. The console starts "
                                "again on the seminar."),
                             this);
    intro->setWordWrap(true);
    m_pack->setPlaceholderText(tr("a seminar pack (.json)"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("Seminar pack"),
                                                          m_pack->text().isEmpty() ? m_folder : m_pack->text(),
                                                          tr("Seminar packs (*.json)"));
        if (!file.isEmpty())
            m_pack->setText(file);
    });
    auto *packRow = new QHBoxLayout;
    packRow->addWidget(m_pack, 1);
    packRow->addWidget(browse);
    m_about->setWordWrap(true);
    m_server->setPlaceholderText(tr("postgresql://your.login@server/seminar"));
    m_server->setText(recentTeamEvent);
    m_alone->setChecked(true);

    auto *form = new QFormLayout;
    auto *packLabel = new QLabel(tr("&Pack:"), this);
    packLabel->setBuddy(m_pack);
    form->addRow(packLabel, packRow);
    form->addRow(QString(), m_about);
    form->addRow(m_alone);
    form->addRow(m_room);
    form->addRow(tr("&Team event:"), m_server);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_pack, &QLineEdit::textChanged, this, &JoinSeminarDialog::update);
    connect(m_server, &QLineEdit::textChanged, this, &JoinSeminarDialog::update);
    connect(m_room, &QRadioButton::toggled, this, &JoinSeminarDialog::update);
    resize(640, sizeHint().height());
    update();
}

QString JoinSeminarDialog::pack() const
{
    return m_pack->text().trimmed();
}

QString JoinSeminarDialog::server() const
{
    return m_room->isChecked() ? m_server->text().trimmed() : QString();
}

void JoinSeminarDialog::update()
{
    m_server->setEnabled(m_room->isChecked());
    QString problem;
    if (pack().isEmpty()) {
        m_about->clear();
        problem = QStringLiteral(" ");
    } else if (const auto read = seminar::SeminarPack::load(pack()); !read) {
        problem = read.error().message;
    } else {
        //: %1: the pack's title; %n: its incidents
        m_about->setText(
            tr("%1: %n incident(s).", nullptr, int(read->incidents.size()))
                .arg(read->title.in(QLocale().name().startsWith(QLatin1String("ru")) ? QStringLiteral("ru")
                                                                                     : QStringLiteral("en"))));
        m_about->setStyleSheet(QString());
    }
    if (problem.isEmpty() && m_room->isChecked()) {
        if (const auto address = storage::PostgresOptions::fromUrl(server()); !address)
            problem = address.error().message;
    }
    if (!problem.trimmed().isEmpty()) {
        m_about->setText(problem);
        m_about->setStyleSheet(QStringLiteral("color: %1").arg(colours::Alarm.name()));
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace arbiter::ui
