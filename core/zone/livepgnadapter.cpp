#include "core/zone/livepgnadapter.h"

#include "core/chess/pgnreader.h"
#include "core/common/boundedfile.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QLoggingCategory>

namespace arbiter::zone {

namespace {
Q_LOGGING_CATEGORY(lcLivePgn, "arbiter.core.zone")

// An HTML page (an error page or a login form served with 200) is not a PGN.
bool isWebPage(const QByteArray &body, const QByteArray &contentType)
{
    if (contentType.toLower().contains("text/html"))
        return true;
    const QByteArray head = body.left(512).trimmed().toLower();
    return head.startsWith("<!doctype") || head.startsWith("<html") || head.startsWith("<?xml")
        || head.startsWith("<head") || head.startsWith("<body");
}

QString pageTitle(const QByteArray &body)
{
    const QByteArray head = body.left(4096);
    const qsizetype start = head.toLower().indexOf("<title>");
    const qsizetype end = head.toLower().indexOf("</title>");
    if (start < 0 || end <= start)
        return LivePgnAdapter::tr("no title");
    return QString::fromUtf8(head.mid(start + 7, std::min<qsizetype>(end - start - 7, 200))).simplified();
}
} // namespace

LivePgnAdapter::LivePgnAdapter(QNetworkAccessManager *network, Options options, QObject *parent)
    : ZoneAdapter(parent), m_options(std::move(options)), m_tracker(m_options.roundId), m_stream(network),
      m_backoff(m_options.backoff, 1)
{
    m_options.intervalMs = std::max(m_options.intervalMs, MinIntervalMs);
    m_timer.setSingleShot(true);
    m_timer.setTimerType(Qt::PreciseTimer); // a coarse timer may fire 5 % early: never poll faster than the floor
    connect(&m_stream, &net::HttpStream::dataReceived, this, [this](const QByteArray &chunk) { m_body += chunk; });
    connect(&m_stream, &net::HttpStream::finished, this, &LivePgnAdapter::onFinished);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_options.file.isEmpty())
            poll();
        else
            readFile();
    });
    connect(&m_watcher, &QFileSystemWatcher::fileChanged, this, [this] {
        if (m_running)
            readFile();
    });
    connect(&m_watcher, &QFileSystemWatcher::directoryChanged, this, [this] {
        if (m_running)
            readFile();
    });
}

QString LivePgnAdapter::description() const
{
    if (!m_options.file.isEmpty())
        //: %1: the live PGN file's path, in the system's notation
        return tr("Live PGN file %1").arg(QDir::toNativeSeparators(m_options.file));
    //: %1: the live PGN's URL
    return tr("Live PGN at %1").arg(m_options.url.toString(QUrl::RemoveUserInfo));
}

void LivePgnAdapter::start()
{
    m_running = true;
    setHealth({ConnectionHealth::State::Connecting, 0, QString()});
    if (!m_options.file.isEmpty()) {
        const QFileInfo info(m_options.file);
        m_watcher.addPath(info.absolutePath()); // files replaced by rename are seen through the folder
        if (info.exists())
            m_watcher.addPath(info.absoluteFilePath());
        readFile();
    } else {
        poll();
    }
}

void LivePgnAdapter::stop()
{
    m_running = false;
    m_timer.stop();
    if (m_stream.isRunning())
        m_stream.abort();
    if (!m_watcher.files().isEmpty())
        m_watcher.removePaths(m_watcher.files());
    if (!m_watcher.directories().isEmpty())
        m_watcher.removePaths(m_watcher.directories());
    setHealth({ConnectionHealth::State::Idle, 0, QString()});
}

void LivePgnAdapter::scheduleNext(int ms)
{
    if (m_running)
        m_timer.start(ms);
}

void LivePgnAdapter::poll()
{
    if (!m_running || m_stream.isRunning())
        return;
    net::HttpStream::Request req;
    req.url = m_options.url;
    req.idleTimeoutMs = m_options.requestTimeoutMs;
    req.maxBodyBytes = MaxBytes;
    req.deadlineMs = DeadlineMs;
    req.headers.append({QByteArrayLiteral("Accept"), QByteArrayLiteral("application/x-chess-pgn, text/plain, */*")});
    const bool conditional = !std::exchange(m_unconditional, false);
    if (conditional && !m_etag.isEmpty() && !m_retryWithoutEtag)
        req.headers.append({QByteArrayLiteral("If-None-Match"), m_etag});
    if (conditional && !m_lastModified.isEmpty())
        req.headers.append({QByteArrayLiteral("If-Modified-Since"), m_lastModified});
    m_body.clear();
    ++m_requests;
    m_stream.start(req);
}

