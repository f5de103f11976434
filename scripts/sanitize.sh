#!/usr/bin/env bash
# Every test under AddressSanitizer + UndefinedBehaviorSanitizer (gcc): configures build-asan with
# -DARBITER_SANITIZE=ON (core, media, ui, the relay and the console: GStreamer's callbacks and the
# widgets too), builds and runs CTest. Any memory error, leak or undefined behaviour fails the test
# that hit it. Benchmarks are not built or run (they are not in CTest).
# Usage: scripts/sanitize.sh [extra ctest arguments, e.g. -R tst_eventstore]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/ccache-env.sh
build=${ARBITER_SANITIZE_BUILD_DIR:-build-asan}
jobs=${ARBITER_JOBS:-2}
if [ ! -f "$build/build.ninja" ]; then
    # -O1 -g1, as AddressSanitizer's documentation suggests: reports keep their line numbers, and the
    # build (the longest step of CI) compiles a third faster than at -O2 -g.
    cmake -S . -B "$build" -G Ninja -DARBITER_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g1 -DNDEBUG" \
        $([ "${ARBITER_WERROR:-0}" = 1 ] && echo -DARBITER_WERROR=ON) \
        $(command -v ccache >/dev/null && echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
# With ARBITER_SANITIZE the benchmarks are not part of the build (tests/CMakeLists.txt).
nice -n 10 cmake --build "$build" -j "$jobs"
suppressions=$PWD/tests/sanitize/lsan.supp
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$suppressions:print_suppressions=0
ctest --test-dir "$build" --output-on-failure -j "$jobs" "$@"
