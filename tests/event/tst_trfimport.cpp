#include "core/event/filedates.h"
#include "core/event/fileimport.h"
#include "core/event/importjson.h"
#include "core/event/importlimits.h"
#include "core/event/trfimport.h"
#include "tests/common/importfixtures.h"
#include "tests/common/testpaths.h"

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
    QFile file(arbiter::testing::testsPath(QStringLiteral("data/trf/three-rounds.trf")));
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
    void limitsSayTooLong();
    void latin1File();
    void readFileReportsMissingFile();
    void realFiles_data();
    void realFiles();
    void fileDates_data();
    void fileDates();
    void rulersAndTemplatesAreNotRecords();
    void titlesInBothForms_data();
    void titlesInBothForms();
    void byesAsProducersWriteThem_data();
    void byesAsProducersWriteThem();
    void lineEndings_data();
    void lineEndings();
    void byeRecordForUnknownPlayer();
    void playerPairedWithHimself();
    void roundsCountAbsencesOfUnreadableRounds();
    void playerInTwoGamesOfARound();
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

// Memory stays bounded: a line longer than the limit is left out with a "too long" warning (the
// other lines are read), a file over the size limit is refused as too large, not as malformed.
void TestTrfImport::limitsSayTooLong()
{
    const QByteArray trf = playerLine(1, QStringLiteral("A"), {}) + QByteArray("012 ")
        + QByteArray(event::ImportLimits::MaxLineBytes, 'x') + '\n' + playerLine(2, QStringLiteral("B"), {});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->players.size(), 2);
    QVERIFY(hasWarning(in.value(), 2));
    QVERIFY2(in->warnings.first().message.contains(QStringLiteral("too long")),
             qPrintable(in->warnings.first().message));
    const auto huge = TrfImport::parse(QByteArray(event::ImportLimits::MaxFileBytes + 1, ' '));
    QVERIFY(!huge.ok());
    QVERIFY2(huge.error().message.contains(QStringLiteral("too large")), qPrintable(huge.error().message));
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
    QVERIFY(TrfImport::readFile(arbiter::testing::testsPath(QStringLiteral("data/trf/three-rounds.trf"))).ok());
}

void TestTrfImport::realFiles_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = testing::importFixtures(QStringLiteral("trf"));
    QVERIFY(files.size() >= 8);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

