#include "ui/eventsetup/connectiondialog.h"

#include "ui/common/palette.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace arbiter::ui {

namespace {

enum Tab { LichessTab, LivePgnTab, SimulatorTab };

} // namespace

ConnectionDialog::ConnectionDialog(QWidget *parent)
    : QDialog(parent), m_tabs(new QTabWidget(this)), m_lichessServer(new QLineEdit(this)),
      m_bulkId(new QLineEdit(this)), m_gameIds(new QPlainTextEdit(this)), m_broadcast(new QLineEdit(this)),
      m_lichessToken(new QLineEdit(this)), m_pgnUrl(new QLineEdit(this)), m_pgnFile(new QLineEdit(this)),
      m_browse(new QPushButton(this)), m_simAddress(new QLineEdit(this)), m_simToken(new QLineEdit(this)),
      m_simRound(new QLineEdit(this)), m_state(new QLabel(this)), m_explanation(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this)), m_connect(new QPushButton(this))
{
    setObjectName(QStringLiteral("connectionDialog"));
    auto label = [this](QWidget *buddy) {
        auto *l = new QLabel(this);
        l->setBuddy(buddy);
        m_labels << l;
        return l;
    };

    auto *lichess = new QWidget(this);
    auto *lf = new QFormLayout(lichess);
    m_lichessServer->setText(QStringLiteral("https://lichess.org"));
    m_gameIds->setTabChangesFocus(true);
    m_gameIds->setMaximumHeight(80);
    m_lichessToken->setEchoMode(QLineEdit::Password);
    lf->addRow(label(m_lichessServer), m_lichessServer);
    lf->addRow(label(m_bulkId), m_bulkId);
    lf->addRow(label(m_gameIds), m_gameIds);
    lf->addRow(label(m_broadcast), m_broadcast);
    lf->addRow(label(m_lichessToken), m_lichessToken);
    m_tabs->addTab(lichess, QString());

    auto *pgn = new QWidget(this);
    auto *pf = new QFormLayout(pgn);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_pgnFile, 1);
    fileRow->addWidget(m_browse);
    connect(m_browse, &QPushButton::clicked, this, &ConnectionDialog::browsePgn);
    pf->addRow(label(m_pgnUrl), m_pgnUrl);
    pf->addRow(label(m_pgnFile), fileRow);
    m_tabs->addTab(pgn, QString());

    auto *sim = new QWidget(this);
    auto *sf = new QFormLayout(sim);
    m_simAddress->setText(QStringLiteral("http://127.0.0.1:8080"));
    m_simToken->setEchoMode(QLineEdit::Password);
    sf->addRow(label(m_simAddress), m_simAddress);
    sf->addRow(label(m_simToken), m_simToken);
    sf->addRow(label(m_simRound), m_simRound);
    m_tabs->addTab(sim, QString());

    QFont bold = m_state->font();
    bold.setBold(true);
    m_state->setFont(bold);
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->setMinimumHeight(m_explanation->fontMetrics().lineSpacing() * 3);
    m_connect->setDefault(true);
    m_buttons->addButton(m_connect, QDialogButtonBox::AcceptRole);
    connect(m_connect, &QPushButton::clicked, this, &ConnectionDialog::connectToZone);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::hide);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(m_state);
    layout->addWidget(m_explanation);
    layout->addWidget(m_buttons);
    retranslate();
    setHealth({});
    resize(560, 420);
}

void ConnectionDialog::retranslate()
{
    setWindowTitle(tr("Connect to the game zone"));
    const QStringList texts = {tr("Lichess &server:"),     tr("&Bulk pairing id:"),   tr("&Game ids or links:"),
                               tr("B&roadcast round id:"), tr("Organiser's &token:"), tr("Live PGN &address:"),
                               tr("or PGN &file:"),        tr("Simulator &address:"), tr("&Token:"),
                               tr("&Round (optional):")};
    for (int i = 0; i < m_labels.size() && i < texts.size(); ++i)
        m_labels[i]->setText(texts[i]);
    m_tabs->setTabText(LichessTab, tr("Lichess"));
    m_tabs->setTabText(LivePgnTab, tr("Live PGN"));
    m_tabs->setTabText(SimulatorTab, tr("Simulator"));
    m_bulkId->setPlaceholderText(tr("from the bulk pairing's address, e.g. RVAcwgg7"));
    m_gameIds->setPlaceholderText(tr("one or more, e.g. abcd1234 or https://lichess.org/abcd1234"));
    m_broadcast->setPlaceholderText(tr("the last part of the round's address"));
    m_lichessToken->setPlaceholderText(tr("needed for a bulk pairing; never stored"));
    m_pgnUrl->setPlaceholderText(tr("e.g. https://example.org/live/round1.pgn"));
    m_browse->setText(tr("&Browse…"));
    m_simToken->setPlaceholderText(tr("the token the simulator printed"));
    m_connect->setText(tr("&Connect"));
    setHealth(m_health);
}

void ConnectionDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

