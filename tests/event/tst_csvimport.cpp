#include "core/event/csvimport.h"
#include "core/event/fileimport.h"
#include "core/event/importjson.h"
#include "core/event/importlimits.h"
#include "tests/common/importfixtures.h"
#include "tests/common/testpaths.h"

#include <QtTest>

using namespace arbiter;
using event::CsvImport;
using event::PairingRecord;
using event::PlayerRecord;
using R = PairingRecord::Result;

namespace {
bool hasWarning(const event::EventImport &import, int line)
{
    for (const event::ImportWarning &w : import.warnings) {
        if (w.line == line && w.message.contains(QString::number(line)))
            return true;
    }
    return false;
}

QList<PlayerRecord> knownPlayers()
{
    return {
        {1,
         QStringLiteral("Иванов, Иван"),
         {},
         {},
         2500,
         QStringLiteral("RUS"),
         QStringLiteral("ivanov"),
         {},
         {},
         {},
         {}},
        {2,
         QStringLiteral("Smith, Anna"),
         {},
         {},
         2400,
         QStringLiteral("ENG"),
         QStringLiteral("annas"),
         {},
         {},
         {},
         {}},
        {3, QStringLiteral("Lee, Min"), {}, {}, 2300, QStringLiteral("KOR"), QStringLiteral("minlee"), {}, {}, {}, {}}};
}
} // namespace

class TestCsvImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playersInAnyDialect_data();
    void playersInAnyDialect();
    void quotedFields();
    void playersWithoutNumbersAreNumbered();
    void badPlayerRowsBecomeWarnings();
    void limitsSayTooLong();
    void playersNeedANameColumn();
    void pairings_data();
    void pairings();
    void pairingsWithoutRoundColumn();
    void badPairingRowsBecomeWarnings();
    void windows1251();
    void resultSpellings_data();
    void resultSpellings();
    void realFiles_data();
    void realFiles();
    void headerSpellings_data();
    void headerSpellings();
    void kindOfFile_data();
    void kindOfFile();
    void mappingRoundTrip();
    void explicitMapping();
    void tableSaysItsSeparator_data();
    void tableSaysItsSeparator();
};

void TestCsvImport::playersInAnyDialect_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::newRow("english, comma") << QByteArray("No,Name,Title,Rating,Fed,FIDE ID,Account\n"
                                                  "1,\"Ivanov, Ivan\",GM,2605,RUS,24100001,ivanov\n"
                                                  "2,\"Smith, Anna\",wim,2310,eng,400001,annas\n");
    QTest::newRow("russian, semicolon, BOM, CRLF") << QByteArray("\xEF\xBB\xBF"
                                                                 "№;ФИО;Звание;Рейтинг;Федерация;ФИДЕ ID;Аккаунт\r\n"
                                                                 "1;Ivanov, Ivan;GM;2605;RUS;24100001;ivanov\r\n"
                                                                 "2;Smith, Anna;WIM;2310;ENG;400001;annas\r\n");
    QTest::newRow("columns in another order, odd case")
        << QByteArray("lichess;RATING;start no.;NAME;fed;fide_id;title\n"
                      "ivanov;2605;1;Ivanov, Ivan;RUS;24100001;GM\n"
                      "annas;2310;2;Smith, Anna;ENG;400001;WIM\n");
}

void TestCsvImport::playersInAnyDialect()
{
    QFETCH(QByteArray, csv);
    const auto in = CsvImport::players(csv);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QVERIFY(in->warnings.isEmpty());
    const QList<PlayerRecord> expected{{1,
                                        QStringLiteral("Ivanov, Ivan"),
                                        QStringLiteral("24100001"),
                                        QStringLiteral("GM"),
                                        2605,
                                        QStringLiteral("RUS"),
                                        QStringLiteral("ivanov"),
                                        {},
                                        {},
                                        {},
                                        {}},
                                       {2,
                                        QStringLiteral("Smith, Anna"),
                                        QStringLiteral("400001"),
                                        QStringLiteral("WIM"),
                                        2310,
                                        QStringLiteral("ENG"),
                                        QStringLiteral("annas"),
                                        {},
                                        {},
                                        {},
                                        {}}};
    QCOMPARE(in->players, expected);
}

