#include "sim/lichessroutes.h"

#include "core/chess/colorkey.h"

#include "core/chess/notation.h"

#include <QDeadlineTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QLoggingCategory>
#include <QPointer>
#include <QSet>
#include <QTimeZone>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

const QByteArray NdjsonType = QByteArrayLiteral("application/x-ndjson");
const QByteArray PgnType = QByteArrayLiteral("application/x-chess-pgn; charset=utf-8");

QByteArray line(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact) + '\n';
}

// Lichess rounds move-stream clocks to whole seconds (Math.round(centis * 0.01)).
qint64 roundedSeconds(std::int64_t ms)
{
    return qint64(std::llround(double(ms) / 1000.0));
}

// Plies before the game's first move, as Lichess counts "turns" (0 from the standard start).
int startedAtTurn(const SimGame &g)
{
    return (g.start.fullmoveNumber() - 1) * 2 + (g.start.sideToMove() == chess::Black ? 1 : 0);
}

QString fenAfter(const SimGame &g, int plies)
{
    return plies <= 0 ? g.start.fen() : g.moves[std::size_t(plies - 1)].fen;
}

std::int64_t clockAfter(const SimGame &g, chess::Color c, int plies)
{
    if (plies <= 0)
        return c == chess::White ? g.startWhiteMs : g.startBlackMs;
    const SimMove &m = g.moves[std::size_t(plies - 1)];
    return c == chess::White ? m.whiteMs : m.blackMs;
}

QString clkText(std::int64_t ms)
{
    const std::int64_t s = std::max<std::int64_t>(0, ms) / 1000;
    return QStringLiteral("%1:%2:%3")
        .arg(s / 3600)
        .arg((s / 60) % 60, 2, 10, QLatin1Char('0'))
        .arg(s % 60, 2, 10, QLatin1Char('0'));
}

QString termination(ZoneStatus status)
{
    switch (status) {
    case ZoneStatus::Created:
    case ZoneStatus::Started: return QStringLiteral("Unterminated");
    case ZoneStatus::Aborted:
    case ZoneStatus::NoStart: return QStringLiteral("Abandoned");
    case ZoneStatus::Timeout:
    case ZoneStatus::OutOfTime: return QStringLiteral("Time forfeit");
    case ZoneStatus::InsufficientMaterialClaim: return QStringLiteral("Insufficient material");
    case ZoneStatus::Cheat: return QStringLiteral("Rules infraction");
    case ZoneStatus::UnknownFinish: return QStringLiteral("Unknown");
    default: return QStringLiteral("Normal");
    }
}

QString pgnEscape(QString s)
{
    s.replace(u'\\', QStringLiteral("\\\\"));
    s.replace(u'"', QStringLiteral("\\\""));
    return s;
}

QString httpDate(std::int64_t utcMs)
{
    return QLocale::c().toString(QDateTime::fromMSecsSinceEpoch(utcMs, QTimeZone::utc()),
                                 QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'"));
}

std::optional<std::int64_t> parseHttpDate(const QByteArray &text)
{
    QDateTime dt = QLocale::c().toDateTime(QString::fromLatin1(text.trimmed()),
                                           QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'"));
    if (!dt.isValid())
        return std::nullopt;
    dt.setTimeZone(QTimeZone::utc());
    return dt.toMSecsSinceEpoch();
}

QJsonObject lichessPlayer(const QString &name, const QString &id, int rating, const QString &title = {})
{
    QJsonObject user{{QStringLiteral("name"), name}, {QStringLiteral("id"), id}};
    if (!title.isEmpty())
        user.insert(QStringLiteral("title"), title);
    QJsonObject p{{QStringLiteral("user"), user}};
    if (rating > 0)
        p.insert(QStringLiteral("rating"), rating);
    return p;
}

bool wantsJson(const net::HttpRequest &r)
{
    return r.header("accept").contains("application/json");
}

bool flag(const net::HttpRequest &r, const QString &name, bool fallback)
{
    const auto v = r.queryItem(name);
    if (!v)
        return fallback;
    return *v == u"true" || *v == u"1";
}
} // namespace

void installKeepAlive(net::HttpResponseStream *stream, int intervalMs, const QByteArray &bytes)
{
    if (intervalMs <= 0)
        return;
    auto *timer = new QTimer(stream);
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, stream, [stream, timer, intervalMs, bytes] {
        const qint64 idle = QDeadlineTimer::current().deadline() - stream->lastWriteMs();
        if (idle >= intervalMs - 1) {
            stream->write(bytes);
            timer->start(intervalMs);
        } else {
            timer->start(int(intervalMs - idle));
        }
    });
    timer->start(intervalMs);
}

