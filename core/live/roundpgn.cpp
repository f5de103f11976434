#include "core/live/roundpgn.h"

#include "core/chess/pgngame.h"
#include "core/chess/pgnwriter.h"
#include "core/live/livegameregistry.h"

namespace arbiter::live {

chess::PgnGame gamePgn(const LiveGame &game, const QString &event)
{
    const zone::Pairing &p = game.pairing();
    const QString id = game.id();
    chess::PgnGame pgn;
    pgn.setTag(QStringLiteral("Event"), event.isEmpty() ? QStringLiteral("?") : event);
    pgn.setTag(QStringLiteral("Site"), id);
    pgn.setTag(QStringLiteral("Date"), QStringLiteral("????.??.??"));
    pgn.setTag(QStringLiteral("Round"), p.round.isEmpty() ? QStringLiteral("?") : p.round);
    pgn.setTag(QStringLiteral("White"), p.white.isEmpty() ? QStringLiteral("?") : p.white);
    pgn.setTag(QStringLiteral("Black"), p.black.isEmpty() ? QStringLiteral("?") : p.black);
    pgn.setTag(QStringLiteral("Result"), QString(game.result()));
    if (p.board > 0)
        pgn.setTag(QStringLiteral("Board"), QString::number(p.board));
    if (p.whiteRating > 0)
        pgn.setTag(QStringLiteral("WhiteElo"), QString::number(p.whiteRating));
    if (p.blackRating > 0)
        pgn.setTag(QStringLiteral("BlackElo"), QString::number(p.blackRating));
    if (!p.whiteTitle.isEmpty())
        pgn.setTag(QStringLiteral("WhiteTitle"), p.whiteTitle);
    if (!p.blackTitle.isEmpty())
        pgn.setTag(QStringLiteral("BlackTitle"), p.blackTitle);
    if (const auto tc = p.timeControl.toPgnTag())
        pgn.setTag(QStringLiteral("TimeControl"), tc.value());
    pgn.setTag(QStringLiteral("GameId"), id);
    chess::Position pos;
    if (!p.initialFen.isEmpty()) {
        if (auto start = chess::Position::fromFen(p.initialFen, chess::Position::FenMode::Lenient)) {
            pos = start.value();
            pgn.setTag(QStringLiteral("SetUp"), QStringLiteral("1"));
            pgn.setTag(QStringLiteral("FEN"), p.initialFen);
        }
    }
    pgn.setStartPosition(pos);
    // Each move's SAN as the registry wrote it when it checked the move: nothing is replayed.
    const chess::Color first = pos.sideToMove();
    for (const LiveGame::MoveRecord &m : game.moves()) {
        if (!m.validated())
            break; // the PGN stops where the zone's moves stopped being chess
        const bool firstMoves = m.ply % 2 == 1; // ply 1 is the starting side's
        const chess::Color mover = firstMoves ? first : ~first;
        const std::optional<std::int64_t> clock = mover == chess::White ? m.whiteMs() : m.blackMs();
        const QLatin1String san = m.textView();
        pgn.appendMove(m.move, std::string_view(san.data(), std::size_t(san.size())), clock);
    }
    pgn.setResult(game.result().data());
    return pgn;
}

QByteArray roundPgn(const LiveGameRegistry &registry, const QString &event)
{
    QByteArray out;
    for (const QString &id : registry.ids()) {
        const LiveGame *game = registry.game(id);
        if (!game)
            continue;
        if (auto bytes = chess::PgnWriter::toPgn(gamePgn(*game, event)))
            out += bytes.value() + '\n';
    }
    return out;
}

} // namespace arbiter::live
