#include "sim/extensionroutes.h"

#include "core/chess/colorkey.h"

#include "core/chess/notation.h"
#include "sim/lichessroutes.h"

#include <QJsonDocument>
#include <QLoggingCategory>
#include <QPointer>

#include <chrono>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

QByteArray line(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

QLatin1String typeName(SimEvent::Type type)
{
    switch (type) {
    case SimEvent::Type::Start: return QLatin1String("start");
    case SimEvent::Type::Move: return QLatin1String("move");
    case SimEvent::Type::Connection: return QLatin1String("connection");
    case SimEvent::Type::DrawOffer: return QLatin1String("drawOffer");
    case SimEvent::Type::Pause: return QLatin1String("pause");
    case SimEvent::Type::Resume: return QLatin1String("resume");
    case SimEvent::Type::Clock: return QLatin1String("clock");
    case SimEvent::Type::End: return QLatin1String("end");
    case SimEvent::Type::Restart: return QLatin1String("restart");
    case SimEvent::Type::Vcs: return QLatin1String("vcs");
    }
    return QLatin1String("unknown");
}
} // namespace

ExtensionRoutes::ExtensionRoutes(net::HttpServer *server, SimRound *round, const SimOptions &options, QByteArray token,
                                 QObject *parent)
    : QObject(parent), m_round(round), m_options(options), m_token(std::move(token))
{
    using Ex = net::HttpServer::Exchange;
    const QByteArray get = QByteArrayLiteral("GET");
    const QByteArray post = QByteArrayLiteral("POST");
    server->route(get, QStringLiteral("/sim/stream/round/{roundId}"), [this](Ex &ex) { roundStream(ex); });
    server->route(post, QStringLiteral("/sim/round/{roundId}/pause"), [this](Ex &ex) { roundControl(ex, true); });
    server->route(post, QStringLiteral("/sim/round/{roundId}/resume"), [this](Ex &ex) { roundControl(ex, false); });

    auto color
        = [](const QJsonObject &body, const QString &key) { return chess::colorFromKey(body.value(key).toString()); };
    server->route(post, QStringLiteral("/sim/game/{id}/clock"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const auto c = color(body, QStringLiteral("color"));
            const QJsonValue delta = body.value(QStringLiteral("deltaMs"));
            if (!c || !delta.isDouble())
                return QStringLiteral("Expected {\"color\": \"white\"|\"black\", \"deltaMs\": number}");
            return m_round->adjustClock(id, *c, qint64(delta.toDouble())) ? QString()
                                                                          : QStringLiteral("Game is not running");
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/pause"), [this](Ex &ex) {
        gameControl(ex, [this](const QString &id, const QJsonObject &) {
            return m_round->pauseGame(id) ? QString() : QStringLiteral("Game is not running or already paused");
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/resume"), [this](Ex &ex) {
        gameControl(ex, [this](const QString &id, const QJsonObject &) {
            return m_round->resumeGame(id) ? QString() : QStringLiteral("Game is not paused");
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/result"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const QJsonValue s = body.value(QStringLiteral("status"));
            const auto status
                = s.isDouble() ? ZoneStatusInfo::fromId(s.toInt()) : ZoneStatusInfo::fromName(s.toString());
            if (!status || !ZoneStatusInfo::isTerminal(*status))
                return QStringLiteral("Expected a final status name or id");
            const auto winner = color(body, QStringLiteral("winner"));
            if (body.contains(QStringLiteral("winner")) && !body.value(QStringLiteral("winner")).isNull() && !winner)
                return QStringLiteral("Winner must be \"white\", \"black\" or absent");
            m_round->end(id, *status, winner);
            return QString();
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/restart"), [this](Ex &ex) {
        gameControl(ex, [this](const QString &id, const QJsonObject &body) {
            SimRestart restart;
            restart.swapColours = body.value(QStringLiteral("swapColours")).toBool();
            const QJsonValue initial = body.value(QStringLiteral("initialMs"));
            const QJsonValue increment = body.value(QStringLiteral("incrementMs"));
            if (!initial.isUndefined()) {
                if (!initial.isDouble() || initial.toDouble() <= 0
                    || (!increment.isUndefined() && !increment.isDouble()) || increment.toDouble() < 0)
                    return QStringLiteral("Expected {\"initialMs\": positive number, \"incrementMs\": number ≥ 0}");
                restart.initialMs = qint64(initial.toDouble());
                restart.incrementMs = qint64(increment.toDouble());
            }
            m_round->restartGame(id, restart);
            return QString();
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/connection"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const auto c = color(body, QStringLiteral("color"));
            if (!c || !body.value(QStringLiteral("connected")).isBool())
                return QStringLiteral("Expected {\"color\": \"white\"|\"black\", \"connected\": bool}");
            m_round->setConnected(id, *c, body.value(QStringLiteral("connected")).toBool());
            return QString();
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/vcs"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const auto c = color(body, QStringLiteral("color"));
            if (!c || !body.value(QStringLiteral("connected")).isBool())
                return QStringLiteral("Expected {\"color\": \"white\"|\"black\", \"connected\": bool}");
            m_round->setOnVcs(id, *c, body.value(QStringLiteral("connected")).toBool());
            return QString();
        });
    });
    // A player's feed: {"color", "feed": "cam"|"screen", "fault": "dark"|…|"dropped", "on": bool}, or
    // {"color", "feed", "restore": true} to end every fault.
    server->route(post, QStringLiteral("/sim/game/{id}/feed"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const auto c = color(body, QStringLiteral("color"));
            const auto feed
                = SimFeedFaults::feedFromName(body.value(QStringLiteral("feed")).toString(QStringLiteral("cam")));
            const QString expected
                = QStringLiteral("Expected {\"color\": \"white\"|\"black\", \"feed\": \"cam\"|\"screen\", "
                                 "\"fault\": \"dark\"|\"frozen\"|\"silent\"|\"stalled\"|\"dropped\", \"on\": bool} or "
                                 "{\"color\", \"feed\", \"restore\": true}");
            if (!c || !feed)
                return expected;
            if (body.value(QStringLiteral("restore")).toBool()) {
                m_round->restoreFeed(id, *c, *feed);
                return QString();
            }
            const auto fault = SimFeedFaults::fromName(body.value(QStringLiteral("fault")).toString());
            if (!fault || !body.value(QStringLiteral("on")).isBool())
                return expected;
            m_round->setFeedFault(id, *c, *feed, *fault, body.value(QStringLiteral("on")).toBool());
            return QString();
        });
    });
    server->route(post, QStringLiteral("/sim/game/{id}/draw-offer"), [this, color](Ex &ex) {
        gameControl(ex, [this, color](const QString &id, const QJsonObject &body) {
            const auto c = color(body, QStringLiteral("by"));
            if (!c)
                return QStringLiteral("Expected {\"by\": \"white\"|\"black\"}");
            return m_round->offerDraw(id, *c) ? QString() : QStringLiteral("Game is not running");
        });
    });
}

QJsonObject ExtensionRoutes::eventLine(const SimRound &round, const SimEvent &e, qint64 seq)
{
    QJsonObject o;
    o.insert(QStringLiteral("type"), QString(typeName(e.type)));
    o.insert(QStringLiteral("seq"), seq);
    o.insert(QStringLiteral("id"), e.gameId.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(e.gameId));
    const SimGame *g = e.gameId.isEmpty() ? nullptr : round.game(e.gameId);
    if (g)
        o.insert(QStringLiteral("ply"), e.ply);
    switch (e.type) {
    case SimEvent::Type::Start:
        if (g) {
            o.insert(QStringLiteral("board"), g->pairing.board);
            auto player = [](const QString &name, const QString &id, int rating, const QString &title) {
                QJsonObject p{{QStringLiteral("name"), name}, {QStringLiteral("id"), id}};
                if (rating > 0)
                    p.insert(QStringLiteral("rating"), rating);
                if (!title.isEmpty())
                    p.insert(QStringLiteral("title"), title);
                return p;
            };
            const zone::Pairing &pairing = g->pairing;
            o.insert(QStringLiteral("white"),
                     player(pairing.white, pairing.whiteId, pairing.whiteRating, pairing.whiteTitle));
            o.insert(QStringLiteral("black"),
                     player(pairing.black, pairing.blackId, pairing.blackRating, pairing.blackTitle));
            o.insert(QStringLiteral("initialMs"), qint64(g->initialMs));
            o.insert(QStringLiteral("incrementMs"), qint64(g->incrementMs));
            if (!g->pairing.initialFen.isEmpty())
                o.insert(QStringLiteral("initialFen"), g->pairing.initialFen);
        }
        o.insert(QStringLiteral("wcMs"), qint64(e.whiteMs));
        o.insert(QStringLiteral("bcMs"), qint64(e.blackMs));
        break;
    case SimEvent::Type::Move:
        o.insert(QStringLiteral("lm"), chess::Notation::uci(e.move));
        o.insert(QStringLiteral("san"), e.san);
        if (!e.fen.isEmpty())
            o.insert(QStringLiteral("fen"), e.fen);
        o.insert(QStringLiteral("wcMs"), qint64(e.whiteMs));
        o.insert(QStringLiteral("bcMs"), qint64(e.blackMs));
        break;
    case SimEvent::Type::Connection:
    case SimEvent::Type::Vcs:
        o.insert(QStringLiteral("color"), chess::colorKey(e.color));
        o.insert(QStringLiteral("connected"), e.connected);
        break;
    case SimEvent::Type::DrawOffer: o.insert(QStringLiteral("by"), chess::colorKey(e.color)); break;
    case SimEvent::Type::Pause:
    case SimEvent::Type::Resume:
        if (g) {
            o.insert(QStringLiteral("wcMs"), qint64(e.whiteMs));
            o.insert(QStringLiteral("bcMs"), qint64(e.blackMs));
        }
        break;
    case SimEvent::Type::Clock:
        o.insert(QStringLiteral("color"), chess::colorKey(e.color));
        o.insert(QStringLiteral("deltaMs"), qint64(e.deltaMs));
        o.insert(QStringLiteral("wcMs"), qint64(e.whiteMs));
        o.insert(QStringLiteral("bcMs"), qint64(e.blackMs));
        break;
    case SimEvent::Type::End:
        o.insert(QStringLiteral("status"), QString(ZoneStatusInfo::name(e.status)));
        o.insert(QStringLiteral("statusId"), int(e.status));
        if (e.winner)
            o.insert(QStringLiteral("winner"), chess::colorKey(*e.winner));
        o.insert(QStringLiteral("wcMs"), qint64(e.whiteMs));
        o.insert(QStringLiteral("bcMs"), qint64(e.blackMs));
        break;
    case SimEvent::Type::Restart: break;
    }
    o.insert(QStringLiteral("t"), qint64(e.t));
    return o;
}

void ExtensionRoutes::roundStream(net::HttpServer::Exchange &ex)
{
    if (ex.param(QStringLiteral("roundId")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    qint64 since = -1;
    if (const auto s = ex.request().queryItem(QStringLiteral("since"))) {
        bool ok = false;
        since = s->toLongLong(&ok);
        if (!ok || since < -1)
            return ex.respondError(400, QStringLiteral("since must be an event seq number"));
    }
    net::HttpResponseStream *stream = ex.beginStream(200, QByteArrayLiteral("application/x-ndjson"));
    const auto &events = m_round->events();
    QByteArray replay;
    for (qint64 seq = std::max<qint64>(0, since + 1); seq < qint64(events.size()); ++seq) {
        replay += line(eventLine(*m_round, events[std::size_t(seq)], seq));
        if (replay.size() > 64 * 1024) {
            stream->write(replay);
            replay.clear();
        }
    }
    stream->write(replay);
    SimRound *round = m_round;
    const bool stamp = m_options.benchStamp;
    connect(m_round, &SimRound::eventAdded, stream, [round, stream, stamp](const SimEvent &e) {
        QJsonObject o = eventLine(*round, e, qint64(round->events().size()) - 1);
        if (stamp)
            o.insert(QStringLiteral("benchSteadyNs"),
                     qint64(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                std::chrono::steady_clock::now().time_since_epoch())
                                .count()));
        stream->write(line(o));
    });
    installKeepAlive(stream, m_options.keepAliveMs, QByteArrayLiteral("\n"));
}

void ExtensionRoutes::gameControl(net::HttpServer::Exchange &ex,
                                  const std::function<QString(const QString &, const QJsonObject &)> &action)
{
    if (!ex.requireBearer(m_token))
        return;
    const QString id = ex.param(QStringLiteral("id"));
    if (!m_round->game(id))
        return ex.respondError(404, QStringLiteral("Not found"));
    QJsonObject body;
    if (!ex.request().body.trimmed().isEmpty()) {
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(ex.request().body, &error);
        if (!doc.isObject())
            return ex.respondError(400, QStringLiteral("Body must be a JSON object"));
        body = doc.object();
    }
    const QString problem = action(id, body);
    if (!problem.isEmpty())
        return ex.respondError(400, problem);
    qCDebug(lcSim) << "control" << ex.request().path;
    ex.respondJson(200, QByteArrayLiteral("{\"ok\":true}"));
}

void ExtensionRoutes::roundControl(net::HttpServer::Exchange &ex, bool pause)
{
    if (!ex.requireBearer(m_token))
        return;
    if (ex.param(QStringLiteral("roundId")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    if (pause)
        m_round->pauseRound();
    else
        m_round->resumeRound();
    ex.respondJson(200, QByteArrayLiteral("{\"ok\":true}"));
}

} // namespace arbiter::zone::sim