// Files in the shapes Swiss-Manager, Vega, JaVaFo, bbpPairings, Lichess and TRF-2026 give them,
// each imported exactly as its .json says (the same expectations `arbiterctl import` is held to).
void TestTrfImport::realFiles()
{
    QFETCH(QString, file);
    const auto in = event::FileImport::readFile(testing::importFixtureDir(QStringLiteral("trf")) + u'/' + file, {});
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QCOMPARE(in->kind, event::EventImport::Kind::Trf);
    const QString difference = testing::compareImportJson(event::importToJson(in.value()),
                                                          testing::importExpectation(QStringLiteral("trf"), file));
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestTrfImport::fileDates_data()
{
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("end");
    QTest::addColumn<QStringList>("rounds");
    QTest::addColumn<QDate>("expectedStart"); // invalid: kept as written
    QTest::addColumn<QDate>("expectedEnd");
    const QDate may29(2026, 5, 29);
    QTest::newRow("YYYY/MM/DD") << "2026/05/29"
                                << "" << QStringList() << may29 << QDate();
    QTest::newRow("YYYY-MM-DD") << "2026-05-29"
                                << "" << QStringList() << may29 << QDate();
    QTest::newRow("DD.MM.YYYY") << "29.05.2026"
                                << "" << QStringList() << may29 << QDate();
    QTest::newRow("DD. MM. YYYY") << "29. 05. 2026"
                                  << "31. 05. 2026" << QStringList() << may29 << QDate(2026, 5, 31);
    QTest::newRow("English month") << "May 29, 2026"
                                   << "Jun 2, 2026" << QStringList() << may29 << QDate(2026, 6, 2);
    QTest::newRow("day month year") << "29 May 2026"
                                    << "" << QStringList() << may29 << QDate();
    QTest::newRow("DD/MM/YYYY, day over 12") << "24/09/2010"
                                             << "" << QStringList() << QDate(2010, 9, 24) << QDate();
    QTest::newRow("YY/MM/DD alone is ambiguous") << "26/05/29"
                                                 << "" << QStringList() << QDate() << QDate();
    QTest::newRow("YY/MM/DD settled by the end date") << "26/05/29"
                                                      << "26/05/31" << QStringList() << may29 << QDate(2026, 5, 31);
    QTest::newRow("YY/MM/DD settled by the round dates")
        << "10/11/12"
        << "" << QStringList{QStringLiteral("10/11/12"), QStringLiteral("10/11/13")} << QDate(2010, 11, 12) << QDate();
    QTest::newRow("05/06/2026 alone is ambiguous") << "05/06/2026"
                                                   << "" << QStringList() << QDate() << QDate();
    QTest::newRow("05/06/2026 settled by the end date")
        << "05/06/2026"
        << "20/06/2026" << QStringList() << QDate(2026, 6, 5) << QDate(2026, 6, 20);
    QTest::newRow("a birth-date style zero month") << "2024/00/00"
                                                   << "" << QStringList() << QDate() << QDate();
    QTest::newRow("not a date") << "soon"
                                << "" << QStringList() << QDate() << QDate();
}

void TestTrfImport::fileDates()
{
    QFETCH(QString, start);
    QFETCH(QString, end);
    QFETCH(QStringList, rounds);
    QFETCH(QDate, expectedStart);
    QFETCH(QDate, expectedEnd);
    const auto resolved = event::FileDates::resolve(start, end, rounds);
    QCOMPARE(resolved.start, expectedStart);
    QCOMPARE(resolved.end, expectedEnd);
    QCOMPARE(resolved.startProblem.isEmpty(), expectedStart.isValid());
    if (!expectedStart.isValid() && event::FileDates::readings(start).size() > 1)
        QVERIFY2(resolved.startProblem.contains(QLatin1String(" or ")), qPrintable(resolved.startProblem));

    // Through the TRF reader: kept as written and said so.
    const QByteArray trf = "042 " + start.toUtf8() + "\n" + playerLine(1, QStringLiteral("A"), {});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->startDateText, start);
    if (end.isEmpty() && rounds.isEmpty()) {
        QCOMPARE(in->startDate, expectedStart);
        QCOMPARE(hasWarning(in.value(), 1), !expectedStart.isValid());
    }
}

// Digit rulers (one of them starts with "012", the tournament-name code) and the column template
// above the player lines are not records: no name is taken from them and no warning is given.
void TestTrfImport::rulersAndTemplatesAreNotRecords()
{
    QByteArray ruler0;
    for (int i = 0; i < 120; ++i)
        ruler0 += char('0' + i % 10);
    const QByteArray trf = "012 Real Name\n"
                           "         1         2         3         4         5         6         7\n"
        + ruler0 + "\n" + ruler0.mid(1) + "\n"
        + "DDD SSSS sTTT NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNN RRRR FFF IIIIIIIIIII BBBB/BB/BB PPPP RRRR  1111 1 1\n"
          "### a comment\n\n"
        + playerLine(1, QStringLiteral("A"), {});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QCOMPARE(in->eventName, QStringLiteral("Real Name"));
    QVERIFY2(in->warnings.isEmpty(), qPrintable(in->warnings.value(0).message));
}

