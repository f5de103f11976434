#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace arbiter::seminar {

// What every console of a seminar held on a team event shares (issue 26 §3), kept with the event
// (its value "seminar"): the pack played, who lectures, how rulings are graded, and what the
// lecturer does to the room: pause the round, replay an incident, reveal its reference.
struct SeminarState
{
    Q_DECLARE_TR_FUNCTIONS(SeminarState)

public:
    QString packId;
    QStringList lecturers; // staff names that see the lecturer's view (the others are trainees)
    bool gradeWhenMade = true; // false: the trainees see their scores only in the debrief
    bool started = false; // the lecturer started the round: every console plays it from then on
    bool paused = false; // the lecturer paused the round: every trainee's round waits
    QStringList revealed; // incidents whose reference and explanation every trainee now sees
    QString replay; // the incident the lecturer replays on every console
    int replays = 0; // counts up with each replay, so the same incident can be replayed again

    bool isLecturer(const QString &name) const;
    QByteArray toJson() const;
    // The state, or why it does not read (translated).
    static Result<SeminarState> fromJson(const QByteArray &json);
    friend bool operator==(const SeminarState &, const SeminarState &) = default;
};

} // namespace arbiter::seminar
