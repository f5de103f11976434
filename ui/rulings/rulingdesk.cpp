#include "ui/rulings/rulingdesk.h"

#include "ui/players/playersdock.h"

#include "core/live/gamesnapshot.h"
#include "core/models/gametablemodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/permissions.h"
#include "core/rulings/rulingtext.h"
#include "core/rulings/scorerules.h"
#include "ui/common/columnfit.h"
#include "ui/eventsetup/cardpolicydialog.h"
#include "ui/focus/focusedboard.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdialog.h"
#include "ui/rulings/rulingsdock.h"

#include <QAction>
#include <QDockWidget>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTableView>
#include <QTimer>

#include <algorithm>
#include <tuple>
#include <utility>

namespace arbiter::ui {

using rulings::Kind;
using rulings::Ruling;

// What an incident is answered with, as a first proposal (the arbiter changes what fits): for a VCS
// absence or a move off the VCS, the card the event's policy gives (a second yellow is a red).
Ruling RulingDesk::draftFor(const watch::Incident &i) const
{
    Ruling r;
    r.gameId = i.gameId;
    r.board = i.board;
    r.side = i.side;
    if (i.side) {
        r.player = *i.side == chess::White ? i.white : i.black;
        r.opponent = *i.side == chess::White ? i.black : i.white;
        const models::GameTableModel *games = m_window->games();
        r.playerRef = games->playerRef(games->rowOf(i.gameId), *i.side);
        r.opponentRef = games->playerRef(games->rowOf(i.gameId), chess::Color(1 - int(*i.side)));
    }
    switch (i.kind) {
    case watch::Incident::Kind::VcsAbsent:
    case watch::Incident::Kind::MovedOffVcs:
        r.kind = m_policy.enabled ? m_policy.nextCard(m_model->book(), r.playerKey(), 0) : Kind::Warning;
        r.reason = i.kind == watch::Incident::Kind::MovedOffVcs ? QStringLiteral("13.3-moved-off-vcs")
                                                                : QStringLiteral("13.4-vcs-disconnection");
        break;
    case watch::Incident::Kind::Disconnected: r.kind = Kind::Disconnection; break;
    case watch::Incident::Kind::ColoursReversed:
        r.kind = Kind::Restart;
        r.params.insert(QStringLiteral("swap"), true);
        break;
    case watch::Incident::Kind::ClockFault: r.kind = Kind::TimeAdjust; break;
    case watch::Incident::Kind::NoShow:
        r.kind = Kind::Forfeit;
        r.reason = QStringLiteral("8.5-no-show");
        break;
    case watch::Incident::Kind::AutomaticDraw:
    case watch::Incident::Kind::ResultDisagrees:
    case watch::Incident::Kind::ArbiterDecides: r.kind = Kind::ResultSet; break;
    default: r.kind = Kind::Warning; break;
    }
    return r;
}

RulingDesk::RulingDesk(MainWindow *window, models::RulingModel *model)
    : QObject(window), m_window(window), m_model(model)
{
    m_dock = new RulingsDock(model, window);
    // A new game listed may be the later game of a player a ruling follows (followPlayers()).
    connect(window->games(), &QAbstractItemModel::rowsInserted, this, [this] { queueFollow(); });
    window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    if (QDockWidget *incidents = window->incidentDock())
        window->tabifyDockWidget(incidents, m_dock);
    connect(m_dock, &RulingsDock::rulingRequested, this, &RulingDesk::rulingRequested);
    // An appeal decided "changed": the ruling that replaces the annulled one, from the same game.
    connect(m_dock, &RulingsDock::replacementRequested, this, [this](const Ruling &original) {
        if (rulings::Permissions::refusal(m_role, original.kind, false) || original.gameId.isEmpty()) {
            m_window->statusBar()->showMessage(
                tr("The appeal's decision is recorded; the chief arbiter records the ruling that replaces it."), 10000);
            return;
        }
        Ruling draft = original;
        draft.seq = 0;
        draft.reason.clear();
        rulingOnGame(original.gameId, draft);
    });
    // The players panel: each player's score after rulings, cards, penalties and presence.
    m_players = new PlayersDock(window->games(), model, window);
    window->addDockWidget(Qt::BottomDockWidgetArea, m_players);
    window->tabifyDockWidget(m_dock, m_players);
    if (QDockWidget *incidents = window->incidentDock())
        incidents->raise(); // the queue in front, as before

    m_menu = new QMenu(window);
    window->menuBar()->insertMenu(window->settingsMenu()->menuAction(), m_menu);
    m_gameRuling = m_menu->addAction(QString());
    m_gameRuling->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    connect(m_gameRuling, &QAction::triggered, this, [this] { rulingOnGame(); });
    m_incidentRuling = m_menu->addAction(QString());
    m_incidentRuling->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    connect(m_incidentRuling, &QAction::triggered, this, &RulingDesk::rulingOnIncident);
    m_playerRuling = m_menu->addAction(QString());
    m_playerRuling->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_playerRuling, &QAction::triggered, this, &RulingDesk::rulingOnPlayer);
    m_menu->addSeparator();
    m_log = m_menu->addAction(QString());
    m_log->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_3));
    connect(m_log, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        m_dock->showChecklist(false);
        m_dock->view()->setFocus();
    });
    m_playersAction = m_menu->addAction(QString());
    m_playersAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_5));
    connect(m_playersAction, &QAction::triggered, m_players, &PlayersDock::showInFront);
    m_checklist = m_menu->addAction(QString());
    m_checklist->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_4));
    connect(m_checklist, &QAction::triggered, this, [this] {
        m_dock->show();
        m_dock->raise();
        m_dock->showChecklist(true);
        m_dock->view()->setFocus();
    });
    m_menu->addSeparator();
    m_whiteVcs = m_menu->addAction(QString());
    m_whiteVcs->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_W));
    connect(m_whiteVcs, &QAction::triggered, this, [this] { markVcs(chess::White); });
    m_blackVcs = m_menu->addAction(QString());
    m_blackVcs->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_B));
    connect(m_blackVcs, &QAction::triggered, this, [this] { markVcs(chess::Black); });
    m_policyAction = m_menu->addAction(QString());
    connect(m_policyAction, &QAction::triggered, this, &RulingDesk::editCardPolicy);
    m_evidenceAction = m_menu->addAction(QString());
    m_evidenceAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_evidenceAction, &QAction::triggered, this, &RulingDesk::evidenceRequested);
    m_menu->addSeparator();
    m_whoAmI = m_menu->addAction(QString());
    m_whoAmI->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    connect(m_whoAmI, &QAction::triggered, this, [this] {
        if (m_login.isEmpty()) {
            Q_EMIT identityRequested();
            return;
        }
        QMessageBox::information(m_window, tr("Who am I"),
                                 //: %1: name; %2: role; %3: login
                                 tr("On a team event you are your login: %1, %2, login %3. The event's server "
                                    "decides what you may record; another person signs in with their own login.")
                                     .arg(m_name, event::StaffMember::roleText(m_role), m_login));
    });
    m_who = new QLabel(window);
    window->statusBar()->addPermanentWidget(m_who);
    window->installEventFilter(this);
    retranslate();
}

