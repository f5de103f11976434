#include "core/net/ndjsonlinereader.h"
#include "tests/common/testpaths.h"
#include "tests/common/trickledevice.h"

#include <QFile>
#include <QTest>

using namespace arbiter;
using namespace arbiter::net;

// The framing of every NDJSON zone stream: whatever the network does to the chunk boundaries, the
// adapter must see exactly the lines the server sent, never a line cut in two (a move lost) or two
// lines glued together (a move lost and an error shown to the arbiter).
class TestNdjsonLineReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void splitAnywhere_data();
    void splitAnywhere();
    void byteByByte_data() { splitAnywhere_data(); }
    void byteByByte();
    void trickle_data() { splitAnywhere_data(); }
    void trickle();
    void utf8SplitInsideSequences();
    void skipsKeepAlives_data();
    void skipsKeepAlives();
    void overlongLineThenRecovery_data();
    void overlongLineThenRecovery();
    void bufferedBytesAndReset();

private:
    static QByteArray fixture(const char *name);
    static QList<QByteArray> expectedLines(const QByteArray &lfData);
};

QByteArray TestNdjsonLineReader::fixture(const char *name)
{
    QFile f(arbiter::testing::testsPath(QStringLiteral("data/streams/")) + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open fixture %s", name);
    return f.readAll();
}

// The non-empty lines of an LF-only fixture: what every transformed variant must give back.
QList<QByteArray> TestNdjsonLineReader::expectedLines(const QByteArray &lfData)
{
    QList<QByteArray> lines = lfData.split('\n');
    lines.removeAll(QByteArray());
    return lines;
}

// Each row: the fixture as sent (LF, CRLF, with keep-alives between the lines) and the lines expected.
void TestNdjsonLineReader::splitAnywhere_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<QByteArray>>("expected");

    for (const char *name : {"movestream.ndjson", "gamesstream.ndjson"}) {
        const QByteArray lf = fixture(name);
        const QList<QByteArray> expected = expectedLines(lf);
        QByteArray crlf = lf;
        crlf.replace("\n", "\r\n");
        QByteArray keepAlives = lf;
        keepAlives.replace("\n", "\n\n   \n{}\n\r\n");
        QTest::addRow("%s LF", name) << lf << expected;
        QTest::addRow("%s CRLF", name) << crlf << expected;
        QTest::addRow("%s keep-alives", name) << (QByteArray("\n") + keepAlives) << expected;
    }
}

void TestNdjsonLineReader::splitAnywhere()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<QByteArray>, expected);

    for (qsizetype cut = 0; cut <= data.size(); ++cut) {
        net::NdjsonLineReader reader;
        QVERIFY(!reader.feed(QByteArrayView(data).first(cut)));
        QVERIFY(!reader.feed(QByteArrayView(data).sliced(cut)));
        QCOMPARE(reader.takeLines(), expected);
        QCOMPARE(reader.bufferedBytes(), 0);
    }
}

void TestNdjsonLineReader::byteByByte()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<QByteArray>, expected);

    net::NdjsonLineReader reader;
    QList<QByteArray> lines;
    for (char c : std::as_const(data)) {
        QVERIFY(!reader.feed(QByteArrayView(&c, 1)));
        lines += reader.takeLines(); // taking early must not change anything
    }
    QCOMPARE(lines, expected);
}

void TestNdjsonLineReader::trickle()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<QByteArray>, expected);

    for (quint32 seed = 1; seed <= 20; ++seed) {
        testing::TrickleDevice device(data, seed);
        QVERIFY(device.open(QIODevice::ReadOnly));
        net::NdjsonLineReader reader;
        char buf[16];
        qint64 n;
        while ((n = device.read(buf, sizeof buf)) > 0)
            QVERIFY(!reader.feed(QByteArrayView(buf, n)));
        QCOMPARE(reader.takeLines(), expected);
    }
}

// "Алиса" is 2 bytes per letter and 🎉 is 4: a cut inside either must still give the name back intact,
// because decoding happens only once the line is complete.
void TestNdjsonLineReader::utf8SplitInsideSequences()
{
    const QByteArray line = QStringLiteral(u"{\"name\":\"Алиса\",\"emoji\":\"🎉\"}").toUtf8();
    const QByteArray data = line + '\n';
    const qsizetype cyrillic = data.indexOf("\xd0\x90"); // first byte of "А"
    const qsizetype emoji = data.indexOf("\xf0\x9f"); // first byte of 🎉
    QVERIFY(cyrillic > 0 && emoji > 0);
    for (qsizetype cut : {cyrillic + 1, cyrillic + 3, emoji + 1, emoji + 2, emoji + 3}) {
        net::NdjsonLineReader reader;
        reader.feed(QByteArrayView(data).first(cut));
        QVERIFY(!reader.hasLines());
        reader.feed(QByteArrayView(data).sliced(cut));
        const QList<QByteArray> lines = reader.takeLines();
        QCOMPARE(lines.size(), 1);
        QCOMPARE(QString::fromUtf8(lines.first()), QStringLiteral(u"{\"name\":\"Алиса\",\"emoji\":\"🎉\"}"));
    }
}

