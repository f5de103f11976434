#include "core/common/optionvalue.h"

#include <QLocale>

#include <cmath>

namespace arbiter {

namespace {

QString shown(double x)
{
    return QString::number(x, 'g', 12);
}

} // namespace

Result<double> OptionValue::number(const QString &option, const QString &text, double min, double max)
{
    bool ok = false;
    const double x = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(x) || x < min || x > max)
        //: %1: the option, e.g. --tolerance; %2: the least value; %3: the greatest value; %4: the value as typed
        return Error{tr("%1 takes a number from %2 to %3, not \"%4\".").arg(option, shown(min), shown(max), text)};
    return x;
}

Result<qint64> OptionValue::whole(const QString &option, const QString &text, qint64 min, qint64 max)
{
    bool ok = false;
    const qint64 n = text.trimmed().toLongLong(&ok);
    if (!ok || n < min || n > max)
        //: %1: the option, e.g. --nodes; %2: the least value; %3: the greatest value; %4: the value as typed
        return Error{tr("%1 takes a whole number from %2 to %3, not \"%4\".").arg(option).arg(min).arg(max).arg(text)};
    return n;
}

std::optional<std::int64_t> OptionValue::durationMs(const QString &text)
{
    const QString t = text.trimmed();
    if (t.isEmpty())
        return std::nullopt;
    const QStringList parts = t.split(u':');
    if (parts.size() > 3)
        return std::nullopt;
    double seconds = 0;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        const double v = parts[i].toDouble(&ok);
        const bool last = i == parts.size() - 1;
        if (!ok || !std::isfinite(v) || v < 0 || (!last && v != std::floor(v)) || (i > 0 && v >= 60))
            return std::nullopt;
        seconds = seconds * 60 + v;
    }
    if (seconds > 1e7)
        return std::nullopt;
    return std::int64_t(std::llround(seconds * 1000));
}

} // namespace arbiter
