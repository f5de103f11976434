#include "core/zone/simulatoradapter.h"

#include "core/chess/colorkey.h"
#include "core/zone/reconnectpolicy.h"

#include "core/zone/lichessparser.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>

namespace arbiter::zone {

namespace {

class SimulatorText
{
    Q_DECLARE_TR_FUNCTIONS(SimulatorAdapter)

public:
    static QString notJson() { return tr("The simulator sent a line that is not a JSON object."); }
    //: %1: the JSON field's name (not to be translated)
    static QString missing(const QString &key) { return tr("The simulator sent a line without '%1'.").arg(key); }
    //: %1: the colour as sent
    static QString badColor(const QString &value) { return tr("Unknown colour '%1' in a simulator line.").arg(value); }
    static QString badStatus(const QString &value)
    {
        //: %1: the game status as sent
        return tr("Unknown game status '%1' in a simulator line.").arg(value);
    }
    static QString noRound() { return tr("The simulator lists no round."); }
    //: %1: the game id
    static QString restarted(const QString &id) { return tr("Game %1 was restarted on the zone.").arg(id); }
    static QString refused(int status, const QString &why)
    {
        //: %1: HTTP status number; %2: the simulator's own reason (English, as it sent it)
        return tr("The simulator refused the command (HTTP %1): %2").arg(status).arg(why);
    }
    static QString unreachable(const QString &why)
    {
        //: %1: the network error as Qt reports it
        return tr("The simulator could not be reached: %1").arg(why);
    }
    static QString noGame() { return tr("The command names no game."); }
};

std::optional<chess::Color> colorOf(const QJsonValue &v)
{
    const QString s = v.toString();
    if (s == QLatin1String("white"))
        return chess::White;
    if (s == QLatin1String("black"))
        return chess::Black;
    return std::nullopt;
}

} // namespace

Result<SimulatorAdapter::Parsed> SimulatorAdapter::parseLine(const QByteArray &line, const QStringList &roundGames)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Error{SimulatorText::notJson()};
    const QJsonObject o = doc.object();
    const QString type = o.value(QLatin1String("type")).toString();
    if (type.isEmpty())
        return Error{SimulatorText::missing(QStringLiteral("type"))};
    Parsed parsed;
    parsed.seq = o.value(QLatin1String("seq")).toInteger(-1);
    ZoneEvent e;
    e.gameId = o.value(QLatin1String("id")).toString();
    e.zoneTimestampMs = o.value(QLatin1String("t")).toInteger(0);
    e.ply = o.value(QLatin1String("ply")).toInt(-1);
    if (o.contains(QLatin1String("wcMs")))
        e.whiteMs = o.value(QLatin1String("wcMs")).toInteger();
    if (o.contains(QLatin1String("bcMs")))
        e.blackMs = o.value(QLatin1String("bcMs")).toInteger();
    const bool roundWide = o.value(QLatin1String("id")).isNull();
    if (e.gameId.isEmpty() && !(roundWide && (type == QLatin1String("pause") || type == QLatin1String("resume"))))
        return Error{SimulatorText::missing(QStringLiteral("id"))};

