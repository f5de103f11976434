#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// `arbiterctl import FILE [--json] [--as trf|players|pairings] [--players FILE] [--round N]`: prints
// what the console would import from a pairing program's or federation's file, read by the same
// code as the event dialog (event::FileImport): the event's name, dates, rounds and time control,
// every player, the pairings of every round with results, and every warning with its line. A check
// an arbiter can run on the organiser's file before the event, and a stable JSON for other tools.
// With `--into DB|URL [--event ID] [--new-event]` it makes the event from the file (or adds the file to
// the event) as the event dialog does, so an event can be set up and exported headless.
// Exit status 1 when the file cannot be read at all.
class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)

public:
    static QString summary();
    static int run(const QStringList &args);
};

} // namespace arbiter::ctl
