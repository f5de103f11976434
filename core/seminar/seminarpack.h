#pragma once

#include "core/common/result.h"
#include "core/event/eventdata.h"
#include "core/event/playerrecord.h"
#include "core/event/staffmember.h"
#include "core/rulings/cardpolicy.h"
#include "core/rulings/ruling.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::seminar {

// A text of a seminar pack in the seminar's two languages; Russian falls back to English.
struct PackText
{
    QString en;
    QString ru;
    QString in(const QString &language) const;
    bool isEmpty() const { return en.isEmpty() && ru.isEmpty(); }
};

// One ruling a lecturer accepts as the answer to an incident, with how much of the incident's
// points it earns (a lesser but defensible ruling earns less) and how much slack its parameters
// have. docs/seminars.md describes the JSON.
struct Reference
{
    rulings::Kind kind = rulings::Kind::Warning;
    std::optional<chess::Color> side; // the offender's (or affected player's) colour; none: any
    QString article; // "13.4"; empty: any
    QJsonObject params; // the parameters that must match (ms within toleranceMs, the rest exactly)
    std::int64_t toleranceMs = 0;
    double share = 1.0; // of the incident's points, 0 < share <= 1
};

// How much of a reference's points a ruling keeps when it is right but not quite: under another
// article, later than the incident allows, proposed by a trainee whose role could decide it, or
// with other parameters.
struct Credit
{
    double wrongArticle = 0.5;
    double late = 0.5;
    double proposedOnly = 0.5;
    double wrongParams = 0.5;
};

// One scripted incident of the pack: where and when it happens in the scenario, what the trainee
// is told and may ask, the rulings that answer it, and the explanation shown afterwards.
struct PackIncident
{
    QString id;
    int board = 0;
    std::optional<std::int64_t> atMs; // simulated time since the round started
    std::optional<int> atPly;
    std::int64_t withinMs = 0; // a ruling later than this after the incident is late (0: no limit)
    // False: the incident is in the game itself (the PGN's flag, repetition or result) or told by
    // the lecturer (what the camera shows), not an action of the scenario on its board.
    bool scripted = true;
    int points = 10;
    PackText title;
    PackText briefing;
    QList<PackText> facts;
    PackText explanation; // cites the regulation
    QList<Reference> references;
    Credit credit;
};

// A seminar pack (format "arbiter-seminar", version 1): the event the trainees supervise (its
// players, time control, card policy and the role they play), the simulator's scenario as the
// simulator reads it, and the incidents with their reference rulings. One file.
struct SeminarPack
{
    Q_DECLARE_TR_FUNCTIONS(SeminarPack)

public:
    static constexpr int Version = 1;

    QString id;
    PackText title;
    QString language = QStringLiteral("ru"); // the seminar's language: "ru" or "en"
    QString eventName;
    QString timeControl; // "3+2", FIDE or PGN form
    QList<event::PlayerRecord> players;
    rulings::CardPolicy cardPolicy;
    event::StaffMember::Role traineeRole = event::StaffMember::Role::Arbiter;
    // Part IIIb packs: "type": "hybrid" with the event's venues, the trainee's venue (a local
    // arbiter's) and whether traditional sets are allowed (Art. 20); players name their venue.
    event::EventInfo::Type type = event::EventInfo::Type::SupervisedOnline;
    QList<event::Venue> venues;
    QString traineeVenue;
    bool traditionalSets = false;
    QJsonObject scenario; // the simulator's scenario (docs/simulator-api.md), kept as written
    QString baseDir; // the pack's folder: the scenario's "pgn" is relative to it
    QList<PackIncident> incidents;
    // "grading": "made" (default) shows each score as the ruling is made; "end" only in the debrief.
    // On a team seminar the lecturer's choice wins.
    bool gradeWhenMade = true;

    // The pack, or why it cannot be read (translated, with the place in the file).
    static Result<SeminarPack> fromJson(const QByteArray &json, const QString &baseDir = QString());
    static Result<SeminarPack> load(const QString &path);
    int totalPoints() const;
    const PackIncident *incident(const QString &id) const;
    // The seminar's event made from `base` (an event just created): the pack's name, time control
    // and players, one round.
    event::EventData eventFor(const event::EventData &base) const;
    // The staff of a seminar played alone: the lecturer as chief arbiter (who decides what the
    // trainee proposes) and the trainee in the pack's role.
    QList<event::StaffMember> staffFor(const QString &trainee, const QString &lecturer) const;
};

} // namespace arbiter::seminar
