#pragma once

#include "common/result.h"
#include "zone/sim/simoptions.h"

#include <QCoreApplication>
#include <QThread>
#include <QUrl>

namespace arbiter::zone::sim {
class GameZoneSimulator;
}
namespace arbiter::event {
class ZoneSession;
}

namespace arbiter::console {

// The demo's two background threads: the embedded game-zone simulator on one (it serves the round
// over loopback HTTP exactly as in a seminar), the zone session following it on the other. The
// window talks to neither directly; it receives the session's snapshots.
class DemoSession
{
    Q_DECLARE_TR_FUNCTIONS(DemoSession)

public:
    DemoSession();
    ~DemoSession();

    // Starts the simulator with these options and the session following it.
    Result<QUrl> start(const zone::sim::SimOptions &options);
    void stop();
    event::ZoneSession *zone() const { return m_zone; }

private:
    QThread m_simThread;
    QThread m_zoneThread;
    zone::sim::GameZoneSimulator *m_simulator = nullptr;
    event::ZoneSession *m_zone = nullptr;
};

} // namespace arbiter::console
