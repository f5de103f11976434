#include "core/seminar/seminarsheet.h"

#include "core/report/tables.h"
#include "core/rulings/rulingtext.h"

#include <QDateTime>
#include <QHash>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace arbiter::seminar {

namespace {

using report::HtmlTable;
using rulings::RulingText;

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString sideText(const std::optional<chess::Color> &side)
{
    if (!side)
        return QString();
    return *side == chess::White ? RulingText::tr("White") : RulingText::tr("Black");
}

// The ruling in one line with its article: "White is warned (Art. 10.9.1)".
QString rulingLine(const rulings::Ruling &r)
{
    QString text = RulingText::describe(r);
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    const QString article = RulingText::articleText(r.article);
    return article.isEmpty() ? text : QStringLiteral("%1 (%2)").arg(text, article);
}

const rulings::Ruling *findRuling(const QList<rulings::Ruling> &log, std::int64_t seq)
{
    for (const rulings::Ruling &r : log)
        if (r.seq == seq)
            return &r;
    return nullptr;
}

QString percentText(double percent)
{
    return QStringLiteral("%1 %").arg(percent, 0, 'f', 0);
}

} // namespace

QString SeminarSheet::pointsText(double value)
{
    return standings::Standings::numberText(std::round(value * 10) / 10);
}

QString SeminarSheet::referenceText(const Reference &reference)
{
    rulings::Ruling r;
    r.kind = reference.kind;
    r.side = reference.side;
    r.player = sideText(reference.side);
    r.opponent = sideText(r.opponentSide());
    r.article = reference.article;
    r.params = reference.params;
    QString text = rulingLine(r);
    if (reference.share < 1.0)
        //: %1: a reference ruling; %2: the share of the incident's points it earns, in percent
        text = tr("%1 — %2 % of the points").arg(text).arg(qRound(reference.share * 100));
    return text;
}

QString SeminarSheet::traineeHtml(const SeminarPack &pack, const TraineeGrade &grade, const QList<rulings::Ruling> &log,
                                  const QString &language)
{
    QString h;
    const QString title = pack.title.in(language);
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(title));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Seminar result sheet")));
    h += QStringLiteral("<h2>%1</h2>").arg(esc(title));
    HtmlTable head({tr("Item"), tr("Value")}, {30, 70});
    head.row({esc(tr("Trainee")), esc(grade.trainee)});
    head.row({esc(tr("Event")), esc(pack.eventName)});
    head.row({esc(tr("Role")), esc(event::StaffMember::roleText(pack.traineeRole))});
    //: %1: points scored; %2: points possible; %3: the percentage
    head.row({esc(tr("Score")),
              esc(tr("%1 of %2 (%3)")
                      .arg(SeminarSheet::pointsText(grade.score))
                      .arg(grade.max)
                      .arg(percentText(grade.percent())))});
    head.row(
        {esc(tr("Result")),
         //: %1: the pass mark in percent
         esc((passed(grade) ? tr("passed (%1 needed)") : tr("not passed (%1 needed)")).arg(percentText(PassPercent)))});
    h += head.html();

    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Incidents")));
    HtmlTable summary({tr("Incident"), tr("Board"), tr("Your ruling"), tr("Score"), tr("What it lacked")},
                      {30, 8, 35, 10, 17});
    for (const IncidentGrade &g : grade.incidents) {
        const PackIncident *incident = pack.incident(g.incidentId);
        const rulings::Ruling *mine = g.seq > 0 ? findRuling(log, g.seq) : nullptr;
        summary.row({esc(incident ? incident->title.in(language) : g.incidentId),
                     QString::number(incident ? incident->board : 0), esc(mine ? rulingLine(*mine) : tr("none")),
                     esc(QStringLiteral("%1 / %2").arg(SeminarSheet::pointsText(g.score)).arg(g.max)), esc(g.note)});
    }
    h += summary.html();

    for (const IncidentGrade &g : grade.incidents) {
        const PackIncident *incident = pack.incident(g.incidentId);
        if (!incident)
            continue;
        h += QStringLiteral("<h3>%1</h3>").arg(esc(incident->title.in(language)));
        h += QStringLiteral("<p>%1</p>").arg(esc(incident->briefing.in(language)));
        if (!incident->facts.isEmpty()) {
            h += QStringLiteral("<p><b>%1</b></p><ul>").arg(esc(tr("Facts")));
            for (const PackText &fact : incident->facts)
                h += QStringLiteral("<li>%1</li>").arg(esc(fact.in(language)));
            h += QStringLiteral("</ul>");
        }
        // Everything the trainee ruled on the incident's game, the one that counted marked.
        QStringList ruled;
        for (const rulings::Ruling &r : log) {
            if (r.board != incident->board || r.issuer.compare(grade.trainee, Qt::CaseInsensitive) != 0
                || rulings::Ruling::isFollowUp(r.kind))
                continue;
            QString line = esc(rulingLine(r));
            if (r.proposed)
                line += esc(QStringLiteral(" — ") + tr("proposed"));
            ruled << (r.seq == g.seq ? QStringLiteral("<b>%1</b>").arg(line) : line);
        }
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(esc(tr("You ruled:")), ruled.isEmpty() ? esc(tr("nothing")) : ruled.join(QStringLiteral("; ")));
        QStringList references;
        for (const Reference &ref : incident->references)
            references << esc(referenceText(ref));
        h += QStringLiteral("<p><b>%1</b> %2</p>")
                 .arg(esc(tr("The reference:")), references.join(QStringLiteral("; ")));
        //: %1: points scored; %2: points possible
        QString score = tr("%1 of %2 points").arg(SeminarSheet::pointsText(g.score)).arg(g.max);
        if (!g.note.isEmpty())
            score += QStringLiteral(" (%1)").arg(g.note);
        h += QStringLiteral("<p><b>%1</b> %2</p>").arg(esc(tr("Score:")), esc(score));
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(incident->explanation.in(language)));
    }
    if (!grade.unanswered.isEmpty()) {
        h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Rulings that answer no incident")));
        h += QStringLiteral("<ul>");
        for (const std::int64_t seq : grade.unanswered)
            if (const rulings::Ruling *r = findRuling(log, seq))
                h += QStringLiteral("<li>%1 %2</li>").arg(esc(tr("Board %1:").arg(r->board)), esc(rulingLine(*r)));
        h += QStringLiteral("</ul>");
    }
    h += QStringLiteral("</body></html>");
    return h;
}

