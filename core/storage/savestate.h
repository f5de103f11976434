#pragma once

#include <QMetaType>
#include <QString>

#include <cstdint>

namespace arbiter::storage {

// Whether everything the console wrote is in the event database. While not, the screen keeps a
// "not saved" indicator with the count and the reason: an arbiter must know that incidents or
// reviews on screen would be lost if the console closed now.
struct SaveState
{
    int unsavedItems = 0; // incidents, reviews and event changes waiting to be stored
    QString reason; // the database's last error (translated); empty when saved
    std::int64_t sinceUtcMs = 0; // when the first waiting write failed; 0 when saved

    bool saved() const { return unsavedItems == 0; }
    bool operator==(const SaveState &) const = default;
};

} // namespace arbiter::storage

Q_DECLARE_METATYPE(arbiter::storage::SaveState)