    auto color = [&](const char *key) -> std::optional<chess::Color> { return colorOf(o.value(QLatin1String(key))); };
    if (type == QLatin1String("start")) {
        e.type = ZoneEvent::Type::GameStarted;
        e.status = ZoneStatus::Started;
        // The start line knows what the bulk cannot say per game: the start position and clocks.
        e.pairing.initialFen = o.value(QLatin1String("initialFen")).toString();
        e.pairing.board = o.value(QLatin1String("board")).toInt();
        // The players as the zone seated them (they differ from the bulk's pairing when the zone
        // reversed the colours).
        const QJsonObject white = o.value(QLatin1String("white")).toObject();
        const QJsonObject black = o.value(QLatin1String("black")).toObject();
        e.pairing.white = white.value(QLatin1String("name")).toString();
        e.pairing.whiteId = white.value(QLatin1String("id")).toString();
        e.pairing.whiteRating = white.value(QLatin1String("rating")).toInt();
        e.pairing.whiteTitle = white.value(QLatin1String("title")).toString();
        e.pairing.black = black.value(QLatin1String("name")).toString();
        e.pairing.blackId = black.value(QLatin1String("id")).toString();
        e.pairing.blackRating = black.value(QLatin1String("rating")).toInt();
        e.pairing.blackTitle = black.value(QLatin1String("title")).toString();
        const std::int64_t initialMs = o.value(QLatin1String("initialMs")).toInteger(-1);
        const std::int64_t incrementMs = o.value(QLatin1String("incrementMs")).toInteger(0);
        if (initialMs >= 0) {
            if (auto tc = clock::TimeControl::fromLichess(initialMs / 1000, incrementMs / 1000))
                e.pairing.timeControl = tc.value();
        }
    } else if (type == QLatin1String("move")) {
        e.type = ZoneEvent::Type::MovePlayed;
        e.uci = o.value(QLatin1String("lm")).toString();
        e.san = o.value(QLatin1String("san")).toString();
        e.fen = o.value(QLatin1String("fen")).toString(); // only after a move the zone should not have taken
        if (e.uci.isEmpty() && e.san.isEmpty())
            return Error{SimulatorText::missing(QStringLiteral("lm"))};
        if (e.ply < 1)
            return Error{SimulatorText::missing(QStringLiteral("ply"))};
    } else if (type == QLatin1String("connection") || type == QLatin1String("vcs")) {
        e.type = type == QLatin1String("vcs") ? ZoneEvent::Type::VcsPresence : ZoneEvent::Type::PlayerConnection;
        const auto c = color("color");
        if (!c)
            return Error{SimulatorText::badColor(o.value(QLatin1String("color")).toString())};
        e.color = *c;
        e.connected = o.value(QLatin1String("connected")).toBool();
    } else if (type == QLatin1String("drawOffer")) {
        e.type = ZoneEvent::Type::DrawOffered;
        const auto c = color("by");
        if (!c)
            return Error{SimulatorText::badColor(o.value(QLatin1String("by")).toString())};
        e.color = *c;
    } else if (type == QLatin1String("pause") || type == QLatin1String("resume")) {
        e.type = type == QLatin1String("pause") ? ZoneEvent::Type::GamePaused : ZoneEvent::Type::GameResumed;
        if (roundWide) {
            for (const QString &id : roundGames) {
                ZoneEvent one = e;
                one.gameId = id;
                parsed.events.append(one);
            }
            return parsed;
        }
    } else if (type == QLatin1String("clock")) {
        e.type = ZoneEvent::Type::ClockAdjusted;
        const auto c = color("color");
        if (!c)
            return Error{SimulatorText::badColor(o.value(QLatin1String("color")).toString())};
        e.color = *c;
        e.deltaMs = o.value(QLatin1String("deltaMs")).toInteger();
    } else if (type == QLatin1String("end")) {
        e.type = ZoneEvent::Type::GameEnded;
        std::optional<ZoneStatus> status = ZoneStatusInfo::fromId(o.value(QLatin1String("statusId")).toInt());
        if (!status)
            status = ZoneStatusInfo::fromName(o.value(QLatin1String("status")).toString());
        if (!status)
            return Error{SimulatorText::badStatus(o.value(QLatin1String("status")).toString())};
        e.status = *status;
        e.winner = color("winner");
    } else if (type == QLatin1String("restart")) {
        // Back to the initial position; the start line that follows brings the pairing (colours
        // swapped when the restart corrected them) and the new clocks.
        e.type = ZoneEvent::Type::GameRestarted;
        parsed.notice = SimulatorText::restarted(e.gameId);
    } else {
        return parsed; // unknown types are ignored, as the protocol asks
    }
    parsed.events.append(e);
    return parsed;
}

