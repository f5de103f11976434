#include "core/net/httpserver.h"
#include "sim/gamezonesimulator.h"
#include "sim/simround.h"
#include "tests/common/testpaths.h"
#include "tests/zone/replycollector.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <chrono>
#include <functional>
#include <memory>

using namespace arbiter;
using namespace arbiter::zone;
using namespace arbiter::zone::sim;

// The game-zone simulator replaying resources/samples/round3.pgn at high speed, checked over real
// loopback HTTP: every Lichess endpoint has the shape the research file gives (keys and types),
// streams replay and close as Lichess's do, the live PGN file answers 304, and the extension
// stream and control endpoints carry every move, clock change, pause and result.
class TestSimulator : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<GameZoneSimulator> m_sim;
    std::unique_ptr<QNetworkAccessManager> m_nam;
    static constexpr auto RoundId = "r3";

    static QString samplePath()
    {
        return arbiter::testing::testsPath(QStringLiteral("../resources/samples/round3.pgn"));
    }

    void startSim(double speed, bool autoPlay, int keepAliveMs = 50000, int broadcastKeepAliveMs = 60000,
                  const std::function<void(SimOptions &)> &tweak = {})
    {
        SimOptions o;
        o.roundId = QString::fromLatin1(RoundId);
        o.pgnPath = samplePath();
        o.speed = speed;
        o.seed = 7;
        o.token = "test-token";
        o.autoPlay = autoPlay;
        o.keepAliveMs = keepAliveMs;
        o.broadcastKeepAliveMs = broadcastKeepAliveMs;
        if (tweak)
            tweak(o);
        m_sim = std::make_unique<GameZoneSimulator>();
        m_nam = std::make_unique<QNetworkAccessManager>();
        const auto started = m_sim->start(0, o);
        QVERIFY2(started.ok(), started.ok() ? "" : qPrintable(started.error().message));
        QCOMPARE(started->token, QByteArray("test-token"));
        QVERIFY(started->url.toString().startsWith(QStringLiteral("http://127.0.0.1:")));
        if (o.pgnText.isEmpty())
            QCOMPARE(m_sim->round()->games().size(), std::size_t(4));
    }

    // Game ids and every clock after every move of a clock-less PGN replayed with `seed`.
    QStringList replayWithoutClocks(std::uint32_t seed)
    {
        const QByteArray pgn = "[White \"A\"]\n[Black \"B\"]\n[TimeControl \"180+2\"]\n[Result \"1-0\"]\n\n"
                               "1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# 1-0\n\n"
                               "[White \"C\"]\n[Black \"D\"]\n[Result \"1/2-1/2\"]\n\n"
                               "1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 5. e3 O-O 6. Nf3 h6 7. Bh4 b6 8. cxd5 exd5 "
                               "9. Bd3 Bb7 10. O-O c5 1/2-1/2\n";
        startSim(100000, false, 50000, 60000, [&](SimOptions &o) {
            o.pgnPath.clear();
            o.pgnText = pgn;
            o.seed = seed;
        });
        finishRound();
        QStringList out;
        for (const SimGame &g : m_sim->round()->games()) {
            out.append(g.id);
            std::int64_t previous[2] = {g.initialMs, g.initialMs};
            chess::Color mover = chess::White;
            for (const SimMove &m : g.moves) {
                const std::int64_t after = mover == chess::White ? m.whiteMs : m.blackMs;
                // Every think takes time and stays within the clock: increment at most is gained.
                if (after <= 0 || after >= previous[mover] + g.incrementMs)
                    return {QStringLiteral("bad clock %1 after %2").arg(after).arg(previous[mover])};
                previous[mover] = after;
                out.append(QString::number(after));
                mover = ~mover;
            }
            out.append(QString(ZoneStatusInfo::name(g.status)));
        }
        m_nam.reset();
        m_sim.reset();
        return out;
    }

    void finishRound()
    {
        QSignalSpy spy(m_sim.get(), &GameZoneSimulator::roundFinished);
        m_sim->play();
        QVERIFY(spy.wait(8000));
    }

    QNetworkRequest request(const QString &path, const QByteArray &accept = {}, bool token = false) const
    {
        QNetworkRequest r(QUrl(m_sim->url().toString() + path));
        if (!accept.isEmpty())
            r.setRawHeader("Accept", accept);
        if (token)
            r.setRawHeader("Authorization", "Bearer test-token");
        return r;
    }

    QNetworkReply *get(const QString &path, const QByteArray &accept = {}, bool token = false)
    {
        return m_nam->get(request(path, accept, token));
    }

    QNetworkReply *post(const QString &path, const QByteArray &body, bool token = false,
                        const QByteArray &type = "application/json")
    {
        QNetworkRequest r = request(path, {}, token);
        r.setHeader(QNetworkRequest::ContentTypeHeader, type);
        return m_nam->post(r, body);
    }

    static bool waitFinished(QNetworkReply *reply, int ms = 5000)
    {
        if (reply->isFinished())
            return true;
        QSignalSpy spy(reply, &QNetworkReply::finished);
        return spy.wait(ms);
    }

    static int status(QNetworkReply *reply)
    {
        return reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    }

    // Every key of `keys` is present with the given JSON type.
    static bool hasTypes(const QJsonObject &o, const QList<QPair<QString, QJsonValue::Type>> &keys, QString *why)
    {
        for (const auto &k : keys) {
            if (!o.contains(k.first) || o.value(k.first).type() != k.second) {
                *why = QStringLiteral("key %1 missing or of the wrong type in %2")
                           .arg(k.first, QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact)));
                return false;
            }
        }
        return true;
    }

    const SimGame &game(int i) const { return m_sim->round()->games()[std::size_t(i)]; }

