#include "core/net/httpresponsestream.h"

#include <QDeadlineTimer>
#include <QTcpSocket>

namespace arbiter::net {

namespace {
qint64 monotonicMs()
{
    return QDeadlineTimer::current().deadline();
}

const QByteArray Terminator = QByteArrayLiteral("0\r\n\r\n");

QByteArray frame(QByteArrayView payload)
{
    QByteArray f = QByteArray::number(payload.size(), 16);
    f += "\r\n";
    f += payload;
    f += "\r\n";
    return f;
}
} // namespace

HttpResponseStream::HttpResponseStream(QTcpSocket *socket, QString path, QByteArray capGroup, QObject *parent)
    : QObject(parent), m_socket(socket), m_path(std::move(path)), m_capGroup(std::move(capGroup)),
      m_lastWriteMs(monotonicMs())
{
    m_pace.setSingleShot(true);
    connect(&m_pace, &QTimer::timeout, this, &HttpResponseStream::pump);
}

bool HttpResponseStream::isMoveLine(QByteArrayView chunk)
{
    return chunk.startsWith('{') && (chunk.contains("\"lm\"") || chunk.contains("\"type\":\"move\""));
}

namespace {

// The value of the line's "fen" field: [begin, end) of the text between its quotes.
std::pair<qsizetype, qsizetype> fenValue(const QByteArray &line)
{
    const qsizetype key = line.indexOf("\"fen\":\"");
    if (key < 0)
        return {-1, -1};
    const qsizetype begin = key + 7;
    const qsizetype end = line.indexOf('"', begin);
    return {begin, end};
}

} // namespace

void HttpResponseStream::addLineFault(LineFault fault, int count, const QByteArray &text)
{
    if (count > 0)
        m_lineFaults.push_back({fault, count, text});
}

void HttpResponseStream::write(QByteArrayView chunk)
{
    if (!m_lineFaults.empty() && isMoveLine(chunk)) {
        PendingLineFault &f = m_lineFaults.front();
        QByteArray line = chunk.toByteArray();
        bool done = true;
        switch (f.fault) {
        case LineFault::Drop: break;
        case LineFault::Swap:
            if (m_heldLine.isEmpty()) {
                m_heldLine = line;
                done = false;
            } else {
                send(line, true);
                send(std::exchange(m_heldLine, {}), true);
            }
            break;
        case LineFault::ShortFen: {
            const auto [begin, end] = fenValue(line);
            if (begin >= 0 && end > begin) {
                const QList<QByteArray> fields = line.mid(begin, end - begin).split(' ');
                if (fields.size() > 2)
                    line.replace(begin, end - begin, QByteArray(fields[0] + ' ' + fields[1]));
            }
            send(line, true);
            send(line, false);
            break;
        }
        case LineFault::ForeignFen: {
            const auto [begin, end] = fenValue(line);
            if (begin >= 0 && end > begin)
                line.replace(begin, end - begin, f.text);
            send(line, true);
            break;
        }
        }
        if (done && --f.count <= 0)
            m_lineFaults.pop_front();
        return;
    }
    send(chunk, true);
    if (m_closeAfter > 0 && chunk.startsWith('{') && --m_closeAfter == 0)
        drop();
}

void HttpResponseStream::send(QByteArrayView payload, bool remember)
{
    if (!m_open || m_endQueued || payload.isEmpty() || !m_socket)
        return;
    if (remember) {
        m_recent.emplace_back(payload.toByteArray());
        if (m_recent.size() > Remembered)
            m_recent.pop_front();
    }
    m_lastWriteMs = monotonicMs();
    if (m_splitBytes <= 0) {
        enqueue(frame(payload));
        return;
    }
    for (qsizetype at = 0; at < payload.size(); at += m_splitBytes)
        enqueue(frame(payload.sliced(at, std::min<qsizetype>(m_splitBytes, payload.size() - at))));
}

void HttpResponseStream::enqueue(QByteArray f)
{
    if (m_queue.empty() && !m_stalled && !m_pace.isActive()) {
        m_socket->write(f);
        if (m_splitBytes > 0) {
            m_socket->flush();
            m_pace.start(m_splitGapMs);
        }
        if (f == Terminator) {
            finish();
            Q_EMIT ended();
        }
        return;
    }
    m_queue.push_back(std::move(f));
}

void HttpResponseStream::pump()
{
    while (m_open && !m_stalled && !m_queue.empty() && m_socket) {
        QByteArray f = std::move(m_queue.front());
        m_queue.pop_front();
        m_socket->write(f);
        if (f == Terminator) {
            finish();
            Q_EMIT ended();
            return;
        }
        if (m_splitBytes > 0) {
            m_socket->flush();
            m_pace.start(m_splitGapMs);
            return;
        }
    }
}

void HttpResponseStream::end()
{
    if (!m_heldLine.isEmpty())
        send(std::exchange(m_heldLine, {}), true);
    if (!m_open || m_endQueued)
        return;
    if (!m_socket) {
        finish();
        Q_EMIT ended();
        return;
    }
    m_endQueued = true;
    enqueue(Terminator);
}

void HttpResponseStream::setSplitWrites(int maxBytes, int gapMs)
{
    m_splitBytes = std::max(0, maxBytes);
    m_splitGapMs = std::max(0, gapMs);
    if (m_splitBytes == 0 && !m_pace.isActive())
        pump();
}

void HttpResponseStream::setStalled(bool stalled)
{
    if (m_stalled == stalled)
        return;
    m_stalled = stalled;
    if (!stalled && !m_pace.isActive())
        pump();
}

void HttpResponseStream::writeGarbage(const QByteArray &text)
{
    send(text, false);
}

int HttpResponseStream::repeatLast(int count)
{
    const int n = std::min<int>(count, int(m_recent.size()));
    const std::deque<QByteArray> again(m_recent.end() - n, m_recent.end());
    for (const QByteArray &payload : again)
        send(payload, false);
    return n;
}

void HttpResponseStream::drop()
{
    if (!m_open)
        return;
    m_queue.clear();
    finish();
    if (m_socket)
        m_socket->abort();
}

void HttpResponseStream::abort()
{
    if (!m_open)
        return;
    m_queue.clear();
    finish();
}

void HttpResponseStream::finish()
{
    m_open = false;
    m_pace.stop();
    Q_EMIT closed();
}

} // namespace arbiter::net
