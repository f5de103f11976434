#pragma once

#include "tests/common/testpaths.h"
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

// The import fixtures: files as pairing programs and federations write them (tests/data/trf/*.trf,
// tests/data/csv/*.csv), each with NAME.json, what the console must import from it in the shape
// of event::importToJson (and so of `arbiterctl import --json`): the tests of TrfImport, CsvImport
// and arbiterctl hold the same file to the same answer. Every key the expectation names must match;
// a warning is expected as {"line", "contains"}; "options" are FileImport's ("as", "round",
// "players": another fixture whose players a pairings file refers to).
namespace arbiter::testing {

inline QString importFixtureDir(const QString &kind)
{
    return arbiter::testing::testsPath(QStringLiteral("data/")) + kind;
}

// The fixtures of tests/data/KIND that have an expectation, as file names.
inline QStringList importFixtures(const QString &kind)
{
    QStringList out;
    const QDir dir(importFixtureDir(kind));
    for (const QString &json : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString base = json.chopped(5);
        for (const QString &file : dir.entryList({base + QStringLiteral(".*")}, QDir::Files)) {
            if (!file.endsWith(QLatin1String(".json")))
                out << file;
        }
    }
    return out;
}

inline QJsonObject importExpectation(const QString &kind, const QString &file)
{
    QFile f(importFixtureDir(kind) + u'/' + file.left(file.lastIndexOf(u'.')) + QStringLiteral(".json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open the expectation of %s", qPrintable(file));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("%s: %s", qPrintable(f.fileName()), qPrintable(error.errorString()));
    return doc.object();
}

// The first way `actual` differs from `expected`, or an empty string.
inline QString compareImportJson(const QJsonValue &actual, const QJsonValue &expected, const QString &path = {})
{
    if (expected.isObject()) {
        const QJsonObject e = expected.toObject();
        const QJsonObject a = actual.toObject();
        for (auto it = e.begin(); it != e.end(); ++it) {
            if (it.key() == QLatin1String("source") || it.key() == QLatin1String("options"))
                continue;
            if (it.key() == QLatin1String("contains")) {
                const QString message = a.value(QLatin1String("message")).toString();
                if (!message.contains(it.value().toString()))
                    return path + QStringLiteral(": \"%1\" does not say \"%2\"").arg(message, it.value().toString());
                continue;
            }
            if (!a.contains(it.key()))
                return path + u'.' + it.key() + QStringLiteral(" is missing");
            const QString d = compareImportJson(a.value(it.key()), it.value(), path + u'.' + it.key());
            if (!d.isEmpty())
                return d;
        }
        return {};
    }
    if (expected.isArray()) {
        const QJsonArray e = expected.toArray();
        const QJsonArray a = actual.toArray();
        for (int i = 0; i < std::min(e.size(), a.size()); ++i) {
            const QString d = compareImportJson(a.at(i), e.at(i), path + QStringLiteral("[%1]").arg(i));
            if (!d.isEmpty())
                return d;
        }
        if (e.size() != a.size())
            return path + QStringLiteral(": %1 entries, expected %2").arg(a.size()).arg(e.size());
        return {};
    }
    if (actual != expected)
        return path
            + QStringLiteral(": %1, expected %2")
                  .arg(QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)),
                       QString::fromUtf8(QJsonDocument(QJsonArray{expected}).toJson(QJsonDocument::Compact)));
    return {};
}

} // namespace arbiter::testing
