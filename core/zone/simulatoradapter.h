#pragma once

#include "core/net/backoff.h"
#include "core/net/httpstream.h"
#include "core/net/ndjsonlinereader.h"
#include "core/zone/zoneadapter.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace arbiter::zone {

// Follows a round of the embedded game-zone simulator (or a recording of one): the pairings from
// GET /api/bulk-pairing, then every move, clock, connection, draw offer, pause, adjustment and
// result of every game over the one extension stream GET /sim/stream/round/{id} (docs/simulator-
// api.md). Each line carries a sequence number, so a reconnect asks only for what it missed.
class SimulatorAdapter : public ZoneAdapter
{
    Q_OBJECT

public:
    struct Options
    {
        QUrl baseUrl; // http://127.0.0.1:PORT
        QByteArray token; // the bearer token the simulator printed
        QString roundId; // empty = the first round the simulator lists
        int idleTimeoutMs = 90'000;
        net::Backoff::Policy backoff;
    };

    // One line of the extension stream as ZoneEvents (a round-wide pause becomes one per game);
    // nullopt with `error` set for a line that is not one. Public for tests and the benchmark.
    struct Parsed
    {
        qint64 seq = -1;
        QList<ZoneEvent> events;
        QString notice; // something the arbiter should be told that has no event (a restart)
    };
    static Result<Parsed> parseLine(const QByteArray &line, const QStringList &roundGames);

    SimulatorAdapter(QNetworkAccessManager *network, Options options, QObject *parent = nullptr);

    void start() override;
    void stop() override;
    QString description() const override;
    // Every command, through the simulator's control endpoints (docs/simulator-api.md).
    ZoneCapabilities capabilities() const override;
    void submit(const ZoneCommand &command) override;

    bool roundFinished() const;
    QString roundId() const { return m_round; }
    qint64 lastSequence() const { return m_lastSeq; }

private:
    void fetchPairings();
    void openStream();
    void retry(net::HttpStream::Outcome outcome, const QString &message, void (SimulatorAdapter::*again)());
    void onLine(const QByteArray &line);

    Options m_options;
    QNetworkAccessManager *m_network;
    net::HttpStream m_http;
    net::NdjsonLineReader m_reader;
    net::Backoff m_backoff;
    QTimer m_retryTimer;
    QByteArray m_body;
    bool m_running = false;
    QString m_round;
    QStringList m_games;
    QHash<QString, bool> m_ended;
    QHash<QString, Pairing> m_pairings; // as passed on (bulk + start lines)
    qint64 m_lastSeq = -1;
    bool m_resyncing = false; // a gap in the sequence: waiting for the stream to be opened again
    bool m_completedSignalled = false;
};

} // namespace arbiter::zone
