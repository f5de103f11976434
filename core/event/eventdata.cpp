#include "core/event/eventdata.h"

#include <algorithm>

namespace arbiter::event {

void EventData::merge(const EventImport &import)
{
    if (!import.players.isEmpty()) {
        // A new list of the same players (a pairing program's next export) does not know what the
        // console was told of them: their zone accounts and feed addresses stay, matched by FIDE ID
        // or, without one, by name.
        QList<PlayerRecord> next = import.players;
        for (PlayerRecord &p : next) {
            const auto known = std::find_if(players.cbegin(), players.cend(), [&p](const PlayerRecord &k) {
                return !p.fideId.isEmpty() && !k.fideId.isEmpty() ? p.fideId == k.fideId
                                                                  : p.name.compare(k.name, Qt::CaseInsensitive) == 0;
            });
            if (known == players.cend())
                continue;
            for (QString PlayerRecord::*field :
                 {&PlayerRecord::zoneAccount, &PlayerRecord::camUrl, &PlayerRecord::screenUrl, &PlayerRecord::cam2Url,
                  &PlayerRecord::venue, &PlayerRecord::assistant, &PlayerRecord::assistantAccount})
                if ((p.*field).isEmpty())
                    p.*field = (*known).*field;
        }
        players = next;
        // Part IIIb: a venue the list names that the event does not know yet is added (by name).
        for (const PlayerRecord &p : std::as_const(players))
            if (!p.venue.trimmed().isEmpty() && !Venue::find(venues, p.venue))
                venues.append(Venue{p.venue.trimmed()});
    }
    if (!import.pairings.isEmpty()) {
        QList<int> rounds;
        for (const PairingRecord &p : import.pairings) {
            if (!rounds.contains(p.round))
                rounds << p.round;
        }
        pairings.removeIf([&rounds](const PairingRecord &p) { return rounds.contains(p.round); });
        pairings += import.pairings;
        std::stable_sort(pairings.begin(), pairings.end(), [](const PairingRecord &a, const PairingRecord &b) {
            return a.round != b.round ? a.round < b.round : a.board < b.board;
        });
    }
    if (info.name.trimmed().isEmpty() && !import.eventName.isEmpty())
        info.name = import.eventName;
    info.rounds = std::max(info.rounds, import.rounds);
    if (info.timeControl.kind() == clock::TimeControl::Kind::Unknown && !import.timeControlText.isEmpty()) {
        if (auto tc = clock::TimeControl::fromFide(import.timeControlText))
            info.timeControl = tc.value();
    }
}

} // namespace arbiter::event
