#pragma once

#include "../common/result.h"
#include "eventimport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace arbiter::event {

// Reads a FIDE Tournament Report File (TRF-16, as Swiss-Manager, Vega and JaVaFo write it) into
// players and the pairings of every round it holds, so an arbiter can take the event from the
// pairing program instead of typing it. Fixed columns as the FIDE handbook (C.04 Annex 2) gives
// them. A file without players is an error; every other line that cannot be taken as it stands
// gives a warning naming its line, and the rest is still read.
class TrfImport
{
    Q_DECLARE_TR_FUNCTIONS(TrfImport)

public:
    // UTF-8 (with or without BOM); anything that is not valid UTF-8 is read as Latin-1, as older
    // Windows programs write it.
    static Result<EventImport> parse(const QByteArray &data);
    static Result<EventImport> readFile(const QString &path);
};

} // namespace arbiter::event