bool RulingDesk::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}

void RulingDesk::retranslate()
{
    m_menu->setTitle(tr("&Rulings"));
    m_gameRuling->setText(tr("Ruling on this &game…"));
    m_incidentRuling->setText(tr("&Answer the incident with a ruling…"));
    m_playerRuling->setText(tr("Ruling on a &player…"));
    m_log->setText(tr("Rulings &log"));
    m_playersAction->setText(tr("Pla&yers"));
    m_checklist->setText(tr("Apply on the plat&form…"));
    // A team event's login is who you are: the action only says so.
    m_whoAmI->setText(m_login.isEmpty() ? tr("&Who am I…") : tr("&Who am I (team event)…"));
    m_whiteVcs->setText(tr("White off or back on the &VCS"));
    m_blackVcs->setText(tr("Black off or back on the V&CS"));
    m_policyAction->setText(tr("Ca&rd policy…"));
    m_evidenceAction->setText(tr("VCS &evidence…"));
    //: %1: the arbiter's name; %2: their role, e.g. Chief arbiter
    m_who->setText(m_known ? tr("You: %1, %2").arg(m_name, event::StaffMember::roleText(m_role))
                           : tr("You: not chosen (Ctrl+I)"));
    if (!m_login.isEmpty())
        //: %1: the arbiter's name; %2: their role; %3: their login on the team event's server
        m_who->setText(tr("You: %1, %2 (login %3)").arg(m_name, event::StaffMember::roleText(m_role), m_login));
}

