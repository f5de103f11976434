#pragma once

#include "core/net/httpserver.h"
#include "sim/simoptions.h"
#include "sim/simround.h"

#include <QJsonObject>
#include <QObject>

namespace arbiter::zone::sim {

// The simulator's own API under /sim/ (docs/simulator-api.md): one NDJSON stream per round with
// every move, connection, draw offer, pause, clock adjustment and result (full replay, then live),
// and the arbiter control endpoints (bearer token) that Lichess does not offer.
class ExtensionRoutes : public QObject
{
    Q_OBJECT

public:
    ExtensionRoutes(net::HttpServer *server, SimRound *round, const SimOptions &options, QByteArray token,
                    QObject *parent = nullptr);

    // The stream line for the event with log index `seq`.
    static QJsonObject eventLine(const SimRound &round, const SimEvent &event, qint64 seq);

private:
    void roundStream(net::HttpServer::Exchange &ex);
    // Runs `action` for an authorised request on an existing game; answers {"ok":true} or an error.
    void gameControl(net::HttpServer::Exchange &ex,
                     const std::function<QString(const QString &, const QJsonObject &)> &action);
    void roundControl(net::HttpServer::Exchange &ex, bool pause);

    SimRound *m_round;
    SimOptions m_options;
    QByteArray m_token;
};

} // namespace arbiter::zone::sim
