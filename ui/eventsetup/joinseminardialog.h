#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QRadioButton;

namespace arbiter::ui {

// File > Join seminar…: a seminar pack to play, alone (practice) or on the lecturer's team event
// (docs/seminars.md). The pack is read as it is chosen, and says its title or what is wrong with it.
class JoinSeminarDialog : public QDialog
{
    Q_OBJECT

public:
    // `packFolder`: where to look for packs first; `recentTeamEvent`: the last team event's address.
    JoinSeminarDialog(const QString &packFolder, const QString &recentTeamEvent, QWidget *parent = nullptr);

    QString pack() const;
    // The team event's address; empty: alone.
    QString server() const;

private:
    void update();

    QString m_folder;
    QLineEdit *m_pack;
    QLabel *m_about;
    QRadioButton *m_alone;
    QRadioButton *m_room;
    QLineEdit *m_server;
    QDialogButtonBox *m_buttons;
};

} // namespace arbiter::ui
