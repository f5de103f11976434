#pragma once

#include <cstdio>
#include <cstdlib>

// FUZZ_CHECK(condition): aborts, naming the failed invariant, when it does not hold (libFuzzer then
// keeps the input).
#define FUZZ_CHECK(condition)                                                                                          \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            std::fprintf(stderr, "%s:%d: invariant failed: %s\n", __FILE__, __LINE__, #condition);                     \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (false)
