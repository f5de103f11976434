#include "app/console/consolewiring.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/permissions.h"
#include "core/seminar/seminargrader.h"
#include "core/seminar/seminarpack.h"
#include "core/seminar/seminarsheet.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/zone/zonestatus.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "ui/eventsetup/joinseminardialog.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/seminar/seminardesk.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDockWidget>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

// Issue 26 §2 and §4: every shipped pack played on the simulator as the trainee's console plays
// it (the pack's event, the trainee in its role, the seminar dock): each incident opens as it
// happens, its reference rulings made on the console score full marks, the round plays to the end
// and the debrief follows; the grade is the same in the console and headless (arbiterctl).
class TestSeminarUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyPackPlaysWithFullMarks_data();
    void everyPackPlaysWithFullMarks();
    void nothingShownBeforeItHappens();
    void joinSeminarDialogReadsThePack();

private:
    static QString ctl(const QStringList &args, int *code)
    {
        QProcess p;
        p.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)), args);
        if (!p.waitForFinished(60'000)) {
            *code = -1;
            return {};
        }
        *code = p.exitCode();
        return QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError());
    }
};

void TestSeminarUi::everyPackPlaysWithFullMarks_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(testing::testsPath(QStringLiteral("../resources/seminars")));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        QTest::newRow(qPrintable(name)) << dir.filePath(name);
}

void TestSeminarUi::everyPackPlaysWithFullMarks()
{
    QFETCH(QString, path);
    auto loaded = seminar::SeminarPack::load(path);
    QVERIFY2(loaded.ok(), qPrintable(loaded ? QString() : loaded.error().message));
    const seminar::SeminarPack pack = loaded.value();
    auto scenario = zone::sim::Scenario::fromJson(QJsonDocument(pack.scenario).toJson(), pack.baseDir);
    QVERIFY(scenario.ok());
    // Fast: the games of a 15-minute round in about five seconds.
    const double speed = 400;
    zone::sim::SimOptions o;
    o.pgnPath = scenario->pgnPath;
    o.speed = speed;
    o.seed = scenario->seed.value_or(1);
    o.scenario = scenario.value();
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());

    QTemporaryDir dir;
    const QString db = dir.filePath(QStringLiteral("seminar.sqlite"));
    session::EventSession session;
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window(&games);
    window.setIncidents(&incidents);
    ui::RulingDesk desk(&window, &log);
    console::connectModels(&session, &games, &incidents);
    console::connectWindow(&session, &window, QStringLiteral("Trainee"));
    console::connectRulings(&session, &log, &desk, QStringLiteral("Trainee"));
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(db), false, QStringLiteral("Seminar"), false);
    QVERIFY(!opening.openError && !opening.error);
    // The event as the console sets it up for a pack (ConsoleApp::startSeminar).
    const QString trainee = QStringLiteral("Orlova, Vera");
    const auto before = session.loadEvent();
    QVERIFY(before.ok());
    session.saveEventSetup(before.value(), pack.eventFor(before.value()));
    session.saveCardPolicy(pack.cardPolicy);
    const QList<event::StaffMember> staff = pack.staffFor(trainee, QStringLiteral("Lecturer"));
    session.saveStaff(staff, staff.first().name);
    session.setIdentity(trainee);
    QTRY_COMPARE(desk.identity(), trainee);
    ui::SeminarDesk seminarDesk(&window, pack, trainee, &incidents, &log);
    QSignalSpy over(&seminarDesk, &ui::SeminarDesk::roundOver);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    session.feed()->startSimulator(started->url, started->token);
    QTRY_VERIFY_WITH_TIMEOUT(games.rowCount() > 0, 10000);
    seminarDesk.roundStarted(speed);

    // Each incident, once it has happened: the first reference ruling, made as the trainee would.
    QStringList answered;
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            for (const QString &id : seminarDesk.openIncidents()) {
                if (answered.contains(id))
                    continue;
                const seminar::PackIncident *incident = pack.incident(id);
                const seminar::Reference &ref = incident->references.first();
                const int row = games.rowOfBoard(incident->board);
                if (row < 0)
                    return false;
                const live::GameSnapshot *game = games.snapshot(row);
                // A result is set on a game the zone has ended.
                if (ref.kind == Kind::ResultSet && !zone::ZoneStatusInfo::isTerminal(game->status))
                    continue;
                Ruling r;
                r.kind = ref.kind;
                r.gameId = game->id;
                r.board = incident->board;
                r.round = 1;
                r.side = ref.side.value_or(chess::White);
                r.player = *r.side == chess::White ? game->pairing.white : game->pairing.black;
                r.opponent = *r.side == chess::White ? game->pairing.black : game->pairing.white;
                r.article = ref.article;
                r.params = ref.params;
                r.proposed = !rulings::Permissions::mayIssue(pack.traineeRole, ref.kind);
                session.issueRuling(r);
                answered << id;
            }
            return answered.size() == pack.incidents.size();
        }(),
        60000);
    // Checks are records of the log (Kind::Check), not rows of the rulings list.
    QTRY_VERIFY_WITH_TIMEOUT(log.book().entries().size() >= pack.incidents.size(), 10000);
    // A game the trainee paused (Art. 15.6) goes on once resumed, as the arbiter would.
    for (const rulings::RulingBook::Entry &e : log.book().entries()) {
        if (e.ruling.kind != Kind::Pause)
            continue;
        Ruling resume;
        resume.kind = Kind::Resume;
        resume.gameId = e.ruling.gameId;
        resume.board = e.ruling.board;
        resume.round = 1;
        resume.article = QStringLiteral("15.6");
        session.issueRuling(resume);
    }
    const seminar::TraineeGrade console = seminarDesk.grade();
    QVERIFY2(qFuzzyCompare(console.score, double(pack.totalPoints())),
             qPrintable(QStringLiteral("%1 of %2: %3")
                            .arg(console.score)
                            .arg(pack.totalPoints())
                            .arg(console.incidents.first().note)));
    // The round plays to the end, and the debrief opens with the score.
    QTRY_VERIFY_WITH_TIMEOUT(over.count() == 1, 60000);
    QTRY_VERIFY(window.findChild<QDialog *>(QStringLiteral("seminarDebrief")));
    const QString debrief
        = window.findChild<QDialog *>(QStringLiteral("seminarDebrief"))->findChild<QTextBrowser *>()->toPlainText();
    QVERIFY2(debrief.contains(QStringLiteral("%1 of %1").arg(pack.totalPoints())), qPrintable(debrief.left(800)));
    session.feed()->stop();
    simulator.stop();

    // Headless, from the event's database: the same grade.
    int code = 0;
    const QString json
        = ctl({QStringLiteral("seminar"), QStringLiteral("grade"), path, db, QStringLiteral("--json")}, &code);
    QCOMPARE(code, 0);
    const QJsonArray trainees = QJsonDocument::fromJson(json.toUtf8()).object().value(u"trainees").toArray();
    QCOMPARE(trainees.size(), 1);
    QCOMPARE(trainees.first()[u"trainee"].toString(), trainee);
    QCOMPARE(trainees.first()[u"score"].toDouble(), console.score);
    const QJsonArray per = trainees.first()[u"incidents"].toArray();
    for (qsizetype i = 0; i < per.size(); ++i)
        QCOMPARE(per[i][u"score"].toDouble(), console.incidents[i].score);
}

