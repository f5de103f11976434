#pragma once

#include "core/report/eventresults.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <cstdint>

namespace arbiter::report {

// The tournament report the chief arbiter sends the rating officer (FIDE C.04 Annex 2): TRF-16, or
// TRF-2026 with its records for the rounds, scoring, tie-breaks and the encoded time control. Header
// records 012–132 (102 for the chief arbiter, 112 for every other arbiter, each with the FIDE ID), a
// 001 line per player with the results after rulings: forfeits "+"/"-", byes "H", "F", "U", "Z",
// games under one move "W"/"D"/"L", a double forfeit "-" on both sides. Score adjustments are left
// out unless asked for (TRF-2026 record 299), since a pairing program refuses totals that do not
// match the results. UTF-8, LF line ends, columns counted in characters.
class TrfExport
{
    Q_DECLARE_TR_FUNCTIONS(TrfExport)

public:
    enum class Version : std::uint8_t { Trf16, Trf26 };
    struct Options
    {
        Version version = Version::Trf16;
        int afterRound = 0; // the rounds to report; 0 = every round with a result
        bool adjustments = false; // TRF-2026 only: 299 records, and totals with them
    };
    struct Output
    {
        QByteArray text;
        QStringList notes; // what the rating officer's copy lacks (no city, no chief arbiter, …), translated
    };

    static Output write(const EventResults::Record &event, const Options &options);
};

} // namespace arbiter::report
