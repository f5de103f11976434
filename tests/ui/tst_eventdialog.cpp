#include "tests/common/testpaths.h"
#include "ui/eventsetup/cardpolicydialog.h"
#include "ui/eventsetup/csvmappingdialog.h"
#include "ui/eventsetup/eventdialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>

#include <QListWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <functional>

using namespace arbiter;

// Setting up an event as a chief arbiter does: what is missing is said before anything is saved,
// a TRF-16 file from the pairing program brings the players and pairings, and a CSV file with a
// bad line keeps the good ones and lists the bad one.
class TestEventDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void refusesWhatIsNotAnEvent();
    void importsTrf();
    void importsCsvWithWarnings();
    void mappingStepForAnUnknownHeader();
    void cancelledMappingChangesNothing();
    void changeColumnsAfterAnImport();
    void windows1251PairingsAreTakenAsPairings();
    void preambleIsConfirmed();
    void showsPairingsAndDates();
    void cardPolicyIsSetHere();
    void vcsSettingsAreSetHere();

private:
    QTemporaryDir m_settingsDir;
};

namespace {
QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(bytes);
    return path;
}

// Runs `step` on the mapping step as soon as the dialog opens it (it is modal), and counts the steps.
struct StepDriver
{
    int opened = 0;
    std::function<void(ui::CsvMappingDialog &)> step;

    void arm(QWidget *owner)
    {
        QTimer::singleShot(0, owner, [this, owner] {
            auto *dialog = owner->findChild<ui::CsvMappingDialog *>();
            if (!dialog || !dialog->isVisible()) {
                arm(owner); // not open yet (or no step at all: the test checks `opened`)
                return;
            }
            ++opened;
            step(*dialog);
        });
    }
};

// A federation list whose header names nothing the console knows ("Nr d'ordre", "Personne", …).
const QByteArray UnknownHeader = "Liste officielle de la ligue\n"
                                 "Nr d'ordre;Personne;Cote;Origine\n"
                                 "1;Dupont, Jean;1850;FRA\n"
                                 "2;Martin, Léa;1720;BEL\n";
} // namespace

void TestEventDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("ArbiterConsoleTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_eventdialog"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
}

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
    QVERIFY(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/trf/three-rounds.trf"))));
    const event::EventData got = dialog.data();
    QVERIFY(!got.info.name.isEmpty()); // from the file's 012 line
    QVERIFY(got.players.size() >= 4);
    QVERIFY(!got.pairings.isEmpty());
    QCOMPARE(dialog.findChild<QTableWidget *>(QStringLiteral("players"))->rowCount(), got.players.size());
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

// A table whose header names nothing known opens the mapping step: the arbiter picks the header
// row and what each column holds, the players come in, and the same header is read that way again
// without asking.
void TestEventDialog::mappingStepForAnUnknownHeader()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("ligue.csv"), UnknownHeader);
    event::EventData data;
    data.info.name = QStringLiteral("Open");
    ui::EventDialog dialog(data);
    StepDriver driver;
    QString problemBefore;
    event::CsvMapping proposed;
    driver.step = [&](ui::CsvMappingDialog &step) {
        proposed = step.mapping(); // the guess: the title line is a preamble, the next line the header
        step.setField(1, event::CsvField::Ignore);
        problemBefore = step.problemText(); // no name column: OK is off, and says why
        step.setField(0, event::CsvField::StartNo);
        step.setField(1, event::CsvField::Name);
        step.setField(2, event::CsvField::Rating);
        step.setField(3, event::CsvField::Federation);
        QVERIFY(step.problemText().isEmpty());
        step.accept();
    };
    driver.arm(&dialog);
    QVERIFY2(dialog.importFile(path), qPrintable(dialog.errorText()));
    QCOMPARE(driver.opened, 1);
    QCOMPARE(proposed.headerRow, 1);
    QCOMPARE(proposed.columns.value(0), event::CsvField::StartNo);
    QCOMPARE(proposed.columns.value(1), event::CsvField::Name);
    QVERIFY(!problemBefore.isEmpty());
    QCOMPARE(dialog.data().players.size(), 2);
    QCOMPARE(dialog.data().players[1].name, QStringLiteral("Martin, Léa"));
    QCOMPARE(dialog.data().players[1].rating, 1720);
    QCOMPARE(dialog.data().players[1].federation, QStringLiteral("BEL"));

    // Another file with the same header (another case and separator): no question asked.
    const QString again
        = writeFile(dir, QStringLiteral("ligue2.csv"), "NR D'ORDRE,personne,cote,origine\n1,\"Lee, Min\",2150,KOR\n");
    ui::EventDialog second(data);
    StepDriver none;
    none.step = [](ui::CsvMappingDialog &step) { step.reject(); };
    none.arm(&second);
    QVERIFY2(second.importFile(again), qPrintable(second.errorText()));
    QCOMPARE(none.opened, 0);
    QCOMPARE(second.data().players.size(), 1);
    QCOMPARE(second.data().players[0].rating, 2150);
}

