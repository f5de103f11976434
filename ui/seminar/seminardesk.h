#pragma once

#include "core/rulings/ruling.h"
#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarpack.h"
#include "core/seminar/seminarstate.h"

#include <QObject>
#include <QSet>

#include <cstdint>
#include <functional>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QTextBrowser;
class QTimer;
class QTreeWidget;

namespace arbiter::models {
class IncidentModel;
class RulingModel;
} // namespace arbiter::models

namespace arbiter::ui {

class MainWindow;

// The trainee's side of a seminar (issue 26 §2), on the ordinary console: a dock that lists the
// pack's incidents as they happen (nothing of one is shown before), with its briefing and the facts
// the trainee asks for one by one; each score as the ruling is made when the pack (or the lecturer)
// grades that way; and the debrief: per incident what the trainee ruled, the reference, the score
// and the explanation, with the result sheet as a PDF. The trainee rules with the console's own
// dialogs; this desk only reads the rulings log and the incident queue.
class SeminarDesk : public QObject
{
    Q_OBJECT

public:
    // `language`: the pack's texts in "ru" or "en" (the console's language).
    SeminarDesk(MainWindow *window, seminar::SeminarPack pack, QString trainee, models::IncidentModel *incidents,
                models::RulingModel *rulings);
    ~SeminarDesk() override;

    // The round starts playing now at `speed` simulated seconds a second (when the incidents timed
    // by the scenario's clock come).
    void roundStarted(double speed);
    void setTrainee(const QString &name);
    // Whether the round may play: alone at once; on a team seminar once the lecturer started it.
    bool mayStart() const;
    // The pack's texts in this language ("ru", "en").
    void setLanguage(const QString &language);
    // A seminar on a team event: the lecturer's pause, replays, revealed references and grading.
    void setState(const seminar::SeminarState &state);
    bool gradeWhenMade() const { return m_state ? m_state->gradeWhenMade : m_pack.gradeWhenMade; }

    const seminar::SeminarPack &pack() const { return m_pack; }
    const QString &language() const { return m_language; }
    // The trainee's grade now, exactly as `arbiterctl seminar grade` works it out.
    seminar::TraineeGrade grade() const;
    // The incidents that have happened (their ids), in the pack's order.
    QStringList openIncidents() const;
    QDockWidget *dock() const { return m_dock; }
    QTreeWidget *list() const { return m_list; }
    QTextBrowser *briefing() const { return m_briefing; }
    QAction *debriefAction() const { return m_debriefAction; }
    QAction *factAction() const { return m_factAction; }
    // The debrief's HTML: every incident once the round is over, before that those that happened.
    QString debriefHtml() const;
    // Where the debrief's PDF goes without asking (the tests; empty: a file dialog).
    void setSheetPath(const QString &path) { m_sheetPath = path; }

public Q_SLOTS:
    // Looks at the queue, the log and the clocks again (also every second).
    void refresh();
    void showDebrief();
    void askFact();

Q_SIGNALS:
    // An incident of the pack has just happened (its id).
    void incidentOpened(const QString &id);
    // Every game of the round is over.
    void roundOver();
    // The lecturer paused (true) or resumed the round: the trainee's own round follows.
    void pauseWanted(bool paused);

private:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void retranslate();
    void showCurrent();
    QList<rulings::Ruling> log() const;
    std::int64_t simulatedMs() const;

    MainWindow *m_window;
    seminar::SeminarPack m_pack;
    QString m_trainee;
    QString m_language;
    models::IncidentModel *m_incidents;
    models::RulingModel *m_rulings;
    QDockWidget *m_dock = nullptr;
    QLabel *m_header = nullptr;
    QTreeWidget *m_list = nullptr;
    QTextBrowser *m_briefing = nullptr;
    QPushButton *m_factButton = nullptr;
    QPushButton *m_debriefButton = nullptr;
    QMenu *m_menu = nullptr;
    QAction *m_debriefAction = nullptr;
    QAction *m_factAction = nullptr;
    QTimer *m_timer = nullptr;
    std::int64_t m_startedSteadyMs = -1;
    double m_speed = 1;
    QSet<QString> m_open; // incidents that have happened
    QHash<QString, int> m_factsShown;
    bool m_roundOver = false;
    QString m_sheetPath;
    std::optional<seminar::SeminarState> m_state;
};

} // namespace arbiter::ui