zone::ZoneSource ConnectionDialog::source() const
{
    zone::ZoneSource s;
    switch (m_tabs->currentIndex()) {
    case LichessTab:
        s.kind = zone::ZoneSource::Kind::Lichess;
        s.baseUrl = QUrl(m_lichessServer->text().trimmed());
        s.bulkId = m_bulkId->text().trimmed();
        s.gameIds = zone::ZoneSource::parseGameIds(m_gameIds->toPlainText());
        s.broadcastRoundId = m_broadcast->text().trimmed();
        s.token = m_lichessToken->text().trimmed().toUtf8();
        break;
    case LivePgnTab:
        s.kind = zone::ZoneSource::Kind::LivePgn;
        s.pgnUrl = QUrl(m_pgnUrl->text().trimmed());
        s.pgnFile = m_pgnFile->text().trimmed();
        break;
    default:
        s.kind = zone::ZoneSource::Kind::Simulator;
        s.baseUrl = QUrl(m_simAddress->text().trimmed());
        s.token = m_simToken->text().trimmed().toUtf8();
        s.roundId = m_simRound->text().trimmed();
        break;
    }
    return s;
}

void ConnectionDialog::setSource(const zone::ZoneSource &s)
{
    switch (s.kind) {
    case zone::ZoneSource::Kind::Lichess:
        m_tabs->setCurrentIndex(LichessTab);
        if (!s.baseUrl.isEmpty())
            m_lichessServer->setText(s.baseUrl.toString());
        m_bulkId->setText(s.bulkId);
        m_gameIds->setPlainText(s.gameIds.join(u' '));
        m_broadcast->setText(s.broadcastRoundId);
        if (!s.token.isEmpty())
            m_lichessToken->setText(QString::fromUtf8(s.token));
        break;
    case zone::ZoneSource::Kind::LivePgn:
        m_tabs->setCurrentIndex(LivePgnTab);
        m_pgnUrl->setText(s.pgnUrl.toString());
        m_pgnFile->setText(s.pgnFile);
        break;
    case zone::ZoneSource::Kind::Simulator:
        m_tabs->setCurrentIndex(SimulatorTab);
        m_simAddress->setText(s.baseUrl.toString());
        if (!s.token.isEmpty())
            m_simToken->setText(QString::fromUtf8(s.token));
        m_simRound->setText(s.roundId);
        break;
    }
}

bool ConnectionDialog::connectToZone()
{
    const zone::ZoneSource s = source();
    if (auto error = s.check()) {
        showState(tr("Cannot connect yet"), error->message, colours::Alarm);
        return false;
    }
    m_connecting = s.description();
    //: %1: the game zone's address
    const QString asking = tr("Asking %1 for the games.").arg(m_connecting);
    showState(tr("Connecting…"), asking, colours::Info);
    Q_EMIT connectRequested(s);
    return true;
}

void ConnectionDialog::showState(const QString &state, const QString &explanation, const QColor &colour)
{
    m_state->setText(state);
    m_state->setStyleSheet(colour.isValid() ? QStringLiteral("color: %1").arg(colours::css(colour)) : QString());
    m_explanation->setText(explanation);
}

void ConnectionDialog::setHealth(const zone::ConnectionHealth &health)
{
    m_health = health;
    using State = zone::ConnectionHealth::State;
    switch (health.state) {
    case State::Idle:
        showState(tr("Not connected"), tr("Choose where the games come from and press Connect."), QColor());
        break;
    case State::Connecting:
        showState(tr("Connecting…"), tr("Asking %1 for the games.").arg(m_connecting), colours::Info);
        break;
    case State::Connected:
        showState(tr("Connected"),
                  tr("The games appear on the board wall as the zone reports them. This window can be closed."),
                  colours::Running);
        break;
    case State::Reconnecting: {
        //: %1: why the connection was lost (the network's or the zone's message)
        const QString reason = health.reason.isEmpty() ? QString() : u' ' + tr("Reason: %1").arg(health.reason);
        showState(tr("Connection lost"),
                  //: %n: the seconds until the console tries again
                  tr("The console tries again by itself in %n second(s); the boards keep what they showed, and "
                     "nothing is lost: the zone sends what was missed.",
                     nullptr, int((health.retryInMs + 999) / 1000))
                      + reason,
                  colours::Caution);
        break;
    }
    case State::Failed:
        showState(tr("Could not connect"),
                  //: %1: why it could not connect (one or more sentences)
                  tr("%1 Check the address, the ids and the token, then press Connect again.").arg(health.reason),
                  colours::Alarm);
        break;
    }
}

QString ConnectionDialog::healthText() const
{
    return m_state->text() + u'\n' + m_explanation->text();
}

void ConnectionDialog::browsePgn()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Live PGN file"), m_pgnFile->text(),
                                                      tr("PGN files (*.pgn);;All files (*)"));
    if (!file.isEmpty())
        m_pgnFile->setText(file);
}

} // namespace arbiter::ui
