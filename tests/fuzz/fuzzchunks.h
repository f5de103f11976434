#pragma once

#include <QByteArrayView>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace arbiter::fuzzing {

// Cuts `data` into chunks whose sizes come from the input's own bytes (1 to `maxChunk` each, read
// from `data` starting at `salt`), as a network read or a growing file would hand it out: every
// line, token and UTF-8 sequence ends up split somewhere, reproducibly for a given input.
inline std::vector<QByteArrayView> chunksOf(QByteArrayView data, std::size_t maxChunk, std::size_t salt = 0)
{
    std::vector<QByteArrayView> chunks;
    const auto n = std::size_t(data.size());
    std::size_t pos = 0;
    std::size_t i = salt;
    while (pos < n) {
        const auto byte = std::uint8_t(data[qsizetype((i++) % n)]);
        const std::size_t len = std::min<std::size_t>(n - pos, 1 + (byte * 31u + i) % maxChunk);
        chunks.push_back(data.sliced(qsizetype(pos), qsizetype(len)));
        pos += len;
    }
    return chunks;
}

} // namespace arbiter::fuzzing