QList<Mistake> SeminarSheet::mistakes(const SeminarPack &pack, const QList<TraineeGrade> &grades)
{
    QList<Mistake> out;
    for (const PackIncident &incident : pack.incidents) {
        QHash<QString, int> counts;
        QStringList order;
        for (const TraineeGrade &t : grades) {
            for (const IncidentGrade &g : t.incidents) {
                if (g.incidentId != incident.id)
                    continue;
                const QList<std::pair<bool, QString>> kinds{
                    {g.missing, SeminarGrader::tr("no ruling on the game")},
                    {g.wrongRuling, SeminarGrader::tr("the ruling answers none of the references")},
                    {g.wrongParams, SeminarGrader::tr("other parameters")},
                    {g.wrongArticle, SeminarGrader::tr("another article")},
                    {g.late, SeminarGrader::tr("late")},
                    {g.proposedOnly, SeminarGrader::tr("proposed where the role decides")}};
                for (const auto &[made, text] : kinds) {
                    if (!made)
                        continue;
                    if (!counts.contains(text))
                        order << text;
                    ++counts[text];
                }
            }
        }
        QList<Mistake> here;
        for (const QString &text : std::as_const(order))
            here.append({incident.id, text, counts.value(text)});
        std::stable_sort(here.begin(), here.end(),
                         [](const Mistake &a, const Mistake &b) { return a.trainees > b.trainees; });
        out += here;
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const Mistake &a, const Mistake &b) { return a.trainees > b.trainees; });
    return out;
}

