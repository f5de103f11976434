#pragma once

#include <QCoreApplication>
#include <QLatin1String>
#include <QString>
#include <QStringView>

#include <cstdint>
#include <optional>

namespace arbiter::event {

// Where an event's games are followed: which adapter and what it needs to find the round. Kept with
// the event so the console can resume after a restart. A zone token is a secret: it is never part
// of this value (and so never reaches the database); only whether one must be asked for is.
struct ZoneSource
{
    Q_DECLARE_TR_FUNCTIONS(ZoneSource)

public:
    enum class Kind : std::uint8_t {
        None, // not chosen yet
        LichessBulk, // reference = bulk pairing id
        LichessGames, // reference = game ids separated by spaces or commas
        LichessBroadcast, // reference = broadcast round id
        LivePgnUrl, // reference = URL of the live PGN
        LivePgnFile, // reference = path of the live PGN file
        Simulator // address = simulator base URL
    };

    Kind kind = Kind::None;
    QString address; // base URL of the zone (Lichess or simulator); empty = the adapter's default
    QString reference; // see Kind
    QString roundId; // live PGN: the round to use when the games carry no Round tag
    bool needsToken = false; // ask the arbiter for a token when connecting

    // Stable names for storage: "none", "lichess_bulk", "lichess_games", "lichess_broadcast",
    // "live_pgn_url", "live_pgn_file", "simulator".
    static QLatin1String kindName(Kind kind);
    static std::optional<Kind> kindFromName(QStringView name);
    // Translated, for the event set-up and the status bar.
    static QString kindText(Kind kind);

    friend bool operator==(const ZoneSource &, const ZoneSource &) = default;
};

} // namespace arbiter::event
