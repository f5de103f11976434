#include "core/zone/adapterfactory.h"

#include "core/zone/lichessadapter.h"
#include "core/zone/livepgnadapter.h"
#include "core/zone/simulatoradapter.h"

namespace arbiter::zone {

std::unique_ptr<ZoneAdapter> makeAdapter(QNetworkAccessManager *network, const ZoneSource &source,
                                         const AdapterSettings &settings)
{
    switch (source.kind) {
    case ZoneSource::Kind::Lichess: {
        LichessAdapter::Options options;
        if (!source.baseUrl.isEmpty())
            options.baseUrl = source.baseUrl;
        options.bulkId = source.bulkId;
        options.gameIds = source.gameIds;
        options.broadcastRoundId = source.broadcastRoundId;
        options.token = source.token;
        return std::make_unique<LichessAdapter>(network, options);
    }
    case ZoneSource::Kind::LivePgn: {
        LivePgnAdapter::Options options;
        options.url = source.pgnUrl;
        options.file = source.pgnFile;
        options.roundId = source.roundId;
        if (settings.livePgnIntervalMs > 0)
            options.intervalMs = settings.livePgnIntervalMs;
        return std::make_unique<LivePgnAdapter>(network, options);
    }
    case ZoneSource::Kind::Simulator: break;
    }
    SimulatorAdapter::Options options;
    options.baseUrl = source.baseUrl;
    options.token = source.token;
    options.roundId = source.roundId;
    return std::make_unique<SimulatorAdapter>(network, options);
}

} // namespace arbiter::zone
