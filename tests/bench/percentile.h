#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

// The value at fraction `p` (0–1) of the samples, nearest rank (0 for none): the benchmarks' p50/p99.
inline double percentile(std::vector<double> v, double p)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    return v[std::min(v.size() - 1, std::size_t(p * double(v.size() - 1) + 0.5))];
}
