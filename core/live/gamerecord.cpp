#include "gamerecord.h"

#include "../chess/pgnwriter.h"
#include "roundpgn.h"

namespace arbiter::live {

GameRecord GameRecord::of(const LiveGame &game, const QString &event)
{
    GameRecord r;
    r.id = game.id();
    r.pairing = game.pairing();
    r.plies.reserve(game.moves().size());
    for (const LiveGame::MoveRecord &m : game.moves()) {
        Ply p;
        p.ply = m.ply;
        p.validated = m.validated();
        p.san = m.validated() ? m.san() : QString(m.textView());
        p.move = m.validated() ? m.move : chess::Move::none();
        p.whiteMs = m.whiteMs();
        p.blackMs = m.blackMs();
        p.zoneTimestampMs = m.zoneTimestampMs;
        p.receivedMonotonicMs = m.receivedMonotonicMs;
        r.plies.push_back(std::move(p));
    }
    r.drawOffers = game.drawOffers();
    r.disconnections = game.disconnections();
    r.pauses = game.pauses();
    r.adjustments = game.adjustments();
    r.startedMonotonicMs = game.startedMonotonicMs();
    r.endedMonotonicMs = game.endedMonotonicMs();
    r.anomalies = game.anomalies();
    r.status = game.status();
    r.winner = game.winner();
    r.result = QString(game.result());
    if (auto bytes = chess::PgnWriter::toPgn(gamePgn(game, event)))
        r.pgn = bytes.value();
    return r;
}

} // namespace arbiter::live
