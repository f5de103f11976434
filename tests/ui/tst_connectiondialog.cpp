#include "core/models/gametablemodel.h"
#include "core/session/gamefeed.h"
#include "sim/gamezonesimulator.h"
#include "tests/common/testpaths.h"
#include "ui/eventsetup/connectiondialog.h"
#include "ui/mainwindow.h"

#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

using namespace arbiter;

// The connection dialog as an arbiter uses it: what cannot work is explained before anything
// connects, a good source is followed by the zone session, and the health below the tabs follows
// the connection live, including a refusal by the zone.
class TestConnectionDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void explainsWhatIsMissing();
    void connectsToTheSimulator();
    void explainsARefusal();

private:
    static zone::sim::SimOptions sample()
    {
        zone::sim::SimOptions o;
        o.pgnPath = arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
        o.speed = 20;
        return o;
    }
};

void TestConnectionDialog::explainsWhatIsMissing()
{
    ui::ConnectionDialog dialog;
    QSignalSpy requested(&dialog, &ui::ConnectionDialog::connectRequested);
    dialog.findChild<QTabWidget *>()->setCurrentIndex(0); // Lichess
    QVERIFY(!dialog.connectToZone());
    QVERIFY2(dialog.healthText().contains(QStringLiteral("Give a bulk pairing id")), qPrintable(dialog.healthText()));
    // Pasted game links are read as ids.
    dialog.findChild<QPlainTextEdit *>()->setPlainText(QStringLiteral("https://lichess.org/abcd1234/black x"));
    QVERIFY(!dialog.connectToZone());
    QVERIFY2(dialog.healthText().contains(QStringLiteral("\"x\" is not a Lichess game id")),
             qPrintable(dialog.healthText()));
    QCOMPARE(requested.size(), 0);
}

void TestConnectionDialog::connectsToTheSimulator()
{
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, sample());
    QVERIFY(started.ok());
    models::GameTableModel model;
    ui::MainWindow window(&model);
    session::GameFeed session;
    connect(&session, &session::GameFeed::snapshotsReady, &model, &models::GameTableModel::apply);
    connect(&session, &session::GameFeed::healthChanged, &window, &ui::MainWindow::setZoneHealth);
    connect(&window, &ui::MainWindow::connectRequested, &session, &session::GameFeed::start);
    window.show();
    window.showConnectionDialog();
    ui::ConnectionDialog *dialog = window.connectionDialog();
    QVERIFY(dialog->isVisible());
    zone::ZoneSource source;
    source.baseUrl = started->url;
    source.token = started->token;
    dialog->setSource(source);
    QVERIFY(dialog->connectToZone());
    QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 4, 10000);
    QTRY_VERIFY(dialog->healthText().startsWith(QStringLiteral("Connected")));
    session.stop();
}

void TestConnectionDialog::explainsARefusal()
{
    zone::sim::GameZoneSimulator simulator;
    const auto started = simulator.start(0, sample());
    QVERIFY(started.ok());
    ui::ConnectionDialog dialog;
    session::GameFeed session;
    connect(&session, &session::GameFeed::healthChanged, &dialog, &ui::ConnectionDialog::setHealth);
    connect(&dialog, &ui::ConnectionDialog::connectRequested, &session, &session::GameFeed::start);
    zone::ZoneSource source;
    source.baseUrl = started->url;
    source.token = "not-the-token";
    dialog.setSource(source);
    QVERIFY(dialog.connectToZone());
    QTRY_VERIFY_WITH_TIMEOUT(dialog.healthText().startsWith(QStringLiteral("Could not connect")), 10000);
    QVERIFY(!dialog.healthText().contains(QStringLiteral("not-the-token"))); // a token is never shown
    session.stop();
}

QTEST_MAIN(TestConnectionDialog)
#include "tst_connectiondialog.moc"
