#pragma once

#include <QString>

namespace arbiter::storage {

// Why the event database could not be opened, so the console can say it plainly and offer what fits
// (move the file aside, open another, start a new one) instead of quitting. `message` is translated.
struct OpenError
{
    enum class Kind {
        Unavailable, // cannot be created, read or locked (permissions, a folder in the way, a server down)
        NotADatabase, // the file is not an SQLite database at all
        Damaged, // an SQLite database whose pages are broken
        NewerSchema, // written by a newer Arbiter Console
        ForeignDatabase, // another program's SQLite database: never written into
        DriverMissing, // Qt's SQL driver is not installed
        PasswordRefused, // a team event's server wants a password it was not given, or refused the one given
    };

    Kind kind = Kind::Unavailable;
    QString message;
    QString path; // the SQLite file; empty for PostgreSQL
};

} // namespace arbiter::storage
