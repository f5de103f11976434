#include "simhttpstream.h"

#include <QDeadlineTimer>
#include <QTcpSocket>

namespace arbiter::zone::sim {

namespace {
qint64 monotonicMs()
{
    return QDeadlineTimer::current().deadline();
}
} // namespace

SimHttpStream::SimHttpStream(QTcpSocket *socket, QByteArray capGroup, QObject *parent)
    : QObject(parent), m_socket(socket), m_capGroup(std::move(capGroup)), m_lastWriteMs(monotonicMs())
{ }

void SimHttpStream::write(QByteArrayView chunk)
{
    if (!m_open || chunk.isEmpty() || !m_socket)
        return;
    QByteArray frame = QByteArray::number(chunk.size(), 16);
    frame += "\r\n";
    frame += chunk;
    frame += "\r\n";
    m_socket->write(frame);
    m_lastWriteMs = monotonicMs();
}

void SimHttpStream::end()
{
    if (!m_open)
        return;
    if (m_socket)
        m_socket->write("0\r\n\r\n");
    finish();
    Q_EMIT ended();
}

void SimHttpStream::abort()
{
    if (!m_open)
        return;
    finish();
}

void SimHttpStream::finish()
{
    m_open = false;
    Q_EMIT closed();
}

} // namespace arbiter::zone::sim
