#include "core/seminar/seminargrader.h"

#include "core/rulings/permissions.h"
#include "core/rulings/rulingbook.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace arbiter::seminar {

namespace {

// Whether the ruling's parameters are the reference's: durations ("ms", "initialMs", …) within the
// tolerance, everything else as written.
bool paramsMatch(const rulings::Ruling &r, const Reference &ref)
{
    for (auto it = ref.params.begin(); it != ref.params.end(); ++it) {
        const QJsonValue mine = r.params.value(it.key());
        if (it.key().endsWith(QLatin1String("Ms")) || it.key() == QLatin1String("ms")) {
            if (!mine.isDouble() || std::llabs(mine.toInteger() - it.value().toInteger()) > ref.toleranceMs)
                return false;
        } else if (mine != it.value()) {
            return false;
        }
    }
    return true;
}

// A provisional penalty answers as the penalty it stands for.
rulings::Kind answeredKind(const rulings::Ruling &r)
{
    if (r.kind == rulings::Kind::Provisional)
        if (const auto k = rulings::Ruling::kindFromKey(r.params.value(QLatin1String("penalty")).toString()))
            return *k;
    return r.kind;
}

} // namespace

TraineeGrade SeminarGrader::grade(const SeminarPack &pack, const QList<rulings::Ruling> &log, const QString &trainee,
                                  const QHash<QString, std::int64_t> &moments)
{
    using rulings::RulingBook;
    TraineeGrade out;
    out.trainee = trainee;
    const RulingBook book(log);
    // The trainee's own rulings that stand (in force, or waiting for the chief arbiter).
    QList<rulings::Ruling> mine;
    for (const RulingBook::Entry &e : book.entries()) {
        if (e.ruling.issuer.compare(trainee, Qt::CaseInsensitive) != 0 || rulings::Ruling::isFollowUp(e.ruling.kind))
            continue;
        // A check (Kind::Check) is a record of the log, and stands as recorded.
        if (e.state == RulingBook::State::InForce || e.state == RulingBook::State::Pending
            || e.ruling.kind == rulings::Kind::Check)
            mine.append(e.ruling);
    }
    QSet<std::int64_t> used;
    for (const PackIncident &incident : pack.incidents) {
        IncidentGrade g;
        g.incidentId = incident.id;
        g.max = incident.points;
        out.max += incident.points;
        const auto moment = moments.constFind(incident.id);
        bool onBoard = false;
        for (const rulings::Ruling &r : std::as_const(mine)) {
            if (r.board != incident.board)
                continue;
            onBoard = true;
            for (qsizetype k = 0; k < incident.references.size(); ++k) {
                const Reference &ref = incident.references[k];
                if (answeredKind(r) != ref.kind || (ref.side && r.side != ref.side))
                    continue;
                IncidentGrade c = g;
                c.seq = r.seq;
                c.reference = int(k);
                double score = incident.points * ref.share;
                if (!paramsMatch(r, ref)) {
                    c.wrongParams = true;
                    score *= incident.credit.wrongParams;
                }
                if (!ref.article.isEmpty() && r.article != ref.article) {
                    c.wrongArticle = true;
                    score *= incident.credit.wrongArticle;
                }
                if (incident.withinMs > 0 && moment != moments.constEnd() && r.utcMs - *moment > incident.withinMs) {
                    c.late = true;
                    score *= incident.credit.late;
                }
                // A proposal is the right act for a role that may only propose it.
                if ((r.proposed || r.kind == rulings::Kind::Provisional)
                    && rulings::Permissions::mayIssue(pack.traineeRole, ref.kind)) {
                    c.proposedOnly = true;
                    score *= incident.credit.proposedOnly;
                }
                c.score = score;
                if (c.score > g.score || g.seq == 0)
                    g = c;
            }
        }
        if (g.seq > 0) {
            used.insert(g.seq);
        } else {
            g.missing = !onBoard;
            g.wrongRuling = onBoard;
        }
        QStringList why;
        if (g.missing)
            why << tr("no ruling on the game");
        if (g.wrongRuling)
            why << tr("the ruling answers none of the references");
        if (g.wrongParams)
            why << tr("other parameters");
        if (g.wrongArticle)
            why << tr("another article");
        if (g.late)
            why << tr("late");
        if (g.proposedOnly)
            why << tr("proposed where the role decides");
        g.note = why.join(QStringLiteral("; "));
        out.score += g.score;
        out.incidents.append(g);
    }
    for (const rulings::Ruling &r : std::as_const(mine))
        if (!used.contains(r.seq))
            out.unanswered.append(r.seq);
    return out;
}

QHash<QString, std::int64_t> SeminarGrader::moments(const SeminarPack &pack, const QList<watch::Incident> &seen)
{
    QHash<QString, std::int64_t> out;
    for (const PackIncident &i : pack.incidents)
        for (const watch::Incident &s : seen)
            if (s.board == i.board && (!out.contains(i.id) || s.utcMs < out.value(i.id)))
                out.insert(i.id, s.utcMs);
    return out;
}

QStringList SeminarGrader::trainees(const QList<rulings::Ruling> &log)
{
    QStringList out;
    for (const rulings::Ruling &r : log)
        if (!rulings::Ruling::isFollowUp(r.kind) && !out.contains(r.issuer, Qt::CaseInsensitive))
            out << r.issuer;
    return out;
}

} // namespace arbiter::seminar
