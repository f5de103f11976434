#include "ui/rulings/rulingdialog.h"

#include "core/rulings/permissions.h"
#include "core/rulings/rulingtext.h"
#include "core/rulings/scorerules.h"
#include "ui/common/palette.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QVBoxLayout>

namespace arbiter::ui {

using rulings::Kind;
using rulings::Ruling;
using rulings::RulingText;

namespace {
QComboBox *scoreBox(QWidget *parent, bool withWin)
{
    auto *box = new QComboBox(parent);
    if (withWin)
        box->addItem(QStringLiteral("1"), 2);
    box->addItem(QStringLiteral("½"), 1);
    box->addItem(QStringLiteral("0"), 0);
    return box;
}

// The kinds whose parameters a row shows.
bool oneOf(int kind, std::initializer_list<Kind> kinds)
{
    for (Kind k : kinds)
        if (kind == int(k))
            return true;
    return false;
}
} // namespace

RulingDialog::RulingDialog(QWidget *parent) : QDialog(parent)
{
    setWindowTitle(tr("Ruling"));
    auto *layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    layout->addLayout(m_form);
    m_gameLabel = new QLabel(this);
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    m_kind = new QComboBox(this);
    m_player = new QComboBox(this);
    m_seconds = new QSpinBox(this);
    m_seconds->setRange(-10800, 10800);
    m_seconds->setSuffix(tr(" s"));
    m_seconds->setValue(60);
    m_score = scoreBox(this, false);
    m_opponentScore = scoreBox(this, true);
    m_white = scoreBox(this, true);
    m_black = scoreBox(this, true);
    m_white->setCurrentIndex(1);
    m_black->setCurrentIndex(1);
    m_rounds = new QLineEdit(this);
    m_rounds->setPlaceholderText(tr("e.g. 5, 6"));
    m_penalty = new QComboBox(this);
    for (Kind k : Ruling::penalties())
        if (k != Kind::Provisional)
            m_penalty->addItem(RulingText::kindTitle(k), int(k));
    m_option = new QComboBox(this);
    for (const QString &o : RulingText::disconnectionOptions())
        m_option->addItem(RulingText::disconnectionOptionText(o), o);
    m_newMinutes = new QSpinBox(this);
    m_newMinutes->setRange(1, 180);
    m_newMinutes->setValue(10);
    m_newMinutes->setSuffix(tr(" min"));
    m_newIncrement = new QSpinBox(this);
    m_newIncrement->setRange(0, 60);
    m_newIncrement->setValue(5);
    m_newIncrement->setSuffix(tr(" s"));
    m_swap = new QCheckBox(tr("Wit&h the colours corrected (Art. 15.2)"), this);
    m_both = new QCheckBox(tr("&Both players absent"), this);
    m_expel = new QCheckBox(tr("Also &expel the player from the event (chief arbiter, Art. 9.8.2)"), this);
    m_reason = new QComboBox(this);
    m_ownReason = new QLineEdit(this);
    m_ownReason->setPlaceholderText(tr("In your own words"));
    m_article = new QLabel(this);
    m_propose = new QCheckBox(tr("&Propose to the chief arbiter"), this);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(colours::problemTextStyle());

    m_form->addRow(tr("Game:"), m_gameLabel);
    m_form->addRow(QString(), m_note);
    m_form->addRow(tr("&Ruling:"), m_kind);
    m_form->addRow(tr("P&layer:"), m_player);
    m_form->addRow(tr("&Time:"), m_seconds);
    m_form->addRow(tr("New &score:"), m_score);
    m_form->addRow(tr("&Opponent's score:"), m_opponentScore);
    m_form->addRow(tr("&White scores:"), m_white);
    m_form->addRow(tr("Blac&k scores:"), m_black);
    m_form->addRow(tr("Ro&unds:"), m_rounds);
    m_form->addRow(tr("Pe&nalty:"), m_penalty);
    m_form->addRow(tr("&Decision:"), m_option);
    m_form->addRow(tr("New time &control:"), m_newMinutes);
    m_form->addRow(tr("&Increment:"), m_newIncrement);
    m_form->addRow(QString(), m_swap);
    m_form->addRow(QString(), m_both);
    m_form->addRow(QString(), m_expel);
    m_form->addRow(tr("Re&ason:"), m_reason);
    m_form->addRow(QString(), m_ownReason);
    m_form->addRow(tr("Article:"), m_article);
    m_form->addRow(QString(), m_propose);
    layout->addWidget(m_problem);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Record"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    fillKinds();
    fillReasons();
    for (QComboBox *box : {m_kind, m_player, m_score, m_opponentScore, m_white, m_black, m_penalty, m_option, m_reason})
        connect(box, &QComboBox::currentIndexChanged, this, &RulingDialog::update);
    for (QSpinBox *spin : {m_seconds, m_newMinutes, m_newIncrement})
        connect(spin, &QSpinBox::valueChanged, this, &RulingDialog::update);
    for (QCheckBox *box : {m_swap, m_both, m_expel, m_propose})
        connect(box, &QCheckBox::toggled, this, &RulingDialog::update);
    connect(m_rounds, &QLineEdit::textChanged, this, &RulingDialog::update);
    connect(m_ownReason, &QLineEdit::textChanged, this, &RulingDialog::update);
    setGame({});
    setNote(QString());
    m_kind->setFocus();
}

void RulingDialog::fillKinds()
{
    m_kind->clear();
    // The nine of Art. 10.9 in their order, then the decisions on a game, then the cards.
    int n = 0;
    for (Kind k : Ruling::penalties())
        //: %1: the penalty's number in Art. 10.9; %2: its name
        m_kind->addItem(tr("%1. %2").arg(++n).arg(RulingText::kindTitle(k)), int(k));
    m_kind->addItem(m_hybrid ? tr("Forbidden device: loss, opponent wins (Art. 17.3)")
                             : tr("Forbidden device: loss, opponent wins (Art. 9.8.2)"),
                    int(ForbiddenDevice));
    m_kind->insertSeparator(m_kind->count());
    for (Kind k : {Kind::TimeAdjust, Kind::Pause, Kind::Resume, Kind::PauseRound, Kind::ResumeRound, Kind::ResultSet,
                   Kind::Restart, Kind::Disconnection, Kind::Forfeit})
        m_kind->addItem(RulingText::kindTitle(k), int(k));
    m_kind->insertSeparator(m_kind->count());
    for (Kind k : {Kind::YellowCard, Kind::RedCard})
        m_kind->addItem(RulingText::kindTitle(k), int(k));
}

void RulingDialog::fillReasons()
{
    m_reason->clear();
    m_reason->addItem(tr("(the ruling's own article)"), QString());
    for (const rulings::Reason &r : RulingText::reasons(m_hybrid))
        //: %1: the article; %2: the reason
        m_reason->addItem(tr("Art. %1 — %2").arg(r.article, r.text), r.key);
    m_reason->addItem(tr("Other (in your own words)"), QStringLiteral("*"));
}

void RulingDialog::setGame(const Game &game)
{
    m_game = game;
    m_player->clear();
    if (!game.gameId.isEmpty()) {
        if (game.board > 0)
            //: %1: the board number; %2: White's name; %3: Black's name
            m_gameLabel->setText(tr("Board %1: %2 – %3").arg(game.board).arg(game.white, game.black));
        else
            //: %1: White's name; %2: Black's name
            m_gameLabel->setText(tr("%1 – %2").arg(game.white, game.black));
        //: %1: the player's name
        m_player->addItem(tr("%1 (White)").arg(game.white), int(chess::White));
        //: %1: the player's name
        m_player->addItem(tr("%1 (Black)").arg(game.black), int(chess::Black));
    } else {
        m_gameLabel->setText(tr("none: a ruling on a player"));
    }
    update();
}

void RulingDialog::setNote(const QString &note)
{
    m_note->setText(note);
    m_form->setRowVisible(m_note, !note.isEmpty());
}

void RulingDialog::setPlayers(const QList<PlayerChoice> &players)
{
    if (!m_game.gameId.isEmpty())
        return;
    m_player->clear();
    m_choices = players;
    for (qsizetype i = 0; i < players.size(); ++i) {
        // The starting number tells namesakes apart.
        const PlayerChoice &p = players[i];
        m_player->addItem(p.ref.labelled(p.name), -1);
        m_player->setItemData(int(i), int(i), ChoiceRole);
    }
    update();
}

void RulingDialog::setHybrid(bool hybrid)
{
    if (hybrid == m_hybrid)
        return;
    m_hybrid = hybrid;
    const int kind = m_kind->currentData().toInt();
    const QString reason = m_reason->currentData().toString();
    fillKinds();
    fillReasons();
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(kind)));
    m_reason->setCurrentIndex(std::max(0, m_reason->findData(hybrid ? RulingText::partIIIbReason(reason) : reason)));
    update();
}

