#include "core/models/gametablemodel.h"
#include "core/session/eventsession.h"
#include "core/session/gamefeed.h"
#include "core/session/incidentbook.h"
#include "core/session/vcspresence.h"
#include "core/storage/eventstore.h"
#include "core/storage/storewriter.h"
#include "sim/gamezonesimulator.h"
#include "sim/scenario.h"
#include "tests/common/testpaths.h"
#include "tests/storage/storefixtures.h"
#include "ui/eventsetup/databaseproblemdialog.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace arbiter;
using storage::OpenError;
using ui::DatabaseProblemDialog;
using Choice = ui::DatabaseProblemDialog::Choice;

Q_DECLARE_METATYPE(OpenError::Kind)

// What the arbiter sees when the event database fails: a dialog that says why a file cannot be
// opened and offers what fits, and a lasting "not saved" indicator while incidents shown on the
// screen are not stored, gone only once they are (real session, simulator and SQLite file).
class TestStoreFaultsUi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dialogSaysWhyAndOffers_data();
    void dialogSaysWhyAndOffers();
    void dialogChoosesAFile();
    void unsavedIncidentsStayIndicated();
    void closingWhileUnsavedAsks();
};

void TestStoreFaultsUi::dialogSaysWhyAndOffers_data()
{
    QTest::addColumn<OpenError::Kind>("kind");
    QTest::addColumn<QString>("headline");
    QTest::addColumn<bool>("canMoveAside");
    QTest::addColumn<bool>("canTryAgain");
    QTest::newRow("not a database") << OpenError::Kind::NotADatabase << QStringLiteral("not an event database") << true
                                    << false;
    QTest::newRow("damaged") << OpenError::Kind::Damaged << QStringLiteral("damaged") << true << false;
    QTest::newRow("newer") << OpenError::Kind::NewerSchema << QStringLiteral("newer Arbiter Console") << true << false;
    QTest::newRow("another program's") << OpenError::Kind::ForeignDatabase
                                       << QStringLiteral("another program's database") << false << false;
    QTest::newRow("unavailable") << OpenError::Kind::Unavailable << QStringLiteral("cannot be reached") << true << true;
}

void TestStoreFaultsUi::dialogSaysWhyAndOffers()
{
    QFETCH(OpenError::Kind, kind);
    QFETCH(QString, headline);
    QFETCH(bool, canMoveAside);
    QFETCH(bool, canTryAgain);
    DatabaseProblemDialog dialog(OpenError{kind, QStringLiteral("the reason"), QStringLiteral("/data/events.sqlite")});
    dialog.show();
    QVERIFY(dialog.headline().contains(headline));
    QVERIFY(!dialog.advice().isEmpty());
    QCOMPARE(dialog.button(Choice::MoveAside)->isVisible(), canMoveAside);
    QCOMPARE(dialog.button(Choice::TryAgain)->isVisible(), canTryAgain);
    QVERIFY(dialog.button(Choice::OpenOther)->isVisible());
    QVERIFY(dialog.button(Choice::StartNew)->isVisible());
    QVERIFY(dialog.findChildren<QLabel *>().size() >= 4);
    bool saysReason = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        saysReason = saysReason || label->text() == QLatin1String("the reason");
    QVERIFY(saysReason);
    if (canMoveAside) {
        dialog.button(Choice::MoveAside)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.choice(), Choice::MoveAside);
    } else {
        dialog.button(Choice::Quit)->click();
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        QCOMPARE(dialog.choice(), Choice::Quit);
    }
}

void TestStoreFaultsUi::dialogChoosesAFile()
{
    DatabaseProblemDialog dialog(
        OpenError{OpenError::Kind::Damaged, QStringLiteral("x"), QStringLiteral("/d/e.sqlite")});
    QString answer;
    QList<Choice> asked;
    dialog.setFileChooser([&](Choice choice, const QString &start) {
        asked << choice;
        [&] { QCOMPARE(start, QStringLiteral("/d")); }();
        return answer;
    });
    dialog.show();
    // Cancelled file dialog: the arbiter chooses again.
    dialog.button(Choice::OpenOther)->click();
    QVERIFY(dialog.isVisible());
    answer = QStringLiteral("/d/other.sqlite");
    dialog.button(Choice::StartNew)->click();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.choice(), Choice::StartNew);
    QCOMPARE(dialog.chosenPath(), answer);
    QCOMPARE(asked, (QList<Choice>{Choice::OpenOther, Choice::StartNew}));
}