void TestTrfImport::titlesInBothForms_data()
{
    QTest::addColumn<QString>("written");
    QTest::addColumn<QString>("title");
    for (const auto &[w, t] : std::initializer_list<std::pair<const char *, const char *>>{{"GM", "GM"},
                                                                                           {" IM", "IM"},
                                                                                           {"  g", "GM"},
                                                                                           {"  m", "IM"},
                                                                                           {"  f", "FM"},
                                                                                           {"  c", "CM"},
                                                                                           {" wg", "WGM"},
                                                                                           {" wm", "WIM"},
                                                                                           {" wf", "WFM"},
                                                                                           {" wc", "WCM"},
                                                                                           {"WGM", "WGM"},
                                                                                           {" Wf", "WFM"},
                                                                                           {"  G", "GM"},
                                                                                           {"cm", "CM"},
                                                                                           {"   ", ""}})
        QTest::newRow(w) << QString::fromLatin1(w) << QString::fromLatin1(t);
}

void TestTrfImport::titlesInBothForms()
{
    QFETCH(QString, written);
    QFETCH(QString, title);
    QByteArray line = playerLine(1, QStringLiteral("A"), {});
    line.replace(10, 3, written.toLatin1().rightJustified(3, ' '));
    const auto in = TrfImport::parse(line);
    QVERIFY(in.ok());
    QCOMPARE(in->players[0].title, title);
    QVERIFY(in->warnings.isEmpty());
}

void TestTrfImport::byesAsProducersWriteThem_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<R>("result");
    QTest::newRow("0000 - H") << "0000 - H" << R::HalfPointBye;
    QTest::newRow("0000 - F") << "0000 - F" << R::FullPointBye;
    QTest::newRow("0000 - U") << "0000 - U" << R::PairingAllocatedBye;
    QTest::newRow("0000 - Z") << "0000 - Z" << R::ZeroPointBye;
    QTest::newRow("0000 - = (Vega)") << "0000 - =" << R::HalfPointBye;
    QTest::newRow("0000 - - (not paired)") << "0000 - -" << R::ZeroPointBye;
    QTest::newRow("0000 - + (forfeit win, no opponent)") << "0000 - +" << R::FullPointBye;
    QTest::newRow("bare 0000 -") << "0000 -" << R::ZeroPointBye;
    QTest::newRow("blank result is Z") << "0000    " << R::ZeroPointBye;
    QTest::newRow("Lichess late") << "       H" << R::HalfPointBye;
    QTest::newRow("Lichess bye") << "       U" << R::PairingAllocatedBye;
    QTest::newRow("Lichess absent") << "       -" << R::ZeroPointBye;
    QTest::newRow("lower case h") << "0000 - h" << R::HalfPointBye;
}

void TestTrfImport::byesAsProducersWriteThem()
{
    QFETCH(QString, group);
    QFETCH(R, result);
    // Player 1 has the bye in round 2; round 1 is a game so that round 2 is a paired round.
    const QByteArray trf = playerLine(1, QStringLiteral("A"), {QStringLiteral("   2 w 1"), group})
        + playerLine(2, QStringLiteral("B"), {QStringLiteral("   1 b 0"), QStringLiteral("0000 - U")});
    const auto in = TrfImport::parse(trf);
    QVERIFY(in.ok());
    QVERIFY2(in->warnings.isEmpty(), qPrintable(in->warnings.value(0).message));
    const auto it = std::find_if(in->pairings.cbegin(), in->pairings.cend(),
                                 [](const PairingRecord &p) { return p.round == 2 && p.whiteId == 1; });
    QVERIFY(it != in->pairings.cend());
    QCOMPARE(it->result, result);
    QVERIFY(it->isBye());
}

void TestTrfImport::lineEndings_data()
{
    QTest::addColumn<QByteArray>("ending");
    QTest::newRow("LF") << QByteArray("\n");
    QTest::newRow("CRLF") << QByteArray("\r\n");
    QTest::newRow("CR alone") << QByteArray("\r");
}

