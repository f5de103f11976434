#pragma once

#include "core/common/result.h"
#include "core/event/csvmapping.h"
#include "core/event/eventimport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace arbiter::event {

// A CSV file as rows of fields, before any meaning is given to them: what the event dialog's
// mapping step previews and what CsvImport reads with a CsvMapping.
struct CsvTable
{
    struct Row
    {
        int line = 0; // where the record starts in the file (1-based)
        QStringList fields;
    };
    QList<Row> rows; // blank rows left out
    QChar separator;
    QString encoding; // "UTF-8", "Windows-1251" or "Windows-1252"
    QList<ImportWarning> warnings; // how the file was decoded, quotes never closed

    // The fields of the first `count` rows (for CsvMapping::guess and the preview).
    QList<QStringList> cells(int count) const;
};

// Reads players and pairings from CSV files that organisers, federations and spreadsheets make:
// fields separated by ';', ',' or TAB (detected from the first lines), quoted or not; UTF-8 with or
// without BOM, else Windows-1251 (Russian Excel) or Windows-1252 (German, French), told apart by
// the letters they give; a header row in English, Russian, French or German (CsvMapping), found
// below any preamble of key,value rows, or no header at all (the columns then guessed from their
// contents). A row that cannot be taken as it stands gives a warning naming its line.
class CsvImport
{
    Q_DECLARE_TR_FUNCTIONS(CsvImport)

public:
    static Result<CsvTable> table(const QByteArray &data);
    // The mapping the file's header gives, or a guess from the contents (`recognised` false).
    static CsvMapping guessMapping(const CsvTable &table, bool *recognised);
    // Players or pairings: what the file's columns say it lists (a White column: pairings).
    static EventImport::Kind kindOf(const QByteArray &data);

    // Players (Name, or Last name and First name; start no, FIDE ID, title, rating, federation,
    // club, zone account) or pairings (White or White's no.; Black, round, board, result, zone
    // game), as the mapping says. Pairings: a player is found by starting number or by name among
    // `players`; an empty Black is a bye; without a round column every row belongs to
    // `defaultRound` (which must then be ≥ 1); without a board column boards follow the rows.
    static Result<EventImport> read(const CsvTable &table, const CsvMapping &mapping,
                                    const QList<PlayerRecord> &players = {}, int defaultRound = 0);

    // The same with the mapping guessed: the header must be recognised or the columns guessable.
    static Result<EventImport> players(const QByteArray &data);
    static Result<EventImport> pairings(const QByteArray &data, const QList<PlayerRecord> &players,
                                        int defaultRound = 0);
};

} // namespace arbiter::event
