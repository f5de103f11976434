#pragma once

#include "importwarning.h"
#include "pairingrecord.h"
#include "playerrecord.h"

#include <QDate>
#include <QList>
#include <QString>

namespace arbiter::event {

// What an import (TRF-16 or CSV) brought: players and pairings ready for
// EventStore::replacePlayersAndPairings, what the file says about the event, and a warning for
// every line that was not taken as it stood.
struct EventImport
{
    QString eventName; // empty when the file does not say
    QDate startDate; // invalid when the file does not say
    QDate endDate;
    int rounds = 0; // rounds the file announces or pairs; 0 = unknown
    QString timeControlText; // as the file writes it (TRF 122, free text), for the arbiter to confirm
    QList<PlayerRecord> players;
    QList<PairingRecord> pairings;
    QList<ImportWarning> warnings;
};

} // namespace arbiter::event
