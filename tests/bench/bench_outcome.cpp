#include "core/chess/outcome.h"
#include "core/chess/position.h"

#include <QCoreApplication>
#include <QTextStream>

#include <ctime>

using namespace arbiter::chess;

// Cost of following games with OutcomeTracker: plays deterministic pseudo-random games (which end in
// lopsided material far more often than real games, the expensive case for dead-position checks)
// and prints games per second and microseconds per ply, with and without the tracker.
int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    constexpr int Games = 2000;
    for (bool track : {false, true}) {
        std::uint64_t rng = 12345;
        long plies = 0;
        int endings[5] = {};
        timespec a{}, b{};
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
        for (int g = 0; g < Games; ++g) {
            Position pos;
            OutcomeTracker tracker;
            if (track)
                tracker.update(pos);
            for (int ply = 0; ply < 300; ++ply) {
                MoveList list;
                pos.legalMoves(list);
                if (list.count == 0)
                    break;
                rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
                pos.makeMove(list.moves[(rng >> 33) % std::uint64_t(list.count)]);
                ++plies;
                if (track) {
                    tracker.update(pos);
                    if (tracker.firstEnding())
                        break;
                }
            }
            if (const auto e = tracker.firstEnding())
                ++endings[e->draw ? int(*e->draw) + 1 : 0];
        }
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
        const double ms = double(b.tv_sec - a.tv_sec) * 1e3 + double(b.tv_nsec - a.tv_nsec) / 1e6;
        out << (track ? "with tracker:    " : "without tracker: ") << Games << " games, " << plies << " plies, " << ms
            << " ms cpu, " << (ms * 1000 / double(plies)) << " us/ply";
        if (track)
            out << "; checkmate " << endings[0] << " stalemate " << endings[1] << " dead " << endings[2]
                << " threefold " << endings[3] << " fifty " << endings[4];
        out << Qt::endl;
    }
    return 0;
}
