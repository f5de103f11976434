#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace arbiter::ctl {

// The games' records an event keeps (Art. 3.7) from the command line, so the evidence can be read
// when the zone has long forgotten the game: list them, and print one as a timeline (moves with
// both clocks, connections, VCS, pauses, clock changes, offers, findings, incidents and rulings),
// as PGN with %clk, or as the stored JSON.
class GamesCommand
{
    Q_DECLARE_TR_FUNCTIONS(GamesCommand)

public:
    // arbiterctl games DB [--event ID] [--json]
    static QString summary();
    static int run(const QStringList &args);
    // arbiterctl game DB GAME [--event ID] [--attempt N] [--pgn | --json]
    static QString gameSummary();
    static int game(const QStringList &args);
};

} // namespace arbiter::ctl
