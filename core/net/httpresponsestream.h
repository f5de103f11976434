#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#include <deque>

class QTcpSocket;

namespace arbiter::net {

// An open chunked HTTP response (NDJSON lines, PGN games) that its route handler keeps writing to
// until it ends it or the client goes away. Each write() is sent as one HTTP chunk at once, so a
// client sees every line as soon as the simulator produces it. Owned by the server; handlers keep a
// QPointer and stop when closed() is emitted.
//
// Faults for tests and seminars (FaultInjector drives them): a stream can be stalled (everything,
// keep-alives included, is held back until it is released), have its writes cut into small pieces
// sent a moment apart (so a client sees line and UTF-8 boundaries inside its reads), send garbage,
// send its last lines again, or be dropped like a broken connection.
class HttpResponseStream : public QObject
{
    Q_OBJECT

public:
    HttpResponseStream(QTcpSocket *socket, QString path, QByteArray capGroup, QObject *parent);

    // Sends one chunk (nothing for an empty one: that would end the response).
    void write(QByteArrayView chunk);
    // Sends the last chunk. The connection then serves its next request (keep-alive) or closes.
    void end();
    bool isOpen() const { return m_open; }
    // Monotonic ms of the last write (for keep-alive timers).
    qint64 lastWriteMs() const { return m_lastWriteMs; }
    QByteArray capGroup() const { return m_capGroup; }
    // The request path that opened it (fault rules match on it).
    QString path() const { return m_path; }

    // Called by the server when the client disconnected.
    void abort();

    // Faults.
    // Cuts every later chunk's bytes into pieces of at most maxBytes, each its own HTTP chunk sent
    // gapMs apart (0 = off).
    void setSplitWrites(int maxBytes, int gapMs = 2);
    // Holds back every byte from now on until released; then sends what was held.
    void setStalled(bool stalled);
    bool isStalled() const { return m_stalled; }
    // Sends bytes that are not a valid line of the stream's format.
    void writeGarbage(const QByteArray &text);
    // Sends the last `count` chunks again (as a server replaying after a glitch would).
    int repeatLast(int count);
    // Breaks the connection at once (no last chunk), as a network failure does.
    void drop();

    // Faults on the next move lines (a Lichess position line with "lm", an extension-stream move),
    // applied in the order they were added, each to `count` lines:
    enum class LineFault {
        Drop, // not sent at all
        Swap, // sent after the line that follows it
        ShortFen, // the FEN cut to board and side to move, and the line sent twice
        ForeignFen // the FEN replaced by `text` (a position from another game)
    };
    void addLineFault(LineFault fault, int count, const QByteArray &text = {});
    // Drops the connection after `lines` more data lines (0 = off).
    void setCloseAfter(int lines) { m_closeAfter = lines; }
    static bool isMoveLine(QByteArrayView chunk);

Q_SIGNALS:
    // The response is over: ended by the handler or the client left. Emitted once.
    void closed();
    // Only after end(): the connection may serve the next request.
    void ended();

private:
    void send(QByteArrayView payload, bool remember);
    void enqueue(QByteArray frame);
    void pump();
    void finish();

    static constexpr int Remembered = 32;
    struct PendingLineFault
    {
        LineFault fault;
        int count;
        QByteArray text;
    };
    std::deque<PendingLineFault> m_lineFaults;
    QByteArray m_heldLine; // Swap: the line that waits for the next one
    int m_closeAfter = 0;

    QPointer<QTcpSocket> m_socket;
    QString m_path;
    QByteArray m_capGroup;
    bool m_open = true;
    bool m_endQueued = false;
    bool m_stalled = false;
    int m_splitBytes = 0;
    int m_splitGapMs = 0;
    qint64 m_lastWriteMs = 0;
    std::deque<QByteArray> m_queue; // frames waiting for the pace timer or the end of a stall
    std::deque<QByteArray> m_recent; // the last chunks' payloads
    QTimer m_pace;
};

} // namespace arbiter::net
