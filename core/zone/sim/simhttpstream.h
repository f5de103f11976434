#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>

class QTcpSocket;

namespace arbiter::zone::sim {

// An open chunked HTTP response (NDJSON lines, PGN games) that its route handler keeps writing to
// until it ends it or the client goes away. Each write() is sent as one HTTP chunk at once, so a
// client sees every line as soon as the simulator produces it. Owned by the server; handlers keep a
// QPointer and stop when closed() is emitted.
class SimHttpStream : public QObject
{
    Q_OBJECT

public:
    SimHttpStream(QTcpSocket *socket, QByteArray capGroup, QObject *parent);

    // Sends one chunk (nothing for an empty one: that would end the response).
    void write(QByteArrayView chunk);
    // Sends the last chunk. The connection then serves its next request (keep-alive) or closes.
    void end();
    bool isOpen() const { return m_open; }
    // Monotonic ms of the last write (for keep-alive timers).
    qint64 lastWriteMs() const { return m_lastWriteMs; }
    QByteArray capGroup() const { return m_capGroup; }

    // Called by the server when the client disconnected.
    void abort();

Q_SIGNALS:
    // The response is over: ended by the handler or the client left. Emitted once.
    void closed();
    // Only after end(): the connection may serve the next request.
    void ended();

private:
    void finish();

    QPointer<QTcpSocket> m_socket;
    QByteArray m_capGroup;
    bool m_open = true;
    qint64 m_lastWriteMs = 0;
};

} // namespace arbiter::zone::sim