void RulingDesk::setIdentity(const QString &name, int role, const QList<event::StaffMember> &staff)
{
    m_known = !name.isEmpty() && role >= 0;
    m_name = name;
    const auto me = event::StaffMember::find(staff, name);
    m_login = me ? me->login : QString();
    if (m_known)
        m_role = rulings::Role(role);
    m_dock->setRole(m_role);
    retranslate();
}

void RulingDesk::markVcs(chess::Color side)
{
    const QString id = m_window->currentGameId();
    const int row = m_window->games()->rowOf(id);
    const live::GameSnapshot *s = row >= 0 ? m_window->games()->snapshot(row) : nullptr;
    if (!s) {
        m_window->statusBar()->showMessage(tr("Select a board first."), 5000);
        return;
    }
    const bool off = s->has(side == chess::White ? live::GameSnapshot::WhiteOffVcs : live::GameSnapshot::BlackOffVcs);
    Q_EMIT vcsMarkRequested(id, side, off);
    const QString name = side == chess::White ? s->pairing.white : s->pairing.black;
    if (off)
        //: %1: the player's name
        m_window->statusBar()->showMessage(tr("%1 marked back on the VCS.").arg(name), 5000);
    else
        //: %1: the player's name
        m_window->statusBar()->showMessage(tr("%1 marked off the VCS.").arg(name), 5000);
}

void RulingDesk::setAppealMinutes(int minutes)
{
    m_dock->setAppealMinutes(minutes);
}

void RulingDesk::setEventPlayers(const event::PlayerDirectory &players)
{
    m_eventPlayers = players;
}

void RulingDesk::setCurrentRound(int round)
{
    m_round = round;
    followPlayers();
}

void RulingDesk::queueFollow()
{
    // Once per turn of the event loop, however many games a round's start lists at once.
    if (std::exchange(m_followQueued, true))
        return;
    QTimer::singleShot(0, this, [this] {
        m_followQueued = false;
        followPlayers();
    });
}

