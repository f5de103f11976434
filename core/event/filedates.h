#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace arbiter::event {

// The dates of a tournament file (TRF 042 start, 052 end, 132 round dates) as pairing programs
// really write them: 2026/05/29, 2026-05-29, 29.05.2026, "29. 05. 2026", 26/05/29, 29/05/2026,
// "May 29, 2020" (Lichess). Several forms read the same text differently (26/05/29: 2026-05-29 or
// 2029-05-26; 05/06/2026: 5 June or 6 May), so the file's dates are read together: one form per
// shape for the whole file, kept only when the dates it gives make sense together (start before
// end, rounds in order and inside the event, an event of at most a year). A date that still reads
// two ways is not guessed: it stays as written, for the arbiter to see.
class FileDates
{
    Q_DECLARE_TR_FUNCTIONS(FileDates)

public:
    struct Resolved
    {
        QDate start; // invalid when absent, unreadable or ambiguous
        QDate end;
        QString startProblem; // translated, empty when the start date was read (or absent)
        QString endProblem;
    };

    // `roundDates` are the 132 texts (TRF: YY/MM/DD), used as evidence only.
    static Resolved resolve(const QString &start, const QString &end, const QStringList &roundDates);

    // Every date `text` can be read as, one per form that reads it (tests and messages).
    static QList<QDate> readings(const QString &text);
};

} // namespace arbiter::event
