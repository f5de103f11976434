#pragma once

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkReply>

#include <memory>

// Collects a streaming QNetworkReply as it arrives: raw bytes, complete lines (empty keep-alive
// lines kept), and when each line arrived relative to the reply's end, so tests can check that a
// stream is delivered line by line and not buffered to the end.
struct ReplyCollector
{
    QByteArray raw;
    QList<QByteArray> lines; // without '\n'
    QList<bool> lineBeforeFinished; // per line: arrived before the reply finished
    int readyReads = 0;
    bool finished = false;
    bool finishing = false; // reading the last bytes inside finished()
    QNetworkReply *reply = nullptr;

    static std::shared_ptr<ReplyCollector> attach(QNetworkReply *reply)
    {
        auto c = std::make_shared<ReplyCollector>();
        c->reply = reply;
        QObject::connect(reply, &QNetworkReply::readyRead, reply, [c] { c->read(); });
        QObject::connect(reply, &QNetworkReply::finished, reply, [c] {
            c->finishing = true;
            c->read();
            c->finished = true;
        });
        return c;
    }

    void read()
    {
        const QByteArray bytes = reply->readAll();
        if (bytes.isEmpty())
            return;
        ++readyReads;
        raw += bytes;
        // Recompute complete lines from the whole buffer (tests are small).
        const QList<QByteArray> all = raw.split('\n');
        const qsizetype complete = all.size() - 1;
        while (lines.size() < complete) {
            lines.append(all[lines.size()]);
            lineBeforeFinished.append(!finishing);
        }
    }

    // Non-empty lines parsed as JSON objects.
    QList<QJsonObject> objects() const
    {
        QList<QJsonObject> out;
        for (const QByteArray &l : lines)
            if (!l.isEmpty())
                out.append(QJsonDocument::fromJson(l).object());
        return out;
    }
};
