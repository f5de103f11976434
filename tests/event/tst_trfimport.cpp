#include "event/trfimport.h"

#include <QtTest>

using namespace arbiter;
using event::PairingRecord;
using event::TrfImport;
using R = PairingRecord::Result;

namespace {
// A TRF-16 "001" line with every field in its handbook columns; rounds are "oppo c r" groups.
QByteArray playerLine(int rank, const QString &name, const QStringList &rounds,
                      const QString &rating = QStringLiteral("2000"))
{
    QString line(91, QLatin1Char(' '));
    auto put = [&line](int at, const QString &text) {
        if (line.size() < at + text.size())
            line = line.leftJustified(at + text.size(), QLatin1Char(' '));
        line.replace(at, text.size(), text);
    };
    put(0, QStringLiteral("001"));
    put(4, QStringLiteral("%1").arg(rank, 4));
    put(14, name);
    put(48, rating.rightJustified(4, QLatin1Char(' ')));
    put(53, QStringLiteral("FID"));
    for (int i = 0; i < rounds.size(); ++i)
        put(91 + 10 * i, rounds[i]);
    return line.toUtf8() + '\n';
}

QByteArray fixture()
{
    QFile file(QStringLiteral(ARBITER_TESTS_DIR "/data/trf/three-rounds.trf"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(file.fileName()));
    return file.readAll();
}

bool hasWarning(const event::EventImport &import, int line)
{
    for (const event::ImportWarning &w : import.warnings) {
        if (w.line == line && w.message.contains(QString::number(line)))
            return true;
    }
    return false;
}
} // namespace

class TestTrfImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsEventAndPlayers();
    void derivesPairings_data();
    void derivesPairings();
    void resultCodes_data();
    void resultCodes();
    void badLinesBecomeWarnings();
    void oneSidedGameIsKeptWithWarning();
    void fileWithoutPlayersIsAnError();
    void tournamentLines();
    void garbageDoesNotCrash();
    void latin1File();
    void readFileReportsMissingFile();
};

void TestTrfImport::readsEventAndPlayers()
{
    const auto result = TrfImport::parse(fixture());
    QVERIFY2(result.ok(), qPrintable(result.ok() ? QString() : result.error().message));
    const event::EventImport &in = result.value();
    QCOMPARE(in.eventName, QStringLiteral("Online Open 2026"));
    QCOMPARE(in.startDate, QDate(2026, 11, 28));
    QCOMPARE(in.endDate, QDate(2026, 11, 30));
    QCOMPARE(in.rounds, 3);
    QCOMPARE(in.players.size(), 5);
    const event::PlayerRecord &gm = in.players[0];
    QCOMPARE(gm.id, 1);
    QCOMPARE(gm.name, QStringLiteral("Ivanov, Ivan"));
    QCOMPARE(gm.title, QStringLiteral("GM"));
    QCOMPARE(gm.rating, 2605);
    QCOMPARE(gm.federation, QStringLiteral("RUS"));
    QCOMPARE(gm.fideId, QStringLiteral("24100001"));
    QCOMPARE(in.players[1].title, QStringLiteral("WIM"));
    QCOMPARE(in.players[2].name, QStringLiteral("Müller, Jörg")); // UTF-8
    QCOMPARE(in.players[2].title, QString());
    QCOMPARE(in.players[4].fideId, QString()); // "0" = none
    QCOMPARE(in.players[4].rating, 0); // "x1" is no rating (and a warning)
}

