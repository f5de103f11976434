#pragma once

#include "core/common/boundedfile.h"
#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace arbiter::event {

// How much of a tournament file the imports (TRF, CSV) take, so that memory stays bounded whatever
// the file: the biggest real events (a few thousand players, dozens of rounds) are well under a
// megabyte, and a TRF player line with 100 rounds is about 1,100 characters. A bigger file is
// refused as too large; a longer line is left out with a warning that says it is too long.
class ImportLimits
{
    Q_DECLARE_TR_FUNCTIONS(ImportLimits)

public:
    static constexpr qint64 MaxFileBytes = 16 * 1024 * 1024;
    static constexpr qsizetype MaxLineBytes = 64 * 1024;

    // The file, read without blocking (a FIFO or a device is refused) and at most MaxFileBytes.
    static Result<QByteArray> readFile(const QString &path) { return BoundedFile::read(path, MaxFileBytes); }
    // For text already in memory (pasted, dropped): refused when over MaxFileBytes.
    static std::optional<Error> checkSize(qsizetype bytes)
    {
        if (bytes <= MaxFileBytes)
            return std::nullopt;
        //: %1: the largest file size allowed, in megabytes
        return Error{tr("The file is larger than %1 MB: too large for a list of players or pairings.")
                         .arg(MaxFileBytes / (1024 * 1024))};
    }
    static QString lineTooLong(int line)
    {
        //: %1: the line number in the file; %2: the longest line allowed, in kilobytes
        return tr("Line %1: longer than %2 KB, too long for a line of players or pairings; left out.")
            .arg(line)
            .arg(MaxLineBytes / 1024);
    }
};

} // namespace arbiter::event