void RulingDesk::followPlayers()
{
    if (m_dialog)
        return; // one proposal at a time: the next look (a new game, a new entry) brings the rest
    using Kind = rulings::Kind;
    // Only the entries that follow a player; usually none, and then nothing to look at.
    QList<Ruling> inForce;
    for (const Ruling &r : m_model->book().inForce()) {
        if ((r.kind == Kind::RedCard && m_policy.secondYellow == rulings::CardPolicy::Red::LossOfNextGame)
            || r.kind == Kind::Exclusion || r.kind == Kind::Expulsion || r.kind == Kind::Loss || r.kind == Kind::Forfeit
            || r.kind == Kind::ResultSet)
            inForce << r;
    }
    const bool follows = std::any_of(inForce.cbegin(), inForce.cend(), [](const Ruling &r) {
        return r.kind == Kind::RedCard || r.kind == Kind::Exclusion || r.kind == Kind::Expulsion;
    });
    if (!follows)
        return;
    models::GameTableModel *games = m_window->games();
    for (int row = 0; row < games->rowCount(); ++row) {
        const live::GameSnapshot *s = games->snapshot(row);
        if (!s || s->has(live::GameSnapshot::Ended))
            continue;
        for (const chess::Color side : {chess::White, chess::Black}) {
            const QString &name = side == chess::White ? s->pairing.white : s->pairing.black;
            const QString &opponent = side == chess::White ? s->pairing.black : s->pairing.white;
            const QString &key = games->playerKey(row, side);
            if (name.isEmpty() || key.isEmpty())
                continue;
            // Decided already on this game: nothing to propose.
            const bool decided = std::any_of(inForce.cbegin(), inForce.cend(), [&](const Ruling &r) {
                return r.gameId == s->id && r.side == side
                    && (r.kind == Kind::Loss || r.kind == Kind::Forfeit || r.kind == Kind::ResultSet);
            });
            if (decided)
                continue;
            for (const Ruling &r : inForce) {
                // The player, never a namesake: by their key in the event.
                if (r.playerKey() != key || r.gameId == s->id)
                    continue;
                // The entry's own game is in this round too: this game is not a later one.
                const int own = games->rowOf(r.gameId);
                const bool later = own < 0 || games->snapshot(own)->pairing.round != s->pairing.round;
                Ruling draft;
                draft.gameId = s->id;
                draft.side = side;
                draft.player = name;
                draft.opponent = opponent;
                draft.playerRef = games->playerRef(row, side);
                draft.opponentRef = games->playerRef(row, chess::Color(1 - int(side)));
                draft.board = s->pairing.board;
                QString why;
                if (r.kind == Kind::RedCard && later
                    && m_policy.secondYellow == rulings::CardPolicy::Red::LossOfNextGame) {
                    draft.kind = Kind::Loss;
                    draft.article = QStringLiteral("13.4");
                    draft.reason = QStringLiteral("13.4-vcs-disconnection");
                    //: %1: the player; %2: the entry of the red card
                    why = tr("%1 has a red card in force (entry %2): this game is lost (Art. 13.4).")
                              .arg(name)
                              .arg(r.seq);
                } else if ((r.kind == Kind::Exclusion && m_round > 0 && r.rounds().contains(m_round))
                           || (r.kind == Kind::Expulsion && later)) {
                    draft.kind = Kind::Forfeit;
                    draft.reason = r.kind == Kind::Exclusion
                        //: A ruling's reason, in the arbiter's words; %1: the entry of the exclusion
                        ? tr("Excluded from this round by entry %1 (Art. 10.9.8)").arg(r.seq)
                        //: A ruling's reason, in the arbiter's words; %1: the entry of the expulsion
                        : tr("Expelled from the event by entry %1 (Art. 10.9.9)").arg(r.seq);
                    why = r.kind == Kind::Exclusion
                        //: %1: the player; %2: the entry of the exclusion
                        ? tr("%1 is excluded from this round (entry %2): the game is forfeited; apply it on the "
                             "platform too.")
                              .arg(name)
                              .arg(r.seq)
                        //: %1: the player; %2: the entry of the expulsion
                        : tr("%1 was expelled from the event (entry %2): the game is forfeited; apply it on the "
                             "platform too.")
                              .arg(name)
                              .arg(r.seq);
                } else {
                    continue;
                }
                const QString key = QStringLiteral("%1|%2|%3").arg(s->id).arg(int(side)).arg(r.seq);
                if (m_followed.contains(key))
                    continue;
                m_followed.insert(key);
                m_window->showProblem(why);
                rulingOnGame(s->id, draft);
                return;
            }
        }
    }
}

void RulingDesk::setCardPolicy(const rulings::CardPolicy &policy)
{
    m_policy = policy;
}

void RulingDesk::editCardPolicy()
{
    auto *dialog = new CardPolicyDialog(m_policy, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { Q_EMIT cardPolicyRequested(dialog->policy()); });
    dialog->open();
}

