#include "sim/faultinjector.h"

#include "core/net/httpserver.h"

#include <algorithm>

#include "core/net/httpresponsestream.h"

#include <QLoggingCategory>

namespace arbiter::zone::sim {

namespace {
Q_LOGGING_CATEGORY(lcSim, "arbiter.core.zone.sim")

bool globMatch(QStringView pattern, QStringView text)
{
    // Iterative '*' matching with backtracking to the last star.
    qsizetype p = 0, t = 0, star = -1, mark = 0;
    while (t < text.size()) {
        if (p < pattern.size() && pattern[p] == u'*') {
            star = p++;
            mark = t;
        } else if (p < pattern.size() && pattern[p] == text[t]) {
            ++p;
            ++t;
        } else if (star >= 0) {
            p = star + 1;
            t = ++mark;
        } else {
            return false;
        }
    }
    while (p < pattern.size() && pattern[p] == u'*')
        ++p;
    return p == pattern.size();
}
} // namespace

FaultInjector::FaultInjector(QObject *parent) : QObject(parent) { }

bool FaultInjector::matches(const QString &route, const QString &path)
{
    return globMatch(route, path);
}

void FaultInjector::failRequests(const QString &route, int status, int count, int retryAfterSeconds)
{
    if (count == 0)
        return;
    m_failures.push_back({route, status, count, retryAfterSeconds});
}

int FaultInjector::lineFault(const QString &route, int fault, int lines, const QByteArray &fen)
{
    const int n = forStreams(route, [&](net::HttpResponseStream *s) {
        s->addLineFault(net::HttpResponseStream::LineFault(fault), lines, fen);
        return true;
    });
    if (n == 0)
        m_pendingLineFaults.push_back({route, fault, lines, fen});
    Q_EMIT injected(lineFaultText(fault, lines, n, route)
                    + (n == 0 ? QStringLiteral("; kept for the next one") : QString()));
    return n;
}

QString FaultInjector::lineFaultText(int fault, int lines, int streams, const QString &route)
{
    static constexpr const char *Names[] = {"dropped", "swapped", "short-FEN duplicated", "foreign-FEN"};
    return QStringLiteral("%1 %2 line(s) on %3 stream(s) of %4")
        .arg(QLatin1String(Names[std::clamp(fault, 0, 3)]))
        .arg(lines)
        .arg(streams)
        .arg(route);
}

void FaultInjector::closeEarly(const QString &route, int lines, int count)
{
    if (count != 0)
        m_earlyCloses.push_back({route, std::max(1, lines), count});
}

void FaultInjector::clearFailures()
{
    m_earlyCloses.clear();
    m_pendingLineFaults.clear();
    m_failures.clear();
}

void FaultInjector::setSplitWrites(const QString &route, int maxBytes, int gapMs)
{
    std::erase_if(m_splits, [&](const Split &s) { return s.route == route; });
    if (maxBytes > 0)
        m_splits.push_back({route, maxBytes, gapMs});
    forStreams(route, [&](net::HttpResponseStream *s) {
        s->setSplitWrites(maxBytes, gapMs);
        return true;
    });
}

template<typename F>
int FaultInjector::forStreams(const QString &route, F &&f)
{
    m_streams.removeIf([](const QPointer<net::HttpResponseStream> &s) { return !s || !s->isOpen(); });
    int n = 0;
    // A copy: dropping a stream may close it (and change the list) from inside.
    const auto streams = m_streams;
    for (const QPointer<net::HttpResponseStream> &s : streams)
        if (s && s->isOpen() && matches(route, s->path()) && f(s.data()))
            ++n;
    return n;
}

int FaultInjector::dropStreams(const QString &route)
{
    const int n = forStreams(route, [](net::HttpResponseStream *s) {
        s->drop();
        return true;
    });
    Q_EMIT injected(QStringLiteral("dropped %1 stream(s) of %2").arg(n).arg(route));
    return n;
}

int FaultInjector::stallStreams(const QString &route, bool stalled)
{
    const int n = forStreams(route, [stalled](net::HttpResponseStream *s) {
        if (s->isStalled() == stalled)
            return false;
        s->setStalled(stalled);
        return true;
    });
    Q_EMIT injected(QStringLiteral("%1 %2 stream(s) of %3").arg(stalled ? u"stalled" : u"released").arg(n).arg(route));
    return n;
}

int FaultInjector::writeGarbage(const QString &route, const QByteArray &text)
{
    const int n = forStreams(route, [&text](net::HttpResponseStream *s) {
        s->writeGarbage(text);
        return true;
    });
    Q_EMIT injected(QStringLiteral("garbage on %1 stream(s) of %2").arg(n).arg(route));
    return n;
}

int FaultInjector::repeatLines(const QString &route, int lines)
{
    const int n = forStreams(route, [lines](net::HttpResponseStream *s) { return s->repeatLast(lines) > 0; });
    Q_EMIT injected(QStringLiteral("repeated lines on %1 stream(s) of %2").arg(n).arg(route));
    return n;
}

int FaultInjector::openStreams(const QString &route) const
{
    int n = 0;
    for (const QPointer<net::HttpResponseStream> &s : m_streams)
        n += s && s->isOpen() && matches(route, s->path());
    return n;
}

std::optional<int> FaultInjector::takeFailure(const QString &path)
{
    for (auto it = m_failures.begin(); it != m_failures.end(); ++it) {
        if (!matches(it->route, path))
            continue;
        const int status = it->status;
        m_lastRetryAfter = it->retryAfter;
        if (it->remaining > 0 && --it->remaining == 0)
            m_failures.erase(it);
        ++m_failuresServed;
        qCDebug(lcSim) << "fault: answering" << status << "to" << path;
        Q_EMIT injected(QStringLiteral("answered %1 to %2").arg(status).arg(path));
        return status;
    }
    return std::nullopt;
}

void FaultInjector::streamOpened(net::HttpResponseStream *stream)
{
    for (auto it = m_earlyCloses.begin(); it != m_earlyCloses.end(); ++it) {
        if (!matches(it->route, stream->path()))
            continue;
        stream->setCloseAfter(it->lines);
        Q_EMIT injected(QStringLiteral("%1 closes after %2 line(s)").arg(stream->path()).arg(it->lines));
        if (it->remaining > 0 && --it->remaining == 0)
            m_earlyCloses.erase(it);
        break;
    }
    m_streams.removeIf([](const QPointer<net::HttpResponseStream> &s) { return !s || !s->isOpen(); });
    m_streams.append(stream);
    for (const Split &s : m_splits)
        if (matches(s.route, stream->path()))
            stream->setSplitWrites(s.maxBytes, s.gapMs);
    for (auto it = m_pendingLineFaults.begin(); it != m_pendingLineFaults.end();) {
        if (!matches(it->route, stream->path())) {
            ++it;
            continue;
        }
        stream->addLineFault(net::HttpResponseStream::LineFault(it->fault), it->lines, it->fen);
        Q_EMIT injected(lineFaultText(it->fault, it->lines, 1, it->route));
        it = m_pendingLineFaults.erase(it);
    }
}

QString FaultInjector::faultText(int status)
{
    switch (status) {
    case 429: return QStringLiteral("Too many requests. Try again later.");
    case 500: return QStringLiteral("Internal server error");
    case 502: return QStringLiteral("Bad gateway");
    case 503: return QStringLiteral("Service unavailable");
    case 504: return QStringLiteral("Gateway timeout");
    default: return QStringLiteral("Error %1").arg(status);
    }
}

void FaultInjector::attachTo(net::HttpServer *server)
{
    server->setFaultHooks({[this](const QString &path) -> std::optional<net::HttpServer::Failure> {
                               const auto status = takeFailure(path);
                               if (!status)
                                   return std::nullopt;
                               return net::HttpServer::Failure{*status, m_lastRetryAfter, faultText(*status)};
                           },
                           [this](net::HttpResponseStream *stream) { streamOpened(stream); }});
}

} // namespace arbiter::zone::sim