private Q_SLOTS:
    void cleanup()
    {
        m_nam.reset();
        m_sim.reset();
    }

    void bulkPairing()
    {
        startSim(1000, false);
        QNetworkReply *anonymous = get(QStringLiteral("/api/bulk-pairing"));
        QVERIFY(waitFinished(anonymous));
        QCOMPARE(status(anonymous), 401);

        QNetworkReply *list = get(QStringLiteral("/api/bulk-pairing"), {}, true);
        QVERIFY(waitFinished(list));
        QCOMPARE(status(list), 200);
        const QJsonObject root = QJsonDocument::fromJson(list->readAll()).object();
        QVERIFY(root.value(QStringLiteral("bulks")).isArray());
        const QJsonObject bulk = root.value(QStringLiteral("bulks")).toArray().first().toObject();
        QString why;
        QVERIFY2(hasTypes(bulk,
                          {{QStringLiteral("id"), QJsonValue::String},
                           {QStringLiteral("games"), QJsonValue::Array},
                           {QStringLiteral("variant"), QJsonValue::String},
                           {QStringLiteral("clock"), QJsonValue::Object},
                           {QStringLiteral("rated"), QJsonValue::Bool},
                           {QStringLiteral("pairAt"), QJsonValue::Double},
                           {QStringLiteral("scheduledAt"), QJsonValue::Double},
                           {QStringLiteral("pairedAt"), QJsonValue::Double}},
                          &why),
                 qPrintable(why));
        QCOMPARE(bulk.value(QStringLiteral("id")).toString(), QString::fromLatin1(RoundId));
        QCOMPARE(bulk.value(QStringLiteral("clock")).toObject(),
                 QJsonObject({{QStringLiteral("limit"), 900}, {QStringLiteral("increment"), 10}}));
        const QJsonArray games = bulk.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 4);
        for (int i = 0; i < 4; ++i) {
            const QJsonObject g = games[i].toObject();
            QCOMPARE(g.value(QStringLiteral("id")).toString(), game(i).id);
            QCOMPARE(g.value(QStringLiteral("id")).toString().size(), 8);
            QVERIFY(!g.value(QStringLiteral("white")).toString().isEmpty());
            QVERIFY(!g.value(QStringLiteral("black")).toString().isEmpty());
        }
        QCOMPARE(games[0].toObject().value(QStringLiteral("white")).toString(), QStringLiteral("petrov-ivan"));

        QNetworkReply *one = get(QStringLiteral("/api/bulk-pairing/%1").arg(QString::fromLatin1(RoundId)), {}, true);
        QVERIFY(waitFinished(one));
        QCOMPARE(QJsonDocument::fromJson(one->readAll()).object(), bulk);
        QNetworkReply *unknown = get(QStringLiteral("/api/bulk-pairing/nope"), {}, true);
        QVERIFY(waitFinished(unknown));
        QCOMPARE(status(unknown), 404);
        QCOMPARE(QJsonDocument::fromJson(unknown->readAll()).object().value(QStringLiteral("error")).toString(),
                 QStringLiteral("Not found"));
    }

    // Open before the game moves: game object, the start position without lm, every position live,
    // the final game object, then the server closes.
    void moveStreamFollowsThenCloses()
    {
        startSim(2000, false);
        const QString id = game(0).id;
        auto c = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + id));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 2, 3000);
        QCOMPARE(c->reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("application/x-ndjson"));
        m_sim->play();
        QTRY_VERIFY_WITH_TIMEOUT(c->finished, 8000);
        QCOMPARE(c->reply->error(), QNetworkReply::NoError);

        const QList<QJsonObject> lines = c->objects();
        const SimGame &g = game(0);
        const int plies = int(g.moves.size());
        QCOMPARE(plies, 33);
        QCOMPARE(lines.size(), plies + 3);
        QString why;
        const QList<QPair<QString, QJsonValue::Type>> gameKeys{
            {QStringLiteral("id"), QJsonValue::String},        {QStringLiteral("variant"), QJsonValue::Object},
            {QStringLiteral("speed"), QJsonValue::String},     {QStringLiteral("perf"), QJsonValue::String},
            {QStringLiteral("rated"), QJsonValue::Bool},       {QStringLiteral("source"), QJsonValue::String},
            {QStringLiteral("createdAt"), QJsonValue::Double}, {QStringLiteral("fen"), QJsonValue::String},
            {QStringLiteral("turns"), QJsonValue::Double},     {QStringLiteral("status"), QJsonValue::Object},
            {QStringLiteral("player"), QJsonValue::String},    {QStringLiteral("players"), QJsonValue::Object}};
        QVERIFY2(hasTypes(lines.first(), gameKeys, &why), qPrintable(why));
        QVERIFY(!lines.first().contains(QStringLiteral("clock")));
        QCOMPARE(lines.first().value(QStringLiteral("status")).toObject(),
                 QJsonObject({{QStringLiteral("id"), 20}, {QStringLiteral("name"), QStringLiteral("started")}}));
        QCOMPARE(lines.first().value(QStringLiteral("speed")).toString(), QStringLiteral("rapid")); // 900 + 40 × 10 s
        const QJsonObject white
            = lines.first().value(QStringLiteral("players")).toObject().value(QStringLiteral("white")).toObject();
        QCOMPARE(white.value(QStringLiteral("user")).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("petrov-ivan"));
        QCOMPARE(white.value(QStringLiteral("rating")).toInt(), 2231);

        const QJsonObject first = lines[1];
        QCOMPARE(first.value(QStringLiteral("fen")).toString(),
                 QStringLiteral("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
        QVERIFY(!first.contains(QStringLiteral("lm")));
        QCOMPARE(first.value(QStringLiteral("wc")).toInteger(), 900);
        QCOMPARE(first.value(QStringLiteral("bc")).toInteger(), 900);
        for (int p = 1; p <= plies; ++p) {
            const QJsonObject l = lines[p + 1];
            QVERIFY2(hasTypes(l,
                              {{QStringLiteral("fen"), QJsonValue::String},
                               {QStringLiteral("lm"), QJsonValue::String},
                               {QStringLiteral("wc"), QJsonValue::Double},
                               {QStringLiteral("bc"), QJsonValue::Double}},
                              &why),
                     qPrintable(why));
            QCOMPARE(l.value(QStringLiteral("fen")).toString(), g.moves[std::size_t(p - 1)].fen);
        }
        // 1. e4 {[%clk 0:15:08]}: White has 908 s after the first move.
        QCOMPARE(lines[2].value(QStringLiteral("lm")).toString(), QStringLiteral("e2e4"));
        QCOMPARE(lines[2].value(QStringLiteral("wc")).toInteger(), 908);
        // Live castling is sent as e1g1 / e1c1 (12. O-O-O is ply 23).
        QCOMPARE(lines[24].value(QStringLiteral("lm")).toString(), QStringLiteral("e1c1"));
        const QJsonObject last = lines.last();
        QVERIFY2(hasTypes(last, gameKeys, &why), qPrintable(why));
        QCOMPARE(last.value(QStringLiteral("status")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("mate"));
        QVERIFY(last.value(QStringLiteral("status")).toObject().value(QStringLiteral("id")).toInt() >= 25);
        QCOMPARE(last.value(QStringLiteral("winner")).toString(), QStringLiteral("white"));
        QCOMPARE(last.value(QStringLiteral("turns")).toInt(), 33);
        QVERIFY(c->lineBeforeFinished.first());
    }

    // On a finished game: object, full replay (castling as king takes rook), final object, close.
    void moveStreamReplaysFinishedGame()
    {
        startSim(5000, false);
        finishRound();
        const SimGame &g = game(0);
        auto c = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + g.id));
        QTRY_VERIFY_WITH_TIMEOUT(c->finished, 5000);
        const QList<QJsonObject> lines = c->objects();
        QCOMPARE(lines.size(), int(g.moves.size()) + 3);
        QCOMPARE(lines[24].value(QStringLiteral("lm")).toString(), QStringLiteral("e1a1"));
        QCOMPARE(lines.first().value(QStringLiteral("status")).toObject().value(QStringLiteral("id")).toInt(), 30);

        // A game set up from a position says where it started.
        auto fen = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + game(1).id));
        QTRY_VERIFY_WITH_TIMEOUT(fen->finished, 5000);
        const QJsonObject object = fen->objects().first();
        QCOMPARE(object.value(QStringLiteral("initialFen")).toString(),
                 QStringLiteral("6k1/5pp1/7p/8/8/1r6/5PPP/3Q2K1 w - - 0 40"));
        QCOMPARE(object.value(QStringLiteral("startedAtTurn")).toInt(), 78);
        QCOMPARE(object.value(QStringLiteral("drawOffers")).toArray().size(), 1);
        QVERIFY(!object.contains(QStringLiteral("winner")));

        QNetworkReply *unknown = get(QStringLiteral("/api/stream/game/NoSuchId"));
        QVERIFY(waitFinished(unknown));
        QCOMPARE(status(unknown), 404);
    }

    void moveStreamKeepAlive()
    {
        startSim(1, false, 200);
        auto c = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + game(0).id));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 2, 3000);
        QTRY_VERIFY_WITH_TIMEOUT(c->lines.size() >= 3, 2000);
        QCOMPARE(c->lines[2], QByteArray());
        QVERIFY(!c->finished);
    }

    void gamesStream()
    {
        startSim(3000, false);
        QStringList ids;
        for (const SimGame &g : m_sim->round()->games())
            ids.append(g.id);
        auto c = ReplyCollector::attach(post(QStringLiteral("/api/stream/games/s1"),
                                             ids.mid(0, 3).join(u',').toUtf8() + ", ,", false, "text/plain"));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 3, 3000);
        QNetworkReply *add = post(QStringLiteral("/api/stream/games/s1/add"), ids.last().toUtf8(), false, "text/plain");
        QVERIFY(waitFinished(add));
        QCOMPARE(add->readAll(), QByteArray("{\"ok\":true}"));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 4, 3000);
        m_sim->play();
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 8, 8000);

        const QList<QJsonObject> lines = c->objects();
        QString why;
        for (const QJsonObject &l : lines) {
            QVERIFY2(hasTypes(l,
                              {{QStringLiteral("id"), QJsonValue::String},
                               {QStringLiteral("rated"), QJsonValue::Bool},
                               {QStringLiteral("variant"), QJsonValue::String},
                               {QStringLiteral("speed"), QJsonValue::String},
                               {QStringLiteral("perf"), QJsonValue::String},
                               {QStringLiteral("createdAt"), QJsonValue::Double},
                               {QStringLiteral("status"), QJsonValue::Double},
                               {QStringLiteral("statusName"), QJsonValue::String},
                               {QStringLiteral("players"), QJsonValue::Object},
                               {QStringLiteral("clock"), QJsonValue::Object}},
                              &why),
                     qPrintable(why));
            QVERIFY(l.value(QStringLiteral("players"))
                        .toObject()
                        .value(QStringLiteral("white"))
                        .toObject()
                        .value(QStringLiteral("userId"))
                        .isString());
        }
        for (int i = 0; i < 4; ++i) {
            QCOMPARE(lines[i].value(QStringLiteral("status")).toInt(), 20);
            QCOMPARE(lines[i].value(QStringLiteral("statusName")).toString(), QStringLiteral("started"));
        }
        QHash<QString, QJsonObject> finished;
        for (int i = 4; i < 8; ++i)
            finished.insert(lines[i].value(QStringLiteral("id")).toString(), lines[i]);
        QCOMPARE(finished.size(), 4);
        QCOMPARE(finished.value(ids[0]).value(QStringLiteral("status")).toInt(), 30);
        QCOMPARE(finished.value(ids[0]).value(QStringLiteral("winner")).toString(), QStringLiteral("white"));
        QCOMPARE(finished.value(ids[1]).value(QStringLiteral("statusName")).toString(), QStringLiteral("draw"));
        QVERIFY(!finished.value(ids[1]).contains(QStringLiteral("winner")));
        QCOMPARE(finished.value(ids[1]).value(QStringLiteral("initialFen")).toString(),
                 QStringLiteral("6k1/5pp1/7p/8/8/1r6/5PPP/3Q2K1 w - - 0 40"));
        QCOMPARE(finished.value(ids[0]).value(QStringLiteral("clock")).toObject(),
                 QJsonObject({{QStringLiteral("initial"), 900}, {QStringLiteral("increment"), 10}}));

        QStringList many;
        for (int i = 0; i < 501; ++i)
            many.append(QStringLiteral("id%1").arg(i));
        QNetworkReply *tooMany
            = post(QStringLiteral("/api/stream/games/s2"), many.join(u',').toUtf8(), false, "text/plain");
        QVERIFY(waitFinished(tooMany));
        QCOMPARE(status(tooMany), 400);
        QCOMPARE(QJsonDocument::fromJson(tooMany->readAll()).object().value(QStringLiteral("error")).toString(),
                 QStringLiteral("Too many ids: 501, expected up to 500"));
    }

    void broadcastStream()
    {
        startSim(3000, false, 50000, 200);
        auto c = ReplyCollector::attach(
            get(QStringLiteral("/api/stream/broadcast/round/%1.pgn").arg(QString::fromLatin1(RoundId))));
        QTRY_VERIFY_WITH_TIMEOUT(c->raw.count("\n\n\n") == 4, 3000);
        QCOMPARE(c->reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("application/x-chess-pgn; charset=utf-8"));
        // The keep-alive is a single space after the silence.
        QTRY_VERIFY_WITH_TIMEOUT(c->raw.endsWith("\n\n\n "), 2000);
        finishRound();
        QTRY_VERIFY_WITH_TIMEOUT(c->raw.count("[Result \"1-0\"]") >= 2, 3000);
        QVERIFY(!c->finished);

        // Split as lila does; the last text per game is its final state.
        QString text = QString::fromUtf8(c->raw);
        text.remove(u'\r');
        text.replace(QRegularExpression(QStringLiteral("\\n +")), QStringLiteral("\n")); // keep-alive spaces
        QHash<QString, QString> latest;
        for (QString chunk : text.split(QRegularExpression(QStringLiteral("\\n\\n(?=\\[)")))) {
            chunk = chunk.trimmed();
            const QRegularExpressionMatch m
                = QRegularExpression(QStringLiteral("\\[GameURL \"[^\"]*/(\\w{8})\"\\]")).match(chunk);
            QVERIFY2(m.hasMatch(), qPrintable(chunk));
            latest.insert(m.captured(1), chunk);
        }
        QCOMPARE(latest.size(), 4);
        const QString first = latest.value(game(0).id);
        QVERIFY(first.contains(QStringLiteral("[Result \"1-0\"]")));
        QVERIFY(first.contains(QStringLiteral("[Board \"1\"]")));
        QVERIFY(first.contains(QStringLiteral("1. e4 { [%clk 0:15:08] } 1... e5 { [%clk 0:15:07] }")));
        QVERIFY(first.endsWith(QStringLiteral("17. Rd8# { [%clk 0:13:03] } 1-0")));
    }

    void exportJsonAndPgn()
    {
        startSim(5000, false);
        finishRound();
        const SimGame &g = game(0);
        QNetworkReply *json = get(QStringLiteral("/game/export/") + g.id, "application/json");
        QVERIFY(waitFinished(json));
        QCOMPARE(status(json), 200);
        const QJsonObject o = QJsonDocument::fromJson(json->readAll()).object();
        QString why;
        QVERIFY2(hasTypes(o,
                          {{QStringLiteral("id"), QJsonValue::String},
                           {QStringLiteral("rated"), QJsonValue::Bool},
                           {QStringLiteral("variant"), QJsonValue::String},
                           {QStringLiteral("speed"), QJsonValue::String},
                           {QStringLiteral("perf"), QJsonValue::String},
                           {QStringLiteral("createdAt"), QJsonValue::Double},
                           {QStringLiteral("lastMoveAt"), QJsonValue::Double},
                           {QStringLiteral("status"), QJsonValue::String},
                           {QStringLiteral("source"), QJsonValue::String},
                           {QStringLiteral("players"), QJsonValue::Object},
                           {QStringLiteral("winner"), QJsonValue::String},
                           {QStringLiteral("moves"), QJsonValue::String},
                           {QStringLiteral("clocks"), QJsonValue::Array},
                           {QStringLiteral("clock"), QJsonValue::Object}},
                          &why),
                 qPrintable(why));
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("mate"));
        QVERIFY(o.value(QStringLiteral("moves")).toString().startsWith(QStringLiteral("e4 e5 Nf3 d6 d4 Bg4")));
        const QJsonArray clocks = o.value(QStringLiteral("clocks")).toArray();
        QCOMPARE(clocks.size(), 33);
        QCOMPARE(clocks[0].toInteger(), 90800); // centiseconds, first mover's first move
        QCOMPARE(clocks[1].toInteger(), 90700);
        QCOMPARE(o.value(QStringLiteral("clock")).toObject().value(QStringLiteral("totalTime")).toInt(), 1300);

        QNetworkReply *pgn = get(QStringLiteral("/game/export/") + g.id);
        QVERIFY(waitFinished(pgn));
        QCOMPARE(pgn->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("application/x-chess-pgn; charset=utf-8"));
        const QString text = QString::fromUtf8(pgn->readAll());
        QVERIFY(text.endsWith(QStringLiteral(" 1-0\n\n\n")));
        QStringList tagNames;
        for (const QString &l : text.split(u'\n'))
            if (l.startsWith(u'['))
                tagNames.append(l.mid(1, l.indexOf(u' ') - 1));
        QCOMPARE(
            tagNames,
            QStringList({QStringLiteral("Event"), QStringLiteral("Site"), QStringLiteral("GameId"),
                         QStringLiteral("Date"), QStringLiteral("Round"), QStringLiteral("White"),
                         QStringLiteral("Black"), QStringLiteral("Result"), QStringLiteral("UTCDate"),
                         QStringLiteral("UTCTime"), QStringLiteral("WhiteElo"), QStringLiteral("BlackElo"),
                         QStringLiteral("Variant"), QStringLiteral("TimeControl"), QStringLiteral("Termination")}));
        QVERIFY(text.contains(QStringLiteral("[Site \"https://lichess.org/") + g.id + QStringLiteral("\"]")));
        QVERIFY(text.contains(QStringLiteral("[TimeControl \"900+10\"]")));
        QVERIFY(text.contains(QStringLiteral("[Termination \"Normal\"]")));
        QVERIFY(text.contains(QStringLiteral("\n\n1. e4 { [%clk 0:15:08] } 1... e5 { [%clk 0:15:07] } 2. Nf3")));

        QNetworkReply *dotPgn = get(QStringLiteral("/game/export/%1.pgn").arg(g.id), "application/json");
        QVERIFY(waitFinished(dotPgn));
        QVERIFY(dotPgn->readAll().startsWith("[Event "));
    }

    // An ongoing game is cut to max(plies - 3, 5) plies; the bulk export is not.
    void exportDelayAndBulkGames()
    {
        startSim(1, false);
        QVERIFY(m_sim->round()->playMove(game(0).id, chess::Move(12, 28))); // e2e4
        for (const auto &[from, to] :
             std::initializer_list<std::pair<int, int>>{{52, 36}, {6, 21}, {57, 42}, {5, 26}, {62, 45}, {1, 18}})
            QVERIFY(m_sim->round()->playMove(game(0).id, chess::Move(from, to)));
        QCOMPARE(game(0).moves.size(), std::size_t(7));
        QNetworkReply *json = get(QStringLiteral("/game/export/") + game(0).id, "application/json");
        QVERIFY(waitFinished(json));
        const QJsonObject o = QJsonDocument::fromJson(json->readAll()).object();
        QCOMPARE(o.value(QStringLiteral("moves")).toString().split(u' ').size(), 5);
        QCOMPARE(o.value(QStringLiteral("status")).toString(), QStringLiteral("started"));

        QNetworkReply *anonymous = get(QStringLiteral("/api/bulk-pairing/r3/games"), "application/x-ndjson");
        QVERIFY(waitFinished(anonymous));
        QCOMPARE(status(anonymous), 401);
        auto nd = ReplyCollector::attach(
            get(QStringLiteral("/api/bulk-pairing/r3/games?clocks=true"), "application/x-ndjson", true));
        QTRY_VERIFY_WITH_TIMEOUT(nd->finished, 3000);
        QCOMPARE(nd->reply->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("application/x-ndjson"));
        const QList<QJsonObject> games = nd->objects();
        QCOMPARE(games.size(), 4);
        QCOMPARE(games[0].value(QStringLiteral("moves")).toString().split(u' ').size(), 7);
        QCOMPARE(games[0].value(QStringLiteral("clocks")).toArray().size(), 7);
        QVERIFY(games[1].value(QStringLiteral("moves")).toString().isEmpty());

        auto noClocks
            = ReplyCollector::attach(get(QStringLiteral("/api/bulk-pairing/r3/games"), "application/x-ndjson", true));
        QTRY_VERIFY_WITH_TIMEOUT(noClocks->finished, 3000);
        QVERIFY(!noClocks->objects().first().contains(QStringLiteral("clocks")));

        QNetworkReply *pgn = get(QStringLiteral("/api/bulk-pairing/r3/games?clocks=true"), {}, true);
        QVERIFY(waitFinished(pgn));
        const QByteArray text = pgn->readAll();
        QCOMPARE(text.count("[Event "), 4);
        QCOMPARE(text.count("\n\n\n"), 4);
        QVERIFY(text.contains("1. e4 { [%clk 0:15:"));
    }

    // Paced like Lichess, a bulk download stays open; a third one at the same time gets 429.
    void bulkGamesDownloadCap()
    {
        startSim(1, false, 50000, 60000, [](SimOptions &o) { o.exportGamesPerSecond = 20; });
        QList<std::shared_ptr<ReplyCollector>> downloads;
        for (int i = 0; i < 2; ++i)
            downloads.append(ReplyCollector::attach(
                get(QStringLiteral("/api/bulk-pairing/r3/games"), "application/x-ndjson", true)));
        QTRY_COMPARE_WITH_TIMEOUT(m_sim->server()->openCount("download"), 2, 3000);
        QNetworkReply *third = get(QStringLiteral("/api/bulk-pairing/r3/games"), "application/x-ndjson", true);
        QVERIFY(waitFinished(third));
        QCOMPARE(status(third), 429);
        QCOMPARE(QJsonDocument::fromJson(third->readAll()).object().value(QStringLiteral("error")).toString(),
                 QStringLiteral("Please only run 2 request(s) at a time"));
        for (const auto &d : downloads) {
            QTRY_VERIFY_WITH_TIMEOUT(d->finished, 5000);
            QCOMPARE(d->objects().size(), 4);
            QVERIFY(d->readyReads >= 2); // paced, not in one piece
        }
        QCOMPARE(m_sim->server()->openCount("download"), 0);
    }

    void liveFileEtag()
    {
        startSim(1, false);
        const QString path = QStringLiteral("/sim/round/%1.pgn").arg(QString::fromLatin1(RoundId));
        QNetworkReply *first = get(path);
        QVERIFY(waitFinished(first));
        QCOMPARE(status(first), 200);
        QCOMPARE(first->header(QNetworkRequest::ContentTypeHeader).toString(),
                 QStringLiteral("application/x-chess-pgn; charset=utf-8"));
        const QByteArray etag = first->rawHeader("ETag");
        const QByteArray lastModified = first->rawHeader("Last-Modified");
        QVERIFY(etag.startsWith('"'));
        QVERIFY(lastModified.endsWith(" GMT"));
        QCOMPARE(first->readAll().count("[Event "), 4);

        for (const QByteArray &candidate : QList<QByteArray>{etag, "W/" + etag, "\"other\", " + etag}) {
            QNetworkRequest r = request(path);
            r.setRawHeader("If-None-Match", candidate);
            r.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
            QNetworkReply *again = m_nam->get(r);
            QVERIFY(waitFinished(again));
            QCOMPARE(status(again), 304);
            QCOMPARE(again->rawHeader("ETag"), etag);
        }
        QNetworkRequest ims = request(path);
        ims.setRawHeader("If-Modified-Since", lastModified);
        QNetworkReply *notModified = m_nam->get(ims);
        QVERIFY(waitFinished(notModified));
        QCOMPARE(status(notModified), 304);

        QVERIFY(m_sim->round()->playMove(game(0).id, chess::Move(12, 28)));
        QNetworkRequest changed = request(path);
        changed.setRawHeader("If-None-Match", etag);
        QNetworkReply *fresh = m_nam->get(changed);
        QVERIFY(waitFinished(fresh));
        QCOMPARE(status(fresh), 200);
        QVERIFY(fresh->rawHeader("ETag") != etag);
        QVERIFY(fresh->readAll().contains("1. e4 { [%clk 0:15:"));
    }

    // One connection carries every move of every game once, with clocks, then the end lines.
    void extensionStreamCarriesWholeRound()
    {
        startSim(3000, false);
        QNetworkReply *wrongRound = get(QStringLiteral("/sim/stream/round/nope"));
        QVERIFY(waitFinished(wrongRound));
        QCOMPARE(status(wrongRound), 404);

        auto c = ReplyCollector::attach(get(QStringLiteral("/sim/stream/round/%1").arg(QString::fromLatin1(RoundId))));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 4, 3000); // replay: four start lines
        finishRound();
        QTRY_VERIFY_WITH_TIMEOUT(c->objects().last().value(QStringLiteral("seq")).toInteger()
                                     == qint64(m_sim->round()->events().size()) - 1,
                                 3000);
        const QList<QJsonObject> lines = c->objects();
        QHash<QString, QList<QJsonObject>> moves;
        QHash<QString, QJsonObject> ends;
        qint64 seq = -1;
        QString why;
        for (const QJsonObject &l : lines) {
            QCOMPARE(l.value(QStringLiteral("seq")).toInteger(), seq + 1);
            seq = l.value(QStringLiteral("seq")).toInteger();
            const QString type = l.value(QStringLiteral("type")).toString();
            const QString id = l.value(QStringLiteral("id")).toString();
            if (type == u"move") {
                QVERIFY2(hasTypes(l,
                                  {{QStringLiteral("id"), QJsonValue::String},
                                   {QStringLiteral("ply"), QJsonValue::Double},
                                   {QStringLiteral("lm"), QJsonValue::String},
                                   {QStringLiteral("san"), QJsonValue::String},
                                   {QStringLiteral("wcMs"), QJsonValue::Double},
                                   {QStringLiteral("bcMs"), QJsonValue::Double},
                                   {QStringLiteral("t"), QJsonValue::Double}},
                                  &why),
                         qPrintable(why));
                QVERIFY(!ends.contains(id));
                moves[id].append(l);
            } else if (type == u"end") {
                ends.insert(id, l);
            }
        }
        QCOMPARE(ends.size(), 4);
        for (const SimGame &g : m_sim->round()->games()) {
            const QList<QJsonObject> &m = moves[g.id];
            QCOMPARE(m.size(), int(g.moves.size()));
            for (int i = 0; i < m.size(); ++i) {
                QCOMPARE(m[i].value(QStringLiteral("ply")).toInt(), i + 1);
                QCOMPARE(m[i].value(QStringLiteral("san")).toString(), g.moves[std::size_t(i)].san);
                QCOMPARE(m[i].value(QStringLiteral("wcMs")).toInteger(), g.moves[std::size_t(i)].whiteMs);
                QCOMPARE(m[i].value(QStringLiteral("bcMs")).toInteger(), g.moves[std::size_t(i)].blackMs);
            }
            QCOMPARE(ends[g.id].value(QStringLiteral("status")).toString(), QString(ZoneStatusInfo::name(g.status)));
        }
        // %clk values come through exactly: 1. e4 {[%clk 0:15:08]}.
        QCOMPARE(moves[game(0).id].first().value(QStringLiteral("wcMs")).toInteger(), 908000);
        QCOMPARE(moves[game(0).id].first().value(QStringLiteral("lm")).toString(), QStringLiteral("e2e4"));
        QCOMPARE(ends[game(0).id].value(QStringLiteral("winner")).toString(), QStringLiteral("white"));
        QCOMPARE(ends[game(0).id].value(QStringLiteral("statusId")).toInt(), 30);
        QVERIFY(!ends[game(1).id].contains(QStringLiteral("winner")));
        QCOMPARE(ends[game(3).id].value(QStringLiteral("winner")).toString(), QStringLiteral("black"));

        // A reconnect with ?since= replays only what followed.
        auto tail = ReplyCollector::attach(get(QStringLiteral("/sim/stream/round/r3?since=%1").arg(seq - 2)));
        QTRY_COMPARE_WITH_TIMEOUT(tail->lines.size(), 2, 3000);
        QCOMPARE(tail->objects().first().value(QStringLiteral("seq")).toInteger(), seq - 1);
    }

    // Games without %clk get think times from a seeded model: the same seed, the same round.
    void replayWithoutClocksIsSeeded()
    {
        const QStringList first = replayWithoutClocks(11);
        QVERIFY2(!first.first().startsWith(QStringLiteral("bad")), qPrintable(first.join(u' ')));
        QCOMPARE(first.size(), 1 + 7 + 1 + 1 + 20 + 1);
        QCOMPARE(first[8], QStringLiteral("mate"));
        QCOMPARE(first.last(), QStringLiteral("draw"));
        QCOMPARE(replayWithoutClocks(11), first);
        QVERIFY(replayWithoutClocks(12) != first);
    }

    // The delay knob holds back the last plies of an ongoing game and releases them at its end.
    void moveDelayHoldsBackPlies()
    {
        startSim(1, false, 50000, 60000, [](SimOptions &o) { o.moveDelayPlies = 2; });
        const QString id = game(0).id;
        auto c = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + id));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 2, 3000);
        for (const auto &[from, to] : std::initializer_list<std::pair<int, int>>{{12, 28}, {52, 36}, {6, 21}, {57, 42}})
            QVERIFY(m_sim->round()->playMove(id, chess::Move(from, to), 1000));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 4, 3000);
        QTest::qWait(50);
        QCOMPARE(c->lines.size(), 4); // positions 0, 1, 2
        QVERIFY(m_sim->round()->end(id, ZoneStatus::Resign, chess::White));
        QTRY_VERIFY_WITH_TIMEOUT(c->finished, 3000);
        const QList<QJsonObject> lines = c->objects();
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[5].value(QStringLiteral("lm")).toString(), QStringLiteral("b8c6"));
        QCOMPARE(lines[5].value(QStringLiteral("wc")).toInteger(), 918); // two moves of 1 s at 900+10
        QCOMPARE(lines[6].value(QStringLiteral("status")).toObject().value(QStringLiteral("name")).toString(),
                 QStringLiteral("resign"));
    }

    // The log keeps what was played before a restart: a reconnect replays it as it happened.
    void restartKeepsHistoryOnTheExtensionStream()
    {
        startSim(1, false);
        const QString id = game(0).id;
        QVERIFY(m_sim->round()->playMove(id, chess::Move(12, 28))); // e2e4
        QVERIFY(m_sim->round()->restartGame(id));
        QVERIFY(m_sim->round()->playMove(id, chess::Move(11, 27))); // d2d4
        auto c = ReplyCollector::attach(get(QStringLiteral("/sim/stream/round/r3")));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 8, 3000);
        const QList<QJsonObject> lines = c->objects();
        QCOMPARE(lines[4].value(QStringLiteral("lm")).toString(), QStringLiteral("e2e4"));
        QCOMPARE(lines[4].value(QStringLiteral("ply")).toInt(), 1);
        QCOMPARE(lines[5].value(QStringLiteral("type")).toString(), QStringLiteral("restart"));
        QCOMPARE(lines[6].value(QStringLiteral("type")).toString(), QStringLiteral("start"));
        QCOMPARE(lines[7].value(QStringLiteral("lm")).toString(), QStringLiteral("d2d4"));
        QCOMPARE(lines[7].value(QStringLiteral("san")).toString(), QStringLiteral("d4"));
        QCOMPARE(lines[7].value(QStringLiteral("ply")).toInt(), 1);

        auto moves = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + id));
        QTRY_COMPARE_WITH_TIMEOUT(moves->lines.size(), 3, 3000);
        QCOMPARE(moves->objects()[2].value(QStringLiteral("lm")).toString(), QStringLiteral("d2d4"));
    }

    // Results set by the arbiter stop the replay of those games; the last one ends the round.
    void resultsFromControlFinishRound()
    {
        startSim(1, true);
        QSignalSpy finished(m_sim.get(), &GameZoneSimulator::roundFinished);
        for (int i = 0; i < 4; ++i) {
            QNetworkReply *r = post(QStringLiteral("/sim/game/%1/result").arg(game(i).id), R"({"status":34})", true);
            QVERIFY(waitFinished(r));
            QCOMPARE(status(r), 200);
            QCOMPARE(finished.size(), i == 3 ? 1 : 0);
        }
        QCOMPARE(game(2).status, ZoneStatus::Draw);
        QVERIFY(!game(2).winner);
    }

    // Bench knob: live lines carry a steady_clock stamp; replayed lines and the default do not.
    void benchStampOnLiveLines()
    {
        startSim(1, false, 50000, 60000, [](SimOptions &o) { o.benchStamp = true; });
        auto c = ReplyCollector::attach(get(QStringLiteral("/sim/stream/round/r3")));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 4, 3000);
        const qint64 before = qint64(
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
                .count());
        QVERIFY(m_sim->round()->playMove(game(0).id, chess::Move(12, 28)));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 5, 3000);
        QVERIFY(!c->objects().first().contains(QStringLiteral("benchSteadyNs")));
        QVERIFY(c->objects().last().value(QStringLiteral("benchSteadyNs")).toInteger() >= before);
    }

    void moveDelayByTime()
    {
        startSim(1, false, 50000, 60000, [](SimOptions &o) { o.moveDelayMs = 400; });
        const QString id = game(0).id;
        auto c = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + id));
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 2, 3000);
        QElapsedTimer timer;
        timer.start();
        QVERIFY(m_sim->round()->playMove(id, chess::Move(12, 28), 1000));
        QTest::qWait(150);
        QCOMPARE(c->lines.size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(c->lines.size(), 3, 3000);
        QVERIFY(timer.elapsed() >= 390);
        QCOMPARE(c->objects().last().value(QStringLiteral("lm")).toString(), QStringLiteral("e2e4"));
    }

    void controlEndpoints()
    {
        startSim(1, false);
        const QString id = game(0).id;
        auto ext = ReplyCollector::attach(get(QStringLiteral("/sim/stream/round/r3")));
        auto moveStream = ReplyCollector::attach(get(QStringLiteral("/api/stream/game/") + id));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 4, 3000);

        const QByteArray clockBody = R"({"color":"white","deltaMs":60000})";
        QNetworkReply *anonymous = post(QStringLiteral("/sim/game/%1/clock").arg(id), clockBody);
        QVERIFY(waitFinished(anonymous));
        QCOMPARE(status(anonymous), 401);

        QNetworkReply *bad = post(QStringLiteral("/sim/game/%1/clock").arg(id), R"({"color":"red"})", true);
        QVERIFY(waitFinished(bad));
        QCOMPARE(status(bad), 400);
        QVERIFY(QJsonDocument::fromJson(bad->readAll()).object().value(QStringLiteral("error")).isString());

        QNetworkReply *unknown = post(QStringLiteral("/sim/game/NoSuchId/pause"), {}, true);
        QVERIFY(waitFinished(unknown));
        QCOMPARE(status(unknown), 404);

        auto ok = [this](const QString &path, const QByteArray &body) {
            QNetworkReply *r = post(path, body, true);
            return waitFinished(r) && status(r) == 200 && r->readAll() == "{\"ok\":true}";
        };
        QVERIFY(ok(QStringLiteral("/sim/game/%1/clock").arg(id), clockBody));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 5, 3000);
        QJsonObject clock = ext->objects().last();
        QCOMPARE(clock.value(QStringLiteral("type")).toString(), QStringLiteral("clock"));
        QCOMPARE(clock.value(QStringLiteral("color")).toString(), QStringLiteral("white"));
        QCOMPARE(clock.value(QStringLiteral("deltaMs")).toInteger(), 60000);
        QVERIFY(clock.value(QStringLiteral("wcMs")).toInteger() > 900000 + 55000);
        QCOMPARE(clock.value(QStringLiteral("bcMs")).toInteger(), 900000);

        QVERIFY(ok(QStringLiteral("/sim/game/%1/pause").arg(id), {}));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 6, 3000);
        QCOMPARE(ext->objects().last().value(QStringLiteral("type")).toString(), QStringLiteral("pause"));
        QCOMPARE(ext->objects().last().value(QStringLiteral("id")).toString(), id);
        QVERIFY(game(0).paused);
        const qint64 frozen = game(0).clockMs(chess::White, m_sim->round()->nowMs());
        QTest::qWait(30);
        QCOMPARE(game(0).clockMs(chess::White, m_sim->round()->nowMs()), frozen);
        QVERIFY(ok(QStringLiteral("/sim/game/%1/resume").arg(id), {}));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 7, 3000);
        QCOMPARE(ext->objects().last().value(QStringLiteral("type")).toString(), QStringLiteral("resume"));

        QVERIFY(ok(QStringLiteral("/sim/round/r3/pause"), {}));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 8, 3000);
        QCOMPARE(ext->objects().last().value(QStringLiteral("type")).toString(), QStringLiteral("pause"));
        QVERIFY(ext->objects().last().value(QStringLiteral("id")).isNull());
        QVERIFY(m_sim->round()->isPaused());
        QVERIFY(ok(QStringLiteral("/sim/round/r3/resume"), {}));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 9, 3000);

        QVERIFY(ok(QStringLiteral("/sim/game/%1/result").arg(id), R"({"status":"resign","winner":"black"})"));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 10, 3000);
        const QJsonObject end = ext->objects().last();
        QCOMPARE(end.value(QStringLiteral("type")).toString(), QStringLiteral("end"));
        QCOMPARE(end.value(QStringLiteral("status")).toString(), QStringLiteral("resign"));
        QCOMPARE(end.value(QStringLiteral("winner")).toString(), QStringLiteral("black"));
        // The Lichess move stream ends with the final game object.
        QTRY_VERIFY_WITH_TIMEOUT(moveStream->finished, 3000);
        const QJsonObject final = moveStream->objects().last();
        QCOMPARE(final.value(QStringLiteral("status")).toObject().value(QStringLiteral("id")).toInt(), 31);
        QCOMPARE(final.value(QStringLiteral("winner")).toString(), QStringLiteral("black"));

        QVERIFY(ok(QStringLiteral("/sim/game/%1/restart").arg(id), {}));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 12, 3000);
        QCOMPARE(ext->objects()[10].value(QStringLiteral("type")).toString(), QStringLiteral("restart"));
        QCOMPARE(ext->objects()[11].value(QStringLiteral("type")).toString(), QStringLiteral("start"));
        QCOMPARE(game(0).status, ZoneStatus::Started);

        QVERIFY(ok(QStringLiteral("/sim/game/%1/connection").arg(id), R"({"color":"black","connected":false})"));
        QVERIFY(ok(QStringLiteral("/sim/game/%1/draw-offer").arg(id), R"({"by":"white"})"));
        QTRY_COMPARE_WITH_TIMEOUT(ext->lines.size(), 14, 3000);
        QCOMPARE(ext->objects()[12].value(QStringLiteral("connected")).toBool(), false);
        QCOMPARE(ext->objects()[13].value(QStringLiteral("by")).toString(), QStringLiteral("white"));
    }
};

QTEST_GUILESS_MAIN(TestSimulator)
#include "tst_simulator.moc"
