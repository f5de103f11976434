#include "event/eventdialog.h"

#include <QLineEdit>
#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

// Setting up an event as a chief arbiter does: what is missing is said before anything is saved,
// a TRF-16 file from the pairing program brings the players and pairings, and a CSV file with a
// bad line keeps the good ones and lists the bad one.
class TestEventDialog : public QObject
{
    Q_OBJECT

private slots:
    void refusesWhatIsNotAnEvent();
    void importsTrf();
    void importsCsvWithWarnings();
};

void TestEventDialog::refusesWhatIsNotAnEvent()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY2(dialog.errorText().contains(QStringLiteral("no name")), qPrintable(dialog.errorText()));
    data.info.name = QStringLiteral("Rapid Open");
    ui::EventDialog named(data);
    named.findChildren<QLineEdit *>().at(1)->setText(QStringLiteral("15 plus ten")); // the time control
    named.accept();
    QVERIFY2(named.errorText().startsWith(QStringLiteral("Time control")), qPrintable(named.errorText()));
    named.findChildren<QLineEdit *>().at(1)->setText(QStringLiteral("15+10"));
    named.accept();
    QCOMPARE(named.result(), int(QDialog::Accepted));
    QCOMPARE(named.data().info.timeControl.toFideString(), QStringLiteral("15+10"));
}

void TestEventDialog::importsTrf()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    QVERIFY(dialog.importFile(QStringLiteral(ARBITER_TESTS_DIR "/data/trf/three-rounds.trf")));
    const event::EventData got = dialog.data();
    QVERIFY(!got.info.name.isEmpty()); // from the file's 012 line
    QVERIFY(got.players.size() >= 4);
    QVERIFY(!got.pairings.isEmpty());
    QCOMPARE(dialog.findChild<QTableWidget *>()->rowCount(), got.players.size());
    QVERIFY(!dialog.importFile(QStringLiteral("/nonexistent.trf")));
    QVERIFY(dialog.errorText().contains(QStringLiteral("/nonexistent.trf")));
    QCOMPARE(dialog.data().players, got.players); // a failed import loses nothing
}

void TestEventDialog::importsCsvWithWarnings()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("players.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("No;Name;Rating;Federation\n1;Ivanova, Maria;2140;RUS\n2;Berg, Lukas;twenty;GER\n3;;2000;FRA\n");
    file.close();
    event::EventData data;
    data.info.name = QStringLiteral("Blitz");
    ui::EventDialog dialog(data);
    QVERIFY(dialog.importFile(path));
    QCOMPARE(dialog.data().players.size(), 2);
    QCOMPARE(dialog.data().players[1].rating, 0); // "twenty": unrated, with a warning
    QCOMPARE(dialog.warnings()->count(), 2);
    QVERIFY(dialog.warnings()->item(0)->text().contains(QStringLiteral("3")));
}

QTEST_MAIN(TestEventDialog)
#include "tst_eventdialog.moc"
