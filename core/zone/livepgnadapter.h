#pragma once

#include "core/net/backoff.h"
#include "core/net/httpstream.h"
#include "core/zone/pgngametracker.h"
#include "core/zone/zoneadapter.h"

#include <QDateTime>
#include <QFileSystemWatcher>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;

namespace arbiter::zone {

// Follows a round published as one multi-game PGN that is rewritten as the games go on: an HTTP(S)
// URL (DGT LiveChess and broadcast relays publish these) polled with If-None-Match/If-Modified-Since
// (a 304 costs nothing; never more often than every 2 s), or a local file watched for changes.
// Each new version is read with the PGN reader and handed to a PgnGameTracker, which matches games
// by their tags and reports only what is new. A file caught half-written (it does not end with a
// line break, or its last game breaks off) is read again a moment later, not misread.
class LivePgnAdapter : public ZoneAdapter
{
    Q_OBJECT

public:
    static constexpr int MinIntervalMs = 2000;
    // A round's PGN of 1000 long games with clocks is under 20 MB.
    static constexpr qint64 MaxBytes = 64 * 1024 * 1024;
    static constexpr int DeadlineMs = 30'000;
    // A server that answers 304 this long while games go on is asked once without conditions.
    static constexpr std::int64_t UnchangedRefetchMs = 5 * 60'000;

    struct Options
    {
        QUrl url; // either a URL…
        QString file; // …or a local file
        int intervalMs = MinIntervalMs; // polling period for URLs (clamped to MinIntervalMs)
        int requestTimeoutMs = 5000;
        int settleMs = 300; // re-read delay for a file caught half-written
        int settleAttempts = 10; // after that, the file is taken as it is
        QString roundId; // used when the games carry no Round tag
        net::Backoff::Policy backoff; // after failed polls (at least intervalMs; a minute after a 429)
    };

    LivePgnAdapter(QNetworkAccessManager *network, Options options, QObject *parent = nullptr);

    void start() override;
    void stop() override;
    QString description() const override;

    // Every game seen has a result.
    bool roundFinished() const { return m_tracker.allFinished(); }
    int requestCount() const { return m_requests; }
    int notModifiedCount() const { return m_notModified; }
    int intervalMs() const { return m_options.intervalMs; }

private:
    void poll();
    void onFinished(net::HttpStream::Outcome outcome, int status, const QString &message);
    void scheduleNext(int ms);
    void readFile();
    // Parses one version of the PGN; false when it looks cut off (then nothing is reported).
    bool consume(const QByteArray &bytes, bool acceptIncomplete);

    Options m_options;
    PgnGameTracker m_tracker;
    net::HttpStream m_stream;
    net::Backoff m_backoff;
    QTimer m_timer;
    QFileSystemWatcher m_watcher;
    QByteArray m_body;
    QByteArray m_etag;
    QByteArray m_lastModified;
    bool m_retryWithoutEtag = false;
    bool m_unconditional = false; // the next poll sends no If-None-Match / If-Modified-Since
    std::int64_t m_lastChangeMs = -1;
    QByteArray m_lastBodyHash;
    bool m_garbageReported = false;
    bool m_running = false;
    bool m_completedSignalled = false;
    int m_requests = 0;
    int m_notModified = 0;
    int m_settleLeft = 0;
    qint64 m_fileSize = -1;
    QDateTime m_fileModified;
};

} // namespace arbiter::zone
