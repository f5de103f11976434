#pragma once

#include "core/rulings/penaltyrules.h"
#include "core/rulings/ruling.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace arbiter::ui {

// One dialog for every ruling an arbiter makes from a board, a player or an incident: the nine
// penalties of Art. 10.9 with their parameters, the game decisions (time, pause, result, restart,
// the 18.9 disconnection decision, a no-show's forfeit), the VCS cards, and the one-step
// "forbidden device" of Art. 9.8.2. A reason from the list cites its article, or the arbiter's own
// words. What Art. 7.2 or the penalty's parameters refuse is said before OK can be pressed; who may
// decide is the session's (core's) check, and an arbiter may always propose. Keyboard first: every
// field has its mnemonic, the kind list opens with the first letters typed.
class RulingDialog : public QDialog
{
    Q_OBJECT

public:
    // The game the ruling is about (empty id: a ruling on a player, chosen from `players`).
    struct Game
    {
        QString gameId;
        int board = 0;
        QString white;
        QString black;
        event::PlayerRef whiteRef; // who they are in the event
        event::PlayerRef blackRef;
        rulings::GameContext context;
    };
    // A player to rule on without a game: the name shown and who they are in the event.
    struct PlayerChoice
    {
        QString name;
        event::PlayerRef ref;
    };

    explicit RulingDialog(QWidget *parent = nullptr);

    void setGame(const Game &game);
    void setPlayers(const QList<PlayerChoice> &players);
    // The user's role: a role that may not decide a kind proposes it (the box is checked for them).
    void setRole(rulings::Role role);
    // A hybrid event: Part IIIb's reasons and articles (17.3, 17.7, 18.4.x, 19.x).
    void setHybrid(bool hybrid);
    // Prefills (from an incident, a suggestion, a refused draft to try again).
    void setDraft(const rulings::Ruling &draft);
    void setKind(rulings::Kind kind);
    void setSide(chess::Color side);
    void setReasonKey(const QString &key);
    // A line about the moment the ruling is about (the clocks at a disconnection, Art. 18.9).
    void setNote(const QString &note);

    // What OK records, in order: the ruling, and for a forbidden device with expulsion also that.
    QList<rulings::Ruling> rulings() const;
    // The current check's refusal (empty when OK is enabled).
    QString problem() const;

private:
    enum Preset { ForbiddenDevice = 1000 };
    static constexpr int ChoiceRole = Qt::UserRole + 1; // a player's item: its index in m_choices
    void fillKinds();
    void fillReasons();
    void update();
    int currentKind() const; // a rulings::Kind, or ForbiddenDevice
    rulings::Ruling draft() const;
    bool canIssue(rulings::Kind kind) const;

    Game m_game;
    QList<PlayerChoice> m_choices;
    rulings::Role m_role = rulings::Role::ChiefArbiter;
    bool m_hybrid = false;
    QFormLayout *m_form;
    QLabel *m_gameLabel;
    QLabel *m_note;
    QComboBox *m_kind;
    QComboBox *m_player;
    QSpinBox *m_seconds;
    QComboBox *m_score; // offender's new score
    QComboBox *m_opponentScore;
    QComboBox *m_white;
    QComboBox *m_black;
    QLineEdit *m_rounds;
    QComboBox *m_penalty;
    QComboBox *m_option;
    QSpinBox *m_newMinutes;
    QSpinBox *m_newIncrement;
    QCheckBox *m_swap;
    QCheckBox *m_both;
    QCheckBox *m_expel;
    QComboBox *m_reason;
    QLineEdit *m_ownReason;
    QLabel *m_article;
    QCheckBox *m_propose;
    QLabel *m_problem;
    QDialogButtonBox *m_buttons;
};

} // namespace arbiter::ui
