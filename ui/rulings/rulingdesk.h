#pragma once

#include "core/event/staffmember.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/ruling.h"
#include "core/watch/incident.h"
#include "ui/rulings/rulingdialog.h"

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QLabel;
class QMenu;

namespace arbiter::models {
class RulingModel;
} // namespace arbiter::models
class QDockWidget;

namespace arbiter::ui {

class MainWindow;
class PlayersDock;
class RulingsDock;

// What an arbiter does, on the console's window: the Rulings menu and its shortcuts (a ruling on
// the game in front, on a player, in answer to the selected incident), the rulings log dock with
// its "apply on the platform" checklist, who is using the console (status bar), and the
// session's answers: a refusal shows its reason and gives the draft back, a suggestion (a red
// card's forfeit) opens the dialog filled in, an answered incident is acknowledged with the
// ruling's number. Kept out of MainWindow, which only hosts it.
class RulingDesk : public QObject
{
    Q_OBJECT

public:
    RulingDesk(MainWindow *window, models::RulingModel *model);

    RulingsDock *dock() const { return m_dock; }
    PlayersDock *playersDock() const { return m_players; }
    QAction *gameRulingAction() const { return m_gameRuling; }
    QAction *incidentRulingAction() const { return m_incidentRuling; }
    QAction *playerRulingAction() const { return m_playerRuling; }
    const QString &identity() const { return m_name; }
    // The dialog while it is open (tests drive it).
    RulingDialog *openDialog() const { return m_dialog; }

    // Opens the dialog on a game (empty: the game in front), prefilled with `draft` when given.
    void rulingOnGame(const QString &gameId = {}, const std::optional<rulings::Ruling> &draft = {});
    void rulingOnPlayer();
    void rulingOnIncident();

public Q_SLOTS:
    void setIdentity(const QString &name, int role, const QList<arbiter::event::StaffMember> &staff);
    // The event's appeal deadline (Art. 9.14), for the appeal dialog.
    void setAppealMinutes(int minutes);
    // A hybrid event (Part IIIb): the dialogs offer its reasons and articles.
    void setHybrid(bool hybrid) { m_hybrid = hybrid; }
    // The event's round now, for exclusions from rounds (Art. 10.9.8) to follow their player.
    void setCurrentRound(int round);
    // The event's players (issue 25 §1): a ruling on a player (Ctrl+P) may name any of them, also one with
    // a bye, absent or not paired this round, besides the players of the games listed.
    void setEventPlayers(const arbiter::event::PlayerDirectory &players);
    void recorded(const arbiter::rulings::Ruling &ruling);
    void refused(const QString &reason, const arbiter::rulings::Ruling &draft);
    void suggested(const arbiter::rulings::Ruling &draft);
    void setCardPolicy(const arbiter::rulings::CardPolicy &policy);

Q_SIGNALS:
    void rulingRequested(const arbiter::rulings::Ruling &draft);
    void identityRequested();
    // Rulings > VCS evidence (Ctrl+Shift+E): the stills kept with the event (Appendix I A.5).
    void evidenceRequested();
    // An arbiter marks a player off or back on the VCS (Art. 13).
    void vcsMarkRequested(const QString &gameId, arbiter::chess::Color side, bool onVcs);
    void cardPolicyRequested(const arbiter::rulings::CardPolicy &policy);
    // The incident answered by a ruling: acknowledged with the ruling's number in its note.
    void incidentAnswered(const QString &key, const QString &note, const QString &reviewer);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void retranslate();
    void runDialog(RulingDialog *dialog, const QString &incidentKey);
    void markVcs(chess::Color side);
    void editCardPolicy();
    rulings::Ruling draftFor(const watch::Incident &incident) const;

    MainWindow *m_window;
    models::RulingModel *m_model;
    RulingsDock *m_dock;
    QMenu *m_menu;
    QAction *m_gameRuling;
    QAction *m_playerRuling;
    QAction *m_incidentRuling;
    QAction *m_log;
    QAction *m_playersAction;
    PlayersDock *m_players;
    QAction *m_checklist;
    QAction *m_whoAmI;
    QAction *m_whiteVcs;
    QAction *m_blackVcs;
    QAction *m_policyAction;
    QAction *m_evidenceAction;
    rulings::CardPolicy m_policy;
    QLabel *m_who;
    QString m_name;
    rulings::Role m_role = rulings::Role::Arbiter;
    bool m_hybrid = false;
    QString m_login; // a team event's login (who am I is then the server's)
    bool m_known = false; // someone said who they are
    QPointer<RulingDialog> m_dialog;
    // Issue 25 §1: what follows a player into a later game, proposed on it once (never recorded unasked):
    // a red card's lost next game (Art. 13.4, by the card policy), an exclusion from this round or an
    // expulsion (Art. 10.9.8–9) as the forfeit of the game. Keys "game|side|entry" proposed already.
    void followPlayers();
    void queueFollow();
    bool m_followQueued = false;
    QSet<QString> m_followed;
    int m_round = 0;
    arbiter::event::PlayerDirectory m_eventPlayers;
    QString m_pendingIncident; // answered by the next ruling this console records
};

} // namespace arbiter::ui
