#include "lichessadapter.h"

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
} // namespace

LichessAdapter::LichessAdapter(QNetworkAccessManager *network, Options options, QObject *parent)
    : ZoneAdapter(parent), m_options(std::move(options)), m_main(network),
      m_mainBackoff(m_options.backoff, m_options.seed), m_adds(network),
      m_exportNetwork(new QNetworkAccessManager(this)), m_export(m_exportNetwork)
{
    m_mainTimer.setSingleShot(true);
    m_exportTimer.setSingleShot(true);
    m_rateLimitTimer.setSingleShot(true);
    connect(&m_exportTimer, &QTimer::timeout, this, &LichessAdapter::pollExport);
    connect(&m_rateLimitTimer, &QTimer::timeout, this, &LichessAdapter::resumeAfterRateLimit);
    connect(&m_adds, &HttpStream::finished, this, [this](HttpStream::Outcome outcome, int, const QString &message) {
        if (outcome == HttpStream::Outcome::RateLimited)
            rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), message);
        else
            sendAdds();
    });
    connect(&m_export, &HttpStream::dataReceived, this, [this](const QByteArray &chunk) {
        if (auto error = m_exportReader.feed(chunk))
            emit problem(error->message);
        for (const QByteArray &line : m_exportReader.takeLines()) {
            auto game = LichessParser::parseExportGame(line);
            if (!game) {
                emit problem(game.error().message);
                continue;
            }
            emitFiltered(LichessParser::events(game.value(), m_round, m_info.value(game->id).board));
        }
    });
    connect(&m_export, &HttpStream::finished, this, [this](HttpStream::Outcome outcome, int, const QString &message) {
        if (!m_running || outcome == HttpStream::Outcome::Aborted)
            return;
        if (outcome == HttpStream::Outcome::RateLimited) {
            rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), message);
            return;
        }
        if (outcome != HttpStream::Outcome::Finished) {
            ++m_exportFailures;
            emit problem(message);
        } else {
            m_exportFailures = 0;
        }
        if (!roundFinished())
            m_exportTimer.start(m_options.exportPollMs);
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
        return tr("Lichess broadcast round %1 at %2").arg(m_options.broadcastRoundId, host);
    if (!m_options.bulkId.isEmpty())
        return tr("Lichess bulk pairing %1 at %2").arg(m_options.bulkId, host);
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

HttpStream::Request LichessAdapter::request(const QUrl &url) const
{
    HttpStream::Request r;
    r.url = url;
    r.bearerToken = m_options.token;
    r.idleTimeoutMs = m_options.idleTimeoutMs;
    return r;
}

void LichessAdapter::start()
{
    m_running = true;
    m_completedSignalled = false;
    setHealth({ConnectionHealth::State::Connecting, 0, QString()});
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
    for (HttpStream *s : {&m_main, &m_adds, &m_export})
        if (s->isRunning())
            s->abort();
    qDeleteAll(m_moveStreams);
    m_moveStreams.clear();
    setHealth({ConnectionHealth::State::Idle, 0, QString()});
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
            g.reportedPlies = e.ply;
            break;
        case ZoneEvent::Type::GameEnded:
            m_pendingEnds.remove(e.gameId);
            if (g.ended)
                continue;
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
        emit eventsReady(out);
    checkCompleted();
}

void LichessAdapter::checkCompleted()
{
    if (m_completedSignalled || !roundFinished())
        return;
    m_completedSignalled = true;
    m_exportTimer.stop();
    emit roundCompleted();
}

void LichessAdapter::fail(const QString &reason)
{
    qCWarning(lcLichess) << "Lichess adapter gave up";
    stop();
    setHealth({ConnectionHealth::State::Failed, 0, reason});
}

void LichessAdapter::rateLimited(std::int64_t delayMs, const QString &message)
{
    // Stop everything; afterwards one request at a time, the main one first.
    m_rateLimited = true;
    m_mainTimer.stop();
    m_exportTimer.stop();
    for (HttpStream *s : {&m_main, &m_adds, &m_export})
        if (s->isRunning())
            s->abort();
    for (MoveStream *s : std::as_const(m_moveStreams))
        if (s->http->isRunning())
            s->http->abort();
    setHealth({ConnectionHealth::State::Reconnecting, delayMs, message});
    m_rateLimitTimer.start(int(std::min<std::int64_t>(delayMs, 3'600'000)));
}