struct LichessRoutes::GamesStream
{
    QPointer<net::HttpResponseStream> stream;
    QSet<QString> watched;
};

LichessRoutes::LichessRoutes(net::HttpServer *server, SimRound *round, const SimOptions &options, QByteArray token,
                             QObject *parent)
    : QObject(parent), m_server(server), m_round(round), m_options(options), m_token(std::move(token))
{
    using Ex = net::HttpServer::Exchange;
    const QByteArray get = QByteArrayLiteral("GET");
    const QByteArray post = QByteArrayLiteral("POST");
    server->route(get, QStringLiteral("/api/bulk-pairing"), [this](Ex &ex) { bulkList(ex); });
    server->route(get, QStringLiteral("/api/bulk-pairing/{id}"), [this](Ex &ex) { bulkOne(ex); });
    server->route(
        get, QStringLiteral("/api/bulk-pairing/{id}/games"), [this](Ex &ex) { bulkGames(ex); },
        QByteArrayLiteral("download"), 2);
    server->route(
        get, QStringLiteral("/api/stream/game/{id}"), [this](Ex &ex) { moveStream(ex); },
        QByteArrayLiteral("moveStream"), 8);
    server->route(post, QStringLiteral("/api/stream/games/{streamId}/add"), [this](Ex &ex) { gamesStreamAdd(ex); });
    server->route(
        post, QStringLiteral("/api/stream/games/{streamId}"), [this](Ex &ex) { gamesStream(ex); },
        QByteArrayLiteral("events"), 4);
    server->route(
        get, QStringLiteral("/api/stream/broadcast/round/{id}.pgn"), [this](Ex &ex) { broadcastStream(ex); },
        QByteArrayLiteral("events"), 4);
    server->route(
        get, QStringLiteral("/game/export/{id}.pgn"), [this](Ex &ex) { exportGame(ex, true); },
        QByteArrayLiteral("download"), 2);
    server->route(
        get, QStringLiteral("/game/export/{id}"), [this](Ex &ex) { exportGame(ex, false); },
        QByteArrayLiteral("download"), 2);
    server->route(get, QStringLiteral("/sim/round/{id}.pgn"), [this](Ex &ex) { liveFile(ex); });
}

QString LichessRoutes::speedKey(const SimGame &game)
{
    switch (game.pairing.timeControl.speed()) {
    case clock::TimeControl::Speed::UltraBullet: return QStringLiteral("ultraBullet");
    case clock::TimeControl::Speed::Bullet: return QStringLiteral("bullet");
    case clock::TimeControl::Speed::Blitz: return QStringLiteral("blitz");
    case clock::TimeControl::Speed::Rapid: return QStringLiteral("rapid");
    case clock::TimeControl::Speed::Classical: return QStringLiteral("classical");
    default: return QStringLiteral("correspondence");
    }
}

