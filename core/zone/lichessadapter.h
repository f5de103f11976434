#pragma once

#include "core/chess/position.h"
#include "core/net/backoff.h"
#include "core/net/httpstream.h"
#include "core/net/ndjsonlinereader.h"
#include "core/zone/lichessparser.h"
#include "core/zone/pgnchunksplitter.h"
#include "core/zone/pgngametracker.h"
#include "core/zone/zoneadapter.h"

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
//
// Nothing is lost or invented on the way: a line that cannot be read is reported with its game and
// never counted as a ply; a position line is taken only when its move is legal after the lines
// before it (a duplicate, even with a short FEN, is dropped; a lost or swapped line stops the
// stream's moves until the game's record, GET /game/export/{id}, and a replay of the stream have
// filled the gap); plies are passed on without gaps; and a game whose stream keeps closing without
// its result gets its moves and result from the record. Retry-After is honoured on 429 and 503.
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
        net::Backoff::Policy backoff;
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

private:
    struct MoveStream
    {
        // Qt 6.4's network manager opens at most 6 connections per host (and cannot be told
        // otherwise before 6.5): 8 move streams next to the games stream would queue, so each
        // long-lived stream has a manager of its own.
        std::unique_ptr<QNetworkAccessManager> network;
        std::unique_ptr<net::HttpStream> http;
        net::NdjsonLineReader reader;
        // What this connection has delivered so far: the lines carry no ply, so each one is checked
        // against the position after the lines before it (its move must be legal there), which tells
        // a duplicate, a lost or swapped line and a position that does not follow from its move apart.
        chess::Position position; // after `plies` plies
        int plies = 0;
        bool opened = false; // the game object or the initial position has been seen
        QStringList recent; // the last position lines taken ("board side move"), to recognise replays
        bool desynced = false; // a line did not follow: the rest waits for the game's record
        // A line whose move is legal but whose position does not follow from it: either the zone's
        // board disagrees with its moves (passed on once the game's record shows the same move, or
        // the stream sends the same line at the same ply again) or lines before it were lost (the
        // record fills them). Kept across the reconnect that replays the stream.
        struct Unconfirmed
        {
            int ply = 0;
            QString key; // as in `recent`
            QString san; // its move, to compare with the record
            LichessPositionLine line;
        };
        std::optional<Unconfirmed> unconfirmed;
        bool terminal = false;
        bool retryPending = false; // waiting out its back-off
        std::int64_t openedAtMs = 0;
        int quickCloses = 0; // closed without the result soon after opening, in a row
        bool unreliableReported = false;
        net::Backoff backoff;
    };
    struct GameInfo
    {
        int board = 0;
        Pairing pairing; // what was passed on so far
        int reportedPlies = 0; // MovePlayed events passed on
        bool listed = false;
        bool started = false;
        bool ended = false;
        net::Backoff fillBackoff; // record fetches failed in a row, and when to try again
        int staleRecords = 0; // records in a row that came without the end the game had reached
    };

    QUrl endpoint(const QString &path, const QString &query = {}) const;
    net::HttpStream::Request request(const QUrl &url) const;
    void emitFiltered(QList<ZoneEvent> events);
    void fail(const QString &reason);
    void rateLimited(std::int64_t delayMs, const QString &message);
    void resumeAfterRateLimit();
    // The main stream (the bulk listing, the games stream, a broadcast) ended as ReconnectPolicy
    // says: waits out a 429, gives up on a refusal, or calls `reopen` after the back-off, showing
    // `message` (or `closedText` when the zone said nothing) meanwhile.
    void mainStreamEnded(net::HttpStream::Outcome outcome, int status, const QString &message,
                         void (LichessAdapter::*reopen)(), const QString &closedText = {});

    void fetchBulk();
    void openGamesStream();
    void onGamesStreamLine(const QByteArray &line);
    void sendAdds();
    void openMoveStream(const QString &id);
    void onMoveStreamLine(const QString &id, const QByteArray &line);
    void onPositionLine(const QString &id, MoveStream &s, const LichessPositionLine &line);
    // Something was lost or garbled for this game: fetch its full record (GET /game/export/{id}),
    // pass on what it adds, then let the move stream replay from the start. One fetch at a time.
    // A ply passed on already, sent again with the position the stream showed after it.
    void passAgain(const QString &id, int ply, const LichessPositionLine &line);
    static QString lostLinesText(const QString &id, int ply, const QString &move);
    void requestFill(const QString &id);
    void startNextFill();
    void onFillFinished(net::HttpStream::Outcome outcome, int status, const QString &message);
    void setCatchingUp(const QString &id, bool catchingUp);
    std::int64_t rateLimitDelay(const net::HttpStream &stream);
    // Health with the games still catching up; `health` is the connection's own state.
    void setConnectionHealth(ConnectionHealth health);
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

    net::HttpStream m_main; // bulk fetch, then the games stream (or the broadcast stream)
    net::NdjsonLineReader m_mainReader;
    PgnChunkSplitter m_splitter;
    PgnGameTracker m_tracker;
    net::Backoff m_mainBackoff;
    QTimer m_mainTimer;
    QString m_streamId;
    QStringList m_pendingAdds;
    net::HttpStream m_adds;

    QHash<QString, MoveStream *> m_moveStreams;
    QHash<QString, ZoneEvent> m_pendingEnds; // games-stream ends waiting for the moves

    QNetworkAccessManager *m_exportNetwork; // its own connection, like the move streams
    net::HttpStream m_export;
    QHash<QString, int> m_pendingEndWaits; // how often a held end has waited for its move source
    net::NdjsonLineReader m_exportReader;
    QTimer m_exportTimer;

    QStringList m_fillQueue;
    QString m_filling;
    QNetworkAccessManager *m_fillNetwork;
    net::HttpStream m_fill;
    QByteArray m_fillBody;
    QSet<QString> m_catchingUp;
    bool m_emittingRecord = false; // emitFiltered() is passing on a game's full record

    bool m_rateLimited = false;
    QTimer m_rateLimitTimer;
    bool m_completedSignalled = false;
};

} // namespace arbiter::zone
