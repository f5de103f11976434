#include "core/common/optionvalue.h"

#include <QtTest>

using namespace arbiter;

// Numeric options are refused unless they are finite numbers in range: "nan" and "inf", which
// QString::toDouble() accepts, once gave a round whose clocks never ran and a --quit-after that
// never quit.
class TestOptionValue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void number_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::addColumn<double>("value");
        QTest::newRow("1") << "1" << true << 1.0;
        QTest::newRow("2.5") << "2.5" << true << 2.5;
        QTest::newRow("spaces") << " 10 " << true << 10.0;
        QTest::newRow("max") << "1000" << true << 1000.0;
        QTest::newRow("nan") << "nan" << false << 0.0;
        QTest::newRow("NaN") << "NaN" << false << 0.0;
        QTest::newRow("inf") << "inf" << false << 0.0;
        QTest::newRow("-inf") << "-inf" << false << 0.0;
        QTest::newRow("1e400") << "1e400" << false << 0.0;
        QTest::newRow("-1") << "-1" << false << 0.0;
        QTest::newRow("0") << "0" << false << 0.0;
        QTest::newRow("above") << "1000.5" << false << 0.0;
        QTest::newRow("word") << "fast" << false << 0.0;
        QTest::newRow("empty") << "" << false << 0.0;
    }
    void number()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        QFETCH(double, value);
        const auto r = OptionValue::number(QStringLiteral("--speed"), text, 0.001, 1000);
        QCOMPARE(r.ok(), accepted);
        if (accepted) {
            QCOMPARE(r.value(), value);
        } else {
            QVERIFY2(r.error().message.startsWith(QStringLiteral("--speed takes a number from 0.001 to 1000")),
                     qPrintable(r.error().message));
            QVERIFY(r.error().message.contains(u'"' + text + u'"'));
        }
    }

    void whole_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("8") << "8" << true;
        QTest::newRow("1.5") << "1.5" << false;
        QTest::newRow("nan") << "nan" << false;
        QTest::newRow("0") << "0" << false;
        QTest::newRow("5001") << "5001" << false;
        QTest::newRow("huge") << "99999999999999999999999" << false;
    }
    void whole()
    {
        QFETCH(QString, text);
        QFETCH(bool, accepted);
        const auto r = OptionValue::whole(QStringLiteral("--games"), text, 1, 5000);
        QCOMPARE(r.ok(), accepted);
        if (!accepted)
            QVERIFY(r.error().message.startsWith(QStringLiteral("--games takes a whole number from 1 to 5000")));
    }
};

QTEST_GUILESS_MAIN(TestOptionValue)
#include "tst_optionvalue.moc"
