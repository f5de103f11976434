#pragma once

#include "core/event/eventimport.h"
#include "core/event/eventinfo.h"
#include "core/event/pairingrecord.h"
#include "core/event/playerrecord.h"
#include "core/event/venue.h"

#include <QList>

namespace arbiter::event {

// An event as stored: its settings, its players and the pairings of every round known so far.
struct EventData
{
    EventInfo info;
    QList<PlayerRecord> players; // by starting rank
    QList<PairingRecord> pairings; // by round, then board
    QList<Venue> venues; // a hybrid event's venues (Part IIIb); kept as the event's value "venues"

    // What importing a file does to the event being set up: the file's players replace the list
    // (when it has any), its pairings replace those of the rounds it pairs (other rounds stay), and
    // the name, rounds and time control the event does not have yet are taken from the file.
    void merge(const EventImport &import);
};

} // namespace arbiter::event