void RulingDesk::rulingOnGame(const QString &id, const std::optional<Ruling> &draft)
{
    const QString gameId = id.isEmpty() ? m_window->currentGameId() : id;
    const int row = m_window->games()->rowOf(gameId);
    const live::GameSnapshot *s = row >= 0 ? m_window->games()->snapshot(row) : nullptr;
    if (!s) {
        m_window->statusBar()->showMessage(tr("Select a board first (or use Ctrl+P for a ruling on a player)."), 8000);
        return;
    }
    auto *dialog = new RulingDialog(m_window);
    RulingDialog::Game game;
    game.gameId = s->id;
    game.board = s->pairing.board;
    game.white = s->pairing.white;
    game.black = s->pairing.black;
    game.whiteRef = m_window->games()->playerRef(row, chess::White);
    game.blackRef = m_window->games()->playerRef(row, chess::Black);
    game.context.known = true;
    game.context.ended = s->has(live::GameSnapshot::Ended);
    game.context.paused = s->has(live::GameSnapshot::Paused);
    game.context.plies = s->plies;
    if (const auto score = game.context.ended ? rulings::ScoreRules::fromPgnResult(s->result) : std::nullopt)
        std::tie(game.context.zoneWhiteHalves, game.context.zoneBlackHalves) = *score;
    dialog->setGame(game);
    dialog->setRole(m_role);
    dialog->setHybrid(m_hybrid);
    if (draft)
        dialog->setDraft(*draft);
    runDialog(dialog, QString());
}

void RulingDesk::rulingOnPlayer()
{
    // Every player of the event (also one with a bye, absent or not paired this round), and the
    // players of the games followed the event's list does not have (an event the zone paired).
    QList<RulingDialog::PlayerChoice> players;
    QSet<QString> keys;
    for (const event::PlayerRecord &p : m_eventPlayers.players()) {
        if (p.name.isEmpty())
            continue;
        players.append({p.name, event::PlayerRef::of(p)});
        keys.insert(players.last().ref.key(p.name));
    }
    const models::GameTableModel *games = m_window->games();
    for (int row = 0; row < games->rowCount(); ++row) {
        const live::GameSnapshot *s = games->snapshot(row);
        for (const chess::Color side : {chess::White, chess::Black}) {
            const QString &name = side == chess::White ? s->pairing.white : s->pairing.black;
            const QString &key = games->playerKey(row, side);
            if (name.isEmpty() || key.isEmpty() || keys.contains(key))
                continue;
            keys.insert(key);
            players.append({name, games->playerRef(row, side)});
        }
    }
    std::sort(players.begin(), players.end(),
              [](const RulingDialog::PlayerChoice &a, const RulingDialog::PlayerChoice &b) {
                  const int byName = a.name.compare(b.name, Qt::CaseInsensitive);
                  return byName != 0 ? byName < 0 : a.ref.no < b.ref.no;
              });
    auto *dialog = new RulingDialog(m_window);
    dialog->setPlayers(players);
    dialog->setRole(m_role);
    dialog->setHybrid(m_hybrid);
    runDialog(dialog, QString());
}

void RulingDesk::rulingOnIncident()
{
    const watch::Incident *incident = m_window->currentIncident();
    if (!incident) {
        m_window->statusBar()->showMessage(tr("Select an incident first."), 5000);
        return;
    }
    const QString key = incident->key;
    const Ruling draft = draftFor(*incident);
    const int ply = incident->ply;
    const bool disconnection = incident->kind == watch::Incident::Kind::Disconnected;
    rulingOnGame(incident->gameId, draft);
    if (!m_dialog)
        return;
    m_pendingIncident = key;
    // Art. 18.9: the decision is taken on the position and both clocks at the disconnection; the
    // focused board opens at that ply from the incident, the dialog gives the clocks.
    if (const FocusedBoard *board = m_window->focusedBoard(draft.gameId); board && disconnection) {
        const auto &plies = board->record().plies;
        if (ply >= 1 && ply <= int(plies.size())) {
            const auto &at = plies[std::size_t(ply - 1)];
            auto clock = [](const std::optional<std::int64_t> &ms) {
                return ms ? models::GameTableModel::clockText(*ms) : QStringLiteral("—");
            };
            //: %1: the ply; %2, %3: White's and Black's clocks then
            m_dialog->setNote(tr("At the disconnection (ply %1): White %2, Black %3.")
                                  .arg(ply)
                                  .arg(clock(at.whiteMs), clock(at.blackMs)));
        }
    }
}

