#pragma once

#include "eventinfo.h"
#include "pairingrecord.h"
#include "playerrecord.h"

#include <QList>

namespace arbiter::event {

// An event as stored: its settings, its players and the pairings of every round known so far.
struct EventData
{
    EventInfo info;
    QList<PlayerRecord> players; // by starting rank
    QList<PairingRecord> pairings; // by round, then board
};

} // namespace arbiter::event