SimulatorAdapter::SimulatorAdapter(QNetworkAccessManager *network, Options options, QObject *parent)
    : ZoneAdapter(parent), m_options(std::move(options)), m_network(network), m_http(network),
      m_backoff(m_options.backoff, 1)
{
    m_retryTimer.setSingleShot(true);
}

QString SimulatorAdapter::description() const
{
    //: %1: the simulator's URL, e.g. http://127.0.0.1:8080
    return tr("Game-zone simulator at %1").arg(m_options.baseUrl.toString(QUrl::RemoveUserInfo));
}

ZoneCapabilities SimulatorAdapter::capabilities() const
{
    return ZoneCapabilities::all();
}

void SimulatorAdapter::submit(const ZoneCommand &command)
{
    using Kind = ZoneCommand::Kind;
    const bool roundWide = command.kind == Kind::PauseRound || command.kind == Kind::ResumeRound;
    if (!roundWide && command.gameId.isEmpty())
        return finishLater({command.id, ZoneCommandOutcome::State::Failed, SimulatorText::noGame()});
    QString path;
    QJsonObject body;
    switch (command.kind) {
    case Kind::AdjustClock:
        path = QStringLiteral("clock");
        body.insert(QStringLiteral("color"), chess::colorKey(command.color));
        body.insert(QStringLiteral("deltaMs"), qint64(command.deltaMs));
        break;
    case Kind::PauseGame: path = QStringLiteral("pause"); break;
    case Kind::ResumeGame: path = QStringLiteral("resume"); break;
    case Kind::PauseRound: path = QStringLiteral("pause"); break;
    case Kind::ResumeRound: path = QStringLiteral("resume"); break;
    case Kind::SetResult:
        path = QStringLiteral("result");
        body.insert(QStringLiteral("status"), QString(ZoneStatusInfo::name(command.status)));
        if (command.winner)
            body.insert(QStringLiteral("winner"), chess::colorKey(*command.winner));
        break;
    case Kind::RestartGame:
        path = QStringLiteral("restart");
        body.insert(QStringLiteral("swapColours"), command.swapColours);
        if (command.timeControl && command.timeControl->isTimed()) {
            body.insert(QStringLiteral("initialMs"), qint64(command.timeControl->initialMs()));
            body.insert(QStringLiteral("incrementMs"), qint64(command.timeControl->incrementAt(1)));
        }
        break;
    }
    const QString round = m_round.isEmpty() ? m_options.roundId : m_round;
    const QString url = roundWide ? QStringLiteral("/sim/round/%1/%2").arg(round, path)
                                  : QStringLiteral("/sim/game/%1/%2").arg(command.gameId, path);
    QNetworkRequest request(m_options.baseUrl.resolved(QUrl(url)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (!m_options.token.isEmpty())
        request.setRawHeader(QByteArrayLiteral("Authorization"), QByteArrayLiteral("Bearer ") + m_options.token);
    QNetworkReply *reply = m_network->post(request, QJsonDocument(body).toJson(QJsonDocument::Compact));
    const std::uint64_t id = command.id;
    connect(reply, &QNetworkReply::finished, this, [this, reply, id] {
        reply->deleteLater();
        const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        const QByteArray answer = reply->readAll();
        if (status == 200) {
            Q_EMIT commandFinished({id, ZoneCommandOutcome::State::Applied, {}});
            return;
        }
        if (status == 0) {
            Q_EMIT commandFinished(
                {id, ZoneCommandOutcome::State::Failed, SimulatorText::unreachable(reply->errorString())});
            return;
        }
        const QString why = QJsonDocument::fromJson(answer).object().value(QLatin1String("error")).toString();
        Q_EMIT commandFinished(
            {id, ZoneCommandOutcome::State::Failed,
             SimulatorText::refused(status, why.isEmpty() ? QString::fromUtf8(answer.left(200)) : why)});
    });
}

bool SimulatorAdapter::roundFinished() const
{
    if (m_games.isEmpty())
        return false;
    for (const QString &id : m_games)
        if (!m_ended.value(id))
            return false;
    return true;
}

void SimulatorAdapter::start()
{
    m_running = true;
    setHealth({ConnectionHealth::State::Connecting, 0, QString()});
    // Started again: the pairings are known, only the events since the last one are missing.
    if (m_round.isEmpty())
        fetchPairings();
    else
        openStream();
}

void SimulatorAdapter::stop()
{
    m_running = false;
    m_retryTimer.stop();
    if (m_http.isRunning())
        m_http.abort();
    setHealth({ConnectionHealth::State::Idle, 0, QString()});
}

void SimulatorAdapter::retry(net::HttpStream::Outcome outcome, const QString &message,
                             void (SimulatorAdapter::*again)())
{
    const net::Backoff::Reason reason = outcome == net::HttpStream::Outcome::RateLimited
        ? net::Backoff::Reason::RateLimited
        : ReconnectPolicy::reason(outcome);
    const std::int64_t delay = m_backoff.next(reason, nowMs());
    setHealth({ConnectionHealth::State::Reconnecting, delay, message});
    m_retryTimer.disconnect(this);
    connect(&m_retryTimer, &QTimer::timeout, this, again);
    m_retryTimer.start(int(std::min<std::int64_t>(delay, 3'600'000)));
}

void SimulatorAdapter::fetchPairings()
{
    if (!m_running)
        return;
    m_http.disconnect(this);
    m_body.clear();
    connect(&m_http, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) { m_body += chunk; });
    connect(&m_http, &net::HttpStream::finished, this,
            [this](net::HttpStream::Outcome outcome, int status, const QString &m) {
                m_http.disconnect(this);
                if (!m_running || outcome == net::HttpStream::Outcome::Aborted)
                    return;
                if (ReconnectPolicy::after(outcome, status) == ReconnectPolicy::Step::GiveUp) {
                    stop();
                    setHealth({ConnectionHealth::State::Failed, 0, m});
                    return;
                }
                if (outcome != net::HttpStream::Outcome::Finished) {
                    retry(outcome, m, &SimulatorAdapter::fetchPairings);
                    return;
                }
                auto bulks = LichessParser::parseBulkList(m_body);
                if (!bulks) {
                    retry(net::HttpStream::Outcome::NetworkError, bulks.error().message,
                          &SimulatorAdapter::fetchPairings);
                    return;
                }
                const LichessBulk *chosen = nullptr;
                for (const LichessBulk &b : bulks.value())
                    if (m_options.roundId.isEmpty() || b.id == m_options.roundId) {
                        chosen = &b;
                        break;
                    }
                if (!chosen) {
                    stop();
                    setHealth({ConnectionHealth::State::Failed, 0, SimulatorText::noRound()});
                    return;
                }
                m_round = chosen->id;
                m_games.clear();
                for (const LichessBulk::Game &g : chosen->games)
                    m_games.append(g.id);
                QList<ZoneEvent> listed = LichessParser::events(*chosen);
                const std::int64_t mono = nowMs();
                const std::int64_t utc = QDateTime::currentMSecsSinceEpoch();
                for (ZoneEvent &e : listed) {
                    e.receivedMonotonicMs = mono;
                    e.receivedUtcMs = utc;
                    e.pairing.round = m_round;
                    if (!m_pairings.contains(e.gameId))
                        m_pairings.insert(e.gameId, e.pairing);
                }
                Q_EMIT eventsReady(listed);
                openStream();
            });
    net::HttpStream::Request r;
    r.url = m_options.baseUrl.resolved(QUrl(QStringLiteral("/api/bulk-pairing")));
    r.bearerToken = m_options.token;
    r.idleTimeoutMs = m_options.idleTimeoutMs;
    m_http.start(r);
}

void SimulatorAdapter::openStream()
{
    if (!m_running)
        return;
    m_http.disconnect(this);
    m_reader.reset();
    m_resyncing = false;
    connect(&m_http, &net::HttpStream::responseStarted, this, [this](int status) {
        if (status == 200) {
            m_backoff.connected(nowMs());
            setHealth({ConnectionHealth::State::Connected, 0, QString()});
        }
    });
    connect(&m_http, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) {
        if (auto error = m_reader.feed(chunk))
            Q_EMIT problem(error->message);
        for (const QByteArray &line : m_reader.takeLines())
            onLine(line);
    });
    connect(&m_http, &net::HttpStream::finished, this, [this](net::HttpStream::Outcome outcome, int, const QString &m) {
        if (!m_running || outcome == net::HttpStream::Outcome::Aborted)
            return;
        retry(outcome, m.isEmpty() ? tr("The simulator closed the round stream; reconnecting.") : m,
              &SimulatorAdapter::openStream);
    });
    QUrl url = m_options.baseUrl.resolved(QUrl(QStringLiteral("/sim/stream/round/") + m_round));
    if (m_lastSeq >= 0)
        url.setQuery(QStringLiteral("since=%1").arg(m_lastSeq));
    net::HttpStream::Request r;
    r.url = url;
    r.bearerToken = m_options.token;
    r.idleTimeoutMs = m_options.idleTimeoutMs;
    m_http.start(r);
}