void RulingDialog::setRole(rulings::Role role)
{
    m_role = role;
    update();
}

void RulingDialog::setKind(Kind kind)
{
    const int i = m_kind->findData(int(kind));
    if (i >= 0)
        m_kind->setCurrentIndex(i);
}

void RulingDialog::setSide(chess::Color side)
{
    const int i = m_player->findData(int(side));
    if (i >= 0)
        m_player->setCurrentIndex(i);
}

void RulingDialog::setReasonKey(const QString &key)
{
    const int i = m_reason->findData(key);
    if (i >= 0) {
        m_reason->setCurrentIndex(i);
    } else if (!key.isEmpty()) {
        m_reason->setCurrentIndex(m_reason->findData(QStringLiteral("*")));
        m_ownReason->setText(key);
    }
}

void RulingDialog::setDraft(const Ruling &d)
{
    setKind(d.kind);
    if (d.side)
        setSide(*d.side);
    else
        for (qsizetype i = 0; i < m_choices.size(); ++i)
            if (m_choices[i].ref.key(m_choices[i].name) == d.playerKey())
                m_player->setCurrentIndex(int(i));
    setReasonKey(d.reason);
    if (d.params.contains(QLatin1String("ms")))
        m_seconds->setValue(int(d.ms() / 1000));
    if (d.params.contains(QLatin1String("opponentScore")))
        m_opponentScore->setCurrentIndex(m_opponentScore->findData(d.halves("opponentScore")));
    if (d.params.contains(QLatin1String("swap")))
        m_swap->setChecked(d.params.value(QLatin1String("swap")).toBool());
    m_propose->setChecked(d.proposed);
    update();
}

