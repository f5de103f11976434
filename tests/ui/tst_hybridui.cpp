#include "app/console/consolewiring.h"
#include "core/models/gamefilterproxy.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/seminar/seminarpack.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "ui/eventsetup/eventdialog.h"
#include "ui/feeds/feedtile.h"
#include "ui/mainwindow.h"
#include "ui/venues/venuedesk.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QJsonDocument>
#include <QLabel>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using rulings::CheckItem;
using rulings::Kind;

// Issue 27 on the console: a hybrid event (the shipped hybrid pack's, with a local chief arbiter of
// Chennai using the console) on the simulator. The wall filters and groups by venue and starts on
// the arbiter's own venue; the venue page shows the venue's organiser, arbiters, panoramic cameras and
// players; the checks grid records answers as log rows and refuses another venue's players; the game
// model marks a player's assistant and a venue's traditional sets; the event dialog keeps venues and
// refuses Art. 20 below a 30 s increment.
class TestHybridUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void venueConsole();
    void eventDialogKeepsVenues();
};

void TestHybridUi::venueConsole()
{
    auto loaded = seminar::SeminarPack::load(
        testing::testsPath(QStringLiteral("../resources/seminars/16-18-hybrid-venue.json")));
    QVERIFY(loaded.ok());
    const seminar::SeminarPack pack = loaded.value();
    auto scenario = zone::sim::Scenario::fromJson(QJsonDocument(pack.scenario).toJson(), pack.baseDir);
    QVERIFY(scenario.ok());
    zone::sim::SimOptions o;
    o.pgnPath = scenario->pgnPath;
    o.speed = 1;
    o.seed = 27;
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());

    QTemporaryDir dir;
    session::EventSession session;
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window(&games);
    window.setIncidents(&incidents);
    // No ruling desk: its refusals are modal message boxes; the session's signals are read here.
    ui::VenueDesk venues(&window);
    console::connectModels(&session, &games, &incidents);
    console::connectWindow(&session, &window, QStringLiteral("Lena"));
    console::connectRulings(&session, &log, nullptr, QStringLiteral("Lena"));
    console::connectVenues(&session, &window, &venues, nullptr);
    QObject::connect(&session, &session::EventSession::playersChanged, &games, &models::GameTableModel::setPlayers);
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(dir.filePath(QStringLiteral("h.sqlite"))),
                                           false, QStringLiteral("Hybrid"), false);
    QVERIFY(!opening.openError && !opening.error);
    const auto before = session.loadEvent();
    QVERIFY(before.ok());
    event::EventData edited = pack.eventFor(before.value());
    edited.venues[0].cameras = {QStringLiteral("rtsp://127.0.0.1:9/chennai-hall")};
    edited.players[0].assistant = QStringLiteral("Olga Petrova");
    session.saveEventSetup(before.value(), edited);
    venues.setEvent(edited.info);
    // Lena is Chennai's local chief arbiter; Anna the remote chief arbiter.
    const QList<event::StaffMember> staff{
        {QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}},
        {QStringLiteral("Lena"), event::StaffMember::Role::LocalChiefArbiter, QStringLiteral("Chennai"), {}, {}}};
    session.saveStaff(staff, QStringLiteral("Anna"));
    QSignalSpy identity(&session, &session::EventSession::identityChanged);
    session.setIdentity(QStringLiteral("Lena"));
    QTRY_VERIFY(!identity.isEmpty());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    session.feed()->startSimulator(started->url, started->token);
    QTRY_COMPARE_WITH_TIMEOUT(games.rowCount(), 4, 10000);

    // §1: her own venue by default: boards 1 and 3 (Chennai's players play White there).
    QTRY_COMPARE(window.venue(), QStringLiteral("Chennai"));
    QTRY_COMPARE_WITH_TIMEOUT(window.proxy()->rowCount(), 2, 3000);
    QCOMPARE(window.venueOfGame(games.snapshot(games.rowOfBoard(2))->id), QStringLiteral("Cairo"));
    QVERIFY(window.setVenue(QStringLiteral("Cairo")));
    QCOMPARE(window.proxy()->rowCount(), 2);
    QVERIFY(!window.setVenue(QStringLiteral("Oslo")));
    QVERIFY(window.setVenue(QString::fromLatin1(ui::MainWindow::GroupedVenues)));
    QCOMPARE(window.proxy()->rowCount(), 4);
    QList<int> order;
    for (int r = 0; r < window.proxy()->rowCount(); ++r)
        order << window.proxy()->index(r, 0).data(models::GameTableModel::BoardRole).toInt();
    QCOMPARE(order, (QList<int>{1, 3, 2, 4})); // Chennai's games, then Cairo's

    // The venue page: organiser, what it lacks, its camera, its players.
    QVERIFY(venues.showVenue(QStringLiteral("Chennai")));
    QTRY_VERIFY(venues.venueDock()->isVisible());
    QCOMPARE(window.venue(), QStringLiteral("Chennai"));
    QCOMPARE(venues.cameraTiles().size(), 1);
    QCOMPARE(venues.venuePlayersTable()->rowCount(), 4);
    const QString info = venues.venueDock()->findChild<QLabel *>(QStringLiteral("venueInfo"))->text();
    QVERIFY2(info.contains(QStringLiteral("Tamil Nadu")) && info.contains(QStringLiteral("local technical")),
             qPrintable(info));

    // §2: the checks grid of her venue; an answer is a log row; another venue's player is refused.
    venues.checksDock()->show();
    QTRY_VERIFY(venues.checksDock()->isVisible());
    QVERIFY(venues.setScope(QStringLiteral("Chennai")));
    QCOMPARE(venues.checklistTable()->rowCount(), 4);
    venues.answer(0, QStringLiteral("device"), CheckItem::Answer::No, QStringLiteral("messenger open"));
    QTRY_VERIFY(venues.checklist().entry(1, QStringLiteral("#1"), QStringLiteral("device")).has_value());
    QTRY_VERIFY(venues.checklistTable()->item(0, 3)->text().startsWith(CheckItem::answerText(CheckItem::Answer::No)));
    QCOMPARE(venues.checklist().missing(1, QStringLiteral("#1"), CheckItem::items(true)),
             (QStringList{QStringLiteral("fair-play"), QStringLiteral("connection")})); // noted: not missing
    // A game that began with her players' checks missing (and no note) is said once.
    QTRY_VERIFY_WITH_TIMEOUT(window.statusBar()->currentMessage().contains(QStringLiteral("Petrov")), 15000);
    QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("18.5")));
    QVERIFY(!window.statusBar()->currentMessage().contains(QStringLiteral("Kuznetsov"))); // Cairo's
    QVERIFY(venues.setScope(QString()));
    QSignalSpy refused(&session, &session::EventSession::rulingRefused);
    int cairo = -1;
    for (int r = 0; r < venues.checklistTable()->rowCount(); ++r)
        if (venues.checklistTable()->item(r, 0)->text() == u"3")
            cairo = r;
    QVERIFY(cairo >= 0);
    venues.answer(cairo, QStringLiteral("device"), CheckItem::Answer::Yes, {});
    QTRY_COMPARE(refused.size(), 1);
    QVERIFY(refused.first().at(0).toString().contains(QStringLiteral("Cairo")));
    // The LTA's report (Art. 18.9) is recorded for the chief arbiter.
    venues.reportDisconnection(0);
    QTRY_VERIFY([&] {
        for (const auto &e : log.book().entries())
            if (e.ruling.kind == Kind::Check && e.ruling.params.value(QLatin1String("report")).toBool())
                return true;
        return false;
    }());

    // §3: the assistant and the traditional sets on the board.
    const live::GameSnapshot *board1 = games.snapshot(games.rowOfBoard(1));
    QTRY_COMPARE(board1->assistants[0], QStringLiteral("Olga Petrova"));
    QVERIFY(!board1->traditionalSet);
    games.setTraditionalSetVenues({QStringLiteral("Chennai")});
    QVERIFY(games.snapshot(games.rowOfBoard(1))->traditionalSet);
    QVERIFY(!games.snapshot(games.rowOfBoard(2))->traditionalSet);
    QVERIFY(games.index(games.rowOfBoard(1), models::GameTableModel::WhiteColumn)
                .data()
                .toString()
                .contains(QStringLiteral("Olga Petrova")));
    session.feed()->stop();
}

