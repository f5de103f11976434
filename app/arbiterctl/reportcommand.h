#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl report DB|URL --format pdf|html [--round N] -o FILE [--event ID]` (with the global
// `--lang ru|en`): the chief arbiter's report of the event (report::EventReport), drawn as PDF by
// render::PdfDocument or written as HTML.
class ReportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ReportCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
