#!/usr/bin/env bash
# Every test under AddressSanitizer + UndefinedBehaviorSanitizer (clang): builds build-asan
# (scripts/sanitizer-build.sh: core, media, ui, the relay, the console and the libFuzzer targets,
# GStreamer's callbacks and the widgets included) and runs CTest there, the fuzz targets replaying
# their seed corpora among the tests. Any memory error, leak or undefined behaviour fails the test
# that hit it.
# Usage: scripts/sanitize.sh [--build-only] [extra ctest arguments, e.g. -R tst_eventstore]
#   --build-only   build and stop (CI builds it in the background while the README's tests run)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sanitizer-build.sh
build=$(sanitizer_build asan)
jobs=${ARBITER_JOBS:-2}
cmake --build "$build" -j "$jobs"
[ "${1:-}" = --build-only ] && exit 0
suppressions=$PWD/tests/sanitize/lsan.supp
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:strict_string_checks=1:detect_stack_use_after_return=1:check_initialization_order=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$suppressions:print_suppressions=0
ctest --test-dir "$build" --output-on-failure -j "$jobs" "$@"
