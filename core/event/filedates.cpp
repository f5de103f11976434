#include "core/event/filedates.h"

#include <QRegularExpression>

#include <algorithm>

#include <optional>

namespace arbiter::event {

namespace {

enum class Form { Ymd4, Dmy4, Mdy4, Ymd2, Dmy2, Named };

// Forms of one shape compete for the same texts; a file writes each shape one way.
int shapeOf(Form form)
{
    switch (form) {
    case Form::Ymd4: return 0;
    case Form::Dmy4:
    case Form::Mdy4: return 1;
    case Form::Ymd2:
    case Form::Dmy2: return 2;
    case Form::Named: return 3;
    }
    return 3;
}

struct Reading
{
    Form form;
    QDate date;
};

int monthFromName(QString name)
{
    static const char *const Months[]
        = {"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"};
    name = name.toLower();
    if (name.size() < 3)
        return 0;
    for (int m = 0; m < 12; ++m) {
        if (name.startsWith(QLatin1String(Months[m])))
            return m + 1;
    }
    return 0;
}

int fullYear(int twoDigits)
{
    return twoDigits < 70 ? 2000 + twoDigits : 1900 + twoDigits;
}

QList<Reading> readAll(const QString &input)
{
    QList<Reading> out;
    const QString text = input.trimmed();
    auto add = [&out](Form form, int y, int m, int d) {
        const QDate date(y, m, d);
        if (date.isValid())
            out.append({form, date});
    };
    static const QRegularExpression numeric(
        QStringLiteral("^(\\d{1,4})\\s*([./-])\\s*(\\d{1,2})\\s*[./-]\\s*(\\d{1,4})\\.?$"));
    static const QRegularExpression monthFirst(QStringLiteral("^([A-Za-z]{3,9})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})$"));
    static const QRegularExpression dayFirst(QStringLiteral("^(\\d{1,2})\\.?\\s+([A-Za-z]{3,9})\\.?,?\\s+(\\d{4})$"));
    if (const auto m = numeric.match(text); m.hasMatch()) {
        const QString a = m.captured(1), c = m.captured(4);
        const int x = a.toInt(), y = m.captured(3).toInt(), z = c.toInt();
        const QChar separator = m.captured(2).at(0);
        if (a.size() == 4 && c.size() <= 2) {
            add(Form::Ymd4, x, y, z);
        } else if (c.size() == 4 && a.size() <= 2) {
            add(Form::Dmy4, z, y, x);
            if (separator == u'/') // dots and dashes are European; slashes may be American
                add(Form::Mdy4, z, x, y);
        } else if (a.size() <= 2 && c.size() <= 2) {
            add(Form::Ymd2, fullYear(x), y, z);
            add(Form::Dmy2, fullYear(z), y, x);
        }
    } else if (const auto n = monthFirst.match(text); n.hasMatch()) {
        if (const int month = monthFromName(n.captured(1)))
            add(Form::Named, n.captured(3).toInt(), month, n.captured(2).toInt());
    } else if (const auto d = dayFirst.match(text); d.hasMatch()) {
        if (const int month = monthFromName(d.captured(2)))
            add(Form::Named, d.captured(3).toInt(), month, d.captured(1).toInt());
    }
    return out;
}

// The round dates (evidence only): the form the handbook gives (YY/MM/DD) when it reads them all
// in order, else another single form that does.
QList<QDate> roundDatesOf(const QStringList &texts)
{
    for (const Form form : {Form::Ymd2, Form::Dmy2, Form::Ymd4, Form::Dmy4, Form::Mdy4, Form::Named}) {
        QList<QDate> dates;
        for (const QString &t : texts) {
            for (const Reading &r : readAll(t)) {
                if (r.form == form)
                    dates << r.date;
            }
        }
        if (dates.isEmpty() || dates.size() != texts.size())
            continue;
        if (std::is_sorted(dates.begin(), dates.end()))
            return dates;
    }
    return {};
}

bool sensible(const std::optional<Reading> &start, const std::optional<Reading> &end, const QList<QDate> &rounds)
{
    if (start && end) {
        if (shapeOf(start->form) == shapeOf(end->form) && start->form != end->form)
            return false;
        if (start->date > end->date || start->date.daysTo(end->date) > 400)
            return false;
    }
    for (const QDate &r : rounds) {
        if ((start && r < start->date.addDays(-7)) || (end && r > end->date.addDays(7)))
            return false;
    }
    if (!rounds.isEmpty() && start && !end && start->date.daysTo(rounds.last()) > 400)
        return false;
    return true;
}

QString isoList(const QList<Reading> &readings)
{
    QStringList dates;
    for (const Reading &r : readings) {
        const QString iso = r.date.toString(Qt::ISODate);
        if (!dates.contains(iso))
            dates << iso;
    }
    return dates.join(FileDates::tr(" or "));
}

} // namespace

QList<QDate> FileDates::readings(const QString &text)
{
    QList<QDate> out;
    for (const Reading &r : readAll(text)) {
        if (!out.contains(r.date))
            out << r.date;
    }
    return out;
}

FileDates::Resolved FileDates::resolve(const QString &start, const QString &end, const QStringList &roundDates)
{
    const QList<Reading> starts = readAll(start);
    const QList<Reading> ends = readAll(end);
    const QList<QDate> rounds = roundDatesOf(roundDates);

    QList<std::optional<Reading>> startOptions, endOptions;
    for (const Reading &r : starts)
        startOptions << r;
    for (const Reading &r : ends)
        endOptions << r;
    if (startOptions.isEmpty())
        startOptions << std::nullopt;
    if (endOptions.isEmpty())
        endOptions << std::nullopt;

    QList<QDate> startFits, endFits; // what the sensible combinations give each date
    for (const auto &s : std::as_const(startOptions)) {
        for (const auto &e : std::as_const(endOptions)) {
            if (!sensible(s, e, rounds))
                continue;
            if (s && !startFits.contains(s->date))
                startFits << s->date;
            if (e && !endFits.contains(e->date))
                endFits << e->date;
        }
    }
    auto decide = [](const QString &text, const QList<Reading> &all, const QList<QDate> &fits, QDate *date,
                     QString *problem) {
        if (text.trimmed().isEmpty())
            return;
        QList<QDate> distinct;
        for (const Reading &r : all) {
            if (!distinct.contains(r.date))
                distinct << r.date;
        }
        if (distinct.isEmpty()) {
            //: %1: the date as written in the file
            *problem = tr("the date \"%1\" is not in a form the console reads (such as 2026/05/29, 29.05.2026 or "
                          "May 29, 2026); it was kept as written.")
                           .arg(text.trimmed());
        } else if (distinct.size() == 1) {
            *date = distinct.first();
        } else if (fits.size() == 1) {
            *date = fits.first();
        } else {
            //: %1: the date as written in the file; %2: the dates it can mean, as YYYY-MM-DD joined by "or"
            *problem
                = tr("the date \"%1\" can be read as %2; it was kept as written.").arg(text.trimmed(), isoList(all));
        }
    };
    Resolved out;
    decide(start, starts, startFits, &out.start, &out.startProblem);
    decide(end, ends, endFits, &out.end, &out.endProblem);
    return out;
}

} // namespace arbiter::event