void LichessAdapter::resumeAfterRateLimit()
{
    if (!m_running)
        return;
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
    connect(&m_main, &HttpStream::dataReceived, this, [body](const QByteArray &chunk) { *body += chunk; });
    connect(&m_main, &HttpStream::finished, this,
            [this, body](HttpStream::Outcome outcome, int status, const QString &m) {
                const QByteArray bytes = *body;
                delete body;
                m_main.disconnect(this);
                if (!m_running || outcome == HttpStream::Outcome::Aborted)
                    return;
                if (outcome == HttpStream::Outcome::RateLimited) {
                    rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), m);
                    return;
                }
                if (outcome == HttpStream::Outcome::HttpError && (status == 401 || status == 403 || status == 404)) {
                    fail(m);
                    return;
                }
                if (outcome != HttpStream::Outcome::Finished) {
                    const std::int64_t delay = m_mainBackoff.next(Backoff::Reason::Failure, nowMs());
                    setHealth({ConnectionHealth::State::Reconnecting, delay, m});
                    m_mainTimer.disconnect(this);
                    connect(&m_mainTimer, &QTimer::timeout, this, &LichessAdapter::fetchBulk);
                    m_mainTimer.start(int(delay));
                    return;
                }
                auto bulk = LichessParser::parseBulk(bytes);
                if (!bulk) {
                    fail(bulk.error().message);
                    return;
                }
                m_games.clear();
                for (int i = 0; i < bulk->games.size(); ++i) {
                    m_games.append(bulk->games[i].id);
                    m_info[bulk->games[i].id].board = i + 1;
                }
                emitFiltered(LichessParser::events(bulk.value()));
                setFocusedGames(m_options.focusedGames.isEmpty() ? m_games : m_options.focusedGames);
                openGamesStream();
                if (!m_options.token.isEmpty())
                    pollExport();
            });
    m_main.start(request(endpoint(QStringLiteral("/api/bulk-pairing/") + m_options.bulkId)));
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
    HttpStream::Request r = request(endpoint(QStringLiteral("/api/stream/games/") + m_streamId));
    r.method = QByteArrayLiteral("POST");
    r.contentType = QByteArrayLiteral("text/plain");
    r.body = m_games.mid(0, batch).join(u',').toUtf8();
    m_pendingAdds = m_games.mid(batch);
    connect(&m_main, &HttpStream::responseStarted, this, [this](int status) {
        if (status != 200)
            return;
        m_mainBackoff.connected(nowMs());
        setHealth({ConnectionHealth::State::Connected, 0, QString()});
        m_rateLimited = false;
        sendAdds();
        // Move streams one at a time (each opens the next once it is answered).
        openNextMoveStream();
        if (!m_options.bulkId.isEmpty() && !m_options.token.isEmpty() && !m_export.isRunning()
            && !m_exportTimer.isActive())
            pollExport();
    });
    connect(&m_main, &HttpStream::dataReceived, this, [this](const QByteArray &chunk) {
        if (auto error = m_mainReader.feed(chunk))
            emit problem(error->message);
        for (const QByteArray &line : m_mainReader.takeLines())
            onGamesStreamLine(line);
    });
    connect(&m_main, &HttpStream::finished, this, [this](HttpStream::Outcome outcome, int status, const QString &m) {
        if (!m_running || outcome == HttpStream::Outcome::Aborted || roundFinished())
            return;
        if (outcome == HttpStream::Outcome::RateLimited) {
            rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), m);
            return;
        }
        if (outcome == HttpStream::Outcome::HttpError && (status == 401 || status == 403)) {
            fail(m);
            return;
        }
        const Backoff::Reason reason
            = outcome == HttpStream::Outcome::Finished ? Backoff::Reason::Closed : Backoff::Reason::Failure;
        const std::int64_t delay = m_mainBackoff.next(reason, nowMs());
        setHealth({ConnectionHealth::State::Reconnecting, delay,
                   m.isEmpty() ? tr("The games stream closed; reconnecting.") : m});
        m_mainTimer.disconnect(this);
        connect(&m_mainTimer, &QTimer::timeout, this, &LichessAdapter::openGamesStream);
        m_mainTimer.start(int(delay));
    });
    m_main.start(r);
}