void SimulatorAdapter::onLine(const QByteArray &line)
{
    auto parsed = parseLine(line, m_games);
    if (!parsed) {
        Q_EMIT problem(parsed.error().message);
        return;
    }
    if (parsed->seq >= 0) {
        if (parsed->seq <= m_lastSeq)
            return; // replayed after a reconnect
        if (m_resyncing)
            return; // the rest of this read; the new connection brings it again
        if (m_lastSeq >= 0 && parsed->seq > m_lastSeq + 1) {
            m_resyncing = true;
            // Lines were lost (or came out of order): ask again for everything after the last one taken.
            //: %1: the number of the last event taken; %2: the number of the event that came next
            Q_EMIT problem(tr("The simulator's stream skipped from event %1 to %2; the missing events are asked for "
                              "again.")
                               .arg(m_lastSeq)
                               .arg(parsed->seq));
            m_reader.reset();
            QTimer::singleShot(0, this, [this] {
                if (m_running)
                    openStream();
            });
            m_http.abort();
            return;
        }
        m_lastSeq = parsed->seq;
    }
    if (!parsed->notice.isEmpty())
        Q_EMIT problem(parsed->notice);
    QList<ZoneEvent> events = std::move(parsed.value().events);
    if (events.isEmpty())
        return;
    const std::int64_t mono = nowMs();
    const std::int64_t utc = QDateTime::currentMSecsSinceEpoch();
    QList<ZoneEvent> out;
    out.reserve(events.size() + 1);
    for (ZoneEvent &e : events) {
        e.receivedMonotonicMs = mono;
        e.receivedUtcMs = utc;
        if (e.type == ZoneEvent::Type::GameEnded)
            m_ended.insert(e.gameId, true);
        if (e.type == ZoneEvent::Type::GameStarted) {
            // Complete the bulk's pairing with the start line's players, position and clocks.
            Pairing &pairing = m_pairings[e.gameId];
            Pairing incoming = e.pairing;
            if (incoming.round.isEmpty() && pairing.round.isEmpty())
                incoming.round = m_round;
            const Pairing merged = pairing.mergedWith(incoming);
            if (!(merged == pairing)) {
                pairing = merged;
                ZoneEvent listed;
                listed.type = ZoneEvent::Type::GameListed;
                listed.gameId = e.gameId;
                listed.pairing = merged;
                listed.status = ZoneStatus::Created;
                listed.zoneTimestampMs = e.zoneTimestampMs;
                listed.receivedMonotonicMs = mono;
                listed.receivedUtcMs = utc;
                out.append(listed);
            }
            e.pairing = merged;
        }
        out.append(std::move(e));
    }
    events = std::move(out);
    Q_EMIT eventsReady(events);
    if (!m_completedSignalled && roundFinished()) {
        m_completedSignalled = true;
        Q_EMIT roundCompleted();
    }
}

} // namespace arbiter::zone
