#pragma once

#include "core/net/httpserver.h"
#include "sim/simoptions.h"
#include "sim/simround.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>

namespace arbiter::net {
class HttpResponseStream;
} // namespace arbiter::net

namespace arbiter::zone::sim {

// The Lichess endpoints the simulator serves, with Lichess's exact shapes (docs/simulator-api.md,
// research file §2–§7): bulk pairings, the move stream, the games-by-ids stream, the broadcast round
// PGN stream, the game export, and a live multi-game PGN file with ETag/Last-Modified. The
// builders are public so tests and other routes produce the same bytes.
class LichessRoutes : public QObject
{
    Q_OBJECT

public:
    LichessRoutes(net::HttpServer *server, SimRound *round, const SimOptions &options, QByteArray token,
                  QObject *parent = nullptr);

    // "ultraBullet", "bullet", "blitz", "rapid", "classical" or "correspondence".
    static QString speedKey(const SimGame &game);
    // The move stream's game object (first and last line).
    static QJsonObject gameObject(const SimGame &game);
    // The move stream's position line after `plies` plies (0 = the start position).
    static QJsonObject positionLine(const SimGame &game, int plies, bool kingTakesRook);
    // A games-stream line (status as int + statusName).
    static QJsonObject gamesStreamLine(const SimGame &game);
    // The export JSON (/game/export, bulk games NDJSON), cut to `plies` plies (-1 = all).
    static QJsonObject exportJson(const SimGame &game, bool clocks, int plies = -1);
    // Lichess export PGN (tags of PgnDump), or broadcast style (Round/Board/GameURL), ending in "\n\n\n".
    enum class PgnStyle { Export, Broadcast };
    static QByteArray pgn(const SimGame &game, PgnStyle style, bool clocks, const QString &siteUrl, int plies = -1);
    // The bulk-pairing object of the round.
    static QJsonObject bulk(const SimRound &round);
    // The whole round as one multi-game PGN file (broadcast style).
    QByteArray roundPgn() const;

private:
    void moveStream(net::HttpServer::Exchange &ex);
    void gamesStream(net::HttpServer::Exchange &ex);
    void gamesStreamAdd(net::HttpServer::Exchange &ex);
    void broadcastStream(net::HttpServer::Exchange &ex);
    void exportGame(net::HttpServer::Exchange &ex, bool pgnOnly);
    void bulkList(net::HttpServer::Exchange &ex);
    void bulkOne(net::HttpServer::Exchange &ex);
    void bulkGames(net::HttpServer::Exchange &ex);
    void liveFile(net::HttpServer::Exchange &ex);
    // Parses a comma-separated id list; answers 400 and returns false when over the limit.
    bool readIds(net::HttpServer::Exchange &ex, QStringList &ids);

    struct GamesStream;
    net::HttpServer *m_server;
    SimRound *m_round;
    SimOptions m_options;
    QByteArray m_token;
    QHash<QString, std::shared_ptr<GamesStream>> m_gamesStreams;
};

// Sends `bytes` on the stream after `intervalMs` of silence, again and again, until it closes.
void installKeepAlive(net::HttpResponseStream *stream, int intervalMs, const QByteArray &bytes);

} // namespace arbiter::zone::sim
