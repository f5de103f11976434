#pragma once

#include "core/common/result.h"
#include "core/event/eventimport.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace arbiter::event {

// The one way the console reads a file of players or pairings, for the event dialog and
// `arbiterctl import` alike: it says what kind of file it is (a TRF tournament report when it has
// 001 player lines, else a CSV list of players or of pairings by its columns, whatever its
// encoding) and reads it with TrfImport or CsvImport.
class FileImport
{
    Q_DECLARE_TR_FUNCTIONS(FileImport)

public:
    enum class As { Auto, Trf, Players, Pairings };

    struct Options
    {
        As as = As::Auto; // a kind the user insists on
        QList<PlayerRecord> players; // known players, to find the players of a pairings file
        int defaultRound = 0; // for a pairings file without a round column
    };

    static EventImport::Kind kindOf(const QByteArray &data);
    static Result<EventImport> read(const QByteArray &data, const Options &options);
    // A file that cannot be opened is an error that names it.
    static Result<EventImport> readFile(const QString &path, const Options &options);
};

} // namespace arbiter::event
