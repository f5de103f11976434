#include "core/chess/notation.h"
#include "sim/pgnreplayplayer.h"
#include "sim/simround.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace arbiter;
using namespace arbiter::zone;
using namespace arbiter::zone::sim;

// PgnReplayPlayer's live games (moves that arrive while the game is served, as the engines of a
// live round produce them) on a virtual clock the test moves by hand: moves come when their think
// time from %clk has passed, with the %clk readings; a move due before it arrives is made at once
// and takes the time it really took; pauses, restarts, arbiter results and every kind of ending
// work as for a PGN file.
class TestLiveReplay : public QObject
{
    Q_OBJECT

private:
    // The monotonic source in units of one virtual second (speed 1000): the player's single timer
    // fires within a few real ms and finds the virtual time the test has set.
    std::int64_t m_source = 0;
    std::unique_ptr<SimClock> m_clock;
    std::unique_ptr<SimRound> m_round;
    std::unique_ptr<PgnReplayPlayer> m_player;
    std::int64_t m_epoch = 0;

    void setUpRound()
    {
        m_source = 0;
        m_clock = std::make_unique<SimClock>(1000.0, 1'700'000'000'000, [this] { return m_source; });
        m_epoch = m_clock->nowMs();
        m_round = std::make_unique<SimRound>(QStringLiteral("live"), m_clock.get());
        m_player = std::make_unique<PgnReplayPlayer>(m_round.get(), 3);
    }

    int addGame(const QString &white = QStringLiteral("White, A"))
    {
        chess::PgnGame tags;
        tags.setTag(QStringLiteral("White"), white);
        tags.setTag(QStringLiteral("Black"), QStringLiteral("Black, B"));
        tags.setTag(QStringLiteral("TimeControl"), QStringLiteral("180+2"));
        return m_player->addLiveGame(tags);
    }

    // Virtual seconds since the start.
    void advanceTo(int seconds)
    {
        m_source = seconds;
        QTest::qWait(40);
    }

    const SimGame &game(int slot) const { return *m_round->game(m_player->gameId(slot)); }

    // Appends a UCI move with the mover's clock after it (ms).
    void ply(int slot, const char *uci, std::int64_t clockMs)
    {
        const SimGame &g = game(slot);
        chess::Position position = g.start;
        // The slot's received plies may run ahead of the game; parse against the latest position.
        for (const auto &p : m_plies[slot])
            position.makeMove(p);
        const auto move = chess::Notation::parseUci(position, QString::fromLatin1(uci));
        QVERIFY2(move.ok(), uci);
        m_plies[slot].push_back(*move);
        m_player->appendLivePly(slot, *move, clockMs);
    }
    QHash<int, std::vector<chess::Move>> m_plies;

    std::int64_t moveTime(int slot, int ply) const { return game(slot).moves[std::size_t(ply)].t - m_epoch; }

private Q_SLOTS:
    void init()
    {
        m_plies.clear();
        setUpRound();
    }

