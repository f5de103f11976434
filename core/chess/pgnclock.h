#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

// The clock values of PGN comment commands ([%clk 1:02:03.4], [%emt 0:00:05]), shared by the PGN
// reader and writer so that a written clock reads back to the same millisecond.
namespace arbiter::chess::pgnclock {

// "h:mm:ss", "h:mm:ss.f…", "mm:ss" or "ss(.f)" -> milliseconds; nullopt when malformed. Digits
// beyond milliseconds are ignored.
std::optional<std::int64_t> parse(std::string_view text);

// Appends "h:mm:ss" plus only as many fraction digits as the value needs (0:01:23.4, 0:00:00.05).
void append(std::string &out, std::int64_t ms);

} // namespace arbiter::chess::pgnclock
