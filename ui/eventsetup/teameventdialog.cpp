#include "ui/eventsetup/teameventdialog.h"

#include "ui/common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {
// libpq's sslmode values, safest first.
const char *const TlsModes[] = {"verify-full", "require", "prefer", "disable"};
} // namespace

TeamEventDialog::TeamEventDialog(const storage::PostgresOptions &initial, QWidget *parent)
    : QDialog(parent), m_server(new QLineEdit(this)), m_port(new QSpinBox(this)), m_database(new QLineEdit(this)),
      m_login(new QLineEdit(this)), m_tls(new QComboBox(this)), m_ca(new QLineEdit(this)), m_address(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Open team event"));
    auto *intro = new QLabel(tr("A team event is kept on its PostgreSQL server, and every arbiter of the team opens "
                                "it with their own login. The chief arbiter gives you the server and your login; "
                                "the password is asked for when connecting."),
                             this);
    intro->setWordWrap(true);

    m_server->setPlaceholderText(tr("db.example.org, or primary,standby"));
    m_server->setText(initial.host);
    m_port->setRange(1, 65535);
    m_port->setValue(initial.port > 0 ? initial.port : 5432);
    m_database->setPlaceholderText(tr("e.g. open2026"));
    m_database->setText(initial.database);
    m_login->setPlaceholderText(tr("e.g. anna.petrova"));
    m_login->setText(initial.user);
    m_tls->addItem(tr("Encrypted, the server's certificate checked (recommended)"), QString::fromLatin1(TlsModes[0]));
    m_tls->addItem(tr("Encrypted, the certificate not checked"), QString::fromLatin1(TlsModes[1]));
    m_tls->addItem(tr("Encrypted if the server offers it"), QString::fromLatin1(TlsModes[2]));
    m_tls->addItem(tr("Not encrypted (a trusted local network only)"), QString::fromLatin1(TlsModes[3]));
    const QString mode = initial.parameter(QStringLiteral("sslmode"));
    m_tls->setCurrentIndex(mode.isEmpty() && !initial.host.isEmpty() ? 2 : std::max(0, m_tls->findData(mode)));
    m_ca->setPlaceholderText(tr("the server's CA certificate (default: ~/.postgresql/root.crt)"));
    m_ca->setText(initial.parameter(QStringLiteral("sslrootcert")));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString file = QFileDialog::getOpenFileName(this, tr("The server's CA certificate"), m_ca->text(),
                                                          tr("Certificates (*.crt *.pem);;All files (*)"));
        if (!file.isEmpty())
            m_ca->setText(file);
    });
    auto *ca = new QHBoxLayout;
    ca->addWidget(m_ca, 1);
    ca->addWidget(browse);

    auto *form = new QFormLayout;
    form->addRow(tr("&Server:"), m_server);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("&Database:"), m_database);
    form->addRow(tr("Your &login:"), m_login);
    form->addRow(tr("&Connection:"), m_tls);
    auto *caLabel = new QLabel(tr("CA &certificate:"), this);
    caLabel->setBuddy(m_ca);
    form->addRow(caLabel, ca);
    m_address->setWordWrap(true);
    m_address->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_address);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QLineEdit *e : {m_server, m_database, m_login, m_ca})
        connect(e, &QLineEdit::textChanged, this, &TeamEventDialog::update);
    connect(m_port, &QSpinBox::valueChanged, this, &TeamEventDialog::update);
    connect(m_tls, &QComboBox::currentIndexChanged, this, &TeamEventDialog::update);
    update();
    resize(sizeHint().expandedTo(QSize(560, 0)));
}

void TeamEventDialog::update()
{
    storage::PostgresOptions o;
    o.host = m_server->text().trimmed().remove(u' ');
    o.port = m_port->value();
    o.database = m_database->text().trimmed();
    o.user = m_login->text().trimmed();
    const QString mode = m_tls->currentData().toString();
    // A unix socket is a folder on this machine: nothing to encrypt.
    const bool socket = o.host.startsWith(u'/');
    const bool checked = mode == QLatin1String("verify-full") && !socket;
    m_tls->setEnabled(!socket);
    m_ca->setEnabled(checked);
    if (!socket)
        o.setParameter(QStringLiteral("sslmode"), mode);
    if (checked && !m_ca->text().trimmed().isEmpty())
        o.setParameter(QStringLiteral("sslrootcert"), m_ca->text().trimmed());
    QString problem;
    if (o.host.isEmpty() || o.database.isEmpty() || o.user.isEmpty()) {
        problem = tr("Fill in the server, the database and your login.");
    } else if (const auto read = storage::PostgresOptions::fromUrl(o.url()); !read) {
        problem = read.error().message;
    } else {
        m_options = read.value();
    }
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
    m_address->setStyleSheet(problem.isEmpty() ? QString() : colours::problemTextStyle());
    //: %1: the server's address (postgresql://…)
    m_address->setText(problem.isEmpty() ? tr("Address: %1").arg(m_options.url()) : problem);
}

PasswordDialog::PasswordDialog(const QString &login, const QString &address, const QString &problem, bool canKeep,
                               QWidget *parent)
    : QDialog(parent), m_password(new QLineEdit(this)), m_keep(new QCheckBox(this))
{
    setWindowTitle(tr("Team event password"));
    //: %1: the login; %2: the server's address
    auto *text = new QLabel(tr("The password of %1 on %2:").arg(login, address), this);
    text->setWordWrap(true);
    m_password->setEchoMode(QLineEdit::Password);
    m_keep->setText(tr("&Keep it in the system keychain"));
    m_keep->setChecked(canKeep);
    m_keep->setEnabled(canKeep);
    if (!canKeep)
        m_keep->setToolTip(tr("No system keychain runs here: the password is asked for each time."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    if (!problem.isEmpty()) {
        auto *why = new QLabel(problem, this);
        why->setWordWrap(true);
        why->setStyleSheet(colours::problemTextStyle());
        layout->addWidget(why);
    }
    layout->addWidget(text);
    layout->addWidget(m_password);
    layout->addWidget(m_keep);
    layout->addWidget(buttons);
    resize(sizeHint().expandedTo(QSize(460, 0)));
}

QString PasswordDialog::password() const
{
    return m_password->text();
}

bool PasswordDialog::keep() const
{
    return m_keep->isEnabled() && m_keep->isChecked();
}

} // namespace arbiter::ui