QJsonObject LichessRoutes::gameObject(const SimGame &g)
{
    const bool standard = g.pairing.initialFen.isEmpty();
    QJsonObject o;
    o.insert(QStringLiteral("id"), g.id);
    o.insert(QStringLiteral("variant"),
             standard ? QJsonObject{{QStringLiteral("key"), QStringLiteral("standard")},
                                    {QStringLiteral("name"), QStringLiteral("Standard")},
                                    {QStringLiteral("short"), QStringLiteral("Std")}}
                      : QJsonObject{{QStringLiteral("key"), QStringLiteral("fromPosition")},
                                    {QStringLiteral("name"), QStringLiteral("From Position")},
                                    {QStringLiteral("short"), QStringLiteral("FEN")}});
    o.insert(QStringLiteral("speed"), speedKey(g));
    o.insert(QStringLiteral("perf"), speedKey(g));
    o.insert(QStringLiteral("rated"), g.pairing.rated);
    o.insert(QStringLiteral("source"), QStringLiteral("api"));
    o.insert(QStringLiteral("createdAt"), qint64(g.createdAt));
    const int startTurn = startedAtTurn(g);
    if (startTurn > 0)
        o.insert(QStringLiteral("startedAtTurn"), startTurn);
    if (!standard)
        o.insert(QStringLiteral("initialFen"), g.pairing.initialFen);
    o.insert(QStringLiteral("rules"), QJsonArray{QStringLiteral("noAbort")});
    o.insert(QStringLiteral("fen"), g.current.fen());
    o.insert(QStringLiteral("turns"), startTurn + int(g.moves.size()));
    o.insert(QStringLiteral("status"),
             QJsonObject{{QStringLiteral("id"), int(g.status)},
                         {QStringLiteral("name"), QString(ZoneStatusInfo::name(g.status))}});
    if (g.winner)
        o.insert(QStringLiteral("winner"), chess::colorKey(*g.winner));
    if (!g.drawOffers.empty()) {
        QJsonArray offers;
        for (int ply : g.drawOffers)
            offers.append(startTurn + ply);
        o.insert(QStringLiteral("drawOffers"), offers);
    }
    o.insert(QStringLiteral("player"), chess::colorKey(g.current.sideToMove()));
    if (g.current.inCheck())
        o.insert(QStringLiteral("check"), true);
    if (!g.moves.empty())
        o.insert(QStringLiteral("lastMove"), chess::Notation::uci(g.moves.back().move));
    o.insert(QStringLiteral("players"),
             QJsonObject{
                 {QStringLiteral("white"),
                  lichessPlayer(g.pairing.white, g.pairing.whiteId, g.pairing.whiteRating, g.pairing.whiteTitle)},
                 {QStringLiteral("black"),
                  lichessPlayer(g.pairing.black, g.pairing.blackId, g.pairing.blackRating, g.pairing.blackTitle)},
             });
    return o;
}

QJsonObject LichessRoutes::positionLine(const SimGame &g, int plies, bool kingTakesRook)
{
    QJsonObject o;
    o.insert(QStringLiteral("fen"), fenAfter(g, plies));
    if (plies > 0)
        o.insert(QStringLiteral("lm"), chess::Notation::uci(g.moves[std::size_t(plies - 1)].move, kingTakesRook));
    if (g.initialMs > 0) {
        o.insert(QStringLiteral("wc"), roundedSeconds(clockAfter(g, chess::White, plies)));
        o.insert(QStringLiteral("bc"), roundedSeconds(clockAfter(g, chess::Black, plies)));
    }
    return o;
}

QJsonObject LichessRoutes::gamesStreamLine(const SimGame &g)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), g.id);
    o.insert(QStringLiteral("rated"), g.pairing.rated);
    o.insert(QStringLiteral("variant"),
             g.pairing.initialFen.isEmpty() ? QStringLiteral("standard") : QStringLiteral("fromPosition"));
    o.insert(QStringLiteral("speed"), speedKey(g));
    o.insert(QStringLiteral("perf"), speedKey(g));
    o.insert(QStringLiteral("createdAt"), qint64(g.createdAt));
    o.insert(QStringLiteral("status"), int(g.status));
    o.insert(QStringLiteral("statusName"), QString(ZoneStatusInfo::name(g.status)));
    auto player = [](const QString &id, int rating) {
        QJsonObject p{{QStringLiteral("userId"), id}};
        if (rating > 0)
            p.insert(QStringLiteral("rating"), rating);
        return p;
    };
    o.insert(QStringLiteral("players"),
             QJsonObject{{QStringLiteral("white"), player(g.pairing.whiteId, g.pairing.whiteRating)},
                         {QStringLiteral("black"), player(g.pairing.blackId, g.pairing.blackRating)}});
    if (g.winner)
        o.insert(QStringLiteral("winner"), chess::colorKey(*g.winner));
    if (!g.pairing.initialFen.isEmpty())
        o.insert(QStringLiteral("initialFen"), g.pairing.initialFen);
    if (g.initialMs > 0)
        o.insert(QStringLiteral("clock"),
                 QJsonObject{{QStringLiteral("initial"), qint64(g.initialMs / 1000)},
                             {QStringLiteral("increment"), qint64(g.incrementMs / 1000)}});
    return o;
}

