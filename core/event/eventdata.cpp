#include "eventdata.h"

#include <algorithm>

namespace arbiter::event {

void EventData::merge(const EventImport &import)
{
    if (!import.players.isEmpty())
        players = import.players;
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
