#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

// Reads the external reference tables in ../shared/testdata (tab-separated, '#' comments).
namespace arbiter::testdata {

inline QString path(const QString &relative)
{
    return QStringLiteral(ARBITER_TESTDATA_DIR "/") + relative;
}

// Every non-comment row of a TSV file, split into fields; empty when the file is missing (the
// caller QFAILs with the path so a missing checkout of shared/ is obvious).
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