void RulingDesk::runDialog(RulingDialog *dialog, const QString &incidentKey)
{
    m_dialog = dialog;
    m_pendingIncident = incidentKey;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // What the arbiter had seen of the log when the dialog opened: the log refuses the ruling if another
    // arbiter recorded on its game meanwhile (and the dialog opens again with the draft).
    const auto &entries = m_model->book().entries();
    const std::int64_t seen = entries.isEmpty() ? 0 : entries.last().ruling.seq;
    connect(dialog, &QDialog::accepted, this, [this, dialog, seen] {
        for (Ruling r : dialog->rulings()) {
            if (!r.gameId.isEmpty())
                r.basedOnSeq = seen;
            Q_EMIT rulingRequested(r);
        }
    });
    connect(dialog, &QDialog::rejected, this, [this] { m_pendingIncident.clear(); });
    // The next proposal that follows a player, if any waits.
    connect(dialog, &QDialog::finished, this, [this] { queueFollow(); });
    dialog->open();
}

void RulingDesk::recorded(const Ruling &ruling)
{
    if (ruling.kind == rulings::Kind::Exclusion || ruling.kind == rulings::Kind::Expulsion
        || ruling.kind == rulings::Kind::RedCard || ruling.kind == rulings::Kind::Confirm)
        queueFollow();
    if (ruling.issuer != m_name || Ruling::isZoneRecord(ruling.kind))
        return;
    //: %1: the entry number; %2: what was recorded
    m_window->statusBar()->showMessage(
        tr("Recorded as entry %1: %2").arg(ruling.seq).arg(rulings::RulingText::describe(ruling)), 10000);
    if (!m_pendingIncident.isEmpty()) {
        //: %1: the rulings log entry number that answered the incident
        Q_EMIT incidentAnswered(std::exchange(m_pendingIncident, QString()), tr("Ruling %1").arg(ruling.seq), m_name);
    }
}

void RulingDesk::refused(const QString &reason, const Ruling &draft)
{
    QMessageBox::warning(m_window, tr("Ruling not recorded"), reason);
    // Nothing typed is lost: the dialog opens again with the draft (a check stays in its grid).
    if (!Ruling::isFollowUp(draft.kind) && draft.kind != rulings::Kind::Check && !draft.gameId.isEmpty())
        rulingOnGame(draft.gameId, draft);
}

void RulingDesk::suggested(const Ruling &draft)
{
    // Art. 13.4: the red card's loss, proposed for the arbiter to record (never recorded unasked). The
    // next game's loss follows the player into that game once it is paired (followPlayers()).
    if (m_policy.secondYellow == rulings::CardPolicy::Red::LossOfNextGame || draft.gameId.isEmpty()
        || m_window->games()->rowOf(draft.gameId) < 0) {
        m_window->statusBar()->showMessage(
            //: %1: the player
            tr("%1 has a red card in force (Art. 13.4): the next game is lost; it is proposed on that game once it "
               "is paired.")
                .arg(draft.player),
            10000);
        queueFollow();
        return;
    }
    m_window->statusBar()->showMessage(
        //: %1: the player's name
        tr("%1 has a red card in force (Art. 13.4): record the loss of the game.").arg(draft.player), 10000);
    rulingOnGame(draft.gameId, draft);
}

} // namespace arbiter::ui
