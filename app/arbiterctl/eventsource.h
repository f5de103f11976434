#pragma once

#include "core/report/eventresults.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace arbiter::ctl {

// Where the hand-over commands (standings, export, report) take an event from: an event database (an
// SQLite file or a team event's URL; the results after rulings, the staff) or a pairing program's TRF
// or CSV file (the event as imported, with the file's own dates and tie-breaks). Problems are printed;
// nullopt when nothing could be read.
class EventSource
{
    Q_DECLARE_TR_FUNCTIONS(EventSource)

public:
    // The positional argument "source" the commands take.
    static void addArgument(QCommandLineParser &parser);
    static bool isDatabase(const QString &argument);
    static std::optional<report::EventResults::Record> read(const QString &source, const QString &eventOption,
                                                            bool gameBodies = false);
};

} // namespace arbiter::ctl
