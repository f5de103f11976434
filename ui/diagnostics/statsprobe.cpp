#include "ui/diagnostics/statsprobe.h"

#include "core/clock/monotonicclock.h"
#include "core/common/blockingcall.h"
#include "core/models/gametablemodel.h"
#include "ui/wall/boardwallview.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPaintEvent>
#include <QTableView>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <unistd.h>

namespace arbiter::ui {

namespace {

// utime + stime of a /proc stat file, in seconds, and the thread's name.
bool readStat(const QString &path, double *seconds, QByteArray *name)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = file.readAll();
    const qsizetype open = text.indexOf('(');
    const qsizetype close = text.lastIndexOf(')');
    if (open < 0 || close < open)
        return false;
    if (name)
        *name = text.mid(open + 1, close - open - 1);
    // After the name: field 3 (state) onwards; utime and stime are fields 14 and 15.
    const QList<QByteArray> fields = text.mid(close + 2).split(' ');
    if (fields.size() < 13)
        return false;
    static const double ticks = double(sysconf(_SC_CLK_TCK));
    *seconds = double(fields[11].toLongLong() + fields[12].toLongLong()) / ticks;
    return true;
}

} // namespace

StatsProbe::StatsProbe(int intervalMs, QObject *parent) : QObject(parent), m_intervalMs(qMax(100, intervalMs))
{
    m_heartbeat.setTimerType(Qt::PreciseTimer);
    m_heartbeat.setInterval(HeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, [this] { beat(now()); });
    m_report.setTimerType(Qt::PreciseTimer);
    m_report.setInterval(m_intervalMs);
    connect(&m_report, &QTimer::timeout, this, &StatsProbe::report);
    m_output = [](const QString &text) {
        std::fprintf(stdout, "%s\n", qPrintable(text));
        std::fflush(stdout);
    };
    if (QCoreApplication::instance())
        connect(QCoreApplication::instance(), &QCoreApplication::aboutToQuit, this, &StatsProbe::printSummary);
}

StatsProbe::~StatsProbe()
{
    m_readerThread.quit();
    m_readerThread.wait(); // what it still reads posts to nobody
    for (const QPointer<QAbstractItemView> &view : m_views)
        if (view)
            view->viewport()->removeEventFilter(this);
}

std::int64_t StatsProbe::now() const
{
    return m_clock ? m_clock() : clock::steadyNowMs();
}

void StatsProbe::watch(QAbstractItemView *view)
{
    m_views.emplace_back(view);
    view->viewport()->installEventFilter(this);
}

void StatsProbe::start()
{
    const std::int64_t t = now();
    m_startMs = m_intervalStartMs = t;
    m_lastBeatMs = -1;
    m_cpuAtStart = cpuTimes(m_simulatorPid, probeHelperPid());
    m_cpuValid = true;
    if (!m_reader) {
        m_readerThread.setObjectName(QStringLiteral("stats"));
        m_reader = new QObject;
        m_reader->moveToThread(&m_readerThread);
        connect(&m_readerThread, &QThread::finished, m_reader, &QObject::deleteLater);
        m_readerThread.start();
    }
    m_heartbeat.start();
    m_report.start();
}

