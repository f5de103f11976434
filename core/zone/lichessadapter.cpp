#include "core/zone/lichessadapter.h"
#include "core/zone/reconnectpolicy.h"

#include "core/zone/zonesource.h"

#include "core/chess/notation.h"
#include "core/chess/zonedialect.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QUrlQuery>

namespace arbiter::zone {

namespace {
Q_LOGGING_CATEGORY(lcLichess, "arbiter.core.zone")

constexpr int AnonymousIdsPerRequest = 500;
constexpr int TokenIdsPerRequest = 1000;
constexpr int PendingEndMs = 5000;
constexpr int PendingEndMaxWaits = 30; // 2.5 minutes: longer than a 429's back-off
constexpr int RecordAskEvery = 6; // a held end asks for the game's record every 30 s
// A bulk or a game's record is a document: bounded in size and time (a game of 1000 moves with
// clocks is under 20 KB; a bulk of 1000 games under 100 KB).
constexpr qint64 MaxDocumentBytes = 16 * 1024 * 1024;
constexpr int DocumentDeadlineMs = 60'000;
constexpr int MaxFillAttempts = 8;
// A move stream that closes within this long after opening, without the game's result, counts as
// closing early; three times in a row makes it unreliable for that game.
constexpr std::int64_t QuickCloseMs = 60'000;
constexpr int UnreliableCloses = 3;
constexpr qsizetype RecentLines = 64; // position lines remembered per move stream to recognise replays

// Two SAN texts of one move: the check and annotation marks may differ between writers.
bool sameSan(QStringView a, QStringView b)
{
    auto bare = [](QStringView v) {
        v = v.trimmed();
        while (!v.isEmpty() && (v.back() == u'+' || v.back() == u'#' || v.back() == u'!' || v.back() == u'?'))
            v.chop(1);
        return v;
    };
    return bare(a) == bare(b);
}
} // namespace

LichessAdapter::LichessAdapter(QNetworkAccessManager *network, Options options, QObject *parent)
    : ZoneAdapter(parent), m_options(std::move(options)), m_main(network),
      m_mainBackoff(m_options.backoff, m_options.seed), m_adds(network),
      m_exportNetwork(new QNetworkAccessManager(this)), m_export(m_exportNetwork),
      m_fillNetwork(new QNetworkAccessManager(this)), m_fill(m_fillNetwork)
{
    connect(&m_fill, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) { m_fillBody += chunk; });
    connect(&m_fill, &net::HttpStream::finished, this, &LichessAdapter::onFillFinished);
    m_mainTimer.setSingleShot(true);
    m_exportTimer.setSingleShot(true);
    m_rateLimitTimer.setSingleShot(true);
    connect(&m_exportTimer, &QTimer::timeout, this, &LichessAdapter::pollExport);
    connect(&m_rateLimitTimer, &QTimer::timeout, this, &LichessAdapter::resumeAfterRateLimit);
    connect(&m_adds, &net::HttpStream::finished, this,
            [this](net::HttpStream::Outcome outcome, int, const QString &message) {
                if (outcome == net::HttpStream::Outcome::RateLimited)
                    rateLimited(rateLimitDelay(m_adds), message);
                else
                    sendAdds();
            });
    connect(&m_export, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) {
        if (auto error = m_exportReader.feed(chunk))
            Q_EMIT problem(error->message);
        for (const QByteArray &line : m_exportReader.takeLines()) {
            auto game = LichessParser::parseExportGame(line);
            if (!game) {
                //: %1: why the game cannot be read (a message)
                Q_EMIT problem(tr("The bulk export sent a game that cannot be read (%1); it is taken from the next "
                                  "export.")
                                   .arg(game.error().message));
                continue;
            }
            emitFiltered(LichessParser::events(game.value(), m_round, m_info.value(game->id).board));
        }
    });
    connect(&m_export, &net::HttpStream::finished, this,
            [this](net::HttpStream::Outcome outcome, int, const QString &message) {
                if (!m_running || outcome == net::HttpStream::Outcome::Aborted)
                    return;
                if (outcome == net::HttpStream::Outcome::RateLimited) {
                    rateLimited(rateLimitDelay(m_export), message);
                    return;
                }
                int next = m_options.exportPollMs;
                if (outcome != net::HttpStream::Outcome::Finished) {
                    Q_EMIT problem(message);
                    // A server that is down or asks for time (503 with Retry-After) is not polled faster.
                    next = int(std::max<std::int64_t>(next,
                                                      m_mainBackoff.next(net::Backoff::Reason::Failure, nowMs(),
                                                                         m_export.retryAfterMs().value_or(0))));
                }
                if (!roundFinished())
                    m_exportTimer.start(next);
            });
}

LichessAdapter::~LichessAdapter()
{
    qDeleteAll(m_moveStreams);
}

QString LichessAdapter::description() const
{
    const QString host = m_options.baseUrl.toString(QUrl::RemoveUserInfo | QUrl::StripTrailingSlash);
    if (!m_options.broadcastRoundId.isEmpty())
        //: %1: the Lichess broadcast round id; %2: the Lichess server, e.g. https://lichess.org
        return tr("Lichess broadcast round %1 at %2").arg(m_options.broadcastRoundId, host);
    if (!m_options.bulkId.isEmpty())
        //: %1: the Lichess bulk pairing id; %2: the Lichess server, e.g. https://lichess.org
        return tr("Lichess bulk pairing %1 at %2").arg(m_options.bulkId, host);
    //: %n: how many games are followed; %1: the Lichess server, e.g. https://lichess.org
    return tr("%n Lichess game(s) at %1", nullptr, int(m_options.gameIds.size())).arg(host);
}