void TestCsvImport::quotedFields()
{
    const QByteArray csv = "Name;Account\n"
                           "\"O\"\"Brien; Pat\";pat\n"
                           "\"Two\nLines\";x\n"
                           "Plain;y\n";
    const auto in = CsvImport::players(csv);
    QVERIFY(in.ok());
    QCOMPARE(in->players.size(), 3);
    QCOMPARE(in->players[0].name, QStringLiteral("O\"Brien; Pat"));
    QCOMPARE(in->players[1].name, QStringLiteral("Two\nLines"));
    QCOMPARE(in->players[2].zoneAccount, QStringLiteral("y"));
}

void TestCsvImport::playersWithoutNumbersAreNumbered()
{
    const auto in = CsvImport::players("Name,No\nA,\nB,5\nC,\n");
    QVERIFY(in.ok());
    QCOMPARE(in->players.size(), 3);
    QCOMPARE(in->players[0].name, QStringLiteral("B"));
    QCOMPARE(in->players[0].id, 5);
    QCOMPARE(in->players[1].name, QStringLiteral("A"));
    QCOMPARE(in->players[1].id, 6);
    QCOMPARE(in->players[2].id, 7);
}

// A row longer than the limit is left out with a "too long" warning, the others read; a file over
// the size limit is refused as too large.
void TestCsvImport::limitsSayTooLong()
{
    const QByteArray csv = "No;Name;Rating\n1;Good;2000\n2;" + QByteArray(event::ImportLimits::MaxLineBytes + 1, 'x')
        + ";2100\n3;Also good;2200\n";
    const auto in = CsvImport::players(csv);
    QVERIFY(in.ok());
    QCOMPARE(in->players.size(), 2);
    QVERIFY(hasWarning(in.value(), 3));
    bool tooLong = false;
    for (const auto &w : in->warnings)
        tooLong = tooLong || (w.line == 3 && w.message.contains(QStringLiteral("too long")));
    QVERIFY(tooLong);
    const auto huge = CsvImport::players(QByteArray(event::ImportLimits::MaxFileBytes + 1, 'a'));
    QVERIFY(!huge.ok());
    QVERIFY2(huge.error().message.contains(QStringLiteral("too large")), qPrintable(huge.error().message));
}

void TestCsvImport::badPlayerRowsBecomeWarnings()
{
    const QByteArray csv = "No;Name;Rating;FIDE ID\n" // 1
                           "1;Good;2000;123\n" // 2
                           ";;;\n" // 3: empty, ignored silently
                           "2;;2000;\n" // 4: no name
                           "x;Bad number;;\n" // 5
                           "1;Twice;;\n" // 6
                           "3;Bad rating;abc;\n" // 7: taken, unrated
                           "4;Bad fide;;12a\n" // 8: taken, no FIDE ID
                           "5;Extra;1;2;3;4\n"; // 9: taken, extra fields ignored
    const auto in = CsvImport::players(csv);
    QVERIFY(in.ok());
    QCOMPARE(in->players.size(), 4);
    for (int line : {4, 5, 6, 7, 8, 9})
        QVERIFY2(hasWarning(in.value(), line), qPrintable(QString::number(line)));
    QCOMPARE(in->warnings.size(), 6);
    QCOMPARE(in->players[1].rating, 0);
    QCOMPARE(in->players[2].fideId, QString());
}

void TestCsvImport::playersNeedANameColumn()
{
    const auto in = CsvImport::players("No;Rating\n1;2000\n");
    QVERIFY(!in.ok());
    QVERIFY(in.error().message.contains(QLatin1String("Name")));
    QVERIFY(!CsvImport::players(QByteArray()).ok());
}

void TestCsvImport::pairings_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::newRow("english, names") << QByteArray("Round,Board,White,Black,Result,Game ID\n"
                                                  "2,1,\"Smith, Anna\",\"Иванов, Иван\",1-0,abcd1234\n"
                                                  "2,2,\"Lee, Min\",,,\n");
    QTest::newRow("russian, numbers") << QByteArray("Тур;Доска;Белые;Чёрные;Результат;Партия\n"
                                                    "2;1;2;1;1-0;abcd1234\n"
                                                    "2;2;3;;;\n");
    QTest::newRow("number columns") << QByteArray("round;board;white no;white;black no;black;result;game\n"
                                                  "2;1;2;;1;;1 - 0;abcd1234\n"
                                                  "2;2;3;;;;;\n");
}

