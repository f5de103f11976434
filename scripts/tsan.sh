#!/usr/bin/env bash
# The suites whose parts run on several threads, under ThreadSanitizer (gcc): the event session (its
# thread, the store's writer, the WAL syncer) with the zone and the rulings, the rulings desk on the
# screen against the session thread, and the VCS chain (the feed relay, the presence client, the
# feeds decoded off the GUI thread). Configures build-tsan with -DARBITER_TSAN=ON, builds only what
# these suites need and runs them; a data race fails the suite that hit it.
# Usage: scripts/tsan.sh [--build-only] [extra ctest arguments]
#   --build-only   build and stop (CI builds it in the background)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/sanitizer-build.sh
build=$(sanitizer_build tsan)
jobs=${ARBITER_JOBS:-2}
suites=(tst_rulingszone tst_gamerecords tst_incidentreview tst_walsyncer tst_storewriter tst_rulingsui tst_vcschain)
cmake --build "$build" -j "$jobs" --target "${suites[@]}" feedrelay arbiterctl
[ "${1:-}" = --build-only ] && exit 0
# Qt, GLib and GStreamer are not built with ThreadSanitizer: what they synchronise (Qt's mutexes are
# futexes it cannot see) is invisible to it. ignore_noninstrumented_modules leaves out what their own
# code reads and writes (GLib's wake-up descriptors); tests/sanitize/tsan.supp names the rest, every
# entry with why. die_after_fork=0: QProcess forks from a process with threads, and the child only
# runs exec.
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1:die_after_fork=0:suppressions=$PWD/tests/sanitize/tsan.supp"
regex="^($(IFS='|'; echo "${suites[*]}"))\$"
ctest --test-dir "$build" --output-on-failure -j "$jobs" -R "$regex" "$@"