QUrl LichessAdapter::endpoint(const QString &path, const QString &query) const
{
    QUrl url = m_options.baseUrl;
    QString base = url.path();
    if (base.endsWith(u'/'))
        base.chop(1);
    url.setPath(base + path);
    if (!query.isEmpty())
        url.setQuery(query);
    return url;
}

net::HttpStream::Request LichessAdapter::request(const QUrl &url) const
{
    net::HttpStream::Request r;
    r.url = url;
    r.bearerToken = m_options.token;
    r.idleTimeoutMs = m_options.idleTimeoutMs;
    return r;
}

void LichessAdapter::start()
{
    ZoneSource source;
    source.kind = ZoneSource::Kind::Lichess;
    source.baseUrl = m_options.baseUrl;
    source.bulkId = m_options.bulkId;
    source.gameIds = m_options.gameIds;
    source.broadcastRoundId = m_options.broadcastRoundId;
    source.token = m_options.token;
    if (const auto error = source.check()) {
        setHealth({ConnectionHealth::State::Failed, 0, error->message});
        return;
    }
    m_running = true;
    m_completedSignalled = false;
    setConnectionHealth({ConnectionHealth::State::Connecting, 0, QString()});
    if (!m_options.broadcastRoundId.isEmpty()) {
        m_round = m_options.broadcastRoundId;
        m_tracker = PgnGameTracker(m_round);
        openBroadcast();
    } else if (!m_options.bulkId.isEmpty()) {
        m_round = m_options.bulkId;
        fetchBulk();
    } else {
        m_round = QStringLiteral("games");
        m_games = m_options.gameIds;
        for (int i = 0; i < m_games.size(); ++i)
            m_info[m_games[i]].board = i + 1;
        setFocusedGames(m_options.focusedGames.isEmpty() ? m_games : m_options.focusedGames);
        openGamesStream();
    }
}

void LichessAdapter::stop()
{
    m_running = false;
    m_mainTimer.stop();
    m_exportTimer.stop();
    m_rateLimitTimer.stop();
    for (net::HttpStream *s : {&m_main, &m_adds, &m_export, &m_fill})
        if (s->isRunning())
            s->abort();
    qDeleteAll(m_moveStreams);
    m_moveStreams.clear();
    m_fillQueue.clear();
    m_filling.clear();
    m_catchingUp.clear();
    setConnectionHealth({ConnectionHealth::State::Idle, 0, QString()});
}

bool LichessAdapter::roundFinished() const
{
    if (!m_options.broadcastRoundId.isEmpty())
        return m_tracker.allFinished();
    if (m_games.isEmpty())
        return false;
    for (const QString &id : m_games)
        if (!m_info.value(id).ended)
            return false;
    return true;
}

int LichessAdapter::openMoveStreams() const
{
    int n = 0;
    for (const MoveStream *s : m_moveStreams)
        n += s->http->isRunning();
    return n;
}

void LichessAdapter::emitFiltered(QList<ZoneEvent> events)
{
    const std::int64_t mono = nowMs();
    const std::int64_t utc = QDateTime::currentMSecsSinceEpoch();
    QList<ZoneEvent> out;
    out.reserve(events.size());
    for (ZoneEvent &e : events) {
        GameInfo &g = m_info[e.gameId];
        switch (e.type) {
        case ZoneEvent::Type::GameListed: {
            // Each source knows part of the pairing (the bulk its board, the games stream the time
            // control and ratings, the move stream the start position): merge, and pass it on only
            // when something was added.
            Pairing incoming = e.pairing;
            if (incoming.board == 0)
                incoming.board = g.pairing.board ? g.pairing.board : g.board;
            if (incoming.round.isEmpty() && g.pairing.round.isEmpty())
                incoming.round = m_round;
            const Pairing merged = g.pairing.mergedWith(incoming);
            if (g.listed && merged == g.pairing)
                continue;
            g.listed = true;
            g.pairing = merged;
            e.pairing = merged;
            break;
        }
        case ZoneEvent::Type::GameStarted:
            if (g.started)
                continue;
            g.started = true;
            break;
        case ZoneEvent::Type::MovePlayed:
            if (e.ply <= g.reportedPlies)
                continue; // replayed after a reconnect, or already seen in the export
            if (e.ply > g.reportedPlies + 1) {
                // Plies before it never came: never pass on a gap, fetch the game's record instead.
                requestFill(e.gameId);
                continue;
            }
            if (MoveStream *s = m_moveStreams.value(e.gameId); s && s->unconfirmed && s->unconfirmed->ply <= e.ply) {
                // The stream showed a position that does not follow from this ply's move, and now the
                // ply comes (from the game's record, the bulk export or the stream sent again): the
                // same move means the zone's board disagreed with its moves, passed on with the
                // position it showed so that the registry reports it; another move means lines were
                // lost before it.
                const MoveStream::Unconfirmed u = *std::exchange(s->unconfirmed, std::nullopt);
                if (u.ply == e.ply && (e.san.isEmpty() ? e.uci == u.line.lastMove : sameSan(e.san, u.san)))
                    e.fen = u.line.fen;
                else
                    Q_EMIT problem(lostLinesText(e.gameId, u.ply, u.line.lastMove));
            }
            g.reportedPlies = e.ply;
            break;
        case ZoneEvent::Type::GameEnded:
            if (g.ended)
                continue;
            if (e.ply > g.reportedPlies) {
                // The result is judged against the board: an end that counts more plies than were
                // passed on waits for them, and the game's record (which has them all) is fetched.
                m_pendingEnds.insert(e.gameId, e);
                requestFill(e.gameId);
                continue;
            }
            if (!m_emittingRecord && m_catchingUp.contains(e.gameId)) {
                // The result is judged against the board: it waits until the moves have caught up.
                m_pendingEnds.insert(e.gameId, e);
                continue;
            }
            m_pendingEnds.remove(e.gameId);
            g.ended = true;
            e.movesFollowed = g.reportedPlies > 0 || m_moveStreams.contains(e.gameId)
                || !m_options.broadcastRoundId.isEmpty() || (!m_options.bulkId.isEmpty() && !m_options.token.isEmpty());
            break;
        default: break;
        }
        if (e.receivedMonotonicMs == 0)
            e.receivedMonotonicMs = mono;
        if (e.receivedUtcMs == 0)
            e.receivedUtcMs = utc;
        out.append(std::move(e));
    }
    if (!out.isEmpty())
        Q_EMIT eventsReady(out);
    checkCompleted();
}

