#pragma once

#include "common/result.h"
#include "zone/sim/simoptions.h"
#include "zone/zonesource.h"

#include <QCoreApplication>
#include <QStringList>
#include <QThread>
#include <QUrl>

namespace arbiter::zone::sim {
class GameZoneSimulator;
}
namespace arbiter::session {
class ZoneSession;
}

namespace arbiter::console {

// The console's background threads: the zone session following the game zone on one, and for the
// demo the embedded game-zone simulator on another (it serves the round over loopback HTTP exactly
// as in a seminar). The window talks to neither directly; it receives the session's snapshots.
class SessionThreads
{
    Q_DECLARE_TR_FUNCTIONS(SessionThreads)

public:
    SessionThreads();
    ~SessionThreads();

    // Starts the simulator with these options and the session following it.
    Result<QUrl> start(const zone::sim::SimOptions &options);
    // What start() had to leave out of the scenario to fit the round (translated, one a line).
    const QStringList &scenarioNotes() const { return m_scenarioNotes; }
    // Follows a source the arbiter chose instead (the previous one is left).
    void follow(const zone::ZoneSource &source);
    void stop();
    session::ZoneSession *zone() const { return m_zone; }

private:
    QThread m_simThread;
    QThread m_zoneThread;
    zone::sim::GameZoneSimulator *m_simulator = nullptr;
    session::ZoneSession *m_zone = nullptr;
    QStringList m_scenarioNotes;
};

} // namespace arbiter::console
