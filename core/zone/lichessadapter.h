#pragma once

#include "backoff.h"
#include "httpstream.h"
#include "lichessparser.h"
#include "ndjsonlinereader.h"
#include "pgnchunksplitter.h"
#include "pgngametracker.h"
#include "zoneadapter.h"

#include <QHash>
#include <QNetworkAccessManager>
#include <QSet>
#include <QStringList>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace arbiter::zone {

// Follows a round on Lichess (or any server speaking its API, such as the embedded simulator):
//  - a bulk pairing (the organiser's token lists its games), or an explicit list of game ids:
//    start and finish of every game through POST /api/stream/games/{streamId} (+ /add beyond the
//    first batch), moves and clocks through GET /api/stream/game/{id} for up to 8 focused games
//    (Lichess allows 8 per IP), and — with the organiser's token — for all games by polling the
//    undelayed GET /api/bulk-pairing/{id}/games export, one request at a time;
//  - or a broadcast round through GET /api/stream/broadcast/round/{id}.pgn.
// Every stream replays its state on reconnect; what was reported already is not reported again
// (the registry would drop it anyway). Silence of more than 90 s means a dead connection. After a
// 429 everything stops, waits at least a minute, and restarts one request at a time.
class LichessAdapter : public ZoneAdapter
{
    Q_OBJECT

public:
    static constexpr int MaxMoveStreams = 8;

    struct Options
    {
        QUrl baseUrl = QUrl(QStringLiteral("https://lichess.org"));
        QString bulkId;
        QStringList gameIds;
        QString broadcastRoundId;
        QByteArray token; // organiser's API token; kept out of logs and messages
        QStringList focusedGames; // games to follow move by move (at most 8; default the first 8)
        int exportPollMs = 3000; // bulk export period (after each export ends)
        int idleTimeoutMs = 90'000;
        Backoff::Policy backoff;
        std::uint32_t seed = 1;
    };

    LichessAdapter(QNetworkAccessManager *network, Options options, QObject *parent = nullptr);
    ~LichessAdapter() override;

    void start() override;
    void stop() override;
    QString description() const override;

    // Follow these games move by move (the first 8 are taken).
    void setFocusedGames(const QStringList &ids);
    QStringList focusedGames() const { return m_focused; }
    bool roundFinished() const;
    int openMoveStreams() const;

signals:
    void roundCompleted();

private:
    struct MoveStream
    {
        // Qt 6.4's network manager opens at most 6 connections per host (and cannot be told
        // otherwise before 6.5): 8 move streams next to the games stream would queue, so each
        // long-lived stream has a manager of its own.
        std::unique_ptr<QNetworkAccessManager> network;
        std::unique_ptr<HttpStream> http;
        NdjsonLineReader reader;
        int nextPly = -1; // ply of the next position line; -1 = the game object comes first
        int startTurn = 0; // the game object's startedAtTurn: a full FEN's turn minus this is the ply
        bool terminal = false;
        bool retryPending = false; // waiting out its back-off
        Backoff backoff;
    };
    struct GameInfo
    {
        int board = 0;
        Pairing pairing; // what was passed on so far
        int reportedPlies = 0; // MovePlayed events passed on
        bool listed = false;
        bool started = false;
        bool ended = false;
    };

    QUrl endpoint(const QString &path, const QString &query = {}) const;
    HttpStream::Request request(const QUrl &url) const;
    void emitFiltered(QList<ZoneEvent> events);
    void fail(const QString &reason);
    void rateLimited(std::int64_t delayMs, const QString &message);
    void resumeAfterRateLimit();

    void fetchBulk();
    void openGamesStream();
    void onGamesStreamLine(const QByteArray &line);
    void sendAdds();
    void openMoveStream(const QString &id);
    void onMoveStreamLine(const QString &id, const QByteArray &line);
    void pollExport();
    void openBroadcast();
    void checkCompleted();
    void openNextMoveStream();
    // Passes on a games-stream end held for the game's move source, unless that source is down.
    void releasePendingEnd(const QString &id);

    Options m_options;
    bool m_running = false;
    QString m_round; // bulk id, broadcast id, or a name for the game list
    QStringList m_games; // in board order
    QHash<QString, GameInfo> m_info;
    QStringList m_focused;

    HttpStream m_main; // bulk fetch, then the games stream (or the broadcast stream)
    NdjsonLineReader m_mainReader;
    PgnChunkSplitter m_splitter;
    PgnGameTracker m_tracker;
    Backoff m_mainBackoff;
    QTimer m_mainTimer;
    QString m_streamId;
    QStringList m_pendingAdds;
    HttpStream m_adds;

    QHash<QString, MoveStream *> m_moveStreams;
    QHash<QString, ZoneEvent> m_pendingEnds; // games-stream ends waiting for the moves

    QNetworkAccessManager *m_exportNetwork; // its own connection, like the move streams
    HttpStream m_export;
    int m_exportFailures = 0; // export polls failed in a row
    QHash<QString, int> m_pendingEndWaits; // how often a held end has waited for its move source
    NdjsonLineReader m_exportReader;
    QTimer m_exportTimer;

    bool m_rateLimited = false;
    QTimer m_rateLimitTimer;
    bool m_completedSignalled = false;
};

} // namespace arbiter::zone