void LichessAdapter::checkCompleted()
{
    if (m_completedSignalled || !roundFinished())
        return;
    m_completedSignalled = true;
    m_exportTimer.stop();
    Q_EMIT roundCompleted();
}

void LichessAdapter::fail(const QString &reason)
{
    qCWarning(lcLichess) << "Lichess adapter gave up";
    stop();
    setConnectionHealth({ConnectionHealth::State::Failed, 0, reason});
}

void LichessAdapter::rateLimited(std::int64_t delayMs, const QString &message)
{
    // Stop everything; afterwards one request at a time, the main one first.
    m_rateLimited = true;
    m_mainTimer.stop();
    m_exportTimer.stop();
    if (m_fill.isRunning()) {
        m_fillQueue.prepend(m_filling); // asked for again once the wait is over
        m_fill.abort();
    }
    for (net::HttpStream *s : {&m_main, &m_adds, &m_export})
        if (s->isRunning())
            s->abort();
    for (MoveStream *s : std::as_const(m_moveStreams))
        if (s->http->isRunning())
            s->http->abort();
    setConnectionHealth({ConnectionHealth::State::Reconnecting, delayMs, message});
    m_rateLimitTimer.start(int(std::min<std::int64_t>(delayMs, 3'600'000)));
}

void LichessAdapter::mainStreamEnded(net::HttpStream::Outcome outcome, int status, const QString &message,
                                     void (LichessAdapter::*reopen)(), const QString &closedText)
{
    switch (ReconnectPolicy::after(outcome, status)) {
    case ReconnectPolicy::Step::Ignore: return;
    case ReconnectPolicy::Step::WaitOutRateLimit: rateLimited(rateLimitDelay(m_main), message); return;
    case ReconnectPolicy::Step::GiveUp: fail(message); return;
    case ReconnectPolicy::Step::Retry: break;
    }
    const std::int64_t delay
        = m_mainBackoff.next(ReconnectPolicy::reason(outcome), nowMs(), m_main.retryAfterMs().value_or(0));
    setConnectionHealth({ConnectionHealth::State::Reconnecting, delay, message.isEmpty() ? closedText : message});
    m_mainTimer.disconnect(this);
    connect(&m_mainTimer, &QTimer::timeout, this, reopen);
    m_mainTimer.start(int(delay));
}

void LichessAdapter::resumeAfterRateLimit()
{
    if (!m_running)
        return;
    startNextFill();
    if (!m_options.broadcastRoundId.isEmpty())
        openBroadcast();
    else if (!m_options.bulkId.isEmpty() && m_games.isEmpty())
        fetchBulk();
    else
        openGamesStream();
}

void LichessAdapter::fetchBulk()
{
    m_main.disconnect(this);
    auto *body = new QByteArray;
    connect(&m_main, &net::HttpStream::dataReceived, this, [body](const QByteArray &chunk) { *body += chunk; });
    connect(&m_main, &net::HttpStream::finished, this,
            [this, body](net::HttpStream::Outcome outcome, int status, const QString &m) {
                const QByteArray bytes = *body;
                delete body;
                m_main.disconnect(this);
                if (!m_running || outcome == net::HttpStream::Outcome::Aborted)
                    return;
                if (outcome != net::HttpStream::Outcome::Finished) { // the listing is whole only when it finished
                    mainStreamEnded(outcome, status, m, &LichessAdapter::fetchBulk);
                    return;
                }
                auto bulk = LichessParser::parseBulk(bytes);
                if (!bulk) {
                    fail(bulk.error().message);
                    return;
                }
                m_games.clear();
                for (int i = 0; i < bulk->games.size(); ++i) {
                    if (!ZoneSource::isGameId(bulk->games[i].id)) {
                        //: %1: what the bulk pairing lists, as sent (at most 40 characters)
                        Q_EMIT problem(tr("The bulk pairing lists \"%1\" as a game, which is not a game id; it is "
                                          "not followed.")
                                           .arg(bulk->games[i].id.left(40)));
                        continue;
                    }
                    m_games.append(bulk->games[i].id);
                    m_info[bulk->games[i].id].board = i + 1;
                }
                LichessBulk followed = bulk.value();
                followed.games.removeIf([](const LichessBulk::Game &g) { return !ZoneSource::isGameId(g.id); });
                emitFiltered(LichessParser::events(followed));
                setFocusedGames(m_options.focusedGames.isEmpty() ? m_games : m_options.focusedGames);
                openGamesStream();
                if (!m_options.token.isEmpty())
                    pollExport();
            });
    net::HttpStream::Request r = request(endpoint(QStringLiteral("/api/bulk-pairing/") + m_options.bulkId));
    r.maxBodyBytes = MaxDocumentBytes;
    r.deadlineMs = DocumentDeadlineMs;
    m_main.start(r);
}

