#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarpack.h"
#include "core/session/eventsession.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

// Issue 26 §1: seminar packs read with the place of every mistake, every shipped pack passes
// `arbiterctl seminar check`, and a trainee's rulings are graded against the references with the
// pack's partial credit (another article, late, only proposed, a lesser ruling, nothing at all).
class TestSeminar : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shippedPacksPassTheCheck();
    void brokenPacksSayWhere_data();
    void brokenPacksSayWhere();
    void referenceRulingsScoreFullMarks();
    void partialCredit();
    void checkNamesWhatCannotBeDone();
    void gradedHeadlessFromTheEvent();

private:
    static seminar::SeminarPack pack(const QString &name)
    {
        auto p = seminar::SeminarPack::load(testing::testsPath(QStringLiteral("../resources/seminars/") + name));
        if (!p)
            qFatal("%s", qPrintable(p.error().message));
        return p.value();
    }
    static Ruling ruling(std::int64_t seq, const QString &issuer, Kind kind, int board, chess::Color side,
                         const QString &article, std::int64_t utcMs = 1000)
    {
        Ruling r;
        r.seq = seq;
        r.issuer = issuer;
        r.kind = kind;
        r.board = board;
        r.gameId = QStringLiteral("g%1").arg(board);
        r.side = side;
        r.article = article;
        r.utcMs = utcMs;
        return r;
    }
    static int ctl(const QStringList &args, QString *output = nullptr)
    {
        QProcess p;
        p.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)), args);
        if (!p.waitForFinished(60'000))
            return -1;
        if (output)
            *output = QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
        return p.exitCode();
    }
};

void TestSeminar::shippedPacksPassTheCheck()
{
    const QDir dir(testing::testsPath(QStringLiteral("../resources/seminars")));
    const QStringList packs = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(packs.size() >= 3);
    for (const QString &name : packs) {
        QString output;
        QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("check"), dir.filePath(name)}, &output), 0);
        QVERIFY2(output.contains(QStringLiteral("every reference ruling can be made")), qPrintable(output));
    }
}

void TestSeminar::brokenPacksSayWhere_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("says");
    const QByteArray head = R"({"format": "arbiter-seminar", "version": 1, "id": "x", "title": "X",
        "event": {"name": "E"}, "scenario": {"games": 2}, "incidents": [)";
    const QByteArray incident = R"({"id": "a", "board": 1, "title": "T", "briefing": "B", "explanation": "E",
        "references": [{"kind": "%1"}]})";
    QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QStringLiteral("not JSON");
    QTest::newRow("not a pack") << QByteArray(R"({"format": "other"})") << QStringLiteral("not a seminar pack");
    QTest::newRow("newer") << QByteArray(R"({"format": "arbiter-seminar", "version": 9})")
                           << QStringLiteral("version 9");
    QTest::newRow("unknown kind") << head + QByteArray(incident).replace("%1", "scold") + "]}"
                                  << QStringLiteral("incidents[0].references[0].kind: 'scold'");
    QTest::newRow("a follow-up is no answer") << head + QByteArray(incident).replace("%1", "confirm") + "]}"
                                              << QStringLiteral("incidents[0].references[0].kind");
    QTest::newRow("twice") << head + QByteArray(incident).replace("%1", "warning") + ","
            + QByteArray(incident).replace("%1", "warning")
            + "]}" << QStringLiteral("incidents[1].id: the id 'a' is used twice");
    QTest::newRow("no incidents") << head + "]}" << QStringLiteral("at incidents:");
    QTest::newRow("bad time") << head
            + QByteArray(incident).replace("%1", "warning").replace("\"board\": 1", "\"board\": 1, \"at\": \"1:75\"")
            + "]}" << QStringLiteral("incidents[0].at");
}

void TestSeminar::brokenPacksSayWhere()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, says);
    const auto pack = seminar::SeminarPack::fromJson(json);
    QVERIFY(!pack);
    QVERIFY2(pack.error().message.contains(says), qPrintable(pack.error().message));
}

