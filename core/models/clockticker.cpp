#include "core/models/clockticker.h"

#include "core/clock/monotonicclock.h"
#include "core/models/gametablemodel.h"

namespace arbiter::models {

ClockTicker::ClockTicker(GameTableModel *model, int intervalMs, QObject *parent) : QObject(parent), m_model(model)
{
    m_timer.setTimerType(Qt::PreciseTimer);
    m_timer.setInterval(intervalMs);
    connect(&m_timer, &QTimer::timeout, this, &ClockTicker::tick);
}

void ClockTicker::start()
{
    tick();
    m_timer.start();
}

void ClockTicker::stop()
{
    m_timer.stop();
}

void ClockTicker::tick()
{
    m_model->tick(m_clock ? m_clock() : clock::steadyNowMs());
}

} // namespace arbiter::models
