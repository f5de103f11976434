#pragma once

#include "../common/result.h"
#include "eventimport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace arbiter::event {

// Reads players and pairings from CSV files that organisers make in a spreadsheet: the first row
// names the columns (English or Russian, any order, any case), fields are separated by ';' or ','
// (Excel writes ';' in Russian locales; detected from the header row), fields may be quoted, and
// the text is UTF-8 with or without BOM (Windows-1251, which Russian Excel writes, is read too). A
// file without the needed columns is an error; a row that cannot be taken as it stands gives a
// warning naming its line.
class CsvImport
{
    Q_DECLARE_TR_FUNCTIONS(CsvImport)

public:
    // Columns: name (required); start no, FIDE ID, title, rating, federation, zone account. Rows
    // without a start number are numbered after the highest one given.
    static Result<EventImport> players(const QByteArray &data);
    // Columns: white (required), black, round, board, result, zone game id; also white no / black
    // no. A player is found by starting number or by name among `players`; an empty black is a bye.
    // Without a round column every row belongs to `defaultRound` (which must then be ≥ 1); without
    // a board column boards are numbered in row order.
    static Result<EventImport> pairings(const QByteArray &data, const QList<PlayerRecord> &players,
                                        int defaultRound = 0);
};

} // namespace arbiter::event
