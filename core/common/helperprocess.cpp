#include "core/common/helperprocess.h"

#include <QtGlobal>

#ifdef Q_OS_LINUX
#include <csignal>
#include <sys/prctl.h>
#endif
#include <unistd.h>

namespace arbiter {

void endWithParent()
{
#ifdef Q_OS_LINUX
    // A parent that died before this call sends nothing: its end of the input pipe is closed then,
    // and StandardInputLines ends the helper.
    prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
}

StandardInputLines::StandardInputLines(QObject *parent)
    : QObject(parent), m_notifier(STDIN_FILENO, QSocketNotifier::Read)
{
    connect(&m_notifier, &QSocketNotifier::activated, this, &StandardInputLines::readSome);
}

void StandardInputLines::readSome()
{
    char buffer[4096];
    const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
    if (n <= 0) {
        m_notifier.setEnabled(false);
        Q_EMIT ended();
        return;
    }
    m_pending.append(buffer, n);
    for (qsizetype end = m_pending.indexOf('\n'); end >= 0; end = m_pending.indexOf('\n')) {
        const QByteArray text = m_pending.left(end).trimmed();
        m_pending.remove(0, end + 1);
        if (!text.isEmpty())
            Q_EMIT line(text);
    }
}

} // namespace arbiter