void LichessAdapter::openGamesStream()
{
    if (!m_running)
        return;
    if (m_games.isEmpty()) {
        fail(tr("The round has no games to follow."));
        return;
    }
    m_main.disconnect(this);
    m_mainReader.reset();
    const int batch = m_options.token.isEmpty() ? AnonymousIdsPerRequest : TokenIdsPerRequest;
    if (m_streamId.isEmpty())
        m_streamId = QStringLiteral("arbiter-%1").arg(qHash(m_round) % 100000000, 8, 10, QLatin1Char('0'));
    net::HttpStream::Request r = request(endpoint(QStringLiteral("/api/stream/games/") + m_streamId));
    r.method = QByteArrayLiteral("POST");
    r.contentType = QByteArrayLiteral("text/plain");
    r.body = m_games.mid(0, batch).join(u',').toUtf8();
    m_pendingAdds = m_games.mid(batch);
    connect(&m_main, &net::HttpStream::responseStarted, this, [this](int status) {
        if (status != 200)
            return;
        m_mainBackoff.connected(nowMs());
        setConnectionHealth({ConnectionHealth::State::Connected, 0, QString()});
        m_rateLimited = false;
        sendAdds();
        startNextFill();
        // Move streams one at a time (each opens the next once it is answered).
        openNextMoveStream();
        if (!m_options.bulkId.isEmpty() && !m_options.token.isEmpty() && !m_export.isRunning()
            && !m_exportTimer.isActive())
            pollExport();
    });
    connect(&m_main, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) {
        if (auto error = m_mainReader.feed(chunk))
            Q_EMIT problem(error->message);
        for (const QByteArray &line : m_mainReader.takeLines())
            onGamesStreamLine(line);
    });
    connect(&m_main, &net::HttpStream::finished, this,
            [this](net::HttpStream::Outcome outcome, int status, const QString &m) {
                if (!m_running || outcome == net::HttpStream::Outcome::Aborted || roundFinished())
                    return;
                mainStreamEnded(outcome, status, m, &LichessAdapter::openGamesStream,
                                tr("The games stream closed; reconnecting."));
            });
    m_main.start(r);
}

void LichessAdapter::sendAdds()
{
    if (!m_running || m_pendingAdds.isEmpty() || m_adds.isRunning())
        return;
    const int batch = m_options.token.isEmpty() ? AnonymousIdsPerRequest : TokenIdsPerRequest;
    net::HttpStream::Request r = request(endpoint(QStringLiteral("/api/stream/games/%1/add").arg(m_streamId)));
    r.method = QByteArrayLiteral("POST");
    r.contentType = QByteArrayLiteral("text/plain");
    r.body = m_pendingAdds.mid(0, batch).join(u',').toUtf8();
    m_pendingAdds = m_pendingAdds.mid(batch);
    m_adds.start(r);
}

void LichessAdapter::onGamesStreamLine(const QByteArray &line)
{
    auto game = LichessParser::parseStreamGame(line);
    if (!game) {
        Q_EMIT problem(
            //: %1: why the line cannot be read (a message)
            tr("The games stream sent a line that cannot be read (%1); it was skipped.").arg(game.error().message));
        return;
    }
    if (!m_info.contains(game->id)) {
        Q_EMIT problem(
            //: %1: the game id, as sent (at most 40 characters)
            tr("The games stream sent game \"%1\", which is not in the round; it was skipped.").arg(game->id.left(40)));
        return;
    }
    QList<ZoneEvent> events = LichessParser::events(game.value(), m_round, m_info.value(game->id).board);
    // The games stream may announce the end before the move stream or the export has delivered the
    // last moves, and it does not say how many there were; the registry judges a result against the
    // board, so the end waits for the game's own move source (which reports the end itself, with its
    // moves), a few seconds, then for the game's record (releasePendingEnd).
    const QString id = game->id;
    const bool hasMoveSource = m_focused.contains(id) || (!m_options.bulkId.isEmpty() && !m_options.token.isEmpty());
    if (hasMoveSource) {
        for (qsizetype i = 0; i < events.size();) {
            if (events[i].type == ZoneEvent::Type::GameEnded) {
                // Held once: a reconnect's replay of the same end keeps the wait that runs.
                const bool held = m_pendingEnds.contains(id);
                ZoneEvent end = events.takeAt(i);
                if (!held) {
                    m_pendingEnds.insert(id, end);
                    m_pendingEndWaits.remove(id);
                    QTimer::singleShot(PendingEndMs, this, [this, id] { releasePendingEnd(id); });
                }
            } else {
                ++i;
            }
        }
    }
    emitFiltered(events);
}