void TestSeminar::referenceRulingsScoreFullMarks()
{
    const seminar::SeminarPack cards = pack(QStringLiteral("13-4-vcs-cards.json"));
    QCOMPARE(cards.incidents.size(), 2);
    QCOMPARE(cards.traineeRole, event::StaffMember::Role::Arbiter);
    QCOMPARE(cards.incidents[0].title.in(QStringLiteral("ru")),
             QStringLiteral("Доска 2: чёрные отключены от ВКС полторы минуты"));
    const QList<Ruling> log{
        ruling(1, QStringLiteral("Tanya"), Kind::YellowCard, 2, chess::Black, QStringLiteral("13.4")),
        ruling(2, QStringLiteral("Tanya"), Kind::Warning, 3, chess::White, QStringLiteral("13.3")),
        // Another trainee's rulings are theirs.
        ruling(3, QStringLiteral("Oleg"), Kind::RedCard, 2, chess::Black, QStringLiteral("13.4"))};
    const seminar::TraineeGrade tanya = seminar::SeminarGrader::grade(cards, log, QStringLiteral("Tanya"));
    QCOMPARE(tanya.max, 20);
    QCOMPARE(tanya.score, 20.0);
    QCOMPARE(tanya.percent(), 100.0);
    QCOMPARE(tanya.incidents[0].seq, 1);
    QVERIFY(tanya.incidents[0].note.isEmpty());
    QVERIFY(tanya.unanswered.isEmpty());
    const seminar::TraineeGrade oleg = seminar::SeminarGrader::grade(cards, log, QStringLiteral("Oleg"));
    QCOMPARE(oleg.score, 0.0);
    QVERIFY(oleg.incidents[0].wrongRuling);
    QVERIFY(oleg.incidents[1].missing);

    const seminar::SeminarPack colours = pack(QStringLiteral("15-2-reversed-colours.json"));
    Ruling restart = ruling(1, QStringLiteral("Tanya"), Kind::Restart, 2, chess::White, QStringLiteral("15.2"));
    restart.side.reset();
    restart.params.insert(QStringLiteral("swap"), true);
    QCOMPARE(seminar::SeminarGrader::grade(colours, {restart}, QStringLiteral("Tanya")).score, 10.0);
}

