#pragma once

#include "core/clock/timecontrol.h"
#include "core/common/result.h"
#include "core/zone/zonesource.h"

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter::event {

// What an arbiter sets up for an event before the first round: its kind (Art. 6.1), the time control
// (Art. 4.4), the default time (Art. 8.5), the rounds and where the games are played. Stored by
// EventStore; id 0 means "not stored yet".
struct EventInfo
{
    Q_DECLARE_TR_FUNCTIONS(EventInfo)

public:
    // Art. 6.1: the console serves the two kinds with arbiters (unsupervised online events need none).
    enum class Type : std::uint8_t {
        SupervisedOnline, // Part IIIa: remote arbiters
        Hybrid // Part IIIb: arbiters on site at venues
    };

    std::int64_t id = 0;
    QString name;
    Type type = Type::SupervisedOnline;
    clock::TimeControl timeControl; // Kind::Unknown until set
    int defaultTimeMinutes = 0; // Art. 8.5: 0 = no default time
    int rounds = 1;
    int currentRound = 1;
    // Art. 9.14, 17.11: how long after a ruling a player may appeal it (the 2020 Online Olympiad gave
    // 15 minutes; FIDE's appeals rules 15 min for rapid and blitz, 60 for standard).
    int appealMinutes = 15;
    // Art. 20: players of a hybrid event may keep a traditional set beside the virtual board (which
    // prevails); only with an increment of at least 30 s per move from move 1.
    bool traditionalSets = false;
    std::optional<zone::ZoneSource> zone; // none until chosen; never holds a token once stored
    std::int64_t createdUtcMs = 0; // set by the store
    std::int64_t updatedUtcMs = 0;

    // Stable names for storage: "supervised_online", "hybrid".
    static QLatin1String typeName(Type type);
    static std::optional<Type> typeFromName(QStringView name);
    static QString typeText(Type type);

    // Art. 20: whether a time control lets players use traditional sets (an increment of at least 30 s
    // on every move from move 1).
    static bool allowsTraditionalSets(const clock::TimeControl &timeControl);
    bool isHybrid() const { return type == Type::Hybrid; }

    // What the store refuses: no name, no rounds, a current round outside them, a negative default
    // time, traditional sets where Art. 20 does not allow them.
    std::optional<Error> validate() const;
};

} // namespace arbiter::event
