#include "core/event/feedroster.h"
#include "core/vcs/januseventreader.h"
#include "core/vcs/serverpresence.h"
#include "tests/common/testpaths.h"

#include <QFile>
#include <QTest>

using namespace arbiter;
using vcs::ServerPresence;

// What the video server says of each feed, as the console reads it: Janus's own event posts (a real
// recording of Janus 1.1.2: two players publish through simple-whip-server, one is stopped for six
// seconds and hangs up cleanly, the other is killed) become one presence report per change, with the
// server's word for it; the relay's presence lines round-trip; and a feed path finds its player in
// the event's roster.
class TestServerPresence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void janusRecording();
    void janusBadInput();
    void lines_data();
    void lines();
    void rosterFindsThePlayer();
};

void TestServerPresence::janusRecording()
{
    QFile file(testing::testsPath(QStringLiteral("data/vcs/janus-events.ndjson")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    vcs::JanusEventReader reader;
    QList<ServerPresence> reports;
    int bodies = 0;
    while (!file.atEnd()) {
        const QByteArray body = file.readLine();
        QString error;
        reports += reader.read(body, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        ++bodies;
    }
    QCOMPARE(bodies, 31);
    QStringList seen;
    for (const ServerPresence &p : std::as_const(reports)) {
        seen << QStringLiteral("%1 %2 %3").arg(p.feed, p.on ? QStringLiteral("on") : QStringLiteral("off"), p.detail);
        QVERIFY(p.utcMs > 1'700'000'000'000); // Janus's microseconds as milliseconds
    }
    QCOMPARE(seen,
             QStringList({
                 QStringLiteral("open-2026/alice/cam on webrtcup"),
                 QStringLiteral("open-2026/bob/cam on webrtcup"),
                 QStringLiteral("open-2026/alice/cam off media stopped"),
                 QStringLiteral("open-2026/alice/cam on media flowing"),
                 QStringLiteral("open-2026/alice/cam off unpublished"),
                 QStringLiteral("open-2026/bob/cam off media stopped"),
             }));
    // What a console that connects now is told first.
    const QList<ServerPresence> now = reader.current();
    QCOMPARE(now.size(), 2);
    for (const ServerPresence &p : now)
        QVERIFY(!p.on);
}

void TestServerPresence::janusBadInput()
{
    vcs::JanusEventReader reader;
    QString error;
    QVERIFY(reader.read("{\"type\": 64, \"event\":", &error).isEmpty());
    QVERIFY(!error.isEmpty());
    // Events for handles it never saw join, and unknown types, say nothing.
    error.clear();
    QVERIFY(reader
                .read(R"([{"type":16,"subtype":6,"handle_id":5,"event":{"connection":"hangup"}},
                            {"type":999,"event":{}}, 17, "x"])",
                      &error)
                .isEmpty());
    QVERIFY(error.isEmpty());
}

void TestServerPresence::lines_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("ok");
    QTest::newRow("on") << QByteArray(R"({"feed":"ev/p1/cam","on":true,"detail":"webrtcup","utc_ms":1796285026262})")
                        << true;
    QTest::newRow("no state") << QByteArray(R"({"feed":"ev/p1/cam"})") << false;
    QTest::newRow("no feed") << QByteArray(R"({"on":false})") << false;
    QTest::newRow("not json") << QByteArray("on off") << false;
}

void TestServerPresence::lines()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, ok);
    const auto read = ServerPresence::fromLine(line);
    QCOMPARE(read.ok(), ok);
    if (!ok) {
        QVERIFY(!read.error().message.isEmpty());
        return;
    }
    QCOMPARE(ServerPresence::fromLine(read->toLine()).value(), read.value());
    QVERIFY(read->toLine().endsWith('\n'));
    const auto path = ServerPresence::split(read->feed);
    QCOMPARE(path.player, QStringLiteral("p1"));
    QCOMPARE(path.feed, QStringLiteral("cam"));
}

void TestServerPresence::rosterFindsThePlayer()
{
    vcs::VcsSettings settings;
    settings.feedTemplate = QStringLiteral("rtsp://relay:8554/{event}/{player}/{feed}");
    const event::FeedRoster roster(settings, QStringLiteral("Open 2026"), {});
    const auto cam = roster.feedOf(QStringLiteral("open-2026/carlsen/cam"));
    QVERIFY(cam);
    QCOMPARE(cam->playerKey, QStringLiteral("carlsen"));
    QCOMPARE(cam->kind, vcs::FeedKinds::Camera);
    QCOMPARE(roster.feedOf(QStringLiteral("open-2026/carlsen/screen"))->kind, vcs::FeedKinds::Screen);
    QVERIFY(!roster.feedOf(QStringLiteral("other-event/carlsen/cam"))); // another event's feed
    QVERIFY(!roster.feedOf(QStringLiteral("open-2026/carlsen/microwave"))); // no such feed
    QVERIFY(!roster.feedOf(QStringLiteral("cam")));
}

QTEST_GUILESS_MAIN(TestServerPresence)
#include "tst_serverpresence.moc"
