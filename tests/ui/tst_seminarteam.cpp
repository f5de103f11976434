#include "app/console/consolewiring.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/permissions.h"
#include "core/seminar/seminarpack.h"
#include "core/seminar/seminarsheet.h"
#include "core/seminar/seminarstate.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/storage/eventstore.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "tests/storage/postgresserver.h"
#include "ui/mainwindow.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/seminar/lecturerdesk.h"
#include "ui/seminar/seminardesk.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QtTest>

#include <memory>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;

namespace {

// One console of the seminar, wired as ConsoleApp wires it: its session on the team event, the
// window, the rulings desk, and the trainee's dock or the lecturer's view.
struct Console
{
    session::EventSession session;
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window{&games};
    ui::RulingDesk desk{&window, &log};
    ui::SeminarDesk *trainee = nullptr;
    ui::LecturerDesk *lecturer = nullptr;
    QString name;

    Console()
    {
        window.setIncidents(&incidents);
        console::connectModels(&session, &games, &incidents);
        console::connectWindow(&session, &window, QStringLiteral("Tester"));
        console::connectRulings(&session, &log, &desk, QStringLiteral("Tester"));
    }
};

} // namespace

// Issue 26 §3 and §4: a seminar on a real PostgreSQL team event. `arbiterctl seminar enrol` makes
// the event and the logins; two trainees' consoles and the lecturer's view open it; the round
// starts when the lecturer starts it; each trainee sees and is graded on their own rulings only
// (the other's on the same game neither show nor block); the lecturer sees both live, the mistakes,
// pauses the room and reveals a reference on every console; the grade is the same headless; the
// result sheets and scores are written.
class TestSeminarTeam : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void twoTraineesAndTheLecturer();

private:
    std::unique_ptr<Console> open(const QString &login);
    int ctl(const QStringList &args, QByteArray *output = nullptr);

    PostgresServer m_pg;
    QString m_db = QStringLiteral("seminar_room");
    QTemporaryDir m_dir;
    QHash<QString, QString> m_passwords;
    seminar::SeminarPack m_pack;
    QString m_packPath;
};

int TestSeminarTeam::ctl(const QStringList &args, QByteArray *output)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    p.setProcessEnvironment(env);
    p.setStandardInputFile(QProcess::nullDevice());
    p.start(testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)), args);
    if (!p.waitForFinished(60'000))
        return -1;
    if (output)
        *output = p.readAllStandardOutput();
    const QByteArray errors = p.readAllStandardError();
    if (!errors.isEmpty())
        qInfo().noquote() << errors;
    return p.exitCode();
}

void TestSeminarTeam::initTestCase()
{
    m_pg.requirePasswords();
    QString why;
    QVERIFY2(m_pg.start(&why), qPrintable(why));
    QVERIFY2(m_pg.createDatabase(m_db, &why), qPrintable(why));
    m_packPath = testing::testsPath(QStringLiteral("../resources/seminars/13-4-vcs-cards.json"));
    auto pack = seminar::SeminarPack::load(m_packPath);
    QVERIFY(pack.ok());
    m_pack = pack.value();
    // The lecturer enrols the room from a list.
    const QString list = m_dir.filePath(QStringLiteral("trainees.txt"));
    QFile file(list);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("# seminar of 6 December\nOrlova, Vera\nKim, Pavel;pkim\n");
    file.close();
    const QString passwords = m_dir.filePath(QStringLiteral("passwords.csv"));
    QByteArray said;
    QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("enrol"), m_packPath, m_pg.url(m_db),
                  QStringLiteral("--trainees"), list, QStringLiteral("--lecturer"), QStringLiteral("Lecturer, Anna"),
                  QStringLiteral("--passwords"), passwords},
                 &said),
             0);
    QVERIFY2(said.contains("orlova.vera"), said.constData());
    QFile csv(passwords);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    for (const QByteArray &line : csv.readAll().split('\n')) {
        const QList<QByteArray> cells = line.trimmed().split(',');
        if (cells.size() >= 4 && cells.last() != "password")
            m_passwords.insert(QString::fromUtf8(cells[cells.size() - 3]), QString::fromUtf8(cells.last()));
    }
    QCOMPARE(m_passwords.size(), 3);
    QVERIFY(m_passwords.contains(QStringLiteral("lecturer.anna")));
    QVERIFY(m_passwords.contains(QStringLiteral("pkim")));
}

