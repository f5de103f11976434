#include "ui/eventsetup/databaseproblemdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace arbiter::ui {

using Kind = storage::OpenError::Kind;

DatabaseProblemDialog::DatabaseProblemDialog(const storage::OpenError &error, QWidget *parent)
    : QDialog(parent), m_error(error), m_headline(new QLabel(this)), m_advice(new QLabel(this)),
      m_moveAside(new QPushButton(this)), m_openOther(new QPushButton(this)), m_startNew(new QPushButton(this)),
      m_tryAgain(new QPushButton(this)), m_quit(new QPushButton(this))
{
    setWindowTitle(tr("The event database cannot be opened"));
    auto *icon = new QLabel(this);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(48, 48));
    icon->setAlignment(Qt::AlignTop);

    QFont bold = m_headline->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_headline->setFont(bold);
    m_headline->setWordWrap(true);
    m_headline->setText(headline());

    auto *file = new QLabel(this);
    file->setTextInteractionFlags(Qt::TextSelectableByMouse);
    file->setWordWrap(true);
    //: %1: the database file's path, in the system's notation
    file->setText(error.path.isEmpty() ? QString() : tr("File: %1").arg(QDir::toNativeSeparators(error.path)));
    file->setVisible(!error.path.isEmpty());
    auto *detail = new QLabel(error.message, this);
    detail->setTextInteractionFlags(Qt::TextSelectableByMouse);
    detail->setWordWrap(true);
    m_advice->setWordWrap(true);
    m_advice->setText(advice());

    auto *text = new QVBoxLayout;
    text->addWidget(m_headline);
    text->addWidget(file);
    text->addWidget(detail);
    text->addSpacing(6);
    text->addWidget(m_advice);
    text->addStretch(1);
    auto *top = new QHBoxLayout;
    top->addWidget(icon);
    top->addLayout(text, 1);

    m_moveAside->setText(tr("&Move it aside and start a new one"));
    m_openOther->setText(tr("&Open another…"));
    m_startNew->setText(tr("Start a &new one…"));
    m_tryAgain->setText(tr("&Try again"));
    m_quit->setText(tr("&Quit"));
    auto *buttons = new QDialogButtonBox(this);
    for (QPushButton *b : {m_moveAside, m_openOther, m_startNew, m_tryAgain})
        buttons->addButton(b, QDialogButtonBox::ActionRole);
    buttons->addButton(m_quit, QDialogButtonBox::RejectRole);
    // After addButton(), which shows them. Moving another program's file aside would break that
    // program; a newer console's file can be moved (it is kept), though updating is better.
    m_moveAside->setVisible(error.kind != Kind::ForeignDatabase && error.kind != Kind::DriverMissing
                            && !error.path.isEmpty());
    m_tryAgain->setVisible(error.kind == Kind::Unavailable);
    (m_moveAside->isVisibleTo(this) ? m_moveAside : m_openOther)->setDefault(true);
    connect(m_moveAside, &QPushButton::clicked, this, [this] { choose(Choice::MoveAside); });
    connect(m_openOther, &QPushButton::clicked, this, [this] { choose(Choice::OpenOther); });
    connect(m_startNew, &QPushButton::clicked, this, [this] { choose(Choice::StartNew); });
    connect(m_tryAgain, &QPushButton::clicked, this, [this] { choose(Choice::TryAgain); });
    connect(m_quit, &QPushButton::clicked, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(buttons);
    setMinimumWidth(560);

    m_chooser = [this](Choice choice, const QString &start) {
        const QString filter = tr("Event databases (*.sqlite *.db);;All files (*)");
        if (choice == Choice::OpenOther)
            return QFileDialog::getOpenFileName(this, tr("Open an event database"), start, filter);
        return QFileDialog::getSaveFileName(this, tr("Start a new event database"), start, filter, nullptr,
                                            QFileDialog::DontConfirmOverwrite);
    };
}

QString DatabaseProblemDialog::headline() const
{
    switch (m_error.kind) {
    case Kind::NotADatabase: return tr("This file is not an event database.");
    case Kind::Damaged: return tr("The event database is damaged.");
    case Kind::NewerSchema: return tr("The event database was written by a newer Arbiter Console.");
    case Kind::ForeignDatabase: return tr("This file is another program's database.");
    case Kind::DriverMissing: return tr("The database driver is not installed.");
    case Kind::PasswordRefused: return tr("The team event's server refused the password.");
    case Kind::Unavailable: break;
    }
    return tr("The event database cannot be reached.");
}

QString DatabaseProblemDialog::advice() const
{
    switch (m_error.kind) {
    case Kind::NotADatabase:
    case Kind::Damaged:
        return tr("Move it aside to keep it (it is renamed, nothing is deleted) and start a new event database in "
                  "its place, or open another file.");
    case Kind::NewerSchema:
        return tr("Update Arbiter Console to open it. If you cannot, move it aside (it is kept unchanged) and start "
                  "a new one, or open another file.");
    case Kind::ForeignDatabase:
        return tr("Arbiter Console never writes into another program's database, and does not move it. Open your "
                  "event database, or start a new one in another file.");
    case Kind::DriverMissing: return tr("Install the package named above, then start the console again.");
    case Kind::PasswordRefused: return tr("Open the team event again and give your password.");
    case Kind::Unavailable: break;
    }
    return tr("Check that the file and its folder can be read and written (and that the disk is connected), then "
              "try again, or open another file.");
}

QPushButton *DatabaseProblemDialog::button(Choice choice) const
{
    switch (choice) {
    case Choice::MoveAside: return m_moveAside;
    case Choice::OpenOther: return m_openOther;
    case Choice::StartNew: return m_startNew;
    case Choice::TryAgain: return m_tryAgain;
    case Choice::Quit: break;
    }
    return m_quit;
}

void DatabaseProblemDialog::choose(Choice choice)
{
    if (choice == Choice::OpenOther || choice == Choice::StartNew) {
        const QString start = m_error.path.isEmpty() ? QString() : QFileInfo(m_error.path).absolutePath();
        const QString path = m_chooser(choice, start);
        if (path.isEmpty())
            return; // cancelled: the arbiter chooses again
        m_path = path;
    }
    m_choice = choice;
    accept();
}

} // namespace arbiter::ui