    void pliesReceivedAheadComeWhenDue()
    {
        const int slot = addGame();
        m_player->start();
        QCOMPARE(m_round->games().size(), std::size_t(1));
        ply(slot, "e2e4", 179000); // 3 s
        ply(slot, "e7e5", 178000); // 4 s
        ply(slot, "g1f3", 175000); // 180 + 2 − 175 = 6 s after 1...e5
        // The engines' deadline for 2...: its think begins when 2. Nf3 is made.
        QCOMPARE(m_player->nextThinkStartMs(slot) - m_epoch, 13000);
        advanceTo(2);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        advanceTo(3);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(game(slot).moves[0].whiteMs, 179000);
        QCOMPARE(moveTime(slot, 0), 3000);
        advanceTo(7);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(2));
        QCOMPARE(game(slot).moves[1].blackMs, 178000);
        advanceTo(12);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(2));
        advanceTo(13);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(3));
        QCOMPARE(game(slot).moves[2].whiteMs, 175000);
        QCOMPARE(moveTime(slot, 2), 13000);
        QCOMPARE(m_player->nextThinkStartMs(slot) - m_epoch, 13000); // waiting since
        QCOMPARE(m_player->lateMoves(), 0);
        QCOMPARE(game(slot).status, ZoneStatus::Started);
    }

    void lateMoveIsMadeAtOnceAndTakesItsTime()
    {
        const int slot = addGame();
        m_player->start();
        advanceTo(10);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        ply(slot, "e2e4", 179000); // due at 3 s, arrives at 10 s
        QCOMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(m_player->lateMoves(), 1);
        QCOMPARE(m_player->lateMsTotal(), 7000);
        QCOMPARE(m_player->lateMsMax(), 7000);
        QCOMPARE(game(slot).moves[0].whiteMs, 180000 - 10000 + 2000);
        QCOMPARE(moveTime(slot, 0), 10000);
        // The reply's think begins at the late move: due at 14 s, received in time.
        advanceTo(12);
        ply(slot, "e7e5", 178000);
        QCOMPARE(game(slot).moves.size(), std::size_t(1));
        advanceTo(14);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(2));
        QCOMPARE(game(slot).moves[1].blackMs, 178000);
        QCOMPARE(m_player->lateMoves(), 1);
    }

    void lateMoveNeverFlagsTheMover()
    {
        const int slot = addGame();
        m_player->start();
        advanceTo(200); // the engines were 197 s late: more than White had
        ply(slot, "e2e4", 179000);
        QCOMPARE(m_player->lateMoves(), 1);
        QCOMPARE(game(slot).status, ZoneStatus::Started);
        QCOMPARE(game(slot).moves[0].whiteMs, 100 + 2000);
    }

    void pauseWhileWaiting_data()
    {
        QTest::addColumn<int>("pausedAt"); // virtual s of thinking before the pause
        QTest::addColumn<int>("late"); // late moves expected
        QTest::addColumn<int>("whiteMs"); // White's clock after 1. e4 (think 3 s by %clk)
        QTest::newRow("arrives in time") << 2 << 0 << 179000;
        QTest::newRow("due before the pause") << 5 << 1 << 177000;
    }

    void pauseWhileWaiting()
    {
        QFETCH(int, pausedAt);
        QFETCH(int, late);
        QFETCH(int, whiteMs);
        const int slot = addGame();
        m_player->start();
        advanceTo(pausedAt);
        QVERIFY(m_round->pauseGame(m_player->gameId(slot)));
        advanceTo(pausedAt + 10);
        ply(slot, "e2e4", 179000);
        advanceTo(pausedAt + 20);
        QCOMPARE(game(slot).moves.size(), std::size_t(0)); // nothing moves while paused
        QCOMPARE(m_player->lateMoves(), late);
        QVERIFY(m_round->resumeGame(m_player->gameId(slot)));
        // The rest of the think (if any) runs after the resume.
        const int rest = std::max(0, 3 - pausedAt);
        if (rest > 0) {
            advanceTo(pausedAt + 20 + rest - 1);
            QCOMPARE(game(slot).moves.size(), std::size_t(0));
        }
        advanceTo(pausedAt + 20 + rest);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(game(slot).moves[0].whiteMs, whiteMs);
    }

    // A scenario holds a game: a ply that arrives late meanwhile is made at the release.
    void heldGameMakesALatePlyOnRelease()
    {
        const int slot = addGame();
        m_player->start();
        const QString id = m_player->gameId(slot);
        m_player->hold(id);
        advanceTo(10);
        ply(slot, "e2e4", 179000); // due at 3 s
        advanceTo(12);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        QCOMPARE(m_player->lateMoves(), 1);
        m_player->release(id);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(game(slot).moves[0].whiteMs, 180000 - 10000 + 2000); // late by 7 s when it arrived
    }

    void roundPauseHoldsLiveGames()
    {
        const int slot = addGame();
        m_player->start();
        ply(slot, "e2e4", 179000);
        advanceTo(1);
        m_round->pauseRound();
        advanceTo(30);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        m_round->resumeRound();
        advanceTo(31);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        advanceTo(32);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(game(slot).moves[0].whiteMs, 179000);
    }

    void restartReplaysTheReceivedPlies()
    {
        const int slot = addGame();
        m_player->start();
        ply(slot, "e2e4", 179000);
        ply(slot, "e7e5", 178000);
        advanceTo(7);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(2));
        QVERIFY(m_round->restartGame(m_player->gameId(slot)));
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        advanceTo(10);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(moveTime(slot, 0), 10000);
        // Waiting for the third ply after the replay: it arrives in time and comes when due.
        advanceTo(14);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(2));
        ply(slot, "g1f3", 175000);
        advanceTo(19);
        QCOMPARE(game(slot).moves.size(), std::size_t(2));
        advanceTo(20);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(3));
        QCOMPARE(m_player->lateMoves(), 0);
    }

    void endings()
    {
        QSignalSpy finished(m_player.get(), &PgnReplayPlayer::finished);
        const int mate = addGame(QStringLiteral("Mate, A"));
        const int resign = addGame(QStringLiteral("Resign, A"));
        const int flag = addGame(QStringLiteral("Flag, A"));
        m_player->start();
        ply(mate, "f2f3", 179000);
        ply(mate, "e7e5", 179000);
        ply(mate, "g2g4", 179000);
        ply(mate, "d8h4", 179000);
        ply(resign, "e2e4", 179000);
        ply(flag, "e2e4", 179000);
        advanceTo(12);
        QTRY_COMPARE(game(mate).moves.size(), std::size_t(4));
        QCOMPARE(game(mate).status, ZoneStatus::Started); // the end has not arrived yet
        m_player->endLiveGame(mate, QStringLiteral("0-1"), QStringLiteral("Normal"));
        QCOMPARE(game(mate).status, ZoneStatus::Mate);
        QVERIFY(game(mate).winner == chess::Black);
        m_player->endLiveGame(resign, QStringLiteral("1-0"), QStringLiteral("Normal"));
        m_player->endLiveGame(flag, QStringLiteral("1-0"), QStringLiteral("Time forfeit"));
        advanceTo(25); // a resignation takes 2 to 8 s
        QTRY_COMPARE(game(resign).status, ZoneStatus::Resign);
        QVERIFY(game(resign).winner == chess::White);
        QCOMPARE(game(flag).status, ZoneStatus::Started);
        QCOMPARE(finished.count(), 0);
        advanceTo(3 + 180 - 1);
        QCOMPARE(game(flag).status, ZoneStatus::Started);
        advanceTo(3 + 180);
        QTRY_COMPARE(game(flag).status, ZoneStatus::OutOfTime);
        QVERIFY(game(flag).winner == chess::White);
        QCOMPARE(finished.count(), 1);
        QCOMPARE(m_player->lateMoves(), 0);
    }

    void arbiterResultEndsTheWait()
    {
        QSignalSpy finished(m_player.get(), &PgnReplayPlayer::finished);
        const int slot = addGame();
        m_player->start();
        advanceTo(5);
        QVERIFY(m_round->end(m_player->gameId(slot), ZoneStatus::Draw, std::nullopt));
        QCOMPARE(finished.count(), 1);
        // The engines' move for the game ended by the arbiter is not played.
        ply(slot, "e2e4", 179000);
        advanceTo(10);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        QCOMPARE(game(slot).status, ZoneStatus::Draw);
        QCOMPARE(m_player->lateMoves(), 0);
    }

    void pliesBeforeStartPlayFromStart()
    {
        const int slot = addGame();
        ply(slot, "e2e4", 179000);
        advanceTo(20);
        m_player->start(); // the game's clock ran since it was added; the think counts from start()
        advanceTo(22);
        QCOMPARE(game(slot).moves.size(), std::size_t(0));
        advanceTo(23);
        QTRY_COMPARE(game(slot).moves.size(), std::size_t(1));
        QCOMPARE(m_player->lateMoves(), 0);
    }
};

QTEST_GUILESS_MAIN(TestLiveReplay)
#include "tst_livereplay.moc"