void TestTrfImport::derivesPairings_data()
{
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("board");
    QTest::addColumn<int>("white");
    QTest::addColumn<int>("black");
    QTest::addColumn<R>("result");
    // Boards as pairing programs number them: higher score of the pair, then the sum, then rank.
    QTest::newRow("r1 b1") << 1 << 1 << 1 << 4 << R::WhiteWins;
    QTest::newRow("r1 b2") << 1 << 2 << 5 << 2 << R::Draw;
    QTest::newRow("r1 PAB") << 1 << 3 << 3 << 0 << R::PairingAllocatedBye;
    QTest::newRow("r2 forfeit on b1") << 2 << 1 << 3 << 1 << R::WhiteWinsForfeit;
    QTest::newRow("r2 b2") << 2 << 2 << 2 << 4 << R::BlackWins;
    QTest::newRow("r2 half bye") << 2 << 3 << 5 << 0 << R::HalfPointBye;
    QTest::newRow("r3 leaders on b1, not played yet") << 3 << 1 << 4 << 3 << R::None;
    QTest::newRow("r3 b2") << 3 << 2 << 1 << 5 << R::None;
    QTest::newRow("r3 absent") << 3 << 3 << 2 << 0 << R::ZeroPointBye;
}

void TestTrfImport::derivesPairings()
{
    QFETCH(int, round);
    QFETCH(int, board);
    QFETCH(int, white);
    QFETCH(int, black);
    QFETCH(R, result);
    const auto in = TrfImport::parse(fixture());
    QVERIFY(in.ok());
    QCOMPARE(in->pairings.size(), 9);
    const auto it = std::find_if(in->pairings.cbegin(), in->pairings.cend(),
                                 [&](const PairingRecord &p) { return p.round == round && p.board == board; });
    QVERIFY(it != in->pairings.cend());
    QCOMPARE(it->whiteId, white);
    QCOMPARE(it->blackId, black);
    QCOMPARE(it->result, result);
    QCOMPARE(it->white, in->players[white - 1].name);
    QCOMPARE(it->black, black ? in->players[black - 1].name : QString());
}

void TestTrfImport::resultCodes_data()
{
    QTest::addColumn<QString>("whiteCode");
    QTest::addColumn<QString>("blackCode");
    QTest::addColumn<R>("expected");
    QTest::newRow("1 0") << "1"
                         << "0" << R::WhiteWins;
    QTest::newRow("0 1") << "0"
                         << "1" << R::BlackWins;
    QTest::newRow("= =") << "="
                         << "=" << R::Draw;
    QTest::newRow("+ -") << "+"
                         << "-" << R::WhiteWinsForfeit;
    QTest::newRow("- +") << "-"
                         << "+" << R::BlackWinsForfeit;
    QTest::newRow("- -") << "-"
                         << "-" << R::DoubleForfeit;
    QTest::newRow("unrated W L") << "W"
                                 << "L" << R::WhiteWins;
    QTest::newRow("unrated d d (lower case)") << "d"
                                              << "d" << R::Draw;
    QTest::newRow("not played yet") << " "
                                    << " " << R::None;
}

void TestTrfImport::resultCodes()
{
    QFETCH(QString, whiteCode);
    QFETCH(QString, blackCode);
    QFETCH(R, expected);
    const QByteArray trf = playerLine(1, QStringLiteral("A"), {QStringLiteral("   2 w ") + whiteCode})
        + playerLine(2, QStringLiteral("B"), {QStringLiteral("   1 b ") + blackCode});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QVERIFY(in->warnings.isEmpty());
    QCOMPARE(in->pairings.size(), 1);
    QCOMPARE(in->pairings[0].whiteId, 1);
    QCOMPARE(in->pairings[0].blackId, 2);
    QCOMPARE(in->pairings[0].board, 1);
    QCOMPARE(in->pairings[0].result, expected);
}