double StatsProbe::percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return -1;
    std::sort(values.begin(), values.end());
    const auto rank = std::size_t(std::ceil(p / 100.0 * double(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

void StatsProbe::beat(std::int64_t nowMs)
{
    if (m_lastBeatMs >= 0) {
        const double late = double(nowMs - m_lastBeatMs - HeartbeatMs);
        m_maxStallMs = std::max(m_maxStallMs, late);
        if (late > StallThresholdMs)
            ++m_stalls;
    }
    m_lastBeatMs = nowMs;
}

void StatsProbe::shown(std::int64_t receivedMs, std::int64_t shownMs)
{
    const double delay = double(std::max<std::int64_t>(0, shownMs - receivedMs));
    m_delays.push_back(delay);
    m_allDelays.push_back(delay);
}

StatsProbe::Figures StatsProbe::take(std::int64_t nowMs)
{
    Figures f;
    const double seconds = double(nowMs - m_intervalStartMs) / 1000.0;
    f.seconds = double(nowMs - m_startMs) / 1000.0;
    f.fps = seconds > 0 ? m_frames / seconds : 0;
    f.maxStallMs = m_maxStallMs;
    f.stallsOver50Ms = m_stalls;
    f.delaySamples = int(m_delays.size());
    f.delayP50Ms = percentile(m_delays, 50);
    f.delayP99Ms = percentile(m_delays, 99);
    f.delayMaxMs = percentile(m_delays, 100);
    m_frames = 0;
    m_maxStallMs = 0;
    m_stalls = 0;
    m_delays.clear();
    m_intervalStartMs = nowMs;
    // The worst interval, figure by figure; the first one (start-up) only when it is the only one.
    ++m_intervals;
    if (m_intervals <= 2) {
        m_worst = f;
        return f;
    }
    m_worst.seconds = f.seconds;
    m_worst.fps = std::min(m_worst.fps, f.fps);
    m_worst.maxStallMs = std::max(m_worst.maxStallMs, f.maxStallMs);
    m_worst.stallsOver50Ms = std::max(m_worst.stallsOver50Ms, f.stallsOver50Ms);
    m_worst.delayP50Ms = std::max(m_worst.delayP50Ms, f.delayP50Ms);
    m_worst.delayP99Ms = std::max(m_worst.delayP99Ms, f.delayP99Ms);
    m_worst.delayMaxMs = std::max(m_worst.delayMaxMs, f.delayMaxMs);
    m_worst.delaySamples = std::min(m_worst.delaySamples, f.delaySamples);
    return f;
}

// The interval's figures now, its CPU and memory from /proc read on the reader thread: that is a
// file per thread, and with the feed wall at 1000 games 1300 files and 30 ms, a stall the probe
// itself made in the thread it measures.
void StatsProbe::report()
{
    const Figures f = take(now());
    QMetaObject::invokeMethod(m_reader, [this, f, helper = probeHelperPid()] {
        const Readings readings{cpuTimes(m_simulatorPid, helper), rssMb("VmRSS:")};
        QMetaObject::invokeMethod(this, [this, f, readings] { finish(f, readings); });
    });
}

void StatsProbe::finish(Figures f, const Readings &readings)
{
    const CpuTimes &cpu = readings.cpu;
    const double wall = double(m_intervalMs) / 1000.0;
    if (m_cpuValid && wall > 0) {
        // A helper started (or started again) in the interval counts from its start.
        const double helper = cpu.helperPid == m_cpuAtStart.helperPid ? cpu.helper - m_cpuAtStart.helper : cpu.helper;
        f.cpuPercent = 100.0 * (cpu.process - m_cpuAtStart.process + helper) / wall;
        f.guiCpuPercent = 100.0 * (cpu.gui - m_cpuAtStart.gui) / wall;
        f.zoneCpuPercent = 100.0 * (cpu.zone - m_cpuAtStart.zone) / wall;
        f.simCpuPercent = 100.0 * (cpu.sim - m_cpuAtStart.sim) / wall;
    }
    m_cpuAtStart = cpu;
    f.rssMb = readings.rssMb;
    if (m_intervals <= 2) {
        m_worst.cpuPercent = f.cpuPercent;
        m_worst.guiCpuPercent = f.guiCpuPercent;
        m_worst.zoneCpuPercent = f.zoneCpuPercent;
        m_worst.simCpuPercent = f.simCpuPercent;
        m_worst.rssMb = f.rssMb;
    } else {
        m_worst.cpuPercent = std::max(m_worst.cpuPercent, f.cpuPercent);
        m_worst.guiCpuPercent = std::max(m_worst.guiCpuPercent, f.guiCpuPercent);
        m_worst.zoneCpuPercent = std::max(m_worst.zoneCpuPercent, f.zoneCpuPercent);
        m_worst.simCpuPercent = std::max(m_worst.simCpuPercent, f.simCpuPercent);
        m_worst.rssMb = std::max(m_worst.rssMb, f.rssMb);
    }
    m_output(line(f));
}

void StatsProbe::printSummary()
{
    if (m_summaryPrinted || m_intervals == 0)
        return;
    m_summaryPrinted = true;
    m_heartbeat.stop();
    m_report.stop();
    if (m_readerThread.isRunning()) { // the last interval's line first
        callAndWait(m_reader, [] {});
        QCoreApplication::sendPostedEvents(this, QEvent::MetaCall);
    }
    m_output(summaryLine(m_worst, m_intervals, rssMb("VmHWM:"), percentile(m_allDelays, 50),
                         percentile(m_allDelays, 99), int(m_allDelays.size())));
}

bool StatsProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        for (const QPointer<QAbstractItemView> &view : m_views)
            if (view && view->viewport() == watched && view->isVisible()) {
                frame();
                viewPainted(view, static_cast<QPaintEvent *>(event)->region());
            }
    }
    return QObject::eventFilter(watched, event);
}

void StatsProbe::viewPainted(QAbstractItemView *view, const QRegion &region)
{
    const QAbstractItemModel *model = view->model();
    if (!model)
        return;
    const int rows = model->rowCount();
    int first = 0, last = rows - 1;
    if (const auto *table = qobject_cast<const QTableView *>(view)) {
        // A table shows a few dozen rows of many: only those in the damaged area.
        const QRect r = region.boundingRect();
        first = qMax(0, table->rowAt(r.top()));
        const int bottom = table->rowAt(r.bottom());
        last = bottom < 0 ? rows - 1 : bottom;
    }
    for (int row = first; row <= last; ++row) {
        const QModelIndex index = model->index(row, 0);
        if (!region.intersects(view->visualRect(index)))
            continue;
        const std::int64_t change = index.data(models::GameTableModel::LastChangeMsRole).toLongLong();
        if (change <= 0)
            continue;
        const QString id = index.data(models::GameTableModel::GameIdRole).toString();
        const auto known = m_shownChange.constFind(id);
        if (known != m_shownChange.cend() && *known >= change)
            continue;
        m_shownChange.insert(id, change);
        m_pendingShown.push_back({view, id, change});
    }
    // The paint reaches the screen when the backing store is flushed, after this event: stamp then.
    if (!m_pendingShown.empty() && !m_commitQueued) {
        m_commitQueued = true;
        QMetaObject::invokeMethod(this, &StatsProbe::commitShown, Qt::QueuedConnection);
    }
}

void StatsProbe::commitShown()
{
    m_commitQueued = false;
    const std::int64_t t = now();
    for (const Pending &p : m_pendingShown) {
        // The wall may leave a tile's new layer for a later paint when many games changed at once:
        // then this change is not on screen yet, and the paint that draws it counts.
        const auto *wall = qobject_cast<const BoardWallView *>(p.view.data());
        if (wall && wall->shownChange(p.gameId) < p.change) {
            if (m_shownChange.value(p.gameId) == p.change)
                m_shownChange.remove(p.gameId);
            continue;
        }
        shown(p.change, t);
    }
    m_pendingShown.clear();
}

StatsProbe::CpuTimes StatsProbe::cpuTimes(qint64 simulatorPid, qint64 helperPid)
{
    CpuTimes c;
    readStat(QStringLiteral("/proc/self/stat"), &c.process, nullptr);
    if (simulatorPid > 0)
        readStat(QStringLiteral("/proc/%1/stat").arg(simulatorPid), &c.sim, nullptr);
    if (helperPid > 0 && readStat(QStringLiteral("/proc/%1/stat").arg(helperPid), &c.helper, nullptr))
        c.helperPid = helperPid;
    const QString tasks = QStringLiteral("/proc/self/task");
    const QString gui = QString::number(::getpid());
    for (const QString &tid : QDir(tasks).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        double seconds = 0;
        QByteArray name;
        if (!readStat(tasks + u'/' + tid + QStringLiteral("/stat"), &seconds, &name))
            continue;
        if (tid == gui)
            c.gui += seconds;
        else if (name == "zone")
            c.zone += seconds;
    }
    return c;
}

double StatsProbe::rssMb(const char *field)
{
    QFile file(QStringLiteral("/proc/self/status"));
    if (!file.open(QIODevice::ReadOnly))
        return -1;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (const QByteArray &l : lines)
        if (l.startsWith(field))
            return double(l.mid(qsizetype(qstrlen(field))).trimmed().split(' ').value(0).toLongLong()) / 1024.0;
    return -1;
}

QString StatsProbe::line(const Figures &f)
{
    auto ms = [](double v) { return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', 0); };
    auto pct = [](double v) { return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', 1); };
    //: %1: seconds measured; %2: frames a second; %3: the longest stall, ms; %4: stalls over %5 ms;
    //: %6, %7, %8: event-to-screen delay p50, p99, max, ms; %9: events;
    //: %10-%13: CPU % (all, GUI, zone, simulator); %14: memory, MB
    return tr("stats %1 s: %2 fps, longest GUI stall %3 ms (%4 over %5 ms), event to screen p50 %6 ms p99 %7 ms "
              "max %8 ms (%9 events), CPU %10 % (GUI %11 %, zone %12 %, simulator %13 %), RSS %14 MB")
        .arg(QString::number(f.seconds, 'f', 0), QString::number(f.fps, 'f', 1), ms(f.maxStallMs))
        .arg(f.stallsOver50Ms)
        .arg(StallThresholdMs)
        .arg(ms(f.delayP50Ms), ms(f.delayP99Ms), ms(f.delayMaxMs))
        .arg(f.delaySamples)
        .arg(pct(f.cpuPercent), pct(f.guiCpuPercent), pct(f.zoneCpuPercent), pct(f.simCpuPercent),
             QString::number(f.rssMb, 'f', 0));
}

QString StatsProbe::summaryLine(const Figures &w, int intervals, double peakRssMb, double p50, double p99, int samples)
{
    auto ms = [](double v) { return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', 0); };
    auto pct = [](double v) { return v < 0 ? QStringLiteral("–") : QString::number(v, 'f', 1); };
    //: %1: seconds measured; %2: intervals; %3: lowest frames a second; %4: longest stall, ms;
    //: %5, %6: delay p50, p99, ms; %7: events in all; %8, %9: their delay p50, p99, ms; %10: CPU %;
    //: %11: GUI CPU %; %12: peak memory, MB
    return tr("stats summary over %1 s (%2 intervals; worst interval after the start-up one): lowest %3 fps, "
              "longest GUI stall %4 ms, event to screen p50 %5 ms p99 %6 ms; all %7 events: p50 %8 ms p99 %9 ms; "
              "CPU %10 % (GUI %11 %), peak RSS %12 MB")
        .arg(QString::number(w.seconds, 'f', 0))
        .arg(intervals)
        .arg(QString::number(w.fps, 'f', 1), ms(w.maxStallMs), ms(w.delayP50Ms), ms(w.delayP99Ms))
        .arg(samples)
        .arg(ms(p50), ms(p99), pct(w.cpuPercent), pct(w.guiCpuPercent), QString::number(peakRssMb, 'f', 0));
}

} // namespace arbiter::ui
