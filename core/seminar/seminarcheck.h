#pragma once

#include "core/seminar/seminarpack.h"

#include <QCoreApplication>
#include <QHash>
#include <QStringList>

namespace arbiter::seminar {

// What the simulator's scenario of a pack plays, as the simulator read it (the core does not read
// scenarios itself): how many games, and which scripted actions happen on each board.
struct ScenarioFacts
{
    int games = 0;
    QHash<int, QStringList> actionsByBoard; // board → action names ("disconnect", "vcsLeave", …)
    std::int64_t baseMs = 180'000; // the time control's base time, for the clocks of the checks
    QString gamesTimeControl; // the replayed games' time control as their PGN says ("900+10"), if any
    QStringList players; // the replayed games' players
};

// Whether every reference ruling of a pack can be made in its scenario (arbiterctl seminar check):
// the trainee's role may record or propose it, its game exists and something happens on it, its
// parameters pass the console's rules (Art. 7.2, 10.9, 15.2, 18.9), and the texts the seminar shows
// are there in its language. Each problem is one translated line naming the incident.
class SeminarCheck
{
    Q_DECLARE_TR_FUNCTIONS(SeminarCheck)

public:
    static QStringList problems(const SeminarPack &pack, const ScenarioFacts &scenario);
};

} // namespace arbiter::seminar
