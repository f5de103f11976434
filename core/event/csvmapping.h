#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>

namespace arbiter::event {

// What one column of a CSV file holds, as the import understands it.
enum class CsvField : std::uint8_t {
    Ignore,
    // players
    StartNo,
    Name, // "Lastname, Firstname" in one column
    FirstName,
    LastName,
    FideId,
    Title,
    Rating,
    Federation,
    Club,
    Account, // the player's game-zone account
    FeedCamera, // the player's own feed addresses (Art. 13.1, 14.4)
    FeedScreen,
    FeedCamera2,
    Venue, // hybrid events: the venue the player sits in (Art. 16.1)
    Assistant, // Appendix II–III: the player's online assistant
    AssistantAccount, // … and the assistant's zone account
    // pairings
    Round,
    Board,
    White,
    Black,
    WhiteNo,
    BlackNo,
    Result,
    GameId,
};

// Which row of a CSV file names the columns and what each column holds. Found from the header names
// people write (English, Russian, French, German, with or without accents, any case and
// punctuation: "First name", "Prénom", "Vorname", "Имя"; "FIDE ID", "ID FIDE", "Fide_No"; "Elo",
// "Рейтинг", …), above any preamble of key,value rows; when no header is recognised, guessed from
// the contents, for the arbiter to confirm in the event dialog's mapping step. A mapping the arbiter
// confirmed is remembered by key() for files with the same header.
struct CsvMapping
{
    Q_DECLARE_TR_FUNCTIONS(CsvMapping)

public:
    int headerRow = -1; // index of the header among the rows; -1: no header, data from the first row
    QList<CsvField> columns; // one per column; Ignore for those not taken

    bool has(CsvField field) const { return columns.contains(field); }
    int column(CsvField field) const { return int(columns.indexOf(field)); }
    // A pairings file names White (or White's number); anything else lists players.
    bool isPairings() const { return has(CsvField::White) || has(CsvField::WhiteNo); }
    // What is missing before the file can be read, translated; empty when nothing is.
    QString problem() const;

    // "name,fide_id,ignore,…" with the header row first ("2;name,…"): how the dialog stores it.
    QString toString() const;
    static CsvMapping fromString(const QString &text);

    // The field a header name stands for, or Ignore (`name` as written in the file).
    static CsvField fieldOfHeader(const QString &name);
    // A header row as a stable key: its names normalised, so "First Name;FIDE ID" and
    // "first_name,fide id" are the same header.
    static QString key(const QStringList &headerCells);
    // The mapping of `rows` (the file's first rows): the header row that names the most known
    // columns (at least two, or one of Name/White), else a guess from the contents with
    // headerRow -1. `recognised` says which.
    static CsvMapping guess(const QList<QStringList> &rows, bool *recognised);
    // The columns when the header is row `headerRow` (-1: none): from its names where it names
    // known columns, else from the contents of the rows below it.
    static QList<CsvField> guessColumns(const QList<QStringList> &rows, int headerRow);

    // Stable names ("name", "fide_id", …) and translated labels for the mapping step.
    static QLatin1String fieldName(CsvField field);
    static QString fieldText(CsvField field);
    static QList<CsvField> playerFields();
    static QList<CsvField> pairingFields();
};

} // namespace arbiter::event
