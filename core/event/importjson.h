#pragma once

#include "core/event/eventimport.h"

#include <QJsonObject>

namespace arbiter::event {

// What an import brought, as the JSON object `arbiterctl import --json` prints (documented in the
// README) and the import tests compare with their expectations:
// {"kind", "event": {"name", "start_date", "start_date_text", "end_date", "end_date_text", "rounds",
//  "time_control"}, "players": [{"no", "name", "title", "rating", "federation", "fide_id", "club",
//  "account"}], "pairings": [{"round", "board", "white_no", "white", "black_no", "black", "result",
//  "colours_known", "short_game"}], "warnings": [{"line", "message"}]}. Dates are ISO (YYYY-MM-DD) or null;
// results are PairingRecord::resultName().
QJsonObject importToJson(const EventImport &import);

} // namespace arbiter::event