void TestHybridUi::eventDialogKeepsVenues()
{
    event::EventData data;
    data.info.name = QStringLiteral("Hybrid Open");
    data.info.type = event::EventInfo::Type::Hybrid;
    data.info.timeControl = clock::TimeControl::fromFide(QStringLiteral("900+10")).value();
    data.venues = {{QStringLiteral("Chennai"), QStringLiteral("Chennai"), {}, {}, false}};
    event::PlayerRecord p;
    p.id = 1;
    p.name = QStringLiteral("Petrov, Ivan");
    p.venue = QStringLiteral("Chennai");
    data.players = {p};
    ui::EventDialog dialog(data);
    QCOMPARE(dialog.venuesTable()->rowCount(), 1);
    QCOMPARE(dialog.data().venues, data.venues);
    QCOMPARE(dialog.data().players.first().venue, QStringLiteral("Chennai"));
    // Art. 20 below a 30 s increment: refused with the reason.
    dialog.findChild<QCheckBox *>(QStringLiteral("traditionalSets"))->setChecked(true);
    dialog.accept();
    QVERIFY(dialog.result() != QDialog::Accepted);
    QVERIFY2(dialog.errorText().contains(QStringLiteral("Art. 20")), qPrintable(dialog.errorText()));
    dialog.findChild<QCheckBox *>(QStringLiteral("traditionalSets"))->setChecked(false);
    // A player's venue must be one of the venues.
    dialog.venuesTable()->item(0, 0)->setText(QStringLiteral("Madras"));
    dialog.accept();
    QVERIFY2(dialog.errorText().contains(QStringLiteral("Chennai")), qPrintable(dialog.errorText()));
}

QTEST_MAIN(TestHybridUi)
#include "tst_hybridui.moc"