void TestEventDialog::cancelledMappingChangesNothing()
{
    QTemporaryDir dir;
    const QString path = writeFile(dir, QStringLiteral("other.csv"), "A;B;C\nx;y;z\n");
    event::EventData data;
    data.players = {{7, QStringLiteral("Kept, Player"), {}, {}, 2000, QStringLiteral("RUS"), {}, {}, {}, {}, {}}};
    ui::EventDialog dialog(data);
    StepDriver driver;
    driver.step = [](ui::CsvMappingDialog &step) { step.reject(); };
    driver.arm(&dialog);
    QVERIFY(!dialog.importFile(path));
    QCOMPARE(driver.opened, 1);
    QVERIFY(dialog.errorText().contains(QStringLiteral("cancelled")));
    QCOMPARE(dialog.data().players, data.players);
}

// A recognised CSV can still be read another way: "Change columns" opens the step on it.
void TestEventDialog::changeColumnsAfterAnImport()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    QVERIFY(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/csv/players-en-split.csv"))));
    QCOMPARE(dialog.data().players[0].club, QStringLiteral("Offerspill"));
    StepDriver driver;
    driver.step = [](ui::CsvMappingDialog &step) {
        step.setField(6, event::CsvField::Ignore); // the club column left out
        step.accept();
    };
    driver.arm(&dialog);
    QVERIFY(dialog.changeColumns());
    QCOMPARE(driver.opened, 1);
    QCOMPARE(dialog.data().players[0].club, QString());
    QCOMPARE(dialog.data().players[0].name, QStringLiteral("Carlsen, Magnus"));
}

// The event dialog used to sniff the undecoded first line for "white"/"белые": a Russian Excel
// pairings file in Windows-1251 was taken for players and refused.
void TestEventDialog::windows1251PairingsAreTakenAsPairings()
{
    event::EventData data;
    data.info.currentRound = 2;
    ui::EventDialog dialog(data);
    QVERIFY(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/csv/players-ru-cp1251.csv"))));
    QVERIFY2(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/csv/pairings-ru-cp1251.csv"))),
             qPrintable(dialog.errorText()));
    const event::EventData got = dialog.data();
    QCOMPARE(got.players.size(), 3);
    QCOMPARE(got.pairings.size(), 2);
    QCOMPARE(got.pairings[0].whiteId, 2);
    QCOMPARE(got.pairings[0].blackId, 1);
}

// A table under a preamble (key,value rows) is recognised, but the arbiter confirms which row is the
// header before anything is taken; the event's name comes from the preamble.
void TestEventDialog::preambleIsConfirmed()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    StepDriver driver;
    event::CsvMapping proposed;
    driver.step = [&](ui::CsvMappingDialog &step) {
        proposed = step.mapping();
        step.accept();
    };
    driver.arm(&dialog);
    QVERIFY2(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/csv/players-preamble.csv"))),
             qPrintable(dialog.errorText()));
    QCOMPARE(driver.opened, 1);
    QCOMPARE(proposed.headerRow, 3);
    QCOMPARE(dialog.data().players.size(), 2);
    QCOMPARE(dialog.data().info.name, QStringLiteral("Moscow Open 2026"));
}