int RulingDialog::currentKind() const
{
    return m_kind->currentData().toInt();
}

bool RulingDialog::canIssue(Kind kind) const
{
    return !rulings::Permissions::refusal(m_role, kind, false, kind == Kind::ResultSet && m_game.context.ended);
}

Ruling RulingDialog::draft() const
{
    Ruling r;
    const int kind = currentKind();
    r.kind = kind == ForbiddenDevice ? Kind::Loss : Kind(kind);
    r.gameId = m_game.gameId;
    r.board = m_game.board;
    const int side = m_player->currentData().toInt();
    if (side == int(chess::White) || side == int(chess::Black)) {
        r.side = chess::Color(side);
        r.player = r.side == chess::White ? m_game.white : m_game.black;
        r.opponent = r.side == chess::White ? m_game.black : m_game.white;
        r.playerRef = r.side == chess::White ? m_game.whiteRef : m_game.blackRef;
        r.opponentRef = r.side == chess::White ? m_game.blackRef : m_game.whiteRef;
    } else if (const int i = m_player->currentData(ChoiceRole).toInt();
               i >= 0 && i < m_choices.size() && m_player->currentIndex() >= 0) {
        r.player = m_choices[i].name;
        r.playerRef = m_choices[i].ref;
    }
    const std::int64_t ms = std::int64_t(m_seconds->value()) * 1000;
    switch (r.kind) {
    case Kind::TimeAdd:
    case Kind::TimeDeduct:
    case Kind::TimeAdjust: r.params.insert(QStringLiteral("ms"), qint64(ms)); break;
    case Kind::ScoreReduce: r.params.insert(QStringLiteral("score"), m_score->currentData().toInt()); break;
    case Kind::Loss:
    case Kind::Forfeit:
        r.params.insert(QStringLiteral("opponentScore"), m_opponentScore->currentData().toInt());
        if (r.kind == Kind::Forfeit && m_both->isChecked()) {
            r.params.insert(QStringLiteral("both"), true);
            r.side.reset();
            r.player.clear();
            r.opponent.clear();
            r.playerRef = r.opponentRef = {};
        }
        break;
    case Kind::ResultSet:
        r.params.insert(QStringLiteral("white"), m_white->currentData().toInt());
        r.params.insert(QStringLiteral("black"), m_black->currentData().toInt());
        break;
    case Kind::Exclusion: {
        QJsonArray rounds;
        for (const QString &part :
             m_rounds->text().split(QRegularExpression(QStringLiteral("[,; ]+")), Qt::SkipEmptyParts))
            rounds.append(part.toInt());
        r.params.insert(QStringLiteral("rounds"), rounds);
        break;
    }
    case Kind::Provisional: {
        const Kind inner = Kind(m_penalty->currentData().toInt());
        r.params.insert(QStringLiteral("penalty"), QString(Ruling::kindKey(inner)));
        if (inner == Kind::TimeAdd || inner == Kind::TimeDeduct)
            r.params.insert(QStringLiteral("ms"), qint64(ms));
        if (inner == Kind::ScoreReduce)
            r.params.insert(QStringLiteral("score"), m_score->currentData().toInt());
        if (inner == Kind::Loss)
            r.params.insert(QStringLiteral("opponentScore"), m_opponentScore->currentData().toInt());
        break;
    }
    case Kind::Restart:
        if (m_swap->isChecked())
            r.params.insert(QStringLiteral("swap"), true);
        break;
    case Kind::Disconnection: {
        const QString option = m_option->currentData().toString();
        r.params.insert(QStringLiteral("option"), option);
        if (option == u"reduce")
            r.params.insert(QStringLiteral("ms"), qint64(std::abs(ms)));
        if (option == u"restart-shorter") {
            r.params.insert(QStringLiteral("initialMs"), qint64(m_newMinutes->value()) * 60'000);
            r.params.insert(QStringLiteral("incrementMs"), qint64(m_newIncrement->value()) * 1000);
        }
        if (option == u"loss")
            r.params.insert(QStringLiteral("opponentScore"), m_opponentScore->currentData().toInt());
        break;
    }
    default: break;
    }
    const QString reason = m_reason->currentData().toString();
    r.reason = reason == u"*" ? m_ownReason->text().trimmed() : reason;
    if (kind == ForbiddenDevice) {
        r.reason = m_hybrid ? QStringLiteral("17.3-forbidden-device") : QStringLiteral("9.8.2-forbidden-device");
        r.article = m_hybrid ? QStringLiteral("17.3") : QStringLiteral("9.8.2");
        r.params.insert(QStringLiteral("opponentScore"), 2);
    }
    r.proposed = m_propose->isChecked();
    return r;
}

QList<Ruling> RulingDialog::rulings() const
{
    QList<Ruling> out{draft()};
    if (currentKind() == ForbiddenDevice && m_expel->isChecked()) {
        Ruling expel = out.first();
        expel.kind = Kind::Expulsion;
        expel.params = {};
        expel.proposed = !canIssue(Kind::Expulsion);
        out.append(expel);
    }
    return out;
}

QString RulingDialog::problem() const
{
    return m_problem->text();
}

void RulingDialog::update()
{
    const int kind = currentKind();
    const bool onGame = !m_game.gameId.isEmpty();
    const Kind effective = kind == ForbiddenDevice ? Kind::Loss : Kind(kind);
    const Kind inner = Kind(m_penalty->currentData().toInt());
    const bool provisional = kind == int(Kind::Provisional);
    const QString option = m_option->currentData().toString();
    auto show = [this](QWidget *field, bool visible) { m_form->setRowVisible(field, visible); };
    show(
        m_player,
        !oneOf(kind, {Kind::PauseRound, Kind::ResumeRound, Kind::Pause, Kind::Resume, Kind::ResultSet, Kind::Restart}));
    show(m_seconds,
         oneOf(kind, {Kind::TimeAdd, Kind::TimeDeduct, Kind::TimeAdjust})
             || (provisional && (inner == Kind::TimeAdd || inner == Kind::TimeDeduct))
             || (kind == int(Kind::Disconnection) && option == u"reduce"));
    show(m_score, kind == int(Kind::ScoreReduce) || (provisional && inner == Kind::ScoreReduce));
    show(m_opponentScore,
         oneOf(kind, {Kind::Loss, Kind::Forfeit}) || (provisional && inner == Kind::Loss)
             || (kind == int(Kind::Disconnection) && option == u"loss"));
    show(m_white, kind == int(Kind::ResultSet));
    show(m_black, kind == int(Kind::ResultSet));
    show(m_rounds, kind == int(Kind::Exclusion));
    show(m_penalty, provisional);
    show(m_option, kind == int(Kind::Disconnection));
    show(m_newMinutes, kind == int(Kind::Disconnection) && option == u"restart-shorter");
    show(m_newIncrement, kind == int(Kind::Disconnection) && option == u"restart-shorter");
    show(m_swap, kind == int(Kind::Restart));
    m_swap->setEnabled(!m_game.context.known || rulings::PenaltyRules::colourRestartAllowed(m_game.context.plies));
    show(m_both, kind == int(Kind::Forfeit));
    show(m_expel, kind == ForbiddenDevice);
    show(m_ownReason, m_reason->currentData().toString() == u"*");
    m_seconds->setMinimum(kind == int(Kind::TimeAdjust) ? -10800 : 1);

    // An arbiter who may not decide this proposes it.
    const bool mayIssue = canIssue(effective);
    m_propose->setEnabled(mayIssue && m_role != rulings::Role::ChiefArbiter);
    if (!mayIssue)
        m_propose->setChecked(true);
    if (m_role == rulings::Role::ChiefArbiter)
        m_propose->setChecked(false);
    m_propose->setVisible(m_role != rulings::Role::ChiefArbiter);

    Ruling r = draft();
    rulings::GameContext context = m_game.context;
    std::optional<QString> problem;
    if (!onGame && rulings::PenaltyRules::needsGame(effective))
        problem = tr("This ruling is made on a game: open it from a board.");
    if (!problem)
        problem = rulings::PenaltyRules::check(r, context);
    if (m_hybrid)
        r.article = RulingText::partIIIb(r.article); // as the service will record it
    m_article->setText(r.article.isEmpty() ? QStringLiteral("—") : RulingText::articleText(r.article));
    m_problem->setText(problem.value_or(QString()));
    m_problem->setVisible(problem.has_value());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem);
    m_buttons->button(QDialogButtonBox::Ok)->setText(m_propose->isChecked() ? tr("Propose") : tr("Record"));
}

} // namespace arbiter::ui