QJsonObject LichessRoutes::exportJson(const SimGame &g, bool clocks, int plies)
{
    const int n = plies < 0 ? int(g.moves.size()) : std::min(plies, int(g.moves.size()));
    QJsonObject o;
    o.insert(QStringLiteral("id"), g.id);
    o.insert(QStringLiteral("rated"), g.pairing.rated);
    o.insert(QStringLiteral("variant"),
             g.pairing.initialFen.isEmpty() ? QStringLiteral("standard") : QStringLiteral("fromPosition"));
    o.insert(QStringLiteral("speed"), speedKey(g));
    o.insert(QStringLiteral("perf"), speedKey(g));
    o.insert(QStringLiteral("createdAt"), qint64(g.createdAt));
    o.insert(QStringLiteral("lastMoveAt"), qint64(n > 0 ? g.moves[std::size_t(n - 1)].t : g.lastMoveAt));
    o.insert(QStringLiteral("status"), QString(ZoneStatusInfo::name(g.status)));
    o.insert(QStringLiteral("source"), QStringLiteral("api"));
    o.insert(QStringLiteral("players"),
             QJsonObject{
                 {QStringLiteral("white"),
                  lichessPlayer(g.pairing.white, g.pairing.whiteId, g.pairing.whiteRating, g.pairing.whiteTitle)},
                 {QStringLiteral("black"),
                  lichessPlayer(g.pairing.black, g.pairing.blackId, g.pairing.blackRating, g.pairing.blackTitle)},
             });
    if (!g.pairing.initialFen.isEmpty())
        o.insert(QStringLiteral("initialFen"), g.pairing.initialFen);
    if (g.winner)
        o.insert(QStringLiteral("winner"), chess::colorKey(*g.winner));
    QStringList sans;
    QJsonArray centis;
    chess::Color mover = g.start.sideToMove();
    for (int i = 0; i < n; ++i) {
        const SimMove &m = g.moves[std::size_t(i)];
        sans.append(m.san);
        centis.append(qint64((mover == chess::White ? m.whiteMs : m.blackMs) / 10));
        mover = ~mover;
    }
    o.insert(QStringLiteral("moves"), sans.join(u' '));
    if (clocks && g.initialMs > 0)
        o.insert(QStringLiteral("clocks"), centis);
    if (g.initialMs > 0)
        o.insert(QStringLiteral("clock"),
                 QJsonObject{{QStringLiteral("initial"), qint64(g.initialMs / 1000)},
                             {QStringLiteral("increment"), qint64(g.incrementMs / 1000)},
                             {QStringLiteral("totalTime"), qint64((g.initialMs + 40 * g.incrementMs) / 1000)}});
    o.insert(QStringLiteral("lastFen"), fenAfter(g, n));
    if (n > 0)
        o.insert(QStringLiteral("lastMove"), chess::Notation::uci(g.moves[std::size_t(n - 1)].move));
    return o;
}

