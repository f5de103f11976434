#pragma once

#include "core/clock/monotonicclock.h"

#include <QObject>
#include <QTimer>

#include <cstdint>
#include <functional>

namespace arbiter::models {

class GameTableModel;

// The one timer that makes every clock on the screen tick: ten times a second it tells the game
// model the monotonic time, and the model announces only the clocks whose text changed. No timer
// per tile or per game (1000 games, one timer).
class ClockTicker : public QObject
{
    Q_OBJECT

public:
    explicit ClockTicker(GameTableModel *model, int intervalMs = 100, QObject *parent = nullptr);

    // The monotonic clock (ms) shared with the registry; steady_clock by default.
    void setMonotonicClock(clock::MonotonicClock clock) { m_clock = std::move(clock); }
    void start();
    void stop();
    // One tick now.
    void tick();

private:
    GameTableModel *m_model;
    QTimer m_timer;
    clock::MonotonicClock m_clock;
};

} // namespace arbiter::models