void LichessAdapter::releasePendingEnd(const QString &id)
{
    if (!m_running || !m_pendingEnds.contains(id))
        return;
    // The game's record is on its way: it passes the end on with every move before it (or, when it
    // cannot be fetched, comes back here).
    if (m_catchingUp.contains(id))
        return;
    const ZoneEvent &end = m_pendingEnds[id];
    const bool movesKnown = end.ply > 0 && m_info.value(id).reportedPlies >= end.ply;
    // An end the games stream announced says nothing of the moves; the game's own move source has
    // not reported it in time (a slow or failing export, a stream reconnecting, a 429): the game is
    // over, so its record has every move and the result, and passes the end on with them. The
    // record is asked for again now and then; only when it cannot be had for long does the end pass
    // alone (the registry then judges the board it has, or waits for the plies the end counts).
    const int waits = m_pendingEndWaits.value(id);
    if (!movesKnown && waits < PendingEndMaxWaits) {
        m_pendingEndWaits[id] = waits + 1;
        if (waits % RecordAskEvery == 0)
            requestFill(id);
        if (!m_catchingUp.contains(id))
            QTimer::singleShot(PendingEndMs, this, [this, id] { releasePendingEnd(id); });
        return;
    }
    m_pendingEndWaits.remove(id);
    emitFiltered({m_pendingEnds.take(id)});
}

void LichessAdapter::setFocusedGames(const QStringList &ids)
{
    m_focused = ids.mid(0, MaxMoveStreams);
    for (auto it = m_moveStreams.begin(); it != m_moveStreams.end();) {
        if (!m_focused.contains(it.key())) {
            delete it.value();
            it = m_moveStreams.erase(it);
        } else {
            ++it;
        }
    }
    if (m_running && m_main.isRunning() && m_main.statusCode() == 200) {
        openNextMoveStream();
    }
}

void LichessAdapter::openNextMoveStream()
{
    // A focused game without a stream, or whose stream was stopped (by a 429) and not yet reopened.
    for (const QString &id : std::as_const(m_focused)) {
        const MoveStream *s = m_moveStreams.value(id);
        if (!s || (!s->http->isRunning() && !s->retryPending && !s->terminal && !m_info.value(id).ended)) {
            openMoveStream(id);
            return;
        }
    }
}

void LichessAdapter::openMoveStream(const QString &id)
{
    if (!m_running || m_rateLimited)
        return;
    MoveStream *s = m_moveStreams.value(id);
    if (!s) {
        if (m_moveStreams.size() >= MaxMoveStreams)
            return;
        s = new MoveStream;
        s->network = std::make_unique<QNetworkAccessManager>();
        s->http = std::make_unique<net::HttpStream>(s->network.get());
        s->backoff = net::Backoff(m_options.backoff, m_options.seed + quint32(qHash(id)));
        m_moveStreams.insert(id, s);
        net::HttpStream *http = s->http.get();
        connect(http, &net::HttpStream::responseStarted, this, [this, id](int status) {
            if (MoveStream *ms = m_moveStreams.value(id); ms && status == 200)
                ms->backoff.connected(nowMs());
            // The next focused game without a stream.
            openNextMoveStream();
        });
        connect(http, &net::HttpStream::dataReceived, this, [this, id](const QByteArray &chunk) {
            MoveStream *ms = m_moveStreams.value(id);
            if (!ms)
                return;
            if (auto error = ms->reader.feed(chunk))
                Q_EMIT problem(error->message);
            for (const QByteArray &line : ms->reader.takeLines())
                onMoveStreamLine(id, line);
        });
        connect(http, &net::HttpStream::finished, this,
                [this, id](net::HttpStream::Outcome outcome, int status, const QString &m) {
                    MoveStream *ms = m_moveStreams.value(id);
                    if (!ms || !m_running || outcome == net::HttpStream::Outcome::Aborted)
                        return;
                    if (ms->terminal || m_info.value(id).ended)
                        return; // the game is over: the stream has said everything
                    if (outcome == net::HttpStream::Outcome::RateLimited) {
                        rateLimited(rateLimitDelay(*ms->http), m);
                        return;
                    }
                    if (ReconnectPolicy::after(outcome, status) == ReconnectPolicy::Step::GiveUp) {
                        //: %1: the Lichess game id; %2: why the move stream failed (a message)
                        Q_EMIT problem(tr("Game %1: %2").arg(id, m));
                        return;
                    }
                    // A stream that keeps closing without the result cannot be trusted with it: the
                    // game's record gives the moves and the result.
                    if (nowMs() - ms->openedAtMs < QuickCloseMs)
                        ++ms->quickCloses;
                    else
                        ms->quickCloses = 0;
                    if (ms->quickCloses >= UnreliableCloses || m_pendingEnds.contains(id)) {
                        if (!ms->unreliableReported && ms->quickCloses >= UnreliableCloses) {
                            ms->unreliableReported = true;
                            //: %1: the Lichess game id
                            Q_EMIT problem(tr("Game %1: its move stream keeps closing without the game's result; "
                                              "the moves and the result are also taken from the game's record.")
                                               .arg(id));
                        }
                        requestFill(id);
                    }
                    const net::Backoff::Reason reason = ReconnectPolicy::reason(outcome);
                    const std::int64_t delay = ms->backoff.next(reason, nowMs(), ms->http->retryAfterMs().value_or(0));
                    qCInfo(lcLichess) << "move stream" << id << "lost; again in" << delay << "ms";
                    //: %1: the Lichess game id; %2: why the stream was lost; %3: seconds until it reconnects
                    if (outcome != net::HttpStream::Outcome::Finished)
                        Q_EMIT problem(tr("Game %1: the move stream was lost (%2); reconnecting in %3 s.")
                                           .arg(id, m)
                                           .arg((delay + 999) / 1000));
                    ms->retryPending = true;
                    QTimer::singleShot(int(delay), this, [this, id] {
                        MoveStream *again = m_moveStreams.value(id);
                        if (!again)
                            return;
                        again->retryPending = false;
                        if (!again->http->isRunning())
                            openMoveStream(id);
                    });
                });
    }
    s->reader.reset();
    s->position = chess::Position();
    s->plies = 0;
    s->opened = false;
    s->recent.clear();
    s->desynced = false;
    s->openedAtMs = nowMs();
    s->http->start(request(endpoint(QStringLiteral("/api/stream/game/") + id)));
}

