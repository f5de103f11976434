#include "zonesource.h"

namespace arbiter::event {

QLatin1String ZoneSource::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None: return QLatin1String("none");
    case Kind::LichessBulk: return QLatin1String("lichess_bulk");
    case Kind::LichessGames: return QLatin1String("lichess_games");
    case Kind::LichessBroadcast: return QLatin1String("lichess_broadcast");
    case Kind::LivePgnUrl: return QLatin1String("live_pgn_url");
    case Kind::LivePgnFile: return QLatin1String("live_pgn_file");
    case Kind::Simulator: return QLatin1String("simulator");
    }
    return QLatin1String("none");
}

std::optional<ZoneSource::Kind> ZoneSource::kindFromName(QStringView name)
{
    for (Kind k : {Kind::None, Kind::LichessBulk, Kind::LichessGames, Kind::LichessBroadcast, Kind::LivePgnUrl,
                   Kind::LivePgnFile, Kind::Simulator}) {
        if (name == kindName(k))
            return k;
    }
    return std::nullopt;
}

QString ZoneSource::kindText(Kind kind)
{
    switch (kind) {
    case Kind::None: return tr("Not chosen");
    case Kind::LichessBulk: return tr("Lichess bulk pairing");
    case Kind::LichessGames: return tr("Lichess games");
    case Kind::LichessBroadcast: return tr("Lichess broadcast round");
    case Kind::LivePgnUrl: return tr("Live PGN (URL)");
    case Kind::LivePgnFile: return tr("Live PGN (file)");
    case Kind::Simulator: return tr("Simulator");
    }
    return QString();
}

} // namespace arbiter::event
