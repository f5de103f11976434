#include "app/console/consolewiring.h"
#include "core/live/livegame.h"
#include "core/live/livegameregistry.h"
#include "core/models/gametablemodel.h"
#include "core/models/incidentmodel.h"
#include "core/models/rulingmodel.h"
#include "core/rulings/rulingservice.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "ui/focus/focusedboard.h"
#include "ui/mainwindow.h"
#include "ui/rulings/appealdialog.h"
#include "ui/rulings/rulingdesk.h"
#include "ui/rulings/rulingdialog.h"
#include "ui/rulings/rulingsdock.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QJsonArray>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;
using rulings::Kind;
using rulings::Ruling;
using ui::RulingDialog;

// The rulings on the screen, offscreen: the dialog refuses what Art. 7.2 and the penalties'
// parameters refuse before Record can be pressed, proposes what the role may not decide, makes the
// forbidden-device ruling in one step; and the whole path from Ctrl+R on a live board of the
// simulator to the entry in the log dock, confirmed by the zone, driven by keys.
class TestRulingsUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dialogRefusesBeforeRecord();
    void appealDialogs();
    void dialogProposesWhatTheRoleMayNotDecide();
    void forbiddenDeviceInOneStep();
    void keyboardRulingOnALiveBoard();
    // Issue 25 §1: an exclusion from this round, and a red card whose policy loses the next game, follow
    // their player into their game: the forfeit or the loss is proposed there (never recorded unasked), once.
    // Issue 25 §1: a ruling on a player may name any player of the event, also one not playing now.
    void rulingOnAnyPlayerOfTheEvent();
    void rulingsFollowThePlayer_data();
    void rulingsFollowThePlayer();
};

namespace {
RulingDialog::Game game()
{
    RulingDialog::Game g;
    g.gameId = QStringLiteral("Game0001");
    g.board = 4;
    g.white = QStringLiteral("Carlsen, Magnus");
    g.black = QStringLiteral("Nakamura, Hikaru");
    g.context.known = true;
    g.context.plies = 12;
    g.context.whiteMs = 40'000;
    g.context.blackMs = 90'000;
    return g;
}

QPushButton *okButton(RulingDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}
} // namespace

// Art. 9.14: the appeal records who appealed, when and why; the decision needs an outcome and its
// reasons. ARBITER_SHOTS=DIR saves a picture of each.
void TestRulingsUi::appealDialogs()
{
    rulings::RulingBook::Entry target;
    target.ruling.seq = 7;
    target.ruling.kind = Kind::TimeDeduct;
    target.ruling.player = QStringLiteral("Larsen, Mikhail");
    target.ruling.opponent = QStringLiteral("Rossi, Hans");
    target.ruling.issuer = QStringLiteral("Anna Petrova");
    target.ruling.params.insert(QStringLiteral("ms"), 60000);
    target.ruling.utcMs = QDateTime::currentMSecsSinceEpoch();
    target.appealed = true;
    const QString shots = qEnvironmentVariable("ARBITER_SHOTS");

    ui::AppealDialog appeal(target, 15);
    QPushButton *ok = appeal.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled()); // no grounds yet
    appeal.findChild<QPlainTextEdit *>()->setPlainText(
        QStringLiteral("My clock was running while I was disconnected."));
    QVERIFY(ok->isEnabled());
    const Ruling a = appeal.appeal();
    QCOMPARE(a.kind, Kind::Appeal);
    QCOMPARE(a.ref, 7);
    QCOMPARE(a.params.value(QLatin1String("appellant")).toString(), QStringLiteral("Larsen, Mikhail"));
    QVERIFY(a.params.value(QLatin1String("lodgedUtcMs")).toInteger() > 0);
    if (!shots.isEmpty()) {
        appeal.show();
        QVERIFY(appeal.grab().save(shots + QStringLiteral("/appeal.png")));
    }

    ui::AppealDecisionDialog decide(target, a.reason);
    ok = decide.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QVERIFY(!ok->isEnabled());
    const auto radios = decide.findChildren<QRadioButton *>();
    QCOMPARE(radios.size(), 3);
    radios.at(2)->click(); // changed
    QVERIFY(!ok->isEnabled()); // no reasons yet
    decide.findChild<QPlainTextEdit *>()->setPlainText(QStringLiteral("The recording shows the disconnection."));
    QVERIFY(ok->isEnabled());
    QCOMPARE(decide.outcome(), rulings::RulingBook::AppealOutcome::Changed);
    QCOMPARE(decide.decision().params.value(QLatin1String("outcome")).toString(), QStringLiteral("changed"));
    if (!shots.isEmpty()) {
        decide.show();
        QVERIFY(decide.grab().save(shots + QStringLiteral("/appeal-decision.png")));
    }
}