void TestNdjsonLineReader::skipsKeepAlives_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<QByteArray>>("expected");
    QTest::addColumn<int>("keepAlives");

    QTest::newRow("empty line") << QByteArray("\n") << QList<QByteArray>{} << 1;
    QTest::newRow("CRLF empty line") << QByteArray("\r\n") << QList<QByteArray>{} << 1;
    QTest::newRow("spaces") << QByteArray("   \n") << QList<QByteArray>{} << 1;
    QTest::newRow("bare {}") << QByteArray("{}\n") << QList<QByteArray>{} << 1;
    QTest::newRow("{} with CR") << QByteArray("{}\r\n") << QList<QByteArray>{} << 1;
    QTest::newRow("between lines") << QByteArray("{\"a\":1}\n\n{}\n  \n{\"b\":2}\r\n")
                                   << QList<QByteArray>{"{\"a\":1}", "{\"b\":2}"} << 3;
    QTest::newRow("not an empty object") << QByteArray("{\"a\":{}}\n") << QList<QByteArray>{"{\"a\":{}}"} << 0;
    QTest::newRow("no final newline yet") << QByteArray("{\"a\":1}\n{\"b\"") << QList<QByteArray>{"{\"a\":1}"} << 0;
}

void TestNdjsonLineReader::skipsKeepAlives()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<QByteArray>, expected);
    QFETCH(int, keepAlives);

    net::NdjsonLineReader reader;
    QVERIFY(!reader.feed(data));
    QCOMPARE(reader.takeLines(), expected);
    QCOMPARE(reader.keepAlivesSkipped(), keepAlives);
}

// A line over the limit is reported, never kept whole, and the next line is read normally, whether
// the long line arrives in one piece or in many.
void TestNdjsonLineReader::overlongLineThenRecovery_data()
{
    QTest::addColumn<int>("chunkSize");
    QTest::newRow("byte by byte") << 1;
    QTest::newRow("3-byte chunks") << 3;
    QTest::newRow("17-byte chunks") << 17;
    QTest::newRow("whole") << 100000;
}

void TestNdjsonLineReader::overlongLineThenRecovery()
{
    QFETCH(int, chunkSize);
    const qsizetype max = 64;
    const QByteArray exact(max, 'x');
    const QByteArray data = QByteArray("{\"a\":1}\n") + QByteArray(200, 'y') + "\n" + exact + "\r\n"
        + QByteArray(max + 1, 'z') + "\n{\"b\":2}\n";

    net::NdjsonLineReader reader(max);
    int errors = 0;
    qsizetype maxBuffered = 0;
    for (qsizetype i = 0; i < data.size(); i += chunkSize) {
        const auto error = reader.feed(QByteArrayView(data).sliced(i, std::min<qsizetype>(chunkSize, data.size() - i)));
        if (error) {
            ++errors;
            QVERIFY(error->message.contains(QLatin1String("64")));
        }
        maxBuffered = std::max(maxBuffered, reader.bufferedBytes());
    }
    QCOMPARE(reader.takeLines(), (QList<QByteArray>{"{\"a\":1}", exact, "{\"b\":2}"}));
    QCOMPARE(reader.overlongLinesSkipped(), 2);
    QVERIFY(errors >= 1 && errors <= 2); // a single chunk reports the first of the two
    if (chunkSize < 100)
        QCOMPARE(errors, 2);
    QVERIFY(maxBuffered <= max + 1);
}

void TestNdjsonLineReader::bufferedBytesAndReset()
{
    net::NdjsonLineReader reader;
    reader.feed("{\"a\":1}\n{\"fen\":\"rnb");
    QCOMPARE(reader.bufferedBytes(), 11);
    QVERIFY(reader.hasLines());
    reader.reset();
    QCOMPARE(reader.bufferedBytes(), 0);
    QVERIFY(!reader.hasLines());
    reader.feed("qkbnr\"}\n{\"b\":2}\n");
    // After a reset the tail of the old line is a line of its own: the caller resets only between
    // connections, where the server starts again from a line boundary.
    QCOMPARE(reader.takeLines(), (QList<QByteArray>{"qkbnr\"}", "{\"b\":2}"}));
}

QTEST_GUILESS_MAIN(TestNdjsonLineReader)
#include "tst_ndjsonlinereader.moc"
