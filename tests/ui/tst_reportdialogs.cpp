#include "core/report/eventreport.h"
#include "core/storage/eventstore.h"
#include "tests/common/sampleevent.h"
#include "ui/report/reportdialog.h"
#include "ui/report/standingsdialog.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace arbiter;

// File > Standings… and Report… / Export… on a real event store: the table follows the round and the
// tie-breaks the arbiter types, a list that does not read is said and not kept, and every document the
// dialog makes is the one arbiterctl makes.
class TestReportDialogs : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    report::EventReport::Input m_input;

private Q_SLOTS:
    void initTestCase()
    {
        storage::EventStore store;
        QVERIFY(!store.openSqlite(m_dir.filePath(QStringLiteral("event.sqlite"))));
        const auto id = testing::writeSampleEvent(store, {});
        QVERIFY(id);
        auto input = report::EventReport::load(store, *id, testing::sampleStaff());
        QVERIFY(input);
        m_input = input.value();
    }

    void standingsFollowTheChoices()
    {
        ui::StandingsDialog dialog(m_input.event);
        auto *table = dialog.findChild<QTableWidget *>();
        auto *round = dialog.findChild<QSpinBox *>();
        auto *tieBreaks = dialog.findChild<QLineEdit *>();
        QVERIFY(table && round && tieBreaks);
        QCOMPARE(round->value(), 3);
        QCOMPARE(table->rowCount(), 12);
        QCOMPARE(table->horizontalHeaderItem(6)->text(), QStringLiteral("BH-C1"));
        round->setValue(1);
        // After round 1 the leaders have 1 point.
        QCOMPARE(table->item(0, 5)->text(), QStringLiteral("1"));
        tieBreaks->setText(QStringLiteral("SB,ARO"));
        Q_EMIT tieBreaks->editingFinished();
        QCOMPARE(table->horizontalHeaderItem(6)->text(), QStringLiteral("SB"));
        QCOMPARE(table->horizontalHeaderItem(7)->text(), QStringLiteral("ARO"));
        QSignalSpy kept(&dialog, &ui::StandingsDialog::settingsChosen);
        tieBreaks->setText(QStringLiteral("SB,XX"));
        QPushButton *keep = nullptr;
        for (QPushButton *b : dialog.findChildren<QPushButton *>())
            if (b->text().contains(QLatin1String("Keep")))
                keep = b;
        QVERIFY(keep);
        keep->click();
        QCOMPARE(kept.size(), 0); // "XX" is no tie-break: said, not kept
        tieBreaks->setText(QStringLiteral("BH-C1,SB"));
        keep->click();
        QCOMPARE(kept.size(), 1);
        QCOMPARE(kept.first().value(0).toString(), QStringLiteral("BH-C1,SB"));
        QCOMPARE(kept.first().value(2).toString(), QStringLiteral("stand"));
    }

    void everyDocument()
    {
        QStringList languages;
        ui::ReportDialog dialog(m_input, true, QStringLiteral("en"),
                                [&languages](const QString &language, const std::function<void()> &work) {
                                    languages << language;
                                    work();
                                });
        auto *kind = dialog.findChild<QComboBox *>();
        QVERIFY(kind);
        QCOMPARE(kind->count(), 7);
        const QList<QByteArray> starts{"%PDF-",
                                       "<html>",
                                       "012 Online Open 2026",
                                       "012 Online Open 2026",
                                       "\xEF\xBB\xBFround,",
                                       "\xEF\xBB\xBFrank,",
                                       "[Event \"Online Open 2026\"]"};
        for (int i = 0; i < kind->count(); ++i) {
            kind->setCurrentIndex(i);
            const ui::ReportDialog::Document doc = dialog.make();
            QVERIFY2(doc.bytes.startsWith(starts[i]), doc.bytes.left(60).constData());
            QVERIFY(!doc.fileName.isEmpty());
        }
        QCOMPARE(languages, (QStringList{QStringLiteral("en"), QStringLiteral("en"), QStringLiteral("en")}));
        kind->setCurrentIndex(2);
        QVERIFY(dialog.make().fileName.endsWith(QLatin1String(".trf")));
        QVERIFY(dialog.make().notes.isEmpty() || !dialog.make().notes.first().isEmpty());
    }
};

QTEST_MAIN(TestReportDialogs)
#include "tst_reportdialogs.moc"