QString SeminarSheet::seminarHtml(const SeminarPack &pack, const QList<TraineeGrade> &grades, const QString &language)
{
    QString h;
    const QString title = pack.title.in(language);
    h += QStringLiteral("<html><head><meta charset=\"utf-8\"><title>%1</title></head><body>").arg(esc(title));
    h += QStringLiteral("<h1>%1</h1>").arg(esc(tr("Seminar results")));
    h += QStringLiteral("<h2>%1</h2>").arg(esc(title));
    int passedCount = 0;
    for (const TraineeGrade &g : grades)
        passedCount += passed(g) ? 1 : 0;
    //: %1: trainees who passed; %2: trainees; %3: the pass mark
    h += QStringLiteral("<p>%1</p>")
             .arg(esc(tr("%1 of %2 trainees passed (%3 needed).")
                          .arg(passedCount)
                          .arg(grades.size())
                          .arg(percentText(PassPercent))));
    QStringList head{tr("Trainee")};
    for (int i = 0; i < pack.incidents.size(); ++i)
        head << QString::number(i + 1);
    head << tr("Score") << tr("Result");
    HtmlTable table(head);
    QList<double> sums(pack.incidents.size(), 0.0);
    for (const TraineeGrade &g : grades) {
        QStringList cells{esc(g.trainee)};
        for (qsizetype i = 0; i < pack.incidents.size(); ++i) {
            double score = 0;
            for (const IncidentGrade &ig : g.incidents)
                if (ig.incidentId == pack.incidents[i].id)
                    score = ig.score;
            sums[i] += score;
            cells << SeminarSheet::pointsText(score);
        }
        cells << esc(QStringLiteral("%1 / %2 (%3)")
                         .arg(SeminarSheet::pointsText(g.score))
                         .arg(g.max)
                         .arg(percentText(g.percent())));
        cells << esc(passed(g) ? tr("passed") : tr("not passed"));
        table.row(cells);
    }
    if (!grades.isEmpty()) {
        QStringList cells{QStringLiteral("<i>%1</i>").arg(esc(tr("Average")))};
        for (const double sum : std::as_const(sums))
            cells << SeminarSheet::pointsText(sum / grades.size());
        cells << QString() << QString();
        table.row(cells);
    }
    h += table.html();

    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Incidents")));
    HtmlTable incidents({tr("No."), tr("Incident"), tr("Board"), tr("Points"), tr("The reference")}, {6, 36, 8, 8, 42});
    for (qsizetype i = 0; i < pack.incidents.size(); ++i) {
        const PackIncident &incident = pack.incidents[i];
        QStringList references;
        for (const Reference &ref : incident.references)
            references << esc(referenceText(ref));
        incidents.row({QString::number(i + 1), esc(incident.title.in(language)), QString::number(incident.board),
                       QString::number(incident.points), references.join(QStringLiteral("<br>"))});
    }
    h += incidents.html();

    const QList<Mistake> made = mistakes(pack, grades);
    h += QStringLiteral("<h2>%1</h2>").arg(esc(tr("Common mistakes")));
    if (made.isEmpty()) {
        h += QStringLiteral("<p><i>%1</i></p>").arg(esc(tr("None.")));
    } else {
        HtmlTable mistakes({tr("Incident"), tr("Mistake"), tr("Trainees")}, {45, 40, 15});
        for (const Mistake &m : made) {
            const PackIncident *incident = pack.incident(m.incidentId);
            mistakes.row({esc(incident ? incident->title.in(language) : m.incidentId), esc(m.what),
                          esc(tr("%1 of %2").arg(m.trainees).arg(grades.size()))});
        }
        h += mistakes.html();
    }
    h += QStringLiteral("</body></html>");
    return h;
}

QByteArray SeminarSheet::csv(const SeminarPack &pack, const QList<TraineeGrade> &grades, QChar separator)
{
    report::CsvTable t(separator);
    QStringList head{QStringLiteral("trainee")};
    for (const PackIncident &i : pack.incidents)
        head << i.id;
    head << QStringLiteral("score") << QStringLiteral("max") << QStringLiteral("percent") << QStringLiteral("passed");
    t.row(head);
    for (const TraineeGrade &g : grades) {
        QStringList cells{g.trainee};
        for (const PackIncident &i : pack.incidents) {
            double score = 0;
            for (const IncidentGrade &ig : g.incidents)
                if (ig.incidentId == i.id)
                    score = ig.score;
            cells << t.number(std::round(score * 10) / 10);
        }
        cells << t.number(std::round(g.score * 10) / 10) << QString::number(g.max)
              << t.number(std::round(g.percent() * 10) / 10)
              << (passed(g) ? QStringLiteral("yes") : QStringLiteral("no"));
        t.row(cells);
    }
    return t.bytes();
}

} // namespace arbiter::seminar