void TestSeminar::partialCredit()
{
    const seminar::SeminarPack cards = pack(QStringLiteral("13-4-vcs-cards.json"));
    auto score = [&](const Ruling &r, const QHash<QString, std::int64_t> &moments = {}) {
        return seminar::SeminarGrader::grade(cards, {r}, QStringLiteral("Tanya"), moments).incidents[0];
    };
    // The right card under another article: half.
    const auto wrongArticle
        = score(ruling(1, QStringLiteral("Tanya"), Kind::YellowCard, 2, chess::Black, QStringLiteral("13.3")));
    QCOMPARE(wrongArticle.score, 5.0);
    QVERIFY(wrongArticle.wrongArticle);
    // The right card four minutes after the incident, which allows three: half.
    const auto late = score(ruling(1, QStringLiteral("Tanya"), Kind::YellowCard, 2, chess::Black,
                                   QStringLiteral("13.4"), 1'000'000 + 4 * 60'000),
                            {{QStringLiteral("board2-away"), 1'000'000}});
    QCOMPARE(late.score, 5.0);
    QVERIFY(late.late);
    QVERIFY(!late.note.isEmpty());
    // In time: full.
    QCOMPARE(score(ruling(1, QStringLiteral("Tanya"), Kind::YellowCard, 2, chess::Black, QStringLiteral("13.4"),
                          1'000'000 + 60'000),
                   {{QStringLiteral("board2-away"), 1'000'000}})
                 .score,
             10.0);
    // The lesser reference (a warning for a card): its share.
    QCOMPARE(score(ruling(1, QStringLiteral("Tanya"), Kind::Warning, 2, chess::Black, QStringLiteral("13.4"))).score,
             5.0);
    // The wrong player: nothing.
    QCOMPARE(score(ruling(1, QStringLiteral("Tanya"), Kind::YellowCard, 2, chess::White, QStringLiteral("13.4"))).score,
             0.0);
    // Withdrawn rulings do not count: a provisional penalty withdrawn leaves nothing.
    Ruling provisional = ruling(1, QStringLiteral("Tanya"), Kind::Provisional, 2, chess::Black, QStringLiteral("13.4"));
    provisional.params.insert(QStringLiteral("penalty"), QStringLiteral("warning"));
    Ruling withdraw = ruling(2, QStringLiteral("Tanya"), Kind::Withdraw, 2, chess::Black, {});
    withdraw.ref = 1;
    QCOMPARE(seminar::SeminarGrader::grade(cards, {provisional, withdraw}, QStringLiteral("Tanya")).score, 0.0);

    // A chief arbiter who only proposes what the role decides: the pack's share for it.
    const seminar::SeminarPack disconnection = pack(QStringLiteral("18-9-disconnection.json"));
    Ruling resume = ruling(1, QStringLiteral("Tanya"), Kind::Disconnection, 3, chess::White, QStringLiteral("18.9"));
    resume.params.insert(QStringLiteral("option"), QStringLiteral("resume"));
    QCOMPARE(seminar::SeminarGrader::grade(disconnection, {resume}, QStringLiteral("Tanya")).score, 10.0);
    resume.proposed = true;
    const auto proposed = seminar::SeminarGrader::grade(disconnection, {resume}, QStringLiteral("Tanya")).incidents[0];
    QCOMPARE(proposed.score, 5.0);
    QVERIFY(proposed.proposedOnly);
    // Another option of Art. 18.9 than the references': the wrong parameters' share.
    resume.proposed = false;
    resume.params.insert(QStringLiteral("option"), QStringLiteral("restart"));
    const auto other = seminar::SeminarGrader::grade(disconnection, {resume}, QStringLiteral("Tanya")).incidents[0];
    QVERIFY(other.wrongParams);
    QCOMPARE(other.score, 5.0);
}

void TestSeminar::checkNamesWhatCannotBeDone()
{
    QTemporaryDir dir;
    QFile in(testing::testsPath(QStringLiteral("../resources/seminars/15-2-reversed-colours.json")));
    QVERIFY(in.open(QIODevice::ReadOnly));
    QByteArray json = in.readAll();
    // A board the scenario does not play, and a restart after 10 moves each (Art. 15.2 forbids it).
    json.replace("\"atPly\": 0", "\"atPly\": 30");
    json.replace("\"board\": 2,", "\"board\": 9,");
    json.replace("../samples/round3.pgn",
                 testing::testsPath(QStringLiteral("../resources/samples/round3.pgn")).toUtf8());
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(json);
    out.close();
    QString output;
    QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("check"), path}, &output), 1);
    QVERIFY2(output.contains(QStringLiteral("board 9 is not in the scenario, which plays 4 games")),
             qPrintable(output));
    QVERIFY2(output.contains(QStringLiteral("would be refused")), qPrintable(output));
}

