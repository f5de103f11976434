#pragma once

#include "core/chess/types.h"
#include "core/vcs/feedkind.h"

#include <QByteArray>
#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <optional>

namespace arbiter::evidence {

// One piece of VCS evidence (Appendix I A.5): a still frame of a player's feed, taken when an
// incident about them was raised, kept with the event. The picture itself is only handed to the
// chief arbiter (EvidenceStore::open); everyone sees that it exists.
struct EvidenceItem
{
    std::int64_t id = 0; // per event, from 1
    QString incidentKey; // the incident it was taken for
    QString incidentKind; // watch::Incident::kindName, for the list
    QString gameId;
    int board = 0;
    chess::Color side = chess::White;
    QString player;
    int playerNo = 0; // their starting number in the event, from the game's pairing; 0 = none known
    vcs::FeedKind feed = vcs::FeedKinds::Camera;
    std::int64_t takenUtcMs = 0;
    QString mime = QStringLiteral("image/jpeg");
    std::int64_t bytes = 0; // the picture's size
    bool held = false; // held for proceedings: never deleted by the retention rule
    QString note; // why it was taken ("the camera's last frame before it was lost")
};

// What the console hands the session to keep: the item (id and size are the store's) and the picture.
struct EvidenceCapture
{
    EvidenceItem item;
    QByteArray data;
};

// One line of the evidence log, which is append-only: who stored, opened, was refused, held,
// released or deleted which item, and when.
struct EvidenceLogEntry
{
    std::int64_t seq = 0;
    std::int64_t utcMs = 0;
    QString who;
    QString action; // "stored", "opened", "refused", "held", "released", "deleted", "results-final"
    std::int64_t evidenceId = 0; // 0 for an event-wide entry
    QString detail;
};

} // namespace arbiter::evidence

Q_DECLARE_METATYPE(arbiter::evidence::EvidenceItem)
Q_DECLARE_METATYPE(arbiter::evidence::EvidenceCapture)
Q_DECLARE_METATYPE(arbiter::evidence::EvidenceLogEntry)