void TestStoreFaultsUi::unsavedIncidentsStayIndicated()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("events.sqlite"));
    std::int64_t eventId = 0;
    {
        storage::EventStore store;
        QVERIFY(!store.openSqlite(path));
        event::EventInfo info;
        info.name = QStringLiteral("Faults");
        eventId = store.createEvent(info).value();
    }
    auto scenario = zone::sim::Scenario::fromJson(
        R"({"events": [{"atPly": 2, "game": 3, "action": "disconnect", "color": "white", "for": 20}]})");
    QVERIFY(scenario.ok());
    zone::sim::GameZoneSimulator simulator;
    zone::sim::SimOptions o;
    o.pgnPath = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    o.speed = 20;
    o.scenario = scenario.value();
    const auto started = simulator.start(0, o);
    QVERIFY(started.ok());

    models::GameTableModel games;
    ui::MainWindow window(&games);
    window.show();
    session::EventSession session;
    QObject::connect(&session, &session::EventSession::saveStateChanged, &window, &ui::MainWindow::setSaveState);
    QSignalSpy incidents(session.incidents(), &session::IncidentBook::incidentsReady);
    session.persistTo(storage::StoreConfig::sqlite(path), eventId);
    QVERIFY(session.store());
    QVERIFY(!window.saveIndicator()->isVisible());
    // The database stops taking writes (read-only, as a full or unmounted disk would).
    QCOMPARE(testing::execOn(*session.store(), QStringLiteral("PRAGMA query_only = 1")), QString());
    session.feed()->startSimulator(started->url, started->token);
    QTRY_VERIFY_WITH_TIMEOUT(!incidents.isEmpty(), 15000);

    // Shown, but not stored: the indicator says so, with the count and why, and it stays.
    QVERIFY(!session.saveState().saved());
    QVERIFY(window.saveIndicator()->isVisible());
    QVERIFY2(window.saveIndicator()->text().contains(QLatin1String("Not saved")),
             qPrintable(window.saveIndicator()->text()));
    QVERIFY(window.saveIndicator()->text().contains(QString::number(session.saveState().unsavedItems)));
    QVERIFY2(window.saveIndicator()->toolTip().contains(QLatin1String("readonly")),
             qPrintable(window.saveIndicator()->toolTip()));
    QTest::qWait(1500); // a retry that fails changes nothing on the screen
    QVERIFY(window.saveIndicator()->isVisible());

    // A review while the store is down is kept too.
    const QString key = incidents.first().at(0).value<QList<watch::Incident>>().first().key;
    session.incidents()->review(key, watch::Incident::ReviewState::Acknowledged, QStringLiteral("called"),
                                QStringLiteral("IA Petrova"));
    QVERIFY(!session.saveState().saved());

    // The fault passes: the retry stores everything once and the indicator goes away.
    QCOMPARE(testing::execOn(*session.store(), QStringLiteral("PRAGMA query_only = 0")), QString());
    QTRY_VERIFY_WITH_TIMEOUT(session.saveState().saved(), 65'000);
    QVERIFY(!window.saveIndicator()->isVisible());
    session.feed()->stop();
    const auto stored = session.store()->incidents(eventId);
    QVERIFY(stored.ok());
    QSet<QString> keys;
    for (const watch::Incident &i : stored.value()) {
        QVERIFY(!keys.contains(i.key));
        keys.insert(i.key);
        if (i.key == key)
            QCOMPARE(i.reviewState, watch::Incident::ReviewState::Acknowledged);
    }
    QVERIFY(keys.contains(key));
}

void TestStoreFaultsUi::closingWhileUnsavedAsks()
{
    models::GameTableModel games;
    ui::MainWindow window(&games);
    window.show();
    window.setSaveState({2, QStringLiteral("database or disk is full"), QDateTime::currentMSecsSinceEpoch()});
    QVERIFY(window.saveIndicator()->isVisible());
    QString asked;
    auto answer = [&asked](const QString &button) {
        QTimer::singleShot(0, [&asked, button] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box)
                return;
            asked = box->text();
            for (QAbstractButton *b : box->buttons())
                if (b->text() == button)
                    b->click();
        });
    };
    answer(QStringLiteral("Keep the console open"));
    QVERIFY(!window.close());
    QVERIFY(window.isVisible());
    QVERIFY2(asked.contains(QLatin1String("disk is full")), qPrintable(asked));
    answer(QStringLiteral("Close and lose them"));
    QVERIFY(window.close());

    // Everything stored: closes without asking.
    window.show();
    window.setSaveState({});
    QVERIFY(!window.saveIndicator()->isVisible());
    asked.clear();
    QVERIFY(window.close());
    QVERIFY(asked.isEmpty());
}

QTEST_MAIN(TestStoreFaultsUi)
#include "tst_storefaultsui.moc"
