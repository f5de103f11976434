#pragma once

#include "core/chess/pgngame.h"
#include "core/chess/pgnwriter.h"
#include "core/chess/position.h"

#include <QByteArray>
#include <QRandomGenerator>
#include <QString>

#include <algorithm>
#include <cstdint>

namespace arbiter::testing {

// Seeded random legal games of about `plies` plies with %clk, as the replay input.
inline QByteArray randomRound(int games, int plies, std::uint32_t seed)
{
    QRandomGenerator rng(seed);
    QByteArray out;
    for (int g = 0; g < games; ++g) {
        chess::PgnGame pgn;
        pgn.setTag(QStringLiteral("Event"), QStringLiteral("Bench"));
        pgn.setTag(QStringLiteral("Site"), QStringLiteral("?"));
        pgn.setTag(QStringLiteral("Date"), QStringLiteral("2026.11.29"));
        pgn.setTag(QStringLiteral("Round"), QStringLiteral("1"));
        pgn.setTag(QStringLiteral("White"), QStringLiteral("W%1").arg(g));
        pgn.setTag(QStringLiteral("Black"), QStringLiteral("B%1").arg(g));
        pgn.setTag(QStringLiteral("TimeControl"), QStringLiteral("600+5"));
        chess::Position pos;
        std::int64_t clocks[2] = {600'000, 600'000};
        QString result = QStringLiteral("1/2-1/2");
        for (int p = 0; p < plies; ++p) {
            chess::MoveList list;
            pos.legalMoves(list);
            if (list.count == 0) {
                result = pos.inCheck()
                    ? (pos.sideToMove() == chess::White ? QStringLiteral("0-1") : QStringLiteral("1-0"))
                    : QStringLiteral("1/2-1/2");
                break;
            }
            const chess::Move m = list.moves[rng.bounded(list.count)];
            const int side = pos.sideToMove();
            clocks[side] = std::max<std::int64_t>(1000, clocks[side] - 1000 - rng.bounded(8000)) + 5000;
            pgn.appendMove(pos, m, clocks[side]);
            pos.makeMove(m);
        }
        pgn.setTag(QStringLiteral("Result"), result);
        pgn.setResult(result.toStdString());
        if (auto bytes = chess::PgnWriter::toPgn(pgn))
            out += bytes.value() + '\n';
    }
    return out;
}

} // namespace arbiter::testing