// The trainees' rulings as the seminar's event keeps them, graded by arbiterctl: the same scores as
// the grader gives in the console.
void TestSeminar::gradedHeadlessFromTheEvent()
{
    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("seminar.sqlite"));
    {
        session::EventSession session;
        const auto opening
            = session.openEvent(storage::StoreConfig::sqlite(db), false, QStringLiteral("Seminar"), true);
        QVERIFY(!opening.openError && !opening.error);
        session.saveStaff({{QStringLiteral("Lecturer"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}},
                           {QStringLiteral("Tanya"), event::StaffMember::Role::Arbiter, {}, {}, {}},
                           {QStringLiteral("Oleg"), event::StaffMember::Role::Arbiter, {}, {}, {}}});
    }
    auto rule = [&](const QString &who, const QStringList &args) {
        return ctl(QStringList{QStringLiteral("rule"), db, QStringLiteral("--as"), who} + args);
    };
    QCOMPARE(
        rule(QStringLiteral("Tanya"),
             {QStringLiteral("yellow-card"), QStringLiteral("--board"), QStringLiteral("2"), QStringLiteral("--side"),
              QStringLiteral("black"), QStringLiteral("--player"), QStringLiteral("Novak, Petra")}),
        0);
    QCOMPARE(rule(QStringLiteral("Oleg"),
                  {QStringLiteral("warning"), QStringLiteral("--board"), QStringLiteral("3"), QStringLiteral("--side"),
                   QStringLiteral("white"), QStringLiteral("--player"), QStringLiteral("Ivanova, Maria"),
                   QStringLiteral("--article"), QStringLiteral("13.4")}),
             0);
    QString output;
    const QString packPath = testing::testsPath(QStringLiteral("../resources/seminars/13-4-vcs-cards.json"));
    QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("grade"), packPath, db, QStringLiteral("--json")}, &output),
             0);
    const QJsonObject graded = QJsonDocument::fromJson(output.toUtf8()).object();
    QCOMPARE(graded.value(QLatin1String("pack")).toString(), QStringLiteral("13-4-vcs-cards"));
    const QJsonArray trainees = graded.value(QLatin1String("trainees")).toArray();
    QCOMPARE(trainees.size(), 2);
    QHash<QString, QJsonObject> by;
    for (const QJsonValue &t : trainees)
        by.insert(t.toObject().value(QLatin1String("trainee")).toString(), t.toObject());
    QCOMPARE(by[QStringLiteral("Tanya")].value(QLatin1String("score")).toDouble(), 10.0);
    QCOMPARE(by[QStringLiteral("Tanya")].value(QLatin1String("max")).toInt(), 20);
    // Oleg's warning on board 3 is right but under 13.4 instead of 13.3: half of it.
    QCOMPARE(by[QStringLiteral("Oleg")].value(QLatin1String("score")).toDouble(), 5.0);
    const QJsonObject second = by[QStringLiteral("Oleg")].value(QLatin1String("incidents")).toArray().at(1).toObject();
    QVERIFY(second.value(QLatin1String("wrong_article")).toBool());
    // The same as the grader gives in the console.
    QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("grade"), packPath, db, QStringLiteral("--trainee"),
                  QStringLiteral("Oleg")},
                 &output),
             0);
    QVERIFY2(output.contains(QStringLiteral("Oleg: 5 of 20 (25 %)")), qPrintable(output));
    // The scores for a spreadsheet and the result sheets (HTML where arbiterctl has no renderer).
    const QString csv = QFileInfo(db).dir().filePath(QStringLiteral("scores.csv"));
    const QString sheets = QFileInfo(db).dir().filePath(QStringLiteral("sheets"));
    QCOMPARE(ctl({QStringLiteral("--lang"), QStringLiteral("ru"), QStringLiteral("seminar"), QStringLiteral("grade"),
                  packPath, db, QStringLiteral("--csv"), csv, QStringLiteral("--sheets"), sheets},
                 &output),
             0);
    QFile scores(csv);
    QVERIFY(scores.open(QIODevice::ReadOnly));
    const QStringList lines
        = QString::fromUtf8(scores.readAll()).remove(QChar(0xFEFF)).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.value(0), QStringLiteral("trainee,board2-away,board3-short,score,max,percent,passed"));
    QVERIFY2(lines.contains(QStringLiteral("Oleg,0,5,5,20,25,no")), qPrintable(lines.join(u'|')));
    QVERIFY2(lines.contains(QStringLiteral("Tanya,10,0,10,20,50,no")), qPrintable(lines.join(u'|')));
    const QStringList written = QDir(sheets).entryList(QDir::Files, QDir::Name);
    QCOMPARE(written.size(), 3);
    QVERIFY2(written.first().startsWith(QStringLiteral("Oleg.")), qPrintable(written.join(u' ')));
    QVERIFY(written.last().startsWith(QStringLiteral("seminar.")));
}

QTEST_GUILESS_MAIN(TestSeminar)
#include "tst_seminar.moc"
