#pragma once

#include "core/clock/monotonicclock.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <vector>

class QAbstractItemView;

namespace arbiter::ui {

// What `arbiter-console --stats N` prints every N seconds, to check the console against its targets
// (issue 4: 400 games at 10× on the wall, 1000 in the list) on the machine at hand: frames per
// second (paints of the watched views' viewports), the longest stall of the GUI thread (lateness of
// a 5 ms heartbeat timer), the event-to-screen delay (from when the zone thread received a game's
// latest event, GameSnapshot::lastChangeMonotonicMs on the shared steady clock, until the first
// paint showing that game has been flushed), the process's CPU (and the GUI, zone and simulator
// threads' shares) and its resident memory. A summary of the worst interval follows at exit.
//
// The arithmetic (percentiles, stalls, CPU share) is separate from the sampling so tests can feed
// it times of their own.
class StatsProbe : public QObject
{
    Q_OBJECT

public:
    // The figures of one interval.
    struct Figures
    {
        double seconds = 0; // since the probe started, at the end of the interval
        double fps = 0;
        double maxStallMs = 0; // the longest time the GUI thread was late, beyond the heartbeat
        int stallsOver50Ms = 0;
        double delayP50Ms = -1; // event-to-screen; -1 without samples
        double delayP99Ms = -1;
        double delayMaxMs = -1;
        int delaySamples = 0;
        double cpuPercent = -1; // the whole process, % of one core
        double guiCpuPercent = -1;
        double zoneCpuPercent = -1;
        double simCpuPercent = -1; // the demo's simulator process (its zone and players), not counted above
        double rssMb = -1;
    };

    static constexpr int HeartbeatMs = 5;
    static constexpr int StallThresholdMs = 50;

    explicit StatsProbe(int intervalMs, QObject *parent = nullptr);
    ~StatsProbe() override;
    // The demo's simulator process, whose CPU is reported beside the console's (before start()).
    void setSimulatorProcess(qint64 pid) { m_simulatorPid = pid; }
    // The console's helper process for the roll call's probes (its id now, 0 when none runs): its
    // CPU counts as the console's.
    void setProbeHelper(std::function<qint64()> pid) { m_probeHelperPid = std::move(pid); }

    // Counts the paints of the view's viewport and the games they show (the view's model must have
    // GameTableModel's GameIdRole and LastChangeMsRole, possibly through proxies).
    void watch(QAbstractItemView *view);
    // Starts the heartbeat and the periodic lines; the summary is printed when the application quits.
    void start();
    // Where the lines go (stdout by default).
    void setOutput(std::function<void(const QString &)> output) { m_output = std::move(output); }
    // The monotonic clock in ms (steady_clock by default, the one the zone stamps events with).
    void setClock(clock::MonotonicClock clock) { m_clock = std::move(clock); }

    // The arithmetic, fed by the sampling above or by a test.
    // The nearest-rank percentile (0 < p ≤ 100) of the values; -1 when there are none.
    static double percentile(std::vector<double> values, double p);
    // A heartbeat arrived at `nowMs`: a beat later than HeartbeatMs after the previous one means the
    // GUI thread was busy for the difference.
    void beat(std::int64_t nowMs);
    void frame() { ++m_frames; }
    // A game received at `receivedMs` has been put on screen at `shownMs`.
    void shown(std::int64_t receivedMs, std::int64_t shownMs);
    // Closes the interval at `nowMs`: its figures (CPU and memory as sampled by the caller), and the
    // counters start again.
    Figures take(std::int64_t nowMs);
    const Figures &worst() const { return m_worst; }
    int intervals() const { return m_intervals; }

    // One printed line.
    static QString line(const Figures &f);
    static QString summaryLine(const Figures &worst, int intervals, double peakRssMb, double p50, double p99,
                               int samples);

private:
    struct CpuTimes
    {
        double process = 0, gui = 0, zone = 0, sim = 0; // seconds
        double helper = 0; // the probe helper's (process `helperPid`), seconds
        qint64 helperPid = 0;
    };
    struct Readings // what report() reads from /proc, off the GUI thread
    {
        CpuTimes cpu;
        double rssMb = -1;
    };
    bool eventFilter(QObject *watched, QEvent *event) override;
    void viewPainted(QAbstractItemView *view, const QRegion &region);
    void commitShown();
    void report();
    void finish(Figures f, const Readings &readings);
    void printSummary();
    static CpuTimes cpuTimes(qint64 simulatorPid, qint64 helperPid);
    qint64 probeHelperPid() const { return m_probeHelperPid ? m_probeHelperPid() : 0; }
    static double rssMb(const char *field);
    std::int64_t now() const;

    int m_intervalMs;
    QTimer m_heartbeat;
    QTimer m_report;
    QThread m_readerThread; // reads /proc for report()
    QObject *m_reader = nullptr; // lives on m_readerThread
    std::function<void(const QString &)> m_output;
    clock::MonotonicClock m_clock;
    std::vector<QPointer<QAbstractItemView>> m_views;
    QHash<QString, std::int64_t> m_shownChange; // per game: the change last put on screen
    struct Pending
    {
        QPointer<QAbstractItemView> view;
        QString gameId;
        std::int64_t change = 0;
    };
    std::vector<Pending> m_pendingShown; // games painted, not yet flushed
    bool m_commitQueued = false;

    std::int64_t m_startMs = -1;
    std::int64_t m_intervalStartMs = -1;
    std::int64_t m_lastBeatMs = -1;
    int m_frames = 0;
    double m_maxStallMs = 0;
    int m_stalls = 0;
    std::vector<double> m_delays;
    std::vector<double> m_allDelays;
    CpuTimes m_cpuAtStart;
    bool m_cpuValid = false;
    qint64 m_simulatorPid = 0;
    std::function<qint64()> m_probeHelperPid;
    Figures m_worst;
    int m_intervals = 0;
    bool m_summaryPrinted = false;
};

} // namespace arbiter::ui
