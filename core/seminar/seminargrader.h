#pragma once

#include "core/rulings/ruling.h"
#include "core/seminar/seminarpack.h"
#include "core/watch/incident.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>

#include <cstdint>

namespace arbiter::seminar {

// What a trainee's ruling earned on one incident of a pack.
struct IncidentGrade
{
    QString incidentId;
    int max = 0; // the incident's points
    double score = 0;
    std::int64_t seq = 0; // the trainee's ruling that earned it (0: none)
    int reference = -1; // the reference it answered (-1: none)
    // What kept it from full marks (or that nothing answered it).
    bool missing = false;
    bool wrongRuling = false; // a ruling on the incident's game that answers no reference
    bool wrongArticle = false;
    bool late = false;
    bool proposedOnly = false;
    bool wrongParams = false;
    QString note; // the same, in words (translated)
};

struct TraineeGrade
{
    QString trainee;
    QList<IncidentGrade> incidents;
    double score = 0;
    int max = 0;
    QList<std::int64_t> unanswered; // the trainee's rulings that answer no incident of the pack
    double percent() const { return max > 0 ? 100.0 * score / max : 0.0; }
};

// Grades a trainee's rulings against a pack's references (issue 26): for each incident the best of
// the trainee's rulings in force or pending on the incident's board, scored against each reference
// (kind, side and parameters; the article, the time and whether it was only proposed take the pack's
// partial credit). The same in the console and headless (arbiterctl seminar grade).
class SeminarGrader
{
    Q_DECLARE_TR_FUNCTIONS(SeminarGrader)

public:
    // `moments`: when each incident happened (UTC ms, by incident id), where known; a ruling later
    // than the incident's "within" after it is late.
    static TraineeGrade grade(const SeminarPack &pack, const QList<rulings::Ruling> &log, const QString &trainee,
                              const QHash<QString, std::int64_t> &moments = {});
    // When each incident of the pack happened as the console saw it: its board's first incident in
    // the queue (the detector's time). Incidents nothing was seen for are absent.
    static QHash<QString, std::int64_t> moments(const SeminarPack &pack, const QList<watch::Incident> &seen);
    // The trainees of a seminar event's log: everyone who recorded a ruling, in order of their first.
    static QStringList trainees(const QList<rulings::Ruling> &log);
};

} // namespace arbiter::seminar