namespace {

// Board and side to move: what tells one position line from the next (the counters and castling
// fields are missing from short FENs).
QStringView boardAndSide(const QString &fen)
{
    QStringView v(fen);
    v = v.trimmed();
    const qsizetype first = v.indexOf(u' ');
    if (first < 0)
        return v;
    const qsizetype second = v.indexOf(u' ', first + 1);
    return second < 0 ? v : v.left(second);
}

// The move number of a full FEN (its sixth field), or empty for a short one.
QStringView fullmoveField(const QString &fen)
{
    const QStringView v = QStringView(fen).trimmed();
    qsizetype at = 0;
    for (int field = 0; field < 5; ++field) {
        at = v.indexOf(u' ', at);
        if (at < 0)
            return {};
        while (at < v.size() && v[at] == u' ')
            ++at;
    }
    return v.mid(at);
}

} // namespace

void LichessAdapter::onMoveStreamLine(const QString &id, const QByteArray &line)
{
    MoveStream *s = m_moveStreams.value(id);
    if (!s)
        return;
    auto parsed = LichessParser::parseMoveStreamLine(line);
    if (!parsed) {
        // Never a ply: the next line shows whether a move was lost with it.
        //: %1: the Lichess game id; %2: why the line cannot be read (a message)
        Q_EMIT problem(tr("Game %1: the move stream sent a line that cannot be read (%2); it was skipped.")
                           .arg(id, parsed.error().message));
        return;
    }
    if (const auto *game = std::get_if<LichessGameObject>(&parsed.value())) {
        const bool opening = !s->opened;
        if (opening) {
            s->opened = true;
            if (!game->initialFen.isEmpty()) {
                if (auto start = chess::positionFromZoneFen(game->initialFen))
                    s->position = *start;
            }
        }
        QList<ZoneEvent> events = LichessParser::events(*game);
        const int zonePlies = game->turns - game->startedAtTurn;
        if (opening) {
            // A finished game's stream opens with its final state, then replays the moves, then
            // sends the game object again: the end is taken from that last one, after the moves.
            events.removeIf([](const ZoneEvent &e) { return e.type == ZoneEvent::Type::GameEnded; });
        } else if (ZoneStatusInfo::isTerminal(game->status)) {
            s->terminal = true;
            if (s->desynced || zonePlies > s->plies) {
                // Moves were lost on the way: the end waits for the record (its own end comes with it).
                for (const ZoneEvent &e : std::as_const(events))
                    if (e.type == ZoneEvent::Type::GameEnded)
                        m_pendingEnds.insert(id, e);
                events.removeIf([](const ZoneEvent &e) { return e.type == ZoneEvent::Type::GameEnded; });
                requestFill(id);
            }
        }
        emitFiltered(events);
        return;
    }
    onPositionLine(id, *s, std::get<LichessPositionLine>(parsed.value()));
}

void LichessAdapter::onPositionLine(const QString &id, MoveStream &s, const LichessPositionLine &line)
{
    // A short FEN's castling rights follow from the game so far (the position before this line).
    const auto shown = chess::positionFromZoneFen(line.fen, &s.position);
    if (!shown) {
        //: %1: the Lichess game id; %2: the position as sent (a FEN); %3: why it cannot be read (a message)
        Q_EMIT problem(tr("Game %1: the move stream sent the position %2, which cannot be read (%3); the line was "
                          "skipped.")
                           .arg(id, line.fen, shown.error().message));
        return;
    }
    const QString key = boardAndSide(line.fen).toString();
    if (line.lastMove.isEmpty()) {
        // The initial position (no move yet).
        if (!s.opened || s.plies == 0) {
            s.opened = true;
            s.position = *shown;
        }
        return;
    }
    s.opened = true;
    if (s.desynced)
        return; // the replay after the record brings it again
    // A line sent again, at once or a few lines later, shows a position this connection has passed
    // already. A full FEN's move number tells it from a real repetition; a short FEN has none, and a
    // real repetition is told apart by its move being legal now and leading to the position shown.
    const QStringView fullmove = fullmoveField(line.fen);
    const QString recentKey = key + u' ' + fullmove + u' ' + line.lastMove;
    const bool seen = s.recent.contains(recentKey);
    const auto move = LichessParser::resolveMove(s.position, line.lastMove, line.fen);
    if (!move) {
        if (seen)
            return;
        // A line was lost or swapped (or the move is garbage): what follows cannot be placed.
        s.desynced = true;
        //: %1: the Lichess game id; %2: the ply; %3: the move as sent, in UCI notation, e.g. e2e4
        Q_EMIT problem(tr("Game %1: after ply %2 the move stream sent %3, which is not a legal move there; a line "
                          "was lost or swapped. The moves are fetched again from the game's record.")
                           .arg(id)
                           .arg(s.plies)
                           .arg(line.lastMove));
        requestFill(id);
        return;
    }
    s.position.makeMove(*move);
    const bool follows = boardAndSide(s.position.fen()) == QStringView(key);
    if (seen && (!follows || !fullmove.isEmpty())) {
        s.position.unmakeMove();
        return;
    }
    const int ply = s.plies + 1;
    if (!follows) {
        // The move is legal but the position shown does not follow from it: the zone's board
        // disagrees with its moves, or the lines before it were lost (two plies lost leave the
        // same side to move). Never taken unconfirmed: the game's record tells which, and so does
        // the same line at the same ply after a reconnect.
        const bool confirmed = s.unconfirmed && s.unconfirmed->ply == ply && s.unconfirmed->key == recentKey;
        if (!confirmed) {
            s.position.unmakeMove();
            s.unconfirmed = MoveStream::Unconfirmed{ply, recentKey, chess::Notation::san(s.position, *move), line};
            s.desynced = true;
            requestFill(id);
            return;
        }
        if (ply <= m_info.value(id).reportedPlies) {
            // Another source passed the ply on first (the bulk export): sent again with the
            // position shown, for the registry to report.
            s.unconfirmed.reset();
            passAgain(id, ply, line);
        }
        // Otherwise the ply is passed on below, with the position shown.
    }
    s.recent.append(recentKey);
    if (s.recent.size() > RecentLines)
        s.recent.removeFirst();
    ++s.plies;
    // A position that does not follow from the move is passed on as sent: the registry reports
    // that the zone's board disagrees with its moves, and goes on from the moves.
    if (auto event = LichessParser::moveEvent(id, s.plies, line))
        emitFiltered({*event});
    if (m_catchingUp.contains(id) && m_info.value(id).reportedPlies >= s.plies && !m_fillQueue.contains(id)
        && m_filling != id)
        setCatchingUp(id, false);
}