void TestCsvImport::pairings()
{
    QFETCH(QByteArray, csv);
    const auto in = CsvImport::pairings(csv, knownPlayers());
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QVERIFY2(in->warnings.isEmpty(), qPrintable(in->warnings.value(0).message));
    QCOMPARE(in->rounds, 2);
    const QList<PairingRecord> expected{{2, 1, 2, QStringLiteral("Smith, Anna"), 1, QStringLiteral("Иванов, Иван"),
                                         QStringLiteral("abcd1234"), R::WhiteWins},
                                        {2, 2, 3, QStringLiteral("Lee, Min"), 0, {}, {}, R::PairingAllocatedBye}};
    QCOMPARE(in->pairings, expected);
}

void TestCsvImport::pairingsWithoutRoundColumn()
{
    const QByteArray csv = "White,Black,Result\nA,B,½-½\nC,D,+/-\nE,F,\n";
    QVERIFY(!CsvImport::pairings(csv, {}).ok()); // which round?
    const auto in = CsvImport::pairings(csv, {}, 4);
    QVERIFY(in.ok());
    QCOMPARE(in->pairings.size(), 3);
    QCOMPARE(in->pairings[0].round, 4);
    QCOMPARE(in->pairings[2].board, 3);
    QCOMPARE(in->pairings[0].result, R::Draw);
    QCOMPARE(in->pairings[1].result, R::WhiteWinsForfeit);
    QCOMPARE(in->pairings[2].result, R::None);
    QCOMPARE(in->pairings[1].whiteId, 0); // no player list: names only
}

void TestCsvImport::badPairingRowsBecomeWarnings()
{
    const QByteArray csv = "Round;Board;White;Black;Result\n" // 1
                           "1;1;Smith, Anna;Lee, Min;0-1\n" // 2
                           "x;2;Smith, Anna;Lee, Min;\n" // 3: bad round
                           "1;1;Lee, Min;Smith, Anna;\n" // 4: board 1 twice
                           "1;3;Nobody;Lee, Min;\n" // 5: unknown white, kept by name
                           "1;4;Smith, Anna;Lee, Min;2-0\n" // 6: bad result, kept without one
                           "1;5;;Lee, Min;\n"; // 7: no white
    const auto in = CsvImport::pairings(csv, knownPlayers());
    QVERIFY(in.ok());
    QCOMPARE(in->pairings.size(), 3);
    for (int line : {3, 4, 5, 6, 7})
        QVERIFY2(hasWarning(in.value(), line), qPrintable(QString::number(line)));
    QCOMPARE(in->warnings.size(), 5);
    QCOMPARE(in->pairings[1].white, QStringLiteral("Nobody"));
    QCOMPARE(in->pairings[1].whiteId, 0);
    QCOMPARE(in->pairings[2].result, R::None);
}

void TestCsvImport::windows1251()
{
    // "ФИО;Рейтинг\nИванов;2500\n" as Russian Excel saves it.
    const QByteArray csv = "\xD4\xC8\xCE;\xD0\xE5\xE9\xF2\xE8\xED\xE3\n\xC8\xE2\xE0\xED\xEE\xE2;2500\n";
    const auto in = CsvImport::players(csv);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QCOMPARE(in->players.size(), 1);
    QCOMPARE(in->players[0].rating, 2500);
    QCOMPARE(in->warnings.size(), 1); // says how it was read
    if (in->players[0].name != QStringLiteral("Иванов"))
        QSKIP("this Qt has no Windows-1251 decoder (no ICU); read as Latin-1");
}

void TestCsvImport::resultSpellings_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("expected"); // -1: not a result
    QTest::newRow("1-0") << "1-0" << int(R::WhiteWins);
    QTest::newRow("1 - 0") << "1 - 0" << int(R::WhiteWins);
    QTest::newRow("0-1") << "0-1" << int(R::BlackWins);
    QTest::newRow("1/2-1/2") << "1/2-1/2" << int(R::Draw);
    QTest::newRow("½-½") << "\u00bd-\u00bd" << int(R::Draw);
    QTest::newRow("0.5-0.5") << "0.5-0.5" << int(R::Draw);
    QTest::newRow("=") << "=" << int(R::Draw);
    QTest::newRow("+/-") << "+/-" << int(R::WhiteWinsForfeit);
    QTest::newRow("+-") << "+-" << int(R::WhiteWinsForfeit);
    QTest::newRow("-/+") << "-/+" << int(R::BlackWinsForfeit);
    QTest::newRow("-+") << "-+" << int(R::BlackWinsForfeit);
    QTest::newRow("-/-") << "-/-" << int(R::DoubleForfeit);
    QTest::newRow("--") << "--" << int(R::DoubleForfeit);
    QTest::newRow("*") << "*" << int(R::None);
    QTest::newRow("empty") << "" << int(R::None);
    QTest::newRow("1–0 (en dash)") << "1\u20130" << int(R::WhiteWins);
    QTest::newRow("2-0") << "2-0" << -1;
    QTest::newRow("win") << "win" << -1;
}

