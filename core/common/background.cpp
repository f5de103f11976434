#include "core/common/background.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace arbiter {

void runInBackground()
{
#ifdef Q_OS_LINUX
    // Each thread is a task of its own on Linux: its niceness is its own.
    setpriority(PRIO_PROCESS, id_t(::syscall(SYS_gettid)), 10);
#endif
}

} // namespace arbiter