void LichessAdapter::passAgain(const QString &id, int ply, const LichessPositionLine &line)
{
    auto event = LichessParser::moveEvent(id, ply, line);
    if (!event)
        return;
    event->receivedMonotonicMs = nowMs();
    event->receivedUtcMs = QDateTime::currentMSecsSinceEpoch();
    Q_EMIT eventsReady({*event});
}

QString LichessAdapter::lostLinesText(const QString &id, int ply, const QString &move)
{
    //: %1: the Lichess game id; %2: the ply; %3: the move the stream showed there, in UCI notation, e.g. e2e4
    return tr("Game %1: the move stream lost the lines before ply %2 (it showed %3 there); the moves were taken "
              "from the game's record.")
        .arg(id)
        .arg(ply)
        .arg(move);
}

void LichessAdapter::requestFill(const QString &id)
{
    if (!m_running || m_info.value(id).ended || !ZoneSource::isGameId(id))
        return;
    setCatchingUp(id, true);
    if (m_filling == id || m_fillQueue.contains(id))
        return;
    m_fillQueue.append(id);
    startNextFill();
}

void LichessAdapter::startNextFill()
{
    if (!m_running || m_rateLimited || m_fill.isRunning())
        return;
    // A game that ended with every move while its record waited in the queue needs it no longer.
    while (!m_fillQueue.isEmpty() && m_info.value(m_fillQueue.constFirst()).ended)
        setCatchingUp(m_fillQueue.takeFirst(), false);
    if (m_fillQueue.isEmpty())
        return;
    m_filling = m_fillQueue.takeFirst();
    m_fillBody.clear();
    net::HttpStream::Request r = request(endpoint(QStringLiteral("/game/export/") + m_filling,
                                                  QStringLiteral("clocks=true&moves=true&evals=false&opening=false")));
    r.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/json")});
    r.maxBodyBytes = MaxDocumentBytes;
    r.deadlineMs = DocumentDeadlineMs;
    r.idleTimeoutMs = DocumentDeadlineMs;
    m_fill.start(r);
}

