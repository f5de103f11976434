#include "ui/diagnostics/statsprinter.h"

#include "core/chess/colorkey.h"

#include "core/clock/monotonicclock.h"
#include "ui/feeds/feedhub.h"

#include <cstdio>

namespace arbiter::ui {

StatsPrinter::StatsPrinter(FeedHub *hub, int intervalMs, QObject *parent) : QObject(parent), m_hub(hub), m_feeds(this)
{
    m_feeds.setInterval(intervalMs);
    connect(&m_feeds, &QTimer::timeout, this, [this] {
        const FeedHub::Stats s = m_hub->stats();
        if (s.playing > 0)
            std::fprintf(stdout, "%s\n", qPrintable(FeedHub::statsLine(s)));
        std::fflush(stdout);
    });
    connect(m_hub, &FeedHub::rollCallDone, this, [started = clock::steadyNowMs()](const QString &summary) {
        //: --stats output; %1 seconds since the console started; %2 the roll call's summary
        std::fprintf(
            stdout, "%s\n",
            qPrintable(tr("rollcall: done at %1 s: %2")
                           .arg(QString::number(double(clock::steadyNowMs() - started) / 1000.0, 'f', 1), summary)));
        std::fflush(stdout);
    });
}

void StatsPrinter::start()
{
    m_feeds.start();
}

void StatsPrinter::printIncidents(const QList<watch::Incident> &batch)
{
    for (const watch::Incident &i : batch) {
        if (!i.open || i.reviewedUtcMs != 0)
            continue;
        //: --stats output; %1 the incident's kind (a fixed name), %2 board, %3 white or black, %4 when (ms
        //: since 1970, UTC)
        std::fprintf(stdout, "%s\n",
                     qPrintable(tr("incident: %1 board %2 %3 at %4 ms")
                                    .arg(watch::Incident::kindName(i.kind))
                                    .arg(i.board)
                                    .arg(i.side ? chess::colorKey(*i.side) : QStringLiteral("-"))
                                    .arg(i.utcMs)));
    }
    std::fflush(stdout);
}

} // namespace arbiter::ui