// The same file with each line ending, with a BOM: the same import (a CR-only file used to be
// refused as "no player lines").
void TestTrfImport::lineEndings()
{
    QFETCH(QByteArray, ending);
    QByteArray data = "\xEF\xBB\xBF" + fixture();
    data.replace("\n", ending);
    const auto in = TrfImport::parse(data);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    const auto lf = TrfImport::parse(fixture());
    QCOMPARE(in->players, lf->players);
    QCOMPARE(in->pairings, lf->pairings);
    QCOMPARE(in->eventName, QStringLiteral("Online Open 2026"));
    QCOMPARE(in->warnings.size(), lf->warnings.size());
}

// A 240 bye record naming a starting rank no player line has is a warning, never a bye for a player
// the event does not have (it used to be scored in a list that did not exist: a heap overflow;
// found by fuzz_trf).
void TestTrfImport::byeRecordForUnknownPlayer()
{
    const QByteArray data = playerLine(1, QStringLiteral("One, A"), {QStringLiteral("   2 w 1")})
        + playerLine(2, QStringLiteral("Two, B"), {QStringLiteral("   1 b 0")}) + "240 F 002 0001 0777\n";
    const auto in = TrfImport::parse(data);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QCOMPARE(in->players.size(), 2);
    for (const PairingRecord &p : in->pairings) {
        QVERIFY(p.whiteId == 1 || p.whiteId == 2);
        QVERIFY(p.blackId == 0 || p.blackId == 1 || p.blackId == 2);
    }
    QCOMPARE(in->pairings.size(), 2); // round 1's game, player 1's bye in round 2
    QVERIFY(hasWarning(in.value(), 3)); // "0777": no such player
}

// A round group whose opponent is the player himself is skipped with a warning, never a game of a
// player against himself (found by fuzz_trf).
void TestTrfImport::playerPairedWithHimself()
{
    const QByteArray data = playerLine(1, QStringLiteral("One, A"), {QStringLiteral("   1 w 1")})
        + playerLine(2, QStringLiteral("Two, B"), {QStringLiteral("0000 - H")});
    const auto in = TrfImport::parse(data);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QVERIFY(hasWarning(in.value(), 1));
    for (const PairingRecord &p : in->pairings)
        QVERIFY(p.whiteId != p.blackId);
}

// A round only an unreadable round group names still gives the other players' absences (a paired
// round), and the round count covers it: no pairing is in a round beyond EventImport::rounds (found
// by fuzz_trf).
void TestTrfImport::roundsCountAbsencesOfUnreadableRounds()
{
    const QByteArray data
        = playerLine(1, QStringLiteral("One, A"), {QStringLiteral("   2 w 1"), QStringLiteral("xx w 1")})
        + playerLine(2, QStringLiteral("Two, B"), {QStringLiteral("   1 b 0")});
    const auto in = TrfImport::parse(data);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QVERIFY(hasWarning(in.value(), 1));
    QCOMPARE(in->rounds, 2);
    for (const PairingRecord &p : in->pairings)
        QVERIFY(p.round <= in->rounds);
}

// Lines that seat a player in two games of one round (his line names one opponent, another line
// names him): the game both lines give is taken, the other is a warning; no player is in two games
// of a round (found by fuzz_trf).
void TestTrfImport::playerInTwoGamesOfARound()
{
    const QByteArray data = playerLine(1, QStringLiteral("One, A"), {QStringLiteral("   2 w 1")})
        + playerLine(2, QStringLiteral("Two, B"), {QStringLiteral("   1 b 0")})
        + playerLine(3, QStringLiteral("Three, C"), {QStringLiteral("   2 w 1")});
    const auto in = TrfImport::parse(data);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QCOMPARE(in->pairings.size(), 1);
    QCOMPARE(in->pairings[0].whiteId, 1);
    QCOMPARE(in->pairings[0].blackId, 2);
    QCOMPARE(in->pairings[0].result, PairingRecord::Result::WhiteWins);
    QVERIFY(hasWarning(in.value(), 3));
}

QTEST_GUILESS_MAIN(TestTrfImport)
#include "tst_trfimport.moc"
