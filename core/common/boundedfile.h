#pragma once

#include "core/common/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace arbiter {

// Reading a file named by the user or a configuration without ever blocking or growing without
// bound: only a regular file is read (a FIFO with no writer would block open() and the event loop
// with it, a device such as /dev/zero never ends), it is opened with O_NONBLOCK, and at most
// `maxBytes` are read; a bigger file is refused with a "too large" message. The one home of that
// rule for imports (TRF, CSV), the live PGN file, and the programs' option checks.
class BoundedFile
{
    Q_DECLARE_TR_FUNCTIONS(BoundedFile)

public:
    // Why `path` cannot be read as a file: it does not exist, is not a regular file, or cannot be
    // opened for reading. Never blocks.
    static std::optional<Error> checkReadable(const QString &path);
    // The whole file, or why not (checkReadable(), or larger than maxBytes).
    static Result<QByteArray> read(const QString &path, qint64 maxBytes);
    // Why a file could not be written at `path`: its folder does not exist or is not writable, or
    // the path names a folder or something that is not a regular file.
    static std::optional<Error> checkWritable(const QString &path);
};

} // namespace arbiter
