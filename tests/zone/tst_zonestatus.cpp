#include "core/zone/zoneevent.h"
#include "core/zone/zonestatus.h"

#include <QTest>

using namespace arbiter;
using namespace arbiter::zone;

class TestZoneStatus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void table_data();
    void table();
    void unknown();
    void typeNames();
};

void TestZoneStatus::table_data()
{
    QTest::addColumn<int>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("terminal");
    QTest::addColumn<bool>("finished");
    QTest::addColumn<int>("winner"); // -1 none, 0 white, 1 black
    QTest::addColumn<QString>("result");

    QTest::newRow("created") << 10 << "created" << false << false << -1 << "*";
    QTest::newRow("started") << 20 << "started" << false << false << -1 << "*";
    QTest::newRow("aborted") << 25 << "aborted" << true << false << -1 << "*";
    QTest::newRow("mate white") << 30 << "mate" << true << true << 0 << "1-0";
    QTest::newRow("resign black") << 31 << "resign" << true << true << 1 << "0-1";
    QTest::newRow("stalemate") << 32 << "stalemate" << true << true << -1 << "1/2-1/2";
    QTest::newRow("timeout") << 33 << "timeout" << true << true << 1 << "0-1";
    QTest::newRow("draw") << 34 << "draw" << true << true << -1 << "1/2-1/2";
    QTest::newRow("outoftime won") << 35 << "outoftime" << true << true << 0 << "1-0";
    QTest::newRow("outoftime drawn") << 35 << "outoftime" << true << true << -1 << "1/2-1/2";
    QTest::newRow("cheat") << 36 << "cheat" << true << true << 1 << "0-1";
    QTest::newRow("noStart") << 37 << "noStart" << true << true << 0 << "1-0";
    QTest::newRow("unknownFinish") << 38 << "unknownFinish" << true << true << -1 << "1/2-1/2";
    QTest::newRow("insufficientMaterialClaim") << 39 << "insufficientMaterialClaim" << true << true << -1 << "1/2-1/2";
    QTest::newRow("variantEnd") << 60 << "variantEnd" << true << true << 1 << "0-1";
}

void TestZoneStatus::table()
{
    QFETCH(int, id);
    QFETCH(QString, name);
    QFETCH(bool, terminal);
    QFETCH(bool, finished);
    QFETCH(int, winner);
    QFETCH(QString, result);

    const std::optional<ZoneStatus> byId = ZoneStatusInfo::fromId(id);
    QVERIFY(byId);
    QCOMPARE(ZoneStatusInfo::fromName(name), byId);
    QCOMPARE(ZoneStatusInfo::fromName(name.toUpper()), byId);
    QCOMPARE(QString(ZoneStatusInfo::name(*byId)), name);
    QCOMPARE(ZoneStatusInfo::isTerminal(*byId), terminal);
    QCOMPARE(ZoneStatusInfo::isFinished(*byId), finished);
    const std::optional<chess::Color> w
        = winner < 0 ? std::nullopt : std::optional<chess::Color>(winner == 0 ? chess::White : chess::Black);
    QCOMPARE(QString(ZoneStatusInfo::pgnResult(*byId, w)), result);
    QVERIFY(!ZoneStatusInfo::text(*byId).isEmpty());
}

void TestZoneStatus::unknown()
{
    QVERIFY(!ZoneStatusInfo::fromId(0));
    QVERIFY(!ZoneStatusInfo::fromId(26));
    QVERIFY(!ZoneStatusInfo::fromName(u"finished"));
    QVERIFY(!ZoneStatusInfo::fromName(u""));
}

void TestZoneStatus::typeNames()
{
    QCOMPARE(QString(ZoneEvent::typeName(ZoneEvent::Type::MovePlayed)), QStringLiteral("move"));
    QCOMPARE(QString(ZoneEvent::typeName(ZoneEvent::Type::DrawOffered)), QStringLiteral("draw_offer"));
    QCOMPARE(QString(ZoneEvent::typeName(ZoneEvent::Type::GameEnded)), QStringLiteral("ended"));
}

QTEST_GUILESS_MAIN(TestZoneStatus)
#include "tst_zonestatus.moc"
