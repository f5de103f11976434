#pragma once

#include "tests/common/testpaths.h"
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

// Reads the reference tables of tests/data/chess (tab-separated, '#' comments; sources in the
// README there).
namespace arbiter::testdata {

inline QString path(const QString &relative)
{
    return arbiter::testing::testsPath(QStringLiteral("data/") + relative);
}

// Every non-comment row of a TSV file, split into fields; empty when the file is missing (the
// caller QFAILs with the path).
inline QList<QStringList> readTsv(const QString &relative)
{
    QList<QStringList> rows;
    QFile f(path(relative));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return rows;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(u'#'))
            continue;
        rows.append(line.split(u'\t'));
    }
    return rows;
}

} // namespace arbiter::testdata