std::unique_ptr<Console> TestSeminarTeam::open(const QString &login)
{
    auto c = std::make_unique<Console>();
    auto options = storage::PostgresOptions::fromUrl(m_pg.url(m_db, login));
    options.value().password = m_passwords.value(login);
    const auto opening = c->session.openEvent(storage::StoreConfig::server(options.value()), true, {}, false);
    if (opening.openError || opening.error || !opening.me) {
        qWarning() << (opening.openError   ? opening.openError->message
                           : opening.error ? opening.error->message
                                           : QStringLiteral("nobody"));
        return nullptr;
    }
    c->name = opening.me->name;
    auto value = c->session.store()->eventValue(opening.event.id, QStringLiteral("seminar"));
    if (!value || !value->has_value())
        return nullptr;
    const auto state = seminar::SeminarState::fromJson((*value)->toUtf8());
    if (!state)
        return nullptr;
    if (state->isLecturer(c->name)) {
        c->lecturer = new ui::LecturerDesk(&c->window, m_pack, state.value(), &c->incidents, &c->log);
        c->lecturer->setStaff(opening.staff);
        QObject::connect(c->lecturer, &ui::LecturerDesk::stateChosen, &c->session,
                         [s = &c->session](const seminar::SeminarState &next) {
                             s->saveSeminarState(QString::fromUtf8(next.toJson()));
                         });
        QObject::connect(&c->session, &session::EventSession::seminarChanged, c->lecturer,
                         [d = c->lecturer](const QString &json) {
                             if (auto next = seminar::SeminarState::fromJson(json.toUtf8()))
                                 d->setState(next.value());
                         });
    } else {
        c->trainee = new ui::SeminarDesk(&c->window, m_pack, c->name, &c->incidents, &c->log);
        c->trainee->setState(state.value());
        c->session.setOwnRulingsOnly(true);
        QObject::connect(&c->session, &session::EventSession::seminarChanged, c->trainee,
                         [d = c->trainee](const QString &json) {
                             if (auto next = seminar::SeminarState::fromJson(json.toUtf8()))
                                 d->setState(next.value());
                         });
    }
    c->session.setIdentity({});
    return c;
}

