#pragma once

#include "core/clock/monotonicclock.h"
#include "core/zone/zonecommand.h"
#include "core/zone/zoneevent.h"

#include <QList>
#include <QObject>

#include <chrono>
#include <cstdint>
#include <functional>

namespace arbiter::zone {

using clock::MonotonicClock;
using clock::steadyNowMs;

// A source of ZoneEvents: the Lichess API, a live PGN feed, the embedded simulator. It owns its
// connections, reconnects on its own with back-off, replays nothing twice on purpose (the registry
// removes what a reconnect replays anyway), and reports how its connection is doing.
class ZoneAdapter : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void start() = 0;
    virtual void stop() = 0;
    // A one-line description for people: the source and what is followed (translated).
    virtual QString description() const = 0;

    // What this zone can be asked to do (Art. 10.5, 15.2–15.6, 18.9); nothing by default.
    virtual ZoneCapabilities capabilities() const { return {}; }
    // Carries out an arbiter's decision on the zone; commandFinished() reports how it went, always
    // after submit() returned. The zone's next events confirm it. What the zone cannot take is
    // reported Unsupported, for an arbiter to apply on the platform by hand.
    virtual void submit(const ZoneCommand &command)
    {
        finishLater({command.id, ZoneCommandOutcome::State::Unsupported, {}});
    }

    const ConnectionHealth &health() const { return m_health; }
    void setClock(MonotonicClock clock) { m_clock = std::move(clock); }
    std::int64_t nowMs() const { return m_clock ? m_clock() : steadyNowMs(); }

Q_SIGNALS:
    // Events in the order the zone reported them; one signal per received batch, not per event.
    void eventsReady(const QList<arbiter::zone::ZoneEvent> &events);
    void healthChanged(const arbiter::zone::ConnectionHealth &health);
    // Something in the zone's data could not be used (a malformed line, a broken game): translated,
    // for the arbiter to see. Reading goes on.
    void problem(const QString &message);
    // Every game of the round has ended and its last moves and result were passed on.
    void roundCompleted();
    void commandFinished(const arbiter::zone::ZoneCommandOutcome &outcome);

protected:
    void finishLater(const ZoneCommandOutcome &outcome)
    {
        QMetaObject::invokeMethod(
            this, [this, outcome] { Q_EMIT commandFinished(outcome); }, Qt::QueuedConnection);
    }
    void setHealth(const ConnectionHealth &health)
    {
        if (health == m_health)
            return;
        m_health = health;
        Q_EMIT healthChanged(m_health);
    }

private:
    ConnectionHealth m_health;
    MonotonicClock m_clock;
};

} // namespace arbiter::zone
