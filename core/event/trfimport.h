#pragma once

#include "core/common/result.h"
#include "core/event/eventimport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace arbiter::event {

// Reads a FIDE Tournament Report File (TRF-16 and TRF-2026, as Swiss-Manager, Vega, JaVaFo,
// bbpPairings and Lichess write them) into players and the pairings of every round it holds, so an
// arbiter can take the event from the pairing program instead of typing it. Fixed columns as the
// FIDE handbook (C.04 Annex 2) gives them, read the way real files are written:
// - LF, CRLF or CR alone; a BOM; TABs as 8-column stops; UTF-8, else Windows-1251 or -1252 as
//   decodeText() tells (one byte per column); a UTF-8 name counted in bytes instead of characters
//   is noticed.
// - Digit rulers, "DDD SSSS …" column templates, ### comments and blank lines are not records.
// - Titles as GM IM FM CM WGM WIM WFM WCM or the letters g m f c wg wm wf wc, any case.
// - Dates in every form FileDates reads; one that stays ambiguous is kept as text.
// - Byes as each producer writes them (0000 or blank opponent; H, F, U, Z, '=', '-', '+', blank);
//   an opponent without colours is a pairing with colours unknown (a forfeit, or "not played");
//   a blank round group in a paired round is Z (the handbook), after the last paired round nothing.
// - TRF-2026: 222 time control and 240 byes are used; team, acceleration, prohibited-pairing,
//   abnormal-points and national-rating records give one warning per kind.
// A file without players is an error; every other line that cannot be taken as it stands gives a
// warning naming its line, and the rest is still read.
class TrfImport
{
    Q_DECLARE_TR_FUNCTIONS(TrfImport)

public:
    // UTF-8 (with or without BOM); a file that is not valid UTF-8 is read in the Windows code page
    // that gives real words (decodeText), as older Windows programs write it.
    static Result<EventImport> parse(const QByteArray &data);
    static Result<EventImport> readFile(const QString &path);
};

} // namespace arbiter::event
