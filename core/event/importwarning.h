#pragma once

#include <QString>

namespace arbiter::event {

// A line of an imported file that was not taken as it stood (skipped, or taken in part), so the
// arbiter sees what did not come in instead of losing it silently.
struct ImportWarning
{
    int line = 0; // 1-based line of the file
    QString message; // translated, names the line
};

} // namespace arbiter::event
