#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter {

// The values of the programs' numeric command-line options (arbiterctl, arbiter-console), checked
// whole and in one place: a value that is not a number, not finite ("nan", "inf", "1e400") or out
// of range is refused with one translated sentence naming the option and its range, before the
// program does anything. (QString::toDouble() accepts "nan" and "inf": a speed of nan served a
// round whose clocks never ran down, a --quit-after of nan never quit.)
class OptionValue
{
    Q_DECLARE_TR_FUNCTIONS(OptionValue)

public:
    // A finite number from min to max (both included), e.g. number("--speed", "2.5", 0.001, 1000).
    static Result<double> number(const QString &option, const QString &text, double min, double max);
    // A whole number from min to max.
    static Result<qint64> whole(const QString &option, const QString &text, qint64 min, qint64 max);
    // A duration as files write it: "1:30", "0:01:30", "90", "1.5" (seconds) → ms; nullopt when it
    // is not one (negative, minutes or seconds of 60 and more, over 10⁷ s).
    static std::optional<std::int64_t> durationMs(const QString &text);
};

} // namespace arbiter