void TestTrfImport::badLinesBecomeWarnings()
{
    const auto in = TrfImport::parse(fixture());
    QVERIFY(in.ok());
    QVERIFY(hasWarning(in.value(), 11)); // rating "x1"
    QVERIFY(hasWarning(in.value(), 12)); // "hello world"
    QCOMPARE(in->warnings.size(), 2);

    // A broken round group, a player line without a rank, a duplicated rank, an unknown opponent.
    const QByteArray trf = playerLine(1, QStringLiteral("A"), {QStringLiteral("   2 w 1"), QStringLiteral("   2 x 1")})
        + playerLine(2, QStringLiteral("B"), {QStringLiteral("   1 b 0"), QStringLiteral("  99 b 1")})
        + QByteArray("001 abcd m    Nobody\n") + playerLine(2, QStringLiteral("Again"), {});
    const auto bad = TrfImport::parse(trf);
    QVERIFY(bad.ok());
    QCOMPARE(bad->players.size(), 2);
    QCOMPARE(bad->pairings.size(), 1); // round 1 still there
    QVERIFY(hasWarning(bad.value(), 1)); // colour x
    QVERIFY(hasWarning(bad.value(), 2)); // opponent 99
    QVERIFY(hasWarning(bad.value(), 3)); // no rank
    QVERIFY(hasWarning(bad.value(), 4)); // rank 2 twice
    QCOMPARE(bad->warnings.size(), 4);
}

void TestTrfImport::oneSidedGameIsKeptWithWarning()
{
    const QByteArray trf
        = playerLine(1, QStringLiteral("A"), {QStringLiteral("   2 b 1")}) + playerLine(2, QStringLiteral("B"), {});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->pairings.size(), 1);
    QCOMPARE(in->pairings[0].whiteId, 2);
    QCOMPARE(in->pairings[0].result, R::BlackWins);
    QVERIFY(hasWarning(in.value(), 1));
}

void TestTrfImport::fileWithoutPlayersIsAnError()
{
    const auto in = TrfImport::parse("012 Just a name\n042 2026/01/01\n");
    QVERIFY(!in.ok());
    QVERIFY(in.error().message.contains(QLatin1String("001")));
    QVERIFY(!TrfImport::parse(QByteArray()).ok());
}

void TestTrfImport::tournamentLines()
{
    const QByteArray trf = "012   Rapid Cup  \n122 15 min + 10 sec\n142 7\n042 26/11/28\n052 28.11.2026\n"
                           "062 2\n102 IA Petrova\nXXC white1\nDAT 1 EMAIL x@example.org\n"
        + playerLine(1, QStringLiteral("A"), {}) + playerLine(2, QStringLiteral("B"), {});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->eventName, QStringLiteral("Rapid Cup"));
    QCOMPARE(in->timeControlText, QStringLiteral("15 min + 10 sec"));
    QCOMPARE(in->rounds, 7);
    QCOMPARE(in->startDate, QDate(2026, 11, 28));
    QCOMPARE(in->endDate, QDate(2026, 11, 28));
    QVERIFY(in->pairings.isEmpty());
    QVERIFY(in->warnings.isEmpty()); // known lines that are not used are no warning
}

void TestTrfImport::garbageDoesNotCrash()
{
    QByteArray noise;
    for (int i = 0; i < 4000; ++i)
        noise.append(char((i * 7919 + 13) % 256));
    noise += "\n001" + QByteArray(200, '9') + "\n001    1" + QByteArray(300, '-');
    const auto in = TrfImport::parse(noise);
    if (in.ok())
        QVERIFY(!in->warnings.isEmpty());
}

void TestTrfImport::latin1File()
{
    const QByteArray trf = QString::fromUtf8(playerLine(1, QStringLiteral("Müller, Jörg"), {})).toLatin1();
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->players[0].name, QStringLiteral("Müller, Jörg"));
}

void TestTrfImport::readFileReportsMissingFile()
{
    const auto in = TrfImport::readFile(QStringLiteral("/nonexistent/round.trf"));
    QVERIFY(!in.ok());
    QVERIFY(in.error().message.contains(QLatin1String("/nonexistent/round.trf")));
    QVERIFY(TrfImport::readFile(QStringLiteral(ARBITER_TESTS_DIR "/data/trf/three-rounds.trf")).ok());
}

QTEST_GUILESS_MAIN(TestTrfImport)
#include "tst_trfimport.moc"
