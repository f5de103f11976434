#pragma once

#include "core/zone/zonesource.h"

#include <memory>

class QNetworkAccessManager;

namespace arbiter::zone {

class ZoneAdapter;

// What a source leaves to the program that follows it (the console takes the adapters' defaults;
// `arbiterctl tail` lets the user choose).
struct AdapterSettings
{
    int livePgnIntervalMs = 0; // polling period of a live PGN URL or file; 0 = the adapter's default
};

// The one place a ZoneSource becomes the adapter that follows it (the console's session and
// `arbiterctl tail`). The adapter uses `network` (which must outlive it) and is not started. Check
// the source first (ZoneSource::check()): the adapters take it as given.
std::unique_ptr<ZoneAdapter> makeAdapter(QNetworkAccessManager *network, const ZoneSource &source,
                                         const AdapterSettings &settings = {});

} // namespace arbiter::zone