void TestRulingsUi::dialogRefusesBeforeRecord()
{
    RulingDialog d;
    d.setGame(game());
    d.setKind(Kind::ResultSet);
    auto boxes = d.findChildren<QComboBox *>();
    // White 1, Black ½: the total exceeds the maximum (Art. 7.2).
    QComboBox *white = nullptr;
    QComboBox *black = nullptr;
    for (QComboBox *b : boxes)
        if (b->count() == 3 && b->itemText(0) == u"1") {
            if (!white)
                white = b;
            else if (b->isVisibleTo(&d) && b != white)
                black = b;
        }
    // The result's two boxes are the last two visible three-score boxes.
    QList<QComboBox *> visible;
    for (QComboBox *b : boxes)
        if (b->count() == 3 && b->itemText(0) == u"1" && b->isVisibleTo(&d))
            visible << b;
    QCOMPARE(visible.size(), 2);
    white = visible[0];
    black = visible[1];
    white->setCurrentIndex(0); // 1
    black->setCurrentIndex(1); // ½
    QVERIFY(!okButton(d)->isEnabled());
    QVERIFY2(d.problem().contains(u"7.2"), qPrintable(d.problem()));
    black->setCurrentIndex(2); // 0
    QVERIFY(okButton(d)->isEnabled());
    QCOMPARE(d.rulings().first().halves("white"), 2);
    // A deduction is cut to the time left (Art. 10.9.3), and says which article it cites.
    d.setKind(Kind::TimeDeduct);
    d.setSide(chess::White);
    d.findChildren<QSpinBox *>().first()->setValue(60);
    QVERIFY(okButton(d)->isEnabled());
    QCOMPARE(d.rulings().first().ms(), 60'000); // the dialog keeps what was asked; the session cuts it
    // A colour correction is not offered from the 10th move on (Art. 15.2).
    RulingDialog::Game late = game();
    late.context.plies = 30;
    d.setGame(late);
    d.setKind(Kind::Restart);
    QCheckBox *swap = nullptr;
    for (QCheckBox *c : d.findChildren<QCheckBox *>())
        if (c->text().contains(u"15.2"))
            swap = c;
    QVERIFY(swap);
    QVERIFY(!swap->isEnabled());
}

void TestRulingsUi::dialogProposesWhatTheRoleMayNotDecide()
{
    RulingDialog d;
    d.setGame(game());
    d.setRole(rulings::Role::Arbiter);
    d.setKind(Kind::Warning);
    QVERIFY(!d.rulings().first().proposed);
    d.setKind(Kind::Expulsion);
    QVERIFY(d.rulings().first().proposed);
    QCOMPARE(okButton(d)->text(), QStringLiteral("Propose"));
    d.setRole(rulings::Role::ChiefArbiter);
    QVERIFY(!d.rulings().first().proposed);
}

void TestRulingsUi::forbiddenDeviceInOneStep()
{
    RulingDialog d;
    d.setGame(game());
    d.setRole(rulings::Role::ChiefArbiter);
    QComboBox *kinds = d.findChildren<QComboBox *>().first();
    int device = -1;
    for (int i = 0; i < kinds->count(); ++i)
        if (kinds->itemText(i).contains(u"9.8.2"))
            device = i;
    QVERIFY(device >= 0);
    kinds->setCurrentIndex(device);
    d.setSide(chess::Black);
    QList<Ruling> out = d.rulings();
    QCOMPARE(out.size(), 1);
    QCOMPARE(out[0].kind, Kind::Loss);
    QCOMPARE(out[0].article, QStringLiteral("9.8.2"));
    QCOMPARE(out[0].player, QStringLiteral("Nakamura, Hikaru"));
    QCOMPARE(out[0].halves("opponentScore"), 2);
    for (QCheckBox *c : d.findChildren<QCheckBox *>())
        if (c->text().contains(u"expel"))
            c->setChecked(true);
    out = d.rulings();
    QCOMPARE(out.size(), 2);
    QCOMPARE(out[1].kind, Kind::Expulsion);
    QVERIFY(!out[1].proposed);
}

void TestRulingsUi::keyboardRulingOnALiveBoard()
{
    QTemporaryDir dir;
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 2;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    session::EventSession session;
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window(&games);
    window.setIncidents(&incidents);
    ui::RulingDesk desk(&window, &log);
    console::connectModels(&session, &games, &incidents);
    console::connectWindow(&session, &window, QStringLiteral("Tester"));
    console::connectRulings(&session, &log, &desk, QStringLiteral("Tester"));
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(dir.filePath(QStringLiteral("e.sqlite"))),
                                           false, QStringLiteral("UI"), false);
    QVERIFY(!opening.openError && !opening.error);
    session.saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}});
    session.setIdentity(QStringLiteral("Anna"));
    QTRY_COMPARE(desk.identity(), QStringLiteral("Anna"));
    session.feed()->startSimulator(started->url, started->token);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY_WITH_TIMEOUT(games.rowCount() == 4, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(games.snapshot(0)->plies >= 2, 10000);
    const QString id = games.snapshot(0)->id;
    window.openGame(id);
    // Ctrl+R on the board in front, "2. Time added to the opponent", White's opponent gets 30 s.
    QTest::keyClick(window.focusedBoard(id), Qt::Key_R, Qt::ControlModifier);
    QTRY_VERIFY(desk.openDialog());
    RulingDialog *dialog = desk.openDialog();
    QTest::keyClick(dialog->focusWidget(), Qt::Key_Down);
    QCOMPARE(dialog->rulings().first().kind, Kind::TimeAdd);
    dialog->findChildren<QSpinBox *>().first()->setValue(30);
    QTest::keyClick(dialog, Qt::Key_Return);
    QTRY_COMPARE_WITH_TIMEOUT(log.rowCount(), 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(log.index(0, models::RulingModel::ZoneColumn).data().toString(),
                              QStringLiteral("done on the zone"), 10000);
    QCOMPARE(log.index(0, models::RulingModel::ArticleColumn).data().toString(), QStringLiteral("Art. 10.9.2"));
    QCOMPARE(session.feed()->registry()->game(id)->adjustments().back().deltaMs, 30'000);
    // The log dock shows it (Ctrl+3).
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    QTRY_VERIFY(desk.dock()->isVisible());
    QCOMPARE(desk.dock()->view()->model()->rowCount(), 1);
    session.feed()->stop();
}

void TestRulingsUi::rulingOnAnyPlayerOfTheEvent()
{
    models::GameTableModel games;
    models::RulingModel log;
    ui::MainWindow window(&games);
    ui::RulingDesk desk(&window, &log);
    // Two namesakes of a big Open (issue 25 §1): each offered with their starting number, and the
    // ruling names the one chosen, never the other.
    QList<event::PlayerRecord> players(4);
    const char *const names[] = {"Zed, Absent", "Byer, Half", "Smith, John", "Smith, John"};
    for (int i = 0; i < 4; ++i) {
        players[i].id = i + 1;
        players[i].name = QString::fromLatin1(names[i]);
        players[i].fideId = QString::number(4100000 + i);
    }
    desk.setEventPlayers(event::PlayerDirectory(players));
    desk.rulingOnPlayer();
    QTRY_VERIFY(desk.openDialog());
    QStringList offered;
    QComboBox *playerBox = nullptr;
    for (QComboBox *box : desk.openDialog()->findChildren<QComboBox *>()) {
        for (int i = 0; i < box->count(); ++i) {
            offered << box->itemText(i);
            if (box->itemText(i) == QStringLiteral("Smith, John  #4"))
                playerBox = box;
        }
    }
    QVERIFY2(offered.contains(QStringLiteral("Zed, Absent  #1")), qPrintable(offered.join(u'|')));
    QVERIFY(offered.contains(QStringLiteral("Byer, Half  #2")));
    QVERIFY(offered.contains(QStringLiteral("Smith, John  #3")));
    QVERIFY(playerBox);
    playerBox->setCurrentIndex(playerBox->findText(QStringLiteral("Smith, John  #4")));
    const rulings::Ruling chosen = desk.openDialog()->rulings().first();
    QCOMPARE(chosen.player, QStringLiteral("Smith, John"));
    QCOMPARE(chosen.playerRef.no, 4);
    QCOMPARE(chosen.playerRef.fideId, QStringLiteral("4100003"));
    QCOMPARE(chosen.playerKey(), QStringLiteral("#4"));
    desk.openDialog()->reject();
}

void TestRulingsUi::rulingsFollowThePlayer_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("proposed");
    QTest::addColumn<QString>("reason");
    QTest::newRow("exclusion") << int(Kind::Exclusion) << int(Kind::Forfeit)
                               << QStringLiteral("Excluded from this round by entry 1 (Art. 10.9.8)");
    QTest::newRow("red card, next game lost")
        << int(Kind::RedCard) << int(Kind::Loss) << QStringLiteral("13.4-vcs-disconnection");
}

void TestRulingsUi::rulingsFollowThePlayer()
{
    QFETCH(int, kind);
    QFETCH(int, proposed);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 1;
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());
    session::EventSession session;
    models::GameTableModel games;
    models::IncidentModel incidents;
    models::RulingModel log;
    ui::MainWindow window(&games);
    window.setIncidents(&incidents);
    ui::RulingDesk desk(&window, &log);
    desk.setCurrentRound(1);
    console::connectModels(&session, &games, &incidents);
    console::connectWindow(&session, &window, QStringLiteral("Tester"));
    console::connectRulings(&session, &log, &desk, QStringLiteral("Tester"));
    const auto opening = session.openEvent(storage::StoreConfig::sqlite(dir.filePath(QStringLiteral("e.sqlite"))),
                                           false, QStringLiteral("UI"), false);
    QVERIFY(!opening.openError && !opening.error);
    session.saveStaff({{QStringLiteral("Anna"), event::StaffMember::Role::ChiefArbiter, {}, {}, {}}});
    session.setIdentity(QStringLiteral("Anna"));
    QTRY_COMPARE(desk.identity(), QStringLiteral("Anna"));
    rulings::CardPolicy policy;
    policy.secondYellow = rulings::CardPolicy::Red::LossOfNextGame;
    session.saveCardPolicy(policy);
    session.feed()->startSimulator(started->url, started->token);
    QTRY_VERIFY_WITH_TIMEOUT(games.rowCount() == 4, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(games.snapshot(1)->plies >= 1, 10000);
    const live::GameSnapshot *s = games.snapshot(1);
    const QString id = s->id;
    const QString player = s->pairing.black;
    QVERIFY(!desk.openDialog());
    Ruling follows;
    follows.kind = Kind(kind);
    follows.player = player;
    if (follows.kind == Kind::Exclusion)
        follows.params.insert(QStringLiteral("rounds"), QJsonArray{1, 2});
    session.issueRuling(follows);
    QTRY_COMPARE_WITH_TIMEOUT(log.rowCount(), 1, 10000);
    QTRY_VERIFY(desk.openDialog());
    RulingDialog *dialog = desk.openDialog();
    QCOMPARE(dialog->rulings().size(), 1);
    const Ruling draft = dialog->rulings().first();
    QCOMPARE(int(draft.kind), proposed);
    QCOMPARE(draft.gameId, id);
    QCOMPARE(draft.side, std::optional<chess::Color>(chess::Black));
    QCOMPARE(draft.reason, reason);
    dialog->reject();
    // Once: closing it does not bring it back.
    QTest::qWait(200);
    QVERIFY(!desk.openDialog());
    session.feed()->stop();
}

QTEST_MAIN(TestRulingsUi)
#include "tst_rulingsui.moc"
