#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>

namespace arbiter::standings {

// A tie-break of the FIDE Tie-Break Regulations (Handbook C.07) an event may choose, with the modifier
// it takes. The acronyms are the regulations' (Art. 5–14) and TRF-2026's record 202 ("BH:C1,BH,SB").
struct TieBreak
{
    Q_DECLARE_TR_FUNCTIONS(TieBreak)

public:
    enum class Kind : std::uint8_t {
        Buchholz, // BH: the sum of the opponents' scores (Art. 8.1)
        SonnebornBerger, // SB: the opponents' scores weighted by the points scored against them (Art. 9.1)
        DirectEncounter, // DE: the points scored among the tied participants (Art. 6)
        Wins, // WIN: rounds won, with or without playing (Art. 7.1)
        WonGames, // WON: games won over the board (Art. 7.2)
        BlackGames, // BPG: games played with Black (Art. 7.3)
        BlackWins, // BWG: games won with Black over the board (Art. 7.4)
        Progressive, // PS: the sum of the running scores after each round (Art. 7.5)
        AverageRatingOfOpponents, // ARO: the average rating of the opponents met over the board (Art. 10.1)
    };

    Kind kind = Kind::Buchholz;
    // Buchholz, Sonneborn-Berger, ARO: the lowest `cutLowest` contributions left out (Cut-1, Cut-2); with
    // `median` also as many of the highest (Median-1, Median-2). Progressive score: the first
    // `cutLowest` rounds left out.
    int cutLowest = 0;
    bool median = false;

    // "BH", "BH-C1", "BH-M1", "SB", "DE", "WIN", "PS-C1", "ARO", … (the regulations' spelling).
    QString acronym() const;
    // The name an arbiter reads in a table header or a report, translated ("Buchholz Cut 1").
    QString name() const;
    // One tie-break as written: "BH-C1", "BH/C1", "BH:C1" (TRF-2026), any case; also "Buchholz".
    static Result<TieBreak> parse(const QString &text);
    // A comma-separated list, in order of application: "BH-C1,BH,SB".
    static Result<QList<TieBreak>> parseList(const QString &text);
    // What an individual Swiss event uses unless it says otherwise: Buchholz Cut-1, Buchholz,
    // Sonneborn-Berger, direct encounter, wins, games with Black (the FIDE Handbook's recommendation for
    // individual Swiss tournaments, C.07 Art. 15).
    static QList<TieBreak> swissDefault();

    friend bool operator==(const TieBreak &, const TieBreak &) = default;
};

} // namespace arbiter::standings
