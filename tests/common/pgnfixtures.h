#pragma once

#include "core/chess/pgngame.h"
#include "tests/common/testpaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <vector>

// The PGN boundary fixtures (tests/data/pgn/boundaries/NAME.pgn), each with the games it must read as
// (NAME.json: "games": [{"tags": {subset}, "tagCount", "plies", "result", "clocks_ms"?, "emt_ms"?}]).
// One set of files for every reader of PGN text: PgnReader, the live splitter, the live-PGN source
// and `arbiterctl pgn`, so that they are held to the same answer.
namespace arbiter::testing {

inline QString pgnFixtureDir()
{
    return arbiter::testing::testsPath(QStringLiteral("data/pgn/boundaries"));
}

inline QStringList pgnFixtureNames()
{
    QStringList names;
    for (const QString &file : QDir(pgnFixtureDir()).entryList({QStringLiteral("*.pgn")}, QDir::Files, QDir::Name))
        names << file.chopped(4);
    return names;
}

inline QByteArray readFixtureFile(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return f.readAll();
}

inline QByteArray pgnFixture(const QString &name)
{
    return readFixtureFile(pgnFixtureDir() + u'/' + name + QStringLiteral(".pgn"));
}

inline QJsonArray expectedGames(const QString &name)
{
    QJsonParseError error;
    const QJsonDocument doc
        = QJsonDocument::fromJson(readFixtureFile(pgnFixtureDir() + u'/' + name + QStringLiteral(".json")), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s.json: %s", qPrintable(name), qPrintable(error.errorString()));
    return doc.object().value(QLatin1String("games")).toArray();
}

inline QString clockText(const std::optional<std::int64_t> &ms)
{
    return ms ? QString::number(*ms) : QStringLiteral("null");
}

inline QString clockText(const QJsonValue &v)
{
    return v.isNull() ? QStringLiteral("null") : QString::number(v.toInteger());
}

// The first way `games` differ from the expectation, or an empty string when they do not.
inline QString compareWithExpected(const std::vector<chess::PgnGame> &games, const QJsonArray &expected)
{
    if (games.size() != std::size_t(expected.size()))
        return QStringLiteral("%1 games read, %2 expected").arg(games.size()).arg(expected.size());
    for (int i = 0; i < expected.size(); ++i) {
        const chess::PgnGame &g = games[std::size_t(i)];
        const QJsonObject e = expected.at(i).toObject();
        const QString where = QStringLiteral("game %1: ").arg(i + 1);
        const QJsonObject tags = e.value(QLatin1String("tags")).toObject();
        for (auto it = tags.begin(); it != tags.end(); ++it) {
            const QString value = g.tag(it.key().toStdString());
            if (value != it.value().toString())
                return where
                    + QStringLiteral("tag %1 is \"%2\", expected \"%3\"").arg(it.key(), value, it.value().toString());
        }
        if (e.contains(QLatin1String("tagCount")) && int(g.tags().size()) != e.value(QLatin1String("tagCount")).toInt())
            return where
                + QStringLiteral("%1 tags, expected %2")
                      .arg(g.tags().size())
                      .arg(e.value(QLatin1String("tagCount")).toInt());
        if (g.plyCount() != e.value(QLatin1String("plies")).toInt())
            return where
                + QStringLiteral("%1 plies, expected %2")
                      .arg(g.plyCount())
                      .arg(e.value(QLatin1String("plies")).toInt());
        if (g.result() != e.value(QLatin1String("result")).toString())
            return where
                + QStringLiteral("result %1, expected %2").arg(g.result(), e.value(QLatin1String("result")).toString());
        if (g.hasError())
            return where + QStringLiteral("error: ") + g.error()->message;
        for (const char *key : {"clocks_ms", "emt_ms"}) {
            const QJsonArray want = e.value(QLatin1String(key)).toArray();
            if (want.isEmpty())
                continue;
            QStringList got, wanted;
            for (const auto &ply : g.plies())
                got << clockText(key[0] == 'c' ? ply.clockMs : ply.emtMs);
            for (const QJsonValue &v : want)
                wanted << clockText(v);
            if (got != wanted)
                return where
                    + QStringLiteral("%1 [%2], expected [%3]")
                          .arg(QLatin1String(key), got.join(u','), wanted.join(u','));
        }
    }
    return {};
}

} // namespace arbiter::testing