void LichessAdapter::onFillFinished(net::HttpStream::Outcome outcome, int status, const QString &message)
{
    Q_UNUSED(status);
    const QString id = std::exchange(m_filling, QString());
    if (!m_running || outcome == net::HttpStream::Outcome::Aborted || id.isEmpty())
        return;
    if (outcome == net::HttpStream::Outcome::RateLimited) {
        m_fillQueue.prepend(id);
        rateLimited(rateLimitDelay(m_fill), message);
        return;
    }
    GameInfo &info = m_info[id];
    std::optional<LichessExportGame> record;
    QString why = message;
    if (outcome == net::HttpStream::Outcome::Finished) {
        auto parsed = LichessParser::parseExportGame(m_fillBody);
        if (parsed)
            record = std::move(parsed.value());
        else
            why = parsed.error().message;
    }
    m_fillBody.clear();
    if (!record) {
        if (info.fillBackoff.failures() == 0)
            info.fillBackoff = net::Backoff(m_options.backoff, m_options.seed + quint32(qHash(id)));
        const std::int64_t delay
            = info.fillBackoff.next(net::Backoff::Reason::Failure, nowMs(), m_fill.retryAfterMs().value_or(0));
        if (info.fillBackoff.failures() >= MaxFillAttempts) {
            //: %1: the Lichess game id; %2: why the record could not be fetched (a message)
            Q_EMIT problem(tr("Game %1: its record could not be fetched (%2); its moves are taken when its stream "
                              "sends them again.")
                               .arg(id, why));
            info.fillBackoff.reset();
            setCatchingUp(id, false);
            if (MoveStream *s = m_moveStreams.value(id); s && !s->http->isRunning() && !s->retryPending)
                openMoveStream(id);
        } else {
            QTimer::singleShot(int(delay), this, [this, id] { requestFill(id); });
        }
        startNextFill();
        return;
    }
    info.fillBackoff.reset();
    if (MoveStream *s = m_moveStreams.value(id); s && s->unconfirmed && s->unconfirmed->ply <= info.reportedPlies
        && qsizetype(record->moves.size()) >= s->unconfirmed->ply) {
        // A line whose position did not follow from its move, for a ply another source passed on
        // first: the record shows whether that move was played there (the zone's board disagreed)
        // or lines were lost before it. (A later ply is settled when it is passed on; a record that
        // has not reached it leaves it to the stream's replay.)
        const MoveStream::Unconfirmed u = *std::exchange(s->unconfirmed, std::nullopt);
        if (sameSan(record->moves[u.ply - 1], u.san))
            passAgain(id, u.ply, u.line);
        else
            Q_EMIT problem(lostLinesText(id, u.ply, u.line.lastMove));
    }
    // Everything the record adds (the adapter drops what was passed on already), its end included.
    m_emittingRecord = true;
    emitFiltered(LichessParser::events(*record, m_round, info.board));
    m_emittingRecord = false;
    MoveStream *stream = m_moveStreams.value(id);
    const bool endSeen = m_pendingEnds.contains(id) || (stream && stream->terminal);
    if (!ZoneStatusInfo::isTerminal(record->status) && endSeen && ++info.staleRecords < MaxFillAttempts) {
        // The game ended while this record was on its way (it was made before the last moves): the
        // end waits for the next record, which has every move, rather than close the game without
        // them. A few tries, a little later each; after them the end goes on without it.
        qCInfo(lcLichess) << "record of" << id << "made before its end; fetched again";
        QTimer::singleShot(250 * info.staleRecords, this, [this, id] { requestFill(id); });
        startNextFill();
        return;
    }
    info.staleRecords = 0;
    if (ZoneStatusInfo::isTerminal(record->status)) {
        setCatchingUp(id, false);
        if (MoveStream *s = m_moveStreams.value(id)) {
            s->terminal = true;
            if (s->http->isRunning())
                s->http->abort();
        }
    } else if (MoveStream *s = m_moveStreams.value(id)) {
        // The record of an ongoing game lags a few plies: the stream's replay from the start brings
        // the rest, each line checked again from the first move.
        setCatchingUp(id, info.reportedPlies < int(record->moves.size()));
        if (s->http->isRunning())
            s->http->abort();
        s->retryPending = false;
        openMoveStream(id);
    } else {
        setCatchingUp(id, false);
    }
    startNextFill();
}

void LichessAdapter::setCatchingUp(const QString &id, bool catchingUp)
{
    const bool changed = catchingUp ? !m_catchingUp.contains(id) : m_catchingUp.remove(id);
    if (!changed)
        return;
    if (catchingUp)
        m_catchingUp.insert(id);
    else if (m_pendingEnds.contains(id))
        QTimer::singleShot(0, this, [this, id] { releasePendingEnd(id); });
    setConnectionHealth(health());
}

void LichessAdapter::setConnectionHealth(ConnectionHealth h)
{
    h.catchingUp = QStringList(m_catchingUp.cbegin(), m_catchingUp.cend());
    std::sort(h.catchingUp.begin(), h.catchingUp.end(),
              [this](const QString &a, const QString &b) { return m_info.value(a).board < m_info.value(b).board; });
    setHealth(h);
}

std::int64_t LichessAdapter::rateLimitDelay(const net::HttpStream &stream)
{
    return m_mainBackoff.next(net::Backoff::Reason::RateLimited, nowMs(), stream.retryAfterMs().value_or(0));
}

void LichessAdapter::pollExport()
{
    if (!m_running || m_rateLimited || m_export.isRunning() || roundFinished())
        return;
    m_exportReader.reset();
    net::HttpStream::Request r = request(endpoint(QStringLiteral("/api/bulk-pairing/%1/games").arg(m_options.bulkId),
                                                  QStringLiteral("clocks=true&moves=true")));
    r.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/x-ndjson")});
    m_export.start(r);
}

void LichessAdapter::openBroadcast()
{
    if (!m_running)
        return;
    m_main.disconnect(this);
    m_splitter.reset();
    auto consume = [this](bool atEnd) {
        if (atEnd)
            m_splitter.finish();
        const QList<QByteArray> texts = m_splitter.takeGames();
        if (texts.isEmpty())
            return;
        PgnChunkSplitter::ParsedGames parsed = PgnChunkSplitter::parseGames(texts.join("\n\n"));
        for (const Error &e : std::as_const(parsed.errors))
            Q_EMIT problem(e.message);
        emitFiltered(m_tracker.update(parsed.games, nowMs(), QDateTime::currentMSecsSinceEpoch()));
    };
    connect(&m_main, &net::HttpStream::responseStarted, this, [this](int status) {
        if (status == 200) {
            m_mainBackoff.connected(nowMs());
            m_rateLimited = false;
            setConnectionHealth({ConnectionHealth::State::Connected, 0, QString()});
        }
    });
    connect(&m_main, &net::HttpStream::dataReceived, this, [this, consume](const QByteArray &chunk) {
        m_splitter.feed(chunk);
        consume(false);
    });
    connect(&m_main, &net::HttpStream::finished, this,
            [this, consume](net::HttpStream::Outcome outcome, int status, const QString &m) {
                if (!m_running || outcome == net::HttpStream::Outcome::Aborted)
                    return;
                consume(true);
                if (roundFinished())
                    return;
                mainStreamEnded(outcome, status, m, &LichessAdapter::openBroadcast);
            });
    net::HttpStream::Request r
        = request(endpoint(QStringLiteral("/api/stream/broadcast/round/%1.pgn").arg(m_options.broadcastRoundId)));
    m_main.start(r);
}

} // namespace arbiter::zone