void TestSeminarUi::nothingShownBeforeItHappens()
{
    auto loaded
        = seminar::SeminarPack::load(testing::testsPath(QStringLiteral("../resources/seminars/13-4-vcs-cards.json")));
    QVERIFY(loaded.ok());
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window(&games);
    ui::SeminarDesk desk(&window, loaded.value(), QStringLiteral("Orlova, Vera"), &incidents, &log);
    desk.setLanguage(QStringLiteral("en"));
    QCOMPARE(desk.list()->topLevelItemCount(), 2);
    // Titles and boards hidden until the incident happens: the list gives nothing away.
    QCOMPARE(desk.list()->topLevelItem(0)->text(0), QStringLiteral("Incident 1"));
    QVERIFY(desk.list()->topLevelItem(0)->text(1).isEmpty());
    QVERIFY(desk.openIncidents().isEmpty());
    QVERIFY(!desk.factAction()->isEnabled());
    // The console's queue raises one on board 2: incident 1 opens with its briefing; facts one by one.
    watch::Incident seen;
    seen.board = 2;
    seen.key = QStringLiteral("k1");
    seen.utcMs = 1000;
    incidents.apply({seen});
    QCOMPARE(desk.openIncidents(), QStringList{loaded->incidents.first().id});
    QCOMPARE(desk.list()->topLevelItem(0)->text(0), loaded->incidents.first().title.en);
    QCOMPARE(desk.list()->topLevelItem(1)->text(0), QStringLiteral("Incident 2"));
    QVERIFY(desk.briefing()->toPlainText().contains(loaded->incidents.first().briefing.en));
    QVERIFY(desk.factAction()->isEnabled());
    desk.askFact();
    QVERIFY(desk.briefing()->toPlainText().contains(loaded->incidents.first().facts.first().en));
    // Russian: the pack's own texts.
    desk.setLanguage(QStringLiteral("ru"));
    QCOMPARE(desk.list()->topLevelItem(0)->text(0), loaded->incidents.first().title.ru);
    // Nothing ruled yet: no score, and the debrief says so.
    QCOMPARE(desk.grade().score, 0.0);
    QVERIFY(desk.debriefHtml().contains(loaded->incidents.first().explanation.ru.toHtmlEscaped()));
}

void TestSeminarUi::joinSeminarDialogReadsThePack()
{
    ui::JoinSeminarDialog dialog(testing::testsPath(QStringLiteral("../resources/seminars")),
                                 QStringLiteral("postgresql://vera@db.example.org/seminar"));
    const QList<QLineEdit *> edits = dialog.findChildren<QLineEdit *>();
    QCOMPARE(edits.size(), 2);
    QPushButton *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no pack yet
    edits[0]->setText(testing::testsPath(QStringLiteral("../resources/seminars/missing.json")));
    QVERIFY(!ok->isEnabled());
    const QString pack = testing::testsPath(QStringLiteral("../resources/seminars/15-6-pause.json"));
    edits[0]->setText(pack);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.pack(), pack);
    QVERIFY(dialog.server().isEmpty()); // alone
    // In the lecturer's room: an address that reads, without a password.
    dialog.findChildren<QRadioButton *>().last()->setChecked(true);
    QVERIFY(ok->isEnabled());
    QCOMPARE(dialog.server(), QStringLiteral("postgresql://vera@db.example.org/seminar"));
    edits[1]->setText(QStringLiteral("postgresql://db.example.org"));
    QVERIFY(!ok->isEnabled());
}

QTEST_MAIN(TestSeminarUi)
#include "tst_seminarui.moc"