void TestCsvImport::resultSpellings()
{
    QFETCH(QString, text);
    QFETCH(int, expected);
    const auto parsed = PairingRecord::parseResult(text);
    QCOMPARE(parsed ? int(*parsed) : -1, expected);
}

void TestCsvImport::realFiles_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = testing::importFixtures(QStringLiteral("csv"));
    QVERIFY(files.size() >= 9);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

// Lists as federations, spreadsheets and pairing programs export them, each imported as its .json
// says (the same expectations `arbiterctl import` is held to).
void TestCsvImport::realFiles()
{
    QFETCH(QString, file);
    const QString dir = testing::importFixtureDir(QStringLiteral("csv")) + u'/';
    const QJsonObject expected = testing::importExpectation(QStringLiteral("csv"), file);
    const QJsonObject options = expected.value(QLatin1String("options")).toObject();
    event::FileImport::Options o;
    o.defaultRound = options.value(QLatin1String("round")).toInt();
    if (options.contains(QLatin1String("players"))) {
        const auto players = event::FileImport::readFile(dir + options.value(QLatin1String("players")).toString(), {});
        QVERIFY(players.ok());
        o.players = players->players;
    }
    const auto in = event::FileImport::readFile(dir + file, o);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    const QString difference = testing::compareImportJson(event::importToJson(in.value()), expected);
    QVERIFY2(difference.isEmpty(), qPrintable(difference));
}

void TestCsvImport::headerSpellings_data()
{
    QTest::addColumn<QString>("header");
    QTest::addColumn<int>("field");
    using F = event::CsvField;
    const std::initializer_list<std::pair<const char *, F>> rows{{"first_name", F::FirstName},
                                                                 {"firstname", F::FirstName},
                                                                 {"Given name", F::FirstName},
                                                                 {"Имя", F::FirstName},
                                                                 {"Prénom", F::FirstName},
                                                                 {"Vorname", F::FirstName},
                                                                 {"surname", F::LastName},
                                                                 {"last_name", F::LastName},
                                                                 {"Фамилия", F::LastName},
                                                                 {"Nom", F::LastName},
                                                                 {"Nachname", F::LastName},
                                                                 {"fide_id", F::FideId},
                                                                 {"FIDE ID", F::FideId},
                                                                 {"ID FIDE", F::FideId},
                                                                 {"Fide_No", F::FideId},
                                                                 {"ФИДЕ ID", F::FideId},
                                                                 {"rating", F::Rating},
                                                                 {"Elo", F::Rating},
                                                                 {"Рейтинг", F::Rating},
                                                                 {"FIDE-Elo", F::Rating},
                                                                 {"Rtg_Int", F::Rating},
                                                                 {"federation", F::Federation},
                                                                 {"fed", F::Federation},
                                                                 {"Country", F::Federation},
                                                                 {"Fédération", F::Federation},
                                                                 {"Федерация", F::Federation},
                                                                 {"FIDE-Land", F::Federation},
                                                                 {"title", F::Title},
                                                                 {"Titre", F::Title},
                                                                 {"Звание", F::Title},
                                                                 {"club", F::Club},
                                                                 {"Verein", F::Club},
                                                                 {"Клуб", F::Club},
                                                                 {"ClubName", F::Club},
                                                                 {"Blancs", F::White},
                                                                 {"Weiß", F::White},
                                                                 {"Чёрные", F::Black},
                                                                 {"Schwarz", F::Black},
                                                                 {"Ronde", F::Round},
                                                                 {"Runde", F::Round},
                                                                 {"Résultat", F::Result},
                                                                 {"Ergebnis", F::Result},
                                                                 {"Brett", F::Board},
                                                                 {"ФИО", F::Name},
                                                                 {"Name, Vorname", F::Name},
                                                                 {"DWZ", F::Ignore},
                                                                 {"ID_No", F::Ignore},
                                                                 {"Birthday", F::Ignore}};
    for (const auto &[header, field] : rows)
        QTest::newRow(header) << QString::fromUtf8(header) << int(field);
}

