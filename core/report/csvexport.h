#pragma once

#include "core/report/eventresults.h"

#include <QByteArray>
#include <QChar>
#include <QCoreApplication>

namespace arbiter::report {

// The results and the standings for a spreadsheet: UTF-8 with a BOM (so spreadsheets take it as
// UTF-8), one header row, then one row per game or per player. A cell that a spreadsheet would take
// as a formula (starting with = + - @) is written with a leading apostrophe; results are words and
// numbers ("1-0 forfeit", white and black points as 1, 0.5, 0), never "+/-".
class CsvExport
{
    Q_DECLARE_TR_FUNCTIONS(CsvExport)

public:
    // round, board, white_no, white, white_fide_id, black_no, black, black_fide_id, result, white_points,
    // black_points: every pairing up to `afterRound` (0 = the last with a result), byes with Black empty.
    static QByteArray results(const EventResults::Record &event, int afterRound, QChar separator = u',');
    // rank, no, title, name, fide_id, rating, federation, points, then one column per tie-break (its
    // acronym), games_played.
    static QByteArray standings(const EventResults::Record &event, int afterRound, QChar separator = u',');
};

} // namespace arbiter::report
