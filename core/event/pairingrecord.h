#pragma once

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter::event {

// One board of one round as the pairing program published it, or a bye. Players are referred to by
// starting rank (PlayerRecord::id; 0 = none) and also by name, so a pairing still reads right when
// the player list is incomplete.
struct PairingRecord
{
    Q_DECLARE_TR_FUNCTIONS(PairingRecord)

public:
    // The outcome as a pairing program records it: played results, forfeits (Art. 7.1: a no-show
    // scores 0) and the byes of the TRF format (the player is White, there is no Black).
    enum class Result : std::uint8_t {
        None, // not played yet, or unknown
        WhiteWins,
        Draw,
        BlackWins,
        WhiteWinsForfeit, // "+/-"
        BlackWinsForfeit, // "-/+"
        DoubleForfeit, // "-/-"
        FullPointBye,
        HalfPointBye,
        ZeroPointBye, // known absence
        PairingAllocatedBye, // the odd player out
        NotPlayed // paired, but the game was not played and no result will come (TRF: opponent, no result)
    };

    int round = 1;
    int board = 0; // 1-based; byes come after the last board
    int whiteId = 0;
    QString white;
    int blackId = 0;
    QString black;
    QString zoneGameId; // the game in the zone, once known
    Result result = Result::None;
    // False when the file paired the two without giving colours (a forfeit or a game not played):
    // `white` is then only the first-listed player (the lower starting rank), not the colour.
    bool coloursKnown = true;
    // A game that lasted under one move (TRF "W", "D", "L"): it scores and counts as played for the
    // tie-breaks, but is not rated.
    bool shortGame = false;

    bool isBye() const;

    // Stable names for storage and CSV: "", "1-0", "1/2-1/2", "0-1", "+/-", "-/+", "-/-",
    // "bye:full", "bye:half", "bye:zero", "bye:allocated", "not-played".
    static QLatin1String resultName(Result result);
    static std::optional<Result> resultFromName(QStringView name);
    // What arbiters write: the names above plus "½-½", "0.5-0.5", "=", "+-", "-+", "--", "*".
    static std::optional<Result> parseResult(QStringView text);
    static QString resultText(Result result);

    friend bool operator==(const PairingRecord &, const PairingRecord &) = default;
};

} // namespace arbiter::event