void TestCsvImport::headerSpellings()
{
    QFETCH(QString, header);
    QFETCH(int, field);
    QCOMPARE(int(event::CsvMapping::fieldOfHeader(header)), field);
}

void TestCsvImport::kindOfFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("kind");
    using K = event::EventImport::Kind;
    QTest::newRow("players") << "csv/players-en-split.csv" << int(K::Players);
    QTest::newRow("pairings in Windows-1251") << "csv/pairings-ru-cp1251.csv" << int(K::Pairings);
    QTest::newRow("French pairings") << "csv/pairings-fr.csv" << int(K::Pairings);
    QTest::newRow("players without a header") << "csv/players-no-header.csv" << int(K::Players);
    QTest::newRow("TRF") << "trf/three-rounds.trf" << int(K::Trf);
    QTest::newRow("TRF with CR line ends") << "trf/bbp-cr-only.trf" << int(K::Trf);
}

// One call says what a file is, on its decoded text (a Windows-1251 pairings file used to be taken
// for a list of players).
void TestCsvImport::kindOfFile()
{
    QFETCH(QString, file);
    QFETCH(int, kind);
    QFile f(arbiter::testing::testsPath(QStringLiteral("data/")) + file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(int(event::FileImport::kindOf(f.readAll())), kind);
}

void TestCsvImport::mappingRoundTrip()
{
    event::CsvMapping m;
    m.headerRow = 3;
    m.columns = {event::CsvField::StartNo, event::CsvField::Ignore, event::CsvField::LastName,
                 event::CsvField::FirstName, event::CsvField::Club};
    QCOMPARE(event::CsvMapping::fromString(m.toString()).columns, m.columns);
    QCOMPARE(event::CsvMapping::fromString(m.toString()).headerRow, 3);
    QCOMPARE(event::CsvMapping::key({QStringLiteral("First Name"), QStringLiteral("FIDE ID")}),
             event::CsvMapping::key({QStringLiteral("first_name"), QStringLiteral("fide id")}));
}

// A table whose header names nothing known is read with the mapping the arbiter chose: header row,
// fields per column, columns left out.
void TestCsvImport::explicitMapping()
{
    const QByteArray csv = "Liste officielle\n"
                           "Numéro d'ordre;Joueur;Classement;Pays;Remarque\n"
                           "1;Dupont, Jean;1850;FRA;x\n"
                           "2;Martin, Léa;1720;BEL;\n";
    const auto table = CsvImport::table(csv);
    QVERIFY(table.ok());
    bool recognised = true;
    const event::CsvMapping guessed = CsvImport::guessMapping(table.value(), &recognised);
    QVERIFY(guessed.has(event::CsvField::Name)); // "Joueur"
    event::CsvMapping m;
    m.headerRow = 1;
    m.columns = {event::CsvField::StartNo, event::CsvField::Name, event::CsvField::Rating, event::CsvField::Federation,
                 event::CsvField::Ignore};
    const auto in = CsvImport::read(table.value(), m);
    QVERIFY2(in.ok(), qPrintable(in.ok() ? QString() : in.error().message));
    QCOMPARE(in->players.size(), 2);
    QCOMPARE(in->players[1].name, QStringLiteral("Martin, Léa"));
    QCOMPARE(in->players[1].rating, 1720);
    QCOMPARE(in->players[1].federation, QStringLiteral("BEL"));
    m.columns[1] = event::CsvField::Ignore; // no name column: refused with the reason
    QVERIFY(!CsvImport::read(table.value(), m).ok());
}

void TestCsvImport::tableSaysItsSeparator_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QString>("separator");
    QTest::newRow("semicolon") << QByteArray("Name;Elo\nA;1\n") << QStringLiteral(";");
    QTest::newRow("comma") << QByteArray("Name,Elo\nA,1\n") << QStringLiteral(",");
    QTest::newRow("tab") << QByteArray("Name\tElo\nA\t1\n") << QStringLiteral("\t");
    QTest::newRow("one column") << QByteArray("Name\nA\n") << QStringLiteral(",");
}

// CsvTable::separator is the one the fields were split at (it was never set; found by fuzz_csv).
void TestCsvImport::tableSaysItsSeparator()
{
    QFETCH(QByteArray, csv);
    QFETCH(QString, separator);
    const auto table = CsvImport::table(csv);
    QVERIFY(table.ok());
    QCOMPARE(QString(table->separator), separator);
}

QTEST_GUILESS_MAIN(TestCsvImport)
#include "tst_csvimport.moc"