void LivePgnAdapter::onFinished(net::HttpStream::Outcome outcome, int status, const QString &message)
{
    if (!m_running)
        return;
    const bool sentEtag = !m_etag.isEmpty() && !m_retryWithoutEtag;
    m_retryWithoutEtag = false;
    if (outcome == net::HttpStream::Outcome::Finished) {
        m_backoff.connected(nowMs());
        setHealth({ConnectionHealth::State::Connected, 0, QString()});
        if (m_lastChangeMs < 0)
            m_lastChangeMs = nowMs();
        if (status == 304) {
            ++m_notModified;
            if (!m_tracker.allFinished() && nowMs() - m_lastChangeMs >= UnchangedRefetchMs) {
                // Games go on but the server says nothing changed: ask once without conditions.
                //: %1: the live PGN's URL; %n: how many minutes it has not changed
                Q_EMIT problem(tr("The live PGN at %1 has not changed for %n minute(s) while games are still going "
                                  "on; it is fetched again in full.",
                                  nullptr, int((nowMs() - m_lastChangeMs) / 60'000))
                                   .arg(m_options.url.toString(QUrl::RemoveUserInfo)));
                m_lastChangeMs = nowMs();
                m_unconditional = true;
            }
        } else if (isWebPage(m_body, m_stream.header(QByteArrayLiteral("Content-Type")))) {
            //: %1: the live PGN's URL; %2: the HTTP status code, e.g. 200; %3: the web page's title
            Q_EMIT problem(tr("The server at %1 answered with a web page instead of PGN (HTTP %2): %3; the games "
                              "already seen are kept.")
                               .arg(m_options.url.toString(QUrl::RemoveUserInfo))
                               .arg(status)
                               .arg(pageTitle(m_body)));
        } else {
            const QByteArray hash = QCryptographicHash::hash(m_body, QCryptographicHash::Sha1);
            if (hash != m_lastBodyHash)
                m_lastChangeMs = nowMs();
            m_lastBodyHash = hash;
            QByteArray etag = m_stream.header(QByteArrayLiteral("ETag"));
            if (etag.startsWith("W/"))
                etag = etag.mid(2);
            m_etag = etag;
            m_lastModified = m_stream.header(QByteArrayLiteral("Last-Modified"));
            consume(m_body, true);
        }
        scheduleNext(m_options.intervalMs);
        return;
    }
    if (outcome == net::HttpStream::Outcome::HttpError && status == 400 && sentEtag) {
        // Some servers reject conditional requests: try once without the ETag.
        m_retryWithoutEtag = true;
        poll();
        return;
    }
    if (outcome == net::HttpStream::Outcome::Aborted)
        return;
    const net::Backoff::Reason reason = outcome == net::HttpStream::Outcome::RateLimited
        ? net::Backoff::Reason::RateLimited
        : net::Backoff::Reason::Failure;
    std::int64_t delay = m_backoff.next(reason, nowMs(), m_stream.retryAfterMs().value_or(0));
    if (outcome == net::HttpStream::Outcome::IdleTimeout || outcome == net::HttpStream::Outcome::DeadlineExceeded)
        Q_EMIT problem(message); // a stall is said, not only shown
    if (outcome == net::HttpStream::Outcome::IdleTimeout)
        delay = std::max<std::int64_t>(delay, 10'000);
    delay = std::max<std::int64_t>(delay, m_options.intervalMs);
    qCInfo(lcLivePgn) << "live PGN poll failed, status" << status << "retry in" << delay << "ms";
    setHealth({ConnectionHealth::State::Reconnecting, delay, message});
    scheduleNext(int(std::min<std::int64_t>(delay, 3'600'000)));
}

void LivePgnAdapter::readFile()
{
    if (!m_running)
        return;
    QFileInfo info(m_options.file);
    if (!info.exists()) {
        setHealth({ConnectionHealth::State::Reconnecting, 1000,
                   //: %1: the live PGN file's path, in the system's notation
                   tr("The file %1 does not exist (yet).").arg(QDir::toNativeSeparators(m_options.file))});
        scheduleNext(1000);
        return;
    }
    if (!info.isFile()) {
        // A FIFO, a device (/dev/zero) or a folder never ends or never opens: not a PGN file.
        setHealth({ConnectionHealth::State::Failed, 0,
                   //: %1: the path, in the system's notation
                   tr("%1 is not a regular file (a pipe, a device or a folder); a live PGN must be a file that is "
                      "rewritten as the games go on.")
                       .arg(QDir::toNativeSeparators(m_options.file))});
        return;
    }
    if (!m_watcher.files().contains(info.absoluteFilePath()))
        m_watcher.addPath(info.absoluteFilePath());
    const qint64 size = info.size();
    const QDateTime modified = info.lastModified();
    if (m_settleLeft == 0 && size == m_fileSize && modified == m_fileModified) {
        scheduleNext(1000); // nothing new; the watcher may miss changes on some file systems
        return;
    }
    // Non-blocking and bounded (a file too large for a round's PGN is refused, not read whole).
    const Result<QByteArray> read = BoundedFile::read(m_options.file, MaxBytes);
    if (!read) {
        const int again = size > MaxBytes ? 5000 : 1000;
        setHealth({ConnectionHealth::State::Reconnecting, again, read.error().message});
        scheduleNext(again);
        return;
    }
    const QByteArray &bytes = read.value();
    info.refresh();
    const bool changedWhileReading = info.size() != bytes.size() || info.lastModified() != modified;
    if (changedWhileReading) {
        scheduleNext(m_options.settleMs);
        return;
    }
    setHealth({ConnectionHealth::State::Connected, 0, QString()});
    if (m_settleLeft == 0)
        m_settleLeft = m_options.settleAttempts;
    const bool lastChance = --m_settleLeft <= 0;
    if (!consume(bytes, lastChance)) {
        scheduleNext(m_options.settleMs);
        return;
    }
    m_settleLeft = 0;
    m_fileSize = bytes.size();
    m_fileModified = modified;
    scheduleNext(1000);
}

bool LivePgnAdapter::consume(const QByteArray &bytes, bool acceptIncomplete)
{
    QByteArray data = bytes;
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    chess::PgnReader reader(&buffer);
    std::vector<chess::PgnGame> games;
    chess::PgnGame game;
    while (reader.readGame(game))
        games.push_back(game);
    const QByteArray trimmedEnd = bytes.right(1);
    const bool cutOff = !bytes.isEmpty()
        && (trimmedEnd != "\n"
            || (!games.empty() && games.back().hasError() && !games.back().error()->moveText.isEmpty()));
    if (cutOff && !acceptIncomplete)
        return false;
    for (const chess::PgnGame &g : games) {
        if (g.hasError())
            Q_EMIT problem(g.error()->message);
    }
    const bool readable = std::any_of(games.cbegin(), games.cend(), [](const chess::PgnGame &g) {
        return !g.plies().empty() || !g.tag("White").isEmpty() || !g.tag("Black").isEmpty();
    });
    if (!readable && !bytes.trimmed().isEmpty()) {
        // Garbage (or something else entirely) where the round's PGN was: nothing is taken from it.
        if (!m_garbageReported) {
            if (m_tracker.gameCount() > 0)
                //: %1: the source, e.g. "Live PGN at https://…" or "Live PGN file …"
                Q_EMIT problem(tr("The live PGN no longer reads as PGN (%1); the games already seen are kept.")
                                   .arg(description()));
            else
                //: %1: the source, e.g. "Live PGN at https://…" or "Live PGN file …"
                Q_EMIT problem(tr("The live PGN does not read as PGN (%1).").arg(description()));
        }
        m_garbageReported = true;
        return true;
    }
    m_garbageReported = false;
    const QList<ZoneEvent> events = m_tracker.update(games, nowMs(), QDateTime::currentMSecsSinceEpoch());
    for (const QString &notice : m_tracker.takeNotices())
        Q_EMIT problem(notice);
    if (!events.isEmpty())
        Q_EMIT eventsReady(events);
    if (m_tracker.allFinished() && !m_completedSignalled) {
        m_completedSignalled = true;
        Q_EMIT roundCompleted();
    }
    return true;
}

} // namespace arbiter::zone