void LichessAdapter::sendAdds()
{
    if (!m_running || m_pendingAdds.isEmpty() || m_adds.isRunning())
        return;
    const int batch = m_options.token.isEmpty() ? AnonymousIdsPerRequest : TokenIdsPerRequest;
    HttpStream::Request r = request(endpoint(QStringLiteral("/api/stream/games/%1/add").arg(m_streamId)));
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
        emit problem(game.error().message);
        return;
    }
    QList<ZoneEvent> events = LichessParser::events(game.value(), m_round, m_info.value(game->id).board);
    // The games stream may announce the end before the move stream or the export has delivered the
    // last moves; the registry judges a result against the board, so the end waits for the game's
    // own move source (which reports the end itself), or a few seconds at most.
    const QString id = game->id;
    const bool hasMoveSource = m_focused.contains(id) || (!m_options.bulkId.isEmpty() && !m_options.token.isEmpty());
    if (hasMoveSource) {
        for (qsizetype i = 0; i < events.size();) {
            if (events[i].type == ZoneEvent::Type::GameEnded) {
                m_pendingEnds.insert(id, events.takeAt(i));
                m_pendingEndWaits.remove(id);
                QTimer::singleShot(PendingEndMs, this, [this, id] { releasePendingEnd(id); });
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
    // While the game's move source is down (reconnecting, or everything waits out a 429) its last
    // moves cannot have come: judging the result now would judge an unfinished board.
    const MoveStream *s = m_moveStreams.value(id);
    const bool sourceDown = m_rateLimited || (s && !s->http->isRunning())
        || (!s && !m_options.token.isEmpty() && !m_export.isRunning() && m_exportFailures > 0);
    if (sourceDown && ++m_pendingEndWaits[id] < PendingEndMaxWaits) {
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
        s->http = std::make_unique<HttpStream>(s->network.get());
        s->backoff = Backoff(m_options.backoff, m_options.seed + quint32(qHash(id)));
        m_moveStreams.insert(id, s);
        HttpStream *http = s->http.get();
        connect(http, &HttpStream::responseStarted, this, [this, id](int status) {
            if (MoveStream *ms = m_moveStreams.value(id); ms && status == 200)
                ms->backoff.connected(nowMs());
            // The next focused game without a stream.
            openNextMoveStream();
        });
        connect(http, &HttpStream::dataReceived, this, [this, id](const QByteArray &chunk) {
            MoveStream *ms = m_moveStreams.value(id);
            if (!ms)
                return;
            if (auto error = ms->reader.feed(chunk))
                emit problem(error->message);
            for (const QByteArray &line : ms->reader.takeLines())
                onMoveStreamLine(id, line);
        });
        connect(http, &HttpStream::finished, this,
                [this, id](HttpStream::Outcome outcome, int status, const QString &m) {
                    MoveStream *ms = m_moveStreams.value(id);
                    if (!ms || !m_running || outcome == HttpStream::Outcome::Aborted)
                        return;
                    if (ms->terminal || m_info.value(id).ended)
                        return; // the game is over: the stream has said everything
                    if (outcome == HttpStream::Outcome::RateLimited) {
                        rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), m);
                        return;
                    }
                    if (outcome == HttpStream::Outcome::HttpError && status == 404) {
                        emit problem(m);
                        return;
                    }
                    const Backoff::Reason reason
                        = outcome == HttpStream::Outcome::Finished ? Backoff::Reason::Closed : Backoff::Reason::Failure;
                    const std::int64_t delay = ms->backoff.next(reason, nowMs());
                    qCInfo(lcLichess) << "move stream" << id << "lost; again in" << delay << "ms";
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
    s->nextPly = -1;
    s->http->start(request(endpoint(QStringLiteral("/api/stream/game/") + id)));
}

void LichessAdapter::onMoveStreamLine(const QString &id, const QByteArray &line)
{
    MoveStream *s = m_moveStreams.value(id);
    if (!s)
        return;
    auto parsed = LichessParser::parseMoveStreamLine(line);
    if (!parsed) {
        emit problem(parsed.error().message);
        return;
    }
    if (const auto *game = std::get_if<LichessGameObject>(&parsed.value())) {
        // Plies count from the game's initial position (a game from a set-up position starts at
        // Lichess turn startedAtTurn; its first move is still ply 1 for us).
        const bool opening = s->nextPly < 0;
        if (opening)
            s->nextPly = 0;
        s->startTurn = game->startedAtTurn;
        QList<ZoneEvent> events = LichessParser::events(*game);
        if (opening) {
            // A finished game's stream opens with its final state, then replays the moves, then
            // sends the game object again: the end is taken from that last one, after the moves.
            events.removeIf([](const ZoneEvent &e) { return e.type == ZoneEvent::Type::GameEnded; });
        } else if (ZoneStatusInfo::isTerminal(game->status)) {
            s->terminal = true;
        }
        emitFiltered(events);
        return;
    }
    const auto &position = std::get<LichessPositionLine>(parsed.value());
    if (s->nextPly < 0)
        s->nextPly = 0; // a position line before the game object: count from the start
    // The lines carry no ply: count them, unless a full FEN says which turn it is (then a line sent
    // twice cannot shift the count).
    if (const auto turn = LichessParser::fenTurn(position.fen))
        s->nextPly = std::max(0, *turn - s->startTurn);
    const int ply = s->nextPly++;
    if (auto move = LichessParser::moveEvent(id, ply, position))
        emitFiltered({*move});
}

void LichessAdapter::pollExport()
{
    if (!m_running || m_rateLimited || m_export.isRunning() || roundFinished())
        return;
    m_exportReader.reset();
    HttpStream::Request r = request(endpoint(QStringLiteral("/api/bulk-pairing/%1/games").arg(m_options.bulkId),
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
            emit problem(e.message);
        emitFiltered(m_tracker.update(parsed.games, nowMs(), QDateTime::currentMSecsSinceEpoch()));
    };
    connect(&m_main, &HttpStream::responseStarted, this, [this](int status) {
        if (status == 200) {
            m_mainBackoff.connected(nowMs());
            m_rateLimited = false;
            setHealth({ConnectionHealth::State::Connected, 0, QString()});
        }
    });
    connect(&m_main, &HttpStream::dataReceived, this, [this, consume](const QByteArray &chunk) {
        m_splitter.feed(chunk);
        consume(false);
    });
    connect(&m_main, &HttpStream::finished, this,
            [this, consume](HttpStream::Outcome outcome, int status, const QString &m) {
                if (!m_running || outcome == HttpStream::Outcome::Aborted)
                    return;
                consume(true);
                if (roundFinished())
                    return;
                if (outcome == HttpStream::Outcome::RateLimited) {
                    rateLimited(m_mainBackoff.next(Backoff::Reason::RateLimited, nowMs()), m);
                    return;
                }
                if (outcome == HttpStream::Outcome::HttpError && (status == 401 || status == 403 || status == 404)) {
                    fail(m);
                    return;
                }
                const Backoff::Reason reason
                    = outcome == HttpStream::Outcome::Finished ? Backoff::Reason::Closed : Backoff::Reason::Failure;
                const std::int64_t delay = m_mainBackoff.next(reason, nowMs());
                setHealth({ConnectionHealth::State::Reconnecting, delay, m});
                m_mainTimer.disconnect(this);
                connect(&m_mainTimer, &QTimer::timeout, this, &LichessAdapter::openBroadcast);
                m_mainTimer.start(int(delay));
            });
    HttpStream::Request r
        = request(endpoint(QStringLiteral("/api/stream/broadcast/round/%1.pgn").arg(m_options.broadcastRoundId)));
    m_main.start(r);
}

} // namespace arbiter::zone
