#include "core/report/eventreport.h"
#include "core/storage/eventstore.h"
#include "render/pdfdocument.h"
#include "tests/common/sampleevent.h"
#include "tests/common/testpaths.h"

#include <QGuiApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace arbiter;

// The chief arbiter's report of a real event store, made by the real arbiterctl, read back from the PDF
// as text (Debian's poppler-utils) in both languages; and the signed head hash checks a later copy.
class TestEventReport : public QObject
{
    Q_OBJECT

private:
    struct Run
    {
        int exitCode = -1;
        QString out;
        QString err;
    };
    static Run run(const QString &program, const QStringList &args)
    {
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        p.setProcessEnvironment(env);
        p.start(program, args);
        if (!p.waitForStarted())
            return {};
        p.waitForFinished(120000);
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }
    static QString arbiterctl() { return testing::testsBinaryPath(QStringLiteral(ARBITERCTL_FROM_BINARY)); }
    // The PDF's text with its lines joined by spaces (table cells break lines).
    static QString pdfText(const QString &pdf)
    {
        const Run r = run(QStringLiteral("pdftotext"),
                          {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        // Ligatures as the font draws them ("ﬃ") read as letters again.
        return r.out.normalized(QString::NormalizationForm_KC).simplified();
    }

    QTemporaryDir m_dir;
    QString m_db;
    std::int64_t m_eventId = 0;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty(),
                 "pdftotext (poppler-utils) is missing: ./dev installs it");
        m_db = m_dir.filePath(QStringLiteral("event.sqlite"));
        storage::EventStore store;
        QVERIFY(!store.openSqlite(m_db));
        const auto id = testing::writeSampleEvent(store, {});
        QVERIFY(id);
        m_eventId = *id;
    }

    void everySectionInBothLanguages_data()
    {
        QTest::addColumn<QString>("lang");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("en") << QStringLiteral("en")
                            << QStringList{QStringLiteral("Chief arbiter's report"),
                                           QStringLiteral("Online Open 2026"),
                                           QStringLiteral("2026-12-01 to 2026-12-03"),
                                           QStringLiteral("Supervised online"),
                                           QStringLiteral("15+10"),
                                           QStringLiteral("Arbiters and officials"),
                                           QStringLiteral("Petrova, Elena"),
                                           QStringLiteral("24100001"),
                                           QStringLiteral("Deputy chief arbiter"),
                                           QStringLiteral("Round 1"),
                                           QStringLiteral("Round 3"),
                                           QStringLiteral("Rulings"),
                                           QStringLiteral("Article"),
                                           QStringLiteral("10.9.2"),
                                           QStringLiteral("appeal upheld"),
                                           QStringLiteral("appeal rejected"),
                                           QStringLiteral("Cards (Art. 13.4)"),
                                           QStringLiteral("yellow card"),
                                           QStringLiteral("Disconnections and VCS absences"),
                                           QStringLiteral("45 s"),
                                           QStringLiteral("1:10"),
                                           QStringLiteral("Incidents and their reviews"),
                                           QStringLiteral("checked with the player"),
                                           QStringLiteral("Standings after round 3, after rulings"),
                                           QStringLiteral("Buchholz Cut 1"),
                                           QStringLiteral("Fair play (Appendix I)"),
                                           QStringLiteral("states no verdict"),
                                           QStringLiteral("Evidence held"),
                                           QStringLiteral("1 held for proceedings"),
                                           QStringLiteral("The rulings log has"),
                                           QStringLiteral("verify-log DB --head")};
        QTest::newRow("ru") << QStringLiteral("ru")
                            << QStringList{QStringLiteral("Отчёт главного арбитра"),
                                           QStringLiteral("Online Open 2026"),
                                           QStringLiteral("Онлайн-соревнования под наблюдением"),
                                           QStringLiteral("Судейская бригада"),
                                           QStringLiteral("Заместитель главного арбитра"),
                                           QStringLiteral("Тур 1"),
                                           QStringLiteral("Решения"),
                                           QStringLiteral("Статья"),
                                           QStringLiteral("10.9.2"),
                                           QStringLiteral("удовлетворена"),
                                           QStringLiteral("Карточки (ст. 13.4)"),
                                           QStringLiteral("жёлтая карточка"),
                                           QStringLiteral("Отключения от игровой зоны и ВКС"),
                                           QStringLiteral("Инциденты и их рассмотрение"),
                                           QStringLiteral("Положение после 3-го тура с учётом решений"),
                                           QStringLiteral("Честная игра (Приложение I)"),
                                           QStringLiteral("не содержит выводов"),
                                           QStringLiteral("Журнал решений"),
                                           QStringLiteral("verify-log DB --head")};
    }

    void everySectionInBothLanguages()
    {
        QFETCH(QString, lang);
        QFETCH(QStringList, expected);
        const QString pdf = m_dir.filePath(QStringLiteral("report-%1.pdf").arg(lang));
        const Run r = run(arbiterctl(),
                          {QStringLiteral("--lang"), lang, QStringLiteral("report"), m_db, QStringLiteral("--format"),
                           QStringLiteral("pdf"), QStringLiteral("-o"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile file(pdf);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.read(5) == "%PDF-");
        const QString text = pdfText(pdf);
        for (const QString &want : expected)
            QVERIFY2(text.contains(want, Qt::CaseInsensitive), qPrintable(want + QStringLiteral("\n\n") + text));
        // The log's head, as the paper prints it.
        storage::EventStore store;
        QVERIFY(!store.openSqlite(m_db));
        rulings::SqlRulingLog log(store.database());
        const auto rows = log.read(m_eventId);
        QVERIFY(rows && !rows->isEmpty());
        QVERIFY2(text.contains(QString::fromLatin1(rows->last().hash)), qPrintable(text));
    }

    void htmlToo()
    {
        const QString html = m_dir.filePath(QStringLiteral("report.html"));
        const Run r = run(arbiterctl(),
                          {QStringLiteral("report"), m_db, QStringLiteral("--format"), QStringLiteral("html"),
                           QStringLiteral("--round"), QStringLiteral("2"), QStringLiteral("-o"), html});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile file(html);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY(text.contains(QLatin1String("Standings after round 2, after rulings")));
        QVERIFY(!text.contains(QLatin1String("Round 3")));
        QCOMPARE(run(arbiterctl(),
                     {QStringLiteral("report"), m_db, QStringLiteral("--format"), QStringLiteral("doc"),
                      QStringLiteral("-o"), html})
                     .exitCode,
                 2);
        QCOMPARE(run(arbiterctl(), {QStringLiteral("report"), m_db}).exitCode, 2); // no -o
    }

    // The paper's head hash against a later copy: more entries are growth; a copy without it fails.
    void signedHeadChecksACopy()
    {
        storage::EventStore store;
        QVERIFY(!store.openSqlite(m_db));
        rulings::SqlRulingLog log(store.database());
        const auto rows = log.read(m_eventId);
        QVERIFY(rows && rows->size() > 3);
        const QString head = QString::fromLatin1(rows->at(rows->size() - 3).hash);
        Run r = run(arbiterctl(), {QStringLiteral("verify-log"), m_db, QStringLiteral("--head"), head});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("2 entries were recorded after it")), qPrintable(r.out));
        r = run(arbiterctl(), {QStringLiteral("verify-log"), m_db, QStringLiteral("--head"), QString(64, u'a')});
        QCOMPARE(r.exitCode, 1);
    }
};

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestEventReport test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_eventreport.moc"