QByteArray LichessRoutes::pgn(const SimGame &g, PgnStyle style, bool clocks, const QString &siteUrl, int plies)
{
    const int n = plies < 0 ? int(g.moves.size()) : std::min(plies, int(g.moves.size()));
    const QDateTime created = QDateTime::fromMSecsSinceEpoch(g.createdAt, QTimeZone::utc());
    const QString date = created.toString(QStringLiteral("yyyy.MM.dd"));
    const QString result = QString(ZoneStatusInfo::pgnResult(g.status, g.winner));
    QString tc = QStringLiteral("-");
    if (g.initialMs > 0)
        tc = QStringLiteral("%1+%2").arg(g.initialMs / 1000).arg(g.incrementMs / 1000);
    const QString site = siteUrl + u'/' + g.id;
    QList<QPair<QString, QString>> tags;
    auto tag = [&tags](const QString &name, const QString &value) { tags.append({name, value}); };
    auto elo = [](int r) { return r > 0 ? QString::number(r) : QStringLiteral("?"); };
    if (style == PgnStyle::Export) {
        tag(QStringLiteral("Event"),
            (g.pairing.rated ? QStringLiteral("Rated ") : QStringLiteral("Casual ")) + speedKey(g)
                + QStringLiteral(" game"));
        tag(QStringLiteral("Site"), site);
        tag(QStringLiteral("GameId"), g.id);
        tag(QStringLiteral("Date"), date);
        tag(QStringLiteral("Round"), QStringLiteral("-"));
        tag(QStringLiteral("White"), g.pairing.white);
        tag(QStringLiteral("Black"), g.pairing.black);
        tag(QStringLiteral("Result"), result);
        tag(QStringLiteral("UTCDate"), date);
        tag(QStringLiteral("UTCTime"), created.toString(QStringLiteral("hh:mm:ss")));
        tag(QStringLiteral("WhiteElo"), elo(g.pairing.whiteRating));
        tag(QStringLiteral("BlackElo"), elo(g.pairing.blackRating));
        tag(QStringLiteral("Variant"),
            g.pairing.initialFen.isEmpty() ? QStringLiteral("Standard") : QStringLiteral("From Position"));
        tag(QStringLiteral("TimeControl"), tc);
        tag(QStringLiteral("Termination"), termination(g.status));
    } else {
        tag(QStringLiteral("Event"), QStringLiteral("Simulated round ") + g.pairing.round);
        tag(QStringLiteral("Site"), site);
        tag(QStringLiteral("Date"), date);
        tag(QStringLiteral("Round"), g.pairing.round);
        tag(QStringLiteral("Board"), QString::number(g.pairing.board));
        tag(QStringLiteral("White"), g.pairing.white);
        tag(QStringLiteral("Black"), g.pairing.black);
        tag(QStringLiteral("Result"), result);
        tag(QStringLiteral("WhiteElo"), elo(g.pairing.whiteRating));
        tag(QStringLiteral("BlackElo"), elo(g.pairing.blackRating));
        tag(QStringLiteral("TimeControl"), tc);
        tag(QStringLiteral("GameURL"), site);
    }
    if (!g.pairing.initialFen.isEmpty()) {
        tag(QStringLiteral("FEN"), g.pairing.initialFen);
        tag(QStringLiteral("SetUp"), QStringLiteral("1"));
    }

    QString out;
    for (const auto &t : tags)
        out += u'[' + t.first + QStringLiteral(" \"") + pgnEscape(t.second) + QStringLiteral("\"]\n");
    out += u'\n';
    QStringList words;
    chess::Color mover = g.start.sideToMove();
    int moveNumber = g.start.fullmoveNumber();
    bool needNumber = true;
    for (int i = 0; i < n; ++i) {
        const SimMove &m = g.moves[std::size_t(i)];
        if (mover == chess::White)
            words.append(QString::number(moveNumber) + u'.');
        else if (needNumber)
            words.append(QString::number(moveNumber) + QStringLiteral("..."));
        words.append(m.san);
        needNumber = false;
        if (clocks && g.initialMs > 0) {
            words.append(QStringLiteral("{ [%clk ") + clkText(mover == chess::White ? m.whiteMs : m.blackMs)
                         + QStringLiteral("] }"));
            needNumber = true;
        }
        if (mover == chess::Black)
            ++moveNumber;
        mover = ~mover;
    }
    words.append(result);
    out += words.join(u' ');
    out += QStringLiteral("\n\n\n");
    return out.toUtf8();
}

QJsonObject LichessRoutes::bulk(const SimRound &round)
{
    QJsonArray games;
    for (const SimGame &g : round.games())
        games.append(QJsonObject{{QStringLiteral("id"), g.id},
                                 {QStringLiteral("white"), g.scheduled.whiteId},
                                 {QStringLiteral("black"), g.scheduled.blackId}});
    QJsonObject o;
    o.insert(QStringLiteral("id"), round.id());
    o.insert(QStringLiteral("games"), games);
    o.insert(QStringLiteral("variant"), QStringLiteral("standard"));
    const SimGame *first = round.games().empty() ? nullptr : &round.games().front();
    if (first && first->initialMs > 0)
        o.insert(QStringLiteral("clock"),
                 QJsonObject{{QStringLiteral("limit"), qint64(first->initialMs / 1000)},
                             {QStringLiteral("increment"), qint64(first->incrementMs / 1000)}});
    o.insert(QStringLiteral("rated"), first ? first->pairing.rated : false);
    const qint64 created = first ? qint64(first->createdAt) : qint64(round.nowMs());
    o.insert(QStringLiteral("pairAt"), created);
    o.insert(QStringLiteral("startClocksAt"), created);
    o.insert(QStringLiteral("scheduledAt"), created);
    o.insert(QStringLiteral("pairedAt"), created);
    o.insert(QStringLiteral("rules"), QJsonArray{QStringLiteral("noAbort")});
    return o;
}

