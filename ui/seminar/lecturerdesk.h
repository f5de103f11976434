#pragma once

#include "core/event/staffmember.h"
#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarpack.h"
#include "core/seminar/seminarstate.h"

#include <QObject>

class QAction;
class QComboBox;
class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QTableWidget;
class QTextBrowser;
class QTimer;

namespace arbiter::models {
class IncidentModel;
class RulingModel;
} // namespace arbiter::models

namespace arbiter::ui {

class MainWindow;

// The lecturer's side of a seminar on a team event (issue 26 §3): one dock with every trainee's
// rulings live, per incident who ruled what and when with the score, each trainee's total, the
// mistakes most made; and what the lecturer does to the room (pause the round, replay an incident,
// reveal its reference, grade as made or at the end), sent to every console as the event's seminar
// state; the result sheets (PDF) and the scores (CSV).
class LecturerDesk : public QObject
{
    Q_OBJECT

public:
    LecturerDesk(MainWindow *window, seminar::SeminarPack pack, seminar::SeminarState state,
                 models::IncidentModel *incidents, models::RulingModel *rulings);
    ~LecturerDesk() override;

    void setLanguage(const QString &language);
    // The event's staff: the trainees are everyone who is not a lecturer.
    void setStaff(const QList<event::StaffMember> &staff);
    // The state as the event now has it (another lecturer's change, or this one's stored).
    void setState(const seminar::SeminarState &state);
    const seminar::SeminarState &state() const { return m_state; }
    // Every trainee's grade now, as `arbiterctl seminar grade` works it out.
    QList<seminar::TraineeGrade> grades() const;
    QStringList trainees() const;
    QTableWidget *table() const { return m_table; }
    QTextBrowser *details() const { return m_details; }
    QDockWidget *dock() const { return m_dock; }
    // Where sheets and scores go without asking (the tests; empty: a file dialog).
    void setOutputFolder(const QString &folder) { m_outputFolder = folder; }

public Q_SLOTS:
    void refresh();
    void togglePause();
    // Reveal or replay the incident of the selected column.
    void revealSelected();
    void replaySelected();
    void saveSheets();

Q_SIGNALS:
    // The lecturer changed the seminar's state: to be stored with the event (the session).
    void stateChosen(const arbiter::seminar::SeminarState &state);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void retranslate();
    // The selected incident's rulings and the mistakes, from the grades just worked out.
    void showDetails(const QList<seminar::TraineeGrade> &all);
    QString selectedIncident() const;
    QList<rulings::Ruling> log() const;

    MainWindow *m_window;
    seminar::SeminarPack m_pack;
    seminar::SeminarState m_state;
    QString m_language;
    models::IncidentModel *m_incidents;
    models::RulingModel *m_rulings;
    QList<event::StaffMember> m_staff;
    QDockWidget *m_dock = nullptr;
    QLabel *m_summary = nullptr;
    QTableWidget *m_table = nullptr;
    QTextBrowser *m_details = nullptr;
    QPushButton *m_pause = nullptr;
    QPushButton *m_reveal = nullptr;
    QPushButton *m_replay = nullptr;
    QPushButton *m_sheets = nullptr;
    QComboBox *m_grading = nullptr;
    QLabel *m_gradingLabel = nullptr;
    QTimer *m_timer = nullptr;
    QString m_outputFolder;
};

} // namespace arbiter::ui
