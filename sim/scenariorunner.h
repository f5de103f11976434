#pragma once

#include "core/common/result.h"
#include "sim/scenario.h"

#include <QCoreApplication>
#include <QObject>
#include <QStringList>
#include <QTimer>

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace arbiter::zone::sim {

class FaultInjector;
class PgnReplayPlayer;
class SimRound;
struct SimEvent;

// Plays a Scenario into a running simulator: game incidents through the SimRound (stopping the
// player's moves where the incident ends play), network faults through the FaultInjector. Times are
// simulated time from start(); "atPly" events fire when their game reaches the ply, before its next
// move. One timer for everything.
class ScenarioRunner : public QObject
{
    Q_OBJECT

public:
    ScenarioRunner(Scenario scenario, SimRound *round, PgnReplayPlayer *player, FaultInjector *faults,
                   QObject *parent = nullptr);

    // Resolves the games the events name and applies what holds from the start (reversed colours,
    // split writes). Call after the games are loaded, before anyone is served.
    std::optional<Error> prepare();
    // With true, prepare() leaves out an event for a board or game the round does not have (noted
    // in leftOut()) instead of failing.
    void setLeaveOutAbsent(bool leaveOut) { m_leaveOutAbsent = leaveOut; }
    // Why events were left out, one translated sentence each.
    const QStringList &leftOut() const { return m_leftOutNotes; }
    // The scenario clock starts now.
    void start();
    void stop();

    const Scenario &scenario() const { return m_scenario; }
    int firedCount() const { return m_fired; }

Q_SIGNALS:
    // Event `index` (0-based) took effect (log text, not translated).
    void fired(int index, const QString &what);
    // An event could not take effect when its time came (the game had ended, …); translated.
    void problem(const QString &message);

private:
    struct Timed
    {
        std::int64_t dueAt = 0; // virtual epoch ms
        std::function<void()> run;
    };

    void at(std::int64_t dueAt, std::function<void()> run);
    void reschedule();
    void onTimer();
    void onRoundEvent(const SimEvent &event);
    void fire(int index);
    // The side to move runs out of time: ends the game when its clock reaches zero.
    void watchFlag(const QString &gameId);

    Scenario m_scenario;
    SimRound *m_round;
    PgnReplayPlayer *m_player;
    FaultInjector *m_faults;
    std::vector<QString> m_gameIds; // per event: the game it names (empty: none)
    std::vector<bool> m_done;
    std::vector<bool> m_leftOut; // per event: left out by prepare(), never fired
    QStringList m_leftOutNotes;
    bool m_leaveOutAbsent = false;
    std::vector<Timed> m_timed;
    QTimer m_timer;
    std::int64_t m_startMs = 0;
    bool m_running = false;
    int m_fired = 0;
};

} // namespace arbiter::zone::sim
