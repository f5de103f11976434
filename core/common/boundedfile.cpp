#include "core/common/boundedfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace arbiter {

namespace {

QString native(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

QString systemError(int code)
{
    return QString::fromLocal8Bit(std::strerror(code));
}

// Opens without blocking: O_NONBLOCK makes open() return at once on a FIFO without a writer.
int openNonBlocking(const QString &path)
{
    const QByteArray name = QFile::encodeName(path);
    int fd = -1;
    do {
        fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    } while (fd < 0 && errno == EINTR);
    return fd;
}

std::optional<Error> notRegular(const QString &path, mode_t mode)
{
    if (S_ISDIR(mode))
        //: %1: the path, in the system's notation
        return Error{BoundedFile::tr("%1 is a folder, not a file.").arg(native(path))};
    //: %1: the path, in the system's notation
    return Error{BoundedFile::tr("%1 is not a regular file (a pipe, a device or a socket never ends or may never "
                                 "open): it cannot be read as a file.")
                     .arg(native(path))};
}

} // namespace

std::optional<Error> BoundedFile::checkReadable(const QString &path)
{
    struct stat st
    {
    };
    if (::stat(QFile::encodeName(path).constData(), &st) != 0)
        //: %1: the path, in the system's notation
        return errno == ENOENT ? Error{tr("There is no file %1.").arg(native(path))}
                               //: %1: the path, in the system's notation; %2: why it cannot be read (system error)
                               : Error{tr("Cannot read %1: %2").arg(native(path), systemError(errno))};
    if (!S_ISREG(st.st_mode))
        return notRegular(path, st.st_mode);
    const int fd = openNonBlocking(path);
    if (fd < 0)
        //: %1: the path, in the system's notation; %2: why it cannot be read (system error)
        return Error{tr("Cannot read %1: %2").arg(native(path), systemError(errno))};
    ::close(fd);
    return std::nullopt;
}

Result<QByteArray> BoundedFile::read(const QString &path, qint64 maxBytes)
{
    const int fd = openNonBlocking(path);
    if (fd < 0)
        //: %1: the path, in the system's notation; %2: why it cannot be read (system error)
        return Error{tr("Cannot read %1: %2").arg(native(path), systemError(errno))};
    struct Closer
    {
        int fd;
        ~Closer() { ::close(fd); }
    } closer{fd};
    // Judged on what was opened, not on the name: the name may have been replaced meanwhile.
    struct stat st
    {
    };
    if (::fstat(fd, &st) != 0)
        //: %1: the path, in the system's notation; %2: why it cannot be read (system error)
        return Error{tr("Cannot read %1: %2").arg(native(path), systemError(errno))};
    if (!S_ISREG(st.st_mode))
        return *notRegular(path, st.st_mode);
    const auto tooLarge = [&] {
        //: %1: the path, in the system's notation; %2: the largest size allowed, in megabytes
        return Error{tr("%1 is larger than %2 MB: too large to read.").arg(native(path)).arg(maxBytes / (1024 * 1024))};
    };
    if (st.st_size > maxBytes)
        return tooLarge();
    QByteArray bytes;
    bytes.resize(qsizetype(std::min<qint64>(st.st_size, maxBytes)) + 1);
    qsizetype have = 0;
    for (;;) {
        if (have == bytes.size()) {
            if (have > maxBytes)
                return tooLarge(); // it grew while being read
            bytes.resize(qsizetype(std::min<qint64>(qint64(bytes.size()) * 2, maxBytes + 1)));
        }
        const ssize_t n = ::read(fd, bytes.data() + have, std::size_t(bytes.size() - have));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            //: %1: the path, in the system's notation; %2: why it cannot be read (system error)
            return Error{tr("Cannot read %1: %2").arg(native(path), systemError(errno))};
        if (n == 0)
            break;
        have += qsizetype(n);
    }
    if (have > maxBytes)
        return tooLarge();
    bytes.truncate(have);
    return bytes;
}

std::optional<Error> BoundedFile::checkWritable(const QString &path)
{
    if (path.isEmpty())
        return Error{tr("No file name was given.")};
    const QFileInfo info(path);
    if (info.exists() && info.isDir())
        //: %1: the path, in the system's notation
        return Error{tr("%1 is a folder, not a file.").arg(native(path))};
    if (info.exists() && !info.isFile())
        //: %1: the path, in the system's notation
        return Error{tr("%1 is not a regular file: nothing can be saved there.").arg(native(path))};
    const QFileInfo folder(info.absolutePath());
    if (!folder.isDir())
        //: %1: the file's path; %2: the folder's path (both in the system's notation)
        return Error{tr("Cannot write %1: the folder %2 does not exist.").arg(native(path), native(folder.filePath()))};
    if (info.exists() ? !info.isWritable() : !folder.isWritable())
        //: %1: the path, in the system's notation
        return Error{tr("Cannot write %1: permission denied.").arg(native(path))};
    return std::nullopt;
}

} // namespace arbiter
