#pragma once

#include "core/event/eventimport.h"
#include "tests/fuzz/fuzzcheck.h"

#include <QByteArray>
#include <QHash>
#include <QSet>

#include <cstdlib>
#include <utility>

namespace arbiter::fuzzing {

// What every import must give, whatever the file: warnings on lines of the file (TRF: in line order);
// players with distinct positive starting ranks and names; pairings in rounds from 1 that seat a
// player once per round on distinct boards, between two players (or a bye) the import names.
// `knownPlayers` (CSV pairings matched against a list) are the players pairings may refer to by
// number besides the import's own; `idsFromFile` says whether a pairing may name a number that is
// in no list (a CSV pairings file read without a player list).
inline void checkImport(const event::EventImport &in, int lineCount, const QList<event::PlayerRecord> &knownPlayers,
                        bool idsFromFile)
{
    int lastLine = 0;
    for (const event::ImportWarning &w : in.warnings) {
        FUZZ_CHECK(w.line >= 1 && w.line <= lineCount);
        FUZZ_CHECK(w.line >= lastLine || in.kind != event::EventImport::Kind::Trf); // TRF sorts them
        FUZZ_CHECK(!w.message.isEmpty());
        lastLine = w.line;
    }
    QSet<int> ids;
    for (const event::PlayerRecord &p : in.players) {
        FUZZ_CHECK(p.id > 0 && !ids.contains(p.id));
        FUZZ_CHECK(!p.name.trimmed().isEmpty() || in.kind == event::EventImport::Kind::Trf);
        ids.insert(p.id);
    }
    for (const event::PlayerRecord &p : knownPlayers)
        ids.insert(p.id);
    QSet<std::pair<int, int>> boards;
    QSet<std::pair<int, int>> seated;
    for (const event::PairingRecord &p : in.pairings) {
        FUZZ_CHECK(p.round >= 1 && p.board >= 1);
        FUZZ_CHECK(in.rounds >= p.round);
        FUZZ_CHECK(!boards.contains({p.round, p.board}));
        boards.insert({p.round, p.board});
        FUZZ_CHECK(p.whiteId != 0 || !p.white.isEmpty());
        if (p.whiteId != 0) {
            FUZZ_CHECK(idsFromFile || ids.contains(p.whiteId));
            FUZZ_CHECK(in.kind != event::EventImport::Kind::Trf || !seated.contains({p.round, p.whiteId}));
            seated.insert({p.round, p.whiteId});
        }
        if (p.blackId != 0) {
            FUZZ_CHECK(idsFromFile || ids.contains(p.blackId));
            FUZZ_CHECK(p.blackId != p.whiteId || in.kind != event::EventImport::Kind::Trf);
            FUZZ_CHECK(in.kind != event::EventImport::Kind::Trf || !seated.contains({p.round, p.blackId}));
            seated.insert({p.round, p.blackId});
        }
        FUZZ_CHECK(p.isBye() == (p.blackId == 0 && p.black.isEmpty()) || in.kind != event::EventImport::Kind::Trf);
    }
}

} // namespace arbiter::fuzzing