void TestEventDialog::showsPairingsAndDates()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    QVERIFY(dialog.importFile(arbiter::testing::testsPath(QStringLiteral("data/trf/swiss-manager.trf"))));
    auto *pairings = dialog.findChild<QTableWidget *>(QStringLiteral("pairings"));
    QVERIFY(pairings);
    QCOMPARE(pairings->rowCount(), dialog.data().pairings.size());
    QCOMPARE(pairings->item(0, 2)->text(), QStringLiteral("Иванов, Иван"));
    bool colourless = false;
    for (int r = 0; r < pairings->rowCount(); ++r)
        colourless = colourless || pairings->item(r, 4)->text().contains(QStringLiteral("colours not given"));
    QVERIFY(colourless);
    QCOMPARE(dialog.data().info.name, QStringLiteral("Кубок Казани 2024"));
    QCOMPARE(dialog.data().info.rounds, 4);
}

// Art. 13.4: the event's card policy is set in the event dialog: its summary shown, the card
// dialog opened from it, and the edited policy handed back only when the arbiter changed it.
void TestEventDialog::cardPolicyIsSetHere()
{
    event::EventData data;
    ui::EventDialog dialog(data);
    rulings::CardPolicy policy;
    policy.yellowAfterSeconds = 45;
    dialog.setCardPolicy(policy);
    QVERIFY(!dialog.changedCardPolicy());
    bool shown = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        shown = shown || label->text() == policy.summary();
    QVERIFY2(shown, qPrintable(policy.summary()));
    QVERIFY(policy.summary().contains(QLatin1String("45 s")));

    QPushButton *button = nullptr;
    for (QPushButton *b : dialog.findChildren<QPushButton *>())
        if (b->text().contains(QLatin1String("policy")))
            button = b;
    QVERIFY(button);
    bool opened = false;
    QTimer::singleShot(0, &dialog, [&] {
        auto *cards = dialog.findChild<ui::CardPolicyDialog *>();
        if (!cards)
            return;
        opened = true;
        cards->findChild<QSpinBox *>()->setValue(90);
        for (QCheckBox *box : cards->findChildren<QCheckBox *>())
            if (box->text().contains(QLatin1String("afresh")))
                box->setChecked(true);
        cards->accept();
    });
    button->click();
    QVERIFY(opened);
    const auto changed = dialog.changedCardPolicy();
    QVERIFY(changed);
    QCOMPARE(changed->yellowAfterSeconds, 90);
    QVERIFY(changed->resetPerRound);
    QVERIFY(changed->summary().contains(QLatin1String("afresh")));
}

// The event's VCS settings: shown as kept, handed back only when changed, and a feed address the
// console cannot play refused with the reason before the dialog closes.
void TestEventDialog::vcsSettingsAreSetHere()
{
    event::EventData data;
    data.info.name = QStringLiteral("Open 2026");
    ui::EventDialog dialog(data);
    vcs::VcsSettings settings;
    settings.feedTemplate = QStringLiteral("rtsp://relay:8554/{event}/{player}/{feed}");
    dialog.setVcsSettings(settings);
    QVERIFY(!dialog.changedVcsSettings());
    auto *feedTemplate = dialog.findChild<QLineEdit *>(QStringLiteral("feedTemplate"));
    auto *low = dialog.findChild<QCheckBox *>(QStringLiteral("lowStreams"));
    auto *stills = dialog.findChild<QCheckBox *>(QStringLiteral("evidenceStills"));
    QVERIFY(feedTemplate && low && stills);
    QCOMPARE(feedTemplate->text(), settings.feedTemplate);
    QVERIFY(!low->isChecked() && stills->isChecked());

    low->setChecked(true);
    stills->setChecked(false);
    feedTemplate->setText(QStringLiteral("rtsp://relay:8554/open/cam")); // no {player}
    dialog.accept();
    QVERIFY(dialog.isVisible() || dialog.result() != QDialog::Accepted);
    bool said = false;
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        said = said || label->text().contains(QLatin1String("{player}"));
    QVERIFY(said);

    feedTemplate->setText(QStringLiteral("rtsp://10.0.0.5:8554/{player}/{feed}"));
    const auto changed = dialog.changedVcsSettings();
    QVERIFY(changed);
    QCOMPARE(changed->feedTemplate, QStringLiteral("rtsp://10.0.0.5:8554/{player}/{feed}"));
    QVERIFY(changed->lowStreams);
    QVERIFY(!changed->evidenceStills);
    QCOMPARE(changed->thresholds, settings.thresholds);
}

QTEST_MAIN(TestEventDialog)
#include "tst_eventdialog.moc"
