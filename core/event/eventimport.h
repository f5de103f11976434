#pragma once

#include "core/event/importwarning.h"
#include "core/event/pairingrecord.h"
#include "core/event/playerrecord.h"

#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

#include <cstdint>

namespace arbiter::event {

// What an import (TRF or CSV) brought: players and pairings ready for the event (EventData::merge),
// what the file says about the event, and a warning for every line that was not taken as it stood.
struct EventImport
{
    // What kind of file it was: a tournament report, a list of players or a list of pairings.
    enum class Kind : std::uint8_t { Trf, Players, Pairings };

    Kind kind = Kind::Trf;
    QString eventName; // empty when the file does not say
    QDate startDate; // invalid when the file does not say, or not for sure (then see startDateText)
    QDate endDate;
    QString startDateText; // the dates as the file writes them (shown when they could not be read)
    QString endDateText;
    int rounds = 0; // rounds the file announces or pairs; 0 = unknown
    QString timeControlText; // as the file writes it (TRF 122, free text), for the arbiter to confirm
    QString
        tieBreaksText; // the event's tie-breaks as TRF-2026 record 202 lists them ("BH:C1,BH,SB"); empty = not given
    QList<PlayerRecord> players;
    QList<PairingRecord> pairings;
    // The points each player has by the file's own count (TRF "001" columns 81-84), by starting rank;
    // only players whose line states them. Not taken into the event: the standings are counted from
    // the results, and this is what they are checked against.
    QMap<int, double> statedPoints;
    QList<ImportWarning> warnings;
};

} // namespace arbiter::event
