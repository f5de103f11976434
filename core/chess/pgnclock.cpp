#include "core/chess/pgnclock.h"

namespace arbiter::chess::pgnclock {

std::optional<std::int64_t> parse(std::string_view text)
{
    // Fast path for the form every server writes: h:mm:ss.
    if (text.size() == 7 && text[1] == ':' && text[4] == ':') {
        const auto d = [&text](std::size_t i) { return unsigned(text[i] - '0'); };
        if (d(0) < 10 && d(2) < 6 && d(3) < 10 && d(5) < 6 && d(6) < 10)
            return std::int64_t(((d(0) * 60 + d(2) * 10 + d(3)) * 60 + d(5) * 10 + d(6)) * 1000);
    }
    std::int64_t parts[3] = {};
    int count = 0;
    std::size_t i = 0;
    while (true) {
        if (i >= text.size() || text[i] < '0' || text[i] > '9' || count == 3)
            return std::nullopt;
        std::int64_t v = 0;
        int digits = 0;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            if (++digits > 9)
                return std::nullopt;
            v = v * 10 + (text[i++] - '0');
        }
        parts[count++] = v;
        if (i < text.size() && text[i] == ':') {
            ++i;
            continue;
        }
        break;
    }
    // Minutes and seconds after a colon must be below 60 (hours are unbounded).
    for (int k = 1; k < count; ++k)
        if (parts[k] >= 60)
            return std::nullopt;
    std::int64_t ms = 0;
    for (int k = 0; k < count; ++k)
        ms = ms * 60 + parts[k];
    ms *= 1000;
    if (i < text.size() && text[i] == '.') {
        ++i;
        std::int64_t scale = 100;
        bool any = false;
        while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
            ms += (text[i++] - '0') * scale;
            scale /= 10;
            any = true;
        }
        if (!any)
            return std::nullopt;
    }
    if (i != text.size())
        return std::nullopt;
    return ms;
}

void append(std::string &out, std::int64_t ms)
{
    if (ms < 0)
        ms = 0;
    const std::int64_t totalSeconds = ms / 1000;
    const int fraction = int(ms % 1000);
    out += std::to_string(totalSeconds / 3600);
    const int minutes = int(totalSeconds / 60 % 60);
    const int seconds = int(totalSeconds % 60);
    out += ':';
    out += char('0' + minutes / 10);
    out += char('0' + minutes % 10);
    out += ':';
    out += char('0' + seconds / 10);
    out += char('0' + seconds % 10);
    if (fraction) {
        out += '.';
        out += char('0' + fraction / 100);
        if (fraction % 100) {
            out += char('0' + fraction / 10 % 10);
            if (fraction % 10)
                out += char('0' + fraction % 10);
        }
    }
}

} // namespace arbiter::chess::pgnclock
