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

} // namespace arbiter
