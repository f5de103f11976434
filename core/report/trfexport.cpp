#include "core/report/trfexport.h"

#include "core/standings/standings.h"

#include <QHash>

namespace arbiter::report {

namespace {

using standings::RoundOutcome;
using standings::StandingsRow;

// A line with fields put at their 1-based handbook columns.
class Line
{
public:
    explicit Line(const char *code) : m_text(QLatin1String(code)) { }
    void put(int column, const QString &text)
    {
        const int at = column - 1;
        if (m_text.size() < at)
            m_text = m_text.leftJustified(at, u' ');
        m_text = m_text.left(at) + text + m_text.mid(at + text.size());
    }
    QString text() const
    {
        QString t = m_text;
        while (t.endsWith(u' '))
            t.chop(1);
        return t;
    }

private:
    QString m_text;
};

QString header(const char *code, const QString &value)
{
    return QLatin1String(code) + u' ' + QString(value).replace(u'\n', u' ').replace(u'\r', u' ');
}

QString trfDate(const QDate &date)
{
    return date.toString(QStringLiteral("yyyy/MM/dd"));
}

QString points(double value)
{
    return QString::number(value, 'f', 1);
}

// "Ivanova, Elena (24100001)": an arbiter as 102/112 name them.
QString arbiterText(const event::StaffMember &m)
{
    return m.fideId.isEmpty() ? m.name : QStringLiteral("%1 (%2)").arg(m.name, m.fideId);
}

bool isArbiter(event::StaffMember::Role role)
{
    return role != event::StaffMember::Role::AppealsCommittee;
}

} // namespace

TrfExport::Output TrfExport::write(const EventResults::Record &event, const Options &options)
{
    Output out;
    standings::Standings::Input input = event.standings;
    if (options.afterRound > 0)
        input.afterRound = options.afterRound;
    const int rounds = input.afterRound > 0 ? input.afterRound : standings::Standings::lastRound(input.pairings);
    input.afterRound = rounds;
    const bool withAdjustments = options.adjustments && options.version == Version::Trf26;
    if (!withAdjustments)
        input.adjustments.clear();
    const QList<StandingsRow> rows = standings::Standings::compute(input);

    QStringList lines;
    lines << header("012", event.info.name);
    const QString place = event.values.value(QStringLiteral("place"));
    if (!place.isEmpty())
        lines << header("022", place);
    else
        out.notes << tr("No city or place is set (record 022): the rating officer needs it.");
    lines << header("032", event.values.value(QStringLiteral("federation"), QStringLiteral("FID")));
    const QDate start = QDate::fromString(event.values.value(QStringLiteral("start-date")), Qt::ISODate);
    const QDate end = QDate::fromString(event.values.value(QStringLiteral("end-date")), Qt::ISODate);
    const QDate firstRound = event.roundDates.isEmpty() ? QDate() : event.roundDates.first();
    const QDate lastRound = event.roundDates.isEmpty() ? QDate() : event.roundDates.last();
    if (start.isValid() || firstRound.isValid())
        lines << header("042", trfDate(start.isValid() ? start : firstRound));
    if (end.isValid() || lastRound.isValid())
        lines << header("052", trfDate(end.isValid() ? end : lastRound));
    if (!start.isValid() && !firstRound.isValid())
        out.notes << tr("The event's dates are not known (records 042 and 052).");
    int rated = 0;
    for (const event::PlayerRecord &p : input.players)
        rated += p.rating > 0;
    lines << header("062", QString::number(input.players.size()));
    lines << header("072", QString::number(rated));
    lines << header("082", QStringLiteral("0"));
    lines << header("092", event.values.value(QStringLiteral("system"), QStringLiteral("Individual: Swiss-System")));
    bool chief = false;
    for (const event::StaffMember &m : event.staff) {
        if (m.role == event::StaffMember::Role::ChiefArbiter && !chief) {
            lines << header("102", arbiterText(m));
            chief = true;
        }
    }
    if (!chief)
        out.notes << tr("The event has no chief arbiter on its staff (record 102).");
    for (const event::StaffMember &m : event.staff) {
        if (isArbiter(m.role) && m.role != event::StaffMember::Role::ChiefArbiter)
            lines << header("112", arbiterText(m));
    }
    for (const event::StaffMember &m : event.staff) {
        if (isArbiter(m.role) && m.fideId.isEmpty())
            //: %1: an arbiter's name
            out.notes << tr("%1 has no FIDE ID: the rating officer cannot credit them.").arg(m.name);
    }
    if (event.info.timeControl.kind() != clock::TimeControl::Kind::Unknown)
        lines << header("122", event.info.timeControl.toFideString());
    if (!event.roundDates.isEmpty()) {
        Line dates("132");
        for (int r = 1; r <= rounds; ++r) {
            if (const QDate d = event.roundDates.value(r); d.isValid())
                dates.put(92 + 10 * (r - 1), d.toString(QStringLiteral("yy/MM/dd")));
        }
        lines << dates.text();
    }
    if (options.version == Version::Trf26) {
        lines << header("142", QString::number(std::max(event.info.rounds, rounds)));
        const standings::PointSystem &ps = input.pointSystem;
        lines << header("162",
                        QStringLiteral(" W %1    D %2    L %3    Z %4    P %5")
                            .arg(points(ps.win), points(ps.draw), points(ps.loss), points(0), points(ps.pairingBye)));
        QStringList tieBreaks;
        for (const standings::TieBreak &t : input.tieBreaks)
            tieBreaks << t.acronym().replace(u'-', u'/');
        if (!tieBreaks.isEmpty())
            lines << header("202", tieBreaks.join(u','));
        if (auto tc = event.info.timeControl.toPgnTag();
            event.info.timeControl.kind() != clock::TimeControl::Kind::Unknown && tc.ok() && !tc.value().isEmpty())
            lines << header("222", tc.value());
    }

    QHash<int, const event::PlayerRecord *> players;
    for (const event::PlayerRecord &p : input.players)
        players.insert(p.id, &p);
    QList<StandingsRow> byNumber = rows;
    std::sort(byNumber.begin(), byNumber.end(),
              [](const StandingsRow &a, const StandingsRow &b) { return a.player < b.player; });
    for (const StandingsRow &r : std::as_const(byNumber)) {
        const event::PlayerRecord *p = players.value(r.player);
        Line line("001");
        line.put(5, QStringLiteral("%1").arg(r.player, 4));
        line.put(11, p->title.left(3));
        line.put(15, p->name.left(33));
        if (p->rating > 0)
            line.put(49, QStringLiteral("%1").arg(p->rating, 4));
        line.put(54, p->federation.left(3));
        if (!p->fideId.isEmpty())
            line.put(58, QStringLiteral("%1").arg(p->fideId, 11));
        line.put(81, QStringLiteral("%1").arg(points(r.points), 4));
        line.put(86, QStringLiteral("%1").arg(r.rank, 4));
        for (int i = 0; i < r.rounds.size(); ++i) {
            const RoundOutcome &o = r.rounds[i];
            const bool bye = o.opponent == 0;
            const QChar colour = o.colour == RoundOutcome::Colour::White ? u'w'
                : o.colour == RoundOutcome::Colour::Black                ? u'b'
                                                                         : u'-';
            QChar code = o.trfCode();
            if (o.kind == RoundOutcome::Kind::Pending || o.kind == RoundOutcome::Kind::NotPlayed)
                code = u' ';
            line.put(92 + 10 * i,
                     QStringLiteral("%1 %2 %3")
                         .arg(bye ? QStringLiteral("0000") : QStringLiteral("%1").arg(o.opponent, 4))
                         .arg(bye ? QChar(u'-') : colour)
                         .arg(code));
        }
        lines << line.text();
    }
    if (withAdjustments) {
        for (const standings::ScoreAdjustment &a : input.adjustments) {
            if (a.round > rounds)
                continue;
            Line line("299");
            line.put(8, QStringLiteral("%1").arg(points(a.points), 4));
            line.put(13, QStringLiteral("%1").arg(points(a.points), 4));
            line.put(18, QStringLiteral("%1").arg(a.round, 3, 10, QChar(u'0')));
            line.put(22, QStringLiteral("%1").arg(a.player, 4));
            lines << line.text();
        }
    }
    out.text = lines.join(u'\n').toUtf8() + '\n';
    return out;
}

} // namespace arbiter::report
