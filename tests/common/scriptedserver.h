#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QUrl>

#include <functional>

namespace arbiter::test {

// A raw HTTP/1.1 responder on loopback: each accepted connection reads the request head and then
// runs the test's script on the socket, so a test controls every byte and every pause.
class ScriptedServer : public QObject
{
public:
    using Script = std::function<void(QTcpSocket *, const QByteArray &request)>;

    explicit ScriptedServer(Script script) : m_script(std::move(script))
    {
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                auto *buffer = new QByteArray;
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
                    *buffer += socket->readAll();
                    const qsizetype end = buffer->indexOf("\r\n\r\n");
                    if (end < 0 || buffer->isEmpty())
                        return;
                    const QByteArray head = buffer->left(end);
                    buffer->clear();
                    requests.append(head);
                    m_script(socket, head);
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, [socket, buffer] {
                    delete buffer;
                    socket->deleteLater();
                });
            }
        });
        if (!m_server.listen(QHostAddress::LocalHost, 0))
            qFatal("cannot listen on loopback");
    }

    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
    }

    QList<QByteArray> requests;

private:
    QTcpServer m_server;
    Script m_script;
};

// One chunk of a chunked HTTP/1.1 body.
inline QByteArray httpChunk(const QByteArray &data)
{
    return QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n";
}

} // namespace arbiter::test