void TestSeminarTeam::twoTraineesAndTheLecturer()
{
    auto lecturer = open(QStringLiteral("lecturer.anna"));
    auto vera = open(QStringLiteral("orlova.vera"));
    auto pavel = open(QStringLiteral("pkim"));
    QVERIFY(lecturer && vera && pavel);
    QVERIFY(lecturer->lecturer);
    QVERIFY(vera->trainee && pavel->trainee);
    QCOMPARE(vera->name, QStringLiteral("Orlova, Vera"));
    QCOMPARE(lecturer->lecturer->trainees(),
             (QStringList{QStringLiteral("Kim, Pavel"), QStringLiteral("Orlova, Vera")}));

    // Nobody plays before the lecturer starts the round; then everyone does.
    QVERIFY(!vera->trainee->mayStart());
    lecturer->lecturer->togglePause();
    QTRY_VERIFY_WITH_TIMEOUT(vera->trainee->mayStart() && pavel->trainee->mayStart(), 10000);

    auto scenario = zone::sim::Scenario::fromJson(QJsonDocument(m_pack.scenario).toJson(), m_pack.baseDir);
    QVERIFY(scenario.ok());
    const double speed = 100;
    zone::sim::SimOptions o;
    o.pgnPath = scenario->pgnPath;
    o.speed = speed;
    o.seed = scenario->seed.value_or(1);
    o.scenario = scenario.value();
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    for (Console *c : {lecturer.get(), vera.get(), pavel.get()}) {
        c->window.show();
        c->session.feed()->startSimulator(started->url, started->token);
    }
    vera->trainee->roundStarted(speed);
    pavel->trainee->roundStarted(speed);
    QTRY_VERIFY_WITH_TIMEOUT(vera->trainee->openIncidents().size() == 2, 30000);

    // Vera answers both incidents as the references say; Pavel only the second, under another article.
    auto rule = [](Console *c, int board, Kind kind, chess::Color side, const QString &article) {
        const live::GameSnapshot *game = c->games.snapshot(c->games.rowOfBoard(board));
        Ruling r;
        r.kind = kind;
        r.gameId = game->id;
        r.board = board;
        r.round = 1;
        r.side = side;
        r.player = side == chess::White ? game->pairing.white : game->pairing.black;
        r.opponent = side == chess::White ? game->pairing.black : game->pairing.white;
        r.article = article;
        // What the dialog sets: the newest entry on the game the arbiter had seen.
        r.basedOnSeq = 0;
        r.proposed = !rulings::Permissions::mayIssue(event::StaffMember::Role::Arbiter, kind);
        c->session.issueRuling(r);
    };
    QTRY_VERIFY_WITH_TIMEOUT(pavel->games.rowOfBoard(3) >= 0 && vera->games.rowOfBoard(2) >= 0, 10000);
    rule(vera.get(), 2, Kind::YellowCard, chess::Black, QStringLiteral("13.4"));
    rule(vera.get(), 3, Kind::Warning, chess::White, QStringLiteral("13.3"));
    rule(pavel.get(), 3, Kind::Warning, chess::White, QStringLiteral("13.4"));
    QTRY_COMPARE_WITH_TIMEOUT(lecturer->log.rowCount(), 3, 15000);
    // Each trainee sees their own rulings only, and Pavel's was not refused for Vera's on the same game.
    QTRY_COMPARE(vera->log.rowCount(), 2);
    QTRY_COMPARE(pavel->log.rowCount(), 1);
    QCOMPARE(pavel->log.book().entries().first().ruling.issuer, QStringLiteral("Kim, Pavel"));
    QCOMPARE(vera->trainee->grade().score, 20.0);
    QCOMPARE(pavel->trainee->grade().score, 5.0);

    // The lecturer's view: both live, the totals and the mistakes.
    QTRY_VERIFY(lecturer->lecturer->grades().size() == 2);
    const QList<seminar::TraineeGrade> grades = lecturer->lecturer->grades();
    QCOMPARE(grades[0].trainee, QStringLiteral("Kim, Pavel"));
    QCOMPARE(grades[0].score, 5.0);
    QCOMPARE(grades[1].score, 20.0);
    lecturer->lecturer->refresh();
    QTableWidget *table = lecturer->lecturer->table();
    QCOMPARE(table->rowCount(), 2);
    QCOMPARE(table->verticalHeaderItem(0)->text(), QStringLiteral("Kim, Pavel"));
    QCOMPARE(table->item(0, 1)->text(), QStringLiteral("5/10"));
    QCOMPARE(table->item(0, 0)->text(), QStringLiteral("—"));
    QCOMPARE(table->item(1, 2)->text(), QStringLiteral("20/20 (100 %)"));
    const QList<seminar::Mistake> mistakes = seminar::SeminarSheet::mistakes(m_pack, grades);
    QCOMPARE(mistakes.size(), 2);
    QVERIFY(lecturer->lecturer->details()->toPlainText().contains(mistakes.first().what));

    // The lecturer reveals the second incident's reference and pauses the room.
    QSignalSpy paused(vera->trainee, &ui::SeminarDesk::pauseWanted);
    table->setCurrentCell(0, 1);
    lecturer->lecturer->revealSelected();
    lecturer->lecturer->togglePause();
    QTRY_COMPARE_WITH_TIMEOUT(paused.count(), 1, 10000);
    QCOMPARE(paused.first().first().toBool(), true);
    vera->trainee->list()->setCurrentItem(vera->trainee->list()->topLevelItem(1));
    QTRY_VERIFY(vera->trainee->briefing()->toPlainText().contains(m_pack.incidents[1].explanation.in(m_pack.language)));

    // Pictures of the lecturer's view and a trainee's console, to look at (ARBITER_SHOTS=folder).
    if (const QString shots = qEnvironmentVariable("ARBITER_SHOTS"); !shots.isEmpty()) {
        for (Console *c : {lecturer.get(), vera.get()}) {
            c->window.resize(1600, 1000);
            QTest::qWait(300);
            c->window.grab().save(
                QDir(shots).filePath(c->lecturer ? QStringLiteral("lecturer.png") : QStringLiteral("trainee.png")));
        }
    }

    // Headless, from the server, with the lecturer's login: the same grades.
    QByteArray json;
    qputenv("PGPASSWORD", m_passwords.value(QStringLiteral("lecturer.anna")).toUtf8());
    QCOMPARE(ctl({QStringLiteral("seminar"), QStringLiteral("grade"), m_packPath,
                  m_pg.url(m_db, QStringLiteral("lecturer.anna")), QStringLiteral("--json")},
                 &json),
             0);
    qunsetenv("PGPASSWORD");
    const QJsonArray trainees = QJsonDocument::fromJson(json).object().value(u"trainees").toArray();
    QCOMPARE(trainees.size(), 2);
    for (const QJsonValue &t : trainees) {
        const QString who = t[u"trainee"].toString();
        QCOMPARE(t[u"score"].toDouble(), who == QStringLiteral("Kim, Pavel") ? 5.0 : 20.0);
    }

    // The result sheets and the scores.
    QTemporaryDir out;
    lecturer->lecturer->setOutputFolder(out.path());
    lecturer->lecturer->saveSheets();
    const QStringList written = QDir(out.path()).entryList(QDir::Files, QDir::Name);
    QCOMPARE(written,
             (QStringList{QStringLiteral("Kim__Pavel.pdf"), QStringLiteral("Orlova__Vera.pdf"),
                          QStringLiteral("scores.csv"), QStringLiteral("seminar.pdf")}));
    if (!qEnvironmentVariableIsEmpty("ARBITER_KEEP_SHEETS"))
        for (const QString &f : written)
            QFile::copy(QDir(out.path()).filePath(f), QDir(qEnvironmentVariable("ARBITER_KEEP_SHEETS")).filePath(f));
    for (Console *c : {lecturer.get(), vera.get(), pavel.get()})
        c->session.feed()->stop();
    simulator.stop();
}

QTEST_MAIN(TestSeminarTeam)
#include "tst_seminarteam.moc"
