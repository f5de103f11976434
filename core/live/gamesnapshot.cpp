#include "core/live/gamesnapshot.h"

#include "core/live/livegame.h"

namespace arbiter::live {

GameSnapshot GameSnapshot::of(const LiveGame &game)
{
    GameSnapshot s;
    s.id = game.id();
    s.pairing = game.pairing();
    const chess::Position &position = game.position();
    for (chess::Square sq = 0; sq < 64; ++sq)
        s.squares[std::size_t(sq)] = position.pieceAt(sq);
    s.sideToMove = position.sideToMove();
    s.moveNumber = position.fullmoveNumber();
    if (position.inCheck())
        s.checkedKing = position.kingSquare(position.sideToMove());
    if (!game.moves().empty()) {
        const LiveGame::MoveRecord &last = game.moves().back();
        if (!last.move.isNone() && !last.move.isNull()) {
            s.lastFrom = last.move.from();
            s.lastTo = last.move.to();
        }
        s.lastSan = last.validated() ? last.san() : QString(last.textView());
    }
    s.clock = game.clock();
    s.status = game.status();
    s.winner = game.winner();
    s.result = QString(game.result());
    s.plies = game.plies();
    s.anomalies = int(game.anomalies().size());
    s.lastChangeMonotonicMs = game.lastChangeMonotonicMs();
    if (game.isConnected(chess::White) == false)
        s.flags |= WhiteDisconnected;
    if (game.isConnected(chess::Black) == false)
        s.flags |= BlackDisconnected;
    if (game.clock().status() == clock::ClockState::Status::Paused)
        s.flags |= Paused;
    if (s.anomalies > 0)
        s.flags |= HasAnomaly;
    if (game.coloursReversed())
        s.flags |= ColoursReversed;
    if (game.isOnVcs(chess::White) == false)
        s.flags |= WhiteOffVcs;
    if (game.isOnVcs(chess::Black) == false)
        s.flags |= BlackOffVcs;
    if (game.hasFeedProblem(chess::White))
        s.flags |= WhiteFeedProblem;
    if (game.hasFeedProblem(chess::Black))
        s.flags |= BlackFeedProblem;
    if (game.isEnded())
        s.flags |= Ended;
    if (game.awaitingLastMoves())
        s.flags |= AwaitingLastMoves;
    if (s.checkedKing != chess::NoSquare)
        s.flags |= InCheck;
    if (game.pendingDrawOffer())
        s.flags |= DrawOfferPending;
    return s;
}

} // namespace arbiter::live
