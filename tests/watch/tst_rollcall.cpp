#include "core/event/feedroster.h"
#include "core/vcs/vcssettings.h"
#include "core/watch/rollcall.h"

#include <QSignalSpy>
#include <QTest>

using namespace arbiter;
using watch::RollCall;

// The roll call's rule (Art. 13.2), without a window or a camera: which cameras are probed and how
// many at once, a camera slow to answer probed once more before its player is called absent, what
// the console already sees counted without a probe, nothing when the video server reports presence,
// and the summary the arbiter reads. The probes themselves run against real RTSP feeds in
// tst_simfeeds (through the feed hub).
class TestRollCall : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyCameraIsProbedAFewAtATime();
    void aSlowCameraIsProbedOnceMoreBeforeItsPlayerIsAbsent();
    void whatTheConsoleSeesIsNotProbed();
    void nothingWhenTheVideoServerReportsPresence();

private:
    struct Room
    {
        QHash<QString, RollCall::Seen> seen; // by "gameId/side"
        QList<QPair<quint64, QString>> started; // probe, url
        quint64 next = 0;
        std::unique_ptr<RollCall> call;

        explicit Room(const QString &presenceUrl = {})
        {
            call = std::make_unique<RollCall>(RollCall::Hooks{
                [this](const QString &url, int frames, int timeoutMs) {
                    Q_UNUSED(frames);
                    Q_UNUSED(timeoutMs);
                    started.append({++next, url});
                    return next;
                },
                [this](const QString &gameId, chess::Color side) {
                    return seen.value(gameId + u'/' + QString::number(int(side)), RollCall::Seen::Nothing);
                }});
            vcs::VcsSettings settings;
            settings.feedTemplate = QStringLiteral("rtsp://127.0.0.1:8554/{event}/{player}/{feed}");
            settings.presenceUrl = presenceUrl;
            call->setRoster(event::FeedRoster(settings, QStringLiteral("Open"), {}));
        }
        int underWay() const { return call->underWay(); }
    };
    static QList<QPair<QString, zone::Pairing>> games(int count)
    {
        QList<QPair<QString, zone::Pairing>> list;
        for (int board = 1; board <= count; ++board) {
            zone::Pairing p;
            p.board = board;
            p.white = QStringLiteral("W%1").arg(board);
            p.black = QStringLiteral("B%1").arg(board);
            list.append({QStringLiteral("g%1").arg(board), p});
        }
        return list;
    }
};

void TestRollCall::everyCameraIsProbedAFewAtATime()
{
    Room room;
    QSignalSpy done(room.call.get(), &RollCall::done);
    QSignalSpy found(room.call.get(), &RollCall::found);
    room.call->add(games(10));
    room.call->add(games(3)); // listed again: taken once
    QCOMPARE(room.started.size(), 0); // a moment after the listing, not during it
    QCOMPARE(room.call->waiting(), 26);
    QTRY_COMPARE(room.started.size(), RollCall::AtOnce);
    // Each probe that ends lets the next one start, never more than AtOnce at once.
    while (room.underWay() > 0) {
        QVERIFY(room.underWay() <= RollCall::AtOnce);
        const quint64 probe = room.started.at(found.size()).first;
        room.call->probed(probe, true, false, {});
    }
    QCOMPARE(room.started.size(), 20);
    QCOMPARE(found.size(), 20);
    QVERIFY(room.started.at(0).second.startsWith(QStringLiteral("rtsp://127.0.0.1:8554/")));
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.at(0).at(0).toString(), QStringLiteral("Roll call: all 20 camera(s) live."));
}

void TestRollCall::aSlowCameraIsProbedOnceMoreBeforeItsPlayerIsAbsent()
{
    Room room;
    QSignalSpy done(room.call.get(), &RollCall::done);
    QSignalSpy found(room.call.get(), &RollCall::found);
    room.call->add(games(1));
    QTRY_COMPARE(room.started.size(), 2);
    const QString whiteUrl = room.started.at(0).second;
    room.call->probed(room.started.at(0).first, false, true, QStringLiteral("no picture")); // slow: again, later
    QCOMPARE(found.size(), 0);
    QCOMPARE(room.started.size(), 3);
    QCOMPARE(room.started.at(2).second, whiteUrl);
    room.call->probed(room.started.at(1).first, true, false, {});
    room.call->probed(room.started.at(2).first, false, true, QStringLiteral("no picture")); // twice: absent
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(1).at(0).toString(), QStringLiteral("g1"));
    QCOMPARE(found.at(1).at(3).toString(), QStringLiteral("W1"));
    QCOMPARE(found.at(1).at(4).toBool(), false);
    QCOMPARE(done.size(), 1);
    QCOMPARE(done.at(0).at(0).toString(),
             QStringLiteral("Roll call (Art. 13.2): 1 of 2 cameras live; not on the VCS: W1 (board 1)."));
    // A refusal is absence at once; a probe that ended twice counts once.
    room.call->add(games(2));
    QTRY_COMPARE(room.started.size(), 5);
    room.call->probed(room.started.at(3).first, false, false, QStringLiteral("refused"));
    room.call->probed(room.started.at(3).first, false, false, QStringLiteral("refused"));
    QCOMPARE(found.size(), 3);
    QCOMPARE(room.started.size(), 5);
}

void TestRollCall::whatTheConsoleSeesIsNotProbed()
{
    Room room;
    QSignalSpy done(room.call.get(), &RollCall::done);
    room.seen.insert(QStringLiteral("g1/0"), RollCall::Seen::Live); // a tile shows it
    room.seen.insert(QStringLiteral("g1/1"), RollCall::Seen::Lost); // watched since it was lost
    room.call->add(games(1));
    QTRY_COMPARE(done.size(), 1);
    QCOMPARE(room.started.size(), 0);
    QCOMPARE(done.at(0).at(0).toString(),
             QStringLiteral("Roll call (Art. 13.2): 1 of 2 cameras live; not on the VCS: B1 (board 1)."));
}

void TestRollCall::nothingWhenTheVideoServerReportsPresence()
{
    Room room(QStringLiteral("http://127.0.0.1:8188/presence"));
    QSignalSpy done(room.call.get(), &RollCall::done);
    room.call->add(games(4));
    QTest::qWait(RollCall::DelayMs + 100);
    QCOMPARE(room.started.size(), 0);
    QCOMPARE(room.call->waiting(), 0);
    QCOMPARE(done.size(), 0);
}

QTEST_GUILESS_MAIN(TestRollCall)
#include "tst_rollcall.moc"