QByteArray LichessRoutes::roundPgn() const
{
    QByteArray out;
    for (const SimGame &g : m_round->games())
        out += pgn(g, PgnStyle::Broadcast, true, m_options.siteUrl);
    return out;
}

void LichessRoutes::bulkList(net::HttpServer::Exchange &ex)
{
    if (!ex.requireBearer(m_token))
        return;
    ex.respondJson(200,
                   QJsonDocument(QJsonObject{{QStringLiteral("bulks"), QJsonArray{bulk(*m_round)}}})
                       .toJson(QJsonDocument::Compact));
}

void LichessRoutes::bulkOne(net::HttpServer::Exchange &ex)
{
    if (!ex.requireBearer(m_token))
        return;
    if (ex.param(QStringLiteral("id")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    ex.respondJson(200, QJsonDocument(bulk(*m_round)).toJson(QJsonDocument::Compact));
}

void LichessRoutes::bulkGames(net::HttpServer::Exchange &ex)
{
    if (!ex.requireBearer(m_token))
        return;
    if (ex.param(QStringLiteral("id")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    const bool clocks = flag(ex.request(), QStringLiteral("clocks"), false);
    const bool ndjson = ex.request().header("accept").contains("application/x-ndjson");
    net::HttpResponseStream *stream = ex.beginStream(200, ndjson ? NdjsonType : PgnType);
    // No anti-cheat delay on bulk exports: every ply as it is now. Lichess sends 50 games/s, which
    // keeps a download open for a while (and its cap of 2 meaningful); the pace is a knob.
    SimRound *round = m_round;
    const QString siteUrl = m_options.siteUrl;
    auto encode = [round, ndjson, clocks, siteUrl](std::size_t i) {
        const SimGame &g = round->games()[i];
        return ndjson ? line(exportJson(g, clocks)) : pgn(g, PgnStyle::Export, clocks, siteUrl);
    };
    const int rate = m_options.exportGamesPerSecond;
    if (rate <= 0) {
        for (std::size_t i = 0; i < m_round->games().size(); ++i)
            stream->write(encode(i));
        stream->end();
        return;
    }
    const std::size_t batch = std::size_t(std::max(1, rate / 10));
    auto next = std::make_shared<std::size_t>(0);
    auto *timer = new QTimer(stream);
    QPointer<net::HttpResponseStream> guard(stream);
    connect(timer, &QTimer::timeout, stream, [round, encode, next, batch, guard] {
        QByteArray bytes;
        for (std::size_t n = 0; n < batch && *next < round->games().size(); ++n)
            bytes += encode((*next)++);
        guard->write(bytes);
        if (*next >= round->games().size())
            guard->end();
    });
    timer->start(std::max(1, int(batch * 1000 / std::size_t(rate))));
}

void LichessRoutes::exportGame(net::HttpServer::Exchange &ex, bool pgnOnly)
{
    const SimGame *g = m_round->game(ex.param(QStringLiteral("id")));
    if (!g)
        return ex.respondError(404, QStringLiteral("Not found"));
    // Lichess cuts ongoing games to max(nPlies - 3, 5) plies.
    const int n = int(g->moves.size());
    const int plies = g->status == ZoneStatus::Started ? std::min(n, std::max(n - 3, 5)) : n;
    const bool clocks = flag(ex.request(), QStringLiteral("clocks"), true);
    if (!pgnOnly && wantsJson(ex.request()))
        return ex.respondJson(200, QJsonDocument(exportJson(*g, clocks, plies)).toJson(QJsonDocument::Compact));
    ex.respond(200, PgnType, pgn(*g, PgnStyle::Export, clocks, m_options.siteUrl, plies));
}

void LichessRoutes::moveStream(net::HttpServer::Exchange &ex)
{
    const QString id = ex.param(QStringLiteral("id"));
    if (!m_round->game(id))
        return ex.respondError(404, QStringLiteral("Not found"));
    qCDebug(lcSim) << "move stream opened for" << id;
    net::HttpResponseStream *stream = ex.beginStream(200, NdjsonType);
    auto sent = std::make_shared<int>(-1); // last position index sent
    const int delay = std::max(0, m_options.moveDelayPlies);
    SimRound *round = m_round;
    QPointer<net::HttpResponseStream> guard(stream);
    // Sends positions up to what may be shown; at the end, everything, the final object, close.
    const std::int64_t delayMs = std::max(0, m_options.moveDelayMs);
    // Reveals held-back moves when their time delay has passed (virtual time).
    auto *reveal = new QTimer(stream);
    reveal->setSingleShot(true);
    auto pump = [round, id, sent, delay, delayMs, guard, reveal](bool kingTakesRook) {
        const SimGame *g = round->game(id);
        if (!g || !guard)
            return;
        const int n = int(g->moves.size());
        const bool terminal = ZoneStatusInfo::isTerminal(g->status);
        int visible = terminal ? n : std::max(0, n - delay);
        if (!terminal && delayMs > 0) {
            const std::int64_t now = round->nowMs();
            while (visible > 0 && g->moves[std::size_t(visible - 1)].t > now - delayMs)
                --visible;
            if (visible < n && !reveal->isActive())
                reveal->start(int(round->clock()->realDelayMs(g->moves[std::size_t(visible)].t + delayMs)));
        }
        while (*sent < visible) {
            ++*sent;
            guard->write(line(positionLine(*g, *sent, kingTakesRook || *sent == 0)));
        }
        if (terminal) {
            guard->write(line(gameObject(*g)));
            guard->end();
        }
    };
    connect(reveal, &QTimer::timeout, stream, [pump] { pump(false); });
    stream->write(line(gameObject(*m_round->game(id))));
    pump(true); // the replay sends castling as king takes rook, as lila does
    if (!stream->isOpen())
        return;
    connect(m_round, &SimRound::eventAdded, stream, [pump, id, guard, sent](const SimEvent &e) {
        if (e.gameId != id || !guard)
            return;
        if (e.type == SimEvent::Type::Restart) {
            // Lichess has no restart: end the stream; a client reconnects and gets the new replay.
            guard->end();
            return;
        }
        if (e.type == SimEvent::Type::Move || e.type == SimEvent::Type::End)
            pump(false);
    });
    installKeepAlive(stream, m_options.keepAliveMs, QByteArrayLiteral("\n"));
}

bool LichessRoutes::readIds(net::HttpServer::Exchange &ex, QStringList &ids)
{
    const QByteArray auth = ex.request().header("authorization");
    const bool authorised = !m_token.isEmpty() && auth.size() > 7 && auth.left(7).toLower() == "bearer "
        && auth.mid(7).trimmed() == m_token;
    const int limit = authorised ? 1000 : 500;
    const QStringList parts = QString::fromUtf8(ex.request().body).split(u',');
    for (const QString &p : parts) {
        const QString id = p.trimmed();
        if (!id.isEmpty())
            ids.append(id);
    }
    if (ids.size() > limit) {
        ex.respondError(400, QStringLiteral("Too many ids: %1, expected up to %2").arg(ids.size()).arg(limit));
        return false;
    }
    return true;
}

void LichessRoutes::gamesStream(net::HttpServer::Exchange &ex)
{
    QStringList ids;
    if (!readIds(ex, ids))
        return;
    const QString streamId = ex.param(QStringLiteral("streamId"));
    qCDebug(lcSim) << "games stream" << streamId << "opened with" << ids.size() << "ids";
    net::HttpResponseStream *stream = ex.beginStream(200, NdjsonType);
    auto state = std::make_shared<GamesStream>();
    state->stream = stream;
    m_gamesStreams.insert(streamId, state);
    for (const QString &id : std::as_const(ids)) {
        if (state->watched.size() >= 1000)
            break; // extras are dropped silently
        const SimGame *g = m_round->game(id);
        if (!g) {
            state->watched.insert(id); // may start later
            continue;
        }
        stream->write(line(gamesStreamLine(*g)));
        if (!ZoneStatusInfo::isTerminal(g->status))
            state->watched.insert(id);
    }
    SimRound *round = m_round;
    connect(m_round, &SimRound::eventAdded, stream, [round, state](const SimEvent &e) {
        if (!state->stream || !state->watched.contains(e.gameId))
            return;
        if (e.type != SimEvent::Type::Start && e.type != SimEvent::Type::End)
            return;
        const SimGame *g = round->game(e.gameId);
        state->stream->write(line(gamesStreamLine(*g)));
        if (e.type == SimEvent::Type::End)
            state->watched.remove(e.gameId);
    });
    connect(stream, &net::HttpResponseStream::closed, this, [this, streamId, state] {
        if (m_gamesStreams.value(streamId) == state)
            m_gamesStreams.remove(streamId);
    });
    installKeepAlive(stream, m_options.keepAliveMs, QByteArrayLiteral("\n"));
}

void LichessRoutes::gamesStreamAdd(net::HttpServer::Exchange &ex)
{
    QStringList ids;
    if (!readIds(ex, ids))
        return;
    const auto state = m_gamesStreams.value(ex.param(QStringLiteral("streamId")));
    if (state && state->stream) {
        for (const QString &id : std::as_const(ids)) {
            if (state->watched.contains(id) || state->watched.size() >= 1000)
                continue;
            const SimGame *g = m_round->game(id);
            if (g)
                state->stream->write(line(gamesStreamLine(*g)));
            if (!g || !ZoneStatusInfo::isTerminal(g->status))
                state->watched.insert(id);
        }
    }
    ex.respondJson(200, QByteArrayLiteral("{\"ok\":true}"));
}

void LichessRoutes::broadcastStream(net::HttpServer::Exchange &ex)
{
    if (ex.param(QStringLiteral("id")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    net::HttpResponseStream *stream = ex.beginStream(200, PgnType);
    for (const SimGame &g : m_round->games())
        stream->write(pgn(g, PgnStyle::Broadcast, true, m_options.siteUrl));
    // Changes are collected and each changed game is sent once per event-loop turn (a "sync").
    auto dirty = std::make_shared<QStringList>();
    auto *flush = new QTimer(stream);
    flush->setSingleShot(true);
    flush->setInterval(0);
    SimRound *round = m_round;
    const QString siteUrl = m_options.siteUrl;
    QPointer<net::HttpResponseStream> guard(stream);
    connect(flush, &QTimer::timeout, stream, [round, dirty, guard, siteUrl] {
        for (const QString &id : std::as_const(*dirty))
            if (const SimGame *g = round->game(id); g && guard)
                guard->write(pgn(*g, PgnStyle::Broadcast, true, siteUrl));
        dirty->clear();
    });
    connect(m_round, &SimRound::eventAdded, stream, [dirty, flush](const SimEvent &e) {
        if (e.gameId.isEmpty() || dirty->contains(e.gameId))
            return;
        dirty->append(e.gameId);
        flush->start();
    });
    installKeepAlive(stream, m_options.broadcastKeepAliveMs, QByteArrayLiteral(" "));
}

void LichessRoutes::liveFile(net::HttpServer::Exchange &ex)
{
    if (ex.param(QStringLiteral("id")) != m_round->id())
        return ex.respondError(404, QStringLiteral("Not found"));
    const QByteArray etag = '"' + m_round->id().toUtf8() + '-' + QByteArray::number(m_round->revision()) + '"';
    const std::int64_t changed = m_round->lastChangeUtcMs() > 0 ? m_round->lastChangeUtcMs() : m_round->nowMs();
    const QByteArray lastModified = httpDate(changed).toLatin1();
    const net::HttpServer::Headers headers{{QByteArrayLiteral("ETag"), etag},
                                           {QByteArrayLiteral("Last-Modified"), lastModified},
                                           {QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-cache")}};
    const net::HttpRequest &r = ex.request();
    if (r.hasHeader("if-none-match")) {
        for (QByteArray candidate : r.header("if-none-match").split(',')) {
            candidate = candidate.trimmed();
            if (candidate.startsWith("W/"))
                candidate = candidate.mid(2);
            if (candidate == etag || candidate == "*")
                return ex.respond(304, {}, {}, headers);
        }
    } else if (r.hasHeader("if-modified-since")) {
        const auto since = parseHttpDate(r.header("if-modified-since"));
        if (since && changed / 1000 <= *since / 1000)
            return ex.respond(304, {}, {}, headers);
    }
    ex.respond(200, PgnType, roundPgn(), headers);
}

} // namespace arbiter::zone::sim
