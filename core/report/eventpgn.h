#pragma once

#include "core/report/eventresults.h"

#include <QByteArray>
#include <QCoreApplication>

namespace arbiter::report {

// The event's games as one PGN for fair-play screening (Appendix I A.1–A.2): every game the zone
// played, in round and board order, with its clocks (%clk), the players as the event knows them (FIDE
// IDs and ratings), the rulings made on it as comments at the ply they were made
// ({Art. 10.9.2: 1:00 added to Black, by Petrova}), the result after rulings in the Result tag where
// PGN can say it (a 0–0 or ½–0 stays "*" with a comment saying the score) and a Termination tag
// (Normal, Time forfeit, Abandoned, Rules infraction, Unterminated). Needs the records with their bodies.
class EventPgn
{
    Q_DECLARE_TR_FUNCTIONS(EventPgn)

public:
    // `round` 0: every round.
    static QByteArray write(const EventResults::Record &event, int round = 0);
};

} // namespace arbiter::report
