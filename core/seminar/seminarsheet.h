#pragma once

#include "core/rulings/ruling.h"
#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarpack.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace arbiter::seminar {

// A mistake several trainees made on one incident, for the lecturer ("3 of 5: late").
struct Mistake
{
    QString incidentId;
    QString what; // translated
    int trainees = 0;
};

// What a seminar hands back (issue 26): the trainee's debrief and result sheet, the seminar's sheet
// for the lecturer, the scores for a spreadsheet. HTML that QTextDocument renders (the console shows
// it; render::PdfDocument prints it). The fixed texts are in the language installed now, the pack's
// own (briefings, explanations) in `language`; the caller installs the seminar's language.
class SeminarSheet
{
    Q_DECLARE_TR_FUNCTIONS(SeminarSheet)

public:
    // Below this share of the points a trainee has not passed (FIDE's arbiter seminars: 80 %).
    static constexpr double PassPercent = 80.0;

    // One trainee: per incident the briefing, what they ruled, the references, the score with what
    // it lacked, and the explanation; the total and whether it passes.
    static QString traineeHtml(const SeminarPack &pack, const TraineeGrade &grade, const QList<rulings::Ruling> &log,
                               const QString &language);
    // The seminar: every trainee's score per incident and in all, each incident's average and the
    // mistakes most made.
    static QString seminarHtml(const SeminarPack &pack, const QList<TraineeGrade> &grades, const QString &language);
    // trainee, one column per incident (its id), score, max, percent, passed.
    static QByteArray csv(const SeminarPack &pack, const QList<TraineeGrade> &grades, QChar separator = u',');
    // The mistakes made on each incident, most made first.
    static QList<Mistake> mistakes(const SeminarPack &pack, const QList<TraineeGrade> &grades);
    // A reference ruling in words: "White: Art. 18.9 — disconnection: resume".
    static QString referenceText(const Reference &reference);
    // Points as the seminar writes them: "10", "7.5" (one decimal at most).
    static QString pointsText(double value);
    static bool passed(const TraineeGrade &grade) { return grade.percent() + 1e-9 >= PassPercent; }
};

} // namespace arbiter::seminar
